"""Why an answer is not among the legal options of the pending decision: the clauses that forbid it.

Each explanation re-runs the same check the options were built from (``check_*`` of the procedures), so
the reason given is the reason the option was left out."""

from __future__ import annotations

from .duel import Duel, Illegal
from .keywords import check_chain
from .model import (
    Action,
    Activate,
    Advance,
    AdvanceUnit,
    ChooseArea,
    ChooseUnit,
    Concede,
    Decision,
    Discard,
    DiscardEquipment,
    Done,
    Equip,
    Front,
    PlaceTerrain,
    Summon,
    SwapEquipment,
    Use,
)
from .procedures.advance import check_move
from .procedures.effects import LOOP_COUNT_MAX
from .procedures.special import check_activate, check_main_activate
from .procedures.summon import check_equip, check_summon, check_swap
from .procedures.terrain import check_area, check_placement
from .procedures.use import check_main_use, check_use, cost, main_ability


def moves_of(d: Decision) -> list[tuple[str, str]]:
    raw = d.detail.get("moves")
    moves = raw if isinstance(raw, list) else []
    return [tuple(m.split(">", 1)) for m in moves]  # type: ignore[misc]


def explain(g: Duel, d: Decision, action: Action) -> Illegal:
    why = specific(g, d, action)
    if why is not None:
        return why
    return Illegal([d.clause], f"{action.type} is not one of the legal answers to this {d.kind} decision ({d.clause})")


