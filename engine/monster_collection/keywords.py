"""Chapter 15: keywords (キーワード) — chains (15.2), 対抗不可 (15.3), the additional rules (追加ルール, 15.4)
and the construction rule 枚数制限解除 (15.5.3). Heroes (15.1) live with the summon they restrict
(``procedures/summon.py``) and the other construction rules with the deck check (``procedures/setup.py``).

A card's keywords are ``CardDef.keywords`` (``model.Keywords``); chain and 対抗不可 are marks of an ability
(``Ability.chain``, ``Ability.uncounterable``). The procedures call the functions here at the points the
clauses name: the equip and swap checks (専用, 装備制限, 装備禁止), rule processing (illegal equipment,
11.3.4.1), the summon and advance checks (the summon icons, 特殊進軍), the terrain placement (強制配置),
dice in a battle (時の歯車), the use of a card (秘伝, chains, 対抗不可).

When an additional rule is in effect (MC 15.4.2): for the players to whom its card is public information.
A hand is public to its owner (5.1.4.3); discard piles, removal zones and effect zones to everybody
(5.1.5.6, 5.1.6.5, 5.1.7.4); the battlefield to everybody but for the faces of headquarters and proxy
terrains (5.1.2.3, 5.1.2.10, 5.1.2.20.5); draw piles to nobody (5.1.3.6). The rules that act on their
own card (専用, 装備制限, 秘伝, 強制配置, the icons, 特殊進軍, 装備禁止) are read by the player who plays that
card, to whom it is always public; 時の歯車 acts on other cards' dice, so where its card lies matters.
"""

from __future__ import annotations

from collections.abc import Callable, Generator

from .duel import Duel, Illegal, Proc
from .model import (
    Ability,
    Action,
    Area,
    Battle,
    CardDef,
    CardInfo,
    Decision,
    Declaration,
    Done,
    Keywords,
    Terrain,
    Timing,
    Unit,
    Use,
)
from .stats import level

NO_KEYWORDS = Keywords()
UNLIMITED = 50  # MC 15.5.3.2: 枚数制限解除 is "up to 50 in a deck"


def keywords(d: CardDef) -> Keywords:
    return d.keywords or NO_KEYWORDS


# --- card information (「カードの情報：○○」) -----------------------------------------------------------


def has_info(g: Duel, unit: Unit, want: CardInfo) -> bool:
    """Whether the unit's card information is ○○ now (MC 15.4.3.2, 15.4.5.2): its name, one of its races
    or attributes, its faction, or its level as it stands (effects may change it, 15.4.3.3)."""
    d = g.defn(unit.card)
    if want.info == "name":
        return d.name == want.value
    if want.info == "race":
        return want.value in d.races
    if want.info == "attribute":
        return want.value in d.attributes
    if want.info == "faction":
        return d.faction == want.value
    return str(level(g, unit)) == want.value


def describe_info(want: CardInfo) -> str:
    return f"{want.info} {want.value}"


# --- equipment: 専用 (15.4.3), 装備制限 (15.4.4), 装備禁止 (15.4.11) -----------------------------------------


def check_equipment(g: Duel, card: str, unit: Unit, *, replacing: str | None = None) -> Illegal | None:
    """Whether ``unit`` may come to equip ``card`` (by a summon, 12.2.8, or a swap, 12.2.6), ``replacing``
    an equipment it gives up in the same swap."""
    ud = g.defn(unit.card)
    kw = keywords(ud)
    if kw.no_equipment:
        return Illegal(["MC-15-4-11-2"], f"{ud.name} has 装備禁止: it cannot equip anything")
    held = [eq.card for eq in unit.equipment if eq.card != replacing]
    if kw.equip_limit and held:
        return Illegal(["MC-15-4-4-2"], f"{ud.name} has 装備制限 and already equips {g.name(held[0])}")
    want = keywords(g.defn(card)).exclusive
    if want is not None and not has_info(g, unit, want):
        return Illegal(
            ["MC-15-4-3-2"],
            f"{g.name(card)} is exclusive (専用) to units of {describe_info(want)}; {ud.name} is not one",
        )
    return None


