"""Saved rulings: a case (game, position, actions, the ruling, engine version, edition, season) stored
under a content-derived id, so the same case saved twice — or by two workers at once — is one row.

Every ruling records its game; the default game's ids are derived from the case alone, as they were
before there were several games (links already shared keep working), any other game's from its id too.

SQLAlchemy Core: the embedded default is SQLite in the data directory (WAL journal, so readers and
several gunicorn workers' writers get along); any SQLAlchemy URL, PostgreSQL included, serves a
shared deployment. A database made before rulings recorded their game gains the column (its rows are
the default game's)."""

from __future__ import annotations

import hashlib
import json
import time
from pathlib import Path
from typing import Any

from sqlalchemy import Column, Float, MetaData, String, Table, Text, create_engine, event, inspect, select, text
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError, OperationalError

from engine.games import DEFAULT_GAME

metadata = MetaData()
rulings = Table(
    "rulings",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("created", Float, nullable=False),
    Column("game", String(32), nullable=False, server_default=DEFAULT_GAME),
    Column("engine", String(32), nullable=False),
    Column("edition", String(64), nullable=False),
    Column("season", String(64), nullable=False),  # "" for a game without seasons
    Column("body", Text, nullable=False),  # {"position", "actions", "result"} as JSON
)


def default_url(data_dir: str) -> str:
    path = Path(data_dir)
    path.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{(path / 'rulings.sqlite3').resolve()}"


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA busy_timeout=10000")  # first: concurrent workers wait instead of failing
    cursor.execute("PRAGMA journal_mode=WAL")  # writers do not block readers
    cursor.execute("PRAGMA synchronous=FULL")  # a saved ruling survives a killed server
    cursor.close()


def _add_game_column(engine: Engine) -> None:
    """A table made before rulings recorded their game holds only the default game's."""
    if "game" in {c["name"] for c in inspect(engine).get_columns("rulings")}:
        return
    try:
        with engine.begin() as conn:
            conn.execute(text(f"ALTER TABLE rulings ADD COLUMN game VARCHAR(32) NOT NULL DEFAULT '{DEFAULT_GAME}'"))
    except OperationalError:
        pass  # another worker added it meanwhile


class RulingStore:
    def __init__(self, url: str) -> None:
        self.engine: Engine = create_engine(url, future=True, pool_pre_ping=True)
        if self.engine.dialect.name == "sqlite":
            event.listen(self.engine, "connect", _sqlite_pragmas)
        try:
            metadata.create_all(self.engine)
        except OperationalError:
            # Two workers creating the table at once: the loser's CREATE fails; the table is there.
            metadata.create_all(self.engine)
        _add_game_column(self.engine)

    @staticmethod
    def case_id(game: str, position: Any, actions: Any) -> str:
        case: dict[str, Any] = {"position": position, "actions": actions}
        if game != DEFAULT_GAME:
            case["game"] = game
        canonical = json.dumps(case, sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(canonical.encode()).hexdigest()[:20]

    def save(self, game: str, position: Any, actions: Any, result: dict[str, Any]) -> str:
        cid = self.case_id(game, position, actions)
        row = {
            "id": cid, "created": time.time(), "game": game, "engine": result["engine"],
            "edition": result["edition"], "season": result.get("season") or "",
            "body": json.dumps({"position": position, "actions": actions, "result": result}, ensure_ascii=False),
        }
        try:
            with self.engine.begin() as conn:
                conn.execute(rulings.insert().values(**row))
        except IntegrityError:
            pass  # the same case is already saved (content-derived id)
        return cid

    def load(self, cid: str) -> dict[str, Any] | None:
        with self.engine.connect() as conn:
            row = conn.execute(select(rulings).where(rulings.c.id == cid)).mappings().first()
        if row is None:
            return None
        body: dict[str, Any] = json.loads(row["body"])
        return {"id": row["id"], "created": row["created"], "game": row["game"], "engine": row["engine"],
                "edition": row["edition"], "season": row["season"] or None, **body}
