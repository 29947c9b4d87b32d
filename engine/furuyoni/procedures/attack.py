"""C 9-4 attack resolution, steps i–viii, with reactions (nested, C 9-8), and C 10-5 "perform an
attack"."""

from __future__ import annotations

from dataclasses import replace

from ..attacks import (
    ATTACK_MOD_OPS,
    attack_range,
    claim_next_attack,
    damage,
    give_mod,
    in_range,
    keywords,
    modifications,
)
from ..game import CrystalZone, Game, Proc, crystal_zone
from ..hooks import aim_of, gadget_text, is_gadget, replace_attack_damage, usable_cards
from ..model import Action, Attack, Choose, Decision, Decline, Effect, UseCard
from ..quantities import holds
from ..statuses import effects_in_force, has_status, options_scope, set_off_at
from .common import ask, resolve_in_order, settle, shield_split, single_damage, two_valued_damage
from .effects import Context, frozen_text, resolve_effect, resolve_effects


def reaction_options(g: Game, defender: int, atk: Attack) -> list[Action]:
    from .use import use_options

    d = 0 if defender == 0 else 1
    ps = g.state.players[defender]
    candidates = list(ps.hand) + [u for u in ps.trumps if g.state.cards[u].trump_state == "unused"]
    candidates += [u for u in ps.face_down if g.defn(u).usable_from_face_down]
    candidates += usable_cards(g, defender)  # what a goddess's rules let be used as from the hand (A 16-4)
    opts: list[Action] = [Decline(player=d)]
    with options_scope(g):
        opts += use_options(g, defender, candidates, "reaction", atk)
        opts += [Choose(player=d, option=u) for u in instead_of_reacting(g, defender)]
    return opts


def instead_of_reacting(g: Game, defender: int) -> dict[str, Effect]:
    """C 10-34: card uid -> the effect of the defender's that may be applied instead of picking a
    card to react with. The reaction step exists even under No reaction (C 10-22), so these stay."""
    out: dict[str, Effect] = {}
    for uid, holder, eff in effects_in_force(g, ("instead_of_reaction",)):
        if eff.op == "instead_of_reaction" and holder == defender and uid in g.state.cards:
            out.setdefault(uid, eff)
    return out


def _dash_nullified(g: Game, atk: Attack) -> bool:
    """An effect in force nullifies the attacker's attacks with a 「-」 damage (op
    ``nullify_dash_attacks``), unless the attack cannot be nullified (C 10-23)."""
    for uid, holder, eff in effects_in_force(g, ("nullify_dash_attacks",)):
        if eff.op != "nullify_dash_attacks" or (holder if eff.player == "self" else 1 - holder) != atk.attacker:
            continue
        if None not in damage(g, atk):
            return False
        if "unnullifiable" in keywords(g, atk):
            g.emit("C 10-23", f"{atk.id} has a 「-」 damage but cannot be nullified", attack=atk.id)
            return False
        g.emit("C 9-4 ii", f"{atk.id} has a 「-」 damage: {g.name(uid)} nullifies it", attack=atk.id, card=uid)
        return True
    return False


def resolve_attack(g: Game, atk: Attack, ctx: Context) -> Proc:
    yield from resolve_steps(g, atk, ctx)
    yield from _after_resolution(g, atk)
    yield from _attack_resolved(g, atk)


def _attack_resolved(g: Game, atk: Attack) -> Proc:
    """Effects in force waiting for an attack to have resolved (``when: attack_resolved``): their
    holder's own attacks (own_attacks) or the opponent's (opponent_attacks), each once (C 5-5)."""
    due = {
        f"{uid}#attack_resolved": (uid, holder, eff)
        for uid, holder, eff in effects_in_force(g, keep=set_off_at("attack_resolved"))
        if eff.when == "attack_resolved"
        and uid in g.state.cards
        and (holder == atk.attacker) == (eff.applies_to == "own_attacks")
    }
    if due:
        yield from resolve_in_order(g, due, "C 5-5", Context(attack=atk))


