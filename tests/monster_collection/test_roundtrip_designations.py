"""MC 16.2.1's designations (``State.targeted``) made during a step stay out of the step's checkpoint: a
position written in the middle of a counter chain reads back to the same position. (Found by the random
games with the merged test deck, seed 28: a no-stack spell declared in a play step was designated twice
once the position was read back. The test deck has changed since — summoner and mimic, and the slime's
optional draw (MC 10.1.7), the casters and hexers, mc-fix's queen in place of the potion — and seed 12 now
makes its first designation at decision 45.)"""

from __future__ import annotations

import random

from engine.monster_collection import api
from engine.monster_collection.driver import Session
from engine.monster_collection.game import play_random
from engine.monster_collection.testdecks import duel_request


def test_a_position_with_a_no_stack_designation_round_trips_through_json() -> None:
    session = Session(api.load_position(api.new_duel(duel_request(12))["position"]), trace=False)
    rnd = random.Random(12)
    designated = False
    for n in range(50):
        assert session.pending is not None
        play_random(session, rnd)
        data = api.POSITION.dump_json(session.position())
        again = Session(api.POSITION.validate_json(data), trace=False)
        assert api.POSITION.dump_json(again.position()) == data, f"decision {n + 1} did not round-trip"
        designated = designated or bool(session.state.targeted)
        session = again
    assert designated, "no 重複しない designation was made: the test no longer exercises it"
