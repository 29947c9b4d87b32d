"""Summoning (召喚, MC 12.2.7) of units and equipment (12.2.8), discarding equipment (7.4.3, 8.3.2.7) and
the equipment swap (装備品の持ち替え, 12.2.6): the normal summon phase's actions (7.4) and the instant
summon timing's (8.3.2)."""

from __future__ import annotations

from .. import continuous, keywords, triggers
from ..duel import Duel, Illegal, Proc
from ..model import Area, DiscardEquipment, Equip, Equipment, Summon, SwapEquipment, Unit
from ..rules import check_step, rule_processing
from ..stats import free_item_slots, item_slots, party_level
from . import special

# --- units -----------------------------------------------------------------------------------------


def check_summon(g: Duel, player: int, card: str, area: str, *, instant: bool) -> Illegal | None:
    """MC 12.2.7.4.3: the timing, the terrain, the cost and the summon conditions must all be right."""
    s = g.state
    ps = s.players[player]
    if card not in ps.hand:
        return Illegal(["MC-12-2-7-1"], f"{card} is not in player {player}'s hand")
    d = g.defn(card)
    if d.type != "unit":
        return Illegal(["MC-12-2-7-1"], f"{d.name} is not a unit card")
    site = g.terrain(area)
    if instant:
        c = s.battle
        icon = site is not None and keywords.icon_summon_allows(g, player, card, site, instant=True)  # 15.4.8.2
        if c is None or area != c.area:
            return Illegal(["MC-8-3-2-8"], "an instant summon goes onto the terrain of the battle")
        if not d.instant and not icon:
            return Illegal(
                ["MC-8-3-2-8", "MC-2-1-12-3"], f"{d.name} cannot be instantly summoned (its level is not 即時召喚可能)"
            )
    elif (site is None or site.kind != "headquarters" or site.placed_by != player) and not (
        site is not None and keywords.icon_summon_allows(g, player, card, site, instant=False)  # 15.4.7.2
    ):
        return Illegal(
            ["MC-7-4-5", "MC-5-1-2-9"], f"a normal summon goes onto the player's own headquarters, not {area}"
        )
    assert site is not None
    total = (d.level or 0) + party_level(g, g.party(site, player))
    if total > g.limit(site):
        return Illegal(
            ["MC-12-2-7-2", "MC-12-2-7-4-3"],
            f"the party at {area} would total level {total}, over the terrain's limit {g.limit(site)}",
        )
    # 15.1.4-15.1.5: "of the same name" with the names in force (a name an effect changed, 10.16.1)
    same_name = [u for _, u in g.units_of(player) if continuous.same_name(g, [d.name], u.card)]
    if any(g.defn(u.card).hero is not None for u in same_name):
        return Illegal(
            ["MC-15-1-4", "MC-12-2-7-4-3"], f"a hero unit named {d.name} of the player is on the battlefield"
        )
    if d.hero is not None and same_name:
        return Illegal(["MC-15-1-5", "MC-12-2-7-4-3"], f"a unit named {d.name} of the player is on the battlefield")
    if d.hero and len(ps.draw_pile) < d.hero:
        return Illegal(
            ["MC-12-2-7-4-5", "MC-15-1-2", "MC-10-11-10"],
            f"the hero points {d.hero} are paid from the draw pile, which holds {len(ps.draw_pile)} cards",
        )
    return special.summon_check(g, card, area, instant=instant)  # 14.6.3.2, 14.6.4.1: a ◇ summon ability


def summon_options(g: Duel, player: int, areas: list[Area], *, instant: bool) -> list[Summon]:
    ps = g.state.players[player]
    return [
        Summon(player=player, card=c, area=a)
        for c in ps.hand
        if g.defn(c).type == "unit"
        for a in dict.fromkeys([*areas, *keywords.icon_summon_areas(g, player, c, instant=instant)])  # 15.4.7-8
        if check_summon(g, player, c, a, instant=instant) is None
    ]


