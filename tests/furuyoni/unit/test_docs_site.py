"""`python -m referee docs OUTDIR`: the static documentation site, and the rendering of scenarios as
examples (the position drawn from the Given steps, the actions, the expected outcome, the clauses)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from markupsafe import escape

from engine.furuyoni.editions.ko_2025_01_31 import load_clause_index
from engine.furuyoni.tooling.examples import build_example, clause_tokens, effect_words
from referee.cli import main
from referee.gherkin import read_features

FEATURES = Path(__file__).resolve().parents[3] / "features" / "furuyoni"
KNOWN = frozenset(c.id for c in load_clause_index())


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("site")
    assert main(["docs", str(out), "--game", "furuyoni"]) == 0
    return out


def test_the_site_has_an_index_a_stylesheet_and_a_page_per_clause(site: Path) -> None:
    index = (site / "index.html").read_text(encoding="utf-8")
    assert (site / "docs.css").is_file()
    pages = {p.stem for p in (site / "clauses").glob("*.html")}
    assert pages == {c.id for c in load_clause_index()}
    assert 'href="clauses/C-9-4.html"' in index and 'href="clauses/C-5-8-3-2.html"' in index
    assert "testable clauses have an example" in index
    assert 'href="docs.css"' in index


@pytest.mark.parametrize("clause_id", ["C-5-8-3-2", "C-9-4"])
def test_clause_page_has_summary_place_and_rendered_examples(site: Path, clause_id: str) -> None:
    clause = load_clause_index()[clause_id]
    html = (site / "clauses" / f"{clause_id}.html").read_text(encoding="utf-8")
    assert str(escape(clause.summary)) in html
    assert f"{clause.citation}</span> {clause.title}" in html
    assert "Place in the rules" in html and f'href="{clause.parent}.html"' in html
    assert html.count('class="example"') >= 3
    assert html.count('<figure class="board">') >= 3  # the position drawn as a board
    assert 'class="beat beat-action"' in html and 'class="beat beat-expect"' in html
    assert "Clauses cited:" in html
    assert 'href="../docs.css"' in html
    # self-contained: no external asset of any kind
    assert not re.search(r"""(?:src|href)=["'](?:https?:)?//""", html)


def test_the_damage_page_reads_in_order(site: Path) -> None:
    html = (site / "clauses" / "C-5-8-3-2.html").read_text(encoding="utf-8")
    first = html.index("With enough aura the defender may take the aura side")
    assert html.index("B must now decide how to take the damage", first) < html.index(
        "B takes the damage on aura", first
    )
    assert "In the 2018 Japanese rules" in html and "C 9-4" in html  # 2018's damage clause


def test_the_attack_page_shows_the_reading_and_the_sub_clause(site: Path) -> None:
    html = (site / "clauses" / "C-9-4.html").read_text(encoding="utf-8")
    assert "Our reading" in html and "reacting" in html
    assert 'href="C-9-4-1.html"' in html
    assert "When used: nullify the attack it reacts to" in html
    # the clause's own feature file comes before scenarios of other sections that also cite it
    assert html.index("9-4-attack-resolution.feature") < html.index("1-4-rules-versus-cards.feature")


def test_given_steps_become_a_board() -> None:
    sc = next(s for s in read_features(FEATURES) if s.name == "with enough aura the defender may take the aura side")
    ex = build_example(sc, KNOWN)
    assert ex.board is not None
    assert (ex.board.distance, ex.board.dust, ex.board.active) == (4, 0, "A")
    b = ex.board.sides["B"]
    assert (b.stats["aura"], b.stats["life"]) == (3, 10) and {"aura", "life"} <= b.set_stats
    assert [c.uid for c in b.zones["hand"]] == ["B:slash"]
    assert [c.card for c in ex.board.sides["A"].zones["hand"]] == ["slash", "poke", "tap", "feint"]
    assert [b.kind for b in ex.beats] == ["action", "action", "expect", "expect", "action", "expect", "expect"]
    assert ex.clauses == ["C-5-8-3-2", "C-5-8-3-1"]
    assert ex.cards[0].id == "slash" and ("range", "3-4") in ex.cards[0].facts


def test_enhancements_trumps_and_unknown_steps() -> None:
    sc = next(s for s in read_features(FEATURES) if "reaction choices are the hand's reaction cards" in s.name)
    ex = build_example(sc, KNOWN)
    assert ex.board is not None
    trumps = {c.card: c.trump_state for c in ex.board.sides["B"].zones["trumps"]}
    assert trumps == {"ward": "unused", "spent": "used"}
    setup = next(s for s in read_features(FEATURES) if s.file.endswith("2-goddess-selection.feature"))
    assert build_example(setup, KNOWN).setup  # not a board position: kept as text


def test_effects_and_citations_in_words() -> None:
    assert effect_words("after_attack: move dust -> self.aura 2") == (
        "After the attack: move 2 crystals from the dust to its holder's aura"
    )
    assert effect_words("on_use: perform_attack 0-10 -/1") == "When used: perform an attack (range 0-10, damage -/1)"
    assert effect_words("while_deployed@start_phase: gain_concentration self") == (
        "While deployed, in its holder's start phase: its holder gains 1 concentration"
    )
    assert effect_words("on_use: something new") == "on_use: something new"
    toks = clause_tokens("see C 5-8-1, 5-8-2 and C 9-4 ii", KNOWN)
    assert [t.ref for t in toks if t.kind == "clause"] == ["C-5-8-1", "C-5-8-2", "C-9-4"]
    assert [t.text for t in toks if t.kind == "clause"][-1] == "C 9-4 ii"


def test_the_static_site_has_the_go_to_box_and_search_without_a_judges_page(site: Path) -> None:
    """Issue 16: every page can go to a clause by number and search the index; the static site has no judge's
    page to link back to (the served pages do, tests/e2e/test_docs_pages.py)."""
    index = (site / "index.html").read_text(encoding="utf-8")
    page = (site / "clauses" / "C-9-4.html").read_text(encoding="utf-8")
    assert 'data-clause-url="clauses/__ID__.html"' in index and 'data-clause-url="__ID__.html"' in page
    assert 'action="../index.html"' in page and 'id="search-count"' in index
    assert 'class="judge"' not in index + page
