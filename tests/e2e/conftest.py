"""Fixtures of the end-to-end tests: a served referee and a headless Chromium (Debian's chromium and
chromium-driver, which .ci/run installs). Without Chromium the tests skip, except in CI."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.remote.webdriver import WebDriver

from tests import served

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMEDRIVER = shutil.which("chromedriver")
needs_browser = pytest.mark.skipif(
    not (CHROMIUM and CHROMEDRIVER) and not os.environ.get("CI"), reason="no Chromium on this machine"
)


@pytest.fixture(scope="module")
def base(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with served.served(tmp_path_factory.mktemp("data"), workers=1) as url:
        yield url


def make_browser() -> WebDriver:
    """A headless Chromium with nothing stored (a fresh profile each time)."""
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM or "chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-quic",
                 "--no-first-run", "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--window-size=1280,1600"):  # fmt: skip
        options.add_argument(flag)
    return webdriver.Chrome(service=Service(CHROMEDRIVER or "chromedriver"), options=options)


@pytest.fixture(scope="module")
def browser() -> Iterator[WebDriver]:
    driver = make_browser()
    try:
        yield driver
    finally:
        driver.quit()
