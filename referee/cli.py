"""Command-line entry points: ``python -m referee serve | adjudicate | legal-actions | schema | bench | store-bench |
games | conformance | coverage | docs``, each game's own commands (``HasCommands``: Furuyoni's
``cards`` and ``source-check``). ``--game ID`` picks the game (default: the default game, furuyoni)."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

from engine.contract import Game, HasCommands
from engine.games import DEFAULT_GAME, all_games, game_ids, get_game


def add_game_option(p: argparse.ArgumentParser) -> None:
    p.add_argument("--game", default=DEFAULT_GAME, choices=game_ids(), help=f"the game (default {DEFAULT_GAME})")


def _read(path: str) -> Any:
    text = sys.stdin.read() if path == "-" else Path(path).read_text(encoding="utf-8")
    return json.loads(text)


def _print(doc: Any) -> None:
    json.dump(doc, sys.stdout, ensure_ascii=False, indent=1)
    sys.stdout.write("\n")


def _answer(game: Game, call: Any, *args: Any) -> int:
    """Print the game's answer, or its refusal (a problem document, exit 2) for bad input."""
    try:
        _print(call(*args))
    except Exception as exc:
        doc = game.refusal(exc)
        if doc is None:
            raise
        _print(doc)
        return 2
    return 0


def cmd_adjudicate(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    return _answer(game, game.adjudicate, _read(args.position), _read(args.actions) if args.actions else [])


def cmd_legal_actions(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    return _answer(game, game.legal_actions, _read(args.position))


def cmd_schema(args: argparse.Namespace) -> int:
    from .schema_files import write_schemas

    changed = write_schemas(Path(args.out), check=args.check, game_id=args.game)
    if args.check and changed:
        print("out of date: " + ", ".join(changed), file=sys.stderr)
        return 1
    return 0


def cmd_serve(args: argparse.Namespace) -> int:
    from .server import serve

    if args.data_dir:
        os.environ["REFEREE_DATA_DIR"] = args.data_dir
    if args.database_url:
        os.environ["REFEREE_DATABASE_URL"] = args.database_url
    serve(args.host, args.port, args.workers)
    return 0


def cmd_bench(args: argparse.Namespace) -> int:
    from . import bench

    figures = bench.run(get_game(args.game), quick=args.quick, http=not args.no_http)
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


def cmd_store_bench(args: argparse.Namespace) -> int:
    from . import store_bench

    figures = store_bench.run(args.database_url or [], args.saves, args.threads, postgres=not args.no_postgres)
    if args.json:
        json.dump(figures, sys.stdout)
        sys.stdout.write("\n")
    else:
        print(store_bench.render(figures))
    return 0


def cmd_games(args: argparse.Namespace) -> int:
    """Random legal games of one game (``Game.random_games``): random legal answers to every decision,
    the position round-tripped through JSON after every ``--roundtrip-every``-th decision and play going
    on from the decoded copy, which must ask the same decision. Prints figures; exit 1 on any failure."""
    if args.list:
        for game in all_games():
            print(f"{game.id}\t{game.title}\t{game.default_edition}")
        return 0
    if args.roundtrip_every < 1:
        sys.stderr.write("--roundtrip-every must be 1 or more\n")
        return 2
    game = get_game(args.game)
    try:
        result = game.random_games(seeds=args.seeds, roundtrip_every=args.roundtrip_every, options=args.options)
    except (KeyError, ValueError) as exc:
        sys.stderr.write(f"games: {exc}\n")
        return 2
    rate = round(result.games / result.cpu_seconds, 2) if result.cpu_seconds else None
    figures = {
        "game": game.id,
        **result.detail,
        "seeds": args.seeds,
        "games": result.games,
        "decisions": result.decisions,
        "roundtrip_every": args.roundtrip_every,
        "cpu_seconds": result.cpu_seconds,
        "games_per_s": rate,
        "failures": result.failures,
    }
    if args.json:
        json.dump(figures, sys.stdout, indent=1)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(
            f"{game.id}: {result.games} games, {result.decisions} decisions, {result.cpu_seconds:.1f} s CPU "
            f"({rate} games/s), positions round-tripped through JSON every {args.roundtrip_every} decision(s); "
            f"{len(result.failures)} failure(s)\n"
        )
        for f in result.failures[:50]:
            sys.stdout.write(f"  {f}\n")
    return 1 if result.failures else 0


def _game_options(extra: list[str]) -> dict[str, str]:
    """``--name value`` pairs (``--name=value`` too) the ``games`` and ``differential`` commands pass to the game."""
    options: dict[str, str] = {}
    items = iter(extra)
    for item in items:
        if not item.startswith("--"):
            raise SystemExit(f"unexpected argument {item!r} (the game's options are --NAME VALUE)")
        name, eq, value = item[2:].partition("=")
        if not eq:
            value = next(items, None) or ""
            if not value or value.startswith("--"):
                raise SystemExit(f"the option --{name} needs a value")
        options[name.replace("-", "_")] = value
    return options


def _random_games_help() -> str:
    lines = ["Each game's own options (--NAME VALUE, passed to its random_games):"]
    for game in all_games():
        doc = " ".join((type(game).random_games.__doc__ or "no options").split())
        lines.append(f"  {game.id}: {doc}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m referee", description="Rules referee of the card games")
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("serve", help="serve the judge's page and the API with a production WSGI server")
    p.add_argument("--host", default=os.environ.get("REFEREE_HOST", "127.0.0.1"))
    p.add_argument("--port", type=int, default=int(os.environ.get("REFEREE_PORT", "8000")))
    p.add_argument("--workers", type=int, default=int(os.environ.get("REFEREE_WORKERS", "2")))
    p.add_argument("--data-dir", default=None, help="where saved rulings live (also REFEREE_DATA_DIR)")
    p.add_argument(
        "--database-url",
        default=None,
        help="the saved rulings' database, any SQLAlchemy URL, e.g. postgresql://user:password@host/db for "
        "several referee hosts sharing one (also REFEREE_DATABASE_URL; default: SQLite in the data directory)",
    )
    p.set_defaults(func=cmd_serve)

    p = sub.add_parser("adjudicate", help="rule on actions from a position file; prints the ruling JSON")
    p.add_argument("position", help="position JSON file, or - for standard input")
    p.add_argument("actions", nargs="?", help="JSON file with a list of actions")
    add_game_option(p)
    p.set_defaults(func=cmd_adjudicate)

    p = sub.add_parser("legal-actions", help="print the pending decision of a position with its legal answers")
    p.add_argument("position")
    add_game_option(p)
    p.set_defaults(func=cmd_legal_actions)

    p = sub.add_parser("schema", help="write the versioned JSON Schemas of the interchange formats")
    p.add_argument("--out", default="schema")
    p.add_argument("--check", action="store_true", help="write nothing; exit 1 if the files are out of date")
    p.add_argument("--game", default=None, choices=game_ids(), help="only this game's (default: every game's)")
    p.set_defaults(func=cmd_schema)

    p = sub.add_parser("bench", help="benchmark random games, in-process adjudication and the served referee")
    p.add_argument("--json", action="store_true", help="print one JSON object (the figures) and nothing else")
    p.add_argument("--quick", action="store_true", help="fewer samples: a few seconds, for CI")
    p.add_argument("--no-http", action="store_true", help="skip serving the referee under load")
    p.add_argument("--save", metavar="FILE", help="also write the figures to FILE (a new baseline)")
    p.add_argument("--compare", metavar="BASELINE", help="exit 1 if a figure is --tolerance times worse, relatively")
    p.add_argument("--tolerance", type=float, default=3.0)
    add_game_option(p)
    p.set_defaults(func=cmd_bench)

    p = sub.add_parser(
        "store-bench",
        help="saves/s, reads/s and p99 of the saved rulings' store on SQLite and a throw-away PostgreSQL",
    )
    p.add_argument("--database-url", action="append", metavar="URL",
                   help="bench this database instead (repeatable; it writes rulings there: give it an empty one)")
    p.add_argument("--saves", type=int, default=400, help="rulings saved (and as many read) per database")
    p.add_argument("--threads", type=int, default=4, help="concurrent writers, then readers")
    p.add_argument("--no-postgres", action="store_true", help="SQLite only (no throw-away PostgreSQL cluster)")
    p.add_argument("--json", action="store_true", help="print the figures as one JSON array")
    p.set_defaults(func=cmd_store_bench)

    p = sub.add_parser(
        "games",
        help="random legal games to the end, positions round-tripped through JSON",
        description=(cmd_games.__doc__ or "").split("\n\n")[0],
        epilog=_random_games_help(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
        allow_abbrev=False,  # the game's own options are passed on, never read as abbreviations of these
    )
    p.add_argument("--seeds", type=int, default=20)
    p.add_argument(
        "--roundtrip-every",
        type=int,
        default=1,
        help="round-trip the position through JSON after every N-th decision (default 1: every position)",
    )
    p.add_argument("--json", action="store_true")
    p.add_argument("--list", action="store_true", help="list the registered games and stop")
    add_game_option(p)
    p.set_defaults(func=cmd_games, options={})

    from .conformance.cli import add_parser as add_conformance

    add_conformance(sub)

    from .clause_commands import add_parsers as add_clause_commands

    add_clause_commands(sub)  # coverage, docs

    for game in all_games():
        if isinstance(game, HasCommands):
            game.add_commands(sub)

    from .perft import add_parser as add_perft

    add_perft(sub)

    from .differential.cli import add_parser as add_differential

    add_differential(sub)

    args, extra = parser.parse_known_args(argv)
    if extra:
        if not getattr(args, "takes_game_options", args.command == "games"):  # games, differential
            parser.error(f"unrecognized arguments: {' '.join(extra)}")
        args.options = _game_options(extra)
    code: int = args.func(args)
    return code
