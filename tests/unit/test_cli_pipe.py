"""The command line read through a pipe that closes early (`python -m referee coverage --json | head`):
the command stops quietly with status 0, no traceback (it used to print a BrokenPipeError's)."""

from __future__ import annotations

import subprocess
import sys


def test_a_reader_that_stops_early_is_no_error() -> None:
    proc = subprocess.Popen(
        [sys.executable, "-m", "referee", "coverage", "--json"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert proc.stdout is not None and proc.stderr is not None
    first = proc.stdout.readline()
    proc.stdout.close()  # as `head -1` does
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=300) == 0, err
    assert first.strip() == b"{"
    assert "Traceback" not in err and "BrokenPipe" not in err
