"""The resolution context and the primitives every procedure changes the state through.

One concept, one place: every crystal move goes through ``move_crystals`` (C 6-3, 5-10, 7-1-1,
7-1-3-1), every card move through ``move_card`` (C 7-2, 6-3 linked crystals), every life change
ends in the win/loss check of C 4-2. Each change emits an ``Event`` naming its clause.
"""

from __future__ import annotations

from collections.abc import Generator, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from typing import Any, Literal, TypeVar

from .catalogue import definition, real_card
from .copies import current_definition, is_copier
from .fast import FAST
from .goddess_state import FACE_UP_IN_FORCE as GODDESS_FACE_UP_IN_FORCE
from .goddess_state import HOLDER_ONLY as GODDESS_HOLDER_ONLY
from .goddess_state import HOLDS_CRYSTALS as GODDESS_CRYSTAL_HOLDING
from .goddess_state import ZONE_OWNERS, GoddessState, zone_list
from .hooks import DuelHooks, aim_of, card_faces, crystal_room, duel_hooks, quantity_readers, refusal
from .model import Action, CardDef, CardInstance, Decision, Effect, Event, Player, State
from .quantities import holds
from .rng import shuffle
from .statuses import effects_in_force, has_status, set_off_at
from .words import name_players

Proc = Generator[Decision, Action, None]
"""A procedure: a generator that yields each decision it needs and receives the answer."""

AURA_CAP = 5  # C 7-1-3-1
DISTANCE_CAP = 10  # C 7-1-1
CONCENTRATION_CAP = 2  # C 5-1-2
HAND_LIMIT = 2  # C 5-1-3
MASTER_DISTANCE = 2  # C 5-2-2

# Crystal zones: ("distance",), ("dust",), ("aura", p), ("life", p), ("flare", p), ("card", uid),
# ("supply",) for the endless crystals of 〈Out of game〉 (C 7-1-16).
CrystalZone = tuple[Any, ...]  # ("distance",), ("aura", player), ("card", uid) …


_T = TypeVar("_T")

NO_TOKENS = GoddessState.distance_tokens  # the base rule: no tokens in 〈Distance〉 (A 9-6 is Thallya's)


def shallow_copy(obj: _T) -> _T:
    """``copy.copy`` for a plain dataclass instance, without the reduce protocol that made
    ``copy.copy`` the largest cost of the driver's per-step clone (issue 9); six times faster."""
    new = object.__new__(type(obj))
    new.__dict__ = obj.__dict__.copy()
    return new


def copy_card(inst: CardInstance) -> CardInstance:
    """A card instance the engine may change without changing this one: what goddesses add to it
    changes in place (``goddess_state``), so it is copied too."""
    new = shallow_copy(inst)
    new.goddess = inst.goddess.copied()  # even empty: a state made on demand must not appear in both
    return new


@dataclass
class Trigger:
    """An effect set off by an event, waiting for the state rules to resolve it (C 5-5). With no
    `effect`, it is the rule text of 隙 on the enhancement `uid` (C 10-6)."""

    key: str
    uid: str
    holder: int
    effect: Effect | None
    clause: str


class GameOver(Exception):
    """Raised by the C 4-2 check: it pre-empts every other rule and effect, so it unwinds them all."""


class IllegalUse(Exception):
    """A card use found illegal mid-procedure (C 9-2): the use is reverted by the driver."""

    def __init__(self, clauses: list[str], reason: str) -> None:
        super().__init__(reason)
        self.clauses = clauses
        self.reason = reason


@dataclass
class Illegal:
    clauses: list[str]
    reason: str


