"""The attack (攻撃, chapter 9): a rule action with the timing [普通], the cost "exhaust every ready unit
of one's own", the target "the enemy party" and the effect "deal attack damage to it" (MC 9.1).

Attack damage (MC 9.3): the attacking units' attacks are summed (a negative attack counts 0, 9.2), and
every unit of the attacked party takes, all at once, that total less the defences of the units ahead
of it in the formation — or nothing once those defences reach the total.
"""

from __future__ import annotations

from .. import triggers
from ..duel import Duel, Proc
from ..model import Battle, Declaration, Unit
from ..rules import rule_processing
from ..stats import attack, defence
from ..triggers import damaged


def allot(total: int, defences: list[int]) -> list[int]:
    """MC 9.3: the damage each unit of the attacked party takes, front first."""
    amounts: list[int] = []
    ahead = 0
    for d in defences:
        amounts.append(total - ahead if total > ahead else 0)
        ahead += d
    return amounts


def attack_total(g: Duel, units: list[Unit]) -> int:
    """MC 9.2, 9.3: the sum of the attackers' attacks, each 0 at least (4.5.3, 4.6.3)."""
    return sum(max(0, attack(g, u)) for u in units)


def can_attack(g: Duel, c: Battle, side: int) -> bool:
    """MC 9.5: no attack without units on both sides, or when every unit of one's own is exhausted."""
    t = g.terrain(c.area)
    assert t is not None
    own = g.party(t, side)
    return bool(own) and bool(g.party(t, 1 - side)) and any(not u.exhausted for u in own)


def declare_attack(g: Duel, c: Battle, side: int) -> Declaration:
    """MC 9.1: every ready unit of the side attacks (9.2: an attack of 0 or less too)."""
    t = g.terrain(c.area)
    assert t is not None
    participants = [u.card for u in g.party(t, side) if not u.exhausted]
    targets = [u.card for u in g.party(t, 1 - side)]
    g.emit(
        "MC-9-1", f"player {side} declares an attack with {len(participants)} units", player=side, units=participants
    )
    triggers.phase_start(g, "attack_declared")  # MC 14.7.3.6: ● abilities "when an attack is declared"
    return Declaration(player=side, kind="attack", participants=participants, targets=targets)


def deal_attack_damage(g: Duel, attackers: list[Unit], defenders: list[Unit], clause: str) -> None:
    total = attack_total(g, attackers)
    defences = [defence(g, u) for u in defenders]
    for u, amount in zip(defenders, allot(total, defences), strict=True):
        u.damage += amount
        g.emit(
            clause,
            f"{g.name(u.card)} takes {amount} attack damage (total {total})",
            card=u.card,
            damage=amount,
            total=total,
        )
        damaged(g, u, amount)  # MC 10.5.2: "damaged" triggers wait, once per damage dealt


def resolve_attack(g: Duel, c: Battle, decl: Declaration) -> Proc:
    """The resolution of a declared attack (MC 10.1.13-10.1.14 for the attack of 9.1)."""
    t = g.terrain(c.area)
    assert t is not None
    present = [u for u in g.party(t, decl.player) if u.card in decl.participants]
    made = [u.card for u in present if not u.exhausted]
    for u in present:  # 9.1: the cost, paid as far as it can be (10.11.3)
        u.exhausted = True
    if made:
        g.emit("MC-9-1", "the attacking units are exhausted (the attack's cost)", units=made)
    if len(present) < len(decl.participants):
        g.emit(
            "MC-10-11-9",
            "a unit of the attack has left: the cost was not paid in full and the attack deals no damage",
            units=[u for u in decl.participants if u not in {p.card for p in present}],
        )
        return
    defenders = g.party(t, 1 - decl.player)
    if not defenders:
        g.emit("MC-10-10-10", "the enemy party is gone: the attack has no target and deals no damage")
        return
    deal_attack_damage(g, present, defenders, "MC-9-3")
    yield from rule_processing(g)


def simultaneous_attack(g: Duel, c: Battle) -> Proc:
    """MC 8.3.7.4, 9.4: every ready unit attacks, both parties at once; the damage of both attacks is
    worked out before either is dealt."""
    t = g.terrain(c.area)
    assert t is not None
    hits: list[tuple[list[Unit], list[Unit], int]] = []
    for side in (c.advancing, 1 - c.advancing):
        if not can_attack(g, c, side):
            continue
        attackers = [u for u in g.party(t, side) if not u.exhausted]
        hits.append((attackers, g.party(t, 1 - side), side))
    for attackers, _, side in hits:
        for u in attackers:
            u.exhausted = True
        g.emit("MC-8-3-7-4", f"player {side}'s ready units attack", player=side, units=[u.card for u in attackers])
    planned = [
        (defenders, allot(attack_total(g, attackers), [defence(g, u) for u in defenders]), attack_total(g, attackers))
        for attackers, defenders, _ in hits
    ]
    for defenders, amounts, total in planned:  # 9.4: dealt to both parties at once
        for u, amount in zip(defenders, amounts, strict=True):
            u.damage += amount
            g.emit(
                "MC-9-4", f"{g.name(u.card)} takes {amount} attack damage (total {total})", card=u.card, damage=amount
            )
            damaged(g, u, amount)  # MC 10.5.2
    yield from rule_processing(g)
