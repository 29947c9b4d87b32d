"""Format 1 -> 2 (``engine.furuyoni.formats.upgrade``, issue 21): a pure function moving format 1's
records and goddess fields where format 2 keeps them; and the property that every format-1 position of
the saved regression games reads and rules exactly as its format-2 form."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

from engine.furuyoni import api
from engine.furuyoni.formats import FORMAT, LEGACY_FORMAT, RECORDS, upgrade
from engine.furuyoni.goddess_state import CARD_STATES, PLAYER_STATES
from tests.furuyoni.properties.regressions import load, saved

Json = dict[str, Any]

# One value other than the default for every format-1 field a goddess now keeps under her key: a goddess
# whose state moves adds hers here (the test below fails until she does).
PLAYER_EXAMPLES: dict[str, Json] = {
    "oboro": {"parts": ["A:b"], "assembled": ["A:x"]},  # A 3-7, 3-9
    "yukihi": {"umbrella": "open"},  # A 4-1-1
    "shinra": {"stratagem": "devious", "stratagem_revealed": True},  # A 5-1, 5-2
    "hagane": {"anvil": ["A:slash"], "anvil_crystals": 2},  # A 6-3-1
    "chikage": {"poison_bag": ["A:poison-paralytic"]},  # A 7-3-1
    "thallya": {
        "machine": ["A:form-yaksha"],
        "machine_crystals": 2,
        "burned": 1,
        "distance_plus": 1,
        "distance_minus": 1,
        "transforms_this_turn": 1,
        "extra_actions_used": ["sigma_drive"],
    },  # A 9-2 .. 9-6, 9-3-1-7
    "raira": {"wind": 3, "thunder": 7},  # A 10-2-1
    "korunu": {"freeze": 2},  # A 13-1, 13-2
    "yatsuha": {"memories": ["A:c"], "memory_position": 2, "journey_start": 1, "start_visits": 1},  # A 14-4..7
    "hatsumi": {"headwind": True, "diving": "backward", "dive_tailwind": True},  # A 15-1-1, 15-1-2, 15-2
    "megumi": {"soil": 3, "soil_germinated": 1},  # A 17-1, 17-3
    "mizuki": {"barracks": ["A:soldier"], "conscripted": ["A:soldier"]},  # A 16-4
    "kanawe": {"plan": ["A:p3"], "achieved": ["A:p1"], "story": {"act": "2B", "box": 1, "will": True}},  # A 18-3, 18-4
    "kamuwi": {"taboo": 5},  # A 19-2-1
    "renri": {
        "perjury": ["A:p"],
        "perjury_face_down": ["A:p"],
        "perjured": ["NA-22-renri-O-N-1"],
        "disproof_failed": True,
        "relics": ["A:r"],
        "regressed": ["A:p"],
    },  # A 20-2-2, 20-2-3, 20-5, 20-6-1, 20-6-3
    "akina": {"flow": 2, "market_price": 4},  # A 21-1, 21-2-1
    "misora": {"aim": 3},  # A 23-1-1
    "shisui": {"lacerations": {"aura": [0, 1], "life": [2, 0], "flare": [0, 0]}},  # A 22-1
}
CARD_EXAMPLES: dict[str, Json] = {
    "raira": {"charged": True},  # A 10-3-1-1
    "megumi": {"seeds": 2},  # A 17-2
    "kamuwi": {"oaths": [1, 2]},  # A 19-3
    "misora": {"borrowed": True},  # Pursuit Strike (C 9-8)
}


def test_every_moved_field_has_an_example() -> None:
    assert {k: set(c.LEGACY) for k, c in PLAYER_STATES.items() if c.LEGACY} == {
        k: set(v) for k, v in PLAYER_EXAMPLES.items()
    }
    assert {k: set(c.LEGACY) for k, c in CARD_STATES.items() if c.LEGACY} == {
        k: set(v) for k, v in CARD_EXAMPLES.items()
    }


def _format_1(player: Json, card: Json, **state: Any) -> Json:
    return {
        "format": LEGACY_FORMAT,
        "state": {"players": [player, {}], "cards": {"A:x": {"card": "x", "holder": 0, **card}}, **state},
        "answers": [],
    }


@pytest.mark.parametrize("key", sorted(PLAYER_EXAMPLES))
def test_a_goddess_s_player_fields_move_under_her_key(key: str) -> None:
    old = _format_1({"life": 8, **PLAYER_EXAMPLES[key]}, {})
    before = copy.deepcopy(old)
    new = upgrade(old)
    assert old == before  # pure: the input is not changed
    assert new["format"] == FORMAT
    player = new["state"]["players"][0]
    assert player == {"life": 8, "goddess": {key: PLAYER_EXAMPLES[key]}}


@pytest.mark.parametrize("key", sorted(CARD_EXAMPLES))
def test_a_goddess_s_card_fields_move_under_her_key(key: str) -> None:
    new = upgrade(_format_1({}, CARD_EXAMPLES[key]))
    assert new["state"]["cards"]["A:x"] == {"card": "x", "holder": 0, "goddess": {key: CARD_EXAMPLES[key]}}


def test_defaults_are_dropped_and_records_gathered() -> None:
    old = _format_1({"umbrella": None, "soil": 0, "flow": 0, "cards_used": 2, "reactions": 1}, {"seeds": 0})
    new = upgrade(old)
    assert new["state"]["players"][0] == {"records": {"cards_used": 2, "reactions": 1}}
    assert new["state"]["cards"]["A:x"] == {"card": "x", "holder": 0}
    assert set(RECORDS) >= {"cards_used", "reactions"}


def test_the_seeds_that_reached_five_become_a_mark_on_each_card() -> None:
    """Format 1 listed them on the state (``seeds_reached_five``); format 2 marks the card (A 17-2)."""
    new = upgrade(_format_1({}, {"seeds": 5}, seeds_reached_five=["A:x", "A:gone"]))
    assert "seeds_reached_five" not in new["state"]
    assert new["state"]["cards"]["A:x"]["goddess"] == {"megumi": {"seeds": 5, "reached_five": True}}


def test_an_absent_format_is_format_1_and_format_2_is_left_as_it_is() -> None:
    old = _format_1({"umbrella": "closed"}, {})
    del old["format"]
    assert upgrade(old)["state"]["players"][0] == {"goddess": {"yukihi": {"umbrella": "closed"}}}
    two = {"format": FORMAT, "state": {"players": [{"umbrella": "closed"}, {}]}}
    assert upgrade(two) is two  # format 2 is read as written: a top-level umbrella is refused below
    with pytest.raises(Exception, match="umbrella"):
        api.load_position(two)


# --- the property: format 1 rules as format 2 ---------------------------------------------------------


def downgrade(position: Json) -> Json:
    """The position as format 1 wrote it: the records and the goddesses' fields at the top of the player
    or card, the cards whose seeds reached five listed on the state (the inverse of ``upgrade``)."""
    old = copy.deepcopy(position)
    old["format"] = LEGACY_FORMAT
    state = old["state"]
    for ps in state["players"]:
        ps.update(ps.pop("records", {}))
        for mine in ps.pop("goddess", {}).values():
            ps.update(mine)
    reached = []
    for uid, inst in state["cards"].items():
        for mine in inst.pop("goddess", {}).values():
            if mine.pop("reached_five", False):
                reached.append(uid)
            inst.update(mine)
    if reached:
        state["seeds_reached_five"] = reached
    return old


def _same(ruling: Json) -> Json:
    """A ruling's JSON with its position and board in one form (format 2, defaults dropped), to compare:
    a goddess's state back at its defaults (Renri's, once her perjury card has gone and the turn ended)
    stays on a player read in format 2 and is dropped from one read in format 1; both read the same."""
    out = dict(ruling)
    if isinstance(ruling.get("position"), dict):
        out["position"] = upgrade(downgrade(ruling["position"]))
    if isinstance(ruling.get("board"), dict):
        out["board"] = upgrade(downgrade({"state": ruling["board"]}))["state"]
    return out


GAMES = [(path, k) for path in saved() for k in range(len(load(path)))]


@pytest.mark.parametrize(("path", "k"), GAMES, ids=[f"{p.stem}-{k}" for p, k in GAMES])
def test_every_format_1_position_of_a_saved_game_rules_as_its_format_2_form(path: Path, k: int) -> None:
    game = load(path)[k]
    position = api.new_duel(game["setup"])["position"]
    for act in game["actions"]:
        old = downgrade(position)
        assert all("goddess" not in ps and "records" not in ps for ps in old["state"]["players"])
        assert _same(api.legal_actions(old)) == _same(api.legal_actions(position))
        ruled = api.adjudicate(position, [act], trace=False)
        assert _same(api.adjudicate(old, [act], trace=False)) == _same(ruled)
        position = ruled["position"]
