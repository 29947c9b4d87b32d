"""Shared procedures: asking a decision, damage (C 5-8), fatigue (C 10-10), drawing (C 7-1-6,
5-5-3), reshuffle (C 9-7), enhancement destruction (C 9-5 via the state rule C 5-5-2)."""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Literal

from ..explain import condition_check, order_detail
from ..game import CrystalZone, Game, Proc, Trigger
from ..hooks import before_reshuffle_due, goddess_state_rules
from ..model import Accept, Action, Choose, ChooseDamage, ChooseFirst, Decision, Decline, Effect, Player
from ..statuses import conditional_triggers, effects_in_force, has_status, set_off_at

if TYPE_CHECKING:
    from .effects import Context


class PhaseEnded(Exception):
    """C 10-13: an effect ended the phase; what was left of the phase vanishes."""


def ask(g: Game, decision: Decision) -> Generator[Decision, Action, Action]:
    """Yield a decision to the player, unless its single option is forced by public information."""
    if len(decision.options) == 1 and decision.kind in ("damage", "order"):
        return decision.options[0]
    answer = yield decision
    return answer


def ask_yes_no(
    g: Game,
    player: int,
    kind: Literal["reshuffle", "may"],
    clause: str,
    detail: dict[str, str | int | list[str] | None] | None = None,
) -> Generator[Decision, Action, bool]:
    p = 0 if player == 0 else 1
    ans = yield from ask(
        g,
        Decision(
            kind=kind, player=p, clause=clause, options=[Accept(player=p), Decline(player=p)], detail=detail or {}
        ),
    )
    return isinstance(ans, Accept)


# --- damage --------------------------------------------------------------------------------------


DamageCause = Literal["effect", "attack", "reshuffle"]
"""What deals a damage: an attack's own damage (C 9-4 v, 10-19), the reshuffle (C 9-7), anything else."""


def single_damage(
    g: Game,
    p: int,
    target: Literal["aura", "life", "flare"],
    amount: int | None,
    clause: str,
    cause: DamageCause = "effect",
    shields: dict[str, int] | None = None,
    dest: CrystalZone | None = None,
) -> None:
    """C 5-8-3-1: aura and flare damage go to 〈Dust〉; life damage goes to the same player's 〈Flare〉.
    `shields`: how many of an aura damage's crystals come from cards treated as the aura; `dest`: where
    an attack's text sends the crystals its damage moves instead (C 1-4: the card beats the rule)."""
    if amount is None:
        g.shortfalls += 1  # no damage was dealt: "if you do" does not follow (C 10-40)
        g.emit("C 5-8-1", f"damage 「-」 to player {p}'s {target}: nothing happens", player=p)
        return
    if _takes_no_damage(g, p):
        return
    g.emit(clause, f"player {p} receives {amount} damage on {target}", player=p, target=target, count=amount)
    if dest is None:
        dest = ("flare", p) if target == "life" else ("dust",)
        if cause == "attack":
            dest = _attack_crystals_to(g, dest)
    # A damage of 0 is a damage (FAQ: Oboro's Rush of Blades, Akina's A 21-6-3 "0 or more"): it counts
    # for "took aura damage this turn" and "times you took damage"; only a text asking for "1 or more"
    # (C 10-6 隙, and the effects ``damage_taken`` sets off) leaves it out.
    if target == "aura":
        g.state.players[p].records.aura_damage_taken += 1  # "took aura damage this turn" (read by cards)
    rest = amount
    with g.at_once():  # one damage is one move, its crystals from cards treated as the aura included
        for uid, n in (shields or {}).items():
            rest -= g.move_crystals(("card", uid), dest, n, "C 5-8-3-1")
        g.move_crystals((target, p), dest, rest, "C 5-8-3-1")
    g.state.players[p].records.damages_taken += 1  # "times you took damage this turn" (Shisui's cards)
    if amount >= 1:
        damage_taken(g, p, target, cause)
    if target == "life" and cause != "reshuffle":
        for rules in g.hooks.having("after_life_damage"):
            if rules.after_life_damage is not None:
                rules.after_life_damage(g, p)  # A 21-6-3: a life damage of 0 or more


