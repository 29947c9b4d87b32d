#!/usr/bin/env python3
"""Build the project's card database (facts only) from the shared Furuyoni card data.

Reads ``../shared/data/furuyoni/cards.json`` (extracted from ``tetradice/furuyoni-data``, MIT) and
writes ``engine/furuyoni/carddata/cards.json``: for every card of the new-edition seasons
(``na-s2`` … ``na-s10-2``) its ids, names (ja/ko/en), goddess, category, type, subtype, range,
damage, charge (納), flare cost, keywords and another-version swaps, version by version, with the
per-season mapping id -> version; and the goddess table.

Facts only: the printed card texts (``text*``, ``textOpened*``, ``*Additional``), the readings
(``ruby*``) and the Chinese names are never copied.  Version indexes are the source's, so a
behaviour implementer can read the text of exactly the version a season uses in the source.

Story, challenge and ``hajimari`` card sets of the source are single-player scenarios of the
source's application, not seasons of the game: they and the goddess forms that only they use
(``*-story-*``, ``*-original``, ``*-hajimari``, ``tatsu``, ``yura``) are left out.

Where the data and appendix 1 (App1) of the 2025-01-31 rules disagree, App1 wins; each override
below says why:

* goddess numbers (``NUMBER_OVERRIDES``): the data gives 『教主』 Shinra (``shinra-a1``) tarot number
  08 (Hagane's); App1 gives every form the number of its base goddess, 07.  The data gives Innealra
  25, Misora's number; Innealra is not in App1 (she arrives in ``na-s10``) and her card ids and her
  forms' numbers are 26, so she is 26.
* 『完全態』 Yatsuha (``yatsuha-a1``) removes O-S-1 … O-S-4 and adds A1-S-4 (App1); the data only
  records A1-S-4 replacing O-S-4, so the form also ``removes`` O-S-1 … O-S-3 (``FORM_REMOVALS``).
  『自我』 Yatsuha (``yatsuha-aa1``) ``extends`` ``yatsuha-a1``: the data's AA1-S-4 replaces A1-S-4.
* the shared Saine/Tokoyo card ``02_04-saine_tokoyo-A1-n-1_4`` (App1: its users are Saine and
  Tokoyo; one copy for 『第二章』 Saine and 『旅芸人』 Tokoyo together): the data records only the
  Saine side (replaces ``02-saine-o-n-1``); the id's ``n-1_4`` gives the Tokoyo side,
  ``04-tokoyo-o-n-4``, as App1's Tokoyo entry also says.
* copies (``COPIES``): App1 says ``NA-09-chikage-O-P-4`` exists twice, ``NA-10-kururu-O-S-3-Ex1``
  three times and ``NA-18-mizuki-O-T-1`` twice; the data has one entry each.
* users (``USERS``, App1's ※ notes): Mizuki's O-N-3, O-N-7 and O-S-3-Ex1 are Kodama's; Renri's
  A1-N-6-Ex2 is Zanka's and A1-N-6-Ex3 Ouka's; the Kiriko card is Kiriko's; Chikage's poisons and
  Mizuki's soldiers have no user.
* ``22-kiriko-o-s-1`` (「御剱桐子の巫女神楽」) is marked ``reference``: App1 does not list it among
  Renri's cards; it exists so that Renri's O-S-4-Ex1 can copy it.
* rules ids (``RULES_ID_OVERRIDES``): the data's ``22-renri-a1-n-5`` (and its Ex1 … Ex3) replaces
  O-N-6 since season 9 and the rules (App1, A 20) number it ``NA-22-renri-A1-N-6``.
* Innealra's base entries without a name (``26-innealra-o-n-2`` …) are ``placeholder`` slots that
  each of her forms O1 … O3 replaces.
* Kanawe's ``-will`` plan entries are the back faces of the plan cards (A 18-2): ``backOf``.
* English names: Renri's trumps carry HTML markup in the data (hidden letters); it is stripped.
  Missing English names (Misora, 『消失』 Oboro, a few others) stay null: nothing is invented.

Usage (from the repository root)::

    python3 tools/build_card_db.py [--source PATH] [--out PATH] [--check]

With ``--check`` nothing is written; the exit status is 1 when the output file is missing or would
change.  Only the standard library is used.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from generated import REPO_ROOT, write_or_check

DEFAULT_SOURCE = REPO_ROOT.parent / "shared" / "data" / "furuyoni" / "cards.json"
DEFAULT_OUT = REPO_ROOT / "engine" / "furuyoni" / "carddata" / "cards.json"

FORMAT = 1
DEFAULT_SEASON = "na-s9-2"
SEASON_PREFIX = "na-"
SOURCE_NAME = "tetradice/furuyoni-data@9551766"
LICENCE = "MIT"

CATEGORIES: dict[str, str] = {
    "normal": "normal",
    "special": "trump",
    "poison": "poison",
    "transform": "transform",
    "troop": "troop",
    "storm": "storm",
    "plan": "plan",
    "diving": "diving",
    "mainParts": "mainParts",
    "customParts": "customParts",
    "fate": "fate",
}
TYPES = frozenset({"attack", "action", "enhance", "variable"})
SUBTYPES = frozenset({"reaction", "fullpower"})
FLAGS = ("lie", "investable", "sealable", "removable", "original", "extra")

# App1 (2025-01-31) numbers where the data's tarotNo disagrees; see the module docstring.
NUMBER_OVERRIDES: dict[str, int] = {
    "shinra-a1": 7,  # data: "08"
    "innealra": 26,  # data: "25" (Misora's); not in App1; her ids and forms are 26
}

# App1: 『完全態』 Yatsuha removes O-S-1..O-S-4; the data records only A1-S-4 replacing O-S-4.
FORM_REMOVALS: dict[str, tuple[str, ...]] = {
    "yatsuha-a1": ("16-yatsuha-o-s-1", "16-yatsuha-o-s-2", "16-yatsuha-o-s-3"),
}

# App1: cards that exist more than once.
COPIES: dict[str, int] = {
    "09-chikage-o-p-4": 2,
    "10-kururu-o-s-3-ex1": 3,
    "18-mizuki-o-t-1": 2,
}

# App1's user notes (사용자); cards not listed here are used by their goddess (megami).
USERS: dict[str, tuple[str, ...]] = {
    "09-chikage-o-p-1": (),
    "09-chikage-o-p-2": (),
    "09-chikage-o-p-3": (),
    "09-chikage-o-p-4": (),
    "18-mizuki-o-t-1": (),
    "18-mizuki-o-t-2": (),
    "18-mizuki-o-t-3": (),
    "18-mizuki-o-n-3": ("kodama",),
    "18-mizuki-o-n-7": ("kodama",),
    "18-mizuki-o-s-3-ex1": ("kodama",),
    "22-renri-a1-n-5-ex2": ("zanka",),
    "22-renri-a1-n-5-ex3": ("ouka",),
    "22-kiriko-o-s-1": ("kiriko",),
}

# Not a card of anyone's game: only there to be copied.
REFERENCE_ONLY = frozenset({"22-kiriko-o-s-1"})

# The number the 2025 rules print, where it is not the data id's mechanical rules form.
RULES_ID_OVERRIDES: dict[str, str] = {
    "22-renri-a1-n-5": "NA-22-renri-A1-N-6",
    "22-renri-a1-n-5-ex1": "NA-22-renri-A1-N-6-Ex1",
    "22-renri-a1-n-5-ex2": "NA-22-renri-A1-N-6-Ex2",
    "22-renri-a1-n-5-ex3": "NA-22-renri-A1-N-6-Ex3",
}

SHARED_ID_RE = re.compile(
    r"^(?P<n1>\d\d)_(?P<n2>\d\d)-(?P<g1>[a-z]+)_(?P<g2>[a-z]+)-(?P<another>A\d+)-n-(?P<s1>\d+)_(?P<s2>\d+)$"
)
GODDESS_ID_RE = re.compile(r"^(?P<number>\d\d)-(?P<name>[a-z]+)-(?P<rest>.+)$")
TRANSFORM_ID_RE = re.compile(r"^transform-(?P<rest>.+)$")
FORM_ANOTHER_RE = re.compile(r"^(?:A|AA|O)\d+$")
RANGE_RE = re.compile(r"^\d+(?:-\d+)?(?:,\d+(?:-\d+)?)*$")
TAG_RE = re.compile(r"<[^>]*>")
INT_RE = re.compile(r"^\d+$")


class BuildError(Exception):
    """The source data is not what the build expects."""


# --- value parsing -----------------------------------------------------------------------------


def _norm(raw: str) -> str:
    """NFKC (full-width digits) without surrounding blanks."""
    return unicodedata.normalize("NFKC", raw).strip()


def _int_or_none(raw: str) -> int | None:
    """``"2"``, ``"１"``, ``"{2}"`` -> int; ``"X"``, ``"時価"``, ``"-"`` -> None."""
    value = _norm(raw).strip("{}")
    return int(value) if INT_RE.match(value) else None


def parse_range(raw: str) -> list[int] | None:
    """``"3-4"`` -> [3, 4]; ``"2,4"`` -> [2, 4]; ``"1,3,5"``; ``"X"`` -> None."""
    value = _norm(raw)
    if not RANGE_RE.match(value):
        return None
    out: list[int] = []
    for part in value.split(","):
        low, _, high = part.partition("-")
        out.extend(range(int(low), int(high or low) + 1))
    return sorted(set(out))


def parse_damage(raw: str) -> tuple[int | None, int | None]:
    """``"3/1"`` -> (3, 1); ``"2/-"`` -> (2, None); ``"X/2"`` -> (None, 2); ``"{2/3}"`` -> (2, 3)."""
    value = _norm(raw).strip("{}")
    aura, sep, life = value.partition("/")
    if not sep:
        raise BuildError(f"damage without '/': {raw!r}")
    return _int_or_none(aura), _int_or_none(life)


def clean_name(raw: str) -> str | None:
    value = TAG_RE.sub("", raw).strip()
    return value or None


# --- ids -----------------------------------------------------------------------------------------

_TOKEN_UPPER = frozenset({"o", "n", "s", "p", "t", "d", "f", "mp", "cp"})


def _rules_tokens(rest: str) -> str:
    tokens = rest.split("-")
    out: list[str] = []
    i = 0
    while i < len(tokens):
        token = tokens[i]
        low = token.lower()
        if low == "ex" and i + 1 < len(tokens) and tokens[i + 1].isdigit():  # "ex-1" -> "Ex1"
            out.append(f"Ex{int(tokens[i + 1])}")
            i += 2
            continue
        if re.fullmatch(r"ex\d+", low):
            out.append(f"Ex{int(low[2:])}")
        elif re.fullmatch(r"(?:a|aa|o)\d+", low) or low in _TOKEN_UPPER:
            out.append(low.upper())
        elif token.isdigit():
            out.append(str(int(token)))
        else:
            out.append(token)
        i += 1
    return "-".join(out)


def rules_id(card_id: str) -> str:
    """The rules' form of a data id: ``01-yurina-o-n-1`` -> ``NA-01-yurina-O-N-1``."""
    if card_id in RULES_ID_OVERRIDES:
        return RULES_ID_OVERRIDES[card_id]
    if match := SHARED_ID_RE.match(card_id):
        return (
            f"NA-{match['n1']}/{match['n2']}-{match['g1']}/{match['g2']}-{match['another']}"
            f"-N-{match['s1']}/{match['s2']}"
        )
    if match := TRANSFORM_ID_RE.match(card_id):
        return f"TransForm Card {match['rest']}"
    if match := GODDESS_ID_RE.match(card_id):
        return f"NA-{match['number']}-{match['name']}-{_rules_tokens(match['rest'])}"
    raise BuildError(f"card id of an unknown shape: {card_id!r}")


