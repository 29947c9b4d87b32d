"""Every 奏奪 feature file under features/soudatsu runs as pytest tests (pytest-bdd).

SOUDATSU_FEATURES=<folder or file under features/> narrows the run while writing scenarios."""

import os

from pytest_bdd import scenarios

scenarios(*os.environ.get("SOUDATSU_FEATURES", "soudatsu").split(os.pathsep))
