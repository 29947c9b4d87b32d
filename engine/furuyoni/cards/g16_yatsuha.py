"""Yatsuha (No. 16) and her another versions 『完全態』 (Perfect, A1) and 『自我』 (Realized, AA1): card
behaviour and her additional rules (A 14).

A 14-1: the extra cards each form brings are the card database's (``carddb.extra_pool``): the seven
perfect-form cards for 『完全態』, six of them and her two journey trumps for 『自我』; they start in
〈Extra〉 (C 7-1-12).
A 14-2-1: the mirror count (鏡映数) is the quantity ``mirror`` (``quantities.py``): how many of aura,
flare and life the two players have equal.
A 14-3: "make it perfect" exchanges a card of the table below for its partner in 〈Extra〉 (C 10-25,
``procedures.exchange``); ``perfect`` offers the cards that can be made perfect.

A 14-4..14-7: 『自我』 Yatsuha's 〈追憶〉 (memories) and her journey, under her key
(``YatsuhaState``, ``players[i].goddess.yatsuha``): a card zone (her normal cards, face down, seen by
her only: ``RULES.hidden``), the position of its one crystal, the start point she departed from and how
often its effect has resolved; checked by ``RULES.validate``.

Facts (range, damage, costs) come from the card database; only what the facts cannot say is here.
"""

from __future__ import annotations

from collections.abc import Generator, Iterable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, ClassVar

from pydantic import ConfigDict

from ..catalogue import Behaviour, behaviour, definition, scripted
from ..goddess_state import CardZone, GoddessState
from ..hooks import GoddessRules
from ..model import STRICT, Choose, Condition, Decision, Effect, Player, PlayerState, State
from ..procedures.common import ask
from ..procedures.effects import Context, _nullify, answered_attack
from ..procedures.exchange import exchange
from ..procedures.terms import pick_card
from ..validate import fail

if TYPE_CHECKING:
    from ..game import Game, Proc

YATSUHA = "yatsuha"

# A 14-3: the card before the exchange -> the card after it (the perfect form), by rules id.
PERFECT_FORM: dict[str, str] = {
    "NA-16-yatsuha-O-N-1": "NA-16-yatsuha-A1-N-1-Ex1",
    "NA-16-yatsuha-O-N-2": "NA-16-yatsuha-A1-N-2-Ex1",
    "NA-16-yatsuha-O-N-3": "NA-16-yatsuha-A1-N-3-Ex1",
    "NA-16-yatsuha-O-N-4": "NA-16-yatsuha-A1-N-4-Ex1",
    "NA-16-yatsuha-O-N-5": "NA-16-yatsuha-A1-N-5-Ex1",
    "NA-16-yatsuha-O-N-6": "NA-16-yatsuha-A1-N-6-Ex1",
    "NA-16-yatsuha-O-N-7": "NA-16-yatsuha-A1-N-7-Ex1",
}
PERFECTED = frozenset(PERFECT_FORM.values())


def _partner_in_extra(g: Game, me: int, uid: str) -> str | None:
    """The perfect form of the card uid waiting in player me's 〈Extra〉, or None."""
    target = PERFECT_FORM.get(g.state.cards[uid].card)
    if target is None:
        return None
    return next((u for u in g.state.players[me].extra if g.state.cards[u].card == target), None)


def perfectible(g: Game, me: int, zones: tuple[str, ...]) -> list[str]:
    """The cards of player me in these zones that can be made perfect now (A 14-3): a card of the
    table, of Yatsuha (its user, C 6-2-1-4), held by me, whose partner is in her 〈Extra〉. Our reading:
    a card whose partner is not there cannot be exchanged (C 10-25), so it is not offered."""
    s = g.state
    out: list[str] = []
    for zone in zones:
        for u in getattr(s.players[me], zone):
            if s.cards[u].holder == me and g.defn(u).user == YATSUHA and _partner_in_extra(g, me, u) is not None:
                out.append(u)
    return out


def make_perfect(g: Game, me: int, uid: str) -> bool:
    """A 14-3: exchange the card uid with its perfect form (C 10-25); True if it happened."""
    partner = _partner_in_extra(g, me, uid)
    if partner is None:
        g.shortfalls += 1
        g.emit("A 14-3", f"{g.name(uid)} has no perfect form in player {me}'s extra zone", card=uid)
        return False
    g.emit("A 14-3", f"player {me} makes {g.name(uid)} perfect: {g.name(partner)}", player=me, card=uid)
    return exchange(g, uid, me, g.defn(uid).name, g.defn(partner).name)


