"""Kanawe (No. 20), her additional rules (A 18): the story board, the current act, and her plan cards.

The story board (A 18-3) is printed on the physical board, and neither the rules text nor the card data
gives its layout: ``BOARD`` and ``LINES`` encode it from a public fan transcription of the printed board
(see the decision on A 18-3-1 / A 18-6 in clause_meta.toml). It is unverified against the board itself;
if it proves wrong, these two tables are the one place to correct.

A player harboring Kanawe has a ``Story`` (``KanaweState.story``, under ``players[i].goddess.kanawe``,
public): the act the mask token is on
(A 18-3-1, 18-3-2), the box the prepared plan's crystal is in (A 18-2-1-6), and whether the prepared
plan card lies face down (it holds will, A 18-2-2-2). A plan card's two faces are two entries of the
card data (``20-kanawe-o-p-0N`` and ``…-will``), each with its own achievement condition and its own
number of achievements (``capacity``): the card has that many boxes plus one, the crystal starts in the
leftmost and the plan is achieved when it reaches the rightmost (A 18-2-1-6, 18-6). Both faces are
printed information of a double-sided card, not hidden information: the face-down side of a prepared
plan is public (our reading of C 7-1 for A 18-2), and so are 〈Plan〉 and 〈Achieved〉.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from pydantic import ConfigDict

from .. import carddb
from ..catalogue import scripted
from ..goddess_state import CardZone, GoddessState, zone_list
from ..model import STRICT, CardDef, Condition, Effect, PlayerState, State
from ..validate import fail

if TYPE_CHECKING:
    from ..game import Game, Proc
    from ..procedures.effects import Context


@dataclass
class Story:
    """A 18 (Kanawe), all public: where the mask token stands on her story board, the prepared plan's
    state, and what this turn has seen that her plans' achievement conditions read (A 18-2-1-5)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT
    act: str = "O"  # A 18-3: the act the mask token is on (an act of ``kanawe_story.BOARD``)
    # The box of the prepared plan card its crystal is in, 1 the leftmost (A 18-2-1-6); None: no crystal
    box: int | None = None
    will: bool = False  # the prepared plan card lies face down, its will side up: it holds will (A 18-2-2-2)
    prepared_this_turn: bool = False  # the prepared plan card was prepared this turn (Line Read)
    progressed: bool = False  # her plan's crystal advanced this turn (A 18-5; Action to the Word)
    progressed_last_turn: bool = False  # ... in the turn before this one
    halted: bool = False  # she cannot progress plans this turn (Staging)
    # Censor's declarations: the deployed Censor's uid -> the card id whose name it declared
    named: dict[str, str] = field(default_factory=dict)
    # This turn's records, both players' doings (A 18-2-1-5): the most sakura crystals moved at once,
    # and at once to a zone other than an enhancement; the greatest change of a life at once; the arrow
    # effects resolved (C 10-1); the current distance has been 8 or less and 2 or more from the
    # turn-start distance, and 5 or more from it, at a state-rules check (C 5-5)
    most_moved: int = 0
    most_moved_not_enhancement: int = 0
    most_life_change: int = 0
    arrows: int = 0
    distance_2_within_8: bool = False
    distance_5: bool = False


@dataclass
class KanaweState(GoddessState, key="kanawe"):
    """What Kanawe adds to a player (A 18), all public: her 〈構想〉 (plan: the prepared plan card,
    linked crystal and all, A 18-4-1), her 〈達成済〉 (achieved plans, A 18-4-2) and her story."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT
    # public (C 7-1 for A 18-2); not among the zones copies read as face up (``copies.face_up``), as before
    CARD_ZONES = (CardZone("plan", holds_crystals=True), CardZone("achieved"))
    LEGACY = ("plan", "achieved", "story")
    plan: list[str] = field(default_factory=list)
    achieved: list[str] = field(default_factory=list)
    story: Story | None = None


def story_of(ps: PlayerState) -> Story | None:
    """The player's story, None for a player not harboring Kanawe."""
    mine = KanaweState.of(ps)
    return None if mine is None else mine.story


def plan_of(ps: PlayerState) -> list[str]:
    """The player's 〈Plan〉 (her prepared plan card, if any)."""
    mine = KanaweState.of(ps)
    return [] if mine is None else mine.plan


def achieved_of(ps: PlayerState) -> list[str]:
    """The player's 〈Achieved〉."""
    mine = KanaweState.of(ps)
    return [] if mine is None else mine.achieved

