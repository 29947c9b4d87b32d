"""The API with real cards: which cards the engine encodes, random legal decks of real cards, and a
real card's refusal when its behaviour is not encoded."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

from engine.furuyoni import carddb
from engine.furuyoni.cards.decks import fully_encoded
from engine.furuyoni.goddesses import GODDESSES
from referee import create_app
from tests.furuyoni.unencoded import unencoded_card

SLASH = "NA-01-yurina-O-N-1"
# A card not implemented in its season, and a form whose deck pool there holds it, read now rather than
# written down (every card of the default season is encoded: an errata'd version of another season).
UNENCODED_SEASON, UNENCODED_CARD, UNENCODED_FORM = unencoded_card()
PARTNER = next(
    g.key for g in carddb.goddesses(UNENCODED_SEASON) if g.base is None and g.number != GODDESSES[UNENCODED_FORM]
)


@pytest.fixture(scope="module")
def client() -> FlaskClient:
    return create_app({"TESTING": True}).test_client()


def test_a_card_says_whether_the_engine_encodes_it(client: FlaskClient) -> None:
    assert client.get(f"/v1/cards/{SLASH}").json["encoded"] is True
    assert client.get(f"/v1/cards/{UNENCODED_CARD}?season={UNENCODED_SEASON}").json["encoded"] is False


@pytest.mark.parametrize("form", ["yurina", "saine", "oboro-a2", "misora", "kanawe", "renri-a1"])
def test_random_deck_is_dealt_exactly_when_the_forms_are_encoded(client: FlaskClient, form: str) -> None:
    other = "hagane" if form != "hagane" else "shinra"
    r = client.get(f"/v1/random-deck?goddesses={form},{other}&seed=3")
    if fully_encoded(form) and fully_encoded(other):
        assert r.status_code == 200
        cards = [carddb.card(c) for c in r.json["cards"]]
        assert (sum(c.is_normal for c in cards), sum(c.is_trump for c in cards)) == (7, 3)  # C 3-2
        pool = {c.rules_id for c in carddb.combined_deck_pool([form, other])}
        assert {c.rules_id for c in cards} <= pool
        assert client.get(f"/v1/random-deck?goddesses={form},{other}&seed=3").json == r.json
        choice = {"goddesses": r.json["goddesses"], "cards": r.json["cards"]}
        duel = client.post("/v1/new-duel", json={"players": [choice, choice], "seed": 3})
        assert duel.status_code == 200, duel.json
    else:
        assert r.status_code == 422
        assert r.json["title"] == "Goddess not implemented"


def test_random_deck_refuses_two_forms_of_one_goddess(client: FlaskClient) -> None:
    r = client.get("/v1/random-deck?goddesses=yurina,yurina-a1")
    assert r.status_code == 422 and r.json["clause"] == "C 2-1"


def test_random_deck_refuses_a_form_not_fully_encoded_in_its_season(client: FlaskClient) -> None:
    r = client.get(f"/v1/random-deck?goddesses={UNENCODED_FORM},{PARTNER}&seed=3&season={UNENCODED_SEASON}")
    assert r.status_code == 422
    assert r.json["title"] == "Goddess not implemented"


def test_new_duel_with_unencoded_real_cards_is_refused(client: FlaskClient) -> None:
    forms = [UNENCODED_FORM, PARTNER]
    pool = carddb.combined_deck_pool(forms, UNENCODED_SEASON)
    normals = [c.rules_id for c in pool if c.is_normal and c.rules_id != UNENCODED_CARD]
    trumps = [c.rules_id for c in pool if c.is_trump and c.rules_id != UNENCODED_CARD]
    if carddb.card(UNENCODED_CARD, UNENCODED_SEASON).is_normal:
        cards = [UNENCODED_CARD, *normals[:6], *trumps[:3]]
    else:
        cards = [*normals[:7], UNENCODED_CARD, *trumps[:2]]
    choice = {"goddesses": forms, "cards": cards}
    r = client.post("/v1/new-duel", json={"players": [choice, choice], "season": UNENCODED_SEASON})
    assert r.status_code == 422
    assert r.json["invariant"] == "card-not-implemented"
    assert UNENCODED_CARD in r.json["detail"]
