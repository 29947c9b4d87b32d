"""Effects as they apply (MC 10.6-10.8, 10.14, 10.16, 10.18) and the play of triggered abilities (10.5,
10.20.1.1).

- One-shot effects (10.6): damage, destroy, exhaust: done once, as they fire (``apply_to``); draw, discard,
  remove and onto the draw pile are chapter 12's (``procedures/actions.py``, through ``apply_effect``).
- Continuous effects (10.7): ±n (``Modifier``, 10.14.5) and characteristics (``continuous.py``).
- Replacement effects (10.8): a ○ ability with ``replaces`` (``destroy`` or ``damage``) on the unit, its
  equipment or a unit of its party on its terrain. When the event would happen to a unit, the event
  happens not at all (10.8.3.1) and the ability's effects happen instead. With several, the owner of
  the affected unit chooses which applies first (10.8.4, 10.8.4.1); each applies at most once to one
  event (10.8.4.3) — an event changed into one of the same kind may still be replaced by another one;
  a replacement that asks its owner to discard hand cards it cannot discard is not applied (10.8.5).
- Triggered abilities (10.5): ``play_waiting`` plays, in a check step, the active player's waiting ones
  then the other player's, each player choosing the order of its own (10.5.3.1, 10.20.1.1.1-2).

Effects run as procedures (generators), since a replacement may ask its owner a choice.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, field
from dataclasses import replace as replace_field
from typing import Literal

from .. import continuous, triggers
from ..duel import Duel, Proc
from ..model import (
    Ability,
    Action,
    ChooseEffect,
    ChooseNumber,
    ChooseOptional,
    Decision,
    Delayed,
    Discard,
    Effect,
    Modifier,
    StatName,
    Waiting,
)
from ..rules import end_game, rule_processing
from ..stats import attack, defence, has_standing, initiative, level
from . import actions, auto, heroes, standing

Applied = Generator[Decision, Action, bool]

# Perpetual loops (MC 16.1.1, ``play_waiting``): a loop is recognised when the state before a play of a
# triggered ability repeats one seen earlier in the same check step (``fingerprint``). LOOP_LIMIT is the
# safety net for a loop whose state never repeats (an effect such as "+1 attack" each time): a check step
# that has played this many triggered abilities since it last recognised a loop is looping all the same.
LOOP_LIMIT = 64
# MC 16.1.1.2-3: the repeat counts a player may declare (the loop's runs in all, the one that revealed it
# included: a count of 1 stops it at once)
LOOP_COUNT_MAX = 99


def amount_of(effect: Effect, value: int, seen: dict[str, int]) -> int:
    """The effect's amount: its number, or the triggering card's value as it was read (MC 10.5.4.1)."""
    if effect.of is not None and effect.of in seen:
        return seen[effect.of] + effect.amount
    return value


def meets(g: Duel, uid: str, effect: Effect) -> bool:
    """MC 10.12: the effect's conditions, on the target as the effect fires (4.1.14). A condition about
    what a card does not define is false (4.1.13): a face-down terrain shows no type. Races are read with
    the continuous effects in force (10.7.2)."""
    if effect.if_race and not set(effect.if_race) & set(continuous.races(g, uid)):
        return False
    if effect.if_standing and not any(has_standing(g, g.unit(uid), k) for k in effect.if_standing):
        return False  # 13.1.1.1.2, 13.1.5.6, 13.1.6.6
    if effect.if_same_terrain and not continuous.same_terrain(g, g.unit(uid)):
        return False  # 5.1.2.19: the terrain it stands on is not the one it was put onto
    if effect.unless_race and set(effect.unless_race) & set(continuous.races(g, uid)):
        g.emit("MC-10-19-2", f"the {effect.kind} is invalid on {g.name(uid)}, of race {effect.unless_race}", card=uid)
        return False
    if effect.if_terrain_type:
        t = g.terrain_of(uid)
        types = g.defn(t.card).types if t.kind == "card" else []
        if not set(effect.if_terrain_type) & set(types):
            return False
    return True


def apply_effect(
    g: Duel, source: str, effect: Effect, value: int, targets: list[str], *, owner: int | None = None,
    seen: dict[str, int] | None = None,
) -> Applied:  # fmt: skip
    """Apply one effect to its targets; whether it applied to any (MC 4.1.10, 4.1.15)."""
    seen = seen or {}
    value = amount_of(effect, value, seen)
    if effect.delay is not None:  # 10.5.4.2: the effect makes a delayed trigger instead of applying now
        g.state.delayed.append(
            Delayed(
                when=effect.delay, card=source, owner=g.owner(source) if owner is None else owner,
                targets=list(targets), effects=[replace_field(effect, delay=None)],
            )
        )  # fmt: skip
        g.emit("MC-10-5-4-2", f"{g.name(source)} sets a delayed trigger for the end of the battle", card=source)
        return True
    if actions.handles(effect):  # MC 12.3-12.5 (procedures/actions.py): draws (each replaceable, 10.8.4.2),
        # discards, removal, onto the draw pile; a player effect is the ability's owner's or ``owner``'s
        return (yield from actions.apply(g, source, effect, value, targets, owner=owner, replace_draw=replace_draw))
    if effect.kind == "summon_card":  # MC 15.1.7, 12.2.7.1: a summon by an effect (procedures/heroes.py)
        return heroes.summon_by_effect(g, source, effect, targets, g.owner(source) if owner is None else owner)
    applied = False
    for uid in targets:
        if not g.on_field(uid):
            continue
        if not meets(g, uid, effect):
            g.emit(
                "MC-10-12-2", f"{g.name(uid)} does not meet the condition: the {effect.kind} is not applied", card=uid
            )
            continue
        applied = (yield from apply_to(g, source, effect, value, uid)) or applied
    return applied


def forbidden(g: Duel, uid: str, kind: str) -> bool:
    """Whether a ○ prohibition of ``kind`` is in force on the unit: of the unit or its equipment
    (``this_unit``), or of a unit of its party on its terrain (``own_party``)."""
    t = g.terrain_of(uid)
    for u in t.units:
        for card in [u.card, *(eq.card for eq in u.equipment)]:
            for a in g.defn(card).abilities:
                if a.kind != "constant" or a.trigger is not None or a.replaces is not None:
                    continue
                mine = (a.target == "this_unit" and u.card == uid) or (
                    a.target == "own_party" and g.owner(u.card) == g.owner(uid)
                )
                if mine and any(e.kind == kind for e in a.effects):
                    return True
    return False


def replacements(g: Duel, event: Literal["destroy", "damage"], uid: str) -> list[tuple[str, int, Ability]]:
    """MC 10.8.3: the replacement effects in force for ``event`` on the unit: ○ abilities with
    ``replaces`` of the unit or its equipment (``this_unit``) or of a unit of its party on its terrain
    (``own_party``)."""
    if not g.on_field(uid):
        return []
    t = g.terrain_of(uid)
    me = g.unit(uid)
    found: list[tuple[str, int, Ability]] = []
    for u in t.units:
        for card in [u.card, *(eq.card for eq in u.equipment)]:
            for i, a in enumerate(g.defn(card).abilities):
                if a.kind != "constant" or a.replaces != event:
                    continue
                if (a.target == "this_unit" and u is me) or (
                    a.target == "own_party" and g.owner(u.card) == g.owner(uid)
                ):
                    found.append((card, i, a))
    return found


def replace_draw(g: Duel, player: int) -> Applied:
    """MC 10.8.3, 10.8.4.2: a draw is a game action: ○ abilities of the player's units that replace its draws
    (``replaces draw``) apply instead, each to its own unit; with several, the player performing the draw
    chooses which applies (the others then have no draw left to replace)."""
    found = [
        (card, i, a, u.card)
        for _, u in g.units_of(player)
        for card in [u.card, *(eq.card for eq in u.equipment)]
        for i, a in enumerate(g.defn(card).abilities)
        if a.kind == "constant" and a.replaces == "draw" and can_replace(g, card, a)
    ]
    if not found:
        return False
    if len(found) == 1:
        card, _, a, holder = found[0]
    else:
        answer = yield g.ask(
            "replacement", player, "MC-10-8-4-2", [ChooseEffect(player=player, card=c, ability=k) for c, k, _, _ in found],
            event="draw",
        )  # fmt: skip
        assert isinstance(answer, ChooseEffect)
        card, _, a, holder = next(x for x in found if x[0] == answer.card and x[1] == answer.ability)
        g.emit("MC-10-8-4-2", f"player {player}, who draws, applies {g.name(card)}'s replacement", card=card)
    g.emit("MC-10-8-3", f"{g.name(card)}'s replacement: player {player} does not draw", card=card)
    for e in a.effects:
        yield from apply_to(g, card, e, e.amount, holder)
    return True


def can_replace(g: Duel, card: str, a: Ability) -> bool:
    """MC 10.8.5: a replacement that asks a choice it cannot make is not applied."""
    return len(g.state.players[g.owner(card)].hand) >= a.instead_discard


def replace(
    g: Duel, event: Literal["destroy", "damage"], uid: str, value: int, done: frozenset[tuple[str, int]]
) -> Generator[Decision, Action, tuple[bool, Effect | None, str]]:
    """MC 10.8.3-10.8.5: if a replacement applies to the event, apply it: (replaced, the effect that
    happens instead or None, the replacing card)."""
    options = [(c, i, a) for c, i, a in replacements(g, event, uid) if (c, i) not in done]
    usable = []
    for c, i, a in options:
        if can_replace(g, c, a):
            usable.append((c, i, a))
        else:
            g.emit("MC-10-8-5", f"{g.name(c)} cannot make the choice its replacement asks: it does not apply", card=c)
    if not usable:
        return False, None, ""
    chooser = g.owner(uid)  # 10.8.4.1: the owner of the card the event happens to
    if len(usable) == 1:
        card, i, a = usable[0]
    else:
        answer = yield g.ask(
            "replacement", chooser, "MC-10-8-4-1",
            [ChooseEffect(player=chooser, card=c, ability=i) for c, i, _ in usable], event=event, unit=uid,
        )  # fmt: skip
        assert isinstance(answer, ChooseEffect)
        card, i, a = next(x for x in usable if x[0] == answer.card and x[1] == answer.ability)
        g.emit("MC-10-8-4-1", f"player {chooser} applies {g.name(card)}'s replacement first", card=card)
    if a.instead_discard:
        hand = g.state.players[g.owner(card)].hand
        for _ in range(a.instead_discard):
            answer = yield g.ask(
                "replacement", g.owner(card), "MC-10-8-5", [Discard(player=g.owner(card), card=h) for h in hand]
            )
            assert isinstance(answer, Discard)
            g.discard_from_hand(answer.card, "MC-10-8-5")
    g.emit(
        "MC-10-8-3", f"{g.name(card)}'s replacement: the {event} of {g.name(uid)} does not happen", card=card, unit=uid
    )
    g.emit("MC-10-8-3-1", f"the {event} is treated as never having happened", card=uid)
    instead = a.effects[0] if a.effects else None
    return True, instead, f"{card}#{i}"


def apply_to(
    g: Duel, source: str, effect: Effect, value: int, uid: str, done: frozenset[tuple[str, int]] = frozenset()
) -> Applied:
    s = g.state
    u = g.unit(uid)
    kind = effect.kind
    if kind in ("damage", "destroy"):
        replaced, instead, by = yield from replace(g, kind, uid, value, done)
        if replaced:
            if instead is None:
                return False
            card, _, i = by.partition("#")
            done = done | {(card, int(i))}  # 10.8.4.3: this replacement does not apply again to the event
            return (yield from apply_to(g, card, instead, instead.amount, uid, done))
    if kind == "damage":  # 4.5.1, 4.5.3: less than 0 is 0 damage, still dealt and applied
        amount = standing.deal_damage(g, source, u, value, effect.attribute)  # 13.1.7, 13.1.8
        g.emit(
            "MC-4-5-1",
            f"{g.name(uid)} takes {amount} damage from {g.name(source)}",
            card=uid,
            damage=amount,
            attribute=effect.attribute,
        )
        triggers.damaged(g, u, amount)
        return True
    if kind == "gain" or kind == "lose":  # 13.1: standing abilities granted or taken away
        return standing.grant(g, source, effect, uid)
    if kind == "destroy" and standing.death_prevented(g, source, u, effect.attribute):  # 13.1.7.1
        return False
    if kind == "destroy":  # 11.3.3.1: a death effect, not damage
        g.emit("MC-11-3-3-1", f"a death effect of {g.name(source)} applies to {g.name(uid)}", card=uid)
        g.discard_unit(uid, "MC-11-3-1-3-1", died=True)
        return True
    if kind == "exhaust":  # 10.18.1, 1.3.4: an exhausted unit is not exhausted again
        if forbidden(g, uid, "prevent_exhaust"):  # 4.1.12: "cannot" prevails over the effect it contradicts
            g.emit("MC-4-1-12", f"{g.name(uid)} cannot be exhausted: the prohibition prevails", card=uid)
            return False
        if u.exhausted:
            g.emit("MC-10-18-1", f"{g.name(uid)} is already exhausted: the effect is not applied", card=uid)
            return False
        u.exhausted = True
        g.emit("MC-10-18-1", f"{g.name(uid)} is exhausted", card=uid)
        return True
    if kind in ("negate", "discard_used"):
        return vanish(g, effect, uid)
    if kind == "grant_race":
        return continuous.add_grant(g, uid, "races", effect.value, "add", source)
    if kind == "change_race":
        return continuous.add_grant(g, uid, "races", effect.value, "set", source)
    if kind == "grant_resistance":
        return standing.give_resistance(g, source, uid, effect.value)  # 10.14.1: a standing ability given
    if kind == "change_name":  # 10.16.1: the card name is an item of the card (2.1.5); 15.1.8 may follow
        return continuous.add_grant(g, uid, "name", effect.value, "set", source)
    until: Literal["battle", "phase", "chain"] = "battle" if s.battle is not None else "phase"  # 4.6.9, 10.14.6
    if effect.until_chain and s.battle is not None:
        until = "chain"  # 10.15.1.2, 10.15.2.1: lost when the counter chain ends
    changes: list[tuple[StatName, int]]
    if kind == "swap":  # 4.6.5: swapping is ±n to each value
        a, d = attack(g, u), defence(g, u)
        changes = [("attack", d - a), ("defence", a - d)]
    else:
        assert kind in ("attack", "defence", "level", "initiative")
        stat: StatName = kind
        now = {"attack": attack, "defence": defence, "level": level, "initiative": initiative}[stat](g, u)
        changes = [(stat, effect.to - now if effect.to is not None else value)]  # 4.6.4: a change is ±n
    if all(n == 0 for _, n in changes):  # 4.6.7: ±0 is not applied
        g.emit("MC-4-6-7", f"±0 to {g.name(uid)}'s {kind} is not applied", card=uid)
        return False
    for stat, n in changes:
        s.modifiers.append(Modifier(unit=uid, stat=stat, amount=n, until=until, clause="MC-10-14-5", source=source))
        g.emit(
            "MC-10-14-5",
            f"{g.name(uid)} gets {stat} {n:+d} until the end of the {until}",
            card=uid,
            stat=stat,
            amount=n,
        )
    return True


def vanish(g: Duel, effect: Effect, uid: str) -> bool:
    """MC 10.15.1.1: the effect of what the target unit is using (its latest declaration still waiting in
    the counter chain) vanishes and will not fire; MC 10.15.3: the card it is using is discarded from the
    effect zone, so it does not fire either (10.1.14)."""
    c = g.state.battle
    decl = next((d for d in reversed(c.chain) if d.unit == uid and d.kind == "use"), None) if c else None
    if decl is None or decl.card is None:
        g.emit("MC-10-10-5", f"{g.name(uid)} is using nothing: the {effect.kind} has nothing to act on", card=uid)
        return False
    if effect.kind == "negate":
        decl.negated = True
        g.emit("MC-10-15-1-1", f"the effect of {g.name(decl.card)} used by {g.name(uid)} vanishes", card=decl.card)
        return True
    ps = g.state.players[g.owner(decl.card)]
    if decl.card not in ps.effect_zone:
        return False
    ps.effect_zone.remove(decl.card)
    ps.discard.append(decl.card)
    g.emit(
        "MC-10-15-3", f"{g.name(decl.card)}, used by {g.name(uid)}, is discarded from the effect zone", card=decl.card
    )
    return True


def party_count(g: Duel, user: str | None, races: list[str]) -> int:
    """MC 10.17.1: the units of the user's party on its terrain with one of ``races``, each counted once
    however many of them it has."""
    if user is None or not g.on_field(user):
        return 0
    party = g.party(g.terrain_of(user), g.owner(user))
    return sum(1 for u in party if set(races) & set(continuous.races(g, u.card)))


def same_races(g: Duel, user: str | None) -> bool:
    """MC 10.17.2: a party is made only of the same races if every unit has exactly the same races; a unit
    with several of them matches only another with all of them."""
    if user is None or not g.on_field(user):
        return False
    party = g.party(g.terrain_of(user), g.owner(user))
    kinds = {frozenset(continuous.races(g, u.card)) for u in party}
    return len(kinds) == 1 and frozenset() not in kinds


def apply_all(
    g: Duel, source: str, effects: list[Effect], values: list[int], targets: list[str], *, owner: int | None = None,
    seen: dict[str, int] | None = None, user: str | None = None, since: int | None = None,
) -> Proc:  # fmt: skip
    """The effects of one ability in order (MC 10.6.2), "then" effects only after one that applied (4.1.11)."""
    applied = True
    for effect, value in zip(effects, values, strict=True):
        if effect.after and not applied:  # 4.1.11: "then" fires only if what came before applied
            g.emit("MC-4-1-11", f"the effect before it was not applied: the {effect.kind} that follows does not fire")
            continue
        if effect.after and user is not None and not g.on_field(user):  # 4.1.11: nor once the user has left
            g.emit(
                "MC-4-1-11", f"{g.name(user)} has left the battlefield: the {effect.kind} that follows does not fire"
            )
            applied = False
            continue
        if effect.of == "party_races":  # 10.17.1
            value = effect.amount + party_count(g, user, effect.value)
        if effect.if_party_same_race and not same_races(g, user):  # 10.17.2
            g.emit("MC-10-17-2", "the user's party is not all of the same races: the effect does not apply")
            applied = False
            continue
        chooser = g.owner(source) if owner is None else owner
        if effect.may and effect.delay is None and not (yield from optional(g, source, effect, chooser)):
            applied = False  # MC 10.1.7: an optional effect is chosen as it fires; declined, it did not apply
            continue
        aimed = actions.fresh_targets(g, source, effect, targets, since)  # MC 16.2: 重複しない
        applied = yield from apply_effect(g, source, effect, value, aimed, owner=owner, seen=seen)
        yield from rule_processing(g)  # 11.1.2.1: between the effects too


# --- triggered abilities (10.5, 10.20.1.1) ------------------------------------------------------------


def trigger_targets(g: Duel, w: Waiting, ability: Ability) -> list[str] | None:
    """What a triggered ability acts on as it is played; None when its card's move makes that
    impossible (MC 10.5.6)."""
    if all(e.kind == "draw" for e in ability.effects):
        return []
    ground = next((t for t in g.state.battlefield if t.card == w.card and t.kind == "card"), None)
    if ground is not None:  # MC 14.7.3.1: a terrain's ● ability acts on the parties on it
        side = {"own_party": w.owner, "enemy_party": 1 - w.owner}.get(ability.target)
        return [u.card for u in ground.units if side is None or g.owner(u.card) == side]
    if not g.on_field(w.card):
        holder = next((u for _, u in g.units_of(w.owner) if any(eq.card == w.card for eq in u.equipment)), None)
        if holder is None:
            return None
        uid = holder.card
    else:
        uid = w.card
    t = g.terrain_of(uid)
    if ability.target == "this_unit":
        return [uid]
    if ability.target == "own_party":
        return [u.card for u in g.party(t, w.owner)]
    if ability.target == "enemy_party":
        return [u.card for u in g.party(t, 1 - w.owner)]
    return [u.card for u in t.units]


def still_there(g: Duel, w: Waiting) -> bool:
    """Whether the card that has the ability is still in the zone it triggered from (MC 10.5.6-10.5.7)."""
    if w.zone == "any":  # a delayed trigger belongs to no zone (10.5.4.2)
        return True
    if w.zone != "battlefield":  # it triggered as its card left the battlefield for ``zone``
        ps = g.state.players[g.owner(w.card)]
        return w.card in (ps.discard if w.zone == "discard" else ps.removed)
    if any(t.card == w.card and t.kind == "card" for t in g.state.battlefield):  # a terrain's (14.7.3.1)
        return True
    return g.on_field(w.card) or any(
        eq.card == w.card for t in g.state.battlefield for u in t.units for eq in u.equipment
    )


def play_one(g: Duel, w: Waiting) -> Proc:
    """MC 10.5.3: play one waiting triggered ability; its waiting is then taken back once."""
    key = f"{w.card}#{w.ability}"
    if key in g.state.state_triggers:  # 10.5.5.1: resolved, a state trigger may wait again
        g.state.state_triggers.remove(key)
    ability = g.defn(w.card).abilities[w.ability] if not w.effects else None
    moved = not still_there(g, w)
    if w.constant and moved:  # 10.5.7: from a ○ ability whose card has moved: cancelled, not played
        g.emit("MC-10-5-7", f"{g.name(w.card)} has moved: its ○ ability's trigger is cancelled", card=w.card)
        return
    g.emit("MC-10-5-3", f"player {w.owner} plays {g.name(w.card)}'s triggered ability", card=w.card, player=w.owner)
    if ability is None:  # a delayed trigger (10.5.4.2)
        yield from apply_all(g, w.card, w.effects, [e.amount for e in w.effects], w.targets, owner=w.owner)
        return
    targets = trigger_targets(g, w, ability)
    if targets is None:  # 10.5.6: it is played, but its card's move makes its effect impossible
        g.emit("MC-10-5-6", f"{g.name(w.card)} has moved: its triggered ability fails to resolve", card=w.card)
        return
    amounts = auto.values(g, ability)  # 14.7.3.10: dice rolled as it resolves
    since = actions.designate(g, w.card, targets, ability.effects)  # MC 16.2.1: a ● designates as it is played
    yield from apply_all(g, w.card, ability.effects, amounts, targets, owner=w.owner, seen=w.seen, since=since)


def optional(g: Duel, source: str, effect: Effect, player: int) -> Generator[Decision, Action, bool]:
    """MC 10.1.7: an optional ("may") effect is not chosen at the declaration but as it fires: its player
    chooses whether to apply it. Not applied, it counts as an effect that did not apply (4.1.11)."""
    answer = yield g.ask(
        "optional", player, "MC-10-1-7",
        [ChooseOptional(player=player, apply=True), ChooseOptional(player=player, apply=False)],
        card=source, effect=effect.kind,
    )  # fmt: skip
    assert isinstance(answer, ChooseOptional)
    if not answer.apply:
        g.emit("MC-10-1-7", f"player {player} does not apply {g.name(source)}'s optional {effect.kind}", card=source)
    return answer.apply


def fingerprint(g: Duel) -> str:
    """The state a perpetual loop returns to (MC 16.1.1: 「元に戻る」; 16.1.1.2: 「すべてのゾーンのカードが同一」):
    every zone and what is on the battlefield, the effects in force, the triggered abilities waiting and the
    battle — all but the generator of dice and the clock that orders continuous effects, which are no zone."""
    s = g.state
    return repr(
        (s.turn, s.active, s.step, s.players, s.battlefield, s.modifiers, s.grants, s.waiting, s.delayed,
         s.state_triggers, s.targeted, s.battle)
    )  # fmt: skip


@dataclass
class LoopWatch:
    """What one check step knows of a perpetual loop (MC 16.1.1; docs/decisions: MC 16.1.1.1-16.1.1.3).

    ``seen`` maps each state before a play to the play's index and ``free`` lists, per play, the players
    who chose an optional effect freely in it (a way out of the loop, 10.1.7): when a state repeats, the
    plays since its first occurrence are the loop (循環行動, its states ``loop``) and their choosers are those
    who can stop it. ``path`` keeps each free choice by the state and its rank in the play, so that the loop
    runs as it ran while its declared count runs (``start`` is the loop's state, ``runs`` how often it was
    reached). Then ``stop_once`` declines the stopper's next optional effect in the loop's states — the stop —
    and ``barred`` players decline theirs in that loop's states from then on: 「再び選択することはできません」."""

    seen: dict[str, int] = field(default_factory=dict)
    free: list[set[int]] = field(default_factory=list)
    path: dict[tuple[str, int], bool] = field(default_factory=dict)
    fp: str = ""
    rank: int = 0  # the optional choices made so far in the current play
    loop: set[str] = field(default_factory=set)
    start: str | None = None
    runs: int = 0
    count: int = 0
    clause: str = ""
    stopper: int = 0
    larger: int | None = None
    barred: dict[int, tuple[str, frozenset[str]]] = field(default_factory=dict)  # clause, the loop's states
    stop_once: tuple[int, str] | None = None
    since: int = 0

    def reset(self) -> None:
        self.seen, self.free, self.start, self.since = {}, [], None, 0


