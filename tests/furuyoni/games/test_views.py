"""No view leaks what its player may not see (C 7-1), at any point of random games."""

from __future__ import annotations

import json
import random

from engine.furuyoni import Position, Session, new_duel
from engine.furuyoni.api import STATE, dump
from engine.furuyoni.cards.g08_hagane import HaganeState
from engine.furuyoni.view import hidden_uids, view
from tests.furuyoni.games.test_random_games import setup_for


def test_views_never_leak_hidden_cards() -> None:
    for seed in range(20):
        chooser = random.Random(seed)
        session = Session(Position(state=new_duel(setup_for(seed))))
        checked = 0
        while session.pending is not None:
            s = session.state
            board = dump(STATE, s)
            for viewer in (0, 1):
                text = json.dumps(view(board, s, viewer))
                for uid in hidden_uids(s, viewer):
                    assert f'"{uid}"' not in text, (seed, viewer, uid)
                    card = s.cards[uid].card
                    # the card's own id may appear only if another copy of it is visible
                    if all(s.cards[u].card != card or u in hidden_uids(s, viewer) for u in s.cards):
                        assert f'"{card}"' not in text, (seed, viewer, card)
                assert '"rng"' not in text
            checked += 1
            session.apply(chooser.choice(session.pending.options))
        assert checked > 10


def test_a_view_shows_the_viewers_own_hand() -> None:
    s = new_duel(setup_for(3))
    board = dump(STATE, s)
    mine = view(board, s, 0)
    assert mine["players"][0]["hand"] == s.players[0].hand
    assert all(u.startswith("hidden-") for u in mine["players"][1]["hand"])
    assert mine["players"][0]["deck"] == len(s.players[0].deck)


def test_the_anvil_is_public() -> None:
    """A 6-3-1: the cards on Blacksmith Hagane's anvil lie face up, so both players see them."""
    s = new_duel(setup_for(3))
    uid = s.players[0].hand.pop()
    anvil = HaganeState.on(s.players[0])  # format 2: under her key (players[i].goddess.hagane)
    anvil.anvil.append(uid)
    anvil.anvil_crystals = 2
    board = dump(STATE, s)
    theirs = view(board, s, 1)
    assert theirs["players"][0]["goddess"]["hagane"]["anvil"] == [uid]
    assert theirs["players"][0]["goddess"]["hagane"]["anvil_crystals"] == 2
    assert theirs["cards"][uid]["card"] == s.cards[uid].card
