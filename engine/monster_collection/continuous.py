"""Continuous effects (MC 10.7): a card's information as effects in force leave it.

A value asked of a card starts from what its card shows (MC 10.7.2.1); then the continuous effects on
it apply one by one in the order they arose (10.7.2.2): an effect from a ○ constant ability of a unit on
the battlefield counts from when that unit was put onto the battlefield (10.7.2.2.1, ``Unit.entered``),
any other from when it fired (10.7.2.2.2, ``Grant.seq``). Both are read from ``State.clock``.

Numbers (attack, defence, level, initiative) are sums of ±n (``stats.py``, MC 4.6.4, 10.14.5): their
order does not matter. Characteristics (races, resistances) are sets, where a "change to" (10.16.1) after
a grant differs from a grant after the change: that is what the order decides.

How another module adds a continuous effect:

- a card's ○ ability with the effect ``grant_race`` / ``change_race`` / ``grant_resistance`` (and a
  target ``this_unit`` / ``own_party`` / ``enemy_party``) is in force while its card is on the
  battlefield: ``constant_grants`` reads it, nothing to register;
- an effect that fires (a ◇, ● or ◎ ability) calls ``add_grant`` (``procedures/effects.py`` does it for
  the effect kinds above); the grant lasts to the end of the battle or phase (10.14.6, 10.16.3) and is
  dropped when its unit changes zone (``Duel.forget``, 5.1.1.8);
- ``stamp`` gives the next moment of ``State.clock``; call ``entered`` when a unit is put onto the
  battlefield, so that its ○ effects take that moment.
"""

from __future__ import annotations

from typing import Literal

from .duel import Duel
from .model import Grant, Ground, Terrain, Unit

# "name": a card name (MC 2.1.5) an effect changes ("～に変更する", 10.16.1); names are not granted (10.14.2
# grants only attributes, races, types and advance types)
Characteristic = Literal["races", "resistance", "name"]


def stamp(g: Duel) -> int:
    """The next moment of the game's clock (MC 10.7.2.2)."""
    g.state.clock += 1
    return g.state.clock


def entered(g: Duel, unit: Unit) -> None:
    """MC 10.7.2.2.1: a unit put onto the battlefield takes the next moment: its ○ effects count from it.
    MC 5.1.2.19: it remembers the terrain it was put onto (``Unit.ground``)."""
    unit.entered = stamp(g)
    unit.ground = ground(g.terrain_of(unit.card))


def ground(t: Terrain) -> Ground:
    """MC 5.1.2.19: the terrain as it stands now: its area and the moment its card was placed there as it is."""
    return Ground(area=t.area, placed=t.placed)


def same_terrain(g: Duel, unit: Unit) -> bool:
    """MC 5.1.2.19: whether the terrain the unit stands on is the same terrain it was put onto — the same card,
    kept in the same area in the same state ever since: same area and same moment of placement. A unit whose
    terrain is not known (``ground`` None) is on no remembered terrain (4.1.13: a condition on what is not
    defined is not met)."""
    return unit.ground is not None and unit.ground == ground(g.terrain_of(unit.card))


def printed(g: Duel, uid: str, what: Characteristic) -> list[str]:
    """MC 10.7.2.1: what the card itself shows is always the base."""
    d = g.defn(uid)
    if what == "races":
        return list(d.races)
    if what == "name":
        return [d.name]
    return list(d.standing.resistance) if d.standing is not None else []


def constant_grants(g: Duel, uid: str, what: Characteristic) -> list[Grant]:
    """The ○ abilities in force on the unit that grant or change ``what``, each at the moment its
    source unit entered the battlefield (MC 10.7.2.2.1); a terrain's at 0 (it was there before)."""
    if not g.on_field(uid):
        return []
    kinds = {
        "races": ("grant_race", "change_race"), "resistance": ("grant_resistance",), "name": ("change_name",)
    }[what]  # fmt: skip
    here = g.terrain_of(uid)
    me = g.unit(uid)
    found: list[Grant] = []
    for t in g.state.battlefield:
        holders: list[tuple[str, int, Unit | None, int]] = [(u.card, g.owner(u.card), u, u.entered) for u in t.units]
        if t.kind == "card":
            holders.append((t.card, t.placed_by, None, 0))
        for card, owner, holder, moment in holders:
            for ability in g.defn(card).abilities:
                if ability.kind != "constant" or ability.timing or ability.trigger is not None:
                    continue
                if ability.target == "this_unit":
                    hit = holder is me
                elif t is not here:
                    hit = False
                else:
                    hit = {"own_party": g.owner(uid) == owner, "enemy_party": g.owner(uid) != owner, "unit": True}.get(
                        ability.target, False
                    )
                if not hit:
                    continue
                for e in ability.effects:
                    if e.kind in kinds:
                        mode: Literal["add", "set"] = "set" if e.kind in ("change_race", "change_name") else "add"
                        found.append(
                            Grant(
                                unit=uid, what=what, values=list(e.value), mode=mode, until="phase", seq=moment,
                                source=card, if_race=list(e.if_race),
                            )
                        )  # fmt: skip
    return found


