"""RFC 9457 problem documents, and the guard that bounds a JSON body before anything parses it."""

from __future__ import annotations

from typing import Any

from flask import Response, json

PROBLEM_TYPE = "application/problem+json"
MAX_DEPTH = 32  # the deepest legitimate document (a position with nested effects) is about 10 levels


def problem(status: int, title: str, detail: str, **extra: Any) -> Response:
    body = {"type": extra.pop("type", "about:blank"), "title": title, "status": status, "detail": detail, **extra}
    return Response(json.dumps(body), status=status, mimetype=PROBLEM_TYPE)


def json_depth_exceeds(raw: bytes, limit: int = MAX_DEPTH) -> bool:
    """True when arrays/objects nest deeper than `limit` (checked on the bytes, before the JSON
    parser could recurse). Brackets inside strings are skipped."""
    depth = 0
    in_string = False
    escaped = False
    for byte in raw:
        if in_string:
            if escaped:
                escaped = False
            elif byte == 0x5C:  # backslash
                escaped = True
            elif byte == 0x22:  # quote
                in_string = False
        elif byte == 0x22:
            in_string = True
        elif byte in (0x5B, 0x7B):  # [ {
            depth += 1
            if depth > limit:
                return True
        elif byte in (0x5D, 0x7D):
            depth -= 1
    return False
