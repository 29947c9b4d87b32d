"""Himika (No. 03) and her another version 『原初』 (A1): card behaviour.

Facts (range, damage, costs) come from the card database; only what the facts cannot say is here.
連火 (Inferno) holds when this card is the third or later card its user has used this turn: the
count of cards used this turn (``self.cards_used``) includes the card from the start of its use.
"""

from __future__ import annotations

from ..catalogue import Behaviour, behaviour
from ..model import Condition, Effect, XValue

INFERNO = Condition(quantity="self.cards_used", compare=">=", value=3)  # 連火


CARDS: dict[str, Behaviour] = {
    "NA-03-himika-O-N-1": behaviour(),  # Shoot: no text beyond its facts
    # Quick Shot: +1/+1 under Inferno.
    "NA-03-himika-O-N-2": behaviour(
        Effect(timing="constant", op="modify_attack", applies_to="this_attack", aura=1, life=1, condition=INFERNO)
    ),
    # Magnum: after the attack, one crystal of Himika's own life goes to the dust.
    "NA-03-himika-O-N-3": behaviour(Effect(timing="after_attack", op="move", source="self.life", dest="dust")),
    "NA-03-himika-O-N-4": behaviour(both_damages=True),  # Barrage (C 10-26)
    # Backstep: draw one, then one crystal from the dust to the distance.
    "NA-03-himika-O-N-5": behaviour(
        Effect(timing="on_use", op="draw"),
        Effect(timing="on_use", op="move", source="dust", dest="distance"),
    ),
    # Backdraft: flinch the opponent; under Inferno, Himika's next attack this turn of another goddess
    # with a numeric aura damage gets +1/+1.
    "NA-03-himika-O-N-6": behaviour(
        Effect(timing="on_use", op="flinch", player="opponent"),
        Effect(
            timing="on_use",
            op="modify_attack",
            applies_to="next_attack",
            aura=1,
            life=1,
            other_goddess=True,
            aura_damage_defined=True,
            condition=INFERNO,
        ),
    ),
    # Smoke: while deployed, no arrow of any card moves crystals out of the distance.
    "NA-03-himika-O-N-7": behaviour(Effect(timing="while_deployed", op="block_arrows", source="distance")),
    "NA-03-himika-O-S-1": behaviour(),  # Red Bullet: no text beyond its facts
    # Crimson Zero: both damages (C 10-26); no reaction while the distance is 0.
    "NA-03-himika-O-S-2": behaviour(
        Effect(
            timing="constant",
            op="gain_keyword",
            applies_to="this_attack",
            keywords=["no_reaction"],
            condition=Condition(quantity="distance", compare="==", value=0),
        ),
        both_damages=True,
    ),
    # Scarlet Visions: draw two, then put a card of her choice from hand face-down.
    "NA-03-himika-O-S-3": behaviour(
        Effect(timing="on_use", op="draw", amount=2),
        Effect(timing="on_use", op="put_face_down"),
    ),
    # Vermillion Field: under Inferno, two crystals from the dust to the distance; 再起 with an empty
    # hand (C 10-7).
    "NA-03-himika-O-S-4": behaviour(
        Effect(timing="on_use", op="move", source="dust", dest="distance", amount=2, condition=INFERNO),
        Effect(
            timing="while_used", op="resurgence", condition=Condition(quantity="self.hand", compare="==", value=0)
        ),
    ),
    # Path of Flame (A1): +0/+1 under Inferno.
    "NA-03-himika-A1-N-2": behaviour(
        Effect(timing="constant", op="modify_attack", applies_to="this_attack", aura=0, life=1, condition=INFERNO)
    ),
    # Blazing Sun - Crimson Himika (A1): no reaction; X/X where X is 8 minus the current distance;
    # after the attack Himika loses the duel.
    "NA-03-himika-A1-S-2": behaviour(
        Effect(timing="after_attack", op="lose"),
        no_reaction=["all"],
        x=XValue(quantity="distance", offset=8, negate=True),
        x_damage=["aura", "life"],
    ),
    # Killing Intent (A1): with an empty hand, two crystals of the opponent's aura go to the dust.
    "NA-03-himika-A1-N-5": behaviour(
        Effect(
            timing="on_use",
            op="move",
            source="opponent.aura",
            dest="dust",
            amount=2,
            condition=Condition(quantity="self.hand", compare="==", value=0),
        )
    ),
}
