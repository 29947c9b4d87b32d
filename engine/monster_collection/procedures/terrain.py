"""Terrain placement (MC 12.1.1), the main phase's action a (7.3.3), and the proxy terrain (5.1.2.20)."""

from __future__ import annotations

from .. import continuous, keywords
from ..board import adjacent
from ..duel import Duel, Illegal, Proc
from ..model import AREAS, Area, ChooseArea, PlaceTerrain, Terrain
from ..rules import check_step, rule_processing
from . import special


def check_card(g: Duel, player: int, card: str | None) -> Illegal | None:
    """MC 12.1.1.2.2: the card to place — a terrain card from the hand (a) or the draw pile's top card as a proxy
    terrain (b) — within a turn's allowance (12.1.1.2.2.1-2, 5.1.2.20.3-4)."""
    s = g.state
    ps = s.players[player]
    if s.placed_proxy:
        return Illegal(
            ["MC-12-1-1-2-2-2", "MC-5-1-2-20-4"], "a proxy terrain was placed this turn: no more terrain placements"
        )
    if card is None:
        if s.placed_card_terrain:
            return Illegal(
                ["MC-12-1-1-2-2-1", "MC-5-1-2-20-4"], "a terrain card was placed this turn: no proxy terrain"
            )
        if not ps.draw_pile:
            return Illegal(["MC-5-1-2-20-3"], "a proxy terrain needs a card in the draw pile")
        return None
    if card not in ps.hand:
        return Illegal(["MC-12-1-1-2-2"], f"{card} is not in player {player}'s hand")
    if g.defn(card).type != "terrain":
        return Illegal(["MC-12-1-1-2-2", "MC-2-1-4-1"], f"{g.name(card)} is not a terrain card")
    return None


def check_placement(g: Duel, player: int, card: str | None) -> Illegal | None:
    """A placement as the main phase offers it: the card (12.1.1.2.2) and an area to take it (12.1.1.2.6)."""
    why = check_card(g, player, card)
    if why is None and not areas_for(g, player, card):
        return Illegal(["MC-12-1-1-2-6"], f"no area is open to a terrain of player {player}: nothing can be placed")
    return why


def areas_for(g: Duel, player: int, card: str | None) -> list[Area]:
    """Where this placement may go: the usual areas with 強制配置's (12.1.1.2.5, 15.4.6.2), widened for a
    terrain card's ◇ placement ability (14.6.3.3)."""
    return special.placement_areas(g, card, placement_areas(g, player, card))


def placement_areas(g: Duel, player: int, card: str | None = None) -> list[Area]:
    """MC 12.1.1.2.5: a player's controlled terrain (a); an unoccupied terrain or vacant area next to one (b);
    an unoccupied terrain the player placed (c); an unoccupied terrain or vacant area next to such one (d). Never an
    area holding a headquarters."""
    s = g.state
    by_area: dict[str, Terrain] = {t.area: t for t in s.battlefield}

    def empty(area: str) -> bool:  # an vacant area (5.1.2.7) or a terrain without units (5.1.2.13)
        t = by_area.get(area)
        return t is None or not t.units

    controlled = [t.area for t in s.battlefield if t.units and g.controller(t) == player]
    own_empty = [t.area for t in s.battlefield if not t.units and t.placed_by == player]
    found: set[str] = set(controlled) | set(own_empty)
    for a in [*controlled, *own_empty]:
        found |= {b for b in adjacent(a) if empty(b)}
    found |= set(keywords.forced_placement_areas(g, card))  # 15.4.6.2: 強制配置
    headquarters = {t.area for t in s.battlefield if t.kind == "headquarters"}
    return [a for a in AREAS if a in found and a not in headquarters]


def placement_options(g: Duel, player: int) -> list[PlaceTerrain]:
    ps = g.state.players[player]
    cards: list[str | None] = [c for c in ps.hand if g.defn(c).type == "terrain"]
    cards.append(None)
    return [
        PlaceTerrain(player=player, card=c)
        for c in dict.fromkeys(cards)
        if areas_for(g, player, c) and check_card(g, player, c) is None
    ]


def check_area(g: Duel, player: int, area: str, card: str | None = None) -> Illegal | None:
    if area in {t.area for t in g.state.battlefield if t.kind == "headquarters"}:
        return Illegal(["MC-12-1-1-2-5", "MC-5-1-2-10"], f"{area} holds a headquarters: no terrain can be placed there")
    if area not in areas_for(g, player, card):
        return Illegal(["MC-12-1-1-2-5"], f"{area} is not an area where player {player} may place a terrain")
    return None


def place_terrain(g: Duel, player: int, card: str | None) -> Proc:
    s = g.state
    ps = s.players[player]
    what = (
        "a proxy terrain from the top of the draw pile" if card is None else f"{g.name(card)} from the hand, revealed"
    )
    g.emit("MC-12-1-1-2-1", f"player {player} declares a terrain placement: {what}", player=player, card=card)
    yield from check_step(g, "MC-12-1-1-2-4")  # 12.1.1.2.3-4: the "when a terrain placement is declared" trigger moment
    areas = areas_for(g, player, card)  # 14.6.3.3: a ◇ placement, 15.4.6.2: 強制配置
    if not areas:  # 12.1.1.2.6
        g.emit("MC-12-1-1-2-6", "no area can take the terrain: nothing is placed")
        return
    answer = yield g.ask(
        "terrain_area",
        player,
        "MC-12-1-1-2-5",
        [ChooseArea(player=player, area=a) for a in areas],
        card=card,
        revealed=[] if card is None else [card],  # 12.1.1.2.2: a terrain card from the hand is revealed
    )
    assert isinstance(answer, ChooseArea)
    keywords.note_forced_placement(g, card, answer.area, placement_areas(g, player))  # 15.4.6.2
    # 12.1.1.2.7: an vacant area takes the card as it is; a terrain there is discarded and replaced
    old = g.terrain(answer.area)
    units = []
    if old is not None:
        s.battlefield.remove(old)
        s.players[g.owner(old.card)].discard.append(old.card)
        units = old.units
        g.emit("MC-12-1-1-2-7", f"the terrain at {old.area} is discarded to make room", card=old.card, area=old.area)
    if card is None:
        uid = ps.draw_pile.pop(0)
        s.placed_proxy = True
        g.decks_changed()
        terrain = Terrain(
            area=answer.area, card=uid, placed_by=player, kind="proxy", units=units, placed=continuous.stamp(g)
        )  # MC 5.1.2.19: a new terrain
    else:
        uid = card
        ps.hand.remove(card)
        s.placed_card_terrain = True
        terrain = Terrain(
            area=answer.area, card=uid, placed_by=player, kind="card", units=units, placed=continuous.stamp(g)
        )  # MC 5.1.2.19: a new terrain
    s.battlefield.append(terrain)
    s.battlefield.sort(key=lambda t: t.area)
    g.emit(
        "MC-12-1-1-2-7",
        f"player {player} places {'a proxy terrain' if card is None else g.name(uid)} at {answer.area}",
        area=answer.area,
        card=None if card is None else uid,
    )
    yield from rule_processing(g)  # 12.1.1.2.7: a changed limit brings a limit adjustment
    yield from check_step(g, "MC-12-1-1-2-9")  # 12.1.1.2.8-9
    g.emit("MC-12-1-1-2-10", "the terrain placement ends")
