"""Run the feature suite against an implementation in a pytest subprocess, show progress, and
collect the outcomes the plugin (tests/conformance_plugin.py) writes.

A subprocess rather than ``pytest.main`` in this process: every run starts from fresh imports (a
mutant can never leak into the next run), several runs can go in parallel (``--mutants``), and a
crashing implementation cannot take the runner down.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import socket
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, BinaryIO, TextIO
from urllib.parse import urlsplit

from engine.games import DEFAULT_GAME, get_game

from ..coverage import real_card_mutant_waivers
from .selection import feature_subset, features_variable

OUTCOMES = ("passed", "failed", "xfailed", "xpassed", "unsupported", "skipped")

Json = dict[str, Any]
Progress = Callable[[Json], None]


class RunnerError(RuntimeError):
    """The suite could not be run (no checkout, no pytest, a usage error, a crashed run)."""


def scenario_module(game_id: str) -> str:
    """The pytest module running a game's scenarios with its step definitions (``engine.contract.Game``)."""
    return f"tests/{game_id.replace('-', '_')}/test_scenarios.py"


def project_root() -> Path:
    """The checkout holding features/ and tests/ (the suite is run from source, not from a wheel)."""
    here = Path(__file__).resolve().parents[2]
    for candidate in (here, Path.cwd()):
        if (candidate / "tests" / "conftest.py").is_file() and (candidate / "features").is_dir():
            return candidate
    raise RunnerError("the conformance suite runs from a checkout of the project: tests/ and features/ are needed")


def check_test_dependencies() -> None:
    missing = [m for m in ("pytest", "pytest_bdd") if importlib.util.find_spec(m) is None]
    if missing:
        raise RunnerError(f"missing {', '.join(missing)}: install the test extras (pip install -e '.[test]')")


def preflight(spec: str, game_id: str) -> None:
    """Fail at once, with one clear message, when the implementation cannot be reached at all
    (rather than with the same connection error in every scenario)."""
    from .specs import implementation_name, jsonl_command

    try:
        kind = implementation_name(spec)
    except ValueError as exc:
        raise RunnerError(str(exc)) from exc
    if kind == "http":
        url = urlsplit(spec)
        port = url.port or (443 if url.scheme == "https" else 80)
        try:
            socket.create_connection((url.hostname or "", port), timeout=5).close()
        except OSError as exc:
            raise RunnerError(f"cannot reach {spec}: {exc} (is the server running?)") from exc
    elif kind == "jsonl":
        program = jsonl_command(spec)[0]
        if program not in ("python", "python3") and shutil.which(program) is None:
            raise RunnerError(f"{spec}: no program {program!r} (give a path or put it on PATH)")
    elif kind.startswith("mutant-") and kind.removeprefix("mutant-") not in get_game(game_id).mutants():
        raise RunnerError(f"unknown mutant {kind.removeprefix('mutant-')!r} of {game_id} (see --list-mutants)")


@dataclass
class RunOptions:
    impl: str = "inprocess"
    game: str = DEFAULT_GAME
    impl_name: str | None = None
    select: str | None = None  # a pytest -k expression
    clauses: list[str] = field(default_factory=list)
    sections: list[str] = field(default_factory=list)
    tags: list[str] = field(default_factory=list)
    expectations: str = "auto"  # auto | none | a file
    timeout: float | None = None  # seconds for the whole run
    real_cards_only: bool = False  # only the scenarios that need no test card (referee.portable)

    def selection(self) -> Json:
        return {
            "select": self.select,
            "clauses": self.clauses,
            "sections": self.sections,
            "tags": self.tags,
            "real_cards_only": self.real_cards_only,
        }

    def pytest_options(self) -> list[str]:
        """The selection as options of the conformance plugin (``tests/conformance_plugin.py``)."""
        cmd = ["--game", self.game]
        if self.impl_name:
            cmd += ["--impl-name", self.impl_name]
        if self.select:
            cmd += ["-k", self.select]
        for c in self.clauses:
            cmd += ["--clause", c]
        for s in self.sections:
            cmd += ["--section", s]
        for t in self.tags:
            cmd += ["--scenario-tag", t]
        if self.real_cards_only:
            cmd += ["--real-cards-only"]
        return cmd