# --- A 18-3: the story board -------------------------------------------------------------------------

OPENING = "O"  # the act the mask token starts on
FINAL = "F"  # 終幕: its colour is "final" and its number 0 (A 18-3-2)
BOARD: dict[str, tuple[str, int]] = {
    "O": ("white", 2),
    "1A": ("red", 0),
    "1B": ("green", 2),
    "2A": ("red", 2),
    "2B": ("purple", 4),
    "2C": ("red", 3),
    "3A": ("red", 4),
    "3B": ("green", 6),
    "3C": ("yellow", 4),
    "3D": ("purple", 5),
    "4A": ("purple", 0),
    "4B": ("red", 3),
    "5A": ("red", 2),
    "5B": ("purple", 0),
    "5C": ("green", 0),
    "F": ("final", 0),
}
"""Each act of the board: (colour, act number)."""

LINES: dict[str, tuple[tuple[str, bool], ...]] = {
    "O": (("1A", False), ("1B", False), ("2C", False)),
    "1A": (("2A", False), ("2B", False)),
    "1B": (("2A", False), ("2B", False)),
    "2A": (("3A", False),),
    "2B": (("3A", False), ("3B", False), ("3C", True)),
    "2C": (("3D", False),),
    "3A": (("4A", False),),
    "3B": (("4A", False),),
    "3C": (("4B", False),),
    "3D": (("4B", True),),
    "4A": (("5A", False), ("5B", False), ("5C", False)),
    "4B": (("5C", False),),
    "5A": (("F", True),),
    "5B": (("F", True),),
    "5C": (("F", True),),
    "F": (),
}
"""The lines leading down from each act: (the act it leads to, whether a trial is drawn on it)."""


def harbors_kanawe(ps: PlayerState) -> bool:
    return any(key.split("-")[0] == "kanawe" for key in ps.goddesses)


def start_player(ps: PlayerState) -> None:
    """A 18-3: a player harboring Kanawe starts with the mask token on the opening act."""
    if harbors_kanawe(ps):
        KanaweState.on(ps).story = Story()


def act_colour(ps: PlayerState) -> str:
    """A 18-3-1: the current act's colour; always white for a player not harboring Kanawe."""
    st = story_of(ps)
    return "white" if st is None else BOARD[st.act][0]


def act_number(ps: PlayerState) -> int:
    """A 18-3-2: the current act's number; always 0 for a player not harboring Kanawe."""
    st = story_of(ps)
    return 0 if st is None else BOARD[st.act][1]


# --- A 18-2: plan cards ------------------------------------------------------------------------------


def face_of(season: str, card: str, will: bool) -> carddb.CardFacts:
    """The face of the plan card `card` that is up: its front, or its will side (A 18-2)."""
    front = carddb.card(card, season)
    return carddb.card(front.id + "-will", season) if will else front


def face(g: Game, uid: str, will: bool) -> carddb.CardFacts:
    return face_of(g.state.season, g.state.cards[uid].card, will)


def boxes(g: Game, uid: str, will: bool) -> int:
    """A 18-2-1-6: the boxes of the face up: its number of achievements plus the leftmost box."""
    return (face(g, uid, will).capacity or 0) + 1


def prepared(g: Game, p: int) -> str | None:
    """The prepared plan card of player p (A 18-4-1), if any."""
    plan = plan_of(g.state.players[p])
    return plan[0] if plan else None


def _full_power_used(g: Game) -> bool:
    from ..statuses import is_full_power

    # 《全力》 as the card has it now (a normal card under Roaring Warcry has lost it: FAQ, Big Golem)
    return any(is_full_power(g, u, p) for p, ps in enumerate(g.state.players) for u in ps.records.used_cards)


def _attacks_and_reactions(g: Game) -> int:
    return sum(ps.records.attacks_performed + ps.records.reactions for ps in g.state.players)


