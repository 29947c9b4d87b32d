"""The turn (chapter 7): the two hand adjustment phases (7.2, 7.5), the main phase (7.3), the normal
summon phase (7.4) and the end declaration phase (7.6), and the end conditions checked as a turn ends
(MC 1.2.3, 1.2.4).

``run_step`` runs one step from a stable position: a whole hand adjustment or end declaration phase,
or one action of the main or normal summon phase.
"""

from __future__ import annotations

from ..duel import Duel, Proc
from ..model import (
    Action,
    Activate,
    Advance,
    Discard,
    DiscardEquipment,
    Done,
    EndPhase,
    EndReason,
    Equip,
    PlaceTerrain,
    Summon,
    SwapEquipment,
    Use,
)
from ..rules import check_step, victory_judgement
from . import phases, special
from .advance import advance, advance_moves
from .setup import preparation
from .summon import (
    discard_equipment,
    discard_equipment_options,
    equip,
    equip_options,
    normal_summon_options,
    summon_unit,
    swap,
    swap_options,
)
from .terrain import place_terrain, placement_options
from .use import main_use, main_use_options


def run_step(g: Duel) -> Proc:
    step = g.state.step
    if step == "preparation":
        yield from preparation(g)
    elif step == "first_hand_adjustment":
        yield from hand_adjustment(g, "MC-7-2")
    elif step == "main":
        yield from main_step(g)
    elif step == "summon_discard":
        yield from summon_discard_step(g)
    elif step == "summon":
        yield from summon_step(g)
    elif step == "second_hand_adjustment":
        yield from hand_adjustment(g, "MC-7-5")
    elif step == "end_declaration":
        yield from end_declaration(g)


# --- 7.2 / 7.5: the hand adjustment phases ---------------------------------------------------------


def hand_adjustment(g: Duel, base: str) -> Proc:
    """MC 7.2 (base MC-7-2) and 7.5 (base MC-7-5), which run alike."""
    p = g.state.active
    ps = g.state.players[p]
    g.emit(f"{base}-2", "the hand adjustment phase begins")
    yield from check_step(g, f"{base}-2")
    while len(ps.hand) > ps.hand_limit:  # -3: over the limit, one card at a time
        answer = yield g.ask(
            "hand_discard",
            p,
            f"{base}-3",
            [Discard(player=p, card=c) for c in ps.hand],
            limit=ps.hand_limit,
            hand=len(ps.hand),
        )
        assert isinstance(answer, Discard)
        g.discard_from_hand(answer.card, f"{base}-3")
    while ps.hand:  # -4: any number more, by choice
        answer = yield g.ask(
            "hand_adjustment", p, f"{base}-4", [*(Discard(player=p, card=c) for c in ps.hand), Done(player=p)]
        )
        if isinstance(answer, Done):
            break
        assert isinstance(answer, Discard)
        g.discard_from_hand(answer.card, f"{base}-4")
    while len(ps.hand) < ps.hand_limit:  # -5: refill to the limit, stopping if the draw pile runs out
        if not g.draw(p, f"{base}-5"):
            g.emit(f"{base}-5", f"player {p}'s draw pile has run out: the refill stops", player=p)
            break
    g.emit(f"{base}-6", "the hand adjustment phase ends")
    yield from check_step(g, f"{base}-7")  # -7
    phases.phase_effects_lost(g, f"{base}-7")
    if base == "MC-7-2":
        phases.enter_main(g)
    else:
        phases.enter_end_declaration(g)


# --- 7.3: the main phase ---------------------------------------------------------------------------


def main_options(g: Duel) -> list[PlaceTerrain | Advance | SwapEquipment | Use | Activate | EndPhase]:
    """MC 7.3.3: the actions of the main phase, in any order and number: a terrain placement (a), an
    advance (b), a [メイン] ability (c, ``use.main_use_options``), an equipment swap (d)."""
    p = g.state.active
    found: list[PlaceTerrain | Advance | SwapEquipment | Use | Activate | EndPhase] = list(placement_options(g, p))
    if advance_moves(g, p, []):
        found.append(Advance(player=p))
    found += swap_options(g, p, None)
    found += main_use_options(g, p)  # 7.3.3 c, 10.9.9: [メイン] abilities (chapter 10)
    found += special.main_activation_options(g, p)  # 7.3.3 c: [メイン] □ ◎ × ▽ (chapter 14)
    found.append(EndPhase(player=p))
    return found


def main_step(g: Duel) -> Proc:
    p = g.state.active
    yield from check_step(g, "MC-4-3-2")  # 4.3.2: a check step comes before every play step
    answer = yield g.ask("main", p, "MC-7-3-3", list(main_options(g)))
    if isinstance(answer, PlaceTerrain):
        yield from place_terrain(g, p, answer.card)
    elif isinstance(answer, Advance):
        yield from advance(g, p)
    elif isinstance(answer, SwapEquipment):
        yield from swap(g, answer, "MC-7-3-3")
    elif isinstance(answer, Use):
        yield from main_use(g, answer)
    elif isinstance(answer, Activate):  # chapter 14
        yield from special.main_activate(g, answer)
    else:
        assert isinstance(answer, EndPhase)
        g.emit("MC-7-3-5", f"player {p} passes the normal play step: the main phase ends", player=p)
        yield from check_step(g, "MC-7-3-6")  # 7.3.6
        phases.phase_effects_lost(g, "MC-7-3-6")
        phases.enter_summon(g)


