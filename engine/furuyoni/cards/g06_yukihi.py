"""Yukihi (No. 06) and her another version 『社交界』 (A1): card behaviour, and her additional rules.

A 4-1-1: a player who harbors Yukihi has an umbrella, closed at the start of the duel, open or closed
from then on, seen by everyone (``YukihiState.umbrella``; None for a player without one).
A 4-2: a card with umbrella icons has a closed and an open side (``CardDef.opened``); its range, damages
and text are those of the side its holder's umbrella shows (``umbrella_side``, which ``Game.defn``
consults through the hooks ``card_face`` and ``card_side``), and nothing of either side for a holder
without an umbrella.
A 4-3: toggling the umbrella (``toggle``; the effect op ``toggle_umbrella``).
A 4-4: in her own end phase the player may toggle it (``end_phase_toggle``).

Facts (range, damage, costs, both sides' ranges and damages) come from the card database; only what
the facts cannot say is here.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, ClassVar, Literal

from pydantic import ConfigDict

from ..catalogue import Behaviour, behaviour, scripted, umbrella_sides
from ..goddess_state import GoddessState
from ..hooks import GoddessRules
from ..model import STRICT, CardDef, Condition, Effect, PlayerState, State
from ..validate import fail

if TYPE_CHECKING:
    from ..game import Game, Proc
    from ..procedures.effects import Context

UMBRELLA_GODDESS = "yukihi"


@dataclass
class YukihiState(GoddessState, key="yukihi"):
    """What Yukihi adds to a player: her umbrella, closed or open, public (A 4-1-1); None: no umbrella."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT
    LEGACY = ("umbrella",)
    umbrella: Literal["closed", "open"] | None = None


def umbrella(ps: PlayerState) -> str | None:
    """The player's umbrella, "closed" or "open", or None for a player without one (A 4-1-1)."""
    mine: YukihiState | None = ps.goddess.get("yukihi")  # read at every scan of effects in force: kept short
    return None if mine is None else mine.umbrella


def harbors_yukihi(goddesses: list[str]) -> bool:
    """Is Yukihi (in any form: ``yukihi``, ``yukihi-a1``) among these goddesses?"""
    return any(g == UMBRELLA_GODDESS or g.startswith(f"{UMBRELLA_GODDESS}-") for g in goddesses)


def umbrella_at_start(ps: PlayerState) -> None:
    """A 4-1-1: the umbrella is closed when the duel starts."""
    if harbors_yukihi(ps.goddesses):
        YukihiState.on(ps).umbrella = "closed"


def umbrella_side(d: CardDef, umbrella: str | None) -> CardDef:
    """A 4-2: the information of an umbrella-icon card for its holder's umbrella. Without an umbrella
    the card has no text, 0/0 damage and a range with no element."""
    if umbrella == "closed":
        return d
    if umbrella == "open" and d.opened is not None:
        o = d.opened
        return replace(d, range=o.range, aura_damage=o.aura_damage, life_damage=o.life_damage, effects=o.effects)
    return replace(d, range=[], aura_damage=0, life_damage=0, effects=[])


def toggle(g: Game, p: int) -> Proc:
    """A 4-3: the player's umbrella turns to its other state; a player without one does nothing.

    What her turning it sets off (``when: umbrella_toggle``) is what is in force as she turns it, so
    an umbrella-icon card is read on the side it showed before (our reading: Gentle Snow, whose open
    side brings it back unused, comes back when an open umbrella closes, not when it opens). Those
    effects then resolve by the state rules (C 5-5)."""
    from ..procedures.common import resolve_in_order
    from ..statuses import effects_in_force, set_off_at

    ps = g.state.players[p]
    if umbrella(ps) is None:
        g.emit("A 4-3", f"player {p} has no umbrella: toggling it does nothing", player=p)
        return
    mine = YukihiState.on(ps)
    due = {
        f"{uid}#umbrella_toggle": (uid, holder, eff)
        for uid, holder, eff in effects_in_force(g, keep=set_off_at("umbrella_toggle"))
        if eff.when == "umbrella_toggle" and holder == p
    }
    mine.umbrella = "open" if mine.umbrella == "closed" else "closed"
    g.emit("A 4-3", f"player {p} {'opens' if mine.umbrella == 'open' else 'closes'} the umbrella", player=p)
    yield from resolve_in_order(g, due, "C 5-5")


