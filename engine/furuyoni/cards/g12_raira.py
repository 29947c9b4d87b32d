"""Raira (No. 12) and her another version 『祈祷師』 (Prayer, A1): card behaviour and her additional
rules (A 10).

A 10-1: original Raira brings her three Windbeast trumps (O-S-3-Ex1..Ex3) into 〈Extra〉; Prayer Raira
brings none there (her storm-power card, which only displays the table of A 10-5, lies out of game).
A 10-2-1: a player who harbors Raira has a wind and a thunder gauge (``RairaState.wind``/``thunder``),
0 to 20, 0 at the start, public; a player without them reads both as 0.
A 10-3-1-1: a card of another goddess used by a player harboring Raira becomes charged
(``RairaCardState.charged``); the state holds only in that player's in-use, discard, enhancement and
trump zones (``Game._charged_moved`` releases it on leaving them, on a trump turning unused, or on
crossing to another player's zone, raising no gauge).
A 10-4: her rule effects release a charged card and raise a gauge of her choice by 1: the card just
put into in-use (a state-triggered effect), any charged cards just before a chosen reshuffle, and one
charged card as a standard action of the main phase.
A 10-5: using the power of the storm (``storm``).

Facts (range, damage, costs) come from the card database; only what the facts cannot say is here.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from typing import ClassVar, Literal

from pydantic import ConfigDict

from ..attacks import other_goddess_card
from ..catalogue import Behaviour, behaviour, scripted
from ..game import Game, Proc, Trigger, as_player
from ..goddess_state import GoddessCardState, GoddessState
from ..hooks import GoddessRules
from ..model import STRICT, Action, CardDef, Choose, Condition, Decision, Decline, Effect, PlayerState, State, XValue
from ..procedures.common import ask, ask_yes_no
from ..procedures.effects import Context, resolve_effect, resolve_effects
from ..procedures.terms import pick_card
from ..statuses import effects_in_force
from ..validate import fail

Gauge = Literal["wind", "thunder"]
GAUGE_CAP = 20  # A 10-2-1
CHARGED_ZONES = ("in_use", "discard", "enhancements", "trumps")  # A 10-3-1-1


@dataclass
class RairaState(GoddessState, key="raira"):
    """What Raira adds to a player: her wind (風神) and thunder (雷神) gauges, 0 to 20, public (A 10-2-1);
    None: the player has no gauges."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT
    LEGACY = ("wind", "thunder")
    wind: int | None = None
    thunder: int | None = None


@dataclass
class RairaCardState(GoddessCardState, key="raira"):
    """What Raira's rules add to a card: its charged state (帯電, A 10-3-1-1), public."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT
    LEGACY = ("charged",)
    charged: bool = False


def harbors_raira(ps: PlayerState) -> bool:
    return any(key.split("-")[0] == "raira" for key in ps.goddesses)


def gauge(ps: PlayerState, which: str) -> int | None:
    """The player's wind or thunder gauge (A 10-2-1), None for a player without the gauges."""
    mine = RairaState.of(ps)
    return None if mine is None else getattr(mine, which)


def is_charged(g: Game, uid: str) -> bool:
    """Is the card charged (A 10-3-1-1)?"""
    mine = RairaCardState.of(g.state.cards[uid])
    return mine is not None and mine.charged


def set_charged(g: Game, uid: str, charged: bool) -> None:
    RairaCardState.on(g.changing(uid)).charged = charged


def start_player(ps: PlayerState) -> None:
    """A 10-2-1: a player harboring Raira starts the duel with both gauges at 0."""
    if harbors_raira(ps):
        RairaState.on(ps).wind = 0
        RairaState.on(ps).thunder = 0


def component_zone(goddess: str, rules_id: str) -> str | None:
    """A 10-1: Prayer Raira puts nothing into 〈Extra〉. Our reading: her storm-power card is not a card
    of play (A 10-5 only displays its table with it), so it lies out of game."""
    if goddess == "raira-a1" and rules_id == STORM_CARD:
        return "out_of_game"
    return None


# --- A 10-2-1: the gauges -------------------------------------------------------------------------------


