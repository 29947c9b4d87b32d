"""Shinra (No. 07) and her another version 『教主』 (A1): card behaviour and the stratagem (A 5).

A 5-1: a player who has Shinra has a stratagem, 神算 ("divine") or 鬼謀 ("devious"), divine at the
start of the duel, seen by that player only (``ShinraState.stratagem``; her ``redact`` hides it).
A 5-2: "execute the stratagem, then prepare the next": the player reveals the stratagem and the
card's text for it resolves; then the player secretly picks the next one (decision ``stratagem``).
While the revealed one resolves, the next is not prepared yet, so an execution nested in it uses
the same stratagem (the rules' example: 詭弁's devious text using 詭弁 again). A 5-3: at an end
phase, a player with no prepared stratagem (revealed, the preparation never reached — e.g. the
phase was ended by an effect in between) prepares one.

Facts (range, damage, costs) come from the card database; only what the facts cannot say is here.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from typing import Any, ClassVar

from pydantic import ConfigDict

from ..attacks import damage
from ..catalogue import Behaviour, ScriptFn, behaviour, scripted
from ..game import Game, Proc, as_player
from ..goddess_state import GoddessState
from ..hooks import GoddessRules, RuleEffect
from ..model import (
    STRICT,
    Action,
    ChooseStratagem,
    Condition,
    Decision,
    Decline,
    Effect,
    FaceDown,
    PlayerState,
    State,
    Stratagem,
    UseCard,
)
from ..procedures.common import ask, draw, settle
from ..procedures.effects import Context, end_the_phase, resolve_effect, resolve_effects
from ..procedures.terms import deck_to, pick_card
from ..procedures.use import choice_options, use_chosen
from ..statuses import is_full_power
from ..validate import fail

LABEL: dict[Stratagem, str] = {"divine": "divine (神算)", "devious": "devious (鬼謀)"}


@dataclass
class ShinraState(GoddessState, key="shinra"):
    """What Shinra adds to a player: her stratagem (A 5-1; None: the player has no stratagem at all). It
    is seen by its owner only, until an execution reveals it (A 5-2); from then until the next is
    prepared, no stratagem is prepared (A 5-3) and both players see the revealed one."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT
    LEGACY = ("stratagem", "stratagem_revealed")
    stratagem: Stratagem | None = None
    stratagem_revealed: bool = False


def has_shinra(ps: PlayerState) -> bool:
    return any(key.split("-")[0] == "shinra" for key in ps.goddesses)


def stratagem_of(ps: PlayerState) -> ShinraState:
    """The player's stratagem (a player without Shinra has none: ``stratagem`` None)."""
    return ShinraState.of(ps) or ShinraState()


def start_player(ps: PlayerState) -> None:
    """A 5-1: a player who has Shinra starts the duel with the divine stratagem."""
    if has_shinra(ps):
        ShinraState.on(ps).stratagem = "divine"
        ShinraState.on(ps).stratagem_revealed = False


# --- A 5-2: executing and preparing -----------------------------------------------------------------

Branch = tuple[Effect, ...] | ScriptFn
"""What one stratagem of a card does: effects of the vocabulary, or a procedure of this module."""


@dataclass(frozen=True)
class Plan:
    """A card's two stratagem texts (A 5-2)."""

    divine: Branch
    devious: Branch


def execute(g: Game, uid: str | None, me: int, ctx: Context, plan: Plan) -> Proc:
    """A 5-2: the player reveals the stratagem and the card's text for it resolves. A player with
    no stratagem information executes nothing."""
    ps = ShinraState.of(g.state.players[me])
    if ps is None or ps.stratagem is None:
        g.emit("A 5-2", f"player {me} has no stratagem: executing it does nothing", player=me)
        return
    ps.stratagem_revealed = True
    g.emit(
        "A 5-2",
        f"player {me} reveals the stratagem, {LABEL[ps.stratagem]}, and executes it",
        player=me,
        stratagem=ps.stratagem,
        card=uid,
    )
    branch = plan.divine if ps.stratagem == "divine" else plan.devious
    if callable(branch):
        yield from branch(g, uid, me, ctx)
        yield from settle(g)  # the state rules the text set off resolve before the next preparation
    else:
        yield from resolve_effects(g, uid, me, list(branch), "A 5-2", ctx)


