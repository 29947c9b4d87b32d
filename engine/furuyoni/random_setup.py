"""Random new-duel bodies with real cards, for the differential runs (``engine.contract.RandomSetups``):
each player two fully encoded goddess forms of different App1 numbers (C 2-1) and a random legal deck of
7 normal and 3 trump cards from their pool (C 3-1, 3-2)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from . import carddb
from .cards.decks import encoded_forms, random_deck
from .goddesses import GODDESSES

OPTIONS = ("goddesses", "focus", "season", "decks")


def random_setup(seed: int, options: Mapping[str, str]) -> dict[str, Any]:
    """Options: ``goddesses`` — App1 numbers to draw forms from ("1-25" by default, "3", "1-8");
    ``focus`` — an App1 number one player's pair always holds; ``season``; ``decks`` — "real" (the
    default) or "test" (the standard test decks of the base goddesses, ``testdecks``)."""
    unknown = sorted(set(options) - set(OPTIONS))
    if unknown:
        raise ValueError(f"unknown option(s) {', '.join(unknown)}; known: {', '.join(OPTIONS)}")
    rnd = random.Random(seed)
    if options.get("decks", "real") == "test":
        from .goddesses import BASE
        from .testdecks import duel_request

        return duel_request([rnd.sample(sorted(BASE), 2), rnd.sample(sorted(BASE), 2)], seed)
    if options.get("decks", "real") != "real":
        raise ValueError(f"decks is 'real' or 'test', not {options['decks']!r}")
    season = options.get("season", carddb.DEFAULT_SEASON)
    if season not in carddb.seasons():
        raise ValueError(f"unknown season {season!r}")
    lo, _, hi = options.get("goddesses", "1-25").partition("-")
    try:
        numbers = range(int(lo), int(hi or lo) + 1)
        focus = int(options["focus"]) if options.get("focus") else None
    except ValueError:
        raise ValueError("goddesses is an App1 number or a range (1-8), focus a number") from None
    forms = encoded_forms(set(numbers) | ({focus} if focus is not None else set()), season)
    drawn = [f for f in forms if GODDESSES[f] in numbers]
    players = []
    for p in range(2):
        firsts = [f for f in forms if GODDESSES[f] == focus] if focus is not None and p == 0 else drawn
        partners = {a: [b for b in drawn if GODDESSES[b] != GODDESSES[a]] for a in firsts}
        candidates = [a for a in firsts if partners[a]]
        if not candidates:
            raise ValueError(f"no two encoded goddesses of different numbers among {options.get('goddesses', '1-25')}")
        a = rnd.choice(candidates)
        b = rnd.choice(partners[a])
        pair = [a, b]
        players.append({"goddesses": pair, "cards": random_deck(pair, seed * 2 + p, season)})
    return {"players": players, "seed": seed, "season": season}
