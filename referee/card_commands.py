"""`python -m referee cards`: every real card of a season, and whether the engine implements it.

A card is ``implemented`` only when its behaviour is encoded (a goddess module of
``engine.furuyoni.cards``) *and* at least one scenario names it (a ``@card:ID`` tag, or ``"Name" (ID)``
in its own steps): encoded but never exercised does not count.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from engine.furuyoni import carddb
from engine.furuyoni.cards import CardNotImplemented, real_card

from . import coverage


def card_report(season: str, features: Path | None) -> list[dict[str, Any]]:
    counts: Counter[str] = Counter()
    if features is not None and features.is_dir():
        for sc in coverage.scan(features):
            counts.update(sc.cards)
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
    rows = card_report(args.season, args.features or coverage.default_features())
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


def add_parser(sub: Any) -> None:
    p = sub.add_parser("cards", help="every real card of a season: encoded, scenarios, implemented")
    p.add_argument("--season", default=carddb.DEFAULT_SEASON)
    p.add_argument("--json", action="store_true", help="a JSON list of card objects")
    p.add_argument("--goddess", action="append", default=[], help="only this goddess's cards (repeatable)")
    p.add_argument("--verbose", "-v", action="store_true", help="list each card ([x] implemented, [e] encoded only)")
    p.add_argument("--features", type=Path, default=None, help="the features folder (default: the repository's)")
    p.set_defaults(func=cmd_cards)