def set_gauge(g: Game, me: int, which: Gauge, value: int, clause: str) -> None:
    """Set a gauge, within 0 and its cap of 20 (A 10-2-1); a player without gauges has none to change."""
    ps = g.state.players[me]
    old = gauge(ps, which)
    if old is None:
        g.emit("A 10-2-1", f"player {me} has no {which} gauge: nothing changes", player=me)
        return
    new = max(0, min(GAUGE_CAP, value))
    setattr(RairaState.on(ps), which, new)
    g.emit(clause, f"player {me}'s {which} gauge: {old} -> {new}", player=me, gauge=which, count=new)


def raise_gauge(g: Game, me: int, which: Gauge, n: int, clause: str) -> None:
    set_gauge(g, me, which, (gauge(g.state.players[me], which) or 0) + n, clause)


def choose_gauge(g: Game, me: int, clause: str) -> Generator[Decision, Action, Gauge]:
    p = as_player(me)
    ans = yield from ask(
        g,
        Decision(
            kind="choose",
            player=p,
            clause=clause,
            options=[Choose(player=p, option="wind"), Choose(player=p, option="thunder")],
            detail={"what": "the gauge to raise"},
        ),
    )
    assert isinstance(ans, Choose)
    return "wind" if ans.option == "wind" else "thunder"


def raise_chosen(g: Game, me: int, clause: str) -> Proc:
    """The player raises the wind or the thunder gauge, as chosen, by 1."""
    if gauge(g.state.players[me], "wind") is None:
        g.emit("A 10-2-1", f"player {me} has no gauges: nothing is raised", player=me)
        return
    which = yield from choose_gauge(g, me, clause)
    raise_gauge(g, me, which, 1, clause)


# --- A 10-3-1-1 and A 10-4: the charged state -------------------------------------------------------------


