"""C 2 goddess selection, C 3 deck construction, C 4-1 1)-4) duel setup. The mulligan (4-1 5)-7))
is the first step of the duel (procedures.turn.mulligan)."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..goddesses import GODDESSES
from ..model import CardDef, CardInstance, Player, PlayerState, State
from ..rng import below, shuffle
from ..validate import PositionError

NORMALS_IN_DECK = 7  # C 3-2
TRUMPS_IN_DECK = 3


@dataclass
class DeckChoice:
    goddesses: list[str]
    cards: list[str]  # the 10 card ids chosen in deck construction (C 3-2)


@dataclass
class Setup:
    """Everything chosen before the duel: both players' goddesses and decks, and the seed."""

    players: list[DeckChoice]
    definitions: dict[str, CardDef] = field(default_factory=dict)
    seed: int = 0


def uid_for(p: int, card_id: str) -> str:
    return f"{'AB'[p]}:{card_id}"


def check_choices(setup: Setup) -> None:
    if len(setup.players) != 2:
        raise PositionError("players", "C 1-2", f"a game has two players, not {len(setup.players)}")
    for p, choice in enumerate(setup.players):
        gs = choice.goddesses
        if len(gs) != 2:
            raise PositionError("goddess-count", "C 2-1", f"player {p} chose {len(gs)} goddesses; each chooses 2")
        for g in gs:
            if g not in GODDESSES:
                raise PositionError("goddess-list", "C 2-2", f"player {p} chose {g!r}, who is not in appendix 1")
        if GODDESSES[gs[0]] == GODDESSES[gs[1]]:
            raise PositionError(
                "goddess-numbers", "C 2-1", f"player {p} chose {gs[0]} and {gs[1]}, who share number {GODDESSES[gs[0]]}"
            )
        if len(set(choice.cards)) != len(choice.cards):
            raise PositionError("deck-copies", "C 3-1", f"player {p} chose a card twice; one copy of each")
        defs = []
        for cid in choice.cards:
            if cid not in setup.definitions:
                raise PositionError("unknown-card", "C 1-3", f"player {p} chose unknown card {cid!r}")
            d = setup.definitions[cid]
            if d.user not in gs:
                raise PositionError(
                    "deck-goddess", "C 3-1", f"player {p} chose {cid!r} of {d.user!r}, not one of their goddesses"
                )
            defs.append(d)
        normals = sum(d.category == "normal" for d in defs)
        trumps = sum(d.category == "trump" for d in defs)
        if (normals, trumps) != (NORMALS_IN_DECK, TRUMPS_IN_DECK):
            raise PositionError(
                "deck-size", "C 3-2", f"player {p} chose {normals} normal and {trumps} trump cards; a deck is 7 and 3"
            )


def new_duel(setup: Setup) -> State:
    """C 4-1 1)-4): the board, the decks, the random first player, shuffle and draw 3."""
    check_choices(setup)
    s = State(
        step="mulligan",
        turn=1,
        action_kind=None,
        distance=10,
        dust=0,
        rng=setup.seed,
        definitions=dict(setup.definitions),
    )
    s.players = [PlayerState(life=10, aura=3, flare=0), PlayerState(life=10, aura=3, flare=0)]  # 1)
    for p, choice in enumerate(setup.players):
        pl: Player = 0 if p == 0 else 1
        ps = s.players[p]
        ps.goddesses = list(choice.goddesses)
        for cid in choice.cards:  # 2)
            uid = uid_for(p, cid)
            d = setup.definitions[cid]
            if d.category == "trump":
                s.cards[uid] = CardInstance(card=cid, holder=pl, trump_state="unused")
                ps.trumps.append(uid)
            else:
                s.cards[uid] = CardInstance(card=cid, holder=pl)
                ps.deck.append(uid)
        for cid, d in setup.definitions.items():  # cards not chosen: out of game, face down
            if d.user in choice.goddesses and cid not in choice.cards:
                uid = uid_for(p, cid)
                s.cards[uid] = CardInstance(
                    card=cid, holder=pl, face_up=False, trump_state="unused" if d.category == "trump" else None
                )
                ps.out_of_game.append(uid)
    s.rng, first = below(s.rng, 2)  # 3)
    s.active = 0 if first == 0 else 1
    for ps in s.players:  # 4)
        s.rng = shuffle(ps.deck, s.rng)
        ps.hand, ps.deck = ps.deck[:3], ps.deck[3:]
    return s
