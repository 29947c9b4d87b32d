"""Every feature file under features/ runs as pytest tests (pytest-bdd).

FURUYONI_FEATURES=<folder or file under features/> narrows the run while writing scenarios; several,
joined by os.pathsep, are the files a conformance run by clause can draw on (``referee.conformance``).
"""

import os

from pytest_bdd import scenarios

scenarios(*os.environ.get("FURUYONI_FEATURES", "furuyoni").split(os.pathsep))
