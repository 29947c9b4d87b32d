"""The schema moves by migrations (issue 23), on SQLite and PostgreSQL alike: a database made by an
older referee — at revision 0001 with Alembic's version table, or by a referee from before there was
one — is brought to the head with its rulings kept and readable through the store; a database at a
revision this referee does not know is refused untouched; servers starting at once migrate once."""

from __future__ import annotations

import fcntl
import json
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from alembic import command
from sqlalchemy import inspect, text
from sqlalchemy.engine import Engine

from engine.games import DEFAULT_GAME
from referee.store import (
    PG_MIGRATION_LOCK,
    RulingStore,
    SchemaError,
    StoreUnavailable,
    _migration_lock,
    alembic_config,
    current_revision,
    head_revision,
    make_engine,
    migrate,
)
from referee.throwaway_pg import free_port

BODY = json.dumps({"position": {"state": {"distance": 4}}, "actions": [], "result": {"rulings": []}})
# The rulings table exactly as the first referee made it (metadata.create_all, before any game column).
FIRST_SCHEMA = ("CREATE TABLE rulings (id VARCHAR(32) NOT NULL PRIMARY KEY, created FLOAT NOT NULL, "
                "engine VARCHAR(32) NOT NULL, edition VARCHAR(64) NOT NULL, season VARCHAR(64) NOT NULL, body TEXT NOT NULL)")


def insert_old_rows(engine: Engine) -> None:
    with engine.begin() as conn:
        for n in range(3):
            conn.execute(text("INSERT INTO rulings (id, created, engine, edition, season, body) "
                              "VALUES (:id, :created, '0.1.0', 'ko-2025-01-31', 'na-s9-2', :body)"),
                         {"id": f"a{n}", "created": 1.5 + n, "body": BODY})


def columns(engine: Engine) -> set[str]:
    return {c["name"] for c in inspect(engine).get_columns("rulings")}


def revision(engine: Engine) -> str | None:
    with engine.connect() as conn:
        return current_revision(conn)


def assert_old_rows_readable(url: str) -> None:
    store = RulingStore(url)
    try:
        for n in range(3):
            case = store.load(f"a{n}")
            assert case is not None, f"ruling a{n} survived the upgrade"
            assert case["game"] == DEFAULT_GAME, "a ruling saved before rulings recorded their game is the default game's"
            assert (case["created"], case["engine"], case["season"]) == (1.5 + n, "0.1.0", "na-s9-2")
            assert case["position"] == {"state": {"distance": 4}}
        new = store.save("another-game", {"p": 1}, [], {"engine": "1", "edition": "e"})
        loaded = store.load(new)
        assert loaded is not None and loaded["game"] == "another-game", "the upgraded table takes new rulings"
    finally:
        store.dispose()


def test_the_chain_ends_at_the_game_column() -> None:
    assert head_revision() == "0002"


def test_a_database_at_revision_1_is_upgraded_with_its_rulings(database_url: str) -> None:
    engine = make_engine(database_url)
    try:
        with engine.connect() as conn:
            command.upgrade(alembic_config(conn), "0001")
            conn.commit()
        assert revision(engine) == "0001" and "game" not in columns(engine)
        insert_old_rows(engine)
        assert migrate(engine) == "0002"
        assert revision(engine) == "0002" and "game" in columns(engine)
    finally:
        engine.dispose()
    assert_old_rows_readable(database_url)


def test_a_database_from_before_migrations_is_recognised_and_stamped(database_url: str) -> None:
    """The first referee's table, without Alembic's version table: stamped 0001 (its columns say so),
    then upgraded — not created again over it, which would fail."""
    engine = make_engine(database_url)
    try:
        with engine.begin() as conn:
            conn.execute(text(FIRST_SCHEMA))
        insert_old_rows(engine)
        assert revision(engine) is None
        migrate(engine)
        assert revision(engine) == "0002"
    finally:
        engine.dispose()
    assert_old_rows_readable(database_url)


def test_an_unversioned_database_with_the_game_column_is_stamped_at_the_head(database_url: str) -> None:
    """The platform referee's ad-hoc ALTER TABLE made the game column without a version table: its
    rows keep their games, and the column is not added twice."""
    engine = make_engine(database_url)
    try:
        with engine.begin() as conn:
            conn.execute(text(FIRST_SCHEMA))
            conn.execute(text(f"ALTER TABLE rulings ADD COLUMN game VARCHAR(32) NOT NULL DEFAULT '{DEFAULT_GAME}'"))
            conn.execute(text("INSERT INTO rulings VALUES ('b1', 2.0, '1.0', 'ed', '', :body, 'another-game')"),
                         {"body": BODY})
        migrate(engine)
        assert revision(engine) == "0002"
    finally:
        engine.dispose()
    store = RulingStore(database_url)
    try:
        case = store.load("b1")
        assert case is not None and case["game"] == "another-game" and case["season"] is None
    finally:
        store.dispose()


