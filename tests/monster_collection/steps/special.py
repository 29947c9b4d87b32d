"""Steps of chapters 13 and 14 (standing and special abilities): damage carrying an attribute or a
source's kind (MC 13.1.7), and the use of a unit's or terrain's own special ability (□ ◎ × ▽,
14.2-14.4, 14.8)."""

from __future__ import annotations

from pytest_bdd import given, parsers, when

from .dsl import uid
from .table import P, Table
from .when import ATTEMPT, attempt_of


@given(parsers.re(r"(?P<who>[AB])'s (?P<unit>[\w#:-]+) has (?P<n>\d+) (?P<attribute>[a-z]+|battle spell) damage"))
def _marked_damage(game: Table, who: str, unit: str, n: str, attribute: str) -> None:
    """``A's goblin has 5 flame damage``: damage of an attribute (MC 4.5.4); ``5 battle spell damage``:
    damage a battle spell dealt (13.1.7.2)."""
    u = game.built_unit(uid(P(who), unit))
    u["damage"] = u.get("damage", 0) + int(n)
    mark = (
        {"amount": int(n), "source": "battle_spell"}
        if attribute == "battle spell"
        else {"amount": int(n), "attribute": attribute}
    )
    u.setdefault("marks", []).append(mark)
    game.changed()


@when(
    parsers.re(
        rf"(?P<who>[AB])'s (?P<card>[\w#:-]+) {ATTEMPT}(?:activates|activate) its ability (?P<n>\d+)(?: on (?P<targets>.+))?"
    )
)
def _activate(game: Table, who: str, card: str, attempt: str | None, n: str, targets: str | None) -> None:
    """``A's goblin activates its ability 1 on B:orc``: the card's n-th special ability (1 first), a
    unit's □ ◎ × or a terrain's ▽ (terrains are named by their card: ``A's ruins``)."""
    game.begin()
    p = P(who)
    c = uid(p, card)
    tgt = [c if t.strip() == "itself" else uid(p, t.strip()) for t in (targets or "").split("+") if t.strip()]
    action = {"type": "activate", "player": p, "card": c, "ability": int(n) - 1, "targets": tgt}
    game.act(action, attempt=attempt_of(attempt))
