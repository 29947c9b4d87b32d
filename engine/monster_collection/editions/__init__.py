"""Editions of Monster Collection TCG's comprehensive rules (総合ルール): one subpackage per edition.

Each edition's clause index is generated from the rules text by ``tools/build_clause_index_mc.py``
(``clauses.json``) from hand-written metadata (``clause_meta.toml``); the subpackage exposes a
loader with the interface of Furuyoni's (``load_clause_index()`` returning an ``Index``). This module
describes the editions and the clause ids as the game contract (``engine.contract``) asks for them.
"""

from __future__ import annotations

from engine.contract import ClauseIndex, ClauseScheme, Edition

__all__ = ["CLAUSE_SCHEME", "DEFAULT_EDITION", "EDITIONS"]


def _index_ja_2014_03_13() -> ClauseIndex:
    from .ja_2014_03_13 import load_clause_index

    return load_clause_index()


EDITIONS = (
    Edition(
        id="ja-2014-03-13",
        title="総合ルール Version 2.09, Japanese, 2014-03-13",
        language="ja",
        source="002_6cefc896bf1395ec.txt",
        load_index=_index_ja_2014_03_13,
    ),
)
DEFAULT_EDITION = "ja-2014-03-13"

CLAUSE_SCHEME = ClauseScheme(
    pattern=r"MC-[1-9][0-9]*(?:-[1-9][0-9]*)*",
    example_id="MC-8-3-5",
    example_citation="MC 8.3.5",
    description="The document's own dotted numbers with dashes for dots, prefixed MC- (clause 8.3.5 is "
    "MC-8-3-5); a chapter (第N章) is MC-N.",
)
