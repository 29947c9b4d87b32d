"""`python -m referee cards`: every real card of a season, and whether the engine implements it;
`python -m referee games`: random legal games between every pair of fully encoded goddess forms.

A card is ``implemented`` only when its behaviour is encoded (a goddess module of
``engine.furuyoni.cards``) *and* at least one scenario names it (a ``@card:ID`` tag, or ``"Name" (ID)``
in its own steps): encoded but never exercised does not count.
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

from engine.furuyoni import Position, Session, carddb, new_duel
from engine.furuyoni.api import POSITION, SETUP
from engine.furuyoni.cards.decks import encoded_forms, random_deck
from engine.furuyoni.catalogue import CardNotImplemented, real_card
from engine.furuyoni.goddesses import GODDESSES

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


def cmd_games(args: argparse.Namespace) -> int:
    """Random legal games for every pair of fully encoded forms among the goddess numbers asked for:
    each player a random deck from the pair's pool, random legal answers to every decision, and the
    position round-tripped through JSON after every decision (``--roundtrip-every``) and play going on
    from the decoded copy, which must ask the same decision. Prints figures; exit 1 on any failure."""
    if args.roundtrip_every < 1:
        sys.stderr.write("--roundtrip-every must be 1 or more\n")
        return 2
    # With --focus and no --goddesses, the goddess asked for meets every other (a focus outside 1-8
    # would otherwise find no pair).
    lo, _, hi = (args.goddesses or ("1-25" if args.focus is not None else "1-8")).partition("-")
    forms = encoded_forms(range(int(lo), int(hi or lo) + 1), args.season)
    pairs = [(a, b) for a, b in itertools.combinations(forms, 2) if GODDESSES[a] != GODDESSES[b]]
    if args.focus is not None:
        # Only the pairs with a form of the goddess asked for: a check of one goddess against all the others.
        pairs = [(a, b) for a, b in pairs if args.focus in (GODDESSES[a], GODDESSES[b])]
    failures: list[str] = []
    games = decisions = 0
    start = time.process_time()
    for a, b in pairs:
        for seed in range(args.seeds):
            pa, pb = [a, b], [b, a]
            request = {
                "players": [
                    {"goddesses": pa, "cards": random_deck(pa, seed, args.season)},
                    {"goddesses": pb, "cards": random_deck(pb, seed + 1, args.season)},
                ],
                "seed": seed,
                "season": args.season,
            }
            rnd = random.Random(seed)
            try:
                session = Session(Position(state=new_duel(SETUP.validate_python(request))), trace=False)
                n = 0
                while session.pending is not None and n < args.max_decisions:
                    ruling = session.apply(rnd.choice(session.pending.options))
                    if not ruling.legal:
                        raise AssertionError(f"a legal option was ruled illegal: {ruling.reason}")
                    n += 1
                    if n % args.roundtrip_every == 0:
                        data = POSITION.dump_json(session.position())
                        again = Session(POSITION.validate_json(data), trace=False)
                        if POSITION.dump_json(again.position()) != data:
                            raise AssertionError(f"the position after decision {n} did not round-trip through JSON")
                        if again.pending != session.pending:
                            raise AssertionError(f"the decoded position after decision {n} asks another decision")
                        session = again
                if session.pending is not None:
                    raise AssertionError(f"no result after {n} decisions")
                decisions += n
            except Exception as exc:  # every failure is reported with its pair and seed
                failures.append(f"{a} + {b}, seed {seed}: {type(exc).__name__}: {exc}")
            games += 1
    elapsed = time.process_time() - start
    figures = {
        "forms": forms,
        "pairs": len(pairs),
        "seeds": args.seeds,
        "games": games,
        "decisions": decisions,
        "roundtrip_every": args.roundtrip_every,
        "cpu_seconds": round(elapsed, 2),
        "games_per_s": round(games / elapsed, 2) if elapsed else None,
        "failures": failures,
    }
    if args.json:
        json.dump(figures, sys.stdout, indent=1)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(
            f"{len(forms)} encoded forms, {len(pairs)} pairs x {args.seeds} seeds: {games} games, {decisions} decisions, "
            f"{elapsed:.1f} s CPU ({figures['games_per_s']} games/s), positions round-tripped through JSON every "
            f"{args.roundtrip_every} decision(s); {len(failures)} failure(s)\n"
        )
        for f in failures[:50]:
            sys.stdout.write(f"  {f}\n")
    return 1 if failures else 0


def add_parser(sub: Any) -> None:
    p = sub.add_parser("games", help="random legal games for every pair of fully encoded goddess forms")
    p.add_argument("--goddesses", help="App1 numbers, e.g. 1-8 (default; 1-25 with --focus) or 1-25")
    p.add_argument("--focus", type=int, help="only the pairs with a form of this App1 number, e.g. 22")
    p.add_argument("--seeds", type=int, default=20)
    p.add_argument("--season", default=carddb.DEFAULT_SEASON)
    p.add_argument("--max-decisions", type=int, default=5000)
    p.add_argument(
        "--roundtrip-every",
        type=int,
        default=1,
        help="round-trip the position through JSON after every N-th decision (default 1: every position)",
    )
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_games)

    p = sub.add_parser("cards", help="every real card of a season: encoded, scenarios, implemented")
    p.add_argument("--season", default=carddb.DEFAULT_SEASON)
    p.add_argument("--json", action="store_true", help="a JSON list of card objects")
    p.add_argument("--goddess", action="append", default=[], help="only this goddess's cards (repeatable)")
    p.add_argument("--verbose", "-v", action="store_true", help="list each card ([x] implemented, [e] encoded only)")
    p.add_argument("--features", type=Path, default=None, help="the features folder (default: the repository's)")
    p.set_defaults(func=cmd_cards)
