"""『歴史家』 (Historian, A1) Renri: her relics and the rules that move them (A 20-1, 20-2-3, 20-4, 20-5,
20-6-2), Divine Gift, the three relic cards and Resolution. ``g22_renri`` merges ``CARDS`` and the
hooks into her module's; the perjury procedure itself is ``procedures.use.perjure``.

Our readings (recorded on the clauses in clause_meta.toml):

- The card list a perjury declares from (A 20-6-1 ii) holds her form's extra cards too: the relics are
  cards of her list, and without them perjury installation (A 20-6-2), which declares only cards that
  print 偽証設置 (Fabricated Weapon, a relic), could never be performed.
- A 20-5 i moves the card numbered A1-N-6, Divine Gift, out of 〈Relics〉: Divine Gift's own text puts
  it there in exchange for a relic. She may regress only while it is there.
- Her relics are face down; like her face-down pile (C 7-1-8) she may look at them, her opponent may not.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Any, ClassVar

from pydantic import ConfigDict

from .. import carddb
from ..catalogue import Behaviour, behaviour, implemented_cards, scripted
from ..game import as_player
from ..goddess_state import CardZone, GoddessState
from ..model import STRICT, Action, Choose, Condition, Decision, Decline, Effect, PlayerState, UseCard
from ..procedures.common import ask, ask_yes_no, settle
from .g01_yurina import this_attack

if TYPE_CHECKING:
    from ..game import Game
    from ..procedures.effects import Context

HISTORIAN = "renri-a1"  # the goddess a 〈Relics〉 belongs to (A 20-2-3)
DIVINE_GIFT = "NA-22-renri-A1-N-6"
FABRICATED_WEAPON = "NA-22-renri-A1-N-6-Ex1"
ESSENCE_OF_SWORD = "NA-22-renri-A1-N-6-Ex2"
PRIMAL_SAKURA_BELL = "NA-22-renri-A1-N-6-Ex3"
RESOLUTION = "NA-22-renri-A1-S-1"
RELICS = (FABRICATED_WEAPON, ESSENCE_OF_SWORD, PRIMAL_SAKURA_BELL)  # A 20-1: face down in 〈Relics〉
INSTALLATION_CARDS = frozenset({FABRICATED_WEAPON})  # the cards that print 偽証設置 (A 20-4)
# The cards that print 回帰 (A 20-5), with what their own text resolves as they regress (【常時】 "when
# this card regresses"): Essence of Sword, the opponent's concentration becomes 0; Primal Sakura Bell,
# one crystal from the dust to her life.
REGRESSION: dict[str, list[Effect]] = {
    FABRICATED_WEAPON: [],
    ESSENCE_OF_SWORD: [Effect(timing="constant", op="set_concentration", player="opponent", amount=0)],
    PRIMAL_SAKURA_BELL: [Effect(timing="constant", op="move", source="dust", dest="self.life")],
}


@dataclass
class RenriState(GoddessState, key="renri"):
    """What Renri adds to a player (A 20): her 〈偽証中〉 (Perjury, A 20-2-2), the normal card she perjures
    with, face down; the cards of hers used by perjury still face down (in Perjury or in use: seen by
    her only); the card ids she has declared by perjury this turn (public); whether she has disproved
    a perjury of the opponent's this turn and failed (public, A 20-6-3). 『歴史家』 Renri's 〈遺物〉
    (Relics, A 20-2-3), normal cards face down (seen by her only), their effects not in force; and the
    perjury cards that regressed, which go to her Relics instead when they leave 〈In-use〉 (A 20-5 ii)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT
    CARD_ZONES = (CardZone("perjury"), CardZone("relics"))  # linked to her player (A 20-2-2, 20-2-3)
    LEGACY = ("perjury", "perjury_face_down", "perjured", "disproof_failed", "relics", "regressed")
    perjury: list[str] = field(default_factory=list)
    perjury_face_down: list[str] = field(default_factory=list)
    perjured: list[str] = field(default_factory=list)
    disproof_failed: bool = False
    relics: list[str] = field(default_factory=list)
    regressed: list[str] = field(default_factory=list)


_NO_STATE = RenriState()  # read for a player without her state: her defaults (never changed)


def _rs(ps: PlayerState) -> RenriState:
    """Her state on the player, to read (her defaults where the player has none)."""
    return RenriState.of(ps) or _NO_STATE


def state(ps: PlayerState) -> RenriState:
    """Her state on the player, to read (her defaults where the player has none)."""
    return _rs(ps)


