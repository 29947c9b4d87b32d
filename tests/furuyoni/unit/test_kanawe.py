"""Kanawe's additional rules (A 18): the story board table is well formed, and her story's setup and
views."""

from __future__ import annotations

from engine.furuyoni import carddb
from engine.furuyoni.cards.kanawe_story import BOARD, CONDITIONS, FINAL, LINES, OPENING, face_of, story_of
from engine.furuyoni.hooks import set_up_player
from engine.furuyoni.model import PlayerState

COLOURS = {"white", "red", "purple", "green", "yellow", "final"}  # A 18-3-1


def test_every_act_has_a_colour_of_the_rules_and_a_number_of_0_or_more() -> None:
    assert all(colour in COLOURS and number >= 0 for colour, number in BOARD.values())
    assert BOARD[FINAL] == ("final", 0)  # A 18-3-2: the final act's number is 0


def test_the_lines_lead_down_from_every_act_but_the_final_one_to_acts_of_the_board() -> None:
    assert set(LINES) == set(BOARD)
    assert LINES[FINAL] == ()
    for act, ways in LINES.items():
        assert act == FINAL or ways, f"no line leads down from {act}"
        assert all(to in BOARD and to != OPENING for to, _ in ways)


def test_every_act_is_reached_from_the_opening_one() -> None:
    seen, todo = {OPENING}, [OPENING]
    while todo:
        for to, _ in LINES[todo.pop()]:
            if to not in seen:
                seen.add(to)
                todo.append(to)
    assert seen == set(BOARD)


def test_each_plan_card_has_a_condition_for_each_of_its_two_faces() -> None:
    """A 18-2: both faces come from the card data, each with its number of achievements (capacity)."""
    plans = [c for c in carddb.extra_pool("kanawe") if c.category == "plan"]
    assert len(plans) == 6  # A 18-1
    for plan in plans:
        for will in (False, True):
            f = face_of(carddb.DEFAULT_SEASON, plan.rules_id, will)
            assert f.id in CONDITIONS
            assert (f.capacity or 0) >= 1  # A 18-2-1-6: two boxes or more
    assert len(CONDITIONS) == 12


def test_a_player_harboring_kanawe_starts_with_the_mask_on_the_opening_act() -> None:
    ps = PlayerState(goddesses=["kanawe", "yurina"])
    set_up_player(ps)
    st = story_of(ps)
    assert st is not None and st.act == OPENING
    other = PlayerState(goddesses=["saine", "yurina"])
    set_up_player(other)
    assert story_of(other) is None


def test_her_prepared_plan_face_down_is_seen_by_her_opponent() -> None:
    """Our reading of C 7-1 for A 18-2: both faces of a plan card are public, so the opponent's view
    names the prepared plan lying on its will side, with its box."""
    from engine.furuyoni import api

    state = {
        "players": [
            {"goddesses": ["kanawe", "yurina"], "story": {"act": "2B", "box": 1, "will": True}, "plan": ["A:p3"]},
            {},
        ],
        "cards": {"A:p3": {"card": "NA-20-kanawe-O-P-3", "holder": 0, "crystals": 1}},
        "dust": 0,
        "distance": 9,
    }
    seen = api.player_view({"state": state, "answers": []}, 1)["board"]
    kanawe = seen["players"][0]["goddess"]["kanawe"]  # format 1 read, format 2 written
    assert kanawe["plan"] == ["A:p3"]
    assert seen["cards"]["A:p3"]["card"] == "NA-20-kanawe-O-P-3"
    assert kanawe["story"]["will"] is True and kanawe["story"]["act"] == "2B"
