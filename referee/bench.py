"""`python -m referee bench --game ID`: how fast a game's engine plays and the referee rules (issue 9).

Benchmarks, never timed tests: the figures go to standard output, and ``compare`` checks them
against a stored baseline by *ratios* — every figure is first expressed in units of the JSON round
trip measured in the same run, so a slower or busier machine moves both sides alike and only a real
regression (by default more than 3x worse) fails.

Game-neutral: every figure comes from the game contract (``engine.contract.Game``). Furuyoni's CI
baseline is ``tests/bench/baseline.json``; another game's, where it has one, ``tests/bench/baseline-<id>.json``.

Figures (one JSON object with ``--json``):

- ``games_per_s``, ``decisions_per_s``: complete random legal games from the game's sample setups
  (``Game.sample_setup``: for Furuyoni standard test decks of random goddess pairs), on one core, with
  event tracing off and on (``Game.session(trace=...)``);
- ``adjudicate_p50_ms``, ``adjudicate_p99_ms``: ``Game.adjudicate`` (JSON data in, JSON data out) of the
  game's ruling case (``Game.bench_case``: for Furuyoni a mid-game position waiting for a reaction to an
  attack, answered by a reaction and a damage choice);
- ``json_roundtrip_ms``: ``json.loads`` + ``json.dumps`` of that same position with the stdlib
  ``json`` the referee uses; ``adjudicate_over_json_roundtrip`` = p50 / that floor;
- ``http_rulings_per_s``: the served referee (gunicorn, 2 workers, 127.0.0.1, a free port) under a
  loopback load from a separate client process, bounded in requests and seconds; one request is one
  ``/v1/games/<id>/adjudicate`` of the ruling case. ``http_server_cpu_ms_per_ruling`` is the CPU time the
  server's processes spent per answer (Linux): unlike the rate, it does not depend on what else
  shares the machine's cores.

Real-card figures (issue 22), for a game that has them (``BenchesRealGames``: Furuyoni):

- ``real_decisions_per_s``, ``real_roundtrip_decisions_per_s``: complete random games between random
  real-card decks (Furuyoni: of a pair of forms among all 25 goddesses, picked by the seed), tracing
  off, one core, without round trips and with the position written to JSON and read back after every
  decision (what a stateless referee pays per request); ``real_roundtrip_json_floor_per_s``, the
  ceiling of the latter that the interchange format sets: the same games' positions only read from
  JSON (the format's validation, no engine invariant, no replay) and written back, per second;
- ``real_adjudicate_p50_ms``, ``real_adjudicate_p99_ms``, ``real_json_roundtrip_ms``,
  ``real_adjudicate_over_json_roundtrip``: as above, for the real-card ruling case
  (``real_bench_case``: a mid-game position of real cards and its next two answers);
- ``real_http_rulings_per_s``, ``real_http_server_cpu_ms_per_ruling``: the served referee on that case.
"""

from __future__ import annotations

import http.client
import json
import multiprocessing
import os
import platform
import random
import socket
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, cast

from engine.contract import BenchesRealGames, Game, PlaysRandomly, Session
from engine.games import warm_up

Json = dict[str, Any]

GOALS: dict[str, tuple[str, float]] = {
    # figure: (">=" or "<=", goal on the 2-core reference machine), from issue 9
    "games_per_s.trace_off": (">=", 100.0),
    "adjudicate_over_json_roundtrip": ("<=", 5.0),
    "adjudicate_p99_ms": ("<", 10.0),
    "http_rulings_per_s": (">=", 500.0),
    # issue 22: real cards
    "real_decisions_per_s": (">=", 10000.0),
    "real_roundtrip_decisions_per_s": (">=", 3000.0),
    "real_adjudicate_p99_ms": ("<=", 10.0),
    "real_adjudicate_over_json_roundtrip": ("<=", 5.0),
    "real_http_rulings_per_s": (">=", 600.0),
}

# A goal's ceiling measured in the same run: what the figure would be if the engine cost nothing.
CEILINGS = {"real_roundtrip_decisions_per_s": "real_roundtrip_json_floor_per_s"}

# How each figure is made machine-independent for ``compare``: throughputs are multiplied by the
# run's JSON round trip (work per round trip, higher is better), latencies divided by it (lower is
# better). The ratio figure is already relative.
HIGHER_IS_BETTER = (
    "games_per_s.",
    "decisions_per_s.",
    "http_rulings_per_s",
    "real_decisions_per_s",
    "real_roundtrip_decisions_per_s",
    "real_roundtrip_json_floor_per_s",
    "real_http_rulings_per_s",
)
LOWER_IS_BETTER = (
    "adjudicate_p50_ms",
    "adjudicate_p99_ms",
    "adjudicate_over_json_roundtrip",
    "http_server_cpu_ms_per_ruling",
    "real_adjudicate_p50_ms",
    "real_adjudicate_p99_ms",
    "real_adjudicate_over_json_roundtrip",
    "real_http_server_cpu_ms_per_ruling",
)
RELATIVE = ("adjudicate_over_json_roundtrip", "real_adjudicate_over_json_roundtrip")  # already a ratio