# --- 7.4: the normal summon phase ------------------------------------------------------------------


def summon_discard_step(g: Duel) -> Proc:
    """MC 7.4.3: the active player may discard equipment of its units, wherever they stand; the slots
    it held are unspent again."""
    p = g.state.active
    yield from check_step(g, "MC-4-3-2")
    options = discard_equipment_options(g, p, None)
    if options:
        answer = yield g.ask("summon_discard", p, "MC-7-4-3", [*options, Done(player=p)])
        if isinstance(answer, DiscardEquipment):
            yield from discard_equipment(g, answer, "MC-7-4-3")
            return
    g.state.step = "summon"


def summon_step(g: Duel) -> Proc:
    """MC 7.4.4: normal summons (a), equipping (b) and equipment swaps (c), in any order and number."""
    p = g.state.active
    yield from check_step(g, "MC-4-3-2")
    options: list[Action] = [
        *normal_summon_options(g, p),
        *equip_options(g, p, None),
        *swap_options(g, p, None),
        EndPhase(player=p),
    ]
    answer = yield g.ask("summon", p, "MC-7-4-4", options)
    if isinstance(answer, Summon):
        yield from summon_unit(g, answer, instant=False)
    elif isinstance(answer, Equip):
        yield from equip(g, answer, instant=False)
    elif isinstance(answer, SwapEquipment):
        yield from swap(g, answer, "MC-7-4-4")
    else:
        assert isinstance(answer, EndPhase)
        g.emit("MC-7-4-6", f"player {p} gives up the play step: the normal summon phase ends", player=p)
        yield from check_step(g, "MC-7-4-7")  # 7.4.7
        phases.phase_effects_lost(g, "MC-7-4-7")
        phases.enter_second_hand_adjustment(g)


# --- 7.6: the end declaration phase ----------------------------------------------------------------


def end_declaration(g: Duel) -> Proc:
    s = g.state
    g.emit("MC-7-6-2", "the end declaration phase begins")
    yield from check_step(g, "MC-7-6-3")  # 7.6.3
    phases.phase_effects_lost(g, "MC-7-6-3")
    readied = [u.card for t in s.battlefield for u in t.units if u.exhausted]
    for t in s.battlefield:  # 7.6.4: both players' units
        for u in t.units:
            u.exhausted = False
    if readied:
        g.emit("MC-7-6-4", "every exhausted unit becomes ready", units=readied)
    turn_end_conditions(g)
    # 7.6.5: the next turn, the players' roles swapped (7.1.2.1)
    s.turn += 1
    s.active = 1 - s.active
    g.emit("MC-7-6-5", f"turn {s.turn - 1} ends")
    g.emit("MC-7-1-2-1", f"player {s.active} becomes the active player", player=s.active)
    phases.begin_turn(g)


def turn_end_conditions(g: Duel) -> None:
    """MC 1.2.3 and 1.2.4 (11.2.1.2-11.2.1.3), judged as the turn ends."""
    s = g.state
    # 1.2.4.1.2: the turn was "the same situation" if no player's hand, draw pile, discard pile or removal
    # zone changed, and the active player moved units only into its own controlled terrains (equipment
    # swaps change no zone)
    same = not s.turn_changed and phases.zones(g) == s.turn_start_zones
    s.same_turns = s.same_turns + 1 if same else 0
    if same:
        g.emit("MC-1-2-4-1-2", f"turn {s.turn} was the same situation ({s.same_turns} in a row)", count=s.same_turns)
    if s.decks_out_turn is not None and any(ps.draw_pile for ps in s.players):
        g.emit("MC-1-2-3-1-1", "a draw pile holds cards again: deck-out no longer holds, the game goes on")
        s.decks_out_turn = None
    due: list[tuple[EndReason, str, str]] = []
    if not any(ps.draw_pile for ps in s.players) and s.decks_out_turn is not None and s.turn >= s.decks_out_turn + 1:
        due.append(("deck_out", "MC-11-2-1-2", f"both draw piles ran out in turn {s.decks_out_turn}"))
    if s.same_turns >= 6:  # 1.2.4.1.1: three turns of each player
        due.append(("repetition", "MC-11-2-1-3", "the same position six turns in a row"))
    for _, clause, why in due:
        g.emit(clause, f"{why}: the game ends as this turn ends")
    if len(due) > 1:
        g.emit("MC-11-1-2-5", "both checked processes are carried out together: one victory judgement")
    if due:
        reason = due[0][0]
        victory_judgement(
            g, reason, "MC-1-2-3-1" if reason == "deck_out" else "MC-1-2-4-1", "; ".join(w for _, _, w in due)
        )
