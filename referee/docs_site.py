"""The rules documented by their examples: an index of every clause with its coverage, and one page per
clause with our summary, its place in the rules, related clauses, our decision if any, and every
scenario tagged with it drawn as a readable example.

The same rendering serves two outputs: ``python -m referee docs OUTDIR`` writes a static site
(``index.html``, ``clauses/<id>.html``, ``docs.css``; no external assets), and the referee serves the
pages under ``/clauses`` (``referee/docs_pages.py``). Only the links differ (:class:`Links`)."""

from __future__ import annotations

import re
import shutil
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib.resources import files
from pathlib import Path
from typing import Any

from jinja2 import Environment, PackageLoader, select_autoescape

from engine.furuyoni.editions.ja_2018_01_26 import ClauseIndex2018
from engine.furuyoni.editions.ja_2018_01_26 import load_clause_index as load_2018_index
from engine.furuyoni.editions.ko_2025_01_31 import Clause, ClauseIndex, load_clause_index

from .coverage import PART_NAMES, load_waivers, report, section_of
from .examples import Example, Tok, build_example, clause_tokens
from .gherkin import Scenario, read_features

KIND_LABELS = {
    "T": (
        "Testable rule",
        "A testable rule has an effect a scenario can observe, so it should have at least one example.",
    ),
    "D": ("Definition", "A definition names a term or a value that other clauses use; it is tested through them."),
    "H": ("Heading", "A heading groups the clauses below it."),
}
RELATION_LABELS = {
    "same": "same number, same rule",
    "moved": "same rule, numbered differently",
    "changed": "the rule changed",
    "removed": "removed in 2025",
}


@dataclass
class Links:
    """How pages link to each other: relative file links in the static site, URLs when served."""

    css: str
    index: str
    clause_url: Callable[[str], str]
    judge: str | None = None  # the judge's page, when the pages are served beside it

    def clause(self, clause_id: str) -> str:
        return self.clause_url(clause_id)


def static_links(depth: int) -> Links:
    """Links from a page of the static site ``depth`` folders below its root (index 0, clauses 1)."""
    up = "../" * depth
    prefix = "" if depth else "clauses/"
    return Links(css=f"{up}docs.css", index=f"{up}index.html", clause_url=lambda cid: f"{prefix}{cid}.html")


@dataclass
class DocsData:
    """Everything the pages are drawn from, read once."""

    index: ClauseIndex
    index_2018: ClauseIndex2018
    known: frozenset[str]
    scenarios: list[Scenario]
    by_clause: dict[str, list[Scenario]]
    coverage: dict[str, Any]
    waivers: dict[str, str]
    children: dict[str, list[str]]
    named_by: dict[str, list[str]]  # clause -> the clauses whose summary or decision names it
    examples: dict[int, Example] = field(default_factory=dict)  # built on demand, by id(scenario)

    def example(self, sc: Scenario) -> Example:
        key = id(sc)
        if key not in self.examples:
            self.examples[key] = build_example(sc, self.known)
        return self.examples[key]


def load_docs(features: Path) -> DocsData:
    index = load_clause_index()
    scenarios = read_features(features) if features.is_dir() else []
    by_clause: dict[str, list[Scenario]] = {}
    for sc in scenarios:
        for cid in sc.clauses:
            by_clause.setdefault(cid, []).append(sc)
    children: dict[str, list[str]] = {}
    for c in index:
        if c.parent:
            children.setdefault(c.parent, []).append(c.id)
    known = frozenset(c.id for c in index)
    named_by: dict[str, list[str]] = {}
    for c in index:
        for tok in clause_tokens(f"{c.summary} {c.decision or ''}", known):
            if tok.kind == "clause" and c.id not in named_by.setdefault(tok.ref, []):
                named_by[tok.ref].append(c.id)
    return DocsData(
        index=index,
        index_2018=load_2018_index(),
        known=known,
        scenarios=scenarios,
        by_clause=by_clause,
        coverage=report(features),
        waivers=load_waivers(features / "waivers.toml"),
        children=children,
        named_by=named_by,
    )


# ---------------------------------------------------------------------------------------------------
# Page models
# ---------------------------------------------------------------------------------------------------


