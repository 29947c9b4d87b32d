"""Clause coverage: which clauses of the index have scenarios, counted from the feature files' tags
(`@clause:C-9-4` on a Scenario, or on the Rule that holds it), and which testable clauses have none
(each either uncovered or waived in features/waivers.toml with a written reason)."""

from __future__ import annotations

import re
import tomllib
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.furuyoni.editions.ko_2025_01_31 import load_clause_index

TAG = re.compile(r"@clause:(\S+)")


@dataclass
class ScenarioTags:
    file: str
    name: str
    clauses: set[str] = field(default_factory=set)


def scan(features: Path) -> list[ScenarioTags]:
    """Every scenario of every feature file with the clause tags that apply to it."""
    out: list[ScenarioTags] = []
    for path in sorted(features.rglob("*.feature")):
        pending: set[str] = set()
        rule_tags: set[str] = set()
        for line in path.read_text(encoding="utf-8").splitlines():
            text = line.strip()
            if text.startswith("@"):
                pending |= set(TAG.findall(text))
            elif text.startswith("Rule:"):
                rule_tags, pending = pending, set()
            elif text.startswith(("Feature:",)):
                rule_tags, pending = set(), set()
            elif text.startswith(("Scenario:", "Scenario Outline:", "Example:")):
                name = text.split(":", 1)[1].strip()
                out.append(ScenarioTags(str(path.relative_to(features.parent)), name, pending | rule_tags))
                pending = set()
    return out


def load_waivers(path: Path) -> dict[str, str]:
    if not path.exists():
        return {}
    data: dict[str, Any] = tomllib.loads(path.read_text(encoding="utf-8"))
    return {cid: str(entry["reason"]) for cid, entry in data.items()}


def report(features: Path, sections: tuple[str, ...] | None = None) -> dict[str, Any]:
    index = load_clause_index()
    counts: Counter[str] = Counter()
    for sc in scan(features):
        counts.update(sc.clauses)
    waivers = load_waivers(features / "waivers.toml")
    clauses: dict[str, Any] = {}
    summary: dict[str, dict[str, int]] = {}
    for c in index:
        if sections and not any(c.id == s or c.id.startswith(s + "-") for s in sections):
            continue
        clauses[c.id] = {"kind": c.kind, "scenarios": counts[c.id], "waiver": waivers.get(c.id)}
        if c.kind == "T":
            part = summary.setdefault(c.part, {"testable": 0, "covered": 0, "waived": 0})
            part["testable"] += 1
            if counts[c.id]:
                part["covered"] += 1
            elif c.id in waivers:
                part["waived"] += 1
    unknown = sorted(set(counts) - {c.id for c in index})
    return {"edition": index.edition, "clauses": clauses, "summary": summary, "unknown_tags": unknown}


def uncovered(rep: dict[str, Any]) -> list[str]:
    return [cid for cid, c in rep["clauses"].items() if c["kind"] == "T" and not c["scenarios"] and not c["waiver"]]
