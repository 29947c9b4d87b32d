"""Clause coverage: which clauses of the index have scenarios, counted from the feature files' tags
(`@clause:C-9-4` on a Scenario, or on the Rule that holds it), and which testable clauses have none
(each either uncovered or waived in features/waivers.toml with a written reason).

Per clause it also counts the scenarios of real cards only (``referee.portable``: no test card, so an
implementation that knows only the printed cards can run them); a testable clause that no real card
can exercise is waived for that count in features/real-card-waivers.toml, with the reason."""

from __future__ import annotations

import re
import tomllib
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.furuyoni.editions.ko_2025_01_31 import load_clause_index

TAG = re.compile(r"@clause:(\S+)")
CARD_TAG = re.compile(r"@card:(\S+)")
# a real card named in a step: "Slash" (NA-01-yurina-O-N-1); Thallya's TransForm cards are numbered
# "TransForm Card 01" … (A 9-1)
CARD_MENTION = re.compile(r"\((NA-[^)\s]+|TransForm Card [^)\s]+)\)")


@dataclass
class ScenarioTags:
    file: str
    name: str
    clauses: set[str] = field(default_factory=set)
    cards: set[str] = field(default_factory=set)  # real cards it names (tags, or in its own steps)


def scan(features: Path) -> list[ScenarioTags]:
    """Every scenario of every feature file with the clause tags that apply to it."""
    out: list[ScenarioTags] = []
    for path in sorted(features.rglob("*.feature")):
        pending: set[str] = set()
        rule_tags: set[str] = set()
        cards: set[str] = set()
        current: ScenarioTags | None = None
        for line in path.read_text(encoding="utf-8").splitlines():
            text = line.strip()
            if text.startswith("@"):
                pending |= set(TAG.findall(text))
                cards |= set(CARD_TAG.findall(text))
            elif text.startswith("Rule:"):
                rule_tags, pending, current = pending, set(), None
            elif text.startswith("Feature:"):
                rule_tags, pending, cards, current = set(), set(), set(), None
            elif text.startswith("Background:"):
                current = None  # a card the background places is not thereby exercised
            elif text.startswith(("Scenario:", "Scenario Outline:", "Example:")):
                name = text.split(":", 1)[1].strip()
                current = ScenarioTags(str(path.relative_to(features.parent)), name, pending | rule_tags, cards)
                out.append(current)
                pending, cards = set(), set()
            elif current is not None:
                current.cards |= set(CARD_MENTION.findall(text))
    return out


def load_waivers(path: Path) -> dict[str, str]:
    if not path.exists():
        return {}
    data: dict[str, Any] = tomllib.loads(path.read_text(encoding="utf-8"))
    return {cid: str(entry["reason"]) for cid, entry in data.items()}


REAL_CARD_WAIVERS = "real-card-waivers.toml"


def real_card_counts(features: Path) -> Counter[str]:
    """Per clause, the scenarios of real cards only (``referee.portable``)."""
    from referee.portable import classify_features

    counts: Counter[str] = Counter()
    if features.is_dir():
        for reading in classify_features(features):
            if reading.real_cards_only:
                counts.update(set(reading.clauses))
    return counts


def report(features: Path, sections: tuple[str, ...] | None = None) -> dict[str, Any]:
    index = load_clause_index()
    counts: Counter[str] = Counter()
    for sc in scan(features):
        counts.update(sc.clauses)
    real = real_card_counts(features)
    waivers = load_waivers(features / "waivers.toml")
    real_waivers = load_waivers(features / REAL_CARD_WAIVERS)
    clauses: dict[str, Any] = {}
    summary: dict[str, dict[str, int]] = {}
    for c in index:
        if sections and not any(c.id == s or c.id.startswith(s + "-") for s in sections):
            continue
        clauses[c.id] = {
            "kind": c.kind,
            "scenarios": counts[c.id],
            "waiver": waivers.get(c.id),
            "real_card_scenarios": real[c.id],
            "real_card_waiver": real_waivers.get(c.id),
        }
        if c.kind == "T":
            part = summary.setdefault(
                c.part, {"testable": 0, "covered": 0, "waived": 0, "real_cards": 0, "real_cards_waived": 0}
            )
            part["testable"] += 1
            if counts[c.id]:
                part["covered"] += 1
            elif c.id in waivers:
                part["waived"] += 1
            if real[c.id]:
                part["real_cards"] += 1
            elif c.id in real_waivers:
                part["real_cards_waived"] += 1
    unknown = sorted(set(counts) - {c.id for c in index})
    return {"edition": index.edition, "clauses": clauses, "summary": summary, "unknown_tags": unknown}


def uncovered(rep: dict[str, Any]) -> list[str]:
    return [cid for cid, c in rep["clauses"].items() if c["kind"] == "T" and not c["scenarios"] and not c["waiver"]]


def without_real_cards(rep: dict[str, Any]) -> list[str]:
    """Testable clauses with no scenario of real cards only and no written reason why none can be."""
    return [
        cid
        for cid, c in rep["clauses"].items()
        if c["kind"] == "T" and not c["real_card_scenarios"] and not c["real_card_waiver"]
    ]


# ---------------------------------------------------------------------------------------------------
# Sections, the features folder, and the text report of `python -m referee coverage`
# ---------------------------------------------------------------------------------------------------