def perfect(
    g: Game, me: int, source: str | None, zones: tuple[str, ...], clause: str
) -> Generator[Any, Any, str | None]:
    """The text "you may reveal a Yatsuha card of yours from these zones and make it perfect": the player picks
    one of the cards that can be (decision ``choose``) or declines; the chosen card is revealed, then
    exchanged. Returns the perfect form's uid, or None when nothing was made perfect."""
    fits = perfectible(g, me, zones)
    if not fits:
        g.emit(clause, f"player {me} has no card that can be made perfect", player=me)
        return None
    detail: dict[str, str | int | list[str] | None] = {
        "what": "card to make perfect",
        "card": source,
        "zones": list(zones),
        "owner": me,
    }
    picked = yield from pick_card(g, me, fits, clause, detail, optional=True)
    if picked is None:
        g.emit("C 10-40", f"player {me} makes no card perfect", player=me)
        return None
    partner = _partner_in_extra(g, me, picked)
    g.emit(clause, f"player {me} reveals {g.name(picked)}", player=me, card=picked, revealed=True)
    if not make_perfect(g, me, picked):
        return None
    return partner


def perfected_count(g: Game, me: int) -> int:
    """How many cards player me has made perfect: her perfect-form cards that have left her 〈Extra〉.
    Our reading: a perfect-form card leaves 〈Extra〉 only by being made perfect (A 14-3) and nothing
    takes it back there, so the cards out of it are the ones she has made perfect."""
    s = g.state
    return sum(
        1
        for u, inst in s.cards.items()
        if inst.card in PERFECTED and inst.holder == me and u not in s.players[me].extra
    )


# --- A 14-4 .. A 14-7: 〈追憶〉 (memories) and the journey ----------------------------------------------

WORLD_OF_HOPE = "NA-16-yatsuha-AA1-N-7-Ex1"
HER_IDEOLOGY = "NA-16-yatsuha-AA1-N-7-Ex2"
POSITIONS = (1, 2, 3, 4)


def _choose_word(g: Game, me: int, words: list[str], clause: str, detail: dict[str, Any]) -> Generator[Any, Any, str]:
    """A choice among words (positions, "remove"/"add"): decision ``choose``."""
    p: Player = 0 if me == 0 else 1
    ans = yield from ask(
        g,
        Decision(
            kind="choose", player=p, clause=clause, options=[Choose(player=p, option=w) for w in words], detail=detail
        ),
    )
    assert isinstance(ans, Choose)
    return ans.option


def _choose_card(
    g: Game, me: int, fits: list[str], clause: str, detail: dict[str, Any], optional: bool = False
) -> Generator[Any, Any, str | None]:
    """A choice of one card (decision ``choose``, answered by its uid), or none when `optional`."""
    return (yield from pick_card(g, me, fits, clause, detail, optional=optional))


@dataclass
class YatsuhaState(GoddessState, key="yatsuha"):
    """What 『自我』 Yatsuha adds to a player (A 14-4): her 〈追憶〉 (memories), normal cards face down
    (she alone sees their faces), and at most one sakura crystal, at one of the zone's four positions;
    the start point she departed from (A 14-5) and how often its effect has resolved (A 14-7)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT
    CARD_ZONES = (CardZone("memories"),)  # linked to her player (A 14-4)
    LEGACY = ("memories", "memory_position", "journey_start", "start_visits")
    memories: list[str] = field(default_factory=list)
    memory_position: int | None = None  # the current position (1-4) of the crystal there; None: no crystal
    journey_start: int | None = None  # A 14-5: the start point she departed from (None: never departed)
    start_visits: int = 0  # how many times the start point's effect has resolved on her journey


REALIZED = "yatsuha-aa1"  # the goddess 〈追憶〉 belongs to (A 14-4)


def memories(ps: PlayerState) -> list[str]:
    """The cards of the player's memories (none for a player without them)."""
    mine = YatsuhaState.of(ps)
    return [] if mine is None else mine.memories


def hidden(s: State, viewer: int, p: int) -> Iterable[str]:
    """A 14-4: the memories lie face down, seen only by the player they are linked to."""
    return memories(s.players[p]) if p != viewer else ()


def validate(s: State, p: int) -> None:
    """A 14-4..14-7: 〈追憶〉 is linked to a player harboring 『自我』 Yatsuha; it holds her normal cards
    and at most one crystal, at one of its four positions; the crystal came by her departure (A 14-5)."""
    ps = s.players[p]
    ys = YatsuhaState.of(ps)
    if ys is None:
        return
    has = ys.memories or ys.memory_position is not None or ys.journey_start is not None or ys.start_visits
    if has and ps.goddesses and REALIZED not in ps.goddesses:
        fail("memories", "A 14-4", f"player {p} does not harbor Yatsuha Realized and has no memories")
    for u in ys.memories:
        if u in s.cards and definition(s, s.cards[u].card).category != "normal":
            fail("memories", "A 14-4", f"{u!r} is not a normal card: memories hold normal cards only")
    for name in ("memory_position", "journey_start"):
        v = getattr(ys, name)
        if v is not None and not 1 <= v <= 4:
            fail("memories", "A 14-4", f"player {p}'s {name} is {v}: the positions are 1 to 4")
    if ys.memory_position is not None and ys.journey_start is None:
        fail("memories", "A 14-5", f"player {p} has a crystal in memories but never departed on the journey")
    if not 0 <= ys.start_visits <= 2:
        fail("memories", "A 14-7", f"player {p}'s start point resolved {ys.start_visits} times; at most twice")


