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

from typing import TYPE_CHECKING

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


CARDS: dict[str, Behaviour] = {
    # Better Part of Valor: a reacting trump attack that turns the non-trump attack it answers away
    "NA-20-kanawe-O-S-3": behaviour(scripted("after_attack", _valor_after)),
}
