"""`python -m referee coverage | docs`: the clause index of a game seen from its scenarios.

- ``coverage``: per section, how many testable clauses have at least one scenario, and which have none;
  ``--edition`` reads it in the numbering of another edition mapped to the default one.
- ``docs OUTDIR``: the static documentation site of one game (``--game``, the default game by default),
  or with ``--all-games`` of every game: a page listing them, each game's pages in a folder of its own.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from engine.games import DEFAULT_GAME, game_ids, get_game

from . import coverage


def _features(args: argparse.Namespace) -> Path:
    path: Path = args.features or coverage.default_features()
    if not path.is_dir():
        raise SystemExit(f"no features folder at {path}: pass --features DIR")
    return path


def _edition(game_id: str, wanted: str | None) -> str:
    """An edition id of the game, or a unique beginning of one (``ja-2018``)."""
    game = get_game(game_id)
    if wanted is None:
        return game.default_edition
    ids = [e.id for e in game.editions]
    found = [e for e in ids if e == wanted] or [e for e in ids if e.startswith(wanted)]
    if len(found) != 1:
        raise SystemExit(f"coverage: no single edition of {game_id} is {wanted!r}; editions: {', '.join(ids)}")
    return found[0]


def cmd_coverage(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    features = coverage.game_features(game, _features(args))
    edition = _edition(game.id, args.edition)
    index = game.index(edition)
    sections = tuple(coverage.normalise_section(s, index, game.clause_scheme.default_prefix) for s in args.section)
    if edition == game.default_edition:
        rep = coverage.report(game, features, sections or None)
        rep["sections"] = coverage.sections(rep, index)
        text = coverage.format_text(rep, game)
    else:
        try:
            rep = coverage.report_in_edition(game, edition, features, sections or None)
        except ValueError as exc:
            raise SystemExit(f"coverage: {exc}") from exc
        text = coverage.format_text_in_edition(rep, game)
    if args.json:
        json.dump(rep, sys.stdout, ensure_ascii=False, indent=1)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(text)
    return 0


def cmd_docs(args: argparse.Namespace) -> int:
    from .docs_site import write_site

    written = write_site(Path(args.outdir), _features(args), None if args.all_games else args.game)
    print(f"wrote {written} files to {args.outdir} (open {Path(args.outdir) / 'index.html'})")
    return 0


def add_parsers(sub: Any) -> None:
    """Register the subcommands on the ``python -m referee`` parser."""
    p = sub.add_parser("coverage", help="per section, the testable clauses with and without scenarios")
    p.add_argument("--json", action="store_true", help="print the report as JSON")
    p.add_argument("--section", action="append", default=[], help="only this section or clause (C-9, C 5-8, A-4)")
    p.add_argument("--features", type=Path, default=None, help="the features folder (default: the repository's)")
    p.add_argument(
        "--edition",
        default=None,
        help="numbering of the report: the default edition's (default), or another edition mapped to it "
        "(an edition id or its unique beginning: ja-2018)",
    )
    p.add_argument("--game", default=DEFAULT_GAME, choices=game_ids(), help=f"the game (default {DEFAULT_GAME})")
    p.set_defaults(func=cmd_coverage)

    p = sub.add_parser("docs", help="write the static documentation site: every clause with its examples")
    p.add_argument("outdir", help="output folder (created if needed)")
    p.add_argument("--features", type=Path, default=None, help="the features folder (default: the repository's)")
    p.add_argument("--game", default=DEFAULT_GAME, choices=game_ids(), help=f"the game (default {DEFAULT_GAME})")
    p.add_argument("--all-games", action="store_true", help="every game: a page listing them, each game in its folder")
    p.set_defaults(func=cmd_docs)
