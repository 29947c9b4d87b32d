"""Monster Collection on the judge's page, end to end in headless Chromium (as tests/soudatsu/test_judge_page.py
does for 奏奪; skipped only where no Chromium is installed, never in CI): the game picker opens Monster
Collection, its board renderer (referee/static/games/monster-collection.js) draws a position pasted in the
middle of a battle — the battlefield's areas and terrains, the units' values, the battle's timing and its
counter chain — the game's API refuses an illegal answer typed in (with links to the clauses that forbid
it) and rules on an option clicked, a concession ends the game with its result shown (MC 1.2.5), a card's
panel shows its declared facts, a duel starts from the game's test decks, and a saved case reopens on
Monster Collection."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support import expected_conditions as ec
from selenium.webdriver.support.ui import WebDriverWait

from tests import served
from tests.e2e.conftest import make_browser, needs_browser

pytestmark = needs_browser

Json = dict[str, Any]
TITLE = "モンスター・コレクション TCG (Monster Collection) referee"


def unit(cid: str, name: str, level: int, attack: int, defence: int, **more: Any) -> Json:
    return {
        "id": cid,
        "name": name,
        "type": "unit",
        "level": level,
        "attack": attack,
        "defence": defence,
        "advance": ["walking"],
        **more,
    }


def position() -> Json:
    """A's turn 3: A's Goblin (3/2, equipping a Sword +2 attack) and Orc (4/3) at b2 advance into b3, where
    B's Wall (0/9, 1 damage) and Mage (1/3, a fire spell slot) stand; B holds Zap (a counter battle spell:
    3 damage to an enemy unit). The answers reach the first normal timing (MC 8.3.5): A's attack is
    declared and B, in the counter chain (MC 10.1.10), may answer it."""
    defs = {
        "filler": {"id": "filler", "name": "Filler", "type": "battle_spell"},
        "plains": {"id": "plains", "name": "Plains", "type": "terrain", "limit": 8},
        "goblin": unit("goblin", "Goblin", 1, 3, 2, standing={"items": 1}),
        "orc": unit("orc", "Orc", 2, 4, 3),
        "wall": unit("wall", "Wall", 1, 0, 9),
        "mage": unit("mage", "Mage", 2, 1, 3, standing={"spells": ["fire"]}),
        "sword": {
            "id": "sword",
            "name": "Sword",
            "type": "item",
            "classification": "equipment",
            "equip_cost": 1,
            "bonus_attack": 2,
        },
        "zap": {
            "id": "zap",
            "name": "Zap",
            "type": "battle_spell",
            "attributes": ["fire"],
            "abilities": [
                {
                    "kind": "hand",
                    "timing": ["counter"],
                    "target": "enemy_unit",
                    "effects": [{"kind": "damage", "amount": 3}],
                }
            ],
        },
    }
    cards: Json = {}
    players: list[Json] = []
    for p, who in ((0, "A"), (1, "B")):
        pile = [f"{who}:filler-{k}" for k in range(1, 6)]
        for u in [f"{who}:hq", *pile]:
            cards[u] = {"card": "filler", "owner": p}
        players.append({"draw_pile": pile, "hand": [], "discard": [], "removed": [], "effect_zone": []})
    for u, c, o in (
        ("A:plains", "plains", 0),
        ("B:plains", "plains", 1),
        ("A:goblin", "goblin", 0),
        ("A:orc", "orc", 0),
        ("A:sword", "sword", 0),
        ("A:mage", "mage", 0),
        ("B:wall", "wall", 1),
        ("B:mage", "mage", 1),
        ("B:zap", "zap", 1),
    ):
        cards[u] = {"card": c, "owner": o}
    players[0]["hand"], players[1]["hand"] = ["A:mage"], ["B:zap"]
    state = {
        "turn": 3,
        "active": 0,
        "first_player": 0,
        "step": "main",
        "definitions": defs,
        "cards": cards,
        "players": players,
        "battlefield": [
            {"area": "b1", "card": "A:hq", "placed_by": 0, "kind": "headquarters", "units": []},
            {
                "area": "b2",
                "card": "A:plains",
                "placed_by": 0,
                "kind": "card",
                "units": [{"card": "A:goblin", "equipment": [{"card": "A:sword", "slots": 1}]}, {"card": "A:orc"}],
            },
            {
                "area": "b3",
                "card": "B:plains",
                "placed_by": 1,
                "kind": "card",
                "units": [{"card": "B:wall", "damage": 1}, {"card": "B:mage"}],
            },
            {"area": "b4", "card": "B:hq", "placed_by": 1, "kind": "headquarters", "units": []},
        ],
    }
    answers = [
        {"type": "advance", "player": 0},
        {"type": "advance_unit", "player": 0, "unit": "A:goblin", "to": "b3"},
        {"type": "advance_unit", "player": 0, "unit": "A:orc", "to": "b3"},
        {"type": "done", "player": 0},
        {"type": "front", "player": 0, "unit": "A:goblin"},
        {"type": "front", "player": 1, "unit": "B:wall"},
    ]
    return {"format": "monster-collection-position/1", "state": state, "answers": answers}  # fmt: skip


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
        ec.element_to_be_clickable(
            (By.XPATH, f"//div[@id='options']//button[@class='option'][starts-with(normalize-space(), '{label}')]")
        )
    ).click()


def open_mc(driver: WebDriver, base: str) -> None:
    """From the default game's page, through the game picker."""
    driver.get(base + "/")
    driver.find_element(By.CSS_SELECTOR, "nav.games a[data-game='monster-collection']").click()
    WebDriverWait(driver, 10).until(lambda d: "game=monster-collection" in d.current_url)
    assert TITLE in driver.find_element(By.TAG_NAME, "h1").text


