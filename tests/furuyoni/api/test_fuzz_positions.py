"""Whatever Furuyoni position is sent, the referee never answers 500: Hypothesis mutates a small valid
position and its actions into near-valid ones, sent to Furuyoni's operations and their /v1 aliases
(bounded examples in CI; raise FUZZ_EXAMPLES for a soak run). Every operation of every game is fuzzed
from the OpenAPI document by tests/api/test_fuzz.py."""

from __future__ import annotations

import copy
import os
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee import create_app
from tests.furuyoni.api.test_api import position

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "50"))
APP = create_app({"TESTING": True})

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
    # one operation under /v1/games/furuyoni/ and one of the /v1 aliases: the same handlers serve both
    for route in ("/v1/games/furuyoni/adjudicate", "/v1/legal-actions"):
        r = client.post(route, json=body if route.endswith("adjudicate") else {"position": body["position"]})
        assert r.status_code < 500, (route, body, r.get_data(as_text=True)[:500])