def specific(g: Duel, d: Decision, action: Action) -> Illegal | None:
    p = action.player
    battle = g.state.battle
    kind = d.kind
    if isinstance(action, Concede):
        return Illegal(["MC-1-2-5-1"], "no player may concede once both draw piles have run out")
    if kind == "hero_keep":  # MC 15.1.8 (procedures/heroes.py): one of the group stays, the others go
        return hero_keep(d, action)
    if kind == "loop_count":  # MC 16.1.1.2-3 (procedures/effects.py)
        return Illegal([d.clause], f"a loop's repeat count is a whole number from 1 to {LOOP_COUNT_MAX}")
    if kind == "main":
        if isinstance(action, PlaceTerrain):
            return check_placement(g, p, action.card)
        if isinstance(action, Advance):
            return Illegal(["MC-12-2-3-1", "MC-12-2-2-2"], "no unit of the player can advance now")
        if isinstance(action, SwapEquipment):
            return check_swap(g, p, action, None)
        if isinstance(action, Use):  # chapter 10: a [メイン] ability (10.9.9), or a battle-timed one (10.9.1)
            if main_ability(g, action.card) if action.card in g.state.cards else None:
                return check_main_use(g, p, action)
            return Illegal(["MC-10-9-1", "MC-7-3-3"], "battle spells and consumables are used in a battle only")
        if isinstance(action, Activate):  # chapter 14: a [メイン] □ ◎ × ▽ (7.3.3 c, 10.9.9)
            why = check_main_activate(g, p, action)
            if why is not None:
                return why
        return Illegal(["MC-7-3-3"], f"{action.type} is not an action of the main phase")
    if kind == "terrain_area" and isinstance(action, ChooseArea):
        card = d.detail.get("card")
        return check_area(g, p, action.area, card if isinstance(card, str) else None)
    if kind == "advance":
        if isinstance(action, AdvanceUnit):
            return check_move(g, p, moves_of(d), action.unit, action.to)  # type: ignore[arg-type]
        if isinstance(action, Done):
            return Illegal(["MC-12-2-5-1-2"], "an advance moves at least one unit")
    if kind == "summon":
        if isinstance(action, Summon):
            return check_summon(g, p, action.card, action.area, instant=False)
        if isinstance(action, Equip):
            return check_equip(g, p, action.card, action.unit, instant=False)
        if isinstance(action, SwapEquipment):
            return check_swap(g, p, action, None)
        if isinstance(action, DiscardEquipment):
            return Illegal(["MC-7-4-3"], "equipment is discarded in the play step before the summons (7.4.3)")
        return Illegal(["MC-7-4-4"], f"{action.type} is not an action of the normal summon phase")
    if kind == "summon_discard":
        if isinstance(action, (Summon, Equip, SwapEquipment)):
            return Illegal(["MC-7-4-3"], "summons come after the equipment discards are done (7.4.3, 7.4.4)")
        if isinstance(action, DiscardEquipment):
            return Illegal(["MC-7-4-3"], f"{action.card} is not equipped by a unit of player {p}")
    if kind == "instant_summon":
        step = d.detail.get("step")
        if isinstance(action, Summon):
            if step == "discard":
                return Illegal(["MC-8-3-2-7"], "equipment discards come first; answer done to go on to the summons")
            return check_summon(g, p, action.card, action.area, instant=True)
        if isinstance(action, Equip):
            if step == "discard":
                return Illegal(["MC-8-3-2-7"], "equipment discards come first; answer done to go on to the summons")
            return check_equip(g, p, action.card, action.unit, instant=True)
        if isinstance(action, DiscardEquipment):
            if step == "summon":
                return Illegal(["MC-8-3-2-7", "MC-8-3-2-8"], "the equipment discards of 8.3.2.7 are over")
            return Illegal(["MC-8-3-2-7"], f"{action.card} is not equipped by a unit of player {p} in the battle")
    if kind in ("play", "counter") and isinstance(action, Use):
        timing = d.detail.get("timing") if kind == "play" else "counter"
        chain = battle.chain if battle is not None else []
        why = check_use(g, p, action, timing, chain)  # type: ignore[arg-type]
        if why is not None:
            return why
    if kind in ("play", "counter") and isinstance(action, Activate):  # chapter 14
        timing = d.detail.get("timing") if kind == "play" else "counter"
        chain = battle.chain if battle is not None else []
        why = check_activate(g, p, action, timing, chain)  # type: ignore[arg-type]
        if why is not None:
            return why
    if kind == "chain" and isinstance(action, Use) and battle is not None and battle.chain:  # 15.2.5.1
        return check_chain(g, battle, battle.chain[-1], action, cost)
    if kind == "swap" and isinstance(action, SwapEquipment):
        return check_swap(g, p, action, battle.area if battle else None)
    if kind == "hand_discard" and isinstance(action, Done):
        return Illegal([d.clause], "the hand is over the hand limit: a card must be discarded")
    if kind in ("hand_discard", "hand_adjustment") and isinstance(action, Discard):
        return Illegal([d.clause], f"{action.card} is not in player {p}'s hand")
    if kind == "formation" and isinstance(action, Front):
        return Illegal([d.clause], f"{action.unit} is not a unit of the party still to be placed in the formation")
    if kind == "limit_adjustment" and isinstance(action, ChooseUnit):
        return Illegal(
            ["MC-11-3-2-2"], f"{action.unit} cannot be chosen: units instantly summoned this turn are discarded first"
        )
    if kind == "return_area" and isinstance(action, ChooseArea):
        return Illegal(["MC-8-4-6"], f"{action.area} is not a terrain the advance started from")
    return None


def hero_keep(d: Decision, action: Action) -> Illegal:
    """MC 15.1.8: the answer names the unit that stays, one of the player's hero and own units of its name
    that the decision lists (``units``); anything else — another unit, another kind of answer — is refused
    saying which units the player chooses among."""
    raw = d.detail.get("units")
    group = [str(u) for u in raw] if isinstance(raw, list) else []
    if isinstance(action, ChooseUnit):
        return Illegal(
            ["MC-15-1-8"],
            f"{action.unit} is not one of player {d.player}'s hero and own units of its name {group}: "
            "the player keeps one of those on the battlefield and the others are discarded",
        )
    return Illegal(
        ["MC-15-1-8"],
        f"player {d.player}'s hero and own units of its name {group} are on the battlefield together: the only "
        f"answer is the unit that stays (choose_unit), not {action.type}",
    )
