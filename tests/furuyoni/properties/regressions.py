"""Saved failures of the property test, replayed as ordinary tests (``test_game_properties.py``).

A regression file is plain JSON: the games of one failing run, each a new-duel request (goddesses,
standard test decks, seed) and the actions answered, in order, plus what failed::

    {"reason": "...", "games": [{"setup": {...}, "actions": [{...}, ...]}, ...]}

The state machine saves its shrunk failure here by itself; ``save_regression`` does the same for a
failing action list found any other way. Keep the file with the fix: it fails until the bug is gone.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import Any

Json = dict[str, Any]

DIRECTORY = Path(__file__).parent / "regressions"


def directory() -> Path:
    """Where new regressions go: ``FURUYONI_REGRESSIONS`` if set (say, for a soak run), else ours."""
    return Path(os.environ.get("FURUYONI_REGRESSIONS") or DIRECTORY)


def save_regression(games: list[Json], reason: str, where: Path | None = None) -> Path:
    """Write the games of a failing run (each {"setup", "actions"}) as a regression file; the name
    is derived from the content, so saving the same failure twice gives one file."""
    body = {"reason": reason, "games": games}
    text = json.dumps(body, indent=1, sort_keys=True) + "\n"
    name = "found-" + hashlib.sha256(json.dumps(games, sort_keys=True).encode()).hexdigest()[:12] + ".json"
    folder = where or directory()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def saved() -> list[Path]:
    return sorted(DIRECTORY.glob("*.json"))


def load(path: Path) -> list[Json]:
    games: list[Json] = json.loads(path.read_text(encoding="utf-8"))["games"]
    return games
