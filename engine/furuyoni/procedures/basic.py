"""C 9-6 basic actions: choice (i), cost in a standard action (ii), resolution (iii, 9-6-1..5)."""

from __future__ import annotations

from collections.abc import Generator
from typing import Literal, cast

from ..game import CrystalZone, Game, Illegal, Proc
from ..hooks import (
    basic_action_replaceable,
    basic_action_restriction,
    extra_basic_actions,
    perform_extra_basic_action,
    refusal,
    replace_basic_action,
)
from ..model import Action, BasicAction, BasicMove, Decision, Decline, Effect, Player
from ..statuses import effects_in_force, has_status
from .attack import after_first_aura_change, aura_changed
from .common import ask

Move = Literal["advance", "retreat", "wrap", "focus", "withdraw"]
MOVES: tuple[Move, ...] = ("advance", "retreat", "wrap", "focus", "withdraw")
CLAUSE = {"advance": "C 9-6-1", "retreat": "C 9-6-2", "wrap": "C 9-6-3", "focus": "C 9-6-4", "withdraw": "C 9-6-5"}


def route(g: Game, p: int, move: Move) -> tuple[CrystalZone, CrystalZone]:
    """Where the basic action moves a crystal from and to (C 9-6-1 .. 9-6-5)."""
    if move == "advance":
        return ("distance",), ("aura", p)
    if move == "retreat":
        return ("aura", p), ("distance",)
    if move == "wrap":
        return ("dust",), ("aura", p)
    if move == "focus":
        return ("aura", p), ("flare", p)
    return ("dust",), ("distance",)  # withdraw


def can_move(g: Game, p: int, move: BasicMove) -> Illegal | None:
    """9-6 i-B: only a basic action that can move some object may be chosen."""
    known = g.movable  # while options are enumerated (statuses.options_scope) the answer is fixed
    if known is not None:
        if (p, move) not in known:
            known[p, move] = _can_move(g, p, move)
        return known[p, move]
    return _can_move(g, p, move)


def _can_move(g: Game, p: int, move: BasicMove) -> Illegal | None:
    terminal = after_terminal(g, p)  # no basic action at all after a terminal card (C 9-2)
    if terminal is not None:
        return terminal
    barred = basic_action_restriction(g, p)  # a rule, or a card only its goddess's rules know (A 9-3-1-6)
    if barred is not None:
        return Illegal(*barred)
    if move not in MOVES:  # i-B: an action a rule lets the player choose as a basic action (A 9-3-1-7)
        if move in extra_basic_actions(g, p):
            return None
        return Illegal(["C 9-6"], f"player {p} cannot choose {move} as a basic action now")
    barred_move = _barred(g, p, move)
    if barred_move is not None:
        return barred_move
    if basic_action_replaceable(g, p, move):
        # A card's text may put something else instead of it (Flowers in Your Hands): that replacement
        # is offered before "this basic action moves nothing" could refuse it (FAQ, Honoka)
        return None
    master = g.master_distance()
    if move == "advance" and g.distance() <= master:
        return Illegal(
            ["C 9-6", "C 9-6-1"],
            f"distance {g.distance()} is at most the master distance {master}: advance moves nothing",
        )
    if move == "withdraw" and g.distance() > master:
        return Illegal(
            ["C 9-6", "C 9-6-5"],
            f"distance {g.distance()} exceeds the master distance {master}: withdraw moves nothing",
        )
    src, dst = route(g, p, move)
    if g.crystals(src) == 0 or g.room(dst) == 0:
        return Illegal(["C 9-6"], f"{move} would move no crystal")
    return None


def after_terminal(g: Game, p: int) -> Illegal | None:
    """C 9-2: once a card with 終端 (terminal) player p used has resolved, she performs no basic action
    for the rest of the turn: neither one paid for in the main phase nor one an effect performs or
    grants free of cost (FAQ: Kururu's Mozule, Big Golem)."""
    if p in g.state.no_more_actions:
        return Illegal(["C 9-2"], "a card with 終端 (terminal) was used this turn: no basic actions")
    return None


