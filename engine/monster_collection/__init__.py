"""Monster Collection TCG (モンスター・コレクション), the referee's second game: a rules engine following
the 総合ルール clause by clause (cited ``MC 8.3.5``, tagged ``@clause:MC-8-3-5``), behind the game
contract of ``engine.contract`` (``game.GAME``)."""
