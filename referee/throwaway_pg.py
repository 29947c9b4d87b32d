"""A throw-away PostgreSQL cluster on a free loopback port, for the store's tests and ``store-bench``:
``initdb`` into a temporary directory, ``pg_ctl start``, databases made on demand, and on ``stop``
the server stopped and every file removed.

Finds ``initdb``/``pg_ctl`` on PATH or under ``/usr/lib/postgresql/<version>/bin`` (Debian's
``postgresql`` package puts them there, off PATH). PostgreSQL refuses to run as root: as root the
cluster belongs to, and runs as, an unprivileged account (``nobody``, or the ``postgres`` account
Debian's package makes)."""

from __future__ import annotations

import atexit
import contextlib
import glob
import os
import pwd
import shutil
import signal
import socket
import subprocess
import tempfile
from pathlib import Path
from types import TracebackType
from typing import Any

USER = "referee"  # the cluster's superuser (trust authentication: loopback only, throw-away data)
ACCOUNTS = ("nobody", "postgres")  # who runs the server when we are root


class PostgresUnavailable(Exception):
    """No PostgreSQL server programs here, or none could be started: the reason, for a visible skip."""


def find_bin(program: str) -> str | None:
    on_path = shutil.which(program)
    if on_path:
        return on_path

    def version(path: str) -> float:
        try:
            return float(Path(path).parts[-3])
        except ValueError:
            return 0.0

    found = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{program}"), key=version)
    return found[-1] if found else None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


class ThrowawayPostgres:
    """``with ThrowawayPostgres() as pg: url = pg.database("name")``. ``durable=False`` turns fsync
    off (tests: nothing here outlives the run); the benchmark keeps PostgreSQL's defaults."""

    def __init__(self, durable: bool = False) -> None:
        self.durable = durable
        self.port = 0
        self.root: Path | None = None
        self._as: dict[str, Any] = {}
        self._pg_ctl = ""

    def _run(self, *args: str, timeout: float = 60) -> None:
        env = {**os.environ, "LC_ALL": "C", "LANG": "C"}
        done = subprocess.run(args, capture_output=True, text=True, timeout=timeout, env=env, **self._as)
        if done.returncode != 0:
            raise PostgresUnavailable(f"{Path(args[0]).name} failed ({done.returncode}): {done.stderr.strip()[-400:]}")

    def start(self) -> ThrowawayPostgres:
        initdb, pg_ctl = find_bin("initdb"), find_bin("pg_ctl")
        if not initdb or not pg_ctl:
            raise PostgresUnavailable("PostgreSQL's initdb/pg_ctl are not installed (Debian: apt-get install postgresql)")
        self._pg_ctl = pg_ctl
        self.root = Path(tempfile.mkdtemp(prefix="referee-pg-"))
        if os.geteuid() == 0:
            account = next((a for a in ACCOUNTS if _exists(a)), None)
            if account is None:
                raise PostgresUnavailable("running as root and no unprivileged account (nobody) to run PostgreSQL as")
            entry = pwd.getpwnam(account)
            os.chown(self.root, entry.pw_uid, entry.pw_gid)
            self._as = {"user": entry.pw_uid, "group": entry.pw_gid, "extra_groups": [], "cwd": str(self.root)}
        data = self.root / "data"
        try:
            self._run(initdb, "-D", str(data), "-U", USER, "-A", "trust", "-E", "UTF8", "--no-locale", "--no-sync")
            for _attempt in range(3):  # another process may take the free port before the server binds it
                self.port = free_port()
                options = f"-p {self.port} -k {self.root} -c listen_addresses=127.0.0.1 -c max_connections=200"
                if not self.durable:
                    options += " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
                try:
                    self._run(pg_ctl, "-D", str(data), "-l", str(self.root / "log"), "-o", options, "-w", "-t", "30", "start")
                    break
                except PostgresUnavailable:
                    if _attempt == 2:
                        raise
        except BaseException:
            self.stop()
            raise
        atexit.register(self.stop)  # a safety net: a run that ends without its finalizer leaves no server
        return self

    def url(self, database: str = "postgres") -> str:
        return f"postgresql+psycopg://{USER}@127.0.0.1:{self.port}/{database}"

    def database(self, name: str) -> str:
        """A new, empty database; its URL."""
        import psycopg

        with psycopg.connect(f"host=127.0.0.1 port={self.port} user={USER} dbname=postgres", autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')  # a name chosen by our callers, never by a request
        return self.url(name)

    def stop(self) -> None:
        """Stop the server (immediate: nothing here is kept) and remove the cluster's files."""
        if self.root is None:
            return
        data = self.root / "data"
        if (data / "postmaster.pid").exists():
            pid = _postmaster_pid(data)
            try:
                self._run(self._pg_ctl, "-D", str(data), "-m", "immediate", "-w", "-t", "30", "stop")
            except (PostgresUnavailable, subprocess.TimeoutExpired):
                if pid is not None:  # pg_ctl could not stop it: its postmaster is killed outright
                    with contextlib.suppress(ProcessLookupError, PermissionError):
                        os.kill(pid, signal.SIGKILL)
        shutil.rmtree(self.root, ignore_errors=True)
        self.root = None

    def __enter__(self) -> ThrowawayPostgres:
        return self.start()

    def __exit__(self, *exc: type[BaseException] | BaseException | TracebackType | None) -> None:
        self.stop()


def _exists(account: str) -> bool:
    try:
        pwd.getpwnam(account)
    except KeyError:
        return False
    return True


def _postmaster_pid(data: Path) -> int | None:
    try:
        return int((data / "postmaster.pid").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return None
