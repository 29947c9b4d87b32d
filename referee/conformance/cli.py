"""`python -m referee conformance --game ID`: a game's feature suite against an implementation, or
against every mutant of our engine of that game (`--mutants`)."""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from engine.games import DEFAULT_GAME, game_ids, get_game

from .runner import ProgressBar, RunnerError, RunOptions, run_mutants, run_suite
from .specs import implementation_name

HELP = """\
Implementations (--impl):
  inprocess                 our engine, in the pytest process (the default)
  http://HOST:PORT          a server speaking the referee's API, /v1/games/<game>/… (e.g. python -m
                            referee serve); for the default game, /v1/… where that is all it has
  jsonl:"COMMAND ARGS"      a subprocess speaking JSON lines (docs/jsonl-protocol.md),
                            e.g. jsonl:"python -m referee.jsonl_example"
  mutant:NAME               our engine with one deliberate mistake (--list-mutants)

--real-cards-only runs only the scenarios that use the game's real cards (its printed cards), no test
card (docs/test-cards.md): the first run for an engine that knows only the printed cards.

Reports go to --report-dir (default reports/conformance/<game>/<name>/): report.json, report.html,
junit.xml and pytest.log. Known failures: expectations/<game>/<name>.toml (strict xfails).
Exit status: 0 all as expected, 1 some scenario failed (or a mutant escaped), 2 the run failed.
"""


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "conformance",
        help="run the feature suite against an implementation and write a per-clause report",
        description="Run a game's Gherkin conformance suite against an implementation of it.",
        epilog=HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--impl", default="inprocess", metavar="SPEC", help="the implementation (see below)")
    p.add_argument("--game", default=DEFAULT_GAME, choices=game_ids(), help=f"the game (default {DEFAULT_GAME})")
    p.add_argument("--name", default=None, help="its name in reports and expectations/<name>.toml")
    p.add_argument("--select", "-k", default=None, metavar="EXPR", help="a pytest -k expression on scenario names")
    p.add_argument("--clause", action="append", default=[], help="only this clause and its sub-clauses (C-9-4)")
    p.add_argument("--section", action="append", default=[], help="only this section (9, 5-8, A-4)")
    p.add_argument("--tag", action="append", default=[], help="only scenarios with this tag")
    p.add_argument(
        "--goddess",
        action="append",
        default=[],
        help="only scenarios tagged @goddess:NAME (a shorthand of --tag goddess:NAME: Furuyoni's real-card scenarios)",
    )
    p.add_argument(
        "--real-cards-only",
        action="store_true",
        help="only the scenarios that need no test card: for an implementation that knows only the printed cards",
    )
    p.add_argument("--expectations", default="auto", help="known-failures file; auto (default) or none")
    p.add_argument("--report-dir", default=None, type=Path, help="where the report files go")
    p.add_argument("--json", action="store_true", help="print the report (or the mutants' result) as JSON")
    p.add_argument("--quiet", "-q", action="store_true", help="no progress display")
    p.add_argument("--timeout", type=float, default=None, help="give up a run after this many seconds")
    g = p.add_argument_group("mutants (proof that the suite catches wrong rules)")
    g.add_argument("--mutants", action="store_true", help="run the suite against every mutant of our engine")
    g.add_argument("--mutant", action="append", default=[], metavar="NAME", help="only these mutants")
    g.add_argument("--focused", action="store_true", help="per mutant, only the scenarios of the clause it breaks")
    g.add_argument("--jobs", "-j", type=int, default=os.cpu_count() or 1, help="parallel runs (default: CPUs)")
    g.add_argument(
        "--no-sweep",
        action="store_true",
        help="a pytest process per mutant (a focused run otherwise forks them from one pytest)",
    )
    g.add_argument("--list-mutants", action="store_true", help="list the mutants and the clauses they break")
    p.set_defaults(func=cmd_conformance)


def _options(args: argparse.Namespace) -> RunOptions:
    return RunOptions(
        impl=args.impl,
        game=args.game,
        impl_name=args.name,
        select=args.select,
        clauses=args.clause,
        sections=args.section,
        tags=[*args.tag, *(f"goddess:{g}" for g in args.goddess)],
        expectations=args.expectations,
        timeout=args.timeout,
        real_cards_only=args.real_cards_only,
    )


def cmd_conformance(args: argparse.Namespace) -> int:
    try:
        if args.list_mutants:
            return _list_mutants(args)
        if args.mutants or args.mutant:
            return _mutants(args)
        return _conformance(args)
    except RunnerError as exc:
        print(f"conformance: {exc}", file=sys.stderr)
        return 2


