"""The judge's page draws chapters 10-16's state of a Monster Collection position (mc-judge2), end to end in
headless Chromium (skipped only where no Chromium is installed, never in CI): each continuous effect in
force on a unit with its source card, duration, moment and clause — so that a judge sees why the troll
resists shock and not flame —, the triggered abilities waiting, whose and in which order, the delayed
triggers, the designations of 重複しない effects, the units' resistances and weaknesses as read now, the
clock, and 時の歯車 in a battle."""

from __future__ import annotations

from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver

from tests.e2e.conftest import needs_browser
from tests.monster_collection import test_judge_page
from tests.monster_collection.judge2_positions import effects_position
from tests.monster_collection.test_judge_page import open_mc, paste, text, wait_text
from tests.monster_collection.test_judge_page import position as battle_position

pytestmark = needs_browser

# the served referee and the browser of the part-1 page tests (module-scoped: one of each for this module)
base = test_judge_page.base
browser = test_judge_page.browser


def flat(css_text: str) -> str:
    """An element's text on one line (a card chip breaks its name and note onto lines of their own)."""
    return " ".join(css_text.split()).replace(" :", ":")


def test_effects_in_force_say_why_with_source_and_clause(browser: WebDriver, base: str) -> None:
    open_mc(browser, base)
    paste(browser, effects_position())
    wait_text(browser, "#decision h2", "Player A to decide: trigger")
    troll = flat(text(browser, "#board section[aria-label='Effects in force'] li[data-unit='A:troll']"))
    # the three effects on the troll's resistances, in the order they arose (MC 10.7.2.2), each with its card
    flame = troll.index("gains resistance flame — by Totem")
    lost = troll.index("loses every resistance it has — by Unward")
    shock = troll.index("gains resistance shock — by Ward")
    assert flame < lost < shock, troll
    assert "a ○ ability, while it is in force; moment 1" in troll and "moment 3" in troll and "moment 4" in troll
    assert "defence +1 — by Totem" in troll
    links = [
        a.text
        for a in browser.find_elements(
            By.CSS_SELECTOR, "#board section[aria-label='Effects in force'] li[data-unit='A:troll'] a.clause"
        )
    ]
    assert {"MC-10-7-2-2-1", "MC-13-1", "MC-10-14-4", "MC-14-5-4-2"} <= set(links), links
    sentry = flat(text(browser, "#board section[aria-label='Effects in force'] li[data-unit='A:sentry']"))
    assert "attack +2 — by Ward" in sentry and "gains the race reptile — by Ward" in sentry
    # the troll as read now: shock only (its printed flame lost), weak to frost
    chip = flat(text(browser, "#board .area[data-area='b2'] [data-uid='A:troll']"))
    assert "resists shock" in chip and "weak to frost +2" in chip and "flame" not in chip


def test_triggers_delayed_triggers_designations_and_the_clock(browser: WebDriver, base: str) -> None:
    open_mc(browser, base)
    paste(browser, effects_position())
    wait_text(browser, "#decision h2", "Player A to decide: trigger")
    panel = "#board section[aria-label='Triggers and designations']"
    waiting = [flat(li.text) for li in browser.find_elements(By.CSS_SELECTOR, f"{panel} ol.waiting > li")]
    assert len(waiting) == 3, waiting
    assert waiting[0].startswith("Player A: Sentry") and "a main phase began" in waiting[0]
    assert waiting[1].startswith("Player A: Sentry")
    assert waiting[2].startswith("Player B: Phoenix") and "it left the battlefield" in waiting[2]
    assert "as it triggered: attack 2" in waiting[2]
    delayed = flat(text(browser, f"{panel} ul.delayed"))
    assert "Player B's Frost: at the battle end timing, attack -1 on Troll (once)" in delayed
    assert "Troll, by Frost (Frost: not applied again to it this phase)" in flat(text(browser, f"{panel} ul.designations"))
    cited = [a.text for a in browser.find_elements(By.CSS_SELECTOR, f"{panel} a.clause")]
    assert {"MC-10-5-2", "MC-10-5-3", "MC-10-5-4-2", "MC-16-2-1"} <= set(cited), cited
    assert "clock 4" in text(browser, "#board .counters")


def test_gears_are_shown_in_a_battle(browser: WebDriver, base: str) -> None:
    position = battle_position()
    state = position["state"]
    state["definitions"]["clock"] = {"id": "clock", "name": "Clock", "type": "terrain", "limit": 8}
    state["definitions"]["clock"]["keywords"] = {"gears": 1}
    state["cards"]["A:clock"] = {"card": "clock", "owner": 0}
    state["battlefield"].append({"area": "a2", "card": "A:clock", "placed_by": 0, "kind": "card", "units": []})
    open_mc(browser, base)
    paste(browser, position)
    wait_text(browser, "#decision h2", "Player B to decide: counter")
    gears = flat(text(browser, "#board section[aria-label='Player A'] .gears"))
    assert "時の歯車: +1D" in gears and "MC-15-4-9-2" in gears