class Game:
    """A mutable working copy of a position, with the event log of the current ruling."""

    def __init__(self, state: State, trace: bool = True, hooks: DuelHooks | None = None) -> None:
        """`hooks`: the goddesses of this position's duel, if already worked out for it (``duel_hooks``,
        as ``validate.validate_state`` does)."""
        self.state = state
        self.trace = trace
        self.events: list[Event] = []
        self.named: list[str] = []  # the cards named since the last event (``name``, ``emit``)
        # (attack id, index in its mods) -> the card that gave the attack that modification, if any
        # (``attacks.give_mod``): the readings of an attack in progress name each modification's source.
        self.mod_sources: dict[tuple[str, int], str | None] = {}
        self.destroying: set[str] = set()  # enhancements whose destruction (C 9-5) is resolving
        # Cards whose own effect is moving their crystals although a ``lock_crystals`` of theirs is in
        # force ("crystals on this card move only by this card's effects": Akina's Protection Money).
        self.unlocked: set[str] = set()
        # The players whose actions or effects are resolving, innermost last: who moves the crystals a
        # move_crystals moves (Megumi's Multiflora asks who moved the distance's crystals).
        self.movers: list[int] = []
        # How many times so far an effect fell short of what it says (C 5-10 shortfalls, a "may"
        # declined, an "if" that did not hold): "A. If you do, B" resolves B only if A added none (C 10-40).
        self.shortfalls = 0
        # Per card id (and umbrella side, A 4-2), the effects that can be in force on the board
        # (constant, while deployed, while used: C 9-1-1-2/6/8). Definitions never change during a
        # duel, and the scan of the board for
        # effects in force runs several times per option; filtering each card's text there anew was
        # the largest cost of a random game in the profile (issue 9).
        self.standing: dict[tuple[str, str | None], list[Effect]] = {}
        self._bearers: tuple[tuple[int, str | None, str | None], dict[str, list[Effect]]] | None = None
        self.sides: dict[tuple[str, str | None], CardDef] = {}  # A 4-2, see ``side``
        # Card uid -> its printed definition (``defn``): no card's id or the position's definitions change
        self.printed: dict[str, CardDef] = {}
        # … and, by card id, its printed texts that let it be used or declared as another (``use._as_effects``)
        self.printed_as: dict[str, list[Effect]] = {}
        # The hooks of the goddesses in this duel (``hooks.duel_hooks``: found once, issue 22), and the
        # goddess rule among them that gives cards two sides, if any (A 4-2)
        self.hooks = hooks if hooks is not None else duel_hooks(state)
        self.faces = card_faces(self.hooks)
        # The effects in force, and which basic actions can move a crystal (C 9-6 i-B), both fixed
        # while a decision's options are enumerated (statuses.options_scope).
        self.in_force: list[tuple[str, int, Effect]] | None = None
        self.movable: dict[tuple[int, str], Illegal | None] | None = None
        # … and the current and master distance, by name, once read (``distance``, ``master_distance``)
        self.fixed: dict[str, int] | None = None
        # … and each card's texts that let it be used or declared as another card (``use.as_effects``):
        # asked for every candidate card and again for each such option (issue 22: Renri's perjury
        # built its declarations anew for each)
        self.as_cards: dict[str, list[Effect]] | None = None
        # The driver's checkpoint (the state at the start of the step) shares its card instances with
        # this working state until one changes: see ``changing``.
        self.checkpoint_cards: dict[str, CardInstance] | None = None
        # Cards whose information an effect changes (copies C 10-16, added effects C 10-14): their
        # definition is worked out on each lookup (``copies.current_definition``); all others are
        # their printed definition. A card joins when an effect first adds to it.
        self.changed: set[str] = {
            uid
            for uid, inst in state.cards.items()
            if inst.added
            or (
                is_copier(definition(state, inst.card))
                if inst.card in state.definitions
                else copier(inst.card, state.season)
            )
        }
        # Effects set off by an event ("when you take damage …", 隙): each resolves once, by the state
        # rules, at the next point where they are resolved (C 5-5, 9-8). A step starts with none.
        self.triggered: list[Trigger] = []
        # C 9-1-3-1: players who would lose while an effect instead of the defeat could resolve, waiting
        # for the state rules to offer it (``procedures.common.instead_of_defeat``); those offered it
        # for the defeat at hand; and whether such an effect is resolving (no win check meanwhile).
        self.defeat_due: list[int] = []
        self.defeat_offered: set[int] = set()
        self.replacing_defeat = False
        # Crystal moves made "at once" (``at_once``): recorded together as one move when the block ends.
        self.moving_at_once: list[tuple[CrystalZone, CrystalZone, int]] | None = None
        # The board's version (issue 22): raised by every change of what decides which card effects are
        # in force (C 9-1-1-2/6/8) — a card moving between zones (``move_card``, ``seal``), a card
        # instance changing (``changing``: its holder, trump state, added effects …), an enhancement's
        # destruction starting or ending (``destroying``, C 9-5) — so that the scan of the board for
        # them (``statuses._card_effects``) is kept while the version stands.
        self.board = 0
        self.kept_effects: Any = None  # statuses.KeptEffects, keyed on ``board``

    # --- events -------------------------------------------------------------------------------
    def emit(self, clause: str, what: str, **data: str | int | bool | list[str] | list[int] | None) -> None:
        """Record an event of the ruling: players named A and B, and the cards its text names (issue 16)."""
        if self.trace:
            card = data.get("card")
            if isinstance(card, str) and card in self.state.cards:
                self.named.append(card)
            names = {n: uid for uid in self.named if (n := self.name_now(uid)) and n in what}
            self.named = []
            self.events.append(Event(clause=clause, what=name_players(what), data=dict(data), names=names))

    # --- lookups ------------------------------------------------------------------------------
    def defn(self, uid: str) -> CardDef:
        """The card's information now: while it is used as another card, that card's (C 10-38); a copy's
        as copied (C 10-16); and the side a two-sided card shows for its holder (A 4-2: her umbrella)."""
        inst = self.state.cards[uid]
        if inst.used_as is not None:
            d = definition(self.state, inst.used_as)
        elif uid in self.changed:
            d = current_definition(self, uid)
        else:
            printed = self.printed.get(uid)  # a card's printed definition, looked up once per game (issue 22)
            if printed is None:
                printed = self.printed[uid] = definition(self.state, inst.card)
            d = printed
        if d.opened is None:
            return d
        return self.side(d, self.face(inst.holder))

    @contextmanager
    def playing_as(self, uid: str, as_card: str | None) -> Iterator[None]:
        """The card `uid` has the information of `as_card` while the block runs (C 10-38)."""
        if as_card is None:
            yield
            return
        inst = self.changing(uid)
        before, inst.used_as = inst.used_as, as_card
        try:
            yield
        finally:
            inst.used_as = before
            self.board += 1  # a change of the instance, as ``changing`` counts one

    def face(self, p: int) -> str | None:
        """Which side the two-sided cards of player p show (A 4-2), as a goddess's rule says (her
        umbrella: ``GoddessRules.card_face``); None where no rule gives cards two sides."""
        return None if self.faces is None else self.faces[0](self.state.players[p])

    def side(self, d: CardDef, face: str | None) -> CardDef:
        """A 4-2: a two-sided card's information as it shows that side (built once per duel)."""
        key = (d.id, face)
        found = self.sides.get(key)
        if found is None:
            found = self.sides[key] = d if self.faces is None else self.faces[1](d, face)
        return found

    def name(self, uid: str) -> str:
        """The card's name now; noted for the next event, whose text may name it (``emit``)."""
        if self.trace and uid in self.state.cards:
            self.named = [*self.named[-15:], uid]
        return self.defn(uid).name

    def zone_said(self, zone: CrystalZone) -> str:
        """A crystal zone in an event's words: "the distance", "A's aura", the name of a card (issue 16)."""
        if zone[0] == "card":
            return self.name(str(zone[1])) if zone[1] in self.state.cards else "a card no longer in play"
        if len(zone) == 1:
            return {"supply": "out of game"}.get(zone[0], f"the {zone[0]}")
        return f"{'AB'[int(zone[1])]}'s {zone[0].replace('_', ' ')}"

    def name_now(self, uid: str) -> str | None:
        try:
            return self.defn(uid).name
        except KeyError:
            return None

    def standing_of(self, uid: str) -> list[Effect] | None:
        """The standing effects of a card of the duel, or None when it has none."""
        if uid in self.changed:
            return [e for e in self.defn(uid).effects if e.timing in STANDING_TIMINGS] or None
        return self.effect_bearers().get(uid)

    def standing_effects(self, uid: str) -> list[Effect]:
        """The effects of a card that can be in force while it lies on the board (of the side it
        shows, for an umbrella-icon card: A 4-2)."""
        d = self.defn(uid)
        key = (d.id, None if d.opened is None else self.face(self.state.cards[uid].holder))
        effects = self.standing.get(key)
        if effects is None:
            effects = [e for e in d.effects if e.timing in STANDING_TIMINGS]
            self.standing[key] = effects
        return effects

    def effect_bearers(self) -> dict[str, list[Effect]]:
        """Card uid -> its standing effects, for the cards of the duel that have any (most have
        none, so the scan for effects in force looks only these up). No card joins or leaves the
        duel in play today; should one, the changed card count rebuilds the map, as does a change of
        the side a player's two-sided cards show (A 4-2: her umbrella opening or closing)."""
        s = self.state
        faces = self.faces
        if faces is None:
            stamp: tuple[int, str | None, str | None] = (len(s.cards), None, None)
        else:  # ``face`` of both players, inline: this is asked at every scan (issue 22)
            stamp = (len(s.cards), faces[0](s.players[0]), faces[0](s.players[1]))
        if self._bearers is None or self._bearers[0] != stamp:
            if not FAST:
                bearers = {uid: e for uid in s.cards if (e := self.standing_effects(uid))}
            elif (printed := self._printed_bearers()) is not None:
                bearers = printed
            else:
                bearers = {uid: e for uid in s.cards if (e := self._standing_now(uid))}
            self._bearers = (stamp, bearers)
        return self._bearers[1]

    def _printed_bearers(self) -> dict[str, list[Effect]] | None:
        """``effect_bearers`` of a duel whose every card shows its printed information — real cards
        only (no inline definitions), none used as another card (C 10-38) or changed by an effect (copies
        C 10-16, added effects C 10-14), no goddess of the duel giving cards two sides (A 4-2) — where
        each card's standing effects are its printed ones (``printed_standing``): a pure function of the
        season and the cards' uids and ids, kept across the Games that load positions of one duel (issue
        22, fourth round: every load built the map anew, card by card). None where that does not hold."""
        s = self.state
        if self.faces is not None or s.definitions or self.changed:
            return None
        insts = s.cards.values()
        if any(inst.used_as is not None for inst in insts):
            return None
        key = (s.season, tuple(s.cards), tuple([inst.card for inst in insts]))
        found = _PRINTED_BEARERS.get(key)
        if found is None:
            if len(_PRINTED_BEARERS) >= 512:
                _PRINTED_BEARERS.clear()
            season = s.season
            found = _PRINTED_BEARERS[key] = {
                uid: effects for uid, inst in s.cards.items() if (effects := printed_standing(inst.card, season))
            }
        return {uid: list(effects) for uid, effects in found.items()}  # lists of this Game's own, as before

    def _standing_now(self, uid: str) -> list[Effect]:
        """``standing_effects`` of a card that shows its printed information, the common case, without
        working out the side its holder's cards show (A 4-2: only two-sided cards have sides), and a real
        card's list filtered once per card and season (``printed_standing``), not by every position
        loaded (issue 22). Any other card takes ``standing_effects`` itself."""
        inst = self.state.cards[uid]
        if inst.used_as is not None or uid in self.changed:
            return self.standing_effects(uid)
        d = definition(self.state, inst.card)
        if d.opened is not None:
            return self.standing_effects(uid)
        key = (d.id, None)
        effects = self.standing.get(key)
        if effects is None:
            if inst.card in self.state.definitions:
                effects = [e for e in d.effects if e.timing in STANDING_TIMINGS]
            else:
                effects = list(printed_standing(inst.card, self.state.season))
            self.standing[key] = effects
        return effects

    def changing(self, uid: str) -> CardInstance:
        """The instance of a card about to change. Card instances change only through here: the
        driver's checkpoint shares them with the working state, and a card's first change gives the
        checkpoint its own copy of the card as it was. (Copying every card at the start of every
        step was the largest cost of a random game after the effect scans, issue 9.)"""
        inst = self.state.cards[uid]
        kept = self.checkpoint_cards
        if kept is not None and kept.get(uid) is inst:
            kept[uid] = copy_card(inst)
        self._changed_card(uid)  # the caller changes the instance next (the effects in force may change)
        return inst

    def _changed_card(self, uid: str) -> None:
        """Raise the board's version for a change of the card `uid` alone (its instance, or the zone it
        lies in). The kept scan of the effects in force (``statuses.KeptEffects``) reads only the cards
        with standing effects (``effect_bearers``) and those whose information effects change
        (``changed``): where they lie, in which order, their holders, trump states and destructions. A
        change of any other card leaves every one of those as it was (a zone losing or gaining it keeps
        the others' order), so a scan that was current stays current (issue 22, fourth round: most
        cards moved — drawn, reshuffled, discarded, put face-down — have no standing effect, and the
        whole board was scanned again after each). ``FURUYONI_CHECK_KEPT=1`` compares every kept scan
        with a plain one."""
        kept = self.kept_effects
        carried = (
            FAST
            and kept is not None
            and kept.board == self.board
            and uid not in kept.bearers
            and uid not in self.changed
        )
        self.board += 1
        if carried:
            kept.board = self.board

    def zone_of(self, uid: str) -> tuple[str, int | None]:
        """Which zone holds the card: (zone name, player or None)."""
        for p, ps in enumerate(self.state.players):
            for zname in ZONE_NAMES:
                if uid in getattr(ps, zname):
                    return zname, p
            for added in ps.goddess.values():  # the zones a goddess adds (goddess_state.CardZone)
                for zone in added.CARD_ZONES:
                    if uid in getattr(added, zone.name):
                        return zone.name, p
        for held in self.state.sealed.values():
            if uid in held:
                return "sealed", None
        raise KeyError(uid)

    def distance_tokens(self) -> tuple[int, int]:
        """The tokens goddesses put in 〈Distance〉, as (+1 tokens, -1 tokens) (A 9-2-1-1, 9-6)."""
        plus = minus = 0
        for ps in self.state.players:
            for added in ps.goddess.values():
                if type(added).distance_tokens is NO_TOKENS:
                    continue  # a goddess whose rules put no tokens there (all but Thallya): (0, 0)
                up, down = added.distance_tokens()
                plus += up
                minus += down
        return plus, minus

    def cards_in(self, p: int, zone: str) -> list[str]:
        """Player p's zone of cards named `zone` (C 7-1), or the one a goddess adds under that name."""
        return zone_list(self.state.players[p], zone)

    def distance(self) -> int:
        """C 5-2-1: the current distance, floor 0, as deployed enhancements change it ("the current
        distance is 2 smaller": op ``distance_shift``, read without other effects' conditions), and as
        a resolved "this turn the current distance is larger by N" does (op ``modify_distance``, kept
        in ``lasting``); the crystals of 〈Distance〉 stay as they are (``crystals(("distance",))``).
        A 9-6: Thallya's +1 tokens count as crystals of 〈Distance〉, the crystals under her -1 tokens
        do not (``state.distance`` counts the crystals). A deployed ``distance_is_aim`` makes it its
        holder's aim instead, if she has one (Misora's Tsukumo Cloud, A 23-1-1)."""
        fixed = self.fixed
        if fixed is None:
            return self._distance()
        found = fixed.get("distance")
        if found is None:
            found = fixed["distance"] = self._distance()
        return found

    def _distance(self) -> int:
        s = self.state
        plus, minus = self.distance_tokens()  # A 9-6
        shift = plus - minus
        shift += sum(x.effect.amount for x in s.lasting if x.op == "modify_distance" and x.effect is not None)
        aimed: int | None = None
        bearers = self.effect_bearers()
        if bearers:
            for ps in s.players:
                for uid in ps.enhancements:
                    effects = bearers.get(uid)
                    if effects and uid not in self.destroying:
                        shift += sum(self._times(e, uid) for e in effects if e.op == "distance_shift")
                        if any(e.op == "distance_is_aim" for e in effects):
                            aim = aim_of(ps)  # Misora's Tsukumo Cloud: the distance is her aim (shifts aside)
                            aimed = aim if aim is not None else aimed
        if aimed is not None:
            return aimed
        return max(0, s.distance + shift)

    def _times(self, eff: Effect, uid: str | None) -> int:
        """The signed amount of a deployed card's effect, times what it reads of its own card, if
        anything: a value of the card a goddess's rules define (Megumi's Reed: the seeds on it,
        ``this.seeds``); no other duel value, so reading the distance cannot loop."""
        if eff.amount_of is not None and eff.amount_of.startswith("this."):
            reader = quantity_readers().get(eff.amount_of)
            if reader is not None:
                return eff.amount * (reader(self, self.state.cards[uid].holder, uid) if uid in self.state.cards else 0)
        return eff.amount

    # --- crystals -----------------------------------------------------------------------------
    def crystals(self, zone: CrystalZone) -> int:
        s = self.state
        kind = zone[0]
        if kind == "distance":
            # A 9-6: a crystal under a -1 token cannot be chosen, so it cannot be moved either
            return s.distance - self.distance_tokens()[1]
        if kind == "dust":
            return s.dust
        if kind == "supply":
            return 1 << 30  # C 7-1-16: infinite
        if kind == "card":
            return s.cards[str(zone[1])].crystals if zone[1] in s.cards else 0
        ps = s.players[int(zone[1])]
        owner = ZONE_OWNERS.get(kind)  # a zone a goddess adds (Akina's flow, A 21-1)
        if owner is None:
            return int(getattr(ps, kind))
        added = owner.of(ps)
        return 0 if added is None else int(getattr(added, kind))

    def room(self, zone: CrystalZone, aura_cap: int | None = None) -> int:
        """How many crystals the zone can still take (C 7-1-1, 7-1-3-1; an effect may raise the
        aura's cap for one move)."""
        kind = zone[0]
        if kind == "distance":
            # C 7-1-1: 10 places, filled by its crystals and by the +1 tokens a goddess puts there (A 9-6)
            return DISTANCE_CAP - self.state.distance - self.distance_tokens()[0]
        if kind == "aura":  # C 7-1-3-1; tokens a goddess puts in an aura fill its places too (A 13-3)
            ps = self.state.players[int(zone[1])]
            tokens = sum(added.aura_tokens() for added in ps.goddess.values()) if ps.goddess else 0
            return max(0, (aura_cap or AURA_CAP) - ps.aura - tokens)
        if kind in ZONE_OWNERS:  # a zone a goddess adds: her rules say what it holds (Akina's flow, A 21-1)
            return crystal_room(self, kind, int(zone[1]))
        if kind == "card":
            # Only a card in a zone that holds linked crystals can take them (C 7-1-9, 7-1-11,
            # 7-1-14); an attack made by an effect has no card at all (C 6-4-1-1).
            uid = zone[1]
            where = self.zone_of(str(uid))[0] if uid in self.state.cards else None
            if where is None or (where not in CRYSTAL_HOLDING and where not in GODDESS_CRYSTAL_HOLDING):
                return 0
        return 1 << 30

    def _add(self, zone: CrystalZone, n: int) -> None:
        s = self.state
        kind = zone[0]
        if kind == "distance":
            s.distance += n
        elif kind == "dust":
            s.dust += n
        elif kind == "supply":
            return
        elif kind == "card":
            self.changing(str(zone[1])).crystals += n
        else:
            ps = s.players[int(zone[1])]
            owner = ZONE_OWNERS.get(kind)  # a zone a goddess adds: her state on this player holds it
            holder = ps if owner is None else owner.on(ps)
            setattr(holder, kind, getattr(holder, kind) + n)

    def move_crystals(
        self, src: CrystalZone, dst: CrystalZone, n: int, clause: str, aura_cap: int | None = None
    ) -> int:
        """Move up to n crystals (C 6-3 and 5-10: as many as the origin has and the destination takes).

        Returns how many moved. A move to the same zone is no move (C 6-3).
        """
        if src[0] == "card" and dst == ("dust",):
            dst = self._redirected(str(src[1]), dst)
        dst, replacer = self._aura_arrival(src, dst, n)  # e.g. Kamuwi's Sanguine Spray
        if n <= 0 or src == dst:
            return 0
        if src[0] == "card" and self._locked(str(src[1])):
            self.shortfalls += 1
            self.emit(clause, f"the crystals on {self.name(str(src[1]))} are held there by its effect", card=str(src[1]))
            return 0
        if src[0] == "card" and src[1] in self.state.cards:
            for rules in self.hooks.having("crystals_leaving_card"):  # e.g. her seeds go back to her soil (A 17-5)
                done = rules.crystals_leaving_card(self, str(src[1]), dst, n, clause, aura_cap)  # type: ignore[misc]
                if done is not None:
                    return int(done)
        moved = max(0, min(n, self.crystals(src), self.room(dst, aura_cap)))
        if moved < n:
            self.shortfalls += 1
        if moved == 0:
            self.emit(clause, "no crystal could move", origin=zone_label(src), destination=zone_label(dst), asked=n)
            return 0
        self._add(src, -moved)
        self._add(dst, moved)
        if src == ("dust",):
            self.state.dust_left = True  # "crystals have moved from the dust this turn" (Redact)
        if src == ("distance",):
            mover = self.movers[-1] if self.movers else self.state.active
            if mover not in self.state.distance_movers:
                self.state.distance_movers.append(mover)
                from .procedures.common import distance_first_moved

                distance_first_moved(self, mover)
        if self.trace:  # the events' texts are built only for a ruling that records them (issue 22)
            data: dict[str, str | int | bool | list[str] | list[int] | None] = {
                "origin": zone_label(src),
                "destination": zone_label(dst),
                "count": moved,
            }
            if moved < n:
                data["asked"] = n
                self.emit("C 5-10", f"only {moved} of {n} crystal(s) can move", **data)
            self.emit(clause, f"{moved} crystal(s) {self.zone_said(src)} -> {self.zone_said(dst)}", **data)
        self._record_move(src, dst, moved)
        if src[0] == "life" or dst[0] == "life":
            self.check_win()
        if replacer is not None:
            replacer[0](self, replacer[1])
        return moved

    def _record_move(self, src: CrystalZone, dst: CrystalZone, n: int) -> None:
        """n crystals have moved: the additional rules that record moves made at once (A 18-2-1-5); a
        move inside an ``at_once`` block is part of that block's one move."""
        if self.moving_at_once is not None:
            self.moving_at_once.append((src, dst, n))
            return
        self._record_at_once([(src, dst, n)])

    def _record_at_once(self, moves: list[tuple[CrystalZone, CrystalZone, int]]) -> None:
        for rules in self.hooks.having("crystals_moved"):
            if rules.crystals_moved is not None:
                rules.crystals_moved(self, moves)

    @contextmanager
    def at_once(self) -> Iterator[None]:
        """The crystal moves of the block happen at once, as one move (C 6-3): both damages of an
        attack (C 10-26: a 2/1 attack moves 3 crystals at once, FAQ, Kanawe), the crystals a damage
        takes from the aura and from cards treated as the aura, a charge's crystals chosen from the
        dust and the aura (C 9-2-3 iii), the start phase's crystals leaving every enhancement
        simultaneously (C 8-1-3 ii). Nested blocks join the outermost one."""
        if self.moving_at_once is not None:
            yield
            return
        self.moving_at_once = []
        try:
            yield
        finally:
            moves, self.moving_at_once = self.moving_at_once, None
            if moves:
                self._record_at_once(moves)

    def _locked(self, uid: str) -> bool:
        """A deployed card with ``lock_crystals`` in force: its crystals move only by its own effects
        (``unlocked`` while one resolves), and not as it is being destroyed."""
        if uid in self.unlocked or uid in self.destroying or uid not in self.state.cards:
            return False
        holder = self.state.cards[uid].holder
        if uid not in self.state.players[holder].enhancements:
            return False
        return any(
            e.op == "lock_crystals" and holds(self, holder, e.condition, uid) for e in self.effect_bearers().get(uid, ())
        )

    def _aura_arrival(self, src: CrystalZone, dst: CrystalZone, n: int) -> tuple[CrystalZone, tuple[Any, str] | None]:
        """Crystals about to arrive in an aura may be sent to the dust instead by an effect a goddess's
        rules know (``GoddessRules.aura_arrival``); returns the destination and what to resolve once
        they moved."""
        if dst[0] != "aura" or n <= 0 or src == dst:
            return dst, None
        for rules in self.hooks.having("aura_arrival"):
            if rules.aura_arrival is None or rules.aura_arrival_done is None:
                continue
            uid = rules.aura_arrival(self, int(dst[1]))
            if uid is not None:
                self.emit("C 6-3", f"crystals bound for player {dst[1]}'s aura go to the dust instead", card=uid)
                # from the dust itself they do not move at all (C 6-3), so nothing follows
                return ("dust",), None if src == ("dust",) else (rules.aura_arrival_done, uid)
        return dst, None

    def _redirected(self, uid: str, dst: CrystalZone) -> CrystalZone:
        """A card's own effect may send the crystals leaving it for the dust elsewhere instead."""
        for src, holder, eff in effects_in_force(self, ("redirect_crystals",)):
            own = eff.applies_to not in ("this_attack", "other_enhancements")  # those redirect other crystals
            if eff.op == "redirect_crystals" and src == uid and eff.dest is not None and own:
                new = crystal_zone(eff.dest, holder, uid)
                self.emit("C 6-3", f"crystals leaving {self.name(uid)} go to {self.zone_said(new)} instead", card=uid)
                return new
        return dst

    def master_distance(self) -> int:
        """C 5-2-2: the master distance, 2, as effects in force change it (a card saying it is 1 smaller
        wins over the rule, C 1-4). It stays an integer of 0 or more."""
        fixed = self.fixed
        if fixed is None:
            return self._master_distance()
        found = fixed.get("master_distance")
        if found is None:
            found = fixed["master_distance"] = self._master_distance()
        return found

    def _master_distance(self) -> int:
        change = sum(
            self._times(e, src) for src, _, e in effects_in_force(self, ("master_distance",)) if e.op == "master_distance"
        )
        return max(0, MASTER_DISTANCE + change)

    # --- concentration, flinch ----------------------------------------------------------------
    def gain_concentration(self, p: int, n: int, clause: str) -> None:
        ps = self.state.players[p]
        if ps.flinched:
            # C 5-1-4 and its supplement: the gain is replaced by leaving flinch, even at the cap.
            ps.flinched = False
            self.shortfalls += 1
            self.emit("C 5-1-4", f"player {p} would gain concentration: flinch is removed instead", player=p)
            return
        new = min(CONCENTRATION_CAP, ps.concentration + n)  # C 5-1-2 cap
        gained = new - ps.concentration
        if gained < n:
            self.shortfalls += 1
        ps.concentration = new
        self.emit(clause, f"player {p} gains {gained} concentration", player=p, count=gained, asked=n)

    def set_concentration(self, p: int, n: int, clause: str) -> None:
        """"Concentration becomes n": a change of the value, not a gain, so flinch neither stops it
        nor is removed by it (C 5-1-4 speaks of gaining); bounded by 0 and the cap (C 5-1-2)."""
        ps = self.state.players[p]
        new = max(0, min(CONCENTRATION_CAP, n))
        if new != n:
            self.shortfalls += 1
        ps.concentration = new
        self.emit(clause, f"player {p}'s concentration becomes {new}", player=p, count=new)

    def lose_concentration(self, p: int, n: int, clause: str) -> None:
        ps = self.state.players[p]
        new = max(0, ps.concentration - n)  # C 5-1-2 floor, 5-10
        if ps.concentration - new < n:
            self.shortfalls += 1
        self.emit(clause, f"player {p} loses {ps.concentration - new} concentration", player=p)
        ps.concentration = new

    def flinch(self, p: int, clause: str) -> None:
        self.state.players[p].flinched = True
        self.emit(clause, f"player {p} is flinched", player=p)

    # --- cards --------------------------------------------------------------------------------
    def move_card(
        self,
        uid: str,
        zone: str,
        owner: int | None = None,
        *,
        bottom: bool = False,
        clause: str,
        trump_state: Literal["unused", "in_use", "used"] | None = None,
        unlinked_clause: str = "C 7-1-9",
    ) -> None:
        """Move a card to `zone` of `owner` (C 7-2: a holder-only zone of the wrong player means the
        holder's zone of that name). Linked crystals travel with it where the destination can hold
        them (C 6-3); elsewhere they go to 〈Dust〉 (C 7-1-9: unlinked crystals go to dust at once)."""
        src, src_owner = self.zone_of(uid)
        stays_out = src in STAYS_OUT_ZONES or src in GODDESS_FACE_UP_IN_FORCE
        back = zone in ("hand", "deck") and stays_out and clause != "C 9-7"  # not a reshuffle
        if back and self.defn(uid).returns_only_by_reshuffle:
            # The card's own text forbids it; a "cannot" beats what the rules or a card allow (C 1-4).
            self.emit("C 1-4", f"{self.name(uid)} goes to the {zone} only by a reshuffle: it stays", card=uid)
            return
        refused = refusal(self, uid, zone)  # a card her rules keep out of the zone (A 7-2-1: a poison)
        if refused is not None:
            where = "face-down" if zone == "face_down" else f"in the {zone}"
            self.emit(refused[0], f"{self.name(uid)} is {refused[1]} and cannot be put {where}: it stays", card=uid)
            return
        inst = self.changing(uid)
        # Where the goddesses' rules send it instead (A 16-2-1: a soldier goes to the barracks), in
        # number order, each seeing where the one before sent it.
        face_down = False
        for redirect in self.hooks.having("redirect_card"):
            zone, owner, face_down = redirect.redirect_card(self, uid, src, zone, owner, clause, face_down)  # type: ignore[misc]
        if (zone in HOLDER_ONLY or zone in GODDESS_HOLDER_ONLY) and owner is not None and owner != inst.holder:
            self.emit("C 7-2", f"{self.name(uid)} goes to its holder's {zone} instead", card=uid)
            owner = inst.holder
        if owner is None:
            owner = inst.holder
        was_used = src == "trumps" and inst.trump_state == "used"
        if src == "sealed":
            self._unseal(uid)
        else:
            self.cards_in(int(src_owner or 0), src).remove(uid)
        dest = self.cards_in(owner, zone)
        if zone == "deck" and not bottom:
            dest.insert(0, uid)
        else:
            dest.append(uid)
        if trump_state is not None:
            inst.trump_state = trump_state
        self._changed_card(uid)  # the card has moved (and may have changed state): see ``board``
        if src == "in_use":
            inst.x = None  # an X fixed by the cost lasts for the use only
        if zone == "out_of_game":
            inst.face_up = not face_down  # C 10-18 (cards put out of game by effects are face up)
        if self.trace:  # the event's text is built only for a ruling that records it (issue 22)
            self.emit(clause, f"{self.name(uid)}: {src} -> {zone}", card=uid, origin=src, destination=zone, player=owner)
        for rules in self.hooks.having("card_moved"):  # what the goddesses' rules do with what it carries (A 17-2-1-1)
            rules.card_moved(self, uid, src, src_owner, zone, owner)  # type: ignore[misc]
        if inst.crystals and zone not in CRYSTAL_HOLDING and zone not in GODDESS_CRYSTAL_HOLDING:
            n = inst.crystals
            inst.crystals = 0
            self.state.dust += n
            self.emit(unlinked_clause, f"{n} crystal(s) on {self.name(uid)} -> dust", card=uid, count=n)
            self._record_move(("card", uid), ("dust",), n)
        if inst.added and zone not in ADDED_KEPT:
            inst.added = []  # our reading of C 10-14, see ADDED_KEPT
            self.emit("C 10-14", f"{self.name(uid)} loses the effects added to it", card=uid)
        for rules in self.hooks.having("card_settled"):  # what they do once it has settled (A 10-3-1-1)
            rules.card_settled(self, uid, src, src_owner, zone, owner)  # type: ignore[misc]
        self._already_met(uid)
        if src == "extra" and zone != "extra":
            self._left_extra(inst.holder)
        if was_used and zone == "trumps" and inst.trump_state == "unused":
            from .procedures.common import trump_unused

            trump_unused(self, owner, uid)  # "when your used trump becomes unused"
        # A card seals others under it (C 7-1-13); they stay linked wherever it goes.

    def _left_extra(self, holder: int) -> None:
        """A card of `holder` has moved from 〈Extra〉 to another zone: the effects in force waiting for
        that (``when: left_extra``, Honoka's The Seasons Turn Again) are set off; the state rules
        resolve them (C 5-5)."""
        from .procedures.common import _trigger

        for src, h, eff in list(effects_in_force(self, keep=set_off_at("left_extra"))):
            if eff.when == "left_extra" and h == holder and src in self.state.cards:
                _trigger(self, Trigger(f"{src}#left_extra", src, h, eff, "C 5-5"))

    def _already_met(self, uid: str) -> None:
        """A card arriving with a "becomes" condition already met has not seen it become met: its key
        counts as resolved until the condition stops holding (the state rules re-arm it, C 5-5)."""
        inst = self.state.cards[uid]
        fired = self.state.fired
        for k, eff in enumerate(self.defn(uid).effects):
            if eff.becomes and f"{uid}#{k}" not in fired and holds(self, inst.holder, eff.condition, uid):
                fired.append(f"{uid}#{k}")

    def _unseal(self, uid: str) -> None:
        """Take the card out of 〈Sealed〉; a card with nothing left under it seals nothing."""
        sealed = self.state.sealed
        for sealer, held in list(sealed.items()):
            if uid in held:
                held.remove(uid)
                if not held:
                    del sealed[sealer]
        self.board += 1

    def seal(self, uid: str, under: str, clause: str) -> None:
        """C 10-9 / 7-1-13: move the card to 〈Sealed〉, linked to the card `under`."""
        src, src_owner = self.zone_of(uid)
        if (src in SEEN_ZONES or src in GODDESS_FACE_UP_IN_FORCE) and self.defn(uid).unsealable:
            self.emit("C 1-4", f"{self.name(uid)} cannot be sealed: it stays", card=uid)
            return
        if any(r.instead_of_sealing(self, uid, src, clause) for r in self.hooks.having("instead_of_sealing")):  # type: ignore[misc]
            return  # her rules moved it otherwise (a card used from out of game goes back there)
        inst = self.changing(uid)
        if src == "sealed":
            self._unseal(uid)
        else:
            self.cards_in(int(src_owner or 0), src).remove(uid)
        self.state.sealed[under] = [*self.state.sealed.get(under, []), uid]
        self.board += 1
        self.emit(clause, f"{self.name(uid)}: {src} -> sealed under {self.name(under)}", card=uid, origin=src, under=under)
        # What the goddesses' rules do with what it carries as it leaves play (A 10-3-1-1, A 17-2-1-1).
        for hook in ("card_settled", "card_moved"):
            for rules in self.hooks.having(hook):
                getattr(rules, hook)(self, uid, src, src_owner, "sealed", None)
        if inst.crystals:
            n = inst.crystals
            inst.crystals = 0
            self.state.dust += n
            self.emit("C 7-1-13", f"{n} crystal(s) on {self.name(uid)} -> dust", card=uid, count=n)
        if inst.added:
            inst.added = []

    def shuffle_deck(self, p: int, clause: str) -> None:
        deck = self.state.players[p].deck
        self.state.rng = shuffle(deck, self.state.rng)
        self.emit(clause, f"player {p} shuffles the deck", player=p)

    # --- win and loss (C 4-2) -----------------------------------------------------------------
    def check_win(self) -> None:
        s = self.state
        if s.step == "game_over" or (s.players[0].life and s.players[1].life):
            return  # nobody is at life 0 (the common case: this runs after every life change and step)
        if self.replacing_defeat:
            return  # C 9-1-3-1: no win check while an effect instead of a defeat resolves
        zero = [p for p in (0, 1) if s.players[p].life == 0]
        losers = [
            p for p in zero if not has_status(self, p, "cannot_lose") and not has_status(self, 1 - p, "cannot_win")
        ]
        if self.defer_defeat(losers):
            return
        if len(losers) == 2:
            # Not covered by the 2025 text (AMBIGUITIES #8): we follow the 2018 edition's draw.
            s.draw = True
            s.winner = None
            s.step = "game_over"
            self.emit("C 4-2", "both players reach life 0 at once: the duel is a draw")
            raise GameOver
        if losers:
            self.end_game(1 - losers[0], "C 4-2", f"player {losers[0]} has life 0 and loses")

    def defer_defeat(self, losers: list[int]) -> bool:
        """C 9-1-3-1: a loser who has an effect to resolve instead of the defeat, not yet offered for this
        defeat, is noted for the state rules to offer it; the win check waits for that."""
        due = [
            p
            for p in losers
            if p not in self.defeat_offered
            and any(r.can_replace_defeat is not None and r.can_replace_defeat(self, p) for r in self.hooks.rules)
        ]
        for p in due:
            if p not in self.defeat_due:
                self.defeat_due.append(p)
                self.emit("C 9-1-3-1", f"player {p} would lose: an effect may be resolved instead", player=p)
        return bool(self.defeat_due)

    def end_game(self, winner: int, clause: str, why: str) -> None:
        s = self.state
        s.winner = 0 if winner == 0 else 1
        s.step = "game_over"
        self.emit(clause, f"{why}; player {winner} wins", winner=winner)
        raise GameOver


