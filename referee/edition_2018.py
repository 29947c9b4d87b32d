"""The coverage report read in the numbering of the 2018 Japanese edition: each 2018 clause counts the
scenarios tagged with any of the 2025 clauses that hold its rule (``to_2025`` of its index)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine.furuyoni.editions.ja_2018_01_26 import load_clause_index as load_2018_index
from engine.furuyoni.editions.ko_2025_01_31 import load_clause_index as load_2025_index

from .coverage import PART_NAMES, load_waivers, scan, section_of


def coverage_2018(features: Path, sections: tuple[str, ...] | None = None) -> dict[str, Any]:
    """``{"edition": "ja-2018-01-26", "clauses": {id: {kind, scenarios, waiver, to_2025, relation, note}},
    "summary": {part: {testable, covered}}}``; a scenario counts once per 2018 clause even when it is
    tagged with several of its 2025 clauses. ``sections`` are 2018 ids (``C-9``)."""
    index = load_2018_index()
    tagged = [sc.clauses for sc in scan(features)]
    waivers = load_waivers(features / "waivers.toml")
    clauses: dict[str, Any] = {}
    summary: dict[str, dict[str, int]] = {}
    for c in index:
        if sections and not any(c.id == s or c.id.startswith(s + "-") for s in sections):
            continue
        targets = set(c.to_2025)
        count = sum(1 for tags in tagged if tags & targets)
        waived = [t for t in c.to_2025 if t in waivers]
        clauses[c.id] = {
            "kind": c.kind,
            "scenarios": count,
            "waiver": "; ".join(f"{t}: {waivers[t]}" for t in waived) if waived and not count else None,
            "to_2025": list(c.to_2025),
            "relation": c.relation,
            "note": c.note,
        }
        if c.kind == "T":
            part = summary.setdefault(c.part, {"testable": 0, "covered": 0, "changed": 0, "removed": 0})
            part["testable"] += 1
            if count:
                part["covered"] += 1
            if c.relation == "changed":
                part["changed"] += 1
            if c.relation == "removed":
                part["removed"] += 1
    return {"edition": index.edition, "mapped_from": load_2025_index().edition, "clauses": clauses, "summary": summary}


def format_text_2018(rep: dict[str, Any]) -> str:
    index = load_2018_index()
    lines = [
        f"Clause coverage in the numbering of edition {rep['edition']} (scenarios are written against "
        f"{rep['mapped_from']}; * marks a rule that changed since 2018, so its scenarios test the 2025 rule)",
        "",
    ]
    current = ""
    for cid, entry in rep["clauses"].items():
        if entry["kind"] != "T":
            continue
        sid = section_of(cid)
        if sid != current:
            current = sid
            head = index.get(sid)
            lines.append(f"  {index.cite(sid) if head else sid}  {head.title if head else ''}")
        mark = "*" if entry["relation"] == "changed" else " "
        targets = ", ".join(t.replace("-", " ", 1) for t in entry["to_2025"]) or "removed in 2025"
        lines.append(f"    {mark} {index.cite(cid):<11} {entry['scenarios']:>3} scenarios   2025: {targets}")
    lines.append("")
    for part, totals in rep["summary"].items():
        lines.append(
            f"{PART_NAMES.get(part, part)} ({part}, 2018 numbering): {totals['covered']}/{totals['testable']} "
            f"testable clauses reached by a scenario; {totals['changed']} changed since, {totals['removed']} removed"
        )
    return "\n".join(lines) + "\n"
