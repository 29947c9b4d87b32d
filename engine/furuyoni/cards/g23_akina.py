"""Akina (No. 23): her additional rules (A 21). Her cards are not encoded yet (the engine refuses them).

A 21-1: a player harboring Akina has a 〈Flow〉 (``AkinaState.flow``), holding only sakura crystals,
five at most.
A 21-2-1: she has a market price (``AkinaState.market_price``), 1 to 4, 2 at the start, public; it
names a zone (4 life, 3 flare, 2 aura, 1 dust). A player without one reads it as 1.
A 21-5: collection; A 21-6-2: once at the start of her main phase she may collect.
A 21-6-3: just after a life damage (not a reshuffle's) resolves, the damaged player's price falls by
1 and the opponent's rises by 1. The text says "0 or more"; our reading (AMBIGUITIES 13, clause_meta)
is 1 or more: a damage of 0 shifts nothing.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from typing import ClassVar

from pydantic import ConfigDict

from .. import carddb
from ..catalogue import Behaviour, behaviour, scripted
from ..game import CrystalZone, Game, Proc, as_player
from ..goddess_state import GoddessState
from ..hooks import GoddessRules, RuleEffect
from ..model import STRICT, Action, Choose, Condition, Decision, Decline, Effect, PlayerState, State
from ..procedures.common import ask, ask_yes_no
from ..procedures.effects import Context, resolve_effect
from ..procedures.terms import pick_card, remove_from_game, return_to_unused
from ..validate import fail

FLOW_CAP = 5  # A 21-1
PRICE_MIN, PRICE_MAX, PRICE_START = 1, 4, 2  # A 21-2-1
PRICE_ZONES = {4: "life", 3: "flare", 2: "aura", 1: "dust"}  # A 21-2-1


@dataclass
class AkinaState(GoddessState, key="akina"):
    """What Akina adds to a player (A 21), all public: her 〈Flow〉's sakura crystals (A 21-1, 5 at most)
    and her market price (A 21-2-1, 1 to 4; None: the player has no price and reads it as 1)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT
    CRYSTAL_ZONES = ("flow",)
    WORDS: ClassVar[dict[str, str]] = {"flow": "Flow"}
    LEGACY = ("flow", "market_price")
    flow: int = 0
    market_price: int | None = None


def harbors_akina(ps: PlayerState) -> bool:
    return any(key.split("-")[0] == "akina" for key in ps.goddesses)


def flow(ps: PlayerState) -> int:
    """The crystals of the player's 〈Flow〉 (A 21-1; none for a player without one)."""
    mine = AkinaState.of(ps)
    return 0 if mine is None else mine.flow


def market_price(ps: PlayerState) -> int | None:
    """The player's market price (A 21-2-1), or None for a player who has none."""
    mine = AkinaState.of(ps)
    return None if mine is None else mine.market_price


def start_player(ps: PlayerState) -> None:
    """A 21-2-1: a player harboring Akina starts the duel with a market price of 2 and an empty flow."""
    if harbors_akina(ps):
        AkinaState.on(ps).market_price = PRICE_START
        AkinaState.on(ps).flow = 0


def price(g: Game, p: int) -> int:
    """A 21-2-1: the player's market price; a player without one reads it as 1."""
    mp = market_price(g.state.players[p])
    return PRICE_MIN if mp is None else mp


def shift_price(g: Game, p: int, n: int, clause: str) -> None:
    """Raise (n > 0) or lower the player's market price, within 1 and 4 (A 21-2-1); a player without
    a price has none to change."""
    ps = g.state.players[p]
    old = market_price(ps)
    if old is None:
        g.emit("A 21-2-1", f"player {p} has no market price: nothing changes", player=p)
        return
    new = max(PRICE_MIN, min(PRICE_MAX, old + n))
    AkinaState.on(ps).market_price = new
    g.emit(clause, f"player {p}'s market price: {old} -> {new}", player=p, count=new)


def price_zone(g: Game, me: int, owner: int) -> CrystalZone:
    """The zone the current market price of player me names (A 21-2-1); a player's zone is that of
    `owner` (the opponent's for a collection, her own for an investment)."""
    kind = PRICE_ZONES[price(g, me)]
    return ("dust",) if kind == "dust" else (kind, owner)


