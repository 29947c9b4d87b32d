"""An example implementation speaking the JSON-lines protocol (docs/jsonl-protocol.md): our own
engines behind stdin/stdout. Copy its shape to put your engine under the conformance suite:

    python -m referee conformance --game furuyoni --impl 'jsonl:python -m referee.jsonl_example'

One JSON request per line on standard input, one JSON response per line on standard output,
logs on standard error; the process ends when its standard input closes. Every request of version 2
names its ``game``; a request without one (version 1) is the default game's.
``--unsupported OP`` answers "unsupported" to that operation, to show what an implementation
lacking a feature answers (the suite then reports those scenarios as unsupported, not failed);
``--version-1`` answers as an engine of version 1 does (the default game only, no ``game`` key);
``--no-test-cards`` answers "unsupported" to a position or setup that declares test cards (the game
says which: ``engine.contract.Portable``; for a game that does not, to every one), as an engine that
knows only the printed cards does: the report then shows, per clause, whether it was checked with
real cards, with test cards, or not at all.
"""

from __future__ import annotations

import argparse
import json
import sys
import traceback
from typing import Any

from engine.contract import Game, Portable
from engine.games import DEFAULT_GAME, UnknownGame, game_ids, get_game

PROTOCOL = "referee-jsonl/2"
PROTOCOL_1 = f"{DEFAULT_GAME}-jsonl/1"
OPS = ("adjudicate", "legal_actions", "new_duel", "view")

Json = dict[str, Any]


def malformed(game: str, detail: str) -> Json:
    return {"type": f"urn:{game}:malformed", "title": "Malformed request", "status": 400, "detail": detail}


def declares_test_cards(game: Game, request: Json) -> bool:
    """Whether the request's position or setup declares test cards (docs/test-cards.md)."""
    documents = [doc for doc in (request.get("position"), request.get("setup")) if isinstance(doc, dict)]
    if not isinstance(game, Portable):
        return bool(documents)  # the game does not say: every position may hold test cards
    return any(game.declares_test_cards(doc) for doc in documents)


def handle(
    request: Json, unsupported: frozenset[str] = frozenset(), version_1: bool = False, test_cards: bool = True
) -> Json:
    """The response to one request, without its id: {"ok": …}, {"problem": …}, {"unsupported": …}."""
    op = request.get("op")
    game_id = DEFAULT_GAME if version_1 else str(request.get("game", DEFAULT_GAME))
    if op == "hello":
        if version_1:
            return {"ok": {"protocol": PROTOCOL_1, "name": "referee example", "ops": OPS}}
        return {"ok": {"protocol": PROTOCOL, "name": "referee example", "games": game_ids(), "ops": OPS}}
    if op not in OPS or op in unsupported:
        return {"unsupported": f"this implementation does not support the operation {op!r}"}
    try:
        game = get_game(game_id)
    except UnknownGame:
        return {"unsupported": f"this implementation does not play the game {game_id!r}"}
    if not test_cards and declares_test_cards(game, request):
        return {"unsupported": "this implementation knows only the printed cards: no test card (definitions)"}
    try:
        if op == "adjudicate":
            result = game.adjudicate(request["position"], request.get("actions", []))
        elif op == "legal_actions":
            result = game.legal_actions(request["position"])
        elif op == "view":
            result = game.view(request["position"], int(request["player"]))
        else:
            result = game.new_duel(request["setup"])
    except KeyError as exc:
        return {"problem": malformed(game_id, f"{op} needs the key {exc.args[0]!r}")}
    except Exception as exc:
        problem = game.refusal(exc)  # input the rules refuse: a problem document naming the clause
        if problem is None:
            raise
        return {"problem": problem}
    return {"ok": result}


def serve(stdin: Any, stdout: Any, unsupported: frozenset[str], version_1: bool = False, test_cards: bool = True) -> None:
    for line in stdin:
        if not line.strip():
            continue
        rid = None
        try:
            request = json.loads(line)
            if not isinstance(request, dict):
                raise ValueError("a request is a JSON object")
            rid = request.get("id")
            response = handle(request, unsupported, version_1, test_cards)
        except ValueError as exc:
            response = {"problem": malformed(DEFAULT_GAME, f"the line is not a JSON request: {exc}")}
        except Exception as exc:  # a bug: say so, keep serving
            traceback.print_exc(file=sys.stderr)
            response = {"error": f"{type(exc).__name__}: {exc}"}
        stdout.write(json.dumps({"id": rid, **response}, ensure_ascii=False) + "\n")
        stdout.flush()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m referee.jsonl_example", description=__doc__.split("\n\n")[0])
    parser.add_argument("--unsupported", action="append", default=[], choices=OPS, help="answer unsupported to OP")
    parser.add_argument("--version-1", action="store_true", help=f"speak {PROTOCOL_1}: the default game, no game key")
    parser.add_argument(
        "--no-test-cards", action="store_true", help="answer unsupported to a position or setup with test cards"
    )
    args = parser.parse_args(argv)
    serve(sys.stdin, sys.stdout, frozenset(args.unsupported), args.version_1, not args.no_test_cards)
    return 0


if __name__ == "__main__":
    sys.exit(main())
