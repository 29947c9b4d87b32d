"""A readable Latin-letter name for a card or goddess the card data gives no English name (issue 16:
a judge reading English should not meet the raw id ``misora`` or a name in a script they cannot read).

A name written in kana only (ミソラ, カスタムパーツA) is romanised from the Japanese by Hepburn; any
other (one with kanji: 弓流し) from its Korean name by the Revised Romanization's letters, which every
Korean name of the data has. Both are letter-by-letter fallbacks, not translations: no sound-change
rules beyond the long vowel and the doubled consonant of Japanese.
"""

from __future__ import annotations

import re

_KANA = (
    "ア a イ i ウ u エ e オ o カ ka キ ki ク ku ケ ke コ ko サ sa シ shi ス su セ se ソ so "
    "タ ta チ chi ツ tsu テ te ト to ナ na ニ ni ヌ nu ネ ne ノ no ハ ha ヒ hi フ fu ヘ he ホ ho "
    "マ ma ミ mi ム mu メ me モ mo ヤ ya ユ yu ヨ yo ラ ra リ ri ル ru レ re ロ ro ワ wa ヲ o ン n "
    "ガ ga ギ gi グ gu ゲ ge ゴ go ザ za ジ ji ズ zu ゼ ze ゾ zo ダ da ヂ ji ヅ zu デ de ド do "
    "バ ba ビ bi ブ bu ベ be ボ bo パ pa ピ pi プ pu ペ pe ポ po ヴ vu "
    "ァ a ィ i ゥ u ェ e ォ o"
)
KANA: dict[str, str] = dict(zip(_KANA.split()[::2], _KANA.split()[1::2], strict=True))
_SMALL_Y = {"ャ": "a", "ュ": "u", "ョ": "o"}
_SMALL_VOWEL = {"ァ": "a", "ィ": "i", "ゥ": "u", "ェ": "e", "ォ": "o"}

# Revised Romanization's letters: the 19 initials, 21 medials and 28 finals (the first: none).
_INITIALS = ["g", "kk", "n", "d", "tt", "r", "m", "b", "pp", "s", "ss", "-", "j", "jj", "ch", "k", "t", "p", "h"]
_MEDIALS = ["a", "ae", "ya", "yae", "eo", "e", "yeo", "ye", "o", "wa", "wae", "oe", "yo", "u", "wo", "we", "wi", "yu", "eu", "ui", "i"]
_FINALS = ["", *["k", "k", "k", "n", "n", "n", "t", "l", "k", "m", "l", "l", "l", "p", "l", "m", "p", "p", "t", "t", "ng", "t", "t", "k", "t", "p", "t"]]


def _katakana(text: str) -> str:
    """Hiragana as katakana (the two syllabaries are 0x60 apart)."""
    return "".join(chr(ord(c) + 0x60) if "ぁ" <= c <= "ゖ" else c for c in text)


def is_kana(text: str) -> bool:
    """Only kana, Latin letters, digits, spaces and the name separators: Hepburn can spell all of it."""
    kana = _katakana(text)
    return any(c in KANA for c in kana) and all(
        c in KANA or c in _SMALL_Y or c in "ッー・ 　" or c.isascii() for c in kana
    )


def hepburn(text: str) -> str:
    """Kana -> Hepburn, letter by letter: シャ sha, ッ doubles the next consonant, ー repeats the vowel."""
    out: list[str] = []
    double = False
    for c in _katakana(text):
        if c in _SMALL_Y and out and out[-1] and out[-1][-1] == "i":
            stem = out.pop()[:-1]
            out.append((stem if stem in ("sh", "ch", "j") else stem + "y") + _SMALL_Y[c])
        elif c in _SMALL_VOWEL and out and out[-1]:
            out.append(out.pop()[:-1] + _SMALL_VOWEL[c])
        elif c == "ッ":
            double = True
            continue
        elif c == "ー":
            if out and out[-1]:
                out.append(out[-1][-1])
        elif c in KANA:
            syllable = KANA[c]
            out.append(("t" if syllable.startswith("ch") else syllable[0]) + syllable if double else syllable)
        else:
            out.append(" " if c in "・　" else c)
        double = False
    return "".join(out)


def hangul(text: str) -> str:
    """Hangul syllables -> Revised Romanization letters (of the sound changes across syllables, only ㄹ + ㄹ)."""
    out: list[str] = []
    for c in text:
        code = ord(c) - 0xAC00
        if 0 <= code < 11172:
            initial, rest = divmod(code, 588)
            medial, final = divmod(rest, 28)
            out.append(_INITIALS[initial].strip("-") + _MEDIALS[medial] + _FINALS[final])
        else:
            out.append(c)
    return "".join(out).replace("lr", "ll")  # ㄹ + ㄹ reads "ll" (the one assimilation kept)


def _title(text: str) -> str:
    text = re.sub(r"([a-z])([A-Z0-9])", r"\1 \2", text)  # カスタムパーツA: "Kasutamupaatsu A"
    return " ".join(w[:1].upper() + w[1:] for w in text.split())


def romanised(ja: str | None, ko: str | None) -> str | None:
    """The fallback Latin name: Hepburn for a kana name, else the Korean name's letters; None when there
    is neither."""
    if ja and is_kana(ja):
        return _title(hepburn(ja))
    if ko:
        return _title(hangul(ko))
    return None