def end_phase_toggle(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """A 4-4: the rule effect of the player who harbors Yukihi: in her end phase she may toggle."""
    from ..procedures.common import ask_yes_no

    if (yield from ask_yes_no(g, me, "may", "A 4-4", {"rule": "A 4-4"})):
        g.emit("A 4-4", f"player {me} turns the umbrella in the end phase", player=me)
        yield from toggle(g, me)
    else:
        g.emit("A 4-4", f"player {me} leaves the umbrella {umbrella(g.state.players[me])}", player=me)


END_PHASE_TOGGLE = scripted("constant", end_phase_toggle, when="end_phase")


def umbrella_rules(g: Game, when: str) -> list[tuple[str, int, Effect]]:
    """A 4-4 is due in the end phase of an active player who has an umbrella (she harbors Yukihi)."""
    state = g.state
    p = state.active
    if when != "end_phase" or umbrella(state.players[p]) is None:
        return []
    return [(f"rule:A-4-4#{p}", p, END_PHASE_TOGGLE)]


def toggle_effect(g: Game, uid: str | None, me: int, target: int, eff: Effect, ctx: Context) -> Proc:
    """The effect op ``toggle_umbrella``: the targeted player toggles her umbrella (A 4-3)."""
    yield from toggle(g, target)


def umbrella_open(g: Game, p: int, uid: str | None) -> int:
    """1 while the player's umbrella is open (A 4-1-1); a player without an umbrella has none open."""
    return int(umbrella(g.state.players[p]) == "open")


def validate(s: State, p: int) -> None:
    """A 4-1-1: the umbrella belongs to the player who harbors Yukihi (a position without goddesses, as
    scenarios write them, may give any player one)."""
    ps = s.players[p]
    if ps.goddesses and (umbrella(ps) is not None) != harbors_yukihi(ps.goddesses):
        has = "has an umbrella" if umbrella(ps) is not None else "has no umbrella"
        fail("umbrella", "A 4-1-1", f"player {p} {has}, harboring {', '.join(ps.goddesses)}")


RULES = GoddessRules(
    at_start=umbrella_at_start,
    rule_effects=umbrella_rules,
    card_face=umbrella,
    card_side=umbrella_side,
    ops={"toggle_umbrella": toggle_effect},
    quantities={"umbrella_open": umbrella_open},
    validate=validate,
)


def reveal_for_aura(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Wield, in its holder's hand as she turns her umbrella: she may show it, and if she does, one
    crystal goes from the dust to her aura (C 9-1-1-2: a constant effect works in the hand)."""
    from ..procedures.common import ask_yes_no

    assert uid is not None  # a card's own effect (its condition: it lies in its holder's hand)
    if not (yield from ask_yes_no(g, me, "may", "C 10-40", {"card": uid})):
        g.emit("C 10-40", f"player {me} does not reveal {g.name(uid)}", player=me)
        return
    g.emit("C 9-1-1-2", f"player {me} reveals {g.name(uid)} from hand", player=me, card=uid)
    g.move_crystals(("dust",), ("aura", me), 1, "C 10-1")


def resurge(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """即再起 (C 10-8): this used trump becomes unused again, in its holder's trump zone."""
    if uid is None or uid not in g.state.players[me].trumps or g.state.cards[uid].trump_state != "used":
        g.emit("C 10-8", "the trump is no longer used: nothing happens", card=uid)
        return
    g.move_card(uid, "trumps", me, clause="C 10-8", trump_state="unused")
    yield from ()


def weave_on_first_use(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Graceful Weave, closed: the first time in each of her own turns that she uses a normal card of
    another goddess (C 10-15), after it resolves she may gain 1 concentration and put 3 crystals
    from the dust on this card."""
    from ..attacks import other_goddess_card
    from ..procedures.common import ask_yes_no

    s = g.state

    def other_normal(u: str) -> bool:  # a card of two goddesses is each one's (FAQ, Ensemble)
        return g.defn(u).category == "normal" and other_goddess_card(g, uid, u)

    firsts = [u for u in s.players[me].records.used_cards if u in s.cards and other_normal(u)]
    if s.active != me or not firsts or firsts[0] != ctx.used:
        return
    if (yield from ask_yes_no(g, me, "may", "C 10-40", {"card": uid})):
        g.gain_concentration(me, 1, "C 5-1-2")
        g.move_crystals(("dust",), ("card", uid), 3, "C 10-1")
    else:
        g.emit("C 10-40", "declined", player=me)


def use_from_discard(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Warp, open: if she has used no other card this turn, she chooses one card of another goddess
    (C 10-15) from her discard pile that is not full-power and uses it, nested (C 9-2, 9-8). A card
    whose use will be illegal may be chosen; that use does nothing (FAQ, Oboro's Shadow Cloning)."""
    from ..attacks import other_goddess_card
    from ..model import Decision, UseCard
    from ..procedures.common import ask
    from ..procedures.use import choice_options, use_chosen
    from ..statuses import is_full_power

    s = g.state
    if any(u != uid for u in s.players[me].records.used_cards) or s.players[me].records.cards_used > 1:
        g.emit("C 9-2", f"player {me} has used another card this turn: no card is used", player=me)
        return
    p = 0 if me == 0 else 1
    cards = [u for u in s.players[me].discard if other_goddess_card(g, uid, u) and not is_full_power(g, u)]
    if not cards:
        g.emit("C 9-2", f"player {me} has no such card in her discard pile", player=me)
        return
    options = choice_options(g, me, cards)
    ans = yield from ask(g, Decision(kind="use_card", player=p, clause="C 9-2", options=options, detail={"card": uid}))
    assert isinstance(ans, UseCard)
    yield from use_chosen(g, me, ans.card, as_card=ans.as_card)


def to_deck_bottom(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """This card (C 10-11) goes to the bottom of its holder's deck, from wherever it is used."""
    if uid is not None and g.zone_of(uid)[0] == "in_use":
        g.move_card(uid, "deck", g.state.cards[uid].holder, bottom=True, clause="C 7-1-6")
    yield from ()


def _toggle(**kw: Any) -> Effect:
    return Effect(timing=kw.pop("timing", "on_use"), op="toggle_umbrella", **kw)


def _arrow(timing: str, source: str, dest: str, amount: int = 1) -> Effect:
    return Effect(timing=timing, op="move", source=source, dest=dest, amount=amount)  # type: ignore[arg-type]


def _this_attack_gets(aura: int, life: int) -> Effect:
    """While your enhancements carry 4 crystals or more in all, this attack gets +aura/+life."""
    return Effect(
        timing="constant",
        op="modify_attack",
        applies_to="this_attack",
        aura=aura,
        life=life,
        condition=Condition(quantity="self.enhancement_crystals", compare=">=", value=4),
    )


def _next_other_attack(range_class: Literal["expand_far", "expand_near"]) -> Effect:
    """After the attack: your next attack this turn made by another goddess (C 10-15) gets this range
    expansion by 1 (C 10-4)."""
    return Effect(
        timing="after_attack",
        op="modify_attack",
        applies_to="next_attack",
        range_class=range_class,
        amount=1,
        other_goddess=True,
    )


CARDS: dict[str, Behaviour] = {
    # Hidden Needles / Kept Needles: both sides are plain attacks.
    "NA-06-yukihi-O-N-1": umbrella_sides(),
    # Preparation / Fake Out: closed, after the attack the card comes back to hand and the umbrella
    # turns; open, no text.
    "NA-06-yukihi-O-N-2": umbrella_sides(
        closed=(Effect(timing="after_attack", op="return_to_hand"), _toggle(timing="after_attack"))
    ),
    # Hidden Power / Chain Reel: after the attack, closed, one crystal either way between the dust and
    # the distance (a two-way arrow, C 10-1); open, two crystals from the distance to the dust.
    "NA-06-yukihi-O-N-3": umbrella_sides(
        closed=(Effect(timing="after_attack", op="move", source="dust", dest="distance", two_way=True),),
        opened=(_arrow("after_attack", "distance", "dust", 2),),
    ),
    # Swing / Pierce: both sides are plain (full-power) attacks.
    "NA-06-yukihi-O-N-4": umbrella_sides(),
    # Pull Back / Advance: closed, one crystal from the dust to the distance; open, the other way.
    "NA-06-yukihi-O-N-6": umbrella_sides(
        closed=(_arrow("on_use", "dust", "distance"),), opened=(_arrow("on_use", "distance", "dust"),)
    ),
    # Bind: deployed, one crystal from the distance to the dust; destroyed, one back; while your
    # umbrella is open, both arrows run the other way (C 10-2).
    "NA-06-yukihi-O-N-7": behaviour(
        _arrow("on_deploy", "distance", "dust"),
        _arrow("on_destroy", "dust", "distance"),
        Effect(
            timing="constant",
            op="reverse_arrows",
            condition=Condition(quantity="self.umbrella_open", compare="==", value=1),
        ),
    ),
    # Swaying Flame: both sides are plain attacks (closed 0/0 far, open 4/5 at distance 0).
    "NA-06-yukihi-O-S-2": umbrella_sides(),
    # Soft Heart: while deployed, your attacks made from umbrella-icon cards (hers only) have the
    # ranges of both sides.
    "NA-06-yukihi-O-S-3": behaviour(
        Effect(timing="while_deployed", op="modify_attack", applies_to="own_attacks", range_class="umbrella_sides")
    ),
    # Wield: turn the umbrella, then one crystal from the dust to your aura; and from the hand, each
    # time you turn it, you may reveal this card for one crystal from the dust to your aura.
    "NA-06-yukihi-O-N-5": behaviour(
        _toggle(),
        _arrow("on_use", "dust", "self.aura"),
        scripted(
            "constant",
            reveal_for_aura,
            when="umbrella_toggle",
            condition=Condition(quantity="this.in_hand", compare="==", value=1),
        ),
    ),
    # Gentle Snow: closed, a 3/1 that gives 1 concentration after the attack; open, a 0/0 with no
    # attack text, which comes back unused when you turn the umbrella (即再起, C 10-8).
    "NA-06-yukihi-O-S-1": umbrella_sides(
        closed=(Effect(timing="after_attack", op="gain_concentration"),),
        opened=(scripted("while_used", resurge, when="umbrella_toggle"),),
    ),
    # Abrupt Transformation: turn the umbrella, then one crystal from the dust to your aura.
    "NA-06-yukihi-O-S-4": behaviour(_toggle(), _arrow("on_use", "dust", "self.aura")),
    # Cooperate / Coerce: with 4 or more crystals on your enhancements, +0/+1 closed, +1/+0 open.
    "NA-06-yukihi-A1-N-2": umbrella_sides(closed=(_this_attack_gets(0, 1),), opened=(_this_attack_gets(1, 0),)),
    # Graceful Weave: closed, see ``weave_on_first_use``; open, at the start of your start phase it
    # performs an attack of range 0-5, 2/2.
    "NA-06-yukihi-A1-S-2": umbrella_sides(
        closed=(scripted("while_deployed", weave_on_first_use, when="card_used"),),
        opened=(
            Effect(
                timing="while_deployed",
                op="perform_attack",
                when="start_phase",
                range=[0, 1, 2, 3, 4, 5],
                aura=2,
                life=2,
                condition=Condition(quantity="self.active", compare="==", value=1),
            ),
        ),
    ),
    # Weft / Warp: closed, your next attack this turn of another goddess gets range expansion far 1
    # and near 1, and this card goes to the bottom of your deck; open, see ``use_from_discard``.
    "NA-06-yukihi-A1-N-4": umbrella_sides(
        closed=(
            _next_other_attack("expand_far"),
            _next_other_attack("expand_near"),
            scripted("after_attack", to_deck_bottom),
        ),
        opened=(scripted("after_attack", use_from_discard),),
    ),
}
