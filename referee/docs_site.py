"""The rules documented by their examples, per game: a page listing the games, and for each game an
index of every clause with its coverage, one page per clause with our summary, its place in the rules,
related clauses, our decision if any, its counterparts in other editions, and every scenario tagged
with it drawn as a readable example; and the page of the game's decisions.

The same rendering serves two outputs: ``python -m referee docs OUTDIR`` writes a static site (no
external assets), and the referee serves the pages under ``/games/<game>/clauses`` (the default game's
also under ``/clauses``; ``referee/docs_pages.py``). Only the links differ (:class:`Links`).

Game-neutral: what a game draws beyond the plain examples (a board, its citation style, its other
editions) comes through its ``Documents`` capability (``engine.contract``)."""

from __future__ import annotations

import re
import shutil
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib.resources import files
from pathlib import Path
from typing import Any

from jinja2 import ChoiceLoader, Environment, PackageLoader, PrefixLoader, select_autoescape

from engine.contract import Clause, ClauseIndex, Documents, Game, GameDocs, Portable
from engine.games import all_games, get_game

from .coverage import game_features, load_waivers, report, section_of
from .examples import Counterparts, Example, Tok, id_tokens, plain_example
from .gherkin import Scenario, read_features

KIND_LABELS = {
    "T": (
        "Testable rule",
        "A testable rule has an effect a scenario can observe, so it should have at least one example.",
    ),
    "D": ("Definition", "A definition names a term or a value that other clauses use; it is tested through them."),
    "H": ("Heading", "A heading groups the clauses below it."),
}


@dataclass
class Links:
    """How pages link to each other: relative file links in the static site, URLs when served."""

    css: str
    index: str  # the game's clause index
    clause_url: Callable[[str], str]
    games: str = ""  # the page listing every game ("" where there is none)
    decisions: str = ""  # the game's decisions page
    judge: str | None = None  # the judge's page, when the pages are served beside it

    def clause(self, clause_id: str) -> str:
        return self.clause_url(clause_id)


def static_links(depth: int, *, games: bool = False) -> Links:
    """Links from a page of a game's static pages ``depth`` folders below the game's root (its index 0,
    clauses 1); ``games``: the game's pages sit one folder below a page listing the games."""
    up = "../" * depth
    prefix = "" if depth else "clauses/"
    return Links(
        css=f"{up}{'../' if games else ''}docs.css",
        index=f"{up}index.html",
        clause_url=lambda cid: f"{prefix}{cid}.html",
        games=f"{up}../index.html" if games else "",
        decisions=f"{up}decisions.html",
    )


class PlainDocs:
    """The examples of a game without the ``Documents`` capability: steps as text, clause ids linked."""

    template_package = None
    examples_intro = ""

    def __init__(self, game: Game) -> None:
        self.pattern = game.clause_scheme.pattern

    def tokens(self, text: str, known: frozenset[str]) -> list[Tok]:
        return id_tokens(text, known, self.pattern)

    def example(self, scenario: Scenario, known: frozenset[str]) -> Example:
        return plain_example(scenario, known, self.pattern)

    def counterparts(self, clause_id: str) -> Counterparts | None:
        return None


def game_docs(game: Game) -> GameDocs:
    return game.docs() if isinstance(game, Documents) else PlainDocs(game)


@dataclass
class DocsData:
    """Everything one game's pages are drawn from, read once."""

    game: Game
    docs: GameDocs
    index: ClauseIndex
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
            self.examples[key] = self.docs.example(sc, self.known)
        return self.examples[key]

    def tokens(self, text: str) -> list[Tok]:
        return self.docs.tokens(text, self.known)