def paste(driver: WebDriver, doc: Json) -> None:
    for box in ("start-box", "paste-box"):
        if driver.find_element(By.ID, box).get_attribute("open") is None:
            driver.find_element(By.CSS_SELECTOR, f"#{box} > summary").click()
    driver.execute_script("document.getElementById('paste').value = arguments[0]", json.dumps(doc))
    driver.find_element(By.ID, "load-position").click()


def text(driver: WebDriver, css: str) -> str:
    """The element's text, read again if the page redrew it between finding and reading."""
    for _ in range(4):
        try:
            return str(driver.find_element(By.CSS_SELECTOR, css).text)
        except StaleElementReferenceException:
            continue
    return str(driver.find_element(By.CSS_SELECTOR, css).text)


def test_the_picker_opens_monster_collection_and_draws_a_battle(browser: WebDriver, base: str) -> None:
    open_mc(browser, base)
    assert (
        browser.find_element(By.CSS_SELECTOR, "nav.games a[aria-current='page']").get_attribute("data-game")
        == "monster-collection"
    )
    paste(browser, position())
    wait_text(browser, "#board .status", "Turn 3 · player A's main phase")
    # MC 5.1.2: twelve areas; the battle's area b3 holds both parties, b2 is left with its terrain only.
    assert len(browser.find_elements(By.CSS_SELECTOR, "#board .field-grid .area")) == 12
    b3 = text(browser, "#board .area[data-area='b3']")
    assert "Plains" in b3 and "limit 8" in b3 and "battle" in b3
    assert "battle-here" in str(
        browser.find_element(By.CSS_SELECTOR, "#board .area[data-area='b3']").get_attribute("class")
    )
    # The units' values as read now (MC 3.2.2): the Goblin's attack 3 + the Sword's 2; the Wall's damage.
    goblin = text(browser, "#board .area[data-area='b3'] [data-uid='A:goblin']")
    assert "Goblin" in goblin and "5/2" in goblin and "equips Sword" in goblin
    assert "1 damage" in text(browser, "#board [data-uid='B:wall']")
    assert "vacant" in text(browser, "#board .area[data-area='a2']")
    # Headquarters face down (MC 5.1.2.10), the headquarters' state, B's hand as a count (5.1.4.3: B decides, so it is
    # B's hand that is open and A's that is a count), draw piles as counts (5.1.3.6).
    hq = browser.find_element(By.CSS_SELECTOR, "#board .area[data-area='b4'] .card.back")
    assert "Player B's headquarters" in hq.text
    assert "headquarters at b1 holds" in text(browser, "#board section[aria-label='Player A'] h3")
    assert "Zap" in text(browser, "#board section[aria-label='Player B'] [data-zone='Hand']")
    a_hand = text(browser, "#board section[aria-label='Player A'] [data-zone='Hand'] summary")
    assert a_hand.startswith("1") and "Mage" not in a_hand
    assert text(
        browser, "#board section[aria-label='Player B'] [data-zone='Draw pile (top first)'] summary"
    ).startswith("5")
    # The battle: its area, sides, the timing of MC 8.3 with its clause link, the attack declared in the chain.
    battle = text(browser, "#board section[aria-label='Battle']")
    assert (
        "Battle at b3" in battle
        and "first normal timing" in battle
        and "Advancing (attacking) side: player A" in battle
    )
    assert "A: attack by Goblin, Orc on Wall, Mage" in battle
    timing = browser.find_element(By.CSS_SELECTOR, "#board section[aria-label='Battle'] .timing a.clause")
    assert timing.text == "MC-8-3-5" and str(timing.get_attribute("href")).endswith(
        "/games/monster-collection/clauses/MC-8-3-5"
    )
    # The pending decision in words with card names.
    wait_text(browser, "#decision h2", "Player B to decide: counter")
    options = text(browser, "#options")
    assert "B: Mage uses Zap on Goblin" in options and "B: Mage uses Zap on Orc" in options and "B: pass" in options