def _no_charging(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Liturgy of the Storm, used: the cards its holder uses do not become charged (read by
    ``card_used``; nothing resolves)."""
    yield from ()


NO_CHARGING = scripted("while_used", _no_charging)


def card_used(g: Game, p: int, uid: str) -> None:
    """A 10-3-1-1: a card of a goddess other than Raira, used by a player harboring Raira, becomes
    charged as it comes into in-use; A 10-4: the state rules then offer to release it (that card only).
    A card with no goddess (a test card without a user) is no goddess's card and is not charged."""
    ps = g.state.players[p]
    user = g.defn(uid).user
    if not harbors_raira(ps) or user is None or user.split("-")[0] == "raira":
        return
    if any(eff == NO_CHARGING and holder == p for _src, holder, eff in effects_in_force(g, (NO_CHARGING.op,))):
        g.emit("A 10-3-1-1", f"{g.name(uid)} does not become charged (Liturgy of the Storm)", card=uid)
        return
    set_charged(g, uid, True)
    g.emit("A 10-3-1-1", f"{g.name(uid)} becomes charged", card=uid, charged=True)
    keys = {t.key for t in g.triggered}
    key = f"{uid}#charged"
    n = 1
    while key in keys:
        n += 1
        key = f"{uid}#charged~{n}"
    g.triggered.append(Trigger(key, uid, p, RELEASE_ON_ARRIVAL, "A 10-4"))


def charged_cards(g: Game, me: int) -> list[str]:
    """The charged cards in the zones where the state holds for player me (A 10-3-1-1)."""
    ps = g.state.players[me]
    return [u for z in CHARGED_ZONES for u in getattr(ps, z) if is_charged(g, u)]


def release(g: Game, me: int, uid: str, clause: str) -> Proc:
    """A 10-4: the rule effect releases the charged state, and the player raises a gauge by 1."""
    set_charged(g, uid, False)
    g.emit(clause, f"player {me} releases the charged state of {g.name(uid)}", player=me, card=uid, charged=False)
    yield from raise_chosen(g, me, clause)


def _release_on_arrival(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """A 10-4, first moment: the card just put into in-use may be released (resolved by the state
    rules, so possibly once it has gone on to the discard pile or the enhancement zone)."""
    if uid is None or uid not in charged_cards(g, me):
        g.emit("A 10-4", "the card is no longer charged: nothing to release", card=uid)
        return
    if (yield from ask_yes_no(g, me, "may", "A 10-4", {"card": uid, "what": "release the charged state"})):
        yield from release(g, me, uid, "A 10-4")
    else:
        g.emit("A 10-4", f"player {me} keeps {g.name(uid)} charged", player=me, card=uid)


RELEASE_ON_ARRIVAL = scripted("constant", _release_on_arrival)


def before_chosen_reshuffle(g: Game, p: int) -> Proc:
    """A 10-4, second moment: just before the reshuffle the player chose (C 8-1-3 iii), any number of
    charged cards may be released, one at a time, each raising a gauge (resolved at once, nested)."""
    while True:
        cards = charged_cards(g, p)
        if not cards:
            return
        what = {"what": "a charged card to release before the reshuffle"}
        chosen = yield from pick_card(g, p, cards, "A 10-4", what, optional=True)
        if chosen is None:
            return
        yield from release(g, p, chosen, "A 10-4")


RELEASE = "release:"


def main_actions(g: Game, p: int) -> list[Action]:
    """A 10-4, third moment: in a standard action's main phase, releasing a charged card is an option
    beside using a card and a basic action (answered as ``choose`` with ``release:<uid>``)."""
    if g.state.action_kind != "standard" or not harbors_raira(g.state.players[p]):
        return []
    pl = as_player(p)
    return [Choose(player=pl, option=f"{RELEASE}{u}") for u in charged_cards(g, p)]


def main_action(g: Game, p: int, act: Action) -> Proc | None:
    if not isinstance(act, Choose) or not act.option.startswith(RELEASE):
        return None
    return release(g, p, act.option[len(RELEASE) :], "A 10-4")


# --- A 10-5: the power of the storm ------------------------------------------------------------------------


def _on_use(op: str, **fields: object) -> Effect:
    return Effect(timing="on_use", op=op, **fields)  # type: ignore[arg-type]


POWERS: dict[str, tuple[Effect, ...]] = {
    # wind 1: a two-way arrow between the distance and the dust, 1 crystal
    "wind 1": (_on_use("move", source="distance", dest="dust", amount=1, two_way=True),),
    # wind 2: draw a card, then put a card of the hand face-down
    "wind 2": (_on_use("draw", amount=1), _on_use("put_face_down", amount=1)),
    # wind 3: gain 1 concentration, the opponent loses 1
    "wind 3": (_on_use("gain_concentration", amount=1), _on_use("lose_concentration", player="opponent", amount=1)),
    # thunder 1: the next attack this turn gets +1/+0
    "thunder 1": (_on_use("modify_attack", applies_to="next_attack", aura=1, life=0),),
    # thunder 2: an attack of range 0-4, 1/1
    "thunder 2": (_on_use("perform_attack", range=[0, 1, 2, 3, 4], aura=1, life=1),),
    # thunder 3: the next attack this turn whose aura damage is not 「-」 gets +0/+1
    "thunder 3": (_on_use("modify_attack", applies_to="next_attack", aura=0, life=1, aura_damage_defined=True),),
}


def storm(
    g: Game, uid: str | None, me: int, ctx: Context, *, optional: bool, exclude: tuple[str, ...] = ()
) -> Generator[Decision, Action, str | None]:
    """A 10-5: its user chooses a gauge and lowers it by 1 to 3 (our reading: by no more than it holds),
    then the power of the table for that gauge and amount resolves.

    Returns the power used ("wind 2" …)."""
    ps = g.state.players[me]
    p = as_player(me)
    offered = [
        f"{which} {n}"
        for which in ("wind", "thunder")
        for n in (1, 2, 3)
        if n <= (gauge(ps, which) or 0) and f"{which} {n}" not in exclude
    ]
    if not offered:
        g.emit("A 10-5", f"player {me} has no gauge to lower: the power of the storm is not used", player=me)
        return None
    options: list[Action] = [Choose(player=p, option=o) for o in offered]
    if optional:
        options.append(Decline(player=p))
    ans = yield from ask(
        g, Decision(kind="choose", player=p, clause="A 10-5", options=options, detail={"what": "a power of the storm"})
    )
    if not isinstance(ans, Choose):
        g.emit("A 10-5", f"player {me} does not use the power of the storm", player=me)
        return None
    which, _, amount = ans.option.partition(" ")
    chosen: Gauge = "wind" if which == "wind" else "thunder"
    set_gauge(g, me, chosen, (gauge(ps, chosen) or 0) - int(amount), "A 10-5")
    g.emit("A 10-5", f"player {me} uses the power of the storm: {ans.option}", player=me, power=ans.option)
    yield from resolve_effects(g, uid, me, list(POWERS[ans.option]), "A 10-5", ctx)
    return ans.option


# --- the cards' own procedures ---------------------------------------------------------------------------


def _pick(
    g: Game, me: int, cards: list[str], clause: str, what: str, *, optional: bool
) -> Generator[Decision, Action, str | None]:
    if not cards:
        g.emit(clause, f"there is no card for {what}: nothing happens", player=me)
        return None
    return (yield from pick_card(g, me, cards, clause, {"what": what}, optional=optional))


def regrowth(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Claw of Regrowth: an attack card of its user's discard pile may go on top of their deck."""
    attacks = [u for u in g.state.players[me].discard if g.defn(u).type == "attack"]
    chosen = yield from _pick(g, me, attacks, "C 7-1-6", "the top of the deck", optional=True)
    if chosen is not None:
        g.move_card(chosen, "deck", me, clause="C 7-1-6")


def wisdom(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Wisdom of the Gods: with the two gauges totalling 4 or more, a card of another goddess (C 10-15)
    of the user's discard pile may go on top of their deck; then a gauge of her choice rises by 1."""
    ps = g.state.players[me]
    if (gauge(ps, "wind") or 0) + (gauge(ps, "thunder") or 0) >= 4:
        others = [u for u in ps.discard if other_goddess_card(g, uid, u)]
        chosen = yield from _pick(g, me, others, "C 7-1-6", "the top of the deck", optional=True)
        if chosen is not None:
            g.move_card(chosen, "deck", me, clause="C 7-1-6")
    else:
        g.emit("C 9-2-2", "the gauges total less than 4: no card goes to the deck", player=me)
    yield from raise_chosen(g, me, "C 9-2-2")


def raise_both(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Both gauges rise by 1."""
    raise_gauge(g, me, "wind", 1, "C 9-2-2")
    raise_gauge(g, me, "thunder", 1, "C 9-2-2")
    yield from ()


def double_thunder(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """The thunder gauge doubles (its cap of 20 still holds, A 10-2-1)."""
    raise_gauge(g, me, "thunder", gauge(g.state.players[me], "thunder") or 0, "C 9-2-2")
    yield from ()


def raise_one(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """The wind or the thunder gauge, as its player chooses, rises by 1."""
    yield from raise_chosen(g, me, "C 9-2-2")


def thundercall(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Thundercall Ritual: X attacks of range 0-10, 1/1, X half the thunder gauge rounded up (read
    once, as the effect starts)."""
    x = -(-(gauge(g.state.players[me], "thunder") or 0) // 2)
    g.emit("C 9-2-2", f"half the thunder gauge, rounded up, is {x}", player=me, count=x)
    for _ in range(x):
        yield from resolve_effect(
            g, uid, me, _on_use("perform_attack", range=list(range(11)), aura=1, life=1), "C 10-5", ctx
        )


WINDBEASTS = (  # Windbeast Invocation's thresholds of the wind gauge, and the trump each brings
    (3, "NA-12-raira-O-S-3-Ex1"),
    (7, "NA-12-raira-O-S-3-Ex2"),
    (12, "NA-12-raira-O-S-3-Ex3"),
)


def invocation(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Windbeast Invocation: every Windbeast whose threshold the current wind gauge reaches comes
    from its user's 〈Extra〉 to their trump zone, unused; then this card is removed from the game."""
    ps = g.state.players[me]
    wind = gauge(ps, "wind") or 0
    for threshold, card in WINDBEASTS:
        if wind < threshold:
            continue
        found = [u for u in ps.extra if g.state.cards[u].card == card]
        if found:
            g.move_card(found[0], "trumps", me, clause="C 7-1-12", trump_state="unused")
        else:
            g.emit("C 7-1-12", f"{card} is not in player {me}'s extra zone", player=me)
    yield from resolve_effect(g, uid, me, _on_use("remove_from_game"), "C 10-18", ctx)


def perdition(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Windbeast Perdition: a two-way arrow between the dust and the distance of 5 crystals, of which
    its user may move fewer (0 to 5, in either direction, chosen at once); then it is removed."""
    p = as_player(me)
    options: list[Action] = [Choose(player=p, option=f"{n} to {z}") for z in ("distance", "dust") for n in range(6)]
    ans = yield from ask(
        g, Decision(kind="choose", player=p, clause="C 10-1", options=options, detail={"what": "crystals to move"})
    )
    assert isinstance(ans, Choose)
    n_text, _, dest = ans.option.partition(" to ")
    src, dst = (("dust",), ("distance",)) if dest == "distance" else (("distance",), ("dust",))
    g.move_crystals(src, dst, int(n_text), "C 10-1")
    yield from resolve_effect(g, uid, me, _on_use("remove_from_game"), "C 10-18", ctx)


def gale(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Gale Winds: after the attack its user may use the power of the storm once."""
    yield from storm(g, uid, me, ctx, optional=True)


def tempest_deploy(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Tempest deployed: three times, a gauge of the player's choice rises by 1 or a crystal comes from
    the dust onto this card (the same option may be picked again)."""
    p = as_player(me)
    for _ in range(3):
        ans = yield from ask(
            g,
            Decision(
                kind="choose",
                player=p,
                clause="C 9-2-3",
                options=[Choose(player=p, option=o) for o in ("wind", "thunder", "crystal")],
                detail={"what": "raise a gauge, or a crystal onto Tempest", "card": uid},
            ),
        )
        assert isinstance(ans, Choose)
        if ans.option == "crystal":
            assert uid is not None
            g.move_crystals(("dust",), ("card", uid), 1, "C 10-1")
        else:
            raise_gauge(g, me, "wind" if ans.option == "wind" else "thunder", 1, "C 9-2-3")


def liturgy_use(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Liturgy of the Storm: both gauges rise by 1."""
    yield from raise_both(g, uid, me, ctx)


def liturgy_main_start(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Liturgy of the Storm, used: at the start of its holder's main phase, if a standard action was
    chosen (C 8-2-1: resolved after that choice), the power of the storm may be used up to twice, not
    the same power twice."""
    s = g.state
    if s.active != me or s.action_kind != "standard":
        g.emit("C 8-2-1", "not the holder's main phase with a standard action: nothing happens", player=me)
        return
    first = yield from storm(g, uid, me, ctx, optional=True)
    if first is not None:
        yield from storm(g, uid, me, ctx, optional=True, exclude=(first,))


# --- the cards -----------------------------------------------------------------------------------------------


def _gauge(which: str, compare: str, value: int) -> Condition:
    return Condition(quantity=f"self.{which}", compare=compare, value=value)  # type: ignore[arg-type]


STORM_CARD = "NA-12-raira-storm"

CARDS: dict[str, Behaviour] = {
    # Bestial Claw: a plain attack.
    "NA-12-raira-O-N-1": behaviour(),
    # Wind and Thunder: its aura damage X is the lower of its user's two gauges.
    "NA-12-raira-O-N-2": behaviour(x=XValue(quantity="self.wind_thunder_min"), x_damage=["aura"]),
    # Claw of Regrowth: afterwards an attack card of the discard pile may go on top of the deck.
    "NA-12-raira-O-N-3": behaviour(scripted("after_attack", regrowth)),
    # Windrun: at distance 3 or more, two distance crystals to the dust.
    "NA-12-raira-O-N-4": behaviour(
        Effect(
            timing="on_use",
            op="if",
            condition=Condition(quantity="distance", compare=">=", value=3),
            then=[_on_use("move", source="distance", dest="dust", amount=2)],
        )
    ),
    # Wisdom of the Gods: see ``wisdom``.
    "NA-12-raira-O-N-5": behaviour(scripted("on_use", wisdom)),
    # Roar (full power): either the opponent flinches and both gauges rise by 1, or the thunder gauge
    # doubles; then, with either gauge at 7 or more, an attack of range 0-10, 1/-, and up to two basic
    # actions.
    "NA-12-raira-O-N-6": behaviour(
        _on_use(
            "choose_one",
            choices=[
                [_on_use("flinch", player="opponent"), scripted("on_use", raise_both)],
                [scripted("on_use", double_thunder)],
            ],
        ),
        Effect(
            timing="on_use",
            op="if",
            condition=Condition(quantity="self.wind", compare=">=", value=7, any_of=[_gauge("thunder", ">=", 7)]),
            then=[
                _on_use("perform_attack", range=list(range(11)), aura=1, life=None),
                _on_use("basic_action", amount=2, up_to=True),
            ],
        ),
    ),
    # Pounce (full power): a two-way arrow between the distance and the dust, 3 crystals.
    "NA-12-raira-O-N-7": behaviour(_on_use("move", source="distance", dest="dust", amount=3, two_way=True)),
    # Stormcharged Claw: +1/+0 with the thunder gauge at 4 or more; 再起 (C 10-7): the wind gauge is 4
    # or more.
    "NA-12-raira-O-S-1": behaviour(
        Effect(
            timing="constant",
            op="modify_attack",
            applies_to="this_attack",
            aura=1,
            life=0,
            condition=_gauge("thunder", ">=", 4),
        ),
        Effect(timing="while_used", op="resurgence", condition=_gauge("wind", ">=", 4)),
    ),
    # Thundercall Ritual (full power): see ``thundercall``.
    "NA-12-raira-O-S-2": behaviour(scripted("on_use", thundercall)),
    # Death and Rebirth (reaction enhancement): while deployed, after each attack of the opponent's
    # has resolved, its holder may do both: a two-way arrow distance-dust of 1, and raise a gauge by 1.
    "NA-12-raira-O-S-4": behaviour(
        Effect(
            timing="while_deployed",
            when="attack_resolved",
            applies_to="opponent_attacks",
            op="may",
            then=[
                Effect(timing="while_deployed", op="move", source="distance", dest="dust", amount=1, two_way=True),
                scripted("while_deployed", raise_one),
            ],
        )
    ),
    # Windbeast Invocation: see ``invocation``.
    "NA-12-raira-O-S-3": behaviour(scripted("on_use", invocation)),
    # Windbeast Manifestation (extra): a plain attack.
    "NA-12-raira-O-S-3-Ex1": behaviour(),
    # Windbeast Reincarnation (extra): a used trump of its user's becomes unused; while it is used, its
    # holder's trumps cost 1 less (never below 0, C 6-2-1-12).
    "NA-12-raira-O-S-3-Ex2": behaviour(
        _on_use("return_to_unused", zone="self.trumps"),
        Effect(timing="while_used", op="reduce_cost", applies_to="own_cards", amount=1),
    ),
    # Windbeast Perdition (extra, reaction): see ``perdition``.
    "NA-12-raira-O-S-3-Ex3": behaviour(scripted("on_use", perdition)),
    # Gale Winds: afterwards, the power of the storm may be used once.
    "NA-12-raira-A1-N-2": behaviour(scripted("after_attack", gale)),
    # Tempest (full-power enhancement): see ``tempest_deploy``; while deployed, at every end phase (its
    # holder's and the opponent's) an attack of range 0-4, 1/1, no reactions; and the opponent's first
    # attack of each turn gets +0/-1.
    "NA-12-raira-A1-N-6": behaviour(
        scripted("on_deploy", tempest_deploy),
        Effect(
            timing="while_deployed",
            when="end_phase",
            op="perform_attack",
            range=[0, 1, 2, 3, 4],
            aura=1,
            life=1,
            keywords=["no_reaction"],
        ),
        Effect(
            timing="while_deployed",
            when="attack_performed",
            first_in_turn=True,
            op="modify_attack",
            applies_to="opponent_attacks",
            aura=0,
            life=-1,
        ),
    ),
    # Liturgy of the Storm: both gauges rise by 1 and the opponent flinches; while used, its holder's
    # cards do not become charged, and see ``liturgy_main_start``.
    "NA-12-raira-A1-S-3": behaviour(
        scripted("on_use", liturgy_use),
        _on_use("flinch", player="opponent"),
        NO_CHARGING,
        scripted(
            "while_used",
            liturgy_main_start,
            when="main_start",
            condition=Condition(quantity="self.active", compare="==", value=1),  # "your main phase"
        ),
    ),
    # [Storm]: Prayer Raira's card displaying the table of A 10-5; it has no card type and is never used.
    STORM_CARD: behaviour(by=(storm,)),
}

def charged_moved(g: Game, uid: str, src: str, src_owner: int | None, zone: str, owner: int | None) -> None:
    """A 10-3-1-1: a charged card keeps the state only moving within the in-use, discard, enhancement and
    trump zones of one player harboring Raira, a trump staying used; it is released (with no gauge
    raised) leaving them — to 〈Sealed〉 too —, returning to unused, or moving to another player's zone."""
    if not is_charged(g, uid):
        return
    if zone != "sealed" and owner is not None:
        inst = g.state.cards[uid]
        ps = g.state.players[owner]
        kept = zone in CHARGED_ZONES and not (zone == "trumps" and inst.trump_state == "unused")
        if kept and src_owner == owner and (harbors_raira(ps) or not ps.goddesses):
            return
    set_charged(g, uid, False)
    g.emit("A 10-3-1-1", f"{g.name(uid)} is no longer charged", card=uid, charged=False)


def _gauges(g: Game, p: int, uid: str | None) -> tuple[int, int]:
    """A 10-2-1: the player's wind and thunder gauges; a player without them reads them as 0."""
    ps = g.state.players[p]
    return gauge(ps, "wind") or 0, gauge(ps, "thunder") or 0


def validate(s: State, p: int) -> None:
    """A 10-2-1: a player harboring Raira has both gauges, each 0 to 20; other players have none (a
    position without goddesses, as scenarios write them, may give any player the gauges)."""
    ps = s.players[p]
    goddesses = ps.goddesses
    wind, thunder = gauge(ps, "wind"), gauge(ps, "thunder")
    for name, v in (("wind", wind), ("thunder", thunder)):
        if v is not None and not 0 <= v <= GAUGE_CAP:
            fail("gauge", "A 10-2-1", f"player {p}'s {name} gauge is {v}; it is 0 to 20")
    if (wind is None) != (thunder is None):
        fail("gauge", "A 10-2-1", f"player {p} has one of the wind and thunder gauges without the other")
    if goddesses and (wind is not None) != harbors_raira(ps):
        has = "has the wind and thunder gauges" if wind is not None else "has no wind and thunder gauges"
        fail("gauge", "A 10-2-1", f"player {p} {has}, harboring {', '.join(goddesses)}")


def validate_card(s: State, uid: str, d: CardDef, p: int | None, zone: str) -> None:
    """A 10-3-1-1: a charged card lies in an in-use, discard, enhancement or trump zone (as a used
    trump: one back to unused is released) of a player harboring Raira; never sealed."""
    inst = s.cards[uid]
    mine = RairaCardState.of(inst) if inst.goddess else None  # most cards carry no state (issue 22)
    if mine is None or not mine.charged:
        return
    if p is None:
        fail("charged", "A 10-3-1-1", f"sealed card {uid!r} is charged; the state is valid only in play zones")
        return
    if zone not in CHARGED_ZONES or (zone == "trumps" and s.cards[uid].trump_state == "unused"):
        fail("charged", "A 10-3-1-1", f"{uid!r} in player {p}'s {zone} is charged; the state is not valid there")
    goddesses = s.players[p].goddesses
    if goddesses and not harbors_raira(s.players[p]):
        fail("charged", "A 10-3-1-1", f"{uid!r} is charged in player {p}'s {zone}, who does not harbor Raira")


RULES = GoddessRules(
    quantities={
        "wind": lambda g, p, uid: _gauges(g, p, uid)[0],
        "thunder": lambda g, p, uid: _gauges(g, p, uid)[1],
        "wind_thunder_min": lambda g, p, uid: min(_gauges(g, p, uid)),
        "wind_thunder_total": lambda g, p, uid: sum(_gauges(g, p, uid)),
    },
    validate=validate,
    validate_card=validate_card,
    card_settled=charged_moved,
    at_start=start_player,
    component_zone=component_zone,
    card_used=card_used,
    main_actions=main_actions,
    main_action=main_action,
    before_chosen_reshuffle=before_chosen_reshuffle,
)
