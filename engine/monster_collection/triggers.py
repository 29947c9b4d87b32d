"""Triggered abilities (MC 10.4.1, 10.5): what makes them wait, and what they remember.

A triggered ability is an ``Ability`` with a ``trigger`` (``model.TriggerKind``): a ● automatic ability
(kind ``auto``), or a ○ constant ability (kind ``constant``) that triggers. When its condition is met it
*waits* (10.5.2), once per occurrence (10.5.2.1): a ``Waiting`` in ``State.waiting``, which travels with
the position until the next check step plays it (10.5.1, 10.20.1.1.1-2; ``procedures/effects.py``
``play_waiting``, called by ``rules.check_step``).

How another module makes a triggered ability wait:

- an event this module knows (``enters``, ``leaves``, ``damaged``, ``main_start``, ``summon_start``)
  is signalled by the engine where it happens (``entered``, ``leaving``, ``damaged``, ``phase_start``):
  a card carrying an ability with that ``trigger`` needs no registration;
- a new kind of event: add it to ``model.TriggerKind`` and call ``fire(g, kind, card, seen)`` where it
  happens, ``card`` being each card whose ability listens (``listeners`` finds the battlefield's);
- a state trigger (10.5.5) is listed in ``STATE_TRIGGERS`` with the test of its state;
- a delayed trigger (10.5.4.2) is a ``model.Delayed`` in ``State.delayed``; ``battle_end`` plays it.

What a triggered ability reads of the card that set it off (10.5.4.1) is taken as it triggers and kept
in ``Waiting.seen``: a card that left the battlefield is read as it was there (10.5.4.1.2); one that
came from a hidden zone as it is in the public one (10.5.4.1.1); one that moved between public zones as
it is where it arrived (10.5.4.1.3).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Literal

from .duel import Duel
from .model import Timing, TriggerKind, Unit, Waiting, WaitingZone
from .stats import attack, level


def listeners(g: Duel, kind: TriggerKind) -> Iterator[tuple[str, int, int, bool]]:
    """Every (card, owner, ability index, is a ○ ability) on the battlefield — units, their equipment and
    terrain cards — whose ability triggers on ``kind``."""
    for t in g.state.battlefield:
        cards: list[tuple[str, int]] = []
        for u in t.units:
            cards.append((u.card, g.owner(u.card)))
            cards += [(eq.card, g.owner(eq.card)) for eq in u.equipment]
        if t.kind == "card":
            cards.append((t.card, t.placed_by))
        for card, owner in cards:
            for i, a in enumerate(g.defn(card).abilities):
                if a.trigger == kind and a.kind in ("auto", "constant"):
                    yield card, owner, i, a.kind == "constant"


def fire(g: Duel, kind: TriggerKind, card: str, owner: int, index: int, *, constant: bool, seen: dict[str, int],
         zone: WaitingZone = "battlefield") -> None:  # fmt: skip
    """MC 10.5.2, 10.5.2.1: the ability waits, once more each time its condition is met — if its timing
    notation allows it now (10.9.2)."""
    if not in_timing(g, card, owner, g.defn(card).abilities[index].timing):
        return
    g.state.waiting.append(
        Waiting(card=card, owner=owner, ability=index, trigger=kind, seen=dict(seen), constant=constant, zone=zone)
    )
    g.emit("MC-10-5-2", f"{g.name(card)}'s ability triggers on {kind} and waits", card=card, trigger=kind)


def in_timing(g: Duel, card: str, owner: int, timing: list[Timing]) -> bool:
    """MC 10.9.2: a ● ability triggers only within its timing notation. [戦闘] (10.9.8, 14.7.3.1): from the
    battle's start to its end timing, for a card on the battle's terrain; [自軍ターン] (10.9.10): only while
    its owner is the advancing player. With neither it triggers whenever its condition is met (10.9.11)."""
    if "battle" in timing:
        c = g.state.battle
        if c is None or c.timing == "closed" or not on_terrain(g, card, c.area):
            g.emit(
                "MC-10-9-8", f"{g.name(card)}'s [battle] ability triggers only in a battle on its terrain", card=card
            )
            return False
    if "own_turn" in timing and g.state.active != owner:
        g.emit("MC-10-9-10", f"{g.name(card)}'s [own turn] ability triggers only in its owner's turn", card=card)
        return False
    return True


def on_terrain(g: Duel, card: str, area: str) -> bool:
    t = g.terrain(area)
    if t is None:
        return False
    return t.card == card or any(u.card == card or any(e.card == card for e in u.equipment) for u in t.units)


def snapshot(g: Duel, unit: Unit) -> dict[str, int]:
    """The values a triggered ability may ask of a unit on the battlefield (MC 10.5.4.1)."""
    return {"attack": attack(g, unit), "level": level(g, unit)}


def entered(g: Duel, unit: Unit, came_from: Literal["hand", "discard"] = "hand") -> None:
    """MC 10.5.4: a unit was put onto the battlefield: its "enters" abilities wait, reading it as it is on the
    battlefield — from the hand, a hidden zone, the public zone is the battlefield (10.5.4.1.1); from the
    discard pile, a public zone, it moved between public zones, not from the battlefield, and is read in the
    zone it arrived in (10.5.4.1.3), with the continuous effects there, not as it lay in the discard pile."""
    for i, a in enumerate(g.defn(unit.card).abilities):
        if a.trigger == "enters" and a.kind in ("auto", "constant"):
            seen = snapshot(g, unit)  # 10.5.4.1.1 (from the hand), 10.5.4.1.3 (from the discard pile)
            if came_from == "discard":
                g.emit(
                    "MC-10-5-4-1-3",
                    f"{g.name(unit.card)} moved from the discard pile to the battlefield, public zones both: its "
                    f"ability reads it as it is on the battlefield (level {seen['level']}, attack {seen['attack']})",
                    card=unit.card,
                )
            fire(g, "enters", unit.card, g.owner(unit.card), i, constant=a.kind == "constant", seen=seen)


def leaving(g: Duel, unit: Unit, to: Literal["discard", "removed"]) -> None:
    """MC 10.5.4, 10.5.4.1.2: a unit is about to leave the battlefield for ``to``: its "leaves" abilities
    wait, reading it as it was on the battlefield (called before it moves)."""
    for i, a in enumerate(g.defn(unit.card).abilities):
        if a.trigger == "leaves" and a.kind in ("auto", "constant"):
            seen = snapshot(g, unit)
            fire(g, "leaves", unit.card, g.owner(unit.card), i, constant=a.kind == "constant", seen=seen, zone=to)


def damaged(g: Duel, unit: Unit, amount: int) -> None:
    """A unit took damage: its "damaged" abilities (of the unit or its equipment) wait, once per damage
    dealt (MC 10.5.2.1)."""
    cards = [unit.card, *(eq.card for eq in unit.equipment)]
    for card in cards:
        for i, a in enumerate(g.defn(card).abilities):
            if a.trigger == "damaged" and a.kind in ("auto", "constant"):
                fire(g, "damaged", card, g.owner(card), i, constant=a.kind == "constant", seen={"damage": amount})


def phase_start(g: Duel, kind: TriggerKind) -> None:
    """MC 4.7.4: "at the start of the phase": every listening card on the battlefield waits; the check step
    before the phase's first play step plays it (10.20.1.2.1-2)."""
    for card, owner, i, constant in list(listeners(g, kind)):
        fire(g, kind, card, owner, i, constant=constant, seen={})


def hand_empty(g: Duel, owner: int) -> bool:
    return not g.state.players[owner].hand


STATE_TRIGGERS: dict[TriggerKind, Callable[[Duel, int], bool]] = {"hand_empty": hand_empty}
"""MC 10.5.5: the state triggers and the test of each one's state, for the ability's owner."""


def state_triggers(g: Duel) -> None:
    """MC 10.5.5.1: a state trigger waits once when its state arises; while it waits or its state still
    holds it does not wait again; once resolved it waits again if the state still holds (the key is
    dropped when it is played, ``procedures/effects.py``)."""
    s = g.state
    for kind, test in STATE_TRIGGERS.items():
        for card, owner, i, constant in list(listeners(g, kind)):
            key = f"{card}#{i}"
            if test(g, owner):
                if key not in s.state_triggers:
                    s.state_triggers.append(key)
                    fire(g, kind, card, owner, i, constant=constant, seen={})
            elif key in s.state_triggers and not any(w.card == card and w.ability == i for w in s.waiting):
                s.state_triggers.remove(key)
