"""The game primitives: a working copy of a position, the event log of the ruling being made, the
lookups every procedure reads (cards, terrains, units, parties, who controls a terrain) and the few
moves of cards that every procedure goes through (draw, discard, remove, dice).

Values a unit has now (its level, attack, defence, slots …) are in ``stats.py``; rule processing
(chapter 11) in ``rules.py``; the procedures of the turn, battle and attacks under ``procedures/``.
"""

from __future__ import annotations

from collections.abc import Generator, Iterator
from dataclasses import dataclass

from . import rng
from .board import territory
from .model import Action, Area, CardDef, Concede, Decision, DecisionKind, Event, EventValue, State, Terrain, Unit

Proc = Generator[Decision, Action, None]
"""A procedure: a generator that yields each decision it needs and receives the answer."""

HQ_LIMIT = 10  # MC 5.1.2.9
PROXY_LIMIT = 8  # MC 5.1.2.20.2


class GameOver(Exception):
    """Raised once the game has ended (MC 1.2): it pre-empts whatever was being done."""


@dataclass
class Illegal:
    """Why an action is illegal: the clauses that forbid it and a sentence for a person."""

    clauses: list[str]
    reason: str


class Duel:
    """A mutable working copy of a position, with the event log of the current ruling."""

    def __init__(self, state: State, *, trace: bool = True) -> None:
        self.state = state
        self.trace = trace
        self.events: list[Event] = []

    def emit(self, clause: str, what: str, **data: EventValue) -> None:
        if self.trace:
            self.events.append(Event(clause=clause, what=what, data=dict(data)))

    def ask(
        self,
        kind: DecisionKind,
        player: int,
        clause: str,
        options: list[Action],
        **detail: str | int | list[str] | None,
    ) -> Decision:
        """The decision to yield: its legal answers, and the player's concession where it is allowed."""
        if self.may_concede():
            options = [*options, Concede(player=player)]
        return Decision(kind=kind, player=player, clause=clause, options=options, detail=dict(detail))

    def may_concede(self) -> bool:
        """MC 1.2.5.1: a player may concede at any time, except once both draw piles have run out."""
        return any(ps.draw_pile for ps in self.state.players)

    # --- cards ----------------------------------------------------------------------------------
    def defn(self, uid: str) -> CardDef:
        return self.state.definitions[self.state.cards[uid].card]

    def name(self, uid: str) -> str:
        return self.defn(uid).name

    def owner(self, uid: str) -> int:
        return self.state.cards[uid].owner

    # --- the battlefield ------------------------------------------------------------------------
    def terrain(self, area: str) -> Terrain | None:
        for t in self.state.battlefield:
            if t.area == area:
                return t
        return None

    def terrain_of(self, uid: str) -> Terrain:
        """The terrain the unit ``uid`` stands on."""
        for t in self.state.battlefield:
            for u in t.units:
                if u.card == uid:
                    return t
        raise KeyError(uid)

    def unit(self, uid: str) -> Unit:
        for t in self.state.battlefield:
            for u in t.units:
                if u.card == uid:
                    return u
        raise KeyError(uid)

    def on_field(self, uid: str) -> bool:
        return any(u.card == uid for t in self.state.battlefield for u in t.units)

    def units_of(self, player: int) -> Iterator[tuple[Terrain, Unit]]:
        for t in self.state.battlefield:
            for u in t.units:
                if self.owner(u.card) == player:
                    yield t, u

    def party(self, terrain: Terrain, player: int) -> list[Unit]:
        """MC 4.4.1: the player's units on the terrain, in formation order (front first)."""
        return [u for u in terrain.units if self.owner(u.card) == player]

    def controller(self, terrain: Terrain) -> int | None:
        """MC 5.1.2.11-12: the player whose units alone stand on the terrain; the terrain of a battle
        counts as the defender's."""
        c = self.state.battle
        if c is not None and c.area == terrain.area:
            return 1 - c.advancing
        owners = {self.owner(u.card) for u in terrain.units}
        return owners.pop() if len(owners) == 1 else None

    def limit(self, terrain: Terrain) -> int:
        """MC 2.1.26: the most the levels of one player's party on it may total (5.1.2.9: a headquarters 10;
        5.1.2.20.2: a proxy terrain 8)."""
        if terrain.kind == "headquarters":
            return HQ_LIMIT
        if terrain.kind == "proxy":
            return PROXY_LIMIT
        return self.defn(terrain.card).limit or 0

    def headquarters(self, player: int) -> Terrain | None:
        return next((t for t in self.state.battlefield if t.kind == "headquarters" and t.placed_by == player), None)

    def units_in_enemy_territory(self, player: int) -> int:
        """MC 1.2.6: how many of the player's units stand in the opponent's territory."""
        enemy: tuple[Area, ...] = territory(1 - player)
        return sum(1 for t, _ in self.units_of(player) if t.area in enemy)

    # --- moving cards ---------------------------------------------------------------------------
    def decks_changed(self) -> None:
        """MC 1.2.3.1: note the turn in which the last draw pile ran out; a draw pile holding cards again undoes it
        (1.2.3.1.1)."""
        s = self.state
        if any(ps.draw_pile for ps in s.players):
            s.decks_out_turn = None
        elif s.decks_out_turn is None:
            s.decks_out_turn = s.turn
            self.emit("MC-1-2-3-1", "both draw piles have run out", turn=s.turn)

    def draw(self, player: int, clause: str) -> bool:
        """MC 12.3.1: move the top card of the player's draw pile to their hand; False if it is empty."""
        ps = self.state.players[player]
        if not ps.draw_pile:
            return False
        uid = ps.draw_pile.pop(0)
        ps.hand.append(uid)
        self.emit(clause, f"player {player} draws a card", player=player)
        self.decks_changed()
        return True

    def discard_from_hand(self, uid: str, clause: str) -> None:
        """MC 12.4.1: a hand card goes to its owner's discard pile."""
        p = self.owner(uid)
        ps = self.state.players[p]
        ps.hand.remove(uid)
        ps.discard.append(uid)
        self.emit(clause, f"{self.name(uid)} is discarded from player {p}'s hand", card=uid, player=p)

    def discard_unit(self, uid: str, clause: str, *, died: bool = False) -> None:
        """MC 12.4, 12.6: a unit leaves the battlefield for its owner's discard pile, its equipment with it
        (2.1.2.1.2.2); effects applied to it are lost (5.1.1.8)."""
        t = self.terrain_of(uid)
        u = self.unit(uid)
        from .triggers import leaving  # MC 10.5.4.1.2: read as it is on the battlefield, before it moves

        leaving(self, u, "discard")
        t.units.remove(u)
        p = self.owner(uid)
        self.state.players[p].discard.append(uid)
        what = "dies" if died else "is discarded"
        self.emit(clause, f"{self.name(uid)} {what} at {t.area}", card=uid, area=t.area, player=p)
        for eq in u.equipment:
            self.state.players[self.owner(eq.card)].discard.append(eq.card)
            self.emit("MC-2-1-2-1-2-2", f"{self.name(eq.card)} is discarded with the unit", card=eq.card)
        u.equipment = []
        self.forget(uid)

    def discard_equipment(self, unit: Unit, card: str, clause: str) -> None:
        """MC 12.4: an equipment goes to its owner's discard pile; the slots it held are unspent again."""
        eq = next(e for e in unit.equipment if e.card == card)
        unit.equipment.remove(eq)
        self.state.players[self.owner(card)].discard.append(card)
        self.emit(clause, f"{self.name(card)} is discarded from {self.name(unit.card)}", card=card, unit=unit.card)

    def forget(self, uid: str) -> None:
        """MC 5.1.1.8: a card that moves zone loses the effects applied to it."""
        self.state.modifiers = [m for m in self.state.modifiers if m.unit != uid]
        self.state.grants = [x for x in self.state.grants if x.unit != uid]  # MC 10.7.3

    # --- dice -----------------------------------------------------------------------------------
    def roll(self, n: int, clause: str, why: str) -> list[int]:
        """MC 3.4.2: roll n dice at once, from the position's seeded generator."""
        faces: list[int] = []
        for _ in range(max(0, n)):
            self.state.rng, face = rng.roll(self.state.rng)
            faces.append(face)
        self.emit(clause, f"{why}: rolled {faces}", rolls=faces)
        return faces
