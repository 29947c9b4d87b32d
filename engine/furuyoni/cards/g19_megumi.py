"""Megumi (No. 19): card behaviour and her additional rules (A 17).

A 17-1: a player who harbors Megumi starts the duel with her 5 seed crystals in her 〈Soil〉,
ungerminated (``MegumiState.soil``). A 17-3: her 〈Soil〉 holds seeds only, ungerminated (``soil``) or
germinated (``soil_germinated``), all public; "all seeds in her soil have germinated" holds when none
of hers is ungerminated. A 17-2: a seed crystal elsewhere lies on one of her cards in her 〈In-use〉 or
〈Enhancement〉, counted in that card's ``crystals`` and in its ``seeds`` (``MegumiCardState``; A 17-4,
17-5: there it is a sakura crystal, germinated, A 17-2-1-1). When crystals leave such a card the others
go first (A 17-5) and the seeds that leave it go back to her soil, ungerminated, instead (A 17-2-1-1;
``crystals_leaving_card``), as they do when the card leaves her 〈In-use〉 or 〈Enhancement〉
(``card_moved``).
A 17-6: 生育 X is the keyword effect ``growth`` (amount X); a card's instances add up.
A 17-7-1: her enhancements are charged otherwise (``charge_instead``): a goddess's card germinates one
seed of her soil; she takes up to the charge in germinated seeds from her soil and the rest of the
charge from 〈Dust〉 and her 〈Aura〉; then, for growth X, up to X more germinated seeds; all of them
are put on the card in her 〈In-use〉.

Facts (range, damage, costs) come from the card database; only what the facts cannot say is here.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from pydantic import ConfigDict

from ..attacks import give_mod, other_goddess_card
from ..catalogue import Behaviour, behaviour, scripted
from ..game import as_player
from ..goddess_state import GoddessCardState, GoddessState
from ..hooks import GoddessRules
from ..model import (
    STRICT,
    Action,
    CardDef,
    Choose,
    ChooseCharge,
    Condition,
    Decision,
    Effect,
    Lasting,
    PlayerState,
    Quantity,
    State,
)
from ..procedures.common import ask
from ..validate import fail

if TYPE_CHECKING:
    from ..game import Game, Proc
    from ..procedures.effects import Context

SEED_CRYSTALS = 5  # A 17-1


@dataclass
class MegumiState(GoddessState, key="megumi"):
    """What Megumi adds to a player: the seed crystals in her 〈Soil〉, ungerminated and germinated,
    public (A 17-1, 17-3); both 0 for a player who does not harbor her."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT
    LEGACY = ("soil", "soil_germinated")
    soil: int = 0
    soil_germinated: int = 0


