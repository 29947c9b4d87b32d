"""The card database: facts only, both id forms, seasons, deck pools (C 2, C 3, App1), rules numbers."""

from __future__ import annotations

import importlib.util
import json
import re
import subprocess
import sys
from collections.abc import Iterator
from functools import cache
from importlib.resources import files
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from engine.furuyoni import carddata, carddb
from engine.furuyoni.carddb import DEFAULT_SEASON, CardNotFound, card, deck_pool, extra_pool, resolve_rules_number
from engine.furuyoni.goddesses import GODDESSES

REPO_ROOT = Path(__file__).resolve().parents[3]
GENERATOR = REPO_ROOT / "tools" / "build_card_db.py"
SHARED = REPO_ROOT.parent / "shared"
SHARED_CARDS = SHARED / "data" / "furuyoni" / "cards.json"
SHARED_RULES = SHARED / "rules" / "000_97007997c0f7bada.txt"

needs_cards = pytest.mark.skipif(not SHARED_CARDS.is_file(), reason="../shared/data/furuyoni is absent")
needs_rules = pytest.mark.skipif(not SHARED_RULES.is_file(), reason="../shared/rules is absent")


def ids(cards: tuple[carddb.CardFacts, ...]) -> list[str]:
    return [c.rules_id for c in cards]


# --- loading and ids -----------------------------------------------------------------------------


def test_loads_the_default_season() -> None:
    assert carddb.season_info().key == DEFAULT_SEASON == "na-s9-2"
    assert len(carddb.season_cards()) == 413
    forms = carddb.goddesses()
    assert len(forms) == 48
    assert len([g for g in forms if g.base is None]) == 25
    assert carddb.seasons()[0] == "na-s2"
    assert carddb.seasons()[-1] == "na-s10-2"


def test_both_id_forms_give_the_same_card() -> None:
    by_rules = card("NA-01-yurina-O-N-1")
    by_data = card("01-yurina-o-n-1")
    assert by_rules is by_data
    assert card("na-01-YURINA-o-n-1") is by_data
    assert (by_data.name, by_data.name_ko, by_data.name_en) == ("斬", "참", "Slash")
    assert by_data.id == "01-yurina-o-n-1"
    assert by_data.rules_id == "NA-01-yurina-O-N-1"
    assert by_data.goddess == "yurina"
    assert (by_data.category, by_data.type, by_data.subtype) == ("normal", "attack", None)
    assert by_data.range == (3, 4)
    assert (by_data.aura, by_data.life, by_data.damage_raw) == (3, 1, "3/1")


def test_every_card_resolves_by_both_ids() -> None:
    for season in carddb.seasons():
        for c in carddb.season_cards(season):
            assert resolve_rules_number(c.id) == c.id
            assert resolve_rules_number(c.rules_id) == c.id
            assert resolve_rules_number(c.rules_id.upper()) == c.id


def test_unknown_cards_and_seasons() -> None:
    with pytest.raises(CardNotFound):
        card("NA-01-yurina-O-N-8")
    with pytest.raises(ValueError, match="unknown season"):
        card("NA-01-yurina-O-N-1", season="na-s99")
    # A card of older seasons only: it resolves, but na-s9-2 does not have it.
    assert resolve_rules_number("NA-02-saine-A1-N-3") == "02-saine-A1-n-3"
    with pytest.raises(CardNotFound):
        card("NA-02-saine-A1-N-3")
    assert card("NA-02-saine-A1-N-3", season="na-s8-2").name_en == "Sound of Ice"