def face_down(ps: PlayerState) -> list[str]:
    """The player's perjury cards still face down (A 20-6-1)."""
    return _rs(ps).perjury_face_down


def is_historian(g: Game, p: int) -> bool:
    return HISTORIAN in g.state.players[p].goddesses


def card_list(g: Game, p: int) -> list[carddb.CardFacts]:
    """The card lists of player p's goddesses (A 20-6-1 ii), their extra cards included; empty for a
    goddess the season does not know (a hand-made position)."""
    return list(_card_list(tuple(g.state.players[p].goddesses), g.state.season))


@lru_cache(maxsize=256)
def _card_list(goddesses: tuple[str, ...], season: str) -> tuple[carddb.CardFacts, ...]:
    """``card_list`` of these goddesses: the card database's facts never change, and perjury reads the
    list for every card of the hand at every decision (issue 22)."""
    try:
        pool = carddb.combined_deck_pool(goddesses, season)
        extras = [c for key in goddesses for c in carddb.extra_pool(key, season)]
    except (KeyError, ValueError):
        return ()
    return (*pool, *extras)


def component_zone(goddess_key: str, rules_id: str) -> str | None:
    """A 20-1: 『歴史家』 Renri's three relics start face down in her 〈Relics〉."""
    return "relics" if goddess_key == HISTORIAN and rules_id in RELICS else None


# --- just before a reshuffle: Divine Gift and perjury installation --------------------------------


def before_reshuffle(g: Game, p: int) -> Generator[Any, Any, None]:
    """Just before player p reshuffles (C 9-7), before its life damage: Divine Gift's constant text
    (C 9-1-1-2) and perjury installation (A 20-6-2), both resolved by the state rules. When both can
    resolve, the active player picks which goes first (C 5-1-1); each then looks again whether it can."""
    if not is_historian(g, p):
        return
    order = ["divine_gift", "installation"]
    if _divine_gift(g, p) is not None and _installations(g, p):
        active = as_player(g.state.active)
        options: list[Action] = [Choose(player=active, option=o) for o in order]
        what = "which resolves first just before the reshuffle"
        decision = Decision(kind="choose", player=active, clause="C 5-1-1", options=options, detail={"what": what})
        ans = yield from ask(g, decision)
        if isinstance(ans, Choose) and ans.option == "installation":
            order.reverse()
    for step in order:
        yield from (divine_gift_exchange(g, p) if step == "divine_gift" else perjury_installation(g, p))


def before_reshuffle_due(g: Game, p: int) -> bool:
    """Divine Gift's exchange or a perjury installation can be offered to player p now."""
    return is_historian(g, p) and (_divine_gift(g, p) is not None or bool(_installations(g, p)))


def _divine_gift(g: Game, p: int) -> str | None:
    """Her Divine Gift in her discard pile, while her 〈Relics〉 hold a card to exchange it with."""
    ps = g.state.players[p]
    if not _rs(ps).relics:
        return None
    return next((u for u in ps.discard if g.state.cards[u].card == DIVINE_GIFT), None)


def divine_gift_exchange(g: Game, p: int) -> Generator[Any, Any, None]:
    """Divine Gift (its constant text, C 9-1-1-2, from the discard pile just before a reshuffle): she may put it on top of her deck;
    if she does, it is exchanged with a normal card of her 〈Relics〉 that she picks: that card takes
    its place on top of the deck, Divine Gift goes face down into the Relics."""
    from ..procedures.terms import pick_card

    gift = _divine_gift(g, p)
    if gift is None:
        return
    what = "put Divine Gift on top of the deck and exchange it with a relic"
    if not (yield from ask_yes_no(g, p, "may", "C 9-1-1-2", {"card": gift, "what": what})):
        return
    g.move_card(gift, "deck", p, clause="C 9-1-1-2")
    ps = g.state.players[p]
    relic = yield from pick_card(g, p, list(_rs(ps).relics), "C 9-1-1-2", {"card": gift, "what": "a relic for Divine Gift"})
    if relic is None:
        return
    g.move_card(relic, "deck", p, clause="C 9-1-1-2")  # on top, where Divine Gift was
    g.move_card(gift, "relics", p, clause="A 20-2-3")


