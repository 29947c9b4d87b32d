"""Issue 22, fourth round: validating a loaded position asks each check only where it can fail
(``validate.validate_state`` with the speed-ups on), and gives the same verdict as every check on every
card and every goddess's hooks (``validate.validate_state_plain``, the path with them off).

Proved two ways: positions of seeded random real-card games (goddesses that add states, zones and card
categories of their own) are mutated at random — numbers, zones, card ids, holders, a goddess's state
carried over to a player or card of another duel, the goddesses harbored — and both ways must accept
the same positions and refuse the others with the same invariant, clause and message; and every
goddess's ``validate_card`` hook is held to what the fast path assumes of it: a plain card (normal or
trump, no goddess state, no fewer than 0 crystals, in a core zone) is never refused, while a card of
her own category out of place still is."""

from __future__ import annotations

import copy
import random
from collections import Counter
from typing import Any

import pytest
from pydantic import ValidationError

from engine.furuyoni import api, hooks
from engine.furuyoni.cards.decks import random_deck
from engine.furuyoni.catalogue import definition
from engine.furuyoni.driver import Session
from engine.furuyoni.model import State
from engine.furuyoni.validate import (
    CORE_ZONES,
    PositionError,
    _check_zones_fast,
    validate_state,
    validate_state_plain,
)

Json = dict[str, Any]

# Pairs whose goddesses add states, zones or card categories of their own (and a few that do not)
PAIRS = [
    ("megumi", "raira"),
    ("thallya", "chikage"),
    ("mizuki", "kanawe"),
    ("oboro", "hagane"),
    ("renri", "akina"),
    ("yukihi", "shinra"),
    ("kamuwi", "misora"),
    ("yatsuha-aa1", "shisui"),
    ("korunu", "hatsumi"),
    ("honoka", "utsuro"),
    ("oboro-a1", "yurina"),
    ("oboro-a2", "saine"),
]


def _positions() -> list[Json]:
    """Positions of random real-card games (as JSON data), every fourth decision of the first 48."""
    out: list[Json] = []
    for k, (a, b) in enumerate(PAIRS):
        pa, pb = [a, b], [b, a]
        request = {
            "players": [
                {"goddesses": pa, "cards": random_deck(pa, k)},
                {"goddesses": pb, "cards": random_deck(pb, k + 1)},
            ],
            "seed": k,
        }
        rnd = random.Random(k)
        session = Session(api.load_position(api.new_duel(request)["position"]), trace=False, owned=True)
        for n in range(48):
            if session.pending is None:
                break
            session.apply(rnd.choice(session.pending.options))
            if n % 4 == 3:
                out.append(api.dump(api.POSITION, session.position()))
    return out


@pytest.fixture(scope="module")
def positions() -> list[Json]:
    return _positions()


def _verdict(check: Any, s: State) -> tuple[Any, ...]:
    try:
        check(s)
    except PositionError as e:
        return ("refused", e.invariant, e.clause, e.message)
    except Exception as e:  # anything else must be the same too
        return (type(e).__name__, str(e))
    return ("accepted",)


def _uid_lists(state: Json) -> list[list[str]]:
    """Every list of card uids in the state's players (the core's zones and the goddesses' own)."""
    cards = state["cards"]
    found: list[list[str]] = []

    def walk(x: Any) -> None:
        if isinstance(x, list):
            if x and all(isinstance(u, str) and u in cards for u in x):
                found.append(x)
            for y in x:
                walk(y)
        elif isinstance(x, dict):
            for y in x.values():
                walk(y)

    walk(state["players"])
    walk(state.get("sealed", {}))
    return found


def _leaves(x: Any, path: tuple[Any, ...] = ()) -> list[tuple[tuple[Any, ...], Any]]:
    """Every number and boolean in x, with its path."""
    out: list[tuple[tuple[Any, ...], Any]] = []
    if isinstance(x, dict):
        for k, v in x.items():
            out += _leaves(v, (*path, k))
    elif isinstance(x, list):
        for k, v in enumerate(x):
            out += _leaves(v, (*path, k))
    elif isinstance(x, bool | int):
        out.append((path, x))
    return out


def _set(root: Any, path: tuple[Any, ...], value: Any) -> None:
    for k in path[:-1]:
        root = root[k]
    root[path[-1]] = value