def illegal_equipment(g: Duel, unit: Unit) -> list[tuple[str, str, str]]:
    """The unit's equipment it may not hold (MC 11.3.4.1): (card, clause, why) for each."""
    found: list[tuple[str, str, str]] = []
    kw = keywords(g.defn(unit.card))
    for k, eq in enumerate(unit.equipment):
        want = keywords(g.defn(eq.card)).exclusive
        if want is not None and not has_info(g, unit, want):
            found.append((eq.card, "MC-15-4-3-3", f"its unit is no longer of {describe_info(want)} (専用)"))
        elif kw.no_equipment:
            found.append((eq.card, "MC-15-4-11-2", "its unit has 装備禁止"))
        elif kw.equip_limit and k > 0:
            found.append((eq.card, "MC-15-4-4-2", "its unit has 装備制限 and equips another"))
    return found


def discard_illegal_equipment(g: Duel) -> bool:
    """MC 11.3.4.1 (interrupt-type rule processing): equipment held by a unit that may not hold it is
    discarded. Whether anything was discarded."""
    changed = False
    for p in (g.state.active, 1 - g.state.active):
        for _, u in list(g.units_of(p)):
            for card, clause, why in illegal_equipment(g, u):
                g.emit(clause, f"{g.name(card)} is illegal equipment of {g.name(u.card)}: {why}", card=card)
                g.discard_equipment(u, card, "MC-11-3-4-1")
                changed = True
    return changed


# --- summon icons (15.4.7, 15.4.8) -------------------------------------------------------------------


def terrain_types(g: Duel, t: Terrain) -> list[str]:
    """A terrain's types; a headquarters or proxy terrain shows no face, so no type (5.1.2.10, 5.1.2.20.5)."""
    return list(g.defn(t.card).types) if t.kind == "card" else []


def matches(g: Duel, t: Terrain, kinds: list[str]) -> bool:
    """ "○○の地形": a terrain of one of these types."""
    return bool(set(kinds) & set(terrain_types(g, t)))


def icon_summon_allows(g: Duel, player: int, card: str, t: Terrain, *, instant: bool) -> bool:
    """MC 15.4.7.2: a card with the 普通召喚 icon may be normally summoned onto a terrain of the kind that the
    opponent does not control; MC 15.4.8.2: one with the 即時召喚 icon instantly summoned, whatever its printed
    level, in a battle fought on a terrain of the kind (instant summons go onto the battle's terrain, 8.3.2.8:
    the decision recorded for 15.4.8.2)."""
    kw = keywords(g.defn(card))
    if instant:
        c = g.state.battle
        return c is not None and t.area == c.area and matches(g, t, kw.instant_summon)
    return matches(g, t, kw.normal_summon) and g.controller(t) != 1 - player


def note_icon_summon(g: Duel, player: int, card: str, area: str, *, instant: bool) -> None:
    """Cite the icon when it is what lets the summon be made (MC 15.4.7.2, 15.4.8.2)."""
    t = g.terrain(area)
    d = g.defn(card)
    if t is None or not icon_summon_allows(g, player, card, t, instant=instant):
        return
    if instant and not d.instant:
        g.emit("MC-15-4-8-2", f"{d.name}'s 即時召喚 icon lets it be instantly summoned at {area}", card=card)
    elif not instant and not (t.kind == "headquarters" and t.placed_by == player):
        g.emit("MC-15-4-7-2", f"{d.name}'s 普通召喚 icon lets it be normally summoned at {area}", card=card)


def icon_summon_areas(g: Duel, player: int, card: str, *, instant: bool) -> list[Area]:
    return [t.area for t in g.state.battlefield if icon_summon_allows(g, player, card, t, instant=instant)]


# --- 特殊進軍 (15.4.10) -------------------------------------------------------------------------------


def special_advance_allows(g: Duel, unit: str, t: Terrain) -> bool:
    """MC 15.4.10.2: the unit may advance into a terrain of the kind, whatever its advance range, unless it
    is the opponent's headquarters."""
    kinds = keywords(g.defn(unit)).special_advance
    enemy_hq = t.kind == "headquarters" and t.placed_by != g.owner(unit)
    return not enemy_hq and matches(g, t, kinds)


