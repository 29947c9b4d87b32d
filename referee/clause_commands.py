"""`python -m referee coverage | source-check | docs`: the clause index seen from the suite.

- ``coverage``: per section, how many testable clauses have at least one scenario, and which have none.
- ``source-check``: clauses whose source text no longer matches the hash stored in the clause index,
  with the scenarios to review.
- ``docs OUTDIR``: the static documentation site, one page per clause with its examples.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from . import coverage


def _features(args: argparse.Namespace) -> Path:
    path: Path = args.features or coverage.default_features()
    if not path.is_dir():
        raise SystemExit(f"no features folder at {path}: pass --features DIR")
    return path


def cmd_coverage(args: argparse.Namespace) -> int:
    features = _features(args)
    sections = tuple(coverage.normalise_section(s) for s in args.section) or None
    if args.edition in ("ja-2018", "ja-2018-01-26"):
        from .edition_2018 import coverage_2018

        rep = coverage_2018(features, sections)
    else:
        rep = coverage.report(features, sections)
        rep["sections"] = coverage.sections(rep)
    if args.json:
        json.dump(rep, sys.stdout, ensure_ascii=False, indent=1)
        sys.stdout.write("\n")
    elif args.edition in ("ja-2018", "ja-2018-01-26"):
        from .edition_2018 import format_text_2018

        sys.stdout.write(format_text_2018(rep))
    else:
        sys.stdout.write(coverage.format_text(rep))
    return 0


def cmd_source_check(args: argparse.Namespace) -> int:
    from .source_check import check_sources, format_text

    rules_dir: Path | None = args.rules
    results = check_sources(rules_dir, _features(args))
    if args.json:
        json.dump([r.as_json() for r in results], sys.stdout, ensure_ascii=False, indent=1)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(format_text(results))
    if any(r.missing for r in results):
        return 2
    return 1 if any(r.changed for r in results) else 0


def cmd_docs(args: argparse.Namespace) -> int:
    from .docs_site import write_site

    written = write_site(Path(args.outdir), _features(args))
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
        default="ko-2025-01-31",
        choices=["ko-2025-01-31", "ja-2018-01-26", "ja-2018"],
        help="numbering of the report: the 2025 clauses (default) or the 2018 Japanese edition's",
    )
    p.set_defaults(func=cmd_coverage)

    p = sub.add_parser(
        "source-check", help="list the clauses whose rules text changed since the index was built, with their scenarios"
    )
    p.add_argument("--rules", type=Path, default=None, help="folder of the rules texts (default: ../shared/rules)")
    p.add_argument("--features", type=Path, default=None, help="the features folder (default: the repository's)")
    p.add_argument("--json", action="store_true", help="print the result as JSON")
    p.set_defaults(func=cmd_source_check)

    p = sub.add_parser("docs", help="write the static documentation site: every clause with its examples")
    p.add_argument("outdir", help="output folder (created if needed)")
    p.add_argument("--features", type=Path, default=None, help="the features folder (default: the repository's)")
    p.set_defaults(func=cmd_docs)