def check_basic(g: Game, p: int, act: BasicAction) -> Illegal | None:
    s = g.state
    terminal = after_terminal(g, p)
    if terminal is not None:
        return terminal
    if s.action_kind != "standard":
        return Illegal(["C 8-2-2"], "basic actions are taken only in a standard action")
    bad = can_move(g, p, act.move)
    if bad:
        return bad
    ps = s.players[p]
    if act.cost == "none":
        return Illegal(["C 9-6"], "a basic action taken as a main-phase action is paid for (concentration or a card)")
    if act.cost == "concentration":
        if ps.concentration < 1:
            return Illegal(["C 9-6", "C 5-9"], f"player {p} has no concentration to pay")
        if has_status(g, p, "cannot_pay_concentration"):
            return Illegal(["C 9-6", "C 5-9"], f"player {p} cannot pay concentration this turn")
        if act.face_down is not None:
            return Illegal(["C 9-6"], "a concentration-paid basic action puts no card face-down")
    else:
        if act.face_down is None or act.face_down not in ps.hand:
            return Illegal(["C 9-6", "C 5-9"], "the face-down cost needs a card from the player's hand")
        refused = refusal(g, act.face_down, "face_down")  # a goddess's rule keeps it out (A 7-2-1)
        if refused is not None:
            clause, what = refused
            return Illegal([clause, "C 9-6"], f"{g.name(act.face_down)} is {what}: it cannot be put face-down")
    return None


def plain_basic_options(g: Game, p: int) -> list[Action]:
    """The main-phase basic actions of a standard action, each way to pay of each move asked of
    ``check_basic`` (the listing before issue 22's fourth round; the switch off takes it, and the
    check mode compares ``basic_options`` with it)."""
    pl: Player = 0 if p == 0 else 1
    out: list[Action] = []
    for move in (*MOVES, *extra_moves(g, p)):  # C 9-6 i-B (A 9-3-1-7)
        if can_move(g, p, move) is not None:
            continue  # check_basic refuses every way to pay for a move that moves nothing (C 9-6 i-B)
        acts = [BasicAction(player=pl, move=move)]
        acts += [BasicAction(player=pl, move=move, cost="face_down", face_down=u) for u in g.state.players[p].hand]
        out += [x for x in acts if check_basic(g, p, x) is None]
    return out


def basic_options(g: Game, p: int) -> list[Action]:
    """The main-phase basic actions of a standard action (C 9-6 i, ii) that ``check_basic`` allows, in
    the order the plain listing builds them: for each move that can move a crystal (i-B, ``can_move``),
    paid by concentration, then by each card of the hand in hand order. Issue 22, fourth round:
    ``check_basic``'s tests of a way to pay do not depend on the move, and those of a face-down card
    not on the move either, so each is decided once per listing, not once per move and card:
    concentration (C 9-6 ii, 5-9: at least one, and no ``cannot_pay_concentration`` in force) and
    whether a card may go face-down (A 7-2-1: ``refusal``). A move ``can_move`` allows has already
    passed ``after_terminal`` (its first test), and the caller lists these only in a standard action
    (C 8-2-2), so ``check_basic``'s other refusals cannot apply. Only while options are enumerated
    (``options_scope``: nothing changes)."""
    pl: Player = 0 if p == 0 else 1
    moves = _movable(g, p)
    if not moves:
        return []
    ps = g.state.players[p]
    by_concentration = ps.concentration >= 1 and not has_status(g, p, "cannot_pay_concentration")
    cards = [u for u in ps.hand if refusal(g, u, "face_down") is None]
    out: list[Action] = []
    for move in moves:
        if by_concentration:
            out.append(BasicAction(player=pl, move=move))
        out += [BasicAction(player=pl, move=move, cost="face_down", face_down=u) for u in cards]
    return out


