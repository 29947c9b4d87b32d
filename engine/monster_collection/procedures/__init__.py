"""The procedures of the rules, one module per chapter or section: ``setup`` (chapter 6), ``turn``
(chapter 7), ``terrain`` (12.1), ``advance`` (12.2), ``summon`` (12.2.6-12.2.8), ``battle`` (chapter 8),
``attack`` (chapter 9) and ``use`` (the part of chapter 10 that battle needs)."""
