"""Kanawe (No. 20): card behaviour. Her additional rules (A 18: plan cards, the story board and its
current act) are not encoded yet: the story board's layout (its acts, their colours and numbers, its
lines and which of them bear a trial) is printed on the board and given neither by the rules text nor
by the card data, so A 18-3-1 and A 18-6 cannot be resolved without guessing (see the decision on
A 18-6 in clause_meta.toml). Until they are, her form is refused at deck choice (her plan cards and
act-dependent cards stay unencoded); only the cards whose behaviour does not depend on the current act
or on plan cards are encoded here.

Facts (range, damage, costs) come from the card database; only what the facts cannot say is here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..model import Choose, Decision, Decline
from ..procedures import terms
from ..procedures.common import ask
from ..procedures.effects import _nullify, answered_attack
from .registry import Behaviour, behaviour, scripted

if TYPE_CHECKING:
    from ..game import Game, Proc
    from ..procedures.effects import Context


def _valor_after(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Better Part of Valor, after its attack: the attack it answers is nullified unless it is a trump's
    (C 9-4 ii); when that attack was made from a normal card, that card goes from 〈In-use〉 to the top
    of its holder's deck (C 7-1-6), so its use ends with the card no longer in use (C 9-2-1 v moves
    nothing). Our reading: the second sentence is its own condition, so an unnullifiable normal attack
    still has its card put on the deck (and then resolves from no card)."""
    atk = answered_attack(g, me, ctx)
    if atk is None:
        g.emit("C 9-4 ii", "no attack answered: nothing happens", card=uid)
    elif atk.category == "trump":
        g.emit("C 9-4 ii", f"{atk.id} is a trump's attack: it is not nullified", attack=atk.id)
    else:
        _nullify(g, atk, "nullify_attack", "C 9-4 ii")
        src = atk.source
        if atk.category == "normal" and src is not None and g.zone_of(src)[0] == "in_use":
            g.move_card(src, "deck", g.state.cards[src].holder, clause="C 7-1-6")
    yield from ()


def _unchosen(g: Game, me: int, category: str) -> list[str]:
    """The player's cards of this category left out at deck construction: face down in their
    〈Out of game〉 (C 7-1-16); a card removed from the game by an effect lies there face up (C 10-18)."""
    s = g.state
    return [
        u
        for u in s.players[me].out_of_game
        if s.cards[u].holder == me and not s.cards[u].face_up and g.defn(u).category == category
    ]


def _pick(g: Game, me: int, fits: list[str], what: str, optional: bool) -> Any:
    """Player `me` picks one of `fits` (decision ``choose``, answered by a uid), or none if `optional`;
    a compulsory choice of one card asks nothing."""
    if len(fits) == 1 and not optional:
        return fits[0]
    p: Any = 0 if me == 0 else 1
    options: list[Any] = [Choose(player=p, option=u) for u in fits]
    if optional:
        options.append(Decline(player=p))
    ans = yield from ask(g, Decision(kind="choose", player=p, clause="C 9-2-2", options=options, detail={"what": what}))
    return ans.option if isinstance(ans, Choose) else None


def _stage_use(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """The World's a Stage, used: its user may reveal a normal card from hand and remove it from the
    game (C 10-18); if she does, she reveals one of her normal cards left out at deck construction
    and adds it to her hand. Then this card leaves the game (C 10-18) and one of her trumps left out
    at deck construction comes to her trump zone unused (C 7-1-16). With no such card left out, that
    part does nothing (C 5-10)."""
    s = g.state
    normals = [u for u in s.players[me].hand if g.defn(u).category == "normal"]
    shown = (yield from _pick(g, me, normals, "normal card to reveal and remove", True)) if normals else None
    if shown is not None:
        g.emit("C 9-2-2", f"player {me} reveals {g.name(shown)} from hand", player=me, card=shown)
        terms.remove_from_game(g, shown)
        spare = _unchosen(g, me, "normal")
        if not spare:
            g.emit("C 5-10", f"player {me} has no normal card left out at deck construction", player=me)
        else:
            got = yield from _pick(g, me, spare, "left-out normal card to add to hand", False)
            g.changing(got).face_up = True
            g.emit("C 9-2-2", f"player {me} reveals {g.name(got)}", player=me, card=got)
            g.move_card(got, "hand", me, clause="C 9-2-2")
    if uid is not None:
        terms.remove_from_game(g, uid)
    trumps = _unchosen(g, me, "trump")
    if not trumps:
        g.emit("C 5-10", f"player {me} has no trump left out at deck construction", player=me)
        return
    new = yield from _pick(g, me, trumps, "left-out trump to obtain", False)
    g.move_card(new, "trumps", me, clause="C 9-2-2", trump_state="unused")


CARDS: dict[str, Behaviour] = {
    # Better Part of Valor: a reacting trump attack that turns the non-trump attack it answers away
    "NA-20-kanawe-O-S-3": behaviour(scripted("after_attack", _valor_after)),
    # The World's a Stage: swaps a normal card for a left-out one, then itself for a left-out trump
    "NA-20-kanawe-O-S-4": behaviour(scripted("on_use", _stage_use)),
}
