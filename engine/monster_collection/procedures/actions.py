"""Specific actions that effects call for (MC 12.3-12.7) and the rule 重複しない (16.2).

- Drawing (補充, 12.3): ``draw n`` — the player must draw n, or every card left (12.3.1.3); ``draw n to m``
  and ``draw up to m`` — the player first declares how many, none being allowed too (12.3.1.1-2). Drawing
  none, by choice or for want of cards, counts as the effect not applied (12.3.1.4), so a ``then …``
  after it does not fire (4.1.11).
- Discarding (破棄, 12.4): a card goes to its owner's discard pile (12.4.1); "discard n hand cards" and
  "discard n draw-pile cards" discard everything when fewer are there (12.4.2). The player picks which
  hand cards.
- Removal from the game (12.5): the card goes to its owner's removal zone; a unit's equipment goes to
  the discard pile, as with any unit leaving the battlefield (2.1.2.1.2.2).
- Onto the draw pile (5.1.1.6, 5.1.1.7): units an effect puts on top of their owner's draw pile together
  go in the order their owner chooses, and the ruling names them in battlefield order, not in the order
  chosen, so no other player learns it.
- Dying (12.6) is ``Duel.discard_unit(…, died=True)``; shuffling (12.7) is ``rng.shuffle`` of the
  position's seeded generator, which no player can predict without the generator's state (the views
  withhold it).
- 重複しない (16.2): an effect with ``no_stack`` is not applied to what has already been designated its
  target this phase (16.2.1); it can still be declared on it and fires (16.2.2) — its card is spent, a
  ``then …`` after it sees it as not applied. The designations (``State.targeted``, by the card's id: two
  copies of one card have the same effect) are made at the declaration, in order, so that of two uses in
  one chain only the first declared applies, and are forgotten as the phase ends (16.2.3). Each use is
  its own designation — a unit's ◎ or □ used twice on one target, or a ● triggered twice, applies only
  the first time —, and only an ability with a 重複しない effect designates: another ability of the same
  card leaves the marks alone.

Hooks: chapter 10's ``effects.apply_effect`` hands the effects of ``KINDS`` to ``apply`` (with its draw
replacement) and ``effects.apply_all`` filters the targets of a ``no_stack`` effect through
``fresh_targets``; ``use.declare_use`` and ``special.declare`` call ``designate`` (keeping where the
use's marks begin in ``Declaration.designated``), ``effects.play_one`` as a triggered ability is played;
``phases.phase_effects_lost`` calls ``forget_designations``.
"""

from __future__ import annotations

from collections.abc import Callable, Generator

from ..duel import Duel
from ..model import Action, ChooseCard, ChooseNumber, Decision, Effect

Applied = Generator[Decision, Action, bool]
# chapter 10's replacement of one draw (procedures/effects.replace_draw, MC 10.8.4.2): whether it replaced it
DrawReplacement = Callable[[Duel, int], Applied]

# the effects this module applies (the rest are chapter 10's)
KINDS = frozenset({"draw", "discard_hand", "discard_deck", "remove", "to_deck"})


def handles(effect: Effect) -> bool:
    return effect.kind in KINDS


def apply(
    g: Duel, source: str, effect: Effect, value: int, targets: list[str], *, owner: int | None = None,
    replace_draw: DrawReplacement | None = None,
) -> Applied:  # fmt: skip
    """Apply one chapter-12 effect of ``source``: the player effects to ``owner`` (by default the source's
    owner) whatever the targets, the others to each target still on the battlefield. Whether it applied
    (MC 4.1.10)."""
    player = g.owner(source) if owner is None else owner
    if effect.kind == "draw":
        return (yield from replenish(g, player, value, effect.least, replace_draw))
    if effect.kind == "discard_hand":
        return (yield from discard_hand(g, player, value))
    if effect.kind == "discard_deck":
        return discard_deck(g, player, value)
    present = [uid for uid in targets if g.on_field(uid)]
    if effect.kind == "remove":
        for uid in present:
            remove_from_game(g, uid)
        return bool(present)
    return (yield from to_deck(g, present))