def load_docs(game: Game, features: Path) -> DocsData:
    """The data of ``game``'s pages; ``features`` is its feature folder (``features/<game>``)."""
    index = game.index()
    docs = game_docs(game)
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
        for tok in docs.tokens(f"{c.summary} {c.decision or ''}", known):
            if tok.kind == "clause" and c.id not in named_by.setdefault(tok.ref, []):
                named_by[tok.ref].append(c.id)
    return DocsData(
        game=game,
        docs=docs,
        index=index,
        known=known,
        scenarios=scenarios,
        by_clause=by_clause,
        coverage=report(game, features),
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
        if c.kind == "T" and isinstance(data.game, Portable):
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
        for tok in data.tokens(text):
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


def _nearness(data: DocsData, c: Clause, sc: Scenario) -> int:
    """Examples from the clause's own feature file (or its section's) first, then the sub-clauses',
    then the rest: ``9-4-attack-resolution.feature`` comes first on the page of C 9-4. Feature files
    are named by the numbers of the part a bare number selects (the clause scheme's default prefix)."""
    stem = re.match(r"\d+(?:-\d+)*", Path(sc.file).stem)
    if not c.id.startswith(data.game.clause_scheme.default_prefix) or stem is None:
        return 2
    number = stem.group(0)
    if number == c.number or c.number.startswith(number + "-"):
        return 0
    return 1 if number.startswith(c.number + "-") else 2


def _groups(data: DocsData, c: Clause) -> list[dict[str, Any]]:
    """The examples of a clause grouped by the feature and rule they are written under."""
    groups: list[dict[str, Any]] = []
    for sc in sorted(data.by_clause.get(c.id, []), key=lambda s: (_nearness(data, c, s), s.file, s.line)):
        key = (sc.file, sc.rule)
        if not groups or groups[-1]["key"] != key:
            groups.append(
                {
                    "key": key,
                    "feature": sc.feature,
                    "file": sc.file,
                    "rule": sc.rule,
                    "description": data.tokens(sc.rule_description) if sc.rule_description else [],
                    "examples": [],
                }
            )
        groups[-1]["examples"].append(data.example(sc))
    return groups


def _page_common(data: DocsData) -> dict[str, Any]:
    game = data.game
    edition = next(e for e in game.editions if e.id == data.index.edition)
    return {
        "game": game,
        "edition": data.index.edition,
        "edition_title": edition.title,
        "source": data.index.source,
        "parts": game.clause_scheme.parts,
        "scheme": game.clause_scheme,
        "cite": data.index.cite,
        "board_template": f"{game.id}/board.html" if data.docs.template_package else None,
        "examples_intro": data.docs.examples_intro,
        "portable": isinstance(game, Portable),  # it says which scenarios use real cards only
    }


def clause_page(data: DocsData, clause_id: str) -> dict[str, Any] | None:
    c = data.index.get(clause_id)
    if c is None:
        return None
    siblings = _siblings(data, c)
    at = siblings.index(c.id)
    groups = _groups(data, c)
    examples = [ex for g in groups for ex in g["examples"]]
    return {
        **_page_common(data),
        "clause": c,
        "kind": KIND_LABELS[c.kind],
        "status": status(data, c.id),
        "summary": data.tokens(c.summary),
        "decision": data.tokens(c.decision) if c.decision else None,
        "ancestors": _ancestors(data, c),
        "children": [(data.index[x], status(data, x)) for x in data.children.get(c.id, [])],
        "previous": data.index[siblings[at - 1]] if at > 0 else None,
        "next": data.index[siblings[at + 1]] if at + 1 < len(siblings) else None,
        "related": _related(data, c, examples),
        "counterparts": data.docs.counterparts(c.id),
        "groups": groups,
        "example_count": len(examples),
    }


def index_page(data: DocsData) -> dict[str, Any]:
    parts: list[dict[str, Any]] = []
    by_part: dict[str, dict[str, Any]] = {}
    names = data.game.clause_scheme.parts
    for c in data.index:
        part = by_part.get(c.part)
        if part is None:
            part = by_part[c.part] = {"id": c.part, "name": names.get(c.part, c.part), "sections": []}
            parts.append(part)
        sid = section_of(c.id, data.index)
        if not part["sections"] or part["sections"][-1]["id"] != sid:
            head = data.index.get(sid)
            part["sections"].append(
                {"id": sid, "title": head.title if head else sid, "rows": [], "testable": 0, "covered": 0}
            )
        section = part["sections"][-1]
        st = status(data, c.id)
        section["rows"].append({"clause": c, "depth": len(_ancestors(data, c)), "status": st})
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
        **_page_common(data),
        "parts_of_index": parts,
        "scenario_count": len(data.scenarios),
        "clause_count": len(data.index),
        "decisions": sum(1 for c in data.index if c.decision),
    }


def decisions_page(data: DocsData) -> dict[str, Any]:
    rows = [{"clause": c, "decision": data.tokens(c.decision)} for c in data.index if c.decision]
    return {**_page_common(data), "rows": rows}


