"""Write docs/decisions.md: every reading the suite takes where a game's rules text is damaged, silent or
ambiguous, from the `decision` fields of each registered game's clause index (engine.games), a section
per game. `--check` exits 1 when the file is stale."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.games import all_games  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from generated import write_or_check  # noqa: E402


def render() -> str:
    lines = [
        "# Decisions: where the rules text is unclear, and what the suite reads",
        "",
        "Generated from the clause index of each game's default edition by `tools/build_decisions_doc.py`.",
        "Each decision is also returned by `GET /v1/games/{game}/clauses/{id}` and shown with the clause's",
        "documentation (`/games/{game}/decisions` of a running referee).",
    ]
    for game in all_games():
        index = game.index()
        lines += [
            "",
            f"## {game.title}: `{game.id}`, edition `{index.edition}`",
            "",
            "| clause | title | our reading |",
            "|---|---|---|",
        ]
        for c in index:
            if c.decision:
                lines.append(f"| {c.citation} | {c.title} | {c.decision} |")
    return "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    hint = "run python tools/build_decisions_doc.py"
    return write_or_check("build_decisions_doc", ROOT / "docs" / "decisions.md", render(), check=args.check, hint=hint)


if __name__ == "__main__":
    sys.exit(main())
