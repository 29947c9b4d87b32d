"""The referee and its tools speak only the game contract (ARCHITECTURE decision 9, issue 17): what is
enforced here, by reading every module's imports (``import`` and ``from … import`` anywhere in it,
inside functions too):

1. nothing under ``referee/`` imports a game's package (``engine.<game>`` for any package of
   ``engine/``): only ``engine.contract`` and ``engine.games``;
2. nothing under ``tests/`` outside a registered game's own folder (``tests/<game>/``) imports that
   game's package: generic tests reach a game through the registry;
3. nothing in ``engine/contract.py`` or ``engine/games.py`` imports a game's package (the registry
   names its modules as strings, imported on first use);
4. a game's engine package imports no other game's package;
5. every registered game has its scenario module and feature folder where the tools look for them.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from engine.games import REGISTRY, game_ids, get_game

ROOT = Path(__file__).resolve().parents[2]
GAME_PACKAGES = sorted(p.name for p in (ROOT / "engine").iterdir() if (p / "__init__.py").is_file())


def imports(path: Path) -> set[str]:
    """Every module a file imports (absolute names; a relative import is resolved against the file)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join([*parts[: len(parts) - node.level + 1], *([base] if base else [])])
            found.add(base)
            found |= {f"{base}.{alias.name}" for alias in node.names}
    return found


def game_imports(path: Path, games: list[str]) -> list[str]:
    return sorted(
        name for name in imports(path) for g in games if name == f"engine.{g}" or name.startswith(f"engine.{g}.")
    )


def test_there_are_game_packages_to_check() -> None:
    assert "furuyoni" in GAME_PACKAGES


@pytest.mark.parametrize("path", sorted((ROOT / "referee").rglob("*.py")), ids=lambda p: str(p.relative_to(ROOT)))
def test_the_referee_imports_no_game(path: Path) -> None:
    assert game_imports(path, GAME_PACKAGES) == [], "go through engine.games / engine.contract"


def test_the_contract_and_the_registry_import_no_game() -> None:
    for name in ("contract.py", "games.py"):
        assert game_imports(ROOT / "engine" / name, GAME_PACKAGES) == [], name


@pytest.mark.parametrize("game_id", game_ids())
def test_generic_tests_import_no_game(game_id: str) -> None:
    package = REGISTRY[game_id].split(".")[1]  # engine.<package>.<module>
    own = ROOT / "tests" / package
    offenders = [
        str(path.relative_to(ROOT))
        for path in sorted((ROOT / "tests").rglob("*.py"))
        if own not in path.parents and game_imports(path, [package])
    ]
    assert offenders == [], f"move them under tests/{package}/ or reach the game through engine.games"


@pytest.mark.parametrize("package", GAME_PACKAGES)
def test_a_game_imports_no_other_game(package: str) -> None:
    others = [g for g in GAME_PACKAGES if g != package]
    offenders = {
        str(path.relative_to(ROOT)): game_imports(path, others)
        for path in sorted((ROOT / "engine" / package).rglob("*.py"))
        if game_imports(path, others)
    }
    assert offenders == {}


@pytest.mark.parametrize("game_id", game_ids())
def test_a_registered_game_has_its_scenarios_where_the_tools_look(game_id: str) -> None:
    game = get_game(game_id)
    folder = game_id.replace("-", "_")
    assert (ROOT / "tests" / folder / "test_scenarios.py").is_file()
    assert (ROOT / "tests" / folder / "conftest.py").is_file()
    assert any((ROOT / "features" / game.features).rglob("*.feature"))
    for module in game.step_plugins:
        assert (ROOT / Path(*module.split("."))).with_suffix(".py").is_file(), module
