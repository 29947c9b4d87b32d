"""Kanawe (No. 20): card behaviour, and the hooks of her additional rules (A 18), whose story
board, acts and plan cards live in ``kanawe_story``.

Facts (range, damage, costs) come from the card database; only what the facts cannot say is here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import carddb
from ..catalogue import Behaviour, behaviour, scripted
from ..hooks import GoddessRules
from ..model import Condition, Decision, Decline, Effect, UseCard, XValue
from ..procedures import terms
from ..procedures.common import ask, ask_yes_no
from ..procedures.effects import _nullify, answered_attack
from . import kanawe_story as story

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
    return (yield from terms.pick_card(g, me, fits, "C 9-2-2", {"what": what}, optional=optional))


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


def _may_prepare_from_extra(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Composition, after its attack: she may prepare a plan card from 〈Extra〉 (A 18-7)."""
    yield from story.prepare(g, me, ("extra",), optional=True)


def _composition_end(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Composition, at its holder's end phase: from her discard pile she may put it at the bottom of
    her deck; if she does, her opponent gains 1 concentration."""
    if uid is None or uid not in g.state.players[me].discard:
        return
    if not (yield from ask_yes_no(g, me, "may", "C 10-40", {"card": uid, "what": "to the bottom of the deck"})):
        g.emit("C 10-40", "declined", player=me)
        return
    g.move_card(uid, "deck", me, bottom=True, clause="C 7-1-6")
    g.gain_concentration(1 - me, 1, "C 5-1-2")


def _halt_plans(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Staging, after its attack: its user cannot progress plans this turn (A 18-5)."""
    st = story.story_of(g.state.players[me])
    if st is not None:
        st.halted = True
    g.emit("A 18-5", f"player {me} cannot progress plans this turn", player=me, card=uid)
    yield from ()


def _may_prepare_any(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Performance, full power: she may prepare a plan card from 〈Extra〉 or 〈Achieved〉 (A 18-7)."""
    yield from story.prepare(g, me, ("extra", "achieved"), optional=True)


def _afterglow(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Afterglow: in a purple or green act she looks at her opponent's hand and puts one card of it at
    the bottom of their deck (C 7-1-6)."""
    colour = story.act_colour(g.state.players[me])
    hand = list(g.state.players[1 - me].hand)
    if colour not in ("purple", "green"):
        g.emit("A 18-3-1", f"the current act is {colour}, neither purple nor green: nothing happens", card=uid)
        return
    if not hand:
        g.shortfalls += 1
        g.emit("C 5-10", f"player {1 - me}'s hand is empty", player=1 - me)
        return
    pick = yield from terms.pick_card(g, me, hand, "C 9-2-2", {"what": "opponent's card to the deck bottom"})
    if pick is not None:
        g.move_card(pick, "deck", 1 - me, bottom=True, clause="C 7-1-6")


def _improvise(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Improvise: she may use from hand an attack card of another goddess without 《全力》 (C 10-15); when
    Improvise answers an attack, the card used answers it too (C 9-4 i). Then, in a green act, that card
    goes back to her hand from her discard pile (C 7-1-10)."""
    from ..attacks import other_goddess_card
    from ..procedures.use import choice_options, use_chosen
    from ..statuses import is_full_power

    p: Any = 0 if me == 0 else 1
    target = answered_attack(g, me, ctx)
    hand = g.state.players[me].hand
    picks = [
        u
        for u in hand
        if g.defn(u).type == "attack" and not is_full_power(g, u) and other_goddess_card(g, uid, u)
    ]
    options = choice_options(g, me, picks, target)  # an illegal use may be chosen; it does nothing (FAQ)
    ans = yield from ask(
        g,
        Decision(
            kind="use_card", player=p, clause="C 9-2", options=[*options, Decline(player=p)], detail={"card": uid}
        ),
    )
    if not isinstance(ans, UseCard):
        g.shortfalls += 1
        g.emit("C 9-2", f"player {me} uses no card", player=me)
        return
    yield from use_chosen(g, me, ans.card, target, as_card=ans.as_card, answering=target is not None)
    if story.act_colour(g.state.players[me]) == "green" and ans.card in g.state.players[me].discard:
        g.move_card(ans.card, "hand", me, clause="C 7-1-10")


def _declarable(g: Game, me: int) -> list[str]:
    """The card names Censor may declare: the cards of the opponent's goddesses (public: C 2-1), or,
    in a position naming no goddess, the opponent's cards of the position."""
    opp = g.state.players[1 - me]
    ids: set[str] = set()
    for key in opp.goddesses:
        ids.update(
            c.rules_id for c in (*carddb.deck_pool(key, g.state.season), *carddb.extra_pool(key, g.state.season))
        )
    if not opp.goddesses:
        ids.update(inst.card for inst in g.state.cards.values() if inst.holder == 1 - me)
    return sorted(ids)


def _censor_name(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Censor, as it deploys: its user declares the name of a card (kept in her story)."""
    st = story.story_of(g.state.players[me])
    names = _declarable(g, me)
    if uid is None or st is None or not names:
        g.emit("C 9-2-3", "no card name can be declared", card=uid)
        return
    named = yield from terms.choose(g, me, names, "C 9-2-3", {"what": "card name to declare", "card": uid})
    st.named[uid] = named
    g.emit("C 9-2-3", f"player {me} declares the name {_name_of(g, named)}", card=uid, declared=named)


def _censored(g: Game, p: int, uid: str) -> tuple[list[str], str] | None:
    """Censor, deployed: in her opponent's turn the opponent cannot use trumps of the declared name, nor
    normal cards of it while her current act is red (C 9-2, C 1-4)."""
    s = g.state
    q = 1 - p
    st = story.story_of(s.players[q])
    if st is None or not st.named or s.active != p:
        return None
    d = g.defn(uid)
    deployed = {u for ps in s.players for u in ps.enhancements}
    for censor, named in st.named.items():
        if censor not in deployed:
            continue
        if d.name != _name_of(g, named):
            continue
        if d.category == "trump" or (d.category == "normal" and story.act_colour(s.players[q]) == "red"):
            return ["C 9-2", "C 1-4"], f"{g.name(censor)} forbids cards named {d.name} this turn"
    return None


def _name_of(g: Game, card_id: str) -> str:
    from ..catalogue import definition, facts_definition

    try:
        return definition(g.state, card_id).name
    except KeyError:
        return facts_definition(carddb.card(card_id, g.state.season)).name


def _word_use(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Action to the Word: she prepares a plan card from 〈Extra〉 or 〈Achieved〉 (A 18-7); one from
    〈Achieved〉 takes this card out of the game (C 10-18)."""
    came = yield from story.prepare(g, me, ("extra", "achieved"), optional=False)
    if came == "achieved" and uid is not None:
        terms.remove_from_game(g, uid)


def _word_returns(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Action to the Word, used: at the start of her opponent's start phase, if she did not progress a
    plan in the turn before, it is unused again (C 10-17) and her opponent gains 1 concentration."""
    st = story.story_of(g.state.players[me])
    if uid is None or (st is not None and st.progressed_last_turn):
        g.emit("C 10-17", "she progressed a plan last turn: the card stays used", card=uid)
        return
    g.move_card(uid, "trumps", me, clause="C 10-17", trump_state="unused")
    g.gain_concentration(1 - me, 1, "C 5-1-2")
    yield from ()


def _fates(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Master of Fates: the effect of her current act's colour, if it is green, red or purple (A 18-3-1).
    Its 即再起 (C 10-8), "the mask moves to the next act", is in ``kanawe_story._to_next_act``."""
    colour = story.act_colour(g.state.players[me])
    if colour not in ("green", "red", "purple"):
        g.emit("A 18-3-1", f"the current act is {colour}: no colour effect", card=uid)
        return
    yield from story.colour_effect(g, me, colour, "C 9-2-2")


_PURPLE = Condition(quantity="self.act_purple", compare="==", value=1)
_EVEN_ACT = Condition(quantity="self.act", compare="multiple_of", value=2)

PLAN = behaviour(category="plan")  # A 18-2: no text of its own; its conditions are kanawe_story.CONDITIONS

CARDS: dict[str, Behaviour] = {
    # Conception: X/1 with X half the act number rounded up; afterwards, on an even act, a two-way
    # arrow between the distance and the dust (C 10-1)
    "NA-20-kanawe-O-N-1": behaviour(
        Effect(timing="after_attack", op="move", source="distance", dest="dust", two_way=True, condition=_EVEN_ACT),
        x=XValue(quantity="self.act", divide=2, round_up=True),
        x_damage=["aura"],
    ),
    # Composition: afterwards she may prepare a plan from Extra; at her end phase it may leave her
    # discard pile for the bottom of her deck, her opponent gaining 1 concentration
    "NA-20-kanawe-O-N-2": behaviour(
        scripted("after_attack", _may_prepare_from_extra),
        scripted("constant", _composition_end, when="end_phase", condition=story.YOUR_TURN),
    ),
    # Staging: +0/+1 in a purple act; afterwards she cannot progress plans this turn
    "NA-20-kanawe-O-N-3": behaviour(
        Effect(timing="constant", op="modify_attack", applies_to="this_attack", aura=0, life=1, condition=_PURPLE),
        scripted("after_attack", _halt_plans),
    ),
    # Performance: she may wrap, then perform another basic action; full power: she may prepare a plan
    # from Extra or Achieved, and flinches her opponent
    "NA-20-kanawe-O-N-4": behaviour(
        Effect(timing="on_use", op="basic_action", move="wrap", up_to=True),
        Effect(timing="on_use", op="basic_action", moves=["advance", "retreat", "focus", "withdraw"], up_to=True),
        scripted("on_use", _may_prepare_any, full_power=True),
        Effect(timing="on_use", op="flinch", player="opponent", full_power=True),
    ),
    # Afterglow: in a purple or green act, a card of the opponent's hand to the bottom of their deck;
    # they gain 1 concentration
    "NA-20-kanawe-O-N-5": behaviour(
        scripted("on_use", _afterglow),
        Effect(timing="on_use", op="gain_concentration", player="opponent"),
    ),
    # Improvise: uses another goddess's attack card from hand, answering what Improvise answers
    "NA-20-kanawe-O-N-6": behaviour(scripted("on_use", _improvise)),
    # Censor: declares a card name; in the opponent's turn they cannot use trumps of that name (nor
    # normal cards of it in a red act: ``RULES.use_restriction``); destroyed, she gains 1 concentration
    "NA-20-kanawe-O-N-7": behaviour(
        scripted("on_deploy", _censor_name),
        Effect(timing="on_destroy", op="gain_concentration"),
    ),
    # Action to the Word: prepares a plan; used, it may come back unused at the opponent's start phase
    "NA-20-kanawe-O-S-1": behaviour(
        scripted("on_use", _word_use),
        scripted("while_used", _word_returns, when="start_phase", condition=story.OPPONENT_TURN),
    ),
    # Master of Fates: cost X = the act number; the act colour's effect if green, red or purple
    "NA-20-kanawe-O-S-2": behaviour(scripted("on_use", _fates), x=XValue(quantity="self.act"), cost_x=True),
    # The six plan cards (A 18-1): their faces' conditions and boxes are in kanawe_story
    "NA-20-kanawe-O-P-1": PLAN,
    "NA-20-kanawe-O-P-2": PLAN,
    "NA-20-kanawe-O-P-3": PLAN,
    "NA-20-kanawe-O-P-4": PLAN,
    "NA-20-kanawe-O-P-5": PLAN,
    "NA-20-kanawe-O-P-6": PLAN,
    # Better Part of Valor: a reacting trump attack that turns the non-trump attack it answers away
    "NA-20-kanawe-O-S-3": behaviour(scripted("after_attack", _valor_after)),
    # The World's a Stage: swaps a normal card for a left-out one, then itself for a left-out trump
    "NA-20-kanawe-O-S-4": behaviour(scripted("on_use", _stage_use)),
}


RULES = GoddessRules(
    at_start=story.start_player,
    rule_effects=story.rule_effects,
    crystals_moved=story.crystals_moved,
    arrow_resolved=story.arrow_resolved,
    attack_mods=story.yellow_mods,
    state_rules=story.state_rules,
    turn_ends=story.turn_ends,
    use_restriction=_censored,
    quantities=story.QUANTITIES,
    validate=story.validate,
    validate_card=story.validate_card,
)
