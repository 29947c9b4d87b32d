"""Saine (No. 02) and her another versions 『第二章』 (A1) and 『徒神』 (A2): card behaviour.

Facts (range, damage, costs) come from the card database; only what the facts cannot say is here.
Her 八相 texts are ordinary conditions on her holder's aura (in season 9-2: 1 or less).
"""

from __future__ import annotations

from dataclasses import replace

from ..catalogue import Behaviour, behaviour
from ..model import Condition, Effect

AURA_1_OR_LESS = Condition(quantity="self.aura", compare="<=", value=1)  # 八相
ALL_AROUND = list(range(11))  # 0-10
SAINE_TRUMP_USED = Condition(quantity="self.used_trumps", compare=">=", value=1, user="saine")
OTHER_TRUMP_USED = Condition(quantity="self.used_trumps", compare=">=", value=1, other_goddess=True)
# Accompaniment's 八相: aura 1 or less, or another goddess's trump used
AURA_1_OR_LESS_OR_OTHER_TRUMP = Condition(quantity="self.aura", compare="<=", value=1, any_of=[OTHER_TRUMP_USED])
TRUMPS_COST_1_LESS = Effect(
    timing="on_deploy", op="reduce_cost", applies_to="own_cards", condition=SAINE_TRUMP_USED
)  # "this turn, your trumps cost 1 less" (a lasting effect once resolved)
SHIELD = Effect(timing="while_deployed", op="aura_shield")  # its crystals count as its holder's aura

