"""Issue 22, fourth round: the API's answers are byte-identical with the speed-ups on and off
(``FURUYONI_NO_FAST=1``, read at import: the other side runs in a subprocess).

Compared, as SHA-256 digests of the bytes: ``adjudicate_json`` and ``adjudicate`` of the bench's
ruling cases (test-deck, checked, real-card); the served ``/v1/adjudicate`` body of each through the
app; and, for positions of random real-card games mutated at random (``test_validate_fast``), what
``adjudicate`` answers — a ruling, or the problem document of its refusal (``api.refusal``)."""

from __future__ import annotations

import copy
import hashlib
import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

from engine.furuyoni import api
from engine.furuyoni.fast import FAST
from engine.furuyoni.tooling.bench_case import checked_ruling_case, real_ruling_case, ruling_case

ROOT = Path(__file__).resolve().parents[3]


def _sha(data: bytes | str) -> str:
    return hashlib.sha256(data.encode() if isinstance(data, str) else data).hexdigest()[:20]


def digests() -> dict[str, Any]:
    """Every compared answer's digest, by name, as this process's engine gives them."""
    from referee.app import create_app

    from .test_validate_fast import _mutate, _positions

    out: dict[str, Any] = {"fast": FAST}
    client = create_app().test_client()
    for name, (pos, acts) in (
        ("test-deck", ruling_case()),
        ("checked", checked_ruling_case()),
        ("real", real_ruling_case()),
    ):
        out[f"{name}/adjudicate_json"] = _sha(
            api.adjudicate_json(api.load_position(pos), api.ACTIONS.validate_python(acts))
        )
        out[f"{name}/adjudicate"] = _sha(json.dumps(api.adjudicate(pos, acts), sort_keys=True))
        served = client.post("/v1/adjudicate", json={"position": pos, "actions": acts})
        out[f"{name}/served"] = [served.status_code, _sha(served.data)]
    positions = _positions()
    card_ids = sorted({i["card"] for p in positions for i in p["state"]["cards"].values()})
    goddesses = sorted({g for p in positions for ps in p["state"]["players"] for g in ps["goddesses"]})
    rnd = random.Random(7)
    kinds = {"ruled": 0, "refused": 0}
    for k in range(300):
        pos = copy.deepcopy(rnd.choice(positions))
        if k % 3:
            _mutate(rnd, pos, positions, card_ids, goddesses)
        try:
            answer: Any = api.adjudicate(pos, [])
            kinds["ruled"] += 1
        except Exception as exc:
            answer = api.refusal(exc) or f"{type(exc).__name__}: {exc}"
            kinds["refused"] += 1
        out[f"mutant {k}"] = _sha(json.dumps(answer, sort_keys=True))
    out["kinds"] = kinds
    return out


def test_answers_are_byte_identical_with_the_speed_ups_on_and_off() -> None:
    here = digests()
    env = {**os.environ, "FURUYONI_NO_FAST": "1"}
    code = "import json; from tests.furuyoni.unit.test_api_switch import digests; print(json.dumps(digests()))"
    run = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=900, check=True
    )
    there = json.loads(run.stdout.strip().splitlines()[-1])
    assert there.pop("fast") is False
    assert here.pop("fast") is FAST
    assert here == there
    assert len(here) == 310
    assert all(here[f"{name}/served"][0] == 200 for name in ("test-deck", "checked", "real"))
    # the mutants reach rulings and refusals alike
    assert here["kinds"]["ruled"] > 100 and here["kinds"]["refused"] > 50, here["kinds"]