def _movable(g: Game, p: int) -> list[BasicMove]:
    """The moves, the five of C 9-6-1..5 then those a rule adds (A 9-3-1-7), that ``can_move`` allows
    player p now, with what its tests share decided once rather than once per move: no basic action
    after a terminal card (C 9-2) or under a rule that keeps her from them (A 9-3-1-6), and the
    effects in force saying she cannot perform some basic actions (C 1-4). A move a rule adds is
    allowed once those pass; each of the five is then tested as ``_can_move`` tests it (a card may
    replace it, FAQ Honoka; advance and withdraw against the master distance; a crystal to move)."""
    if after_terminal(g, p) is not None or basic_action_restriction(g, p) is not None:
        return []
    barring = [
        eff.moves
        for _uid, holder, eff in effects_in_force(g, ("cannot_basic_action",))
        if eff.op == "cannot_basic_action" and (holder if eff.player == "self" else 1 - holder) == p
    ]
    out: list[BasicMove] = []
    for move in (*MOVES, *extra_moves(g, p)):
        if move not in MOVES:
            out.append(move)  # a rule offers it now (``extra_basic_actions``): nothing more to test
            continue
        if any(move in moves for moves in barring):
            continue
        if not basic_action_replaceable(g, p, move):
            if move == "advance" and g.distance() <= g.master_distance():
                continue
            if move == "withdraw" and g.distance() > g.master_distance():
                continue
            src, dst = route(g, p, move)
            if g.crystals(src) == 0 or g.room(dst) == 0:
                continue
        out.append(move)
    return out


def _barred(g: Game, p: int, move: Move) -> Illegal | None:
    """An effect in force says player p cannot perform this basic action ("cannot" wins, C 1-4)."""
    for uid, holder, eff in effects_in_force(g, ("cannot_basic_action",)):
        if eff.op != "cannot_basic_action" or move not in eff.moves:
            continue
        if (holder if eff.player == "self" else 1 - holder) == p:
            by = g.name(uid) if uid in g.state.cards else "an effect"
            return Illegal(["C 1-4", "C 9-6"], f"{by}: player {p} cannot {move}")
    return None


def basic_action(g: Game, p: int, act: BasicAction, *, paid: bool) -> Proc:
    g.movers.append(p)  # the crystals a basic action moves, its performer moves
    try:
        yield from _basic_action(g, p, act, paid=paid)
    finally:
        g.movers.pop()


def _basic_action(g: Game, p: int, act: BasicAction, *, paid: bool) -> Proc:
    terminal = after_terminal(g, p)  # one an effect performs is barred too (C 9-2)
    if terminal is not None:
        g.shortfalls += 1
        g.emit("C 9-2", f"player {p} performs no basic action: {terminal.reason}", player=p, move=act.move)
        return
    rule_barred = basic_action_restriction(g, p)  # one an effect performs is barred too (A 9-3-1-6)
    barred = _barred(g, p, act.move) if act.move in MOVES else None
    if rule_barred is not None:
        g.shortfalls += 1
        g.emit(rule_barred[0][0], f"player {p} cannot perform basic actions: {rule_barred[1]}", player=p)
        return
    if barred is not None:  # performed by an effect: a basic action the player cannot perform does nothing
        g.shortfalls += 1
        g.emit("C 1-4", barred.reason, player=p, move=act.move)
        return
    g.emit("C 9-6", f"player {p} performs the basic action {act.move}", player=p, move=act.move)
    g.state.players[p].records.basic_actions += 1  # "if you performed a basic action this turn"
    if paid:  # ii: only in a standard action; a basic action performed by an effect is free
        if act.cost == "concentration":
            g.lose_concentration(p, 1, "C 9-6")
        else:
            assert act.face_down is not None
            g.move_card(act.face_down, "face_down", p, clause="C 9-6")
    if _voided(g, p):  # "the next basic action resolves no effect": performed, paid, nothing more
        return
    if act.move not in MOVES:  # iii: an extra basic action resolves by the rule that offers it
        yield from perform_extra_basic_action(g, p, act.move)
        return
    if (yield from replace_basic_action(g, p, act.move)):  # a card's text in force replaces it
        return
    master = g.master_distance()
    if act.move == "advance" and g.distance() <= master:
        g.emit("C 9-6-1", "distance is at most the master distance: nothing happens")
    elif act.move == "withdraw" and g.distance() > master:
        g.emit("C 9-6-5", "distance exceeds the master distance: nothing happens")
    else:
        before = g.state.players[p].aura
        src, dst = route(g, p, act.move)
        g.move_crystals(src, dst, 1, CLAUSE[act.move])
        if aura_changed(g, p, before):
            yield from after_first_aura_change(g, p)
    yield from ()


