"""Monster Collection behind the game contract (``engine.contract.Game``): the object the referee and
its tools use, registered as ``monster-collection`` in ``engine.games``. Everything here delegates to
the engine's public API (``api``, ``driver``); nothing of the rules lives in this module."""

from __future__ import annotations

import random
import time
from collections.abc import Mapping
from typing import Any

from ..contract import ClauseIndex, Game, Json, Models, Mutant, RandomGames
from . import api
from .driver import Session
from .editions import CLAUSE_SCHEME, DEFAULT_EDITION, EDITIONS
from .model import Action, Activate, Advance, AdvanceUnit, ChooseNumber, Concede, Decision, Done, Position, Ruling, Use
from .procedures.setup import Setup
from .validate import validate_state


def weight(session: Session, option: Action) -> float:
    """How likely a random player is to pick an option: every legal answer can be picked, but keeping the
    hand, advancing and advancing towards the enemy are favoured, so that random games reach battles
    and headquarters rather than burning their decks on discards; using a card or an ability is favoured
    over passing, so that the test deck's effects are played."""
    s = session.state
    if isinstance(option, Done) and session.pending is not None and session.pending.kind == "hand_adjustment":
        return 8.0
    if isinstance(option, Advance):
        return 6.0
    if isinstance(option, ChooseNumber) and session.pending is not None and session.pending.kind == "loop_count":
        return 4.0 / option.n**2  # MC 16.1.1.2-3: small repeat counts, so that a loop ends soon
    if isinstance(option, AdvanceUnit):
        forward = 1 if option.player == 0 else -1  # towards the enemy's rows
        ahead = (int(option.to[1]) - 2.5) * forward
        dest = next((t for t in s.battlefield if t.area == option.to), None)
        enemy = dest is not None and any(session.duel.owner(u.card) != option.player for u in dest.units)
        return 1.0 + max(0.0, ahead) * 2 + (6.0 if enemy else 0.0)
    if isinstance(option, (Use, Activate)):
        return 3.0  # play what the hand and the units offer rather than pass, so that their effects come up
    return 1.0


def random_answer(session: Session, rnd: random.Random) -> Action:
    """One random legal answer, weighted (``weight``); never a concession: a random game would end at its
    first one."""
    assert session.pending is not None
    options = [o for o in session.pending.options if not isinstance(o, Concede)]
    return rnd.choices(options, weights=[weight(session, o) for o in options])[0]


def play_random(session: Session, rnd: random.Random) -> Ruling:
    """Apply ``random_answer``."""
    return session.apply(random_answer(session, rnd))