@dataclass
class MegumiCardState(GoddessCardState, key="megumi"):
    """What Megumi's rules add to a card: how many of its ``crystals`` are her seed crystals, linked to it
    in her 〈In-use〉 or 〈Enhancement〉 (A 17-2; sakura crystals there, A 17-4, 17-5); and whether they
    came to number 5 on it this turn (Fruit of Finality: "the turn its seeds became 5")."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT
    LEGACY = ("seeds",)
    LEGACY_LISTS: ClassVar[dict[str, str]] = {"seeds_reached_five": "reached_five"}
    seeds: int = 0
    reached_five: bool = False


def harbors_megumi(ps: PlayerState) -> bool:
    return any(key.split("-")[0] == "megumi" for key in ps.goddesses)


def soil(ps: PlayerState) -> MegumiState:
    """Her soil on this player (made on demand: a player without her has none in it)."""
    return MegumiState.on(ps)


def seeds_on(s: State, uid: str) -> int:
    """Her seed crystals on the card (A 17-2)."""
    mine = MegumiCardState.of(s.cards[uid]) if uid in s.cards else None
    return 0 if mine is None else mine.seeds


def start_player(ps: PlayerState) -> None:
    """A 17-1: her seed crystals start in her soil, none germinated."""
    if harbors_megumi(ps):
        soil(ps).soil = SEED_CRYSTALS
        soil(ps).soil_germinated = 0


# --- A 17-2, 17-5: the seeds on her cards ---------------------------------------------------------------


def crystals_leaving_card(
    g: Game, uid: str, dst: tuple[Any, ...], n: int, clause: str, aura_cap: int | None
) -> int | None:
    """Crystals leaving a card that holds seed crystals: the ones that are not seeds are chosen first
    (A 17-5); the seeds chosen after them go back to their holder's 〈Soil〉, ungerminated, instead of
    where the others go (A 17-2-1-1), whatever room that zone has. None for a card without seeds."""
    seeds = seeds_on(g.state, uid)
    if not seeds:
        return None
    inst = g.changing(uid)
    mine = MegumiCardState.on(inst)
    mine.seeds = 0  # set aside while the others move
    inst.crystals -= seeds
    plain = min(n, inst.crystals)
    moved = g.move_crystals(("card", uid), dst, plain, clause, aura_cap) if plain else 0
    inst.crystals += seeds
    mine.seeds = seeds
    seeds = min(n - plain, seeds) if moved == plain else 0
    if seeds and dst[0] == "card" and _same_seed_zone(g, uid, str(dst[1])):
        seeds_to_card(g, uid, str(dst[1]), seeds, clause)
    elif seeds:
        seeds_to_soil(g, uid, seeds, clause)
    return moved + seeds


def _same_seed_zone(g: Game, uid: str, other: str) -> bool:
    """Do the two cards lie in one and the same 〈In-use〉 or 〈Enhancement〉 (A 17-4, 17-5)?"""
    if other not in g.state.cards:
        return False
    zone = g.zone_of(uid)
    return zone[0] in ("in_use", "enhancements") and g.zone_of(other) == zone


def seeds_to_card(g: Game, uid: str, other: str, n: int, clause: str) -> None:
    """n seed crystals linked to the card move to another card of the same 〈Enhancement〉 (or
    〈In-use〉): they do not move to another zone, so A 17-2-1-1 does not send them to the soil; they
    stay germinated seeds, linked to the other card (our reading; Megumi's Fruit of Finality)."""
    inst = g.changing(uid)
    MegumiCardState.on(inst).seeds -= n
    inst.crystals -= n
    add_seeds(g, other, n)
    g.emit(clause, f"{n} seed(s) on {g.name(uid)} -> {g.name(other)}", card=uid, count=n, to=other)


def add_seeds(g: Game, uid: str, n: int) -> None:
    """n seed crystals of the card's holder come to be linked to it (A 17-2), counted among its
    crystals (A 17-4, 17-5). The turn they come to number 5 on it is recorded for the rest of the
    turn (``MegumiCardState.reached_five``: her Fruit of Finality reads it)."""
    inst = g.changing(uid)
    mine = MegumiCardState.on(inst)
    before = mine.seeds
    mine.seeds += n
    inst.crystals += n
    if before < SEED_CRYSTALS <= mine.seeds:
        mine.reached_five = True


def seeds_to_soil(g: Game, uid: str, n: int, clause: str, owner: int | None = None) -> None:
    """A 17-2-1-1: n seed crystals linked to the card leave it: they go to their holder's 〈Soil〉,
    ungerminated. A seed lies only in its holder's 〈In-use〉 or 〈Enhancement〉 (A 17-2), so its
    holder is the player of the zone the card lies in (or, once it has moved, lay in: `owner`),
    who need not be the card's holder (a card of the opponent's used by Yatsuha's Lullaby of the
    Four Mirrors)."""
    inst = g.changing(uid)
    if owner is None:
        owner = g.zone_of(uid)[1]
    p = inst.holder if owner is None else owner
    MegumiCardState.on(inst).seeds -= n
    inst.crystals -= n
    soil(g.state.players[p]).soil += n
    g.emit("A 17-2-1-1", f"{n} seed(s) on {g.name(uid)} -> soil", card=uid, count=n, player=p)


def card_moved(g: Game, uid: str, src: str, src_owner: int | None, zone: str, owner: int | None) -> None:
    """A 17-2: seeds lie only in their holder's 〈In-use〉 and 〈Enhancement〉: a card leaving them (or
    going to another player's, or sealed) sends its seeds back to the soil (A 17-2-1-1)."""
    seeds = seeds_on(g.state, uid)
    if seeds and (zone not in ("in_use", "enhancements") or owner != src_owner):
        seeds_to_soil(g, uid, seeds, "A 17-2-1-1", src_owner)


def turn_ends(g: Game) -> None:
    """The record of the cards whose seeds came to number 5 lasts for the turn."""
    for uid, inst in g.state.cards.items():
        mine = MegumiCardState.of(inst)
        if mine is not None and mine.reached_five:
            MegumiCardState.on(g.changing(uid)).reached_five = False


def growth(g: Game, uid: str) -> int:
    """A 17-6: the card's growth X, its instances summed (its information now holds the printed ones
    and those added to it, C 10-14)."""
    return sum(e.amount for e in g.defn(uid).effects if e.op == "growth")


def germinate(g: Game, p: int, clause: str) -> bool:
    """One ungerminated seed of player p's soil germinates, if there is one."""
    mine = soil(g.state.players[p])
    if mine.soil == 0:
        return False
    mine.soil -= 1
    mine.soil_germinated += 1
    g.emit(clause, f"a seed crystal in player {p}'s soil germinates", player=p, count=1)
    return True


def _how_many(g: Game, p: int, uid: str, most: int, step: str) -> Generator[Decision, Action, int]:
    """Player p picks how many germinated seeds of her soil (0 to `most`) a step of A 17-7-1 selects."""
    if most <= 0:
        return 0
    options: list[Action] = [Choose(player=p, option=str(k)) for k in range(most + 1)]
    ans = yield from ask(
        g,
        Decision(
            kind="choose", player=as_player(p), clause="A 17-7-1", options=options, detail={"card": uid, "seeds": step}
        ),
    )
    assert isinstance(ans, Choose)
    return int(ans.option)


def _put_seeds(g: Game, p: int, uid: str, n: int) -> None:
    if n <= 0:
        return
    soil(g.state.players[p]).soil_germinated -= n
    add_seeds(g, uid, n)
    g.emit("A 17-7-1", f"{n} seed crystal(s) from player {p}'s soil -> {g.name(uid)}", player=p, card=uid, count=n)


def charge_instead(g: Game, p: int, uid: str, need: int) -> Generator[Decision, Action, bool]:
    """A 17-7-1: replaces C 9-2-3 iii for a player harboring Megumi."""
    ps = g.state.players[p]
    if not harbors_megumi(ps):
        return False
    if g.defn(uid).user is not None:  # 1) a goddess's card
        germinate(g, p, "A 17-7-1")
    seeds = yield from _how_many(g, p, uid, min(need, soil(ps).soil_germinated), "charge")  # 2)
    rest = need - seeds  # 3) from the dust and her aura, split as she likes (C 5-10: as many as there are)
    dust, aura = g.state.dust, ps.aura
    total = min(rest, dust + aura)
    splits = [k for k in range(total + 1) if k <= dust and total - k <= aura]
    from_dust = splits[0] if splits else 0
    if len(splits) > 1:
        options: list[Action] = [ChooseCharge(player=as_player(p), from_dust=k) for k in splits]
        ans = yield from ask(
            g,
            Decision(
                kind="charge",
                player=as_player(p),
                clause="A 17-7-1",
                options=options,
                detail={"card": uid, "charge": rest},
            ),
        )
        assert isinstance(ans, ChooseCharge)
        from_dust = ans.from_dust
    if total < rest:
        g.emit("C 5-10", f"only {total} crystal(s) available for the rest of a charge of {need}", card=uid)
    more = yield from _how_many(g, p, uid, min(growth(g, uid), soil(ps).soil_germinated - seeds), "growth")  # 4)
    # 5) everything selected goes to the card in her 〈In-use〉, together (one move, A 18-2-1-5).
    with g.at_once():
        _put_seeds(g, p, uid, seeds + more)
        g.move_crystals(("dust",), ("card", uid), from_dust, "A 17-7-1")
        g.move_crystals(("aura", p), ("card", uid), total - from_dust, "A 17-7-1")
    return True


# --- her cards -----------------------------------------------------------------------------------------

ALL_GERMINATED = Condition(quantity="self.soil", compare="==", value=0)  # A 17-3: none ungerminated
SEEDS_ON_ENHANCEMENTS = Condition(quantity="self.enhancement_seeds", compare=">=", value=1)


def this_attack(**mod: object) -> Effect:
    """A constant modification of the attack made from this card (C 9-2-1 i, 10-3)."""
    return Effect(timing="constant", op="modify_attack", applies_to="this_attack", **mod)  # type: ignore[arg-type]


def _germinate_one(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Root of Causality, after the attack: one ungerminated seed of her soil germinates (none: nothing)."""
    if not germinate(g, me, "A 17-2-1-1"):
        g.emit("A 17-3", f"player {me}'s soil has no ungerminated seed", player=me)
    return
    yield


FLAIL_GROWTH = 2


def _flail(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Flail, after the attack: the next enhancement card of another goddess she uses this turn gains
    growth 2 (a lasting effect this turn, spent by that card: ``card_used``)."""
    eff = Effect(timing="on_use", op="growth", amount=FLAIL_GROWTH)
    g.state.lasting.append(Lasting(op="growth", player=as_player(me), source=uid, effect=eff))
    g.emit(
        "A 17-6", f"player {me}'s next enhancement of another goddess this turn gains growth {FLAIL_GROWTH}", player=me
    )
    return
    yield


def card_used(g: Game, p: int, uid: str) -> None:
    """A card just put into 〈In-use〉 by its use (C 9-2): every pending Flail growth of its user whose
    Flail is of another goddess than this card goes to it, as an added effect (C 10-14). Each Flail that
    resolved this turn names "the next" such card, so two of them both reach it, and their growths add
    up (A 17-6: two resolutions of Flail give growth 4, FAQ, Megumi: Flail)."""
    if g.defn(uid).type != "enhancement":
        return
    for x in list(g.state.lasting):
        mine = x.op == "growth" and x.player == p and x.effect is not None and x.source is not None
        if mine and x.effect is not None and x.source is not None and other_goddess_card(g, x.source, uid):
            g.state.lasting.remove(x)
            inst = g.changing(uid)
            inst.added = [*inst.added, Effect(timing="constant", op="growth", amount=x.effect.amount)]
            g.changed.add(uid)  # its information now includes the added effect (C 10-14)
            g.emit("A 17-6", f"{g.name(uid)} gains growth {x.effect.amount}", card=uid, count=x.effect.amount)


# Fruit of Finality: its seed crystals came to number 5 this turn (``MegumiCardState.reached_five``). Our
# reading of 「種結晶が5個になったターン」: the count coming to 5 in the turn, by any move that adds seeds
# to the card; a card that already held 5 as the turn began did not become 5 in it.
FRUIT_RIPE = Condition(quantity="this.seeds_reached_five", compare="==", value=1)

# Branch of Possibility's X: her seed crystals on 《付与》 cards (its own included as it deploys).
BRANCH_X: Quantity = "self.enhancement_card_seeds"


def _branch_answer(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Branch of Possibility, as it deploys (a reaction): the attack it answered gets -X/+0, X read now
    (C 9-4 i: "the attack this card answered")."""
    from ..procedures.effects import answered_attack
    from ..quantities import quantity

    atk = answered_attack(g, me, ctx)
    if atk is None:
        g.emit("C 9-2-3", "Branch of Possibility answered no attack: nothing is modified", card=uid)
        return
    x = quantity(g, me, BRANCH_X, uid)
    give_mod(g, atk, Effect(timing="constant", op="modify_attack", applies_to="this_attack", aura=-x, life=0), uid)
    g.emit("C 10-3", f"{atk.id} gets -{x}/+0 (X = {x} seed crystals)", attack=atk.id, card=uid)
    yield from ()


CARDS: dict[str, Behaviour] = {
    # Skygleam: +1/+1 while every seed of her soil has germinated (A 17-3).
    "NA-19-megumi-O-N-1": behaviour(this_attack(aura=1, life=1, condition=ALL_GERMINATED)),
    # Thresh: +1/+1 while a seed lies on one of her enhancements (A 17-5).
    "NA-19-megumi-O-N-2": behaviour(this_attack(aura=1, life=1, condition=SEEDS_ON_ENHANCEMENTS)),
    # Flail: after the attack, her next enhancement card of another goddess this turn gains growth 2.
    "NA-19-megumi-O-N-3": behaviour(scripted("after_attack", _flail)),
    # Reed: growth 1; deployed, a crystal from the dust to the distance; while deployed the current
    # distance and the master distance are larger by the seeds on it.
    "NA-19-megumi-O-N-5": behaviour(
        Effect(timing="constant", op="growth", amount=1),
        Effect(timing="on_deploy", op="move", source="dust", dest="distance", amount=1),
        Effect(timing="while_deployed", op="distance_shift", amount=1, amount_of="this.seeds"),
        Effect(timing="while_deployed", op="master_distance", amount=1, amount_of="this.seeds"),
    ),
    # Balsam (growth 2, 隙): while deployed, at the start of the opponent's main phase an attack 3-5 2/1,
    # at the start of her own an attack 1-3 2/1 (C 10-5); destroyed, the opponent flinches.
    "NA-19-megumi-O-N-6": behaviour(
        Effect(timing="constant", op="growth", amount=2),
        Effect(
            timing="while_deployed",
            when="main_start",
            op="perform_attack",
            range=[3, 4, 5],
            aura=2,
            life=1,
            condition=Condition(quantity="self.active", compare="==", value=0),
        ),
        Effect(
            timing="while_deployed",
            when="main_start",
            op="perform_attack",
            range=[1, 2, 3],
            aura=2,
            life=1,
            condition=Condition(quantity="self.active", compare="==", value=1),
        ),
        Effect(timing="on_destroy", op="flinch", player="opponent"),
        unguarded=True,
    ),
    # Megumi's Spreading Palm (growth 5): while deployed, the first attack she performs each turn whose
    # aura damage is 3 or less gets +1/+1. Our reading of 「各ターンにあなたが初めて行うオーラへのダメージが
    # 3以下の《攻撃》」: "first" picks among her attacks with an aura damage of 3 or less (an earlier attack
    # with more does not use it up), the aura damage read as the attack is performed, before the
    # modifications read then (a 「-」 is no number: never 3 or less); an attack of hers with 3 or less
    # performed before the card was deployed is the first of the turn all the same.
    "NA-19-megumi-O-S-4": behaviour(
        Effect(timing="constant", op="growth", amount=5),
        Effect(
            timing="while_deployed",
            when="attack_performed",
            op="modify_attack",
            applies_to="own_attacks",
            aura=1,
            life=1,
            first_aura_at_most=3,
        ),
    ),
    # Pommel Thrust (a reaction attack): the crystals its damage moves go to the distance instead of the
    # dust or the flare (C 5-8-3-1); after it, if she has an enhancement deployed, the opponent's next
    # basic action this turn resolves no effect (its cost is paid all the same).
    "NA-19-megumi-O-N-4": behaviour(
        Effect(timing="constant", op="redirect_crystals", applies_to="this_attack", dest="distance"),
        Effect(
            timing="after_attack",
            op="void_basic_action",
            player="opponent",
            condition=Condition(quantity="self.enhancements", compare=">=", value=1),
        ),
    ),
    # Multiflora (full power, growth 2): as it deploys, and at her end phase while deployed, she may
    # perform a basic action; while deployed, the first time each turn the opponent moves crystals out
    # of the distance, 1 from the dust to the distance; in the opponent's turn its crystals do not move.
    "NA-19-megumi-O-N-7": behaviour(
        Effect(timing="constant", op="growth", amount=2),
        Effect(timing="on_deploy", op="may", then=[Effect(timing="on_deploy", op="basic_action")]),
        Effect(
            timing="while_deployed",
            when="end_phase",
            op="may",
            then=[Effect(timing="while_deployed", op="basic_action")],
            condition=Condition(quantity="self.active", compare="==", value=1),
        ),
        Effect(timing="while_deployed", when="distance_first_moved", op="move", source="dust", dest="distance", amount=1),
        Effect(
            timing="while_deployed",
            op="lock_crystals",
            condition=Condition(quantity="self.active", compare="==", value=0),
        ),
    ),
    # Branch of Possibility (a reaction, growth 1): as it deploys, the attack it answered gets -X/+0;
    # while deployed, at the start of the opponent's start phase, an attack 1-5 0/1 that gets +X/+0 (X
    # read whenever its damage is); X: ``BRANCH_X``.
    "NA-19-megumi-O-S-2": behaviour(
        Effect(timing="constant", op="growth", amount=1),
        scripted("on_deploy", _branch_answer),
        Effect(
            timing="while_deployed",
            when="start_phase",
            op="perform_attack",
            range=[1, 2, 3, 4, 5],
            aura=0,
            life=1,
            then=[
                Effect(
                    timing="constant", op="modify_attack", applies_to="this_attack", aura=1, life=0, amount_of=BRANCH_X
                )
            ],
            condition=Condition(quantity="self.active", compare="==", value=0),
        ),
    ),
    # Fruit of Finality: while deployed, its crystals do not move in a main phase (either player's);
    # the crystal her start phase (C 8-1-3 ii) would move from each of her other enhancements to the
    # dust comes to it instead (a seed stays a seed, ``seeds_to_card``); at the start of the end
    # phase (C 8-3-1) of a turn in which its seeds came to number 5, an attack 5 5/5, unavoidable and
    # not to be nullified (C 10-23), then all its crystals to the dust (its seeds to her soil).
    "NA-19-megumi-O-S-3": behaviour(
        Effect(
            timing="while_deployed",
            op="lock_crystals",
            condition=Condition(quantity="main_phase", compare="==", value=1),
        ),
        Effect(timing="while_deployed", op="redirect_crystals", applies_to="other_enhancements", dest="this"),
        Effect(
            timing="while_deployed",
            when="end_phase",
            op="if",
            condition=FRUIT_RIPE,
            then=[
                Effect(
                    timing="while_deployed",
                    op="perform_attack",
                    range=[5],
                    aura=5,
                    life=5,
                    unavoidable=True,
                    keywords=["unnullifiable"],
                ),
                Effect(timing="while_deployed", op="move", source="this", dest="dust", amount_of="this.crystals"),
            ],
        ),
    ),
    # Root of Causality: after the attack a seed of her soil germinates; used, it becomes unused again
    # in her end phase when her soil holds no germinated seed (再起, C 10-7).
    "NA-19-megumi-O-S-1": behaviour(
        scripted("after_attack", _germinate_one),
        Effect(
            timing="while_used",
            op="resurgence",
            condition=Condition(quantity="self.soil_germinated", compare="==", value=0),
        ),
    ),
}

def _soil_of(g: Game, p: int) -> MegumiState:
    return MegumiState.of(g.state.players[p]) or MegumiState()


def _seeds_in(g: Game, p: int, zones: tuple[str, ...], enhancement_type: bool = False) -> int:
    """Her seed crystals on the player's cards in those zones (on 《付与》 cards only, if asked)."""
    ps = g.state.players[p]
    return sum(
        seeds_on(g.state, u)
        for z in zones
        for u in getattr(ps, z)
        if not enhancement_type or g.defn(u).type == "enhancement"
    )


def _reached_five(g: Game, me: int, uid: str | None) -> int:
    mine = MegumiCardState.of(g.state.cards[uid]) if uid in g.state.cards else None
    return int(mine is not None and mine.reached_five)


def validate(s: State, p: int) -> None:
    """A 17-1, 17-2: a player harboring Megumi has her 5 seed crystals, each in her 〈Soil〉 or on a
    card in her 〈In-use〉 or 〈Enhancement〉 (there they are among the card's crystals; the card may be
    held by the opponent, used by Yatsuha's Lullaby of the Four Mirrors); anyone else has none."""
    ps = s.players[p]
    mine = MegumiState.of(ps) or MegumiState()
    megumi = harbors_megumi(ps)
    if mine.soil < 0 or mine.soil_germinated < 0:
        fail("seeds", "A 17-3", f"player {p}'s soil holds {mine.soil} and {mine.soil_germinated} seeds")
    on_cards = 0
    for uid, inst in s.cards.items():
        if not inst.goddess:  # no goddess's state on the card: no seeds (issue 22: most cards)
            continue
        on_card = MegumiCardState.of(inst)  # seeds_on, without looking the card up again (issue 22)
        seeds = 0 if on_card is None else on_card.seeds
        if seeds == 0:
            continue
        if uid in ps.in_use or uid in ps.enhancements:
            on_cards += seeds
        elif not any(uid in q.in_use or uid in q.enhancements for q in s.players):
            fail("seeds", "A 17-2", f"card {uid!r} holds seeds outside every in-use and enhancement zone")
    total = mine.soil + mine.soil_germinated + on_cards
    if total != (SEED_CRYSTALS if megumi else 0):
        fail("seeds", "A 17-1", f"player {p} has {total} seed crystals" + ("" if megumi else " without harboring Megumi"))


def validate_card(s: State, uid: str, d: CardDef, p: int | None, zone: str) -> None:
    """A 17-5: a card's seeds are among its crystals."""
    inst = s.cards[uid]
    if not inst.goddess and inst.crystals >= 0:  # no seeds, none too many (issue 22: most cards)
        return
    seeds = seeds_on(s, uid)
    if seeds < 0 or seeds > inst.crystals:
        fail("seeds", "A 17-5", f"card {uid!r} has {seeds} seeds among {inst.crystals} crystals")


RULES = GoddessRules(
    at_start=start_player,
    charge_instead=charge_instead,
    card_used=card_used,
    crystals_leaving_card=crystals_leaving_card,
    card_moved=card_moved,
    turn_ends=turn_ends,
    quantities={
        "soil": lambda g, p, uid: _soil_of(g, p).soil,
        "soil_germinated": lambda g, p, uid: _soil_of(g, p).soil_germinated,
        # her seed crystals on the cards of her enhancement zone (A 17-5)
        "enhancement_seeds": lambda g, p, uid: _seeds_in(g, p, ("enhancements",)),
        # on 《付与》 cards: deployed, or in 〈In-use〉 as one deploys
        "enhancement_card_seeds": lambda g, p, uid: _seeds_in(g, p, ("enhancements", "in_use"), True),
        "this.seeds": lambda g, me, uid: seeds_on(g.state, uid) if uid is not None else 0,
        "this.seeds_reached_five": _reached_five,
    },
    validate=validate,
    validate_card=validate_card,
)
