"""Values of the duel that effects read (C 5-1, 5-2) and conditions on them (C 5-5-4..6). A value
that is not defined — no attack to read, or a 「-」 damage — reads as 0 (C 5-11)."""

from __future__ import annotations

import operator
from collections.abc import Callable
from dataclasses import fields
from typing import TYPE_CHECKING

from .hooks import quantity_readers
from .model import Attack, Condition, Records, XValue

if TYPE_CHECKING:
    from .game import Game

COMPARE: dict[str, Callable[[int, int], bool]] = {
    "<": operator.lt,
    "<=": operator.le,
    "==": operator.eq,
    "!=": operator.ne,
    ">=": operator.ge,
    ">": operator.gt,
    "multiple_of": lambda a, b: b != 0 and a % b == 0,  # "becomes a multiple of 6" (Kamuwi's Carcass)
}


def quantity(
    g: Game, me: int, name: str, uid: str | None = None, attack: Attack | None = None, card: str | None = None
) -> int:
    """The value `name` for the player `me`, the effect's card `uid` and the attack it refers to; `card`
    narrows a count of cards used this turn to the cards of that id."""
    s = g.state
    if name == "distance":
        return g.distance()
    if name in ("distance.since_turn_start", "distance.change"):
        # C 5-2-1: compared with the turn-start distance; with none known (C 5-11) there is no change.
        start = s.turn_start_distance
        moved = 0 if start is None else g.distance() - start
        return moved if name == "distance.since_turn_start" else abs(moved)
    if name == "distance.changed_this_turn":  # recorded at each state-rules check, or differing now
        start = s.turn_start_distance
        return int(s.distance_changed or (start is not None and g.distance() != start))
    if name == "this.used":  # C 9-2: uses of this very card this turn, by either player
        return sum(u == uid for ps in s.players for u in ps.records.used_cards)
    if name == "dust":
        return s.dust
    if name == "this.crystals":
        return s.cards[uid].crystals if uid in s.cards else 0
    if name == "main_phase":  # C 8-2: the main phase's start, its actions and its end, either player's
        return int(s.step in ("main_start", "main_action", "main_end"))
    if name == "this.in_hand":
        return int(uid in s.cards and uid in s.players[s.cards[uid].holder].hand)
    if name == "this.x":
        return x_of(g, uid)
    if name == "attack.aura_chosen":
        return int(attack is not None and attack.damage_side in ("aura", "both"))
    if name == "attack.answers_trump":  # the attack it answers comes from a trump card (C 6-4, 9-4 i)
        answered = [a for a in s.attacks if attack is not None and a.id == attack.answers]
        return int(any(a.category == "trump" for a in answered))
    if name == "this.y":
        return y_of(g, uid)
    if name == "mirror":  # A 14-2-1: aura, flare and life each count once when both players' are equal
        a, b = s.players
        return sum(getattr(a, stat) == getattr(b, stat) for stat in ("aura", "flare", "life"))
    if name.startswith("attack."):
        if attack is None:
            return 0  # C 5-11: no attack to read
        from .attacks import damage

        aura, life = damage(g, attack)  # non-modifying readers see the final value (C 9-1-3-2)
        value = aura if name == "attack.aura_damage" else life
        return 0 if value is None else value  # C 5-11: 「-」 is not a number
    if name == "zones_with_5_crystals":
        return zones_with_five(g)
    readers = quantity_readers()
    reader = readers.get(name)  # a value a goddess's cards read (``GoddessRules.quantities``)
    if reader is not None:
        return reader(g, me, uid)
    who, _, stat = name.partition(".")
    p = me if who == "self" else 1 - me
    if stat == "active":
        return int(s.active == p)
    ps = s.players[p]
    if stat == "cards_used" and card is not None:
        return sum(1 for u in ps.records.used_cards if s.cards[u].card == card)
    if stat == "crystals_on":  # on the player's cards of that id, deployed or in use (Essence of Sword)
        return sum(s.cards[u].crystals for u in (*ps.enhancements, *ps.in_use) if s.cards[u].card == card)
    if stat == "used_centrifugal":
        return sum(1 for u in ps.records.used_cards if g.defn(u).centrifugal)
    if stat == "hand_other_goddess":  # C 10-15: of another goddess than the effect's card's user
        from .attacks import other_goddess_card

        return sum(1 for u in ps.hand if other_goddess_card(g, uid, u))
    if stat in ("hand", "deck", "discard", "face_down", "enhancements"):
        return len(getattr(ps, stat))
    if stat == "used_trumps":  # C 10-20: in the player's own trump zone, held by them, used
        return sum(1 for u in ps.trumps if s.cards[u].holder == p and s.cards[u].trump_state == "used")
    if stat == "other_trumps_not_used":
        return _other_trumps_not_used(g, p, uid)
    if stat == "enhancement_crystals":
        return sum(s.cards[u].crystals for u in ps.enhancements)
    if stat == "poison_in_hand":  # A 7-2: cards of the poison category in the player's hand
        return sum(1 for u in ps.hand if g.defn(u).category == "poison")
    if stat == "discard_even":  # "a nonzero multiple of 2" of cards (Form: DEVA's Phi-Cycle)
        return int(len(ps.discard) > 0 and len(ps.discard) % 2 == 0)
    if stat == "aura_full":  # A 13-3: no room for a crystal or a freeze token
        return int(g.room(("aura", p)) == 0)
    if stat.startswith("gadget_"):
        return gadget_count(g, p, stat.removeprefix("gadget_"))
    if stat == "aura_flare_total":  # Shisui's Sixth Circle - Utpala
        return ps.aura + ps.flare
    if stat == "damages_taken_half_up":  # Shisui's Seventh Circle - Padma
        return (ps.records.damages_taken + 1) // 2
    if stat == "normal_discard_enhancements":  # Renri's cards: normal cards (C 6-2-1) in both zones
        return sum(1 for u in (*ps.discard, *ps.enhancements) if g.defn(u).category == "normal")
    if stat == "start_phase":  # her own start phase (C 8-1)
        return int(s.step == "start_phase" and s.active == p)
    if stat in RECORDS:  # what the player has done this turn (C 9-2, 9-4, 9-6, 5-8)
        return int(getattr(ps.records, stat))
    reader = readers.get(stat)  # a player's value a goddess's cards read
    if reader is not None:
        return reader(g, p, uid)
    return int(getattr(ps, stat))