def _attack_crystals_to(g: Game, dest: CrystalZone) -> CrystalZone:
    """Where an attack's own damage moves crystals: `dest`, unless the attack dealing it (the last one
    in 〈Attacking〉, nested attacks having left by then) names an enhancement of its attacker that is
    still deployed (``Attack.crystals_to``); impossible, the crystals move as usual."""
    attacks = g.state.attacks
    card = attacks[-1].crystals_to if attacks else None
    if card is None:
        return dest
    if card in g.state.players[attacks[-1].attacker].enhancements:
        g.emit("C 5-8-3-1", f"the crystals go onto {g.name(card)} instead", card=card)
        return ("card", card)
    g.emit("C 5-8-3-1", f"{g.name(card)} is not deployed: the crystals move as usual", card=card)
    return dest


def _takes_no_damage(g: Game, p: int) -> bool:
    """A status "you cannot take damage" (op ``cannot_take_damage``) stops every damage to the
    player, a reshuffle's too; a two-valued damage is then received on neither side, so no side is
    chosen (C 1-4: a "cannot" beats what the rules require). A damage not taken was not dealt
    (FAQ, Kururu's Big Golem against Utsuro's желание): "if you do" does not follow (C 10-40)."""
    if not has_status(g, p, "cannot_take_damage"):
        return False
    g.shortfalls += 1
    g.emit("C 1-4", f"player {p} cannot take damage: none is taken", player=p)
    return True


def damage_taken(g: Game, p: int, target: str, cause: DamageCause) -> None:
    """Note the effects that taking this damage sets off; the state rules resolve them (C 5-5, 9-8).
    Only effects in force at the moment of the damage are set off."""
    events = []
    if target == "life":
        events.append("any_life_damage")  # a reshuffle's damage included (C 9-7 i)
    if target == "life" and cause != "reshuffle":
        events.append("life_damage")  # C 10-6: life damage other than by a reshuffle
    if cause == "attack":
        events.append("attack_damage")  # C 10-19: the attack's own damage, not its after-attack effects
        if target == "life":
            events.append("attack_life_damage")
    for when in events:
        for uid, holder, eff in effects_in_force(g, keep=set_off_at(when)):
            if eff.when == when and holder == p and uid in g.state.cards:
                clause = "C 10-19" if when.startswith("attack") else "C 5-5"
                _trigger(g, Trigger(f"{uid}#{when}", uid, holder, eff, clause))
    if "life_damage" in events:
        for ps in g.state.players:
            for uid in ps.enhancements:
                if g.state.cards[uid].holder == p and uid not in g.destroying and g.defn(uid).unguarded:
                    _trigger(g, Trigger(f"{uid}#unguarded", uid, p, None, "C 10-6"))


def reacted(g: Game, p: int, card: str) -> None:
    """Player p uses `card` as a reaction (C 9-4 i): note the effects this sets off ("when you react
    with another goddess's card"); the state rules resolve them (C 5-5)."""
    from ..attacks import other_goddess_card
    g.state.players[p].records.reactions += 1  # "if you reacted last turn" (Mizuki's cards) reads it next turn
    for uid, holder, eff in effects_in_force(g, keep=set_off_at("reacted")):
        if eff.when == "reacted" and holder == p and uid in g.state.cards:
            if eff.other_goddess and not other_goddess_card(g, uid, card):
                continue
            _trigger(g, Trigger(f"{uid}#reacted", uid, holder, eff, "C 9-4 i"))


def _trigger(g: Game, trigger: Trigger) -> None:
    keys = {t.key for t in g.triggered}
    if trigger.effect is None and trigger.key in keys:
        return  # 隙 already set off: the card goes face-down once
    n = 1
    base = trigger.key
    while trigger.key in keys:
        n += 1
        trigger.key = f"{base}~{n}"
    g.triggered.append(trigger)


