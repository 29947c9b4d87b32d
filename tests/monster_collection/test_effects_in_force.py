"""The view data of chapters 10-16 that the judge's page draws (``readings.in_force``, the units' standing
abilities, 弱点 and lethal damage, each player's 時の歯車) and the per-player views of that state: a waiting
or delayed trigger of a hidden card, a designation or a state trigger naming one, tell a player nothing
of the card (MC 4.11, 5.1)."""

from __future__ import annotations

import json
import random
import re
from typing import Any

from engine.monster_collection import api
from engine.monster_collection.driver import Session
from engine.monster_collection.game import GAME, play_random
from engine.monster_collection.readings import in_force
from engine.monster_collection.stats import modifiers, suspended
from engine.monster_collection.view import hidden_uids, revealed_by, view
from tests.monster_collection.judge2_positions import effects_position

Json = dict[str, Any]


def test_the_readings_say_each_effect_in_force_its_source_and_clause() -> None:
    """The troll's resistances come out as shock only, and the readings say why: the totem's ○ grant of flame
    (from its entry, moment 1, MC 10.7.2.2.1), B's Unward's loss at moment 3 (10.15.2.1), A's Ward's grant of
    shock at moment 4 (10.14.4)."""
    readings = api.legal_actions(effects_position())["readings"]
    troll = readings["units"]["A:troll"]
    assert troll["resistance"] == ["shock"]
    assert troll["weakness"] == [{"attribute": "frost", "amount": 2}]
    assert troll["standing"] == ["resistance", "weakness"] and troll["lethal_damage"] == 0
    on_troll = [e for e in readings["in_force"] if e["unit"] == "A:troll"]
    by_source = {(e["source"], e["what"]): e for e in on_troll}
    assert by_source[("B:unward", "lose")]["lose"] == ["resistance"] and by_source[("B:unward", "lose")]["moment"] == 3
    assert by_source[("A:ward", "gain")]["clause"] == "MC-10-14-4"
    assert by_source[("A:ward", "gain")]["standing"]["resistance"] == ["shock"]
    totem = by_source[("A:totem", "grant_resistance")]
    assert totem["constant"] and totem["moment"] == 1 and totem["clause"] == "MC-10-7-2-2-1"
    assert by_source[("A:totem", "defence")] == {
        "unit": "A:troll", "source": "A:totem", "clause": "MC-14-5-4-2", "until": None, "what": "defence", "amount": 1,
        "constant": True,
    }  # fmt: skip
    sentry = {(e["source"], e["what"]) for e in readings["in_force"] if e["unit"] == "A:sentry"}
    assert {("A:ward", "attack"), ("A:ward", "grant_race"), ("A:totem", "defence")} <= sentry
    assert readings["players"] == [{"gears": 0}, {"gears": 0}]  # MC 15.4.9.2: only in a battle
    assert all(e["clause"] in GAME.index() for e in readings["in_force"])


def test_gears_are_read_in_a_battle() -> None:
    """MC 15.4.9.2: a 時の歯車 terrain public to a player gives that player +nD in a battle, not outside."""
    from tests.monster_collection.test_judge_page import position as battle_position

    position = battle_position()  # its answers reach a battle at b3
    state = position["state"]
    state["definitions"]["clock"] = {
        "id": "clock",
        "name": "Clock",
        "type": "terrain",
        "limit": 8,
        "keywords": {"gears": 1},
    }
    state["cards"]["A:clock"] = {"card": "clock", "owner": 0}
    state["battlefield"].append({"area": "a2", "card": "A:clock", "placed_by": 0, "kind": "card", "units": []})
    assert api.adjudicate(position, [])["readings"]["players"] == [{"gears": 1}, {"gears": 1}]
    position["answers"] = []  # before the advance: no battle, no extra die
    assert api.legal_actions(position)["readings"]["players"] == [{"gears": 0}, {"gears": 0}]


