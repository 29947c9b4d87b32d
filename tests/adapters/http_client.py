"""``http://host:port``: any server speaking the referee's API (our own referee first), for one game.

- ``POST /v1/games/<game>/adjudicate`` ``{"position", "actions"}``, ``…/legal-actions``
  ``{"position"}``, ``…/new-duel`` (the setup), ``…/view`` ``{"position", "player"}`` — 200 with the same
  documents the in-process API returns;
- for the default game, a server without the per-game paths (its first answer is a 404) is spoken to
  at ``/v1/adjudicate`` … as servers were before there were several games;
- a 4xx problem document (RFC 9457, ``application/problem+json``) is a refusal: ``Refused``;
- 501 Not Implemented (or 404/405: no such endpoint) means the server does not support the
  request: ``Unsupported``, with the problem's ``detail`` as the reason;
- a connection error, a timeout, a 5xx or a body that is not JSON is an ``ImplementationError``.

``http.client`` rather than ``urllib``: no proxy from the environment ever sits between the suite
and the server under test.
"""

from __future__ import annotations

import http.client
import json
from typing import Any
from urllib.parse import urlsplit

from engine.games import DEFAULT_GAME

from . import ImplementationError, Json, Refused, Unsupported

UNSUPPORTED_STATUS = frozenset({404, 405, 501})


class HttpImplementation:
    name = "http"

    def __init__(self, base: str, game: str = DEFAULT_GAME, timeout: float = 30.0) -> None:
        url = urlsplit(base)
        if url.scheme not in ("http", "https") or not url.hostname:
            raise ValueError(f"not an http(s) URL: {base!r}")
        self.base = base.rstrip("/")
        self.game = game
        self.root = url.path.rstrip("/")
        self.prefix = f"{self.root}/v1/games/{game}"
        self.settled = game != DEFAULT_GAME  # the default game may fall back to /v1/ on the first answer
        factory = http.client.HTTPSConnection if url.scheme == "https" else http.client.HTTPConnection
        self.conn = factory(url.hostname, url.port, timeout=timeout)

    def _post(self, path: str, body: Json) -> Json:
        if not self.settled:
            self.settled = True
            try:
                return self._post_once(path, body)
            except Unsupported as exc:
                if exc.status != 404:
                    raise
                self.prefix = f"{self.root}/v1"  # a server of the default game only
        return self._post_once(path, body)

    def _post_once(self, path: str, body: Json) -> Json:
        data = json.dumps(body).encode("utf-8")
        headers = {"Content-Type": "application/json", "Accept": "application/json, application/problem+json"}
        try:
            try:
                self.conn.request("POST", f"{self.prefix}/{path}", body=data, headers=headers)
                resp = self.conn.getresponse()
            except (http.client.RemoteDisconnected, BrokenPipeError, ConnectionResetError):
                self.conn.close()  # a kept-alive connection the server dropped: one fresh attempt
                self.conn.request("POST", f"{self.prefix}/{path}", body=data, headers=headers)
                resp = self.conn.getresponse()
            raw = resp.read()
        except (OSError, http.client.HTTPException) as exc:
            self.conn.close()
            raise ImplementationError(f"POST {self.base}{self.prefix}/{path}: {exc!r}") from exc
        status = resp.status
        doc = _json(raw)
        if status == 200:
            if not isinstance(doc, dict):
                raise ImplementationError(f"POST {self.prefix}/{path}: 200 without a JSON object: {raw[:300]!r}")
            return doc
        problem: Json = (
            doc
            if isinstance(doc, dict)
            else {"status": status, "title": resp.reason, "detail": raw[:500].decode("utf-8", "replace")}
        )
        if status in UNSUPPORTED_STATUS:
            reason = problem.get("detail") or problem.get("title") or f"HTTP {status}"
            raise Unsupported(f"{path}: {reason}", status)
        if 400 <= status < 500:
            raise Refused(problem)
        raise ImplementationError(f"POST {self.base}{self.prefix}/{path}: HTTP {status}: {raw[:500]!r}")

    def adjudicate(self, position: Json, actions: list[Json]) -> Json:
        return self._post("adjudicate", {"position": position, "actions": actions})

    def legal_actions(self, position: Json) -> Json:
        return self._post("legal-actions", {"position": position})

    def new_duel(self, request: Json) -> Json:
        return self._post("new-duel", request)

    def view(self, position: Json, player: int) -> Json:
        return self._post("view", {"position": position, "player": player})

    def close(self) -> None:
        self.conn.close()


def _json(raw: bytes) -> Any:
    try:
        return json.loads(raw)
    except ValueError:
        return None