Side = Literal["aura", "life"]


def aura_shields(g: Game, p: int) -> list[str]:
    """The cards whose crystals count as player p's aura while p receives damage."""
    return [
        uid
        for uid, holder, eff in effects_in_force(g, ("aura_shield",))
        if eff.op == "aura_shield" and holder == p and uid in g.state.cards and g.state.cards[uid].crystals > 0
    ]


def aura_for_damage(g: Game, p: int) -> int:
    """The aura as damage sees it: the aura and the crystals of the cards treated as on it."""
    return g.state.players[p].aura + sum(g.state.cards[u].crystals for u in aura_shields(g, p))


def shield_split(g: Game, p: int, amount: int | None) -> Generator[Decision, Action, dict[str, int]]:
    """An aura damage whose crystals may come from cards treated as the aura: the receiver picks,
    crystal by crystal, where each comes from — asked only while there is a choice (C 5-10: no more
    crystals than there are)."""
    shields = aura_shields(g, p)
    taken: dict[str, int] = {}
    if not shields or not amount:
        return taken
    pl: Player = 0 if p == 0 else 1
    aura = g.state.players[p].aura
    left = {u: g.state.cards[u].crystals for u in shields}
    for _ in range(amount):
        sources = (["aura"] if aura > 0 else []) + [u for u, n in left.items() if n > 0]
        if not sources:
            break
        pick = sources[0]
        if len(sources) > 1:
            ans = yield from ask(
                g,
                Decision(
                    kind="choose",
                    player=pl,
                    clause="C 5-8-3-1",
                    options=[Choose(player=pl, option=o) for o in sources],
                    detail={"what": "where the aura damage's crystal comes from"},
                ),
            )
            assert isinstance(ans, Choose)
            pick = ans.option
        if pick == "aura":
            aura -= 1
        else:
            left[pick] -= 1
            taken[pick] = taken.get(pick, 0) + 1
    return taken


def two_valued_damage(
    g: Game,
    p: int,
    aura: int | None,
    life: int | None,
    clause: str,
    cause: DamageCause = "effect",
    chooser: int | None = None,
    dest: CrystalZone | None = None,
    no_aura: bool = False,
) -> Generator[Decision, Action, Side | None]:
    """C 5-8-3-2: the receiver picks aura or life damage (or `chooser`, where a card lets the other
    player choose); a 「-」 side cannot be picked; with two integers, aura cannot be picked when the
    aura holds fewer crystals than the aura damage. Returns the side received."""
    g.emit(clause, f"player {p} receives {_fmt(aura)}/{_fmt(life)} damage", player=p, aura=aura, life=life)
    if _takes_no_damage(g, p):
        return None
    if aura is None and life is None:
        g.shortfalls += 1  # no damage was dealt (C 10-40)
        g.emit("C 5-8-3-2", "both sides are 「-」: nothing happens")
        return None
    sides: list[Literal["aura", "life"]] = []
    if aura is not None and not (life is not None and aura_for_damage(g, p) < aura):
        sides.append("aura")
    if life is not None:
        sides.append("life")
    if no_aura and life is not None and "aura" in sides:  # the aura damage cannot be chosen (Charm)
        sides.remove("aura")
        g.emit("C 5-8-3-2", f"player {p} cannot choose the aura damage", player=p)
    who = p if chooser is None else chooser
    pl = 0 if who == 0 else 1
    if len(sides) == 1:
        why = (
            "the other side is 「-」"
            if aura is None or life is None
            else f"aura holds {aura_for_damage(g, p)}, fewer than the aura damage {aura}"
        )
        g.emit("C 5-8-3-2", f"only {sides[0]} damage can be chosen: {why}", player=p, side=sides[0])
        side = sides[0]
    else:
        ans = yield from ask(
            g,
            Decision(
                kind="damage",
                player=pl,
                clause="C 5-8-3-2",
                options=[ChooseDamage(player=pl, side=s) for s in sides],
                detail={"aura": aura, "life": life},
            ),
        )
        assert isinstance(ans, ChooseDamage)
        side = ans.side
        g.emit("C 5-8-3-2", f"player {who} chooses {side} damage", player=who, side=side)
    shields = (yield from shield_split(g, p, aura)) if side == "aura" else None
    single_damage(g, p, side, aura if side == "aura" else life, "C 5-8-3-2", cause, shields, dest)
    return side