STANDING_TIMINGS = frozenset({"constant", "while_deployed", "while_used"})  # C 9-1-1-2, 9-1-1-6, 9-1-1-8
ZONE_NAMES = (
    "deck",
    "hand",
    "discard",
    "face_down",
    "enhancements",
    "trumps",
    "in_use",
    "extra",
    "out_of_game",
)
# Where a card's constant text is in force and it is not in the hand or the face-down pile: there a card
# that goes to the deck or the hand only by a reshuffle stays (C 9-1-1-2; Tempered Attack, A 6).
# (A goddess's zone where her cards lie face up in force counts too: GODDESS_FACE_UP_IN_FORCE, A 6-3-1.)
STAYS_OUT_ZONES = frozenset({"discard", "enhancements", "trumps", "in_use"})
SEEN_ZONES = STAYS_OUT_ZONES | {"hand", "face_down"}  # where its constant text is in force (C 9-1-1-2)
# C 7-1-6..12; the 〈電子戦ゾーン〉 is linked to the player harboring 『消失』 Oboro (A 3-9)
HOLDER_ONLY = frozenset(
    {"deck", "hand", "discard", "face_down", "trumps", "extra"}
)  # C 7-1-6..12; A 3-9; A 7-4; A 9-4; A 14-4
# … and a goddess's zone whose cards keep their crystals (goddess_state.HOLDS_CRYSTALS: Kanawe's 〈Plan〉, A 18-4-1)
CRYSTAL_HOLDING = frozenset({"enhancements", "in_use", "trumps"})  # C 7-1-9, 7-1-11, 7-1-14
# C 10-14 says where an added effect goes but not how long it stays. Our reading: it stays while the
# card is on the board — used (〈In use〉) and then deployed (〈Enhancement〉) — and is lost when the card
# goes anywhere else, like the state a card carries in play.
ADDED_KEPT = frozenset({"in_use", "enhancements"})


