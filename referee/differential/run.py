"""A differential run: many games, cut into shards of consecutive game numbers, played by local
processes (``-j``, the default), or by the workers of a Dask cluster (``--scheduler ADDRESS``, or
``local`` for a Dask cluster on this machine), and merged in one result.

Game ``i`` of a run with ``--seed S`` uses seed ``S + i`` for its setup and its answers, wherever it
is played, so a run is the same run however it is sharded. A shard opens its own adapters (an HTTP
connection, a JSON-lines process, a mutant patched around its own calls) and shrinks the first
divergence it finds. With ``stop_at_first`` (every mutant run) a shard stops at its first divergence
and no later shard of that run is started; the earlier ones finish, so the divergence reported is
the first one in game order, and "after how many games and decisions" counts every game before it.
"""

from __future__ import annotations

import concurrent.futures as cf
import importlib
import multiprocessing
import time
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, Protocol

from engine.games import get_game

from ..implementations import open_implementation
from .play import Found, Pair, play, play_game
from .shrink import ddmin, shrink_choices

Json = dict[str, Any]


@dataclass(frozen=True)
class RunConfig:
    game: str
    impl: str  # the implementation spec (``--impl``)
    games: int
    seed: int = 0
    options: tuple[tuple[str, str], ...] = ()  # the game's setup options (``--goddesses`` …)
    max_decisions: int = 2000
    stop_at_first: bool = False
    shrink: bool = True
    shrink_budget: int = 300  # replays of a case per divergence
    label: str = ""  # what the report calls the run (the mutant's name …)


@dataclass
class ShardResult:
    config: RunConfig
    shard: int
    first: int
    games: int = 0  # games played (a game with a divergence included)
    decisions: int = 0
    finished: int = 0  # games played to their end
    unsupported: Counter[str] = field(default_factory=Counter)
    found: list[Found] = field(default_factory=list)
    cpu_seconds: float = 0.0


def shrink_found(pair: Pair, found: Found, budget: int) -> None:
    """Shrink a divergence to a short case: first its game's choices (``shrink_choices``: every
    candidate is a legal game from the same setup), then the answers of the best game (``ddmin``,
    replayed as the saved case is: both implementations from our start position), within ``budget``
    plays in all."""
    if found.their_start is None or not found.actions:  # at the new duel: nothing to shrink
        found.shrunk, found.shrink_complete, found.shrunk_mismatch = [], True, found.mismatch
        return
    games: dict[tuple[int, ...], list[Json]] = {}

    def attempt(choices: list[int]) -> list[int] | None:
        played = play(pair, found.setup, lambda k, _n: choices[k] if k < len(choices) else None, len(choices))
        if played.mismatch is None or played.unsupported is not None:
            return None
        games[tuple(played.choices)] = played.actions
        return played.choices

    best, tests, _ = shrink_choices(found.choices, attempt, budget)
    actions = games.get(tuple(best), found.actions)

    def diverges(candidate: list[Json]) -> bool:
        return pair.replay(found.start, found.start, candidate) is not None

    tests += 1
    if not diverges(actions):  # seen in play, not as a case: reported unshrunk
        found.shrink_tests = tests
        return
    complete = False  # 1-minimal as a case: ddmin ran to its end
    if budget > tests:
        actions, more, complete = ddmin(actions, diverges, budget - tests)
        tests += more
    found.shrunk, found.shrink_tests, found.shrink_complete = actions, tests + 1, complete
    found.shrunk_mismatch = pair.replay(found.start, found.start, actions)