RECORDS = frozenset(f.name for f in fields(Records))


def zones_with_five(g: Game) -> int:
    """How many places hold exactly 5 sakura crystals (Honoka's cards, A 12): the distance, the dust,
    each player's aura, flare and life (C 7-1-1..5), Blacksmith Hagane's 〈Anvil〉 (A 6-3-1), and the
    crystals linked to each single card (C 6-3: an enhancement, a trump, a card in use). Our reading
    (the cards do not list the zones): a card's crystals count on their own, not summed over the
    enhancement or trump zone, since her cards gather crystals on one card; 〈Out of game〉 holds
    endless crystals (C 7-1-16) and never exactly 5."""
    s = g.state
    places = [s.distance, s.dust]
    for ps in s.players:
        places += [ps.aura, ps.flare, ps.life]
        for added in ps.goddess.values():  # her zones that are places of crystals (A 6-3-1: the anvil)
            places += added.crystal_places()
    places += [inst.crystals for inst in s.cards.values()]
    return sum(1 for n in places if n == 5)


def _other_trumps_not_used(g: Game, p: int, uid: str | None) -> int:
    """C 10-20: "all your other trumps are used" looks at every trump the player holds but this one,
    wherever it lies except 〈Extra〉 and 〈Out of game〉; a trump is used only in the trump zone in the
    used state (C 7-1-11), so one sealed, in use or deployed is not."""
    s = g.state
    count = 0
    for u, inst in s.cards.items():
        if u == uid or inst.holder != p or g.defn(u).category != "trump":
            continue
        zone, _ = g.zone_of(u)
        if zone in ("extra", "out_of_game"):
            continue
        if not (zone == "trumps" and inst.trump_state == "used"):
            count += 1
    return count


def gadget_count(g: Game, p: int, kind: str, other_than: str | None = None) -> int:
    """A 8-3: player p's cards of this type or subtype (``attack``, ``action``, ``enhancement``,
    ``reaction``, ``full_power``) in their discard pile, their enhancement zone and their trump zone in
    the used state; with `other_than` (a card uid) only cards of another goddess than its user (C 10-15)."""
    from .attacks import other_goddess_card

    s = g.state
    ps = s.players[p]
    zones = [*ps.discard, *ps.enhancements, *(u for u in ps.trumps if s.cards[u].trump_state == "used")]
    count = 0
    from .statuses import is_full_power

    for u in zones:
        d = g.defn(u)
        if kind == "full_power":  # the card's 《全力》 now, as an effect in force may take it (FAQ, Big Golem)
            if not is_full_power(g, u):
                continue
        elif kind not in (d.type, d.subtype):
            continue
        if other_than is not None and not other_goddess_card(g, other_than, u):
            continue
        count += 1
    return count


