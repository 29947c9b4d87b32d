"""Game preparation (chapter 6) and the decks it starts from (MC 3.3).

``new_duel`` checks the decks (MC 3.3.2, 6.1.1.1) and builds the position at the preparation step, every
card still in its owner's deck; the preparation step then shuffles, places the headquarters, deals the hands,
offers the redo of 6.1.1.7 and rolls for the first player (6.1.1.2-6.1.1.8).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import ClassVar

from pydantic import ConfigDict

from .. import rng
from ..board import HQ_AREA
from ..duel import Duel, Proc
from ..model import STRICT, CardDef, CardInstance, Redo, State, Terrain
from .phases import begin_turn

DECK_SIZE = 50  # MC 3.3.2.1
COPIES = 3  # MC 3.3.2.2
PREFIX = ("A", "B")  # uids of the players' cards: "A:goblin", "A:goblin#2"


@dataclass
class SetupPlayer:
    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    deck: list[str]  # card ids of ``Setup.definitions``, 50 of them (MC 3.3.2.1)


@dataclass
class Setup:
    """The body of new-duel: the cards the decks use (no card list is public, so a game declares its
    cards' information, MC 2.1), each player's deck, and the seed of the shuffles and dice."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    definitions: dict[str, CardDef]
    players: list[SetupPlayer] = field(default_factory=list)
    seed: int = 0


class SetupError(ValueError):
    """A deck that breaks the deck rules: refused like an inconsistent position."""

    def __init__(self, invariant: str, clause: str, message: str) -> None:
        super().__init__(f"{message} ({clause})")
        self.invariant = invariant
        self.clause = clause
        self.message = message


def check_deck(player: int, deck: list[str], definitions: dict[str, CardDef]) -> None:
    """MC 6.1.1.1: the deck presented must keep the deck rules of 3.3.2."""
    unknown = sorted({c for c in deck if c not in definitions})
    if unknown:
        raise SetupError("unknown-card", "MC-6-1-1-1", f"player {player}'s deck names undeclared cards {unknown}")
    if len(deck) != DECK_SIZE:
        raise SetupError(
            "deck-size", "MC-3-3-2-1", f"player {player}'s deck has {len(deck)} cards; it must have {DECK_SIZE}"
        )
    names = Counter(definitions[c].name for c in deck)
    # 3.3.2.3, 15.5.2: a construction rule replaces the limit for the card and every card of its name
    from ..keywords import deck_limit

    rules = {d.name: n for d in definitions.values() if (n := deck_limit(d)) is not None}  # 15.5.3.2 too
    over = sorted(n for n, k in names.items() if k > rules.get(n, COPIES))
    if over:
        clause = "MC-3-3-2-3" if any(n in rules for n in over) else "MC-3-3-2-2"
        raise SetupError("deck-copies", clause, f"player {player}'s deck has more cards named {over} than it may")


def new_duel(setup: Setup) -> State:
    from ..validate import check_definitions

    if len(setup.players) != 2:
        raise SetupError("players", "MC-1-1-1", f"a game has two players, not {len(setup.players)}")
    check_definitions(setup.definitions)
    state = State(step="preparation", definitions=dict(setup.definitions), rng=setup.seed & rng.MASK)
    for p, sp in enumerate(setup.players):
        check_deck(p, sp.deck, setup.definitions)
        seen: Counter[str] = Counter()
        for card in sp.deck:
            seen[card] += 1
            uid = f"{PREFIX[p]}:{card}" + (f"#{seen[card]}" if seen[card] > 1 else "")
            state.cards[uid] = CardInstance(card=card, owner=p)
            state.players[p].draw_pile.append(uid)
    return state


def has_unit(g: Duel, cards: list[str]) -> bool:
    return any(g.defn(c).type == "unit" for c in cards)


def deal(g: Duel, player: int) -> None:
    """MC 6.1.1.2-6.1.1.6 for one player: shuffle the deck (6.1.1.2; one seeded shuffle stands for the
    opponent's optional one too, 6.1.1.3), it becomes the deck (6.1.1.4), its top card becomes the headquarters
    face down (6.1.1.5), and the hand is filled to the hand limit (6.1.1.6)."""
    s = g.state
    ps = s.players[player]
    s.rng = rng.shuffle(ps.draw_pile, s.rng)
    g.emit("MC-6-1-1-2", f"player {player} shuffles the deck", player=player)
    headquarters = ps.draw_pile.pop(0)
    s.battlefield.append(Terrain(area=HQ_AREA[player], card=headquarters, placed_by=player, kind="headquarters"))
    s.battlefield.sort(key=lambda t: t.area)
    g.emit(
        "MC-6-1-1-5", f"player {player} places the headquarters face down at {HQ_AREA[player]}", area=HQ_AREA[player]
    )
    while len(ps.hand) < ps.hand_limit and ps.draw_pile:
        ps.hand.append(ps.draw_pile.pop(0))
    g.emit("MC-6-1-1-6", f"player {player} fills the hand to {len(ps.hand)} cards", player=player)


def gather(g: Duel, player: int) -> None:
    """MC 6.1.1.7: the hand, the deck and the headquarters card are put together again."""
    s = g.state
    ps = s.players[player]
    headquarters = g.headquarters(player)
    assert headquarters is not None
    s.battlefield.remove(headquarters)
    ps.draw_pile = [*ps.hand, *ps.draw_pile, headquarters.card]
    ps.hand = []


def preparation(g: Duel) -> Proc:
    s = g.state
    for p in (0, 1):
        deal(g, p)
    # 6.1.1.7: seat order, since the first player is not known yet (1.3.3 cannot order the players)
    for p in (0, 1):
        ps = s.players[p]
        if has_unit(g, ps.hand) or ps.redone:
            continue
        answer = yield g.ask("redo", p, "MC-6-1-1-7", [Redo(player=p, redo=True), Redo(player=p, redo=False)])
        assert isinstance(answer, Redo)
        if answer.redo:
            g.emit("MC-6-1-1-7", f"player {p} shows a hand without unit cards and redoes the preparation", hand=ps.hand)
            gather(g, p)
            deal(g, p)
            ps.redone = True  # only once: a second hand without units stays (6.1.1.7)
    # 6.1.1.8: the higher die goes first; equal dice are rolled again
    while True:
        dice = [g.roll(1, "MC-6-1-1-8", f"player {p}'s die for the first player")[0] for p in (0, 1)]
        if dice[0] != dice[1]:
            break
    first = 0 if dice[0] > dice[1] else 1
    s.first_player = s.active = first
    s.turn = 1
    g.emit("MC-6-1-1-8", f"player {first} rolled higher and is the first player", player=first, dice=dice)
    begin_turn(g)
