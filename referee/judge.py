"""The judge's web page: a board, the legal actions of the pending decision, and the ruling as a
timeline whose steps link to their clauses. Static HTML + JS talking to the /v1 API."""

from __future__ import annotations

from flask import Blueprint, render_template

from engine.furuyoni import carddb
from engine.furuyoni.api import EDITION, ENGINE_VERSION
from engine.furuyoni.cards.decks import fully_encoded
from engine.furuyoni.goddesses import GODDESSES

judge = Blueprint(
    "judge", __name__, template_folder="templates", static_folder="static", static_url_path="/static/judge"
)


def _page(ruling_id: str | None) -> str:
    goddesses = [
        {"key": g.key, "ja": g.name, "ko": g.name_ko or g.name, "en": g.name_en or g.key, "real": fully_encoded(g.key)}
        for g in carddb.goddesses()
        if g.key in GODDESSES
    ]
    defaults = ["yurina", "saine", "himika", "tokoyo"]
    return render_template("judge.html", goddesses=goddesses, goddesses_default=defaults, engine=ENGINE_VERSION, edition=EDITION,
                           ruling_id=ruling_id)


@judge.get("/")
def page() -> str:
    return _page(None)


@judge.get("/r/<ruling_id>")
def saved(ruling_id: str) -> str:
    """A saved ruling: the page loads the case from /v1/rulings/<id> and replays it."""
    return _page(ruling_id)