# --- A 21-5 and A 21-6-2: collection ----------------------------------------------------------------------


def collect(g: Game, me: int, clause: str) -> bool:
    """A 21-5: one crystal of her flow goes to the dust (none: the rest is skipped); one crystal of
    the zone her price names (the opponent's, for a player's zone) moves to her aura, or to the dust
    if her aura has no room (none can move: the rest is skipped); her price falls by 2.

    Our reading (clause_meta, A 21-5): at price 1 with a full aura the crystal would go from the dust
    to the dust, which is no move (C 6-3): the price then does not fall. Says whether a collection was
    performed: our reading, it was once its first step was (a crystal of her flow went to the dust)."""
    if g.move_crystals(("flow", me), ("dust",), 1, clause) == 0:
        g.emit(clause, f"player {me} has no crystal in her flow: the collection stops", player=me)
        return False
    src = price_zone(g, me, 1 - me)
    dst: CrystalZone = ("aura", me) if g.room(("aura", me)) > 0 else ("dust",)
    if dst == ("dust",):
        g.emit(clause, f"player {me}'s aura has no room: the crystal goes to the dust", player=me)
    if g.move_crystals(src, dst, 1, clause) == 0:
        g.emit(clause, "no crystal can move from the zone of the market price: the collection stops", player=me)
        return True
    shift_price(g, me, -2, clause)
    return True


# --- A 21-4 and A 21-6-1: investment ---------------------------------------------------------------------


def has_investment_right(g: Game, uid: str) -> bool:
    """A 21-4: a real card whose data marks the investment right (a test card has none)."""
    card = g.state.cards[uid].card
    if card in g.state.definitions:
        return False
    try:
        return carddb.card(card, g.state.season).investable
    except KeyError:
        return False


def investable(g: Game, me: int) -> list[str]:
    """A 21-6-1 step 1: her cards with an investment right in her discard pile, and her used trumps."""
    s = g.state
    ps = s.players[me]
    cards = [u for u in ps.discard if s.cards[u].holder == me]
    cards += [u for u in ps.trumps if s.cards[u].holder == me and s.cards[u].trump_state == "used"]
    return [u for u in cards if has_investment_right(g, u)]


def invest_one(g: Game, me: int, uid: str) -> None:
    """A 21-6-1 steps 2-4 for one card: a normal card goes face-down, a trump returns to unused; one
    crystal of the zone her price names (her own, for a player's zone) moves to her flow, which holds
    five at most (A 21-1); only if it moved does her price rise by 1."""
    if g.defn(uid).category == "trump":
        return_to_unused(g, uid, "A 21-6-1")
    else:
        g.move_card(uid, "face_down", me, clause="A 21-6-1")
    room = FLOW_CAP - flow(g.state.players[me])
    if room <= 0 or g.move_crystals(price_zone(g, me, me), ("flow", me), 1, "A 21-6-1") == 0:
        g.emit("A 21-6-1", f"no crystal can move to player {me}'s flow: the price stays", player=me)
        return
    shift_price(g, me, 1, "A 21-6-1")


def invest(g: Game, me: int) -> Proc:
    """A 21-6-1: she uses her investment rights, card by card, as long as she wants. Our reading
    (clause_meta, A 21-6-1): choosing the cards one at a time, each resolved before the next is
    chosen, reaches exactly the outcomes of choosing them all first (any of them, in any order)."""
    while True:
        cards = investable(g, me)
        if not cards:
            return
        what = {"what": "a card whose investment right to use (decline: no more)"}
        chosen = yield from pick_card(g, me, cards, "A 21-6-1", what, optional=True)
        if chosen is None:
            return
        invest_one(g, me, chosen)


def before_chosen_reshuffle(g: Game, p: int) -> Proc:
    """A 21-6-1, first moment: just before the reshuffle she chose (C 8-1-3 iii)."""
    if harbors_akina(g.state.players[p]) and investable(g, p):
        yield from invest(g, p)


