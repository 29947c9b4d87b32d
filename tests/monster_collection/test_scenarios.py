"""Every feature file under features/monster-collection runs as pytest tests (pytest-bdd).

MC_FEATURES=<folder or file under features/> narrows the run while writing scenarios."""

import os

from pytest_bdd import scenarios

scenarios(*os.environ.get("MC_FEATURES", "monster-collection").split(os.pathsep))