def resolve_steps(g: Game, atk: Attack, ctx: Context) -> Proc:
    """C 9-4 i to viii."""
    s = g.state
    attacker, defender = atk.attacker, 1 - atk.attacker
    g.emit("C 9-4", f"{atk.id} is performed", attack=atk.id, attacker=attacker)
    s.players[attacker].records.attacks_performed += 1
    yield from when_performed(g, atk)
    if attacker not in s.attacked_this_turn:
        s.attacked_this_turn.append(attacker)
    if attacker not in s.attacked_this_phase:
        s.attacked_this_phase.append(attacker)
    if atk.category != "trump" and attacker not in s.attacked_not_trump:
        s.attacked_not_trump.append(attacker)
    if has_status(g, attacker, "cannot_attack"):
        _remove(g, atk, "C 9-4", "the attacker cannot perform attacks: removed unresolved")
        return
    # i: the defender may react, unless this attack is itself reacting.
    if not atk.reacting:
        options = reaction_options(g, defender, atk)
        ps = s.players[defender]
        have = keywords(g, atk)
        barred = sorted(k.replace("_", " ") for k in have if k.startswith("no_reaction"))
        if barred:
            g.emit("C 10-22", f"{atk.id} has {', '.join(barred)}: such cards cannot react to it", attack=atk.id)
        # Under 対応不可 (all) everyone knows no card can answer, so there is nothing hidden to protect.
        hidden_choice = "no_reaction" not in have and (
            bool(ps.hand) or any(s.cards[u].trump_state == "unused" for u in ps.trumps)
        )
        if len(options) > 1 or hidden_choice:
            # Asked whenever the defender holds hidden cards, so declining reveals nothing (C 7-1).
            ans = yield from ask(
                g,
                Decision(
                    kind="reaction",
                    player=0 if defender == 0 else 1,
                    clause="C 9-4 i",
                    options=options,
                    detail={"attack": atk.id},
                ),
            )
            if isinstance(ans, UseCard):
                from .use import use_card

                g.emit("C 9-8", "the attack is suspended while the reaction resolves", attack=atk.id)
                yield from use_card(g, defender, ans.card, "reaction", target=atk, as_card=ans.as_card)
                yield from settle(g)  # what the reaction set off resolves before the attack goes on (C 5-5)
                yield from when_answered(g, atk, ctx)
                g.emit("C 9-8", "the attack resumes", attack=atk.id)
            elif isinstance(ans, Choose):
                eff = instead_of_reacting(g, defender)[ans.option]
                g.emit("C 10-34", f"instead of reacting, {g.name(ans.option)}'s effect applies", card=ans.option)
                yield from resolve_effects(g, ans.option, defender, eff.then, "C 10-34", Context(attack=atk))
            else:
                g.emit("C 9-4 i", f"player {defender} does not react", player=defender)
    # ii
    if not atk.nullified and _dash_nullified(g, atk):
        atk.nullified = True
    if atk.nullified:
        _remove(g, atk, "C 9-4 ii", "the attack is nullified and fails")
        return
    # iii
    if "unavoidable" in keywords(g, atk):
        g.emit("C 9-4 iii", "the attack is unavoidable: it succeeds without a range check", attack=atk.id)
    elif "pursuit" in keywords(g, atk):  # A 23-4: the attacker's aim is checked instead of the distance
        aim = aim_of(g.state.players[atk.attacker])
        ok = in_range(g, atk)
        g.emit("A 23-4", f"pursuit: aim {aim} {'in' if ok else 'not in'} {attack_range(g, atk)}", attack=atk.id)
        if not ok:
            _remove(g, atk, "C 9-4 iii", "the attack fails")
            return
    elif in_range(g, atk):
        g.emit("C 9-4-1", f"range check succeeds: distance {g.distance()} in {attack_range(g, atk)}", attack=atk.id)
    else:
        g.emit("C 9-4-1", f"range check fails: distance {g.distance()} not in {attack_range(g, atk)}", attack=atk.id)
        _remove(g, atk, "C 9-4 iii", "the attack fails")
        return
    # iv / v
    first_change = False
    instead = damage_replacement(g, atk)
    if atk.damage_nullified:
        g.emit("C 9-4 iv", "the attack's damage is nullified", attack=atk.id)
    elif instead is not None:
        uid, holder, eff = instead
        g.emit("C 9-4 v", f"{atk.id} deals no damage: its card's text resolves instead", attack=atk.id, card=uid)
        yield from resolve_effects(
            g, uid, holder, eff.then, "C 9-4 v", Context(attack=atk, full_power=ctx.full_power, in_use=ctx.in_use, two_way=ctx.two_way)
        )
    else:
        aura_before = s.players[defender].aura
        aura, life = damage(g, atk)
        if (yield from replace_attack_damage(g, atk, aura, life)):  # e.g. a lacerated attack (A 22-9-1)
            pass
        elif "both_damages" in keywords(g, atk):
            yield from both_damages(g, defender, aura, life, damage_destination(g, atk))
            atk.damage_side = "both"
            atk.dealt = [aura or 0, life or 0]
        else:
            chooser = attacker if any(m.effect.op == "choose_damage" for m in modifications(g, atk)) else None
            if chooser is not None:
                g.emit("C 5-8-3-2", f"a card lets player {attacker} choose the damage of {atk.id}", attack=atk.id)
            dest = damage_destination(g, atk)
            atk.damage_side = yield from two_valued_damage(
                g, defender, aura, life, "C 9-4 v", "attack", chooser, dest, "no_aura_choice" in keywords(g, atk)
            )
            if atk.damage_side is not None:  # what it dealt, for the texts that ask (C 9-1-3-2)
                atk.dealt = [aura or 0, 0] if atk.damage_side == "aura" else [0, life or 0]
        first_change = aura_changed(g, defender, aura_before)
        yield from settle(g)  # what the damage set off resolves now, nested (C 5-5, 9-8)
    # vi / vii
    if atk.after_attack_nullified:
        g.emit("C 9-4 vi", "the attack's after-attack effects are nullified", attack=atk.id)
    elif atk.effects and has_status(g, attacker, "lose_after_attack"):  # a card in force says so (Ложь)
        g.emit("C 9-4 vii", "an effect in force: the attack's after-attack effects are not resolved", attack=atk.id)
    elif atk.effects:
        g.emit("C 9-4 vii", "after-attack effects resolve in printed order", attack=atk.id)
        yield from resolve_effects(
            g,
            atk.source,
            attacker,
            atk.effects,
            "C 9-4 vii",
            Context(
                attack=atk,
                full_power=ctx.full_power,
                origin=ctx.origin,
                reacting_to=ctx.reacting_to,
                as_reaction=ctx.as_reaction,
                in_use=ctx.in_use,
                two_way=ctx.two_way,
            ),
        )
    # viii
    _remove(g, atk, "C 9-4 viii", "the attack is removed")
    if first_change:
        yield from after_first_aura_change(g, defender)


