"""Every Furuyoni feature file under features/furuyoni runs as pytest tests (pytest-bdd), with the step
definitions of tests/furuyoni/steps (``tests.harness``).

FURUYONI_FEATURES=<folder or file under features/> narrows the run while writing scenarios; several,
joined by os.pathsep, are the files a conformance run by clause can draw on (``referee.conformance``).
"""

from pytest_bdd import scenarios

from tests.harness import feature_paths, playing

with playing("furuyoni"):
    scenarios(*feature_paths("furuyoni"))