def note_special_advance(g: Duel, unit: str, origin: str, to: str) -> None:
    """Cite 特殊進軍 when it is what takes the unit beyond its advance range (MC 15.4.10.2)."""
    from .board import advance_range

    if to not in advance_range(origin, tuple(g.defn(unit).advance)):
        g.emit("MC-15-4-10-2", f"{g.name(unit)} reaches {to} by 特殊進軍, beyond its advance range", card=unit)


def special_advance_areas(g: Duel, unit: str) -> list[Area]:
    return [t.area for t in g.state.battlefield if special_advance_allows(g, unit, t)]


# --- 強制配置 (15.4.6) --------------------------------------------------------------------------------


def note_forced_placement(g: Duel, card: str | None, area: str, ordinary: list[Area]) -> None:
    """Cite 強制配置 when it is what lets the terrain go to ``area`` (MC 15.4.6.2)."""
    if card is not None and area not in ordinary and area in forced_placement_areas(g, card):
        g.emit("MC-15-4-6-2", f"{g.name(card)} is placed at {area} by 強制配置", card=card, area=area)


def forced_placement_areas(g: Duel, card: str | None) -> list[Area]:
    """MC 15.4.6.2: a terrain card with 強制配置 may be placed on any area where a terrain other than a
    headquarters stands (replacing it, 12.1.1.2.7)."""
    if card is None or not keywords(g.defn(card)).forced_placement:
        return []
    return [t.area for t in g.state.battlefield if t.kind != "headquarters"]


# --- 時の歯車 (15.4.9) --------------------------------------------------------------------------------


def public_to(g: Duel, player: int) -> list[str]:
    """The cards whose information ``player`` can know (MC 15.4.2; see the module's docstring)."""
    s = g.state
    cards: list[str] = list(s.players[player].hand)
    for ps in s.players:
        cards += ps.discard + ps.removed + ps.effect_zone
    for t in s.battlefield:
        if t.kind == "card":
            cards.append(t.card)
        for u in t.units:
            cards.append(u.card)
            cards += [eq.card for eq in u.equipment]
    return cards


def gears(g: Duel, player: int) -> int:
    """MC 15.4.9.2: the extra dice (+nD) a player rolls for a die result asked in a battle: 時の歯車 in
    effect for that player (15.4.2). It does not stack (16.2): several give the largest once."""
    if g.state.battle is None:
        return 0
    return max((keywords(g.defn(c)).gears for c in public_to(g, player)), default=0)


def roll_in_battle(g: Duel, player: int, n: int, clause: str, why: str) -> int:
    """A die result of n dice (summed) asked of a player in a battle, with 時の歯車's extra dice."""
    extra = gears(g, player)
    if extra:
        g.emit("MC-15-4-9-2", f"時の歯車: player {player} rolls {extra} more dice for {why}", player=player)
    return sum(g.roll(n + extra, clause, why))


def extra_rolls(g: Duel, player: int, ability: Ability) -> list[int]:
    """MC 15.4.9.2: for each dice effect of an ability used in a battle, the extra dice of 時の歯車, summed."""
    from .procedures.use import DICE

    extra = gears(g, player)
    if not extra:
        return []
    return [
        sum(g.roll(extra, "MC-15-4-9-2", f"時の歯車: +{extra}D for {e.dice}"))
        for e in ability.effects
        if DICE.match(e.dice or "")
    ]


def adjust_values(ability: Ability, values: list[int], decl: Declaration, bonus: int = 0) -> list[int]:
    """Each effect's amount with 時の歯車's extra dice (15.4.9.2) and a chain's damage (15.2.5.5)."""
    from .procedures.use import DICE

    out = list(values)
    extras = iter(decl.extra_rolls)
    for k, e in enumerate(ability.effects):
        if DICE.match(e.dice or ""):
            out[k] += next(extras, 0)
    first_damage = next((k for k, e in enumerate(ability.effects) if e.kind == "damage"), None)
    if first_damage is not None:
        out[first_damage] += bonus
    return out


