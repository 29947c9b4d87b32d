"""One random game under observation: every step is checked against the properties of issue 9.

Used by the Hypothesis state machine (``test_game_properties.py``) and by the replay of saved
regressions (``regressions/*.json``), so a shrunk failure replays through exactly the same checks.

After every answer (and at the start):

- crystal conservation: the 36 crystals of the setup (distance 10, life 10 and aura 3 each,
  C 4-1 1)) are all on the board, in a zone or on a card; test cards never use the out-of-game
  supply (C 7-1-16), so the total never changes;
- every card is in exactly one zone (C 7-1); capacities and bounds: distance 0-10 (C 7-1-1), aura
  0-5 (C 7-1-3-1), concentration 0-2 (C 5-1-2), no negative count, an attack's damage within
  C 6-4-1-4/5;
- the position survives a JSON round trip unchanged and continues with the same pending decision
  and the same board;
- a second session fed the same answers with event tracing off stands at the same position hash
  (same seed + same actions = same position; tracing changes nothing);
- each player's view (C 7-1) shows no card, card id or shuffle state hidden from that player, and
  the decision's options only to the player who decides;
- the referee's HTTP answer (Flask test client) equals the in-process engine's for the same
  position and action, and both equal what the running session ruled.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from flask.testing import FlaskClient

from engine.furuyoni import Action, Position, Session, new_duel
from engine.furuyoni import api as engine
from engine.furuyoni.attacks import AURA_DAMAGE_CAP, damage
from engine.furuyoni.cards.g19_megumi import seeds_on
from engine.furuyoni.cards.g23_akina import flow
from engine.furuyoni.goddess_state import added_card_zones
from engine.furuyoni.model import State
from engine.furuyoni.validate import ZONES
from engine.furuyoni.view import hidden_uids, view

Json = dict[str, Any]

SETUP_CRYSTALS = 36  # C 4-1 1): distance 10, and each player's life 10 and aura 3


def crystals(s: State) -> int:
    """The sakura crystals of the board: Akina's 〈Flow〉 holds some (A 21-1); Megumi's seed crystals on
    cards are counted in the cards' crystals but are her own tokens, not of the 36 (A 17-2)."""
    return (
        s.distance
        + s.dust
        + sum(ps.life + ps.aura + ps.flare + flow(ps) for ps in s.players)
        + sum(c.crystals - seeds_on(s, uid) for uid, c in s.cards.items())
    )


def position_hash(pos: Position) -> str:
    return hashlib.sha256(engine.POSITION.dump_json(pos)).hexdigest()