# --- random games --------------------------------------------------------------------------------


def _answer(game: Game, session: Session, rnd: random.Random, plays: bool) -> Any:
    if plays:  # isinstance(game, PlaysRandomly), asked once by the caller
        return cast(PlaysRandomly, game).random_answer(session, rnd)
    assert session.pending is not None
    return rnd.choice(session.pending.options)


def play_random_game(game: Game, seed: int, *, trace: bool) -> int:
    """One complete game with random legal choices from the game's sample setup (as the game's own
    random player picks them where it has one, ``PlaysRandomly``); returns how many decisions it took."""
    rnd = random.Random(seed)
    duel = game.new_duel(game.sample_setup(seed))
    session = game.session(game.load_position(duel["position"]), trace=trace)
    decisions = 0
    # asked once: a runtime protocol check costs as much as a small decision (issue 22's profile)
    plays = isinstance(game, PlaysRandomly)
    while session.pending is not None:
        session.apply(_answer(game, session, rnd, plays))
        decisions += 1
    return decisions


def bench_games(game: Game, seconds: float, *, trace: bool, min_games: int = 5) -> tuple[float, float]:
    """(games per second, decisions per second) over as many games as fit in `seconds`, counted in
    this process's CPU time: one core's work, whatever else the machine is running."""
    games = decisions = 0
    start = time.process_time()
    while games < min_games or time.process_time() - start < seconds:
        decisions += play_random_game(game, games, trace=trace)
        games += 1
    elapsed = time.process_time() - start
    return games / elapsed, decisions / elapsed


def bench_real_games(game: BenchesRealGames, seconds: float, *, roundtrip_every: int, min_games: int = 3) -> float:
    """Decisions per second of real-card random games (``BenchesRealGames.real_game``) over as many
    games as fit in `seconds` of this process's CPU time."""
    games = decisions = 0
    start = time.process_time()
    while games < min_games or time.process_time() - start < seconds:
        decisions += game.real_game(games, roundtrip_every)
        games += 1
    return decisions / (time.process_time() - start)


def bench_real_json_floor(game: BenchesRealGames, seconds: float, *, min_games: int = 3) -> float:
    """Positions per second that the interchange format alone allows a stateless round trip: real-card
    games' positions read from JSON (the format's validation) and written back, nothing else done
    (``BenchesRealGames.real_json_floor``), over as many games as fit in `seconds` of timed CPU."""
    games = positions = 0
    spent = 0.0
    while games < min_games or spent < seconds:
        n, cpu = game.real_json_floor(games)
        positions += n
        spent += cpu
        games += 1
    return positions / spent


# --- adjudication of the ruling case -------------------------------------------------------------


def _timings(fn: Callable[[], object], n: int) -> list[float]:
    out = []
    for _ in range(n):
        start = time.perf_counter()
        fn()
        out.append((time.perf_counter() - start) * 1000)
    return out