def test_an_illegal_answer_is_refused_and_a_legal_one_ruled(browser: WebDriver, base: str) -> None:
    open_mc(browser, base)
    paste(browser, position())
    wait_text(browser, "#decision h2", "Player B to decide: counter")
    # Zap targets an enemy unit: aimed at B's own Wall it is no proper target (MC 10.10.3) and changes nothing.
    browser.find_element(By.CSS_SELECTOR, "#decision details > summary").click()
    action = {"type": "use", "player": 1, "card": "B:zap", "unit": "B:mage", "targets": ["B:wall"]}
    browser.execute_script("document.getElementById('custom-action').value = arguments[0]", json.dumps(action))
    browser.find_element(By.ID, "submit-custom").click()
    wait_text(browser, "#timeline li.latest", "illegal")
    assert "B: Mage uses Zap on Wall" in text(browser, "#timeline li.latest")
    cited = browser.find_elements(By.CSS_SELECTOR, "#timeline li.latest a.clause")
    assert cited and all("/games/monster-collection/clauses/MC-" in str(a.get_attribute("href")) for a in cited)
    assert "MC-10-10-3" in [a.text for a in cited]
    assert "Battle at b3" in text(browser, "#board section[aria-label='Battle']")  # nothing changed
    # The legal answer: Zap deals 3 to the Goblin (defence 2), which is destroyed with its Sword (MC 11.3.1.2.1).
    click_option(browser, "B: Mage uses Zap on Goblin")
    # the second ruling, legal ("illegal" of the first one also contains "legal")
    wait_text(browser, "#timeline li.latest.ruling:not(.refused)[data-index='1']", "legal")
    WebDriverWait(browser, 10).until(
        lambda d: "Goblin" in text(d, "#board section[aria-label='Player A'] [data-zone='Discard pile']")
    )
    assert "Sword" in text(browser, "#board section[aria-label='Player A'] [data-zone='Discard pile']")
    assert "Zap" in text(browser, "#board section[aria-label='Player B'] [data-zone='Discard pile']")
    assert "Goblin takes 3 damage from Zap" in text(browser, "#timeline li.latest")
    assert not browser.find_elements(By.CSS_SELECTOR, "#board section[aria-label='Battle']")  # the battle is over