# --- 秘伝 (15.4.5) ------------------------------------------------------------------------------------


def check_secret(g: Duel, card: str, user: str) -> Illegal | None:
    """MC 15.4.5.2: a card with 秘伝 cannot be used unless its user is a unit of the card information."""
    want = keywords(g.defn(card)).secret
    if want is None or not g.on_field(user) or has_info(g, g.unit(user), want):
        return None
    return Illegal(
        ["MC-15-4-5-2", "MC-10-1-4"],
        f"{g.name(card)} has 秘伝 {describe_info(want)}: {g.name(user)}, its user, is not of it",
    )


# --- 対抗不可 (15.3) ----------------------------------------------------------------------------------


def declared_ability(g: Duel, decl: Declaration) -> Ability | None:
    if decl.kind != "use" or decl.card is None:
        return None
    if decl.ability is not None:  # chapter 14: a □ × ◎ ▽ of the card, by its index
        return g.defn(decl.card).abilities[decl.ability]
    for a in g.defn(decl.card).abilities:
        if a.kind == "hand" and decl.timing in a.timing:
            return a
    return None


def uncounterable(g: Duel, decl: Declaration) -> bool:
    """MC 15.3.1: no [対抗] can be declared against a use of an ability marked 対抗不可."""
    ability = declared_ability(g, decl)
    return ability is not None and ability.uncounterable


# --- chains (15.2) ------------------------------------------------------------------------------------


def chain_ability(g: Duel, card: str, name: str, timing: Timing) -> Ability | None:
    """MC 15.2.2: an ability that can be chained to a chain-origin effect named ``name``: marked chain and of
    the same effect name, whatever the card; declared in the origin's timing, it must allow it (10.9)."""
    return next(
        (a for a in g.defn(card).abilities if a.kind == "hand" and a.chain and a.name == name and timing in a.timing),
        None,
    )


def chain_involves(decl: Declaration) -> list[str]:
    """MC 15.2.5.7: the units (and cards) of a chain-origin effect's chains are involved in the counter
    chain like the origin's."""
    return [x for link in decl.links for x in (link.unit, link.card) if x is not None]


CostOf = Callable[[Duel, str, str], "tuple[int, list[str]] | None"]


def chain_options(g: Duel, c: Battle, origin: Declaration, cost: CostOf) -> list[Use]:
    """MC 15.2.5.1: the chains the origin's player may declare: a hand card with a chain ability of the
    origin's effect name, used by a unit of the player in the battle that can pay for it, on the origin's
    targets."""
    ability = declared_ability(g, origin)
    t = g.terrain(c.area)
    if ability is None or not ability.chain or t is None:
        return []
    p = origin.player
    found: list[Use] = []
    for card in dict.fromkeys(g.state.players[p].hand):
        if chain_ability(g, card, ability.name, origin.timing) is None:
            continue
        for u in g.party(t, p):
            if cost(g, card, u.card) is not None and check_secret(g, card, u.card) is None:
                found.append(Use(player=p, card=card, unit=u.card, targets=tuple(origin.targets)))
    return found


def check_chain(g: Duel, c: Battle, origin: Declaration, action: Use, cost: CostOf) -> Illegal | None:
    ability = declared_ability(g, origin)
    if ability is None or not ability.chain:
        return Illegal(["MC-15-2-2"], "only a chain-origin effect marked chain takes chains")
    if action.player != origin.player:
        return Illegal(["MC-15-2-5-6"], "the chains are declared by the player of the chain-origin effect")
    if action.card not in g.state.players[action.player].hand:
        return Illegal(["MC-10-1-2"], f"{action.card} is not in player {action.player}'s hand")
    if chain_ability(g, action.card, ability.name, origin.timing) is None:
        return Illegal(
            ["MC-15-2-2"], f"{g.name(action.card)} has no chain ability named {ability.name!r}, the origin's name"
        )
    if not g.on_field(action.unit) or g.owner(action.unit) != action.player:
        return Illegal(["MC-10-1-9"], f"{action.unit} is not a unit of player {action.player} on the battlefield")
    if g.terrain_of(action.unit).area != c.area:
        return Illegal(["MC-8-2-2"], f"{g.name(action.unit)} is not on the terrain of the battle")
    if cost(g, action.card, action.unit) is None:
        return Illegal(["MC-10-11-1"], f"{g.name(action.unit)} cannot pay for {g.name(action.card)}")
    if list(action.targets) != origin.targets:
        return Illegal(["MC-15-2-5-1"], "a chain joins the chain-origin effect on its targets")
    return check_secret(g, action.card, action.unit)