def loop_answer(g: Duel, decision: Decision, w: LoopWatch) -> ChooseOptional | None:
    """MC 16.1.1.2-3: the answer to an optional effect's choice that a loop's rules make, or None when its
    player chooses freely."""
    if decision.kind != "optional":
        return None
    p = decision.player
    card = g.name(str(decision.detail.get("card")))
    in_loop = w.fp in w.loop
    if in_loop and w.stop_once is not None and w.stop_once[0] == p:  # the count has run: the stopper stops it
        g.emit(w.stop_once[1], f"player {p} stops the perpetual loop: {card}'s optional effect is not applied")
        w.stop_once = None
        # what follows the stop is watched afresh: were the loop to come back, the states it passes through
        # now meet the bar, and a repeat is judged on the choices left (16.1.1.1 if none)
        w.seen, w.free = {}, []
        return ChooseOptional(player=p, apply=False)
    key = (w.fp, w.rank)
    if in_loop and (w.start is not None or w.stop_once is not None) and key in w.path:  # the loop runs as it ran
        g.emit(w.clause, f"the loop runs on: player {p}'s choice for {card} is as before", player=p)
        return ChooseOptional(player=p, apply=w.path[key])
    bar = w.barred.get(p)
    if bar is not None and w.fp in bar[1] and w.stop_once is None:  # 「再び選択することはできません」
        g.emit(bar[0], f"player {p} may not choose the loop again from its state: {card}'s effect is not applied")
        return ChooseOptional(player=p, apply=False)
    return None


