"""The effects of the test vocabulary (docs/soudatsu.md), resolved for a card's owner.

`clause` is the rule under which the text resolves (an action card's SD-detail-action-2, a revealed
resonance's SD-detail-resonance-4, a building's line SD-detail-building-3, a loyalist's ability
SD-detail-loyalist-2); every change the effect makes is cited under it, or under the rule the change
itself belongs to (damage to a player: SD-loss-1 is looked at at once; destruction:
SD-detail-soldier-2 / SD-detail-building-2)."""

from __future__ import annotations

from ..model import Choose, Decision, Effect, Foresee
from ..table import PLAYER_NAMES, Proc, Table


def resolve(t: Table, owner: int, source: str, effects: list[Effect], clause: str) -> Proc:
    """Resolve `effects` in printed order (our reading of SD-detail-action-2), destroying what they
    break as each one resolves; a loyalist paying for its own ability stays until the last one has
    resolved (our reading of SD-detail-loyalist-3)."""
    for e in effects:
        yield from resolve_one(t, owner, source, e, clause)
        t.destroy_broken(spare=source)


def resolve_one(t: Table, owner: int, source: str, e: Effect, clause: str) -> Proc:
    s = t.state
    me = PLAYER_NAMES[owner]
    if e.op == "damage":
        if e.target == "opponent":
            t.hurt_player(1 - owner, e.amount, clause, t.name(source))
            return
        target = yield from choose_target(t, owner, targets(t, owner, e), clause, f"{e.amount} damage")
        if target is not None:
            t.hurt_card(target, e.amount, clause, t.name(source))
    elif e.op == "gain_life":
        s.players[owner].life += e.amount
        t.emit(clause, f"player {me} gains {e.amount} life", player=owner, amount=e.amount)
    elif e.op == "draw":
        for _ in range(e.amount):
            t.draw(owner, clause)
    elif e.op == "foresee":
        for _ in range(e.amount):
            yield from foresee(t, owner, clause)
    elif e.op == "gain_durability":
        i = t.inst(source)
        i.durability = t.durability(source) + e.amount
        t.emit(clause, f"{t.name(source)} gains {e.amount} durability", card=source, amount=e.amount)
    elif e.op == "rebirth_skull":
        t.emit(
            "SD-errata-2",
            f"while this line holds, skull-mark cards in player {me}'s recursion zone have rebirth",
            card=source,
        )
    elif e.op == "put_into_play":
        hand = [u for u in s.players[owner].hand if t.card(u).kind in ("soldier", "loyalist")]
        chosen = yield from choose_target(t, owner, hand, clause, "a soldier to put into play")
        if chosen is not None:
            t.put(chosen, "play")
            t.emit(clause, f"{t.name(chosen)} is put into play without being cast", card=chosen)
            if "graveyard_unless_cast_from_recursion" in t.card(chosen).keywords:
                t.emit("SD-errata-1", f"{t.name(chosen)} was not cast, so it stays in play", card=chosen)
    else:  # "nothing": a line the document does not quote
        t.emit(clause, f"{t.name(source)}: this text is not quoted by the rules; nothing happens", card=source)


def targets(t: Table, owner: int, e: Effect) -> list[str]:
    """The cards a damage effect may be aimed at; a building without durability is none (SD-detail-building-2)."""
    if e.target == "enemy_soldier":
        return t.soldiers(1 - owner)
    if e.target == "any_soldier":
        return t.soldiers(t.state.active) + t.soldiers(1 - t.state.active)
    if e.target == "enemy_building":
        return [b for b in t.buildings(1 - owner) if t.durability(b) > 0]
    return []


def choose_target(t: Table, owner: int, candidates: list[str], clause: str, what: str) -> Proc:
    """The owner picks one of `candidates`; with none the effect does nothing (SD-detail-action-2)."""
    if not candidates:
        t.emit(clause, f"no card can take {what}; the effect does nothing")
        return None
    answer = yield Decision(
        kind="choose",
        player=owner,
        clause=clause,
        options=[Choose(player=owner, target=u) for u in candidates],
        detail={"for": what},
    )
    assert isinstance(answer, Choose)
    return answer.target


def foresee(t: Table, p: int, clause: str) -> Proc:
    """【予知】 once (SD-guide-5): look at the top card, leave it or put it at the bottom."""
    deck = t.state.players[p].deck
    if not deck:
        t.emit(clause, f"player {PLAYER_NAMES[p]} has no deck to foresee")
        return
    answer = yield Decision(
        kind="foresee",
        player=p,
        clause=clause,
        options=[Foresee(player=p, choice="keep"), Foresee(player=p, choice="bottom")],
        detail={"top": deck[0]},  # seen by the deciding player only (view.py)
    )
    assert isinstance(answer, Foresee)
    if answer.choice == "bottom":
        deck.append(deck.pop(0))
        t.emit(clause, f"player {PLAYER_NAMES[p]} puts the top card of the deck at the bottom", player=p)
    else:
        t.emit(clause, f"player {PLAYER_NAMES[p]} leaves the top card of the deck where it is", player=p)
