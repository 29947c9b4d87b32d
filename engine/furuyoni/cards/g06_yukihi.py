"""Yukihi (No. 06) and her another version 『社交界』 (A1): card behaviour, and her additional rules.

A 4-1-1: a player who harbors Yukihi has an umbrella, closed at the start of the duel, open or closed
from then on, seen by everyone (``PlayerState.umbrella``; None for a player without one).
A 4-2: a card with umbrella icons has a closed and an open side (``CardDef.opened``); its range, damages
and text are those of the side its holder's umbrella shows (``umbrella_side``, which ``Game.defn``
consults), and nothing of either side for a holder without an umbrella.
A 4-3: toggling the umbrella (``toggle``; the effect op ``toggle_umbrella``).
A 4-4: in her own end phase the player may toggle it (``end_phase_toggle``).

Facts (range, damage, costs, both sides' ranges and damages) come from the card database; only what
the facts cannot say is here.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..model import CardDef, Condition, Effect, PlayerState
from .registry import Behaviour, GoddessRules, behaviour, scripted, umbrella_sides

if TYPE_CHECKING:
    from ..game import Game, Proc
    from ..procedures.effects import Context

UMBRELLA_GODDESS = "yukihi"


def harbors_yukihi(goddesses: list[str]) -> bool:
    """Is Yukihi (in any form: ``yukihi``, ``yukihi-a1``) among these goddesses?"""
    return any(g == UMBRELLA_GODDESS or g.startswith(f"{UMBRELLA_GODDESS}-") for g in goddesses)


def umbrella_at_start(ps: PlayerState) -> None:
    """A 4-1-1: the umbrella is closed when the duel starts."""
    if harbors_yukihi(ps.goddesses):
        ps.umbrella = "closed"


def umbrella_side(d: CardDef, umbrella: str | None) -> CardDef:
    """A 4-2: the information of an umbrella-icon card for its holder's umbrella. Without an umbrella
    the card has no text, 0/0 damage and a range with no element."""
    if umbrella == "closed":
        return d
    if umbrella == "open" and d.opened is not None:
        o = d.opened
        return replace(d, range=o.range, aura_damage=o.aura_damage, life_damage=o.life_damage, effects=o.effects)
    return replace(d, range=[], aura_damage=0, life_damage=0, effects=[])


def toggle(g: Game, p: int) -> Proc:
    """A 4-3: the player's umbrella turns to its other state; a player without one does nothing."""
    ps = g.state.players[p]
    if ps.umbrella is None:
        g.emit("A 4-3", f"player {p} has no umbrella: toggling it does nothing", player=p)
        return
    ps.umbrella = "open" if ps.umbrella == "closed" else "closed"
    g.emit("A 4-3", f"player {p} {'opens' if ps.umbrella == 'open' else 'closes'} the umbrella", player=p)
    yield from ()


def end_phase_toggle(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """A 4-4: the rule effect of the player who harbors Yukihi: in her end phase she may toggle."""
    from ..procedures.common import ask_yes_no

    if (yield from ask_yes_no(g, me, "may", "A 4-4", {"rule": "A 4-4"})):
        g.emit("A 4-4", f"player {me} turns the umbrella in the end phase", player=me)
        yield from toggle(g, me)
    else:
        g.emit("A 4-4", f"player {me} leaves the umbrella {g.state.players[me].umbrella}", player=me)


END_PHASE_TOGGLE = scripted("constant", end_phase_toggle, when="end_phase")


def umbrella_rules(g: Game, when: str) -> list[tuple[str, int, Effect]]:
    """A 4-4 is due in the end phase of an active player who has an umbrella (she harbors Yukihi)."""
    state = g.state
    p = state.active
    if when != "end_phase" or state.players[p].umbrella is None:
        return []
    return [(f"rule:A-4-4#{p}", p, END_PHASE_TOGGLE)]


RULES = GoddessRules(at_start=umbrella_at_start, rule_effects=umbrella_rules)


def _toggle(**kw: Any) -> Effect:
    return Effect(timing=kw.pop("timing", "on_use"), op="toggle_umbrella", **kw)


def _arrow(timing: str, source: str, dest: str, amount: int = 1) -> Effect:
    return Effect(timing=timing, op="move", source=source, dest=dest, amount=amount)  # type: ignore[arg-type]


def _this_attack_gets(aura: int, life: int) -> Effect:
    """While your enhancements carry 4 crystals or more in all, this attack gets +aura/+life."""
    return Effect(
        timing="constant",
        op="modify_attack",
        applies_to="this_attack",
        aura=aura,
        life=life,
        condition=Condition(quantity="self.enhancement_crystals", compare=">=", value=4),
    )


CARDS: dict[str, Behaviour] = {
    # Hidden Needles / Kept Needles: both sides are plain attacks.
    "NA-06-yukihi-O-N-1": umbrella_sides(),
    # Preparation / Fake Out: closed, after the attack the card comes back to hand and the umbrella
    # turns; open, no text.
    "NA-06-yukihi-O-N-2": umbrella_sides(
        closed=(Effect(timing="after_attack", op="return_to_hand"), _toggle(timing="after_attack"))
    ),
    # Swing / Pierce: both sides are plain (full-power) attacks.
    "NA-06-yukihi-O-N-4": umbrella_sides(),
    # Pull Back / Advance: closed, one crystal from the dust to the distance; open, the other way.
    "NA-06-yukihi-O-N-6": umbrella_sides(
        closed=(_arrow("on_use", "dust", "distance"),), opened=(_arrow("on_use", "distance", "dust"),)
    ),
    # Swaying Flame: both sides are plain attacks (closed 0/0 far, open 4/5 at distance 0).
    "NA-06-yukihi-O-S-2": umbrella_sides(),
    # Soft Heart: while deployed, your attacks made from umbrella-icon cards (hers only) have the
    # ranges of both sides.
    "NA-06-yukihi-O-S-3": behaviour(
        Effect(timing="while_deployed", op="modify_attack", applies_to="own_attacks", range_class="umbrella_sides")
    ),
    # Abrupt Transformation: turn the umbrella, then one crystal from the dust to your aura.
    "NA-06-yukihi-O-S-4": behaviour(_toggle(), _arrow("on_use", "dust", "self.aura")),
    # Cooperate / Coerce: with 4 or more crystals on your enhancements, +0/+1 closed, +1/+0 open.
    "NA-06-yukihi-A1-N-2": umbrella_sides(closed=(_this_attack_gets(0, 1),), opened=(_this_attack_gets(1, 0),)),
}
