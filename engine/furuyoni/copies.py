"""The information a card has *now*, where effects change it: a card that is a copy of another
(C 10-16) and effects added to a card (C 10-14). Every other card has its printed definition, and
``Game.defn`` hands that out directly; only the cards these effects touch come through here."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from .catalogue import UnknownCard, definition
from .goddess_state import CARD_ZONES as GODDESS_CARD_ZONES
from .goddess_state import FACE_UP as GODDESS_FACE_UP
from .goddess_state import zone_list
from .model import CardDef, Effect

if TYPE_CHECKING:
    from .game import Game

# Where a card's information can be read by an effect: a zone where it lies face up (C 7-1). A card
# face down — in the deck, the hand, the face-down pile, an unused trump — cannot be referenced.
FACE_UP_ZONES = frozenset({"discard", "enhancements", "in_use", "extra"})  # and a goddess's (FACE_UP)

# C 9-1-1-2: a constant effect (the copy effect is one) is referenced where a player may see the card.
COPY_ZONES = frozenset({"hand", "discard", "face_down", "enhancements", "trumps", "in_use"})


def is_copier(d: CardDef) -> bool:
    return any(e.op == "copy_of" for e in d.effects)


def current_definition(g: Game, uid: str) -> CardDef:
    inst = g.state.cards[uid]
    printed = definition(g.state, inst.card)
    d = printed
    copy = next((e for e in printed.effects if e.op == "copy_of"), None)
    if copy is not None and g.zone_of(uid)[0] in COPY_ZONES:
        original = copy_source(g, uid, copy)
        if original is not None and copy.keep_own:
            # A copy "except its name, its user and this text" (Tempered Attack, A 6): T's information
            # with the copier's name, user and printed text, the copier's restrictions included.
            d = replace(
                original,
                category=printed.category,
                name=printed.name,
                user=printed.user,
                effects=[*original.effects, *printed.effects],
                unchoosable_in_hand=printed.unchoosable_in_hand,
                unsealable=printed.unsealable,
                returns_only_by_reshuffle=printed.returns_only_by_reshuffle,
            )
        elif original is not None:
            # C 10-16: everything but the category (6-2-1-1) is read from the original. The copy
            # effect is the printed text's own, so it keeps applying while the copy shows T's text.
            d = replace(original, category=printed.category)
            if copy.keep_name:  # "except its name" (Dupligear)
                d = replace(d, name=printed.name)
    if inst.added:
        d = replace(d, effects=[*d.effects, *inst.added])  # C 10-14: after the card's own effects
    return d


def copy_source(g: Game, uid: str, copy: Effect) -> CardDef | None:
    """The original card T (its printed information), or None when T cannot be referenced: then
    the copy effect does not apply (C 10-16)."""
    s = g.state
    of = copy.of or ""
    if of in GODDESS_CARD_ZONES:  # the card face up in the holder's zone of that name a goddess adds, if
        # any (Blacksmith Hagane's 〈Anvil〉, A 6-3-1); none where the holder has no such zone
        found = zone_list(s.players[s.cards[uid].holder], of)
        return definition(s, s.cards[found[0]].card) if found else None
    if of.startswith("by_crystals:"):
        # "by_crystals:<card id>:<id0>,<id1>,…": the card named by the count of crystals on its holder's
        # deployed card of that id (none deployed: 0), the last one for that count or more (Renri's
        # Sigiled Robe, after her Last Gasp).
        _, gauge_id, names = of.split(":", 2)
        ids = names.split(",")
        ps = s.players[s.cards[uid].holder]
        count = next((s.cards[u].crystals for u in ps.enhancements if s.cards[u].card == gauge_id), 0)
        of = ids[min(count, len(ids) - 1)]
    if not of.startswith("sealed:"):
        try:
            return definition(s, of)  # a printed card, inline or real: always there to read
        except UnknownCard:
            return None
    sealer_id = of.removeprefix("sealed:")
    holder = s.cards[uid].holder
    for sealer, held in s.sealed.items():
        inst = s.cards.get(sealer)
        if inst is None or inst.card != sealer_id or inst.holder != holder or not held:
            continue
        if face_up(g, sealer):
            return definition(s, s.cards[held[0]].card)
    return None


def face_up(g: Game, uid: str) -> bool:
    zone, _ = g.zone_of(uid)
    inst = g.state.cards[uid]
    if zone == "trumps":
        return inst.trump_state == "used"  # C 7-1-11: an unused trump lies face down
    if zone == "out_of_game":
        return inst.face_up
    return zone in FACE_UP_ZONES or zone in GODDESS_FACE_UP
