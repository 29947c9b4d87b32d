"""What every generator in tools/ does last: compare its output with the checked-in file, and either
report (``--check``, as CI runs it) or write it. One place, so the four generators agree on the exit
codes CI relies on: 0 up to date or written, 1 out of date under --check."""

from __future__ import annotations

import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent


def display(path: Path) -> str:
    """The path as a reader of the repository knows it (relative), never this machine's."""
    try:
        return str(path.resolve().relative_to(REPO_ROOT))
    except ValueError:
        return path.name


def write_or_check(tool: str, out: Path, text: str, *, check: bool, what: str = "", hint: str = "") -> int:
    """``tool: OUT is up to date`` / ``is out of date`` (exit 1 under --check) / ``wrote OUT (what)``."""
    current = out.read_text(encoding="utf-8") if out.is_file() else None
    shown = display(out)
    if current == text:
        print(f"{tool}: {shown} is up to date")
        return 0
    if check:
        print(f"{tool}: {shown} is out of date; {hint or 'rerun the generator'}", file=sys.stderr)
        return 1
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text, encoding="utf-8")
    print(f"{tool}: wrote {shown}" + (f" ({what})" if what else ""))
    return 0
