"""Random new-duel bodies for the differential runs (``engine.contract.RandomSetups``): with real cards,
each player two fully encoded goddess forms of different App1 numbers (C 2-1) and a random legal deck
of 7 normal and 3 trump cards from their pool (C 3-1, 3-2); or the test decks of ``testdecks``."""

from __future__ import annotations

import random
import re
from collections.abc import Mapping
from functools import cache
from typing import Any

from .. import carddb
from ..cards.decks import encoded_forms, random_deck
from ..goddesses import GODDESSES

OPTIONS = ("goddesses", "focus", "season", "decks", "cards")
DECKS = ("mixed", "real", "test", "rules")


def random_setup(seed: int, options: Mapping[str, str]) -> dict[str, Any]:
    """Options: ``goddesses`` — App1 numbers to draw forms from ("1-25" by default, "3", "1-8");
    ``focus`` — an App1 number one player's pair always holds; ``season``; ``decks`` — "real" (random
    decks of real cards), "rules" (the rules test decks of ``testdecks``: rules real cards seldom
    bring together), "test" (the standard test decks), or "mixed" (the default: real cards for an
    even seed, the rules test decks for an odd one); ``cards`` —
    rules ids, comma-separated: one of them (drawn by the seed) is dealt to player A, in the deck of
    a form whose pool holds it (an extra card's parent card, for an extra card); ids no encoded form
    can bring to a game are skipped."""
    unknown = sorted(set(options) - set(OPTIONS))
    if unknown:
        raise ValueError(f"unknown option(s) {', '.join(unknown)}; known: {', '.join(OPTIONS)}")
    rnd = random.Random(seed)
    decks = options.get("decks", "mixed")
    if decks not in DECKS:
        raise ValueError(f"decks is one of {', '.join(DECKS)}, not {decks!r}")
    if decks == "mixed":
        decks = "real" if seed % 2 == 0 else "rules"
    if decks in ("test", "rules"):
        from ..goddesses import BASE
        from ..testdecks import duel_request, rules_duel_request

        pairs = [rnd.sample(sorted(BASE), 2), rnd.sample(sorted(BASE), 2)]
        return duel_request(pairs, seed) if decks == "test" else rules_duel_request(pairs, seed)
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
    dealt = _dealt_card(options.get("cards", ""), season, rnd)
    players = []
    for p in range(2):
        firsts = [f for f in forms if GODDESSES[f] == focus] if focus is not None and p == 0 else drawn
        if dealt is not None and p == 0:
            firsts = dealt[1]
        partners = {a: [b for b in drawn if GODDESSES[b] != GODDESSES[a]] for a in firsts}
        candidates = [a for a in firsts if partners[a]]
        if not candidates:
            raise ValueError(f"no two encoded goddesses of different numbers among {options.get('goddesses', '1-25')}")
        a = rnd.choice(candidates)
        b = rnd.choice(partners[a])
        pair = [a, b]
        deck = random_deck(pair, seed * 2 + p, season)
        if dealt is not None and p == 0 and dealt[0] not in deck:
            deck = _with_card(deck, dealt[0], season, rnd)
        players.append({"goddesses": pair, "cards": deck})
    return {"players": players, "seed": seed, "season": season}


def _dealt_card(cards: str, season: str, rnd: random.Random) -> tuple[str, list[str]] | None:
    """One of ``cards`` (rules ids) that an encoded form brings to a game: the card to put in the deck
    (an extra card's parent) and the forms whose deck pool holds it."""
    wanted = [c.strip() for c in cards.split(",") if c.strip()]
    holders = {}
    for card in wanted:
        in_deck = re.sub(r"-Ex\d+$", "", card)  # an extra card comes with its parent (C 3-3)
        forms = [f for f in _all_forms(season) if any(c.rules_id == in_deck for c in carddb.deck_pool(f, season))]
        if forms:
            holders[in_deck] = forms
    if not holders:
        return None
    card = rnd.choice(sorted(holders))
    return card, holders[card]


@cache
def _all_forms(season: str) -> tuple[str, ...]:
    return tuple(encoded_forms(range(1, 100), season))


def _with_card(deck: list[str], card: str, season: str, rnd: random.Random) -> list[str]:
    """The deck with ``card`` in place of a random card of the same category (C 3-2: 7 normal, 3 trump)."""
    normal = _normal(season)
    out = rnd.choice([c for c in deck if normal[c] == normal[card]])
    kept = [c for c in deck if c != out] + [card]
    return sorted(c for c in kept if normal[c]) + sorted(c for c in kept if not normal[c])


@cache
def _normal(season: str) -> dict[str, bool]:
    return {c.rules_id: c.is_normal for c in carddb.season_cards(season)}
