"""Furuyoni's own commands of ``python -m referee`` (the ``HasCommands`` capability):

- ``cards``: every real card of a season, and whether the engine implements it. A card is
  ``implemented`` only when its behaviour is encoded (a goddess module of ``engine.furuyoni.cards``)
  *and* at least one scenario names it (a ``@card:ID`` tag, or ``"Name" (ID)`` in its own steps):
  encoded but never exercised does not count;
- ``source-check``: clauses whose rules text changed since the clause index was built, with the
  scenarios to review (``source_check``);
- ``speed-differential``: random real-card games with the engine's speed-ups on and off
  (``FURUYONI_NO_FAST``), every ruling and position compared hash for hash (``speed_diff``, issue 22).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from referee.coverage import default_features, scan

from .. import carddb
from ..catalogue import CardNotImplemented, real_card

FEATURES = "furuyoni"  # the game's folder of features/
# a real card named in a step: "Slash" (NA-01-yurina-O-N-1); Thallya's TransForm cards are numbered
# "TransForm Card 01" … (A 9-1)
CARD_MENTION = re.compile(r"\((NA-[^)\s]+|TransForm Card [^)\s]+)\)")


def scenario_cards(features: Path) -> Counter[str]:
    """How many scenarios name each real card, by tag or in their own steps."""
    counts: Counter[str] = Counter()
    for sc in scan(features):
        named = {t.removeprefix("card:") for t in sc.tags if t.startswith("card:")}
        for line in sc.steps:
            named |= set(CARD_MENTION.findall(line))
        counts.update(named)
    return counts


def card_report(season: str, features: Path | None) -> list[dict[str, Any]]:
    counts = scenario_cards(features) if features is not None and features.is_dir() else Counter[str]()
    rows = []
    for f in carddb.season_cards(season):
        if f.placeholder or f.reference or f.back_of is not None:
            continue  # not cards of a game (Innealra's slots, the Kiriko reference card, plan backs)
        try:
            real_card(f.rules_id, season)
            encoded = True
        except CardNotImplemented:
            encoded = False
        rows.append(
            {
                "id": f.rules_id,
                "data_id": f.id,
                "goddess": f.goddess,
                "name": f.name,
                "name_ko": f.name_ko,
                "name_en": f.name_en,
                "category": f.category,
                "type": f.type,
                "encoded": encoded,
                "scenarios": counts[f.rules_id],
                "implemented": encoded and counts[f.rules_id] > 0,
            }
        )
    return rows


def cmd_cards(args: argparse.Namespace) -> int:
    try:
        carddb.season_info(args.season)
    except KeyError:
        raise SystemExit(f"unknown season {args.season!r}; seasons: {', '.join(carddb.seasons())}") from None
    rows = card_report(args.season, (args.features or default_features()) / FEATURES)
    if args.goddess:
        rows = [r for r in rows if r["goddess"] in args.goddess]
    if args.json:
        json.dump(rows, sys.stdout, ensure_ascii=False, indent=1)
        sys.stdout.write("\n")
        return 0
    by: dict[str, list[dict[str, Any]]] = {}
    for r in rows:
        by.setdefault(r["goddess"], []).append(r)
    total = sum(r["implemented"] for r in rows)
    sys.stdout.write(f"season {args.season}: {total}/{len(rows)} cards implemented\n")
    for g, cards in by.items():
        done = sum(r["implemented"] for r in cards)
        sys.stdout.write(f"  {g:10} {done:3}/{len(cards)}\n")
        if args.verbose:
            for r in cards:
                mark = "x" if r["implemented"] else ("e" if r["encoded"] else " ")
                sys.stdout.write(f"    [{mark}] {r['id']:34} {r['name_en'] or r['name'] or ''} ({r['scenarios']})\n")
    return 0


def cmd_source_check(args: argparse.Namespace) -> int:
    from .source_check import check_sources, format_text

    features: Path = args.features or default_features()
    if not features.is_dir():
        raise SystemExit(f"no features folder at {features}: pass --features DIR")
    results = check_sources(args.rules, features)
    if args.json:
        json.dump([r.as_json() for r in results], sys.stdout, ensure_ascii=False, indent=1)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(format_text(results))
    if any(r.missing for r in results):
        return 2
    return 1 if any(r.changed for r in results) else 0


def cmd_speed_differential(args: argparse.Namespace) -> int:
    """Exit 0 when both sides gave the same digests for every decision of every game, 1 otherwise."""
    from .speed_diff import main

    result = main(args.games, args.goddesses, args.season)
    if args.json:
        json.dump(result, sys.stdout, indent=1)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(
            f"furuyoni speed differential: {result['games']} games, {result['decisions']} decisions "
            f"({result['errors']} game(s) ending in an error on both sides), "
            f"{len(result['differences'])} difference(s) between the speed-ups on and off\n"
        )
        for line in result["differences"][:50]:
            sys.stdout.write(f"  {line}\n")
    return 1 if result["differences"] else 0


def add_commands(sub: Any) -> None:
    p = sub.add_parser("cards", help="Furuyoni: every real card of a season: encoded, scenarios, implemented")
    p.add_argument("--season", default=carddb.DEFAULT_SEASON)
    p.add_argument("--json", action="store_true", help="a JSON list of card objects")
    p.add_argument("--goddess", action="append", default=[], help="only this goddess's cards (repeatable)")
    p.add_argument("--verbose", "-v", action="store_true", help="list each card ([x] implemented, [e] encoded only)")
    p.add_argument("--features", type=Path, default=None, help="the features folder (default: the repository's)")
    p.set_defaults(func=cmd_cards)

    p = sub.add_parser(
        "source-check",
        help="Furuyoni: the clauses whose rules text changed since the index was built, with their scenarios",
    )
    p.add_argument("--rules", type=Path, default=None, help="folder of the rules texts (default: ../shared/rules)")
    p.add_argument("--features", type=Path, default=None, help="the features folder (default: the repository's)")
    p.add_argument("--json", action="store_true", help="print the result as JSON")
    p.set_defaults(func=cmd_source_check)

    p = sub.add_parser(
        "speed-differential",
        help="Furuyoni: random real-card games with the speed-ups on and off, rulings and positions compared",
    )
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--goddesses", default="1-25", help="App1 numbers of the goddesses whose forms are paired")
    p.add_argument("--season", default="")
    p.add_argument("--json", action="store_true", help="print the result as JSON")
    p.set_defaults(func=cmd_speed_differential)
