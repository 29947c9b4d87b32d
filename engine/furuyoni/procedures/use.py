"""C 9-2 card use: legality (the illegal uses of 9-2, 9-2-1 i/ii, 9-3) and the three use
procedures 9-2-1 (attack), 9-2-2 (action), 9-2-3 (enhancement)."""

from __future__ import annotations

from typing import Literal

from ..attacks import attack_from_card, attack_range, keywords
from ..game import Game, Illegal, Proc
from ..model import Attack, AttackKeyword, ChooseCharge, Decision, Player
from ..quantities import holds
from ..statuses import has_status
from .attack import resolve_attack
from .common import ask
from .effects import Context, resolve_effects

How = Literal["main", "reaction", "effect"]


def check_use(g: Game, p: int, uid: str, how: How, target: Attack | None = None) -> Illegal | None:
    """Why player p may not use this card now, or None. The same predicate builds the legal options
    and explains an illegal action, so the two can never disagree. `target` is the attack a
    reaction answers."""
    s = g.state
    ps = s.players[p]
    if uid not in s.cards:
        return Illegal(["C 6-2"], f"there is no card {uid!r} in this position")
    inst = s.cards[uid]
    d = g.defn(uid)
    where = "C 9-4 i" if how == "reaction" else "C 8-2-2"
    if how != "effect":
        if uid in ps.hand or (uid in ps.trumps and inst.trump_state == "unused"):
            pass
        elif uid in ps.trumps:
            return Illegal([where, "C 7-1-11"], f"{d.name} is a {inst.trump_state} trump, not an unused one")
        else:
            return Illegal([where], f"{d.name} is neither in player {p}'s hand nor an unused trump")
    if d.type == "undefined":
        return Illegal(["C 6-2-1-5"], f"{d.name} has the undefined card type and cannot be used")
    if d.use_condition is not None and not holds(g, p, d.use_condition, uid):
        c = d.use_condition
        return Illegal(["C 9-2"], f"{d.name} may be used only when {c.quantity} {c.compare} {c.value}")
    if p in s.no_more_actions:
        return Illegal(["C 9-2"], "a card with 終端 (terminal) was used this turn: no further card use")
    if how == "reaction" and d.subtype != "reaction":
        return Illegal(["C 9-2", "C 9-4 i"], f"{d.name} is not a reaction card and cannot answer an attack")
    if how == "reaction" and target is not None:
        barred = _no_reaction(g, target, d.category)
        if barred:
            return Illegal(["C 10-22", "C 9-4 i"], f"{target.id} has {barred}: {d.name} cannot answer it")
    if d.distance_limit is not None:
        lo, hi = d.distance_limit
        if not lo <= g.distance() <= hi:
            return Illegal(["C 10-37"], f"{d.name} has a distance limit {lo}-{hi}; the distance is {g.distance()}")
    if how == "main" and s.action_kind == "standard" and d.subtype == "full_power":
        return Illegal(["C 9-2", "C 8-2-2"], f"{d.name} is a full-power card; this is a standard action")
    if d.type == "attack":
        if has_status(g, p, "cannot_attack"):
            return Illegal(["C 9-2"], f"player {p} cannot perform attacks: {d.name} is an attack card")
        probe = _probe_attack(g, uid, p, reacting=how == "reaction")
        reach = attack_range(g, probe)
        if g.distance() not in reach:
            return Illegal(["C 9-2-1", "C 9-4-1"], f"distance {g.distance()} is outside the range {reach} of {d.name}")
    if d.category == "trump" and (d.cost or 0) > ps.flare:
        step = {"attack": "C 9-2-1", "action": "C 9-2-2", "enhancement": "C 9-2-3"}.get(d.type, "C 9-2")
        return Illegal([step, "C 9-3-1", "C 5-9"], f"{d.name} costs {d.cost} flare; player {p} has {ps.flare}")
    return None


def _no_reaction(g: Game, target: Attack, category: str) -> str | None:
    """C 10-22: which 対応不可 of the attack bars a card of this category from answering it, if any."""
    have = keywords(g, target)
    if "no_reaction" in have:
        return "no reaction (all)"
    if f"no_reaction_{category}" in have:
        return f"no reaction ({category})"
    return None


def _probe_attack(g: Game, uid: str, p: int, reacting: bool) -> Attack:
    """The attack the card would create, built without touching the state (for the range check)."""
    saved = g.state.next_id
    atk = attack_from_card(g, uid, 0 if p == 0 else 1, reacting=reacting)
    g.state.next_id = saved
    return atk


