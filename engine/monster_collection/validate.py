"""Invariants of a position. An inconsistent position is refused with the invariant it breaks and the
clause behind it (ARCHITECTURE decision 8): the engine never guesses what was meant."""

from __future__ import annotations

from collections import Counter

from . import continuous
from .board import HQ_AREA
from .duel import Duel
from .keywords import keyword_error, unit_error
from .model import CardDef, State
from .procedures import heroes
from .procedures.setup import SetupError, check_deck
from .procedures.standing import lethal_damage
from .procedures.use import DICE
from .stats import defence, free_item_slots, item_slots, party_level, standings


class PositionError(ValueError):
    """A position that breaks an invariant of the rules."""

    def __init__(self, invariant: str, clause: str, message: str) -> None:
        super().__init__(f"{message} ({clause})")
        self.invariant = invariant
        self.clause = clause
        self.message = message


def card_error(card: CardDef) -> tuple[str, str] | None:
    """The chapter 2 field a card's information breaks, with its clause, or None."""
    unit = card.type == "unit"
    if not card.name:
        return "MC-2-1-5-1", "a card has a name"
    if unit and (card.level is None or card.attack is None or card.defence is None):
        return "MC-2-1-1-1", "a unit card has a level, an attack and a defence"
    if unit and not card.advance:
        return "MC-2-1-19-1", "a unit card has an advance type"
    if not unit and (card.level is not None or card.instant or card.hero is not None or card.races or card.advance):
        return "MC-2-1-12-1", "only a unit card has a level, a hero icon, races and an advance type"
    if not unit and (card.attack is not None or card.defence is not None or card.standing is not None):
        return "MC-2-1-15-1", "only a unit card has an attack, a defence and standing abilities"
    if unit and card.types:
        return "MC-2-1-23-1", "a unit card has races (種族), not types (タイプ)"
    if card.type == "item" and card.classification not in ("equipment", "consumable"):
        return "MC-2-1-24-2", "an item card is classified as equipment or consumable"
    if card.type == "terrain" and card.classification not in (None, "ritual"):
        return "MC-2-1-24-3", "a terrain card is a ritual or has no classification"
    if card.type in ("unit", "battle_spell") and card.classification is not None:
        return "MC-2-1-24-1", f"a {card.type} card has no classification"
    equipment = card.type == "item" and card.classification == "equipment"
    if equipment and (card.equip_cost is None or card.equip_cost < 0):
        return "MC-2-1-25-1", "an equipment item card has an equip cost of 0 or more"
    if not equipment and (
        card.equip_cost is not None
        or card.bonus_attack is not None
        or card.bonus_defence is not None
        or card.bonus_standing is not None
    ):
        return "MC-2-1-16-1", "only an equipment item card has an equip cost and bonuses"
    if card.type == "terrain" and (card.limit is None or card.limit < 0):
        return "MC-2-1-26-1", "a terrain card has a limit of 0 or more"
    if card.type != "terrain" and card.limit is not None:
        return "MC-2-1-26-1", "only a terrain card has a limit"
    if card.deck_limit is not None and card.deck_limit < 1:
        return "MC-3-3-2-3", "a construction rule allows at least one copy"
    if card.hero is not None and card.hero < 0:
        return "MC-2-1-14-2", "hero points are 0 or more"
    keyword = keyword_error(card)  # chapter 15
    if keyword is not None:
        return keyword
    for ability in card.abilities:
        # chapter 10: a triggered (10.5.7) or replacing (10.8) ○ ability has effects of any kind; a plain one
        # grants values or characteristics (10.14, 10.16: races, resistances)
        plain = ability.trigger is None and ability.replaces is None
        if (
            plain
            and ability.kind == "constant"
            and any(
                e.kind
                not in (
                    "attack",
                    "defence",
                    "level",
                    "initiative",
                    "grant_race",
                    "change_race",
                    "grant_resistance",
                    "prevent_exhaust",
                    "change_name",
                )
                or e.to is not None
                or e.after
                for e in ability.effects
            )
        ):
            return "MC-14-5-1", "a constant ability grants values (attack, defence, level, initiative) while in force"
        if ability.kind == "constant" and not set(ability.timing) <= {"battle"}:
            return "MC-14-5-4", "a constant ability has the timing [戦闘] or none"
        for k, e in enumerate(ability.effects):
            if e.to is not None and e.kind not in ("attack", "defence", "level", "initiative"):
                return "MC-4-6-4", f"only a value can be changed to a number, not {e.kind}"
            if e.after and k == 0:
                return "MC-4-1-11", "a 'then' effect follows another effect"
            if e.may and (ability.replaces is not None or (ability.kind == "constant" and ability.trigger is None)):
                # MC 10.1.7: an optional effect is chosen as it fires; a continuous or replacement effect never fires
                return "MC-10-1-7", "only an effect that fires (of a used or triggered ability) may be optional"
            if e.dice is not None and not DICE.match(e.dice):
                return "MC-3-4-2", f"{e.dice!r} is not a dice expression (nD, nD+a, nD-a, nD high, nD low)"
            if e.least is not None and (e.kind != "draw" or not 0 <= e.least <= e.amount):
                return "MC-12-3-1-1", "only a draw declares a number first, from n up to m, 0 <= n <= m"
            if (why := heroes.effect_error(e)) is not None:  # MC 15.1.7, 10.16.1
                return why
            if e.up_to and e.kind == "draw":  # a draw's number is declared as it draws, none allowed (12.3.1.2)
                return "MC-12-3-1-2", "'draw up to m' declares its number before drawing (least 0), not at declaration"
    return None


