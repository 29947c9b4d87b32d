"""The judge's web page: a board, the legal actions of the pending decision, and the ruling as a
timeline whose steps link to their clauses. Static HTML + JS talking to the /v1 API."""

from __future__ import annotations

from flask import Blueprint, render_template

from engine.furuyoni.api import EDITION, ENGINE_VERSION
from engine.furuyoni.goddesses import BASE

judge = Blueprint(
    "judge", __name__, template_folder="templates", static_folder="static", static_url_path="/static/judge"
)


@judge.get("/")
def page() -> str:
    return render_template(
        "judge.html", goddesses=sorted(BASE, key=BASE.__getitem__), engine=ENGINE_VERSION, edition=EDITION
    )
