"""What a unit's values are now (MC 3.2.2: its printed "basic" value plus the effects in force).

A unit's level, attack and defence are its card's plus its equipment's bonuses (MC 2.1.16, 2.1.18) plus
the ±n in force on it (MC 4.6.4, 10.14.5), plus charge or defender in a battle (MC 13.1.5, 13.1.6).
During a simultaneous attack the units of the battle lose every ability's effect and every bonus
(MC 8.3.7.3): only their printed values count until 8.3.7.5.
"""

from __future__ import annotations

from collections import Counter
from typing import get_args

from .continuous import constant_grants, races, same_terrain
from .duel import Duel
from .model import Ability, Effect, SpellIcon, Standing, StandingKind, StatName, Unit

SPELL_ATTRIBUTES = ("fire", "water", "earth", "wind", "holy", "dark")  # MC 13.1.3.1: the six icon attributes


def suspended(g: Duel, unit: Unit) -> bool:
    """MC 8.3.7.3: the unit is in a simultaneous attack, between 8.3.7.3 and 8.3.7.5."""
    c = g.state.battle
    return c is not None and c.suspended and g.terrain_of(unit.card).area == c.area


def standings(g: Duel, unit: Unit) -> list[Standing]:
    """The unit's standing abilities (MC 2.1.20) and those its equipment adds (MC 2.1.21)."""
    found = [s for s in [g.defn(unit.card).standing] if s is not None]
    found += [s for eq in unit.equipment if (s := g.defn(eq.card).bonus_standing) is not None]
    return with_grants(g, unit, found)


def with_grants(g: Duel, unit: Unit, found: list[Standing], *, constant: bool = False) -> list[Standing]:
    """MC 13.1: the standing abilities effects in force gave the unit (13.1.2.4, 13.1.5.3, 13.1.7.4,
    13.1.8.3) or took away (13.1.2.7, 13.1.5.4, 13.1.7.5, 13.1.8.4), in the order they arose (MC 10.7.2.2;
    ``Modifier.seq``, the list's order among equal moments): a loss takes every ability of its kind the
    unit has by then, whatever gave it (10.15.2.1: what is lost is treated as not existing), and a later
    grant gives it again.

    With ``constant``, the resistances ○ abilities grant (``grant_resistance``, MC 10.14.4) are among them,
    each at the moment its source unit entered the battlefield (10.7.2.2.1; a terrain's at 0): only
    ``resistances`` asks for them, the one kind of standing ability a ○ grant gives."""
    if suspended(g, unit):
        return found
    events: list[tuple[int, int, int, list[StandingKind], Standing | None]] = []
    for i, m in enumerate(g.state.modifiers):
        if m.unit == unit.card and m.stat == "standing":
            events.append((m.seq, 1, i, m.lose, m.standing))
    if constant:
        for i, x in enumerate(constant_grants(g, unit.card, "resistance")):
            if x.if_race and not set(x.if_race) & set(races(g, unit.card)):
                continue  # 10.7.2.3, 14.5.4.3: a ○ grant only to units of these races
            # at an equal moment a ○ effect comes first: a stated loss or grant without a moment fired later
            events.append((x.seq, 0, i, [], Standing(resistance=list(x.values))))
    for _, _, _, lose, standing in sorted(events, key=lambda e: e[:3]):
        if lose:
            found = [without(s, lose) for s in found]
        if standing is not None:
            found = [*found, standing]
    return found


def resistances(g: Duel, unit: Unit) -> list[str]:
    """MC 13.1.7: the damage attributes and sources' kinds the unit resists now — the one reading of 耐性:
    printed (2.1.20), added by equipment (2.1.21), given by an effect (10.14.4, 13.1.7.4) or a ○ ability,
    less what a loss took away (13.1.7.5, 10.15.2.1). Naming one twice is having it once (13.1.7.6)."""
    found = [s for s in [g.defn(unit.card).standing] if s is not None]
    found += [s for eq in unit.equipment if (s := g.defn(eq.card).bonus_standing) is not None]
    return list(dict.fromkeys(x for s in with_grants(g, unit, found, constant=True) for x in s.resistance))


