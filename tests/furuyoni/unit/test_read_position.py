"""Issue 22, fourth round: ``api.read_position`` reads a position's JSON as ``POSITION.validate_json``
does — the same position, or the same errors — while reading a document of the current format
straight from its JSON, without the ``formats.upgrade`` wrapper's parse to Python objects first.

Compared on positions of random real-card games, on format-1 documents (perft's), and on the same
texts mutated at random: a value of another JSON type ("3" for 3, 3.0, true, null, a list, an object),
a field dropped or added, the format changed or dropped."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from engine.furuyoni import api

from .test_validate_fast import _leaves, _positions, _set

PERFT = Path(__file__).resolve().parents[1] / "perft"


def _read(fn: Any, text: str) -> tuple[Any, ...]:
    try:
        pos = fn(text)
    except ValidationError as e:
        return ("refused", json.dumps(e.errors(include_url=False), default=str, sort_keys=True))
    return ("read", api.POSITION.dump_json(pos), pos)


def _same(text: str) -> tuple[Any, ...]:
    fast = _read(api.read_position, text)
    plain = _read(api.POSITION.validate_json, text)
    assert fast == plain, text[:300]
    return plain


@pytest.fixture(scope="module")
def texts() -> list[str]:
    return [json.dumps(p) for p in _positions()]


def test_positions_of_games_read_the_same(texts: list[str]) -> None:
    for text in texts:
        assert _same(text)[0] == "read"


def test_format_1_positions_read_the_same() -> None:
    found = 0
    for path in sorted(PERFT.glob("*.json")):
        doc = json.loads(path.read_text())
        for item in doc if isinstance(doc, list) else [doc]:
            position = item.get("position", item) if isinstance(item, dict) else None
            if isinstance(position, dict) and position.get("format") == "furuyoni-position/1":
                assert _same(json.dumps(position))[0] == "read"
                found += 1
    assert found >= 1


def test_mutated_texts_read_the_same(texts: list[str]) -> None:
    rnd = random.Random(4)
    outcomes = {"read": 0, "refused": 0}
    for _ in range(1500):
        doc = json.loads(rnd.choice(texts))
        kind = rnd.randrange(5)
        if kind == 0:  # a number or flag as another JSON type
            path, v = rnd.choice(_leaves(doc["state"]))
            _set(doc["state"], path, rnd.choice([str(v), float(v), True, False, None, [v], {"v": v}, -v]))
        elif kind == 1:  # the format dropped or another one
            choice = rnd.choice([None, "furuyoni-position/1", "furuyoni-position/3", 2])
            if choice is None:
                del doc["format"]
            else:
                doc["format"] = choice
        elif kind == 2:  # a field of a card or player dropped
            holder = rnd.choice([*doc["state"]["players"], *doc["state"]["cards"].values()])
            if holder:
                del holder[rnd.choice(list(holder))]
        elif kind == 3:  # an unknown field (refused: extra="forbid") or a legacy one (format 1's place)
            holder = rnd.choice([doc, doc["state"], *doc["state"]["players"]])
            holder[rnd.choice(["misspelt", "cards_used", "umbrella", "aura_damage_taken"])] = 1
        else:  # a string where a list is, or a list where a string is
            path, _ = rnd.choice(_leaves(doc["state"]))
            _set(doc["state"], path, rnd.choice(["x", [], ["x"]]))
        outcomes[_same(json.dumps(doc))[0]] += 1
    assert outcomes["read"] > 200 and outcomes["refused"] > 200, outcomes