def canonical_key(text: str) -> str:
    """The case-, padding- and spelling-insensitive key under which an id is looked up.

    Mirrors ``engine.furuyoni.carddb._canonical_key``: lower case, no ``NA-``, ``/`` as ``_``,
    ``TransForm Card X`` as ``transform-X``, ``ex-1`` as ``ex1``, ``mp1`` as ``mp-1``, no leading
    zeros in numbers after a hyphen.
    """
    key = text.strip().lower()
    key = re.sub(r"^transform\s+card\s+", "transform-", key)
    key = key.removeprefix("na-").replace("/", "_")
    key = re.sub(r"-ex-(\d+)", r"-ex\1", key)
    key = re.sub(r"-(mp|cp)(\d+)", r"-\1-\2", key)
    return re.sub(r"-0+(\d)", r"-\1", key)


# --- the build -----------------------------------------------------------------------------------


def _form_key(megami: str, another: str) -> str:
    return f"{megami}-{another.lower()}"


def _is_game_form(key: str, entry: Mapping[str, Any]) -> bool:
    tarot = str(entry.get("tarotNo", ""))
    if not tarot.isdigit() or int(tarot) >= 90:
        return False
    another = entry.get("anotherID")
    if another is None:
        return "base" not in entry and "-" not in key
    return bool(FORM_ANOTHER_RE.match(str(another)))