def _fmt(v: int | None) -> str:
    return "-" if v is None else str(v)


def fatigue(g: Game, p: int) -> Proc:
    """C 10-10: 焦燥 — 1/1 damage, the receiver chooses per C 5-8-3-2; an effect in force may make it
    another damage (``fatigue_damage``: Renri's Resolution, 2/1 for her opponent)."""
    aura: int | None = 1
    life: int | None = 1
    for _src, holder, eff in effects_in_force(g, ("fatigue_damage",)):
        if eff.op == "fatigue_damage" and (holder if eff.player == "self" else 1 - holder) == p:
            aura, life = eff.aura, eff.life
    g.emit("C 10-10", f"player {p} suffers fatigue", player=p)
    yield from two_valued_damage(g, p, aura, life, "C 10-10")
    yield from instead_of_defeat(g)


# --- effects resolved instead of a defeat (C 9-1-3-1) ----------------------------------------------


def instead_of_defeat(g: Game) -> Proc:
    """Offer each player who would lose the effects she may resolve instead (C 9-1-3-1), then check
    the win again: a defeat not replaced stands."""
    while g.defeat_due:
        p = g.defeat_due.pop(0)
        yield from offer_instead_of_defeat(g, p)
    g.check_win()


def offer_instead_of_defeat(g: Game, p: int) -> Generator[Decision, Action, bool]:
    """Player p would lose: she may resolve one of her effects instead (C 9-1-3-1); no win check runs
    while it resolves. True if one replaced the defeat; then a later defeat is a new one."""
    g.defeat_offered.add(p)
    for rules in g.hooks.rules:
        if rules.can_replace_defeat is None or rules.replace_defeat is None or not rules.can_replace_defeat(g, p):
            continue
        g.replacing_defeat = True
        try:
            replaced = yield from rules.replace_defeat(g, p)
        finally:
            g.replacing_defeat = False
        if replaced:
            g.defeat_offered.discard(p)
            return True
    return False


def replaced_by_rule(g: Game, p: int, hook: str) -> Generator[Decision, Action, bool]:
    """Offer the goddesses' replacement of an event befalling player p (``GoddessRules.replace_draw``,
    ``replace_reshuffle_damage``); True if one resolved instead."""
    for rules in g.hooks.having(hook):
        fn = getattr(rules, hook)
        if fn is not None and (yield from fn(g, p)):
            return True
    return False


def draw(g: Game, p: int, n: int, clause: str) -> Proc:
    """C 7-1-6: draw one card at a time; an empty deck means fatigue instead (C 5-5-3). In a start phase
    whose draws an effect limits (Form: YAKSHA: "draws only one card in the next start phase"), every
    draw of that phase counts, an effect's as well as the default one of C 8-1-3 iv (FAQ, Thallya:
    Form: YAKSHA); past the limit the player draws nothing more."""
    ps = g.state.players[p]
    limited = g.state.step == "start_phase" and g.state.active == p and ps.start_draw_limit is not None
    for _ in range(n):
        if limited and ps.start_draw_limit is not None:
            if ps.start_draw_limit <= 0:
                g.emit(clause, f"player {p} can draw no more cards this start phase: an effect says so", player=p)
                return
            ps.start_draw_limit -= 1
        if (yield from replaced_by_rule(g, p, "replace_draw")):  # e.g. Her Ideology (A 14-4)
            continue
        if not ps.deck:
            g.shortfalls += 1  # fatigue comes instead of the card (C 10-40)
            g.emit("C 5-5-3", f"player {p} must draw from an empty deck", player=p)
            yield from fatigue(g, p)
            continue
        uid = ps.deck[0]
        g.move_card(uid, "hand", p, clause=clause)


