"""Which card effects are in force right now (C 9-1-1-2, 9-1-1-6, 9-1-1-8, 7-1-12, 7-1-13, 7-1-16)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import fast
from .fast import FAST
from .model import Effect
from .quantities import holds

if TYPE_CHECKING:
    from .game import Game

# C 9-1-1-2: a constant effect is referenced in any zone where at least one player may see the card.
# The deck is face-down to both (C 7-1-6); 〈Extra〉, 〈Sealed〉 and 〈Out of game〉 disable effects
# (C 7-1-12, 7-1-13, 7-1-16).
# Blacksmith Hagane's 〈Anvil〉 (A 6-3-1) is face up and no rule disables it.
# A 9-3-1-6: a TransForm card's constant effects are in force while it lies in its 〈Machine〉.
# … and the zones a goddess adds where her rules keep constant effects in force (goddess_state.IN_FORCE:
# Blacksmith Hagane's anvil, A 6-3-1; Thallya's 〈Machine〉, A 9-3-1-6)
CONSTANT_ZONES = ("hand", "discard", "face_down", "enhancements", "trumps", "in_use")


CONTINUOUS_OPS = frozenset(
    {
        "modify_attack",
        "gain_keyword",
        "lose_keyword",
        "choose_damage",
        "cannot_attack",
        "cannot_lose",
        "cannot_win",
        "reverse_arrows",
        "copy_of",
        "resurgence",
        "modify_charge",
        "additional_cost",
        "discard_cost",
        "lock_crystals",
        "void_basic_action",
        "lose_terminal",
        "full_power_to_terminal",
        "replace_use",
        "instead_of_reaction",
        "cannot_be_chosen",
        "block_arrows",
        "hand_limit",
        "reduce_cost",
        "master_distance",
        "redirect_crystals",
        "aura_cap",
        "aura_shield",
        "cannot_pay_concentration",
        "replace_damage",
        "cannot_basic_action",  # A 7 cards (Chikage): "cannot perform the basic action …"
        "distance_shift",
        "nullify_dash_attacks",
        "cannot_use_cards",
        "cannot_take_damage",  # Utsuro's желание: the player takes no damage
        "modify_distance",  # Shadow Wing: this turn the current distance reads more
        "lose_after_attack",  # Ложь
        "lose_on_destroy",  # Ложь
        "charge_from_supply",  # Yatsuha's A World Unknown: its condition says when it is in force
    }
)
"""Ops whose condition says when they are in force, not when they resolve (C 5-5-4..6). 再起 checks
its condition in its holder's end phase (C 10-7)."""


InForce = tuple[str, int, Effect]


Keep = Callable[[Effect], bool]


def set_off_at(when: str) -> Keep:
    """A ``keep`` test for the effects set off at this moment (``Effect.when``)."""
    return lambda e: e.when == when


def effects_in_force(g: Game, ops: tuple[str, ...] | None = None, keep: Keep | None = None) -> Iterator[InForce]:
    """(card uid, holder, effect) for every card effect in force now, its condition holding (C 5-5-4..6).

    `ops`, `keep`: only the effects of these ops, and only those `keep` (a test of the effect's text
    alone) accepts, for a caller that reads no other (issue 22: the conditions of the others are then
    not read at all). The same effects, in the same order, as the whole list filtered afterwards:
    C 10-28's cancelling compares identical texts, which both pass a test of the text or both fail it."""
    if not FAST:
        ops = keep = None
    if g.in_force is not None:
        if ops is None and keep is None:
            return iter(g.in_force)
        return (x for x in g.in_force if (ops is None or x[2].op in ops) and (keep is None or keep(x[2])))
    return _in_force(g, ops, keep)