def pytest_command(opts: RunOptions, results: Path, progress: Path, junit: Path | None) -> list[str]:
    module = scenario_module(opts.game)
    cmd = [sys.executable, "-m", "pytest", module, "-p", "pytest_bdd.plugin", "--impl", opts.impl]
    expectations = opts.expectations
    if expectations not in ("auto", "none"):
        expectations = str(Path(expectations).resolve())  # the run's directory is the project root
    cmd += ["--expectations", expectations, "--conformance-results", str(results)]
    cmd += ["--conformance-progress", str(progress), "-q", "--no-header", "-rfEX", "--tb=short"]
    cmd += opts.pytest_options()
    if junit is not None:
        cmd += [f"--junitxml={junit}", "-o", "junit_family=xunit2", "-o", f"junit_suite_name={opts.game}-conformance"]
    return cmd


def run_suite(
    opts: RunOptions,
    workdir: Path,
    *,
    junit: Path | None = None,
    on_progress: Progress | None = None,
    extra_args: list[str] | None = None,
) -> Json:
    """Run the scenarios; return the plugin's results document (per scenario: outcome, clauses…).

    ``workdir`` receives results.json, progress.jsonl and pytest.log (pytest's own output)."""
    check_test_dependencies()
    game = get_game(opts.game)
    preflight(opts.impl, game.id)
    root = project_root()
    if not (root / scenario_module(game.id)).is_file():
        raise RunnerError(f"no scenarios of {game.id}: {scenario_module(game.id)} is missing")
    workdir.mkdir(parents=True, exist_ok=True)
    results, progress, log = workdir / "results.json", workdir / "progress.jsonl", workdir / "pytest.log"
    for stale in (results, progress):
        stale.unlink(missing_ok=True)
    progress.touch()
    env = {**os.environ, "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1", "PYTHONDONTWRITEBYTECODE": "1"}
    selectors = [*opts.clauses, *opts.sections]
    subset = feature_subset(root / "features", game.features, selectors, game.clause_scheme.default_prefix)
    variable = features_variable(game.id)
    if subset and variable not in env:  # parse only the files that can hold the scenarios
        env[variable] = subset
    cmd = pytest_command(opts, results.resolve(), progress.resolve(), junit.resolve() if junit else None)
    cmd += extra_args or []
    deadline = None if opts.timeout is None else time.monotonic() + opts.timeout
    with log.open("w", encoding="utf-8") as out, progress.open("rb") as events:
        follow = _Follower(events, on_progress)
        proc = subprocess.Popen(cmd, cwd=root, env=env, stdout=out, stderr=subprocess.STDOUT)
        try:
            while True:
                code = proc.poll()
                follow()
                if code is not None:
                    break
                if deadline is not None and time.monotonic() > deadline:
                    raise RunnerError(f"the run of {opts.impl} took longer than {opts.timeout:g} s (log: {log})")
                time.sleep(0.1)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
        follow()
    if code in (2, 3, 4) or not results.exists():  # interrupted, internal error, usage error
        tail = "\n".join(log.read_text(encoding="utf-8", errors="replace").splitlines()[-25:])
        raise RunnerError(f"pytest exited with status {code} for {opts.impl}:\n{tail}")
    doc: Json = json.loads(results.read_text(encoding="utf-8"))
    doc["selection"] = opts.selection()
    return doc


class _Follower:
    """Reads the progress file as the plugin appends to it; a line not yet complete waits."""

    def __init__(self, stream: BinaryIO, on_progress: Progress | None) -> None:
        self.stream = stream
        self.on_progress = on_progress
        self.partial = b""

    def __call__(self) -> None:
        chunk = self.stream.read()
        if not chunk:
            return
        *lines, self.partial = (self.partial + chunk).split(b"\n")
        for line in lines:
            if line.strip() and self.on_progress is not None:
                self.on_progress(json.loads(line))