def card_player(g: Game, uid: str) -> int:
    """The player a card's "you" means: its user while it is in her 〈In-use〉, the owner of the
    〈Enhancement〉 it is deployed in (C 7-1-9), else its holder (C 7-2). "Your gauges" are its user's,
    not its holder's (FAQ, Raira's Wind and Thunder used by a player without gauges: X = 0)."""
    zone, owner = g.zone_of(uid)
    if zone in ("in_use", "enhancements") and owner is not None:
        return owner
    return g.state.cards[uid].holder


def x_of(g: Game, uid: str | None) -> int:
    """The card's X: as its cost fixed it (C 9-3-1), else its definition read now, for the player
    whose card it is now (``card_player``); 0 without one."""
    inst = g.state.cards.get(uid or "")
    if inst is None or uid is None:
        return 0
    if inst.x is not None:
        return inst.x
    xdef = g.defn(uid).x
    if xdef is None:
        return 0
    return _value(g, card_player(g, uid), xdef, uid)


def y_of(g: Game, uid: str | None) -> int:
    """The card's Y (a second defined value, e.g. half of X), read now for the player whose card it
    is now; 0 without one."""
    inst = g.state.cards.get(uid or "")
    if inst is None or uid is None:
        return 0
    ydef = g.defn(uid).y
    return 0 if ydef is None else _value(g, card_player(g, uid), ydef, uid)


def _value(g: Game, holder: int, xdef: XValue, uid: str) -> int:
    v = quantity(g, holder, xdef.quantity, uid) * xdef.multiply
    v = xdef.offset + (-v if xdef.negate else v)
    return -(-v // xdef.divide) if xdef.round_up else v // xdef.divide


def _used_trumps_of(g: Game, p: int, uid: str | None, cond: Condition) -> int:
    """C 10-20 narrowed by user: "<goddess>'s trump is used", "another goddess's trump is used" (C 10-15)."""
    from .attacks import card_users, other_goddess_card

    s = g.state
    count = 0
    for u in s.players[p].trumps:
        inst = s.cards[u]
        if inst.holder != p or inst.trump_state != "used":
            continue
        # a card of two goddesses is each one's (FAQ, Saine/Tokoyo's Ensemble)
        mine = cond.user is None or cond.user in card_users(g, u)
        if mine and (not cond.other_goddess or other_goddess_card(g, uid, u)):
            count += 1
    return count


def holds(g: Game, me: int, cond: Condition | None, uid: str | None = None, attack: Attack | None = None) -> bool:
    """Does `quantity compare value` hold, and every condition of `all_of` — or any of `any_of`?"""
    if cond is None:
        return True
    value, other = read_condition(g, me, cond, uid, attack)
    ok = COMPARE[cond.compare](value, other)
    ok = ok and all(holds(g, me, c, uid, attack) for c in cond.all_of)
    return ok or any(holds(g, me, c, uid, attack) for c in cond.any_of)


def read_condition(
    g: Game, me: int, cond: Condition, uid: str | None = None, attack: Attack | None = None
) -> tuple[int, int]:
    """The two values a condition compares, read now: its quantity, and its value or the quantity it is
    compared with (the sub-conditions of ``all_of`` / ``any_of`` aside)."""
    if cond.other_goddess and ".gadget_" in cond.quantity:  # A 8-3 counting other goddesses' cards only
        who, _, stat = cond.quantity.partition(".")
        value = gadget_count(g, me if who == "self" else 1 - me, stat.removeprefix("gadget_"), uid)
    elif cond.user is not None or cond.other_goddess:
        value = _used_trumps_of(g, me if cond.quantity.startswith("self.") else 1 - me, uid, cond)
    else:
        value = quantity(g, me, cond.quantity, uid, attack, cond.card)
    other = cond.value if cond.value_of is None else quantity(g, me, cond.value_of, uid, attack)
    return value, other