def when_answered(g: Game, atk: Attack, ctx: Context | None = None) -> Proc:
    """"If this attack is answered, once the answering card has resolved: …" — the constant effects of
    the attack's card with ``when: reacted_to`` resolve now, for the attacker (Korunu's Cyclone Blade).
    An attack with ``nullified_if_answered`` is nullified now (C 9-4 ii follows; Akina's Hostile Takeover).
    Called after each card that answers it: the one used as a reaction (C 9-4 i), and each card an
    effect treats as answering it (FAQ, Oboro's Tobi-Kage), then without the attack's `ctx`, rebuilt."""
    if ctx is None:
        src = atk.source if atk.source is not None and atk.source in g.state.cards else None
        frozen = src is not None and frozen_text(g, atk.attacker, src, atk.origin)
        ctx = Context(attack=atk, full_power=atk.full_power, in_use=src, two_way=frozen)
    if "nullified_if_answered" in keywords(g, atk) and not atk.nullified:
        if "unnullifiable" in keywords(g, atk):
            g.emit("C 10-23", f"{atk.id} was answered but cannot be nullified", attack=atk.id)
        else:
            atk.nullified = True
            g.emit("C 9-4 ii", f"{atk.id} was answered: by its own text it is nullified", attack=atk.id)
    if atk.source is None or atk.source not in g.state.cards:
        return
    due = [e for e in g.defn(atk.source).effects if e.timing == "constant" and e.when == "reacted_to"]
    if due:
        g.emit("C 9-4 i", f"{atk.id} was answered: its card's text for that resolves", attack=atk.id)
        yield from resolve_effects(
            g, atk.source, atk.attacker, due, "C 9-4 i", Context(attack=atk, full_power=ctx.full_power, in_use=ctx.in_use, two_way=ctx.two_way)
        )