@contextmanager
def options_scope(g: Game) -> Iterator[None]:
    """While a decision's options are enumerated nothing changes the board, so the effects in force
    are computed once for all of the option predicates (``check_use`` asks for them per card, twice
    for an attack card: the per-option scans were the largest cost of a random game, issue 9), and
    whether each basic action can move a crystal once for all the ways to pay for it."""
    if g.in_force is not None:  # a nested scope shares the outer one's list
        yield
        return
    g.in_force = list(_in_force(g))
    g.movable = {}  # procedures.basic.can_move, asked once per way to pay for each basic action
    g.fixed = {} if FAST else None  # the current and master distance, read once (issue 22)
    g.as_cards = {} if FAST else None  # each card's texts to be used or declared as another card (use.as_effects)
    try:
        yield
    finally:
        g.in_force = None
        g.movable = None
        g.fixed = None
        g.as_cards = None


def _in_force(g: Game, ops: tuple[str, ...] | None = None, keep: Keep | None = None) -> Iterator[InForce]:
    found = _found(g, ops, keep) if FAST else list(_candidates(g, ops, keep))
    stacking = [eff for _, _, eff in found if eff.cancels_if_stacked]
    if not stacking:
        return iter(found)
    # C 10-28: two or more identical texts of this kind in force at once cancel out, all of them.
    return (x for x in found if not (x[2].cancels_if_stacked and sum(e == x[2] for e in stacking) >= 2))


def _candidates(g: Game, ops: tuple[str, ...] | None = None, keep: Keep | None = None) -> Iterator[InForce]:
    for uid, holder, eff in _card_effects(g):
        if (ops is None or eff.op in ops) and (keep is None or keep(eff)) and holds(g, holder, eff.condition, uid):
            yield uid, holder, eff
    for lasting in g.state.lasting:
        text = lasting.effect
        if text is not None and not lasting.reserved and (ops is None or text.op in ops) and (keep is None or keep(text)):
            yield lasting.source or "", lasting.player, text


def _found(g: Game, ops: tuple[str, ...] | None, keep: Keep | None) -> list[InForce]:
    """``_candidates`` as one list, built without a generator, and a condition-less effect's condition
    not asked (``holds`` of None is true): the same effects in the same order (issue 22, fourth round:
    the scan runs several times per decision)."""
    found: list[InForce] = []
    for x in _card_effects(g):
        eff = x[2]
        if (ops is None or eff.op in ops) and (keep is None or keep(eff)):
            cond = eff.condition
            if cond is None or holds(g, x[1], cond, x[0]):
                found.append(x)
    for lasting in g.state.lasting:
        text = lasting.effect
        if text is not None and not lasting.reserved and (ops is None or text.op in ops) and (keep is None or keep(text)):
            found.append((lasting.source or "", lasting.player, text))
    return found


def conditional_triggers(g: Game) -> list[tuple[str, str, int, Effect]]:
    """(key, uid, holder, effect) of the one-shot effects whose condition holds now: the state rules
    resolve each once when its condition comes to hold (C 5-5-4, 5-5-5, 5-5-6)."""
    out = []
    for uid, holder, eff in _card_effects(g):
        if eff.condition is None or eff.when is not None or eff.op in CONTINUOUS_OPS:
            continue
        if holds(g, holder, eff.condition, uid):
            out.append((f"{uid}#{g.defn(uid).effects.index(eff)}", uid, holder, eff))
    return out


def _card_effects(g: Game) -> Iterable[tuple[str, int, Effect]]:
    """(card uid, holder, effect) of every standing effect of a card where it is in force, conditions
    not read yet (C 9-1-1-2/6/8)."""
    if not FAST:
        return _card_effects_scanned(g)
    if CHECK_KEPT:
        return _card_effects_kept(g)
    return _card_effects_kept_(g)  # one call less per scan (issue 22, fourth round)


Standing = tuple[str, int, Effect]
# A card whose information an effect changes (``Game.changed``: copies C 10-16, added effects C 10-14)
# and where it lies: its standing effects are read anew on every scan, not kept (what a copy copies
# may depend on anything on the board).
Changed = tuple[str, int, str, int]  # uid, who "you" is, zone name, index into the kept list


