"""`python -m referee store-bench`: how fast the saved rulings' store saves and reads (issue 23), on
SQLite and on PostgreSQL, under concurrent writers.

Each database gets ``saves`` rulings from ``threads`` threads through one ``RulingStore`` (one host's
connection pool): distinct cases, and every fourth save one of a few cases every thread saves too
(the same ruling saved at once by several judges). Then as many reads of saved ids. Figures per
database: saves/s and reads/s (wall clock, all threads), p50 and p99 of one save and one read in ms.

The case is the default game's ruling case (``Game.bench_case``) with its real ruling as the body, so
a row is the size a served ruling's is. By default SQLite in a temporary directory and, where its
server programs are installed, a throw-away PostgreSQL cluster with PostgreSQL's default (durable)
settings, both removed afterwards; ``--database-url`` benches another database instead (it writes
rulings there: give it an empty one)."""

from __future__ import annotations

import random
import statistics
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from engine.games import DEFAULT_GAME, get_game

from .store import RulingStore, display_url

SHARED = 4  # the cases every thread also saves


def _ms(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return round(ordered[min(len(ordered) - 1, int(len(ordered) * q))] * 1000, 2)


def bench(url: str, saves: int = 400, threads: int = 4) -> dict[str, Any]:
    game = get_game(DEFAULT_GAME)
    position, actions = game.bench_case()
    result = game.adjudicate(position, actions)
    run = f"{time.time():.6f}"  # a fresh id space per run, on a database that already holds one
    store = RulingStore(url)
    lock = threading.Lock()
    save_s: list[float] = []
    ids: list[str] = []

    def save(k: int) -> None:
        marker = f"shared-{(k // 4) % SHARED}" if k % 4 == 0 else f"case-{k}"
        t0 = time.perf_counter()
        cid = store.save(game.id, {**position, "bench": [run, marker]}, actions, result)
        elapsed = time.perf_counter() - t0
        with lock:
            save_s.append(elapsed)
            ids.append(cid)

    try:
        store.load("0" * 20)  # the pool's first connections are not part of the figures
        with ThreadPoolExecutor(max_workers=threads) as pool:
            t0 = time.perf_counter()
            list(pool.map(save, range(saves)))
            save_wall = time.perf_counter() - t0
        rng = random.Random(23)
        wanted = [rng.choice(ids) for _ in range(saves)]
        read_s: list[float] = []

        def read(cid: str) -> None:
            t1 = time.perf_counter()
            case = store.load(cid)
            elapsed = time.perf_counter() - t1
            assert case is not None and case["result"] == result, f"ruling {cid} not read back as saved"
            with lock:
                read_s.append(elapsed)

        with ThreadPoolExecutor(max_workers=threads) as pool:
            t0 = time.perf_counter()
            list(pool.map(read, wanted))
            read_wall = time.perf_counter() - t0
        distinct = len(set(ids))
    finally:
        store.dispose()
    return {
        "database": store.engine.dialect.name,
        "url": display_url(url),
        "threads": threads,
        "saves": saves,
        "rulings": distinct,
        "saves_per_s": round(saves / save_wall, 1),
        "save_p50_ms": round(statistics.median(save_s) * 1000, 2),
        "save_p99_ms": _ms(save_s, 0.99),
        "reads_per_s": round(saves / read_wall, 1),
        "read_p50_ms": round(statistics.median(read_s) * 1000, 2),
        "read_p99_ms": _ms(read_s, 0.99),
    }


def run(urls: list[str], saves: int, threads: int, postgres: bool) -> list[dict[str, Any]]:
    """The figures of each database: the given URLs, else SQLite and (if ``postgres``) a throw-away cluster."""
    if urls:
        return [bench(url, saves, threads) for url in urls]
    figures = []
    with tempfile.TemporaryDirectory(prefix="referee-store-bench-") as tmp:
        figures.append(bench(f"sqlite:///{tmp}/rulings.sqlite3", saves, threads))
    if postgres:
        from .throwaway_pg import PostgresUnavailable, ThrowawayPostgres

        try:
            with ThrowawayPostgres(durable=True) as cluster:
                figures.append(bench(cluster.database("bench"), saves, threads))
        except PostgresUnavailable as exc:
            figures.append({"database": "postgresql", "skipped": str(exc)})
    return figures


def render(figures: list[dict[str, Any]]) -> str:
    lines = []
    for f in figures:
        if "skipped" in f:
            lines.append(f"{f['database']}: skipped ({f['skipped']})")
            continue
        lines.append(
            f"{f['database']} ({f['url']}), {f['threads']} threads, {f['saves']} saves of {f['rulings']} rulings: "
            f"save {f['saves_per_s']:.0f} rulings/s, p50 {f['save_p50_ms']} ms, p99 {f['save_p99_ms']} ms; "
            f"read {f['reads_per_s']:.0f} rulings/s, p50 {f['read_p50_ms']} ms, p99 {f['read_p99_ms']} ms"
        )
    return "\n".join(lines)
