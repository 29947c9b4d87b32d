"""奏奪's scenarios: its step definitions (``Game.step_plugins``: ``tests.soudatsu.steps.play``) and the
implementation they run against (``--impl``: in process, a served referee over HTTP, JSON lines, or a
mutant of the engine; ``tests.harness``). ``@clause:SD-…`` tags are checked against 奏奪's clause index
by the harness (tests/conftest.py), so a typo cannot drop a scenario out of the coverage."""

from __future__ import annotations

from tests.harness import game_fixtures

globals().update(game_fixtures("soudatsu"))
