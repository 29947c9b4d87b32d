"""Which scenarios a conformance run selects by clause or section, and which feature files can hold
them, so that a run of a few clauses parses only those files (``<GAME>_FEATURES``, several joined by
``os.pathsep``; ``tests.harness``): a focused mutant run collected the whole suite to keep a handful of
scenarios, and that collection was most of its time."""

from __future__ import annotations

import os
import re
from pathlib import Path

CLAUSE_TAG = re.compile(r"@clause:(\S+)")


def clause_selector(text: str, default_prefix: str = "") -> str:
    """'C 9-4', 'C-9-4', '9-4' (with the game's default prefix ``C-``) -> 'C-9-4'."""
    text = text.strip().replace(" ", "-")
    if text[:1].isdigit():
        text = f"{default_prefix}{text}"
    return text


def in_subtree(clause: str, selector: str) -> bool:
    return clause == selector or clause.startswith(selector + "-")


def features_variable(game_id: str) -> str:
    """The environment variable narrowing a game's scenario run to some feature files: ``FURUYONI_FEATURES``."""
    return f"{game_id.upper().replace('-', '_')}_FEATURES"


def feature_subset(features: Path, game_folder: str, selectors: list[str], default_prefix: str = "") -> str | None:
    """The feature files under ``features/<game_folder>`` (relative to ``features``, joined by
    ``os.pathsep``) with a clause tag in the subtree of one of the selectors: a scenario is selected by
    clause only through a tag of its own, its rule's or its feature's, so no other file can hold one.
    None: no selector, no narrowing."""
    if not selectors:
        return None
    picks = [clause_selector(s, default_prefix) for s in selectors]
    found = []
    for path in sorted((features / game_folder).rglob("*.feature")):
        tags = CLAUSE_TAG.findall(path.read_text(encoding="utf-8"))
        if any(in_subtree(tag, p) for tag in tags for p in picks):
            found.append(path.relative_to(features).as_posix())
    return os.pathsep.join(found)
