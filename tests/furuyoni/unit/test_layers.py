"""The engine's layers, one way (issue 21, docs/architecture.md): the core — the position models, the game
primitives, the core procedures (C 1-10), the position's checks and views — never imports the goddess
layer (``engine/furuyoni/cards``); a goddess acts inside the core only through the hooks registry. The
import graph is read with ``ast`` over the engine's files, every import counted, those made inside a
function or only for type checking too. And what a goddess has moved under her key (format
``furuyoni-position/2``) is no longer a field of the core's player or card."""

from __future__ import annotations

import ast
from dataclasses import fields
from pathlib import Path

import engine.furuyoni  # noqa: F401  (loads the goddess modules: the registry is whole)
from engine.furuyoni.goddess_state import CARD_STATES, PLAYER_STATES
from engine.furuyoni.model import CardInstance, PlayerState

ENGINE = Path(__file__).resolve().parents[3] / "engine" / "furuyoni"
PACKAGE = "engine.furuyoni"
GODDESS_LAYER = f"{PACKAGE}.cards"
# Above the goddesses: the service that reads positions and answers (the JSON API, the card readings,
# the game contract the referee speaks, and the tooling); these may name any layer.
SERVICE = {"api.py", "card_reading.py", "game_contract.py", "tooling"}


def _module(path: Path) -> str:
    parts = path.relative_to(ENGINE.parent.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path, module: str | None = None) -> set[str]:
    """Every module the file imports, anywhere in it, resolved to its absolute name (``from . import x``
    counts as importing the package and ``package.x``); `module` is its name (by default, from its path)."""
    module = module or _module(path)
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                target = ".".join([*base, *([node.module] if node.module else [])])
            else:
                target = node.module or ""
            found.add(target)
            found.update(f"{target}.{alias.name}" for alias in node.names)
    return found


def core_files() -> list[Path]:
    """The engine's files below the goddess layer."""
    out = []
    for path in sorted(ENGINE.rglob("*.py")):
        top = path.relative_to(ENGINE).parts[0]
        if top in ("cards", "editions", *SERVICE):
            continue
        out.append(path)
    return out


def test_the_core_files_are_found() -> None:
    names = {p.relative_to(ENGINE).as_posix() for p in core_files()}
    assert {"model.py", "game.py", "quantities.py", "validate.py", "view.py", "procedures/use.py"} <= names
    assert not any(n.startswith("cards/") for n in names)


def test_the_reader_finds_an_import_of_the_goddess_layer_anywhere(tmp_path: Path) -> None:
    """The check can fail: imports of the goddess layer inside a function or for type checking only,
    relative or absolute, are all found."""
    probe = tmp_path / "use.py"
    probe.write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from ..cards import g19_megumi\n"
        "def f():\n    from ..cards.g06_yukihi import umbrella\n    import engine.furuyoni.cards.g09_chikage\n",
        encoding="utf-8",
    )
    found = _imports(probe, f"{PACKAGE}.procedures.use")
    assert {
        f"{GODDESS_LAYER}.g19_megumi",
        f"{GODDESS_LAYER}.g06_yukihi",
        f"{GODDESS_LAYER}.g06_yukihi.umbrella",
        f"{GODDESS_LAYER}.g09_chikage",
    } <= found


def test_no_core_file_imports_a_goddess_module() -> None:
    bad = {
        path.relative_to(ENGINE).as_posix(): sorted(
            m for m in _imports(path) if m == GODDESS_LAYER or m.startswith(GODDESS_LAYER + ".")
        )
        for path in core_files()
    }
    assert {k: v for k, v in bad.items() if v} == {}


def test_what_a_goddess_moved_under_her_key_is_not_on_the_core_player_or_card() -> None:
    player = {f.name for f in fields(PlayerState)}
    card = {f.name for f in fields(CardInstance)}
    assert PLAYER_STATES and CARD_STATES
    for key, state in PLAYER_STATES.items():
        assert not set(state.LEGACY) & player, (key, set(state.LEGACY) & player)
    for key, cstate in CARD_STATES.items():
        assert not set(cstate.LEGACY) & card, (key, set(cstate.LEGACY) & card)
