"""The saved rulings' schema as an Alembic migration chain (``versions/``), applied by
``referee.store.migrate`` when the referee starts serving, so a deployed database survives an upgrade
of the referee. Revisions are written by hand: each says what it changes and why."""
