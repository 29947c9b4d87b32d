"""The scenario's game for the Monster Collection steps (docs/monster-collection.md has the vocabulary).

Steps build JSON positions and actions and send them through the adapter fixture ``impl``; they never
call the engine. A When step may send several actions, each with the position the previous one left;
Then steps look at the answers to the last When step."""

from __future__ import annotations

import contextlib
import copy
from typing import Any

from tests.adapters import Refused

from .dsl import PREFIX, Json, card_id, describe, player, uid

FORMAT = "monster-collection-position/1"
FILLER: Json = {"id": "filler", "name": "Filler", "type": "battle_spell"}  # no ability: never usable
HQ = ("b1", "b4")
STEPS = {
    "main phase": "main",
    "normal summon phase": "summon_discard",
    "first hand adjustment phase": "first_hand_adjustment",
    "second hand adjustment phase": "second_hand_adjustment",
    "end declaration phase": "end_declaration",
}


def base_state(step: str, active: int, turn: int) -> Json:
    first = active if turn % 2 == 1 else 1 - active
    cards: Json = {}
    players = []
    for p in (0, 1):
        pile = [f"{PREFIX[p]}:filler-{k}" for k in range(1, 11)]
        for u in [f"{PREFIX[p]}:hq", *pile]:
            cards[u] = {"card": "filler", "owner": p}
        players.append({"draw_pile": pile, "hand": [], "discard": [], "removed": [], "effect_zone": []})
    return {
        "turn": turn,
        "active": active,
        "first_player": first,
        "step": step,
        "definitions": {"filler": FILLER},
        "cards": cards,
        "players": players,
        "battlefield": [
            {"area": HQ[p], "card": f"{PREFIX[p]}:hq", "placed_by": p, "kind": "headquarters", "units": []} for p in (0, 1)
        ],
    }


class Table:
    """The scenario's game: the position being built or played, and the answers to the last When step."""

    def __init__(self, impl: Any) -> None:
        self.impl = impl
        self.pos: Json = {"format": FORMAT, "state": base_state("main", 0, 3), "answers": []}
        self.declared: dict[str, Json] = {}
        self.rulings: list[Json] = []
        self.events: list[Json] = []
        self.answer: Json | None = None  # the last adjudication or legal-actions answer
        self.refusal: Json | None = None
        self.before: Json | None = None  # the position before the last action
        self.setup: Json | None = None
        self.new_game: Json | None = None
        self.checked = True  # a Then step has looked at the answers since the last When step

    @property
    def state(self) -> Json:
        s: Json = self.pos["state"]
        return s

    # --- building -------------------------------------------------------------------------------
    def define(self, c: Json) -> None:
        self.declared[c["id"]] = c
        self.state["definitions"][c["id"]] = c

    def card(self, p: int, name: str) -> str:
        """The uid of a card named in a step, created (owned by the player it names) if new."""
        u = uid(p, name)
        cid = card_id(u)
        if cid not in self.state["definitions"]:
            raise KeyError(f"card {cid!r} is not declared in the test cards")
        owner = "AB".index(u[0])
        self.state["cards"].setdefault(u, {"card": cid, "owner": owner})
        return u

    def fresh(self, p: int, name: str) -> str:
        """A new copy of a card: the named uid, or its next free ``#n`` if that one exists already."""
        u = uid(p, name)
        if u in self.state["cards"] and "#" not in u:
            k = 2
            while f"{u}#{k}" in self.state["cards"]:
                k += 1
            u = f"{u}#{k}"
        return self.card(p, u)

    def terrain(self, area: str) -> Json:
        for t in self.state["battlefield"]:
            if t["area"] == area:
                t_: Json = t
                return t_
        raise KeyError(f"no terrain at {area}")

    def unit(self, u: str) -> Json:
        for t in self.board["battlefield"]:
            for x in t["units"]:
                if x["card"] == u:
                    found: Json = x
                    return found
        raise KeyError(f"{u} is not on the battlefield")

    def built_unit(self, u: str) -> Json:
        for t in self.state["battlefield"]:
            for x in t["units"]:
                if x["card"] == u:
                    found: Json = x
                    return found
        raise KeyError(f"{u} is not on the battlefield")

    # --- acting ---------------------------------------------------------------------------------
    def begin(self) -> None:
        """The start of a When step: the first after a Then starts a new exchange."""
        if self.checked:
            self.rulings = []
            self.events = []
            self.checked = False
        self.refusal = None

    def act(self, action: Json, *, attempt: bool = False) -> Json:
        self.before = copy.deepcopy(self.pos)
        if attempt:  # "unchanged" is the position as the implementation renders it without the action
            with contextlib.suppress(Refused):  # a refused position is reported by the action itself
                self.before = self.impl.adjudicate(self.pos, [])["position"]
        try:
            answer = self.impl.adjudicate(self.pos, [action])
        except Refused as r:
            self.refusal = r.problem
            if attempt:
                return {}
            raise AssertionError(f"the position was refused: {r.problem}") from None
        self.answer = answer
        (ruling,) = answer["rulings"]
        self.rulings.append(ruling)
        self.events += ruling["events"]
        if ruling["legal"]:
            self.pos = answer["position"]
        elif not attempt:
            raise AssertionError(f"{describe(action)} was ruled illegal: {ruling['clauses']} {ruling['reason']}")
        result: Json = ruling
        return result

    def submit(self) -> None:
        try:
            self.answer = self.impl.legal_actions(self.pos)
            self.refusal = None
        except Refused as r:
            self.refusal = r.problem
            self.answer = None

    @property
    def board(self) -> Json:
        if self.answer is None:
            self.submit()
        assert self.answer is not None, f"the position was refused: {self.refusal}"
        b: Json = self.answer["board"]
        return b

    @property
    def readings(self) -> Json:
        if self.answer is None:
            self.submit()
        assert self.answer is not None
        r: Json = self.answer["readings"]
        return r

    @property
    def pending(self) -> Json | None:
        if self.answer is None:
            self.submit()
        assert self.answer is not None, f"the position was refused: {self.refusal}"
        return self.answer.get("pending")

    def options(self) -> list[str]:
        pending = self.pending
        assert pending is not None, "no decision is pending"
        return [describe(o) for o in pending["options"]]

    def option(self, text: str, who: int | None = None) -> Json:
        """The pending option described by ``text``."""
        pending = self.pending
        assert pending is not None, "no decision is pending"
        for o in pending["options"]:
            if describe(o) == text and (who is None or o["player"] == who):
                found: Json = o
                return found
        raise AssertionError(f"no option {text!r}; the options are {self.options()}")

    def changed(self) -> None:
        """The position was edited by a Given step: answers from an earlier submission are stale."""
        self.answer = None

    def at_moment(self, n: int) -> None:
        """Something in the position arose at moment ``n`` of its clock (MC 10.7.2.2: the order effects
        arose in): the clock has reached at least ``n``, and the position was edited."""
        self.state["clock"] = max(int(self.state.get("clock", 0)), n)
        self.changed()


def P(who: str) -> int:
    return player(who)
