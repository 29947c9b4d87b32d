"""The store's tests run on both databases the referee is tested on (issue 23): SQLite in a temporary
directory, and PostgreSQL in a throw-away cluster (``referee.throwaway_pg``) started once per test
session (per xdist worker) and stopped, its files removed, in a finalizer. Each test gets a new,
empty database.

Where PostgreSQL's server programs are missing, its half of each test is skipped with the reason; CI
installs them and sets ``REFEREE_REQUIRE_POSTGRES=1``, which turns that skip into a failure."""

from __future__ import annotations

import itertools
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from referee.throwaway_pg import PostgresUnavailable, ThrowawayPostgres

_names = itertools.count()


@pytest.fixture(scope="session")
def postgres() -> Iterator[ThrowawayPostgres]:
    cluster = ThrowawayPostgres()
    try:
        cluster.start()
    except PostgresUnavailable as exc:
        if os.environ.get("REFEREE_REQUIRE_POSTGRES") == "1":
            pytest.fail(f"PostgreSQL is required here (REFEREE_REQUIRE_POSTGRES=1) but could not start: {exc}")
        pytest.skip(f"no PostgreSQL to test on: {exc}")
    try:
        yield cluster
    finally:
        cluster.stop()


def new_postgres_database(cluster: ThrowawayPostgres) -> str:
    return cluster.database(f"t{os.getpid()}_{next(_names)}")


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A new, empty rulings database of each kind."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'rulings.sqlite3'}"
    cluster: ThrowawayPostgres = request.getfixturevalue("postgres")
    return new_postgres_database(cluster)