def status(data: DocsData, clause_id: str) -> dict[str, Any]:
    """The coverage of one clause as shown on the pages: ``key`` (covered, waived, uncovered, or na for
    a definition or heading), the scenario count and a short label; ``real`` counts the scenarios of
    real cards only (``referee.portable``), ``real_waiver`` says why no real card can exercise it."""
    c = data.index[clause_id]
    count = len(data.by_clause.get(clause_id, []))
    waiver = data.waivers.get(clause_id)
    entry = data.coverage["clauses"].get(clause_id, {})
    real = int(entry.get("real_card_scenarios", 0))
    real_waiver = entry.get("real_card_waiver")
    plural = "s" if count != 1 else ""
    if count:
        key, label = "covered", f"{count} example{plural}"
        if c.kind == "T":
            label += f", {real} with real cards only" if real else ", none with real cards only"
    elif c.kind != "T":
        key, label = "na", "via other clauses" if c.kind == "D" else "see sub-clauses"
    elif waiver:
        key, label = "waived", "waived: cannot be tested yet"
    else:
        key, label = "uncovered", "no example yet"
    return {"key": key, "count": count, "label": label, "waiver": waiver, "real": real, "real_waiver": real_waiver}


def _siblings(data: DocsData, c: Clause) -> list[str]:
    if c.parent:
        return data.children.get(c.parent, [])
    return [x.id for x in data.index if x.parent is None and x.part == c.part]


def _ancestors(data: DocsData, c: Clause) -> list[Clause]:
    out: list[Clause] = []
    parent = c.parent
    while parent:
        p = data.index[parent]
        out.insert(0, p)
        parent = p.parent
    return out


def _related(data: DocsData, c: Clause, examples: list[Example]) -> list[dict[str, Any]]:
    """Clauses named with this one: cited by the same examples, and named in our own texts."""
    together: Counter[str] = Counter()
    for ex in examples:
        for cid in ex.clauses:
            if cid != c.id:
                together[cid] += 1
    named: list[str] = []
    texts = [c.summary, c.decision or ""]
    texts += [sc.rule_description for sc in data.by_clause.get(c.id, [])]
    for text in texts:
        for tok in clause_tokens(text, data.known):
            if tok.kind == "clause" and tok.ref != c.id and tok.ref not in named:
                named.append(tok.ref)
    naming = [x for x in data.named_by.get(c.id, []) if x != c.id]  # clauses whose own texts name this one
    out: list[dict[str, Any]] = []
    seen: set[str] = set()
    for cid, n in together.most_common():
        out.append({"clause": data.index[cid], "why": f"cited together in {n} example{'s' if n != 1 else ''}"})
        seen.add(cid)
    for cid in named:
        if cid not in seen:
            out.append({"clause": data.index[cid], "why": "named in the description of this clause"})
            seen.add(cid)
    for cid in naming:
        if cid not in seen:
            out.append({"clause": data.index[cid], "why": "names this clause in its own description"})
            seen.add(cid)
    return out


def _nearness(c: Clause, sc: Scenario) -> int:
    """Examples from the clause's own feature file (or its section's) first, then the sub-clauses',
    then the rest: ``9-4-attack-resolution.feature`` comes first on the page of C 9-4."""
    stem = re.match(r"\d+(?:-\d+)*", Path(sc.file).stem)
    if c.part != "C" or stem is None:
        return 2
    number = stem.group(0)
    if number == c.number or c.number.startswith(number + "-"):
        return 0
    return 1 if number.startswith(c.number + "-") else 2


def _groups(data: DocsData, c: Clause) -> list[dict[str, Any]]:
    """The examples of a clause grouped by the feature and rule they are written under."""
    groups: list[dict[str, Any]] = []
    for sc in sorted(data.by_clause.get(c.id, []), key=lambda s: (_nearness(c, s), s.file, s.line)):
        key = (sc.file, sc.rule)
        if not groups or groups[-1]["key"] != key:
            groups.append(
                {
                    "key": key,
                    "feature": sc.feature,
                    "file": sc.file,
                    "rule": sc.rule,
                    "description": clause_tokens(sc.rule_description, data.known) if sc.rule_description else [],
                    "examples": [],
                }
            )
        groups[-1]["examples"].append(data.example(sc))
    return groups