def check_definitions(definitions: dict[str, CardDef]) -> None:
    for key, card in definitions.items():
        if card.id != key:
            raise PositionError("definition-id", "MC-2-1-5-1", f"definition {key!r} carries the id {card.id!r}")
        error = card_error(card)
        if error is not None:
            raise PositionError("card-information", error[0], f"{card.id}: {error[1]}")


def validate_state(s: State) -> None:
    if len(s.players) != 2:
        raise PositionError("players", "MC-1-1-1", f"a game has two players, not {len(s.players)}")
    if s.turn < 1:
        raise PositionError("turn", "MC-7-1-1", f"turn {s.turn}: turns count from 1")
    check_definitions(s.definitions)
    for uid, inst in s.cards.items():
        if inst.card not in s.definitions:
            raise PositionError("unknown-card", "MC-2-1", f"card {uid} is {inst.card!r}, which is not declared")
    check_places(s)
    check_steps(s)
    if s.step != "preparation":
        check_battlefield(s)
    check_chapter_10(s)
    check_designations(s)
    check_grounds(s)


def check_grounds(s: State) -> None:
    """MC 5.1.2.19: the moments terrains were placed (``Terrain.placed``) and the terrains units remember
    (``Unit.ground``) are moments of the clock; a unit cannot remember a placement in its area later than the
    terrain standing there now (that terrain would have been placed after it)."""
    for t in s.battlefield:
        if not 0 <= t.placed <= s.clock:
            raise PositionError(
                "terrain-memory",
                "MC-5-1-2-19",
                f"the terrain at {t.area} was placed at moment {t.placed}, not 0..{s.clock}",
            )
        for u in t.units:
            if u.ground is None:
                continue
            if not 0 <= u.ground.placed <= s.clock:
                raise PositionError(
                    "terrain-memory", "MC-5-1-2-19", f"{u.card} remembers a terrain placed at moment {u.ground.placed}"
                )
            if u.ground.area == t.area and u.ground.placed > t.placed:
                raise PositionError(
                    "terrain-memory",
                    "MC-5-1-2-19",
                    f"{u.card} remembers a terrain at {t.area} placed after the one standing there now",
                )