def test_facts_are_parsed() -> None:
    uranami = card("NA-01-yurina-O-S-2")
    assert (uranami.category, uranami.subtype, uranami.cost, uranami.range) == (
        "trump",
        "reaction",
        3,
        tuple(range(11)),
    )
    assert (uranami.aura, uranami.life, uranami.damage_raw) == (2, None, "2/-")
    outrage = card("NA-01-yurina-A1-N-6")  # the data prints a full-width "１"
    assert (outrage.capacity, outrage.capacity_raw) == (1, "１")
    needles = card("NA-06-yukihi-O-N-1")  # Yukihi's umbrella: closed / open
    assert (needles.range, needles.aura, needles.life) == ((4, 5, 6), 3, 1)
    assert (needles.range_opened, needles.aura_opened, needles.life_opened) == ((0, 1, 2), 1, 2)
    takeover = card("NA-23-akina-O-S-1")
    assert (takeover.cost, takeover.cost_raw) == (None, "時価")
    assert card("NA-07-shinra-O-N-7").sealable
    assert card("NA-19-megumi-O-S-4").growth == 5
    assert card("NA-22-renri-O-N-1").lie
    assert card("NA-22-renri-O-S-1").name_en == "Wallow"  # the data's HTML markup is stripped
    assert card("NA-25-misora-O-N-1").name_en is None  # missing in the data; not invented
    assert card("NA-09-chikage-O-P-4").copies == 2
    assert card("NA-09-chikage-O-P-4").users == ()
    assert card("NA-18-mizuki-O-N-3").users == ("kodama",)
    assert card("NA-20-kanawe-O-P-1-will").back_of == "20-kanawe-o-p-01"


def test_goddess_numbers_follow_appendix_1() -> None:
    assert {g.key: g.number for g in carddb.goddesses()} == GODDESSES
    shinra = carddb.goddess("shinra-a1")
    assert (shinra.number, shinra.data_number) == (7, 8)
    innealra = carddb.goddess("innealra")
    assert (innealra.number, innealra.data_number) == (26, 25)
    assert carddb.goddess("yurina-a1").name_ko == "제1장 유리나"


def test_another_season_is_selectable() -> None:
    old = card("NA-01-yurina-O-N-5", season="na-s2")
    new = card("NA-01-yurina-O-N-5")
    assert (old.version, new.version) == (0, 2)
    assert old.name != new.name
    assert "yurina-a2" not in {g.key for g in carddb.goddesses("na-s2")}
    assert "innealra" not in {g.key for g in carddb.goddesses()}
    assert "innealra" in {g.key for g in carddb.goddesses("na-s10")}
    assert len(carddb.season_cards("na-s10")) == 469
    pool = deck_pool("innealra-o1", season="na-s10")
    assert (sum(c.is_normal for c in pool), sum(c.is_trump for c in pool)) == (7, 4)
    with pytest.raises(ValueError, match="not in season"):
        deck_pool("misora", season="na-s8")


# --- deck construction ---------------------------------------------------------------------------


def test_yurina_pool() -> None:
    pool = deck_pool("yurina")
    assert ids(pool) == [f"NA-01-yurina-O-N-{n}" for n in range(1, 8)] + [f"NA-01-yurina-O-S-{n}" for n in range(1, 5)]
    assert sum(c.is_normal for c in pool) == 7
    assert sum(c.is_trump for c in pool) == 4


def test_first_chapter_yurina_swaps_three_cards() -> None:
    base = set(ids(deck_pool("yurina")))
    chapter = set(ids(deck_pool("yurina-a1")))
    assert base - chapter == {"NA-01-yurina-O-N-1", "NA-01-yurina-O-N-6", "NA-01-yurina-O-S-2"}
    assert chapter - base == {"NA-01-yurina-A1-N-1", "NA-01-yurina-A1-N-6", "NA-01-yurina-A1-S-2"}


def test_every_form_of_the_default_season_has_seven_normals_and_four_trumps() -> None:
    for form in carddb.goddesses():
        pool = deck_pool(form.key)
        expected = (7, 1) if form.key in ("yatsuha-a1", "yatsuha-aa1") else (7, 4)
        assert (sum(c.is_normal for c in pool), sum(c.is_trump for c in pool)) == expected, form.key
        assert all(c.deck_buildable for c in pool), form.key
        assert all(c.goddess == form.base_key or form.key in c.swaps for c in pool), form.key


