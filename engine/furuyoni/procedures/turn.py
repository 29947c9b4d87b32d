"""The steps of the duel a stable position can stand at: the mulligan of C 4-1 5)-7) and the turn
of C 8 (start phase 8-1, main phase 8-2, end phase 8-3). Each step is one procedure; the driver
takes a fresh stable position between steps."""

from __future__ import annotations

from collections.abc import Generator
from contextlib import suppress
from itertools import permutations

from ..explain import order_detail
from ..fast import CHECK_KEPT, FAST
from ..game import HAND_LIMIT, CrystalZone, Game, Illegal, Proc, as_player, crystal_zone
from ..hooks import (
    before_chosen_reshuffle,
    due_rule_effects,
    extra_main_action,
    extra_main_actions,
    refusal,
    turn_ends,
    usable_cards,
)
from ..model import (
    Action,
    BasicAction,
    Choose,
    ChooseActionKind,
    ChooseFirst,
    Decision,
    DecisionKind,
    Effect,
    EndPhase,
    FaceDown,
    Mulligan,
    Player,
    Records,
    Step,
    UseCard,
)
from ..statuses import effects_in_force, options_scope
from .basic import basic_action, basic_options, check_basic, plain_basic_options
from .common import PhaseEnded, ask, ask_yes_no, draw, instead_of_defeat, reshuffle, settle
from .effects import Context, resolve_effect
from .use import check_use, use_card, use_options

# C 8: the phase each step of the turn belongs to (the mulligan is before any turn, C 4-1)
PHASE_OF = {
    "mulligan": "setup",
    "start_phase": "start",
    "main_start": "main",
    "main_action": "main",
    "main_end": "main",
    "end_phase": "end",
}


def enter_step(g: Game, step: Step) -> None:
    """The duel moves on to `step`; when that begins another phase (C 8-1, 8-2, 8-3), the records of
    the phase that ended are cleared (the attacks of this phase, which 遠心 reads: A 6-2)."""
    s = g.state
    if PHASE_OF.get(step) != PHASE_OF.get(s.step):
        s.attacked_this_phase = []
    s.step = step


def run_step(g: Game) -> Proc:
    step = g.state.step
    proc = {
        "mulligan": mulligan,
        "start_phase": start_phase,
        "main_start": main_start,
        "main_action": main_action,
        "main_end": main_end,
        "end_phase": end_phase,
    }.get(step)
    if proc is None:
        return
    if g.defeat_due:  # a defeat noted by the driver's win check waits for its offer (C 9-1-3-1)
        yield from instead_of_defeat(g)
    yield from proc(g)


# --- C 4-1 5) to 7) -----------------------------------------------------------------------------


def mulligan_options(g: Game, p: Player) -> list[Action]:
    hand = g.state.players[p].hand
    opts: list[Action] = []
    for k in range(len(hand) + 1):
        opts += [Mulligan(player=p, cards=perm) for perm in permutations(hand, k)]
    return opts


def mulligan(g: Game) -> Proc:
    s = g.state
    p: Player = s.active if not s.players[s.active].mulliganed else (1 if s.active == 0 else 0)
    ans = yield Decision(kind="mulligan", player=p, clause="C 4-1", options=mulligan_options(g, p))
    assert isinstance(ans, Mulligan)
    for uid in ans.cards:  # 5-2): to the deck bottom in the chosen order
        g.move_card(uid, "deck", p, bottom=True, clause="C 4-1")
    yield from draw(g, p, len(ans.cards), "C 4-1")  # 5-3)
    g.emit("C 4-1", f"player {p} redraws {len(ans.cards)} card(s)", player=p, count=len(ans.cards))
    s.players[p].mulliganed = True
    if all(ps.mulliganed for ps in s.players):
        # 6): concentration 0 for the active player, 1 for the other; 7): turn 1 begins.
        s.players[s.active].concentration = 0
        s.players[1 - s.active].concentration = 1
        g.emit("C 4-1", "concentration is set: 0 for the active player, 1 for the other")
        s.turn = 1
        enter_step(g, "start_phase")
        g.emit("C 4-1", "turn 1 begins", turn=1)


