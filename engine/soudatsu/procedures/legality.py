"""What the active player may do in a turn (SD-guide-7-2), and why anything else is refused.

Each rule's check exists once: the options of a decision are the candidates its check lets through,
and an answer outside them is explained by the same check, so the legal options and the refusals
never disagree (ARCHITECTURE decisions 2 and 3)."""

from __future__ import annotations

from ..model import Action, Attack, Cast, EndTurn, Reveal, SetResonance, UseAbility
from ..table import Illegal, Table

OPPONENT = "opponent"  # the target of an attack on the opposing player (SD-guide-7-2-2)


def _playable_from(t: Table, p: int, uid: str, what: str) -> Illegal | None:
    """SD-guide-7-2-1: from the hand, or from the recursion zone with rebirth."""
    s = t.state
    if uid in s.players[p].hand:
        return None
    if uid in s.players[p].recursion:
        if t.has_rebirth(uid):
            return None
        return Illegal(["SD-guide-7-2-1"], f"{t.name(uid)} is in the recursion zone without rebirth, so it cannot be {what}")
    where = t.zone_of(uid)
    place = f"player {'AB'[where[0]]}'s {where[1]}" if where else "no zone"
    return Illegal(["SD-guide-7-2-1"], f"{t.name(uid)} lies in {place}; cards are {what} from their owner's hand")


def cast_refusal(t: Table, p: int, uid: str) -> Illegal | None:
    if uid not in t.state.cards:
        return Illegal(["SD-guide-7-2-1"], f"there is no card {uid!r}")
    if t.card(uid).kind == "resonance":
        return Illegal(["SD-detail-resonance-2"], f"{t.name(uid)} is a resonance: it is set face down, not cast")
    return _playable_from(t, p, uid, "cast")


def set_refusal(t: Table, p: int, uid: str) -> Illegal | None:
    if uid not in t.state.cards:
        return Illegal(["SD-detail-resonance-2"], f"there is no card {uid!r}")
    if t.card(uid).kind != "resonance":
        return Illegal(["SD-detail-resonance-2"], f"{t.name(uid)} is not a resonance: only resonances are set face down")
    return _playable_from(t, p, uid, "set")


def attack_refusal(t: Table, p: int, attacker: str, target: str) -> Illegal | None:
    s = t.state
    if attacker not in t.soldiers(p):
        return Illegal(["SD-detail-soldier-3"], f"{attacker!r} is not a soldier or loyalist of player {'AB'[p]} in play")
    if attacker in s.attacked:
        return Illegal(["SD-detail-soldier-4"], f"{t.name(attacker)} has already attacked this turn (one attack per turn)")
    if target == OPPONENT:
        return None
    if target in s.players[p].play:
        return Illegal(["SD-guide-7-2-2"], f"{t.name(target)} is on the attacker's own side; attacks target the opponent's")
    if target not in s.players[1 - p].play:
        return Illegal(["SD-guide-7-2-2"], f"{target!r} is not the opponent or a card of theirs in play")
    if t.card(target).kind == "building" and t.durability(target) <= 0:
        return Illegal(
            ["SD-guide-7-2-2", "SD-detail-building-2"], f"{t.name(target)} has no durability for an attack to lower"
        )
    return None


def ability_refusal(t: Table, p: int, uid: str, k: int) -> Illegal | None:
    s = t.state
    if uid not in t.soldiers(p) or t.card(uid).kind != "loyalist":
        return Illegal(["SD-detail-loyalist-2"], f"{uid!r} is not a loyalist of player {'AB'[p]} in play")
    abilities = t.card(uid).abilities
    if not 0 <= k < len(abilities):
        return Illegal(["SD-detail-loyalist-2"], f"{t.name(uid)} has no ability number {k}")
    if uid in s.abilities_used:
        return Illegal(["SD-detail-loyalist-2"], f"{t.name(uid)} has already used an ability this turn")
    left = t.health(uid) - t.inst(uid).damage
    if -abilities[k].cost > left:
        return Illegal(
            ["SD-detail-loyalist-3"],
            f"{t.name(uid)} cannot pay {abilities[k].cost}: it has {left} health left above its {t.inst(uid).damage} damage",
        )
    return None


def reveal_refusal(t: Table, p: int, uid: str) -> Illegal | None:
    s = t.state
    if uid not in s.players[p].face_down:
        return Illegal(["SD-detail-resonance-4"], f"{uid!r} is not a face-down resonance of player {'AB'[p]}")
    set_turn = t.inst(uid).set_turn
    if set_turn is not None and s.turn == set_turn + 1:
        return Illegal(
            ["SD-detail-resonance-4"],
            f"{t.name(uid)} was set in turn {set_turn}; it cannot be revealed in the opponent's turn right after",
        )
    return None


def main_options(t: Table, p: int) -> list[Action]:
    """Every legal action of the active player (SD-guide-7-2): complete, so anything else is illegal."""
    s = t.state
    ps, opp = s.players[p], s.players[1 - p]
    options: list[Action] = []
    for uid in ps.hand + ps.recursion:
        if cast_refusal(t, p, uid) is None:
            options.append(Cast(player=p, card=uid))
        elif set_refusal(t, p, uid) is None:
            options.append(SetResonance(player=p, card=uid))
    for attacker in t.soldiers(p):
        for target in [OPPONENT, *opp.play]:
            if attack_refusal(t, p, attacker, target) is None:
                options.append(Attack(player=p, attacker=attacker, target=target))
        if t.card(attacker).kind == "loyalist":
            for k in range(len(t.card(attacker).abilities)):
                if ability_refusal(t, p, attacker, k) is None:
                    options.append(UseAbility(player=p, card=attacker, ability=k))
    options += [Reveal(player=p, card=uid) for uid in ps.face_down if reveal_refusal(t, p, uid) is None]
    options.append(EndTurn(player=p))
    return options


def refusal(t: Table, action: Action) -> Illegal | None:
    """The check of a main-phase action, for explaining an answer that is not among the options."""
    p = action.player
    if isinstance(action, Cast):
        return cast_refusal(t, p, action.card)
    if isinstance(action, SetResonance):
        return set_refusal(t, p, action.card)
    if isinstance(action, Attack):
        return attack_refusal(t, p, action.attacker, action.target)
    if isinstance(action, UseAbility):
        return ability_refusal(t, p, action.card, action.ability)
    if isinstance(action, Reveal):
        return reveal_refusal(t, p, action.card)
    return None
