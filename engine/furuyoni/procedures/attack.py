"""C 9-4 attack resolution, steps i–viii, with reactions (nested, C 9-8), and C 10-5 "perform an
attack"."""

from __future__ import annotations

from ..attacks import attack_range, damage, in_range, keywords
from ..game import Game, Proc
from ..model import Action, Attack, Decision, Decline, Effect, UseCard
from ..statuses import has_status, options_scope
from .common import ask, settle, single_damage, two_valued_damage
from .effects import Context, resolve_effects


def reaction_options(g: Game, defender: int, atk: Attack) -> list[Action]:
    from .use import check_use

    d = 0 if defender == 0 else 1
    ps = g.state.players[defender]
    candidates = list(ps.hand) + [u for u in ps.trumps if g.state.cards[u].trump_state == "unused"]
    opts: list[Action] = [Decline(player=d)]
    with options_scope(g):
        opts += [
            UseCard(player=d, card=u) for u in candidates if check_use(g, defender, u, "reaction", atk) is None
        ]
    return opts


def resolve_attack(g: Game, atk: Attack, ctx: Context) -> Proc:
    s = g.state
    attacker, defender = atk.attacker, 1 - atk.attacker
    g.emit("C 9-4", f"{atk.id} is performed", attack=atk.id, attacker=attacker)
    if attacker not in s.attacked_this_turn:
        s.attacked_this_turn.append(attacker)
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
                yield from use_card(g, defender, ans.card, "reaction", target=atk)
                g.emit("C 9-8", "the attack resumes", attack=atk.id)
            else:
                g.emit("C 9-4 i", f"player {defender} does not react", player=defender)
    # ii
    if atk.nullified:
        _remove(g, atk, "C 9-4 ii", "the attack is nullified and fails")
        return
    # iii
    if "unavoidable" in keywords(g, atk):
        g.emit("C 9-4 iii", "the attack is unavoidable: it succeeds without a range check", attack=atk.id)
    elif in_range(g, atk):
        g.emit("C 9-4-1", f"range check succeeds: distance {g.distance()} in {attack_range(g, atk)}", attack=atk.id)
    else:
        g.emit("C 9-4-1", f"range check fails: distance {g.distance()} not in {attack_range(g, atk)}", attack=atk.id)
        _remove(g, atk, "C 9-4 iii", "the attack fails")
        return
    # iv / v
    if atk.damage_nullified:
        g.emit("C 9-4 iv", "the attack's damage is nullified", attack=atk.id)
    else:
        aura, life = damage(g, atk)
        if "both_damages" in keywords(g, atk):
            both_damages(g, defender, aura, life)
        else:
            yield from two_valued_damage(g, defender, aura, life, "C 9-4 v")
        yield from settle(g)  # what the damage set off resolves now, nested (C 5-5, 9-8)
    # vi / vii
    if atk.after_attack_nullified:
        g.emit("C 9-4 vi", "the attack's after-attack effects are nullified", attack=atk.id)
    elif atk.effects:
        g.emit("C 9-4 vii", "after-attack effects resolve in printed order", attack=atk.id)
        yield from resolve_effects(
            g,
            atk.source,
            attacker,
            atk.effects,
            "C 9-4 vii",
            Context(attack=atk, full_power=ctx.full_power, origin=ctx.origin, reacting_to=ctx.reacting_to),
        )
    # viii
    _remove(g, atk, "C 9-4 viii", "the attack is removed")


def both_damages(g: Game, p: int, aura: int | None, life: int | None) -> None:
    """C 10-26: both damages are received at once, so no choice is asked and the aura damage needs no
    aura to match it (C 5-10: as many crystals as there are move). Nothing resolves between the two
    moves (state rules wait for the caller's settle), so their order is not observable."""
    g.emit("C 10-26", f"player {p} receives both the aura and the life damage", player=p, aura=aura, life=life)
    single_damage(g, p, "aura", aura, "C 10-26")
    single_damage(g, p, "life", life, "C 10-26")


def _remove(g: Game, atk: Attack, clause: str, why: str) -> None:
    if atk in g.state.attacks:
        g.state.attacks.remove(atk)
    g.emit(clause, f"{atk.id}: {why}", attack=atk.id)


def perform_attack(g: Game, uid: str | None, me: int, eff: Effect, ctx: Context) -> Proc:
    """C 10-5: create the attack the effect describes (user from the source card), range-check it
    (failure: the effect is illegal and the attack removed), then resolve it (nested, C 9-8)."""
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
        unavoidable=eff.unavoidable or "unavoidable" in eff.keywords,
        keywords=[k for k in eff.keywords if k != "unavoidable"],
        # AMBIGUITIES #12: an attack created by a reacting card's effect is itself reacting (2018 reading).
        reacting=ctx.attack is not None and ctx.attack.attacker != me,
    )
    s.next_id += 1
    s.attacks.append(atk)
    g.emit("C 10-5", f"{atk.id} is created by an effect", attack=atk.id, range=atk.range)
    if "unavoidable" not in keywords(g, atk) and not in_range(g, atk):
        _remove(g, atk, "C 10-5", f"range check fails at distance {g.distance()}: the effect is illegal")
        return
    yield from resolve_attack(g, atk, Context(attack=atk, full_power=ctx.full_power))