def prepare(g: Game, me: int, clause: str = "A 5-2") -> Proc:
    """A 5-2: the player picks the next stratagem in secret (the decision's options are shown to
    that player only; the views hide the choice from the opponent)."""
    ps = ShinraState.of(g.state.players[me])
    if ps is None or ps.stratagem is None:
        g.emit("A 5-2", f"player {me} has no stratagem: preparing one does nothing", player=me)
        return
    p = as_player(me)
    ans = yield from ask(
        g,
        Decision(
            kind="stratagem",
            player=p,
            clause=clause,
            options=[ChooseStratagem(player=p, stratagem=s) for s in ("divine", "devious")],
        ),
    )
    assert isinstance(ans, ChooseStratagem)
    ps.stratagem = ans.stratagem
    ps.stratagem_revealed = False
    g.emit(clause, f"player {me} prepares the next stratagem in secret", player=me, stratagem=ans.stratagem)


def execute_and_prepare(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """A 5-2: "execute the stratagem, then prepare the next", with the stratagem texts of this card."""
    yield from execute(g, uid, me, ctx, plan_of(g, uid))
    yield from prepare(g, me)


def plan_of(g: Game, uid: str | None) -> Plan:
    """The stratagem texts of the card (by its current definition: a copy reads its original's, C
    10-16); a card without any has none to resolve."""
    card = g.defn(uid).id if uid is not None and uid in g.state.cards else ""
    return PLANS.get(card, NO_PLAN)


# --- A 5-3: the end-phase rule effect ------------------------------------------------------------------


def prepare_at_end_phase(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """A 5-3: at an end phase, a player whose stratagem is not prepared prepares the next."""
    if not stratagem_of(g.state.players[me]).stratagem_revealed:
        return
    g.emit("A 5-3", f"player {me} has no stratagem prepared at the end phase", player=me)
    yield from prepare(g, me, "A 5-3")


END_PHASE_RULE = scripted("constant", prepare_at_end_phase, when="end_phase")


def rule_effects(g: Game, when: str) -> list[RuleEffect]:
    """A 5-3 applies at every end phase, the opponent's too (the rule says "at the end phase", not
    "at your end phase", unlike A 4-4)."""
    if when != "end_phase":
        return []
    return [
        (f"shinra#stratagem#{p}", p, END_PHASE_RULE)
        for p, ps in enumerate(g.state.players)
        if stratagem_of(ps).stratagem is not None and stratagem_of(ps).stratagem_revealed
    ]


def validate(s: State, p: int) -> None:
    """A 5-1: a player who has Shinra has a stratagem, divine or devious, and no one else has one; A 5-2:
    only a stratagem can be revealed."""
    ps = s.players[p]
    mine = stratagem_of(ps)
    shinra = has_shinra(ps)
    if shinra and mine.stratagem is None:
        fail("stratagem", "A 5-1", f"player {p} has Shinra and so a stratagem (divine or devious); none is given")
    if ps.goddesses and not shinra and mine.stratagem is not None:
        fail("stratagem", "A 5-1", f"player {p} has a stratagem without having Shinra")
    if mine.stratagem is None and mine.stratagem_revealed:
        fail("stratagem", "A 5-2", f"player {p} has no stratagem to reveal")


def redact(mine: dict[str, Any], p: int, viewer: int) -> None:
    """A 5-1: a prepared stratagem is seen by its owner only ("hidden" to the opponent)."""
    if p != viewer and mine.get("stratagem") is not None and not mine.get("stratagem_revealed"):
        mine["stratagem"] = "hidden"


# --- shared procedures of the cards -----------------------------------------------------------------------


def pick(
    g: Game, chooser: int, cards: list[str], clause: str, *, what: str, optional: bool = False
) -> Generator[Decision, Action, str | None]:
    """The player picks one of the cards (decision ``choose``; ``optional`` adds a decline)."""
    if not cards:
        g.emit(clause, f"there is no card to choose for {what}: nothing happens", player=chooser)
        return None
    chosen = yield from pick_card(g, chooser, cards, clause, {"what": what}, optional=optional)
    if chosen is None:
        g.emit(clause, f"player {chooser} chooses no card for {what}", player=chooser)
        return None
    g.emit(clause, f"player {chooser} chooses {g.name(chosen)} for {what}", player=chooser, card=chosen)
    return chosen


def use_one_of(
    g: Game, me: int, cards: list[str], clause: str, *, free: bool = False
) -> Generator[Decision, Action, str | None]:
    """The player may choose one of these cards and use it by an effect (C 9-2), nested (C 9-8);
    ``free``: without paying its cost. Every card may be chosen, one whose use will be illegal too:
    that use then does nothing (FAQ, Oboro's Shadow Cloning). Returns the card chosen, if any."""
    p = as_player(me)
    options = choice_options(g, me, cards, free=free)
    ans = yield from ask(g, Decision(kind="use_card", player=p, clause=clause, options=[*options, Decline(player=p)]))
    if not isinstance(ans, UseCard):
        g.emit(clause, f"player {me} uses no card", player=me)
        return None
    yield from use_chosen(g, me, ans.card, as_card=ans.as_card, free=free)
    return ans.card


# --- the cards' own procedures ------------------------------------------------------------------------------


def argue_instead(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """立論 (O-N-1): instead of its damage, the top 2 cards of the opponent's deck go face-down."""
    deck_to(g, 1 - me, 2, "face_down", "C 9-4 v")
    yield from ()


def protest(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """反論 (O-N-2): the damage of the attack it answered is nullified, if that attack is not a trump
    and deals 3 or more to the aura (read now, with every modification, C 9-1-3-2)."""
    target = ctx.reacting_to
    if target is None:
        g.emit("C 9-4 vii", "the card answered no attack: nothing to nullify", card=uid)
        return
    aura, _ = damage(g, target)
    if target.category == "trump" or aura is None or aura < 3:
        g.emit("C 9-4 vii", f"{target.id} is a trump or deals less than 3 to the aura: nothing happens", card=uid)
        return
    yield from resolve_effect(
        g, uid, me, Effect(timing="after_attack", op="nullify_damage"), "C 9-4 vii", Context(attack=target)
    )


def sophism_divine(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """詭弁 divine: the top 3 cards of the opponent's deck go face-down."""
    deck_to(g, 1 - me, 3, "face_down", "A 5-2")
    yield from ()


def sophism_devious(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """詭弁 devious: the player may use a card of the opponent's discard pile (nested, C 9-8); it goes
    back to its holder's zones afterwards (C 7-2)."""
    yield from use_one_of(g, me, list(g.state.players[1 - me].discard), "A 5-2")


def replicate(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """引用 (O-N-4): the player sees the opponent's hand, may pick an attack card of it, and uses it
    or puts it face-down (its holder's pile, C 7-2); a picked full-power card then ends the phase."""
    p = as_player(me)
    hand = g.state.players[1 - me].hand
    g.emit("C 9-2-2", f"player {me} looks at player {1 - me}'s hand", player=me, cards=list(hand))
    attacks = [u for u in hand if g.defn(u).type == "attack"]
    # The card is chosen first: one whose use will be illegal may be chosen to use, which then does
    # nothing (FAQ, Oboro's Shadow Cloning); "then" still reads the card chosen.
    options: list[Action] = choice_options(g, me, attacks)
    options += [FaceDown(player=p, card=u) for u in attacks]
    ans = yield from ask(g, Decision(kind="use_card", player=p, clause="C 9-2", options=[*options, Decline(player=p)]))
    if isinstance(ans, UseCard):
        picked = ans.card
        yield from use_chosen(g, me, picked, as_card=ans.as_card)
    elif isinstance(ans, FaceDown):
        picked = ans.card
        g.move_card(picked, "face_down", clause="C 7-1-8")
    else:
        g.emit("C 9-2-2", f"player {me} picks no attack card", player=me)
        return
    if is_full_power(g, picked):  # the card chosen, as it is now (FAQ, Big Golem)
        end_the_phase(g)


def mantra(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """真言 (A1-N-2): only when used as a reaction does it execute and prepare: by the reaction method,
    not through an effect that treats it as answering (FAQ, Oboro's Tobi-Kage)."""
    if not ctx.as_reaction:
        g.emit("C 9-2-2", "the card was not used as a reaction: its stratagem is not executed", card=uid)
        return
    yield from execute_and_prepare(g, uid, me, ctx)


def eloquence_divine(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """壮語 divine: 1 concentration, and this card goes on top of its holder's deck (so its
    destruction stops there, C 9-5 ii)."""
    g.gain_concentration(me, 1, "A 5-2")
    # Our reading: "this card" is the card whose stratagem is executed, being destroyed or, under
    # 全知経典, lying in the discard pile; from either it goes on top of its holder's deck.
    if uid is not None and g.zone_of(uid)[0] in ("enhancements", "discard"):
        g.move_card(uid, "deck", clause="C 7-1-6")
    yield from ()


def eloquence_devious(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """壮語 devious: if the opponent holds 1 card or fewer, they are flinched, draw 3, then put 2
    cards of their choice from hand into the discard pile."""
    opp = 1 - me
    if len(g.state.players[opp].hand) > 1:
        g.emit("A 5-2", f"player {opp} holds more than 1 card: nothing happens", player=opp)
        return
    g.flinch(opp, "C 5-1-4")
    yield from draw(g, opp, 3, "C 7-1-6")
    for _ in range(2):
        chosen = yield from pick(g, opp, list(g.state.players[opp].hand), "C 7-1-7", what="the discard pile")
        if chosen is not None:
            g.move_card(chosen, "discard", clause="C 7-1-7")


def infer_divine(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """皆式理解 divine: use an enhancement card from the own discard pile or used trumps without
    paying its cost; if it is full-power, the phase ends."""
    ps = g.state.players[me]
    candidates = [u for u in ps.discard if g.defn(u).type == "enhancement"]
    candidates += [u for u in ps.trumps if g.state.cards[u].trump_state == "used" and g.defn(u).type == "enhancement"]
    used = yield from use_one_of(g, me, candidates, "A 5-2", free=True)
    if used is not None and is_full_power(g, used, me):
        end_the_phase(g)


def infer_devious(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """皆式理解 devious: every crystal on a normal enhancement of the opponent's goes to the dust."""
    theirs = [u for u in g.state.players[1 - me].enhancements if g.defn(u).category == "normal"]
    chosen = yield from pick(g, me, theirs, "A 5-2", what="an opponent's normal enhancement")
    if chosen is not None:
        g.move_crystals(("card", chosen), ("dust",), g.state.cards[chosen].crystals, "A 5-2")


def apostle_prepare(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """使徒 (A1-N-7): having paid 1 concentration, the player prepares a stratagem."""
    yield from prepare(g, me)


def hand_to_bottom(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """使徒 divine's attack: the opponent puts a card of their choice from hand on the deck bottom."""
    opp = 1 - me
    chosen = yield from pick(g, opp, list(g.state.players[opp].hand), "C 7-1-6", what="the bottom of the deck")
    if chosen is not None:
        g.move_card(chosen, "deck", bottom=True, clause="C 7-1-6")


def deck_to_discard_then_face_down(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """使徒 devious's attack: the opponent's top card to the discard pile, the next one face-down."""
    deck_to(g, 1 - me, 1, "discard", "C 7-1-7")
    deck_to(g, 1 - me, 1, "face_down", "C 7-1-8")
    yield from ()


def scripture(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """全知経典 (A1-S-3): any number of cards from hand and face-down pile go to the discard pile; then
    the stratagems of any number of cards there are executed, in the player's order, each once, all
    with the current stratagem; then the next is prepared."""
    ps = g.state.players[me]
    while True:
        chosen = yield from pick(g, me, [*ps.hand, *ps.face_down], "C 7-1-7", what="the discard pile", optional=True)
        if chosen is None:
            break
        g.move_card(chosen, "discard", clause="C 7-1-7")
    done: set[str] = set()
    while True:
        cards = [u for u in ps.discard if u not in done and g.defn(u).id in PLANS]
        chosen = yield from pick(g, me, cards, "A 5-2", what="a stratagem to execute", optional=True)
        if chosen is None:
            break
        done.add(chosen)
        yield from execute(g, chosen, me, ctx, PLANS[g.defn(chosen).id])
    yield from prepare(g, me)


# --- the cards -----------------------------------------------------------------------------------------------


def _opp_deck(compare: str, value: int) -> Condition:
    return Condition(quantity="opponent.deck", compare=compare, value=value)  # type: ignore[arg-type]


def _on_use(op: str, **fields: object) -> Effect:
    return Effect(timing="on_use", op=op, **fields)  # type: ignore[arg-type]


NO_PLAN = Plan(divine=(), devious=())

PLANS: dict[str, Plan] = {
    # 煽動: divine moves a crystal from the dust to the distance; devious from the distance to the
    # opponent's aura.
    "NA-07-shinra-O-N-5": Plan(
        divine=(_on_use("move", source="dust", dest="distance"),),
        devious=(_on_use("move", source="distance", dest="opponent.aura"),),
    ),
    # 真言: divine deals 1 to the opponent's life while their deck holds 3 or more cards; devious
    # deals 2 to their aura while it holds 3 or fewer.
    # 詭弁: divine puts the top 3 cards of the opponent's deck face-down; devious may use a card of
    # the opponent's discard pile.
    "NA-07-shinra-O-N-3": Plan(divine=sophism_divine, devious=sophism_devious),
    # 壮語: divine gains 1 concentration and puts the card back on the deck; devious makes a
    # short-handed opponent flinch, draw 3 and discard 2.
    "NA-07-shinra-O-N-6": Plan(divine=eloquence_divine, devious=eloquence_devious),
    # 皆式理解: divine re-uses an own enhancement for free; devious sends a normal enhancement's
    # crystals of the opponent's to the dust.
    "NA-07-shinra-O-S-2": Plan(divine=infer_divine, devious=infer_devious),
    # 使徒: an unavoidable 2/2 attack at odd (divine) or even (devious) distances, with a text after it.
    "NA-07-shinra-A1-N-7": Plan(
        divine=(
            Effect(
                timing="on_deploy",
                op="perform_attack",
                range=[1, 3, 5],
                aura=2,
                life=2,
                unavoidable=True,
                after_attack=[scripted("after_attack", hand_to_bottom)],
            ),
        ),
        devious=(
            Effect(
                timing="on_deploy",
                op="perform_attack",
                range=[0, 2, 4],
                aura=2,
                life=2,
                unavoidable=True,
                after_attack=[scripted("after_attack", deck_to_discard_then_face_down)],
            ),
        ),
    ),
    "NA-07-shinra-A1-N-2": Plan(
        divine=(_on_use("damage", player="opponent", dest="opponent.life", amount=1, condition=_opp_deck(">=", 3)),),
        devious=(_on_use("damage", player="opponent", dest="opponent.aura", amount=2, condition=_opp_deck("<=", 3)),),
    ),
}

CARDS: dict[str, Behaviour] = {
    "NA-07-shinra-O-N-1": behaviour(  # Argue: while the opponent's deck holds 2+, cards instead of damage
        Effect(
            timing="constant",
            op="replace_damage",
            condition=_opp_deck(">=", 2),
            then=[scripted("constant", argue_instead)],
        )
    ),
    "NA-07-shinra-O-N-2": behaviour(  # Protest
        scripted("after_attack", protest),
        Effect(timing="after_attack", op="draw", player="opponent", amount=1),
    ),
    "NA-07-shinra-O-N-3": behaviour(scripted("after_attack", execute_and_prepare)),  # Sophism
    "NA-07-shinra-O-N-4": behaviour(scripted("on_use", replicate)),  # Replicate
    "NA-07-shinra-O-N-5": behaviour(scripted("on_use", execute_and_prepare)),  # Agitate
    "NA-07-shinra-O-S-3": behaviour(  # Refute the World: own attacks swap their aura and life damage (C 5-6 ii)
        Effect(timing="while_deployed", op="modify_attack", mod_class="swap")
    ),
    "NA-07-shinra-O-N-6": behaviour(scripted("on_destroy", execute_and_prepare)),  # Eloquence
    "NA-07-shinra-O-N-7": behaviour(  # Confuse: holds a card of the opponent's discard pile while deployed
        Effect(timing="on_deploy", op="seal", zone="opponent.discard"),
        Effect(timing="on_destroy", op="unseal"),
    ),
    "NA-07-shinra-O-S-1": behaviour(  # Shake the Mind: the card sealed under a used trump stays for good
        Effect(timing="on_use", op="seal", zone="opponent.discard")
    ),
    "NA-07-shinra-O-S-2": behaviour(scripted("on_use", execute_and_prepare)),  # Infer the Totality
    "NA-07-shinra-O-S-4": behaviour(  # Prove the Nature
        Effect(timing="on_deploy", op="move", source="dust", dest="self.life", amount=2),
        Effect(
            timing="while_deployed",
            when="enhancement_destroyed",
            op="damage",
            player="opponent",
            dest="opponent.life",
            amount=1,
        ),
        Effect(timing="on_destroy", op="lose", player="self"),
    ),
    "NA-07-shinra-A1-N-2": behaviour(scripted("on_use", mantra)),  # Mantra
    "NA-07-shinra-A1-N-7": behaviour(  # Apostle: may pay 1 concentration to prepare first
        Effect(
            timing="on_deploy",
            op="may",
            then=[Effect(timing="on_deploy", op="lose_concentration", amount=1)],
            if_done=[scripted("on_deploy", apostle_prepare)],
        ),
        scripted("on_deploy", execute_and_prepare),
        scripted("on_destroy", execute_and_prepare),
    ),
    "NA-07-shinra-A1-S-3": behaviour(scripted("after_attack", scripture), no_reaction=["all"]),  # Interpret
}

RULES = GoddessRules(at_start=start_player, rule_effects=rule_effects, validate=validate, redact=redact)
