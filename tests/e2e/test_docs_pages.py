"""The clause documentation in headless Chromium, served by the real referee: from the index to the
page of C 9-4, whose examples show a drawn position, the actions and the expected outcome. Skipped
only where no Chromium is installed (never in CI)."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver

from tests import served

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMEDRIVER = shutil.which("chromedriver")
pytestmark = pytest.mark.skipif(
    not (CHROMIUM and CHROMEDRIVER) and not os.environ.get("CI"), reason="no Chromium on this machine"
)


@pytest.fixture(scope="module")
def base(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with served.served(tmp_path_factory.mktemp("data"), workers=1) as url:
        yield url


@pytest.fixture(scope="module")
def browser() -> Iterator[WebDriver]:
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM or "chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-quic",
                 "--no-first-run", "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--window-size=1200,1600"):  # fmt: skip
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER or "chromedriver"), options=options)
    try:
        yield driver
    finally:
        driver.quit()


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
