"""Editions of Monster Collection TCG's comprehensive rules (総合ルール): one subpackage per edition.

Each edition's clause index is generated from the rules text by ``tools/build_clause_index_mc.py``
(``clauses.json``) from hand-written metadata (``clause_meta.toml``); the subpackage exposes a
loader with the interface of Furuyoni's (``load_clause_index()`` returning an ``Index``).
"""