def run_shard(config: RunConfig, shard: int, first: int, count: int) -> ShardResult:
    """Play games ``first`` … ``first + count - 1`` of the run (in a worker process)."""
    start = time.process_time()
    game = get_game(config.game)
    result = ShardResult(config, shard, first)
    pair = Pair(game, open_implementation("inprocess", game.id), open_implementation(config.impl, game.id))
    options = dict(config.options)
    try:
        for index in range(first, first + count):
            played = play_game(pair, index, config.seed + index, options, config.max_decisions)
            if played.found is not None:
                played.found.games_before, played.found.decisions_before = result.games, result.decisions
            result.games += 1
            result.decisions += played.decisions
            result.finished += played.finished
            if played.unsupported is not None:
                result.unsupported[played.unsupported] += 1
            if played.found is not None:
                if config.shrink and not result.found:
                    shrink_found(pair, played.found, config.shrink_budget)
                result.found.append(played.found)
                if config.stop_at_first:
                    break
    finally:
        pair.close()
    result.cpu_seconds = time.process_time() - start
    return result


# --- executing shards -------------------------------------------------------------------------------


class Executor(Protocol):
    def submit(self, fn: Callable[..., ShardResult], *args: Any) -> Any: ...
    def wait_any(self, futures: Iterable[Any]) -> set[Any]: ...
    def close(self) -> None: ...


class Serial:
    """One process: each shard runs when submitted (``-j 1``)."""

    def submit(self, fn: Callable[..., ShardResult], *args: Any) -> cf.Future[ShardResult]:
        future: cf.Future[ShardResult] = cf.Future()
        try:
            future.set_result(fn(*args))
        except BaseException as exc:
            future.set_exception(exc)
        return future

    def wait_any(self, futures: Iterable[Any]) -> set[Any]:
        return set(futures)

    def close(self) -> None:
        pass


class LocalProcesses:
    """``-j N`` worker processes on this machine (spawned: a fresh interpreter each, no inherited state)."""

    def __init__(self, jobs: int) -> None:
        self.pool = cf.ProcessPoolExecutor(max_workers=jobs, mp_context=multiprocessing.get_context("spawn"))

    def submit(self, fn: Callable[..., ShardResult], *args: Any) -> cf.Future[ShardResult]:
        return self.pool.submit(fn, *args)

    def wait_any(self, futures: Iterable[Any]) -> set[Any]:
        done, _ = cf.wait(list(futures), return_when=cf.FIRST_COMPLETED)
        return set(done)

    def close(self) -> None:
        self.pool.shutdown(cancel_futures=True)


class DaskCluster:
    """The workers of a Dask ``distributed`` cluster: an existing one (its scheduler's address), or a
    local cluster of ``jobs`` single-threaded worker processes. Needs the ``cluster`` extra; every
    worker needs this project (and, for ``--impl``, its checkout's ``tests/adapters``) importable."""

    def __init__(self, address: str, jobs: int) -> None:
        try:
            # Any: typed the same whether or not the optional extra is installed
            distributed: Any = importlib.import_module("distributed")
        except ModuleNotFoundError as exc:
            raise RuntimeError("--scheduler needs Dask's distributed: pip install -e '.[cluster]'") from exc
        self.distributed = distributed
        self.cluster: Any = None
        if address == "local":
            self.cluster = distributed.LocalCluster(n_workers=jobs, threads_per_worker=1, processes=True)
            self.client = distributed.Client(self.cluster)
        else:
            self.client = distributed.Client(address)

    def submit(self, fn: Callable[..., ShardResult], *args: Any) -> Any:
        return self.client.submit(fn, *args, pure=False)

    def wait_any(self, futures: Iterable[Any]) -> set[Any]:
        done = self.distributed.wait(list(futures), return_when="FIRST_COMPLETED").done
        return set(done)

    def close(self) -> None:
        self.client.close()
        if self.cluster is not None:
            self.cluster.close()


def executor(jobs: int, scheduler: str | None) -> Executor:
    if scheduler:
        return DaskCluster(scheduler, jobs)
    return Serial() if jobs <= 1 else LocalProcesses(jobs)


# --- the run -----------------------------------------------------------------------------------------


