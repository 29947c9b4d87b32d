"""pytest plugin for conformance runs (registered by tests/conftest.py, so plain pytest has it too).

- knows the game whose scenarios run (``--game``, the default game by default);
- selects scenarios by clause (``--clause C-9-4``: the clause and its sub-clauses), by section
  (``--section 9``, ``--section 5-8``, ``--section A-4``: a bare number gets the game's default prefix)
  or by any other scenario tag (``--scenario-tag slow``); ``--real-cards-only`` keeps the scenarios
  that need no test card (``referee.portable``: an implementation knowing only the printed cards can
  run them);
- applies ``expectations/<game>/<impl>.toml`` (``--expectations``) as strict xfails;
- turns an implementation's ``Unsupported`` answer into a skip whose reason starts with
  ``unsupported:``, reported as *unsupported* rather than failed;
- records each scenario's outcome, clauses and whether it needs test cards (``--conformance-results FILE``, JSON) and reports
  progress (``--conformance-progress FILE``, one JSON line per finished scenario), which
  ``python -m referee conformance`` turns into its report.
"""

from __future__ import annotations

import json
import time
from collections import Counter
from collections.abc import Iterator
from itertools import chain
from pathlib import Path
from typing import Any

import pytest

from engine.games import DEFAULT_GAME, game_ids, get_game
from referee.conformance.expectations import (
    Expectation,
    ExpectationsError,
    expectations_path,
    load_expectations,
)
from referee.conformance.selection import clause_selector, in_subtree
from referee.portable import reading_at
from tests.adapters import Unsupported, implementation_name

UNSUPPORTED = "unsupported: "
OUTCOMES = ("passed", "failed", "xfailed", "xpassed", "unsupported", "skipped")


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("conformance", "conformance runs (python -m referee conformance)")
    group.addoption("--game", default=DEFAULT_GAME, help="the game whose scenarios run (expectations, clause ids)")
    group.addoption("--impl-name", default=None, help="name of the implementation (default: from --impl)")
    group.addoption(
        "--expectations",
        default="auto",
        help="known failures (TOML); 'auto' = expectations/<game>/<impl name>.toml if it exists; 'none' = ignore",
    )
    group.addoption(
        "--clause", action="append", default=[], help="only scenarios tagged with this clause or a sub-clause"
    )
    group.addoption("--section", action="append", default=[], help="only scenarios of this section: 9, 5-8, A-4")
    group.addoption("--scenario-tag", action="append", default=[], help="only scenarios with this tag (marker name)")
    group.addoption(
        "--real-cards-only",
        action="store_true",
        default=False,
        help="only scenarios that need no test card: real cards of the default season by rules id",
    )
    group.addoption("--conformance-results", default=None, help="write each scenario's outcome here (JSON)")
    group.addoption("--conformance-progress", default=None, help="append a JSON line per finished scenario here")
    group.addoption(
        "--mutant-sweep",
        default=None,
        metavar="DIR",
        help="play each --sweep-mutant's scenarios (those of its clause) in a forked child of this process, "
        "writing DIR/<mutant>/results.json; the runner of `conformance --mutants --focused`",
    )
    group.addoption("--sweep-mutant", action="append", default=[], help="a mutant of --mutant-sweep")
    group.addoption("--sweep-jobs", type=int, default=2, help="children of --mutant-sweep at once")


def scenario_info(item: pytest.Item) -> tuple[str, str, int] | None:
    """(feature file, from the project root; scenario name; line) of a pytest-bdd scenario item, else None."""
    from pytest_bdd.scenario import scenario_wrapper_template_registry

    obj = getattr(item, "obj", None)
    if obj is None:
        return None
    template = scenario_wrapper_template_registry.get(obj)
    if template is None:
        return None
    name = template.name
    callspec = getattr(item, "callspec", None)
    if callspec is not None:
        name = f"{name} [{callspec.id}]"
    feature = Path(template.feature.filename)
    try:
        where = feature.resolve().relative_to(item.config.rootpath.resolve()).as_posix()
    except ValueError:
        where = template.feature.rel_filename
    return where, name, template.line_number


def clauses_of(item: pytest.Item) -> list[str]:
    return sorted({str(m.args[0]) for m in item.iter_markers("clause") if m.args})