class ProgressBar:
    """A one-line progress bar on a terminal; a line every 10 % elsewhere (CI logs)."""

    def __init__(self, stream: TextIO, label: str) -> None:
        self.stream = stream
        self.label = label
        self.total = 0
        self.counts: Counter[str] = Counter()
        self.tty = stream.isatty()
        self.last_decile = -1

    def __call__(self, event: Json) -> None:
        if event["event"] == "collected":
            self.total = int(event["count"])
            self.stream.write(f"{self.label}: {self.total} scenarios\n")
        elif event["event"] == "result":
            self.counts[str(event["outcome"])] += 1
            self.draw()
        elif event["event"] == "finished" and self.tty:
            self.stream.write("\n")
        self.stream.flush()

    def draw(self) -> None:
        done = sum(self.counts.values())
        total = max(self.total, done, 1)
        tally = " ".join(f"{o} {self.counts[o]}" for o in OUTCOMES if self.counts[o])
        if self.tty:
            filled = int(30 * done / total)
            self.stream.write(f"\r[{'#' * filled}{'.' * (30 - filled)}] {done}/{total}  {tally}\x1b[K")
        else:
            decile = 10 * done // total
            if decile != self.last_decile:
                self.last_decile = decile
                self.stream.write(f"  {done}/{total} ({10 * decile}%)  {tally}\n")


# --- mutants ----------------------------------------------------------------------------------


def failing(results: Json) -> dict[str, Json]:
    """The scenarios that count as failures (failed, or a strict xfail that passed), by node id."""
    return {s["nodeid"]: s for s in results["scenarios"] if s["outcome"] in ("failed", "xpassed")}


def run_mutants(
    names: list[str],
    base: RunOptions,
    workdir: Path,
    *,
    jobs: int,
    focused: bool,
    on_done: Callable[[Json, int, int], None] | None = None,
    sweep: bool = True,
) -> Json:
    """Run the suite against each mutant in parallel processes, then our engine (the baseline) on the
    scenarios some mutant failed.

    A mutant is caught when a scenario tagged with the clause it breaks fails against it and not
    against the real engine (scenarios failing anyway — say, while someone writes them — are left
    out); ``caught_by_real_cards`` says whether such a scenario uses real cards only (with
    ``real_cards_only`` set, no other ran). ``focused`` runs only the scenarios tagged with each mutant's clause: much faster, and
    enough to decide "caught", but ``caught_by`` then sees only those scenarios. The baseline plays
    only the scenarios that failed against a mutant, the only ones it can rule out (playing every
    selected scenario on our engine again was a fifth of a focused run). A focused run forks a child
    per mutant from one pytest (``_sweep``) where the system can fork, unless ``sweep`` is off; each
    mutant otherwise gets a pytest process of its own."""
    every = get_game(base.game).mutants()
    mutants = [every[n] for n in names]
    # Known failures do not apply here: every failure of a mutant must show.
    base = replace(base, expectations="none", impl_name=None)
    runs = [
        (m.name, replace(base, impl=f"mutant:{m.name}", clauses=[m.clause] if focused else base.clauses))
        for m in mutants
    ]
    total = len(runs) + 1
    started = time.monotonic()
    outcomes: dict[str, tuple[Json, float]] = {}

    def one(label: str, opts: RunOptions) -> tuple[str, Json, float]:
        t0 = time.monotonic()
        return label, run_suite(opts, workdir / label), time.monotonic() - t0

    if sweep and focused and hasattr(os, "fork") and mutants:
        # one pytest collecting the union of the mutants' clauses, forking a child per mutant
        # (tests/conformance_plugin.py, --mutant-sweep): the same scenarios against the same adapter as a
        # run per mutant, without paying a pytest start-up and a collection for each
        outcomes = _sweep(base, mutants, workdir, jobs)
        if on_done is not None:
            for k, (label, (results, seconds)) in enumerate(outcomes.items(), 1):
                on_done({"name": label, "failed": len(failing(results)), "seconds": seconds}, k, total)
        runs = []
    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        futures = [pool.submit(one, label, opts) for label, opts in runs]
        try:
            for future in as_completed(futures):
                label, results, seconds = future.result()
                outcomes[label] = (results, seconds)
                if on_done is not None:
                    on_done({"name": label, "failed": len(failing(results)), "seconds": seconds}, len(outcomes), total)
        except BaseException:
            for future in futures:
                future.cancel()  # runs not started yet; those running finish by themselves (bounded)
            raise
    suspects = {_key(s): nodeid for results, _ in outcomes.values() for nodeid, s in failing(results).items()}
    t0 = time.monotonic()
    baseline_failing = _baseline_failing(base, workdir / "baseline", suspects)
    if on_done is not None:
        seconds = time.monotonic() - t0
        on_done({"name": "baseline", "failed": len(baseline_failing), "seconds": seconds}, total, total)
    unreachable = real_card_mutant_waivers(get_game(base.game), project_root() / "features")
    report: list[Json] = []
    for m in mutants:
        results, seconds = outcomes[m.name]
        new = {k: s for k, s in failing(results).items() if _key(s) not in baseline_failing}
        caught_by = sorted({c for s in new.values() for c in s["clauses"]})
        # the same verdict from the scenarios of real cards only (referee.portable, issue #24)
        real = {c for s in new.values() if s.get("test_cards") is None for c in s["clauses"]}
        report.append(
            {
                "name": m.name,
                "clause": m.clause,
                "mistake": m.mistake,
                "caught": m.clause in caught_by,
                "caught_by_real_cards": m.clause in real,
                # why no real-card scenario can catch it, when the game says so (real-card-mutant-waivers.toml)
                "real_card_waiver": unreachable.get(m.name),
                "caught_by": caught_by,
                "failing_scenarios": len(new),
                "seconds": round(seconds, 2),
            }
        )
    return {
        "game": base.game,
        "mutants": report,
        "mode": "focused" if focused else "full",
        "baseline_failing": sorted(baseline_failing.values()),
        "seconds": round(time.monotonic() - started, 2),
    }


