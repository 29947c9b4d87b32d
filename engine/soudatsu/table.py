"""The table: the state being played on, and the primitives every procedure goes through (moving a
card, drawing, shuffling, damage, destruction, the loss conditions), each emitting the event of the
clause that makes it happen. One concept, one place: a card leaves play or use only through
``dispose``, which reads its mark (SD-detail-recycle-1, SD-detail-skull-1); life changes only through
``hurt_player``, which looks at SD-loss-1 at once (SD-guide-8)."""

from __future__ import annotations

from collections.abc import Generator
from copy import copy
from dataclasses import dataclass
from typing import Any, Literal

from . import rng
from .model import ZONES, Action, CardDef, CardInstance, Decision, Event, Line, PlayerState, State, Zone

Proc = Generator[Decision, Action, Any]
"""A procedure: yields the decisions it needs and receives their answers."""

PLAYER_NAMES = ("A", "B")


class GameOver(Exception):
    """A loss condition was met (SD-guide-8): the game ends at once."""


@dataclass(frozen=True)
class Illegal:
    """Why an action is refused: the clauses that forbid it, in words."""

    clauses: list[str]
    reason: str


def clone(s: State) -> State:
    """A copy deep enough for the engine's mutations (definitions are never mutated: shared)."""
    c = copy(s)
    c.players = [
        PlayerState(
            life=p.life,
            deck=p.deck[:],
            hand=p.hand[:],
            play=p.play[:],
            face_down=p.face_down[:],
            recursion=p.recursion[:],
            graveyard=p.graveyard[:],
        )
        for p in s.players
    ]
    c.cards = {k: copy(v) for k, v in s.cards.items()}
    c.definitions = dict(s.definitions)
    c.attacked = s.attacked[:]
    c.abilities_used = s.abilities_used[:]
    c.resolving = s.resolving[:]
    return c


