"""The judge's page end to end in headless Chromium (Debian's chromium + chromium-driver, which
.ci/run installs): start a duel, play a short sequence including a reaction and an illegal action,
and check what the page shows. Skipped only where no Chromium is installed (never in CI)."""

from __future__ import annotations

import json
from pathlib import Path

from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support import expected_conditions as ec
from selenium.webdriver.support.ui import WebDriverWait

from referee import create_app
from tests.e2e.conftest import needs_browser
from tests.furuyoni.api.test_api import SLASH


def wait_text(driver: WebDriver, css: str, text: str) -> None:
    WebDriverWait(driver, 10).until(ec.text_to_be_present_in_element((By.CSS_SELECTOR, css), text))


def click_option(driver: WebDriver, label: str) -> None:
    WebDriverWait(driver, 10).until(
        ec.element_to_be_clickable((By.XPATH, f"//div[@id='options']/button[normalize-space()='{label}']"))
    ).click()


GUARD = {
    "id": "guard",
    "name": "Guard",
    "type": "action",
    "subtype": "reaction",
    "effects": [{"timing": "on_use", "op": "move", "source": "distance", "dest": "dust", "amount": 2}],
}
CASE = {
    "state": {
        "distance": 4,
        "definitions": {"slash": SLASH, "guard": GUARD},
        "cards": {"A:slash": {"card": "slash", "holder": 0}, "B:guard": {"card": "guard", "holder": 1}},
        "players": [{"hand": ["A:slash"]}, {"hand": ["B:guard"]}],
    }
}


@needs_browser
def test_new_duel_from_test_decks(browser: WebDriver, base: str, tmp_path: Path) -> None:
    browser.get(base + "/")
    browser.find_element(By.ID, "new-duel-button").click()
    wait_text(browser, "#decision", "mulligan")
    assert "Turn 1" in browser.find_element(By.ID, "board").text
    browser.save_screenshot(str(tmp_path / "new-duel.png"))


@needs_browser
def test_reaction_illegal_action_and_timeline(browser: WebDriver, base: str) -> None:
    browser.get(base + "/")
    browser.find_element(By.CSS_SELECTOR, "#start details summary").click()
    browser.find_element(By.ID, "paste").send_keys(json.dumps(CASE))
    browser.find_element(By.ID, "load-position").click()
    wait_text(browser, "#decision", "main action")
    click_option(browser, "A: use Slash")
    wait_text(browser, "#decision", "reaction")
    # An illegal action, typed in: B ending A's main phase is not an answer to B's reaction decision.
    browser.find_element(By.CSS_SELECTOR, "#decision details summary").click()
    browser.find_element(By.ID, "custom-action").send_keys(json.dumps({"type": "end_phase", "player": 1}))
    browser.find_element(By.ID, "submit-custom").click()
    wait_text(browser, "#ruling", "illegal")
    assert "C 9-4 i" in browser.find_element(By.ID, "ruling").text
    click_option(browser, "B: use Guard")  # the reaction moves 2 distance to dust: 4 -> 2, out of range
    WebDriverWait(browser, 10).until(ec.presence_of_element_located((By.ID, "timeline")))
    assert browser.find_element(By.CSS_SELECTOR, "#ruling .legal").text == "legal"
    timeline = browser.find_element(By.ID, "timeline").text
    assert "C 9-4-1" in timeline and "range check fails" in timeline
    links = browser.find_elements(By.CSS_SELECTOR, "#timeline a.clause")
    assert links and all(a.get_attribute("href").startswith(base + "/clauses/") for a in links)
    assert "Distance 2 · Master distance 2" in browser.find_element(By.ID, "board").text  # the readings (C 5-2)
    # The link reproduces the ruling.
    link = browser.current_url
    browser.get(base + "/")
    browser.get(link)
    wait_text(browser, "#board", "Distance 2")


REAL_SLASH = "NA-01-yurina-O-N-1"
REAL_CASE = {
    "state": {
        "distance": 4,
        "cards": {f"A:{REAL_SLASH}": {"card": REAL_SLASH, "holder": 0}},
        "players": [{"hand": [f"A:{REAL_SLASH}"]}, {}],
    }
}