def _installations(g: Game, p: int) -> list[Action]:
    """A 20-6-2: the perjuries she may perform with a normal card of her face-down pile, declaring a
    card of her lists that prints 偽証設置 and that she has not declared this turn, whose use as that
    card is possible now (C 9-2: its range, its costs)."""
    from ..procedures.use import check_use

    ps = g.state.players[p]
    known = implemented_cards()
    names = [
        c.rules_id
        for c in card_list(g, p)
        if c.rules_id in INSTALLATION_CARDS and c.rules_id in known and c.rules_id not in _rs(ps).perjured
    ]
    out: list[Action] = []
    for u in ps.face_down:
        if g.defn(u).category != "normal":
            continue
        for name in names:
            with g.playing_as(u, name):
                if check_use(g, p, u, "effect") is None:
                    out.append(UseCard(player=as_player(p), card=u, as_card=name))
    return out


def perjury_installation(g: Game, p: int) -> Generator[Any, Any, None]:
    """A 20-6-2: she may pick a card of her face-down pile and perjure with it (A 20-6-1 i-v), as a
    state-triggered rule just before the reshuffle; undisproved and still face down it ends in her
    face-down pile (A 20-6-1 v), which the reshuffle then takes."""
    from ..procedures.use import perjure

    options = _installations(g, p)
    if not options:
        return
    pl = as_player(p)
    decision = Decision(kind="use_card", player=pl, clause="A 20-6-2", options=[*options, Decline(player=pl)])
    ans = yield from ask(g, decision)
    if not isinstance(ans, UseCard) or ans.as_card is None:
        g.emit("A 20-6-2", f"player {p} performs no perjury installation", player=p)
        return
    yield from perjure(g, p, ans.card, ans.as_card, "effect", clause="A 20-6-2")
    yield from settle(g)


# --- the perjury judged: regression (A 20-5) and Resolution's reveal --------------------------------


def perjury_judged(g: Game, p: int, uid: str, outcome: str) -> Generator[Any, Any, None]:
    if outcome == "failed":
        yield from regress(g, p, uid)
    elif outcome == "stands":
        yield from resolution_reveal(g, p, uid)


def regress(g: Game, p: int, uid: str) -> Generator[Any, Any, None]:
    """A 20-5: a disproof of her card printing 回帰 has failed; she may interrupt the perjury: i her
    Divine Gift goes from her 〈Relics〉 to her discard pile; ii the perjury resumes, and the card, when
    it leaves 〈In-use〉, goes to her Relics instead (``RenriState.regressed``, ``Game.move_card``).
    The card's own "when this card regresses" text resolves as it regresses."""
    from ..procedures.effects import Context, resolve_effects

    real = g.state.cards[uid].card
    ps = g.state.players[p]
    if real not in REGRESSION or not is_historian(g, p):
        return
    gift = next((u for u in _rs(ps).relics if g.state.cards[u].card == DIVINE_GIFT), None)
    if gift is None:
        g.emit("A 20-5", "no Divine Gift lies in her Relics: she cannot regress", player=p, card=uid)
        return
    if not (yield from ask_yes_no(g, p, "may", "A 20-5", {"card": uid, "what": "regress"})):
        return
    g.emit("A 20-5", f"player {p} regresses {g.name(uid)}", player=p, card=uid)
    g.move_card(gift, "discard", p, clause="A 20-5")  # i
    RenriState.on(ps).regressed.append(uid)  # ii
    yield from resolve_effects(g, uid, p, REGRESSION[real], "A 20-5", Context())


def resolution_reveal(g: Game, p: int, uid: str) -> Generator[Any, Any, None]:
    """Resolution, deployed (C 9-1-1-6): her perjury not disproved, she may reveal its card; if it is
    not the declared card, she gains 1 concentration (C 5-1-2). Revealed, it no longer lies face down
    and goes to the discard pile after its use (A 20-6-1 v). Our reading: the reveal is offered as the
    perjury stands (A 20-6-1 iv), and a card revealed so cannot be revealed again by its own text
    (Charm)."""
    from ..catalogue import definition

    ps = g.state.players[p]
    deployed = [u for u in ps.enhancements if g.state.cards[u].card == RESOLUTION and u not in g.destroying]
    if not deployed or uid not in _rs(ps).perjury_face_down:
        return
    if not (yield from ask_yes_no(g, p, "may", "C 9-1-1-6", {"card": deployed[0], "what": "reveal the card"})):
        return
    RenriState.on(ps).perjury_face_down.remove(uid)
    inst = g.state.cards[uid]
    g.emit("C 9-1-1-6", f"player {p} reveals the card of her perjury", player=p, card=uid, real=inst.card)
    declared = definition(g.state, inst.used_as or inst.card).id
    if definition(g.state, inst.card).id != declared:
        g.emit("C 9-1-1-6", "it is not the declared card: Resolution gives 1 concentration", player=p)
        g.gain_concentration(p, 1, "C 5-1-2")


