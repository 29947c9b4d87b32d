"""Yurina (No. 01) and her another versions 『第一章』 (A1) and 『調停者』 (A2): card behaviour.

Facts (range, damage, costs) come from the card database; only what the facts cannot say is here.
"""

from __future__ import annotations

from .registry import Behaviour, behaviour

CARDS: dict[str, Behaviour] = {
    "NA-01-yurina-O-N-1": behaviour(),  # Slash: no text beyond its facts
}