def normal_summon_options(g: Duel, player: int) -> list[Summon]:
    """MC 7.4.4 a, 7.4.5: onto the player's own headquarters (or a terrain an effect opens to normal summons)."""
    headquarters = g.headquarters(player)
    return summon_options(g, player, [headquarters.area] if headquarters else [], instant=False)


def summon_unit(g: Duel, action: Summon, *, instant: bool) -> Proc:
    """MC 12.2.7.4.1-12.2.7.4.11."""
    s = g.state
    p, card, area = action.player, action.card, action.area
    how = "instant summon" if instant else "normal summon"
    g.emit("MC-12-2-7-4-1", f"player {p} declares the {how} of {g.name(card)}", player=p, card=card)
    yield from check_step(g, "MC-12-2-7-4-2")  # 12.2.7.4.2
    g.emit("MC-12-2-7-4-4", f"{g.name(card)} is revealed, to be summoned at {area}", card=card, area=area)
    keywords.note_icon_summon(g, p, card, area, instant=instant)  # 15.4.7.2, 15.4.8.2
    hero = g.defn(card).hero or 0
    if hero:
        g.emit("MC-12-2-7-4-5", f"cost: the top {hero} cards of the draw pile (hero points)", hero=hero)
    yield from check_step(g, "MC-12-2-7-4-6")  # 12.2.7.4.6
    ps = s.players[p]
    paid = 0
    for _ in range(hero):  # 12.2.7.4.7: as much of the cost as can be paid is paid
        if not ps.draw_pile:
            break
        top = ps.draw_pile.pop(0)
        ps.discard.append(top)
        paid += 1
        g.emit("MC-12-2-7-4-7", f"{g.name(top)} is discarded from the top of the draw pile", card=top)
    if hero:
        g.decks_changed()
    site = g.terrain(area)
    if paid < hero or site is None or card not in ps.hand:  # 12.2.7.4.8
        g.emit("MC-12-2-7-4-8", f"the cost was not paid: {g.name(card)} stays in the hand", card=card)
        return
    ps.hand.remove(card)
    unit = Unit(card=card)  # 12.2.7.4.9: ready, its item and spell slots unspent
    if instant:
        unit.instant_turn = s.turn
        if s.battle is not None:
            s.battle.summoned.append(card)
    site.units.append(unit)
    g.emit("MC-12-2-7-4-9", f"{g.name(card)} is summoned at {area}, ready", card=card, area=area, instant=instant)
    continuous.entered(g, unit)  # MC 10.7.2.2.1
    triggers.entered(g, unit)  # MC 10.5.4
    yield from rule_processing(g)
    yield from check_step(g, "MC-12-2-7-4-10")  # 12.2.7.4.10
    g.emit("MC-12-2-7-4-11", "the summon ends")


# --- equipment -------------------------------------------------------------------------------------


def check_equip(g: Duel, player: int, card: str, unit: str, *, instant: bool) -> Illegal | None:
    """MC 12.2.8.3: the timing, the unit (its slots pay the cost) and the equip conditions."""
    s = g.state
    if card not in s.players[player].hand:
        return Illegal(["MC-12-2-7-1"], f"{card} is not in player {player}'s hand")
    d = g.defn(card)
    if d.type != "item" or d.classification != "equipment":
        return Illegal(["MC-12-2-8-3", "MC-2-1-2-1-2"], f"{d.name} is not an equipment item card")
    if not g.on_field(unit) or g.owner(unit) != player:
        return Illegal(["MC-12-2-8-3"], f"{unit} is not a unit of player {player} on the battlefield")
    if instant and (s.battle is None or g.terrain_of(unit).area != s.battle.area):
        return Illegal(["MC-8-3-2-9"], "in the instant summon timing only a unit in the battle can be equipped")
    u = g.unit(unit)
    why = keywords.check_equipment(g, card, u)  # 15.4.3.2, 15.4.4.2, 15.4.11.2
    if why is not None:
        return why
    if item_slots(g, u) == 0:
        return Illegal(["MC-13-1-2-2"], f"{g.name(unit)} has no アイテム: x and cannot use item cards")
    cost = d.equip_cost or 0
    if free_item_slots(g, u) < cost:
        return Illegal(
            ["MC-12-2-8-3", "MC-2-1-25-1"],
            f"{g.name(unit)} has {free_item_slots(g, u)} unspent item slots; the equip cost is {cost}",
        )
    return None


