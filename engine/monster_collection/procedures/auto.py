"""● 自動型 special abilities (MC 14.7) on chapter 10's trigger machinery (``triggers.py``: an ability
with a ``trigger`` waits when its event happens; the next check step plays it, ``procedures/effects.py``).

What this chapter adds:

- the timing gate (14.7.3, 14.7.3.1-2) is chapter 10's ``triggers.in_timing`` (10.9.8, 10.9.10): a ●
  [戦闘] ability triggers only while its unit takes part in a battle, or a battle is fought on its terrain;
  a ● [自軍ターン] one only in its owner's own turn;
- the battle's moments as trigger events (14.7.3.5, 14.7.3.6): ``battle_start`` (8.3.1), ``battle_end``
  (the battle end timing, 8.3.8), ``attack_declared`` (each attack, 9.1) — signalled where they happen
  with ``triggers.phase_start``;
- dice of a ● ability are rolled as it resolves (14.7.3.10): ``values``.

A ● ability is played straight from its waiting state, with no counter chain (14.7.3.9); the waiting
abilities of the advancing (active, 1.3.7) player go first, each player choosing the order of its own
(14.7.3.8, 10.5.3.1, 10.20.1.1.1-2: ``effects.play_waiting``). Its granted effects last to the battle end
timing in a battle, else to the end of the phase (14.7.3.4; 4.6.9 as for any effect).
"""

from __future__ import annotations

from ..duel import Duel
from ..model import Ability


def values(g: Duel, ability: Ability) -> list[int]:
    """MC 14.7.3.10: a ● ability's dice are rolled as it resolves; each effect's amount with its dice."""
    from .use import DICE, dice_values  # use.py imports the effects that import this module

    rolls: list[int] = []
    for e in ability.effects:
        m = DICE.match(e.dice or "")
        if m:
            rolls += g.roll(int(m.group(1)), "MC-14-7-3-10", f"dice for {e.dice}, rolled as the ● ability resolves")
    return dice_values(ability, rolls)
