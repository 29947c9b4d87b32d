"""The Monster Collection scenarios' harness (``tests.harness``): the implementation fixture ``impl``
(``--impl``: our engine in process through the game contract, a served referee, a JSON-lines program or
a mutant) and the step definitions and hooks of the modules ``GAME.step_plugins`` names
(``tests/monster_collection/steps/``), scoped to this folder."""

from tests.harness import game_fixtures

globals().update(game_fixtures("monster-collection"))
