"""A real card the engine does not implement, found when the tests run rather than written down, so the
refusal tests keep testing something as the goddess modules grow (C 6-2: the engine never guesses what a
card does)."""

from __future__ import annotations

from functools import cache

from engine.furuyoni import carddb
from engine.furuyoni.catalogue import implemented_cards
from engine.furuyoni.goddesses import GODDESSES


@cache
def unencoded_card() -> tuple[str, str, str]:
    """(season, rules id, form whose deck pool holds it): a deck card of the default season whose behaviour
    is not encoded, while there is one; else a deck card whose version in another season differs from the
    default season's (errata), whose behaviour, encoded for the default version only, is not implemented
    in that season."""
    default = {c.rules_id: c.version for c in carddb.season_cards()}
    for season in (carddb.DEFAULT_SEASON, *(s for s in carddb.seasons() if s != carddb.DEFAULT_SEASON)):
        for form in GODDESSES:
            try:
                pool = carddb.deck_pool(form, season)
            except (KeyError, ValueError, carddb.CardNotFound):
                continue
            for c in pool:
                if season == carddb.DEFAULT_SEASON:
                    if c.rules_id not in implemented_cards():
                        return season, c.rules_id, form
                elif c.rules_id in default and c.version != default[c.rules_id]:
                    return season, c.rules_id, form
    raise LookupError("every card of every season is encoded")
