"""Renri (No. 22) and her another version 『歴史家』 (A1): card behaviour.

Facts (range, damage, costs, charge) come from the card database; only what the facts cannot say is
here. Her additional rules (A 20: 偽証 perjury, 偽証設置, 反証 disproof, 回帰 regression, the zones
〈偽証中〉 and 〈遺物〉) are not encoded yet, so neither is any card that names them or depends on them:
the engine refuses a position holding one (``card-not-implemented``).
"""

from __future__ import annotations

from ..model import Condition, Effect
from .registry import Behaviour, behaviour

# The current distance is 2 or more (C 5-2-1: the distance as read, modifications included).
DISTANCE_2_OR_MORE = Condition(quantity="distance", compare=">=", value=2)

CARDS: dict[str, Behaviour] = {
    # Enclose: when deployed and again when destroyed, one crystal goes from the distance to the dust,
    # each time only if the current distance is then 2 or more.
    "NA-22-renri-O-N-7": behaviour(
        Effect(timing="on_deploy", op="move", source="distance", dest="dust", condition=DISTANCE_2_OR_MORE),
        Effect(timing="on_destroy", op="move", source="distance", dest="dust", condition=DISTANCE_2_OR_MORE),
    ),
}
