"""The speed-ups' differential (issue 22): random real-card games played with the engine's speed-ups
on and off (``engine.furuyoni.fast``: ``FURUYONI_NO_FAST=1``) must give the same rulings and the same
positions, hash for hash.

``FAST`` is read once, at import, so each side runs in a process of its own (``python -m referee
speed-differential``, or ``digests`` called in a child started with the variable set). Each side plays
the same games — the pairs of fully encoded forms among the goddesses asked for, the decks, seeds and
random answers fixed by the game's number — with event tracing on (the events are compared too), and
writes one digest per decision: the SHA-256 of the ruling's JSON and of the position's JSON after it.
Every ``reload_every``-th position is read back from its JSON and play goes on from the decoded copy,
so the loading of a position (its validation, the driver's checkpoint) is compared as well.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import os
import random
import subprocess
import sys
from typing import Any

Json = dict[str, Any]


def pairs_of(goddesses: str, season: str) -> list[tuple[str, str]]:
    """The pairs of fully encoded forms, of two different goddesses, among these App1 numbers ("1-25")."""
    from .. import carddb
    from ..cards.decks import encoded_forms
    from ..goddesses import GODDESSES

    lo, _, hi = goddesses.partition("-")
    forms = encoded_forms(range(int(lo), int(hi or lo) + 1), season or carddb.DEFAULT_SEASON)
    return [(a, b) for a, b in itertools.combinations(forms, 2) if GODDESSES[a] != GODDESSES[b]]


def digests(
    games: int, goddesses: str = "1-25", *, season: str = "", max_decisions: int = 3000, reload_every: int = 7
) -> Json:
    """Play `games` random real-card games (spread evenly over the pairs) in this process; per game, the
    digest of every decision's ruling and position."""
    from .. import api, carddb
    from ..cards.decks import random_deck
    from ..driver import Session
    from ..fast import FAST

    season = season or carddb.DEFAULT_SEASON
    pairs = pairs_of(goddesses, season)
    if not pairs:
        raise ValueError(f"no pair of fully encoded forms among goddesses {goddesses}")
    step = max(1, len(pairs) // games) if games <= len(pairs) else 1
    out: list[Json] = []
    for n in range(games):
        a, b = pairs[(n * step) % len(pairs)]
        seed = n
        request = {
            "players": [
                {"goddesses": [a, b], "cards": random_deck([a, b], seed, season)},
                {"goddesses": [b, a], "cards": random_deck([b, a], seed + 1, season)},
            ],
            "seed": seed,
            "season": season,
        }
        rnd = random.Random(seed)
        hashes: list[str] = []
        error = None
        try:
            session = Session(api.load_position(api.new_duel(request)["position"]), trace=True)
            k = 0
            while session.pending is not None and k < max_decisions:
                ruling = session.apply(rnd.choice(session.pending.options))
                k += 1
                position = api.POSITION.dump_json(session.position())
                digest = hashlib.sha256(api.RULING.dump_json(ruling))
                digest.update(position)
                hashes.append(digest.hexdigest()[:16])
                if k % reload_every == 0:
                    session = Session(api.read_position(position), trace=True, owned=True)
        except Exception as exc:  # a failure is part of the behaviour compared
            error = f"{type(exc).__name__}: {exc}"
        out.append({"pair": [a, b], "seed": seed, "decisions": hashes, "error": error})
    return {"fast": FAST, "games": out}


def run_side(fast: bool, games: int, goddesses: str, season: str, timeout: float) -> Json:
    """One side in a child process, the switch set as asked."""
    env = dict(os.environ)
    env.pop("FURUYONI_NO_FAST", None)
    if not fast:
        env["FURUYONI_NO_FAST"] = "1"
    code = (
        "import json, sys\n"
        "from engine.furuyoni.tooling.speed_diff import digests\n"
        f"json.dump(digests({games}, {goddesses!r}, season={season!r}), sys.stdout)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=timeout, check=False
    )
    if done.returncode != 0:
        raise RuntimeError(f"the {'fast' if fast else 'plain'} side failed: {done.stderr[-2000:]}")
    side: Json = json.loads(done.stdout)
    if side["fast"] != fast:
        raise RuntimeError(f"the side meant to run with the speed-ups {'on' if fast else 'off'} did not")
    return side


def compare(on: Json, off: Json) -> Json:
    """The games, decisions and the first differences between the two sides."""
    differences: list[str] = []
    decisions = 0
    for x, y in zip(on["games"], off["games"], strict=True):
        decisions += len(y["decisions"])
        where = f"{' + '.join(x['pair'])}, seed {x['seed']}"
        if x["error"] != y["error"]:
            differences.append(f"{where}: on {x['error']!r}, off {y['error']!r}")
        for k, (h1, h2) in enumerate(itertools.zip_longest(x["decisions"], y["decisions"])):
            if h1 != h2:
                differences.append(f"{where}: decision {k + 1} differs (on {h1}, off {h2})")
                break
    errors = sum(1 for g in off["games"] if g["error"])
    return {"games": len(on["games"]), "decisions": decisions, "errors": errors, "differences": differences}


def main(games: int, goddesses: str, season: str = "", timeout: float = 3600) -> Json:
    on = run_side(True, games, goddesses, season, timeout)
    off = run_side(False, games, goddesses, season, timeout)
    return compare(on, off)