def watched(g: Duel, proc: Proc, w: LoopWatch) -> Proc:
    """Run ``proc`` (a play of a triggered ability and what follows it), noting in ``w.free`` and ``w.path``
    the players who answer an optional effect's choice and how; in a loop's states, the answers the loop's
    rules make are given without asking (``loop_answer``, MC 16.1.1.2-3)."""
    try:
        decision = next(proc)
    except StopIteration:
        return
    while True:
        answer: Action | None = loop_answer(g, decision, w)
        if answer is None:
            answer = yield decision
            if decision.kind == "optional" and isinstance(answer, ChooseOptional) and w.free:
                w.free[-1].add(decision.player)
                w.path.setdefault((w.fp, w.rank), answer.apply)
        if decision.kind == "optional":
            w.rank += 1
        try:
            decision = proc.send(answer)
        except StopIteration:
            return


def declare_count(g: Duel, player: int, clause: str, plays: int) -> Generator[Decision, Action, int]:
    """MC 16.1.1.2-3: the player declares how many times the loop runs (1 to ``LOOP_COUNT_MAX``, the run
    that revealed it included)."""
    answer = yield g.ask(
        "loop_count", player, clause, [ChooseNumber(player=player, n=k) for k in range(1, LOOP_COUNT_MAX + 1)],
        plays=plays,
    )  # fmt: skip
    assert isinstance(answer, ChooseNumber)
    g.emit(clause, f"player {player} declares that the loop runs {answer.n} times", player=player, count=answer.n)
    return answer.n