# --- C 8-1 ----------------------------------------------------------------------------------------


def start_phase(g: Game) -> Proc:
    s = g.state
    a = s.active
    s.action_kind = None  # C 8-2-1: the coming main phase's kind is chosen at its start, never carried over
    g.emit("C 8-1", f"turn {s.turn}: start phase of player {a}", turn=s.turn, player=a)
    s.turn_start_distance = g.distance()  # 8-1-1 (and our reading of C 5-2-1, AMBIGUITIES #10)
    g.emit("C 8-1-1", f"turn-start distance is {s.turn_start_distance}", distance=s.turn_start_distance)
    try:
        yield from phase_triggers(g, "start_phase", "C 8-1-2")
        if s.turn <= 2:
            g.emit("C 8-1-3", "turns 1 and 2 skip the start-phase default process", turn=s.turn)
        else:
            g.gain_concentration(a, 1, "C 8-1-3")  # i
            yield from tick_enhancements(g)  # ii
            if (yield from ask_yes_no(g, a, "reshuffle", "C 8-1-3")):  # iii
                yield from before_chosen_reshuffle(g, a)  # additional rules acting then (A 10-4)
                yield from reshuffle(g, a, by_rule=True)
            else:
                g.emit("C 8-1-3", f"player {a} does not reshuffle", player=a)
            yield from draw(g, a, 2, "C 8-1-3")  # iv (as an effect allows: Form: YAKSHA, ``draw``)
        yield from settle(g)  # state rules (C 5-5) met by the draw resolve before the phase ends
    except PhaseEnded:
        pass
    s.players[a].start_draw_limit = None  # a limit for "the next start phase" is spent (Form: YAKSHA)
    enter_step(g, "main_start")
    ps = s.players[a]
    if ps.lose_main_phases > 0:  # an effect took this main phase away (Honoka's Amidst Empty Trails)
        ps.lose_main_phases -= 1
        g.emit("C 8", f"player {a} loses this main phase: the turn goes on to the end phase", player=a)
        enter_step(g, "end_phase")


def tick_enhancements(g: Game) -> Proc:
    """8-1-3 ii: one crystal leaves each enhancement at once, to 〈Dust〉. Whose enhancements is not
    said; we read the active player's own (AMBIGUITIES #9), as the game is played.

    An enhancement of hers may take the crystals the others give up instead of the dust
    (``redirect_crystals`` for ``other_enhancements``: Megumi's Fruit of Finality). The moves are
    simultaneous, so such a card gives up its own crystal first, one of those it held before."""
    s = g.state
    a = s.active
    takers = [
        (src, holder, eff)
        for src, holder, eff in effects_in_force(g, ("redirect_crystals",))
        if eff.op == "redirect_crystals" and eff.applies_to == "other_enhancements" and src in s.players[a].enhancements
    ]
    first = {src for src, _, _ in takers}
    with g.at_once():  # "moved to the dust simultaneously": one move of them all (A 18-2-1-5 reads it)
        for uid in sorted(s.players[a].enhancements, key=lambda u: u not in first):
            if (yield from _keeps_charge(g, a, uid)):
                continue
            dest = yield from _start_phase_destination(g, a, uid, [t for t in takers if t[0] != uid])
            g.move_crystals(("card", uid), dest, 1, "C 8-1-3")
    yield from settle(g)


