"""The test deck that random games play (``engine/monster_collection/testdecks.py``) carries every keyword of
chapter 15 — heroes (15.1), chains (15.2), 対抗不可 (15.3), each additional rule (15.4) and 枚数制限解除 (15.5.3)
— and the abilities of chapters 10, 12-14 and 16 (every ability kind, trigger, replacement and effect kind
the random player can use), so that ``referee games --game monster-collection`` plays them all; and it is a
legal deck (3.3.2)."""

from __future__ import annotations

import dataclasses
import random

from pydantic import TypeAdapter

from engine.monster_collection import api
from engine.monster_collection.driver import Session
from engine.monster_collection.game import play_random
from engine.monster_collection.model import CardDef, Keywords
from engine.monster_collection.procedures.setup import check_deck
from engine.monster_collection.testdecks import ABILITY_CARDS, KEYWORD_CARDS, TEST_CARDS, TEST_DECK, duel_request
from engine.monster_collection.validate import check_definitions


def definitions() -> dict[str, CardDef]:
    """The test cards read as the API reads them (pydantic validation of the JSON)."""
    return TypeAdapter(dict[str, CardDef]).validate_python(TEST_CARDS)


def test_the_test_deck_is_legal() -> None:
    defs = definitions()
    check_definitions(defs)
    check_deck(0, list(TEST_DECK), defs)


def test_every_additional_rule_and_construction_keyword_is_in_the_deck() -> None:
    defs = definitions()
    in_deck = [defs[c].keywords for c in TEST_DECK if defs[c].keywords is not None]
    for f in dataclasses.fields(Keywords):
        default = getattr(Keywords(), f.name)
        assert any(getattr(kw, f.name) != default for kw in in_deck if kw is not None), f"no card has {f.name}"


def test_heroes_chains_and_uncounterable_are_in_the_deck() -> None:
    defs = definitions()
    cards = [defs[c] for c in TEST_DECK]
    assert any(d.hero is not None for d in cards), "no hero (15.1)"
    chained = [a.name for d in cards for a in d.abilities if a.chain]
    assert any(chained.count(n) >= 2 for n in chained), "no two chain abilities of one name (15.2.2)"
    assert any(a.uncounterable for d in cards for a in d.abilities), "no 対抗不可 ability (15.3)"


def test_the_keyword_cards_are_in_the_deck_and_the_copy_limit_is_lifted() -> None:
    defs = definitions()
    assert set(KEYWORD_CARDS) <= set(TEST_DECK)
    assert any(
        TEST_DECK.count(c) > 3 and (defs[c].keywords is not None and defs[c].keywords.unlimited) for c in TEST_DECK
    ), "no card over three copies under 枚数制限解除 (15.5.3.2)"


# --- chapters 10, 12-14 and 16 (issue 19's four shares, merged) ---------------------------------------------


