"""Korunu (No. 15): card behaviour and her additional rules (A 13).

A 13-1, 13-2, 13-4: freeze tokens come from the endless supply out of the game into a player's aura;
``KorunuState.freeze`` counts those in the aura (public), and "frozen X times" is ``freeze >= X``
(the quantities ``self.freeze`` / ``opponent.freeze``).
A 13-3: crystals and freeze tokens together fill an aura up to its cap (``Game.room``), so "the aura
has no room" (``self.aura_full``) counts both.
A 13-5: becoming frozen puts one token into the player's aura (``freeze`` below); with no room left
nothing moves (C 5-10).
A 13-6: a frozen player's focus takes one token back out instead (``focus_frozen``, replacing the
basic action through the hooks; selectable even when no crystal would move).

Facts (range, damage, charge, costs) come from the card database; only what the facts cannot say is
here.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from pydantic import ConfigDict

from ..catalogue import Behaviour, behaviour, scripted
from ..goddess_state import GoddessState
from ..hooks import GoddessRules
from ..model import STRICT, Condition, Effect, EffectTiming, PlayerState, State

if TYPE_CHECKING:
    from ..game import Game, Proc
    from ..procedures.effects import Context


@dataclass
class KorunuState(GoddessState, key="korunu"):
    """What Korunu's rules add to a player: the freeze tokens in her 〈Aura〉 (A 13-1, 13-2, public). They
    fill the aura's places as crystals do (A 13-3: ``aura_tokens``)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT
    LEGACY = ("freeze",)
    freeze: int = 0

    def aura_tokens(self) -> int:
        return self.freeze


def frozen(ps: PlayerState) -> int:
    """The freeze tokens in the player's aura ("frozen X times" is at least X, A 13-2)."""
    mine = KorunuState.of(ps)
    return 0 if mine is None else mine.freeze


OPPONENT_AURA_FULL = Condition(quantity="opponent.aura_full", compare="==", value=1)
"""The opponent's aura has no room (A 13-3: crystals and freeze tokens together)."""


def freeze(g: Game, p: int) -> bool:
    """A 13-5: one freeze token from out of the game into player p's aura; none when the aura has no
    room (A 13-3, C 5-10). True if it moved."""
    if g.room(("aura", p)) == 0:
        g.shortfalls += 1
        g.emit("C 5-10", f"player {p}'s aura has no room: no freeze token moves", player=p)
        return False
    mine = KorunuState.on(g.state.players[p])
    mine.freeze += 1
    g.emit("A 13-5", f"player {p} is frozen: a freeze token goes into the aura", player=p, count=mine.freeze)
    return True