@dataclass
class KeptEffects:
    """One scan of the zones for the card effects in force, kept on the game while nothing it depends
    on changes (issue 22): the board's version (``Game.board``), the cards whose information effects
    change (a set that only grows) and the map of cards with standing effects (rebuilt when a side
    shown changes, A 4-2)."""

    board: int
    changed: int
    bearers: dict[str, list[Effect]]
    found: list[Standing]
    dynamic: list[Changed]


CHECK_KEPT = fast.CHECK_KEPT
"""Every kept scan compared with a plain one (``_card_effects_scanned``), a difference (a change of the
board that did not raise ``Game.board``) an AssertionError: ``FURUYONI_CHECK_KEPT=1``, or a test sets it."""


def _card_effects_kept(g: Game) -> list[Standing]:
    if CHECK_KEPT:
        found, plain = _card_effects_kept_(g), list(_card_effects_scanned(g))
        if found != plain:
            raise AssertionError(f"the kept effects in force are stale (board {g.board}): {found} != {plain}")
        return found
    return _card_effects_kept_(g)


def _card_effects_kept_(g: Game) -> list[Standing]:
    """``_card_effects_scanned``, the zones scanned once per version of the board (``Game.board``) and
    kept meanwhile: the scan was asked several times per decision between changes (issue 22). The same
    effects in the same order; a changed card's effects (``Game.changed``) and a sealed card's (A 9)
    are still read on every call, as the plain scan reads them."""
    s = g.state
    bearers = g.effect_bearers()
    changed = g.changed
    kept: KeptEffects | None = g.kept_effects
    if kept is None or kept.board != g.board or kept.changed != len(changed) or kept.bearers is not bearers:
        kept = g.kept_effects = _scan(g, bearers)
    if kept.dynamic:
        out = kept.found[:]
        for uid, who, zname, at in reversed(kept.dynamic):  # from the end: the indices stay valid
            out[at:at] = _in_force_there(g, uid, who, zname, g.standing_of(uid))
    elif s.sealed:
        out = kept.found[:]
    else:
        return kept.found
    if s.sealed:  # Quick Change, A 9
        from .hooks import sealed_in_force

        for uid in sealed_in_force(g):
            effects = g.standing_of(uid) if uid in changed else bearers.get(uid)
            for eff in effects or ():
                if eff.timing == "constant":
                    out.append((uid, s.cards[uid].holder, eff))
    return out


def _in_force_there(g: Game, uid: str, who: int, zname: str, effects: list[Effect] | None) -> list[Standing]:
    """The standing effects of the card `uid` in force where it lies (C 9-1-1-2/6/8; C 9-5: lost while
    it is being destroyed)."""
    out: list[Standing] = []
    for eff in effects or ():
        timing = eff.timing
        if (
            timing == "constant"
            or (timing == "while_deployed" and zname == "enhancements" and uid not in g.destroying)
            or (timing == "while_used" and zname == "trumps" and g.state.cards[uid].trump_state == "used")
        ):
            out.append((uid, who, eff))
    return out


def _scan(g: Game, bearers: dict[str, list[Effect]]) -> KeptEffects:
    """The zones' part of ``_card_effects_scanned`` as one list, skipping the zones that hold no card
    with standing effects (most of them) without a Python loop over their cards; the changed cards
    are noted where they lie, for ``_card_effects_kept`` to read at each call."""
    s = g.state
    changed = g.changed
    out: list[Standing] = []
    dynamic: list[Changed] = []
    kept = KeptEffects(g.board, len(changed), bearers, out, dynamic)
    if not bearers and not changed:
        return kept
    keys = bearers.keys()
    cards = s.cards
    for owner, ps in enumerate(s.players):
        held = ps.__dict__
        zones = [(zname, held[zname]) for zname in CONSTANT_ZONES]
        if ps.goddess:  # her zones where constant effects are in force (A 6-3-1: the anvil)
            zones += [(z.name, getattr(added, z.name)) for added in ps.goddess.values() for z in added.CARD_ZONES if z.in_force]
        for zname, uids in zones:
            if not uids or (keys.isdisjoint(uids) and changed.isdisjoint(uids)):
                continue
            by_zone = zname in ("in_use", "enhancements")  # C 7-1-9, 10-12: "you" is the zone's owner
            for uid in uids:
                if uid in changed:
                    dynamic.append((uid, owner if by_zone else cards[uid].holder, zname, len(out)))
                    continue
                effects = bearers.get(uid)
                if effects is not None:
                    out += _in_force_there(g, uid, owner if by_zone else cards[uid].holder, zname, effects)
    return kept


