"""Heroes and names where effects act (MC 15.1.7, 15.1.8, 10.16.1): a unit summoned by a card's effect, and a
hero and own units of its name brought together.

- **A summon by an effect** (``summon_card``, MC 15.1.7, 12.2.7.1): a card effect puts a unit card of the
  user's zone (the hand, or the discard pile) onto the terrain of its target. It is not the summon
  procedure of 12.2.7.4: no declaration, no check of the limit (12.2.7.2 and 12.2.7.4.3 restrict what may be
  *declared*), no cost (hero points are paid in 12.2.7.4.5, the procedure's own step). What the rules say of
  any summoned unit applies: it is ready, its item and spell slots unspent (12.2.7.4.9, 13.1.2.4, 13.1.3.2);
  its ○ effects count from now (10.7.2.2.1) and it remembers the terrain (5.1.2.19); its "enters" triggers
  wait (10.5.4); rule processing follows the effect (11.1.2.1: a party over the limit is adjusted, 11.3.2).
  A unit so summoned in a battle onto its terrain is one summoned during the battle (8.4.6). But if the card
  clashes with an own hero — an own hero unit of its name on the battlefield, or it is a hero and an own unit
  of its name is there — it is not summoned: it is discarded instead (15.1.7).
- **A hero and own units of its name together** (MC 15.1.8): once a name change (or anything) has brought
  them together, the owner keeps one of them and discards the others. The rules give it no chapter-11 kind;
  it is run as an interrupt-type rule process (11.1.2.1), with the illegal equipment (11.3.4.1), so no
  stable position ever holds such a group (15.1.3, validated with the names in force).
"""

from __future__ import annotations

from collections.abc import Generator

from .. import continuous, triggers
from ..duel import Duel
from ..model import Action, ChooseUnit, Decision, Effect, Unit


def effect_error(e: Effect) -> tuple[str, str] | None:
    """A card definition's ``summon_card`` or ``change_name`` effect that cannot be read: (clause, why)."""
    if e.kind == "summon_card" and (not e.value or e.zone is None):
        return "MC-12-2-7-1", "a summon by an effect names the unit cards it summons and the zone they come from"
    if e.kind != "summon_card" and e.zone is not None:
        return "MC-12-2-7-1", "only a summon by an effect takes a card from a zone"
    if e.kind == "change_name" and len(e.value) != 1:
        return "MC-10-16-1", "a name is changed to one name"
    return None


def clashes(g: Duel, player: int, card: str) -> Unit | None:
    """MC 15.1.7: the player's unit on the battlefield the card ``card`` (not on the battlefield) clashes
    with — an own hero unit of its name, or, the card being a hero, an own unit of its name."""
    name = continuous.names(g, card)
    hero = g.defn(card).hero is not None
    for _, u in g.units_of(player):
        if continuous.same_name(g, name, u.card) and (hero or g.defn(u.card).hero is not None):
            return u
    return None


def summon_by_effect(g: Duel, source: str, effect: Effect, targets: list[str], player: int) -> bool:
    """MC 15.1.7, 12.2.7.1: a unit card of ``effect.value`` (a card definition id) from the player's
    ``effect.zone`` is summoned onto the terrain of the first target on the battlefield; whether it was."""
    s = g.state
    ps = s.players[player]
    zone = ps.discard if effect.zone == "discard" else ps.hand
    where = "discard pile" if effect.zone == "discard" else "hand"
    site = next((g.terrain_of(t) for t in targets if g.on_field(t)), None)
    if site is None:  # 10.10.5: the target has left: the effect has nowhere to put the card
        g.emit("MC-10-10-5", f"{g.name(source)}'s summon has no terrain to go to: not applied", card=source)
        return False
    # copies of one definition are the same card information: whichever copy comes first is the card
    card = next((c for c in zone if s.cards[c].card in effect.value and g.defn(c).type == "unit"), None)
    if card is None:  # 4.1.10: what cannot be done is not done
        g.emit(
            "MC-4-1-10", f"player {player}'s {where} holds no {'/'.join(effect.value)}: nothing is summoned",
            card=source,
        )  # fmt: skip
        return False
    other = clashes(g, player, card)
    if other is not None:  # 15.1.7: not summoned; the card is discarded instead
        if zone is not ps.discard:  # from the discard pile it stays where it lies
            zone.remove(card)
            ps.discard.append(card)
        why = "it is a hero and" if g.defn(card).hero is not None else "the hero"
        g.emit(
            "MC-15-1-7",
            f"{g.name(card)} would be summoned by {g.name(source)}'s effect, but {why} {g.name(other.card)} of the "
            f"same name is on the battlefield: it is discarded instead",
            card=card, unit=other.card,
        )  # fmt: skip
        return False
    zone.remove(card)
    unit = Unit(card=card)  # 12.2.7.4.9: ready, its item and spell slots unspent
    site.units.append(unit)
    c = s.battle
    if c is not None and c.area == site.area:
        c.summoned.append(card)  # 8.4.6: summoned during the battle
    g.emit(
        "MC-12-2-7-1",
        f"{g.name(card)} is summoned from player {player}'s {where} at {site.area} by {g.name(source)}'s effect, "
        "ready",
        card=card, area=site.area, source=source,
    )  # fmt: skip
    g.decks_changed()
    continuous.entered(g, unit)  # 10.7.2.2.1, 5.1.2.19
    triggers.entered(g, unit, "discard" if effect.zone == "discard" else "hand")  # 10.5.4, 10.5.4.1.1, 10.5.4.1.3
    return True


def hero_clash(g: Duel) -> Generator[Decision, Action, bool]:
    """MC 15.1.8: for each player (the active one first, 11.1.2.3), each own hero unit with other own units
    of its name: the player keeps one of them and the others are discarded; whether any was."""
    done = False
    for p in (g.state.active, 1 - g.state.active):
        while True:
            units = [u.card for _, u in g.units_of(p)]
            heroes = [h for h in units if g.defn(h).hero is not None]
            # each unit's names read once (rule processing runs this at every check, 11.1.2)
            named = {u: set(continuous.names(g, u)) for u in units} if heroes else {}
            group = next(
                (grp for h in heroes for grp in [[u for u in units if named[h] & named[u]]] if len(grp) > 1), None
            )
            if group is None:
                break
            answer = yield g.ask(
                "hero_keep", p, "MC-15-1-8", [ChooseUnit(player=p, unit=u) for u in group], units=list(group)
            )
            assert isinstance(answer, ChooseUnit)
            g.emit(
                "MC-15-1-8",
                f"player {p}'s hero and units of its name are on the battlefield together: {g.name(answer.unit)} "
                "stays, the others are discarded",
                player=p, card=answer.unit,
            )  # fmt: skip
            for u in group:
                if u != answer.unit:
                    g.discard_unit(u, "MC-15-1-8")
            done = True
    return done
