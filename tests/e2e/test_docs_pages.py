"""The clause documentation in headless Chromium, served by the real referee: from the index to the
page of C 9-4, whose examples show a drawn position, the actions and the expected outcome. Skipped
only where no Chromium is installed (never in CI)."""

from __future__ import annotations

from pathlib import Path

from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support import expected_conditions as ec
from selenium.webdriver.support.ui import WebDriverWait

from tests.e2e.conftest import needs_browser

pytestmark = needs_browser


def test_from_the_index_to_the_examples_of_attack_resolution(browser: WebDriver, base: str, tmp_path: Path) -> None:
    browser.get(base + "/clauses")
    assert "testable clauses have an example" in browser.find_element(By.CSS_SELECTOR, ".totals").text
    browser.find_element(By.CSS_SELECTOR, "#C-9 a[href='/clauses/C-9-4']").click()
    assert browser.find_element(By.TAG_NAME, "h1").text == "C 9-4 Attack resolution"
    assert "Our reading" in browser.find_element(By.CSS_SELECTOR, "aside.decision").text
    example = browser.find_element(By.CSS_SELECTOR, "article.example")
    board = example.find_element(By.CSS_SELECTOR, "figure.board")
    assert board.is_displayed() and board.size["height"] > 100
    assert "Distance" in board.text and "Player B" in board.text and "Player A" in board.text
    beats = [li.text for li in example.find_elements(By.CSS_SELECTOR, "li.beat")]
    assert beats and beats[0].startswith("ACTION")
    # the stylesheet applied: actions and expectations are drawn side by side with the position
    play = example.find_element(By.CSS_SELECTOR, ".play")
    assert play.location["x"] > board.location["x"] + board.size["width"] / 2
    written = example.find_element(By.CSS_SELECTOR, "details.written")
    written.find_element(By.TAG_NAME, "summary").click()
    assert "Scenario:" in written.find_element(By.TAG_NAME, "pre").text
    browser.save_screenshot(str(tmp_path / "clause-C-9-4.png"))
    browser.find_element(By.CSS_SELECTOR, ".place a[href='/clauses/C-9-4-1']").click()
    assert browser.find_element(By.TAG_NAME, "h1").text == "C 9-4-1 Range check"


def test_go_to_a_clause_search_and_back_to_the_judges_page(browser: WebDriver, base: str) -> None:
    """Issue 16: a "go to clause" box and a search on the clause pages, and a way back to the judge's page."""
    browser.get(base + "/clauses/C-5-8")
    box = browser.find_element(By.ID, "goto-clause")
    box.send_keys("c 9.4.1\n")
    WebDriverWait(browser, 10).until(ec.url_to_be(base + "/clauses/C-9-4-1"))
    assert browser.find_element(By.TAG_NAME, "h1").text == "C 9-4-1 Range check"
    browser.find_element(By.ID, "goto-clause").send_keys("A 18-5\n")
    WebDriverWait(browser, 10).until(ec.url_to_be(base + "/clauses/A-18-5"))
    browser.find_element(By.ID, "goto-clause").send_keys("nonsense\n")
    WebDriverWait(browser, 10).until(ec.visibility_of_element_located((By.ID, "goto-problem")))
    assert "not a clause number" in browser.find_element(By.ID, "goto-problem").text
    # Search from a clause page lands on the index, filtered.
    search = browser.find_element(By.ID, "search-clauses")
    search.send_keys("range check\n")
    WebDriverWait(browser, 10).until(ec.text_to_be_present_in_element((By.ID, "search-count"), "match"))
    shown = [tr for tr in browser.find_elements(By.CSS_SELECTOR, "table.clauses tbody tr") if tr.is_displayed()]
    assert shown and all("range" in tr.text.lower() for tr in shown)
    assert any("C 9-4-1" in tr.text for tr in shown)
    hidden = browser.find_elements(By.CSS_SELECTOR, "table.clauses tbody tr[hidden]")
    assert len(hidden) > 100  # the rest is filtered out
    browser.find_element(By.CSS_SELECTOR, "header.site a.judge").click()
    WebDriverWait(browser, 10).until(ec.url_to_be(base + "/"))
    assert "Furuyoni referee" in browser.find_element(By.TAG_NAME, "h1").text