@needs_browser
def test_real_card_names_follow_the_chosen_language(browser: WebDriver, base: str) -> None:
    browser.get(base + "/")
    browser.execute_script("localStorage.removeItem('furuyoni-lang')")
    browser.get(base + "/")
    browser.find_element(By.CSS_SELECTOR, "#start details summary").click()
    browser.find_element(By.ID, "paste").send_keys(json.dumps(REAL_CASE))
    browser.find_element(By.ID, "load-position").click()
    wait_text(browser, "#board", "Slash")
    for lang, name in (("ja", "斬"), ("ko", "참"), ("en", "Slash")):
        browser.find_element(By.CSS_SELECTOR, f"#lang option[value='{lang}']").click()
        wait_text(browser, "#board", name)  # A's hand
        wait_text(browser, "#decision", name)  # the legal options name the card the same way
    browser.find_element(By.CSS_SELECTOR, "#lang option[value='ko']").click()
    click_option(browser, "A: use 참")
    wait_text(browser, "#ruling", "A: use 참")
    # The goddess choices follow the language too, and the choice is remembered.
    browser.find_element(By.CSS_SELECTOR, "#lang option[value='ja']").click()
    browser.get(base + "/")
    wait_text(browser, "#new-duel", "ユリナ")


@needs_browser
def test_the_board_shows_the_goddesses_zones_and_information(browser: WebDriver, base: str, tmp_path: Path) -> None:
    """A duel of real cards with Kanawe and 『歴史家』 Renri: the board shows the zones their rules add
    (〈Extra〉 with the plan cards, 〈Relics〉, A 18-1 and A 20-1) and Kanawe's act with the colour and
    number read off the story board (A 18-3-1, 18-3-2); after a made-up move of the mask, the new act."""
    client = create_app({"TESTING": True}).test_client()
    decks = [client.get(f"/v1/random-deck?goddesses={g}&seed=1").json for g in ("kanawe,renri-a1", "megumi,akina")]
    players = [{"goddesses": d["goddesses"], "cards": d["cards"]} for d in decks]
    position = client.post("/v1/new-duel", json={"players": players, "seed": 1}).json["position"]
    position["state"]["players"][0]["story"]["act"] = "3C"
    browser.get(base + "/")
    browser.find_element(By.CSS_SELECTOR, "#lang option[value='en']").click()
    browser.find_element(By.CSS_SELECTOR, "#start details summary").click()
    browser.find_element(By.ID, "paste").send_keys(json.dumps(position))
    browser.find_element(By.ID, "load-position").click()
    wait_text(browser, "#board", "Act 3C (yellow 4)")
    a = browser.find_element(By.CSS_SELECTOR, "#board .player[data-player='A']").text
    assert "Relics:" in a and "Extra:" in a and "Stage Combat" in a  # a plan card in 〈Extra〉 (A 18-1)
    b = browser.find_element(By.CSS_SELECTOR, "#board .player[data-player='B']").text
    assert "Market price" in b and "Relics:" not in b and "Act " not in b
    browser.save_screenshot(str(tmp_path / "goddess-zones.png"))


@needs_browser
def test_new_duel_with_random_real_decks_of_the_chosen_goddesses(browser: WebDriver, base: str) -> None:
    """The page's own start: Kanawe and 『歴史家』 Renri against Megumi and Akina, random legal decks of real
    cards. The board then shows Kanawe's opening act (white 2, A 18-3) and the relics (A 20-1)."""
    browser.get(base + "/")
    browser.find_element(By.CSS_SELECTOR, "#lang option[value='en']").click()
    for name, key in (("a1", "kanawe"), ("a2", "renri-a1"), ("b1", "megumi"), ("b2", "akina")):
        browser.find_element(By.CSS_SELECTOR, f"select[name='{name}'] option[value='{key}']").click()
    browser.find_element(By.CSS_SELECTOR, "input[name='decks'][value='real']").click()
    browser.find_element(By.ID, "new-duel-button").click()
    wait_text(browser, "#decision", "mulligan")
    a = browser.find_element(By.CSS_SELECTOR, "#board .player[data-player='A']").text
    assert "kanawe, renri-a1" in a and "Act O (white 2)" in a and "Relics:" in a