def games_page(games: list[Game], features_root: Path) -> dict[str, Any]:
    rows = []
    for game in games:
        rep = report(game, game_features(game, features_root))
        testable = sum(t["testable"] for t in rep["summary"].values())
        covered = sum(t["covered"] for t in rep["summary"].values())
        index = game.index()
        rows.append({"game": game, "edition": index.edition, "clauses": len(index), "testable": testable,
                     "covered": covered, "decisions": sum(1 for c in index if c.decision)})
    return {"rows": rows}


# ---------------------------------------------------------------------------------------------------
# Rendering
# ---------------------------------------------------------------------------------------------------


def environment() -> Environment:
    """The referee's templates, and under ``<game>/`` each game's own (its board)."""
    games = {}
    for game in all_games():
        docs = game_docs(game)
        if docs.template_package:
            games[game.id] = PackageLoader(docs.template_package, "templates")
    env = Environment(
        loader=ChoiceLoader([PackageLoader("referee", "templates"), PrefixLoader(games)]),
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
    return _env().get_template("docs_index.html").render(links=links, **index_page(data))


def render_clause(data: DocsData, clause_id: str, links: Links) -> str | None:
    page = clause_page(data, clause_id)
    if page is None:
        return None
    return _env().get_template("docs_clause.html").render(links=links, **page)


def render_decisions(data: DocsData, links: Links) -> str:
    return _env().get_template("docs_decisions.html").render(links=links, **decisions_page(data))


def render_missing(data: DocsData, clause_id: str, links: Links) -> str:
    return _env().get_template("docs_missing.html").render(links=links, clause_id=clause_id, **_page_common(data))


def render_games(games: list[Game], features_root: Path, game_url: Callable[[str], str], css: str) -> str:
    """The page listing the games, each linked to its clause index (``game_url(game id)``)."""
    page = games_page(games, features_root)
    return _env().get_template("docs_games.html").render(game_url=game_url, css=css, **page)


def css_text() -> str:
    """The referee's stylesheet of the pages, and each game's rules for its board (the
    ``templates/board.css`` beside its ``board.html``), appended."""
    parts = [files("referee").joinpath("static", "docs.css").read_text(encoding="utf-8")]
    for game in all_games():
        package = game_docs(game).template_package
        board = files(package).joinpath("templates", "board.css") if package else None
        if board is not None and board.is_file():
            parts.append(board.read_text(encoding="utf-8"))
    return "\n".join(parts)


def write_game_site(outdir: Path, game: Game, features_root: Path, *, nested: bool = False) -> int:
    """Write one game's pages (index.html, decisions.html, clauses/<id>.html) into ``outdir``; with
    ``nested`` they sit one folder below a page listing the games. Returns the number of files written."""
    data = load_docs(game, game_features(game, features_root))
    pages = outdir / "clauses"
    if pages.is_dir():
        shutil.rmtree(pages)  # no stale pages of clauses that left the index
    pages.mkdir(parents=True, exist_ok=True)
    count = 2
    if not nested:
        (outdir / "docs.css").write_text(css_text(), encoding="utf-8")
        count += 1
    (outdir / "index.html").write_text(render_index(data, static_links(0, games=nested)), encoding="utf-8")
    (outdir / "decisions.html").write_text(render_decisions(data, static_links(0, games=nested)), encoding="utf-8")
    links = static_links(1, games=nested)
    for c in data.index:
        html = render_clause(data, c.id, links)
        assert html is not None
        (pages / f"{c.id}.html").write_text(html, encoding="utf-8")
        count += 1
    return count


def write_site(outdir: Path, features_root: Path, game_id: str | None = None) -> int:
    """Write the static site; returns the number of files written. One game: its pages at ``outdir``.
    Every game: ``index.html`` listing the games, ``docs.css``, and each game's pages under ``<game>/``."""
    outdir.mkdir(parents=True, exist_ok=True)
    if game_id is not None:
        return write_game_site(outdir, get_game(game_id), features_root)
    games = all_games()
    (outdir / "docs.css").write_text(css_text(), encoding="utf-8")
    html = render_games(games, features_root, lambda g: f"{g}/index.html", "docs.css")
    (outdir / "index.html").write_text(html, encoding="utf-8")
    count = 2
    for game in games:
        count += write_game_site(outdir / game.id, game, features_root, nested=True)
    return count