# The achievement condition of each face (A 18-2-1-5), read for its player's story at the end phase
# (A 18-5). Our readings (clause_meta, A 18-2-1-5): attacks and reactions add up, both players', a
# reacting attack counting as both; "at once" is one move of crystals, a cost or a damage included,
# an attack's aura and life damage together one move (FAQ; ``Game.at_once``); "an enhancement" is a
# card of the enhancement type taking crystals; a life changes
# by any move in or out of it; an arrow effect counts as it resolves, whether or not a crystal moves.
CONDITIONS: dict[str, Callable[[Game, Story], bool]] = {
    "20-kanawe-o-p-01": lambda g, st: _attacks_and_reactions(g) >= 2,
    "20-kanawe-o-p-01-will": lambda g, st: _attacks_and_reactions(g) >= 5,
    "20-kanawe-o-p-02": lambda g, st: st.most_moved_not_enhancement >= 3,
    "20-kanawe-o-p-02-will": lambda g, st: st.most_moved >= 5,
    "20-kanawe-o-p-03": lambda g, st: st.most_life_change >= 1,
    "20-kanawe-o-p-03-will": lambda g, st: st.most_life_change >= 2,
    "20-kanawe-o-p-04": lambda g, st: st.arrows >= 1,
    "20-kanawe-o-p-04-will": lambda g, st: st.arrows >= 2,
    "20-kanawe-o-p-05": lambda g, st: not st.prepared_this_turn and _full_power_used(g),
    "20-kanawe-o-p-05-will": lambda g, st: not st.prepared_this_turn and _full_power_used(g),
    "20-kanawe-o-p-06": lambda g, st: st.distance_2_within_8,
    "20-kanawe-o-p-06-will": lambda g, st: st.distance_5,
}

# The same conditions in words, for the cards' readings (reading.table_lines): what each face asks of
# the turn, completing "achieved at its holder's end phase if this turn …".
CONDITION_SUMMARIES: dict[str, str] = {
    "20-kanawe-o-p-01": "the players made 2 or more attacks and reactions together",
    "20-kanawe-o-p-01-will": "the players made 5 or more attacks and reactions together",
    "20-kanawe-o-p-02": "3 or more sakura crystals moved at once to a zone other than an enhancement",
    "20-kanawe-o-p-02-will": "5 or more sakura crystals moved at once",
    "20-kanawe-o-p-03": "a life changed by 1 or more at once",
    "20-kanawe-o-p-03-will": "a life changed by 2 or more at once",
    "20-kanawe-o-p-04": "an arrow effect resolved",
    "20-kanawe-o-p-04-will": "2 or more arrow effects resolved",
    "20-kanawe-o-p-05": "a full-power card was used, the plan not having been prepared this turn",
    "20-kanawe-o-p-05-will": "a full-power card was used, the plan not having been prepared this turn",
    "20-kanawe-o-p-06": "the current distance was at a state-rules check 8 or less and 2 or more away from the turn-start distance",
    "20-kanawe-o-p-06-will": "the current distance was at a state-rules check 5 or more away from the turn-start distance",
}


def condition_met(g: Game, p: int) -> bool:
    """A 18-2-1-5, 18-5: the prepared plan's condition, of the face up, was satisfied this turn."""
    st = story_of(g.state.players[p])
    uid = prepared(g, p)
    if st is None or uid is None:
        return False
    return CONDITIONS[face(g, uid, st.will).id](g, st)


# --- the records of the turn (A 18-2-1-5) --------------------------------------------------------------


def _stories(g: Game) -> list[Story]:
    return [st for st in map(story_of, g.state.players) if st is not None]


def crystals_moved(g: Game, moves: list[tuple[tuple[Any, ...], tuple[Any, ...], int]]) -> None:
    """Crystals have moved at once (C 6-3), in one or several parts (an attack's aura and life damage
    are one move: a 2/1 attack moves 3 crystals at once, FAQ, Kanawe): the turn's largest moves, and
    life changes (a life changes by the crystals that part moves into or out of it)."""
    stories = _stories(g)
    if not stories:
        return

    def to_enhancement(dst: tuple[Any, ...]) -> bool:
        return dst[0] == "card" and dst[1] in g.state.cards and g.defn(str(dst[1])).type == "enhancement"

    total = sum(n for _, _, n in moves)
    not_enhancement = sum(n for _, dst, n in moves if not to_enhancement(dst))
    lives: dict[Any, int] = {}
    for src, dst, n in moves:
        for zone in {src, dst}:
            if zone[0] == "life":
                lives[zone] = lives.get(zone, 0) + n
    for st in stories:
        st.most_moved = max(st.most_moved, total)
        st.most_moved_not_enhancement = max(st.most_moved_not_enhancement, not_enhancement)
        st.most_life_change = max(st.most_life_change, *lives.values(), 0)


def arrow_resolved(g: Game) -> None:
    """An arrow effect resolves (C 10-1)."""
    for st in _stories(g):
        st.arrows += 1


