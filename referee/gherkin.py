"""A small reader of the suite's Gherkin files, for documentation and coverage (not for running them:
pytest-bdd does that). It keeps what a reader of the rules needs: the feature, the rule and the
scenario with their descriptions, the clause tags that apply (a Rule's tags apply to its scenarios),
the Background steps, each step with its effective keyword (an ``And`` continues the step before it),
data tables, doc strings and the Examples of an outline."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

CLAUSE_TAG = re.compile(r"@clause:(\S+)")
STEP_WORDS = ("Given", "When", "Then", "And", "But", "*")
SCENARIO_WORDS = ("Scenario Outline", "Scenario Template", "Scenario", "Example")


@dataclass
class Step:
    keyword: str  # effective: Given, When or Then
    written: str  # as written: Given, When, Then, And, But or *
    text: str
    line: int
    table: list[list[str]] | None = None
    docstring: str | None = None


@dataclass
class Examples:
    name: str
    header: list[str]
    rows: list[list[str]]


@dataclass
class Scenario:
    file: str  # path relative to the folder that holds the features folder ("features/furuyoni/...")
    line: int
    feature: str
    feature_description: str
    rule: str | None
    rule_description: str
    keyword: str  # "Scenario" or "Scenario Outline"
    name: str
    description: str
    tags: list[str]  # its own and its rule's, in order, without duplicates
    background: list[Step]
    steps: list[Step]
    examples: list[Examples] = field(default_factory=list)

    @property
    def clauses(self) -> list[str]:
        """The clause ids of its ``@clause:`` tags, in order of appearance."""
        out: list[str] = []
        for tag in self.tags:
            for cid in CLAUSE_TAG.findall(tag):
                if cid not in out:
                    out.append(cid)
        return out

    @property
    def anchor(self) -> str:
        """A stable HTML anchor for the scenario: its file stem and line."""
        return f"{Path(self.file).stem}-{self.line}"


def _cells(line: str) -> list[str]:
    inner = line.strip()[1:]
    if inner.endswith("|"):
        inner = inner[:-1]
    cells = re.split(r"(?<!\\)\|", inner)
    return [c.strip().replace("\\|", "|") for c in cells]


class _Reader:
    def __init__(self, path: Path, rel: str) -> None:
        self.rel = rel
        self.lines = path.read_text(encoding="utf-8").splitlines()
        self.out: list[Scenario] = []
        self.feature = ""
        self.feature_description: list[str] = []
        self.feature_background: list[Step] = []
        self.rule: str | None = None
        self.rule_description: list[str] = []
        self.rule_tags: list[str] = []
        self.rule_background: list[Step] = []
        self.pending_tags: list[str] = []
        self.current: Scenario | None = None
        self.description_target: list[str] | None = None
        self.steps: list[Step] | None = None  # where the next step goes
        self.examples: Examples | None = None

    def read(self) -> list[Scenario]:
        i = 0
        lines = self.lines
        while i < len(lines):
            raw = lines[i]
            text = raw.strip()
            number = i + 1
            i += 1
            if not text or text.startswith("#"):
                if self.description_target is not None and not text:
                    self.description_target.append("")
                continue
            if text.startswith(('"""', "```")):
                fence = text[:3]
                indent = len(raw) - len(raw.lstrip())
                body: list[str] = []
                while i < len(lines) and not lines[i].strip().startswith(fence):
                    body.append(lines[i][indent:] if lines[i][:indent].strip() == "" else lines[i].strip())
                    i += 1
                i += 1
                if self.steps:
                    self.steps[-1].docstring = "\n".join(body)
                continue
            if text.startswith("|"):
                cells = _cells(text)
                if self.examples is not None:
                    if not self.examples.header:
                        self.examples.header = cells
                    else:
                        self.examples.rows.append(cells)
                elif self.steps:
                    step = self.steps[-1]
                    if step.table is None:
                        step.table = []
                    step.table.append(cells)
                continue
            if text.startswith("@"):
                self.pending_tags += text.split()
                self.description_target = None
                continue
            head, colon, rest = text.partition(":")
            keyword = head.strip()
            if colon and keyword == "Feature":
                self.feature = rest.strip()
                self._start_block(self.feature_description)
                continue
            if colon and keyword == "Rule":
                self.rule = rest.strip()
                self.rule_description = []
                self.rule_tags, self.pending_tags = self.pending_tags, []
                self.rule_background = []
                self._start_block(self.rule_description)
                continue
            if colon and keyword == "Background":
                target = self.rule_background if self.rule is not None else self.feature_background
                self._start_block(None)
                self.steps = target
                continue
            if colon and keyword in SCENARIO_WORDS:
                self._start_scenario(keyword, rest.strip(), number)
                continue
            if colon and keyword in ("Examples", "Scenarios"):
                if self.current is not None:
                    self.examples = Examples(rest.strip(), [], [])
                    self.current.examples.append(self.examples)
                self.pending_tags = []
                self.description_target = None
                continue
            word = text.split(None, 1)[0]
            if word in STEP_WORDS and self.steps is not None:
                self._step(word, text[len(word) :].strip(), number)
                continue
            if self.description_target is not None:
                self.description_target.append(text)
        return self.out

    def _start_block(self, description: list[str] | None) -> None:
        self.current = None
        self.examples = None
        self.steps = None
        self.description_target = description
        if description is self.feature_description:
            self.rule = None
            self.pending_tags = []

    def _start_scenario(self, keyword: str, name: str, line: int) -> None:
        tags: list[str] = []
        for tag in [*self.pending_tags, *self.rule_tags]:
            if tag not in tags:
                tags.append(tag)
        self.pending_tags = []
        self.current = Scenario(
            file=self.rel,
            line=line,
            feature=self.feature,
            feature_description=_join(self.feature_description),
            rule=self.rule,
            rule_description=_join(self.rule_description),
            keyword="Scenario Outline" if keyword in ("Scenario Outline", "Scenario Template") else "Scenario",
            name=name,
            description="",
            tags=tags,
            background=[*self.feature_background, *self.rule_background],
            steps=[],
        )
        self.out.append(self.current)
        self.examples = None
        self.steps = self.current.steps
        self.description_target = None

    def _step(self, word: str, text: str, line: int) -> None:
        assert self.steps is not None
        if word in ("And", "But", "*"):
            previous = self.steps[-1].keyword if self.steps else "Given"
            effective = previous
        else:
            effective = word
        self.steps.append(Step(effective, word, text, line))


def _join(lines: list[str]) -> str:
    """Description lines as paragraphs: blank lines separate paragraphs, other lines are joined."""
    paragraphs: list[str] = []
    current: list[str] = []
    for line in lines:
        if line:
            current.append(line)
        elif current:
            paragraphs.append(" ".join(current))
            current = []
    if current:
        paragraphs.append(" ".join(current))
    return "\n\n".join(paragraphs)


def read_feature(path: Path, root: Path) -> list[Scenario]:
    """The scenarios of one feature file; ``file`` is the path relative to ``root``."""
    return _Reader(path, path.relative_to(root).as_posix()).read()


def features_root_of(features: Path) -> Path:
    """The folder holding the ``features`` folder (``features`` itself, or a game's folder inside it),
    which the file paths of scenarios start from: ``features/furuyoni/core/…``."""
    for folder in (features, *features.parents):
        if folder.name == "features":
            return folder.parent
    return features.parent


def read_features(features: Path) -> list[Scenario]:
    """Every scenario of every feature file under ``features`` (the features folder or a game's folder
    in it), in file order (sorted by path)."""
    out: list[Scenario] = []
    root = features_root_of(features)
    for path in sorted(features.rglob("*.feature")):
        out += read_feature(path, root)
    return out
