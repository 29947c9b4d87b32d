"""The driver: runs the step procedures until a decision is pending, takes a fresh stable position
between steps, checks every answer against the pending decision's legal options, and explains an
illegal answer with the clauses that forbid it (ARCHITECTURE decisions 1–3).

Why design (b) — a stable position plus the answers since — rather than explicit frames: the
procedures stay ordinary Python that reads top to bottom like its clause (`# i` … `# viii`), nested
resolution (C 9-8) is simply the call stack, and a position in the middle of an attack serialises
exactly as "the position before the step, and the decisions taken since", which judges can read.
Replaying a step is cheap because a step is one main-phase action or one phase.
"""

from __future__ import annotations

from .fast import FAST
from .game import Game, GameOver, Illegal, Proc, copy_card, shallow_copy
from .model import Action, Decision, Event, Position, Ruling, State
from .procedures.common import PhaseEnded
from .procedures.terms import cannot_be_chosen
from .procedures.turn import explain_main_action, run_step
from .procedures.use import How, check_use
from .validate import PositionError, validate_state
from .words import name_players

PLAYER_LISTS = (
    "goddesses",
    "deck",
    "hand",
    "discard",
    "face_down",
    "enhancements",
    "trumps",
    "in_use",
    "extra",
    "out_of_game",
)


def clone(s: State, *, share_cards: bool = False) -> State:
    """A copy deep enough for the engine's mutations (card definitions are never mutated: shared).

    With `share_cards` the copy shares the card instances: the driver's checkpoint does, and the
    game copies a card into the checkpoint before changing it (``Game.changing``)."""
    c = shallow_copy(s)
    c.players = []
    for ps in s.players:
        q = shallow_copy(ps)
        zones = q.__dict__  # item access: a third faster than getattr/setattr on this per-step path
        for z in PLAYER_LISTS:
            zones[z] = zones[z][:]
        records = q.records = shallow_copy(q.records)
        records.used_cards = records.used_cards[:]
        records.attack_auras = records.attack_auras[:]
        q.goddess = q.goddess.copied()  # changes in place, even made on demand (goddess_state)
        c.players.append(q)
    c.cards = dict(s.cards) if share_cards else {k: copy_card(v) for k, v in s.cards.items()}
    c.sealed = {k: list(v) for k, v in s.sealed.items()}
    c.lasting = list(s.lasting)
    c.attacks = [shallow_copy(a) for a in s.attacks]
    for a in c.attacks:
        a.mods = list(a.mods)
    c.attacked_this_turn = list(s.attacked_this_turn)
    c.attacked_this_phase = list(s.attacked_this_phase)
    c.attacked_not_trump = list(s.attacked_not_trump)
    c.aura_changed = list(s.aura_changed)
    c.distance_movers = list(s.distance_movers)
    c.no_more_actions = list(s.no_more_actions)
    c.fired = list(s.fired)
    return c


