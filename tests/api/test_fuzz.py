"""Whatever is sent, the referee never answers 500: schemathesis drives every operation from the
OpenAPI document, and Hypothesis mutates valid positions into near-valid ones (bounded examples in CI;
raise FUZZ_EXAMPLES for a soak run)."""

from __future__ import annotations

import copy
import os
from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee import create_app
from tests.api.test_api import position

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


@pytest.mark.parametrize(("label", "mode"), CASES)
def test_no_operation_answers_500(label: str, mode: schemathesis.GenerationMode) -> None:
    @given(case=OPERATIONS[label].as_strategy(mode))
    @settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))
    def answers(case: Any) -> None:
        response = case.call()
        assert response.status_code < 500, (case.method, case.path, response.text[:500])

    answers()


def _paths(doc: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(doc, dict):
        for k, v in doc.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            out += _paths(v, (*prefix, i))
    return out


BASE = {
    "position": position(),
    "actions": [{"type": "use_card", "player": 0, "card": "A:slash"}, {"type": "decline", "player": 1}],
}
PATHS = _paths(BASE)[1:]
ODD_VALUES = st.one_of(
    st.integers(-(2**70), 2**70),
    st.none(),
    st.booleans(),
    st.text(max_size=8),
    st.lists(st.integers(-3, 12), max_size=4),
    st.just({}),
    st.just("A:slash"),
    st.sampled_from(["main_action", "mulligan", "game_over", "trump", "attack", "-"]),
)


@given(st.lists(st.tuples(st.sampled_from(PATHS), ODD_VALUES), min_size=1, max_size=4))
@settings(max_examples=EXAMPLES * 5, deadline=None, suppress_health_check=list(HealthCheck))
def test_near_valid_positions_never_crash(mutations: list[tuple[tuple[Any, ...], Any]]) -> None:
    body = copy.deepcopy(BASE)
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
    for route in ("/v1/adjudicate", "/v1/legal-actions"):
        r = client.post(route, json=body if route == "/v1/adjudicate" else {"position": body["position"]})
        assert r.status_code < 500, (route, body, r.get_data(as_text=True)[:500])
