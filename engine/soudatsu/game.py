"""奏奪 (soudatsu) behind the game contract (``engine.contract.Game``), registered as ``soudatsu`` in
``engine.games``. Everything here delegates to the engine's public API (``api``, ``driver``); nothing
of the rules lives in this module."""

from __future__ import annotations

import json
import random
import time
from collections.abc import Mapping
from typing import Any

from ..contract import ClauseIndex, ClauseScheme, Edition, Game, Json, Models, Mutant, RandomGames
from . import api
from .driver import Session
from .model import EDITION, Action, Decision, Position, Ruling, Setup


def _index() -> ClauseIndex:
    from .editions.ja_basic import load_clause_index

    return load_clause_index()


class Soudatsu:
    id = "soudatsu"
    title = "奏奪 (Soudatsu)"
    engine_version = api.ENGINE_VERSION
    editions = (
        Edition(
            id=EDITION,
            title="基本ルール: basic rules with the text-errata notice, Japanese (no clause numbers; the project's ids)",
            language="ja",
            source="004_b9ae4b7b96e33a4b.txt",
            load_index=_index,
        ),
    )
    default_edition = EDITION
    clause_scheme = ClauseScheme(
        pattern=r"SD-(?:errata|guide|loss|detail)(?:-[a-z0-9]+)*",
        example_id="SD-guide-7-2-1",
        example_citation="SD-guide-7-2-1",
        description="The document has no numbers: ids mirror its structure (the errata's bullets, the quick "
        "guide's numbered steps, the loss conditions, each detailed-rules bullet by topic and its sentences).",
        parts={"errata": "Text errata", "guide": "Quick guide", "loss": "Winning and losing", "detail": "Detailed rules"},
    )
    models = Models(version=1, position=Position, action=Action, decision=Decision, ruling=Ruling, setup=Setup)
    features = "soudatsu"
    step_plugins: tuple[str, ...] = ("tests.soudatsu.steps.play",)
    cards = None  # no card list of 奏奪 is public: every card is declared inline

    # --- JSON ------------------------------------------------------------------------------------
    def new_duel(self, setup: Json) -> Json:
        return api.new_duel(setup)

    def legal_actions(self, position: Json) -> Json:
        return api.legal_actions(position)

    def adjudicate(self, position: Json, actions: list[Json], *, trace: bool = True) -> Json:
        return api.adjudicate(position, actions, trace=trace)

    def view(self, position: Json, player: int) -> Json:
        return api.player_view(position, player)

    def validate(self, position: Json) -> None:
        from .validate import validate_state

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
        from .testdecks import setup

        return setup(seed)

    # --- tools -----------------------------------------------------------------------------------
    def random_games(
        self, *, seeds: int, roundtrip_every: int = 1, options: Mapping[str, str] | None = None
    ) -> RandomGames:
        """Random legal games between random test decks, one per seed, each to its end; the properties
        of ``randomgames.check_game`` are checked along the way (``options["max_decisions"]``)."""
        from .randomgames import play

        max_decisions = int(dict(options or {}).get("max_decisions", "5000"))
        failures: list[str] = []
        decisions = 0
        start = time.process_time()
        for seed in range(seeds):
            try:
                decisions += play(seed, roundtrip_every=roundtrip_every, max_decisions=max_decisions)
            except Exception as exc:  # every failure is reported with its seed
                failures.append(f"seed {seed}: {type(exc).__name__}: {exc}")
        return RandomGames(
            games=seeds,
            decisions=decisions,
            cpu_seconds=round(time.process_time() - start, 2),
            failures=failures,
            detail={"decks": "random test decks (engine/soudatsu/testdecks.py)"},
        )

    def mutants(self) -> Mapping[str, Mutant]:
        from .mutants import MUTANTS

        return MUTANTS

    def bench_case(self) -> tuple[Json, list[Json]]:
        """A position some turns into a random game, and the next actions of that game."""
        from .testdecks import setup

        duel = api.new_duel(setup(7))
        session = Session(api.load_position(duel["position"]), trace=False)
        rnd = random.Random(7)
        for _ in range(40):
            assert session.pending is not None
            session.apply(rnd.choice(session.pending.options))
        position = api.dump(api.POSITION, session.position())
        replay = Session(api.load_position(position), trace=False)
        actions: list[Json] = []
        for _ in range(10):
            if replay.pending is None:
                break
            action = rnd.choice(replay.pending.options)
            replay.apply(action)
            actions.append(api.dump(api.ACTION, action))
        return json.loads(json.dumps(position)), actions

    def index(self, edition: str | None = None) -> ClauseIndex:
        wanted = edition or self.default_edition
        for e in self.editions:
            if e.id == wanted:
                return e.load_index()
        raise KeyError(f"no edition {wanted!r} of {self.id}")


GAME: Game = Soudatsu()  # typed: mypy checks Soudatsu against the contract
