"""Conformance runs: the feature suite against any implementation (in-process, HTTP, JSON lines,
or a deliberately wrong mutant of our engine), with per-clause reports and expectations files.

`python -m referee conformance --impl SPEC` is the entry point (``cli.py``); the pytest side
(outcomes, clause selection, strict xfails from ``expectations/<impl>.toml``, "unsupported") is the
plugin ``tests/conformance_plugin.py``. See README, "Testing your own implementation".
"""
