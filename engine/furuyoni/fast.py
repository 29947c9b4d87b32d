"""The switch of the engine's speed-ups (issue 22), read once at import.

``FURUYONI_NO_FAST=1`` in the environment turns them off: the engine then takes the plain paths it
took before them (every effect in force read with its condition for every question, an attack card's
range and keywords worked out anew by each predicate that needs them, a position's checkpoint copied
even when the first step replaces it). Both ways must give the same rulings and positions, hash for
hash: ``python -m referee speed-differential`` plays random real-card games both ways and compares them
(docs/performance.md). The switch exists for that comparison and for bisecting a suspected
difference; nothing else should read it.
"""

from __future__ import annotations

import os

FAST: bool = os.environ.get("FURUYONI_NO_FAST", "") not in ("1", "true", "yes")

CHECK_KEPT: bool = os.environ.get("FURUYONI_CHECK_KEPT", "") in ("1", "true", "yes")
"""``FURUYONI_CHECK_KEPT=1``: every kept scan for the effects in force (``statuses._card_effects``) is
compared with a plain scan, and a stale one (a change of the board that did not raise ``Game.board``)
raises AssertionError. For test runs that hunt such a change (docs/performance.md); slow. The
shortcuts of a main-phase listing (issue 22, fourth round) are checked the same way: the basic actions
listed (``basic.basic_options``) against the plain listing, and an attack card's range read without
its probe (``use._unmodified_reach``) against the probe's modifications, range and keywords."""
