"""The judge's web page: a board drawn like the play mat, the pending decision with what each option does,
and every ruling of the case as a timeline whose steps link to their clauses and cards. Static HTML + JS
talking to the /v1 API: a core script (``static/judge.js``) and one board renderer per game
(``static/games/<game>.js``), picked by the game id.

The page's game is ``?game=<id>`` (the default game without it), among the registered games that have a
board renderer; a saved case (``/r/<id>``) opens on the game it was saved for."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from flask import Blueprint, abort, render_template, request

from engine.contract import OffersChoices
from engine.games import DEFAULT_GAME, game_ids, get_game

judge = Blueprint(
    "judge", __name__, template_folder="templates", static_folder="static", static_url_path="/static/judge"
)

RENDERERS = Path(__file__).resolve().parent / "static" / "games"


def page_games() -> list[str]:
    """The registered games the page can draw: those with a board renderer."""
    return [g for g in game_ids() if (RENDERERS / f"{g}.js").is_file()]


def _page(ruling_id: str | None, game_id: str) -> str:
    if game_id not in page_games():
        abort(404)
    game = get_game(game_id)  # its choices of a new duel come from the game (engine.contract.OffersChoices)
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
        game_title=game.title,
        default_game=DEFAULT_GAME,
        games=[(g, get_game(g).title) for g in page_games()],
        # A game offering no choices starts a duel of its own test decks (``Game.sample_setup``).
        sample_setup=None if goddesses else json.dumps(game.sample_setup(1)),
    )


@judge.get("/")
def page() -> str:
    return _page(None, request.args.get("game", DEFAULT_GAME))


@judge.get("/r/<ruling_id>")
def saved(ruling_id: str) -> str:
    """A saved case: the page loads it from /v1/games/<game>/rulings/<id> and replays every ruling as a
    timeline; the page is drawn for the case's game (the default game's for an unknown id, whose load
    then says it is unknown)."""
    from .api import _store

    case = _store().load(ruling_id)
    return _page(ruling_id, case["game"] if case else DEFAULT_GAME)