def _conformance(args: argparse.Namespace) -> int:
    from .report import build_report, write_reports

    opts = _options(args)
    try:
        name = args.name or implementation_name(args.impl)
    except ValueError as exc:
        raise RunnerError(str(exc)) from exc
    directory: Path = args.report_dir or Path("reports") / "conformance" / args.game / name
    progress = None if args.quiet else ProgressBar(sys.stderr, f"conformance of {name}")
    results = run_suite(opts, directory, junit=directory / "junit.xml", on_progress=progress)
    report = build_report(results)
    paths = write_reports(report, directory)
    t = report["totals"]
    if args.json:
        json.dump(report, sys.stdout, ensure_ascii=False, indent=1)
        sys.stdout.write("\n")
    summary = ", ".join(f"{t[o]} {o}" for o in ("passed", "failed", "xfailed", "xpassed", "unsupported") if t[o])
    print(f"{name} ({args.game}): {t['scenarios']} scenarios: {summary or 'none ran'}", file=sys.stderr)
    print(f"report: {paths['html']}  {paths['json']}  {directory / 'junit.xml'}", file=sys.stderr)
    for label in report["unused_expectations"]:
        print(f"expectation matched no scenario of this run: {label}", file=sys.stderr)
    if not t["scenarios"]:
        print("no scenario matches the selection", file=sys.stderr)
        return 2
    return 0 if report["ok"] else 1


def _list_mutants(args: argparse.Namespace) -> int:
    mutants = get_game(args.game).mutants()
    if args.json:
        doc = [{"name": m.name, "clause": m.clause, "mistake": m.mistake} for m in mutants.values()]
        json.dump({"game": args.game, "mutants": doc}, sys.stdout, indent=1)
        sys.stdout.write("\n")
    else:
        for m in mutants.values():
            print(f"{m.name:38} {m.clause:11} {m.mistake}")
    return 0


def _mutants(args: argparse.Namespace) -> int:
    mutants = get_game(args.game).mutants()
    names = args.mutant or list(mutants)
    unknown = [n for n in names if n not in mutants]
    if unknown:
        raise RunnerError(f"unknown mutant(s) {', '.join(unknown)} (see --list-mutants)")

    def done(run: dict[str, Any], k: int, n: int) -> None:
        if not args.quiet:
            print(f"  [{k}/{n}] {run['name']}: {run['failed']} failing, {run['seconds']:.1f} s", file=sys.stderr)

    if not args.quiet:
        mode = "focused on each mutant's clause" if args.focused else "whole suite"
        print(f"{len(names)} mutants + baseline, {mode}, {args.jobs} parallel runs", file=sys.stderr)
    if args.report_dir is not None:
        result = run_mutants(
            names,
            _options(args),
            args.report_dir,
            jobs=args.jobs,
            focused=args.focused,
            on_done=done,
            sweep=not args.no_sweep,
        )
        (args.report_dir / "mutants.json").write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    else:
        with tempfile.TemporaryDirectory(prefix=f"{args.game}-mutants-") as tmp:
            result = run_mutants(
                names,
                _options(args),
                Path(tmp),
                jobs=args.jobs,
                focused=args.focused,
                on_done=done,
                sweep=not args.no_sweep,
            )
    if args.json:
        json.dump(result, sys.stdout, indent=1)
        sys.stdout.write("\n")
    else:
        for m in result["mutants"]:
            verdict = "caught  " if m["caught"] else "ESCAPED "
            real = "" if args.real_cards_only or not m["caught"] or m["caught_by_real_cards"] else "  (test cards only)"
            print(f"{verdict}{m['name']:38} {m['clause']:11} by {', '.join(m['caught_by']) or 'nothing'}{real}")
            if not m["caught_by_real_cards"] and m.get("real_card_waiver"):  # why no real card can catch it
                print(f"        no real card can: {' '.join(m['real_card_waiver'].split())}")
    caught = sum(m["caught"] for m in result["mutants"])
    unreachable = sum(1 for m in result["mutants"] if not m["caught"] and m.get("real_card_waiver"))
    said = f" ({unreachable} of those not caught cannot be with real cards: reasons above)" if args.real_cards_only and unreachable else ""
    print(f"{caught}/{len(result['mutants'])} mutants caught in {result['seconds']:.1f} s{said}", file=sys.stderr)
    return 0 if caught == len(result["mutants"]) else 1
