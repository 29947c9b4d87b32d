"""The judge's web page: a board drawn like the play mat, the pending decision with what each option does,
and every ruling of the case as a timeline whose steps link to their clauses and cards. Static HTML + JS
talking to the /v1 API: a core script (``static/judge.js``) and one board renderer per game
(``static/games/<game>.js``), picked by the game id."""

from __future__ import annotations

from flask import Blueprint, render_template

from engine.furuyoni import carddb
from engine.furuyoni.api import EDITION, ENGINE_VERSION
from engine.furuyoni.card_reading import goddess_names, pick
from engine.furuyoni.goddesses import GODDESSES

judge = Blueprint(
    "judge", __name__, template_folder="templates", static_folder="static", static_url_path="/static/judge"
)

GAME = "furuyoni"  # the only game with a board renderer until the game picker comes


def _page(ruling_id: str | None) -> str:
    forms = [g for g in carddb.goddesses() if g.key in GODDESSES]
    names = {g.key: goddess_names(g) for g in forms}
    goddesses = [
        {"key": g.key, "ja": pick(names[g.key], "ja", g.key), "ko": pick(names[g.key], "ko", g.key),
         "en": pick(names[g.key], "en", g.key)}
        for g in forms
    ]
    defaults = ["yurina", "saine", "himika", "tokoyo"]
    return render_template(
        "judge.html",
        goddesses=goddesses,
        goddesses_default=defaults,
        goddess_names={g["key"]: {"en": g["en"], "ja": g["ja"], "ko": g["ko"]} for g in goddesses},
        engine=ENGINE_VERSION,
        edition=EDITION,
        ruling_id=ruling_id,
        game=GAME,
    )


@judge.get("/")
def page() -> str:
    return _page(None)


@judge.get("/r/<ruling_id>")
def saved(ruling_id: str) -> str:
    """A saved case: the page loads it from /v1/rulings/<id> and replays every ruling as a timeline."""
    return _page(ruling_id)
