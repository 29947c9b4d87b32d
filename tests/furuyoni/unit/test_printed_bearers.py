"""Issue 22, fourth round: the map of a loaded duel's cards with standing effects
(``Game.effect_bearers``) is kept across the Games that load its positions when every card shows its
printed information (``Game._printed_bearers``); it must be the map the card-by-card scan builds, and it
must not be used where a card may show something else (two-sided cards, A 4-2; a card used as another,
C 10-38; a card an effect changed, C 10-14 and 10-16)."""

from __future__ import annotations

from engine.furuyoni import api
from engine.furuyoni.game import Game

from .test_validate_fast import PAIRS, _positions


def _scanned(g: Game) -> dict[str, list[object]]:
    return {uid: list(e) for uid in g.state.cards if (e := g._standing_now(uid))}


def test_the_kept_map_is_the_scanned_map() -> None:
    kept = fallback = 0
    for pos in _positions():
        g = Game(api.load_position(pos).state, trace=False)
        printed = g._printed_bearers()
        if printed is None:
            fallback += 1
            continue
        kept += 1
        assert printed == _scanned(Game(api.load_position(pos).state, trace=False))
        again = g._printed_bearers()  # from the memo now: equal, and lists of this call's own
        assert again == printed and all(again[u] is not printed[u] for u in printed)
    assert kept > 50
    assert fallback > 0  # Yukihi's duel (two-sided cards, A 4-2) is among the pairs
    assert any("yukihi" in pair for pair in PAIRS)


def test_not_kept_where_a_card_shows_something_else() -> None:
    pos = next(
        p for p in _positions() if not any("yukihi" in g for ps in p["state"]["players"] for g in ps["goddesses"])
    )
    state = api.load_position(pos).state
    g = Game(state, trace=False)
    assert g._printed_bearers() is not None
    uid = next(iter(state.cards))
    state.cards[uid].used_as = next(i.card for i in state.cards.values() if i.card != state.cards[uid].card)
    assert Game(state, trace=False)._printed_bearers() is None  # C 10-38
    state.cards[uid].used_as = None
    g = Game(state, trace=False)
    g.changed.add(uid)  # an effect changed it (C 10-14, 10-16)
    assert g._printed_bearers() is None