def test_the_listed_stat_changes_add_up_to_the_values() -> None:
    """What the page lists for a unit's attack, defence, level and initiative (``readings.in_force``: the
    effects' ±n and the ○ abilities' in force) adds up to the ±n the engine's values use
    (``stats.modifiers``), on every unit of positions along random games — but in a simultaneous attack,
    when the units there lose them all (MC 8.3.7.3; the page says so beside the battle)."""
    checked = 0
    for seed in (1, 5):
        rnd = random.Random(seed)
        session = Session(api.load_position(api.new_duel(GAME.sample_setup(seed))["position"]), trace=False)
        for _ in range(250):
            if session.pending is None:
                break
            g = session.duel
            listed = in_force(g)
            for t in g.state.battlefield:
                for u in t.units:
                    if suspended(g, u):
                        continue
                    for stat in ("attack", "defence", "level", "initiative"):
                        shown = sum(e["amount"] for e in listed if e["unit"] == u.card and e["what"] == stat)
                        assert shown == modifiers(g, u, stat), (seed, u.card, stat)  # type: ignore[arg-type]
                        checked += 1
            play_random(session, rnd)
    assert checked > 100


def test_a_hidden_cards_triggers_and_designations_tell_nothing_of_it() -> None:
    position = effects_position()
    for viewer in (0, 1):
        board = GAME.view(position, viewer)["board"]
        text = json.dumps(board)
        # B's phoenix is in B's draw pile: hidden from both (MC 5.1.3.6), its uid and its card nowhere
        assert "B:phoenix" not in text and "phoenix" not in text.lower(), viewer
        phoenix = [w for w in board["waiting"] if w.get("hidden")]
        assert len(phoenix) == 1 and phoenix[0]["owner"] == 1 and phoenix[0]["trigger"] == "leaves"
        assert "ability" not in phoenix[0] and "seen" not in phoenix[0] and "effects" not in phoenix[0]
        assert phoenix[0]["card"].startswith("hidden-")
        delayed = [d for d in board["delayed"] if d.get("hidden")]
        assert len(delayed) == 1 and "effects" not in delayed[0] and delayed[0]["targets"] == ["A:troll"]
        # the boundary: what is public stays whole — A's sentries' waiting abilities, Frost's delayed trigger
        sentries = [w for w in board["waiting"] if w["card"].startswith("A:sentry")]
        assert [w["ability"] for w in sentries] == [0, 0] and all(w["trigger"] == "main_start" for w in sentries)
        assert any(d["card"] == "B:frost" and d["effects"] for d in board["delayed"])
        assert board["targeted"][0] == "frost>A:troll>B:frost"
        assert re.fullmatch(r"frost>hidden-\d+>B:frost", board["targeted"][1]), board["targeted"]


def test_a_state_trigger_of_a_hidden_card_shows_its_alias_only() -> None:
    session = Session(api.load_position(effects_position()))
    s = session.state
    s.state_triggers = ["B:phoenix#0", "A:sentry#2#0"]
    board = api.dump(api.STATE, s)
    for viewer in (0, 1):
        shown = view(board, s, viewer)["state_triggers"]
        assert re.fullmatch(r"hidden-\d+#\?", shown[0]) and shown[1] == "A:sentry#2#0", shown


def test_views_along_random_games_leak_no_hidden_uid_even_inside_a_string() -> None:
    """Stricter than test_games' check (which looks for a uid as a whole JSON string): no hidden uid appears
    anywhere in the view's text, e.g. inside a designation mark."""
    for seed in (2, 3):
        rnd = random.Random(seed)
        session = Session(api.load_position(api.new_duel(GAME.sample_setup(seed))["position"]))
        for n in range(400):
            if session.pending is None:
                break
            if n % 10 == 0:
                position = api.dump(api.POSITION, session.position())
                fresh = Session(api.load_position(position))
                for viewer in (0, 1):
                    text = json.dumps(GAME.view(position, viewer))
                    hidden = hidden_uids(fresh.state, viewer, revealed_by(fresh.pending))
                    leaked = [u for u in hidden if re.search(re.escape(u) + r"(?![\w#-])", text)]
                    assert not leaked, (seed, n, viewer, leaked[:3])
            play_random(session, rnd)


def test_a_name_change_is_listed_as_one() -> None:
    """A card name changed by an effect (MC 10.16.1, read by 15.1.3-15.1.8) is listed as a name change with
    its clause, not as a change of races (both are kept as grants on the unit)."""
    position = effects_position()
    position["state"]["grants"].append(
        {"unit": "A:troll", "what": "name", "values": ["Sentry"], "mode": "set", "until": "phase", "seq": 4,
         "source": "B:phoenix"}
    )  # fmt: skip
    listed = [e for e in api.legal_actions(position)["readings"]["in_force"] if e["source"] == "B:phoenix"]
    assert [(e["unit"], e["what"], e["clause"], e["values"]) for e in listed] == [
        ("A:troll", "change_name", "MC-10-16-1", ["Sentry"])
    ]