def depart(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """A 14-5: depart on the journey from a start point of the player's choice: she picks a position of
    her 〈追憶〉 as the start point (1)), and a crystal of 〈Dust〉 goes there (2)). A player who has
    departed before does nothing instead. Our reading: with no crystal in 〈Dust〉 the start point is
    still set, but no crystal goes to 〈追憶〉 (C 5-10), so there is no current position."""
    ps = YatsuhaState.on(g.state.players[me])
    if ps.journey_start is not None:
        g.emit("A 14-5", f"player {me} has departed on the journey before: nothing happens", player=me)
        return
    word = yield from _choose_word(g, me, [str(n) for n in POSITIONS], "A 14-5", {"what": "start point", "card": uid})
    ps.journey_start = int(word)
    g.emit("A 14-5", f"player {me} departs on the journey from position {word}", player=me, position=int(word))
    if g.state.dust < 1:
        g.shortfalls += 1
        g.emit("C 5-10", "no crystal in the dust: none goes to the memories", player=me)
        return
    g.state.dust -= 1
    g.state.dust_left = True  # a crystal moved out of the dust (C 6-3)
    ps.memory_position = int(word)
    g.emit("A 14-5", f"1 crystal(s) dust -> memories[{me}] at position {word}", player=me, position=int(word))


def move_clockwise(g: Game, me: int) -> None:
    """A 14-6: the crystal of the player's 〈追憶〉 goes to the position numbered one more (4 to 1)."""
    ps = YatsuhaState.of(g.state.players[me])
    if ps is None or ps.memory_position is None:
        g.emit("A 14-6", f"player {me} has no crystal in the memories: nothing moves", player=me)
        return
    ps.memory_position = ps.memory_position % 4 + 1
    g.emit("A 14-6", f"player {me}'s crystal moves to position {ps.memory_position}", player=me)


def position_effect(g: Game, me: int, position: int) -> Proc:
    """A 14-4: the effect of a position of the player's 〈追憶〉, for her: 1 gain 1 concentration; 2 one
    crystal off an enhancement card of either player to the dust, or one from the dust onto it; 3 a card
    of her discard or face-down pile to the bottom of her deck; 4 draw a card."""
    from ..procedures.common import draw, settle

    s = g.state
    g.emit("A 14-4", f"player {me} resolves the effect of position {position}", player=me, position=position)
    if position == 1:
        g.gain_concentration(me, 1, "A 14-4")
    elif position == 2:
        fits = [u for q in (me, 1 - me) for u in s.players[q].enhancements]
        if not fits:
            g.emit("A 14-4", "no enhancement card is deployed: nothing happens", player=me)
            return
        chosen = yield from _choose_card(g, me, fits, "A 14-4", {"what": "enhancement card", "zone": "enhancements"})
        assert chosen is not None
        way = yield from _choose_word(g, me, ["remove", "add"], "A 14-4", {"what": "crystal", "card": chosen})
        if way == "remove":
            g.move_crystals(("card", chosen), ("dust",), 1, "A 14-4")
        else:
            g.move_crystals(("dust",), ("card", chosen), 1, "A 14-4")
        yield from settle(g)
    elif position == 3:
        fits = [*s.players[me].discard, *s.players[me].face_down]
        if not fits:
            g.emit("A 14-4", f"player {me}'s discard and face-down piles are empty: nothing happens", player=me)
            return
        chosen = yield from _choose_card(g, me, fits, "A 14-4", {"what": "card to the deck bottom"})
        assert chosen is not None
        g.move_card(chosen, "deck", me, bottom=True, clause="A 14-4")
    else:
        yield from draw(g, me, 1, "A 14-4")


def return_journey(g: Game, me: int) -> Proc:
    """A 14-7: 1) the player picks up to one card of her hand; 2) every other normal card of hers in
    her deck, discard pile, face-down pile, enhancement zone and hand goes to her 〈追憶〉 (an
    enhancement's on-destroy effect does not resolve; its crystals go to the dust, C 7-1-9); 3) the
    crystal of her 〈追憶〉 goes to the dust; 4) Her Ideology goes from her 〈Extra〉 to her trump zone,
    unused."""
    s = g.state
    ps = s.players[me]
    g.emit("A 14-7", f"player {me} resolves the return journey", player=me)
    kept = yield from _choose_card(g, me, list(ps.hand), "A 14-7", {"what": "card to keep in hand"}, optional=True)
    for zone in ("deck", "discard", "face_down", "enhancements", "hand"):
        for u in list(getattr(ps, zone)):
            if u != kept and s.cards[u].holder == me and g.defn(u).category == "normal":
                g.move_card(u, "memories", me, clause="A 14-7")
    ys = YatsuhaState.of(ps)
    if ys is not None and ys.memory_position is not None:
        ys.memory_position = None
        s.dust += 1
        g.emit("A 14-7", f"1 crystal(s) memories[{me}] -> dust", player=me)
    ideology = next((u for u in ps.extra if s.cards[u].card == HER_IDEOLOGY), None)
    if ideology is None:
        g.emit("A 14-7", f"Her Ideology is not in player {me}'s extra zone", player=me)
    else:
        g.move_card(ideology, "trumps", me, clause="A 14-7", trump_state="unused")


def _journey_step(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """A World of Hope, used: at the start of each turn's start phase, the effect of the current
    position resolves, then the crystal moves clockwise (A 14-6); the start point's effect resolving a
    second time is replaced by the return journey (A 14-7)."""
    ps = YatsuhaState.of(g.state.players[me])
    pos = None if ps is None else ps.memory_position
    if ps is None or pos is None:
        g.emit("A 14-4", f"player {me} has no crystal in the memories: no position resolves", player=me)
        return
    if pos == ps.journey_start:
        ps.start_visits += 1
        if ps.start_visits >= 2:
            g.emit("A 14-7", "the start point would resolve a second time: the return journey instead", player=me)
            yield from return_journey(g, me)
            return
    yield from position_effect(g, me, pos)
    move_clockwise(g, me)


def memory_to_hand(g: Game, me: int, uid: str, clause: str) -> Proc:
    """A 14-4: a card goes from the player's 〈追憶〉 to her hand; she may reveal it, and if she does and
    its user is Yatsuha, it is made perfect (A 14-3). Our reading: revealing a card that cannot be
    made perfect changes nothing, so she is asked only for a card that can."""
    from ..procedures.common import ask_yes_no

    g.move_card(uid, "hand", me, clause=clause)
    if g.defn(uid).user != YATSUHA or _partner_in_extra(g, me, uid) is None:
        return
    if (yield from ask_yes_no(g, me, "may", "A 14-4", {"card": uid, "what": "reveal and make perfect"})):
        g.emit("A 14-4", f"player {me} reveals {g.name(uid)}", player=me, card=uid, revealed=True)
        make_perfect(g, me, uid)


def _ideology_used(g: Game, p: int) -> str | None:
    """Her Ideology of player p in her trump zone, used (its devoted texts are in force, C 9-1-1-8)."""
    for u in g.state.players[p].trumps:
        inst = g.state.cards[u]
        if inst.card == HER_IDEOLOGY and inst.trump_state == "used" and inst.holder == p:
            return u
    return None


def _recall(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Her Ideology, as it is used: its user chooses a card of her 〈追憶〉 and it goes to her hand
    (A 14-4: she may reveal it and make it perfect)."""
    fits = list(memories(g.state.players[me]))
    if not fits:
        g.emit("A 14-4", f"player {me}'s memories hold no card: nothing returns", player=me)
        return
    chosen = yield from _choose_card(g, me, fits, "A 14-4", {"what": "card of the memories", "card": uid})
    assert chosen is not None
    yield from memory_to_hand(g, me, chosen, "A 14-4")


def replace_draw(g: Game, p: int) -> Generator[Any, Any, bool]:
    """Her Ideology, used: when its holder would draw a card, she may instead return a card of her
    〈追憶〉 to her hand (A 14-4). Asked only while the memories hold a card."""
    from ..procedures.common import ask_yes_no

    uid = _ideology_used(g, p)
    if uid is None or not memories(g.state.players[p]):
        return False
    if not (yield from ask_yes_no(g, p, "may", "A 14-4", {"card": uid, "instead_of": "draw"})):
        return False
    g.emit("A 14-4", f"player {p} returns a card of the memories instead of drawing", player=p, card=uid)
    yield from _recall(g, uid, p, Context())
    return True


def replace_reshuffle_damage(g: Game, p: int) -> Generator[Any, Any, bool]:
    """Her Ideology, used: when its holder would take the damage of a reshuffle, she may instead
    reveal a card of her 〈追憶〉 and remove it from the game (C 10-18: face up)."""
    from ..procedures.common import ask_yes_no

    uid = _ideology_used(g, p)
    held = memories(g.state.players[p])
    if uid is None or not held:
        return False
    if not (yield from ask_yes_no(g, p, "may", "C 9-7", {"card": uid, "instead_of": "reshuffle damage"})):
        return False
    chosen = yield from _choose_card(g, p, list(held), "C 9-7", {"what": "card to remove", "card": uid})
    assert chosen is not None
    g.emit("C 9-7", f"player {p} reveals {g.name(chosen)} instead of the reshuffle's damage", player=p, card=chosen)
    g.move_card(chosen, "out_of_game", p, clause="C 10-18")
    return True


# --- scripts ----------------------------------------------------------------------------------------


def _identity(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Her Identity, as it is used. Our reading, after the Korean text (reveal, then "may" make it
    perfect, then "may" put it on the deck): its user reveals a Yatsuha card of hers from her hand,
    discard pile or face-down pile (she must when she has one); she may make it perfect (A 14-3); then
    she may put that card — its perfect form if it was made perfect — on top of her deck."""
    from ..procedures.common import ask_yes_no

    s = g.state
    fits = [
        u
        for zone in ("hand", "discard", "face_down")
        for u in getattr(s.players[me], zone)
        if s.cards[u].holder == me and g.defn(u).user == YATSUHA
    ]
    if not fits:
        g.emit("A 14-3", f"player {me} has no Yatsuha card to reveal", player=me)
        return
    chosen = yield from _choose_card(g, me, fits, "A 14-3", {"what": "Yatsuha card to reveal", "card": uid})
    assert chosen is not None
    g.emit("A 14-3", f"player {me} reveals {g.name(chosen)}", player=me, card=chosen, revealed=True)
    partner = _partner_in_extra(g, me, chosen)
    perfect_it = partner is not None and (
        yield from ask_yes_no(g, me, "may", "A 14-3", {"card": chosen, "what": "make perfect"})
    )
    if perfect_it and partner is not None and make_perfect(g, me, chosen):
        chosen = partner
    if (yield from ask_yes_no(g, me, "may", "C 7-1-6", {"card": chosen, "what": "put on top of the deck"})):
        g.move_card(chosen, "deck", me, clause="C 7-1-6")


def _identity_instead(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Her Identity, used, instead of reacting (C 10-34): it leaves the game (C 10-18), a card of
    another goddess goes from its holder's hand to her discard pile (C 10-15, 7-1-7), and then the
    attack is nullified (C 9-4 ii), even one with No reaction (C 10-22)."""
    from ..attacks import other_goddess_card

    s = g.state
    fits = [u for u in s.players[me].hand if other_goddess_card(g, uid, u)]
    if uid is None or not fits:
        g.emit("C 10-34", f"player {me} has no card of another goddess in hand: nothing happens", player=me)
        return
    g.move_card(uid, "out_of_game", me, clause="C 10-18")
    chosen = yield from _choose_card(g, me, fits, "C 10-15", {"what": "card of another goddess to discard"})
    assert chosen is not None
    g.move_card(chosen, "discard", me, clause="C 7-1-7")
    _nullify(g, answered_attack(g, me, ctx), "nullify_attack", "C 9-4 ii")


def _hope_from_extra(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """A World Unknown, destroyed: A World of Hope goes from its holder's 〈Extra〉 to her trump zone,
    unused (nothing when it is not there)."""
    holder = g.state.cards[uid].holder if uid is not None and uid in g.state.cards else me
    ps = g.state.players[holder]
    hope = next((u for u in ps.extra if g.state.cards[u].card == WORLD_OF_HOPE), None)
    if hope is None:
        g.emit("C 7-1-12", f"A World of Hope is not in player {holder}'s extra zone", player=holder)
    else:
        g.move_card(hope, "trumps", holder, clause="C 7-1-12", trump_state="unused")
    yield from ()


def _nullify_non_trump(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Nullify the attack answered unless it comes from a trump (C 9-4 ii)."""
    atk = answered_attack(g, me, ctx)
    if atk is not None and atk.category == "trump":
        g.emit("C 9-4 ii", f"{atk.id} is a trump's attack: it is not nullified", attack=atk.id)
    else:
        _nullify(g, atk, "nullify_attack", "C 9-4 ii")
    yield from ()


def _vengeful_copy(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Vengeful Spirit: with less life than the opponent, copy the attack answered (C 10-27)."""
    from ..procedures.effects import resolve_effect

    s = g.state
    if s.players[me].life < s.players[1 - me].life:
        yield from resolve_effect(g, uid, me, Effect(timing="on_use", op="copy_attack"), "C 10-27", ctx)
    else:
        g.emit("C 10-27", f"player {me}'s life is not less than the opponent's: no copy", player=me)


def _conviction_cancel(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Conviction's second option: nullify the non-trump attack answered if its aura damage is at most
    the mirror count plus 1 (A 14-2-1). Our reading: an aura damage of 「-」 is no number, so it is not
    "X or less" (C 5-11 makes an undefined value 0 only where a value is read for an amount)."""
    from ..attacks import damage
    from ..quantities import quantity

    atk = answered_attack(g, me, ctx)
    if atk is None:
        g.emit("C 9-4 ii", "no attack answered: nothing to nullify")
    else:
        aura, _ = damage(g, atk)
        x = quantity(g, me, "mirror") + 1
        if atk.category == "trump":
            g.emit("C 9-4 ii", f"{atk.id} is a trump's attack: it is not nullified", attack=atk.id)
        elif aura is None or aura > x:
            g.emit("A 14-2-1", f"{atk.id}'s aura damage {aura} is not {x} or less: not nullified", attack=atk.id)
        else:
            g.emit("A 14-2-1", f"{atk.id}'s aura damage {aura} is {x} or less", attack=atk.id)
            _nullify(g, atk, "nullify_attack", "C 9-4 ii")
    yield from ()


def _real_monster(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """The Real Monster: if the opponent chose to take the attack's damage on life (C 5-8-3-2), a
    crystal of their life goes to own life."""
    if ctx.attack is not None and ctx.attack.damage_side == "life":
        g.move_crystals(("life", 1 - me), ("life", me), 1, "C 10-1")
    else:
        g.emit("C 5-8-3-2", "the opponent did not choose the life damage: nothing more", card=uid)
    yield from ()


def _naughtbloom_perfect(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Naughtbloom of the Eight Mirrors, as it is used: its user may make a Yatsuha card of her hand or
    discard pile perfect (A 14-3); if she does, she flinches (C 5-1-4)."""
    from ..procedures.effects import resolve_effect

    done = yield from perfect(g, me, uid, ("hand", "discard"), "A 14-3")
    if done is not None:
        yield from resolve_effect(g, uid, me, Effect(timing="on_use", op="flinch"), "C 5-1-4", ctx)


def _harvest(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Naughtbloom Harvest, destroyed: with 3 or fewer cards made perfect, its holder may make one more
    (from hand or discard pile); with 4 or more, it goes to the bottom of her deck and two of the
    opponent's life crystals leave the game."""
    n = perfected_count(g, me)
    g.emit("A 14-3", f"player {me} has made {n} card(s) perfect", player=me, count=n)
    if n <= 3:
        yield from perfect(g, me, uid, ("hand", "discard"), "A 14-3")
        return
    if uid is not None and uid in g.state.cards:
        g.move_card(uid, "deck", g.state.cards[uid].holder, bottom=True, clause="C 7-1-6")
    g.move_crystals(("life", 1 - me), ("supply",), 2, "C 10-1")


def _lullaby(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Lullaby of the Four Mirrors: its user chooses a non-trump card in either enhancement zone; all
    the crystals on it go to the dust, and the state rules destroy it (C 5-5-2). If that card is then
    in a discard pile, its user may use it (C 9-2 by an effect, nested, C 9-8) — deployed in her own
    enhancement zone (C 7-2); if she does and the card is a full-power card, this card gains 終端
    (C 9-2: its user uses no more cards or basic actions this turn)."""
    from ..procedures.common import ask_yes_no, settle
    from ..procedures.use import check_use, use_card

    s = g.state
    fits = [u for q in (me, 1 - me) for u in s.players[q].enhancements if g.defn(u).category == "normal"]
    if not fits:
        g.emit("C 9-2-2", "no non-trump enhancement is deployed: nothing is chosen", card=uid)
        return
    detail: dict[str, str | int | None] = {"what": "non-trump enhancement", "card": uid, "zone": "enhancements"}
    chosen = yield from pick_card(g, me, fits, "C 9-2-2", detail)
    assert chosen is not None
    g.emit("C 9-2-2", f"player {me} chooses {g.name(chosen)}", player=me, card=chosen)
    g.move_crystals(("card", chosen), ("dust",), s.cards[chosen].crystals, "C 10-1")
    yield from settle(g)
    if chosen not in s.cards or g.zone_of(chosen)[0] != "discard":
        g.emit("C 9-2", f"{g.name(chosen)} is not in a discard pile: it is not used", card=chosen)
        return
    why = check_use(g, me, chosen, "effect")
    if why is not None:
        g.emit("C 9-2", f"{g.name(chosen)} cannot be used now: {why.reason}", card=chosen)
        return
    if not (yield from ask_yes_no(g, me, "may", "C 10-40", {"card": uid, "use": chosen})):
        g.emit("C 10-40", f"player {me} does not use {g.name(chosen)}", player=me)
        return
    from ..statuses import is_full_power

    full_power = is_full_power(g, chosen, me)  # as it is now (FAQ, Big Golem)
    g.emit("C 9-8", "a card used by an effect resolves nested", card=chosen)
    yield from use_card(g, me, chosen, "effect")
    if full_power and me not in s.no_more_actions:
        s.no_more_actions.append(me)
        g.emit(
            "C 9-2",
            f"{g.name(uid or chosen)} gains 終端: player {me} uses no more cards or basic actions this turn",
            card=uid,
        )


def _arrow(source: str, dest: str, two_way: bool = False, timing: str = "on_use", amount: int = 1) -> Effect:
    return Effect(timing=timing, op="move", source=source, dest=dest, amount=amount, two_way=two_way)  # type: ignore[arg-type]


def _per_mirror(aura: int, life: int) -> Effect:
    """The text "this attack gets +aura/+life per point of the mirror count" (A 14-2-1)."""
    return Effect(
        timing="constant", op="modify_attack", applies_to="this_attack", aura=aura, life=life, amount_of="mirror"
    )


_OWN_AURA_FLARE = _arrow("self.aura", "self.flare", two_way=True)

# Phantom Stride's and Phantom Confluence's choice: this turn the current distance is 1 larger and the
# master distance 1 larger, or both 1 smaller (statuses until the end of the turn, C 5-2-1, 5-2-2).
_STRIDE = Effect(
    timing="on_use",
    op="choose_one",
    choices=[
        [
            Effect(timing="on_use", op="modify_distance", amount=1),
            Effect(timing="on_use", op="master_distance", amount=1),
        ],
        [
            Effect(timing="on_use", op="modify_distance", amount=-1),
            Effect(timing="on_use", op="master_distance", amount=-1),
        ],
    ],
)

CARDS: dict[str, Behaviour] = {
    # Astral Claw: normal cards cannot answer it; afterwards one of own aura to the opponent's flare.
    "NA-16-yatsuha-O-N-1": behaviour(
        _arrow("self.aura", "opponent.flare", timing="after_attack"), no_reaction=["normal"]
    ),
    # Grim Edict: normal cards cannot answer it; +0/+1 per mirror; afterwards its user flinches.
    "NA-16-yatsuha-O-N-2": behaviour(
        _per_mirror(0, 1), Effect(timing="after_attack", op="flinch"), no_reaction=["normal"]
    ),
    # Devil of the Mirror: afterwards one of own life to the dust.
    "NA-16-yatsuha-O-N-3": behaviour(_arrow("self.life", "dust", timing="after_attack")),
    # Determination: one or both two-way arrows, own aura/flare and the opponent's aura/flare.
    "NA-16-yatsuha-O-N-5": behaviour(
        Effect(
            timing="on_use",
            op="choose_one",
            choices=[
                [_OWN_AURA_FLARE],
                [_arrow("opponent.aura", "opponent.flare", two_way=True)],
                [_OWN_AURA_FLARE, _arrow("opponent.aura", "opponent.flare", two_way=True)],
            ],
        )
    ),
    # Phantom Stride: gain 1 concentration, then the distance choice above.
    "NA-16-yatsuha-O-N-4": behaviour(Effect(timing="on_use", op="gain_concentration", amount=1), _STRIDE),
    # Pact of Glass: one of the opponent's flare to own aura; at the next end phase, if the opponent's
    # flare is then at most own flare, one of own aura to the opponent's flare.
    "NA-16-yatsuha-O-N-6": behaviour(
        _arrow("opponent.flare", "self.aura"),
        Effect(
            timing="on_use",
            op="reserve",
            when="end_phase",
            then=[
                Effect(
                    timing="on_use",
                    op="move",
                    source="self.aura",
                    dest="opponent.flare",
                    condition=Condition(quantity="opponent.flare", compare="<=", value_of="self.flare"),
                )
            ],
        ),
    ),
    # Flower Harvest: 隙; its charge is smaller by the mirror count (C 10-35-2); destroyed, it attacks
    # (1-4, 0/0) taking two of the opponent's aura to own aura afterwards.
    "NA-16-yatsuha-O-N-7": behaviour(
        Effect(timing="constant", op="modify_charge", applies_to="this_card", amount=-1, amount_of="mirror"),
        Effect(
            timing="on_destroy",
            op="perform_attack",
            range=[1, 2, 3, 4],
            aura=0,
            life=0,
            after_attack=[_arrow("opponent.aura", "self.aura", timing="after_attack", amount=2)],
        ),
        unguarded=True,
    ),
    # Vengeful Spirit of the Twin Mirrors: with less life than the opponent, a copy of the attack
    # answered (itself answering it); then the attack answered is nullified unless a trump's.
    "NA-16-yatsuha-O-S-1": behaviour(
        scripted("on_use", _vengeful_copy),
        scripted("on_use", _nullify_non_trump),
    ),
    # Lullaby of the Four Mirrors: see ``_lullaby``.
    "NA-16-yatsuha-O-S-2": behaviour(scripted("on_use", _lullaby)),
    # Celestial River of the Six Mirrors: 超克; normal cards cannot answer it; +1/+1 per mirror.
    "NA-16-yatsuha-O-S-3": behaviour(_per_mirror(1, 1), overcome=True, no_reaction=["normal"]),
    # The Other Side of the Eight Mirrors (終端): while deployed, the arrows of every card its holder
    # holds are two-way (C 10-1); destroyed, it leaves the game.
    "NA-16-yatsuha-O-S-4": behaviour(
        Effect(timing="while_deployed", op="two_way_arrows"),
        Effect(timing="on_destroy", op="remove_from_game"),
        terminal=True,
    ),
    # Naughtbloom of the Eight Mirrors (終端, 間合制限 0-7): as it is used, and while used just before
    # its user reshuffles (``before_reshuffle``), she may make a Yatsuha card of her hand or discard
    # pile perfect, and then flinches.
    "NA-16-yatsuha-A1-S-4": behaviour(scripted("on_use", _naughtbloom_perfect), terminal=True, distance_limit=[0, 7]),
    # Celestial Talon: afterwards one of the opponent's flare to own aura.
    "NA-16-yatsuha-A1-N-1-Ex1": behaviour(_arrow("opponent.flare", "self.aura", timing="after_attack")),
    # Maw of the Abyss: no card can answer it; +1/+1 per mirror.
    "NA-16-yatsuha-A1-N-2-Ex1": behaviour(_per_mirror(1, 1), no_reaction=["all"]),
    # The Real Monster: afterwards, if the opponent took the damage on life, one of their life to own life.
    "NA-16-yatsuha-A1-N-3-Ex1": behaviour(scripted("after_attack", _real_monster)),
    # Phantom Confluence: the distance choice above, then an attack (3-5, 2/1).
    "NA-16-yatsuha-A1-N-4-Ex1": behaviour(
        _STRIDE, Effect(timing="on_use", op="perform_attack", range=[3, 4, 5], aura=2, life=1)
    ),
    # Conviction: one or both: own aura/flare two-way; nullify the non-trump attack answered if its
    # aura damage is the mirror count plus 1 or less.
    "NA-16-yatsuha-A1-N-5-Ex1": behaviour(
        Effect(
            timing="on_use",
            op="choose_one",
            choices=[
                [_OWN_AURA_FLARE],
                [scripted("on_use", _conviction_cancel)],
                [_OWN_AURA_FLARE, scripted("on_use", _conviction_cancel)],
            ],
        )
    ),
    # Covenant of Glass: one of two two-way arrows: the opponent's aura and own flare, or the opponent's
    # flare and own aura.
    "NA-16-yatsuha-A1-N-6-Ex1": behaviour(
        Effect(
            timing="on_use",
            op="choose_one",
            choices=[
                [_arrow("opponent.aura", "self.flare", two_way=True)],
                [_arrow("opponent.flare", "self.aura", two_way=True)],
            ],
        )
    ),
    # A World Unknown: the first card its user uses this game, it may take its charge from 〈Out of
    # game〉; destroyed, its holder advances twice (basic actions without cost, C 9-6 ii), it leaves the
    # game, and A World of Hope goes from her 〈Extra〉 to her trump zone, unused.
    "NA-16-yatsuha-AA1-N-7": behaviour(
        Effect(
            timing="constant",
            op="charge_from_supply",
            condition=Condition(quantity="self.cards_used_in_game", compare="==", value=1),
        ),
        Effect(timing="on_destroy", op="basic_action", move="advance"),
        Effect(timing="on_destroy", op="basic_action", move="advance"),
        Effect(timing="on_destroy", op="remove_from_game"),
        scripted("on_destroy", _hope_from_extra),
    ),
    # A World of Hope: its user departs on the journey from a start point of her choice (A 14-5); used,
    # at the start of each turn's start phase her current position resolves and the crystal moves on
    # (A 14-4, 14-6), the start point's second time being the return journey instead (A 14-7).
    WORLD_OF_HOPE: behaviour(scripted("on_use", depart), scripted("while_used", _journey_step, when="start_phase")),
    # Her Ideology: a card of its user's memories returns to her hand; used, it may replace her draws and
    # her reshuffle damage (``replace_draw``, ``replace_reshuffle_damage``).
    HER_IDEOLOGY: behaviour(scripted("on_use", _recall)),
    # Her Identity: see ``_identity``; used, instead of reacting to an attack its holder may remove it
    # from the game and discard a card of another goddess from hand to nullify that attack, offered
    # while she holds such a card (``_identity_instead``).
    "NA-16-yatsuha-AA1-S-4": behaviour(
        scripted("on_use", _identity),
        Effect(
            timing="while_used",
            op="instead_of_reaction",
            then=[scripted("on_use", _identity_instead)],
            condition=Condition(quantity="self.hand_other_goddess", compare=">=", value=1),
        ),
    ),
    # Naughtbloom Harvest: see ``_harvest``.
    "NA-16-yatsuha-A1-N-7-Ex1": behaviour(scripted("on_destroy", _harvest)),
}


def _naughtbloom_used(g: Game, p: int) -> str | None:
    for u in g.state.players[p].trumps:
        inst = g.state.cards[u]
        if inst.card == "NA-16-yatsuha-A1-S-4" and inst.trump_state == "used" and inst.holder == p:
            return u
    return None


def before_reshuffle(g: Game, p: int) -> Proc:
    """Naughtbloom of the Eight Mirrors, used: just before its holder reshuffles, she may make a Yatsuha
    card of her hand or discard pile perfect (A 14-3), and then flinches."""
    uid = _naughtbloom_used(g, p)
    if uid is None:
        return
    yield from _naughtbloom_perfect(g, uid, p, Context())


# Naughtbloom of the Eight Mirrors reads its used text from ``before_reshuffle`` too (defined after CARDS).
CARDS["NA-16-yatsuha-A1-S-4"] = replace(CARDS["NA-16-yatsuha-A1-S-4"], by=(before_reshuffle,))


RULES = GoddessRules(
    hidden=hidden,
    validate=validate,
    before_reshuffle=before_reshuffle,
    before_reshuffle_due=lambda g, p: _naughtbloom_used(g, p) is not None,
    replace_draw=replace_draw,
    replace_reshuffle_damage=replace_reshuffle_damage,
)