def reshuffle(g: Game, p: int, *, by_rule: bool) -> Proc:
    """C 9-7: i a rule-made reshuffle costs 1 damage to own life; ii discard and face-down normal
    cards go into the deck, which is shuffled. Just before it, the goddesses' additional rules may act
    (A 3-3: use an installation card from the face-down pile); then one of them may replace it (A 3-3:
    the part attack). Our reading: what acts "just before" the reshuffle comes first, since until
    the reshuffle is performed nothing replaces it. When the steps of several goddesses are due at
    once (Oboro's installation and 『歴史家』 Renri's perjury installation, A 3-3 and A 20-6-2), the active
    player picks which resolves next (C 5-1-1, 5-5); each is looked at again once another has resolved."""
    done: set[str] = set()
    while pending := [(k, r) for k, r in before_reshuffle_due(g, p) if k not in done]:
        key, rules = pending[0]
        if len(pending) > 1:
            active: Player = 0 if g.state.active == 0 else 1
            options: list[Action] = [Choose(player=active, option=k) for k, _ in pending]
            what = "whose step just before the reshuffle resolves next"
            ans = yield from ask(
                g, Decision(kind="choose", player=active, clause="C 5-1-1", options=options, detail={"what": what})
            )
            key, rules = next(x for x in pending if isinstance(ans, Choose) and x[0] == ans.option)
        done.add(key)
        assert rules.before_reshuffle is not None
        yield from rules.before_reshuffle(g, p)
    for rules in g.hooks.rules:
        if rules.replace_reshuffle is not None and (yield from rules.replace_reshuffle(g, p)):
            return
    g.emit("C 9-7", f"player {p} reshuffles", player=p, by_rule=by_rule)
    if by_rule and (yield from replaced_by_rule(g, p, "replace_reshuffle_damage")):
        pass  # an effect resolved instead of the life damage (Her Ideology, A 14-4)
    elif by_rule:
        single_damage(g, p, "life", 1, "C 9-7", "reshuffle")
        yield from instead_of_defeat(g)
    ps = g.state.players[p]
    back = list(ps.discard) + [u for u in ps.face_down if g.defn(u).category == "normal"]
    for uid in back:
        g.move_card(uid, "deck", p, bottom=True, clause="C 9-7")
    g.shuffle_deck(p, "C 9-7")
    for (
        rules
    ) in g.hooks.rules:  # steps the additional rules add once it has resolved (A 7-5 iii; Form: KINNARI, A 9-3-1-6)
        if rules.after_reshuffle is not None:
            yield from rules.after_reshuffle(g, p)
    reshuffled(g, p)


def trump_unused(g: Game, p: int, uid: str) -> None:
    """A used trump of player p's has become unused (C 10-17): note the effects this sets off; the
    state rules resolve them (C 5-5)."""
    for src, holder, eff in effects_in_force(g, keep=set_off_at("trump_unused")):
        if eff.when == "trump_unused" and holder == p and src in g.state.cards:
            if eff.applies_to == "this_card" and src != uid:
                continue  # "when this card becomes unused" (Hatsumi's Aquiform Salvo)
            _trigger(g, Trigger(f"{src}#trump_unused", src, holder, eff, "C 10-17"))


def distance_first_moved(g: Game, mover: int) -> None:
    """Player `mover` has moved crystals out of 〈Distance〉 the first time this turn: note the effects
    of her opponent's cards this sets off (``when: distance_first_moved``); the state rules resolve them."""
    for src, holder, eff in effects_in_force(g, keep=set_off_at("distance_first_moved")):
        if eff.when == "distance_first_moved" and holder != mover and src in g.state.cards:
            _trigger(g, Trigger(f"{src}#distance_first_moved", src, holder, eff, "C 5-5"))


