"""Misora (No. 25): card behaviour and her additional rules (A 23).

A 23-1-1: a player who harbors Misora has an aim (``MisoraState.aim``, under ``players[i].goddess.misora``): "none" (None) or a whole
number, public. A player without her has no aim (None, and ``validate`` refuses one). Our reading:
the aim is "none" at the start of the duel, since no rule gives it a value before her end phase.
A 23-2: her rule effects: at the end of her main phase, if she attacked this turn, her aim becomes
none; at her end phase she may set her aim to the current distance.
A 23-3: an aim "fits" an attack when it is not none and both it and the current distance are in the
attack's range (``attacks.aim_fits``); a damage modification with ``if_aim_fits`` applies only then.
A 23-4: 追尾 (pursuit) is the attack keyword ``pursuit``: the range check reads the attacker's aim
instead of the current distance and fails on none (``attacks.in_range``; checked at use as well).

Facts (range, damage, costs) come from the card database; only what the facts cannot say is here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from pydantic import ConfigDict

from ..catalogue import Behaviour, behaviour, scripted
from ..game import as_player
from ..goddess_state import GoddessCardState, GoddessState
from ..hooks import GoddessRules, RuleEffect
from ..model import STRICT, Action, CardInstance, Choose, Decision, Decline, Effect, PlayerState, State, XValue
from ..procedures.common import ask, ask_yes_no
from ..procedures.effects import resolve_effect
from ..validate import fail

if TYPE_CHECKING:
    from ..game import Game, Proc
    from ..procedures.effects import Context


@dataclass
class MisoraState(GoddessState, key="misora"):
    """What Misora adds to a player: her aim (照準, A 23-1-1), public: a whole number, or None for "none"
    (also for a player who does not harbor her, who has no aim at all)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT
    LEGACY = ("aim",)
    aim: int | None = None


@dataclass
class MisoraCardState(GoddessCardState, key="misora"):
    """What Misora's cards add to a card: used from out of game by her Pursuit Strike, it goes back out
    of game face down when it would next leave the zone it is in (public)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT
    LEGACY = ("borrowed",)
    borrowed: bool = False


def aim_of(ps: PlayerState) -> int | None:
    """The player's aim (A 23-1-1), None for "none" or no aim."""
    mine = MisoraState.of(ps)
    return None if mine is None else mine.aim


def borrowed(inst: CardInstance) -> bool:
    """Was the card used from out of game by Pursuit Strike (it goes back there)?"""
    mine = MisoraCardState.of(inst)
    return mine is not None and mine.borrowed


def harbors_misora(ps: PlayerState) -> bool:
    return any(key.split("-")[0] == "misora" for key in ps.goddesses)


# --- A 23-1-1 and A 23-3: the aim ---------------------------------------------------------------------------


def set_aim(g: Game, me: int, value: int | None, clause: str) -> None:
    """Set player me's aim (A 23-1-1); a player who does not harbor Misora has no aim to set."""
    ps = g.state.players[me]
    if not harbors_misora(ps):
        g.emit("A 23-1-1", f"player {me} does not harbor Misora and has no aim: nothing changes", player=me)
        return
    old = aim_of(ps)
    if value is not None or old is not None:
        MisoraState.on(ps).aim = value
    shown = "none" if value is None else str(value)
    g.emit(clause, f"player {me}'s aim: {'none' if old is None else old} -> {shown}", player=me, count=value)


# --- A 23-2: the rule effects ----------------------------------------------------------------------------------


