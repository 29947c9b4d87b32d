"""The driver: runs the step procedures until a decision is pending, takes a fresh stable position between
steps, checks every answer against the pending decision's options, and explains an illegal answer with
the clauses that forbid it (ARCHITECTURE decisions 1-3).

Design (b), as Furuyoni: a stable position plus the answers given since. A step is the setup, a turn
start, or one action of a turn with everything it sets off (its targets, the opponent's moments to
reveal a resonance), so replaying a step from its stable position is cheap, and a position in the middle
of an action reads as "the position before the action, and the answers given since"."""

from __future__ import annotations

from .model import Action, Decision, Event, Position, Ruling, State
from .procedures.legality import refusal
from .procedures.turn import run_step
from .table import GameOver, Illegal, Proc, Table, clone
from .validate import PositionError, validate_state

# The rule a player breaks by acting out of turn, by kind of action.
OWN_TURN = {
    "cast": "SD-guide-7-2-1",
    "set": "SD-detail-resonance-2",
    "attack": "SD-detail-soldier-4",
    "ability": "SD-detail-loyalist-2",
    "end_turn": "SD-guide-7-3",
    "reveal": "SD-detail-resonance-4",
}
MAIN_ACTIONS = frozenset({"cast", "set", "attack", "ability", "reveal", "end_turn"})


class Session:
    """A position being played forward, one answer at a time."""

    def __init__(self, position: Position, *, trace: bool = True, validate: bool = True) -> None:
        if validate:
            validate_state(position.state)
        self.table = Table(clone(position.state), trace=trace)
        self.checkpoint = clone(position.state)
        self.answers: list[Action] = []
        self.gen: Proc | None = None
        self.pending: Decision | None = None
        self._drive(None)
        for k, answer in enumerate(position.answers):
            ruling = self.apply(answer)
            if not ruling.legal:
                clause = ruling.clauses[0] if ruling.clauses else "SD-guide-7-2"
                raise PositionError("answers", clause, f"answers[{k}] is not a legal answer: {ruling.reason}")
        self.table.events = []

    def _drive(self, answer: Action | None) -> None:
        t = self.table
        while True:
            try:
                if self.gen is None:
                    if t.state.step == "game_over":
                        # the position stays the step's start and the answers that ended the game (a
                        # card may be mid-resolution on the final board)
                        self.pending = None
                        return
                    self.checkpoint = clone(t.state)
                    self.answers = []
                    self.gen = run_step(t)
                    decision = next(self.gen)
                else:
                    assert answer is not None
                    decision = self.gen.send(answer)
                    answer = None
            except (StopIteration, GameOver):
                self.gen = None
                continue
            self.pending = decision
            return

    @property
    def state(self) -> State:
        """The board as it stands now (in the middle of an action if a decision is pending inside one)."""
        return self.table.state

    def position(self) -> Position:
        return Position(state=clone(self.checkpoint), answers=list(self.answers))

    def apply(self, action: Action) -> Ruling:
        """Answer the pending decision. An illegal answer changes nothing and cites its clauses."""
        illegal = self.judge(action)
        if illegal is not None:
            return Ruling(action=action, legal=False, clauses=illegal.clauses, reason=illegal.reason, pending=self.pending)
        self.table.events = []
        self.answers.append(action)
        self._drive(action)
        events: list[Event] = self.table.events
        self.table.events = []
        return Ruling(
            action=action,
            legal=True,
            clauses=list(dict.fromkeys(e.clause for e in events)),
            events=events,
            pending=self.pending,
        )

    def judge(self, action: Action) -> Illegal | None:
        d = self.pending
        if d is None:
            return Illegal(["SD-guide-8"], "the game is over: no action can be taken")
        if action in d.options:
            return None
        return self.explain(d, action)

    def explain(self, d: Decision, action: Action) -> Illegal:
        if action.player != d.player:
            if d.kind == "main" and action.type in OWN_TURN:
                return Illegal(
                    [OWN_TURN[action.type]],
                    f"it is player {'AB'[d.player]}'s turn: player {'AB'[action.player]} cannot {action.type} now",
                )
            return Illegal([d.clause], f"the pending decision ({d.kind}) is player {'AB'[d.player]}'s, not player {'AB'[action.player]}'s")
        if (d.kind == "main" and action.type in MAIN_ACTIONS) or (d.kind == "respond" and action.type == "reveal"):
            why = refusal(self.table, action)
            if why is not None:
                return why
        expected = {o.type for o in d.options}
        if action.type not in expected:
            return Illegal([d.clause], f"the pending decision is {d.kind} ({d.clause}); {action.type} does not answer it")
        return Illegal([d.clause], f"this {action.type} is not one of the legal answers to the {d.kind} decision")