class Conformance:
    def __init__(self, config: pytest.Config) -> None:
        self.config = config
        spec = str(config.getoption("--impl", default="inprocess"))
        self.spec = spec
        self.game = get_game(str(config.getoption("--game")))
        try:
            self.name = config.getoption("--impl-name") or implementation_name(spec)
        except ValueError as exc:
            raise pytest.UsageError(str(exc)) from exc
        self.expectations_file, self.expectations = self._load_expectations()
        self.used: set[int] = set()
        self.records: dict[str, dict[str, Any]] = {}
        self.started = time.time()
        self.progress: Any = None

    def _load_expectations(self) -> tuple[str | None, list[Expectation]]:
        opt = str(self.config.getoption("--expectations"))
        if opt == "none":
            return None, []
        if opt == "auto":
            path = expectations_path(self.config.rootpath, self.game.id, self.name)
            if not path.exists():
                return None, []
        else:
            path = Path(opt)
            if not path.is_absolute():
                path = self.config.invocation_params.dir / path
        try:
            found = load_expectations(path, self.game.index())
        except ExpectationsError as exc:
            raise pytest.UsageError(str(exc)) from exc
        try:
            label = str(path.relative_to(self.config.rootpath))
        except ValueError:
            label = str(path)
        return label, found

    def _game_of(self, feature: str) -> str:
        """The game whose feature folder holds ``feature`` (``features/<Game.features>/…``), else ``--game``'s."""
        # the run's own game first: asking every game would import them all (a second or more per run,
        # paid by every mutant's run)
        for game in chain([self.game], (get_game(g) for g in game_ids())):
            if feature.startswith(f"features/{game.features}/"):
                return game.id
        return self.game.id

    # --- collection: selection and expectations ----------------------------------------------------
    def _selected(self, item: pytest.Item, clauses: list[str]) -> bool:
        prefix = self.game.clause_scheme.default_prefix
        picks = [clause_selector(c, prefix) for c in self.config.getoption("--clause")]
        picks += [clause_selector(s, prefix) for s in self.config.getoption("--section")]
        if picks and not any(in_subtree(c, p) for c in clauses for p in picks):
            return False
        tags = self.config.getoption("--scenario-tag")
        return not tags or any(item.get_closest_marker(t) is not None for t in tags)

    @pytest.hookimpl(trylast=True)
    def pytest_collection_modifyitems(self, config: pytest.Config, items: list[pytest.Item]) -> None:
        real_only = bool(config.getoption("--real-cards-only"))
        selecting = real_only or any(config.getoption(o) for o in ("--clause", "--section", "--scenario-tag"))
        keep: list[pytest.Item] = []
        dropped: list[pytest.Item] = []
        for item in items:
            info = scenario_info(item)
            if info is None:
                (dropped if selecting else keep).append(item)
                continue
            feature, name, line = info
            clauses = clauses_of(item)
            if selecting and not self._selected(item, clauses):
                dropped.append(item)
                continue
            reading = reading_at(self._game_of(feature), config.rootpath / feature, line, config.rootpath)
            test_cards = reading.test_cards if reading is not None else "no reading of its feature file"
            if real_only and test_cards is not None:
                dropped.append(item)
                continue
            keep.append(item)
            reasons = []
            for k, exp in enumerate(self.expectations):
                if exp.matches(name, feature, clauses):
                    self.used.add(k)
                    reasons.append(exp.reason)
            if reasons:
                where = self.expectations_file or "expectations"
                item.add_marker(pytest.mark.xfail(strict=True, reason=f"known failure ({where}): {'; '.join(reasons)}"))
            self.records[item.nodeid] = {
                "nodeid": item.nodeid,
                "feature": feature,
                "scenario": name,
                "line": line,
                "clauses": clauses,
                "test_cards": test_cards,  # why it needs test cards (referee.portable), None: real cards only
                "expected_failure": "; ".join(reasons) or None,
                "outcome": None,
                "message": None,
                "duration": 0.0,
            }
        if dropped:
            config.hook.pytest_deselected(items=dropped)
            items[:] = keep

    # --- the mutant sweep: collect once, fork a child per mutant ---------------------------------------
    @pytest.hookimpl(tryfirst=True)
    def pytest_runtestloop(self, session: pytest.Session) -> bool | None:
        """With ``--mutant-sweep``: each mutant's scenarios run in a child forked from this process after
        collection, with ``mutant:NAME`` as the implementation (the adapter applies the mistake around each
        of its calls, as in a run of its own). The child starts from this process's state, in which no
        scenario has run, and dies with whatever the mutant did: nothing leaks into the next mutant. What a
        separate pytest per mutant paid each time — importing the engine and pytest, parsing the features,
        collecting — is paid once (most of a focused run's time)."""
        out = self.config.getoption("--mutant-sweep")
        if not out:
            return None
        import os

        names = list(self.config.getoption("--sweep-mutant"))
        mutants = self.game.mutants()
        unknown = [n for n in names if n not in mutants]
        if unknown:
            raise pytest.UsageError(f"unknown mutants of {self.game.id}: {', '.join(unknown)}")
        prefix = self.game.clause_scheme.default_prefix
        running: dict[int, str] = {}
        failed: list[str] = []

        def reap() -> None:
            pid, status = os.wait()
            name = running.pop(pid)
            if os.waitstatus_to_exitcode(status) not in (0, 1):
                failed.append(name)

        for name in names:
            pick = clause_selector(mutants[name].clause, prefix)
            items = [i for i in session.items if any(in_subtree(c, pick) for c in clauses_of(i))]
            while len(running) >= max(1, int(self.config.getoption("--sweep-jobs"))):
                reap()
            pid = os.fork()
            if pid == 0:  # the child: never returns
                code = 3
                try:
                    code = self._sweep_child(session, name, items, Path(out) / name)
                finally:
                    os._exit(code)
            running[pid] = name
        while running:
            reap()
        if failed:
            raise session.Failed(f"the runs of these mutants crashed: {', '.join(failed)}")
        return True

    def _sweep_child(self, session: pytest.Session, name: str, items: list[pytest.Item], out: Path) -> int:
        import os
        import sys

        out.mkdir(parents=True, exist_ok=True)
        log = os.open(out / "pytest.log", os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        os.dup2(log, 1)
        os.dup2(log, 2)
        sys.stdout.flush()
        self.config.option.impl = self.spec = f"mutant:{name}"
        self.name = f"mutant-{name}"
        self.progress = None
        kept = {i.nodeid for i in items}
        self.records = {k: r for k, r in self.records.items() if k in kept}
        self.started = time.time()
        for k, item in enumerate(items):
            nextitem = items[k + 1] if k + 1 < len(items) else None
            item.ihook.pytest_runtest_protocol(item=item, nextitem=nextitem)
        failures = sum(1 for r in self.records.values() if r["outcome"] in ("failed", "xpassed"))
        self._write_results(out / "results.json", 1 if failures else 0)
        sys.stdout.flush()
        sys.stderr.flush()
        return 1 if failures else 0

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        path = self.config.getoption("--conformance-progress")
        if path:
            self.progress = open(path, "a", encoding="utf-8")  # noqa: SIM115  (closed at session end)
            self._progress({"event": "collected", "count": len(self.records), "impl": self.name})

    def _progress(self, doc: dict[str, Any]) -> None:
        if self.progress is not None:
            self.progress.write(json.dumps(doc) + "\n")
            self.progress.flush()

    # --- running --------------------------------------------------------------------------------
    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_call(self, item: pytest.Item) -> Iterator[None]:
        try:
            return (yield)
        except Unsupported as exc:
            pytest.skip(UNSUPPORTED + exc.reason)

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        rec = self.records.get(report.nodeid)
        if rec is None:
            return
        rec["duration"] = round(rec["duration"] + report.duration, 4)
        if rec["outcome"] in ("failed", "xpassed"):
            return  # a failure stays a failure (e.g. a teardown after a failed call)
        if report.when != "call" and report.passed:
            return
        outcome, message = classify(report)
        rec["outcome"], rec["message"] = outcome, message
        if report.when != "call" and outcome == "failed":
            rec["message"] = f"error in {report.when}: {message}"

    def pytest_runtest_logfinish(self, nodeid: str) -> None:
        rec = self.records.get(nodeid)
        if rec is not None:
            self._progress({"event": "result", "nodeid": nodeid, "outcome": rec["outcome"]})

    # --- the end ----------------------------------------------------------------------------------
    def unused_expectations(self) -> list[str]:
        return [exp.label for k, exp in enumerate(self.expectations) if k not in self.used]

    def pytest_sessionfinish(self, session: pytest.Session, exitstatus: int) -> None:
        if self.progress is not None:
            self._progress({"event": "finished", "exitstatus": int(exitstatus)})
            self.progress.close()
            self.progress = None
        path = self.config.getoption("--conformance-results")
        if path:
            self._write_results(Path(path), int(exitstatus))

    def _write_results(self, path: Path, exitstatus: int) -> None:
        doc = {
            "format": f"{self.game.id}-conformance-results/1",
            "game": self.game.id,
            "impl": {"spec": self.spec, "name": self.name},
            "expectations": self.expectations_file,
            "unused_expectations": self.unused_expectations(),
            "real_cards_only": bool(self.config.getoption("--real-cards-only")),
            "started": self.started,
            "duration": round(time.time() - self.started, 3),
            "exitstatus": exitstatus,
            "scenarios": list(self.records.values()),
        }
        path.write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")

    def pytest_terminal_summary(self, terminalreporter: Any) -> None:
        if not self.records:
            return
        counts = Counter(str(r["outcome"]) for r in self.records.values() if r["outcome"])
        if counts:
            parts = ", ".join(f"{counts[o]} {o}" for o in OUTCOMES if counts[o])
            terminalreporter.write_line(f"conformance of {self.name}: {parts}")
        for label in self.unused_expectations():
            terminalreporter.write_line(f"expectation matched no scenario of this run: {label}")


def classify(report: pytest.TestReport) -> tuple[str, str | None]:
    if report.passed:
        if hasattr(report, "wasxfail"):
            return "xpassed", str(report.wasxfail)
        return "passed", None
    if report.skipped:
        if hasattr(report, "wasxfail"):
            return "xfailed", str(report.wasxfail)
        reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else str(report.longrepr)
        reason = reason.removeprefix("Skipped: ")
        if reason.startswith(UNSUPPORTED):
            return "unsupported", reason[len(UNSUPPORTED) :]
        return "skipped", reason
    text = report.longreprtext
    if text.startswith("[XPASS(strict)]"):
        return "xpassed", text
    crash = getattr(report.longrepr, "reprcrash", None)
    message = getattr(crash, "message", None) or text.strip().splitlines()[-1:] or [""]
    if isinstance(message, list):
        message = message[0]
    return "failed", str(message)[:2000]


@pytest.hookimpl(trylast=True)
def pytest_configure(config: pytest.Config) -> None:
    config.pluginmanager.register(Conformance(config), "conformance")
