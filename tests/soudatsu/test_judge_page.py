"""奏奪 on the judge's page, end to end in headless Chromium (as tests/e2e/test_judge_page.py does for
Furuyoni; skipped only where no Chromium is installed, never in CI): the page's game picker opens 奏奪,
its board renderer (referee/static/games/soudatsu.js) draws a pasted position, the API of 奏奪 rules on
the options clicked and on an illegal action typed in, a card's panel shows its inline facts, a duel
starts from the game's test decks, and a saved case reopens on 奏奪."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support import expected_conditions as ec
from selenium.webdriver.support.ui import WebDriverWait

from tests import served
from tests.e2e.conftest import make_browser, needs_browser

pytestmark = needs_browser

Json = dict[str, Any]


def player() -> Json:
    return {"life": 20, "deck": [], "hand": [], "play": [], "face_down": [], "recursion": [], "graveyard": []}


def soldier(cid: str, mark: str, attack: int, health: int) -> Json:
    return {"id": cid, "kind": "soldier", "mark": mark, "attack": attack, "health": health}


def position() -> Json:
    """A's turn 3, its actions (SD-guide-7-2): A's pikeman (2/2) in play and a militia in hand, B's
    knight (3/3) in play."""
    players = [player(), player()]
    players[0]["play"], players[0]["hand"], players[1]["play"] = ["A:pikeman"], ["A:militia"], ["B:knight"]
    return {
        "format": "soudatsu-position/1",
        "answers": [],
        "state": {
            "edition": "ja-basic", "step": "main", "turn": 3, "active": 0, "first": 0, "players": players,
            "cards": {"A:pikeman": {"card": "pikeman", "owner": 0}, "A:militia": {"card": "militia", "owner": 0},
                      "B:knight": {"card": "knight", "owner": 1}},
            "definitions": {"pikeman": soldier("pikeman", "recycle", 2, 2), "militia": soldier("militia", "recycle", 1, 2),
                            "knight": soldier("knight", "skull", 3, 3)},
        },
    }  # fmt: skip


@pytest.fixture(scope="module")
def base(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with served.served(tmp_path_factory.mktemp("data"), workers=1) as url:
        yield url


@pytest.fixture(scope="module")
def browser() -> Iterator[WebDriver]:
    driver = make_browser()
    try:
        yield driver
    finally:
        driver.quit()


def wait_text(driver: WebDriver, css: str, text: str) -> None:
    WebDriverWait(driver, 10).until(ec.text_to_be_present_in_element((By.CSS_SELECTOR, css), text))


def click_option(driver: WebDriver, label: str) -> None:
    WebDriverWait(driver, 10).until(
        ec.element_to_be_clickable((By.XPATH, f"//div[@id='options']//button[@class='option'][starts-with(normalize-space(), '{label}')]"))
    ).click()


def open_soudatsu(driver: WebDriver, base: str) -> None:
    """From the default game's page, through the game picker."""
    driver.get(base + "/")
    driver.find_element(By.CSS_SELECTOR, "nav.games a[data-game='soudatsu']").click()
    WebDriverWait(driver, 10).until(lambda d: "game=soudatsu" in d.current_url)
    assert "奏奪 (Soudatsu) referee" in driver.find_element(By.TAG_NAME, "h1").text


def paste(driver: WebDriver, doc: Json) -> None:
    for box in ("start-box", "paste-box"):
        if driver.find_element(By.ID, box).get_attribute("open") is None:
            driver.find_element(By.CSS_SELECTOR, f"#{box} > summary").click()
    driver.execute_script("document.getElementById('paste').value = arguments[0]", json.dumps(doc))
    driver.find_element(By.ID, "load-position").click()


def board_text(driver: WebDriver) -> str:
    return str(driver.find_element(By.ID, "board").text)