def aura_changed(g: Game, p: int, before: int) -> bool:
    """Note that an attack's damage or a basic action changed player p's aura; True if it is the first
    time this turn (what `aura_first_changed` effects wait for)."""
    s = g.state
    if s.players[p].aura == before or p in s.aura_changed:
        return False
    s.aura_changed.append(p)
    return True


def after_first_aura_change(g: Game, p: int) -> Proc:
    """Player p's aura changed for the first time this turn by the attack or basic action that has just
    resolved: the `aura_first_changed` effects of p's opponent in force now resolve, each once, in the
    order the active player picks (C 5-5)."""
    due = {
        f"{uid}#aura_first_changed": (uid, holder, eff)
        for uid, holder, eff in effects_in_force(g, keep=set_off_at("aura_first_changed"))
        if eff.when == "aura_first_changed" and holder != p and uid in g.state.cards
    }
    yield from resolve_in_order(g, due, "C 5-5")


def when_performed(g: Game, atk: Attack) -> Proc:
    """Modifications read once as the attack is performed (C 9-4), then kept by it: "when this attack
    is performed, if …" on its card, and "when the opponent performs an attack (the first of the
    turn), if …" in force on the board; and a nullification in force read then ("the opponent's second
    attack each turn is nullified"), which takes effect at step ii."""
    s = g.state
    first = atk.attacker not in s.attacked_this_turn
    first_not_trump = atk.category != "trump" and atk.attacker not in s.attacked_not_trump
    # Read as it is performed, before the modifications read now; a "first attack with an aura damage
    # of N or less" reads it before the additions (C 5-6 v), after the substitutions (FAQ, Megumi's
    # Spreading Palm: its +1/+1 is an addition itself).
    aura = damage(g, atk, before_additions=True)[0]
    earlier = list(s.players[atk.attacker].records.attack_auras)
    if aura is not None:
        s.players[atk.attacker].records.attack_auras.append(aura)
    found: list[tuple[str, int, Effect]] = []
    if atk.source is not None:
        found += [
            (atk.source, atk.attacker, e)
            for e in g.defn(atk.source).effects
            if e.timing == "constant" and e.when == "attack_performed" and e.applies_to == "this_attack"
        ]
    for uid, holder, eff in effects_in_force(g, keep=set_off_at("attack_performed")):
        if eff.when != "attack_performed" or (eff.first_in_turn and not first):
            continue
        if eff.first_not_trump and not first_not_trump:
            continue
        if eff.first_aura_at_most is not None:  # the first of the turn with an aura damage of at most N
            n = eff.first_aura_at_most
            if aura is None or aura > n or any(a <= n for a in earlier):
                continue
        mine = holder == atk.attacker
        if (eff.applies_to == "own_attacks" and mine) or (eff.applies_to == "opponent_attacks" and not mine):
            found.append((uid, holder, eff))
    nullifiers = [x for x in found if x[2].op == "nullify_attack"]  # "… the Nth attack is nullified"
    for uid, holder, eff in [x for x in found if x[2].op != "nullify_attack"]:
        if holds(g, holder, eff.condition, uid, atk):
            if is_gadget(eff.condition):  # a complete gadget's text may be changed as it resolves (A 8-2)
                changed = yield from gadget_text(g, holder, uid, [eff])
                eff = changed[0] if changed else eff
            give_mod(g, atk, replace(eff, when=None, condition=None, applies_to="this_attack"), uid)
            g.emit("C 9-4", f"{atk.id} is modified as it is performed", attack=atk.id, card=uid)
    for uid, holder, eff in nullifiers:  # after the modifications: "cannot be nullified" is one (C 10-23)
        if not holds(g, holder, eff.condition, uid, atk):
            continue
        if "unnullifiable" in keywords(g, atk):
            g.emit("C 10-23", f"{atk.id} cannot be nullified: {g.name(uid)} does nothing", attack=atk.id, card=uid)
        else:
            atk.nullified = True
            g.emit("C 9-4 ii", f"{atk.id} is nullified as it is performed", attack=atk.id, card=uid)