# --- cards ---------------------------------------------------------------------------------------


def sakura_bell(g: Game, uid: str | None, me: int, ctx: Context) -> Generator[Any, Any, None]:
    """Primal Sakura Bell: one basic action (C 9-6, without its cost), and one more unless a disproof
    was declared against this card (``Context.disproved``: it failed, or the card would not resolve);
    then 光輝: with 5 or fewer crystals in the dust, she puts a card of her face-down pile (her pick) at
    the bottom of her deck."""
    from ..procedures.effects import resolve_effects
    from ..procedures.terms import pick_card

    once = Effect(timing="on_use", op="basic_action", amount=1)
    yield from resolve_effects(g, uid, me, [once] if ctx.disproved else [once, once], "C 9-2-2", ctx)
    cards = list(g.state.players[me].face_down)
    if g.state.dust > 5 or not cards:
        g.emit("C 9-2-2", f"光輝: the dust holds {g.state.dust}, the face-down pile {len(cards)}: nothing moves", card=uid)
        return
    chosen = yield from pick_card(g, me, cards, "C 9-2-2", {"card": uid, "what": "a card to the bottom of the deck"})
    if chosen is not None:
        g.move_card(chosen, "deck", me, bottom=True, clause="C 7-1-6")


def resolution_devoted(g: Game, uid: str | None, me: int, ctx: Context) -> Generator[Any, Any, None]:
    """Resolution, used (C 9-1-1-8): at her end phase she may use it (by this effect, C 9-8) as if its
    charge were 3, one crystal of which comes from her life."""
    from ..procedures.use import check_use, use_card

    if uid is None or check_use(g, me, uid, "effect") is not None:
        return
    if not (yield from ask_yes_no(g, me, "may", "C 9-1-1-8", {"card": uid, "what": "use it with a charge of 3"})):
        return
    yield from use_card(g, me, uid, "effect", charge=3, charge_from_life=1)


MY_TURN = Condition(quantity="self.active", compare="==", value=1)

CARDS: dict[str, Behaviour] = {
    # Divine Gift: used, nothing happens; its constant text acts from the discard pile just before a
    # reshuffle (``divine_gift_exchange``, through ``before_reshuffle``).
    DIVINE_GIFT: behaviour(by=(divine_gift_exchange,)),
    # Fabricated Weapon (偽証設置, 偽証, 回帰): after its attack, if the third card she uses this turn is
    # an attack card, that card's attack gets +0/+1 (a third card already used: nothing).
    FABRICATED_WEAPON: behaviour(
        Effect(
            timing="after_attack",
            op="modify_attack",
            applies_to="next_attack",
            aura=0,
            life=1,
            nth_card=3,
            condition=Condition(quantity="self.cards_used", compare="<", value=3),
        )
    ),
    # Essence of Sword (偽証, 回帰; a Zanka card by the data): +0/+1 while her Resolution holds crystals;
    # as it regresses, ``REGRESSION``.
    ESSENCE_OF_SWORD: behaviour(
        this_attack(aura=0, life=1, condition=Condition(quantity="self.crystals_on", compare=">=", value=1, card=RESOLUTION))
    ),
    # Primal Sakura Bell (偽証, 回帰; an Ouka card by the data): ``sakura_bell``; as it regresses, ``REGRESSION``.
    PRIMAL_SAKURA_BELL: behaviour(scripted("on_use", sakura_bell)),
    # Resolution (trump, charge 0): used, at her end phase ``resolution_devoted``; deployed, at the start
    # of her main phase she may draw a card, the fatigue her opponent suffers is 2/1 (C 10-10), and
    # her perjury that stands may be revealed (``resolution_reveal``, through ``perjury_judged``).
    RESOLUTION: behaviour(
        scripted("while_used", resolution_devoted, when="end_phase", condition=MY_TURN),
        Effect(
            timing="while_deployed",
            when="main_start",
            op="may",
            condition=MY_TURN,
            then=[Effect(timing="while_deployed", op="draw", amount=1)],
        ),
        Effect(timing="while_deployed", op="fatigue_damage", player="opponent", aura=2, life=1),
    ),
}
