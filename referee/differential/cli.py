"""``python -m referee differential``: random legal games on our engine and another implementation at
once, compared after every answer; every divergence shrunk and saved as a replayable case."""

from __future__ import annotations

import argparse
import json
import os
import sys
import textwrap
import time
from pathlib import Path
from typing import Any

from engine.contract import RandomSetups
from engine.games import DEFAULT_GAME, all_games, game_ids, get_game

from ..implementations import open_implementation, refusal_types, spec_name
from .focus import mutant_options
from .play import Pair, setup_for
from .report import build_report, mutant_rows, publish, write_cases, write_reports
from .run import RunConfig, RunResult, ShardResult, figures, run

HELP = """\
Implementations (--impl), as for conformance:
  inprocess                 our engine through its JSON functions (a run against ourselves: no divergence)
  http://HOST:PORT          a server speaking the referee's API (e.g. python -m referee serve)
  jsonl:"COMMAND ARGS"      a subprocess speaking JSON lines (docs/jsonl-protocol.md)
  mutant:NAME               our engine with one deliberate mistake; --mutants runs every one

Game i of a run uses seed S+i (--seed S) for its setup and its answers, so a run is the same however it
is sharded (-j local processes, or --scheduler for a Dask cluster; 'local' starts one here).
Reports go to --report-dir (default reports/differential/<name>/): report.json, report.html,
junit.xml, and cases/*.json, one replayable case per divergence ({"position", "actions"}: the body of
POST /v1/rulings; --judge URL saves each there, and the report links the judge's page of it).
Exit status: 0 no divergence (with --mutants: every mutant found), 1 otherwise, 2 the run failed.
"""


