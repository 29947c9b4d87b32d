"""The driver: runs the step procedures until a decision is pending, takes a fresh stable position
between steps, checks every answer against the pending decision's legal options, and explains an
illegal answer with the clauses that forbid it (ARCHITECTURE decisions 1-3).

Design (b), as Furuyoni's: a stable position (the start of a step: one main-phase or normal-summon
action, or a whole phase) plus the answers since. A battle lives inside the advance that brought it, so
a position in the middle of a battle is "the position before the advance, and the answers since"; the
procedures stay ordinary generators that read like their clauses. (This loop is the same shape as
Furuyoni's driver; the games keep their own copies until the integrator factors one out.)
"""

from __future__ import annotations

import copy

from .duel import Duel, GameOver, Illegal, Proc
from .explain import explain
from .model import Action, Concede, Decision, Event, Position, Ruling, State, TimeOut
from .procedures.turn import run_step
from .procedures.use import open_answer
from .rules import defeat_judgement, end_game
from .validate import PositionError, validate_state


def clone(s: State) -> State:
    """A copy deep enough for the engine's mutations; card definitions and instances never change and
    are shared."""
    c = copy.copy(s)
    c.cards = dict(s.cards)
    c.definitions = s.definitions
    c.players = [copy.deepcopy(ps) for ps in s.players]
    c.battlefield = copy.deepcopy(s.battlefield)
    c.modifiers = list(s.modifiers)
    c.failed_battle_areas = list(s.failed_battle_areas)
    c.turn_start_zones = [list(z) for z in s.turn_start_zones]
    c.battle = copy.deepcopy(s.battle)
    # chapter 10: lists the engine appends to (their entries are never changed in place)
    c.grants = list(s.grants)
    c.waiting = list(s.waiting)
    c.delayed = list(s.delayed)
    c.state_triggers = list(s.state_triggers)
    c.targeted = list(s.targeted)  # MC 16.2.1: designations made during a step (they had leaked into its checkpoint)
    return c


class Session:
    """A position being played forward, one answer at a time."""

    def __init__(self, position: Position, *, trace: bool = True, validate: bool = True) -> None:
        if validate:
            validate_state(position.state)
        self.duel = Duel(clone(position.state), trace=trace)
        self.checkpoint = clone(position.state)
        self.answers: list[Action] = []
        self.gen: Proc | None = None
        self.pending: Decision | None = None
        self._drive(None)
        for k, answer in enumerate(position.answers):
            ruling = self.apply(answer)
            if not ruling.legal:
                raise PositionError(
                    "answers",
                    ruling.clauses[0] if ruling.clauses else "MC-4-3-4",
                    f"answers[{k}] is not a legal answer: {ruling.reason}",
                )
        self.duel.events = []

    @property
    def state(self) -> State:
        """The board as it stands now (mid-step if a decision is pending inside a step)."""
        return self.duel.state

    def _drive(self, answer: Action | None) -> None:
        g = self.duel
        while True:
            try:
                if self.gen is None:
                    if g.state.step == "game_over":
                        self._final()
                        return
                    defeat_judgement(g)  # a submitted position whose headquarters has fallen is over at once (11.2)
                    self.checkpoint = clone(g.state)
                    self.answers = []
                    self.gen = run_step(g)
                    decision = next(self.gen)
                else:
                    decision = self.gen.send(answer)  # type: ignore[arg-type]  # the generator is started
                    answer = None
            except StopIteration:
                self.gen = None
                continue
            except GameOver:
                self.gen = None
                continue
            self.pending = decision
            return

    def _final(self) -> None:
        self.pending = None
        self.gen = None
        self.checkpoint = clone(self.duel.state)
        self.answers = []

    def position(self) -> Position:
        return Position(state=clone(self.checkpoint), answers=list(self.answers))

    def apply(self, action: Action) -> Ruling:
        """Answer the pending decision. An illegal answer changes nothing and cites its clauses."""
        illegal = self.judge(action)
        if illegal is not None:
            return Ruling(
                action=action, legal=False, clauses=illegal.clauses, reason=illegal.reason, pending=self.pending
            )
        self.duel.events = []
        if isinstance(action, (Concede, TimeOut)):
            self._end_by(action)
        else:
            self.answers.append(action)
            self._drive(action)
        events: list[Event] = self.duel.events
        self.duel.events = []
        return Ruling(
            action=action,
            legal=True,
            clauses=list(dict.fromkeys(e.clause for e in events)),
            events=events,
            pending=self.pending,
        )

    def _end_by(self, action: Concede | TimeOut) -> None:
        """MC 1.2.5 (a concession) and 1.2.1 (a time-out, with the result the judge records)."""
        if self.gen is not None:
            self.gen.close()
        self.gen = None
        try:
            if isinstance(action, Concede):
                end_game(self.duel, "concession", 1 - action.player, "MC-1-2-5-1", f"player {action.player} concedes")
            else:
                end_game(self.duel, "time_out", action.winner, "MC-1-2-1", "a judge records that time ran out")
        except GameOver:
            pass
        self._final()

    def judge(self, action: Action) -> Illegal | None:
        d = self.pending
        if d is None:
            return Illegal(["MC-1-2-1"], "the game is over: no action can be taken")
        if isinstance(action, TimeOut):
            return None  # a judge's record, not a player's answer: it may come at any decision
        if action.player != d.player:
            return Illegal(
                [d.clause], f"the pending decision ({d.kind}) is player {d.player}'s, not player {action.player}'s"
            )
        if action in d.options:
            return None
        if open_answer(self.duel, d.options, action):  # chapter 10: MC 4.7.3.1, any race may be named
            return None
        return explain(self.duel, d, action)