Declare = Callable[[Duel, Battle, Use, Timing], Declaration]


def declare_chains(
    g: Duel, c: Battle, origin: Declaration, cost: CostOf, declare: Declare
) -> Generator[Decision, Action, None]:
    """MC 15.2.4-15.2.5.1: after the chain-origin effect's declaration (15.2.4.1) its player declares chains
    of the same name, any number, each with its cost and dice (10.1.6-10.1.8); the opponent declares no
    [対抗] until they are done (15.2.5.6)."""
    ability = declared_ability(g, origin)
    if ability is None or not ability.chain:
        return
    g.emit("MC-15-2-4-1", f"{g.name(origin.card or '')} is a chain-origin effect ({ability.name})", card=origin.card)
    if not c.chain or c.chain[-1] is not origin:  # the declaration the chains join, last of the counter chain
        c.chain.append(origin)
    while True:
        options = chain_options(g, c, origin, cost)
        if not options:
            return
        answer = yield g.ask(
            "chain", origin.player, "MC-15-2-5-1", [*options, Done(player=origin.player)], chains=len(origin.links)
        )
        if isinstance(answer, Done):
            return
        assert isinstance(answer, Use)
        link = declare(g, c, answer, origin.timing)
        origin.links.append(link)
        g.emit("MC-15-2-5-1", f"{g.name(answer.card)} is chained to {g.name(origin.card or '')}", card=answer.card)


def link_damage(g: Duel, link: Declaration, ability: Ability) -> int:
    """The damage one chain adds to its origin: its damage effects' amounts with their dice."""
    from .procedures.use import dice_values

    values = adjust_values(ability, dice_values(ability, link.rolls), link)
    return sum(v for e, v in zip(ability.effects, values, strict=True) if e.kind == "damage")


def settle_links(g: Duel, c: Battle, origin: Declaration, *, origin_applies: bool) -> int:
    """MC 10.1.13 for each chain (its card goes on to the discard pile) and its share of the damage: none
    if the origin does not take effect (15.2.5.2); none for a chain that no longer takes effect, its card
    gone from the effect zone or its user from the battle (15.2.5.3). The damage the chains add is the
    origin's (15.2.5.5)."""
    origin_ability = declared_ability(g, origin)
    bonus = 0
    for link in origin.links:
        assert link.card is not None and link.unit is not None
        owner = g.state.players[g.owner(link.card)]
        in_zone = link.card in owner.effect_zone
        if in_zone:
            owner.effect_zone.remove(link.card)
            owner.discard.append(link.card)
            g.emit("MC-10-1-13", f"{g.name(link.card)} goes from the effect zone to the discard pile", card=link.card)
        if not origin_applies:
            g.emit("MC-15-2-5-2", f"the chain-origin effect does not apply: the chain {g.name(link.card)} neither")
            continue
        alive = g.on_field(link.unit) and g.terrain_of(link.unit).area == c.area
        ability = chain_ability(g, link.card, origin_ability.name if origin_ability else "", origin.timing)
        if not (in_zone and alive) or ability is None:
            g.emit("MC-15-2-5-3", f"the chain {g.name(link.card)} does not take effect: its damage is not added")
            continue
        share = link_damage(g, link, ability)
        bonus += share
        g.emit("MC-15-2-5-5", f"the chain {g.name(link.card)} adds {share} to the origin's damage", amount=share)
    return bonus