# --- 12.3 drawing ----------------------------------------------------------------------------------


def replenish(g: Duel, player: int, n: int, least: int | None, replace_draw: DrawReplacement | None = None) -> Applied:
    """MC 12.3.1: draw cards from the top of the draw pile, one at a time; each draw may be replaced by a
    replacement effect (MC 10.8.3, 10.8.4.2: ``replace_draw``), and a replaced draw draws no card."""
    n = max(0, n)
    if least is not None:  # 12.3.1.1 "n to m", 12.3.1.2 "up to m": declared first; none is allowed too
        clause = "MC-12-3-1-2" if least == 0 else "MC-12-3-1-1"
        counts = sorted({0, *range(max(0, least), n + 1)})
        answer = yield g.ask(
            "number", player, clause, [ChooseNumber(player=player, n=k) for k in counts], least=least, most=n
        )
        assert isinstance(answer, ChooseNumber)
        n = answer.n
        g.emit(clause, f"player {player} declares to draw {n}", player=player, n=n)
    drawn = 0
    replaced = 0
    for _ in range(n):
        if replace_draw is not None and (yield from replace_draw(g, player)):
            replaced += 1
            continue
        if not g.draw(player, "MC-12-3-1"):
            break
        drawn += 1
    if least is None and drawn + replaced < n:  # 12.3.1.3: fewer cards than n: all of them
        g.emit("MC-12-3-1-3", f"the draw pile held {drawn} of the {n} cards: all of them are drawn", drawn=drawn)
    if drawn == 0:  # 12.3.1.4
        g.emit("MC-12-3-1-4", f"player {player} drew no card: the effect counts as not applied", player=player)
        return False
    return True


# --- 12.4 discarding -------------------------------------------------------------------------------


def discard_hand(g: Duel, player: int, n: int) -> Applied:
    """MC 12.4.2: the player discards n hand cards of its choice; with n or fewer, the whole hand."""
    ps = g.state.players[player]
    n = max(0, n)
    if len(ps.hand) <= n:
        if ps.hand:
            g.emit("MC-12-4-2", f"player {player} has {len(ps.hand)} hand cards, not more than {n}: all are discarded")
        gone = list(ps.hand)
        for uid in gone:
            g.discard_from_hand(uid, "MC-12-4-1")
        return bool(gone)
    for _ in range(n):
        answer = yield g.ask(
            "effect_discard", player, "MC-12-4-1", [ChooseCard(player=player, card=c) for c in dict.fromkeys(ps.hand)]
        )
        assert isinstance(answer, ChooseCard)
        g.discard_from_hand(answer.card, "MC-12-4-1")
    return n > 0


def discard_deck(g: Duel, player: int, n: int) -> bool:
    """MC 12.4.2: the top n cards of the draw pile go to the discard pile; with n or fewer, all of them."""
    ps = g.state.players[player]
    n = max(0, n)
    if len(ps.draw_pile) < n:
        g.emit("MC-12-4-2", f"player {player}'s draw pile holds {len(ps.draw_pile)} cards, fewer than {n}: all go")
    gone, ps.draw_pile = ps.draw_pile[:n], ps.draw_pile[n:]
    ps.discard.extend(gone)
    for uid in gone:
        g.emit("MC-12-4-1", f"{g.name(uid)} is discarded from the top of player {player}'s draw pile", card=uid)
    if gone:
        g.decks_changed()
    return bool(gone)


# --- 12.5 removal, and cards onto the draw pile (5.1.1.6-7) ----------------------------------------


def leave_battlefield(g: Duel, uid: str) -> None:
    """A unit leaves the battlefield for a zone other than the discard pile: its equipment is discarded
    (2.1.2.1.2.2) and the effects applied to it are lost (5.1.1.8)."""
    t = g.terrain_of(uid)
    u = g.unit(uid)
    t.units.remove(u)
    for eq in u.equipment:
        g.state.players[g.owner(eq.card)].discard.append(eq.card)
        g.emit("MC-2-1-2-1-2-2", f"{g.name(eq.card)} is discarded with the unit", card=eq.card)
    u.equipment = []
    g.forget(uid)


