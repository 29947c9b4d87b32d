"""Saved rulings: a case (position, actions, the ruling, engine version, edition, season) stored
under a content-derived id, so the same case saved twice — or by two workers at once — is one row.

SQLAlchemy Core: the embedded default is SQLite in the data directory (WAL journal, so readers and
several gunicorn workers' writers get along); any SQLAlchemy URL, PostgreSQL included, serves a
shared deployment."""

from __future__ import annotations

import hashlib
import json
import time
from pathlib import Path
from typing import Any

from sqlalchemy import Column, Float, MetaData, String, Table, Text, create_engine, event, select
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError, OperationalError

metadata = MetaData()
rulings = Table(
    "rulings",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("created", Float, nullable=False),
    Column("engine", String(32), nullable=False),
    Column("edition", String(64), nullable=False),
    Column("season", String(64), nullable=False),
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

    @staticmethod
    def case_id(position: Any, actions: Any) -> str:
        canonical = json.dumps({"position": position, "actions": actions}, sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(canonical.encode()).hexdigest()[:20]

    def save(self, position: Any, actions: Any, result: dict[str, Any]) -> str:
        cid = self.case_id(position, actions)
        row = {
            "id": cid, "created": time.time(), "engine": result["engine"], "edition": result["edition"],
            "season": result["season"],
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
        return {"id": row["id"], "created": row["created"], "engine": row["engine"], "edition": row["edition"],
                "season": row["season"], **body}
