"""Every ruling records the game it rules on (issue 17: several games share the store). The rows
saved before are Furuyoni's, the only game there was: the column's default fills them.

Revision ID: 0002
Revises: 0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision: str | None = "0001"
branch_labels = None
depends_on = None

# The default game's id when this revision was written; fixed here, not imported, so that the
# revision means the same thing whatever a later referee calls its default game.
GAME_OF_OLDER_ROWS = "furuyoni"


def upgrade() -> None:
    with op.batch_alter_table("rulings") as batch:
        batch.add_column(sa.Column("game", sa.String(32), nullable=False, server_default=GAME_OF_OLDER_ROWS))


def downgrade() -> None:
    with op.batch_alter_table("rulings") as batch:
        batch.drop_column("game")