def equip_options(g: Duel, player: int, area: str | None, *, instant: bool = False) -> list[Equip]:
    ps = g.state.players[player]
    return [
        Equip(player=player, card=c, unit=u.card)
        for c in ps.hand
        if g.defn(c).classification == "equipment"
        for t, u in g.units_of(player)
        if (area is None or t.area == area) and check_equip(g, player, c, u.card, instant=instant) is None
    ]


def equip(g: Duel, action: Equip, *, instant: bool) -> Proc:
    """MC 12.2.8.1-12.2.8.10 (in the instant summon timing it counts as an instant summon, 8.3.2.9)."""
    p, card, uid = action.player, action.card, action.unit
    g.emit("MC-12-2-8-1", f"player {p} declares the summon of {g.name(card)} onto {g.name(uid)}", card=card, unit=uid)
    yield from check_step(g, "MC-12-2-8-2")  # 12.2.8.2
    cost = g.defn(card).equip_cost or 0
    g.emit("MC-12-2-8-4", f"{g.name(card)} is revealed, for {g.name(uid)}", card=card, unit=uid)
    g.emit("MC-12-2-8-5", f"cost: {cost} item slots of {g.name(uid)}", slots=cost)
    ps = g.state.players[p]
    if not g.on_field(uid) or free_item_slots(g, g.unit(uid)) < cost or card not in ps.hand:  # 12.2.8.6-7
        g.emit("MC-12-2-8-7", f"the cost was not paid: {g.name(card)} stays in the hand", card=card)
        return
    ps.hand.remove(card)
    g.unit(uid).equipment.append(Equipment(card=card, slots=cost))
    g.emit("MC-12-2-8-7", f"{g.name(uid)} equips {g.name(card)}", card=card, unit=uid)
    yield from rule_processing(g)
    yield from check_step(g, "MC-12-2-8-8")  # 12.2.8.8
    g.emit("MC-12-2-8-9", f"{g.name(uid)} gains the bonuses of {g.name(card)}", card=card, unit=uid)


def discard_equipment_options(g: Duel, player: int, area: str | None) -> list[DiscardEquipment]:
    return [
        DiscardEquipment(player=player, card=eq.card)
        for t, u in g.units_of(player)
        if area is None or t.area == area
        for eq in u.equipment
    ]


def holder(g: Duel, card: str) -> Unit | None:
    for t in g.state.battlefield:
        for u in t.units:
            if any(eq.card == card for eq in u.equipment):
                return u
    return None


def discard_equipment(g: Duel, action: DiscardEquipment, clause: str) -> Proc:
    """MC 7.4.3, 8.3.2.7: the equipment is discarded and the item slots it held are unspent again."""
    u = holder(g, action.card)
    assert u is not None
    g.discard_equipment(u, action.card, clause)
    yield from rule_processing(g)


# --- the equipment swap (12.2.6) -------------------------------------------------------------------


def can_hold_items(g: Duel, unit: Unit) -> bool:
    """MC 12.2.6.2.1: a unit in a swap has アイテム: x (or an effect lets it equip: chapter 15)."""
    return item_slots(g, unit) > 0