class Session:
    """A position being played forward, one answer at a time."""

    def __init__(self, position: Position, *, trace: bool = True, validate: bool = True, owned: bool = False) -> None:
        """`owned`: the caller hands the position over (it was just read from JSON and nothing else holds
        it), so the session plays on its state itself rather than on a copy (issue 22)."""
        # validating a position works out the goddesses in its duel (``hooks.duel_hooks``): the Game
        # takes them rather than working them out again (issue 22, fourth round)
        in_duel = validate_state(position.state) if validate else None
        self.game = Game(position.state if owned and FAST else clone(position.state), trace=trace, hooks=in_duel)
        # The checkpoint is the state at the start of the current step; ``_drive`` takes it anew before
        # any step runs, so this copy is read only for a duel that is already over (issue 22: the
        # second copy of every card was a third of loading a position).
        over = position.state.step == "game_over"
        self.checkpoint = clone(position.state) if over or not FAST else self.game.state
        self.answers: list[Action] = []
        self.gen: Proc | None = None
        self.pending: Decision | None = None
        self._drive(None)
        # What resolved on its own from the submitted state to its first decision (issue 16: nothing
        # happens unseen): the start phase's concentration and charges, a destruction, a win …
        self.prelude: list[Event] = self.game.events
        self.game.events = []
        for k, answer in enumerate(position.answers):
            ruling = self.apply(answer)
            if not ruling.legal:
                raise PositionError(
                    "answers",
                    ruling.clauses[0] if ruling.clauses else "C 9-1",
                    f"answers[{k}] is not a legal answer: {ruling.reason}",
                )
        self.game.events = []

    # --- running ------------------------------------------------------------------------------
    def _drive(self, answer: Action | None) -> None:
        g = self.game
        while True:
            try:
                if self.gen is None:
                    if g.state.step == "game_over":
                        self.pending = None
                        return
                    g.check_win()  # C 4-2 applies at once, also to a submitted position at life 0
                    self.checkpoint = clone(g.state, share_cards=True)
                    g.checkpoint_cards = self.checkpoint.cards
                    self.answers = []
                    self.gen = run_step(g)
                    decision = next(self.gen)
                else:
                    decision = self.gen.send(answer)  # type: ignore[arg-type]  # None primes nothing: gen is started
                    answer = None
            except StopIteration:
                self.gen = None
                continue
            except GameOver:
                # C 4-2: the duel is over where it stands; that is the position from now on (a stable
                # game_over state with its result), not the step it ended in and the answers since.
                self.gen = None
                self.checkpoint = clone(g.state)
                self.answers = []
                continue
            except PhaseEnded:  # an "end the phase" outside any phase step cannot happen; be safe
                self.gen = None
                continue
            self.pending = decision
            return

    def position(self, *, copy: bool = True) -> Position:
        """The stable position: the state at the start of the current step, and the answers since.
        `copy=False` for a caller that writes it out at once and keeps nothing of it (issue 22: a copy
        of every card, for nothing): it shares the session's own checkpoint, which later answers
        replace."""
        if not copy and FAST:
            return Position(state=self.checkpoint, answers=self.answers[:])
        return Position(state=clone(self.checkpoint), answers=list(self.answers))

    @property
    def state(self) -> State:
        """The board as it stands now (mid-resolution if a decision is pending inside a step)."""
        return self.game.state

    def apply(self, action: Action) -> Ruling:
        """Answer the pending decision. An illegal answer changes nothing and cites its clauses."""
        illegal = self.judge(action)
        if illegal is not None:
            reason = name_players(illegal.reason)
            return Ruling(
                action=action,
                legal=False,
                clauses=illegal.clauses,
                reason=reason,
                pending=self.pending,
                names=self.names_in(reason, action),
            )
        self.game.events = []
        self.answers.append(action)
        self._drive(action)
        events: list[Event] = self.game.events
        self.game.events = []
        return Ruling(
            action=action,
            legal=True,
            clauses=list(dict.fromkeys(e.clause for e in events)),
            events=events,
            pending=self.pending,
        )

    def names_in(self, text: str, action: Action) -> dict[str, str]:
        """The cards a refusal's text names, name -> uid, as an event's ``names`` (issue 16), so the judge's
        page shows them in the reader's language and opens them. A name two cards share is taken to be
        the card the action names, else the card the engine named last, else the acting player's."""
        g = self.game
        cards = g.state.cards
        values = [w for v in vars(action).values() for w in (v if isinstance(v, list) else [v])]
        in_action = [v for v in values if isinstance(v, str) and v in cards]
        mine = (u for u in cards if cards[u].holder == action.player)
        order = [*in_action, *reversed(g.named), *mine, *cards]
        names: dict[str, str] = {}
        for uid in order:
            if uid in cards and (n := g.name_now(uid)) and n not in names and n in text:
                names[n] = uid
        return names

    def judge(self, action: Action) -> Illegal | None:
        d = self.pending
        if d is None:
            return Illegal(["C 4-2"], "the duel is over: no action can be taken")
        if action.player != d.player:
            return Illegal(
                [d.clause], f"the pending decision ({d.kind}) is player {d.player}'s, not player {action.player}'s"
            )
        if action in d.options:
            return None
        return self.explain(d, action)

    def explain(self, d: Decision, action: Action) -> Illegal:
        g = self.game
        kinds = {
            "mulligan": "mulligan",
            "action_kind": "action_kind",
            "damage": "damage",
            "charge": "charge",
            "face_down": "face_down",
            "order": "choose_first",
            "choose": "choose",
            "basic_action": "basic_action",
            "stratagem": "stratagem",
        }
        if d.kind == "main_action" and action.type in ("use_card", "basic_action", "end_phase"):
            why = explain_main_action(g, action)
            if why is not None:
                return why
        elif d.kind in ("reaction", "use_card") and action.type == "use_card":
            target = next((a for a in g.state.attacks if a.id == d.detail.get("attack")), None)
            how: How = "reaction" if d.kind == "reaction" else "effect"
            why = check_use(g, action.player, action.card, how, target, action.as_card)
            if why is not None:
                return why
        elif d.kind == "choose" and action.type == "choose" and action.option in g.state.cards:
            if cannot_be_chosen(g, action.option, action.player):
                return Illegal(["C 10-33"], f"{g.name(action.option)} cannot be chosen by player {action.player}")
        elif d.kind == "damage" and action.type == "damage":
            return Illegal(
                ["C 5-8-3-2"],
                f"{action.side} damage cannot be chosen here "
                f"(aura {g.state.players[action.player].aura}, damage {d.detail.get('aura')}/{d.detail.get('life')})",
            )
        elif (
            d.kind in ("reshuffle", "may", "reaction", "use_card") and action.type in ("accept", "decline", "use_card")
        ) or kinds.get(d.kind) == action.type:
            pass
        else:
            return Illegal(
                [d.clause], f"the pending decision is {d.kind} ({d.clause}); {action.type} does not answer it"
            )
        return Illegal([d.clause], f"{action.type} is not one of the legal answers to this {d.kind} decision")