def add_parser(sub: Any) -> None:
    """Register ``differential`` on the ``python -m referee`` subcommands."""
    p = sub.add_parser(
        "differential",
        help="random legal games on our engine and another implementation at once; the first divergence, shrunk",
        description="Differential games: play random legal games on our engine and an implementation at once.",
        epilog=HELP + _setup_options_help(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--impl", default="inprocess", metavar="SPEC", help="the implementation under test (see below)")
    p.add_argument("--games", "-n", type=int, default=20, help="games to play (per mutant with --mutants)")
    p.add_argument("--seed", type=int, default=0, help="the seed of game 0 (game i: seed + i)")
    p.add_argument("--max-decisions", type=int, default=2000, help="stop a game after this many answers")
    p.add_argument("--jobs", "-j", type=int, default=os.cpu_count() or 1, help="worker processes (default: CPUs)")
    p.add_argument("--scheduler", default=None, metavar="ADDRESS", help="a Dask scheduler to run on; 'local' starts one")
    p.add_argument("--shard-size", type=int, default=None, help="games per task (default: by --games and --jobs)")
    p.add_argument("--no-shrink", action="store_true", help="report divergences without shrinking them")
    p.add_argument("--shrink-budget", type=int, default=300, help="replays allowed to shrink one divergence")
    p.add_argument("--report-dir", type=Path, default=None, help="where the reports go")
    p.add_argument("--junit", type=Path, default=None, metavar="FILE", help="also write the JUnit XML here")
    p.add_argument("--judge", default=None, metavar="URL", help="save each case as a ruling on this referee")
    p.add_argument("--json", action="store_true", help="print the report as JSON")
    p.add_argument("--quiet", "-q", action="store_true", help="no progress lines")
    p.add_argument("--game", default=DEFAULT_GAME, choices=game_ids(), help=f"the game (default {DEFAULT_GAME})")
    g = p.add_argument_group("mutants (the proof that the runs bite)")
    g.add_argument("--mutants", action="store_true", help="run against every mutant of our engine")
    g.add_argument("--mutant", action="append", default=[], metavar="NAME", help="only these mutants")
    p.add_argument("--replay", type=Path, default=None, metavar="CASE", help="replay a saved case on both and compare")
    # the game's own setup options, --NAME VALUE (``python -m referee`` collects them, as for ``games``)
    p.set_defaults(func=cmd_differential, options={}, takes_game_options=True)


def _setup_options_help() -> str:
    lines = ["", "Each game's own setup options (--NAME VALUE, passed to its random_setup; RandomSetups):"]
    for game in all_games():
        doc = " ".join((type(game).random_setup.__doc__ or "").split()) if isinstance(game, RandomSetups) else ""
        lines.append(textwrap.fill(f"{game.id}: {doc or 'none (its sample setups)'}", 100, initial_indent="  ",
                                   subsequent_indent="    "))
    return "\n".join(lines) + "\n"


def _options(args: argparse.Namespace) -> dict[str, str]:
    options: dict[str, str] = dict(args.options)
    return options


def _progress(quiet: bool, total: int) -> Any:
    """A progress line on standard error: rewritten in place on a terminal, else one line at most every
    30 seconds (a log), and a line for every divergence."""
    seen = {"games": 0, "decisions": 0, "found": 0, "printed": 0.0}
    tty = sys.stderr.isatty()

    def report(config: RunConfig, part: ShardResult) -> None:
        seen["games"] += part.games
        seen["decisions"] += part.decisions
        seen["found"] += len(part.found)
        if quiet:
            return
        line = f"{seen['games']}/{total} games, {seen['decisions']} answers, {seen['found']} divergence(s)"
        if part.found:
            print(f"\r{line} — {config.label or config.impl}: game {part.found[0].index} diverges", file=sys.stderr, flush=True)
        elif tty:
            print(f"\r{line}", end="", file=sys.stderr, flush=True)
        elif time.monotonic() - seen["printed"] > 30:
            seen["printed"] = time.monotonic()
            print(line, file=sys.stderr, flush=True)

    return report


def reachable(spec: str, game: str, setup: dict[str, Any]) -> None:
    """Fail at once (RuntimeError) when the implementation cannot be reached at all, rather than in
    every game: one new duel, whose answer (or refusal) does not matter here."""
    _, _, broken = refusal_types()
    impl = open_implementation(spec, game)
    try:
        impl.new_duel(setup)
    except broken as exc:
        raise RuntimeError(f"{spec}: {exc}") from exc
    except Exception:  # a refusal or an unsupported setup is an answer: the run reports it per game
        pass
    finally:
        impl.close()


def cmd_replay(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    case = json.loads(args.replay.read_text(encoding="utf-8"))
    if not isinstance(case, dict) or not isinstance(case.get("position"), dict):
        print(f"differential: {args.replay} is not a case ({{'position', 'actions'}})", file=sys.stderr)
        return 2
    pair = Pair(game, open_implementation("inprocess", game.id), open_implementation(args.impl, game.id))
    try:
        mismatch = pair.replay(case["position"], case["position"], list(case.get("actions") or []))
    finally:
        pair.close()
    doc = {"case": str(args.replay), "impl": args.impl, "diverges": mismatch is not None,
           "divergence": None if mismatch is None else mismatch.as_json()}
    if args.json:
        json.dump(doc, sys.stdout, ensure_ascii=False)
        sys.stdout.write("\n")
    elif mismatch is None:
        print(f"{args.replay}: no divergence on {args.impl}")
    else:
        print(f"{args.replay}: {mismatch.what}: {mismatch.detail}")
        print(f"ours:   {json.dumps(mismatch.ours, ensure_ascii=False)[:2000]}")
        print(f"theirs: {json.dumps(mismatch.theirs, ensure_ascii=False)[:2000]}")
    return 1 if mismatch is not None else 0


def cmd_differential(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    try:
        if args.replay is not None:
            return cmd_replay(args)
        options = _options(args)
        setup_for(game, args.seed, options)  # a wrong option fails here, not in every worker
        mutants = game.mutants()
        names = list(args.mutant) or (list(mutants) if args.mutants else [])
        unknown = [n for n in names if n not in mutants]
        if unknown:
            raise ValueError(f"unknown mutant(s) {', '.join(unknown)} of {game.id}")
        specs = [(f"mutant:{n}", n) for n in names] or [(args.impl, "")]
        for spec, _ in specs:
            spec_name(spec)  # ValueError for an unknown spec
        if not names:
            reachable(args.impl, game.id, setup_for(game, args.seed, options))
        configs = [
            RunConfig(
                game=game.id,
                impl=spec,
                games=args.games,
                seed=args.seed,
                options=tuple(sorted((mutant_options(game, mutants[label].clause, options) if label else options).items())),
                max_decisions=args.max_decisions,
                stop_at_first=bool(names),
                shrink=not args.no_shrink,
                shrink_budget=args.shrink_budget,
                label=label or spec_name(spec),
            )
            for spec, label in specs
        ]
    except (OSError, ValueError, RuntimeError) as exc:
        print(f"differential: {exc}", file=sys.stderr)
        return 2
    started = time.monotonic()
    try:
        results = run(
            configs,
            jobs=max(1, args.jobs),
            shard_size=args.shard_size,
            scheduler=args.scheduler,
            progress=_progress(args.quiet or args.json, sum(c.games for c in configs)),
        )
    except RuntimeError as exc:
        print(f"\ndifferential: {exc}", file=sys.stderr)
        return 2
    wall = time.monotonic() - started
    if not (args.quiet or args.json) and sys.stderr.isatty():
        print(file=sys.stderr)
    name = "mutants" if names else spec_name(args.impl)
    directory: Path = args.report_dir or Path("reports") / "differential" / name
    write_cases(results, directory)
    problems = publish(results, args.judge, game.id) if args.judge else []
    for line in problems:
        print(f"differential: could not save a case on {args.judge}: {line}", file=sys.stderr)
    settings = {
        "game": game.id,
        "impl": None if names else args.impl,
        "seed": args.seed,
        "games": args.games,
        "options": options,
        "max_decisions": args.max_decisions,
        "jobs": args.jobs,
        "scheduler": args.scheduler,
    }
    report = build_report(
        game.id,
        results,
        {**figures(results, wall), "jobs": args.jobs, "scheduler": args.scheduler},
        settings,
        mutant_rows(results, dict(mutants)) if names else None,
    )
    paths = write_reports(report, directory, args.junit)
    if args.json:
        json.dump(report, sys.stdout, ensure_ascii=False)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(summary(report, results))
        print(f"reports: {paths['html']} {paths['json']} {paths['junit']}")
    return 0 if report["ok"] else 1


def summary(report: dict[str, Any], results: list[RunResult]) -> str:
    fig = report["figures"]
    lines = [
        f"{report['game']}: {fig['games']} games, {fig['decisions']} answers, {fig['wall_seconds']} s "
        f"({fig['games_per_cpu_s']} games per CPU second)"
    ]
    if "mutants" in report:
        for m in report["mutants"]:
            if m["found"]:
                lines.append(
                    f"  {m['name']:40s} found in game {m['game']} after {m['after_games']} game(s) and "
                    f"{m['after_decisions']} answer(s): {m['what']}; case of {m['shrunk_to']} answer(s)"
                )
            else:
                lines.append(f"  {m['name']:40s} NOT FOUND in {m['games_played']} game(s)")
    for r in results:
        for f in sorted(r.found, key=lambda f: f.index)[:20]:
            label = r.config.label or r.config.impl
            if "mutants" not in report:
                shrunk = "" if f.shrunk is None else f"; shrunk to {len(f.shrunk)} answer(s)"
                lines.append(f"  {label}: game {f.index} after {f.decision} answer(s): {f.mismatch.what}: {f.mismatch.detail}{shrunk}")
    if "mutants" not in report and not any(r.found for r in results):
        lines.append("  no divergence")
    return "\n".join(lines) + "\n"