def reshuffled(g: Game, p: int) -> None:
    """Player p has reshuffled (C 9-7): note the effects this sets off ("when you reshuffle"); the
    state rules resolve them (C 5-5)."""
    for uid, holder, eff in effects_in_force(g, keep=set_off_at("reshuffled")):
        if eff.when == "reshuffled" and holder == p and uid in g.state.cards:
            _trigger(g, Trigger(f"{uid}#reshuffled", uid, holder, eff, "C 9-7"))


def resolve_in_order(g: Game, due: dict[str, tuple[str, int, Effect]], clause: str, ctx: Context | None = None) -> Proc:
    """Effects set off at once resolve each once, in the order the active player picks (C 5-5, 5-1-1);
    `ctx` tells them what set them off (the card whose use resolved …)."""
    from .effects import Context, resolve_effect

    while due:
        key = next(iter(due))
        if len(due) > 1:
            a = g.state.active
            ans = yield from ask(
                g,
                Decision(
                    kind="order",
                    player=a,
                    clause=clause,
                    options=[ChooseFirst(player=a, option=k) for k in due],
                    detail=order_detail(g, due),
                ),
            )
            assert isinstance(ans, ChooseFirst)
            key = ans.option
        uid, holder, eff = due.pop(key)
        g.emit(clause, f"{g.name(uid)}: the effect set off resolves", card=uid)
        yield from resolve_effect(g, uid, holder, eff, clause, ctx or Context())
        yield from settle(g)


# --- state rule: enhancement destruction (C 5-5-2, 9-5) --------------------------------------------


def note_distance_change(g: Game) -> None:
    """Record, at each state-rules check, that the current distance now differs from the turn-start
    distance (``State.distance_changed``, kept for the rest of the turn even if it comes back). Our
    reading of "the current distance has not changed this turn": a change and a return within one
    effect, with no check between them, is not seen."""
    s = g.state
    if not s.distance_changed and s.turn_start_distance is not None and g.distance() != s.turn_start_distance:
        s.distance_changed = True


def settle(g: Game) -> Proc:
    """Resolve what the state rules of C 5-5 call for, nested where the caller stands (C 9-8): the
    win/loss check of C 4-2 first (it pre-empts everything), then every crystal-less enhancement is
    destroyed (C 5-5-2) and every conditional effect whose condition has come to hold resolves once
    (C 5-5-4..6), and every effect an event set off resolves (隙 C 10-6, "when you take damage").
    When several are due at once, the active player orders them (C 5-5, 5-1-1)."""
    s = g.state
    note_distance_change(g)
    while True:
        yield from instead_of_defeat(g)  # ends with the win check of C 4-2
        if goddess_state_rules(g):  # additional rules acting at once (A 22-11-2), then look again
            continue
        triggers = conditional_triggers(g)
        live = {key for key, *_ in triggers}
        s.fired = [k for k in s.fired if k in live]  # a condition that stopped holding re-arms
        due: dict[str, tuple[str, int, Effect] | Trigger | None] = {
            u: None
            for ps in s.players
            for u in ps.enhancements
            # A card already being destroyed is not destroyed again by its own 【破棄時】 (C 9-5).
            if s.cards[u].crystals == 0 and u not in g.destroying
        }
        due.update({key: (uid, holder, eff) for key, uid, holder, eff in triggers if key not in s.fired})
        due.update({t.key: t for t in g.triggered})  # set off by an event (C 10-6, 10-19)
        if not due:
            return
        key = next(iter(due))
        if len(due) > 1:
            a = s.active
            ans = yield from ask(
                g,
                Decision(
                    kind="order",
                    player=a,
                    clause="C 5-5",
                    options=[ChooseFirst(player=a, option=k) for k in due],
                    detail={"due": list(due), **order_detail(g, due)},
                ),
            )
            assert isinstance(ans, ChooseFirst)
            key = ans.option
        trigger = due[key]
        if trigger is None:
            yield from destroy_enhancement(g, key)
        elif isinstance(trigger, Trigger):
            g.triggered.remove(trigger)
            yield from resolve_event_trigger(g, trigger)
        else:
            uid, holder, eff = trigger
            s.fired.append(key)
            check = f" ({condition_check(g, holder, eff.condition, uid)})" if eff.condition is not None else ""
            g.emit("C 5-5", f"{g.name(uid)}: its condition holds{check}, the effect resolves", card=uid)
            from .effects import Context, resolve_effect  # imported where needed: .effects imports this module

            yield from resolve_effect(g, uid, holder, eff, "C 5-5", Context())


