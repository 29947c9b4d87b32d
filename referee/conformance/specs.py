"""Implementation specs (``--impl``): ``inprocess``, ``http://host:port``, ``jsonl:"command args"``,
``mutant:NAME``, and the short name each one goes by in reports and ``expectations/<name>.toml``."""

from __future__ import annotations

import shlex

KNOWN = 'inprocess, http://host:port, jsonl:"command args", mutant:NAME'


def implementation_name(spec: str) -> str:
    """``inprocess``, ``http``, ``jsonl`` or ``mutant-<NAME>``; ValueError for an unknown spec."""
    kind, _, rest = spec.partition(":")
    if spec == "inprocess":
        return "inprocess"
    if kind in ("http", "https") and rest.startswith("//"):
        return "http"
    if kind == "jsonl" and rest.strip():
        return "jsonl"
    if kind == "mutant" and rest:
        return f"mutant-{rest}"
    raise ValueError(f"unknown implementation {spec!r} (known: {KNOWN})")


def jsonl_command(spec: str) -> list[str]:
    """``jsonl:"python -m x --flag"`` (the quotes are optional) -> the argv of the subprocess."""
    text = spec.partition(":")[2].strip()
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "\"'":
        text = text[1:-1]
    argv = shlex.split(text)
    if not argv:
        raise ValueError('a jsonl implementation needs a command: jsonl:"command args"')
    return argv
