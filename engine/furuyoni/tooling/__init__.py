"""Furuyoni's contributions to the referee's tools, behind the optional capabilities of the game
contract (``engine.contract``): the API's request and response bodies and its Furuyoni-only
operations (test decks, random real decks, the goddesses to choose from), the rules-by-example
renderer of the clause pages, the ``cards`` and ``source-check`` commands, the mutants, the
benchmark's ruling case and the random setups of the differential games (``random_setup``).

No rule lives here: the rules are the engine's (``engine.furuyoni`` outside this package), and the
mutants never patch this package. These modules may use the referee's generic parts (its Gherkin
reader, the mutation machinery), never the other way round.
"""