@dataclass
class RunResult:
    config: RunConfig
    games: int = 0
    decisions: int = 0
    finished: int = 0
    unsupported: Counter[str] = field(default_factory=Counter)
    found: list[Found] = field(default_factory=list)
    cpu_seconds: float = 0.0
    # the first divergence in game order: the games played to the end before it, and every answer
    # given before it was seen (those games' answers and the answers of its own game)
    games_before: int | None = None
    decisions_until: int | None = None

    @property
    def first(self) -> Found | None:
        return min(self.found, key=lambda f: f.index) if self.found else None


def shards(config: RunConfig, size: int) -> list[tuple[int, int, int]]:
    """(shard number, first game, games) of a run."""
    return [(k, first, min(size, config.games - first)) for k, first in enumerate(range(0, config.games, size))]


def merge(config: RunConfig, parts: list[ShardResult]) -> RunResult:
    result = RunResult(config)
    before_games = before_decisions = 0
    for part in sorted(parts, key=lambda p: p.shard):
        result.games += part.games
        result.decisions += part.decisions
        result.finished += part.finished
        result.unsupported.update(part.unsupported)
        result.cpu_seconds += part.cpu_seconds
        if part.found and result.games_before is None:
            f = min(part.found, key=lambda x: x.index)
            result.games_before = before_games + f.games_before
            result.decisions_until = before_decisions + f.decisions_before + f.decision
        result.found += part.found
        before_games += part.games
        before_decisions += part.decisions
    return result


Progress = Callable[[RunConfig, ShardResult], None]


def run(
    configs: list[RunConfig],
    *,
    jobs: int = 1,
    shard_size: int | None = None,
    scheduler: str | None = None,
    progress: Progress | None = None,
) -> list[RunResult]:
    """Play every run's games over the executor, at most ``jobs`` shards at a time (``2 * jobs`` on a
    cluster, whose workers we do not count), the runs' shards interleaved in game order."""
    pool = executor(jobs, scheduler)
    queue: list[tuple[int, tuple[int, int, int]]] = []
    for r, config in enumerate(configs):
        size = shard_size or max(1, min(50, config.games // max(1, 4 * jobs)))
        queue += [(r, s) for s in shards(config, size)]
    queue.sort(key=lambda item: (item[1][0], item[0]))  # shard 0 of every run first, then shard 1 …
    stop_after: dict[int, int] = {}  # run -> the shard of its first divergence (stop_at_first runs)
    done: dict[int, list[ShardResult]] = {r: [] for r in range(len(configs))}
    running: dict[Any, int] = {}
    width = 2 * jobs if scheduler else max(1, jobs)
    try:
        while queue or running:
            while queue and len(running) < width:
                r, (k, first, count) = queue.pop(0)
                if r in stop_after and k > stop_after[r]:
                    continue
                running[pool.submit(run_shard, configs[r], k, first, count)] = r
            if not running:
                break
            for future in pool.wait_any(running):
                r = running.pop(future)
                part: ShardResult = future.result()
                done[r].append(part)
                if part.found and configs[r].stop_at_first:
                    stop_after[r] = min(stop_after.get(r, part.shard), part.shard)
                if progress is not None:
                    progress(configs[r], part)
    finally:
        pool.close()
    results = []
    for r, config in enumerate(configs):
        parts = done[r]
        if r in stop_after:  # shards after the first divergence that were already running
            parts = [p for p in parts if p.shard <= stop_after[r]]
        results.append(merge(config, parts))
    return results


def figures(results: list[RunResult], wall_seconds: float) -> Json:
    games = sum(r.games for r in results)
    cpu = sum(r.cpu_seconds for r in results)
    return {
        "games": games,
        "decisions": sum(r.decisions for r in results),
        "wall_seconds": round(wall_seconds, 2),
        "cpu_seconds": round(cpu, 2),
        "games_per_s": round(games / wall_seconds, 2) if wall_seconds else None,
        "games_per_cpu_s": round(games / cpu, 2) if cpu else None,
    }


__all__ = ["RunConfig", "RunResult", "ShardResult", "figures", "run", "run_shard"]
