"""C 9-2 card use: legality (the illegal uses of 9-2, 9-2-1 i/ii, 9-3) and the three use
procedures 9-2-1 (attack), 9-2-2 (action), 9-2-3 (enhancement)."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any, Literal

from ..attacks import (
    ATTACK_MOD_OP_LIST,
    attack_from_card,
    attack_range,
    claim_next_attack,
    in_range,
    keywords,
    modifications,
    printed_keywords,
    users,
)
from ..catalogue import definition
from ..fast import CHECK_KEPT, FAST
from ..game import CrystalZone, Game, Illegal, Proc, crystal_zone
from ..hooks import (
    aim_of,
    before_resolution,
    card_used,
    charge_instead,
    declarations,
    face_down_after_use,
    fixed_cost,
    pay_cost_instead,
    perjury_judged,
    perjury_marked,
    rule_costs,
    usable_cards,
    use_restriction,
)
from ..model import Action, Attack, AttackKeyword, CardDef, ChooseCharge, Decision, Effect, Lasting, Player, UseCard
from ..quantities import holds, quantity, x_of
from ..statuses import effects_in_force, has_status, is_full_power, set_off_at
from .attack import resolve_attack, when_answered
from .common import ask, ask_yes_no, fatigue, reacted, resolve_in_order, settle
from .effects import Context, frozen_text, resolve_effects
from .terms import pick_card

How = Literal["main", "reaction", "effect"]
Free = bool | Literal["costs"]
"""How far an effect lets a card be used unpaid: False, it is paid in full; True, without paying its
cost (消費: a trump's flare cost or an X cost, C 9-3-1); "costs", ignoring its costs (コスト), the
additional ones too (C 10-31, A 9-8 燃焼: FAQ, Kururu's Regainah)."""
Judged = Literal["stands", "failed", "disproved"]  # a perjury's outcome (A 20-6-1 iv, 20-6-3)


def use_options(g: Game, p: int, candidates: list[str], how: How, target: Attack | None = None) -> list[Action]:
    """Every legal use of these cards: as themselves, and as the other cards their text lets them be
    used or declared as (C 10-38, 10-39)."""
    pl: Player = 0 if p == 0 else 1
    out: list[Action] = []
    for u in candidates:
        if check_use(g, p, u, how, target) is None:
            out.append(UseCard(player=pl, card=u))
        for eff in as_effects(g, u):
            if check_use(g, p, u, how, target, eff.as_card) is None:
                out.append(UseCard(player=pl, card=u, as_card=eff.as_card))
    return out


def choice_options(g: Game, p: int, cards: list[str], target: Attack | None = None, *, free: Free = False) -> list[Action]:
    """The answers to an effect by which player p chooses one of `cards` and uses it (C 9-2, FAQ:
    Oboro's Shadow Cloning): every card the effect's own text lets her choose, whether or not its use
    will be legal — a chosen card whose use is illegal does nothing (``use_chosen``) — and the legal
    uses as another card its own text allows (C 10-38, 10-39)."""
    pl: Player = 0 if p == 0 else 1
    out: list[Action] = []
    for u in cards:
        out.append(UseCard(player=pl, card=u))
        for eff in as_effects(g, u):
            if check_use(g, p, u, "effect", target, eff.as_card, free=free) is None:
                out.append(UseCard(player=pl, card=u, as_card=eff.as_card))
    return out


def use_chosen(
    g: Game,
    p: int,
    uid: str,
    target: Attack | None = None,
    *,
    as_card: str | None = None,
    gains: tuple[AttackKeyword, ...] = (),
    free: Free = False,
    answering: bool = False,
    charge: int | None = None,
    charge_from_life: int = 0,
) -> Generator[Decision, Action, bool]:
    """Player p uses, by an effect, the card it chose (nested, C 9-8). Choosing a card whose use is
    illegal is allowed (FAQ: Oboro's Shadow Cloning, an attack out of range or under Chikage's Muscle
    Relaxant): the use is illegal, so nothing happens, the card stays where it was and counts as not
    used (C 9-2); "if you do" then does not follow (C 10-40). True if the card was used."""
    why = check_use(g, p, uid, "effect", target, as_card, free=free, gains=gains)
    if why is not None:
        g.shortfalls += 1
        g.emit(
            why.clauses[0],
            f"{g.name(uid)} is chosen, but its use is illegal ({why.reason}): nothing happens, and it is not used",
            player=p,
            card=uid,
        )
        for clause in why.clauses[1:]:  # each clause that forbids the use is cited
            g.emit(clause, f"the use of {g.name(uid)} is illegal", card=uid)
        return False
    g.emit("C 9-8", "a card used by an effect resolves nested", card=uid)
    yield from use_card(
        g,
        p,
        uid,
        "effect",
        target,
        gains,
        as_card,
        free=free,
        charge=charge,
        charge_from_life=charge_from_life,
        answering=answering,
    )
    return True


def as_effects(g: Game, uid: str) -> list[Effect]:
    """The card's own text that lets it be used as (C 10-38) or declared as (C 10-39) another card.
    While a decision's options are enumerated (``options_scope``: nothing changes the board) it is
    worked out once per card."""
    memo = g.as_cards
    if memo is None:
        return _as_effects(g, uid)
    found = memo.get(uid)
    if found is None:
        found = memo[uid] = _as_effects(g, uid)
    return found


def _as_effects(g: Game, uid: str) -> list[Effect]:
    inst = g.state.cards[uid]
    printed = g.printed_as.get(inst.card) if FAST else None
    if printed is None:
        # a card id's printed text, filtered once per game (issue 22): no card's id or the position's
        # definitions change in a duel (``Game.printed``)
        printed = [e for e in definition(g.state, inst.card).effects if e.op in ("use_as", "declare_as", "perjury")]
        if FAST:
            g.printed_as[inst.card] = printed
    return printed + declarations(g, uid)  # and those a goddess's card makes from the position


def check_use(
    g: Game,
    p: int,
    uid: str,
    how: How,
    target: Attack | None = None,
    as_card: str | None = None,
    *,
    free: Free = False,
    gains: tuple[AttackKeyword, ...] = (),
) -> Illegal | None:
    """Why player p may not use this card now, or None. The same predicate builds the legal options
    and explains an illegal action, so the two can never disagree. `target` is the attack a
    reaction answers; `as_card` the card it is used or declared as, whose information it then has;
    `free`: an effect lets the card be used without paying its cost, or ignoring its costs (``Free``)."""
    if as_card is not None:
        found = [e for e in as_effects(g, uid) if e.as_card == as_card] if uid in g.state.cards else []
        if not found:
            return Illegal(["C 10-38"], f"nothing lets {uid!r} be used as {as_card!r}")
        if found[0].op == "perjury" and (how != "main" or uid not in g.state.players[p].hand):
            return Illegal(["A 20-6-1", "C 9-2"], "perjury is performed with a card of the hand used in the main phase")
        with g.playing_as(uid, as_card):
            return check_use(g, p, uid, how, target, free=free)
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
        elif uid in ps.face_down and d.usable_from_face_down:
            pass  # its text lets it be used from the face-down pile as if from hand
        elif uid in usable_cards(g, p):
            pass  # a goddess's rules let it be used as from the hand (A 16-4: a conscripted card)
        elif uid in ps.trumps:
            return Illegal([where, "C 7-1-11"], f"{d.name} is a {inst.trump_state} trump, not an unused one")
        else:
            return Illegal([where], f"{d.name} is neither in player {p}'s hand, an unused trump nor conscripted")
    if d.only_by_own_effect:
        return Illegal(["C 9-2"], f"{d.name} can be used only by its own effect")
    if d.type == "undefined":
        return Illegal(["C 6-2-1-5"], f"{d.name} has the undefined card type and cannot be used")
    if d.use_condition is not None and not holds(g, p, d.use_condition, uid):
        c = d.use_condition
        return Illegal(["C 9-2"], f"{d.name} may be used only when {c.quantity} {c.compare} {c.value_of or c.value}")
    barred_by_rule = use_restriction(g, p, uid)  # a goddess's additional rule (e.g. 遠心, A 6-2)
    if barred_by_rule is not None:
        return Illegal(*barred_by_rule)
    if p in s.no_more_actions:
        return Illegal(["C 9-2"], "a card with 終端 (terminal) was used this turn: no further card use")
    for src, holder, eff in effects_in_force(g, ("cannot_use_cards",)):  # "you cannot use 《attack》 cards" ("cannot" wins, C 1-4)
        if eff.op != "cannot_use_cards" or eff.card_type not in (None, d.type):
            continue
        if (holder if eff.player == "self" else 1 - holder) == p:
            return Illegal(["C 9-2", "C 1-4"], f"{g.name(src)}: player {p} cannot use {d.type} cards")
    as_if = d.reaction_if is not None and holds(g, p, d.reaction_if, uid)  # "as if it had 《対応》"
    as_if = as_if or (how == "reaction" and d.reaction_cost is not None)  # at another cost (trump_cost)
    if how == "reaction" and d.subtype != "reaction" and not as_if:
        return Illegal(["C 9-2", "C 9-4 i"], f"{d.name} is not a reaction card and cannot answer an attack")
    if d.answers_only is not None and (how != "reaction" or target is None or target.category != d.answers_only):
        return Illegal(["C 9-2"], f"{d.name} can be used only as a reaction to a {d.answers_only} card's attack")
    if d.reaction_only and how != "reaction":
        return Illegal(["C 9-2", "C 9-4 i"], f"{d.name} can be used only as a reaction to an attack")
    if how == "reaction" and target is not None:
        barred = _no_reaction(g, target, d.category) or _no_reaction(g, target, d.type)
        if barred:
            return Illegal(["C 10-22", "C 9-4 i"], f"{target.id} has {barred}: {d.name} cannot answer it")
    if d.distance_limit is not None:
        lo, hi = d.distance_limit
        if not lo <= g.distance() <= hi:
            return Illegal(["C 10-37"], f"{d.name} has a distance limit {lo}-{hi}; the distance is {g.distance()}")
    if how == "main" and s.action_kind == "standard" and d.subtype == "full_power" and not full_power_turned_terminal(g, p, uid):
        return Illegal(["C 9-2", "C 8-2-2"], f"{d.name} is a full-power card; this is a standard action")
    if d.type == "attack":
        if has_status(g, p, "cannot_attack"):
            return Illegal(["C 9-2"], f"player {p} cannot perform attacks: {d.name} is an attack card")
        unmodified = _unmodified_reach(g, p, uid, d, gains) if FAST else None
        if unmodified is not None:
            # nothing can modify the attack (issue 22, fourth round): the same test as below, on the
            # printed range and keywords, without building the probe and reading its modifications
            reach, pursuit = unmodified
            if (aim_of(ps) if pursuit else g.distance()) not in reach:  # C 9-4-1, A 23-4
                if pursuit:
                    return Illegal(["C 9-2-1", "C 9-4-1", "A 23-4"], f"aim {aim_of(ps)} is outside the range {reach} of {d.name}")
                return Illegal(["C 9-2-1", "C 9-4-1"], f"distance {g.distance()} is outside the range {reach} of {d.name}")
        elif FAST:
            probe = _probe_attack(g, uid, p, reacting=how == "reaction")
            probe.full_power = how == "main" and s.action_kind == "full_power"  # C 9-1-2
            probe.keywords += [k for k in gains if k not in probe.keywords]  # given by the effect that uses it
            # the same checks as below, from one reading of what modifies the probe (issue 22: each
            # of keywords, attack_range and in_range read all of the attack's modifications anew)
            modified = modifications(g, probe)
            reach = attack_range(g, probe, modified)
            pursuit = "pursuit" in keywords(g, probe, modified)
            if (aim_of(g.state.players[probe.attacker]) if pursuit else g.distance()) not in reach:  # C 9-4-1, A 23-4
                if pursuit:
                    aim = aim_of(g.state.players[p])
                    return Illegal(["C 9-2-1", "C 9-4-1", "A 23-4"], f"aim {aim} is outside the range {reach} of {d.name}")
                return Illegal(["C 9-2-1", "C 9-4-1"], f"distance {g.distance()} is outside the range {reach} of {d.name}")
        else:
            probe = _probe_attack(g, uid, p, reacting=how == "reaction")
            probe.full_power = how == "main" and s.action_kind == "full_power"  # C 9-1-2
            probe.keywords += [k for k in gains if k not in probe.keywords]  # given by the effect that uses it
            reach = attack_range(g, probe)
            if "pursuit" in keywords(g, probe) and not in_range(g, probe):  # A 23-4: the aim is checked
                aim = aim_of(g.state.players[p])
                return Illegal(["C 9-2-1", "C 9-4-1", "A 23-4"], f"aim {aim} is outside the range {reach} of {d.name}")
            if "pursuit" not in keywords(g, probe) and not in_range(g, probe):
                return Illegal(["C 9-2-1", "C 9-4-1"], f"distance {g.distance()} is outside the range {reach} of {d.name}")
    if d.category == "trump" and trump_cost(g, p, uid, how) > ps.flare and not free:
        step = {"attack": "C 9-2-1", "action": "C 9-2-2", "enhancement": "C 9-2-3"}.get(d.type, "C 9-2")
        cost = trump_cost(g, p, uid, how)
        return Illegal([step, "C 9-3-1", "C 5-9"], f"{d.name} costs {cost} flare; player {p} has {ps.flare}")
    if d.cost_x and x_cost(g, p, uid) > ps.flare and not free:  # an X cost is paid in full too (C 5-9)
        cost = x_cost(g, p, uid)
        return Illegal(["C 9-3-1", "C 5-9"], f"{d.name} costs {cost} flare (X = {x_of(g, uid)}); player {p} has {ps.flare}")
    if free == "costs":  # ignored costs need not be payable (C 5-9 does not apply to them)
        return None
    return _check_additional(g, p, uid, how, free=bool(free))


def additional_costs(g: Game, p: int, uid: str) -> list[tuple[CrystalZone, CrystalZone, int]]:
    """C 10-31: the additional costs effects in force put on player p's use of this card, as crystal
    moves (origin, destination, count) seen from the paying player."""
    d = g.defn(uid)
    out = []
    for _src, holder, eff in effects_in_force(g, ("additional_cost",)):
        if eff.op != "additional_cost" or (holder if eff.player == "self" else 1 - holder) != p:
            continue
        if (eff.card_type is not None and d.type != eff.card_type) or (
            eff.category is not None and d.category != eff.category
        ):
            continue
        assert eff.source is not None and eff.dest is not None
        out.append((crystal_zone(eff.source, p, uid), crystal_zone(eff.dest, p, uid), eff.amount))
    return out


def loses_terminal(g: Game, p: int, uid: str, origin: str | None) -> bool:
    """An effect in force takes the printed 終端 of this card player p uses (``lose_terminal``: of its
    category and subtype, used from its zone)."""
    d = g.defn(uid)
    for _src, holder, eff in effects_in_force(g, ("lose_terminal",)):
        if eff.op != "lose_terminal" or (holder if eff.player == "self" else 1 - holder) != p:
            continue
        if eff.category is not None and d.category != eff.category:
            continue
        if eff.subtype is not None and d.subtype != eff.subtype:
            continue
        if eff.zone is not None and eff.zone.partition(".")[2] != origin:
            continue
        return True
    return False


def full_power_turned_terminal(g: Game, p: int, uid: str) -> bool:
    """An effect in force turns the printed 《全力》 of player p's normal card into 終端."""
    d = g.defn(uid)
    return d.subtype == "full_power" and d.category == "normal" and not is_full_power(g, uid, p)


def discard_costs(g: Game, p: int, uid: str) -> list[Lasting]:
    """C 10-31: the lasting "discard a card of that goddess" costs on player p's use of this card
    (``discard_cost``: the next card of a goddess an opponent uses this turn, Kamuwi's Carcass)."""
    mine: tuple[str, ...] | None = None  # read only once a discard cost is found (most uses have none)
    out = []
    for lasting in g.state.lasting:
        eff = lasting.effect
        if lasting.op != "discard_cost" or eff is None or lasting.reserved:
            continue
        if mine is None:
            mine = users(g, uid)
        if eff.goddess not in mine:
            continue
        if (lasting.player if eff.player == "self" else 1 - lasting.player) == p:
            out.append(lasting)
    return out


def _discardable(g: Game, p: int, uid: str, goddess: str | None) -> list[str]:
    """The cards of player p's hand, other than the card being used, that pay a discard cost."""
    return [u for u in g.state.players[p].hand if u != uid and goddess in users(g, u)]


def _pay_discards(g: Game, p: int, uid: str, free: Free = False) -> Proc:
    """C 10-31, paid with the card's cost (C 9-2-1 ii, 9-2-2 i, 9-2-3 i): for each discard cost on this
    use, player p discards a card of that goddess from hand (her choice), and the cost, a one-time
    one ("the next card"), is gone. Ignoring the costs (`free` "costs") pays none of them."""
    if free == "costs":
        return
    for lasting in discard_costs(g, p, uid):
        goddess = lasting.effect.goddess if lasting.effect is not None else None
        cards = _discardable(g, p, uid, goddess)
        what = f"a {goddess} card to discard: an additional cost of {g.name(uid)}"
        chosen = yield from pick_card(g, p, cards, "C 10-31", {"card": uid, "what": what})
        if chosen is not None:
            g.emit("C 10-31", f"player {p} pays an additional cost for {g.name(uid)}: a discard", player=p, card=chosen)
            g.move_card(chosen, "discard", p, clause="C 10-31")
        g.state.lasting.remove(lasting)


def _check_additional(g: Game, p: int, uid: str, how: How | None = None, *, free: bool = False) -> Illegal | None:
    """C 10-31 and 5-9: a card whose additional cost cannot be paid in full cannot be used. A trump's
    own cost, unless an effect spares it (`free`), comes out of the same flare."""
    need: dict[CrystalZone, int] = {}
    d = g.defn(uid)
    goddesses = [x.effect.goddess for x in discard_costs(g, p, uid) if x.effect is not None]
    for goddess in set(goddesses):
        if len(_discardable(g, p, uid, goddess)) < goddesses.count(goddess):
            return Illegal(
                ["C 10-31", "C 5-9"],
                f"{d.name} carries an additional cost: discarding another {goddess} card from hand, which "
                f"player {p} cannot pay",
            )
    if d.category == "trump" and trump_cost(g, p, uid, how) and not free:
        need[("flare", p)] = trump_cost(g, p, uid, how)
    extra = additional_costs(g, p, uid)
    for src, _dst, n in extra:
        need[src] = need.get(src, 0) + n
    by_rules = rule_costs(g, p, uid)  # an additional rule's cost (A 9-8)
    for src, _dst, n, _clause in by_rules:
        need[src] = need.get(src, 0) + n
    for src, dst, _n, clause in [*((s, t, n, "C 10-31") for s, t, n in extra), *by_rules]:
        if g.crystals(src) < need[src] or g.room(dst) < need[src]:
            return Illegal(
                [clause, "C 5-9"],
                f"{d.name} carries an additional cost of {need[src]} from {g.zone_said(src)}, which cannot be paid",
            )
    return None


def trump_cost(g: Game, p: int, uid: str, how: How | None = None) -> int:
    """The cost player p pays to use this trump now: printed (or, used as a reaction it has no
    《対応》 for, its ``reaction_cost``), less the reductions in force for this card or for the
    player's trumps, never below 0 (C 6-2-1-12)."""
    d = g.defn(uid)
    fixed = fixed_cost(g, uid)  # a cost a goddess's rules fix, which no effect changes (A 21-3-1)
    if fixed is not None:
        return fixed
    cost = d.cost or 0
    if how == "reaction" and d.reaction_cost is not None and d.subtype != "reaction":
        cost = d.reaction_cost
    return max(0, cost - cost_reduction(g, p, uid))


def x_cost(g: Game, p: int, uid: str) -> int:
    """What player p pays now for a card whose cost is X (C 9-3-1): X less the reductions in force,
    never below 0 (C 6-2-1-12). The reduction lowers the payment, not X, which stays as read (FAQ,
    Yurina's Kamukura Legacy under Windbeast Reincarnation: flare 3, she pays 2, X is 3)."""
    return max(0, x_of(g, uid) - cost_reduction(g, p, uid))


def cost_reduction(g: Game, p: int, uid: str) -> int:
    """How much the reductions in force lower player p's cost for this card: its own (this_card) and
    those for all her trumps (own_cards)."""
    less = 0
    for src, holder, eff in effects_in_force(g, ("reduce_cost",)):
        if eff.op != "reduce_cost" or holder != p:
            continue
        if (eff.applies_to == "this_card" and src == uid) or eff.applies_to == "own_cards":
            less += quantity(g, holder, eff.amount_of, src) if eff.amount_of else eff.amount
    return less


def _no_reaction(g: Game, target: Attack, kind: str) -> str | None:
    """C 10-22: which 対応不可 of the attack bars a card of this category or type from answering it."""
    have = keywords(g, target)
    if "no_reaction" in have:
        return "no reaction (all)"
    if f"no_reaction_{kind}" in have:
        return f"no reaction ({kind})"
    return None


def _unmodified_reach(
    g: Game, p: int, uid: str, d: CardDef, gains: tuple[AttackKeyword, ...]
) -> tuple[list[int], bool] | None:
    """The range of the attack player p's card would make, and whether it has 《追尾》 (pursuit, A 23-4),
    when nothing can modify that attack now; None when something might (the caller then builds the
    probe and reads its modifications). Most cards a main phase lists are attacks, most of them
    refused for their range (C 9-2-1, 9-4-1), and most positions hold nothing that modifies attacks:
    ``attacks.modifications`` of the probe is then empty, because
    - no lasting effect waits for the attacker's next attack (``claim_next_attack`` gives none),
    - no effect in force has an attack-modifying op (``ATTACK_MOD_OPS``),
    - the card is the attacker's own, so its own text is among the effects in force (``_own_text``),
    - no goddess of the duel gives attacks modifications by her rules (A 18-5, ``rule_attack_mods``);
    and an unmodified attack's range is its card's (C 9-2-1 i: X read now for an X range) and its
    keywords the printed ones and those the using effect gives (``attack_range``, ``keywords``)."""
    s = g.state
    if s.cards[uid].holder != p or g.hooks.having("attack_mods"):
        return None
    for lasting in s.lasting:
        eff = lasting.effect
        if eff is not None and eff.applies_to == "next_attack" and lasting.player == p:
            return None
    for _ in effects_in_force(g, ATTACK_MOD_OP_LIST):
        return None
    printed = [x_of(g, uid)] if d.x_range else list(d.range or [])
    reach, pursuit = sorted(set(printed)), "pursuit" in gains or "pursuit" in printed_keywords(d)
    if CHECK_KEPT:  # the probe's own reading must agree (FURUYONI_CHECK_KEPT=1)
        probe = _probe_attack(g, uid, p, reacting=False)
        probe.keywords += [k for k in gains if k not in probe.keywords]
        modified = modifications(g, probe)
        plain = (attack_range(g, probe, modified), "pursuit" in keywords(g, probe, modified))
        if modified or plain != (reach, pursuit):
            raise AssertionError(f"{uid}: the unmodified range {(reach, pursuit)} differs from the probe's {plain}, {modified}")
    return reach, pursuit


def _probe_attack(g: Game, uid: str, p: int, reacting: bool) -> Attack:
    """The attack the card would create, built without touching the state (for the range check)."""
    saved = g.state.next_id
    atk = attack_from_card(g, uid, 0 if p == 0 else 1, reacting=reacting)
    g.state.next_id = saved
    claim_next_attack(g, atk, consume=False)
    return atk


def use_card(
    g: Game,
    p: int,
    uid: str,
    how: How,
    target: Attack | None = None,
    gains: tuple[AttackKeyword, ...] = (),
    as_card: str | None = None,
    *,
    free: Free = False,
    charge: int | None = None,
    charge_from_life: int = 0,
    answering: bool = False,
) -> Proc:
    """C 9-2: use a card by the procedure of its type. Legality was checked by ``check_use``.
    `gains`: keywords the effect that uses the card gives the attack made from it. Used as another
    card, it has all of that card's information, its name too, for the whole use (C 10-38);
    declared as another card, its use may be refused before it is put in use (C 10-39). `free`: the
    effect lets the card be used without paying its cost; `charge`: it lets an enhancement be used as if
    its charge were that, `charge_from_life` crystals of it taken from the user's life; `answering`: the
    card used by an effect is treated as answering `target` (C 9-4 i; Kanawe's Improvise, Oboro's
    Tobi-Kage): once it has resolved, what waits for the attack to be answered resolves, as after a
    card used by the reaction method (FAQ, Tobi-Kage: each card treated as answering counts)."""
    yield from _use_card(
        g, p, uid, how, target, gains, as_card, free=free, charge=charge, charge_from_life=charge_from_life, answering=answering
    )
    if answering and target is not None and how != "reaction":
        yield from settle(g)  # what the answering card set off resolves first (C 5-5)
        yield from when_answered(g, target)


def _use_card(
    g: Game,
    p: int,
    uid: str,
    how: How,
    target: Attack | None,
    gains: tuple[AttackKeyword, ...],
    as_card: str | None,
    *,
    free: Free,
    charge: int | None,
    charge_from_life: int,
    answering: bool,
) -> Proc:
    if as_card is None:
        yield from _use(
            g, p, uid, how, target, gains, free=free, charge=charge, from_life=charge_from_life, answering=answering
        )
        yield from after_use(g, p, uid)
        return
    eff = next(e for e in as_effects(g, uid) if e.as_card == as_card)
    declared = eff.op == "declare_as"
    perjury = eff.op == "perjury"
    printed = g.name(uid)
    if perjury:
        yield from perjure(g, p, uid, as_card, how, target, gains, free=free, answering=answering)
        return
    with g.playing_as(uid, as_card):
        g.emit(
            "C 10-39" if declared else "C 10-38",
            f"{printed} is {'revealed and declared' if declared else 'used'} as {g.name(uid)}",
            card=uid,
            as_card=as_card,
        )
        used = yield from _use(g, p, uid, how, target, gains, declared, free=free, answering=answering)
    if not used:
        # 10-39 iv: a refused declaration follows the rest of the effect, as the card it is.
        yield from resolve_effects(g, uid, p, eff.then, "C 10-39", Context())
    yield from after_use(g, p, uid)


def perjure(
    g: Game,
    p: int,
    uid: str,
    as_card: str,
    how: How,
    target: Attack | None = None,
    gains: tuple[AttackKeyword, ...] = (),
    *,
    free: Free = False,
    clause: str = "A 20-6-1",
    answering: bool = False,
) -> Proc:
    """A 20-6-1: player p performs a perjury with the normal card uid, declaring as_card: i the card
    goes face down to her 〈Perjury〉, ii the name is declared (the card stays secret), iii–v it is used
    as the declared card, the opponent may disprove it (``_disproof``). Legality was checked by the
    caller: the main phase's use from hand (``check_use``), or the installation before a reshuffle
    (A 20-6-2, `clause`). `answering`: as for ``use_card`` (a perjury made by Kanawe's Improvise)."""
    g.move_card(uid, "perjury", p, clause=clause)
    perjury_marked(g, "declared", p, uid, as_card)  # face down, its name declared (her state)
    with g.playing_as(uid, as_card):
        g.emit(clause, f"player {p} perjures, declaring {g.name(uid)}", player=p, declared=as_card)
        yield from _use(g, p, uid, how, target, gains, free=free, perjury=True, answering=answering)
    yield from after_use(g, p, uid)


def after_use(g: Game, p: int, uid: str) -> Proc:
    """The card player p used has resolved: the effects in force waiting for that (``when:
    card_used``, "…, after it resolves") resolve now, knowing the card (C 5-5)."""
    due = {
        f"{src}#card_used": (src, holder, eff)
        for src, holder, eff in effects_in_force(g, keep=set_off_at("card_used"))
        if eff.when == "card_used" and holder == p and src in g.state.cards
    }
    yield from resolve_in_order(g, due, "C 5-5", Context(used=uid))


def _disproof(g: Game, p: int, uid: str) -> Generator[Decision, Action, Judged]:
    """A 20-6-1 iv, 20-6-3: the opponent may disprove the perjury. The card is turned face up and its
    name compared with the declared one: the same, the disprover suffers fatigue (C 10-10) and the use
    goes on ("failed"); another, the card goes to its holder's discard pile, the attack it made is
    removed, and the card counts as neither used nor its attack as performed ("disproved"). Not
    disproved, the perjury "stands". What her rules resolve on a perjury that stands or a failed
    disproof (A 20-5 regression …) comes next, before the card goes into 〈In-use〉."""
    opp = 1 - p
    declared = g.name(uid)  # the card plays as the declared card here
    if not (yield from ask_yes_no(g, opp, "may", "A 20-6-3", {"declared": declared})):
        g.emit("A 20-6-1", f"player {opp} does not disprove: the perjury stands", player=opp)
        yield from perjury_judged(g, p, uid, "stands")
        return "stands"
    ps = g.state.players[p]
    perjury_marked(g, "revealed", p, uid)  # turned face up
    real = g.state.cards[uid].card
    g.emit("A 20-6-3", f"player {opp} disproves: the card is revealed", player=opp, card=uid, real=real)
    if definition(g.state, real).id == definition(g.state, g.state.cards[uid].used_as or real).id:
        g.emit("A 20-6-3", f"the card is {declared}: the disproof fails, player {opp} suffers fatigue", player=opp)
        perjury_marked(g, "disproof_failed", opp)
        times = max((e.amount for e in definition(g.state, real).effects if e.op == "disproof_fatigue"), default=1)
        for _ in range(times):  # once, or as the real card's own text says (Beguile: twice)
            yield from fatigue(g, opp)
        # What the fatigue set off resolves now, interrupting the perjury (C 5-5, 9-8): an effect that
        # ends the phase leaves the card in 〈Perjury〉 (A 20-6-4).
        yield from settle(g)
        yield from perjury_judged(g, p, uid, "failed")
        return "failed"
    g.emit("A 20-6-3", f"the card is not {declared}: the perjury is disproved", player=opp, card=uid)
    for atk in [a for a in g.state.attacks if a.source == uid]:
        g.state.attacks.remove(atk)
        g.emit("A 20-6-3", f"{atk.id} is removed: it was not performed", attack=atk.id)
    ps.records.cards_used -= 1  # neither used (C 9-2 counts) …
    ps.records.cards_used_in_game -= 1
    if uid in ps.records.used_cards:
        ps.records.used_cards.remove(uid)
    g.move_card(uid, "discard", p, clause="A 20-6-3")
    return "disproved"


def _judged(g: Game, p: int, uid: str) -> Generator[Decision, Action, bool]:
    """C 10-39 iii: is the declared use allowed? The judging the pool's one declaring card uses: the
    opponent may refute it by revealing a card of the declared name from their hand, face-down pile
    or discard pile. A refuted declaration removes the attack the card created (iv)."""
    opp = 1 - p
    ps = g.state.players[opp]
    name = g.name(uid)
    proof = [u for z in (ps.hand, ps.face_down, ps.discard) for u in z if g.defn(u).name == name]
    if not proof or not (yield from ask_yes_no(g, opp, "may", "C 10-39", {"card": uid, "declared": name})):
        g.emit("C 10-39", f"the declaration of {name} stands: the use goes on", card=uid)
        return True
    g.emit("C 10-39", f"player {opp} reveals {name}: the declared use is refused", card=uid, proof=proof[0])
    for atk in [a for a in g.state.attacks if a.source == uid]:
        g.state.attacks.remove(atk)
        g.emit("C 10-39", f"{atk.id} is removed", attack=atk.id)
    return False


def _use(
    g: Game,
    p: int,
    uid: str,
    how: How,
    target: Attack | None,
    gains: tuple[AttackKeyword, ...] = (),
    declared: bool = False,
    *,
    free: Free = False,
    charge: int | None = None,
    perjury: bool = False,
    from_life: int = 0,
    answering: bool = False,
) -> Generator[Decision, Action, bool]:
    """The use procedure proper; False when a declared use (C 10-39) was refused or a perjury
    disproved (A 20-6-3)."""
    s = g.state
    d = g.defn(uid)
    pl: Player = 0 if p == 0 else 1
    full_power = how == "main" and s.action_kind == "full_power"
    origin, _ = g.zone_of(uid)  # some texts ask where the card was used from (A 3-3, "from face-down")
    s.players[p].records.cards_used += 1  # "the Nth card used this turn" counts this use from its start
    s.players[p].records.cards_used_in_game += 1  # and this game ("the first card you use this game")
    s.players[p].records.used_cards.append(uid)  # and which card it was ("a card with 遠心", "this card")
    answers = how == "reaction" or answering  # used as a reaction, or treated as one (C 9-4 i)
    reacting_to = target if answers else None
    g.emit(
        "C 9-2",
        f"player {p} uses {d.name}" + (" as a reaction" if how == "reaction" else ""),
        player=p,
        card=uid,
        how=how,
    )
    if answers and target is not None:
        # A reaction made to the attack: by the reaction method, or a card an effect treats as answering
        # it (FAQ, Oboro's Tobi-Kage: each counts as a reaction made to the attack).
        reacted(g, p, uid)
    if d.type == "attack":
        # 9-2-1 i: reveal, create the attack in 〈Attacking〉, range check (pre-checked by check_use).
        atk = attack_from_card(g, uid, pl, reacting=answers)
        atk.origin = origin  # "an attack card used from the barracks" (Mizuki's Ōte Gate)
        if full_power_turned_terminal(g, p, uid):
            atk.subtype = None  # the card has lost 《全力》, so has the attack it makes (C 9-2-1 i)
        atk.keywords += [k for k in gains if k not in atk.keywords]
        atk.full_power = full_power  # its 全力化 text applies (C 9-1-2)
        if answers and target is not None:
            atk.answers = target.id  # C 9-4 i: what "the attack it answers" means in its text
        s.attacks.append(atk)
        claim_next_attack(g, atk)
        g.emit("C 9-2-1", f"{atk.id} is created from {g.name(uid)}", attack=atk.id, range=attack_range(g, atk))
        _pay_cost(g, p, uid, "C 9-2-1", free, how)
        yield from _pay_discards(g, p, uid, free)  # ii
        if declared and not (yield from _judged(g, p, uid)):
            return False
        judged = (yield from _disproof(g, p, uid)) if perjury else None
        if judged == "disproved":
            return False
        _to_in_use(g, p, uid, "C 9-2-1")  # iii
        yield from _reaction_set_off(g, uid)
        if (yield from replaced(g, p, uid, how, target)):
            return True
        if (yield from before_resolution(g, p, uid, atk)):  # e.g. the opponent's dive (A 15-2)
            yield from _after_use(g, uid, "A 15-2")
            return True
        ctx = Context(attack=atk, full_power=full_power, origin=origin, reacting_to=reacting_to, as_reaction=how == "reaction", disproved=judged == "failed", **_frozen(g, p, uid, origin))
        # A real attack card's coded "as you use this card" text (a script with the on_use timing, e.g.
        # Honoka's In the Name of This Flag) resolves once the card is in use, before its attack.
        as_used = [e for e in d.effects if e.timing == "on_use" and e.op == "script"]
        if as_used:
            yield from resolve_effects(g, uid, p, as_used, "C 9-2-1", ctx)
        yield from resolve_attack(g, atk, ctx)  # iv
        yield from _after_use(g, uid, "C 9-2-1")  # v
    elif d.type == "action":
        _pay_cost(g, p, uid, "C 9-2-2", free, how)
        yield from _pay_discards(g, p, uid, free)  # i
        if declared and not (yield from _judged(g, p, uid)):
            return False
        judged = (yield from _disproof(g, p, uid)) if perjury else None
        if judged == "disproved":
            return False
        _to_in_use(g, p, uid, "C 9-2-2")  # ii
        yield from _reaction_set_off(g, uid)
        if (yield from replaced(g, p, uid, how, target)):
            return True
        if (yield from before_resolution(g, p, uid, None)):
            yield from _after_use(g, uid, "A 15-2")
            return True
        effects = [e for e in d.effects if e.timing == "on_use"]
        ctx = Context(attack=target, full_power=full_power, origin=origin, reacting_to=reacting_to, as_reaction=how == "reaction", disproved=judged == "failed", **_frozen(g, p, uid, origin))
        yield from resolve_effects(g, uid, p, effects, "C 9-2-2", ctx)
        yield from _after_use(g, uid, "C 9-2-2")  # iv
    elif d.type == "enhancement":
        _pay_cost(g, p, uid, "C 9-2-3", free, how)
        yield from _pay_discards(g, p, uid, free)  # i
        if declared and not (yield from _judged(g, p, uid)):
            return False
        judged = (yield from _disproof(g, p, uid)) if perjury else None
        if judged == "disproved":
            return False
        _to_in_use(g, p, uid, "C 9-2-3")  # ii
        yield from _reaction_set_off(g, uid)
        if (yield from replaced(g, p, uid, how, target)):
            return True
        if (yield from before_resolution(g, p, uid, None)):
            yield from _after_use(g, uid, "A 15-2")
            return True
        yield from _charge(g, pl, uid, charge, from_life)  # iii
        effects = [e for e in d.effects if e.timing == "on_deploy"]
        ctx = Context(attack=target, full_power=full_power, origin=origin, reacting_to=reacting_to, as_reaction=how == "reaction", disproved=judged == "failed", **_frozen(g, p, uid, origin))
        yield from resolve_effects(g, uid, p, effects, "C 9-2-3", ctx)
        if uid in s.players[p].in_use:  # v
            g.move_card(uid, "enhancements", p, clause="C 9-2-3")
    terminal = d.terminal or (d.terminal_if is not None and holds(g, p, d.terminal_if, uid))
    if terminal and loses_terminal(g, p, uid, origin):
        terminal = False
        g.emit("C 9-2", f"{d.name} has lost 終端 by an effect in force", card=uid)
    if full_power_turned_terminal(g, p, uid):
        terminal = True
        g.emit("C 9-2", f"{d.name} has lost 《全力》 and gained 終端 by an effect in force", card=uid)
    if terminal and p not in s.no_more_actions:
        s.no_more_actions.append(p)
        g.emit("C 9-2", f"{d.name} has 終端: player {p} uses no more cards or basic actions this turn")
    return True


def replaced(g: Game, p: int, uid: str, how: How, target: Attack | None) -> Generator[Decision, Action, bool]:
    """C 10-30: an effect in force that resolves something else instead of this card: the rest of
    the use procedure (9-2-1 iv, 9-2-2 iii, 9-2-3 iii onwards) is skipped, the attack the card made
    is removed, and the replacing effects resolve. Decision: the card then leaves 〈In-use〉 as its
    use would have ended (discard, or a used trump), which is what every such card in the pool says."""
    found = _replacement(g, p, uid, how, target)
    if found is None:
        return False
    src, holder, eff = found
    g.emit("C 10-30", f"{g.name(uid)} does not resolve: another effect resolves instead", card=uid, by=src)
    for atk in [a for a in g.state.attacks if a.source == uid]:
        g.state.attacks.remove(atk)
        g.emit("C 10-30", f"{atk.id} is removed", attack=atk.id)
    yield from resolve_effects(g, src, holder, eff.then, "C 10-30", Context(attack=target))
    yield from _after_use(g, uid, "C 10-30")
    return True


def _replacement(g: Game, p: int, uid: str, how: How, target: Attack | None) -> tuple[str, int, Effect] | None:
    """The first replacing effect in force that takes this use: by `player` (seen from the effect's
    holder), of `card_type`/`category`; with applies_to this_attack, only a reaction to the attack
    made from the effect's own card."""
    d = g.defn(uid)
    for src, holder, eff in effects_in_force(g, ("replace_use",)):
        if eff.op != "replace_use" or (holder if eff.player == "self" else 1 - holder) != p:
            continue
        if (eff.card_type is not None and d.type != eff.card_type) or (
            eff.category is not None and d.category != eff.category
        ):
            continue
        if eff.applies_to == "this_attack" and not (how == "reaction" and target is not None and target.source == src):
            continue
        return src, holder, eff
    return None


def _pay_cost(g: Game, p: int, uid: str, clause: str, free: Free = False, how: How | None = None) -> None:
    d = g.defn(uid)
    if free and (d.cost_x or (d.category == "trump" and (d.cost or d.market_cost))):
        g.emit("C 9-3-1", f"{d.name} is used without paying its cost", card=uid)
    elif d.cost_x:  # the cost is X, read as it is paid; X stays fixed for the rest of this use
        x = max(0, x_of(g, uid))
        paid = x_cost(g, p, uid)
        g.changing(uid).x = x
        if paid != x:  # a reduction lowers what is paid, not X (C 6-2-1-12)
            g.emit("C 6-2-1-12", f"the cost of {d.name} is {paid} now (X = {x})", card=uid, count=paid)
        g.emit("C 9-3-1", f"player {p} pays the cost {paid} of {d.name} (X = {x})", player=p, count=paid)
        g.move_crystals(("flare", p), ("dust",), paid, "C 9-3-1")
    elif d.category == "trump":
        cost = trump_cost(g, p, uid, how)
        if cost != (d.cost or 0):
            g.emit("C 6-2-1-12", f"the cost of {d.name} is {cost} now (printed {d.cost})", card=uid, count=cost)
        if cost:
            g.emit("C 9-3-1", f"player {p} pays the cost {cost} of {d.name}", player=p, count=cost)
            if not pay_cost_instead(g, p, uid, cost):  # e.g. a lacerated cost (A 22-10)
                g.move_crystals(("flare", p), ("dust",), cost, "C 9-3-1")
    if free == "costs":  # ignoring its costs: the additional ones too (FAQ, Kururu's Regainah)
        if additional_costs(g, p, uid) or rule_costs(g, p, uid):
            g.emit("C 9-3", f"{d.name} is used ignoring its costs: no additional cost is paid", card=uid)
        return
    for src, dst, n in additional_costs(g, p, uid):
        g.emit("C 10-31", f"player {p} pays an additional cost for {d.name}", player=p, count=n)
        g.move_crystals(src, dst, n, "C 10-31")
    for src, dst, n, clause in rule_costs(g, p, uid):  # an additional rule's cost (A 9-8)
        g.emit(clause, f"player {p} pays an additional cost for {d.name}", player=p, count=n)
        g.move_crystals(src, dst, n, clause)


def _frozen(g: Game, p: int, uid: str, origin: str | None) -> dict[str, Any]:
    """The card has just come into 〈In-use〉: whether text-changing effects apply to it is fixed now
    for its whole resolution (C 9-1-3-3)."""
    return {"in_use": uid, "two_way": frozen_text(g, p, uid, origin)}


def _to_in_use(g: Game, p: int, uid: str, clause: str) -> None:
    trump = g.defn(uid).category == "trump"
    g.move_card(uid, "in_use", p, clause=clause, trump_state="in_use" if trump else None)
    card_used(g, p, uid)  # the additional rules acting as a used card comes into 〈In-use〉 (A 10-3-1-1)


def _reaction_set_off(g: Game, uid: str) -> Proc:
    """What reacting with this card set off ("when you react with another goddess's card": Tokoyo's
    Duet: Radiant Luminosity) resolves as soon as the card is used, nested, before the card itself
    resolves (C 5-5, 9-8; FAQ, Saine/Tokoyo's Ensemble: Luminosity resolves first)."""
    due = {t.key: t for t in g.triggered if t.key.split("~")[0].endswith("#reacted") and t.effect is not None}
    if not due:
        return
    g.triggered = [t for t in g.triggered if t.key not in due]
    pending = {k: (t.uid, t.holder, t.effect) for k, t in due.items() if t.effect is not None}
    yield from resolve_in_order(g, pending, "C 5-5", Context(used=uid))


def _after_use(g: Game, uid: str, clause: str) -> Proc:
    """9-2-1 v / 9-2-2 iv: a card still in 〈In-use〉 goes to discard, or back as a used trump — its
    holder's (C 7-2), even when another player used it from their own 〈In-use〉. A card whose text lets
    it go face-down instead asks its holder first."""
    inst = g.state.cards[uid]
    if g.zone_of(uid)[0] != "in_use":
        return
    d = g.defn(uid)
    if face_down_after_use(g, uid):  # A 20-6-1 v: a perjury card still face down goes face down
        g.move_card(uid, "face_down", inst.holder, clause="A 20-6-1")
        return
    if d.category in ("normal", "poison"):  # a poison is used like a normal card (A 7-2-1)
        if d.face_down_after_use and (yield from ask_yes_no(g, inst.holder, "may", clause, {"card": uid})):
            g.move_card(uid, "face_down", inst.holder, clause=clause)
            return
        g.move_card(uid, "discard", inst.holder, clause=clause)
    else:
        g.move_card(uid, "trumps", inst.holder, clause=clause, trump_state="used")


def _charge_shift(g: Game, p: int, uid: str) -> int:
    """C 10-35-2: effects in force count the charge X higher or lower when the card is used."""
    shift = sum(
        eff.amount
        for _src, holder, eff in effects_in_force(g, ("modify_charge",))
        if eff.op == "modify_charge"
        and eff.applies_to != "this_card"
        and (holder if eff.player == "self" else 1 - holder) == p
    )
    # The card's own constant text "this card's charge is X smaller" (`applies_to: this_card`, X read
    # from `amount_of` as the card is used: Yatsuha's Flower Harvest and the mirror count, A 14-2-1).
    for eff in g.defn(uid).effects:
        if eff.op == "modify_charge" and eff.timing == "constant" and eff.applies_to == "this_card":
            shift += eff.amount * (quantity(g, p, eff.amount_of, uid) if eff.amount_of else 1)
    if shift:
        g.emit("C 10-35-2", f"the charge of {g.name(uid)} counts {shift:+d}", card=uid, count=shift)
    return shift


def _may_charge_from_supply(g: Game, p: int, uid: str) -> bool:
    """The card's own constant text lets it take its charge from 〈Out of game〉 now (its condition
    holding): Yatsuha's A World Unknown, when it is the first card its user uses this game."""
    return any(
        e.op == "charge_from_supply" and e.timing == "constant" and holds(g, p, e.condition, uid)
        for e in g.defn(uid).effects
    )


def _charge(g: Game, p: Player, uid: str, charge: int | None = None, from_life: int = 0) -> Proc:
    """C 9-2-3 iii: take the charge from 〈Dust〉 and/or own 〈Aura〉, in any split (C 5-10: as many
    as there are). C 6-3: the crystals count as moving straight to 〈Enhancement〉. `charge`: the
    charge an effect lets the card be used with instead of its own; `from_life`: how many of it the
    effect takes from the user's life (Renri's Resolution), first."""
    printed = g.defn(uid).charge if charge is None else charge
    need = max(0, (printed or 0) + _charge_shift(g, p, uid))  # C 6-2-1-11 floor 0
    if from_life and need:
        taken = min(from_life, need, g.state.players[p].life)  # C 5-10: as many as there are
        g.emit("C 9-2-3", f"{taken} crystal(s) of the charge come from player {p}'s life", player=p, count=taken)
        g.move_crystals(("life", p), ("card", uid), taken, "C 9-2-3")
        need -= taken
    if (yield from charge_instead(g, p, uid, need)):  # A 17-7-1 (Megumi)
        return
    if (
        need
        and _may_charge_from_supply(g, p, uid)
        and (yield from ask_yes_no(g, p, "may", "C 9-2-3", {"card": uid, "charge_from": "out of game"}))
    ):
        g.move_crystals(("supply",), ("card", uid), need, "C 9-2-3")
        return
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
    with g.at_once():  # the crystals chosen from both zones move together (A 18-2-1-5 reads one move)
        g.move_crystals(("dust",), ("card", uid), from_dust, "C 9-2-3")
        g.move_crystals(("aura", p), ("card", uid), total - from_dust, "C 9-2-3")