def _card_effects_scanned(g: Game) -> Iterator[tuple[str, int, Effect]]:
    s = g.state
    bearers = g.effect_bearers()  # this scan runs many times a step: look up only cards with effects
    changed = g.changed  # copies and cards with added effects (C 10-16, 10-14): read as they are now
    if not bearers and not changed:
        return
    for owner, ps in enumerate(s.players):
        zones = [(zname, getattr(ps, zname)) for zname in CONSTANT_ZONES]
        if ps.goddess:  # her zones where constant effects are in force (A 6-3-1: the anvil)
            zones += [(z.name, getattr(added, z.name)) for added in ps.goddess.values() for z in added.CARD_ZONES if z.in_force]
        for zname, cards in zones:
            # "You" in the text of a card in use or deployed is its user, the owner of that zone, who
            # may not hold it (C 7-1-9, 10-12; FAQ: Disguised Blade used through Replicate).
            by_zone = zname in ("in_use", "enhancements")
            for uid in cards:
                effects = g.standing_of(uid) if uid in changed else bearers.get(uid)
                if effects is None:
                    continue
                inst = s.cards[uid]
                who = owner if by_zone else inst.holder
                for eff in effects:
                    if (
                        eff.timing == "constant"
                        # C 9-1-1-6, and C 9-5: lost while the card is being destroyed
                        or (eff.timing == "while_deployed" and zname == "enhancements" and uid not in g.destroying)
                        # C 9-1-1-8
                        or (eff.timing == "while_used" and zname == "trumps" and inst.trump_state == "used")
                    ):
                        yield uid, who, eff
    if s.sealed:  # a sealed card's constant effects, where a card keeps them in force (Quick Change, A 9)
        from .hooks import sealed_in_force

        for uid in sealed_in_force(g):
            effects = g.standing_of(uid) if uid in changed else bearers.get(uid)
            for eff in effects or ():
                if eff.timing == "constant":
                    yield uid, s.cards[uid].holder, eff


def is_full_power(g: Game, uid: str, p: int | None = None) -> bool:
    """Has the card 《全力》 now? Printed so, unless it is a normal card of a player under an effect in
    force that takes 《全力》 from her normal cards (``full_power_to_terminal``: Mizuki's Roaring
    Warcry). `p` is the player whose card it counts as: its user while she uses it, else its holder.
    A condition on 《全力》 reads this current subtype, not the printed one (FAQ, Kururu's Big Golem)."""
    d = g.defn(uid)
    if d.subtype != "full_power":
        return False
    if d.category != "normal":
        return True
    who = g.state.cards[uid].holder if p is None else p
    # The cards' standing effects, not ``effects_in_force``: the one text that takes 《全力》 has no
    # condition, and reading conditions here would loop through the gadgets that count 《全力》 (A 8-3).
    return not any(
        eff.op == "full_power_to_terminal"
        and eff.condition is None
        and (holder if eff.player == "self" else 1 - holder) == who
        for _src, holder, eff in _card_effects(g)
    )


def has_status(g: Game, p: int, op: str) -> bool:
    """Is player p under a status effect such as cannot_lose, cannot_win or cannot_attack?"""
    for uid, holder, eff in effects_in_force(g, (op,)):
        if eff.op != op:
            continue
        if eff.player == "unnamed":  # C 10-12: the player linked to the zone the card lies in
            from .procedures.terms import linked_player

            target = linked_player(g, uid or None, holder)
        else:
            target = holder if eff.player == "self" else 1 - holder
        if target == p:
            return True
    return False
