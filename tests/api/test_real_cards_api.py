"""The API with real cards: which cards the engine encodes, random legal decks of real cards, and a
real card's refusal when its behaviour is not encoded."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

from engine.furuyoni import carddb
from engine.furuyoni.cards import implemented_cards
from engine.furuyoni.cards.decks import fully_encoded
from engine.furuyoni.goddesses import GODDESSES
from referee import create_app

SLASH = "NA-01-yurina-O-N-1"
# Forms whose cards are not all encoded yet, one per goddess, read now rather than written down: the
# refusals below keep testing something as goddess modules grow (none left: those tests say so).
UNENCODED_FORMS = list({GODDESSES[f]: f for f in reversed(list(GODDESSES)) if not fully_encoded(f)}.values())
UNENCODED_CARD = next(
    (c.rules_id for f in UNENCODED_FORMS for c in carddb.deck_pool(f) if c.rules_id not in implemented_cards()), None
)


@pytest.fixture(scope="module")
def client() -> FlaskClient:
    return create_app({"TESTING": True}).test_client()


def test_a_card_says_whether_the_engine_encodes_it(client: FlaskClient) -> None:
    assert client.get(f"/v1/cards/{SLASH}").json["encoded"] is True
    if UNENCODED_CARD is None:
        pytest.skip("every card of the season is encoded: no card to refuse")
    assert client.get(f"/v1/cards/{UNENCODED_CARD}").json["encoded"] is False


@pytest.mark.parametrize("form", ["yurina", "saine", "oboro-a2", "misora", *UNENCODED_FORMS[:1]])
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


def test_new_duel_with_unencoded_real_cards_is_refused(client: FlaskClient) -> None:
    if not UNENCODED_FORMS:
        pytest.skip("every form is fully encoded: no duel to refuse")
    forms = [UNENCODED_FORMS[0], "yurina"]
    pool = carddb.deck_pool(forms[0]) + carddb.deck_pool(forms[1])
    cards = [c.rules_id for c in pool if c.is_normal][:7] + [c.rules_id for c in pool if c.is_trump][:3]
    choice = {"goddesses": forms, "cards": cards}
    r = client.post("/v1/new-duel", json={"players": [choice, choice]})
    assert r.status_code == 422
    assert r.json["invariant"] == "card-not-implemented"