def _start_phase_destination(
    g: Game, a: int, uid: str, takers: list[tuple[str, int, Effect]]
) -> Generator[Decision, Action, CrystalZone]:
    """Where the crystal 8-1-3 ii moves from the enhancement `uid` goes: 〈Dust〉, or another of her
    enhancements that takes it instead. Our reading where the card's own text also sends its crystals
    elsewhere than the dust (``redirect_crystals``, C 6-3): two replacements of one move, the active
    player, who holds both and picks the crystals here, picks which applies (as the player chooses
    among the effects replacing her defeat, C 9-1-3-1)."""
    if not takers:
        return ("dust",)
    src, holder, eff = takers[0]
    taker = crystal_zone(eff.dest or "this", holder, src)
    own = any(
        u == uid and e.op == "redirect_crystals" and e.applies_to not in ("this_attack", "other_enhancements")
        for u, _, e in effects_in_force(g, ("redirect_crystals",))
    )
    if own:
        options: list[Action] = [Choose(player=as_player(a), option=src), Choose(player=as_player(a), option=uid)]
        detail: dict[str, str | int | list[str] | None] = {"card": uid, "what": "which effect replaces the dust"}
        ans = yield from ask(
            g, Decision(kind="choose", player=as_player(a), clause="C 8-1-3", options=options, detail=detail)
        )
        assert isinstance(ans, Choose)
        if ans.option == uid:
            return ("dust",)  # the card's own replacement applies as the crystal leaves it (Game.move_crystals)
    g.emit("C 8-1-3", f"the crystal leaving {g.name(uid)} goes to {g.zone_said(taker)} instead", card=uid, by=src)
    return taker


def _keeps_charge(g: Game, a: int, uid: str) -> Generator[Decision, Action, bool]:
    """An effect of the enhancement in force (``keep_charge``, its condition holding) lets its holder
    leave its crystal on it this start phase, if she wants (Korunu's Rimethorn)."""
    if not any(src == uid and eff.op == "keep_charge" for src, _, eff in effects_in_force(g, ("keep_charge",))):
        return False
    if not (yield from ask_yes_no(g, a, "may", "C 8-1-3", {"card": uid, "what": "keep the crystal on it"})):
        return False
    g.emit("C 8-1-3", f"player {a} leaves the crystals on {g.name(uid)}", player=a, card=uid)
    return True  # C 5-5-2: crystal-less enhancements are destroyed


Due = dict[str, tuple[str, int, Effect]]


def due_triggers(g: Game, when: str, done: set[str]) -> Due:
    """Effects "at <moment>" not yet resolved this phase: card effects named
    "<card uid>#<index of the effect on the card>", reserved effects "reserved#<n>" (C 9-1-3-4),
    rule effects of the additional rules by their own keys ("rule:A-4-4#<player>", "shinra#…")."""
    s = g.state
    due: Due = {}
    for uid, holder, eff in effects_in_force(g, keep=lambda e: e.when == when or e.op == "resurgence"):
        # 再起 waits for its holder's end phase, its condition holding then (C 10-7).
        resurges = eff.op == "resurgence" and when == "end_phase" and holder == s.active
        if (eff.when != when and not resurges) or uid not in s.cards:
            continue
        key = f"{uid}#{g.defn(uid).effects.index(eff)}" if eff in g.defn(uid).effects else f"{uid}#lasting"
        if key not in done:
            due[key] = (uid, holder, eff)
    for n, lasting in enumerate(s.lasting):
        if lasting.reserved and lasting.effect is not None and lasting.effect.when == when:
            due[f"reserved#{n}"] = (lasting.source or "", lasting.player, lasting.effect)
    # Rule effects of additional rules (A 4-4, A 5-3) are ordered with the card effects due then.
    for key, holder, eff in due_rule_effects(g, when):
        if key not in done:
            due[key] = ("", holder, eff)
    return due


def resolve_trigger(g: Game, key: str, entry: tuple[str, int, Effect], when: str, clause: str) -> Proc:
    s = g.state
    uid, holder, eff = entry
    name = g.name(uid) if uid in s.cards else "an effect" if key.startswith("reserved#") else "a rule effect"
    if key.startswith("reserved#"):
        del s.lasting[int(key.split("#")[1])]  # resolves once (C 9-1-3-4)
        g.emit("C 9-1-3-4", f"{name}: the reserved effect resolves", card=uid)
        for sub in eff.then:
            yield from resolve_effect(g, uid, holder, sub, "C 9-1-3-4", Context())
            yield from settle(g)
        return
    g.emit(clause, f"{name}: effect at {when.replace('_', ' ')}", card=uid)
    yield from resolve_effect(g, uid, holder, eff, clause, Context())
    yield from settle(g)


