"""Issue 22, fourth round: ``explain.effects_said`` (what a "choose one" or "may" decision's options do,
in words) is kept per list of effect objects; it must say what the reader says of them, every time, and
a list of other objects must be said anew."""

from __future__ import annotations

import copy

from engine.furuyoni import carddb, explain
from engine.furuyoni.catalogue import UnknownCard, implemented_cards, real_card
from engine.furuyoni.reading import Reader


def test_said_as_the_reader_says_every_time() -> None:
    lists = []
    for rules_id in sorted(implemented_cards()):
        try:
            d = real_card(rules_id, carddb.DEFAULT_SEASON)
        except UnknownCard:
            continue
        lists.append(d.effects)
        lists += [choice for e in d.effects for choice in e.choices]
        lists += [e.then for e in d.effects if e.then]
    assert len(lists) > 400
    for effects in lists:
        expected = Reader().effects(effects)
        assert explain.effects_said(effects) == expected
        assert explain.effects_said(effects) == expected  # from the memo now
    # other objects, another text: a copy changed is said as changed, not as the kept original
    effects = next(x for x in lists if x and x[0].op == "move" and x[0].amount == 1)
    changed = copy.deepcopy(effects)
    changed[0].amount = 2
    assert explain.effects_said(changed) == Reader().effects(changed) != explain.effects_said(effects)
