"""Every feature file under features/monster-collection runs as pytest tests (pytest-bdd), with the step
definitions of tests/monster_collection/steps (``tests.harness``).

MONSTER_COLLECTION_FEATURES=<paths under features/, joined by os.pathsep> narrows the run (while
writing scenarios, or for a conformance run by clause)."""

from pytest_bdd import scenarios

from tests.harness import feature_paths, playing

with playing("monster-collection"):
    scenarios(*feature_paths("monster-collection"))
