"""Saved rulings survive a killed server and concurrent writers (several gunicorn workers)."""

from __future__ import annotations

import json
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from referee import create_app
from tests import served
from tests.furuyoni.api.test_api import position


def post(url: str, body: Any) -> dict[str, Any]:
    req = urllib.request.Request(url, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=10) as r:
        doc: dict[str, Any] = json.loads(r.read())
        return doc


def get(url: str) -> dict[str, Any]:
    with urllib.request.urlopen(url, timeout=10) as r:
        doc: dict[str, Any] = json.loads(r.read())
        return doc


def case(n: int) -> dict[str, Any]:
    return {"position": position(distance=3 + n % 2, dust=n), "actions": [
        {"type": "use_card", "player": 0, "card": "A:slash"}]}


def test_save_and_load_in_process(tmp_path: Path) -> None:
    client = create_app({"TESTING": True, "DATA_DIR": str(tmp_path)}).test_client()
    saved = client.post("/v1/rulings", json=case(1)).json
    again = client.post("/v1/rulings", json=case(1)).json
    assert saved["id"] == again["id"], "the same case is one saved ruling"
    loaded = client.get(f"/v1/rulings/{saved['id']}").json
    assert loaded["result"] == saved["result"] and loaded["actions"] == saved["actions"]
    assert client.get("/v1/rulings/0123abcd").status_code == 404
    assert client.get(f"/r/{saved['id']}").status_code == 200
    bad = client.post("/v1/rulings", json={"position": position(distance=12), "actions": []})
    assert bad.status_code == 422


def test_rulings_survive_kill_and_concurrent_writers(tmp_path: Path) -> None:
    port = served.free_port()
    proc = served.start(port, tmp_path, workers=2)
    base = f"http://127.0.0.1:{port}"
    try:
        with ThreadPoolExecutor(max_workers=8) as pool:
            results = list(pool.map(lambda n: post(f"{base}/v1/rulings", case(n)), range(40)))
    finally:
        served.kill(proc)  # SIGKILL: no clean shutdown
    ids = {r["id"]: r for r in results}
    assert len(ids) == 40
    proc = served.start(port, tmp_path, workers=1)
    try:
        for cid, r in ids.items():
            assert get(f"{base}/v1/rulings/{cid}")["result"] == r["result"]
    finally:
        served.kill(proc)