def _sweep(base: RunOptions, mutants: list[Any], workdir: Path, jobs: int) -> dict[str, tuple[Json, float]]:
    """Every mutant's focused run from one pytest process (``--mutant-sweep``), as label -> (results, seconds)."""
    opts = replace(base, impl="inprocess", clauses=sorted({m.clause for m in mutants}))
    sweep = workdir / "sweep"
    extra = ["--mutant-sweep", str(sweep.resolve()), "--sweep-jobs", str(max(1, jobs))]
    for m in mutants:
        extra += ["--sweep-mutant", m.name]
    run_suite(opts, workdir / "collect", extra_args=extra)
    outcomes: dict[str, tuple[Json, float]] = {}
    for m in mutants:
        path = sweep / m.name / "results.json"
        if not path.exists():
            raise RunnerError(f"the sweep wrote no results for mutant {m.name} (log: {sweep / m.name / 'pytest.log'})")
        doc: Json = json.loads(path.read_text(encoding="utf-8"))
        doc["selection"] = replace(base, clauses=[m.clause]).selection()
        outcomes[m.name] = (doc, float(doc["duration"]))
    return outcomes


ScenarioKey = tuple[str, int, str]


def _key(s: Json) -> ScenarioKey:
    """A scenario by its feature file, line and name (with its example's id), which do not depend on
    which feature files a run parsed (a node id could, for scenarios of the same name)."""
    return (str(s["feature"]), int(s["line"] or 0), str(s["scenario"]))


def _baseline_failing(base: RunOptions, workdir: Path, suspects: dict[ScenarioKey, str]) -> dict[ScenarioKey, str]:
    """Those of the suspects (key -> a node id) that fail against our engine too, as key -> scenario
    name. They are picked by their test names (a -k expression, which may draw in a few more
    scenarios: only the suspects count)."""
    if not suspects:
        return {}
    names = sorted({nodeid.split("::", 1)[-1].split("[", 1)[0] for nodeid in suspects.values()})
    results = run_suite(replace(base, impl="inprocess", clauses=[], select=" or ".join(names)), workdir)
    return {k: k[2] for s in failing(results).values() if (k := _key(s)) in suspects}
