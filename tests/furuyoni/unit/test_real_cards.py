"""Real cards in positions: facts from the card database, behaviour from the goddess modules, and a
clear refusal (never a guess) for a card whose behaviour is not encoded."""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

import pytest

from engine.furuyoni import api, carddb
from engine.furuyoni.catalogue import CardNotImplemented, implemented_cards, real_card
from engine.furuyoni.model import Effect
from tests.furuyoni.unencoded import unencoded_card

SLASH = "NA-01-yurina-O-N-1"
# A deck card whose behaviour is not implemented in its season: every card of the default season is encoded
# now, so a card whose errata'd version in another season the engine does not know.
UNENCODED_SEASON, UNENCODED, _ = unencoded_card()


def position(card: str, **state: Any) -> dict[str, Any]:
    return {
        "state": {
            "step": "main_action",
            "cards": {f"A:{card}": {"card": card, "holder": 0}},
            "players": [{"hand": [f"A:{card}"]}, {}],
            **state,
        }
    }


def test_a_real_card_has_the_database_facts() -> None:
    d = real_card(SLASH)
    facts = carddb.card(SLASH)
    assert (d.id, d.name, d.type, d.range, d.aura_damage, d.life_damage) == (
        SLASH,
        "Slash",
        "attack",
        list(facts.range or ()),
        facts.aura,
        facts.life,
    )


def test_the_data_spelling_names_the_same_card() -> None:
    assert real_card("01-yurina-o-n-1") == real_card(SLASH)


def test_an_unencoded_card_is_refused_naming_the_card() -> None:
    with pytest.raises(CardNotImplemented):
        real_card(UNENCODED, UNENCODED_SEASON)
    with pytest.raises(Exception) as err:
        api.legal_actions(position(UNENCODED, season=UNENCODED_SEASON))
    problem = api.refusal(err.value)
    assert problem is not None and problem["invariant"] == "card-not-implemented"
    assert UNENCODED in problem["detail"]


def test_a_position_with_a_real_card_is_ruled_on() -> None:
    pos = position(SLASH, distance=4)
    answer = api.legal_actions(pos)
    uses = [o for o in answer["pending"]["options"] if o["type"] == "use_card"]
    assert [o["card"] for o in uses] == [f"A:{SLASH}"]
    assert api.legal_actions(position(SLASH, distance=5))["pending"]["options"][0]["type"] != "use_card"


def test_coded_effects_are_refused_in_test_cards() -> None:
    pos = position("x")
    script = {"timing": "on_use", "op": "script", "script": "g01_yurina.anything"}
    pos["state"]["definitions"] = {"x": {"id": "x", "name": "x", "type": "action", "effects": [script]}}
    with pytest.raises(Exception) as err:
        api.legal_actions(pos)
    assert api.refusal(err.value) is not None


def test_every_encoded_effect_names_a_registered_script() -> None:
    from engine.furuyoni.catalogue import SCRIPTS

    def walk(effects: list[Effect] | tuple[Effect, ...]) -> list[Effect]:
        return [x for e in effects for x in (e, *walk(e.then), *walk(e.after_attack))]

    for card_id, b in implemented_cards().items():
        for e in walk(b.effects):
            assert (e.op == "script") == (e.script is not None), card_id
            if e.script is not None:
                assert e.script in SCRIPTS, (card_id, e.script)


def test_cards_command_reports_implemented_cards() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "referee", "cards", "--json", "--goddess", "yurina"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    rows = {r["id"]: r for r in json.loads(out)}
    assert rows[SLASH]["name_en"] == "Slash" and rows[SLASH]["goddess"] == "yurina"
    assert rows[SLASH]["implemented"] is (rows[SLASH]["encoded"] and rows[SLASH]["scenarios"] > 0)
    assert all(set(r) >= {"id", "goddess", "name_en", "implemented", "scenarios"} for r in rows.values())


def test_games_command_plays_and_round_trips_every_position() -> None:
    """The sweep of issue 3 in small: Yurina's and Saine's forms (3 x 3 pairs), one seed each, every
    position round-tripped through JSON; its figures say so, and a failure would exit 1."""
    done = subprocess.run(
        [sys.executable, "-m", "referee", "games", "--goddesses", "1-2", "--seeds", "1", "--json"],
        capture_output=True,
        text=True,
    )
    figures = json.loads(done.stdout)
    assert done.returncode == 0, figures["failures"]
    assert figures["pairs"] == 9 and figures["games"] == 9 and figures["failures"] == []
    assert figures["roundtrip_every"] == 1 and figures["decisions"] > 9


def test_a_view_hides_a_real_card_and_shows_the_umbrella() -> None:
    """C 7-1-10: the opponent's hand is hidden, real cards too; A 4-1-1: the umbrella is public."""
    card = "NA-06-yukihi-O-N-1"
    pos = position(card)
    pos["state"]["players"][0]["goddess"] = {"yukihi": {"umbrella": "open"}}
    shown = api.player_view(pos, 1)["board"]
    assert shown["players"][0]["goddess"]["yukihi"]["umbrella"] == "open"
    assert card not in json.dumps(shown)