def _main_start_rule(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """A 21-6-1, second moment, then A 21-6-2: at the start of her main phase she may use her
    investment rights, and then collect once."""
    yield from invest(g, me)
    if audit_used(g, me):
        yield from _collect_or_focus(g, me)
        return
    if flow(g.state.players[me]) == 0:
        g.emit("A 21-6-2", f"player {me}'s flow is empty: no collection", player=me)
        return
    if (yield from ask_yes_no(g, me, "may", "A 21-6-2", {"what": "perform a collection"})):
        collect(g, me, "A 21-5")
    else:
        g.emit("A 21-6-2", f"player {me} does not collect", player=me)


def _collect_or_focus(g: Game, me: int) -> Proc:
    """Akina's Revelatory Audit, used: instead of the collection of A 21-6-2 she may perform the basic
    action focus once (decision ``choose``: ``collect``, ``focus``, or decline)."""
    pl = as_player(me)
    options: list[Action] = [Choose(player=pl, option="collect")] if flow(g.state.players[me]) else []
    options += [Choose(player=pl, option="focus"), Decline(player=pl)]
    ans = yield from ask(
        g,
        Decision(
            kind="choose",
            player=pl,
            clause="A 21-6-2",
            options=options,
            detail={"what": "collect, or focus instead (Akina's Revelatory Audit)"},
        ),
    )
    if isinstance(ans, Choose) and ans.option == "collect":
        collect(g, me, "A 21-5")
    elif isinstance(ans, Choose):
        yield from resolve_effect(g, None, me, FOCUS, "A 21-6-2", Context())
    else:
        g.emit("A 21-6-2", f"player {me} neither collects nor focuses", player=me)


MAIN_START_RULE = scripted("constant", _main_start_rule, when="main_start")


def rule_effects(g: Game, when: str) -> list[RuleEffect]:
    """A 21-6-2 is due at the start of the main phase of an active player harboring Akina. Our reading:
    it is offered only while her flow holds a crystal or she has a card to invest, since otherwise
    nothing could happen (A 21-5: a collection's first step fails and the rest is skipped)."""
    a = g.state.active
    ps = g.state.players[a]
    if when != "main_start" or not harbors_akina(ps):
        return []
    if flow(ps) == 0 and not investable(g, a) and not audit_used(g, a):
        return []
    return [(f"akina#collect#{a}", a, MAIN_START_RULE)]


# --- A 21-6-3: the price shift after life damage ----------------------------------------------------------


def after_life_damage(g: Game, p: int) -> None:
    """A 21-6-3: the damaged player's market price falls by 1, the opponent's rises by 1 (each only
    for a player who has a price)."""
    for who, n in ((p, -1), (1 - p, 1)):
        if market_price(g.state.players[who]) is not None:
            shift_price(g, who, n, "A 21-6-3")


# --- the cards ---------------------------------------------------------------------------------------------

RICHER = Condition(quantity="self.capital", compare=">", value_of="opponent.capital")  # A 21-2-2
NOT_RICHER = Condition(quantity="self.capital", compare="<=", value_of="opponent.capital")


def _to_face_down(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Browbeat, after the attack: if her capital is not above the opponent's, the card goes face-down."""
    if uid is not None and uid in g.state.cards:
        g.move_card(uid, "face_down", g.state.cards[uid].holder, clause="C 7-1-8")
    yield from ()


def _collect(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """A card's "perform a collection" (A 21-5)."""
    collect(g, me, "A 21-5")
    yield from ()


COLLECT = scripted("after_attack", _collect)


def _barter_pick(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Barter, after the attack: with a capital 3 or more above the opponent's (A 21-2-2), she may
    take one card of another goddess (C 10-15) from her discard pile into her hand."""
    from ..attacks import other_goddess_card
    from ..quantities import quantity

    if quantity(g, me, "self.capital", uid) < quantity(g, me, "opponent.capital", uid) + 3:
        g.emit("A 21-2-2", f"player {me}'s capital is not 3 or more above the opponent's", player=me)
        return
    ps = g.state.players[me]
    cards = [u for u in ps.discard if uid is not None and other_goddess_card(g, uid, u)]
    if not cards:
        return
    pl = as_player(me)
    ans = yield from ask(
        g,
        Decision(
            kind="choose",
            player=pl,
            clause="C 10-15",
            options=[*(Choose(player=pl, option=u) for u in cards), Decline(player=pl)],
            detail={"what": "a card of another goddess to take back into the hand (up to 1)"},
        ),
    )
    if isinstance(ans, Choose):
        g.move_card(ans.option, "hand", me, clause="C 7-1-10")


AUDIT = "NA-23-akina-O-S-4"
FOCUS = Effect(timing="on_use", op="basic_action", move="focus")
WRAPS = Effect(timing="on_use", op="basic_action", moves=["wrap"], amount=2, up_to=True)


def audit_used(g: Game, me: int) -> bool:
    """Whether her Akina's Revelatory Audit lies used in her trump zone (its 【使用済】 text in force)."""
    s = g.state
    return any(
        s.cards[u].card == AUDIT and s.cards[u].holder == me and s.cards[u].trump_state == "used"
        for u in s.players[me].trumps
    )


def _audit(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Akina's Revelatory Audit: she may collect; if she did, up to two wraps, and the card is removed
    from the game (C 10-18)."""
    if not flow(g.state.players[me]):
        g.emit("A 21-5", f"player {me}'s flow is empty: she cannot collect", player=me)
        return
    if not (yield from ask_yes_no(g, me, "may", "A 21-5", {"what": "perform a collection"})):
        return
    if not collect(g, me, "A 21-5"):
        return
    yield from resolve_effect(g, uid, me, WRAPS, "C 9-6", ctx)
    if uid is not None:
        remove_from_game(g, uid)


def _move(source: str, dest: str, amount: int = 1, timing: str = "on_use", **more: object) -> Effect:
    return Effect(timing=timing, op="move", source=source, dest=dest, amount=amount, **more)  # type: ignore[arg-type]


# Hostile Takeover's attack: 0-10 -/1; answered, it is nullified; its damage does not change.
TAKEOVER_ATTACK = Effect(
    timing="on_use",
    op="perform_attack",
    range=list(range(11)),
    aura=None,
    life=1,
    keywords=["nullified_if_answered", "fixed_damage"],
)


def _hostile_takeover(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Hostile Takeover: its attack (``TAKEOVER_ATTACK``, C 10-5); then, if its user's capital is more
    than the opponent's (A 21-2-2), she uses this very card again, from 〈In-use〉 where it still lies,
    paying its cost, the market price, again (C 9-2 by an effect; A 21-3-1). Unpayable, it is not used
    (C 5-9). Each use pays a cost out of her capital and its attack puts a crystal into the opponent's,
    so the repetition ends. The card goes to the used trumps once, when the last use ends."""
    from ..procedures.use import check_use, use_card
    from ..quantities import quantity

    assert uid is not None
    yield from resolve_effect(g, uid, me, TAKEOVER_ATTACK, "C 10-5", ctx)
    mine, theirs = quantity(g, me, "self.capital", uid), quantity(g, me, "opponent.capital", uid)
    if mine <= theirs:
        g.emit("A 21-2-2", f"capital {mine} is not more than {theirs}: the card is not used again", card=uid)
        return
    barred = check_use(g, me, uid, "effect")
    if barred is not None:
        g.emit(barred.clauses[0], f"{g.name(uid)} cannot be used again: {barred.reason}", card=uid)
        return
    g.emit("A 21-2-2", f"capital {mine} is more than {theirs}: {g.name(uid)} is used again", card=uid)
    yield from use_card(g, me, uid, "effect")


PROTECTION_MONEY = "NA-23-akina-O-S-3"


def _protection_money(g: Game, p: int) -> str | None:
    """Player p's deployed Protection Money, if any (its effects are in force while it is deployed)."""
    for uid in g.state.players[p].enhancements:
        if g.state.cards[uid].card == PROTECTION_MONEY and uid not in g.destroying:
            return uid
    return None


def can_replace_defeat(g: Game, p: int) -> bool:
    """Protection Money replaces its holder's defeat at life 0 (C 4-2) while it is deployed. The hook
    is offered only for that defeat (C 9-1-3-1, ``Game.defer_defeat``), which is the one its text
    names."""
    return _protection_money(g, p) is not None


def replace_defeat(g: Game, p: int) -> Generator[Decision, Action, bool]:
    """Protection Money, instead of its holder's defeat at life 0 (C 9-1-3-1; not optional): 4 crystals
    of her flare to her life (as many as there are, C 5-10), then every crystal on the card to the dust
    (its own effect: its lock does not hold it) and the card removed from the game (C 10-18). With
    her life still 0 afterwards, a new defeat follows, which nothing replaces then."""
    uid = _protection_money(g, p)
    assert uid is not None
    g.emit("C 9-1-3-1", f"instead of losing, player {p}'s {g.name(uid)} resolves", player=p, card=uid)
    g.move_crystals(("flare", p), ("life", p), 4, "C 9-1-3-1")
    g.unlocked.add(uid)
    try:
        g.move_crystals(("card", uid), ("dust",), g.state.cards[uid].crystals, "C 9-1-3-1")
    finally:
        g.unlocked.discard(uid)
    remove_from_game(g, uid)
    yield from ()
    return True


CARDS: dict[str, Behaviour] = {
    # Abacus Beads: after the attack, one of: gain 1 concentration; collect; a crystal either way
    # between her flare and her flow.
    "NA-23-akina-O-N-1": behaviour(
        Effect(
            timing="after_attack",
            op="choose_one",
            choices=[
                [Effect(timing="after_attack", op="gain_concentration", amount=1)],
                [COLLECT],
                [_move("self.flare", "self.flow", timing="after_attack", two_way=True)],
            ],
        )
    ),
    # Browbeat (investment right, A 21-4): +0/+1 while her capital exceeds the opponent's; after the
    # attack, if it does not, this card goes face-down.
    "NA-23-akina-O-N-2": behaviour(
        Effect(timing="constant", op="modify_attack", applies_to="this_attack", aura=0, life=1, condition=RICHER),
        scripted("after_attack", _to_face_down, condition=NOT_RICHER),
    ),
    # Akina's Revelatory Audit (market-value cost, 間合制限 0-7, investment right): she may collect; if
    # she did, up to two wraps and the card leaves the game. Used: at the start of her main phase she
    # may focus once instead of collecting (``_collect_or_focus``).
    AUDIT: behaviour(scripted("on_use", _audit), market_cost=True, distance_limit=[0, 7]),
    # Barter (終端): after the attack, with a capital 3 or more above the opponent's she may take a
    # card of another goddess from her discard pile into her hand; then, with a capital above the
    # opponent's, she may perform a basic action.
    "NA-23-akina-O-N-3": behaviour(
        scripted("after_attack", _barter_pick),
        Effect(timing="after_attack", op="basic_action", amount=1, up_to=True, condition=RICHER),
        terminal=True,
    ),
    # Speculate: one of: two of her aura to her flow; two of the dust to her aura.
    "NA-23-akina-O-N-4": behaviour(
        Effect(
            timing="on_use",
            op="choose_one",
            choices=[[_move("self.aura", "self.flow", 2)], [_move("dust", "self.aura", 2)]],
        )
    ),
    # Calculate (a reaction): gain 1 concentration; this turn every attack, hers and the opponent's,
    # has its range shifted 1 closer (C 10-35-1).
    "NA-23-akina-O-N-5": behaviour(
        Effect(timing="on_use", op="gain_concentration", amount=1),
        Effect(timing="on_use", op="modify_attack", applies_to="own_attacks", range_class="shift", amount=-1),
        Effect(timing="on_use", op="modify_attack", applies_to="opponent_attacks", range_class="shift", amount=-1),
    ),
    # Direct Financing (隙, investment right): deployed, one of the opponent's aura to hers; with 1
    # concentration or more she may pay 1 of it to move one more; destroyed, she may attack (2-5, 1/0).
    "NA-23-akina-O-N-7": behaviour(
        _move("opponent.aura", "self.aura", timing="on_deploy"),
        Effect(
            timing="on_deploy",
            op="may",
            condition=Condition(quantity="self.concentration", compare=">=", value=1),
            then=[
                Effect(timing="on_deploy", op="lose_concentration", amount=1),
                _move("opponent.aura", "self.aura", timing="on_deploy"),
            ],
        ),
        Effect(
            timing="on_destroy",
            op="may",
            then=[Effect(timing="on_destroy", op="perform_attack", range=[2, 3, 4, 5], aura=1, life=0)],
        ),
        unguarded=True,
    ),
    # Contingency (間合制限 0-3): deployed, two of the opponent's flare to the distance; destroyed,
    # one of the distance to the opponent's flare.
    "NA-23-akina-O-N-6": behaviour(
        _move("opponent.flare", "distance", 2, timing="on_deploy"),
        _move("distance", "opponent.flare", 1, timing="on_destroy"),
        distance_limit=[0, 3],
    ),
    # Count Surfeit: after the attack, one each of her flare, her flow and her life to her aura.
    # Protection Money: as it deploys, 4 of its user's life to her flare; while deployed, its crystals
    # move only by its own effects (so the start phase takes none, C 8-1-3 ii), and it replaces her
    # defeat at life 0 (``replace_defeat``).
    # Hostile Takeover (market-price cost): see ``_hostile_takeover``.
    "NA-23-akina-O-S-1": behaviour(scripted("on_use", _hostile_takeover), market_cost=True),
    PROTECTION_MONEY: behaviour(
        Effect(timing="on_deploy", op="move", source="self.life", dest="self.flare", amount=4),
        Effect(timing="while_deployed", op="lock_crystals"),
        by=(replace_defeat,),
    ),
    "NA-23-akina-O-S-2": behaviour(
        _move("self.flare", "self.aura", timing="after_attack"),
        _move("self.flow", "self.aura", timing="after_attack"),
        _move("self.life", "self.aura", timing="after_attack"),
    ),
}

def flow_room(g: Game, kind: str, p: int) -> int | None:
    """A 21-1: only a player harboring Akina has a 〈Flow〉, of 5 crystals at most."""
    if kind != "flow":
        return None
    ps = g.state.players[p]
    return max(0, FLOW_CAP - flow(ps)) if harbors_akina(ps) else 0


def capital(g: Game, p: int, uid: str | None) -> int:
    """A 21-2-2: a player's capital, the crystals of her aura, flare and 〈Flow〉 (A 21-1)."""
    ps = g.state.players[p]
    return ps.aura + ps.flare + flow(ps)


def validate(s: State, p: int) -> None:
    """A 21-1: only a player harboring Akina has a 〈Flow〉, holding 0 to 5 crystals; A 21-2-1: only she
    has a market price, 1 to 4 (a position without goddesses, as scenarios write them, may give any
    player them)."""
    ps = s.players[p]
    mine = AkinaState.of(ps) or AkinaState()
    akina = harbors_akina(ps)
    if not 0 <= mine.flow <= FLOW_CAP:
        fail("crystal-count", "A 21-1", f"player {p}'s flow holds {mine.flow} crystals; 0 to 5")
    if ps.goddesses and not akina and mine.flow:
        fail("flow", "A 21-1", f"player {p} has crystals in a flow without harboring Akina")
    if mine.market_price is None:
        if ps.goddesses and akina:
            fail("market-price", "A 21-2-1", f"player {p} harbors Akina and so has a market price; none is given")
        return
    if ps.goddesses and not akina:
        fail("market-price", "A 21-2-1", f"player {p} has a market price without harboring Akina")
    if not PRICE_MIN <= mine.market_price <= PRICE_MAX:
        fail("market-price", "A 21-2-1", f"player {p}'s market price is {mine.market_price}; 1 to 4")


def market_cost(g: Game, uid: str) -> int | None:
    """A 21-3-1: a card whose cost is the market value costs its holder's market price (none: 1,
    A 21-2-1), which no effect changes."""
    if not g.defn(uid).market_cost:
        return None
    return price(g, g.state.cards[uid].holder)


RULES = GoddessRules(
    crystal_room=flow_room,
    quantities={"capital": capital},
    validate=validate,
    fixed_cost=market_cost,
    can_replace_defeat=can_replace_defeat,
    replace_defeat=replace_defeat,
    at_start=start_player,
    rule_effects=rule_effects,
    before_chosen_reshuffle=before_chosen_reshuffle,
    after_life_damage=after_life_damage,
)