class Table:
    """The state being played on, and the events of the current answer."""

    def __init__(self, state: State, *, trace: bool = True) -> None:
        self.state = state
        self.trace = trace
        self.events: list[Event] = []

    # --- events --------------------------------------------------------------------------------------
    def emit(self, clause: str, what: str, **data: Any) -> None:
        """Record a state change and the clause behind it. Without trace the words are skipped, but the
        clause still is: a ruling's clauses are the same either way."""
        self.events.append(Event(clause=clause, what=what if self.trace else "", data=data if self.trace else {}))

    # --- reading -------------------------------------------------------------------------------------
    def card(self, uid: str) -> CardDef:
        return self.state.definitions[self.state.cards[uid].card]

    def inst(self, uid: str) -> CardInstance:
        return self.state.cards[uid]

    def name(self, uid: str) -> str:
        d = self.card(uid)
        return f"{d.name or d.id} ({uid})"

    def zone_of(self, uid: str) -> tuple[int, Zone] | None:
        for p, ps in enumerate(self.state.players):
            for z in ZONES:
                if uid in getattr(ps, z):
                    return p, z
        return None

    def soldiers(self, p: int) -> list[str]:
        """Player p's soldiers and loyalists in play (a loyalist is a soldier, SD-detail-loyalist-2)."""
        return [u for u in self.state.players[p].play if self.card(u).kind in ("soldier", "loyalist")]

    def buildings(self, p: int) -> list[str]:
        return [u for u in self.state.players[p].play if self.card(u).kind == "building"]

    def attack_of(self, uid: str) -> int:
        return self.card(uid).attack or 0

    def health(self, uid: str) -> int:
        """A soldier's health; a loyalist's current health cap (SD-detail-loyalist-2)."""
        i = self.inst(uid)
        return i.health if i.health is not None else self.card(uid).health or 0

    def durability(self, uid: str) -> int:
        i = self.inst(uid)
        return i.durability if i.durability is not None else self.card(uid).durability or 0

    def current_line(self, uid: str) -> Line | None:
        """The line of a seasonal building processed last (SD-detail-building-3), None before any."""
        return line_at(self.card(uid), self.inst(uid).seasons)

    def has_rebirth(self, uid: str) -> bool:
        """【回生】: by keyword, or a skull card in its owner's recursion zone while one of the owner's
        buildings stands on a rebirth_skull line (the shifting scene's summer-autumn, SD-errata-2)."""
        d = self.card(uid)
        if "rebirth" in d.keywords:
            return True
        owner = self.inst(uid).owner
        if d.mark != "skull" or uid not in self.state.players[owner].recursion:
            return False
        for b in self.buildings(owner):
            line = self.current_line(b)
            if line is not None and any(e.op == "rebirth_skull" for e in line.effects):
                return True
        return False

    # --- moving cards --------------------------------------------------------------------------------
    def remove(self, uid: str) -> None:
        if uid in self.state.resolving:
            self.state.resolving.remove(uid)
            return
        where = self.zone_of(uid)
        if where is not None:
            getattr(self.state.players[where[0]], where[1]).remove(uid)

    def put(self, uid: str, zone: Zone, *, bottom: bool = True) -> None:
        """Move a card to its owner's `zone` (at the end of the list, or the top of the deck when
        `bottom` is False). What a card carried in play does not follow it out (a new object)."""
        self.remove(uid)
        i = self.inst(uid)
        if zone != "play":
            i.damage, i.health, i.durability, i.seasons, i.cast_from = 0, None, None, 0, None
        if zone != "face_down":
            i.set_turn = None
        cards = getattr(self.state.players[i.owner], zone)
        if bottom:
            cards.append(uid)
        else:
            cards.insert(0, uid)

    def dispose(self, uid: str, how: Literal["used up", "destroyed"]) -> None:
        """A card used up or destroyed goes where its mark says: recycle to the recursion zone
        (SD-detail-recycle-1), skull to the graveyard (SD-detail-skull-1)."""
        if self.card(uid).mark == "recycle":
            self.put(uid, "recursion")
            self.emit("SD-detail-recycle-1", f"{self.name(uid)}, {how}, goes to the recursion zone", card=uid)
        else:
            self.put(uid, "graveyard")
            self.emit("SD-detail-skull-1", f"{self.name(uid)}, {how}, goes to the graveyard", card=uid)
        for lst in (self.state.attacked, self.state.abilities_used):
            if uid in lst:
                lst.remove(uid)

    def shuffle(self, cards: list[str]) -> None:
        """Shuffle in place with the position's generator (SD-guide-2)."""
        self.state.rng = rng.shuffle(cards, self.state.rng)

    def draw(self, p: int, clause: str) -> str | None:
        """Player p draws the top card; an empty deck gives nothing (only the turn's draw can lose, SD-loss-2)."""
        deck = self.state.players[p].deck
        if not deck:
            self.emit(clause, f"player {PLAYER_NAMES[p]} has no card to draw", player=p)
            return None
        uid = deck[0]
        self.put(uid, "hand")
        self.emit(clause, f"player {PLAYER_NAMES[p]} draws a card", player=p)
        return uid

    # --- damage and the loss conditions ---------------------------------------------------------------
    def hurt_player(self, p: int, amount: int, clause: str, source: str) -> None:
        self.state.players[p].life -= amount
        self.emit(
            clause,
            f"player {PLAYER_NAMES[p]} loses {amount} life to {source} (life {self.state.players[p].life})",
            player=p,
            amount=amount,
        )
        self.check_life()

    def check_life(self) -> None:
        """SD-loss-1, looked at as soon as life changes (SD-guide-8)."""
        for p in (self.state.active, 1 - self.state.active):
            if self.state.players[p].life <= 0:
                self.lose(p, "SD-loss-1", "life is 0 or less")

    def lose(self, p: int, clause: str, why: str) -> None:
        s = self.state
        s.winner = 1 - p
        s.step = "game_over"
        self.emit(clause, f"player {PLAYER_NAMES[p]} loses: {why}", player=p)
        self.emit("SD-guide-8", f"the game is over: player {PLAYER_NAMES[1 - p]} wins", winner=1 - p)
        raise GameOver

    def hurt_card(self, uid: str, amount: int, clause: str, source: str) -> None:
        """Damage to a soldier or loyalist accumulates (SD-detail-soldier-6); to a building it lowers the
        durability (SD-detail-building-2). Destruction is looked at by ``destroy_broken``."""
        i = self.inst(uid)
        if self.card(uid).kind == "building":
            i.durability = self.durability(uid) - amount
            self.emit(clause, f"{self.name(uid)} loses {amount} durability to {source}", card=uid, amount=amount)
        else:
            i.damage += amount
            self.emit(
                clause, f"{self.name(uid)} takes {amount} damage from {source} (now {i.damage})", card=uid, amount=amount
            )

    def destroy_broken(self, spare: str | None = None) -> None:
        """Destroy every soldier or loyalist whose damage has reached its health (SD-detail-soldier-2) and
        every building an attack or effect brought to 0 durability (SD-detail-building-2); `spare` is
        looked at later by its caller."""
        for p in (self.state.active, 1 - self.state.active):
            for uid in list(self.state.players[p].play):
                if uid == spare:
                    continue
                i = self.inst(uid)
                if self.card(uid).kind == "building":
                    if i.durability is not None and i.durability <= 0:  # never so without damage: see hurt_card
                        self.emit("SD-detail-building-2", f"{self.name(uid)} has no durability left", card=uid)
                        self.dispose(uid, "destroyed")
                elif i.damage >= self.health(uid):
                    clause = "SD-detail-loyalist-3" if self.card(uid).kind == "loyalist" else "SD-detail-soldier-2"
                    self.emit(clause, f"{self.name(uid)} holds damage equal to its health", card=uid)
                    self.dispose(uid, "destroyed")


def line_at(d: CardDef, seasons: int) -> Line | None:
    """The line a building's `seasons`-th processing falls on (a line of k steps covers k of them)."""
    if seasons <= 0:
        return None
    n = 0
    for line in d.lines:
        n += line.steps
        if seasons <= n:
            return line
    return None


def total_steps(d: CardDef) -> int:
    return sum(line.steps for line in d.lines)


def uid_of(p: int, card: str, copy_number: int = 1) -> str:
    """``A:guard``; a second copy of the same card in one deck is ``A:guard#2``."""
    return f"{PLAYER_NAMES[p]}:{card}" + (f"#{copy_number}" if copy_number > 1 else "")
