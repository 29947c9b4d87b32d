"""Deliberately wrong versions of 奏奪's engine ("mutants"): the proof that the scenarios bite.

Each mutant is one small, realistic mistake and names the clause it breaks; it is *caught* when a
scenario tagged with that clause fails against it and passes against the real engine. A mutant never
edits a file: each of its edits rebuilds one engine function from its own current source with one
textual change (as a mutation-testing tool does), and the rebuilt function is bound, inside
``applied()``, wherever the original is bound in the ``engine.soudatsu`` package (modules import
functions by name). When the engine changes so that an edited text is gone, the mutant fails loudly
(``MutantError``) instead of silently testing nothing.
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
from functools import cache
from types import ModuleType
from typing import Any

PACKAGE = "engine.soudatsu"

Binding = tuple[Any, str, Any]
"""(module, attribute name, the mutant's value for it)."""


class MutantError(RuntimeError):
    """A mutant that no longer applies to the engine (its edited text is gone)."""


def _modules() -> list[ModuleType]:
    pkg = importlib.import_module(PACKAGE)
    for info in pkgutil.walk_packages(pkg.__path__, PACKAGE + "."):
        if not info.name.endswith((".mutants", ".game")):
            importlib.import_module(info.name)
    return [m for name, m in sorted(sys.modules.items()) if m is not None and name.startswith(PACKAGE + ".")]


@dataclass(frozen=True)
class Edit:
    """Rebuild ``engine.soudatsu.<module>.<function>`` (``Class.method`` for a method) with each ``(old,
    new)`` change made in turn (each ``old`` found exactly once)."""

    module: str
    function: str
    changes: tuple[tuple[str, str], ...]

    def resolve(self) -> list[Binding]:
        home = importlib.import_module(f"{PACKAGE}.{self.module}")
        *path, attr = self.function.split(".")
        owner: Any = home
        for part in path:
            owner = getattr(owner, part)
        original = vars(owner).get(attr)
        if not inspect.isfunction(original):
            raise MutantError(f"{PACKAGE}.{self.module}.{self.function} is not a function")
        source = textwrap.dedent(inspect.getsource(original))
        for old, new in self.changes:
            if source.count(old) != 1:
                raise MutantError(
                    f"{PACKAGE}.{self.module}.{self.function}: the text to edit occurs {source.count(old)} times, "
                    f"not once (the engine changed; update the mutant): {old!r}"
                )
            source = source.replace(old, new)
        code = compile(
            source,
            f"<mutant of {PACKAGE}.{self.module}.{self.function}>",
            "exec",
            flags=__future__.annotations.compiler_flag,
            dont_inherit=True,
        )
        made: dict[str, Any] = {}
        exec(code, vars(home), made)  # the module's own globals: every name resolves live
        mutated = made[attr]
        if owner is not home:  # a method: bound on its class only
            return [(owner, attr, mutated)]
        return [(m, name, mutated) for m in _modules() for name, value in vars(m).items() if value is original]


@dataclass(frozen=True)
class Mutant:
    name: str
    clause: str  # the clause id it breaks, as tagged in the feature files
    mistake: str
    edits: tuple[Edit, ...]

    def bindings(self) -> list[Binding]:
        return _bindings(self.name)

    @contextmanager
    def applied(self) -> Iterator[None]:
        """The engine with this mistake for the duration of the block (one mutant at a time per process)."""
        bindings = self.bindings()
        saved = [(owner, attr, vars(owner)[attr]) for owner, attr, _ in bindings]
        try:
            for owner, attr, value in bindings:
                setattr(owner, attr, value)
            yield
        finally:
            for owner, attr, value in reversed(saved):
                setattr(owner, attr, value)


@cache
def _bindings(name: str) -> list[Binding]:
    bindings = [b for edit in MUTANTS[name].edits for b in edit.resolve()]
    if not bindings:
        raise MutantError(f"mutant {name!r} changes nothing in the engine")
    return bindings


def _one(name: str, clause: str, mistake: str, module: str, function: str, old: str, new: str) -> Mutant:
    return Mutant(name, clause, mistake, (Edit(module, function, ((old, new),)),))


_ALL = (
    _one(
        "no-damage-back",
        "SD-detail-soldier-5",
        "a soldier attacking another soldier takes no damage back",
        "procedures.actions",
        "attack",
        "back = t.attack_of(target)",
        "back = 0",
    ),
    _one(
        "damage-wears-off",
        "SD-detail-soldier-6",
        "the damage on soldiers is removed at the start of every turn",
        "procedures.turn",
        "turn_start",
        't.emit("SD-guide-7",',
        '[setattr(t.inst(u), "damage", 0) for q in s.players for u in q.play]\n    t.emit("SD-guide-7",',
    ),
    _one(
        "attack-twice",
        "SD-detail-soldier-4",
        "a soldier may attack more than once in a turn",
        "procedures.legality",
        "attack_refusal",
        "if attacker in s.attacked:",
        "if False:",
    ),
    Mutant(
        "attack-own-side",
        "SD-guide-7-2-2",
        "a soldier may attack any card in play, its own side's too",
        (
            Edit(
                "procedures.legality",
                "attack_refusal",
                (
                    ("if target in s.players[p].play:", "if False:"),
                    ("if target not in s.players[1 - p].play:", "if target not in s.players[0].play + s.players[1].play:"),
                ),
            ),
        ),
    ),
    _one(
        "graveyard-refills-deck",
        "SD-detail-skull-2",
        "the graveyard is shuffled into an empty deck together with the recursion zone",
        "procedures.turn",
        "turn_start",
        "ps.deck.extend(ps.recursion)",
        "ps.deck.extend(ps.recursion + ps.graveyard)\n            ps.graveyard.clear()",
    ),
    _one(
        "no-refill",
        "SD-detail-recycle-2",
        "the recursion zone never refills an empty deck, so an empty deck loses at once",
        "procedures.turn",
        "turn_start",
        "if ps.recursion:",
        "if False:",
    ),
    _one(
        "loss-below-zero",
        "SD-loss-1",
        "a player loses only below 0 life, not at 0",
        "table",
        "Table.check_life",
        "if self.state.players[p].life <= 0:",
        "if self.state.players[p].life < 0:",
    ),
    _one(
        "resonance-in-next-turn",
        "SD-detail-resonance-4",
        "a resonance may be revealed in the opponent's turn right after it was set",
        "procedures.legality",
        "reveal_refusal",
        "if set_turn is not None and s.turn == set_turn + 1:",
        "if False:",
    ),
    _one(
        "loyalist-ignores-damage",
        "SD-detail-loyalist-3",
        "a loyalist's ability is checked against its health cap, not against the health its damage leaves",
        "procedures.legality",
        "ability_refusal",
        "left = t.health(uid) - t.inst(uid).damage",
        "left = t.health(uid)",
    ),
    _one(
        "dragon-stays-from-hand",
        "SD-errata-1",
        "the errata is missed: a dragon cast from the hand stays in play",
        "procedures.actions",
        "cast",
        'if source != "recursion":',
        "if False:",
    ),
    _one(
        "scene-keeps-standing",
        "SD-detail-building-5",
        "a seasonal building without durability stays in play after its last line",
        "procedures.actions",
        "next_line",
        't.dispose(uid, "used up")',
        "pass",
    ),
    _one(
        "lines-only-in-own-turn",
        "SD-detail-building-3",
        "a seasonal building processes its lines only at its owner's turn starts",
        "procedures.turn",
        "turn_start",
        "for owner in (p, 1 - p):",
        "for owner in (p,):",
    ),
    Mutant(
        "one-step-per-line",
        "SD-detail-building-4",
        "a line labelled with two seasons is processed once, like any other line",
        (
            Edit("table", "line_at", (("n += line.steps", "n += 1"),)),
            Edit("table", "total_steps", (("sum(line.steps for line in d.lines)", "len(d.lines)"),)),
        ),
    ),
    _one(
        "first-player-foresees",
        "SD-guide-5",
        "the first player, not the second, does the opening foresight",
        "procedures.setup",
        "setup_step",
        'yield from foresee(t, second, "SD-guide-5")',
        'yield from foresee(t, first, "SD-guide-5")',
    ),
    _one(
        "set-aside-lost",
        "SD-guide-4",
        "the two cards set aside by a redraw are left out of the game instead of going back into the deck",
        "procedures.setup",
        "redraw",
        "ps.deck.extend(aside)",
        "ps.hand.extend([])",
    ),
)

MUTANTS: dict[str, Mutant] = {m.name: m for m in _ALL}
