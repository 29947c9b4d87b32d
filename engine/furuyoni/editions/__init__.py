"""Rules editions supported by the engine: one subpackage per edition, holding its clause index.

The clause index of an edition is generated from the rules text by ``tools/build_clause_index.py``
(``clauses.json``) from hand-written metadata (``clause_meta.toml``); each subpackage exposes a loader
returning an ``engine.clause_index.Index`` of its clauses.
"""

from __future__ import annotations

from engine.clause_index import Index, string_field

__all__ = ["Index", "string_field"]