def recognise(g: Duel, w: LoopWatch) -> Proc:
    """MC 16.1.1: the state before this play repeats one seen in this check step: the plays since are a
    perpetual loop. Nobody with a choice in it: a draw (16.1.1.1); one player: it declares the count
    (16.1.1.2); both: the advancing player, then its opponent, the smaller count running (16.1.1.3)."""
    first = w.seen[w.fp]
    stoppers = sorted(set().union(*w.free[first:]))
    w.loop = {k for k, i in w.seen.items() if i >= first}
    plays = len(w.free) - first
    g.emit("MC-16-1-1", f"the state repeats after {plays} triggered abilities: a perpetual loop", plays=plays)
    if not stoppers:  # 16.1.1.1: no choice in the loop can stop it
        end_game(
            g, "perpetual_loop", None, "MC-16-1-1-1",
            f"a loop of {plays} triggered abilities with no choice for any player: a perpetual loop no player can stop",
        )  # fmt: skip
    if len(stoppers) == 1:  # 16.1.1.2
        w.clause, w.stopper, w.larger = "MC-16-1-1-2", stoppers[0], None
        w.count = yield from declare_count(g, w.stopper, w.clause, plays)
    else:  # 16.1.1.3: the advancing player first, then the turn player's opponent
        w.clause = "MC-16-1-1-3"
        a = g.state.active
        first_count = yield from declare_count(g, a, w.clause, plays)
        second_count = yield from declare_count(g, 1 - a, w.clause, plays)
        # the smaller count runs; on a tie the advancing player's, declared first (docs/decisions: MC 16.1.1.3)
        w.stopper, w.larger = (a, 1 - a) if first_count <= second_count else (1 - a, a)
        w.count = min(first_count, second_count)
    w.start, w.runs = w.fp, 1
    w.free.clear()


