"""Where a mutant run deals its cards: a mistake in a rule that only some cards exercise (a copy, an
added effect, "all your other trumps are used") hides in random games, where any one card is in play
in a few games in a hundred. The scenarios of the clause the mutant breaks say which cards exercise
it (``@card:ID`` beside ``@clause:ID``): a mutant run of a game with random setups deals one of them
to a player in every game (``RandomSetups``' ``cards`` option), as a fuzzer starts from a corpus.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from engine.contract import Game, RandomSetups

CARD_TAG = "@card:"


def features_folder(game: Game) -> Path | None:
    folder = Path(__file__).resolve().parents[2] / "features" / game.features
    if not folder.is_dir():
        folder = Path.cwd() / "features" / game.features
    return folder if folder.is_dir() else None


@cache
def _scenario_tags(folder: Path) -> tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]:
    from ..gherkin import read_features

    return tuple((tuple(s.clauses), tuple(s.tags)) for s in read_features(folder))


def scenario_cards(game: Game, clause: str) -> list[str]:
    """The cards the scenarios of ``clause`` and its sub-clauses are tagged with, in order of appearance."""
    folder = features_folder(game)
    if folder is None:
        return []
    cards: list[str] = []
    for clauses, tags in _scenario_tags(folder):
        if any(c == clause or c.startswith(clause + "-") for c in clauses):
            cards += [t.removeprefix(CARD_TAG) for t in tags if t.startswith(CARD_TAG)]
    return list(dict.fromkeys(cards))


def mutant_options(game: Game, clause: str, options: dict[str, str]) -> dict[str, str]:
    """The setup options of a mutant's run: ``options`` plus the cards of its clause's scenarios, where
    the game deals cards on request and the user named none."""
    if "cards" in options or not isinstance(game, RandomSetups):
        return options
    cards = scenario_cards(game, clause)
    if not cards:
        return options
    focused = {**options, "cards": ",".join(cards)}
    try:
        game.random_setup(0, focused)
    except ValueError:  # the game's setups take no cards
        return options
    return focused
