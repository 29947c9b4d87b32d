"""The adapters speak a game: HTTP at /v1/games/<game>/… (and at /v1/… for the default game where a
server has only that), JSON lines naming the game in each request of version 2 (and version 1, the
default game's, for engines written before)."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, ClassVar

import pytest

from engine.games import DEFAULT_GAME, get_game
from tests.adapters import Unsupported, get_implementation
from tests.adapters.jsonl import PROTOCOL, PROTOCOL_1


class _OldServer(BaseHTTPRequestHandler):
    """A server of the default game written before there were several: /v1/legal-actions only."""

    seen: ClassVar[list[str]] = []

    def do_POST(self) -> None:
        self.seen.append(self.path)
        self.rfile.read(int(self.headers.get("Content-Length", "0")))
        if self.path == "/v1/legal-actions":
            body, status = json.dumps({"pending": {"kind": "main_action"}, "board": {}}).encode(), 200
        else:
            body, status = json.dumps({"title": "Not Found", "status": 404, "detail": "no such path"}).encode(), 404
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: Any) -> None:
        pass


@pytest.fixture
def old_server() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _OldServer)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    _OldServer.seen = []
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def test_http_falls_back_to_the_default_game_s_paths(old_server: str) -> None:
    impl = get_implementation(old_server, DEFAULT_GAME)
    try:
        assert impl.legal_actions({})["pending"]["kind"] == "main_action"
        assert impl.legal_actions({})["pending"]["kind"] == "main_action"
    finally:
        impl.close()
    assert _OldServer.seen == [f"/v1/games/{DEFAULT_GAME}/legal-actions", "/v1/legal-actions", "/v1/legal-actions"]


def test_http_of_another_game_does_not_fall_back(old_server: str) -> None:
    impl = get_implementation(old_server, "another-game")
    try:
        with pytest.raises(Unsupported):
            impl.legal_actions({})
    finally:
        impl.close()
    assert _OldServer.seen == ["/v1/games/another-game/legal-actions"]


def test_jsonl_version_2_names_the_game_and_version_1_still_works() -> None:
    game = get_game(DEFAULT_GAME)
    position = game.bench_case()[0]
    new = get_implementation("jsonl:python -m referee.jsonl_example", DEFAULT_GAME)
    old = get_implementation("jsonl:python -m referee.jsonl_example --version-1", DEFAULT_GAME)
    try:
        for impl, protocol in ((new, PROTOCOL), (old, PROTOCOL_1)):
            assert impl.legal_actions(position) == game.legal_actions(position)
            assert impl.protocol == protocol  # type: ignore[attr-defined]
    finally:
        new.close()
        old.close()


def test_jsonl_version_1_speaks_for_the_default_game_only() -> None:
    impl = get_implementation("jsonl:python -m referee.jsonl_example --version-1", "another-game")
    try:
        with pytest.raises(Unsupported, match="carries no game"):
            impl.legal_actions({})
    finally:
        impl.close()
