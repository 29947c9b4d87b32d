"""``http://host:port``: any server speaking the referee's ``/v1`` contract (our own referee first).

- ``POST /v1/adjudicate`` ``{"position", "actions"}``, ``POST /v1/legal-actions`` ``{"position"}``,
  ``POST /v1/new-duel`` (the setup) — 200 with the same documents the in-process API returns;
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

from . import ImplementationError, Json, Refused, Unsupported

UNSUPPORTED_STATUS = frozenset({404, 405, 501})


class HttpImplementation:
    name = "http"

    def __init__(self, base: str, timeout: float = 30.0) -> None:
        url = urlsplit(base)
        if url.scheme not in ("http", "https") or not url.hostname:
            raise ValueError(f"not an http(s) URL: {base!r}")
        self.base = base.rstrip("/")
        self.prefix = url.path.rstrip("/")
        factory = http.client.HTTPSConnection if url.scheme == "https" else http.client.HTTPConnection
        self.conn = factory(url.hostname, url.port, timeout=timeout)

    def _post(self, path: str, body: Json) -> Json:
        data = json.dumps(body).encode("utf-8")
        headers = {"Content-Type": "application/json", "Accept": "application/json, application/problem+json"}
        try:
            try:
                self.conn.request("POST", f"{self.prefix}/v1/{path}", body=data, headers=headers)
                resp = self.conn.getresponse()
            except (http.client.RemoteDisconnected, BrokenPipeError, ConnectionResetError):
                self.conn.close()  # a kept-alive connection the server dropped: one fresh attempt
                self.conn.request("POST", f"{self.prefix}/v1/{path}", body=data, headers=headers)
                resp = self.conn.getresponse()
            raw = resp.read()
        except (OSError, http.client.HTTPException) as exc:
            self.conn.close()
            raise ImplementationError(f"POST {self.base}/v1/{path}: {exc!r}") from exc
        status = resp.status
        doc = _json(raw)
        if status == 200:
            if not isinstance(doc, dict):
                raise ImplementationError(f"POST {self.base}/v1/{path}: 200 without a JSON object: {raw[:300]!r}")
            return doc
        problem: Json = (
            doc
            if isinstance(doc, dict)
            else {"status": status, "title": resp.reason, "detail": raw[:500].decode("utf-8", "replace")}
        )
        if status in UNSUPPORTED_STATUS:
            reason = problem.get("detail") or problem.get("title") or f"HTTP {status}"
            raise Unsupported(f"{path}: {reason}")
        if 400 <= status < 500:
            raise Refused(problem)
        raise ImplementationError(f"POST {self.base}/v1/{path}: HTTP {status}: {raw[:500]!r}")

    def adjudicate(self, position: Json, actions: list[Json]) -> Json:
        return self._post("adjudicate", {"position": position, "actions": actions})

    def legal_actions(self, position: Json) -> Json:
        return self._post("legal-actions", {"position": position})

    def new_duel(self, request: Json) -> Json:
        return self._post("new-duel", request)

    def close(self) -> None:
        self.conn.close()


def _json(raw: bytes) -> Any:
    try:
        return json.loads(raw)
    except ValueError:
        return None
