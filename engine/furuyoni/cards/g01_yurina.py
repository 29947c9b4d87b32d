"""Yurina (No. 01) and her another versions 『第一章』 (A1) and 『調停者』 (A2): card behaviour.

Facts (range, damage, costs) come from the card database; only what the facts cannot say is here.
決死 (Resolve) is a condition on the user's own life, 3 or less: on a 【常時】 modification it is in
force while it holds (C 5-5-4), on a one-shot effect it is an "if" read when the effect resolves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model import BasicAction, Condition, Effect
from ..procedures.basic import MOVES, basic_action, can_move, choose_move
from .registry import Behaviour, behaviour, scripted

if TYPE_CHECKING:
    from ..game import Game, Proc
    from ..procedures.effects import Context

RESOLVE = Condition(quantity="self.life", compare="<=", value=3)  # 決死


def this_attack(**mod: object) -> Effect:
    """A 【常時】 modification of the attack made from this card (C 9-2-1 i, 10-3)."""
    return Effect(timing="constant", op="modify_attack", applies_to="this_attack", **mod)  # type: ignore[arg-type]


def answered(aura: int) -> Effect:
    """【攻撃後】: the attack this reacting attack answered gets aura/+0 (C 9-4 i, 10-3)."""
    return Effect(timing="after_attack", op="modify_attack", applies_to="answered_attack", aura=aura, life=0)


def appeal(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Appeal, after the attack: only if the opponent took its damage on life — the top three cards
    of the opponent's deck go face-down (as many as there are, C 5-10), Yurina performs a basic action
    of her choice at no cost, then the opponent performs the same one if it can move a crystal."""
    opp = 1 - me
    if ctx.attack is None or ctx.attack.damage_side != "life":
        g.emit("C 9-4 vii", "the opponent did not take the damage on life: nothing happens", card=uid)
        return
    deck = g.state.players[opp].deck
    for _ in range(3):
        if not deck:
            g.emit("C 5-10", f"player {opp}'s deck is empty: no more cards go face-down", player=opp)
            break
        g.move_card(deck[0], "face_down", opp, clause="C 7-1-8")
    move = yield from choose_move(g, me, list(MOVES), optional=False)
    if move is None:
        return
    yield from basic_action(g, me, BasicAction(player=0 if me == 0 else 1, move=move, cost="none"), paid=False)
    if can_move(g, opp, move) is not None:
        g.emit("C 9-6", f"player {opp} cannot perform {move}: nothing happens", player=opp)
        return
    yield from basic_action(g, opp, BasicAction(player=0 if opp == 0 else 1, move=move, cost="none"), paid=False)


CARDS: dict[str, Behaviour] = {
    "NA-01-yurina-O-N-1": behaviour(),  # Slash: no text beyond its facts
    # Brandish: +1/+0 while Yurina's life is 3 or less.
    "NA-01-yurina-O-N-2": behaviour(this_attack(aura=1, life=0, condition=RESOLVE)),
    # Hilt Strike: after the attack, if her life is 3 or less, her next attack this turn gets +1/+0.
    "NA-01-yurina-O-N-3": behaviour(
        Effect(
            timing="after_attack", op="modify_attack", applies_to="next_attack", aura=1, life=0, condition=RESOLVE
        )
    ),
    # Art of Drawing: -1/-1 while the distance is 2 or less.
    "NA-01-yurina-O-N-4": behaviour(
        this_attack(aura=-1, life=-1, condition=Condition(quantity="distance", compare="<=", value=2))
    ),
    # 体捌き (Taisabaki): her next attack this turn gets range expansion (far 1); then, if her life is
    # below the opponent's, up to two basic actions at no cost.
    "NA-01-yurina-O-N-5": behaviour(
        Effect(timing="on_use", op="modify_attack", applies_to="next_attack", range_class="expand_far", amount=1),
        Effect(
            timing="on_use",
            op="basic_action",
            amount=2,
            up_to=True,
            condition=Condition(quantity="self.life", compare="<", value_of="opponent.life"),
        ),
    ),
    "NA-01-yurina-O-S-1": behaviour(),  # Tsukikage Crush: no text beyond its facts
    # Uranami Storm: 終端; after the attack, the attack it answered gets -2/+0.
    "NA-01-yurina-O-S-2": behaviour(answered(-2), terminal=True),
    # Yurina's Final Blow: usable only while her life is 3 or less.
    "NA-01-yurina-O-S-4": behaviour(use_condition=RESOLVE),
    # Wild Swing (A1): +0/+2 and no reaction while her life is 3 or less.
    "NA-01-yurina-A1-N-1": behaviour(
        this_attack(aura=0, life=2, condition=RESOLVE),
        Effect(
            timing="constant",
            op="gain_keyword",
            applies_to="this_attack",
            keywords=["no_reaction"],
            condition=RESOLVE,
        ),
    ),
    # Imperfect Uranami Storm (A1): as Uranami Storm, with -3/+0.
    "NA-01-yurina-A1-S-2": behaviour(answered(-3), terminal=True),
    # Appeal (A2): see ``appeal``.
    "NA-01-yurina-A2-N-3": behaviour(scripted("after_attack", appeal)),
    # Outrage (A1): when destroyed, an attack 0-4 1/- with no reaction that flinches the opponent.
    "NA-01-yurina-A1-N-6": behaviour(
        Effect(
            timing="on_destroy",
            op="perform_attack",
            range=[0, 1, 2, 3, 4],
            aura=1,
            life=None,
            keywords=["no_reaction"],
            after_attack=[Effect(timing="after_attack", op="flinch", player="opponent")],
        )
    ),
}