def characteristic(g: Duel, uid: str, what: Characteristic) -> list[str]:
    """MC 10.7.2: the card's ``what`` now: its printed value, then every continuous effect on it in the
    order it arose — a grant adds (10.14.2, 10.14.4), a change replaces the whole (10.16.1)."""
    value = printed(g, uid, what)
    effects = [x for x in g.state.grants if x.unit == uid and x.what == what] + constant_grants(g, uid, what)
    if what == "races":
        # 10.7.2.3: an effect applied only to units of some races depends on the effects that change races:
        # it comes after every effect it does not depend on, whatever their order of arising
        effects = sorted(effects, key=lambda x: (bool(x.if_race), x.seq))
    else:
        effects = sorted(effects, key=lambda x: x.seq)  # 10.7.2.2: in the order they arose
    for x in effects:
        if x.if_race and not set(x.if_race) & set(value if what == "races" else races(g, uid)):
            continue
        if x.mode == "set":
            value = list(dict.fromkeys(x.values))
        else:
            value += [v for v in x.values if v not in value]
    return value


def races(g: Duel, uid: str) -> list[str]:
    return characteristic(g, uid, "races") if g.on_field(uid) else list(g.defn(uid).races)


def names(g: Duel, uid: str) -> list[str]:
    """MC 2.1.5, 10.16.1: the card's name now — its printed one, or what an effect in force changed it to; a
    card off the battlefield has its printed name (only cards on the battlefield carry continuous effects)."""
    return characteristic(g, uid, "name") if g.on_field(uid) else [g.defn(uid).name]


def same_name(g: Duel, a: list[str], uid: str) -> bool:
    """Whether the card ``uid`` is "of the same name" (同名) as a card named ``a``: they share a name."""
    return bool(set(a) & set(names(g, uid)))


def add_grant(
    g: Duel, uid: str, what: Characteristic, values: list[str], mode: Literal["add", "set"], source: str | None
) -> bool:
    """A continuous effect fires on the unit (MC 10.14.1, 10.16.1): whether it applies. Granting what the
    unit has already (10.14.3, 10.14.4) or changing it to what it is (10.16.2) is not applied."""
    now = characteristic(g, uid, what)
    if mode == "add" and all(v in now for v in values):
        clause = "MC-10-14-4" if what == "resistance" else "MC-10-14-3"
        g.emit(clause, f"{g.name(uid)} has {what} {values} already: the grant is not applied", card=uid)
        return False
    if mode == "set" and sorted(set(values)) == sorted(set(now)):
        g.emit("MC-10-16-2", f"{g.name(uid)}'s {what} are {values} already: the change is not applied", card=uid)
        return False
    until: Literal["battle", "phase"] = "battle" if g.state.battle is not None else "phase"  # 10.14.6, 10.16.3
    g.state.grants.append(
        Grant(unit=uid, what=what, values=list(values), mode=mode, until=until, seq=stamp(g), source=source)
    )
    if mode == "set":
        g.emit("MC-10-16-1", f"{g.name(uid)}'s {what} change to {values} until the end of the {until}", card=uid)
    else:
        clause = "MC-10-14-4" if what == "resistance" else "MC-10-14-2"
        g.emit(clause, f"{g.name(uid)} gains {what} {values} until the end of the {until}", card=uid)
    return True


def lose(g: Duel, until: Literal["battle", "phase"]) -> int:
    """The grants that last to the end of the battle or phase end with it (MC 10.14.6, 10.16.3)."""
    before = len(g.state.grants)
    g.state.grants = [x for x in g.state.grants if x.until != until]
    return before - len(g.state.grants)
