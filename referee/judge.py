"""The judge's web page: a board drawn like the play mat, the pending decision with what each option does,
and every ruling of the case as a timeline whose steps link to their clauses and cards. Static HTML + JS
talking to the /v1 API: a core script (``static/judge.js``) and one board renderer per game
(``static/games/<game>.js``), picked by the game id."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, render_template

from engine.contract import OffersChoices
from engine.games import DEFAULT_GAME, get_game

judge = Blueprint(
    "judge", __name__, template_folder="templates", static_folder="static", static_url_path="/static/judge"
)

GAME = DEFAULT_GAME  # Furuyoni: the only game with a board renderer until the game picker comes


def _page(ruling_id: str | None) -> str:
    game = get_game(GAME)  # its choices of a new duel come from the game (engine.contract.OffersChoices)
    choices: dict[str, Any] = game.new_duel_choices() if isinstance(game, OffersChoices) else {}
    goddesses = choices.get("goddesses", [])
    return render_template(
        "judge.html",
        goddesses=goddesses,
        goddesses_default=choices.get("defaults", []),
        goddess_names={g["key"]: {"en": g["en"], "ja": g["ja"], "ko": g["ko"]} for g in goddesses},
        engine=game.engine_version,
        edition=game.default_edition,
        ruling_id=ruling_id,
        game=game.id,
    )


@judge.get("/")
def page() -> str:
    return _page(None)


@judge.get("/r/<ruling_id>")
def saved(ruling_id: str) -> str:
    """A saved case: the page loads it from /v1/rulings/<id> and replays every ruling as a timeline."""
    return _page(ruling_id)