def _swaps(card_id: str, version: Mapping[str, Any]) -> dict[str, str | None]:
    another = version.get("anotherID")
    if not another:
        return {}
    replace = version.get("replace") or None
    swaps: dict[str, str | None] = {_form_key(str(version["megami"]), str(another)): replace}
    if match := SHARED_ID_RE.match(card_id):
        first = f"{match['n1']}-{match['g1']}-o-n-{match['s1']}"
        if version["megami"] != match["g1"] or replace != first:
            raise BuildError(f"{card_id}: the data's replace {replace!r} is not the id's first side {first!r}")
        swaps[_form_key(match["g2"], match["another"])] = f"{match['n2']}-{match['g2']}-o-n-{match['s2']}"
    return swaps


def _version_facts(card_id: str, version: Mapping[str, Any]) -> dict[str, Any]:
    facts: dict[str, Any] = {"megami": version["megami"]}
    users = USERS.get(card_id)
    if match := SHARED_ID_RE.match(card_id):
        users = (match["g1"], match["g2"])
    if users is not None:
        facts["users"] = list(users)
    facts["name"] = clean_name(str(version["name"]))
    facts["nameKo"] = clean_name(str(version.get("nameKo", "")))
    facts["nameEn"] = clean_name(str(version.get("nameEn", "")))
    base_type = str(version["baseType"])
    if base_type not in CATEGORIES:
        raise BuildError(f"{card_id}: unknown baseType {base_type!r}")
    facts["category"] = CATEGORIES[base_type]
    if "type" in version:
        if version["type"] not in TYPES:
            raise BuildError(f"{card_id}: unknown type {version['type']!r}")
        facts["type"] = version["type"]
    if "subType" in version:
        if version["subType"] not in SUBTYPES:
            raise BuildError(f"{card_id}: unknown subType {version['subType']!r}")
        facts["subtype"] = version["subType"]
    for suffix in ("", "Opened"):
        if f"range{suffix}" in version:
            raw = str(version[f"range{suffix}"])
            facts[f"range{suffix}"] = parse_range(raw)
            facts[f"range{suffix}Raw"] = raw
        if f"damage{suffix}" in version:
            raw = str(version[f"damage{suffix}"])
            facts[f"aura{suffix}"], facts[f"life{suffix}"] = parse_damage(raw)
            facts[f"damage{suffix}Raw"] = raw
    for key in ("capacity", "cost"):
        if key in version:
            raw = str(version[key])
            facts[key] = _int_or_none(raw)
            facts[f"{key}Raw"] = raw
    if "growth" in version:
        facts["growth"] = int(version["growth"])
    for flag in FLAGS:
        if version.get(flag):
            facts[flag] = True
    for key in ("extraFrom", "exchangableTo"):
        if version.get(key):
            facts[key] = version[key]
    if version.get("anotherID"):
        facts["anotherId"] = version["anotherID"]
        facts["replace"] = version.get("replace") or None
        facts["swaps"] = _swaps(card_id, version)
    if card_id in COPIES:
        facts["copies"] = COPIES[card_id]
    if card_id.endswith("-will") and base_type == "plan":
        facts["backOf"] = card_id.removesuffix("-will")
    if card_id in REFERENCE_ONLY:
        facts["reference"] = True
    if facts["name"] is None:
        facts["placeholder"] = True
    return {key: value for key, value in facts.items() if value is not None}


