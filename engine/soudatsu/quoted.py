"""The cards the rules document quotes, encoded only as far as it quotes them.

No card list of 奏奪 is public. The document names four cards: the two dragons of the text errata
(SD-errata-1), the shifting scene (SD-errata-2, SD-detail-building-4/5) and Demowan's bequest
(SD-detail-building-6). A definition that says it is one of them (``CardDef.quoted``) must carry what
the document says of it; everything the document does not say (a dragon's attack and health, the
bequest's durability gain and mark) the definition states itself, like any test card. The readings
taken for the gaps are the clause index's decisions on those clauses.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass

from .model import CardDef, Effect, Line


@dataclass(frozen=True)
class QuotedCard(ABC):
    key: str
    name_ja: str
    name_en: str  # our own rendering of the name
    clause: str  # where the document quotes it
    what: str  # what the document gives of it, in our words

    @abstractmethod
    def mismatch(self, d: CardDef) -> str | None:
        """What in `d` contradicts the quoted text (the words finish "the quoted card ..."), or None."""


@dataclass(frozen=True)
class Dragon(QuotedCard):
    def mismatch(self, d: CardDef) -> str | None:
        if d.kind != "soldier":
            return "is read as a soldier"
        if "graveyard_unless_cast_from_recursion" not in d.keywords:
            return "carries the text the errata inserts (keyword graveyard_unless_cast_from_recursion)"
        return None


SHIFTING_SCENE_LINES = [
    Line(label="spring", effects=[Effect(op="nothing")]),
    Line(label="summer-autumn", effects=[Effect(op="rebirth_skull")], steps=2),
    Line(label="winter", effects=[Effect(op="nothing")]),
]


@dataclass(frozen=True)
class ShiftingScene(QuotedCard):
    def mismatch(self, d: CardDef) -> str | None:
        if d.kind != "building" or d.mark != "skull" or (d.durability or 0) != 0:
            return "is a skull-mark building without durability"
        if d.lines != SHIFTING_SCENE_LINES:
            return "has the lines spring (not quoted: nothing), summer-autumn (rebirth_skull, 2 steps), winter (nothing)"
        return None


@dataclass(frozen=True)
class DemowanBequest(QuotedCard):
    def mismatch(self, d: CardDef) -> str | None:
        if d.kind != "building" or (d.durability or 0) != 0:
            return "is a building without durability until its hasty line gives it some"
        last = d.lines[-1] if d.lines else None
        if (
            last is None
            or last.label != "hasty"
            or not any(e.op == "gain_durability" and e.amount > 0 for e in last.effects)
        ):
            return "ends with its hasty line, which gives it durability (gain_durability N)"
        return None


QUOTED: dict[str, QuotedCard] = {
    q.key: q
    for q in (
        Dragon(
            "redes",
            "情熱と怒りの龍、レデス",
            "Redes, Dragon of Passion and Wrath",
            "SD-errata-1",
            "goes to the graveyard on entering play unless cast from the recursion zone",
        ),
        Dragon(
            "wastei",
            "静寂と癒しの竜、ワステイ",
            "Wastei, Dragon of Stillness and Healing",
            "SD-errata-1",
            "goes to the graveyard on entering play unless cast from the recursion zone",
        ),
        ShiftingScene(
            "shifting-scene",
            "移り変わる情景",
            "Shifting Scene",
            "SD-errata-2",
            "spring line on entering play, summer-autumn line (skull cards in your recursion zone have rebirth) "
            "at the next two turn starts, then winter and the graveyard",
        ),
        DemowanBequest(
            "demowan-bequest",
            "デモワンの遺志",
            "Demowan's Bequest",
            "SD-detail-building-6",
            "its hasty line gives it durability, so it stays in play",
        ),
    )
}