def state_rules(g: Game) -> bool:
    """At each state-rules check (C 5-5): has the current distance been 8 or less and 2 or more from
    the turn-start distance, or 5 or more from it (Mise-en-scène)? And a Censor no longer deployed
    forgets the name it declared. Records only: never acts."""
    s = g.state
    stories = _stories(g)
    if not stories:
        return False  # no player has a story: nothing below would record anything (issue 22)
    # deploying, its 【展開時】 names the card while it is still in use (C 9-2-3)
    kept = {u for ps in s.players for u in (*ps.enhancements, *ps.in_use)}
    for ps in s.players:
        st = story_of(ps)
        if st is not None and st.named:
            st.named = {u: n for u, n in st.named.items() if u in kept}
    if s.turn_start_distance is None:
        return False
    now = g.distance()
    moved = abs(now - s.turn_start_distance)
    for st in stories:
        st.distance_2_within_8 = st.distance_2_within_8 or (now <= 8 and moved >= 2)
        st.distance_5 = st.distance_5 or moved >= 5
    return False


def turn_ends(g: Game) -> None:
    """C 8: the turn's records start afresh; whether she progressed a plan is kept for one turn."""
    deployed = {u for ps in g.state.players for u in ps.enhancements}
    for ps in g.state.players:  # a Censor gone before any state-rules check (C 10-13) forgets its name
        st = story_of(ps)
        if st is not None and st.named:
            st.named = {u: n for u, n in st.named.items() if u in deployed}
    for st in _stories(g):
        st.progressed_last_turn = st.progressed
        st.progressed = st.prepared_this_turn = st.halted = False
        st.most_moved = st.most_moved_not_enhancement = st.most_life_change = st.arrows = 0
        st.distance_2_within_8 = st.distance_5 = False


# --- A 18-7: preparing a plan card ---------------------------------------------------------------------


def prepare(g: Game, me: int, zones: tuple[str, ...], optional: bool) -> Generator[Any, Any, str | None]:
    """A 18-7: player `me` prepares one of her plan cards from `zones` (extra, achieved); returns the
    zone it came from, or None if none was prepared (none there, or an optional one declined)."""
    from ..procedures import terms

    ps = g.state.players[me]
    st = story_of(ps)
    fits = [u for z in zones for u in zone_list(ps, z) if g.defn(u).category == "plan"]
    if st is None or not fits:
        g.shortfalls += 1
        g.emit("A 18-7", f"player {me} has no plan card to prepare", player=me)
        return None
    # 1) the plan card to prepare
    uid = yield from terms.pick_card(g, me, fits, "A 18-7", {"what": "plan card to prepare"}, optional=optional)
    if uid is None:
        g.shortfalls += 1
        g.emit("A 18-7", f"player {me} prepares no plan", player=me)
        return None
    came_from = g.zone_of(uid)[0]
    # 2) a plan already prepared goes back to 〈Extra〉 face up, its crystal to 〈Dust〉
    old = prepared(g, me)
    if old is not None:
        g.move_card(old, "extra", me, clause="A 18-7", unlinked_clause="A 18-7")
        st.box, st.will = None, False
    # 3) the chosen card on the face she chooses, with a crystal from 〈Dust〉 or her 〈Aura〉
    side = yield from terms.choose(g, me, ["front", "will"], "A 18-7", {"what": "plan face", "card": uid})
    g.move_card(uid, "plan", me, clause="A 18-7")
    st.will = side == "will"
    st.prepared_this_turn = True
    g.emit("A 18-7", f"player {me} prepares {g.name(uid)} on its {side} side", player=me, card=uid, will=st.will)
    sources = [z for z in (("dust",), ("aura", me)) if g.crystals(z) > 0]
    if not sources:
        g.emit("A 18-7", "neither the dust nor her aura has a crystal: none is put on the plan", player=me)
        return came_from
    src = sources[0]
    if len(sources) == 2:
        pick = yield from terms.choose(g, me, ["dust", "aura"], "A 18-7", {"what": "crystal for the plan"})
        src = ("dust",) if pick == "dust" else ("aura", me)
    if g.move_crystals(src, ("card", uid), 1, "A 18-7"):
        st.box = 1
    return came_from


# --- A 18-5, 18-6: advancing and achieving ----------------------------------------------------------------