_PRINTED_BEARERS: dict[tuple[str, tuple[str, ...], tuple[str, ...]], dict[str, tuple[Effect, ...]]] = {}
"""``Game._printed_bearers``, by season, the cards' uids and their ids in order (one entry per duel)."""


@cache
def printed_standing(card_id: str, season: str) -> tuple[Effect, ...]:
    """The effects of a real card as printed that can be in force on the board (``STANDING_TIMINGS``):
    a pure function of the card database."""
    return tuple(e for e in real_card(card_id, season).effects if e.timing in STANDING_TIMINGS)


@cache
def copier(card_id: str, season: str) -> bool:
    """``copies.is_copier`` of a real card as printed: a pure function of the card database."""
    return is_copier(real_card(card_id, season))


def zone_label(zone: CrystalZone) -> str:
    if len(zone) == 1:
        return zone[0] if zone[0] != "supply" else "out of game"
    if zone[0] == "card":
        return f"card {zone[1]}"
    return f"{zone[0]}[{zone[1]}]"


def crystal_zone(ref: str, me: int, uid: str | None = None, linked: int | None = None) -> CrystalZone:
    """Resolve a ZoneRef of a test card ("self.aura", "distance", "this", …) for the player `me`,
    the card `uid` (C 10-11), and `linked`, the player linked to the zone the effect's object lies in:
    a zone named without its owner is that player's (C 10-12)."""
    if ref in ("distance", "dust"):
        return (ref,)
    if ref == "this":
        return ("card", uid)
    if ref == "out_of_game":
        return ("supply",)  # C 7-1-16: endless crystals
    who, _, zone = ref.partition(".")
    if not zone:
        return (who, me if linked is None else linked)
    return (zone, me if who == "self" else 1 - me)


def opponent(p: int) -> Player:
    return 1 if p == 0 else 0


def as_player(p: int) -> Player:
    return 0 if p == 0 else 1