def _freeze_opponent(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """The opponent is frozen once (A 13-5)."""
    freeze(g, 1 - me)
    yield from ()


def _freeze_opponent_until_full(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """The opponent is frozen again and again until their aura has no room (A 13-3, 13-5)."""
    while freeze(g, 1 - me):
        pass
    yield from ()


def _freeze_if_aura_taken(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Konru Ruyanpe: if the opponent took the attack's aura damage, they are frozen until their aura
    is full."""
    atk = ctx.attack
    if atk is None or atk.damage_side not in ("aura", "both"):
        g.emit("C 9-1-1-4", "the opponent did not take the aura damage: nothing happens", card=uid)
        return
    yield from _freeze_opponent_until_full(g, uid, me, ctx)


def _use_again_with_charge_4(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Poru-char To, destroyed: its holder may use it again, nested (C 9-2 by an effect, C 9-8), as if
    its charge were 4, paying its cost (C 9-3-1). Our reading: it is used from where it lies as it is
    destroyed (the enhancement zone), so once deployed again with crystals it stays (C 9-5)."""
    from ..procedures.common import ask_yes_no
    from ..procedures.use import check_use, use_card

    s = g.state
    if uid is None or uid not in s.players[s.cards[uid].holder].enhancements:
        g.emit("C 9-5", "the card is no longer in an enhancement zone: it cannot be used", card=uid)
        return
    why = check_use(g, me, uid, "effect")
    if why is not None:
        g.emit(why.clauses[0], f"{g.name(uid)} cannot be used again: {why.reason}", card=uid)
        return
    if not (yield from ask_yes_no(g, me, "may", "C 10-40", {"card": uid, "what": "use it again with charge 4"})):
        g.emit("C 10-40", f"player {me} does not use {g.name(uid)} again", player=me)
        return
    g.emit("C 9-8", f"{g.name(uid)} is used again by its own effect, as if its charge were 4", card=uid)
    yield from use_card(g, me, uid, "effect", charge=4)


def _freezes(timing: EffectTiming) -> Effect:
    return scripted(timing, _freeze_opponent)


def _wrap(amount: int = 1, condition: Condition | None = None) -> Effect:
    return Effect(timing="on_use", op="basic_action", move="wrap", amount=amount, condition=condition)


CARDS: dict[str, Behaviour] = {
    # Ice Shards: afterwards the opponent is frozen once.
    "NA-15-korunu-O-N-1": behaviour(_freezes("after_attack")),
    # Cyclone Blade: if the attack is answered, once the answering card has resolved, a two-way arrow
    # distance <-> dust of 2.
    "NA-15-korunu-O-N-2": behaviour(
        Effect(timing="constant", op="move", source="distance", dest="dust", amount=2, two_way=True, when="reacted_to"),
    ),
    # Blade Dance: +1/+1 while the opponent's aura has no room.
    "NA-15-korunu-O-N-3": behaviour(
        Effect(
            timing="constant",
            op="modify_attack",
            applies_to="this_attack",
            aura=1,
            life=1,
            condition=OPPONENT_AURA_FULL,
        ),
    ),
    # Snow Crossing: a two-way arrow distance <-> dust of 1; then, if the opponent's aura has no
    # room, its user may move a dust crystal to the distance.
    "NA-15-korunu-O-N-4": behaviour(
        Effect(timing="on_use", op="move", source="distance", dest="dust", amount=1, two_way=True),
        Effect(
            timing="on_use",
            op="if",
            condition=OPPONENT_AURA_FULL,
            then=[
                Effect(
                    timing="on_use",
                    op="may",
                    then=[Effect(timing="on_use", op="move", source="dust", dest="distance", amount=1)],
                )
            ],
        ),
    ),
    # Absolute Zero (reaction): used by a full-power action, an attack 2-5 1/2, then the opponent is
    # frozen until their aura is full. Then one wrap, and a second one if the opponent is frozen 3
    # times or more (read after the first).
    "NA-15-korunu-O-N-5": behaviour(
        Effect(timing="on_use", op="perform_attack", range=[2, 3, 4, 5], aura=1, life=2, full_power=True),
        scripted("on_use", _freeze_opponent_until_full, full_power=True),
        _wrap(),
        _wrap(condition=Condition(quantity="opponent.freeze", compare=">=", value=3)),
    ),
    # Frostbite: deployed, the opponent is frozen once; while deployed they cannot focus.
    "NA-15-korunu-O-N-6": behaviour(
        _freezes("on_deploy"),
        Effect(timing="while_deployed", op="cannot_basic_action", player="opponent", moves=["focus"]),
    ),
    # Rimethorn: deployed, its holder's first attack of her turn that is not a trump's gets +1/+1
    # (read as it is performed); while the opponent is frozen, she may leave its crystal on it in her
    # start phase.
    "NA-15-korunu-O-N-7": behaviour(
        Effect(
            timing="while_deployed",
            op="modify_attack",
            applies_to="own_attacks",
            aura=1,
            life=1,
            when="attack_performed",
            first_not_trump=True,
            condition=Condition(quantity="self.active", compare="==", value=1),
        ),
        Effect(
            timing="while_deployed",
            op="keep_charge",
            condition=Condition(quantity="opponent.freeze", compare=">=", value=1),
        ),
    ),
    # Poru-char To: may answer an opponent's attack as if it had 《対応》, for a cost of 4 instead of 2;
    # deployed, a two-way arrow distance <-> dust of 1 and the opponent is frozen once; destroyed, it
    # may be used again as if its charge were 4, paying its cost.
    "NA-15-korunu-O-S-4": behaviour(
        Effect(timing="on_deploy", op="move", source="distance", dest="dust", amount=1, two_way=True),
        _freezes("on_deploy"),
        scripted("on_destroy", _use_again_with_charge_4),
        reaction_cost=4,
    ),
    # Konru Ruyanpe: afterwards, if the opponent took the aura damage, they are frozen until full.
    "NA-15-korunu-O-S-1": behaviour(scripted("after_attack", _freeze_if_aura_taken)),
    # Retar Rera (reaction): if the opponent's aura has no room, the attack answered is nullified;
    # otherwise a distance crystal goes to the opponent's aura.
    "NA-15-korunu-O-S-2": behaviour(
        Effect(
            timing="on_use",
            op="if",
            condition=OPPONENT_AURA_FULL,
            then=[Effect(timing="on_use", op="nullify_attack")],
            otherwise=[Effect(timing="on_use", op="move", source="distance", dest="opponent.aura", amount=1)],
        ),
    ),
    # Upastum: afterwards the opponent is frozen once. 即再起 (C 10-8): the opponent's aura comes to
    # have no room while this trump is used (while it is in use it is not used yet, so the freeze of
    # its own attack does not bring it back).
    "NA-15-korunu-O-S-3": behaviour(
        _freezes("after_attack"),
        Effect(timing="while_used", op="immediate_resurgence", condition=OPPONENT_AURA_FULL, becomes=True),
    ),
}


# --- her additional rules inside the core's (hooks) ---------------------------------------------------


def focus_replaceable(g: Game, p: int, move: str) -> bool:
    """A 13-6: a frozen player's focus is selectable even when no crystal would move."""
    return move == "focus" and frozen(g.state.players[p]) >= 1


def focus_frozen(g: Game, p: int, move: str) -> Generator[Any, Any, bool]:
    """A 13-6: a frozen player's focus takes one freeze token out of her aura instead."""
    if not focus_replaceable(g, p, move):
        return False
    KorunuState.on(g.state.players[p]).freeze -= 1
    g.emit("A 13-6", f"player {p} is frozen: focus takes a freeze token out of the aura instead", player=p)
    return True
    yield  # a procedure: it asks nothing


def validate(s: State, p: int) -> None:
    """A 13-3: the freeze tokens in an aura are 0 or more, and with its crystals fill it up to its cap."""
    from ..validate import aura_cap, fail

    ps = s.players[p]
    n = frozen(ps)
    if n < 0 or (n and ps.aura + n > max(5, aura_cap(s, p))):
        cap = max(5, aura_cap(s, p))
        fail("aura-capacity", "A 13-3", f"player {p}'s aura would hold {ps.aura} crystals and {n} freeze tokens; cap is {cap}")


RULES = GoddessRules(
    replace_basic_action=focus_frozen,
    can_replace_basic_action=focus_replaceable,
    quantities={"freeze": lambda g, p, uid: frozen(g.state.players[p])},  # "frozen X times" (A 13-2)
    validate=validate,
)
