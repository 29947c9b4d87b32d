"""The rulings table as the referee first shipped it: a case under its content-derived id, with the
engine version, edition and season that ruled it (no game: every ruling was Furuyoni's).

Revision ID: 0001
Revises: (none)
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision: str | None = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "rulings",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("created", sa.Float, nullable=False),
        sa.Column("engine", sa.String(32), nullable=False),
        sa.Column("edition", sa.String(64), nullable=False),
        sa.Column("season", sa.String(64), nullable=False),
        sa.Column("body", sa.Text, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("rulings")
