"""Saved rulings: a case (game, position, actions, the ruling, engine version, edition, season) stored
under a content-derived id, so the same case saved twice — or by two workers, or two servers, at
once — is one row.

Every ruling records its game; the default game's ids are derived from the case alone, as they were
before there were several games (links already shared keep working), any other game's from its id too.

SQLAlchemy Core on any database it speaks; tested on two (issue 23):

- SQLite in the data directory, the embedded default (WAL journal, so readers and several gunicorn
  workers' writers get along);
- PostgreSQL, for a shared deployment: several referee hosts and judges' devices on one database.
  ``postgresql://`` URLs use psycopg (version 3), the driver the project depends on.

The schema is an Alembic migration chain (``referee/migrations``), brought to its head by ``migrate``
when the referee starts serving and when a store is first opened: a database made by an older
referee is upgraded in place, its rulings kept. A database made before the chain existed (no
``alembic_version`` table) is recognised by its columns and stamped with the revision it matches.
Two servers starting at once take turns (a PostgreSQL advisory lock; a lock file beside a SQLite
database)."""

from __future__ import annotations

import fcntl
import hashlib
import json
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from sqlalchemy import Column, Float, MetaData, String, Table, Text, create_engine, event, inspect, select, text
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import Connection, Engine, make_url
from sqlalchemy.exc import ArgumentError, IntegrityError, InterfaceError, NoSuchModuleError, OperationalError

from engine.games import DEFAULT_GAME