def check_swap(g: Duel, player: int, action: SwapEquipment, area: str | None) -> Illegal | None:
    giver = holder(g, action.card)
    if giver is None or g.owner(giver.card) != player:
        return Illegal(["MC-12-2-6-2-1"], f"{action.card} is not equipped by a unit of player {player}")
    if not g.on_field(action.to) or g.owner(action.to) != player:
        return Illegal(["MC-12-2-6-2-1"], f"{action.to} is not a unit of player {player} on the battlefield")
    receiver = g.unit(action.to)
    if receiver is giver:
        return Illegal(["MC-12-2-6-2-2"], "an equipment cannot be swapped to the unit that equips it")
    where = g.terrain_of(giver.card).area
    if g.terrain_of(receiver.card).area != where:
        return Illegal(["MC-12-2-6-2-1"], "the two units of a swap stand on the same terrain")
    if area is not None and where != area:
        return Illegal(["MC-8-3-3-8"], "in the formation timing only units in the battle swap equipment")
    if not (can_hold_items(g, giver) and can_hold_items(g, receiver)):
        return Illegal(["MC-12-2-6-2-1"], "both units of a swap must have アイテム: x")
    why = keywords.check_equipment(g, action.card, receiver, replacing=action.exchange)  # 15.4.3-4, 15.4.11
    if why is None and action.exchange is not None:
        why = keywords.check_equipment(g, action.exchange, giver, replacing=action.card)
    if why is not None:
        return why
    given = next(e for e in giver.equipment if e.card == action.card)
    cost_in = g.defn(action.card).equip_cost or 0
    if action.exchange is None:
        if free_item_slots(g, receiver) < cost_in:
            return Illegal(
                ["MC-12-2-6-2-2"], f"{g.name(receiver.card)} has too few unspent item slots for {g.name(action.card)}"
            )
        return None
    back = next((e for e in receiver.equipment if e.card == action.exchange), None)
    if back is None:
        return Illegal(["MC-12-2-6-2-2"], f"{action.exchange} is not equipped by {g.name(receiver.card)}")
    cost_back = g.defn(back.card).equip_cost or 0
    if free_item_slots(g, receiver) + back.slots < cost_in or free_item_slots(g, giver) + given.slots < cost_back:
        return Illegal(["MC-12-2-6-2-2"], "an exchanged equipment needs more item slots than its new unit has")
    return None


def swap_options(g: Duel, player: int, area: str | None) -> list[SwapEquipment]:
    found: list[SwapEquipment] = []
    for t in g.state.battlefield:
        if area is not None and t.area != area:
            continue
        party = g.party(t, player)
        for i, a in enumerate(party):
            for b in party:
                if a is b:
                    continue
                for eq in a.equipment:
                    candidates = [SwapEquipment(player=player, card=eq.card, to=b.card)]
                    if party.index(b) > i:  # an exchange once per pair of units
                        candidates += [
                            SwapEquipment(player=player, card=eq.card, to=b.card, exchange=e2.card)
                            for e2 in b.equipment
                        ]
                    found += [c for c in candidates if check_swap(g, player, c, area) is None]
    return found


def swap(g: Duel, action: SwapEquipment, clause: str) -> Proc:
    """MC 12.2.6.2.2: the equipment moves (or two are exchanged); the receiver spends item slots equal to
    the equip cost, and a unit left without that equipment has its slots unspent again."""
    giver = holder(g, action.card)
    receiver = g.unit(action.to)
    assert giver is not None
    g.emit(clause, f"player {action.player} declares an equipment swap (12.2.6.2.1)", player=action.player)
    given = next(e for e in giver.equipment if e.card == action.card)
    giver.equipment.remove(given)
    if action.exchange is not None:
        back = next(e for e in receiver.equipment if e.card == action.exchange)
        receiver.equipment.remove(back)
        giver.equipment.append(Equipment(card=back.card, slots=g.defn(back.card).equip_cost or 0))
    receiver.equipment.append(Equipment(card=given.card, slots=g.defn(given.card).equip_cost or 0))
    what = f"{g.name(action.card)} moves from {g.name(giver.card)} to {g.name(receiver.card)}"
    if action.exchange is not None:
        what += f", {g.name(action.exchange)} the other way"
    g.emit("MC-12-2-6-2-2", what, card=action.card, to=action.to, exchange=action.exchange)
    yield from rule_processing(g)