def engage_stop(g: Duel, w: LoopWatch) -> None:
    """MC 16.1.1.2-3: the loop has run its count: its player stops it at its next optional choice in the
    loop; afterwards that player (16.1.1.2) or the one who declared the larger count (16.1.1.3) may not choose
    it again from its states."""
    g.emit(w.clause, f"the loop has run {w.count} times: player {w.stopper} stops it", player=w.stopper)
    w.stop_once = (w.stopper, w.clause)
    w.barred[w.stopper if w.larger is None else w.larger] = (w.clause, frozenset(w.loop))
    w.reset()


def play_waiting(g: Duel) -> Generator[Decision, Action, bool]:
    """MC 10.20.1.1.1-10.20.1.1.2: the active player's waiting triggered abilities, one at a time in the
    order it chooses (10.5.3.1), then the other player's, and again while state triggers wait anew (10.5.5.1);
    whether any was played. A perpetual loop (MC 16.1.1) is recognised when the state before a play repeats
    (``LoopWatch``, ``recognise``); one whose state never repeats meets the safety net ``LOOP_LIMIT``
    (docs/decisions: MC 16.1.1)."""
    s = g.state
    played = False
    w = LoopWatch()
    while True:
        triggers.state_triggers(g)
        if not s.waiting:
            return played
        for p in (s.active, 1 - s.active):
            clause = "MC-10-20-1-1-1" if p == s.active else "MC-10-20-1-1-2"
            while mine := [x for x in s.waiting if x.owner == p]:
                w.fp, w.rank = fingerprint(g), 0
                if w.start is not None:  # a loop running its declared count (16.1.1.2-3)
                    if w.fp == w.start:
                        w.runs += 1
                        w.since = 0
                        if w.runs >= w.count:
                            engage_stop(g, w)
                elif w.fp in w.seen:
                    yield from recognise(g, w)
                    if w.runs >= w.count:
                        engage_stop(g, w)
                if w.start is None:
                    w.seen.setdefault(w.fp, len(w.free))
                w.free.append(set())
                w.since += 1
                if w.since > LOOP_LIMIT:
                    if not any(w.free):  # 16.1.1.1: a loop whose state never repeats, with no choice in it
                        end_game(
                            g, "perpetual_loop", None, "MC-16-1-1-1",
                            f"{LOOP_LIMIT} triggered abilities played in one check step with no choice for any "
                            "player: a perpetual loop no player can stop",
                        )  # fmt: skip
                    g.emit(
                        "MC-16-1-1",
                        f"{LOOP_LIMIT} triggered abilities played in one check step without its state repeating: a "
                        "loop the engine cannot classify; the check step stops playing",
                    )
                    return False
                distinct = list(dict.fromkeys((x.card, x.ability) for x in mine))
                if len(distinct) == 1:
                    chosen = mine[0]
                else:  # 10.5.3.1: playing is compulsory, but the player picks which first
                    answer = yield g.ask(
                        "trigger", p, "MC-10-5-3-1", [ChooseEffect(player=p, card=c, ability=i) for c, i in distinct]
                    )
                    assert isinstance(answer, ChooseEffect)
                    chosen = next(x for x in mine if x.card == answer.card and x.ability == answer.ability)
                s.waiting.remove(chosen)
                g.emit(
                    clause,
                    f"player {p}'s waiting triggered ability of {g.name(chosen.card)} is played",
                    card=chosen.card,
                )
                yield from watched(g, play_one(g, chosen), w)
                played = True
                yield from watched(g, rule_processing(g), w)


def battle_end(g: Duel) -> None:
    """MC 10.5.4.2, 10.5.4.2.1: the delayed triggers set for the end of the battle wait, once each."""
    s = g.state
    for d in [d for d in s.delayed if d.when == "battle_end"]:
        s.delayed.remove(d)
        s.waiting.append(
            Waiting(card=d.card, owner=d.owner, trigger="battle_end", targets=d.targets, effects=d.effects, zone="any")
        )
        g.emit("MC-10-5-4-2-1", f"{g.name(d.card)}'s delayed trigger meets its condition, once", card=d.card)