class MonsterCollection:
    id = "monster-collection"
    title = "モンスター・コレクション TCG (Monster Collection)"
    engine_version = api.ENGINE_VERSION
    editions = EDITIONS
    default_edition = DEFAULT_EDITION
    clause_scheme = CLAUSE_SCHEME
    models = Models(version=1, position=Position, action=Action, decision=Decision, ruling=Ruling, setup=Setup)
    features = "monster-collection"
    step_plugins: tuple[str, ...] = (
        "tests.monster_collection.steps.given",
        "tests.monster_collection.steps.when",
        "tests.monster_collection.steps.then",
        "tests.monster_collection.steps.special",
        "tests.monster_collection.steps.effects",
        "tests.monster_collection.steps.actions",  # chapters 12 and 16 (mc-actions)
        "tests.monster_collection.steps.loops",  # MC 16.1.1 perpetual loops (mc-loop)
        "tests.monster_collection.steps.heroes",  # MC 15.1.7, 15.1.8, 5.1.2.19 (mc-summon)
        "tests.monster_collection.steps.judge2",  # one resistance reading (mc-judge2)
        "tests.monster_collection.steps.fixes",  # issue 19's remaining fixes (mc-fix)
    )
    cards = None  # no card list of the game is public: positions declare their cards (MC 2.1)

    # --- JSON ------------------------------------------------------------------------------------
    def new_duel(self, setup: Json) -> Json:
        return api.new_duel(setup)

    def legal_actions(self, position: Json) -> Json:
        return api.legal_actions(position)

    def adjudicate(self, position: Json, actions: list[Json], *, trace: bool = True) -> Json:
        return {"game": self.id, **api.adjudicate(position, actions, trace=trace)}

    def view(self, position: Json, player: int) -> Json:
        return api.player_view(position, player)

    def validate(self, position: Json) -> None:
        validate_state(api.load_position(position).state)

    def refusal(self, exc: BaseException) -> Json | None:
        return api.refusal(exc)

    # --- models ----------------------------------------------------------------------------------
    def load_position(self, data: Json) -> Position:
        return api.load_position(data)

    def dump_position(self, position: Any) -> Json:
        out: Json = api.dump(api.POSITION, position)
        return out

    def load_action(self, data: Json) -> Action:
        return api.ACTION.validate_python(data)

    def dump_action(self, action: Any) -> Json:
        out: Json = api.dump(api.ACTION, action)
        return out

    def session(self, position: Any, *, trace: bool = True) -> Session:
        return Session(position, trace=trace)

    def sample_setup(self, seed: int) -> Json:
        from .testdecks import duel_request

        return duel_request(seed)

    # --- tools -----------------------------------------------------------------------------------
    def random_games(
        self, *, seeds: int, roundtrip_every: int = 1, options: Mapping[str, str] | None = None
    ) -> RandomGames:
        """Random legal games with the test decks, to their end. After every answer: the ruling is legal;
        every ``roundtrip_every``-th position is written to JSON, read back, checked against the
        invariants, and play goes on from the decoded copy, which must ask the same decision; at the end
        the game is replayed from its start with the same answers and must end identically."""
        opts = dict(options or {})
        max_decisions = int(opts.get("max_decisions", "20000"))
        failures: list[str] = []
        decisions = 0
        reasons: dict[str, int] = {}
        start = time.process_time()
        for seed in range(seeds):
            try:
                n, reason = self._random_game(seed, roundtrip_every, max_decisions)
                decisions += n
                reasons[reason] = reasons.get(reason, 0) + 1
            except Exception as exc:  # every failure is reported with its seed
                failures.append(f"seed {seed}: {type(exc).__name__}: {exc}")
        return RandomGames(
            games=seeds,
            decisions=decisions,
            cpu_seconds=round(time.process_time() - start, 2),
            failures=failures,
            detail={"endings": reasons},
        )

    def _random_game(self, seed: int, roundtrip_every: int, max_decisions: int) -> tuple[int, str]:
        start = api.load_position(api.new_duel(self.sample_setup(seed))["position"])
        rnd = random.Random(seed)
        session = Session(start, trace=False)
        answers: list[Action] = []
        n = 0
        while session.pending is not None and n < max_decisions:
            ruling = play_random(session, rnd)
            if not ruling.legal:
                raise AssertionError(f"a legal option was ruled illegal: {ruling.reason}")
            answers.append(ruling.action)
            n += 1
            if roundtrip_every and n % roundtrip_every == 0:
                data = api.POSITION.dump_json(session.position())
                decoded = api.POSITION.validate_json(data)
                validate_state(decoded.state)
                again = Session(decoded, trace=False)
                if api.POSITION.dump_json(again.position()) != data:
                    raise AssertionError(f"the position after decision {n} did not round-trip through JSON")
                if again.pending != session.pending:
                    raise AssertionError(f"the decoded position after decision {n} asks another decision")
                session = again
        if session.pending is not None:
            raise AssertionError(f"no result after {n} decisions")
        replay = Session(start, trace=False)
        for a in answers:
            if not replay.apply(a).legal:
                raise AssertionError("the replay of the same answers was refused")
        if api.POSITION.dump_json(replay.position()) != api.POSITION.dump_json(session.position()):
            raise AssertionError("the replay of the same answers ended differently")
        result = session.state.result
        assert result is not None
        return n, result.reason

    def random_answer(self, session: Any, rnd: random.Random) -> Action:
        """The random player of ``random_games`` (``engine.contract.PlaysRandomly``): the benchmark's games
        play as these do, to a headquarters, the decks' end or a repetition, never to a concession."""
        assert isinstance(session, Session)
        return random_answer(session, rnd)

    def mutants(self) -> Mapping[str, Mutant]:
        from .tooling.mutants import MUTANTS

        return MUTANTS

    def bench_case(self) -> tuple[Json, list[Json]]:
        """A position some thirty random decisions into a test-deck game, and the next five answers."""
        rnd = random.Random(1)
        session = Session(api.load_position(api.new_duel(self.sample_setup(1))["position"]), trace=False)
        for _ in range(30):
            play_random(session, rnd)
        position = api.dump(api.POSITION, session.position())
        actions: list[Json] = []
        for _ in range(5):
            if session.pending is None:
                break
            actions.append(api.dump(api.ACTION, play_random(session, rnd).action))
        return position, actions

    def index(self, edition: str | None = None) -> ClauseIndex:
        wanted = edition or self.default_edition
        for e in self.editions:
            if e.id == wanted:
                return e.load_index()
        raise KeyError(f"no edition {wanted!r} of {self.id}")


GAME: Game = MonsterCollection()  # typed: mypy checks the class against the contract
