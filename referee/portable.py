"""Portable conformance, game-neutral: which scenarios an implementation that knows only a game's real
(printed) cards can run — those that need none of the suite's test cards (its inline card language,
its test decks). The reading is the game's (``engine.contract.Portable``: Furuyoni's reads the feature
files, ``engine/furuyoni/tooling/portable.py``); a game without it says nothing, so each of its
scenarios is read as needing test cards.

The reading is static (the coverage report, and the selection of ``--real-cards-only``, need it before
anything runs); a game's steps may check it at run time (Furuyoni's do, both ways)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from engine.contract import Game, Portable
from engine.games import get_game

from .gherkin import Scenario, read_feature, read_features

NO_READING = "the game does not say which of its scenarios use real cards only"


@dataclass(frozen=True)
class Portability:
    """One scenario's reading: where it is, its clauses, and why it needs test cards (None: it does not)."""

    file: str
    line: int
    name: str
    clauses: tuple[str, ...]
    test_cards: str | None

    @property
    def real_cards_only(self) -> bool:
        return self.test_cards is None


def classify(game: Game, sc: Scenario) -> Portability:
    why = game.test_cards(sc) if isinstance(game, Portable) else NO_READING
    return Portability(sc.file, sc.line, sc.name, tuple(sc.clauses), why)


def classify_features(game: Game, features: Path) -> list[Portability]:
    """Every scenario under ``features`` (the game's folder) with its reading, in file order."""
    return [classify(game, sc) for sc in read_features(features)]


@cache
def _file_readings(game_id: str, path: str, root: str) -> dict[int, Portability]:
    game = get_game(game_id)
    return {sc.line: classify(game, sc) for sc in read_feature(Path(path), Path(root))}


def reading_at(game_id: str, feature: Path, line: int, root: Path) -> Portability | None:
    """The reading of the scenario starting at ``line`` of ``feature`` (cached per file), or None."""
    return _file_readings(game_id, str(feature.resolve()), str(root.resolve())).get(line)