def origin_takes_effect(g: Duel, c: Battle, decl: Declaration) -> bool:
    """What MC 10.1.13-10.1.14 ask of the origin: its card still in the effect zone, its user on the
    battlefield, a target left on the battle's terrain; and 秘伝 met (15.4.5.3)."""
    assert decl.card is not None and decl.unit is not None
    if decl.card not in g.state.players[g.owner(decl.card)].effect_zone or not g.on_field(decl.unit):
        return False
    if not any(g.on_field(x) and g.terrain_of(x).area == c.area for x in decl.targets):
        return False
    return check_secret(g, decl.card, decl.unit) is None


def resolve_declaration(
    g: Duel, c: Battle, decl: Declaration, resolve_use: Callable[[Duel, Battle, Declaration, int], Proc]
) -> Proc:
    """A use resolves (10.1.13-10.1.14) with chapter 15's checks: 秘伝 checked again at 10.1.14 (15.4.5.3),
    and a chain-origin effect's chains settled (15.2.5.2-15.2.5.5)."""
    assert decl.card is not None and decl.unit is not None
    want = keywords(g.defn(decl.card)).secret
    secret_fails = g.on_field(decl.unit) and check_secret(g, decl.card, decl.unit) is not None
    bonus = settle_links(g, c, decl, origin_applies=origin_takes_effect(g, c, decl)) if decl.links else 0
    if want is not None and secret_fails:
        owner = g.state.players[g.owner(decl.card)]
        if decl.card in owner.effect_zone:
            owner.effect_zone.remove(decl.card)
            owner.discard.append(decl.card)
            g.emit("MC-10-1-13", f"{g.name(decl.card)} goes from the effect zone to the discard pile", card=decl.card)
        g.emit(
            "MC-15-4-5-3",
            f"{g.name(decl.unit)} is no longer of {describe_info(want)} (秘伝): {g.name(decl.card)} has no effect",
        )
        return
    yield from resolve_use(g, c, decl, bonus)


# --- construction (15.5) ------------------------------------------------------------------------------


def deck_limit(d: CardDef) -> int | None:
    """MC 15.5.2-15.5.3: the card's construction rule: its own "up to n", or 50 for 枚数制限解除."""
    if keywords(d).unlimited:
        return max(d.deck_limit or 0, UNLIMITED)
    return d.deck_limit


# --- the position ---------------------------------------------------------------------------------------


def keyword_error(d: CardDef) -> tuple[str, str] | None:
    """The keyword a card cannot carry, with its clause (validate.card_error)."""
    kw = d.keywords
    if kw is not None:
        unit = d.type == "unit"
        equipment = d.type == "item" and d.classification == "equipment"
        if (kw.equip_limit or kw.no_equipment or kw.special_advance) and not unit:
            return "MC-15-4-4-2", "装備制限, 装備禁止 and 特殊進軍 are a unit's"
        if (kw.normal_summon or kw.instant_summon) and not unit:
            return "MC-15-4-7-2", "the summon icons are a unit card's"
        if kw.exclusive is not None and not equipment:
            return "MC-15-4-3-2", "専用 is an equipment's"
        if kw.forced_placement and d.type != "terrain":
            return "MC-15-4-6-2", "強制配置 is a terrain card's"
        if kw.secret is not None and d.type not in ("battle_spell", "item"):
            return "MC-15-4-5-2", "秘伝 is a card used from the hand"
        if kw.gears < 0:
            return "MC-15-4-9-2", "時の歯車 adds dice"
    for a in d.abilities:
        if a.chain and (not a.name or any(e.kind != "damage" for e in a.effects)):
            return "MC-15-2-2", "a chain ability has an effect name and deals damage (the chains add to it)"
    return None


def unit_error(g: Duel, unit: Unit) -> tuple[str, str] | None:
    """A unit of a position holding equipment it may not hold: rule processing would have discarded it."""
    found = illegal_equipment(g, unit)
    if found:
        card, clause, why = found[0]
        return "MC-11-3-4-1", f"{card} equipped by {unit.card} is illegal ({why}, {clause})"
    return None