def test_extra_cards_are_never_in_a_deck_pool() -> None:
    in_pools = {c.id for form in carddb.goddesses() for c in deck_pool(form.key)}
    extras = [c for c in carddb.season_cards() if c.extra]
    assert len(extras) > 40
    assert not in_pools & {c.id for c in extras}
    assert all(c.category in ("normal", "trump") for c in carddb.season_cards() if c.id in in_pools)
    for form in carddb.goddesses():
        assert not {c.id for c in extra_pool(form.key)} & {c.id for c in deck_pool(form.key)}


def test_shared_saine_tokoyo_card() -> None:
    shared = card("NA-02/04-saine/tokoyo-A1-N-1/4")
    assert shared.id == "02_04-saine_tokoyo-A1-n-1_4"
    assert shared.users == ("saine", "tokoyo")
    assert dict(shared.swaps) == {"saine-a1": "02-saine-o-n-1", "tokoyo-a1": "04-tokoyo-o-n-4"}
    assert shared in deck_pool("saine-a1")
    assert shared in deck_pool("tokoyo-a1")
    assert shared not in deck_pool("saine") and shared not in deck_pool("tokoyo-a2")
    both = carddb.combined_deck_pool(["saine-a1", "tokoyo-a1"])
    assert len(both) == 21 and sum(c is shared for c in both) == 1


def test_yatsuha_forms() -> None:
    normals = [f"NA-16-yatsuha-O-N-{n}" for n in range(1, 8)]
    assert ids(deck_pool("yatsuha-a1")) == [*normals, "NA-16-yatsuha-A1-S-4"]
    assert ids(deck_pool("yatsuha-aa1")) == [*normals[:6], "NA-16-yatsuha-AA1-N-7", "NA-16-yatsuha-AA1-S-4"]
    assert card("NA-16-yatsuha-AA1-N-7-Ex2").category == "trump"  # AMBIGUITIES 17: the data settles it
    assert ids(extra_pool("yatsuha-aa1")) == [
        *(f"NA-16-yatsuha-A1-N-{n}-Ex1" for n in range(1, 7)),
        "NA-16-yatsuha-AA1-N-7-Ex1",
        "NA-16-yatsuha-AA1-N-7-Ex2",
    ]


def test_extra_pools_of_goddesses_01_to_08_follow_appendix_1() -> None:
    expected = {
        "oboro-a1": ["NA-05-oboro-A1-S-4-Ex1"],
        "oboro-a2": [f"NA-05-oboro-A2-CP-{n}" for n in range(1, 5)] + [f"NA-05-oboro-A2-MP-{n}" for n in range(1, 4)],
        "hagane-a1": ["NA-08-hagane-A1-S-1-Ex1"],
    }
    for form in carddb.goddesses():
        if form.number <= 8:
            assert ids(extra_pool(form.key)) == expected.get(form.key, []), form.key
    assert ids(extra_pool("thallya-a1")) == [
        "TransForm Card 02",
        "TransForm Card A1-01",
        "TransForm Card A1-03",
        "TransForm Card A1-04",
    ]
    assert ids(extra_pool("kururu-a1")) == ["NA-10-kururu-A1-S-3-Ex1"]
    assert [c.copies for c in extra_pool("kururu")] == [3]
    assert ids(extra_pool("renri")) == ["NA-22-renri-O-S-4-Ex1"]  # not the Kiriko reference card


# --- the generated file --------------------------------------------------------------------------


def _strings(value: Any, path: str = "") -> Iterator[tuple[str, str]]:
    if isinstance(value, dict):
        for key, item in value.items():
            yield path, key
            yield from _strings(item, f"{path}/{key}")
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _strings(item, f"{path}/{index}")
    elif isinstance(value, str):
        yield path, value


@cache
def _generated() -> Any:
    return json.loads(files(carddata).joinpath("cards.json").read_text(encoding="utf-8"))


