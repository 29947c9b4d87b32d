"""Command-line entry points: `python -m referee serve | adjudicate | legal-actions | schema | bench`."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

from engine.furuyoni import api as engine


def _read(path: str) -> Any:
    text = sys.stdin.read() if path == "-" else Path(path).read_text(encoding="utf-8")
    return json.loads(text)


def _print(doc: Any) -> None:
    json.dump(doc, sys.stdout, ensure_ascii=False, indent=1)
    sys.stdout.write("\n")


def _answer(call: Any, *args: Any) -> int:
    """Print the engine's answer, or its refusal (a problem document, exit 2) for bad input."""
    try:
        _print(call(*args))
    except Exception as exc:
        doc = engine.refusal(exc)
        if doc is None:
            raise
        _print(doc)
        return 2
    return 0


def cmd_adjudicate(args: argparse.Namespace) -> int:
    return _answer(engine.adjudicate, _read(args.position), _read(args.actions) if args.actions else [])


def cmd_legal_actions(args: argparse.Namespace) -> int:
    return _answer(engine.legal_actions, _read(args.position))


def cmd_schema(args: argparse.Namespace) -> int:
    from .schema_files import write_schemas

    changed = write_schemas(Path(args.out), check=args.check)
    if args.check and changed:
        print("out of date: " + ", ".join(changed), file=sys.stderr)
        return 1
    return 0


def cmd_serve(args: argparse.Namespace) -> int:
    from .server import serve

    if args.data_dir:
        os.environ["REFEREE_DATA_DIR"] = args.data_dir
    serve(args.host, args.port, args.workers)
    return 0


def cmd_bench(args: argparse.Namespace) -> int:
    from . import bench

    figures = bench.run(quick=args.quick, http=not args.no_http)
    if args.save:
        Path(args.save).write_text(json.dumps(figures, indent=1) + "\n", encoding="utf-8")
    if args.json:
        json.dump(figures, sys.stdout)
        sys.stdout.write("\n")
    else:
        _print(figures)
    sys.stdout.flush()
    if not args.json:
        print("\n".join(bench.goal_lines(figures)), file=sys.stderr)
    if args.compare:
        baseline = json.loads(Path(args.compare).read_text(encoding="utf-8"))
        lines, failures = bench.compare(baseline, figures, tolerance=args.tolerance)
        print(f"relative to {args.compare} (fails beyond {args.tolerance:g}x):\n" + "\n".join(lines), file=sys.stderr)
        if failures:
            print(f"more than {args.tolerance:g}x worse than {args.compare}:\n" + "\n".join(failures), file=sys.stderr)
            return 1
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m referee", description="Furuyoni rules referee")
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("serve", help="serve the judge's page and the API with a production WSGI server")
    p.add_argument("--host", default=os.environ.get("REFEREE_HOST", "127.0.0.1"))
    p.add_argument("--port", type=int, default=int(os.environ.get("REFEREE_PORT", "8000")))
    p.add_argument("--workers", type=int, default=int(os.environ.get("REFEREE_WORKERS", "2")))
    p.add_argument("--data-dir", default=None, help="where saved rulings live (also REFEREE_DATA_DIR)")
    p.set_defaults(func=cmd_serve)

    p = sub.add_parser("adjudicate", help="rule on actions from a position file; prints the ruling JSON")
    p.add_argument("position", help="position JSON file, or - for standard input")
    p.add_argument("actions", nargs="?", help="JSON file with a list of actions")
    p.set_defaults(func=cmd_adjudicate)

    p = sub.add_parser("legal-actions", help="print the pending decision of a position with its legal answers")
    p.add_argument("position")
    p.set_defaults(func=cmd_legal_actions)

    p = sub.add_parser("schema", help="write the versioned JSON Schemas of the interchange format")
    p.add_argument("--out", default="schema")
    p.add_argument("--check", action="store_true", help="write nothing; exit 1 if the files are out of date")
    p.set_defaults(func=cmd_schema)

    p = sub.add_parser("bench", help="benchmark random games, in-process adjudication and the served referee")
    p.add_argument("--json", action="store_true", help="print one JSON object (the figures) and nothing else")
    p.add_argument("--quick", action="store_true", help="fewer samples: a few seconds, for CI")
    p.add_argument("--no-http", action="store_true", help="skip serving the referee under load")
    p.add_argument("--save", metavar="FILE", help="also write the figures to FILE (a new baseline)")
    p.add_argument("--compare", metavar="BASELINE", help="exit 1 if a figure is --tolerance times worse, relatively")
    p.add_argument("--tolerance", type=float, default=3.0)
    p.set_defaults(func=cmd_bench)

    from .conformance.cli import add_parser as add_conformance

    add_conformance(sub)

    from .clause_commands import add_parsers as add_clause_commands

    add_clause_commands(sub)  # coverage, source-check, docs

    from .card_commands import add_parser as add_card_commands

    add_card_commands(sub)

    from .perft import add_parser as add_perft

    add_perft(sub)

    from .differential.cli import add_parser as add_differential

    add_differential(sub)

    args = parser.parse_args(argv)
    code: int = args.func(args)
    return code
