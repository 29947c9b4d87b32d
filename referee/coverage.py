"""Clause coverage of one game: which clauses of its index have scenarios, counted from the feature
files' tags (`@clause:C-9-4` on a Scenario, or on the Rule that holds it), and which testable clauses
have none (each either uncovered or waived in ``features/<game>/waivers.toml`` with a written reason).

Per clause it also counts the scenarios of real cards only (``referee.portable``: no test card, so an
implementation that knows only the printed cards can run them); a testable clause that no real card
can exercise is waived for that count in ``features/<game>/real-card-waivers.toml``, with the reason.

Game-neutral: a game's index, its clause scheme and its features folder (``Game.features``) are all it
reads; ``report_in_edition`` reads the same scenarios in the numbering of another edition whose clauses
map to the default one's (``engine.contract.MappedClause``)."""

from __future__ import annotations

import re
import tomllib
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.contract import ClauseIndex, Game, MappedClause, Portable

from .gherkin import features_root_of

TAG = re.compile(r"@clause:(\S+)")
ANY_TAG = re.compile(r"@(\S+)")


@dataclass
class ScenarioTags:
    file: str  # relative to the folder holding the features folder: "features/furuyoni/core/…"
    name: str
    clauses: set[str] = field(default_factory=set)
    tags: set[str] = field(default_factory=set)  # every tag of its own and its rule's, without the "@"
    steps: list[str] = field(default_factory=list)  # its own steps' lines (not the Background's)


def scan(features: Path) -> list[ScenarioTags]:
    """Every scenario of every feature file under ``features`` with the tags that apply to it."""
    out: list[ScenarioTags] = []
    for path in sorted(features.rglob("*.feature")):
        pending: set[str] = set()
        rule_tags: set[str] = set()
        current: ScenarioTags | None = None
        for line in path.read_text(encoding="utf-8").splitlines():
            text = line.strip()
            if text.startswith("@"):
                pending |= set(ANY_TAG.findall(text))
            elif text.startswith("Rule:"):
                rule_tags, pending, current = pending, set(), None
            elif text.startswith("Feature:"):
                rule_tags, pending, current = set(), set(), None
            elif text.startswith("Background:"):
                current = None  # what the background places is not thereby exercised
            elif text.startswith(("Scenario:", "Scenario Outline:", "Example:")):
                name = text.split(":", 1)[1].strip()
                tags = pending | rule_tags
                clauses = {t.removeprefix("clause:") for t in tags if t.startswith("clause:")}
                current = ScenarioTags(path.relative_to(features_root_of(features)).as_posix(), name, clauses, tags)
                out.append(current)
                pending = set()
            elif current is not None and text and not text.startswith("#"):
                current.steps.append(text)
    return out


def load_waivers(path: Path) -> dict[str, str]:
    if not path.exists():
        return {}
    data: dict[str, Any] = tomllib.loads(path.read_text(encoding="utf-8"))
    return {cid: str(entry["reason"]) for cid, entry in data.items()}


REAL_CARD_WAIVERS = "real-card-waivers.toml"
REAL_CARD_MUTANT_WAIVERS = "real-card-mutant-waivers.toml"  # mutants no real-card scenario can catch, why


def real_card_mutant_waivers(game: Game, features_root: Path | None = None) -> dict[str, str]:
    """Per mutant name, why no scenario of real cards only can catch it (issue #24), from
    ``features/<game>/real-card-mutant-waivers.toml``; empty for a game without the file."""
    return load_waivers(game_features(game, features_root) / REAL_CARD_MUTANT_WAIVERS)


def real_card_counts(game: Game, features: Path) -> Counter[str]:
    """Per clause, the scenarios of real cards only (``referee.portable``)."""
    from .portable import classify_features

    counts: Counter[str] = Counter()
    if features.is_dir():
        for reading in classify_features(game, features):
            if reading.real_cards_only:
                counts.update(set(reading.clauses))
    return counts


def game_features(game: Game, root: Path | None = None) -> Path:
    """The game's feature folder: ``features/<Game.features>`` of the repository (or of ``root``)."""
    return (root or default_features()) / game.features


def in_sections(clause_id: str, sections: tuple[str, ...] | None) -> bool:
    return not sections or any(clause_id == s or clause_id.startswith(s + "-") for s in sections)


def report(game: Game, features: Path, sections: tuple[str, ...] | None = None) -> dict[str, Any]:
    """Coverage of the game's default edition; ``features`` is the game's feature folder."""
    index = game.index()
    counts: Counter[str] = Counter()
    for sc in scan(features):
        counts.update(sc.clauses)
    real = real_card_counts(game, features)
    waivers = load_waivers(features / "waivers.toml")
    real_waivers = load_waivers(features / REAL_CARD_WAIVERS)
    clauses: dict[str, Any] = {}
    summary: dict[str, dict[str, int]] = {}
    for c in index:
        if not in_sections(c.id, sections):
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
    return {"game": game.id, "edition": index.edition, "clauses": clauses, "summary": summary, "unknown_tags": unknown}