def _goddesses(data: Mapping[str, Any], seasons: Sequence[str]) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for key, entry in data["megami"].items():
        if not _is_game_form(key, entry):
            continue
        absent = set(entry.get("notExistCardSets", ()))
        tarot = int(entry["tarotNo"])
        number = NUMBER_OVERRIDES.get(key, tarot)
        goddess: dict[str, Any] = {
            "name": clean_name(str(entry["name"])),
            "nameKo": clean_name(str(entry.get("nameKo", ""))),
            "nameEn": clean_name(str(entry.get("nameEn", ""))),
            "number": number,
        }
        if number != tarot:
            goddess["dataNumber"] = tarot
        if entry.get("base"):
            goddess["base"] = entry["base"]
            goddess["anotherId"] = entry["anotherID"]
            another = str(entry["anotherID"])
            if another.startswith("AA"):
                goddess["extends"] = _form_key(str(entry["base"]), another[1:])
        if key in FORM_REMOVALS:
            goddess["removes"] = list(FORM_REMOVALS[key])
        goddess["seasons"] = [season for season in seasons if season not in absent]
        out[key] = {k: v for k, v in goddess.items() if v is not None}
    for key, goddess in out.items():
        base = goddess.get("base")
        if base is not None and (base not in out or out[base]["number"] != goddess["number"]):
            raise BuildError(f"goddess {key}: base {base!r} missing or numbered differently")
        if "extends" in goddess and goddess["extends"] not in out:
            raise BuildError(f"goddess {key}: extends unknown form {goddess['extends']!r}")
    for key in NUMBER_OVERRIDES:
        if key not in out:
            raise BuildError(f"number override for unknown goddess {key!r}")
    return out