PART_NAMES = {"C": "Core rules", "A": "Additional rules", "App": "Appendices"}


def default_features() -> Path:
    """The repository's features folder (next to the ``referee`` package), else ./features."""
    beside = Path(__file__).resolve().parent.parent / "features"
    return beside if beside.is_dir() else Path.cwd() / "features"


def normalise_section(text: str) -> str:
    """``C 9-4``, ``c-9-4`` or ``C-9-4`` -> ``C-9-4``; a bare number (``9-4``) is a core clause."""
    s = text.strip().replace(" ", "-")
    if s[:3].lower() == "app":
        return "App" + s[3:].lstrip("-")
    if s[:1].upper() in ("C", "A") and s[1:2] == "-":
        return s[0].upper() + s[1:]
    return f"C-{s}"


def section_of(clause_id: str) -> str:
    """The top-level section holding a clause: ``C-5-8-3-2`` -> ``C-5``, ``App1`` -> ``App1``."""
    parts = clause_id.split("-")
    return clause_id if len(parts) == 1 else f"{parts[0]}-{parts[1]}"


def sections(rep: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Per top-level section, in document order: its title, testable / covered / waived counts and the
    uncovered testable clauses (neither a scenario nor a waiver)."""
    index = load_clause_index()
    out: dict[str, dict[str, Any]] = {}
    for cid, entry in rep["clauses"].items():
        sid = section_of(cid)
        if sid not in out:
            head = index.get(sid)
            out[sid] = {
                "title": head.title if head else sid,
                "testable": 0,
                "covered": 0,
                "waived": 0,
                "uncovered": [],
                "real_cards": 0,
                "real_cards_waived": 0,
                "without_real_cards": [],
            }
        if entry["kind"] != "T":
            continue
        sec = out[sid]
        sec["testable"] += 1
        if entry["scenarios"]:
            sec["covered"] += 1
        elif entry["waiver"]:
            sec["waived"] += 1
        else:
            sec["uncovered"].append(cid)
        if entry.get("real_card_scenarios"):
            sec["real_cards"] += 1
        elif entry.get("real_card_waiver"):
            sec["real_cards_waived"] += 1
        else:
            sec["without_real_cards"].append(cid)
    return out


def format_text(rep: dict[str, Any]) -> str:
    """The human report: one line per section (covered / testable, and how many with a scenario of
    real cards only), the uncovered clauses under it, then the totals per part."""
    index = load_clause_index()
    lines = [
        f"Clause coverage of edition {rep['edition']}: testable clauses with at least one scenario, and with",
        "at least one scenario of real cards only (no test card)",
        "",
        f"  {'section':<7} {'title':<44} {'covered':>7} {'real cards':>10}",
    ]
    secs = sections(rep)
    for sid, sec in secs.items():
        if not sec["testable"]:
            continue
        cite = index.cite(sid) if sid in index else sid
        notes = [f"{sec['waived']} waived"] if sec["waived"] else []
        if sec["real_cards_waived"]:
            notes.append(f"{sec['real_cards_waived']} no real card can exercise")
        ratio = f"{sec['covered']}/{sec['testable']}"
        real = f"{sec['real_cards']}/{sec['testable']}"
        note = f"  ({'; '.join(notes)})" if notes else ""
        lines.append(f"  {cite:<7} {sec['title'][:44]:<44} {ratio:>7} {real:>10}{note}")
        for cid in sec["uncovered"]:
            lines.append(f"            uncovered: {index.cite(cid):<12} {index[cid].title}")
        for cid in sec["without_real_cards"]:
            lines.append(f"            no real-card scenario: {index.cite(cid):<12} {index[cid].title}")
    lines.append("")
    for part, totals in rep["summary"].items():
        uncovered_count = totals["testable"] - totals["covered"] - totals.get("waived", 0)
        lines.append(
            f"{PART_NAMES.get(part, part)} ({part}): {totals['covered']}/{totals['testable']} testable clauses "
            f"covered, {totals.get('waived', 0)} waived, {uncovered_count} uncovered; "
            f"{totals.get('real_cards', 0)} with real cards only, "
            f"{totals.get('real_cards_waived', 0)} that no real card can exercise"
        )
    waivers = [(cid, c["waiver"]) for cid, c in rep["clauses"].items() if c["waiver"]]
    if waivers:
        lines.append("")
        lines.append("Waived (no scenario yet, with a written reason in features/waivers.toml):")
        for cid, reason in waivers:
            first = " ".join(reason.split())
            lines.append(
                f"  {index.cite(cid) if cid in index else cid}: {first[:100]}{'…' if len(first) > 100 else ''}"
            )
    real_waivers = [(cid, c["real_card_waiver"]) for cid, c in rep["clauses"].items() if c.get("real_card_waiver")]
    if real_waivers:
        lines.append("")
        lines.append(f"No real card can exercise (the reasons in features/{REAL_CARD_WAIVERS}):")
        for cid, reason in real_waivers:
            first = " ".join(reason.split())
            lines.append(
                f"  {index.cite(cid) if cid in index else cid}: {first[:100]}{'…' if len(first) > 100 else ''}"
            )
    if rep.get("unknown_tags"):
        lines.append("")
        lines.append("Tags naming no clause of the index: " + ", ".join(rep["unknown_tags"]))
    return "\n".join(lines) + "\n"