def phase_triggers(g: Game, when: str, clause: str) -> Proc:
    """8-1-2 / 8-2-3 / 8-3-1: effects "at <moment>" resolve once each in the phase; the active player
    picks the order when several are due (C 5-1-1)."""
    done: set[str] = set()
    while True:
        due = due_triggers(g, when, done)
        if not due:
            return
        key = next(iter(due))
        if len(due) > 1:
            a: Player = g.state.active
            ans = yield from ask(
                g,
                Decision(
                    kind="order",
                    player=a,
                    clause="C 5-1-1",
                    options=[ChooseFirst(player=a, option=k) for k in due],
                    detail=order_detail(g, due),
                ),
            )
            assert isinstance(ans, ChooseFirst)
            key = ans.option
        done.add(key)
        yield from resolve_trigger(g, key, due[key], when, clause)


# --- C 8-2 ----------------------------------------------------------------------------------------


def main_start(g: Game) -> Proc:
    """C 8-2-1: the choice of standard or full-power action and the "at the start of the main phase"
    effects are resolved in the order the active player wants: the choice is one of the things
    ordered, so an effect may resolve before it."""
    s = g.state
    a: Player = s.active
    s.action_kind = None  # C 8-2-1: chosen here; a state standing at this step has not chosen yet
    done: set[str] = set()
    try:
        while True:
            due = due_triggers(g, "main_start", done)
            options: list[Action] = []
            if s.action_kind is None:
                options += [ChooseActionKind(player=a, kind="standard"), ChooseActionKind(player=a, kind="full_power")]
            options += [ChooseFirst(player=a, option=k) for k in due]
            if not options:
                break
            if len(options) == 1:
                ans = options[0]
            else:
                kind: DecisionKind = "action_kind" if s.action_kind is None else "order"
                ans = yield Decision(kind=kind, player=a, clause="C 8-2-1", options=options, detail=order_detail(g, due))
            if isinstance(ans, ChooseActionKind):
                s.action_kind = ans.kind
                g.emit("C 8-2-1", f"player {a} takes a {ans.kind.replace('_', '-')} action", player=a, kind=ans.kind)
                continue
            assert isinstance(ans, ChooseFirst)
            done.add(ans.option)
            yield from resolve_trigger(g, ans.option, due[ans.option], "main_start", "C 8-2-1")
        enter_step(g, "main_action")
    except PhaseEnded:
        enter_step(g, "end_phase")


def main_action_options(g: Game) -> list[Action]:
    s = g.state
    a: Player = s.active
    ps = s.players[a]
    opts: list[Action] = []
    candidates = list(ps.hand) + [u for u in ps.trumps if s.cards[u].trump_state == "unused"]
    candidates += [u for u in ps.face_down if g.defn(u).usable_from_face_down]
    candidates += usable_cards(g, a)  # what a goddess's rules let be used as from the hand (A 16-4)
    with options_scope(g):
        opts += use_options(g, a, candidates, "main")
        if s.action_kind == "standard" and FAST:
            basic = basic_options(g, a)  # each way to pay decided once, not per move (issue 22)
            if CHECK_KEPT and basic != plain_basic_options(g, a):
                raise AssertionError(f"the basic actions listed differ: {basic} != {plain_basic_options(g, a)}")
            opts += basic
        elif s.action_kind == "standard":
            opts += plain_basic_options(g, a)
    opts += extra_main_actions(g, a)  # options the additional rules add (A 10-4)
    opts.append(EndPhase(player=a))
    return opts


def explain_main_action(g: Game, act: Action) -> Illegal | None:
    """Why an action is not among the main-phase options (the same predicates build the options)."""
    a = g.state.active
    if isinstance(act, UseCard):
        return check_use(g, a, act.card, "main", as_card=act.as_card)
    if isinstance(act, BasicAction):
        return check_basic(g, a, act)
    return None


