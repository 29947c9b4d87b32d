"""The goddess list of appendix 1 (App1) of the 2025 edition: who may be chosen, and their numbers.

Facts only. A goddess and her another versions share a number (C 2-1 supplement), so they can
never be chosen together. Keys follow the card data (`yurina`, `yurina-a1`, …).
"""

from __future__ import annotations

BASE: dict[str, int] = {
    "yurina": 1,
    "saine": 2,
    "himika": 3,
    "tokoyo": 4,
    "oboro": 5,
    "yukihi": 6,
    "shinra": 7,
    "hagane": 8,
    "chikage": 9,
    "kururu": 10,
    "thallya": 11,
    "raira": 12,
    "utsuro": 13,
    "honoka": 14,
    "korunu": 15,
    "yatsuha": 16,
    "hatsumi": 17,
    "mizuki": 18,
    "megumi": 19,
    "kanawe": 20,
    "kamuwi": 21,
    "renri": 22,
    "akina": 23,
    "shisui": 24,
    "misora": 25,
}

ANOTHER: dict[str, tuple[str, ...]] = {
    "yurina": ("a1", "a2"),
    "saine": ("a1", "a2"),
    "himika": ("a1",),
    "tokoyo": ("a1", "a2"),
    "oboro": ("a1", "a2"),
    "yukihi": ("a1",),
    "shinra": ("a1",),
    "hagane": ("a1",),
    "chikage": ("a1",),
    "kururu": ("a1", "a2"),
    "thallya": ("a1",),
    "raira": ("a1",),
    "utsuro": ("a1",),
    "honoka": ("a1",),
    "yatsuha": ("a1", "aa1"),
    "hatsumi": ("a1",),
    "renri": ("a1",),
}

GODDESSES: dict[str, int] = dict(BASE)
for _base, _versions in ANOTHER.items():
    for _v in _versions:
        GODDESSES[f"{_base}-{_v}"] = BASE[_base]