def check_chapter_10(s: State) -> None:
    """Chapter 10's fields (continuous.py, triggers.py) name cards and abilities that exist: a continuous
    effect is on a unit on the battlefield (MC 10.7, 5.1.1.8: it would have been lost with a move), a waiting
    or delayed trigger names a card of the position and, for a waiting ability, one of its abilities with a
    trigger (MC 10.5.2); the clock is not behind any moment it ordered (MC 10.7.2.2)."""
    on_field = {u.card for t in s.battlefield for u in t.units}
    moments = [x.seq for x in s.grants] + [u.entered for t in s.battlefield for u in t.units]
    moments += [m.seq for m in s.modifiers]  # a standing ability's grant or loss (MC 10.7.2.2.2)
    if any(m < 0 for m in moments) or s.clock < max(moments, default=0):
        raise PositionError(
            "clock", "MC-10-7-2-2", f"the clock {s.clock} is behind a moment it ordered, or one is negative"
        )
    for x in s.grants:
        if x.what == "resistance":
            raise PositionError(
                "one-resistance",
                "MC-10-14-1",
                f"a granted resistance on {x.unit} is a standing ability given (MC 10.14.1, 13.1.7): state it as a "
                "modifier of the stat standing, which a loss takes like any other",
            )
        if x.unit not in on_field:
            raise PositionError(
                "continuous-effect", "MC-10-7-3", f"a continuous effect names {x.unit}, not on the battlefield"
            )
        if x.until == "battle" and s.battle is None:
            raise PositionError(
                "stable-position", "MC-10-14-6", "an effect that lasts until the end of a battle outside any battle"
            )
    for w in s.waiting:
        if w.card not in s.cards:
            raise PositionError(
                "waiting-trigger", "MC-10-5-2", f"a waiting triggered ability names {w.card}, not in the position"
            )
        if w.owner != s.cards[w.card].owner:
            raise PositionError("waiting-trigger", "MC-10-5-3", f"{w.card}'s waiting ability is its owner's")
        abilities = s.definitions[s.cards[w.card].card].abilities
        if not w.effects and not (0 <= w.ability < len(abilities) and abilities[w.ability].trigger is not None):
            raise PositionError("waiting-trigger", "MC-10-5-2", f"{w.card} has no triggered ability {w.ability}")
        if any(x not in s.cards for x in w.targets):
            raise PositionError(
                "waiting-trigger", "MC-10-5-2", "a waiting triggered ability targets a card not in the position"
            )
    for d in s.delayed:
        if d.card not in s.cards or any(x not in s.cards for x in d.targets):
            raise PositionError("delayed-trigger", "MC-10-5-4-2", "a delayed trigger names a card not in the position")


def check_designations(s: State) -> None:
    """MC 16.2.1: each mark of ``targeted`` is "card id>target>card used", naming a declared card id and
    two cards of the position."""
    for mark in s.targeted:
        parts = mark.split(">")
        if len(parts) != 3 or parts[0] not in s.definitions or parts[1] not in s.cards or parts[2] not in s.cards:
            raise PositionError(
                "designations", "MC-16-2-1", f"targeted mark {mark!r} is not 'card id>target uid>used card uid'"
            )


def check_places(s: State) -> None:
    """MC 5.1.1.1: every card is in one zone, and a player's zones hold that player's cards (5.1.1.2)."""
    seen: Counter[str] = Counter()
    for p, ps in enumerate(s.players):
        for zone in ("draw_pile", "hand", "discard", "removed", "effect_zone"):
            for uid in getattr(ps, zone):
                seen[uid] += 1
                if uid in s.cards and s.cards[uid].owner != p:
                    raise PositionError(
                        "zone-owner",
                        "MC-5-1-1-2",
                        f"{uid} belongs to player {s.cards[uid].owner} but is in player {p}'s {zone}",
                    )
    for t in s.battlefield:
        seen[t.card] += 1
        for u in t.units:
            seen[u.card] += 1
            seen.update(eq.card for eq in u.equipment)
    unknown = sorted(set(seen) - set(s.cards))
    if unknown:
        raise PositionError(
            "unknown-card", "MC-5-1-1-1", f"zones name cards that are not in the position: {unknown[:5]}"
        )
    twice = sorted(u for u, k in seen.items() if k > 1)
    if twice:
        raise PositionError("card-in-one-zone", "MC-5-1-1-1", f"cards in more than one place: {twice[:5]}")
    nowhere = sorted(set(s.cards) - set(seen))
    if nowhere:
        raise PositionError("card-in-one-zone", "MC-5-1-1-1", f"cards in no zone: {nowhere[:5]}")


