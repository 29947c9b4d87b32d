"""The board ``adjudicate`` answers is the board as it stood after the last action, also in the middle
of a resolution: found by the differential runs (issue 20), where our engine in a live session and our
engine through its JSON functions disagreed on a card used as another card (C 10-38, Renri's perjury)."""

from __future__ import annotations

from typing import Any

from engine.games import get_game

GAME = get_game("furuyoni")

POSITION: dict[str, Any] = {
    "state": {
        "distance": 4,
        "definitions": {
            "slash": {"id": "slash", "name": "Slash", "type": "attack", "range": [3, 4, 5], "aura_damage": 1, "life_damage": 1},
            "mimic": {
                "id": "mimic",
                "name": "Mimic",
                "type": "action",
                "effects": [{"timing": "constant", "op": "use_as", "as_card": "slash"}],
            },
        },
        "cards": {"A:mimic": {"card": "mimic", "holder": 0}},
        "players": [{"hand": ["A:mimic"]}, {"aura": 5}],
    }
}


def test_a_card_used_as_another_shows_it_while_its_attack_waits_for_a_decision() -> None:
    use = {"type": "use_card", "player": 0, "card": "A:mimic", "as_card": "slash"}
    answer = GAME.adjudicate(POSITION, [use])
    assert answer["pending"]["kind"] == "damage"
    assert answer["board"]["cards"]["A:mimic"]["used_as"] == "slash"  # C 10-38: in use as the slash
    session = GAME.session(GAME.load_position(POSITION), trace=False)
    session.apply(GAME.load_action(use))
    assert GAME.session_documents(session)[1] == answer["board"]  # type: ignore[attr-defined]
    # once the attack has resolved, the card is itself again
    done = GAME.adjudicate(POSITION, [use, {"type": "damage", "player": 1, "side": "aura"}])
    assert done["board"]["cards"]["A:mimic"]["used_as"] is None
