"""Every 奏奪 feature file under features/soudatsu runs as pytest tests (pytest-bdd), with the step
definitions of tests/soudatsu/steps (``tests.harness``).

SOUDATSU_FEATURES=<folder or file under features/> narrows the run while writing scenarios; several,
joined by os.pathsep, are the files a conformance run by clause can draw on (``referee.conformance``).
"""

from pytest_bdd import scenarios

from tests.harness import feature_paths, playing

with playing("soudatsu"):
    scenarios(*feature_paths("soudatsu"))
