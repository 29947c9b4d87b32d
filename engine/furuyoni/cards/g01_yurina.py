"""Yurina (No. 01) and her another versions 『第一章』 (A1) and 『調停者』 (A2): card behaviour.

Facts (range, damage, costs) come from the card database; only what the facts cannot say is here.
決死 (Resolve) is a condition on the user's own life, 3 or less: on a 【常時】 modification it is in
force while it holds (C 5-5-4), on a one-shot effect it is an "if" read when the effect resolves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..catalogue import Behaviour, behaviour, scripted
from ..model import Action, BasicAction, Choose, Condition, Decision, Decline, Effect, XValue
from ..procedures.basic import MOVES, basic_action, by_effect, can_move, choose_move
from ..procedures.common import ask
from ..procedures.terms import deck_to, pick_card, return_to_unused
from ..quantities import x_of

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
    of the opponent's deck go face-down (as many as there are, C 5-10; a poison on top stays there and
    covers the cards under it, as for Argue: FAQ, Shinra: Argue), Yurina performs a basic action of
    her choice at no cost, then the opponent performs the same one if it can move a crystal."""
    opp = 1 - me
    if ctx.attack is None or ctx.attack.damage_side != "life":
        g.emit("C 9-4 vii", "the opponent did not take the damage on life: nothing happens", card=uid)
        return
    # the top three, one at a time; a poison on top stays and covers the cards under it (A 7-2-1)
    deck_to(g, opp, 3, "face_down", "C 7-1-8")
    move = yield from choose_move(g, me, list(MOVES), optional=False)
    if move is None:
        return
    yield from basic_action(g, me, BasicAction(player=0 if me == 0 else 1, move=move, cost="none"), paid=False)
    if can_move(g, opp, move) is not None:
        g.emit("C 9-6", f"player {opp} cannot perform {move}: nothing happens", player=opp)
        return
    yield from basic_action(g, opp, BasicAction(player=0 if opp == 0 else 1, move=move, cost="none"), paid=False)


def harmony(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Harmony, once the opponent's aura has first changed this turn by an attack's damage or a basic
    action and that attack or basic action has resolved: Yurina may choose one — wrap, then focus if
    she wants; or an attack 3-5 2/1 (C 10-5)."""
    from ..procedures.effects import resolve_effect

    p = 0 if me == 0 else 1
    options: list[Action] = [Choose(player=p, option="wrap"), Choose(player=p, option="attack"), Decline(player=p)]
    ans = yield from ask(
        g, Decision(kind="choose", player=p, clause="C 5-5", options=options, detail={"card": uid, "what": "mode"})
    )
    if not isinstance(ans, Choose):
        g.emit("C 5-5", f"player {me} chooses neither", player=me)
        return
    g.emit("C 5-5", f"player {me} chooses {ans.option}", player=me, card=uid)
    if ans.option == "wrap":
        yield from basic_action(g, me, BasicAction(player=p, move="wrap", cost="none"), paid=False)
        yield from by_effect(g, me, Effect(timing="while_deployed", op="basic_action", move="focus", up_to=True))
    else:
        attack = Effect(timing="while_deployed", op="perform_attack", range=[3, 4, 5], aura=2, life=1)
        yield from resolve_effect(g, uid, me, attack, "C 10-5", ctx)


def return_used_trumps(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Kamukura Legacy: up to X of Yurina's used trumps go back to unused (C 10-17), picked one at a
    time until she stops or has none left."""
    trumps = g.state.players[me].trumps
    for _ in range(x_of(g, uid)):
        used = [u for u in trumps if g.state.cards[u].trump_state == "used" and g.state.cards[u].holder == me]
        if not used:
            return
        chosen = yield from pick_card(g, me, used, "C 10-17", {"card": uid, "what": "card"}, optional=True)
        if chosen is None:
            g.emit("C 10-17", f"player {me} returns no more trumps", player=me)
            return
        return_to_unused(g, chosen, "C 10-17")


CARDS: dict[str, Behaviour] = {
    "NA-01-yurina-O-N-1": behaviour(),  # Slash: no text beyond its facts
    # Brandish: +1/+0 while Yurina's life is 3 or less.
    "NA-01-yurina-O-N-2": behaviour(this_attack(aura=1, life=0, condition=RESOLVE)),
    # Hilt Strike: after the attack, if her life is 3 or less, her next attack this turn gets +1/+0.
    "NA-01-yurina-O-N-3": behaviour(
        Effect(timing="after_attack", op="modify_attack", applies_to="next_attack", aura=1, life=0, condition=RESOLVE)
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
    # Overawe: 隙 (C 10-6); when destroyed, an attack 1-4 3/-.
    "NA-01-yurina-O-N-6": behaviour(
        Effect(timing="on_destroy", op="perform_attack", range=[1, 2, 3, 4], aura=3, life=None), unguarded=True
    ),
    # Spirit of Fire: while deployed and her life is 3 or less, attacks of her other goddess get
    # +1/+1 and 超克 (C 10-15, 10-21).
    "NA-01-yurina-O-N-7": behaviour(
        Effect(timing="while_deployed", op="modify_attack", aura=1, life=1, other_goddess=True, condition=RESOLVE),
        Effect(
            timing="while_deployed",
            op="gain_keyword",
            keywords=["overcome"],
            other_goddess=True,
            condition=RESOLVE,
        ),
    ),
    "NA-01-yurina-O-S-1": behaviour(),  # Tsukikage Crush: no text beyond its facts
    # Ukifune Serene: five crystals from the dust to her aura; 即再起 when her life becomes 3 or less
    # (from 4 or more: a life already at 3 or less when it is used does not set it off, C 10-8).
    "NA-01-yurina-O-S-3": behaviour(
        Effect(timing="on_use", op="move", source="dust", dest="self.aura", amount=5),
        Effect(timing="while_used", op="immediate_resurgence", condition=RESOLVE, becomes=True),
    ),
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
    # Harmony (A2): see ``harmony``.
    "NA-01-yurina-A2-N-7": behaviour(scripted("while_deployed", harmony, when="aura_first_changed")),
    # Kamukura Legacy (A2): no reaction; X/2 where X, also its cost, is her flare as she pays it; after
    # the attack up to X wraps or focuses, up to X used trumps back to unused, hand limit +X this turn.
    "NA-01-yurina-A2-S-1": behaviour(
        Effect(timing="after_attack", op="basic_action", moves=["wrap", "focus"], up_to=True, amount_of="this.x"),
        scripted("after_attack", return_used_trumps),
        Effect(timing="after_attack", op="hand_limit", amount_of="this.x"),
        no_reaction=["all"],
        x=XValue(quantity="self.flare"),
        x_damage=["aura"],
        cost_x=True,
    ),
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