def test_generated_file_holds_no_printed_text() -> None:
    db = _generated()
    for path, text in _strings(db):
        assert not text.startswith("text"), path
        assert "ruby" not in text.lower() and "nameZh" not in text, path
        assert len(text) <= 60, (path, text)
        assert "\n" not in text, path
    for entry in db["cards"].values():
        for version in entry["versions"]:
            assert not [key for key in version if key.startswith("text") or key.endswith("Additional")]


@needs_cards
def test_generated_file_shares_no_text_with_the_source() -> None:
    source = json.loads(SHARED_CARDS.read_text(encoding="utf-8"))
    texts = {
        value.strip()
        for versions in source["versions"].values()
        for version in versions
        for key, value in version.items()
        if key.startswith("text") and isinstance(value, str) and len(value.strip()) > 8
    }
    assert texts
    assert not [text for _, text in _strings(_generated()) if text.strip() in texts]


@needs_cards
def test_generator_check_passes() -> None:
    result = subprocess.run(
        [sys.executable, str(GENERATOR), "--check"], capture_output=True, text=True, check=False, cwd=REPO_ROOT
    )
    assert result.returncode == 0, result.stderr


def _generator_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("build_card_db", GENERATOR)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_lookup_keys_agree_with_the_generator() -> None:
    generator = _generator_module()
    samples = [
        "NA-05-oboro-A2-MP1",
        "NA-20-kanawe-O-P-01",
        "TransForm Card A1-03",
        "NA-02/04-saine/tokoyo-A1-N-1/4",
        "21-kamuwi-o-s-1-ex-1",
        "NA-21-kamuwi-O-S-1-Ex1",
    ]
    for text in samples:
        assert generator.canonical_key(text) == carddb._canonical_key(text)
    for c in carddb.season_cards():
        assert generator.rules_id(c.id) == c.rules_id


# --- the card numbers of the rules text ----------------------------------------------------------


def _appendix_1() -> str:
    lines = SHARED_RULES.read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("부칙 1"))
    end = next(i for i, line in enumerate(lines) if line.startswith("부칙 2"))
    return "\n".join(lines[start:end])


def _expand(first: str, last: str) -> list[str]:
    """「A」부터 「B」까지: the numbers between two numbers that differ in one number."""
    a, b = re.split(r"(\d+)", first), re.split(r"(\d+)", last)
    differ = [i for i, (x, y) in enumerate(zip(a, b, strict=True)) if x != y]
    assert len(differ) == 1 and differ[0] % 2 == 1, (first, last)
    i = differ[0]
    return ["".join([*a[:i], str(n), *a[i + 1 :]]) for n in range(int(a[i]), int(b[i]) + 1)]


@needs_rules
def test_every_card_number_of_appendix_1_resolves() -> None:
    text = _appendix_1()
    cited = list(dict.fromkeys(re.findall(r"「([^」]+)」", text)))
    assert len(cited) > 250
    for first, last in re.findall(r"「([^」]+)」\s*부터\s*「([^」]+)」", text):
        cited.extend(_expand(first, last))
    mistyped = set()
    for number in dict.fromkeys(cited):
        card_id = resolve_rules_number(number)
        assert card_id in _generated()["cards"], number
        if number in carddb.RULES_NUMBER_ALIASES:
            mistyped.add(number)
    assert mistyped == set(carddb.RULES_NUMBER_ALIASES)
    # Only the two pre-season-9 swaps (see carddb's docstring) are not cards of the default season.
    absent = {n for n in dict.fromkeys(cited) if resolve_rules_number(n) not in {c.id for c in carddb.season_cards()}}
    assert absent == {"NA-02-saine-A1-N-3", "NA-04-tokoyo-A1-N-5"}