def test_the_picker_opens_soudatsu_and_its_board_is_drawn(browser: WebDriver, base: str) -> None:
    open_soudatsu(browser, base)
    current = browser.find_element(By.CSS_SELECTOR, "nav.games a[aria-current='page']")
    assert current.get_attribute("data-game") == "soudatsu"
    paste(browser, position())
    wait_text(browser, "#board .status", "Turn 3 · player A's actions of the turn")
    assert "life 20" in browser.find_element(By.CSS_SELECTOR, "#board section[aria-label='Player B'] .life").text
    pikeman = browser.find_element(By.CSS_SELECTOR, "#board [data-uid='A:pikeman']").text
    assert "pikeman" in pikeman and "2/2" in pikeman
    assert "3/3" in browser.find_element(By.CSS_SELECTOR, "#board [data-uid='B:knight']").text
    wait_text(browser, "#decision h2", "Player A to decide: main")
    clause = browser.find_element(By.CSS_SELECTOR, "#decision h2 a.clause")
    assert clause.text == "SD-guide-7-2" and clause.get_attribute("href").endswith("/games/soudatsu/clauses/SD-guide-7-2")


def test_an_attack_is_ruled_by_soudatsu_and_a_second_one_refused(browser: WebDriver, base: str) -> None:
    open_soudatsu(browser, base)
    paste(browser, position())
    click_option(browser, "A: pikeman attacks knight")
    wait_text(browser, "#timeline li.latest", "legal")
    # SD-detail-soldier-5: both soldiers deal their attack to each other; the pikeman (2/2) takes 3 and goes.
    WebDriverWait(browser, 10).until(lambda d: "2 damage" in d.find_element(By.CSS_SELECTOR, "#board [data-uid='B:knight']").text)
    assert "pikeman" in browser.find_element(By.CSS_SELECTOR, "#board section[aria-label='Player A'] [data-zone='Recursion zone']").text
    # An attack by the militia still in hand is no option: typed in, it is ruled illegal and changes nothing.
    browser.find_element(By.CSS_SELECTOR, "#decision details > summary").click()
    action = {"type": "attack", "player": 0, "attacker": "A:militia", "target": "opponent"}
    browser.execute_script("document.getElementById('custom-action').value = arguments[0]", json.dumps(action))
    browser.find_element(By.ID, "submit-custom").click()
    wait_text(browser, "#timeline li.latest", "illegal")
    cited = browser.find_elements(By.CSS_SELECTOR, "#timeline li.latest a.clause")
    assert cited and all("/games/soudatsu/clauses/SD-" in str(a.get_attribute("href")) for a in cited)
    assert "2 damage" in browser.find_element(By.CSS_SELECTOR, "#board [data-uid='B:knight']").text


def test_a_card_panel_shows_the_inline_card(browser: WebDriver, base: str) -> None:
    open_soudatsu(browser, base)
    paste(browser, position())
    WebDriverWait(browser, 10).until(ec.element_to_be_clickable((By.CSS_SELECTOR, "#options button.about"))).click()
    panel = browser.find_element(By.ID, "card-panel-body")
    WebDriverWait(browser, 10).until(lambda d: "militia" in panel.text)
    assert "An inline test card" in panel.text and "soldier" in panel.text and "recycle" in panel.text
    browser.find_element(By.CSS_SELECTOR, "#card-panel button.close").click()


def test_a_duel_of_test_decks_starts_and_a_saved_case_reopens(browser: WebDriver, base: str, tmp_path: Path) -> None:
    open_soudatsu(browser, base)
    browser.find_element(By.ID, "new-duel-button").click()
    wait_text(browser, "#board .status", "setup")
    wait_text(browser, "#decision h2", "to decide: redraw")
    click_option(browser, "B: keep the opening hand")
    wait_text(browser, "#timeline li.latest", "legal")
    browser.find_element(By.ID, "save-ruling").click()
    WebDriverWait(browser, 10).until(lambda d: d.find_element(By.ID, "copied").get_attribute("data-link"))
    link = str(browser.find_element(By.ID, "copied").get_attribute("data-link"))
    fresh = make_browser()
    try:
        fresh.get(link)
        wait_text(fresh, "#timeline li.latest", "keep the opening hand")
        assert "奏奪 (Soudatsu) referee" in fresh.find_element(By.TAG_NAME, "h1").text
        assert fresh.find_element(By.CSS_SELECTOR, "main").get_attribute("data-game") == "soudatsu"
        fresh.save_screenshot(str(tmp_path / "soudatsu-saved.png"))
    finally:
        fresh.quit()
