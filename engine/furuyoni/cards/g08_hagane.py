"""Hagane (No. 08) and her another version 『鍛治師』 (Blacksmith, A1): card behaviour and her additional
rules (A 6).

A 6-2 遠心 (centrifugal) is the card fact ``centrifugal``; the rule that restricts such a card's use is
``RULES.use_restriction`` below, which ``procedures.use.check_use`` asks with every other use
restriction. Facts (range, damage, costs) come from the card database; only what the
facts cannot say is here.

A 6-3-1: a player harboring Blacksmith Hagane has an 〈Anvil〉 (``HaganeState``, under
``players[i].goddess.hagane``): a zone of normal cards lying face up, their constant effects in force
(``CardZone``: the core reads them as in its own zones), and the sakura crystals on it
(``anvil_crystals``, a crystal zone, a place of crystals for Honoka's cards: ``crystal_places``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from pydantic import ConfigDict

from ..attacks import other_goddess
from ..catalogue import Behaviour, behaviour, scripted
from ..goddess_state import CardZone, GoddessState
from ..hooks import GoddessRules
from ..model import (
    STRICT,
    Action,
    CardDef,
    Condition,
    Decision,
    Decline,
    Effect,
    EffectTiming,
    Player,
    PlayerState,
    State,
    UseCard,
    XValue,
)
from ..procedures.common import ask, settle
from ..procedures.terms import pick_card
from ..validate import fail

if TYPE_CHECKING:
    from ..game import Game, Proc
    from ..procedures.effects import Context


def _if(
    quantity: str,
    compare: str,
    value: int,
    then: list[Effect],
    otherwise: list[Effect] | None = None,
    timing: EffectTiming = "on_use",
) -> Effect:
    """An "if …: …" block, its condition checked once for the whole block."""
    return Effect(
        timing=timing,
        op="if",
        condition=Condition(quantity=quantity, compare=compare, value=value),  # type: ignore[arg-type]
        then=then,
        otherwise=otherwise or [],
    )


def _move(source: str, dest: str, amount: int = 1) -> Effect:
    return Effect(timing="on_use", op="move", source=source, dest=dest, amount=amount)  # type: ignore[arg-type]


def _gravity_pull(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Gravity Well on deploy: a distance crystal to own aura; used by a full-power action, its 全力化
    text makes the arrow move one crystal more (C 9-1-2)."""
    n = 2 if ctx.full_power else 1
    if ctx.full_power:
        g.emit("C 9-1-2", "全力化: the arrow moves one crystal more", card=uid)
    g.move_crystals(("distance",), ("aura", me), n, "C 10-1")
    yield from ()


