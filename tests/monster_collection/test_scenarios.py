"""Every feature file under features/monster-collection runs as pytest tests (pytest-bdd).

MONSTER_COLLECTION_FEATURES=<paths under features/, joined by os.pathsep> narrows the run (while
writing scenarios, or for a conformance run by clause)."""

import os

from pytest_bdd import scenarios

scenarios(*os.environ.get("MONSTER_COLLECTION_FEATURES", "monster-collection").split(os.pathsep))
