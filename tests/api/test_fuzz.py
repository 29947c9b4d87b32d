"""Whatever is sent, the referee never answers 500: schemathesis drives every operation of the OpenAPI
document — every game's, under /v1/games/<game>/, and the default game's /v1 aliases — and Hypothesis
mutates each game's ruling case (``Game.bench_case``) into near-valid positions (bounded examples in CI;
raise FUZZ_EXAMPLES for a soak run)."""

from __future__ import annotations

import copy
import os
from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.games import game_ids, get_game
from referee import create_app

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "50"))
APP = create_app({"TESTING": True})
schema = schemathesis.openapi.from_wsgi("/openapi/openapi.json", APP)


# One test per operation of the OpenAPI document and generation mode (valid data, and data that breaks
# the schema), each with its own id: schemathesis's own `schema.parametrize()` gives every operation
# the same test id, which pytest-xdist cannot tell apart.
OPERATIONS = {op.label: op for op in (result.ok() for result in schema.get_all_operations())}
POSITIVE, NEGATIVE = schemathesis.GenerationMode.POSITIVE, schemathesis.GenerationMode.NEGATIVE
CASES = [
    pytest.param(label, mode, id=f"{label} {mode.value}")
    for label, op in sorted(OPERATIONS.items())
    # an operation with no parameter and no body has no invalid request to make
    for mode in ([POSITIVE, NEGATIVE] if op.body or list(op.iter_parameters()) else [POSITIVE])
]


def _examples(label: str) -> int:
    """The default game's /v1 aliases run the very handlers of /v1/games/<default>/…, fuzzed in full:
    a fifth of the examples checks that they are wired the same."""
    path = label.split(" ", 1)[-1]
    return EXAMPLES if path.startswith("/v1/games") or not path.startswith("/v1/") else max(5, EXAMPLES // 5)


@pytest.mark.parametrize(("label", "mode"), CASES)
def test_no_operation_answers_500(label: str, mode: schemathesis.GenerationMode) -> None:
    @given(case=OPERATIONS[label].as_strategy(mode))
    @settings(max_examples=_examples(label), deadline=None, suppress_health_check=list(HealthCheck))
    def answers(case: Any) -> None:
        response = case.call()
        assert response.status_code < 500, (case.method, case.path, response.text[:500])

    answers()


def test_every_game_and_its_operations_are_documented() -> None:
    paths = {label.split(" ", 1)[-1] for label in OPERATIONS}
    assert "/v1/games" in paths
    for game_id in game_ids():
        for op in ("adjudicate", "legal-actions", "view", "new-duel", "clauses", "clauses/{clause_id}", "rulings"):
            assert f"/v1/games/{game_id}/{op}" in paths, (game_id, op)


def _paths(doc: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(doc, dict):
        for k, v in doc.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            out += _paths(v, (*prefix, i))
    return out


ODD_VALUES = st.one_of(
    st.integers(-(2**70), 2**70),
    st.none(),
    st.booleans(),
    st.text(max_size=8),
    st.lists(st.integers(-3, 12), max_size=4),
    st.just({}),
    st.just([]),
)


@pytest.mark.parametrize("game_id", game_ids())
def test_near_valid_positions_never_crash(game_id: str) -> None:
    position, actions = get_game(game_id).bench_case()
    base = {"position": position, "actions": actions}
    paths = _paths(base)[1:]

    @given(st.lists(st.tuples(st.sampled_from(paths), ODD_VALUES), min_size=1, max_size=4))
    @settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))
    def never_crash(mutations: list[tuple[tuple[Any, ...], Any]]) -> None:
        body = copy.deepcopy(base)
        for path, value in mutations:
            target: Any = body
            try:
                for key in path[:-1]:
                    target = target[key]
                if isinstance(target, dict) != isinstance(path[-1], str):
                    continue  # an earlier mutation changed this container's kind
                target[path[-1]] = copy.deepcopy(value)
            except (KeyError, IndexError, TypeError):
                continue
        client = APP.test_client()
        for op, sent in (("adjudicate", body), ("legal-actions", {"position": body["position"]})):
            r = client.post(f"/v1/games/{game_id}/{op}", json=sent)
            assert r.status_code < 500, (op, r.get_data(as_text=True)[:500])

    never_crash()