def build_db(data: Mapping[str, Any], source_sha256: str) -> dict[str, Any]:
    seasons = [name for name in data["seasons"] if name.startswith(SEASON_PREFIX)]
    if DEFAULT_SEASON not in seasons:
        raise BuildError(f"the default season {DEFAULT_SEASON} is missing from the source")
    goddesses = _goddesses(data, seasons)
    forms = set(goddesses)

    card_ids = sorted({card_id for season in seasons for card_id in data["seasons"][season]})
    cards: dict[str, Any] = {}
    keys: dict[str, str] = {}
    for card_id in card_ids:
        versions = [_version_facts(card_id, version) for version in data["versions"][card_id]]
        for version in versions:
            if version["megami"] not in forms:
                raise BuildError(f"{card_id}: goddess {version['megami']!r} is not in the goddess table")
            for form in version.get("swaps", {}):
                if form not in forms:
                    raise BuildError(f"{card_id}: another version {form!r} is not in the goddess table")
        rid = rules_id(card_id)
        for key in {canonical_key(card_id), canonical_key(rid)}:
            if keys.setdefault(key, card_id) != card_id:
                raise BuildError(f"{card_id} and {keys[key]} share the lookup key {key!r}")
        cards[card_id] = {"rulesId": rid, "versions": versions}

    for table, name in ((COPIES, "COPIES"), (USERS, "USERS"), (RULES_ID_OVERRIDES, "RULES_ID_OVERRIDES")):
        for card_id in table:
            if card_id not in cards:
                raise BuildError(f"{name}: unknown card {card_id!r}")
    for form, removed in FORM_REMOVALS.items():
        for card_id in removed:
            if card_id not in cards:
                raise BuildError(f"FORM_REMOVALS[{form!r}]: unknown card {card_id!r}")

    season_table: dict[str, Any] = {}
    for order, season in enumerate(seasons):
        meta = data["cardSets"][season]
        mapping = data["seasons"][season]
        season_table[season] = {
            "name": meta["name"],
            "nameKo": meta.get("nameKo") or None,
            "nameEn": meta.get("nameEn") or None,
            "order": order,
            "cards": {card_id: mapping[card_id] for card_id in sorted(mapping)},
        }
        for card_id, index in mapping.items():
            if not 0 <= index < len(cards[card_id]["versions"]):
                raise BuildError(f"{season}: {card_id} points at a missing version {index}")

    return {
        "format": FORMAT,
        "source": SOURCE_NAME,
        "licence": LICENCE,
        "sourceSha256": source_sha256[:16],
        "defaultSeason": DEFAULT_SEASON,
        "goddesses": goddesses,
        "seasons": season_table,
        "cards": cards,
    }


