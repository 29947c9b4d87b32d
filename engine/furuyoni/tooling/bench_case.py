"""The benchmark's ruling case (``Game.bench_case``): a mid-game position and the actions the
benchmark times ``adjudicate`` on (``python -m referee bench``, issue 9)."""

from __future__ import annotations

from typing import Any

from .. import api
from ..procedures.setup import new_duel
from ..testdecks import duel_request

Json = dict[str, Any]


def ruling_case() -> tuple[Json, list[Json]]:
    """A mid-game position of standard test decks, turn 6: player 0 (yurina/saine) has a ward
    deployed (+1/+0 to own attacks) and has just used a cut (range 3-4, 2/1) at distance 4; player 1
    (himika/tokoyo) is asked to react. The actions: react with a parry (a 1/- reaction attack, so
    player 0's damage side is forced), then take the cut's 3/1 on life (a damage choice, C 5-8-3-2)."""
    request = duel_request([["yurina", "saine"], ["himika", "tokoyo"]], 7)
    state = api.dump(api.STATE, new_duel(api.SETUP.validate_python(request)))
    zones = {
        0: {
            "hand": ["A:yurina-n1", "A:saine-n2"],
            "deck": ["A:yurina-n3"],
            "discard": ["A:yurina-n2", "A:saine-n4"],
            "face_down": ["A:saine-n1"],
            "enhancements": ["A:yurina-n5"],
        },
        1: {
            "hand": ["B:himika-n3", "B:tokoyo-n1", "B:himika-n1"],
            "deck": ["B:himika-n5", "B:tokoyo-n2"],
            "discard": ["B:himika-n2"],
            "face_down": ["B:tokoyo-n4"],
            "enhancements": [],
        },
    }
    counts = {
        0: {"life": 7, "aura": 3, "flare": 4, "concentration": 1},
        1: {"life": 6, "aura": 3, "flare": 4, "concentration": 2},
    }
    for p, ps in enumerate(state["players"]):  # 36 crystals in all, as from setup (C 4-1 1))
        ps.update(zones[p], **counts[p], mulliganed=True)
    state["cards"]["A:yurina-n5"]["crystals"] = 1
    state["cards"]["A:yurina-t2"]["trump_state"] = "used"
    state["cards"]["B:himika-t2"]["trump_state"] = "used"
    state.update(
        step="main_action", turn=6, active=0, action_kind="standard", distance=4, dust=4, turn_start_distance=5
    )
    position = {"state": state, "answers": [{"type": "use_card", "player": 0, "card": "A:yurina-n1"}]}
    actions = [
        {"type": "use_card", "player": 1, "card": "B:himika-n3"},
        {"type": "damage", "player": 1, "side": "life"},
    ]
    return position, actions


def checked_ruling_case() -> tuple[Json, list[Json]]:
    """``ruling_case``, which must rule as its docstring says, or the figures measure something else."""
    position, actions = ruling_case()
    result = api.adjudicate(position, actions)
    if not all(r["legal"] for r in result["rulings"]):
        raise RuntimeError(f"the ruling case no longer plays: {result['rulings']}")
    clauses = [e["clause"] for r in result["rulings"] for e in r["events"]]
    if "C 9-8" not in clauses or clauses.count("C 5-8-3-2") < 2 or result["pending"]["kind"] != "main_action":
        raise RuntimeError("the ruling case no longer has a reaction and a damage choice")
    return position, actions


# The real-card ruling case (issue 22): two forms whose cards keep goddess state on the board (Megumi's
# seeds and soil, Raira's wind and thunder gauges), a fixed seed, and the decision it stops at.
REAL_PAIR = ("megumi", "raira")
REAL_SEED = 3
REAL_AFTER = 60  # decisions played before the position is taken


def real_ruling_case() -> tuple[Json, list[Json]]:
    """A mid-game position of random real-card decks (``REAL_PAIR``, ``REAL_SEED``): the random game of
    ``games``' real-card runs played to its first main-phase decision after ``REAL_AFTER`` decisions,
    and the next two random legal answers of that game. Deterministic: the same case every run."""
    import random

    from .. import carddb
    from ..cards.decks import random_deck
    from ..driver import Session

    a, b = REAL_PAIR
    season = carddb.DEFAULT_SEASON
    request = {
        "players": [
            {"goddesses": [a, b], "cards": random_deck([a, b], REAL_SEED, season)},
            {"goddesses": [b, a], "cards": random_deck([b, a], REAL_SEED + 1, season)},
        ],
        "seed": REAL_SEED,
        "season": season,
    }
    rnd = random.Random(REAL_SEED)
    session = Session(api.load_position(api.new_duel(request)["position"]), trace=False)
    n = 0
    while session.pending is not None and (n < REAL_AFTER or session.pending.kind != "main_action"):
        session.apply(rnd.choice(session.pending.options))
        n += 1
    if session.pending is None:
        raise RuntimeError("the real-card ruling case's game ended before its position")
    position: Json = api.dump(api.POSITION, session.position())
    actions: list[Json] = []
    for _ in range(2):
        assert session.pending is not None
        action = rnd.choice(session.pending.options)
        actions.append(api.dump(api.ACTION, action))
        session.apply(action)
    result = api.adjudicate(position, actions)
    if not all(r["legal"] for r in result["rulings"]):
        raise RuntimeError(f"the real-card ruling case no longer plays: {result['rulings']}")
    return position, actions