def bench_adjudicate(game: Game, samples: int, case: tuple[Json, list[Json]] | None = None) -> Json:
    position, actions = case if case is not None else game.bench_case()
    result = game.adjudicate(position, actions)
    if not all(r["legal"] for r in result["rulings"]):
        raise RuntimeError(f"the ruling case of {game.id} no longer plays: {result['rulings']}")
    text = json.dumps(position)

    def roundtrip() -> None:
        json.dumps(json.loads(text))

    for _ in range(max(5, samples // 20)):  # warm caches (imports, pydantic's validators)
        game.adjudicate(position, actions)
        roundtrip()
    warm_up([game])  # as the served referee does at start: static tables loaded and frozen out of the GC's walks
    rulings = sorted(_timings(lambda: game.adjudicate(position, actions), samples))
    floor = statistics.median(_timings(roundtrip, samples))
    p50 = statistics.median(rulings)
    return {
        "adjudicate_p50_ms": round(p50, 4),
        "adjudicate_p99_ms": round(rulings[min(len(rulings) - 1, int(0.99 * len(rulings)))], 4),
        "json_roundtrip_ms": round(floor, 4),
        "adjudicate_over_json_roundtrip": round(p50 / floor, 3),
        "position_bytes": len(text),
    }


# --- the served referee --------------------------------------------------------------------------


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def _request(port: int, path: str, body: bytes) -> bytes:
    head = (
        f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n"
        f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n"
    )
    return head.encode() + body


def _post(port: int, request: bytes) -> int:
    """One request on its own connection, read to the server's close; returns the HTTP status.

    Plain sockets rather than http.client: the load client shares the machine's cores with the
    server, and a sync gunicorn worker waits for the client to close before it takes the next
    connection, so the client must cost as little and close as promptly as it can."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as conn:
        conn.sendall(request)
        chunks = []
        while chunk := conn.recv(65536):
            chunks.append(chunk)
    answer = b"".join(chunks)
    return int(answer[9:12]) if answer.startswith(b"HTTP/1.") else 0


def _load(port: int, request: bytes, max_requests: int, seconds: float, threads: int, out: Any) -> None:
    """The client process: `threads` connections in a loop until `max_requests` answers or `seconds`."""
    lock = threading.Lock()
    counts = {"sent": 0, "ok": 0, "errors": 0}
    latencies: list[float] = []
    deadline = time.perf_counter() + seconds

    def worker() -> None:
        while time.perf_counter() < deadline:
            with lock:
                if counts["sent"] >= max_requests:
                    return
                counts["sent"] += 1
            start = time.perf_counter()
            try:
                status = _post(port, request)
            except OSError:
                status = 0
            with lock:
                counts["ok" if status == 200 else "errors"] += 1
                latencies.append((time.perf_counter() - start) * 1000)

    start = time.perf_counter()
    pool = [threading.Thread(target=worker) for _ in range(threads)]
    for t in pool:
        t.start()
    for t in pool:
        t.join()
    elapsed = time.perf_counter() - start
    out.send({**counts, "seconds": elapsed, "p50_ms": statistics.median(latencies) if latencies else None})
    out.close()


def _wait_healthy(port: int, proc: subprocess.Popen[bytes], timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"the referee exited with {proc.returncode} before serving")
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=1)
        try:
            conn.request("GET", "/healthz")
            if conn.getresponse().status == 200:
                return
        except OSError:
            pass
        finally:
            conn.close()
        time.sleep(0.1)
    raise RuntimeError("the referee did not answer /healthz in time")


def _cpu_seconds(pids: list[int]) -> float | None:
    """User + system CPU time of these processes (Linux /proc; None elsewhere)."""
    total = 0.0
    try:
        for pid in pids:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None
    return total


def _workers_of(pid: int) -> list[int]:
    try:
        return [int(p) for p in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except OSError:
        return []


def bench_http(
    game: Game,
    max_requests: int,
    seconds: float,
    threads: int = 4,
    workers: int = 2,
    case: tuple[Json, list[Json]] | None = None,
) -> Json:
    """Serve with gunicorn on a free loopback port, load it from a client process, stop it."""
    position, actions = case if case is not None else game.bench_case()
    port = free_port()
    body = json.dumps({"position": position, "actions": actions}).encode()
    request = _request(port, f"/v1/games/{game.id}/adjudicate", body)
    cmd = [sys.executable, "-m", "referee", "serve", "--host", "127.0.0.1", "--port", str(port)]
    proc = subprocess.Popen([*cmd, "--workers", str(workers)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        _wait_healthy(port, proc, timeout=30)
        for _ in range(10 * workers):  # every worker has built its app and warmed up
            _post(port, request)
        serving = [proc.pid, *_workers_of(proc.pid)]
        cpu_before = _cpu_seconds(serving)
        ctx = multiprocessing.get_context("spawn")
        mine, theirs = ctx.Pipe(duplex=False)
        client = ctx.Process(target=_load, args=(port, request, max_requests, seconds, threads, theirs))
        client.start()
        client.join(seconds + 30)
        if client.is_alive():
            client.terminate()
            raise RuntimeError("the load client did not stop")
        result: Json = mine.recv()
        cpu_after = _cpu_seconds(serving)
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
    server_cpu = None
    if cpu_before is not None and cpu_after is not None and result["ok"]:
        server_cpu = round((cpu_after - cpu_before) / result["ok"] * 1000, 3)
    return {
        "http_rulings_per_s": round(result["ok"] / result["seconds"], 1),
        "http_server_cpu_ms_per_ruling": server_cpu,
        "http_requests": result["ok"],
        "http_errors": result["errors"],
        "http_p50_ms": None if result["p50_ms"] is None else round(result["p50_ms"], 3),
        "http_workers": workers,
        "http_client_threads": threads,
    }


# --- the whole run, and the comparison with a baseline -------------------------------------------


def run(game: Game, *, quick: bool = False, http: bool = True) -> Json:
    seconds = 1.0 if quick else 3.0
    off = bench_games(game, seconds, trace=False)
    on = bench_games(game, seconds, trace=True)
    figures: Json = {
        "game": game.id,
        "machine": {
            "cpus": os.cpu_count(),
            "cpu": _cpu_model(),
            "python": platform.python_version(),
            "implementation": platform.python_implementation(),
            "system": platform.system(),
        },
        "games_per_s": {"trace_off": round(off[0], 2), "trace_on": round(on[0], 2)},
        "decisions_per_s": {"trace_off": round(off[1], 1), "trace_on": round(on[1], 1)},
    }
    figures.update(bench_adjudicate(game, 200 if quick else 1000))
    if http:
        figures.update(bench_http(game, max_requests=1000 if quick else 5000, seconds=2.0 if quick else 6.0))
    if isinstance(game, BenchesRealGames):
        figures.update(bench_real(game, quick=quick, http=http))
    return figures


def bench_real(game: Game, *, quick: bool, http: bool) -> Json:
    """The real-card figures (see the module's docstring), named ``real_…``."""
    assert isinstance(game, BenchesRealGames)
    seconds = 2.0 if quick else 6.0
    figures: Json = {
        "real_decisions_per_s": round(bench_real_games(game, seconds, roundtrip_every=0), 1),
        "real_roundtrip_decisions_per_s": round(bench_real_games(game, seconds, roundtrip_every=1), 1),
        # the ceiling of the figure above: the format's read and write alone (no engine work at all)
        "real_roundtrip_json_floor_per_s": round(bench_real_json_floor(game, seconds / 2), 1),
    }
    case = game.real_bench_case()
    adjudicated = bench_adjudicate(game, 200 if quick else 1000, case)
    figures.update({f"real_{k}": v for k, v in adjudicated.items()})
    if http:
        served = bench_http(game, max_requests=1000 if quick else 5000, seconds=2.0 if quick else 6.0, case=case)
        figures.update(
            {
                "real_http_rulings_per_s": served["http_rulings_per_s"],
                "real_http_server_cpu_ms_per_ruling": served["http_server_cpu_ms_per_ruling"],
                "real_http_errors": served["http_errors"],
            }
        )
    return figures


def _cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def flatten(doc: Json, prefix: str = "") -> dict[str, float]:
    out: dict[str, float] = {}
    for k, v in doc.items():
        if isinstance(v, dict):
            out.update(flatten(v, f"{prefix}{k}."))
        elif isinstance(v, int | float) and not isinstance(v, bool):
            out[f"{prefix}{k}"] = float(v)
    return out


def normalised(doc: Json) -> dict[str, float]:
    """Each comparable figure in units of the run's own JSON round trip (see HIGHER_IS_BETTER)."""
    flat = flatten(doc)
    unit = flat["json_roundtrip_ms"]
    out = {}
    for k, v in flat.items():
        if k.startswith(HIGHER_IS_BETTER):
            out[k] = v * unit
        elif k in RELATIVE:
            out[k] = v
        elif k.startswith(LOWER_IS_BETTER):
            out[k] = v / unit
    return out


def compare(baseline: Json, current: Json, tolerance: float = 3.0) -> tuple[list[str], list[str]]:
    """(report lines, failures): a failure is a figure more than `tolerance` times worse than the
    baseline once both are normalised to their own JSON round trip. Figures missing on either side
    (say, no HTTP run) are skipped."""
    base, cur = normalised(baseline), normalised(current)
    lines, failures = [], []
    for k in sorted(base.keys() & cur.keys()):
        if base[k] <= 0 or cur[k] <= 0:
            continue
        worse = base[k] / cur[k] if k.startswith(HIGHER_IS_BETTER) else cur[k] / base[k]
        line = f"{k}: {'worse' if worse > 1 else 'better'} by {max(worse, 1 / worse):.2f}x (relative)"
        lines.append(line)
        if worse > tolerance:
            failures.append(line)
    return lines, failures


def goal_lines(figures: Json) -> list[str]:
    flat = flatten(figures)
    lines = []
    for k, (op, goal) in GOALS.items():
        if k not in flat:
            continue
        v = flat[k]
        met = v >= goal if op == ">=" else v <= goal if op == "<=" else v < goal
        line = f"{'ok  ' if met else 'MISS'} {k} = {v:g} (goal {op} {goal:g})"
        ceiling = flat.get(CEILINGS.get(k, ""))
        if not met and ceiling is not None and op == ">=" and ceiling < goal:
            line += f"; out of reach: {CEILINGS[k]} = {ceiling:g} with no engine work at all"
        lines.append(line)
    return lines
