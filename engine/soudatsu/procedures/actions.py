"""The actions of a turn (SD-guide-7-2) and what each card kind does when it comes into use: casting
(SD-guide-7-2-1) soldiers and loyalists, actions and buildings; setting and revealing resonances; attacks
(SD-guide-7-2-2); loyalists' abilities; a seasonal building's lines."""

from __future__ import annotations

from typing import Literal

from ..model import Decision, Pass, Reveal
from ..table import PLAYER_NAMES, Proc, Table, line_at, total_steps
from .effects import resolve
from .legality import OPPONENT, reveal_refusal

ENTERS_PLAY = {
    "soldier": "SD-detail-soldier-2",
    "loyalist": "SD-detail-loyalist-2",
    "building": "SD-detail-building-2",
}


def cast(t: Table, p: int, uid: str) -> Proc:
    """SD-guide-7-2-1: cast a card from the hand or (with rebirth) the recursion zone."""
    s = t.state
    source: Literal["hand", "recursion"] = "hand" if uid in s.players[p].hand else "recursion"
    d = t.card(uid)
    t.emit("SD-guide-7-2-1", f"player {PLAYER_NAMES[p]} casts {t.name(uid)} from the {source} zone", card=uid, zone=source)
    if d.kind in ENTERS_PLAY:
        t.put(uid, "play")
        t.inst(uid).cast_from = source
        t.emit(ENTERS_PLAY[d.kind], f"{t.name(uid)} enters play", card=uid)
        if "graveyard_unless_cast_from_recursion" in d.keywords:
            # SD-errata-1: the inserted text, applied as the card enters play
            if source != "recursion":
                t.put(uid, "graveyard")
                t.emit("SD-errata-1", f"{t.name(uid)} was cast from the hand, so it is put into the graveyard", card=uid)
            else:
                t.emit("SD-errata-1", f"{t.name(uid)} was cast from the recursion zone, so it stays in play", card=uid)
        if d.kind == "building" and d.lines and uid in s.players[p].play:
            yield from next_line(t, uid)  # SD-detail-building-3: the first line on entering play
    else:
        # SD-detail-action-2: resolve the text, then the card is used up
        t.remove(uid)
        s.resolving.append(uid)
        yield from resolve(t, p, uid, d.effects, "SD-detail-action-2")
        t.emit("SD-detail-action-2", f"{t.name(uid)} has resolved and is used up", card=uid)
        t.dispose(uid, "used up")
    yield from respond(t)


def set_resonance(t: Table, p: int, uid: str) -> None:
    """SD-detail-resonance-2: the resonance is placed face down, and stays so until used (-3)."""
    source = "hand" if uid in t.state.players[p].hand else "recursion"
    t.put(uid, "face_down")
    t.inst(uid).set_turn = t.state.turn
    t.emit("SD-detail-resonance-2", f"player {PLAYER_NAMES[p]} sets a resonance face down from the {source} zone", player=p)


def reveal(t: Table, p: int, uid: str) -> Proc:
    """SD-detail-resonance-4: turned face up, the resonance takes effect; then it is used up."""
    t.remove(uid)
    t.state.resolving.append(uid)
    t.emit("SD-detail-resonance-4", f"player {PLAYER_NAMES[p]} reveals {t.name(uid)}", card=uid)
    yield from resolve(t, p, uid, t.card(uid).effects, "SD-detail-resonance-4")
    t.dispose(uid, "used up")


def respond(t: Table) -> Proc:
    """The moments the engine offers the player whose turn it is not to reveal a resonance (our reading
    of SD-detail-resonance-4): after an attack is declared, and after a cast card has resolved."""
    q = 1 - t.state.active
    while True:
        ready = [u for u in t.state.players[q].face_down if reveal_refusal(t, q, u) is None]
        if not ready:
            return
        answer = yield Decision(
            kind="respond",
            player=q,
            clause="SD-detail-resonance-4",
            options=[*(Reveal(player=q, card=u) for u in ready), Pass(player=q)],
        )
        if not isinstance(answer, Reveal):
            return
        yield from reveal(t, q, answer.card)


def attack(t: Table, p: int, attacker: str, target: str) -> Proc:
    """SD-guide-7-2-2 with SD-detail-soldier-3 .. 5: declare, let the opponent answer, deal the damage."""
    s = t.state
    s.attacked.append(attacker)  # SD-detail-soldier-4: one attack per soldier per turn (our reading)
    aimed = f"player {PLAYER_NAMES[1 - p]}" if target == OPPONENT else t.name(target)
    t.emit("SD-guide-7-2-2", f"{t.name(attacker)} attacks {aimed}", attacker=attacker, target=target)
    yield from respond(t)
    if attacker not in s.players[p].play or (target != OPPONENT and target not in s.players[1 - p].play):
        t.emit("SD-detail-resonance-4", "the attacker or its target has left play: the attack does nothing")
        return
    power = t.attack_of(attacker)
    if target == OPPONENT:
        t.hurt_player(1 - p, power, "SD-guide-7-2-2", t.name(attacker))
        return
    if t.card(target).kind == "building":
        t.hurt_card(target, power, "SD-guide-7-2-2", t.name(attacker))
    else:
        # SD-detail-soldier-5: each takes the other's attack, at once
        back = t.attack_of(target)
        t.hurt_card(target, power, "SD-detail-soldier-5", t.name(attacker))
        t.hurt_card(attacker, back, "SD-detail-soldier-5", t.name(target))
    t.destroy_broken()


def use_ability(t: Table, p: int, uid: str, k: int) -> Proc:
    """SD-detail-loyalist-2: pay by moving the health cap, resolve; SD-detail-loyalist-3: a loyalist whose
    cap came down to its damage is destroyed once the effect has resolved."""
    ability = t.card(uid).abilities[k]
    i = t.inst(uid)
    i.health = t.health(uid) + ability.cost
    t.state.abilities_used.append(uid)
    t.emit(
        "SD-detail-loyalist-2",
        f"{t.name(uid)} uses ability {k} ({ability.cost:+d}): its health cap is now {i.health}",
        card=uid,
        cost=ability.cost,
    )
    yield from resolve(t, p, uid, ability.effects, "SD-detail-loyalist-2")
    t.destroy_broken()


def next_line(t: Table, uid: str) -> Proc:
    """SD-detail-building-3: process the building's next line; after the last one it leaves play
    (SD-detail-building-5) unless it holds durability (SD-detail-building-6)."""
    d = t.card(uid)
    i = t.inst(uid)
    i.seasons += 1
    line = line_at(d, i.seasons)
    assert line is not None
    total = total_steps(d)
    clause = "SD-detail-building-4" if line.steps > 1 else "SD-detail-building-3"
    t.emit(clause, f"{t.name(uid)} processes its {line.label} line ({i.seasons} of {total})", card=uid, line=line.label)
    yield from resolve(t, i.owner, uid, line.effects, "SD-detail-building-3")
    if i.seasons < total or uid not in t.state.players[i.owner].play:
        return
    if t.durability(uid) > 0:
        t.emit("SD-detail-building-6", f"{t.name(uid)} holds durability after its last line: it stays in play", card=uid)
    else:
        t.emit("SD-detail-building-5", f"{t.name(uid)} has processed its last line and leaves play", card=uid)
        t.dispose(uid, "used up")