def _advance(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """A 18-5: the prepared plan's crystal moves one box right; at the rightmost box, A 18-6."""
    st = story_of(g.state.players[me])
    plan = prepared(g, me)
    if st is None or plan is None or st.box is None:
        return
    st.box += 1
    st.progressed = True
    g.emit("A 18-5", f"player {me}'s plan {g.name(plan)} advances to box {st.box}", player=me, card=plan, box=st.box)
    if st.box >= boxes(g, plan, st.will):
        yield from achieve(g, me, plan)


ADVANCE = scripted("constant", _advance, when="end_phase")


def achieve(g: Game, me: int, plan: str) -> Proc:
    """A 18-6: the plan is achieved; the mask goes down a line its will permits; the colour resolves."""
    from ..procedures import terms

    st = story_of(g.state.players[me])
    assert st is not None
    will = st.will
    g.move_crystals(("card", plan), ("dust",), g.state.cards[plan].crystals, "A 18-6")
    g.move_card(plan, "achieved", me, clause="A 18-6")
    st.box, st.will = None, False
    g.emit("A 18-6", f"player {me} achieves {g.name(plan)}", player=me, card=plan, will=will)
    # A line with a trial only for a plan that holds will; one without only for a plan that does not.
    ways = [to for to, trial in LINES[st.act] if trial == will]
    if not ways:
        g.shortfalls += 1
        g.emit("A 18-6", f"no line down from act {st.act} can be chosen: the mask stays", player=me, act=st.act)
        return
    to = ways[0]
    if len(ways) > 1:
        to = yield from terms.choose(g, me, ways, "A 18-6", {"what": "act to move the mask to", "from": st.act})
    st.act = to
    colour, number = BOARD[to]
    g.emit("A 18-6", f"player {me}'s mask moves to act {to} ({colour}, {number})", player=me, act=to)
    _to_next_act(g, me)
    yield from colour_effect(g, me, colour, "A 18-6")


MASTER_OF_FATES = "NA-20-kanawe-O-S-2"


def _to_next_act(g: Game, me: int) -> None:
    """Master of Fates' 即再起 (C 10-8): her mask has moved to the next act, so each of her used ones
    is unused again at once."""
    for u in list(g.state.players[me].trumps):
        inst = g.state.cards[u]
        if inst.card == MASTER_OF_FATES and inst.trump_state == "used":
            g.emit("C 10-8", f"{g.name(u)}: the mask moved to the next act", card=u)
            g.move_card(u, "trumps", me, clause="C 10-8", trump_state="unused")


def colour_effect(g: Game, me: int, colour: str, clause: str) -> Proc:
    """A 18-3-1: the effect of an act's colour for player `me` (white and yellow have none)."""
    from ..procedures import terms
    from ..procedures.effects import Context, resolve_effect

    g.emit("A 18-3-1", f"the effect of the colour {colour} resolves", player=me, colour=colour)
    if colour == "red":  # 1 damage to the opponent's life
        yield from resolve_effect(
            g, None, me, Effect(timing="on_use", op="damage", player="opponent", dest="self.life"), clause, Context()
        )
    elif colour == "purple":  # she may perform one basic action
        yield from resolve_effect(
            g, None, me, Effect(timing="on_use", op="basic_action", up_to=True), clause, Context()
        )
    elif colour == "green":  # a card of her face-down pile to the bottom of her deck
        pile = g.state.players[me].face_down
        if not pile:
            g.shortfalls += 1
            g.emit("A 18-3-1", f"player {me}'s face-down pile is empty", player=me)
            return
        uid = yield from terms.pick_card(g, me, list(pile), "A 18-3-1", {"what": "face-down card to the deck bottom"})
        if uid is not None:
            g.move_card(uid, "deck", me, bottom=True, clause="A 18-3-1")
    elif colour == "final":  # she wins
        yield from resolve_effect(g, None, me, Effect(timing="on_use", op="win"), clause, Context())


def rule_effects(g: Game, when: str) -> list[tuple[str, int, Effect]]:
    """A 18-5: at every end phase, each Kanawe player whose prepared plan's condition was satisfied
    this turn advances its crystal (unless she cannot progress plans this turn: Staging)."""
    if when != "end_phase":
        return []
    out = []
    for p, ps in enumerate(g.state.players):
        st = story_of(ps)
        if st is None or st.box is None or st.halted or not condition_met(g, p):
            continue
        out.append((f"rule:A-18-5#{p}", p, ADVANCE))
    return out


def yellow_mods(g: Game, atk: Any) -> list[Effect]:
    """A 18-5: while her current act is yellow, her attacks by attack cards get +0/+1."""
    ps = g.state.players[atk.attacker]
    if act_colour(ps) != "yellow" or atk.source is None or atk.source not in g.state.cards:
        return []
    if g.defn(atk.source).type != "attack":
        return []
    return [Effect(timing="constant", op="modify_attack", aura=0, life=1)]


YOUR_TURN = Condition(quantity="self.active", compare="==", value=1)
OPPONENT_TURN = Condition(quantity="self.active", compare="==", value=0)


# --- the position's invariants of her rules (validate) ----------------------------------------------


def validate(s: State, p: int) -> None:
    """A 18-3, 18-4: a player harboring Kanawe has a story (the mask on an act of her board), a 〈Plan〉
    of at most one plan card bearing at most one crystal, in one of its boxes, and an 〈Achieved〉; other
    players have none of these."""
    ps = s.players[p]
    st = story_of(ps)
    if ps.goddesses and (st is not None) != harbors_kanawe(ps):
        has = "has a story" if st is not None else "has no story"
        fail("story", "A 18-3", f"player {p} {has}, harboring {', '.join(ps.goddesses)}")
    if st is None:
        if plan_of(ps) or achieved_of(ps):
            fail("plan-zone", "A 18-4", f"player {p} has no story and so no 〈Plan〉 or 〈Achieved〉")
        return
    if st.act not in BOARD:
        fail("story", "A 18-3", f"player {p}'s mask is on {st.act!r}, which is no act of the board")
    if len(plan_of(ps)) > 1:
        fail("plan-zone", "A 18-4-1", f"player {p}'s 〈Plan〉 holds {len(plan_of(ps))} plan cards; at most one is prepared")
    crystals = s.cards[plan_of(ps)[0]].crystals if plan_of(ps) and plan_of(ps)[0] in s.cards else 0
    if crystals > 1 or (crystals == 1) != (st.box is not None):
        fail("plan-crystal", "A 18-7", f"player {p}'s plan bears {crystals} crystal(s) with its box {st.box}")
    if plan_of(ps) and plan_of(ps)[0] in s.cards:
        try:
            limit = (face_of(s.season, s.cards[plan_of(ps)[0]].card, st.will).capacity or 0) + 1
        except KeyError:
            fail("plan-zone", "A 18-2", f"{plan_of(ps)[0]!r} is not a plan card of the card data (both faces)")
        if st.box is not None and not 1 <= st.box < limit:
            fail("plan-crystal", "A 18-2-1-6", f"player {p}'s plan crystal is in box {st.box}; boxes 1 to {limit - 1} hold it")
    if (st.will or st.prepared_this_turn) and not plan_of(ps):
        fail("plan-zone", "A 18-4-1", f"player {p} has no prepared plan to be face down or prepared this turn")
    for censor in st.named:
        # Read only while that card is deployed; one that has just left (an ended phase, C 10-13) is
        # forgotten at the next state-rules check.
        if censor not in s.cards:
            fail("declared-name", "C 9-2-3", f"player {p}'s declared name belongs to {censor!r}, not a card")
    for n in (st.most_moved, st.most_moved_not_enhancement, st.most_life_change, st.arrows):
        if not 0 <= n <= 1000:
            fail("story", "A 18-2-1-5", f"player {p}'s records of this turn hold {n}")


PLAN_ZONES = ("extra", "plan", "achieved")  # A 18-4: where plan cards lie


def validate_card(s: State, uid: str, d: CardDef, p: int | None, zone: str) -> None:
    """A 18-4: only plan cards lie in 〈Plan〉 and 〈Achieved〉; A 18-4-3: a plan card lies nowhere but
    there and in 〈Extra〉."""
    if p is None:
        return
    if zone in ("plan", "achieved") and d.category != "plan":
        fail("plan-zone", "A 18-4", f"{uid!r} in {zone}: only plan cards lie there")
    if d.category == "plan" and zone not in PLAN_ZONES:
        fail("plan-zone", "A 18-4-3", f"plan card {uid!r} cannot lie in {zone}")


def act_reading(g: Game, p: int, uid: str | None) -> int:
    """A 18-3-2: the number of player p's current act (``self.act``; 0 without her)."""
    return act_number(g.state.players[p])


def colour_reading(colour: str) -> Callable[[Game, int, str | None], int]:
    """A 18-3-1: is player p's current act of this colour (``self.act_red`` …)?"""
    return lambda g, p, uid: int(act_colour(g.state.players[p]) == colour)


QUANTITIES: dict[str, Callable[[Game, int, str | None], int]] = {
    "act": act_reading,
    **{f"act_{c}": colour_reading(c) for c in ("red", "purple", "green")},
}
"""The values of her story that cards read (C 5-11), by the name after ``self.`` / ``opponent.``."""
