"""Random legal games to the end, checking the properties every position must have:

- every option the engine offers is ruled legal when taken;
- cards are conserved: every card of the setup lies in exactly one zone (or mid-resolution) all along;
- the position round-trips through JSON and resumes asking the same decision;
- the game is deterministic: replaying its answers from the start gives the same final position;
- a player's view names no card that player may not see (the opponent's hand, either deck, the
  opponent's face-down resonances), and the options of a decision reach only its decider.
"""

from __future__ import annotations

import json
import random

from . import api
from .driver import Session
from .model import ZONES, Action, State
from .testdecks import setup


def hidden_from(state: State, player: int) -> set[str]:
    """The uids `player` may not see."""
    opp = state.players[1 - player]
    return {*state.players[player].deck, *opp.deck, *opp.hand, *opp.face_down}


def check_conserved(state: State, cards: set[str]) -> None:
    seen = [u for ps in state.players for z in ZONES for u in getattr(ps, z)] + state.resolving
    if len(seen) != len(set(seen)) or set(seen) != cards or set(state.cards) != cards:
        raise AssertionError("cards are not conserved: a card is missing, doubled or new")


def check_views(position: api.Json, state: State, pending_player: int | None) -> None:
    for player in (0, 1):
        view = api.player_view(position, player)
        shown = json.dumps(view["board"])
        pending = json.dumps(view["pending"])
        for uid in hidden_from(state, player):
            if f'"{uid}"' in shown or (player != pending_player and f'"{uid}"' in pending):
                raise AssertionError(f"player {player}'s view shows the hidden card {uid}")
        if player != pending_player and view["pending"] is not None and "options" in view["pending"]:
            raise AssertionError(f"player {player}'s view shows the options of a decision that is not theirs")


def play(seed: int, *, roundtrip_every: int = 1, max_decisions: int = 5000, views_every: int = 7) -> int:
    """Play one random game of the test decks of `seed` to its end; the number of decisions taken."""
    start = api.load_position(api.new_duel(setup(seed))["position"])
    cards = set(start.state.cards)
    session = Session(start, trace=False)
    rnd = random.Random(seed)
    answers: list[Action] = []
    n = 0
    while session.pending is not None:
        if n >= max_decisions:
            raise AssertionError(f"no result after {n} decisions")
        action = rnd.choice(session.pending.options)
        ruling = session.apply(action)
        if not ruling.legal:
            raise AssertionError(f"a legal option was ruled illegal: {ruling.reason}")
        answers.append(action)
        n += 1
        check_conserved(session.state, cards)
        if roundtrip_every and n % roundtrip_every == 0:
            data = api.POSITION.dump_json(session.position())
            again = Session(api.POSITION.validate_json(data), trace=False)
            if api.POSITION.dump_json(again.position()) != data:
                raise AssertionError(f"the position after decision {n} did not round-trip through JSON")
            if again.pending != session.pending:
                raise AssertionError(f"the decoded position after decision {n} asks another decision")
            session = again
        if views_every and n % views_every == 0 and session.pending is not None:
            check_views(api.dump(api.POSITION, session.position()), session.state, session.pending.player)
    replay = Session(start, trace=False)
    for action in answers:
        replay.apply(action)
    if api.POSITION.dump_json(replay.position()) != api.POSITION.dump_json(session.position()):
        raise AssertionError("replaying the game's answers gave another final position")
    if api.STATE.dump_json(replay.state) != api.STATE.dump_json(session.state):
        raise AssertionError("replaying the game's answers gave another final board")
    return n