def test_a_rulings_table_the_referee_did_not_make_is_refused(database_url: str) -> None:
    engine = make_engine(database_url)
    try:
        with engine.begin() as conn:
            conn.execute(text("CREATE TABLE rulings (verdict TEXT)"))
        with pytest.raises(SchemaError, match="did not make"):
            migrate(engine)
        assert revision(engine) is None and columns(engine) == {"verdict"}
    finally:
        engine.dispose()


def test_a_newer_referees_database_is_refused_untouched(database_url: str) -> None:
    engine = make_engine(database_url)
    try:
        migrate(engine)
        with engine.begin() as conn:
            conn.execute(text("UPDATE alembic_version SET version_num = '0099'"))
        with pytest.raises(SchemaError, match="0099"):
            migrate(engine)
        with pytest.raises(SchemaError):
            RulingStore(database_url)
        assert revision(engine) == "0099"
    finally:
        engine.dispose()


def test_a_downgrade_to_revision_1_keeps_the_rulings(database_url: str) -> None:
    """The chain runs back too (an operator reverting the referee): the game column goes, the rows stay."""
    store = RulingStore(database_url)
    cid = store.save(DEFAULT_GAME, {"p": 2}, [], {"engine": "1", "edition": "e"})
    store.dispose()
    engine = make_engine(database_url)
    try:
        with engine.connect() as conn:
            command.downgrade(alembic_config(conn), "0001")
            conn.commit()
        assert "game" not in columns(engine)
        with engine.connect() as conn:
            assert conn.execute(text("SELECT id FROM rulings")).scalars().all() == [cid]
    finally:
        engine.dispose()


def test_servers_starting_at_once_migrate_once(database_url: str) -> None:
    """Six stores opened at once on an empty database (six workers or hosts starting): all succeed,
    and the table is made once (a second CREATE TABLE would have failed one of them)."""

    def open_store(_n: int) -> str | None:
        store = RulingStore(database_url)
        try:
            with store.engine.connect() as conn:
                return current_revision(conn)
        finally:
            store.dispose()

    with ThreadPoolExecutor(max_workers=6) as pool:
        assert list(pool.map(open_store, range(6))) == ["0002"] * 6


def test_a_migration_lock_held_too_long_is_given_up_saying_so(database_url: str) -> None:
    """A referee starting while another one's migration is stuck waits a bounded time, then stops with
    the reason (StoreUnavailable, a 503 or a failed start) instead of hanging for ever; once the lock
    is free, the migration goes on."""
    engine = make_engine(database_url)
    holder = None
    try:
        if engine.dialect.name == "sqlite":
            holder = open(f"{engine.url.database}.migrate-lock", "a+b")  # noqa: SIM115 (closed below)
            fcntl.flock(holder, fcntl.LOCK_EX)
            release = holder.close
        else:
            other = engine.connect()
            other.execute(text("SELECT pg_advisory_lock(:key)"), {"key": PG_MIGRATION_LOCK})

            def release() -> None:  # a pooled connection keeps its session's locks: unlock, then return it
                other.execute(text("SELECT pg_advisory_unlock(:key)"), {"key": PG_MIGRATION_LOCK})
                other.close()

        started = time.monotonic()
        held = r"held the rulings database's migration lock for 0\.5 s"
        with pytest.raises(StoreUnavailable, match=held), _migration_lock(engine, timeout=0.5):
            pass
        assert 0.4 <= time.monotonic() - started < 10
        release()
        with _migration_lock(engine, timeout=0.5) as conn:  # free again: taken at once
            assert conn is not None
    finally:
        engine.dispose()


def test_serve_stops_with_the_reason_when_the_database_cannot_be_migrated(tmp_path: Path) -> None:
    """`serve` migrates before any worker starts: an unreachable database stops it, saying why, rather
    than serving 503s from the first request on."""
    port = free_port()
    done = subprocess.run(
        [sys.executable, "-m", "referee", "serve", "--port", str(free_port()), "--data-dir", str(tmp_path),
         "--database-url", f"postgresql://referee@127.0.0.1:{port}/rulings"],
        capture_output=True, text=True, timeout=120,
    )
    assert done.returncode != 0
    assert "saved rulings: the rulings database could not be migrated" in done.stderr + done.stdout