def _dump(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


def _lines(mapping: Mapping[str, Any], indent: str) -> Iterable[str]:
    items = list(mapping.items())
    for index, (key, value) in enumerate(items):
        comma = "," if index < len(items) - 1 else ""
        yield f"{indent}{_dump(key)}: {_dump(value)}{comma}"


def render(db: Mapping[str, Any]) -> str:
    """JSON with one goddess, one season-card mapping and one card per line (readable diffs)."""
    out = ["{"]
    for key in ("format", "source", "licence", "sourceSha256", "defaultSeason"):
        out.append(f" {_dump(key)}: {_dump(db[key])},")
    out.append(' "goddesses": {')
    out.extend(_lines(db["goddesses"], "  "))
    out.append(" },")
    out.append(' "seasons": {')
    seasons = list(db["seasons"].items())
    for index, (season, entry) in enumerate(seasons):
        head = {key: value for key, value in entry.items() if key != "cards"}
        out.append(f'  {_dump(season)}: {_dump(head)[:-1]}, "cards": {{')
        out.extend(_lines(entry["cards"], "   "))
        out.append("  }}" + ("," if index < len(seasons) - 1 else ""))
    out.append(" },")
    out.append(' "cards": {')
    out.extend(_lines(db["cards"], "  "))
    out.append(" }")
    out.append("}")
    return "\n".join(out) + "\n"


def build(source: Path) -> str:
    raw = source.read_bytes()
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as error:
        raise BuildError(f"{source.name}: not JSON: {error}") from error
    text = render(build_db(data, hashlib.sha256(raw).hexdigest()))
    json.loads(text)  # the hand-rolled layout must still be JSON
    return text


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument(
        "--source", type=Path, default=DEFAULT_SOURCE, help="card data (default: ../shared/data/furuyoni/cards.json)"
    )
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="generated card database (JSON)")
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if the output would change")
    args = parser.parse_args(argv)

    try:
        text = build(args.source)
    except (BuildError, OSError, KeyError, ValueError, TypeError) as error:
        print(f"build_card_db: error: {error}", file=sys.stderr)
        return 2

    db = json.loads(text)
    what = f"{len(db['cards'])} cards, {len(db['seasons'])} seasons"
    return write_or_check("build_card_db", args.out, text, check=args.check, what=what)


if __name__ == "__main__":
    sys.exit(main())
