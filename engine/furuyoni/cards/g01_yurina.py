"""Yurina (No. 01) and her another versions 『第一章』 (A1) and 『調停者』 (A2): card behaviour.

Facts (range, damage, costs) come from the card database; only what the facts cannot say is here.
決死 (Resolve) is a condition on the user's own life, 3 or less: on a 【常時】 modification it is in
force while it holds (C 5-5-4), on a one-shot effect it is an "if" read when the effect resolves.
"""

from __future__ import annotations

from ..model import Condition, Effect
from .registry import Behaviour, behaviour

RESOLVE = Condition(quantity="self.life", compare="<=", value=3)  # 決死


def this_attack(**mod: object) -> Effect:
    """A 【常時】 modification of the attack made from this card (C 9-2-1 i, 10-3)."""
    return Effect(timing="constant", op="modify_attack", applies_to="this_attack", **mod)  # type: ignore[arg-type]


def answered(aura: int) -> Effect:
    """【攻撃後】: the attack this reacting attack answered gets aura/+0 (C 9-4 i, 10-3)."""
    return Effect(timing="after_attack", op="modify_attack", applies_to="answered_attack", aura=aura, life=0)


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
