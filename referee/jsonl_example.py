"""An example implementation speaking the JSON-lines protocol (docs/jsonl-protocol.md): our own
engine behind stdin/stdout. Copy its shape to put your engine under the conformance suite:

    python -m referee conformance --impl 'jsonl:python -m referee.jsonl_example'

One JSON request per line on standard input, one JSON response per line on standard output,
logs on standard error; the process ends when its standard input closes.
``--unsupported OP`` answers "unsupported" to that operation, to show what an implementation
lacking a feature answers (the suite then reports those scenarios as unsupported, not failed);
``--no-test-cards`` answers "unsupported" to a position or setup that declares test cards (its
``definitions``), as an engine that knows only the printed cards does: the report then shows, per
clause, whether it was checked with real cards, with test cards, or not at all.
"""

from __future__ import annotations

import argparse
import json
import sys
import traceback
from typing import Any

from engine.furuyoni import api

PROTOCOL = "furuyoni-jsonl/1"
OPS = ("adjudicate", "legal_actions", "new_duel")

Json = dict[str, Any]


def malformed(detail: str) -> Json:
    return {"type": "urn:furuyoni:malformed", "title": "Malformed request", "status": 400, "detail": detail}


def declares_test_cards(request: Json) -> bool:
    """Whether the request's position or setup declares test cards (docs/test-cards.md)."""
    position = request.get("position")
    state = position.get("state") if isinstance(position, dict) else None
    setup = request.get("setup")
    return any(isinstance(doc, dict) and bool(doc.get("definitions")) for doc in (state, setup))


def handle(request: Json, unsupported: frozenset[str] = frozenset(), test_cards: bool = True) -> Json:
    """The response to one request, without its id: {"ok": …}, {"problem": …}, {"unsupported": …}."""
    op = request.get("op")
    if op == "hello":
        return {"ok": {"protocol": PROTOCOL, "name": "furuyoni-referee example", "edition": api.EDITION, "ops": OPS}}
    if op not in OPS or op in unsupported:
        return {"unsupported": f"this implementation does not support the operation {op!r}"}
    if not test_cards and declares_test_cards(request):
        return {"unsupported": "this implementation knows only the printed cards: no test card (definitions)"}
    try:
        if op == "adjudicate":
            result = api.adjudicate(request["position"], request.get("actions", []))
        elif op == "legal_actions":
            result = api.legal_actions(request["position"])
        else:
            result = api.new_duel(request["setup"])
    except KeyError as exc:
        return {"problem": malformed(f"{op} needs the key {exc.args[0]!r}")}
    except Exception as exc:
        problem = api.refusal(exc)  # input the rules refuse: a problem document naming the clause
        if problem is None:
            raise
        return {"problem": problem}
    return {"ok": result}


def serve(stdin: Any, stdout: Any, unsupported: frozenset[str], test_cards: bool = True) -> None:
    for line in stdin:
        if not line.strip():
            continue
        rid = None
        try:
            request = json.loads(line)
            if not isinstance(request, dict):
                raise ValueError("a request is a JSON object")
            rid = request.get("id")
            response = handle(request, unsupported, test_cards)
        except ValueError as exc:
            response = {"problem": malformed(f"the line is not a JSON request: {exc}")}
        except Exception as exc:  # a bug: say so, keep serving
            traceback.print_exc(file=sys.stderr)
            response = {"error": f"{type(exc).__name__}: {exc}"}
        stdout.write(json.dumps({"id": rid, **response}, ensure_ascii=False) + "\n")
        stdout.flush()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m referee.jsonl_example", description=__doc__.split("\n\n")[0])
    parser.add_argument("--unsupported", action="append", default=[], choices=OPS, help="answer unsupported to OP")
    parser.add_argument(
        "--no-test-cards", action="store_true", help="answer unsupported to a position or setup declaring test cards"
    )
    args = parser.parse_args(argv)
    serve(sys.stdin, sys.stdout, frozenset(args.unsupported), test_cards=not args.no_test_cards)
    return 0


if __name__ == "__main__":
    sys.exit(main())