def remove_from_game(g: Duel, uid: str) -> None:
    """MC 12.5.1: the card goes to its owner's removal zone."""
    area = g.terrain_of(uid).area
    leave_battlefield(g, uid)
    p = g.owner(uid)
    g.state.players[p].removed.append(uid)
    g.emit("MC-12-5-1", f"{g.name(uid)} is removed from the game from {area}", card=uid, player=p)


def to_deck(g: Duel, units: list[str]) -> Applied:
    """MC 5.1.1.6: units put together on top of their owners' draw piles go in the order each owner
    chooses, the first chosen on top; MC 5.1.1.7: the ruling names them in battlefield order, never in
    the order chosen (a draw pile is hidden, 5.1.3.6)."""
    for p in (g.state.active, 1 - g.state.active):
        mine = [uid for uid in units if g.owner(uid) == p]
        if not mine:
            continue
        for uid in mine:
            area = g.terrain_of(uid).area
            leave_battlefield(g, uid)
            g.emit("MC-5-1-1-6", f"{g.name(uid)} leaves {area} for its owner's draw pile", card=uid, player=p)
        order: list[str] = []
        left = list(mine)
        while len(left) > 1:
            answer = yield g.ask(
                "card_order", p, "MC-5-1-1-6", [ChooseCard(player=p, card=c) for c in left], placed=len(order)
            )
            assert isinstance(answer, ChooseCard)
            order.append(answer.card)
            left.remove(answer.card)
        order += left
        ps = g.state.players[p]
        ps.draw_pile = [*order, *ps.draw_pile]
        g.decks_changed()
        g.emit(
            "MC-5-1-1-7", f"player {p} puts {len(order)} cards on top of the draw pile in an order of its choosing"
        )
    return bool(units)


# --- 16.2 重複しない -------------------------------------------------------------------------------


def designate(g: Duel, card: str, targets: list[str] | tuple[str, ...], effects: list[Effect]) -> int | None:
    """MC 16.2.1: note, in order, the targets designated by one use of an ability of ``card`` having a
    重複しない effect among ``effects``: marks "card id>target>the card used". Returns where this use's marks
    begin in ``State.targeted`` — the use's own designation, kept by its declaration (or, for a triggered
    ability, as it is played), so that two uses of one card (a unit's ◎ used twice, a ● triggered twice)
    are two designations; None when the ability has no 重複しない effect (it designates nothing)."""
    if not any(e.no_stack for e in effects):
        return None
    key = g.state.cards[card].card
    since = len(g.state.targeted)
    g.state.targeted = [*g.state.targeted, *(f"{key}>{uid}>{card}" for uid in targets)]  # never in place: see clone
    return since


def fresh_targets(g: Duel, card: str, effect: Effect, targets: list[str], since: int | None = None) -> list[str]:
    """MC 16.2.1-2: the targets a 重複しない effect of ``card`` (the card used) still applies to — those
    whose first designation by an effect of that card id this phase was this use's (its marks begin at
    ``since`` in ``State.targeted``; None: the use designated nothing, so any earlier mark blocks)."""
    if not effect.no_stack:
        return targets
    key = g.state.cards[card].card
    fresh: list[str] = []
    for uid in targets:
        first = next((k for k, m in enumerate(g.state.targeted) if m.startswith(f"{key}>{uid}>")), None)
        if first is None or (since is not None and first >= since):
            fresh.append(uid)
        else:
            g.emit(
                "MC-16-2-1",
                f"{g.name(uid)} was already a target of {g.name(card)} this phase: the effect does not stack",
                card=uid,
            )
    return fresh


def forget_designations(g: Duel) -> None:
    """MC 16.2.3: at the end of the phase no card counts as designated any more."""
    g.state.targeted = []