@needs_rules
def test_every_card_number_of_the_rules_text_resolves() -> None:
    text = SHARED_RULES.read_text(encoding="utf-8")
    numbers = set(re.findall(r"NA-[0-9/]+-[a-z/]+-[A-Za-z0-9/-]*[A-Za-z0-9]", text))
    assert {"NA-05-oboro-A2-MP1", "NA-20-kanawe-O-P-01"} <= numbers
    for number in numbers:
        resolve_rules_number(number)


# Appendix 1's swap entries: the heading's form, and the season whose card data it describes.
SWAP_ENTRIES = {
    "『제1장』 유리나": ("yurina-a1", DEFAULT_SEASON),
    "『조정자』 유리나": ("yurina-a2", DEFAULT_SEASON),
    "사이네": ("saine-a1", DEFAULT_SEASON),  # the season-9 list of 『第二章』 Saine, under the base heading
    "『제2장』 사이네": ("saine-a1", "na-s8-2"),  # the list before season 9
    "『허무신』 사이네": ("saine-a2", DEFAULT_SEASON),
    "『원초』 히미카": ("himika-a1", DEFAULT_SEASON),
    "토코요": ("tokoyo-a1", DEFAULT_SEASON),  # the season-9 list of 『旅芸人』 Tokoyo, under the base heading
    "『방랑예인』 토코요": ("tokoyo-a1", "na-s8-2"),  # the list before season 9
    "『허무신』 토코요": ("tokoyo-a2", DEFAULT_SEASON),
    "『제3장』 오보로": ("oboro-a1", DEFAULT_SEASON),
    "『소실』 오보로": ("oboro-a2", DEFAULT_SEASON),
    "『사교계』 유키히": ("yukihi-a1", DEFAULT_SEASON),
    "『교주』 신라": ("shinra-a1", DEFAULT_SEASON),
    "『대장장이』 하가네": ("hagane-a1", DEFAULT_SEASON),
    "『제4장』 치카게": ("chikage-a1", DEFAULT_SEASON),
    "『탐색자』 쿠루루": ("kururu-a1", DEFAULT_SEASON),
    "『허무신』 쿠루루": ("kururu-a2", DEFAULT_SEASON),
    "『귀환』 탈리야": ("thallya-a1", DEFAULT_SEASON),
    "『기도사』 라이라": ("raira-a1", DEFAULT_SEASON),
    "『종장』 우츠로": ("utsuro-a1", DEFAULT_SEASON),
    "『오우카』 호노카": ("honoka-a1", DEFAULT_SEASON),
    "『허무신』 하츠미": ("hatsumi-a1", DEFAULT_SEASON),
    "『역사가』 렌리": ("renri-a1", DEFAULT_SEASON),
}


@needs_rules
def test_another_version_swaps_follow_appendix_1() -> None:
    blocks = re.split(r"\n(\S[^\n「」]*)의 경우\n", "\n" + _appendix_1() + "\n")
    seen = set()
    for heading, body in zip(blocks[1::2], blocks[2::2], strict=True):
        swap = re.search(r"카드 번호가 (.*?)인 카드를,?(.*?)[와과]\s*(?:교체|교환)한다", body, re.S)
        if swap is None:
            continue
        assert heading in SWAP_ENTRIES, heading
        seen.add(heading)
        form, season = SWAP_ENTRIES[heading]
        old = [resolve_rules_number(n) for n in re.findall(r"「([^」]+)」", swap[1])]
        new = [resolve_rules_number(n) for n in re.findall(r"「([^」]+)」", swap[2])]
        assert len(old) == len(new) == len(set(old)), heading
        base = {c.id for c in deck_pool(carddb.goddess(form).base_key, season)}
        pool = {c.id: c for c in deck_pool(form, season)}
        assert base - set(pool) == set(old), heading
        assert {pool[n].swaps[form] for n in set(pool) - base} == set(old), heading
        assert dict(zip(old, new, strict=True)) == {pool[n].swaps[form]: n for n in set(pool) - base}, heading
    assert seen == set(SWAP_ENTRIES)