def test_the_end_of_the_game_is_shown_with_its_reason_and_clause(browser: WebDriver, base: str) -> None:
    """MC 1.2.5: B concedes mid-battle and loses; the page says who won, why, and links the clause of the
    game's result (not Furuyoni's winner fields, which a Monster Collection board does not have)."""
    open_mc(browser, base)
    paste(browser, position())
    click_option(browser, "B: concede")
    wait_text(browser, "#result", "Player A wins")
    assert "a player conceded" in text(browser, "#result")
    link = browser.find_element(By.CSS_SELECTOR, "#result a.clause")
    assert link.text == "MC-1-2-5-1" and str(link.get_attribute("href")).endswith(
        "/games/monster-collection/clauses/MC-1-2-5-1"
    )
    assert browser.find_element(By.ID, "decision").text == ""
    assert "Player A wins." in text(browser, "#board .status")


def test_a_card_panel_shows_the_declared_card(browser: WebDriver, base: str) -> None:
    open_mc(browser, base)
    paste(browser, position())
    WebDriverWait(browser, 10).until(ec.element_to_be_clickable((By.CSS_SELECTOR, "#options button.about"))).click()
    panel = browser.find_element(By.ID, "card-panel-body")
    WebDriverWait(browser, 10).until(lambda d: "Zap" in panel.text)
    assert "An inline test card" in panel.text and "battle spell" in panel.text
    assert "counter" in panel.text and "damage 3" in panel.text and "player B's hand" in panel.text
    browser.find_element(By.CSS_SELECTOR, "#card-panel button.close").click()
    browser.find_element(
        By.CSS_SELECTOR, "#board .area[data-area='b3'] [data-uid='A:goblin']"
    ).click()  # a unit on the board
    WebDriverWait(browser, 10).until(lambda d: "Goblin" in panel.text)
    assert "Lv 1 · 5/2" in panel.text and "on the battlefield at b3" in panel.text
    browser.find_element(By.CSS_SELECTOR, "#card-panel button.close").click()


def test_a_duel_of_test_decks_starts_and_a_saved_case_reopens(browser: WebDriver, base: str, tmp_path: Path) -> None:
    open_mc(browser, base)
    browser.find_element(By.ID, "new-duel-button").click()
    wait_text(browser, "#board .status", "Turn 1")
    wait_text(browser, "#decision h2", "to decide")
    # The sample setup's headquarters stand at b1 and b4 (MC 6.1.1.5), face down.
    assert browser.find_elements(By.CSS_SELECTOR, "#board .area[data-area='b1'] .card.back")
    assert browser.find_elements(By.CSS_SELECTOR, "#board .area[data-area='b4'] .card.back")
    first = browser.find_elements(By.CSS_SELECTOR, "#options button.option")[0]
    said = first.text
    first.click()
    wait_text(browser, "#timeline li.latest", "legal")
    browser.find_element(By.ID, "save-ruling").click()
    WebDriverWait(browser, 10).until(lambda d: d.find_element(By.ID, "copied").get_attribute("data-link"))
    link = str(browser.find_element(By.ID, "copied").get_attribute("data-link"))
    fresh = make_browser()
    try:
        fresh.get(link)
        wait_text(fresh, "#timeline li.latest", said)
        assert TITLE in fresh.find_element(By.TAG_NAME, "h1").text
        assert fresh.find_element(By.CSS_SELECTOR, "main").get_attribute("data-game") == "monster-collection"
        assert len(fresh.find_elements(By.CSS_SELECTOR, "#board .field-grid .area")) == 12
        fresh.save_screenshot(str(tmp_path / "monster-collection-saved.png"))
    finally:
        fresh.quit()
