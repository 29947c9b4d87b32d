"""One draw effect, one reading of its number (docs/decisions.md, MC 1.3.2, 10.1.7, 12.3.1.2): a draw's
"up to n" is declared just before drawing with none allowed (``least`` 0), so a card marking a draw
``up_to`` — a number chosen at the declaration, 1 or more — is refused as card information; any other
effect may carry ``up_to``."""

from __future__ import annotations

from engine.monster_collection.model import Ability, CardDef, Effect
from engine.monster_collection.validate import card_error


def spell(effect: Effect) -> CardDef:
    ability = Ability(kind="hand", timing=["normal"], target="this_unit", effects=[effect])
    return CardDef(id="study", name="Study", type="battle_spell", attributes=["fire"], abilities=[ability])


def test_a_draw_marked_up_to_at_the_declaration_is_refused() -> None:
    assert card_error(spell(Effect(kind="draw", amount=2, up_to=True))) == (
        "MC-12-3-1-2", "'draw up to m' declares its number before drawing (least 0), not at declaration",
    )  # fmt: skip


def test_a_draw_up_to_declared_as_it_draws_and_a_damage_up_to_are_accepted() -> None:
    assert card_error(spell(Effect(kind="draw", amount=2, least=0))) is None
    assert card_error(spell(Effect(kind="damage", amount=2, up_to=True))) is None