def _mutate(rnd: random.Random, pos: Json, pool: list[Json], card_ids: list[str], goddesses: list[str]) -> None:
    s = pos["state"]
    cards = s["cards"]
    uids = list(cards)
    kind = rnd.randrange(11)
    if kind == 0:  # a number or a flag anywhere
        leaves = _leaves(s)
        path, v = rnd.choice(leaves)
        if isinstance(v, bool):
            _set(s, path, not v)
        else:
            _set(s, path, rnd.choice([-1, 0, 1, 2, 3, 5, 6, 10, 11, 21, 101, v - 1, v + 1]))
    elif kind in (1, 2, 3):  # a card moved, duplicated or taken out of its zone
        lists = _uid_lists(s)
        if not lists:
            return
        src = rnd.choice(lists)
        uid = rnd.choice(src)
        if kind != 2:
            src.remove(uid)
        if kind != 3:
            zones = [z for ps in s["players"] for z, v in ps.items() if isinstance(v, list) and z != "goddesses"]
            ps = rnd.choice(s["players"])
            z = rnd.choice(zones)
            ps.setdefault(z, []).append(uid)
    elif kind == 4:  # another card id (a poison, a part, a soldier, a plan, a trump …)
        cards[rnd.choice(uids)]["card"] = rnd.choice(card_ids)
    elif kind == 5:  # another holder, trump state
        inst = cards[rnd.choice(uids)]
        if rnd.random() < 0.5:
            inst["holder"] = 1 - inst.get("holder", 0)
        else:
            inst["trump_state"] = rnd.choice(["unused", "used", "in_use"])
    elif kind == 6:  # a player's goddess state carried over from another duel
        other = rnd.choice(pool)["state"]["players"][rnd.randrange(2)].get("goddess") or {}
        if other:
            key = rnd.choice(list(other))
            s["players"][rnd.randrange(2)].setdefault("goddess", {})[key] = copy.deepcopy(other[key])
    elif kind == 7:  # a card's goddess state carried over from another duel
        states = [(u, i["goddess"]) for p in pool for u, i in p["state"]["cards"].items() if i.get("goddess")]
        if states:
            _, gs = rnd.choice(states)
            cards[rnd.choice(uids)]["goddess"] = copy.deepcopy(gs)
    elif kind == 8:  # other goddesses harbored, or none (as scenarios write positions)
        ps = rnd.choice(s["players"])
        ps["goddesses"] = [] if rnd.random() < 0.3 else rnd.sample(goddesses, 2)
    elif kind == 9:  # a goddess's state dropped
        holders = [ps for ps in s["players"] if ps.get("goddess")]
        holders += [i for i in cards.values() if i.get("goddess")]
        if holders:
            h = rnd.choice(holders)
            del h["goddess"][rnd.choice(list(h["goddess"]))]
    else:  # another step
        s["step"] = rnd.choice(["mulligan", "start_phase", "main_action", "end_phase", "game_over"])


def test_validation_fast_and_plain_give_the_same_verdicts(positions: list[Json]) -> None:
    rnd = random.Random(22)
    card_ids = sorted({i["card"] for p in positions for i in p["state"]["cards"].values()})
    goddesses = sorted({g for p in positions for ps in p["state"]["players"] for g in ps["goddesses"]})
    verdicts: Counter[str] = Counter()
    compared = 0
    for _ in range(3000):
        pos = copy.deepcopy(rnd.choice(positions))
        for _ in range(rnd.choice([1, 1, 2, 3])):
            _mutate(rnd, pos, positions, card_ids, goddesses)
        try:
            state = api.load_position(pos).state
        except ValidationError:
            continue
        plain = _verdict(validate_state_plain, state)
        fast = _verdict(validate_state, state)
        assert fast == plain, pos
        compared += 1
        verdicts[plain[1] if plain[0] == "refused" else plain[0]] += 1
    # the mutants reach both verdicts and many invariants, goddesses' ones among them
    assert compared > 2000
    assert verdicts["accepted"] > 200
    assert sum(n for k, n in verdicts.items() if k != "accepted") > 1000
    assert len(verdicts) > 15, verdicts
    assert {"seeds", "poison-zone", "soldier-zone", "plan-zone", "part-zone", "machine-zone"} <= set(verdicts), verdicts


def test_every_valid_position_is_accepted_both_ways(positions: list[Json]) -> None:
    for pos in positions:
        state = api.load_position(pos).state
        validate_state_plain(state)
        validate_state(state)


def test_no_goddess_refuses_a_plain_card(positions: list[Json]) -> None:
    """What ``_check_zones_fast`` assumes of every goddess's ``validate_card`` hook (all 25 goddesses'):
    a normal or trump card carrying no goddess state, with 0 to 2 crystals, lying in any core zone of
    either player, is refused by none of them."""
    card_hooks = hooks.card_hooks()
    assert len(card_hooks) >= 8
    asked = 0
    for pos in positions[::5]:
        state = api.load_position(pos).state
        for uid, inst in state.cards.items():
            d = definition(state, inst.card)
            if d.category not in ("normal", "trump") or inst.goddess:
                continue
            for crystals in (0, 2):
                inst.crystals = crystals
                for p in (0, 1):
                    for z in sorted(CORE_ZONES):
                        for hook in card_hooks:
                            hook(state, uid, d, p, z)
                            asked += 1
    assert asked > 10_000


def test_a_goddess_still_refuses_her_own_card_out_of_place(positions: list[Json]) -> None:
    """The boundary: a card that is not plain is still asked about. Chikage's poison lies face-down
    (A 7-2-1: never face-down), in a core zone: refused both ways with the same verdict."""
    pos = next(
        p for p in positions if any(i["card"].startswith("NA-09-chikage-O-P-") for i in p["state"]["cards"].values())
    )
    pos = copy.deepcopy(pos)
    s = pos["state"]
    uid = next(u for u, i in s["cards"].items() if i["card"].startswith("NA-09-chikage-O-P-"))
    for ps in s["players"]:
        for v in ps.values():
            if isinstance(v, list) and uid in v:
                v.remove(uid)
    holder = s["cards"][uid].get("holder", 0)
    s["players"][holder].setdefault("face_down", []).append(uid)
    state = api.load_position(pos).state
    plain = _verdict(validate_state_plain, state)
    assert plain[:3] == ("refused", "poison-zone", "A 7-2-1")
    assert _verdict(validate_state, state) == plain
    with pytest.raises(PositionError, match="never face-down"):
        _check_zones_fast(state)