def test_the_deck_carries_every_ability_kind_trigger_replacement_and_effect_of_chapters_10_to_16() -> None:
    defs = definitions()
    cards = [defs[c] for c in TEST_DECK]
    abilities = [a for d in cards for a in d.abilities]
    effects = [e for a in abilities for e in a.effects]
    assert set(ABILITY_CARDS) <= set(TEST_DECK)
    # chapter 14's kinds: ◇ □ × ◎ ○ ● ▽
    assert {a.kind for a in abilities} >= {"hand", "complete", "self_destruct", "declare", "constant", "auto", "flip"}
    # chapter 10: triggered abilities (10.5), a plain ○ continuous effect (10.7), a replacement (10.8, 10.8.5)
    assert {a.trigger for a in abilities} >= {"enters", "damaged", "battle_start", "main_start"}
    assert any(a.kind == "constant" and a.trigger is None and a.replaces is None for a in abilities)
    assert any(a.replaces == "damage" and a.instead_discard for a in abilities)
    # 10.1.7 alternatives with an extra cost (10.11), a limited counter (10.9.6), [メイン] (10.9.9), a ◎ cost
    assert any(a.choose and a.cost_discard for a in abilities)
    assert any(a.counter_only for a in abilities)
    assert any("main" in a.timing and a.kind == "hand" for a in abilities)
    assert any("main" in a.timing and a.kind == "complete" for a in abilities)
    assert any(a.cost for a in abilities)
    # ◇ of unit and terrain cards (14.6.3.2-3)
    assert any(a.when == ["instant_summon"] for a in abilities) and any(a.when == ["placement"] for a in abilities)
    # effect kinds of chapters 10, 12, 13, 14 and their marks
    kinds = {e.kind for e in effects}
    assert kinds >= {"draw", "discard_hand", "discard_deck", "remove", "to_deck", "negate", "gain", "lose", "summon",
                     "place", "damage", "attack", "defence", "initiative"}  # fmt: skip
    assert any(e.no_stack for e in effects), "重複しない (16.2)"
    assert {"summon_card", "change_name"} <= kinds, "a summon by an effect (15.1.7), a name change (10.16.1)"
    assert any(e.up_to and e.kind != "draw" for e in effects), "n chosen at the declaration (1.3.2)"
    assert any(e.kind == "draw" and e.least == 0 for e in effects), "draw up to n (12.3.1.2)"
    assert any(e.kind == "draw" and e.least and e.least > 0 for e in effects), "draw n to m (12.3.1.1)"
    assert any(e.delay == "battle_end" for e in effects), "a delayed trigger (10.5.4.2)"
    assert any(e.after for e in effects), "then (4.1.11)"
    assert any(e.may for e in effects), "an optional effect, chosen as it fires (10.1.7)"
    # chapter 13: resistance and weakness
    assert any(d.standing is not None and d.standing.resistance and d.standing.weakness for d in cards)


def test_random_games_with_the_test_deck_use_the_abilities() -> None:
    """A few random games to their end: triggered abilities are played, special abilities activated, uses
    declared and chapter 12's draws and discards applied; and what the deck carries but random play had
    never reached is played too (mc-judge2: the casters, a second Recall and the hexers of ``testdecks``, and
    the random player's preference for using over passing): a removal from the game (12.5) and a return to
    the draw pile (5.1.1.6), a negation (10.15.1.1), a 重複しない effect not applied again (16.2.1), a ◇ summon
    of a unit card (14.6.3.2), a ◇ placement of a terrain card (14.6.3.3), and (mc-fix: the queen) a unit
    summoned by an effect discarded instead beside the hero of its name (15.1.7).

    The seeds are fixed and chosen so that these three games between them reach all of it (re-chosen when
    mc-summon, mc-judge2 and mc-loop's test decks were merged, and again for mc-fix's queen: 8, 25 and 27,
    722 decisions; over 40 seeds, ``referee games``, each is reached in several games — the 15.1.7 discard
    in 6); a change of the engine or of the random player that moves these games may call for choosing them
    again."""
    clauses: set[str] = set()
    actions: set[str] = set()
    diamond: set[str] = set()  # the ◇ abilities of unit and terrain cards that worked
    for seed in (8, 25, 27):
        session = Session(api.load_position(api.new_duel(duel_request(seed))["position"]))
        rnd = random.Random(seed)
        n = 0
        while session.pending is not None and n < 20000:
            ruling = play_random(session, rnd)
            assert ruling.legal, ruling.reason
            action = ruling.action
            actions.add(action.type)
            clauses |= {e.clause for e in ruling.events}
            card = getattr(action, "card", None)
            if isinstance(card, str) and action.type in ("summon", "place_terrain"):
                effects = {e.kind for a in session.duel.defn(card).abilities if a.kind == "hand" for e in a.effects}
                diamond |= effects & {"summon", "place"}  # 14.6.3.2: only its ◇ summons it; 14.6.3.3
            n += 1
        assert session.state.result is not None, f"seed {seed}: no result after {n} decisions"
    assert {"activate", "use", "optional"} <= actions
    assert {"MC-10-5-3", "MC-12-3-1", "MC-12-4-1"} <= clauses, sorted(c for c in clauses if c.startswith("MC-1"))
    reached = {"MC-12-5-1", "MC-5-1-1-6", "MC-10-15-1-1", "MC-16-2-1", "MC-15-1-7"}
    assert reached <= clauses, sorted(reached - clauses)
    assert diamond == {"summon", "place"}, diamond
