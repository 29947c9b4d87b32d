"""The judge's web page: a board, the legal actions of the pending decision, and the ruling as a
timeline whose steps link to their clauses. Static HTML + JS talking to the /v1 API."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, render_template

from engine.contract import OffersChoices
from engine.games import DEFAULT_GAME, get_game

judge = Blueprint(
    "judge", __name__, template_folder="templates", static_folder="static", static_url_path="/static/judge"
)


def _page(ruling_id: str | None) -> str:
    game = get_game(DEFAULT_GAME)  # the page plays the default game (Furuyoni) through its /v1 aliases
    choices: dict[str, Any] = game.new_duel_choices() if isinstance(game, OffersChoices) else {}
    return render_template("judge.html", goddesses=choices.get("goddesses", []),
                           goddesses_default=choices.get("defaults", []), engine=game.engine_version,
                           edition=game.default_edition, ruling_id=ruling_id)


@judge.get("/")
def page() -> str:
    return _page(None)


@judge.get("/r/<ruling_id>")
def saved(ruling_id: str) -> str:
    """A saved ruling: the page loads the case from /v1/rulings/<id> and replays it."""
    return _page(ruling_id)
