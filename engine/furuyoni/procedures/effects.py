"""The interpreter of test-card effects: each op is one primitive citing the clause it implements."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, replace

from ..attacks import ATTACK_MOD_OPS, damage, give_mod, keywords
from ..explain import condition_check, effects_said, named
from ..game import Game, Proc
from ..hooks import gadget_text, goddess_ops, is_gadget, phase_ended, refusal
from ..model import Action, Attack, Choose, Decision, Decline, Effect, FaceDown, Lasting, Player, UseCard
from ..quantities import holds, quantity
from ..statuses import CONTINUOUS_OPS, effects_in_force
from . import terms
from .common import (
    PhaseEnded,
    ask,
    ask_yes_no,
    draw,
    offer_instead_of_defeat,
    reshuffle,
    settle,
    shield_split,
    single_damage,
    two_valued_damage,
)


@dataclass
class Context:
    """What an effect may refer to beyond its card: the attack it belongs to or reacts to."""

    attack: Attack | None = None  # the attack whose 【攻撃後】 this is, or that a reaction answers
    full_power: bool = False  # C 9-1-2: the card was used by a full-power action
    origin: str | None = None  # the zone the card was used from (hand, face_down, trumps …)
    reacting_to: Attack | None = None  # the attack the card answers, when it was used as a reaction (C 9-4 i)
    # The card was used as a reaction by the reaction method (C 9-2, 9-4 i), not by an effect that treats
    # it as answering the attack (FAQ, Oboro's Tobi-Kage): what "if used as a reaction" reads.
    as_reaction: bool = False
    used: str | None = None  # the card whose use set the effect off (``when: card_used``)
    doubled: bool = False  # the numbers of the gadget text resolving are doubled (A 8-2; Connecdive)
    disproved: bool = False  # A 20-6-3: the card was used by a perjury that a failed disproof revealed
    # C 9-1-3-3: for a card in 〈In-use〉, whether a text-changing effect (two-way arrows) applies to it
    # is fixed as it comes into 〈In-use〉 and holds until its resolution ends, whatever happens meanwhile.
    in_use: str | None = None  # the card whose use this resolution is
    two_way: bool = False  # its arrows are two-way for the whole resolution


def resolve_effects(
    g: Game, uid: str | None, holder: int, effects: list[Effect], clause: str, ctx: Context | None = None
) -> Proc:
    """Resolve effects in printed order (C 6-2-1-7), each to the end, state rules between them."""
    ctx = ctx or Context()
    for eff in effects:
        if eff.full_power and not ctx.full_power:
            g.emit("C 9-1-2", f"{named(g, uid)}: its full-power text does not apply: the card was not used by a full-power action", card=uid)
            continue
        yield from resolve_effect(g, uid, holder, eff, clause, ctx)
        yield from settle(g)


def resolve_effect(g: Game, uid: str | None, me: int, eff: Effect, clause: str, ctx: Context) -> Proc:
    g.movers.append(me)  # the crystals this effect moves, player `me` moves
    try:
        yield from _resolve_effect(g, uid, me, eff, clause, ctx)
    finally:
        g.movers.pop()


def _resolve_effect(g: Game, uid: str | None, me: int, eff: Effect, clause: str, ctx: Context) -> Proc:
    if eff.if_done:
        yield from _if_you_do(g, uid, me, eff, clause, ctx)
        return
    if eff.op == "if":
        yield from _if_then(g, uid, me, eff, clause, ctx)
        return
    if eff.op == "choose_one":
        yield from _choose_one(g, uid, me, eff, clause, ctx)
        return
    if eff.condition is not None and not holds(g, me, eff.condition, uid, ctx.attack):
        g.shortfalls += 1
        check = condition_check(g, me, eff.condition, uid, ctx.attack)
        g.emit(clause, f"{named(g, uid)}: the condition does not hold ({check}): nothing happens", card=uid)
        return
    if eff.amount_of is not None:
        # The amount is read when the effect resolves; an undefined value reads as 0 (C 5-11).
        amount = quantity(g, me, eff.amount_of, uid, ctx.attack)
        g.emit("C 5-11" if _undefined(g, eff.amount_of, ctx) else clause, f"{eff.amount_of} reads {amount}")
        eff = replace(eff, amount=max(0, amount), amount_of=None)
    if eff.either_way:
        eff = yield from _increase_or_decrease(g, uid, me, eff)
    if eff.op in MORE_OPS:
        yield from _resolve_more(g, uid, me, eff, clause, ctx)
        return
    target = terms.effect_player(g, uid, me, eff)
    op = eff.op
    if op == "move":
        if eff.two_way:
            pass
        elif uid is not None and uid == ctx.in_use:
            if ctx.two_way:  # fixed as the card came into 〈In-use〉 (C 9-1-3-3)
                eff = replace(eff, two_way=True)
                g.emit("C 9-1-3-3", "its arrows are two-way: an effect made them so as the card was used", card=uid)
        elif _two_way_from(g, me, ctx, uid):
            eff = replace(eff, two_way=True)
            g.emit(clause, f"an effect in force makes its arrows two-way (used from the {ctx.origin})", card=uid)
        yield from terms.arrow(g, uid, me, eff)
    elif op == "damage":
        if eff.aura is not None or eff.life is not None:
            yield from two_valued_damage(g, target, eff.aura, eff.life, clause)
        else:
            zone = (eff.dest or "self.life").split(".")[-1]
            shields = (yield from shield_split(g, target, eff.amount)) if zone == "aura" else None
            single_damage(g, target, zone if zone in ("aura", "flare") else "life", eff.amount, clause, shields=shields)  # type: ignore[arg-type]
    elif op == "gain_concentration":
        g.gain_concentration(target, eff.amount, clause)
    elif op == "set_concentration":
        g.set_concentration(target, eff.amount, clause)
    elif op == "lose_concentration":
        g.lose_concentration(target, eff.amount, clause)
    elif op == "flinch":
        g.flinch(target, "C 5-1-4")
    elif op == "draw":
        yield from draw(g, target, eff.amount, "C 7-1-6")
    elif op == "reshuffle":
        yield from reshuffle(g, target, by_rule=False)
    elif op in ("nullify_attack", "nullify_damage", "nullify_after_attack"):
        _nullify(g, answered_attack(g, me, ctx), op, clause)
    elif op in ATTACK_MOD_OPS and eff.applies_to in ("this_attack", "answered_attack"):
        # "The attack this card answered" is the one it was used against as a reaction (C 9-4 i).
        atk = ctx.attack if eff.applies_to == "this_attack" else answered_attack(g, me, ctx)
        if atk is None:
            g.emit(clause, "there is no such attack: nothing is modified", card=uid)
        else:
            give_mod(g, atk, replace(eff, applies_to="this_attack", condition=None), uid)
            g.emit("C 10-3" if op == "modify_attack" else clause, f"{atk.id} is modified", attack=atk.id)
    elif op in ATTACK_MOD_OPS and eff.applies_to == "next_attack":
        g.state.lasting.append(Lasting(op=op, player=0 if me == 0 else 1, source=uid, effect=eff))
        g.emit(clause, f"this turn, the next attack of player {me} is modified", player=me)
    elif op in CONTINUOUS_OPS:
        g.state.lasting.append(Lasting(op=op, player=0 if me == 0 else 1, source=uid, effect=eff))
        g.emit(clause, f"until end of turn: {op.replace('_', ' ')}", player=target)
    elif op == "lose":
        yield from _lose(g, target, clause)
    elif op == "win":
        yield from _lose(g, 1 - target, clause, by_win=True)
    elif op == "end_phase":
        end_the_phase(g)
    elif op in goddess_ops():  # an op a goddess's rules define (``toggle_umbrella``, A 4-3)
        yield from goddess_ops()[op](g, uid, me, target, eff, ctx)
    elif op == "perform_attack":
        from .attack import perform_attack

        yield from perform_attack(g, uid, me, eff, ctx)
    elif op == "copy_attack":
        from .attack import copy_attack

        yield from copy_attack(g, me, ctx)
    elif op == "may":
        if (yield from ask_yes_no(g, me, "may", "C 10-40", {"card": uid, "what": effects_said(eff.then)})):
            for sub in eff.then:
                yield from resolve_effect(g, uid, me, sub, clause, ctx)
        else:
            g.shortfalls += 1
            g.emit("C 10-40", "declined", player=me)


def answered_attack(g: Game, me: int, ctx: Context) -> Attack | None:
    """The attack a reaction answers: the one its attack was made against (its 【攻撃後】 too), or, for
    a reacting action or enhancement, the attack it was used against (C 9-4 i)."""
    atk = ctx.attack
    if atk is None:
        return None
    if atk.attacker == me:
        return next((a for a in g.state.attacks if a.id == atk.answers), None)
    return atk


def _nullify(g: Game, atk: Attack | None, op: str, clause: str) -> None:
    """C 9-4 ii, iv, vi: nullify the attack answered, its damage or its after-attack effects (C 10-23)."""
    if atk is None:
        g.emit(clause, "no attack to nullify")
        return
    if "unnullifiable" in keywords(g, atk):
        g.emit("C 10-23", f"{atk.id} cannot be nullified: nothing happens", attack=atk.id)
        return
    which = {"nullify_attack": "nullified", "nullify_damage": "damage_nullified"}.get(op, "after_attack_nullified")
    setattr(atk, which, True)
    g.emit(
        {"nullify_attack": "C 9-4 ii", "nullify_damage": "C 9-4 iv"}.get(op, "C 9-4 vi"),
        f"{atk.id}: {which.replace('_', ' ')}",
        attack=atk.id,
    )


def _increase_or_decrease(g: Game, uid: str | None, me: int, eff: Effect) -> Generator[Decision, Action, Effect]:
    """C 10-35: "increase or decrease by X": the player picks which; a decrease subtracts X."""
    p: Player = 0 if me == 0 else 1
    ans = yield from ask(
        g,
        Decision(
            kind="choose",
            player=p,
            clause="C 10-35",
            options=[Choose(player=p, option="increase"), Choose(player=p, option="decrease")],
            detail={"what": "increase or decrease", "card": uid},
        ),
    )
    assert isinstance(ans, Choose)
    g.emit("C 10-35", f"player {me} chooses to {ans.option}", player=me, card=uid)
    if ans.option == "increase":
        return replace(eff, either_way=False)
    aura = None if eff.aura is None else -eff.aura
    life = None if eff.life is None else -eff.life
    return replace(eff, either_way=False, amount=-eff.amount, aura=aura, life=life)


def _if_then(g: Game, uid: str | None, me: int, eff: Effect, clause: str, ctx: Context) -> Proc:
    """An "if …: A, B" block (or "…, else C"): the condition is checked once, when the effect resolves,
    and decides the whole block — what A changes does not undo B (e.g. a move that brings the distance
    under the threshold)."""
    held = holds(g, me, eff.condition, uid, ctx.attack)
    check = f" ({condition_check(g, me, eff.condition, uid, ctx.attack)})" if eff.condition is not None else ""
    g.emit(clause, f"{named(g, uid)}: the condition {'holds' if held else 'does not hold'}{check}", card=uid)
    branch = eff.then if held else eff.otherwise
    if held and is_gadget(eff.condition):  # a complete gadget's text (A 8-2) may be changed as it resolves
        changed = yield from gadget_text(g, me, uid, branch)
        if changed is not None:
            branch, ctx = changed, replace(ctx, doubled=True)
    if not held and not branch:
        g.shortfalls += 1
    for sub in branch:
        yield from resolve_effect(g, uid, me, sub, clause, ctx)


def _choose_one(g: Game, uid: str | None, me: int, eff: Effect, clause: str, ctx: Context) -> Proc:
    """"Choose one of the following": the player picks an option (answered "1", "2", …), which resolves."""
    p: Player = 0 if me == 0 else 1
    options: list[Action] = [Choose(player=p, option=str(k)) for k in range(1, len(eff.choices) + 1)]
    detail: dict[str, str | int | list[str] | None] = {"what": "one of the effects", "card": uid}
    for k, choice in enumerate(eff.choices, 1):
        detail[str(k)] = effects_said(choice)  # what each option does (issue 16)
    ans = yield from ask(g, Decision(kind="choose", player=p, clause=clause, options=options, detail=detail))
    assert isinstance(ans, Choose)
    g.emit(clause, f"player {me} chooses option {ans.option}", player=me, card=uid)
    for sub in eff.choices[int(ans.option) - 1]:
        yield from resolve_effect(g, uid, me, sub, clause, ctx)


def _if_you_do(g: Game, uid: str | None, me: int, eff: Effect, clause: str, ctx: Context) -> Proc:
    """C 10-40: "A. If you do, B": B resolves only if A was chosen (when optional) and applied in full;
    any shortfall of A under C 5-10 leaves B unresolved."""
    before = g.shortfalls
    yield from resolve_effect(g, uid, me, replace(eff, if_done=[]), clause, ctx)
    if g.shortfalls != before:
        g.emit("C 10-40", "it was not done in full: what depends on it does not resolve", card=uid)
        return
    g.emit("C 10-40", "it was done in full: what depends on it resolves", card=uid)
    for sub in eff.if_done:
        yield from resolve_effect(g, uid, me, sub, clause, ctx)


def frozen_text(g: Game, me: int, uid: str, origin: str | None) -> bool:
    """C 9-1-3-3: whether the text-changing effects in force apply to a card as it comes into 〈In-use〉
    (the two-way arrows of Yatsuha's The Other Side of the Eight Mirrors); its resolution keeps it."""
    return _two_way_from(g, me, Context(origin=origin), uid)


def _two_way_from(g: Game, me: int, ctx: Context, uid: str | None = None) -> bool:
    """Is an effect in force making the arrows of cards `me` uses from the zone this card came from
    two-way ("two_way_arrows")? Without a `zone` it makes the arrows of every card its holder holds
    two-way (C 5-4; Yatsuha's The Other Side of the Eight Mirrors)."""
    inst = g.state.cards.get(uid or "")
    for _uid, holder, e in effects_in_force(g, ("two_way_arrows",)):
        if e.op != "two_way_arrows" or holder != me:
            continue
        if e.zone is None:
            if inst is not None and inst.holder == holder:
                return True
        elif ctx.origin is not None and e.zone.partition(".")[2] == ctx.origin:
            return True
    return False


MORE_OPS = frozenset(
    {
        "reserve",
        "use_card",
        "basic_action",
        "return_to_hand",
        "to_deck",
        "seal",
        "unseal",
        "add_effect",
        "return_to_unused",
        "remove_from_game",
        "resurgence",
        "immediate_resurgence",
        "reverse_arrows",
        "copy_of",
        "script",
        "exchange",
        "discard",
        "put_face_down",
        "two_way_arrows",
        "face_down_hand",
        "discard_random",
    }
)


def _undefined(g: Game, name: str, ctx: Context) -> bool:
    """Is the value read undefined (C 5-11)? Judged on the attack's current, modified damage."""
    if not name.startswith("attack."):
        return False
    if ctx.attack is None:
        return True
    aura, life = damage(g, ctx.attack)
    return (aura if name == "attack.aura_damage" else life) is None


def _resolve_more(g: Game, uid: str | None, me: int, eff: Effect, clause: str, ctx: Context) -> Proc:
    p: Player = 0 if me == 0 else 1
    if eff.op == "reserve":
        # C 9-1-3-4: kept apart from its card, so it resolves at its moment even if the card has left.
        # "When the attack answered has resolved" is bound to that attack (C 9-4 viii).
        answered = answered_attack(g, me, ctx) if eff.when == "attack_end" else None
        g.state.lasting.append(
            Lasting(
                op="reserve",
                player=p,
                source=uid,
                reserved=True,
                effect=replace(eff, timing="constant"),
                attack=answered.id if answered is not None else None,
            )
        )
        g.emit("C 9-1-3-4", f"an effect is reserved for the {(eff.when or '').replace('_', ' ')}", card=uid)
    elif eff.op == "use_card":
        from .use import choice_options, use_chosen

        hand = g.state.players[me].hand
        # The card to use is chosen by this effect: one that cannot be chosen is left out (C 10-33); one
        # whose use will be illegal may be chosen, and that use does nothing (FAQ, Oboro's Shadow Cloning).
        picks = [u for u in hand if eff.card_type in (None, g.defn(u).type) and not terms.cannot_be_chosen(g, u, me)]
        options = choice_options(g, me, picks, ctx.attack)
        ans = yield from ask(
            g,
            Decision(
                kind="use_card", player=p, clause="C 9-2", options=[*options, Decline(player=p)], detail={"card": uid}
            ),
        )
        if isinstance(ans, UseCard):
            yield from use_chosen(g, me, ans.card, ctx.attack, as_card=ans.as_card)
        else:
            g.shortfalls += 1
            g.emit("C 9-2", f"player {me} uses no card", player=me)
    elif eff.op == "basic_action":
        from .basic import by_effect

        yield from by_effect(g, me, eff)
    elif eff.op == "script":
        from ..catalogue import SCRIPTS, implemented_cards

        implemented_cards()  # the goddess modules register their scripts when loaded
        assert eff.script is not None
        yield from SCRIPTS[eff.script](g, uid, me, ctx)
    elif eff.op == "put_face_down":
        target = me if eff.player == "self" else 1 - me
        yield from put_face_down(g, target, eff.amount, clause)
    elif eff.op == "face_down_hand":
        target = me if eff.player == "self" else 1 - me
        for u in list(g.state.players[target].hand):
            refused = refusal(g, u, "face_down")  # a goddess's rule keeps it out (A 7-2-1: a poison)
            if refused is not None:
                g.emit(refused[0], f"{g.name(u)} is {refused[1]}: it stays in hand", card=u)
                continue
            g.move_card(u, "face_down", target, clause="C 7-1-8")
    elif eff.op == "discard_random":
        discard_random(g, uid, me if eff.player == "self" else 1 - me, eff.amount, clause)
    elif eff.op == "return_to_hand" and uid is not None:
        holder = g.state.cards[uid].holder
        g.move_card(uid, "hand", holder, clause="C 7-1-10")
    elif eff.op == "discard" and uid is not None:
        g.move_card(uid, "discard", g.state.cards[uid].holder, clause="C 7-1-7")
    elif eff.op == "exchange":
        from .exchange import exchange

        exchange(g, uid, me, eff.card_name, eff.partner)
    elif eff.op == "to_deck" and uid is not None:
        bottom = eff.deck_end == "bottom"
        if eff.deck_end == "either":
            pick = yield from terms.choose(g, me, ["top", "bottom"], "C 7-1-6", {"what": "deck end", "card": uid})
            bottom = pick == "bottom"
        g.move_card(uid, "deck", bottom=bottom, clause="C 7-1-6")
    else:
        yield from _resolve_terms(g, uid, me, eff)


def _resolve_terms(g: Game, uid: str | None, me: int, eff: Effect) -> Proc:
    """The card-text terms of section 10 that act on cards (``terms.py``)."""
    if eff.op == "seal":
        yield from terms.seal(g, uid, me, eff)
    elif eff.op == "unseal":
        terms.unseal(g, uid)
    elif eff.op == "add_effect":
        yield from terms.add_effect(g, uid, me, eff)
    elif eff.op == "return_to_unused":
        target = yield from terms.chosen_card(g, uid, me, eff, "C 10-17")
        if target is not None:
            terms.return_to_unused(g, target, "C 10-17")
    elif eff.op == "remove_from_game":
        target = yield from terms.chosen_card(g, uid, me, eff, "C 10-18")
        if target is not None:
            terms.remove_from_game(g, target)
    elif eff.op in ("resurgence", "immediate_resurgence") and uid is not None:
        # 再起 in its holder's end phase (C 10-7), 即再起 as soon as its condition holds (C 10-8).
        clause = "C 10-7" if eff.op == "resurgence" else "C 10-8"
        check = f" ({condition_check(g, me, eff.condition, uid)})" if eff.condition is not None else ""
        g.emit(clause, f"{g.name(uid)}: its condition holds{check}, the trump becomes unused", card=uid)
        terms.return_to_unused(g, uid, "C 10-17")


def put_face_down(g: Game, p: int, n: int, clause: str) -> Proc:
    """The player puts n cards of their choice from hand face-down (C 7-1-8); fewer if the hand has
    fewer (C 5-10)."""
    pl: Player = 0 if p == 0 else 1
    for _ in range(n):
        hand = [u for u in g.state.players[p].hand if refusal(g, u, "face_down") is None]  # A 7-2-1
        if not hand:
            g.shortfalls += 1
            g.emit("C 5-10", f"player {p} has no card in hand to put face-down", player=p)
            return
        ans = yield from ask(
            g,
            Decision(
                kind="face_down", player=pl, clause=clause, options=[FaceDown(player=pl, card=u) for u in hand]
            ),
        )
        assert isinstance(ans, FaceDown)
        g.move_card(ans.card, "face_down", p, clause="C 7-1-8")


def discard_random(g: Game, uid: str | None, p: int, n: int, clause: str) -> None:
    """Cards picked at random from player p's hand go to p's discard pile; the pick is drawn from the
    position's seed (C 4-1, 9-7 ii: the same position and answers give the same result). A card that
    the effect may not choose cannot be picked (``hand_protected``)."""
    from ..rng import below

    s = g.state
    for _ in range(n):
        pool = [u for u in s.players[p].hand if not hand_protected(g, u, uid)]
        if not pool:
            g.shortfalls += 1
            g.emit(clause, f"player {p} has no card in hand that can be picked", player=p)
            return
        s.rng, k = below(s.rng, len(pool))
        g.emit(clause, f"{g.name(pool[k])} is picked at random from player {p}'s hand", player=p, card=pool[k])
        g.move_card(pool[k], "discard", p, clause=clause)


def hand_protected(g: Game, u: str, by: str | None) -> bool:
    """Is the hand card u out of reach of the effect of card `by`? A card may say that its holder's
    opponent's effects cannot choose it while it is in hand (``CardDef.unchoosable_in_hand``)."""
    by_holder = g.state.cards[by].holder if by is not None and by in g.state.cards else None
    return g.defn(u).unchoosable_in_hand and by_holder is not None and by_holder != g.state.cards[u].holder


def _lose(g: Game, loser: int, clause: str, by_win: bool = False) -> Proc:
    """C 4-2 2) and 3): a loss by an effect is stopped only by the loser's "cannot lose", a win by an
    effect only by the winner's "cannot win"; the other side of the result cannot be altered."""
    from ..statuses import has_status

    if by_win:
        if has_status(g, 1 - loser, "cannot_win"):
            g.emit("C 4-2", f"player {1 - loser} cannot win: the effect does nothing")
            return
        g.end_game(1 - loser, "C 4-2", f"player {1 - loser} wins by an effect")
    if has_status(g, loser, "cannot_lose"):
        g.emit("C 4-2", f"player {loser} cannot lose: the effect does nothing")
        return
    if g.defer_defeat([loser]) and loser in g.defeat_due:
        g.defeat_due.remove(loser)
        if (yield from offer_instead_of_defeat(g, loser)):
            return
    g.end_game(1 - loser, "C 4-2", f"player {loser} loses by an effect")


def end_the_phase(g: Game) -> None:
    """C 10-13: clean up, then end the phase; pending processing of the phase vanishes."""
    s = g.state
    g.emit("C 10-13", "the phase is ended by an effect")
    g.triggered.clear()  # what was still to resolve in the phase vanishes
    for p, ps in enumerate(s.players):
        for uid in list(ps.in_use):
            d = g.defn(uid)
            if d.type == "enhancement":
                g.move_card(uid, "enhancements", p, clause="C 10-13")
            elif d.category in ("normal", "poison"):  # a poison is used like a normal card (A 7-2-1)
                g.move_card(uid, "discard", p, clause="C 10-13")
            else:
                g.move_card(uid, "trumps", p, clause="C 10-13", trump_state="used")
    for atk in list(s.attacks):
        s.attacks.remove(atk)
        g.emit("C 10-13", f"{atk.id} is removed", attack=atk.id)
    phase_ended(g)  # what the goddesses' rules clean up (A 20-6-4: a card left in Perjury is discarded)
    for p, ps in enumerate(s.players):
        for uid in list(ps.enhancements):
            if s.cards[uid].crystals == 0:  # moved without resolving 【破棄時】
                if g.defn(uid).category in ("normal", "poison"):
                    g.move_card(uid, "discard", p, clause="C 10-13")
                else:
                    g.move_card(uid, "trumps", p, clause="C 10-13", trump_state="used")
    raise PhaseEnded