class Play:
    """A game from a new-duel request, answered one action at a time, checked at every step."""

    def __init__(self, setup: Json, client: FlaskClient) -> None:
        self.setup = setup
        self.client = client
        start = Position(state=new_duel(engine.SETUP.validate_python(setup)))
        self.session = Session(start)
        self.shadow = Session(start, trace=False)
        self.actions: list[Json] = []

    @property
    def over(self) -> bool:
        return self.session.pending is None

    def record(self) -> Json:
        return {"setup": self.setup, "actions": list(self.actions)}

    # --- a step -----------------------------------------------------------------------------
    def answer(self, action: Action) -> None:
        """Apply a legal answer here, in the shadow session, in-process and over HTTP, and compare."""
        before = engine.dump(engine.POSITION, self.session.position())
        act = engine.dump(engine.ACTION, action)
        self.actions.append(act)
        local = engine.adjudicate(before, [act])
        served = self.client.post("/v1/adjudicate", json={"position": before, "actions": [act]})
        assert served.status_code == 200, served.get_data(as_text=True)[:500]
        assert served.get_json() == local, "the referee's HTTP answer differs from the in-process engine's"
        ruling = self.session.apply(action)
        assert ruling.legal, ruling.reason
        assert engine.dump(engine.RULING, ruling) == local["rulings"][0], "the session ruled otherwise"
        assert engine.dump(engine.POSITION, self.session.position()) == local["position"]
        self.shadow.apply(action)

    # --- the properties -----------------------------------------------------------------------
    def check(self) -> None:
        s = self.session.state
        self.check_board(s)
        self.check_board(self.session.checkpoint)
        position = self.session.position()
        self.check_round_trip(position)
        assert position_hash(self.shadow.position()) == position_hash(position), "tracing changed the game"
        assert self.shadow.pending == self.session.pending
        self.check_views(position)

    def check_board(self, s: State) -> None:
        assert crystals(s) == SETUP_CRYSTALS, f"{crystals(s)} crystals on the board, not {SETUP_CRYSTALS}"
        assert 0 <= s.distance <= 10, f"distance {s.distance}"
        assert s.dust >= 0, f"dust {s.dust}"
        for p, ps in enumerate(s.players):
            assert 0 <= ps.aura <= 5, f"player {p}'s aura {ps.aura}"
            assert 0 <= ps.concentration <= 2, f"player {p}'s concentration {ps.concentration}"
            assert ps.life >= 0 and ps.flare >= 0, f"player {p}: life {ps.life}, flare {ps.flare}"
        seen: dict[str, int] = dict.fromkeys(s.cards, 0)
        for ps in s.players:  # the core's zones and those a goddess adds (her state's CARD_ZONES)
            for zone, cards in [*((z, getattr(ps, z)) for z in ZONES), *added_card_zones(ps)]:
                for uid in cards:
                    assert uid in seen, f"{zone} holds {uid!r}, which is no card of the duel"
                    seen[uid] += 1
        for held in s.sealed.values():
            for uid in held:
                seen[uid] += 1
        misplaced = {uid: n for uid, n in seen.items() if n != 1}
        assert not misplaced, f"cards not in exactly one zone: {misplaced}"
        assert all(c.crystals >= 0 for c in s.cards.values())
        for atk in s.attacks:
            aura, life = damage(self.session.game, atk)
            assert aura is None or 0 <= aura <= AURA_DAMAGE_CAP, f"{atk.id}: aura damage {aura}"
            assert life is None or life >= 0, f"{atk.id}: life damage {life}"

    def check_round_trip(self, position: Position) -> None:
        text = engine.POSITION.dump_json(position)
        again = Session(engine.POSITION.validate_json(text))
        assert engine.POSITION.dump_json(again.position()) == text, "the position changed in a JSON round trip"
        assert again.pending == self.session.pending, "another decision after a JSON round trip"
        assert engine.STATE.dump_json(again.state) == engine.STATE.dump_json(self.session.state)

    def check_views(self, position: Position) -> None:
        s = self.session.state
        board = engine.dump(engine.STATE, s)
        pending = self.session.pending
        for viewer in (0, 1):
            if pending is not None and pending.player != viewer:
                # Through the public function once a step: the opponent's options stay hidden.
                shown = engine.player_view_model(position, viewer)
                assert "options" not in shown["pending"], f"player {viewer} sees the opponent's options"
                assert shown["board"] == view(board, s, viewer)
            text = json.dumps(view(board, s, viewer))
            hidden = hidden_uids(s, viewer)
            for uid in hidden:
                assert f'"{uid}"' not in text, f"player {viewer} sees hidden card {uid}"
                card = s.cards[uid].card
                if all(s.cards[u].card != card or u in hidden for u in s.cards):
                    assert f'"{card}"' not in text, f"player {viewer} sees the id of hidden card {uid}"
            assert '"rng"' not in text, f"player {viewer} sees the shuffle state"

    def check_replay(self) -> None:
        """From the setup again, the same answers reach the same position (ARCHITECTURE decision 1)."""
        again = Session(Position(state=new_duel(engine.SETUP.validate_python(self.setup))), trace=False)
        for act in self.actions:
            assert again.apply(engine.ACTION.validate_python(act)).legal
        assert position_hash(again.position()) == position_hash(self.session.position())
