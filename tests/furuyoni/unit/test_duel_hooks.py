"""Issue 22, third round: a Game asks the gameplay hooks of the goddesses in its duel only
(``hooks.DuelHooks``), found once as the position is loaded; since the fourth round validation asks the
goddesses of the duel too, a goddess's state present bringing her in.

"In the duel" is generous (``hooks.duel_goddesses``): the goddesses the players harbor, those whose
state is present, the goddess of every card of the duel and of every inline definition, and the
goddess whose rules define an effect op a card uses. The tests below fail if a goddess with a card in
the duel but chosen by nobody has her hooks skipped, and if validation stops refusing a goddess's state
in a duel without her."""

from __future__ import annotations

from typing import Any

import pytest

from engine.furuyoni import api, hooks
from engine.furuyoni.fast import FAST
from engine.furuyoni.game import Game
from engine.furuyoni.validate import PositionError, validate_state

pytestmark = pytest.mark.skipif(not FAST, reason="FURUYONI_NO_FAST=1 asks every goddess everywhere")

WEFT = "06-yukihi-o-n-1"  # a two-sided card of Yukihi's (A 4-2): range 4-6 closed, 0-2 open, 3/1


def _position(cards: dict[str, Any], players: list[dict[str, Any]], **state: Any) -> dict[str, Any]:
    body = {"step": "main_action", "cards": cards, "players": players, **state}
    return {"format": "furuyoni-position/2", "state": body}


def _game(position: dict[str, Any]) -> Game:
    return Game(api.load_position(position).state, trace=False)


def test_the_chosen_goddesses_are_in_the_duel_and_no_other() -> None:
    g = _game(_position({}, [{"goddesses": ["yurina-a1", "saine"]}, {"goddesses": ["himika", "tokoyo"]}]))
    assert g.hooks.keys == frozenset({"yurina", "saine", "himika", "tokoyo"})
    assert all(key in {"yurina", "saine", "himika", "tokoyo"} for key, _ in g.hooks.named)
    assert g.faces is None  # Yukihi's two sides (A 4-2) are not asked: no card of hers is in the duel


def test_a_card_of_a_goddess_nobody_harbors_brings_her_hooks() -> None:
    """A crafted duel: Yukihi's two-sided card is in player A's hand, and nobody harbors Yukihi. Her
    rule A 4-2 still reads the card: a holder with no umbrella sees no text, 0/0, no range. Were her
    hooks skipped because nobody chose her, the card would read as its printed closed side (4-6)."""
    pos = _position(
        {"A:weft": {"card": WEFT, "holder": 0}},
        [{"goddesses": ["yurina", "saine"], "hand": ["A:weft"]}, {"goddesses": ["himika", "tokoyo"]}],
    )
    g = _game(pos)
    assert "yukihi" in g.hooks.keys
    assert g.faces is not None
    d = g.defn("A:weft")
    assert (d.range, d.aura_damage, d.life_damage) == ([], 0, 0)
    # the same reading as the engine asking every goddess (the switch off)
    every = hooks._duel_hooks(None)
    assert every.faces is not None and g.faces == every.faces


def test_a_goddess_state_brings_her_hooks() -> None:
    """Scenario positions often name no goddess and give a player a goddess's state (A 4-1-1)."""
    g = _game(_position({}, [{"goddess": {"yukihi": {"umbrella": "open"}}}, {}]))
    assert "yukihi" in g.hooks.keys
    assert g.faces is not None


def test_an_effect_op_of_a_goddess_brings_her_hooks() -> None:
    """An inline test card of Yurina's that uses an op Yukihi's rules define (``toggle_umbrella``,
    A 4-3): the op may act mid-duel, so her hooks are asked too."""
    card = {
        "id": "t-toggle",
        "name": "toggle",
        "user": "yurina",
        "type": "action",
        "effects": [{"timing": "on_use", "op": "toggle_umbrella"}],
    }
    pos = _position(
        {"A:t": {"card": "t-toggle", "holder": 0}},
        [{"goddesses": ["yurina", "saine"], "hand": ["A:t"]}, {"goddesses": ["himika", "tokoyo"]}],
        definitions={"t-toggle": card},
    )
    assert "yukihi" in _game(pos).hooks.keys


def test_validation_still_refuses_a_goddess_state_without_her() -> None:
    """A crafted position with Yukihi's umbrella on a player who harbors Yurina and Saine, and nothing
    else of Yukihi's: refused as before, naming A 4-1-1 (her state brings her into the duel's goddesses,
    whose ``validate`` hooks are asked); without the umbrella she is not in the duel, and it passes."""
    yurina = {"goddesses": ["yurina", "saine"], "goddess": {"yukihi": {"umbrella": "closed"}}}
    state = api.load_position(_position({}, [yurina, {"goddesses": ["himika", "tokoyo"]}])).state
    assert "yukihi" in (hooks.duel_goddesses(state) or ())
    with pytest.raises(PositionError) as err:
        validate_state(state)
    assert (err.value.invariant, err.value.clause) == ("umbrella", "A 4-1-1")
    plain = api.load_position(_position({}, [{"goddesses": ["yurina", "saine"]}, {"goddesses": ["himika", "tokoyo"]}]))
    assert "yukihi" not in (hooks.duel_goddesses(plain.state) or ())
    validate_state(plain.state)


def test_a_test_card_with_a_goddess_keyword_asks_every_goddess() -> None:
    """A test card of no goddess with Akina's market-value cost (A 21-3-1), as a scenario writes it: her
    ``fixed_cost`` hook reads the card whoever holds it, so the duel asks every goddess (a holder without
    a market price pays 1; skipping her hook would make the card cost its printed 0)."""
    card = {"id": "t-ledger", "name": "ledger", "category": "trump", "type": "action", "market_cost": True}
    pos = _position(
        {"A:t": {"card": "t-ledger", "holder": 0, "trump_state": "unused"}},
        [{"trumps": ["A:t"]}, {}],
        definitions={"t-ledger": card},
    )
    g = _game(pos)
    assert g.hooks.keys is None
    assert hooks.fixed_cost(g, "A:t") == 1


def test_the_op_walk_knows_every_field_that_nests_effects() -> None:
    """``hooks._ops_in`` walks the fields of an effect that hold further effects; a new such field of
    ``model.Effect`` must join ``hooks._NESTED`` or an op nested there would go unseen."""
    from dataclasses import fields

    from engine.furuyoni.model import CardDef, CardSide, Effect

    assert {f.name for f in fields(Effect) if "Effect]" in str(f.type)} == set(hooks._NESTED)
    assert {f.name for f in fields(CardDef) if "Effect" in str(f.type) or "CardSide" in str(f.type)} == {
        "effects",
        "opened",
    }
    assert {f.name for f in fields(CardSide) if "Effect" in str(f.type) or "CardDef" in str(f.type)} == {"effects"}