def uncovered(rep: dict[str, Any]) -> list[str]:
    return [cid for cid, c in rep["clauses"].items() if c["kind"] == "T" and not c["scenarios"] and not c["waiver"]]


def without_real_cards(rep: dict[str, Any]) -> list[str]:
    """Testable clauses with no scenario of real cards only and no written reason why none can be."""
    return [
        cid
        for cid, c in rep["clauses"].items()
        if c["kind"] == "T" and not c["real_card_scenarios"] and not c["real_card_waiver"]
    ]


def report_in_edition(game: Game, edition: str, features: Path, sections: tuple[str, ...] | None = None) -> dict[str, Any]:
    """Coverage in the numbering of another edition of the game: each of its clauses counts the scenarios
    tagged with any of the default edition's clauses that hold its rule (``to_default``); a scenario
    counts once per clause even when tagged with several of its counterparts. ValueError when that
    edition's clauses do not map to the default edition's."""
    index = game.index(edition)
    mapped: list[tuple[Any, MappedClause]] = []
    for c in index:
        if not isinstance(c, MappedClause):
            raise ValueError(f"the clauses of edition {edition} do not map to {game.default_edition}")
        mapped.append((c, c))
    tagged = [sc.clauses for sc in scan(features)]
    waivers = load_waivers(features / "waivers.toml")
    clauses: dict[str, Any] = {}
    summary: dict[str, dict[str, int]] = {}
    for c, m in mapped:
        if not in_sections(c.id, sections):
            continue
        targets = set(m.to_default)
        count = sum(1 for tags in tagged if tags & targets)
        waived = [t for t in m.to_default if t in waivers]
        clauses[c.id] = {
            "kind": c.kind,
            "scenarios": count,
            "waiver": "; ".join(f"{t}: {waivers[t]}" for t in waived) if waived and not count else None,
            "to_default": list(m.to_default),
            "relation": m.relation,
            "note": m.note,
        }
        if c.kind == "T":
            part = summary.setdefault(c.part, {"testable": 0, "covered": 0, "changed": 0, "removed": 0})
            part["testable"] += 1
            part["covered"] += 1 if count else 0
            part["changed"] += 1 if m.relation == "changed" else 0
            part["removed"] += 1 if m.relation == "removed" else 0
    return {
        "game": game.id,
        "edition": index.edition,
        "mapped_from": game.default_edition,
        "clauses": clauses,
        "summary": summary,
    }


# ---------------------------------------------------------------------------------------------------
# Sections, the features folder, and the text report of `python -m referee coverage`
# ---------------------------------------------------------------------------------------------------


def default_features() -> Path:
    """The repository's features folder (next to the ``referee`` package), else ./features."""
    beside = Path(__file__).resolve().parent.parent / "features"
    return beside if beside.is_dir() else Path.cwd() / "features"


def normalise_section(text: str, index: ClauseIndex, default_prefix: str = "") -> str:
    """A clause or section as people write it, as a clause id of the index: ``C 9-4``, ``c-9-4`` and
    (with the scheme's default prefix ``C-``) ``9-4`` are ``C-9-4``; ``App 1`` is ``App1``. Returned as
    written (spaces made dashes) when nothing of the index matches."""
    written = text.strip().replace(" ", "-")
    by_folded = {c.id.casefold(): c.id for c in index}
    for candidate in (written, default_prefix + written, written.replace("-", "", 1)):
        if candidate in index:
            return candidate
        if candidate.casefold() in by_folded:
            return by_folded[candidate.casefold()]
    return written


def section_of(clause_id: str, index: ClauseIndex) -> str:
    """The top-level clause (no parent) holding a clause: ``C-5-8-3-2`` -> ``C-5``, ``App1`` -> ``App1``."""
    clause = index.get(clause_id)
    while clause is not None and clause.parent is not None:
        clause = index.get(clause.parent)
    return clause.id if clause is not None else clause_id


def sections(rep: dict[str, Any], index: ClauseIndex) -> dict[str, dict[str, Any]]:
    """Per top-level section, in document order: its title, testable / covered / waived counts and the
    uncovered testable clauses (neither a scenario nor a waiver)."""
    out: dict[str, dict[str, Any]] = {}
    for cid, entry in rep["clauses"].items():
        sid = section_of(cid, index)
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


