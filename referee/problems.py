"""RFC 9457 problem documents, and the guard that bounds a JSON body before anything parses it."""

from __future__ import annotations

import re
from itertools import accumulate
from typing import Any

from flask import Response, json

PROBLEM_TYPE = "application/problem+json"
MAX_DEPTH = 32  # the deepest legitimate document (a position with nested effects) is about 10 levels


def problem(status: int, title: str, detail: str, **extra: Any) -> Response:
    body = {"type": extra.pop("type", "about:blank"), "title": title, "status": status, "detail": detail, **extra}
    return Response(json.dumps(body), status=status, mimetype=PROBLEM_TYPE)


# Strings are skipped by their own grammar: a quote, then any bytes but quote and backslash, or a
# backslash and the byte it escapes; an unterminated string runs to the end of the body.
_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"?', re.DOTALL)
_NOT_BRACKET = bytes(b for b in range(256) if b not in b"[]{}")
_STEP = [0] * 256  # what each bracket byte does to the nesting depth
for _b in b"[{":
    _STEP[_b] = 1
for _b in b"]}":
    _STEP[_b] = -1


def json_depth_exceeds(raw: bytes, limit: int = MAX_DEPTH) -> bool:
    """True when arrays/objects nest deeper than `limit` (checked on the bytes, before the JSON
    parser could recurse). Brackets inside strings are skipped.

    Done with bytes methods rather than a Python loop over every byte, which cost more than the
    ruling itself for a full position (issue 9's profile): the strings are cut out, the brackets
    kept, and the deepest running depth compared with the limit."""
    # Without escapes the strings are exactly every other run between quotes.
    outside = _STRING.sub(b"", raw) if b"\\" in raw else b"".join(raw.split(b'"')[::2])
    brackets = outside.translate(None, _NOT_BRACKET)
    return max(accumulate(map(_STEP.__getitem__, brackets)), default=0) > limit