def _decks_to_discard(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Grand Sierra Respect: every card of both decks goes to its holder's discard pile."""
    for p in (me, 1 - me):
        for u in list(g.state.players[p].deck):
            g.move_card(u, "discard", p, clause="C 9-2-2")
    yield from ()


def _use_two_from_discard(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Grand Sierra Respect: up to two different cards of its user's discard pile that are not
    full-power cards are used (C 9-2 by an effect, nested, C 9-8), in the order she likes: she picks
    one and uses it, then picks the next among the cards her discard pile holds then (not the first
    again). If the first use ends the phase (C 10-13), nothing more happens: no second card is chosen
    (FAQ, Hagane: Grand Sierra Respect). Only a card the position lets her use now is offered."""
    from ..procedures.use import check_use, use_card

    p: Player = 0 if me == 0 else 1
    chosen: list[str] = []
    for _ in range(2):
        options: list[Action] = [
            UseCard(player=p, card=u)
            for u in g.state.players[me].discard
            if u not in chosen and g.defn(u).subtype != "full_power" and check_use(g, me, u, "effect") is None
        ]
        if not options:
            g.emit("C 9-2", f"player {me} has no other card to use from the discard pile", player=me)
            return
        ans = yield from ask(
            g,
            Decision(
                kind="use_card",
                player=p,
                clause="C 9-2",
                options=[*options, Decline(player=p)],
                detail={"card": uid, "zone": "discard", "chosen": list(chosen)},
            ),
        )
        if not isinstance(ans, UseCard):
            g.emit("C 10-40", f"player {me} uses no more cards", player=me)
            return
        chosen.append(ans.card)
        g.emit("C 9-8", "a card used by an effect resolves nested", card=ans.card)
        yield from use_card(g, me, ans.card, "effect")
        yield from settle(g)


TEMPERED_ATTACK = "NA-08-hagane-A1-S-1-Ex1"
BLACKSMITH = "hagane-a1"  # the goddess an 〈Anvil〉 belongs to (A 6-3-1)


@dataclass
class HaganeState(GoddessState, key="hagane"):
    """What Blacksmith Hagane adds to a player: her 〈金床〉 (anvil, A 6-3-1), normal cards face up with
    their constant effects in force, and the sakura crystals on it; all public."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT
    CARD_ZONES = (CardZone("anvil", in_force=True, face_up=True),)
    CRYSTAL_ZONES = ("anvil_crystals",)
    WORDS: ClassVar[dict[str, str]] = {"anvil_crystals": "Anvil"}
    LEGACY = ("anvil", "anvil_crystals")
    anvil: list[str] = field(default_factory=list)
    anvil_crystals: int = 0

    def crystal_places(self) -> tuple[int, ...]:
        return (self.anvil_crystals,)


def anvil(ps: PlayerState) -> list[str]:
    """The cards on the player's anvil (none for a player without one)."""
    mine = HaganeState.of(ps)
    return [] if mine is None else mine.anvil


def anvil_crystals(ps: PlayerState) -> int:
    """The crystals on the player's anvil (A 6-3-1)."""
    mine = HaganeState.of(ps)
    return 0 if mine is None else mine.anvil_crystals


def validate(s: State, p: int) -> None:
    """A 6-3-1: an anvil belongs to a player harboring Blacksmith Hagane (a position without goddesses,
    as scenarios write them, may give any player one); its crystals are counted from 0."""
    ps = s.players[p]
    n = anvil_crystals(ps)
    if not 0 <= n <= 100:
        fail("crystal-count", "A 6-3-1", f"player {p}'s anvil holds {n} crystals")
    if (anvil(ps) or n) and ps.goddesses and BLACKSMITH not in ps.goddesses:
        fail("anvil-zone", "A 6-3-1", f"player {p} does not harbor Blacksmith Hagane and has no anvil")


def validate_card(s: State, uid: str, d: CardDef, p: int | None, zone: str) -> None:
    """A 6-3-1: the anvil holds normal cards only."""
    if zone == "anvil" and p is not None and d.category != "normal":
        fail("anvil-zone", "A 6-3-1", f"{uid!r} is a trump; the anvil holds normal cards only")


def _to_anvil(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Grand Refinement Material with an empty 〈Anvil〉: its user may put an attack card of another
    goddess (C 10-15) from their hand onto their anvil (A 6-3-1)."""
    ps = g.state.players[me]
    fits = [u for u in ps.hand if g.defn(u).type == "attack" and other_goddess(g, uid, g.defn(u).user)]
    if not fits:
        g.emit("A 6-3-1", f"player {me} has no attack card of another goddess in hand", player=me)
        return
    detail: dict[str, str | int | None] = {"what": "card for the anvil", "card": uid, "zone": "hand", "owner": me}
    chosen = yield from pick_card(g, me, fits, "A 6-3-1", detail, optional=True)
    if chosen is not None:
        g.move_card(chosen, "anvil", me, clause="A 6-3-1")
    else:
        g.emit("C 10-40", f"player {me} puts no card on the anvil", player=me)


def _tempered_to_deck(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Grand Refinement Material: one Tempered Attack of its user's 〈Extra〉 goes to the bottom of
    their deck (nothing when none is left there)."""
    extra = [u for u in g.state.players[me].extra if g.state.cards[u].card == TEMPERED_ATTACK]
    if extra:
        g.move_card(extra[0], "deck", me, bottom=True, clause="C 7-1-12")
    else:
        g.emit("C 7-1-12", f"player {me} has no Tempered Attack left in the extra zone", player=me)
    yield from ()


CARDS: dict[str, Behaviour] = {
    # Centrifugal Swing (遠心): afterwards, on its user's turn, both hands go face-down, the user's
    # concentration drops to 0 and the phase ends (C 10-13).
    "NA-08-hagane-O-N-1": behaviour(
        _if(
            "self.active",
            "==",
            1,
            [
                Effect(timing="after_attack", op="face_down_hand", player="self"),
                Effect(timing="after_attack", op="face_down_hand", player="opponent"),
                Effect(timing="after_attack", op="lose_concentration", amount_of="self.concentration"),
                Effect(timing="after_attack", op="end_phase"),
            ],
            timing="after_attack",
        ),
        centrifugal=True,
    ),
    # Scatter to the Winds: afterwards, if the distance changed by 2 or more since the turn started,
    # a random card of the opponent's hand goes to their discard pile.
    "NA-08-hagane-O-N-2": behaviour(
        _if(
            "distance.change",
            ">=",
            2,
            [Effect(timing="after_attack", op="discard_random", player="opponent")],
            timing="after_attack",
        )
    ),
    # Earthshatter: no reactions; afterwards the opponent's concentration drops to 0 and they flinch.
    "NA-08-hagane-O-N-3": behaviour(
        Effect(timing="after_attack", op="lose_concentration", player="opponent", amount_of="opponent.concentration"),
        Effect(timing="after_attack", op="flinch", player="opponent"),
        no_reaction=["all"],
    ),
    # Recoil: at distance 5 or more a distance crystal goes to own flare, otherwise one of the
    # opponent's flare crystals comes to the distance (one branch, chosen by the distance before it).
    "NA-08-hagane-O-N-4": behaviour(
        _if("distance", ">=", 5, [_move("distance", "self.flare")], [_move("opponent.flare", "distance")])
    ),
    # Waltz of Steel (遠心): with 3 or more crystals on the opponent's flare, two of them go to own aura.
    "NA-08-hagane-O-N-5": behaviour(
        _if("opponent.flare", ">=", 3, [_move("opponent.flare", "self.aura", 2)]),
        centrifugal=True,
    ),
    # Hearthfire: at distance 3 or more, one distance crystal to each player's flare.
    "NA-08-hagane-A1-N-1": behaviour(
        _if("distance", ">=", 3, [_move("distance", "self.flare"), _move("distance", "opponent.flare")])
    ),
    # Gravity Well: deploying pulls a distance crystal to own aura (two by a full-power action); while
    # deployed the master distance is 1 smaller.
    "NA-08-hagane-O-N-7": behaviour(
        scripted("on_deploy", _gravity_pull),
        Effect(timing="while_deployed", op="master_distance", amount=-1),
    ),
    # Grand Firmament Crash: 超克; X is how much the distance changed since the turn started, Y half
    # of X rounded up.
    "NA-08-hagane-O-S-1": behaviour(
        overcome=True,
        x=XValue(quantity="distance.change"),
        x_damage=["aura"],
        y=XValue(quantity="this.x", divide=2, round_up=True),
        y_damage=["life"],
    ),
    # Grand Sierra Respect (遠心): both decks go to the discard piles; its user reshuffles at this
    # turn's end phase; then up to two non-full-power cards of the user's discard pile are used, each
    # picked and used before the next is picked.
    "NA-08-hagane-O-S-4": behaviour(
        scripted("on_use", _decks_to_discard),
        Effect(
            timing="on_use",
            op="reserve",
            when="end_phase",
            then=[Effect(timing="on_use", op="reshuffle")],
        ),
        scripted("on_use", _use_two_from_discard),
        centrifugal=True,
    ),
    # Sound the Bell (遠心): its user's next attack this turn gets, as chosen, +2/+1, or no reactions
    # and a range one farther.
    "NA-08-hagane-O-N-6": behaviour(
        Effect(
            timing="on_use",
            op="choose_one",
            choices=[
                [Effect(timing="on_use", op="modify_attack", applies_to="next_attack", aura=2, life=1)],
                [
                    Effect(timing="on_use", op="gain_keyword", applies_to="next_attack", keywords=["no_reaction"]),
                    Effect(timing="on_use", op="modify_attack", applies_to="next_attack", range_class="expand_far"),
                ],
            ],
        ),
        centrifugal=True,
    ),
    # Grand Bourdon Peal: if all its user's other trumps are used (C 10-20), two dust crystals to life.
    "NA-08-hagane-O-S-2": behaviour(
        Effect(
            timing="on_use",
            op="move",
            source="dust",
            dest="self.life",
            amount=2,
            condition=Condition(quantity="self.other_trumps_not_used", compare="==", value=0),
        )
    ),
    # Grand Gravity Attract: three distance crystals to own flare. 再起 (C 10-7): its user used a card
    # with 遠心 this turn, and not this card.
    "NA-08-hagane-O-S-3": behaviour(
        _move("distance", "self.flare", 3),
        Effect(
            timing="while_used",
            op="resurgence",
            condition=Condition(
                quantity="self.used_centrifugal",
                compare=">=",
                value=1,
                all_of=[Condition(quantity="this.used", compare="==", value=0)],
            ),
        ),
    ),
    # Grand Refinement Material (終端). "If this card is yours": a card is always used by its holder
    # here, so that always holds. With a card on the anvil, a dust crystal goes onto the anvil;
    # without one, an attack card of another goddess may go there from hand. Then a Tempered Attack
    # goes from 〈Extra〉 to the deck bottom. 再起 (C 10-7): its user used a Tempered Attack this turn.
    "NA-08-hagane-A1-S-1": behaviour(
        _if("self.anvil", ">=", 1, [_move("dust", "self.anvil_crystals")], [scripted("on_use", _to_anvil)]),
        scripted("on_use", _tempered_to_deck),
        Effect(
            timing="while_used",
            op="resurgence",
            condition=Condition(quantity="self.cards_used", compare=">=", value=1, card=TEMPERED_ATTACK),
        ),
        terminal=True,
    ),
    # Tempered Attack (extra card): a copy of the card on its holder's anvil but for its name, its
    # user and this text, with three bands by the crystals on the anvil: "0 or more" +1/+0 and far 1,
    # "1 or more" +1/+1 and far 1, "2 or more" +1/+1, far 1 and unnullifiable (C 10-23). Every band
    # whose threshold is reached applies, so they add up: 2 crystals give +3/+2 and far 3 (FAQ, Hagane:
    # Tempered Attack with 2 anvil tokens). Its holder's opponent's effects cannot choose it in hand;
    # out of hand and face-down pile it returns to deck or hand only by a reshuffle; it cannot be sealed.
    TEMPERED_ATTACK: behaviour(
        Effect(timing="constant", op="copy_of", of="anvil", keep_own=True),
        *(
            effect
            for band, (aura, life) in enumerate(((1, 0), (1, 1), (1, 1)))
            for effect in (
                Effect(
                    timing="constant",
                    op="modify_attack",
                    applies_to="this_attack",
                    aura=aura,
                    life=life,
                    condition=Condition(quantity="self.anvil_crystals", compare=">=", value=band),
                ),
                Effect(
                    timing="constant",
                    op="modify_attack",
                    applies_to="this_attack",
                    range_class="expand_far",
                    condition=Condition(quantity="self.anvil_crystals", compare=">=", value=band),
                ),
            )
        ),
        Effect(
            timing="constant",
            op="gain_keyword",
            applies_to="this_attack",
            keywords=["unnullifiable"],
            condition=Condition(quantity="self.anvil_crystals", compare=">=", value=2),
        ),
        unchoosable_in_hand=True,
        unsealable=True,
        returns_only_by_reshuffle=True,
    ),
    # Whirling Ascent: if the distance changed by 2 or more since the turn started, draw and gain 1.
    "NA-08-hagane-A1-N-2": behaviour(
        _if(
            "distance.change",
            ">=",
            2,
            [
                Effect(timing="on_use", op="draw", amount=1),
                Effect(timing="on_use", op="gain_concentration", amount=1),
            ],
        )
    ),
}


def centrifugal(g: Game, p: int, uid: str) -> tuple[list[str], str] | None:
    """A 6-2: a card with 遠心 is usable only while the distance is 2 or more farther than at the start
    of the turn and its user has not yet attacked in the current phase (``attacked_this_phase``): an
    attack made in the start phase (an enhancement's disenchant attack) does not bar a centrifugal card
    in the main phase (FAQ, Hagane: Centrifuge)."""
    d = g.defn(uid)
    if not d.centrifugal:
        return None
    s = g.state
    start = s.turn_start_distance
    if start is None or g.distance() - start < 2:
        why = f"the distance {g.distance()} is not 2 or more farther than at the start of the turn ({start})"
    elif p in s.attacked_this_phase:
        why = f"player {p} has already attacked in this phase"
    else:
        return None
    return ["A 6-2"], f"{d.name} has 遠心 (centrifugal): {why}"


RULES = GoddessRules(
    use_restriction=centrifugal,
    validate=validate,
    validate_card=validate_card,
    quantities={
        "anvil": lambda g, p, uid: len(anvil(g.state.players[p])),  # cards on the anvil (A 6-3-1)
        "anvil_crystals": lambda g, p, uid: anvil_crystals(g.state.players[p]),
    },
)