def _waiver_lines(rep: dict[str, Any], index: ClauseIndex, heading: str, key: str = "waiver") -> list[str]:
    waivers = [(cid, c[key]) for cid, c in rep["clauses"].items() if c.get(key)]
    if not waivers:
        return []
    lines = ["", heading]
    for cid, reason in waivers:
        first = " ".join(reason.split())
        lines.append(f"  {index.cite(cid) if cid in index else cid}: {first[:100]}{'…' if len(first) > 100 else ''}")
    return lines


def format_text(rep: dict[str, Any], game: Game) -> str:
    """The human report: one line per section (covered / testable, and, for a game that reads which of
    its scenarios use real cards only, how many have one), the uncovered clauses under it, then the
    totals per part."""
    index = game.index()
    real = isinstance(game, Portable)
    lines = [
        f"Clause coverage of {game.title}, edition {rep['edition']}: testable clauses with at least one scenario"
        + (", and with at least one scenario of real cards only (no test card)" if real else ""),
        "",
        f"  {'section':<7} {'title':<44} {'covered':>7}" + (f" {'real cards':>10}" if real else ""),
    ]
    for sid, sec in sections(rep, index).items():
        if not sec["testable"]:
            continue
        cite = index.cite(sid) if sid in index else sid
        notes = [f"{sec['waived']} waived"] if sec["waived"] else []
        if real and sec["real_cards_waived"]:
            notes.append(f"{sec['real_cards_waived']} no real card can exercise")
        ratio = f"{sec['covered']}/{sec['testable']}"
        real_ratio = f"{sec['real_cards']}/{sec['testable']}"
        with_real = f" {real_ratio:>10}" if real else ""
        note = f"  ({'; '.join(notes)})" if notes else ""
        lines.append(f"  {cite:<7} {sec['title'][:44]:<44} {ratio:>7}{with_real}{note}")
        for cid in sec["uncovered"]:
            lines.append(f"            uncovered: {index.cite(cid):<12} {index[cid].title}")
        for cid in sec["without_real_cards"] if real else []:
            lines.append(f"            no real-card scenario: {index.cite(cid):<12} {index[cid].title}")
    lines.append("")
    parts = game.clause_scheme.parts
    for part, totals in rep["summary"].items():
        uncovered_count = totals["testable"] - totals["covered"] - totals.get("waived", 0)
        lines.append(
            f"{parts.get(part, part)} ({part}): {totals['covered']}/{totals['testable']} testable clauses "
            f"covered, {totals.get('waived', 0)} waived, {uncovered_count} uncovered"
            + (
                f"; {totals.get('real_cards', 0)} with real cards only, "
                f"{totals.get('real_cards_waived', 0)} that no real card can exercise"
                if real
                else ""
            )
        )
    folder = f"features/{game.features}"
    lines += _waiver_lines(rep, index, f"Waived (no scenario yet, with a written reason in {folder}/waivers.toml):")
    lines += _waiver_lines(
        rep, index, f"No real card can exercise (the reasons in {folder}/{REAL_CARD_WAIVERS}):", "real_card_waiver"
    )
    if rep.get("unknown_tags"):
        lines.append("")
        lines.append("Tags naming no clause of the index: " + ", ".join(rep["unknown_tags"]))
    return "\n".join(lines) + "\n"


def format_text_in_edition(rep: dict[str, Any], game: Game) -> str:
    index = game.index(rep["edition"])
    lines = [
        f"Clause coverage in the numbering of edition {rep['edition']} (scenarios are written against "
        f"{rep['mapped_from']}; * marks a rule that changed since, so its scenarios test the "
        f"{rep['mapped_from']} rule)",
        "",
    ]
    current = ""
    for cid, entry in rep["clauses"].items():
        if entry["kind"] != "T":
            continue
        sid = section_of(cid, index)
        if sid != current:
            current = sid
            head = index.get(sid)
            lines.append(f"  {index.cite(sid) if head else sid}  {head.title if head else ''}")
        mark = "*" if entry["relation"] == "changed" else " "
        default = game.index()
        targets = ", ".join(default.cite(t) if t in default else t for t in entry["to_default"]) or "removed"
        lines.append(f"    {mark} {index.cite(cid):<11} {entry['scenarios']:>3} scenarios   {rep['mapped_from']}: {targets}")
    lines.append("")
    parts = game.clause_scheme.parts
    for part, totals in rep["summary"].items():
        lines.append(
            f"{parts.get(part, part)} ({part}, {rep['edition']} numbering): {totals['covered']}/{totals['testable']} "
            f"testable clauses reached by a scenario; {totals['changed']} changed since, {totals['removed']} removed"
        )
    return "\n".join(lines) + "\n"