def _voided(g: Game, p: int) -> bool:
    """A ``void_basic_action`` lasting this turn on player p: this basic action (already performed and
    paid for) resolves no effect, and the lasting effects, each for the next one only, are gone. Every
    such effect resolved this turn names the same next basic action, so it uses them all up (as two
    Flails both reach the same next enhancement: FAQ, Megumi: Flail)."""
    waiting = [
        x
        for x in g.state.lasting
        if x.op == "void_basic_action"
        and x.effect is not None
        and not x.reserved
        and (x.player if x.effect.player == "self" else 1 - x.player) == p
    ]
    for lasting in waiting:
        g.state.lasting.remove(lasting)
        g.emit("C 9-6", f"player {p}'s basic action resolves no effect ({g.name(lasting.source or '')})", player=p)
    return bool(waiting)


def by_effect(g: Game, p: int, eff: Effect) -> Proc:
    """Basic actions an effect performs (C 9-6 i-A), at no cost (9-6 ii): the named one, or `amount`
    times one the player picks from `moves` (any basic action when none are listed) among those that
    can move a crystal (9-6 i-B); with `up_to` the player may stop at any time."""
    pl: Player = 0 if p == 0 else 1
    if eff.move is not None and not eff.up_to:
        for _ in range(eff.amount):
            yield from basic_action(g, p, BasicAction(player=pl, move=eff.move, cost="none"), paid=False)
        return
    # i-B: with no basic action named, an action a rule lets the player choose as one is offered too
    if eff.move is not None:
        choices: list[BasicMove] = [eff.move]
    elif eff.moves:
        choices = list(eff.moves)
    else:
        choices = [*MOVES, *extra_moves(g, p)]
    for _ in range(eff.amount):
        move = yield from choose_move(g, p, choices, optional=eff.up_to)
        if move is None:
            return
        yield from basic_action(g, p, BasicAction(player=pl, move=move, cost="none"), paid=False)


def extra_moves(g: Game, p: int) -> list[BasicMove]:
    """C 9-6 i-B: the actions a rule lets player p choose as basic actions now (A 9-3-1-7)."""
    return cast(list[BasicMove], extra_basic_actions(g, p))


def choose_move(
    g: Game, p: int, choices: list[BasicMove], *, optional: bool
) -> Generator[Decision, Action, BasicMove | None]:
    """The player picks one of these basic actions among those that can move a crystal (C 9-6 i-B),
    or, when optional, none; None also when no basic action can move anything (C 5-10)."""
    pl: Player = 0 if p == 0 else 1
    terminal = after_terminal(g, p)
    if terminal is not None:
        g.shortfalls += 1
        g.emit("C 9-2", f"player {p} performs no basic action: {terminal.reason}", player=p)
        return None
    able = [m for m in choices if can_move(g, p, m) is None]
    if not able:
        g.shortfalls += 1
        g.emit("C 9-6", f"no basic action player {p} may perform can move a crystal", player=p)
        return None
    options: list[Action] = [BasicAction(player=pl, move=m, cost="none") for m in able]
    if optional:
        options.append(Decline(player=pl))
    if len(options) == 1:
        ans: Action = options[0]
    else:
        ans = yield from ask(g, Decision(kind="basic_action", player=pl, clause="C 9-6", options=options))
    if not isinstance(ans, BasicAction):
        g.shortfalls += 1
        g.emit("C 9-6", f"player {p} performs no further basic action", player=p)
        return None
    return ans.move
