"""Scenarios as readable examples, game-neutral: the types the clause pages draw (``Example``: the
position, the actions, the expected outcome, the clauses cited) and the plain rendering every game
gets — its Given steps listed as the setup, its When and Then steps as the actions and expectations,
clause ids linked. A game that draws its positions as a board offers the ``Documents`` capability
(``engine.contract``); every scenario is also shown as written, so the rendering is never the only
record."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from .gherkin import Scenario, Step


@dataclass(frozen=True)
class Tok:
    """A piece of rendered text: plain ``text``, a ``card`` id, a ``clause`` link (``ref`` is the
    clause id, ``text`` the citation as written), a ``code`` value, ``em`` emphasis or a ``note``
    (a muted aside, such as the facts of the card being used)."""

    kind: str
    text: str
    ref: str = ""


@dataclass
class CardDef:
    """A card an example uses, with its facts and effects in words."""

    id: str
    facts: list[tuple[str, str]]  # (label, value) in display order
    effects: list[list[Tok]]
    raw_effects: list[str]
    real: str | None = None  # a real card's id (its behaviour is the printed text, not listed)


@dataclass
class Beat:
    """One When or Then step of the example, rendered."""

    kind: str  # "action" or "expect"
    toks: list[Tok]


@dataclass
class Example:
    scenario: Scenario
    board: Any  # the game's drawing of the position (its board template draws it), or None
    cards: list[CardDef]
    setup: list[list[Tok]]  # Given steps not drawn on the board (or all of them without a board)
    beats: list[Beat]
    clauses: list[str]  # the clauses of its tags, then those its steps cite
    gherkin: str  # the scenario as written, Background steps first


@dataclass
class Counterpart:
    citation: str
    title: str
    relation: str  # in words: "same number, same rule" …
    note: str | None = None


@dataclass
class Counterparts:
    """A clause in the game's other editions, for its page."""

    heading: str  # "In the 2018 Japanese rules"
    items: list[Counterpart] = field(default_factory=list)
    none: str = ""  # said when there is none: "No counterpart: new in the 2025 rules."


def id_tokens(text: str, known: frozenset[str], pattern: str) -> list[Tok]:
    """Plain text with every clause id of the game (``pattern``, the clause scheme's) that is in ``known``
    turned into a link token: the citation form of a game without its own (``GameDocs.tokens``)."""
    out: list[Tok] = []
    pos = 0
    for m in re.finditer(rf"(?<![\w-])(?:{pattern})(?![\w-])", text):
        if m.group(0) not in known:
            continue
        if m.start() > pos:
            out.append(Tok("text", text[pos : m.start()]))
        out.append(Tok("clause", m.group(0), m.group(0)))
        pos = m.end()
    if pos < len(text):
        out.append(Tok("text", text[pos:]))
    return out


def cited_clauses(toks: list[Tok]) -> list[str]:
    return [t.ref for t in toks if t.kind == "clause"]


# ---------------------------------------------------------------------------------------------------
# The scenario as written
# ---------------------------------------------------------------------------------------------------


def gherkin_text(sc: Scenario) -> str:
    lines: list[str] = []
    if sc.background:
        lines.append("Background:")
        lines += _step_lines(sc.background)
    lines.append(f"{sc.keyword}: {sc.name}")
    lines += _step_lines(sc.steps)
    for ex in sc.examples:
        lines.append(f"  Examples: {ex.name}".rstrip())
        lines += [_table_row(r) for r in [ex.header, *ex.rows]]
    return "\n".join(lines)


def _table_row(cells: list[str]) -> str:
    return "      | " + " | ".join(cells) + " |"


def _step_lines(steps: list[Step]) -> list[str]:
    out: list[str] = []
    for s in steps:
        out.append(f"  {s.written} {s.text}")
        if s.table:
            widths = [max(len(r[i]) if i < len(r) else 0 for r in s.table) for i in range(len(s.table[0]))]
            for row in s.table:
                out.append("      | " + " | ".join(c.ljust(widths[i]) for i, c in enumerate(row)) + " |")
        if s.docstring is not None:
            out += ['      """', *("      " + x for x in s.docstring.splitlines()), '      """']
    return out


def first_row(sc: Scenario) -> dict[str, str]:
    """An outline is drawn with the values of the first row of its first Examples table."""
    for ex in sc.examples:
        if ex.rows:
            return dict(zip(ex.header, ex.rows[0], strict=False))
    return {}


def substitute(step: Step, values: dict[str, str]) -> Step:
    def sub(text: str) -> str:
        return re.sub(r"<([^<>]+)>", lambda m: values.get(m[1], m[0]), text)

    table = [[sub(c) for c in row] for row in step.table] if step.table else None
    return Step(step.keyword, step.written, sub(step.text), step.line, table, step.docstring)


def plain_example(sc: Scenario, known: frozenset[str], pattern: str) -> Example:
    """A scenario as an example without a board: its Given steps as the setup, its When steps as the
    actions, its Then steps as the expectations, clause ids linked."""
    values = first_row(sc)
    steps = [substitute(step, values) for step in sc.steps] if values else sc.steps
    setup = [id_tokens(s.text, known, pattern) for s in [*sc.background, *steps] if s.keyword == "Given"]
    beats = [
        Beat("action" if s.keyword == "When" else "expect", id_tokens(s.text[:1].upper() + s.text[1:], known, pattern))
        for s in steps
        if s.keyword != "Given"
    ]
    clauses = [c for c in sc.clauses if c in known]
    for b in beats:
        clauses += [c for c in cited_clauses(b.toks) if c not in clauses]
    return Example(sc, None, [], setup, beats, clauses, gherkin_text(sc))