def resolve_event_trigger(g: Game, t: Trigger) -> Proc:
    from .effects import Context, resolve_effect

    if t.effect is None:
        unguarded(g, t.uid)
        return
    g.emit(t.clause, f"{g.name(t.uid)}: the effect set off by the event resolves", card=t.uid)
    yield from resolve_effect(g, t.uid, t.holder, t.effect, t.clause, Context())


def unguarded(g: Game, uid: str) -> None:
    """C 10-6 隙: the enhancement goes face-down, then the crystals on it go to 〈Dust〉. It is not
    destroyed, so its 【破棄時】 effects do not resolve (C 9-5 is never entered)."""
    zone, _ = g.zone_of(uid)
    if zone != "enhancements":
        g.emit("C 10-6", f"{g.name(uid)} is no longer deployed: 隙 does nothing", card=uid)
        return
    g.emit("C 10-6", f"{g.name(uid)} has 隙 and its holder took life damage: it goes face-down", card=uid)
    g.move_card(uid, "face_down", clause="C 10-6", unlinked_clause="C 10-6")


def destroy_enhancement(g: Game, uid: str) -> Proc:
    """C 9-5: i on-destruction effects top-down; ii if still crystal-less, to discard (normal) or
    used trump. Stops if the card leaves 〈Enhancement〉 meanwhile."""
    _, owner = g.zone_of(uid)
    g.destroying.add(uid)
    g.board += 1  # its while-deployed effects are lost meanwhile (C 9-5; ``Game.board``)
    try:
        yield from _destroy(g, uid)
    finally:
        g.destroying.discard(uid)
        g.board += 1
    _after_destruction(g, uid, owner)


def _after_destruction(g: Game, uid: str, owner: int | None) -> None:
    """Note the effects in force of the other enhancements of the same zone that answer this
    destruction ("when another of your enhancements is destroyed"); the state rules resolve them."""
    for src, holder, eff in effects_in_force(g, keep=set_off_at("enhancement_destroyed")):
        if eff.when != "enhancement_destroyed" or src == uid or src not in g.state.cards:
            continue
        if g.zone_of(src) == ("enhancements", owner):
            _trigger(g, Trigger(f"{src}#enhancement_destroyed", src, holder, eff, "C 9-5"))


def _destroy(g: Game, uid: str) -> Proc:
    from .effects import resolve_effects

    inst = g.state.cards[uid]
    g.emit("C 9-5", f"{g.name(uid)} is destroyed", card=uid)
    if has_status(g, inst.holder, "lose_on_destroy"):  # an effect in force says so (Utsuro's Ложь)
        g.emit("C 9-5", f"an effect in force: the on-destroy effects of {g.name(uid)} are not resolved", card=uid)
    else:
        yield from resolve_effects(
            g, uid, inst.holder, [e for e in g.defn(uid).effects if e.timing == "on_destroy"], clause="C 9-5"
        )
    if g.zone_of(uid)[0] != "enhancements":  # either player's zone: it may hold any holder's card (C 7-1-9)
        g.emit("C 9-5", f"{g.name(uid)} left the enhancement zone: destruction stops", card=uid)
        return
    if inst.crystals:
        g.emit("C 9-5", f"{g.name(uid)} has crystals again and stays", card=uid)
        return
    if g.defn(uid).category in ("normal", "poison"):  # a poison is used like a normal card (A 7-2-1)
        g.move_card(uid, "discard", inst.holder, clause="C 9-5")
    else:
        g.move_card(uid, "trumps", inst.holder, clause="C 9-5", trump_state="used")