def clause_page(data: DocsData, clause_id: str) -> dict[str, Any] | None:
    c = data.index.get(clause_id)
    if c is None:
        return None
    siblings = _siblings(data, c)
    at = siblings.index(c.id)
    groups = _groups(data, c)
    examples = [ex for g in groups for ex in g["examples"]]
    return {
        "clause": c,
        "kind": KIND_LABELS[c.kind],
        "status": status(data, c.id),
        "summary": clause_tokens(c.summary, data.known),
        "decision": clause_tokens(c.decision, data.known) if c.decision else None,
        "ancestors": _ancestors(data, c),
        "children": [(data.index[x], status(data, x)) for x in data.children.get(c.id, [])],
        "previous": data.index[siblings[at - 1]] if at > 0 else None,
        "next": data.index[siblings[at + 1]] if at + 1 < len(siblings) else None,
        "related": _related(data, c, examples),
        "editions": [
            {"clause": data.index_2018[x], "relation": RELATION_LABELS[data.index_2018[x].relation]}
            for x in data.index_2018.sources_of(c.id)
        ],
        "groups": groups,
        "example_count": len(examples),
        "edition": data.index.edition,
        "source": data.index.source,
    }


def index_page(data: DocsData) -> dict[str, Any]:
    parts: list[dict[str, Any]] = []
    by_part: dict[str, dict[str, Any]] = {}
    for c in data.index:
        part = by_part.get(c.part)
        if part is None:
            part = by_part[c.part] = {"id": c.part, "name": PART_NAMES.get(c.part, c.part), "sections": []}
            parts.append(part)
        sid = section_of(c.id)
        if not part["sections"] or part["sections"][-1]["id"] != sid:
            head = data.index.get(sid)
            part["sections"].append(
                {"id": sid, "title": head.title if head else sid, "rows": [], "testable": 0, "covered": 0}
            )
        section = part["sections"][-1]
        st = status(data, c.id)
        section["rows"].append({"clause": c, "depth": c.id.count("-") - 1 if c.part != "App" else 0, "status": st})
        if c.kind == "T":
            section["testable"] += 1
            section["covered"] += 1 if st["key"] == "covered" else 0
    summary = data.coverage["summary"]
    for part in parts:
        totals = summary.get(
            part["id"], {"testable": 0, "covered": 0, "waived": 0, "real_cards": 0, "real_cards_waived": 0}
        )
        part["totals"] = {**totals, "uncovered": totals["testable"] - totals["covered"] - totals.get("waived", 0)}
    return {
        "parts": parts,
        "edition": data.index.edition,
        "source": data.index.source,
        "scenario_count": len(data.scenarios),
        "clause_count": len(data.index),
        "decisions": sum(1 for c in data.index if c.decision),
    }


# ---------------------------------------------------------------------------------------------------
# Rendering
# ---------------------------------------------------------------------------------------------------


def environment() -> Environment:
    env = Environment(
        loader=PackageLoader("referee", "templates"),
        autoescape=select_autoescape(["html"]),
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.globals["Tok"] = Tok
    return env


_ENV: Environment | None = None


def _env() -> Environment:
    global _ENV
    if _ENV is None:
        _ENV = environment()
    return _ENV


def render_index(data: DocsData, links: Links) -> str:
    return _env().get_template("docs_index.html").render(links=links, cite=data.index.cite, **index_page(data))


def render_clause(data: DocsData, clause_id: str, links: Links) -> str | None:
    page = clause_page(data, clause_id)
    if page is None:
        return None
    return _env().get_template("docs_clause.html").render(links=links, cite=data.index.cite, **page)


def render_missing(clause_id: str, links: Links) -> str:
    edition = load_clause_index().edition
    return _env().get_template("docs_missing.html").render(links=links, clause_id=clause_id, edition=edition)


def css_text() -> str:
    return files("referee").joinpath("static", "docs.css").read_text(encoding="utf-8")


def write_site(outdir: Path, features: Path) -> int:
    """Write the static site; returns the number of files written."""
    data = load_docs(features)
    pages = outdir / "clauses"
    if pages.is_dir():
        shutil.rmtree(pages)  # no stale pages of clauses that left the index
    pages.mkdir(parents=True, exist_ok=True)
    (outdir / "docs.css").write_text(css_text(), encoding="utf-8")
    (outdir / "index.html").write_text(render_index(data, static_links(0)), encoding="utf-8")
    links = static_links(1)
    count = 2
    for c in data.index:
        html = render_clause(data, c.id, links)
        assert html is not None
        (pages / f"{c.id}.html").write_text(html, encoding="utf-8")
        count += 1
    return count
