"""Real-card decks for whole games: which goddess forms are fully encoded, and a deterministic random
deck of 7 normal and 3 trump cards (C 3-2) from a form pair's pool (C 3-1, App1)."""

from __future__ import annotations

from collections.abc import Iterable

from .. import carddb
from ..catalogue import CardNotImplemented, real_card
from ..goddesses import GODDESSES
from ..rng import shuffle


def fully_encoded(form: str, season: str = carddb.DEFAULT_SEASON) -> bool:
    """Every card the form brings to a game (deck pool and extra cards) has encoded behaviour."""
    try:
        for facts in (*carddb.deck_pool(form, season), *carddb.extra_pool(form, season)):
            real_card(facts.rules_id, season)
    except CardNotImplemented:
        return False
    return True


def encoded_forms(numbers: Iterable[int], season: str = carddb.DEFAULT_SEASON) -> list[str]:
    """The fully encoded goddesses and another versions among these App1 numbers."""
    wanted = set(numbers)
    return [
        key
        for key, number in GODDESSES.items()
        if number in wanted and season in carddb.goddess(key).seasons and fully_encoded(key, season)
    ]


def random_deck(goddesses: list[str], seed: int, season: str = carddb.DEFAULT_SEASON) -> list[str]:
    """Seven normal and three trump cards drawn without bias from the pair's pool (rules ids)."""
    pool = carddb.combined_deck_pool(goddesses, season)
    normals = [c.rules_id for c in pool if c.is_normal]
    trumps = [c.rules_id for c in pool if c.is_trump]
    seed = shuffle(normals, seed)
    shuffle(trumps, seed)
    return sorted(normals[:7]) + sorted(trumps[:3])