def main_action(g: Game) -> Proc:
    s = g.state
    a = s.active
    ans = yield Decision(kind="main_action", player=a, clause="C 8-2-2", options=main_action_options(g))
    if isinstance(ans, EndPhase):
        g.emit("C 8-2-2", f"player {a} ends the main phase", player=a)
        enter_step(g, "main_end")
        return
    try:
        if isinstance(ans, UseCard):
            yield from use_card(g, a, ans.card, "main", as_card=ans.as_card)
        elif isinstance(ans, BasicAction):
            yield from basic_action(g, a, ans, paid=True)
        else:
            added = extra_main_action(g, a, ans)  # an option an additional rule added (A 10-4)
            if added is not None:
                yield from added
        yield from settle(g)
    except PhaseEnded:
        enter_step(g, "end_phase")  # C 8-2-3 supplement: main-phase end effects are skipped
        return
    if s.action_kind == "full_power":
        g.emit("C 8-2-2", "a full-power action ends the main phase after one use")
        enter_step(g, "main_end")


def main_end(g: Game) -> Proc:
    with suppress(PhaseEnded):  # ending the main phase here ends nothing more
        yield from phase_triggers(g, "main_end", "C 8-2-3")
    enter_step(g, "end_phase")


# --- C 8-3 ----------------------------------------------------------------------------------------


def face_down_options(g: Game) -> list[Action]:
    a: Player = g.state.active
    # a card a goddess's rules keep from going face-down is not offered (A 7-2-1: a poison)
    return [FaceDown(player=a, card=u) for u in g.state.players[a].hand if refusal(g, u, "face_down") is None]


def end_phase(g: Game) -> Proc:
    s = g.state
    a = s.active
    g.emit("C 8-3", f"end phase of player {a}", player=a)
    try:
        yield from phase_triggers(g, "end_phase", "C 8-3-1")
        limit = hand_limit(g, a)
        # 8-3-2; our reading: cards that cannot be put face-down (A 7-2-1: poisons) stay, even over the limit
        while len(s.players[a].hand) > limit and face_down_options(g):
            ans = yield Decision(
                kind="face_down",
                player=a,
                clause="C 8-3-2",
                options=face_down_options(g),
                detail={"hand": len(s.players[a].hand), "limit": limit},
            )
            assert isinstance(ans, FaceDown)
            g.move_card(ans.card, "face_down", a, clause="C 8-3-2")
    except PhaseEnded:
        pass  # C 8-3-2 supplement: the hand-limit process is skipped
    next_turn(g)


def hand_limit(g: Game, p: int) -> int:
    """C 5-1-3: the hand limit, raised by the effects in force that raise it (this turn)."""
    raised = 0
    for _uid, holder, eff in effects_in_force(g, ("hand_limit",)):
        if eff.op == "hand_limit" and (holder if eff.player == "self" else 1 - holder) == p:
            raised += eff.amount
    return max(0, HAND_LIMIT + raised)


def next_turn(g: Game) -> None:
    """C 8: the turn ends; the players swap active and non-active; "this turn" effects end."""
    s = g.state
    turn_ends(g)  # the additional rules read this turn's records first (A 15-1-1)
    # "This turn" effects end; a reserved effect waits for its moment, whichever turn it falls in,
    # unless it waited for an attack that is gone (an ended phase removes attacks, C 10-13).
    s.lasting = [x for x in s.lasting if x.until != "end_of_turn" or (x.reserved and x.attack is None)]
    s.attacked_this_turn = []
    s.attacked_not_trump = []
    s.dust_left = False
    s.distance_changed = False
    s.aura_changed = []
    s.distance_movers = []
    s.no_more_actions = []
    for ps in s.players:
        # This turn's records end; the game's count stays, and "if you reacted last turn" (Mizuki's
        # cards) reads whether this turn saw a reaction.
        done = ps.records
        ps.records = Records(cards_used_in_game=done.cards_used_in_game, reacted_last_turn=done.reactions > 0)
    s.action_kind = None
    s.active = 1 if s.active == 0 else 0
    s.turn += 1
    enter_step(g, "start_phase")
    g.check_win()  # "this turn" protections (cannot lose/win) have just ended (C 4-2)
    g.emit("C 8", f"turn {s.turn} begins: player {s.active} is active", turn=s.turn, player=s.active)