def check_steps(s: State) -> None:
    if (s.step == "game_over") != (s.result is not None):
        raise PositionError("result", "MC-1-2-1", "a position has a result exactly when the game is over")
    if s.step == "preparation":
        if s.battlefield or any(ps.hand or ps.discard or ps.removed or ps.effect_zone for ps in s.players):
            raise PositionError(
                "preparation", "MC-6-1-1-4", "at the preparation step every card is still in its owner's draw pile"
            )
        # MC 6.1.1.1: the decks being prepared keep the deck rules of 3.3.2, as a new duel checks them; a
        # draw pile with no card could not even give the headquarters of 6.1.1.5.
        for p, ps in enumerate(s.players):
            try:
                check_deck(p, [s.cards[u].card for u in ps.draw_pile], s.definitions)
            except SetupError as exc:
                raise PositionError(exc.invariant, exc.clause, exc.message) from exc
        return
    expected = s.first_player if s.turn % 2 == 1 else 1 - s.first_player
    if s.active != expected:
        raise PositionError(
            "active-player",
            "MC-7-1-2-1",
            f"turn {s.turn} is player {expected}'s: the players take turns from the first player's",
        )
    if s.turn == 1 and s.step == "first_hand_adjustment":
        raise PositionError(
            "first-turn", "MC-7-2-8", "the first player's first turn has no first hand adjustment phase"
        )
    if s.turn == 1 and s.step == "main":
        raise PositionError("first-turn", "MC-7-3-7", "the first player's first turn has no main phase")
    if s.step == "game_over":
        return
    if s.battle is not None:
        raise PositionError(
            "stable-position",
            "MC-8-2-1",
            "a position stands between steps: a battle in progress travels as the answers since the advance",
        )
    if any(ps.effect_zone for ps in s.players):
        raise PositionError(
            "stable-position", "MC-5-1-7-2", "cards are in an effect zone only while a use is resolving"
        )
    if any(m.until == "battle" for m in s.modifiers):
        raise PositionError(
            "stable-position", "MC-4-6-9", "an effect that lasts until the end of a battle outside any battle"
        )
    decks_out = not any(ps.draw_pile for ps in s.players)
    if decks_out and s.decks_out_turn is None:
        raise PositionError(
            "decks-out-turn", "MC-1-2-3-1", "both draw piles are empty: decks_out_turn names the turn the last ran out"
        )
    if s.decks_out_turn is not None and s.decks_out_turn > s.turn:
        raise PositionError("decks-out-turn", "MC-1-2-3-1", f"decks_out_turn {s.decks_out_turn} is after turn {s.turn}")
    if decks_out and s.decks_out_turn is not None and s.turn > s.decks_out_turn + 1:
        raise PositionError(
            "decks-out-turn",
            "MC-1-2-3-1",
            f"both draw piles ran out in turn {s.decks_out_turn}: the game ended with turn {s.decks_out_turn + 1}",
        )
    if not 0 <= s.same_turns < 6:
        raise PositionError(
            "same-situation", "MC-1-2-4-1", f"{s.same_turns} turns of the same situation: six end the game"
        )