metadata = MetaData()
rulings = Table(  # the schema at the head of the migration chain (referee/migrations/versions)
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

MIGRATIONS = Path(__file__).parent / "migrations"
# The revision a database made before the chain existed is at, told by its rulings table's columns.
LEGACY_REVISIONS = (("game", "0002"), ("id", "0001"))
# pg_advisory_xact_lock's key: any fixed 64-bit number the referee alone uses ("rulings" in ASCII).
PG_MIGRATION_LOCK = 0x72756C696E6773
# How long a starting referee waits for another one's migration before it gives up (StoreUnavailable,
# saying so): a migration takes well under a second; a lock held longer is a stuck process, which a
# server must not wait on for ever at start-up.
MIGRATION_LOCK_TIMEOUT = 60.0


# The driver's errors that say the database is unreachable or gave up (a lost connection, a server
# shutting down, a timeout), as against a statement's own error (a bug: a 500, logged).
UNREACHABLE = (OperationalError, InterfaceError)


class StoreUnavailable(Exception):
    """The database cannot be reached or refused to work (not the request's fault): a 503."""


class SchemaError(Exception):
    """The database's schema is not one this referee can bring to its head (say, a newer referee's)."""


def default_url(data_dir: str) -> str:
    path = Path(data_dir)
    path.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{(path / 'rulings.sqlite3').resolve()}"


def url_from_config(config: Mapping[str, Any]) -> str:
    """The app's rulings database: ``DATABASE_URL`` (``REFEREE_DATABASE_URL``), else SQLite in ``DATA_DIR``."""
    url: str | None = config.get("DATABASE_URL")
    return url or default_url(str(config.get("DATA_DIR") or "data"))


def normalise_url(url: str) -> str:
    """``postgresql://`` means psycopg 3 (the driver the project depends on), not SQLAlchemy's default
    psycopg2, which is not installed. What is not a database URL at all is StoreUnavailable (a
    misconfigured host: ``serve`` stops saying so; an app made without ``serve`` answers 503)."""
    try:
        parsed = make_url(url)
    except ArgumentError:
        raise StoreUnavailable(f"the configured database URL is not one: {url[:40]!r}…") from None
    if parsed.drivername in ("postgresql", "postgres"):
        parsed = parsed.set(drivername="postgresql+psycopg")
    return parsed.render_as_string(hide_password=False)


def display_url(url: str) -> str:
    """The URL to print in logs: its password hidden."""
    return make_url(url).render_as_string(hide_password=True)


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA busy_timeout=10000")  # first: concurrent workers wait instead of failing
    cursor.execute("PRAGMA journal_mode=WAL")  # writers do not block readers
    cursor.execute("PRAGMA synchronous=FULL")  # a saved ruling survives a killed server
    cursor.close()


def make_engine(url: str) -> Engine:
    url = normalise_url(url)
    options: dict[str, Any] = {"future": True, "pool_pre_ping": True}
    if url.startswith("postgresql"):
        # A host that cannot be reached fails a request in seconds (a 503), not after TCP's minutes.
        options["connect_args"] = {"connect_timeout": 5}
    try:
        engine = create_engine(url, **options)
    except (ArgumentError, NoSuchModuleError, ImportError) as exc:
        raise StoreUnavailable(f"no driver for the rulings database {display_url(url)}: {exc}") from None
    if engine.dialect.name == "sqlite":
        event.listen(engine, "connect", _sqlite_pragmas)
    return engine


def alembic_config(connection: Connection | None = None) -> Any:
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.attributes["connection"] = connection
    return config


def head_revision() -> str:
    from alembic.script import ScriptDirectory

    head = ScriptDirectory.from_config(alembic_config()).get_current_head()
    assert head is not None, "the migration chain has a head"
    return head


def current_revision(connection: Connection) -> str | None:
    from alembic.runtime.migration import MigrationContext

    return MigrationContext.configure(connection).get_current_revision()


def _lock_file(handle: Any, timeout: float) -> None:
    """An exclusive lock on an open file, waiting at most ``timeout`` seconds (StoreUnavailable after)."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return
        except BlockingIOError:
            if time.monotonic() >= deadline:
                raise StoreUnavailable(
                    f"another referee has held the rulings database's migration lock for {timeout:g} s"
                ) from None
            time.sleep(0.05)


@contextmanager
def _migration_lock(engine: Engine, timeout: float = MIGRATION_LOCK_TIMEOUT) -> Iterator[Connection]:
    """One migrating process at a time per database. PostgreSQL: a transaction-scoped advisory lock
    (released by the commit, or by the server if this process dies). SQLite: an exclusive lock on a
    file beside the database (released by the kernel if this process dies). Another database: none.
    Either is waited for at most ``timeout`` seconds (StoreUnavailable after: a stuck migration)."""
    lock_file = None
    database = engine.url.database
    if engine.dialect.name == "sqlite" and database and database != ":memory:":
        try:
            lock_file = open(f"{database}.migrate-lock", "a+b")  # noqa: SIM115 (held until the finally)
        except OSError as exc:
            raise StoreUnavailable(f"the rulings database's directory is not writable: {exc}") from exc
        try:
            _lock_file(lock_file, timeout)
        except StoreUnavailable:
            lock_file.close()
            raise
    try:
        with engine.connect() as conn:
            if engine.dialect.name == "postgresql":
                # lock_timeout bounds the wait for the advisory lock too; SET LOCAL ends with the transaction
                conn.execute(text(f"SET LOCAL lock_timeout = {int(timeout * 1000)}"))
                try:
                    conn.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": PG_MIGRATION_LOCK})
                except OperationalError as exc:
                    if "lock timeout" not in str(exc.orig):
                        raise
                    raise StoreUnavailable(
                        f"another referee has held the rulings database's migration lock for {timeout:g} s"
                    ) from exc
            yield conn
            conn.commit()
    finally:
        if lock_file is not None:
            fcntl.flock(lock_file, fcntl.LOCK_UN)
            lock_file.close()


def migrate(engine: Engine) -> str:
    """Bring the database to the head of the migration chain; returns the head revision.

    Checked without the lock first (the common case: already there). A database at a revision this
    referee does not know — made by a newer referee — is refused (SchemaError), never altered."""
    from alembic import command
    from alembic.script import ScriptDirectory

    head = head_revision()
    try:
        with engine.connect() as conn:
            if current_revision(conn) == head:
                return head
        with _migration_lock(engine) as conn:
            current = current_revision(conn)
            known = {s.revision for s in ScriptDirectory.from_config(alembic_config()).walk_revisions()}
            if current is not None and current not in known:
                raise SchemaError(
                    f"the rulings database is at schema revision {current!r}, which this referee does not know "
                    f"(its newest is {head!r}): was it made by a newer referee?"
                )
            config = alembic_config(conn)
            if current is None:
                legacy = _legacy_revision(conn)
                if legacy is not None:
                    command.stamp(config, legacy)  # made by a referee from before the migration chain
            command.upgrade(config, "head")
    except UNREACHABLE as exc:
        raise StoreUnavailable(f"the rulings database could not be migrated: {exc.orig}") from exc
    return head


def _legacy_revision(conn: Connection) -> str | None:
    """The revision an unversioned database's rulings table matches, or None when it has none."""
    inspector = inspect(conn)
    if not inspector.has_table("rulings"):
        return None
    columns = {c["name"] for c in inspector.get_columns("rulings")}
    for column, revision in LEGACY_REVISIONS:
        if column in columns:
            return revision
    raise SchemaError(f"the database has a rulings table this referee did not make (columns {sorted(columns)})")


class RulingStore:
    def __init__(self, url: str) -> None:
        self.engine: Engine = make_engine(url)
        try:
            migrate(self.engine)
        except BaseException:
            self.engine.dispose()
            raise

    def dispose(self) -> None:
        self.engine.dispose()

    @staticmethod
    def case_id(game: str, position: Any, actions: Any) -> str:
        case: dict[str, Any] = {"position": position, "actions": actions}
        if game != DEFAULT_GAME:
            case["game"] = game
        canonical = json.dumps(case, sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(canonical.encode()).hexdigest()[:20]

    def _insert(self, row: dict[str, Any]) -> Any:
        """An insert that leaves an existing row (the same case, saved first by another writer) alone:
        ON CONFLICT DO NOTHING where the database has it, so no failed statement is logged."""
        name = self.engine.dialect.name
        if name == "postgresql":
            return postgresql.insert(rulings).values(**row).on_conflict_do_nothing(index_elements=["id"])
        if name == "sqlite":
            return sqlite.insert(rulings).values(**row).on_conflict_do_nothing(index_elements=["id"])
        return rulings.insert().values(**row)

    def save(self, game: str, position: Any, actions: Any, result: dict[str, Any]) -> str:
        cid = self.case_id(game, position, actions)
        row = {
            "id": cid, "created": time.time(), "game": game, "engine": result["engine"],
            "edition": result["edition"], "season": result.get("season") or "",
            # ASCII: a lone surrogate a JSON body may carry (\ud800) stays escaped, so every database
            # and driver stores the text (UTF-8 cannot encode it raw).
            "body": json.dumps({"position": position, "actions": actions, "result": result}, ensure_ascii=True),
        }
        try:
            with self.engine.begin() as conn:
                conn.execute(self._insert(row))
        except IntegrityError:
            pass  # the same case is already saved (content-derived id), on a database without ON CONFLICT
        except UNREACHABLE as exc:
            raise StoreUnavailable(f"the ruling could not be saved: {type(exc.orig).__name__}") from exc
        return cid

    def load(self, cid: str) -> dict[str, Any] | None:
        try:
            with self.engine.connect() as conn:
                row = conn.execute(select(rulings).where(rulings.c.id == cid)).mappings().first()
        except UNREACHABLE as exc:
            raise StoreUnavailable(f"the ruling could not be read: {type(exc.orig).__name__}") from exc
        if row is None:
            return None
        body: dict[str, Any] = json.loads(row["body"])
        return {"id": row["id"], "created": row["created"], "game": row["game"], "engine": row["engine"],
                "edition": row["edition"], "season": row["season"] or None, **body}