def without(s: Standing, kinds: list[StandingKind]) -> Standing:
    """A copy of ``s`` without the standing abilities named in ``kinds``."""
    return Standing(
        items=0 if "items" in kinds else s.items,
        spells=[] if "spells" in kinds else list(s.spells),
        initiative=0 if "initiative" in kinds else s.initiative,
        charge=0 if "charge" in kinds else s.charge,
        defender=0 if "defender" in kinds else s.defender,
        resistance=[] if "resistance" in kinds else list(s.resistance),
        weakness=[] if "weakness" in kinds else list(s.weakness),
    )


def has_standing(g: Duel, unit: Unit, kind: StandingKind) -> bool:
    """Whether the unit has the standing ability now. Several イニシアチブ, チャージ or ディフェンダー are one
    sum, and a sum of 0 is not having it (MC 13.1.1.1.2, 13.1.5.6, 13.1.6.6)."""
    if kind == "resistance":
        return bool(resistances(g, unit))
    found = standings(g, unit)
    if kind in ("initiative", "charge", "defender", "items"):
        total = sum(getattr(s, kind) for s in found)  # the abilities, not ±n effects on the value (10.14)
        return bool(total != 0)
    return any(bool(getattr(s, kind)) for s in found)


def modifiers(g: Duel, unit: Unit, stat: StatName) -> int:
    """The ±n in force on the unit: granted by effects (MC 10.14.5) and by constant abilities (14.5)."""
    if suspended(g, unit):
        return 0
    granted = sum(m.amount for m in g.state.modifiers if m.unit == unit.card and m.stat == stat)
    return granted + constant_effects(g, unit, stat)


def constant_effects(g: Duel, unit: Unit, stat: StatName) -> int:
    """MC 14.5: the ±n of the ○ abilities in force on the unit (``constant_sources``)."""
    return sum(e.amount for _, _, e in constant_sources(g, unit, stat))


def constant_sources(g: Duel, unit: Unit, stat: StatName | None = None) -> list[tuple[str, Ability, Effect]]:
    """MC 14.5: the ○ abilities whose ±n (of ``stat``, or of any stat) is in force on the unit, each effect
    with its card — what ``constant_effects`` adds up and the judge's page lists. One without timing works
    while its card is on the battlefield (14.5.4.2); a [戦闘] one only in a battle, from its start (8.3.1.1)
    to the battle end timing (8.3.8.4), when its card is on the battle's terrain (8.2.3, 14.5.4.1), and
    only on what is there (8.2.5). A headquarters or proxy terrain shows no text: its card has no ability
    in force."""
    kinds: tuple[str, ...] = get_args(StatName) if stat is None else (stat,)
    c = g.state.battle
    here = g.terrain_of(unit.card).area
    found: list[tuple[str, Ability, Effect]] = []
    for t in g.state.battlefield:
        sources: list[tuple[str, int, Unit | None]] = []
        for u in t.units:
            sources.append((u.card, g.owner(u.card), u))
            sources += [(eq.card, g.owner(u.card), u) for eq in u.equipment]  # 4.7.2: "this unit" equips it
        if t.kind == "card":
            sources.append((t.card, t.placed_by, None))
        for card, owner, holder in sources:
            for ability in g.defn(card).abilities:
                if ability.kind != "constant" or ability.trigger is not None or ability.replaces is not None:
                    continue  # a triggered or replacing ○ ability grants nothing while in force (chapter 10)
                if "battle" in ability.timing:
                    if c is None or c.timing == "closed" or t.area != c.area or here != c.area:
                        continue
                elif ability.timing:
                    continue
                if t.area != here and ability.target != "this_unit":
                    continue
                hit = {
                    "this_unit": holder is unit,
                    "own_party": g.owner(unit.card) == owner,
                    "enemy_party": g.owner(unit.card) != owner,
                    "unit": True,
                }.get(ability.target, False)
                if hit:
                    found += [(card, ability, e) for e in ability.effects if e.kind in kinds and holds(g, unit, e)]
    return found


def holds(g: Duel, unit: Unit, effect: Effect) -> bool:
    """MC 14.5.4.3: a ○ ability works on a target only while the target meets its conditions (10.12) —
    a race, its terrain's type, a standing ability it has; what a face-down terrain does not show is
    not met (4.1.13)."""
    if effect.if_race and not set(effect.if_race) & set(g.defn(unit.card).races):
        return False
    if effect.if_standing and not any(has_standing(g, unit, k) for k in effect.if_standing):
        return False
    if effect.if_same_terrain and not same_terrain(g, unit):  # MC 5.1.2.19
        return False
    if effect.if_terrain_type:
        t = g.terrain_of(unit.card)
        types = g.defn(t.card).types if t.kind == "card" else []
        return bool(set(effect.if_terrain_type) & set(types))
    return True