def _forget_aim(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """A 23-2 (first): at the end of her main phase, after an attack this turn, her aim becomes none."""
    if me in g.state.attacked_this_turn and aim_of(g.state.players[me]) is not None:
        set_aim(g, me, None, "A 23-2")
    yield from ()


def _take_aim(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """A 23-2 (second): at her end phase she may make her aim equal to the current distance."""
    d = g.distance()
    if (yield from ask_yes_no(g, me, "may", "A 23-2", {"what": f"set the aim to the current distance {d}"})):
        set_aim(g, me, d, "A 23-2")
    else:
        g.emit("A 23-2", f"player {me} leaves the aim as it is", player=me)


FORGET_AIM = scripted("constant", _forget_aim, when="main_end")
TAKE_AIM = scripted("constant", _take_aim, when="end_phase")


def rule_effects(g: Game, when: str) -> list[RuleEffect]:
    """A 23-2: both rule effects are her own phases' ("your main phase", "your end phase")."""
    a = g.state.active
    ps = g.state.players[a]
    if not harbors_misora(ps):
        return []
    if when == "main_end" and a in g.state.attacked_this_turn and aim_of(ps) is not None:
        return [(f"misora#forget-aim#{a}", a, FORGET_AIM)]
    if when == "end_phase":
        return [(f"misora#take-aim#{a}", a, TAKE_AIM)]
    return []


# --- the cards ---------------------------------------------------------------------------------------------------


def _arrow(g: Game, uid: str | None, me: int, eff: Effect, ctx: Context) -> Proc:
    yield from resolve_effect(g, uid, me, eff, "A 23-1-1", ctx)


DISTANCE_TO_DUST = Effect(timing="after_attack", op="move", source="distance", dest="dust", amount=1)
DUST_TO_AURA = Effect(timing="after_attack", op="move", source="dust", dest="self.aura", amount=1)
DUST_TO_DISTANCE = Effect(timing="after_attack", op="move", source="dust", dest="distance", amount=1)


def _nudge_aim(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Aiming Kick (狙い蹴り), after the attack: she may raise or lower her aim by 1. Our reading: an
    aim of none has no value to change, and an aim of 0 is not lowered (the aim is never below 0)."""
    aim = aim_of(g.state.players[me])
    if aim is None:
        g.emit("A 23-1-1", f"player {me}'s aim is none: there is nothing to raise or lower", player=me)
        return
    p = as_player(me)
    options: list[Action] = [Choose(player=p, option="raise")]
    if aim > 0:
        options.append(Choose(player=p, option="lower"))
    options.append(Decline(player=p))
    ans = yield from ask(
        g,
        Decision(
            kind="choose", player=p, clause="A 23-1-1", options=options, detail={"what": "raise or lower the aim by 1"}
        ),
    )
    if isinstance(ans, Choose):
        set_aim(g, me, aim + (1 if ans.option == "raise" else -1), "A 23-1-1")
    else:
        g.emit("A 23-1-1", f"player {me} leaves the aim at {aim}", player=me)


def _wind_hole(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Wind Hole (風孔), after the attack: compare the current distance with her aim: farther, one
    crystal from the distance to the dust; equal, one from the dust to her aura; nearer, one from the
    dust to the distance. Our reading: with an aim of none nothing compares, and nothing happens."""
    aim = aim_of(g.state.players[me])
    d = g.distance()
    if aim is None:
        g.emit("A 23-1-1", f"player {me}'s aim is none: the distance {d} compares with nothing", player=me)
        return
    if d > aim:
        yield from _arrow(g, uid, me, DISTANCE_TO_DUST, ctx)
    elif d == aim:
        yield from _arrow(g, uid, me, DUST_TO_AURA, ctx)
    else:
        yield from _arrow(g, uid, me, DUST_TO_DISTANCE, ctx)


def _twin_arrows(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Twin Arrows (甲矢乙矢), after the attack: the opponent discards an attack card from their hand;
    if they cannot, they reveal their hand and put the top three cards of their deck face down (one at
    a time; a deck that runs out gives what it has, C 5-10). Our reading of "discard": the Japanese
    text of the card database says the discard pile, the Korean one the face-down pile; we follow the
    Japanese, the language the card was printed in (clause_meta decision on A 23-4)."""
    from ..procedures.terms import choose, deck_to

    opp = 1 - me
    hand = g.state.players[opp].hand
    attacks = [u for u in hand if g.defn(u).type == "attack"]
    if attacks:
        chosen = yield from choose(g, opp, attacks, "C 9-4 vii", {"what": "attack card to discard", "card": uid})
        g.move_card(chosen, "discard", clause="C 9-4 vii")
        return
    g.emit("C 9-4 vii", f"player {opp} has no attack card in hand and reveals it", player=opp, cards=list(hand))
    deck_to(g, opp, 3, "face_down", "C 9-4 vii")


PURSUIT = Effect(timing="constant", op="gain_keyword", applies_to="this_attack", keywords=["pursuit"])  # A 23-4


# Precision (精密化): 1 concentration; this turn her next attack of a normal card of another goddess
# whose aura damage is not 「-」 gets +1/+1 while her aim fits it (A 23-3).
PRECISION = (
    Effect(timing="on_use", op="gain_concentration", player="self", amount=1),
    Effect(
        timing="on_use",
        op="modify_attack",
        applies_to="next_attack",
        aura=1,
        life=1,
        other_goddess=True,
        aura_damage_defined=True,
        category="normal",
        if_aim_fits=True,
    ),
)


def _bow_drift_after(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Bow Drift (弓流し), after the attack: if the current distance equals her aim, one crystal from
    the dust to her aura (an aim of none equals nothing)."""
    aim = aim_of(g.state.players[me])
    if aim is None or g.distance() != aim:
        g.emit("A 23-1-1", f"the distance {g.distance()} is not the aim: nothing happens", player=me)
        return
    yield from _arrow(g, uid, me, DUST_TO_AURA, ctx)


def _endless_end_after(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Endless End (ミハテヌハテ), after the attack: with X of 7 or more, the opponent's whole deck goes
    face down: every card of it, none taken from the top, so a poison stays in the deck without
    covering the others (as Form: KINNARI; A 7-2-1)."""
    from ..procedures.terms import whole_deck_to
    from ..quantities import x_of

    x = x_of(g, uid)
    if x < 7:
        g.emit("C 9-4 vii", f"X is {x}, less than 7: nothing happens", card=uid)
        return
    opp = 1 - me
    whole_deck_to(g, opp, "face_down", "C 9-4 vii")
    yield from ()


def _endless_end_rearm(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Endless End, used: at her end phase, one crystal from the dust onto it, then it becomes unused
    (C 10-17). Our reading: the crystals stay on the card as it turns unused (its X counts them)."""
    from ..procedures.terms import return_to_unused

    if uid is None or g.state.active != me:
        return
    g.move_crystals(("dust",), ("card", uid), 1, "C 8-3-1")
    return_to_unused(g, uid, "C 10-17")
    yield from ()


def _raised_shadow(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Raised Shadow (カカゲルカゲ), on deploy: if the attack it answered comes from a normal card and
    its range holds her aim, that attack is nullified (C 9-4 ii) and the card is sealed under this one
    (C 10-9). An aim of none is held by no range."""
    from ..attacks import attack_range
    from ..procedures.effects import answered_attack

    atk = answered_attack(g, me, ctx)
    aim = aim_of(g.state.players[me])
    if atk is None or atk.source is None or atk.category != "normal":
        g.emit("C 9-4 i", "it answers no attack of a normal card: nothing happens", card=uid)
        return
    reach = attack_range(g, atk)
    if aim is None or aim not in reach:
        g.emit("A 23-1-1", f"the aim {'none' if aim is None else aim} is not in {reach}: nothing happens", card=uid)
        return
    yield from resolve_effect(g, uid, me, NULLIFY, "C 9-4 ii", ctx)
    if uid is not None:
        g.seal(atk.source, uid, "C 10-9")


NULLIFY = Effect(timing="on_deploy", op="nullify_attack")


def _pursuit_strike(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Pursuit Strike (追尾撃): she picks a normal attack card, not full-power, among the cards of her
    other goddess she did not choose for her deck (face down in her out-of-game zone, C 7-1-16) and
    her face-down cards, and uses it with pursuit (A 23-4), nested (C 9-8). A card used from out of
    game goes back there face down whenever it would next move (``MisoraCardState.borrowed``). A card
    whose use will be illegal may be picked; that use does nothing and the card stays where it was
    (FAQ, Oboro's Shadow Cloning: ``use_chosen``)."""
    from ..attacks import other_goddess_card
    from ..procedures.terms import choose
    from ..procedures.use import check_use, use_chosen
    from ..statuses import is_full_power

    ps = g.state.players[me]

    def fits(u: str) -> bool:
        d = g.defn(u)
        return d.type == "attack" and d.category == "normal" and not is_full_power(g, u)

    unchosen = [
        u
        for u in ps.out_of_game
        if not g.state.cards[u].face_up and fits(u) and uid is not None and other_goddess_card(g, uid, u)
    ]
    pool = [u for u in [*unchosen, *ps.face_down] if fits(u)]
    if not pool:
        g.emit("C 9-2", f"player {me} has no card Pursuit Strike can choose: nothing happens", player=me)
        return
    chosen = yield from choose(g, me, pool, "C 9-8", {"what": "card to use with pursuit", "card": uid})
    if chosen in ps.out_of_game and check_use(g, me, chosen, "effect", gains=("pursuit",)) is None:
        MisoraCardState.on(g.changing(chosen)).borrowed = True  # only a card that is used leaves 〈Out of game〉
    yield from use_chosen(g, me, chosen, gains=("pursuit",))


CARDS: dict[str, Behaviour] = {
    "NA-25-misora-O-N-6": behaviour(scripted("on_use", _pursuit_strike)),
    # Wings of the Sky (空の翼): 終端, distance limit 0-3; deployed, two crystals from the opponent's aura
    # to the distance; destroyed, this turn the current distance and the master distance are 1 larger.
    "NA-25-misora-O-N-7": behaviour(
        Effect(timing="on_deploy", op="move", source="opponent.aura", dest="distance", amount=2),
        Effect(timing="on_destroy", op="modify_distance", amount=1),
        Effect(timing="on_destroy", op="master_distance", amount=1),
        terminal=True,
        distance_limit=[0, 3],
    ),
    # Tsukumo Cloud (ツクモノクモ): while deployed, the current distance is her aim when she has one (our
    # reading: that value stands as it is, other changes of the distance aside, clause_meta A 23-1-1),
    # and she cannot advance or retreat (C 9-6).
    "NA-25-misora-O-S-2": behaviour(
        Effect(timing="while_deployed", op="distance_is_aim"),
        Effect(timing="while_deployed", op="cannot_basic_action", player="self", moves=["advance", "retreat"]),
    ),
    # Raised Shadow: see ``_raised_shadow``; when destroyed, what it sealed goes to the discard pile of
    # its holder, the opponent (C 7-1-13).
    "NA-25-misora-O-S-3": behaviour(scripted("on_deploy", _raised_shadow), Effect(timing="on_destroy", op="unseal")),
    # Endless End: 追尾 and 対応不可; its range and X are 3 plus twice the crystals on it.
    "NA-25-misora-O-S-1": behaviour(
        PURSUIT,
        scripted("after_attack", _endless_end_after),
        scripted("while_used", _endless_end_rearm, when="end_phase"),
        x=XValue(quantity="this.crystals", multiply=2, offset=3),
        x_range=True,
        no_reaction=["all"],
    ),
    # Bow Drift: while her aim fits this attack (A 23-3) its aura damage is 「-」.
    "NA-25-misora-O-N-1": behaviour(
        Effect(
            timing="constant",
            op="modify_attack",
            applies_to="this_attack",
            mod_class="substitute",
            to_dash=["aura"],
            if_aim_fits=True,
        ),
        scripted("after_attack", _bow_drift_after),
    ),
    "NA-25-misora-O-N-5": behaviour(*PRECISION),
    "NA-25-misora-O-N-4": behaviour(PURSUIT, scripted("after_attack", _twin_arrows)),
    "NA-25-misora-O-N-2": behaviour(scripted("after_attack", _nudge_aim)),
    "NA-25-misora-O-N-3": behaviour(scripted("after_attack", _wind_hole)),
    # Misora's Sky (ミソラノソラ): while deployed the current distance is 5 larger (C 5-2-1); when it is
    # destroyed, one crystal each from the opponent's life, aura and flare to the distance. Its text
    # while used (it cannot be used) adds nothing a used trump does not already have (C 9-2).
    "NA-25-misora-O-S-4": behaviour(
        Effect(timing="while_deployed", op="distance_shift", amount=5),
        Effect(timing="on_destroy", op="move", source="opponent.life", dest="distance", amount=1),
        Effect(timing="on_destroy", op="move", source="opponent.aura", dest="distance", amount=1),
        Effect(timing="on_destroy", op="move", source="opponent.flare", dest="distance", amount=1),
    ),
}

def borrowed_goes_back(
    g: Game, uid: str, src: str, zone: str, owner: int | None, clause: str, face_down: bool
) -> tuple[str, int | None, bool]:
    """Pursuit Strike: a card it used from out of game, when it next leaves the zone it is in, goes
    back out of game face down instead (``MisoraCardState.borrowed``)."""
    inst = g.state.cards[uid]
    if borrowed(inst) and zone != src and src != "out_of_game":
        g.emit(clause, f"{g.name(uid)} was used from out of game: it goes back there face down", card=uid)
        MisoraCardState.on(g.changing(uid)).borrowed = False
        return "out_of_game", inst.holder, True
    return zone, owner, face_down


def borrowed_not_sealed(g: Game, uid: str, src: str, clause: str) -> bool:
    """Pursuit Strike: a card it used from out of game, about to be sealed, goes back out of game face
    down instead (``borrowed_goes_back``)."""
    if borrowed(g.state.cards[uid]) and src != "out_of_game":
        g.move_card(uid, "sealed", clause=clause)
        return True
    return False


def validate(s: State, p: int) -> None:
    """A 23-1-1: only a player harboring Misora has an aim. Our reading: the aim is never below 0, as
    it is compared with the distance (which has a floor of 0, C 5-2-1) and lowered only by 1 at a time
    where the card allows it (AMBIGUITIES: decision on A 23-1-1 in clause_meta). Pursuit Strike: a
    card marked as used from out of game lies in use or deployed, not in a pile (C 9-8)."""
    ps = s.players[p]
    aim = aim_of(ps)
    if aim is not None:
        if ps.goddesses and not harbors_misora(ps):
            fail("aim", "A 23-1-1", f"player {p} has an aim ({aim}) without harboring Misora")
        if aim < 0:
            fail("aim", "A 23-1-1", f"player {p}'s aim is {aim}; an aim is 0 or more")
    cards = s.cards
    for uid in (*ps.hand, *ps.deck, *ps.discard, *ps.face_down, *ps.out_of_game):
        if uid in cards and cards[uid].goddess and borrowed(cards[uid]):  # most cards carry no state
            fail("borrowed", "C 9-8", f"card {uid!r} is marked as used from out of game but lies in a pile")


RULES = GoddessRules(
    validate=validate,
    aim=aim_of,
    rule_effects=rule_effects,
    redirect_card=borrowed_goes_back,
    instead_of_sealing=borrowed_not_sealed,
)
