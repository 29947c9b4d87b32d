"""Monster Collection TCG (モンスター・コレクション), the referee's second game: a rules engine for the
総合ルール Version 2.09, clause by clause (cited ``MC 8.3.5``, tagged ``@clause:MC-8-3-5``), behind the
game contract of ``engine.contract`` (``game.GAME``); its clause index is ``editions``."""