CARDS: dict[str, Behaviour] = {
    # Swing Rush: a second 4-5 2/1 attack after this one, under 八相.
    "NA-02-saine-O-N-1": behaviour(
        Effect(timing="after_attack", op="perform_attack", range=[4, 5], aura=2, life=1, condition=AURA_1_OR_LESS)
    ),
    "NA-02-saine-O-N-2": behaviour(),  # Cut Down: a reaction attack with no text beyond its facts
    # Hilt Slam: under 八相, one crystal from the dust to the distance after the attack.
    "NA-02-saine-O-N-3": behaviour(
        Effect(timing="after_attack", op="move", source="dust", dest="distance", condition=AURA_1_OR_LESS)
    ),
    # Space for Master: its crystals go to the distance instead of the dust; the master distance is 3.
    "NA-02-saine-O-N-5": behaviour(
        Effect(timing="while_deployed", op="redirect_crystals", source="this", dest="distance"),
        Effect(timing="while_deployed", op="master_distance", amount=1),
    ),
    # Wavering Crystal: deployed as a reaction, it weakens the attack it answers; when destroyed it
    # attacks (0-10, 1/-, no reaction) and then sends a dust crystal to the distance.
    "NA-02-saine-O-N-6": behaviour(
        Effect(timing="on_deploy", op="modify_attack", applies_to="this_attack", aura=-1, life=0),
        Effect(timing="on_destroy", op="perform_attack", range=ALL_AROUND, aura=1, keywords=["no_reaction"]),
        Effect(timing="on_destroy", op="move", source="dust", dest="distance"),
    ),
    # Rhythmic Arc: three attacks in printed order.
    "NA-02-saine-O-S-1": behaviour(
        Effect(timing="on_use", op="perform_attack", range=[3, 4], aura=1, life=1),
        Effect(timing="on_use", op="perform_attack", range=[4, 5], aura=1, life=1),
        Effect(timing="on_use", op="perform_attack", range=[3, 4, 5], aura=2, life=2),
    ),
    # Resonant Beat: costs 1 less per crystal on the opponent's aura; two of them go to the distance.
    "NA-02-saine-O-S-2": behaviour(
        Effect(timing="constant", op="reduce_cost", applies_to="this_card", amount_of="opponent.aura"),
        Effect(timing="on_use", op="move", source="opponent.aura", dest="distance", amount=2),
    ),
    # Saine's Final Stage: only as a reaction to the attack of a trump.
    "NA-02-saine-O-S-4": behaviour(answers_only="trump"),
    # Treachery (A2): trumps cannot answer it; as it is performed, if the opponent's aura holds 1 or
    # fewer, its aura and life damage swap (read once, then kept).
    "NA-02-saine-A2-N-2": behaviour(
        Effect(
            timing="constant",
            op="modify_attack",
            applies_to="this_attack",
            mod_class="swap",
            when="attack_performed",
            condition=Condition(quantity="opponent.aura", compare="<=", value=1),
        ),
        no_reaction=["trump"],
    ),
    # Withering Fragment (A2): once the attack it answers has resolved, if that attack's aura damage
    # was chosen and its holder's aura is empty, the current phase ends.
    "NA-02-saine-A2-S-3": behaviour(
        Effect(
            timing="after_attack",
            op="reserve",
            when="attack_end",
            then=[
                Effect(
                    timing="constant",
                    op="end_phase",
                    condition=Condition(
                        quantity="attack.aura_chosen",
                        compare="==",
                        value=1,
                        all_of=[Condition(quantity="self.aura", compare="==", value=0)],
                    ),
                )
            ],
        ),
        terminal=True,
    ),
    # Outclass: may react as if it had 《対応》 under 八相; one crystal either way between the distance
    # and the dust.
    "NA-02-saine-O-N-4": behaviour(
        Effect(timing="on_use", op="move", source="distance", dest="dust", two_way=True),
        reaction_if=AURA_1_OR_LESS,
    ),
    # Silent Wall: its crystals count as its holder's aura while they receive damage.
    "NA-02-saine-O-N-7": behaviour(SHIELD),
    # Silent Icebreaker: the attack it answers gets -1/-1; resurgence under 八相.
    "NA-02-saine-O-S-3": behaviour(
        Effect(timing="after_attack", op="modify_attack", applies_to="answered_attack", aura=-1, life=-1),
        Effect(timing="while_used", op="resurgence", condition=AURA_1_OR_LESS),
    ),
    # Accompaniment (A1): the opponent's first attack each turn, under its 八相, loses 対応不可 and gets
    # -1/+0; deployed or destroyed while a Saine trump is used, the holder's trumps cost 1 less this turn.
    "NA-02-saine-A1-N-6": behaviour(
        Effect(
            timing="while_deployed",
            op="lose_keyword",
            applies_to="opponent_attacks",
            keywords=["no_reaction"],
            when="attack_performed",
            first_in_turn=True,
            condition=AURA_1_OR_LESS_OR_OTHER_TRUMP,
        ),
        Effect(
            timing="while_deployed",
            op="modify_attack",
            applies_to="opponent_attacks",
            aura=-1,
            life=0,
            when="attack_performed",
            first_in_turn=True,
            condition=AURA_1_OR_LESS_OR_OTHER_TRUMP,
        ),
        TRUMPS_COST_1_LESS,
        replace(TRUMPS_COST_1_LESS, timing="on_destroy"),
    ),
    # Duet: Chilling Tranquility (A1): 1 cheaper under 八相; no attacks this turn; used, the holder's
    # attacks of another goddess get +0/+1; it returns unused as soon as its holder takes life damage
    # from an attack.
    "NA-02-saine-A1-S-2": behaviour(
        Effect(timing="constant", op="reduce_cost", applies_to="this_card", condition=AURA_1_OR_LESS),
        Effect(timing="on_use", op="cannot_attack"),
        Effect(timing="while_used", op="modify_attack", applies_to="own_attacks", aura=0, life=1, other_goddess=True),
        Effect(timing="while_used", op="immediate_resurgence", when="attack_life_damage"),
    ),
    # Reverberant Wall (A2): a Silent Wall; destroyed in its holder's turn under 八相, it attacks
    # (0-5, 0/0) and that attack then deals 2 aura damage and gives the next attack of the turn +0/+1.
    "NA-02-saine-A2-N-7": behaviour(
        SHIELD,
        Effect(
            timing="on_destroy",
            op="perform_attack",
            range=[0, 1, 2, 3, 4, 5],
            aura=0,
            life=0,
            condition=Condition(
                quantity="self.aura",
                compare="<=",
                value=1,
                all_of=[Condition(quantity="self.active", compare="==", value=1)],
            ),
            after_attack=[
                Effect(timing="after_attack", op="damage", player="opponent", dest="self.aura", amount=2),
                Effect(timing="after_attack", op="modify_attack", applies_to="next_attack", aura=0, life=1),
            ],
        ),
    ),
    # Ensemble (A1, Saine's and Tokoyo's): after the attack, with a Saine trump used an opponent's aura
    # crystal to the dust; under 八相 or 境地 a dust crystal to the distance; with a Tokoyo trump used a
    # dust crystal to the aura.
    "NA-02/04-saine/tokoyo-A1-N-1/4": behaviour(
        Effect(timing="after_attack", op="move", source="opponent.aura", dest="dust", condition=SAINE_TRUMP_USED),
        Effect(
            timing="after_attack",
            op="move",
            source="dust",
            dest="distance",
            condition=Condition(
                quantity="self.aura",
                compare="<=",
                value=1,
                any_of=[Condition(quantity="self.concentration", compare="==", value=2)],
            ),
        ),
        Effect(
            timing="after_attack",
            op="move",
            source="dust",
            dest="self.aura",
            condition=Condition(quantity="self.used_trumps", compare=">=", value=1, user="tokoyo"),
        ),
    ),
}
