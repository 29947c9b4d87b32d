"""Alembic's environment: run on the connection ``referee.store.migrate`` hands over (it holds the
migration lock), or, from Alembic's own command line, on ``sqlalchemy.url``."""

from __future__ import annotations

from alembic import context
from sqlalchemy import create_engine
from sqlalchemy.engine import Connection


def _run(connection: Connection) -> None:
    context.configure(connection=connection, target_metadata=None, render_as_batch=True)
    with context.begin_transaction():
        context.run_migrations()


def run() -> None:
    connection: Connection | None = context.config.attributes.get("connection")
    if connection is not None:
        _run(connection)
        return
    url = context.config.get_main_option("sqlalchemy.url")
    if not url:
        raise SystemExit("set sqlalchemy.url (the rulings database) to run Alembic by itself")
    engine = create_engine(url)
    try:
        with engine.connect() as conn:
            _run(conn)
            conn.commit()
    finally:
        engine.dispose()


if context.is_offline_mode():
    raise SystemExit("offline (SQL script) migrations are not supported: run against the database")
run()