def _after_resolution(g: Game, atk: Attack) -> Proc:
    """Reserved effects waiting for this attack's resolution to end (C 9-1-3-4, 9-4 viii)."""
    s = g.state
    for lasting in [x for x in s.lasting if x.reserved and x.attack == atk.id]:
        s.lasting.remove(lasting)
        assert lasting.effect is not None
        g.emit("C 9-1-3-4", f"{atk.id} has resolved: the effect reserved for it resolves", attack=atk.id)
        ctx = Context(attack=atk)
        for sub in lasting.effect.then:
            yield from resolve_effect(g, lasting.source, lasting.player, sub, "C 9-1-3-4", ctx)
            yield from settle(g)


def damage_destination(g: Game, atk: Attack) -> CrystalZone | None:
    """Where the constant text of the attack's card sends the crystals its damage moves, instead of
    〈Dust〉 and 〈Flare〉 (C 5-8-3-1; a ``redirect_crystals`` effect for ``this_attack``; Shield Charge)."""
    if atk.source is None or atk.source not in g.state.cards:
        return None
    for eff in g.defn(atk.source).effects:
        if eff.op == "redirect_crystals" and eff.applies_to == "this_attack" and eff.dest is not None:
            # a 全力化 text (C 9-1-2) or a condition (Hatsumi's winds, A 15-1-1) limits it
            if (eff.full_power and not atk.full_power) or not holds(g, atk.attacker, eff.condition, atk.source, atk):
                continue
            g.emit("C 5-8-3-1", f"the crystals {atk.id}'s damage moves go to {eff.dest} instead", attack=atk.id)
            return crystal_zone(eff.dest, atk.attacker, atk.source)
    return None


def both_damages(g: Game, p: int, aura: int | None, life: int | None, dest: CrystalZone | None = None) -> Proc:
    """C 10-26: both damages are received at once, so no choice is asked and the aura damage needs no
    aura to match it (C 5-10: as many crystals as there are move). Nothing resolves between the two
    moves (state rules wait for the caller's settle), so their order is not observable."""
    g.emit("C 10-26", f"player {p} receives both the aura and the life damage", player=p, aura=aura, life=life)
    shields = yield from shield_split(g, p, aura)
    with g.at_once():  # one move: a 2/1 attack moves 3 crystals at once (FAQ, Kanawe; A 18-2-1-5)
        single_damage(g, p, "aura", aura, "C 10-26", "attack", shields, dest)
        single_damage(g, p, "life", life, "C 10-26", "attack", dest=dest)


def damage_replacement(g: Game, atk: Attack) -> tuple[str, int, Effect] | None:
    """The constant text of the attack's own card that deals something else instead of the damage
    ("this attack, instead of dealing damage, …"), when in force (its condition holding)."""
    for uid, holder, eff in effects_in_force(g, ("replace_damage",)):
        if eff.op == "replace_damage" and uid == atk.source and eff.timing == "constant":
            return uid, holder, eff
    return None