def use_card(
    g: Game, p: int, uid: str, how: How, target: Attack | None = None, gains: tuple[AttackKeyword, ...] = ()
) -> Proc:
    """C 9-2: use a card by the procedure of its type. Legality was checked by ``check_use``.
    `gains`: keywords the effect that uses the card gives the attack made from it."""
    s = g.state
    d = g.defn(uid)
    pl: Player = 0 if p == 0 else 1
    full_power = how == "main" and s.action_kind == "full_power"
    origin, _ = g.zone_of(uid)  # some texts ask where the card was used from (A 3-3, "from face-down")
    reacting_to = target if how == "reaction" else None
    g.emit(
        "C 9-2",
        f"player {p} uses {d.name}" + (" as a reaction" if how == "reaction" else ""),
        player=p,
        card=uid,
        how=how,
    )
    if d.type == "attack":
        # 9-2-1 i: reveal, create the attack in 〈Attacking〉, range check (pre-checked by check_use).
        atk = attack_from_card(g, uid, pl, reacting=how == "reaction")
        atk.keywords += [k for k in gains if k not in atk.keywords]
        s.attacks.append(atk)
        g.emit("C 9-2-1", f"{atk.id} is created from {d.name}", attack=atk.id, range=attack_range(g, atk))
        _pay_cost(g, p, uid, "C 9-2-1")  # ii
        _to_in_use(g, p, uid, "C 9-2-1")  # iii
        ctx = Context(attack=atk, full_power=full_power, origin=origin, reacting_to=reacting_to)
        yield from resolve_attack(g, atk, ctx)  # iv
        _after_use(g, uid, "C 9-2-1")  # v
    elif d.type == "action":
        _pay_cost(g, p, uid, "C 9-2-2")  # i
        _to_in_use(g, p, uid, "C 9-2-2")  # ii
        effects = [e for e in d.effects if e.timing == "on_use"]
        ctx = Context(attack=target, full_power=full_power, origin=origin, reacting_to=reacting_to)
        yield from resolve_effects(g, uid, p, effects, "C 9-2-2", ctx)
        _after_use(g, uid, "C 9-2-2")  # iv
    elif d.type == "enhancement":
        _pay_cost(g, p, uid, "C 9-2-3")  # i
        _to_in_use(g, p, uid, "C 9-2-3")  # ii
        yield from _charge(g, pl, uid)  # iii
        effects = [e for e in d.effects if e.timing == "on_deploy"]
        ctx = Context(attack=target, full_power=full_power, origin=origin, reacting_to=reacting_to)
        yield from resolve_effects(g, uid, p, effects, "C 9-2-3", ctx)
        if uid in s.players[p].in_use:  # v
            g.move_card(uid, "enhancements", p, clause="C 9-2-3")
    if d.terminal and p not in s.no_more_actions:
        s.no_more_actions.append(p)
        g.emit("C 9-2", f"{d.name} has 終端: player {p} uses no more cards or basic actions this turn")


def _pay_cost(g: Game, p: int, uid: str, clause: str) -> None:
    d = g.defn(uid)
    if d.category == "trump" and d.cost:
        g.emit("C 9-3-1", f"player {p} pays the cost {d.cost} of {d.name}", player=p, count=d.cost)
        g.move_crystals(("flare", p), ("dust",), d.cost, "C 9-3-1")


def _to_in_use(g: Game, p: int, uid: str, clause: str) -> None:
    trump = g.defn(uid).category == "trump"
    g.move_card(uid, "in_use", p, clause=clause, trump_state="in_use" if trump else None)


def _after_use(g: Game, uid: str, clause: str) -> None:
    """9-2-1 v / 9-2-2 iv: a card still in 〈In-use〉 goes to discard, or back as a used trump."""
    inst = g.state.cards[uid]
    if uid not in g.state.players[inst.holder].in_use:
        return
    if g.defn(uid).category == "normal":
        g.move_card(uid, "discard", inst.holder, clause=clause)
    else:
        g.move_card(uid, "trumps", inst.holder, clause=clause, trump_state="used")


def _charge(g: Game, p: Player, uid: str) -> Proc:
    """C 9-2-3 iii: take the charge from 〈Dust〉 and/or own 〈Aura〉, in any split (C 5-10: as many
    as there are). C 6-3: the crystals count as moving straight to 〈Enhancement〉."""
    need = max(0, g.defn(uid).charge or 0)  # C 6-2-1-11 floor 0
    dust, aura = g.state.dust, g.state.players[p].aura
    total = min(need, dust + aura)
    splits = [k for k in range(0, total + 1) if k <= dust and total - k <= aura]
    if len(splits) > 1:
        ans = yield from ask(
            g,
            Decision(
                kind="charge",
                player=p,
                clause="C 9-2-3",
                options=[ChooseCharge(player=p, from_dust=k) for k in splits],
                detail={"card": uid, "charge": need},
            ),
        )
        assert isinstance(ans, ChooseCharge)
        from_dust = ans.from_dust
    else:
        from_dust = splits[0] if splits else 0
    if total < need:
        g.emit("C 5-10", f"only {total} crystal(s) available for a charge of {need}", card=uid)
    g.move_crystals(("dust",), ("card", uid), from_dust, "C 9-2-3")
    g.move_crystals(("aura", p), ("card", uid), total - from_dust, "C 9-2-3")