def check_battlefield(s: State) -> None:
    g = Duel(s, trace=False)
    areas = Counter(t.area for t in s.battlefield)
    doubled = sorted(a for a, k in areas.items() if k > 1)
    if doubled:
        raise PositionError("one-terrain-per-area", "MC-5-1-2-4", f"more than one terrain at {doubled}")
    for p in (0, 1):
        headquarters = [t for t in s.battlefield if t.kind == "headquarters" and t.placed_by == p]
        if len(headquarters) != 1 or headquarters[0].area != HQ_AREA[p]:
            raise PositionError("headquarters", "MC-6-1-1-5", f"player {p} has one headquarters, at {HQ_AREA[p]}")
    uids = {u.card for t in s.battlefield for u in t.units}
    for m in s.modifiers:
        if m.unit not in uids:
            raise PositionError(
                "effect-target",
                "MC-5-1-1-8",
                f"an effect in force names {m.unit}, which is not a unit on the battlefield",
            )
    for t in s.battlefield:
        if t.kind == "card" and g.defn(t.card).type != "terrain":
            raise PositionError("terrain-card", "MC-2-1-4-1", f"{t.card} at {t.area} is not a terrain card")
        owners = {g.owner(u.card) for u in t.units}
        if len(owners) > 1 and s.step != "game_over":
            raise PositionError(
                "parties-apart",
                "MC-8-4-4",
                f"both players' units stand at {t.area}: outside a battle a terrain holds one party",
            )
        for p in owners:
            party = g.party(t, p)
            total = party_level(g, party, for_limit_adjustment=True)
            if total > g.limit(t):
                raise PositionError(
                    "limit",
                    "MC-11-3-2-1",
                    f"player {p}'s party at {t.area} totals level {total}, over the limit {g.limit(t)}",
                )
        for u in t.units:
            check_unit(g, u.card)


def check_unit(g: Duel, uid: str) -> None:
    u = g.unit(uid)
    d = g.defn(uid)
    if d.type != "unit":
        raise PositionError("unit-card", "MC-2-1-1-1", f"{uid} stands on the battlefield but is not a unit card")
    if defence(g, u) <= 0:
        raise PositionError(
            "defence", "MC-11-3-1-1-1", f"{uid} has defence {defence(g, u)}: it would have been discarded"
        )
    if u.damage < 0 or lethal_damage(g, u) >= defence(g, u):  # 13.1.7.1: resisted damage does not kill
        raise PositionError(
            "damage",
            "MC-11-3-1-2-1",
            f"{uid} has {u.damage} damage against defence {defence(g, u)}: it would have died",
        )
    for eq in u.equipment:
        ed = g.defn(eq.card)
        if ed.type != "item" or ed.classification != "equipment":
            raise PositionError(
                "equipment", "MC-2-1-2-1-2", f"{eq.card} equipped by {uid} is not an equipment item card"
            )
        if eq.slots != (ed.equip_cost or 0):
            raise PositionError(
                "equipment", "MC-13-1-2-6", f"{eq.card} holds {eq.slots} item slots; its equip cost is {ed.equip_cost}"
            )
    illegal = unit_error(g, u)  # 11.3.4.1: rule processing would have discarded it
    if illegal is not None:
        raise PositionError("equipment", illegal[0], illegal[1])
    if u.items_spent < 0 or free_item_slots(g, u) < 0:
        raise PositionError(
            "item-slots",
            "MC-13-1-2-1",
            f"{uid} spends more item slots than its {item_slots(g, u)} (equipment and uses)",
        )
    icons = Counter(i for st in standings(g, u) for i in st.spells)
    if Counter(u.spells_spent) - icons:
        raise PositionError(
            "spell-slots", "MC-13-1-3-1", f"{uid} spends spell slots it does not have: {u.spells_spent}"
        )
    if d.hero is not None:
        owner = g.owner(uid)
        # the names in force (10.16.1; docs/decisions MC 15.1.3): rule processing (15.1.8) leaves no such pair
        same = [x for _, x in g.units_of(owner) if continuous.same_name(g, continuous.names(g, uid), x.card)]
        if len(same) > 1:
            raise PositionError("hero", "MC-15-1-3", f"player {owner} has more than one unit named {d.name}, a hero")