def _remove(g: Game, atk: Attack, clause: str, why: str) -> None:
    if atk in g.state.attacks:
        g.state.attacks.remove(atk)
    g.emit(clause, f"{atk.id}: {why}", attack=atk.id)


def perform_attack(g: Game, uid: str | None, me: int, eff: Effect, ctx: Context) -> Proc:
    """C 10-5: 1 create the attack the effect describes in the player's 〈Attacking〉 (range, damage
    and text from the effect, user from the card that generated it); 2 range-check it — for an
    unavoidable attack too, as a card's attack is checked when used (C 9-2-1 i): unavoidable only
    spares it the check of C 9-4 iii — and on failure the effect is illegal and the attack removed;
    3 resolve it (nested, C 9-8)."""
    s = g.state
    user = g.defn(uid).user if uid else None
    atk = Attack(
        id=f"atk{s.next_id}",
        attacker=0 if me == 0 else 1,
        source=None,
        category=None,
        subtype=None,
        range=list(eff.range or []),
        aura_damage=eff.aura,
        life_damage=eff.life,
        user=user,
        effects=list(eff.after_attack),
        mods=[m for m in eff.then if m.op in ATTACK_MOD_OPS],  # its own text: "this attack gets +X/+0"
        unavoidable=eff.unavoidable or "unavoidable" in eff.keywords,
        keywords=[k for k in eff.keywords if k != "unavoidable"],
        # AMBIGUITIES #12: an attack created by a reacting card's effect is itself reacting (2018 reading).
        reacting=ctx.attack is not None and ctx.attack.attacker != me,
    )
    s.next_id += 1
    yield from launch(g, atk, ctx, "C 10-5")


def launch(g: Game, atk: Attack, ctx: Context, clause: str) -> Proc:
    """C 10-5 ii-iii: put the attack made by an effect in 〈Attacking〉, range-check it (failure: the
    effect is illegal and the attack removed), then resolve it (nested, C 9-8)."""
    g.state.attacks.append(atk)
    g.emit(clause, f"{atk.id} is created by an effect", attack=atk.id, range=atk.range)
    claim_next_attack(g, atk)
    # Unavoidable attacks are range-checked too (C 10-5, see perform_attack).
    if not in_range(g, atk):
        _remove(g, atk, "C 10-5", f"range check fails at distance {g.distance()}: the effect is illegal")
        return
    yield from resolve_attack(g, atk, Context(attack=atk, full_power=ctx.full_power))


def copy_attack(g: Game, me: int, ctx: Context) -> Proc:
    """C 10-27: perform a new attack with the information of the attack reacted to, its range and
    damage taken with every modification applied now — so the constant ones are not applied twice:
    the copy has no card whose text would apply them again. The list of copied text is missing from
    the rules; we copy what the one card that copies lists: range, damage, after-attack effects,
    超克 and the user (AMBIGUITIES #5). The copy answers the original, so it is itself reacting."""
    orig = ctx.attack
    if orig is None:
        g.shortfalls += 1
        g.emit("C 10-27", "there is no attack to copy: nothing happens")
        return
    aura, life = damage(g, orig)
    atk = Attack(
        id=f"atk{g.state.next_id}",
        attacker=0 if me == 0 else 1,
        source=None,
        category=orig.category,
        subtype=orig.subtype,
        range=attack_range(g, orig),
        aura_damage=aura,
        life_damage=life,
        user=orig.user,
        effects=list(orig.effects),
        keywords=["overcome"] if "overcome" in keywords(g, orig) else [],
        reacting=True,
    )
    g.state.next_id += 1
    g.emit("C 10-27", f"{orig.id} is copied", attack=orig.id, range=atk.range, aura=aura, life=life)
    yield from launch(g, atk, ctx, "C 10-27")
