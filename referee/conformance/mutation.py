"""The patch machinery of mutants (``engine.contract.Mutant``): deliberately wrong rule variants of a
game's engine, the proof that its scenarios bite. Game-neutral: a mutant names the engine package it
patches (``engine.furuyoni``), and each game lists its own mutants (``Game.mutants()``).

Mutants never edit the engine's files. A mutant is a list of patches applied around each call of the
mutant adapter (``tests/adapters/mutant.py``) and undone right after:

- ``SetConstant``: a rule constant (an aura cap …) set to a wrong value;
- ``EditSource``: one function rebuilt from its own current source text with one textual edit, the
  way a mutation-testing tool works.

Engine modules import names (``from ..game import HAND_LIMIT``), so a patch must reach every binding:
each patch replaces the value in every module (and class) of the package that holds it. An edit is
checked against the current source; when the engine changes so that the edited text is gone, the
mutant fails loudly (``MutantError``) instead of silently testing nothing.
"""

from __future__ import annotations
import __future__

import importlib
import inspect
import pkgutil
import sys
import textwrap
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from types import ModuleType
from typing import Any

Binding = tuple[Any, str, Any]
"""(module or class, attribute name, the mutant's value for it)."""


class MutantError(RuntimeError):
    """A mutant that no longer applies to the engine (its edited text or constant is gone)."""


TOOLING = "tooling"
"""The subpackage of a game's engine package holding its contributions to the referee's tools (docs,
commands, mutants): no rule lives there, so no patch reaches it, and a mutant run does not import it."""


def _patched(name: str, package: str) -> bool:
    inside = name == package or name.startswith(package + ".")
    tooling = f"{package}.{TOOLING}"
    return inside and not (name == tooling or name.startswith(tooling + "."))


def package_modules(package: str) -> list[ModuleType]:
    """Every module of the engine package but its tooling, imported (a lazily imported module binds
    names too)."""
    pkg = importlib.import_module(package)
    for info in pkgutil.walk_packages(pkg.__path__, package + "."):
        if _patched(info.name, package):
            importlib.import_module(info.name)
    return [m for name, m in sorted(sys.modules.items()) if m is not None and _patched(name, package)]


@dataclass(frozen=True)
class SetConstant:
    """Set the constant ``name`` of ``<package>.<module>`` to ``value``, wherever it is bound."""

    module: str
    name: str
    value: Any

    def resolve(self, package: str) -> list[Binding]:
        home = importlib.import_module(f"{package}.{self.module}")
        if not hasattr(home, self.name):
            raise MutantError(f"{package}.{self.module} has no constant {self.name}")
        original = getattr(home, self.name)
        return [
            (mod, self.name, self.value)
            for mod in package_modules(package)
            if self.name in vars(mod) and vars(mod)[self.name] == original
        ]


@dataclass(frozen=True)
class EditSource:
    """Rebuild ``<package>.<module>.<qualname>`` from its source with each ``(old, new)`` edit made in
    turn (each ``old`` must occur exactly once), and bind the result wherever the original is bound."""

    module: str
    qualname: str  # "reshuffle", or "Game.gain_concentration" for a method
    edits: tuple[tuple[str, str], ...]

    def resolve(self, package: str) -> list[Binding]:
        where = f"{package}.{self.module}.{self.qualname}"
        home = importlib.import_module(f"{package}.{self.module}")
        *path, attr = self.qualname.split(".")
        owner: Any = home
        for part in path:
            owner = getattr(owner, part)
        original = vars(owner).get(attr)
        # A decorated function (functools.cache, lru_cache, wraps …) is rebuilt with its decorators: its
        # source starts at them, so the mutant is cached (or wrapped) the way the original is.
        if not inspect.isfunction(inspect.unwrap(original) if callable(original) else original):
            raise MutantError(f"{where} is not a function")
        source = textwrap.dedent(inspect.getsource(original))
        for old, new in self.edits:
            if source.count(old) != 1:
                raise MutantError(
                    f"{where}: the text to edit occurs {source.count(old)} times, not once "
                    f"(the engine changed; update the mutant): {old!r}"
                )
            source = source.replace(old, new)
        code = compile(
            source, f"<mutant of {where}>", "exec", flags=__future__.annotations.compiler_flag, dont_inherit=True
        )
        made: dict[str, Any] = {}
        exec(code, vars(home), made)  # globals: the engine module itself, so every name resolves live
        mutated = made[attr]
        bindings: list[Binding] = [] if owner is home else [(owner, attr, mutated)]
        for mod in package_modules(package):
            bindings += [(mod, name, mutated) for name, value in vars(mod).items() if value is original]
        return bindings


Patch = SetConstant | EditSource

_BINDINGS: dict[tuple[str, str], list[Binding]] = {}


@dataclass(frozen=True)
class PatchMutant:
    """One mutant made of patches to the engine package ``package`` (satisfies ``engine.contract.Mutant``)."""

    package: str  # "engine.furuyoni"
    name: str
    clause: str  # the clause id it breaks, as tagged in the feature files ("C-7-1-3-1")
    mistake: str
    patches: tuple[Patch, ...]

    def bindings(self) -> list[Binding]:
        """Every binding the mutant replaces (resolved once per process); MutantError if it no longer applies."""
        key = (self.package, self.name)
        if key not in _BINDINGS:
            bindings = [b for patch in self.patches for b in patch.resolve(self.package)]
            if not bindings:
                raise MutantError(f"mutant {self.name!r} changes nothing in {self.package}")
            _BINDINGS[key] = bindings
        return _BINDINGS[key]

    @contextmanager
    def applied(self) -> Iterator[None]:
        """The engine with this mistake, for the duration of the block (not thread-safe: one run of the
        suite at a time per process)."""
        saved = [(owner, attr, vars(owner)[attr]) for owner, attr, _ in self.bindings()]
        try:
            for owner, attr, value in self.bindings():
                setattr(owner, attr, value)
            yield
        finally:
            for owner, attr, value in reversed(saved):
                setattr(owner, attr, value)
