"""The request-body depth guard (``referee.problems.json_depth_exceeds``) is fast bytes arithmetic;
it must agree with the plain reading it replaced: walk the bytes, skip strings (with their escapes),
count brackets, and report as soon as the depth passes the limit."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.problems import json_depth_exceeds


def reference(raw: bytes, limit: int) -> bool:
    depth = 0
    in_string = escaped = False
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


TRICKY = st.binary(max_size=60) | st.lists(st.sampled_from(list(b'[]{}"\\a \n')), max_size=60).map(bytes)


@given(TRICKY, st.integers(min_value=0, max_value=5))
# the property is about answers, not time: a busy CI machine must not fail it on Hypothesis's speed check
@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_agrees_with_the_byte_by_byte_reading(raw: bytes, limit: int) -> None:
    assert json_depth_exceeds(raw, limit) == reference(raw, limit)


def test_deep_and_shallow_documents() -> None:
    assert json_depth_exceeds(b"[" * 33)
    assert not json_depth_exceeds(b"[" * 32 + b"]" * 32)
    assert not json_depth_exceeds(b'{"a": "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["}')
    assert json_depth_exceeds(b'["\\"' + b"]" + b"[" * 40, 32) == reference(b'["\\"' + b"]" + b"[" * 40, 32)
