"""Start the real referee (`python -m referee serve`, gunicorn) on a free loopback port, for tests that
need a served process. Bounded: it waits at most a few seconds and is always stopped."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def start(port: int, data_dir: Path, workers: int = 2, database_url: str | None = None) -> subprocess.Popen[bytes]:
    database = ["--database-url", database_url] if database_url else []
    proc = subprocess.Popen(
        [sys.executable, "-m", "referee", "serve", "--host", "127.0.0.1", "--port", str(port),
         "--workers", str(workers), "--data-dir", str(data_dir), *database],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True,
    )
    deadline = time.monotonic() + 60  # generous: CI machines may be busy
    while time.monotonic() < deadline:
        if proc.poll() is not None:  # it exited: most likely the port was taken meanwhile
            raise RuntimeError(f"the referee exited at start (code {proc.returncode})")
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=1) as r:
                if r.status == 200:
                    return proc
        except OSError:
            time.sleep(0.1)
    kill(proc)
    raise RuntimeError("the referee did not start")


def kill(proc: subprocess.Popen[bytes], sig: int = signal.SIGKILL) -> None:
    """Stop the server and its workers (the whole process group)."""
    with suppress(ProcessLookupError):
        os.killpg(proc.pid, sig)
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        # A graceful stop may wait on a browser's keep-alive connection: end it outright.
        with suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)


@contextmanager
def served(data_dir: Path, workers: int = 2) -> Iterator[str]:
    for attempt in range(3):  # another process may grab the free port before the server binds it
        port = free_port()
        try:
            proc = start(port, data_dir, workers)
            break
        except RuntimeError:
            if attempt == 2:
                raise
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        kill(proc, signal.SIGTERM)
