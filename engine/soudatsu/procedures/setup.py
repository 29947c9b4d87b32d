"""Preparing the game: quick guide steps 1 to 6."""

from __future__ import annotations

from .. import rng
from ..model import DECK_SIZE, CardInstance, Decision, KeepHand, PlayerState, Redraw, Setup, State
from ..table import PLAYER_NAMES, Proc, Table, uid_of
from ..validate import PositionError, check_definitions
from .effects import foresee


def new_duel(setup: Setup) -> State:
    """SD-guide-1 .. SD-guide-3: two decks of fifteen, shuffled; the first player. The position returned
    waits at the opening hands (``setup_step``)."""
    check_definitions(setup.definitions)
    state = State(step="setup", turn=0, rng=setup.seed, definitions=dict(setup.definitions))
    state.players = [PlayerState(life=setup.life), PlayerState(life=setup.life)]
    for p, player in enumerate(setup.players):
        # SD-guide-1: fifteen cards each
        if len(player.deck) != DECK_SIZE:
            raise PositionError(
                "deck-size",
                "SD-guide-1",
                f"player {PLAYER_NAMES[p]}'s deck holds {len(player.deck)} cards; a deck is {DECK_SIZE} cards",
            )
        copies: dict[str, int] = {}
        for card in player.deck:
            if card not in setup.definitions:
                raise PositionError("unknown-card", "SD-guide-1", f"card {card!r} is not among the definitions")
            copies[card] = copies.get(card, 0) + 1
            uid = uid_of(p, card, copies[card])
            state.cards[uid] = CardInstance(card=card, owner=p)
            state.players[p].deck.append(uid)
    t = Table(state)
    # SD-guide-2: each deck is shuffled
    for ps in state.players:
        t.shuffle(ps.deck)
    # SD-guide-3: the setup names the first player, or the seed decides
    if setup.first is None:
        state.rng, state.first = rng.below(state.rng, 2)
    else:
        state.first = setup.first
    state.active = state.first
    return state


def setup_step(t: Table) -> Proc:
    """SD-guide-4 .. SD-guide-6: the opening hands with their one redraw, the second player's foresight,
    and the start of the first turn."""
    s = t.state
    first, second = s.first, 1 - s.first
    # SD-guide-4: both players draw two cards
    for p in (first, second):
        for _ in range(2):
            t.draw(p, "SD-guide-4")
    # SD-guide-4: each may once set the pair aside and draw two more (the first player decides first)
    for p in (first, second):
        answer = yield Decision(
            kind="redraw",
            player=p,
            clause="SD-guide-4",
            options=[KeepHand(player=p), Redraw(player=p)],
        )
        if isinstance(answer, Redraw):
            redraw(t, p)
        else:
            t.emit("SD-guide-4", f"player {PLAYER_NAMES[p]} keeps the opening hand", player=p)
    # SD-guide-5: the second player does foresight once
    yield from foresee(t, second, "SD-guide-5")
    # SD-guide-6: the game begins with the first player's first turn
    s.turn, s.active, s.step = 1, first, "turn_start"
    t.emit("SD-guide-6", f"the game begins: turn 1 is player {PLAYER_NAMES[first]}'s", player=first)


def redraw(t: Table, p: int) -> None:
    """The pair is set aside, two more are drawn, and the pair goes back into the deck, which is shuffled
    (our reading of SD-guide-4)."""
    ps = t.state.players[p]
    aside = ps.hand[:]
    for uid in aside:
        t.remove(uid)
    t.emit("SD-guide-4", f"player {PLAYER_NAMES[p]} sets the two cards aside and draws two more", player=p)
    for _ in range(2):
        t.draw(p, "SD-guide-4")
    ps.deck.extend(aside)
    t.shuffle(ps.deck)
    t.emit("SD-guide-4", f"the set-aside cards go back into player {PLAYER_NAMES[p]}'s deck, which is shuffled", player=p)
