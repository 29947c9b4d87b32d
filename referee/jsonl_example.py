"""An example implementation speaking the JSON-lines protocol (docs/jsonl-protocol.md): our own
engine behind stdin/stdout. Copy its shape to put your engine under the conformance suite:

    python -m referee conformance --impl 'jsonl:python -m referee.jsonl_example'

One JSON request per line on standard input, one JSON response per line on standard output,
logs on standard error; the process ends when its standard input closes.
``--unsupported OP`` answers "unsupported" to that operation, to show what an implementation
lacking a feature answers (the suite then reports those scenarios as unsupported, not failed).
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


def handle(request: Json, unsupported: frozenset[str] = frozenset()) -> Json:
    """The response to one request, without its id: {"ok": …}, {"problem": …}, {"unsupported": …}."""
    op = request.get("op")
    if op == "hello":
        return {"ok": {"protocol": PROTOCOL, "name": "furuyoni-referee example", "edition": api.EDITION, "ops": OPS}}
    if op not in OPS or op in unsupported:
        return {"unsupported": f"this implementation does not support the operation {op!r}"}
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


def serve(stdin: Any, stdout: Any, unsupported: frozenset[str]) -> None:
    for line in stdin:
        if not line.strip():
            continue
        rid = None
        try:
            request = json.loads(line)
            if not isinstance(request, dict):
                raise ValueError("a request is a JSON object")
            rid = request.get("id")
            response = handle(request, unsupported)
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
    args = parser.parse_args(argv)
    serve(sys.stdin, sys.stdout, frozenset(args.unsupported))
    return 0


if __name__ == "__main__":
    sys.exit(main())