def level(g: Duel, unit: Unit) -> int:
    """MC 2.1.12; a level may be negative (MC 4.6.2)."""
    return (g.defn(unit.card).level or 0) + modifiers(g, unit, "level")


def attack(g: Duel, unit: Unit) -> int:
    """MC 2.1.15, 2.1.16, 13.1.5, 13.1.6; it may be negative (MC 4.6.3)."""
    value = (g.defn(unit.card).attack or 0) + modifiers(g, unit, "attack")
    if suspended(g, unit):
        return value
    value += sum(g.defn(eq.card).bonus_attack or 0 for eq in unit.equipment)
    return value + charge_or_defender(g, unit)


def defence(g: Duel, unit: Unit) -> int:
    """MC 2.1.17, 2.1.18."""
    value = (g.defn(unit.card).defence or 0) + modifiers(g, unit, "defence")
    if suspended(g, unit):
        return value
    return value + sum(g.defn(eq.card).bonus_defence or 0 for eq in unit.equipment)


def initiative(g: Duel, unit: Unit) -> int:
    """MC 13.1.1: the unit's イニシアチブ: x (several are one sum, 13.1.1.1.2), with the ±n in force."""
    if suspended(g, unit):
        return 0
    return sum(s.initiative for s in standings(g, unit)) + modifiers(g, unit, "initiative")


def charge_or_defender(g: Duel, unit: Unit) -> int:
    """MC 13.1.5.2, 13.1.6.2: from the start of the first normal timing to 8.3.8.4, a unit in the first
    attacker's party gains its charge, one in the second's its defender, as attack."""
    c = g.state.battle
    if c is None or c.first_side is None or c.timing not in ("first_normal", "second_normal", "end"):
        return 0
    if g.terrain_of(unit.card).area != c.area:
        return 0
    if g.owner(unit.card) == c.first_side:
        return sum(s.charge for s in standings(g, unit))
    return sum(s.defender for s in standings(g, unit))


def item_slots(g: Duel, unit: Unit) -> int:
    """MC 13.1.2.1: the number of i of the unit's アイテム: x."""
    return sum(s.items for s in standings(g, unit))


def free_item_slots(g: Duel, unit: Unit) -> int:
    """MC 13.1.2.6: slots paying for equipment stay spent while it is equipped."""
    return item_slots(g, unit) - sum(eq.slots for eq in unit.equipment) - unit.items_spent


def free_spell_slots(g: Duel, unit: Unit) -> list[SpellIcon]:
    """MC 13.1.3: the unit's spell slots not yet spent."""
    slots = Counter[SpellIcon]()
    for s in standings(g, unit):
        slots.update(s.spells)
    slots.subtract(unit.spells_spent)
    return sorted(slots.elements())


def pay_spell(free: list[SpellIcon], icons: list[str]) -> list[SpellIcon] | None:
    """MC 13.1.3.1: the slots that pay a spell's icons — each icon by a slot of its attribute, or by a
    ＊ slot, which counts as any one of the six only when paying — or None if they cannot."""
    left: Counter[str] = Counter(free)
    paid: list[str] = []
    wild: list[str] = []
    for icon in icons:
        exact = next((s for s in SPELL_ATTRIBUTES if s == icon and left[s] > 0), None)
        if exact is None:
            wild.append(icon)
            continue
        left[exact] -= 1
        paid.append(exact)
    for icon in wild:
        if icon not in SPELL_ATTRIBUTES or left["any"] <= 0:
            return None
        left["any"] -= 1
        paid.append("any")
    return paid  # type: ignore[return-value]  # every entry is a slot icon of ``free``


def party_level(g: Duel, units: list[Unit], *, for_limit_adjustment: bool = False) -> int:
    """The total level of a party; in a limit adjustment a negative level counts as 0 (MC 4.6.2)."""
    if for_limit_adjustment:
        return sum(max(0, level(g, u)) for u in units)
    return sum(level(g, u) for u in units)
