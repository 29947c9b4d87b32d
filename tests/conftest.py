"""The harness: which implementation scenarios run against (--impl), clause tags as markers."""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from typing import Any

import pytest

from engine.furuyoni import carddb
from engine.furuyoni.editions.ko_2025_01_31 import load_clause_index
from tests.adapters import Implementation, get_implementation

pytest_plugins = [
    "tests.steps.duel",
    "tests.steps.setup_steps",
    "tests.steps.roles_and_setup",
    "tests.steps.zones",
    "tests.steps.goddess_steps",
    "tests.steps.stratagem",
    "tests.steps.poison",  # A 7 (Chikage)
    "tests.steps.raira",  # Raira's gauges and charged cards (A 10)
    "tests.steps.thallya_steps",  # A 9
    "tests.steps.misora",  # Misora's aim (A 23)
    "tests.steps.shisui",  # Shisui's laceration tokens (A 22)
    "tests.conformance_plugin",
    "tests.steps.yatsuha",  # Yatsuha Realized's memories and journey (A 14-4 .. 14-7)
    "tests.steps.megumi",  # Megumi's seed crystals and soil (A 17)
    "tests.steps.mizuki",  # Mizuki's barracks (A 16-4, 16-5)
    "tests.steps.kamuwi",  # Kamuwi's taboo gauge (A 19)
    "tests.steps.hatsumi",  # Hatsumi's tailwind and headwind (A 15)
    "tests.steps.akina",  # Akina's flow and market price (A 21)
    "tests.steps.renri",  # Renri's perjuries and disproofs (A 20)
    "tests.steps.kanawe",  # Kanawe's story and plans (A 18)
]

CLAUSES = load_clause_index()


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--impl", default="inprocess", help="implementation to run the scenarios against")


@pytest.fixture(scope="session")
def impl(request: pytest.FixtureRequest) -> Iterator[Implementation]:
    implementation = get_implementation(str(request.config.getoption("--impl")))
    yield implementation
    implementation.close()  # a JSON-lines subprocess is stopped at the end of the session


# Under pytest-xdist (`-n auto`), the tests of a module go to one worker together, so that its
# module-scoped fixtures (a served referee, a browser, the mutant run) are built once; the modules of
# many small independent cases are dealt out test by test. (xdist's own `--dist loadgroup` marks no
# longer take effect with pytest 9.2, so the grouping is this scheduler's.)
SPREAD_MODULES = frozenset({"test_scenarios.py", "test_real_card_games.py", "test_fuzz.py"})


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    from xdist.scheduler import LoadScopeScheduling

    class ModuleOrTest(LoadScopeScheduling):  # type: ignore[misc]
        def _split_scope(self, nodeid: str) -> str:
            module = nodeid.split("::", 1)[0]
            return nodeid if module.rsplit("/", 1)[-1] in SPREAD_MODULES else module

    return ModuleOrTest(config, log)


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "clause(id): the rules clause a scenario exemplifies")
    config.addinivalue_line("markers", "goddess: @goddess:KEY, a scenario of that goddess's cards")
    config.addinivalue_line("markers", "card: @card:RULES-ID, a scenario exercising that real card")


REAL_CARD_IDS = frozenset(c.rules_id for c in carddb.season_cards())
GODDESS_KEYS = frozenset(g.base_key for g in carddb.goddesses())


def pytest_bdd_apply_tag(tag: str, function: Any) -> bool | None:
    """`@clause:C-9-4` becomes `pytest.mark.clause("C-9-4")`; a tag naming no clause of the index
    fails the run (a typo must not silently drop a scenario out of the coverage)."""
    if tag.startswith(("card:", "goddess:")):
        # Real-card scenarios: the mark keeps the tag's own name, so --scenario-tag selects by it.
        name = tag.split(":", 1)[1]
        if tag.startswith("card:") and name not in REAL_CARD_IDS:
            raise pytest.UsageError(f"scenario tag @{tag} names no card of season {carddb.DEFAULT_SEASON}")
        if tag.startswith("goddess:") and name not in GODDESS_KEYS:
            raise pytest.UsageError(f"scenario tag @{tag} names no goddess")
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", pytest.PytestUnknownMarkWarning)
            getattr(pytest.mark, tag)(function)
        return True
    if not tag.startswith("clause:"):
        return None
    cid = tag.split(":", 1)[1]
    if cid not in CLAUSES:
        raise pytest.UsageError(f"scenario tag @{tag} names no clause of the {CLAUSES.edition} clause index")
    pytest.mark.clause(cid)(function)
    return True
