"""『消失』 Oboro's parts on a player's view (A 3-9: a face-down part is seen only by its own player;
a revealed one, A 3-3 step 2, by both) and her components' place at setup (A 3-1)."""

from __future__ import annotations

from engine.furuyoni import carddb
from engine.furuyoni.cards.oboro_parts import OboroState
from engine.furuyoni.hooks import component_zone
from engine.furuyoni.model import CardInstance, State
from engine.furuyoni.view import hidden_uids

MAIN_X = "NA-05-oboro-A2-MP-1"
CUSTOM_B = "NA-05-oboro-A2-CP-2"


def _state() -> State:
    s = State()
    s.players[0].goddesses = ["oboro-a2", "yurina"]
    s.cards["A:x"] = CardInstance(card=MAIN_X, holder=0)
    s.cards["A:b"] = CardInstance(card=CUSTOM_B, holder=0, face_up=True)
    OboroState.on(s.players[0]).assembled = ["A:x"]
    OboroState.on(s.players[0]).parts = ["A:b"]
    return s


def test_face_down_parts_are_hidden_from_the_opponent_only() -> None:
    s = _state()
    assert "A:x" in hidden_uids(s, 1)
    assert "A:x" not in hidden_uids(s, 0)


def test_revealed_parts_are_seen_by_both() -> None:
    s = _state()
    assert "A:b" not in hidden_uids(s, 1)


def test_vanished_oboro_parts_start_in_the_electronic_warfare_zone() -> None:
    parts = [c.rules_id for c in carddb.extra_pool("oboro-a2")]
    assert sorted(parts) == sorted(
        [*(f"NA-05-oboro-A2-MP-{k}" for k in (1, 2, 3)), *(f"NA-05-oboro-A2-CP-{k}" for k in (1, 2, 3, 4))]
    )
    assert all(component_zone("oboro-a2", p) == "parts" for p in parts)


def test_chapter_three_final_petal_starts_in_extra() -> None:
    assert [c.rules_id for c in carddb.extra_pool("oboro-a1")] == ["NA-05-oboro-A1-S-4-Ex1"]
    assert component_zone("oboro-a1", "NA-05-oboro-A1-S-4-Ex1") == "extra"
