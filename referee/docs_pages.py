"""The clause documentation served by the referee: ``/games`` (every game), ``/games/<game>/clauses``
(every clause of a game with its coverage), ``/games/<game>/clauses/<id>`` (one clause with its
examples) and ``/games/<game>/decisions``; the default game's pages also under ``/clauses`` and
``/clauses/<id>``, as before there were several games. The pages are the ones ``python -m referee docs``
writes (``referee/docs_site.py``); only the links differ. The feature files are read from the
``FEATURES_DIR`` setting (default: the repository's ``features`` folder) and read again when they change."""

from __future__ import annotations

from pathlib import Path
from threading import Lock

from flask import Blueprint, Response, current_app, url_for
from markupsafe import escape

from engine.games import DEFAULT_GAME, UnknownGame, all_games, get_game

from .coverage import default_features, game_features
from .docs_site import (
    DocsData,
    Links,
    css_text,
    load_docs,
    render_clause,
    render_decisions,
    render_games,
    render_index,
    render_missing,
)

docs_pages = Blueprint("docs_pages", __name__, template_folder="templates")

_lock = Lock()
_cache: dict[str, tuple[tuple[float, int], DocsData]] = {}


def _features_root() -> Path:
    configured = current_app.config.get("FEATURES_DIR")
    return Path(configured) if configured else default_features()


def _signature(features: Path) -> tuple[float, int]:
    """Changes when a feature file (or the waivers) is added, removed or edited."""
    paths = [*features.rglob("*.feature"), features / "waivers.toml"] if features.is_dir() else []
    stamps = [p.stat().st_mtime for p in paths if p.exists()]
    return (max(stamps, default=0.0), len(stamps))


def _data(game_id: str) -> DocsData:
    game = get_game(game_id)
    features = game_features(game, _features_root())
    key = f"{game_id}:{features.resolve()}"
    signature = _signature(features)
    with _lock:
        cached = _cache.get(key)
        if cached is None or cached[0] != signature:
            cached = (signature, load_docs(game, features))
            _cache[key] = cached
        return cached[1]


def _links(game_id: str, alias: bool) -> Links:
    """Links between one game's pages: the default game's ``/clauses`` pages link among themselves."""
    if alias:
        index, clause = url_for("docs_pages.index"), lambda cid: url_for("docs_pages.clause", clause_id=cid)
    else:
        index = url_for("docs_pages.game_index", game_id=game_id)

        def clause(cid: str) -> str:
            return url_for("docs_pages.game_clause", game_id=game_id, clause_id=cid)

    return Links(
        css=url_for("docs_pages.css"),
        index=index,
        clause_url=clause,
        games=url_for("docs_pages.games"),
        decisions=url_for("docs_pages.decisions", game_id=game_id),
        judge=url_for("judge.page"),
    )


def _html(text: str, status: int = 200) -> Response:
    return Response(text, status=status, mimetype="text/html")


def _no_game(game_id: str) -> Response:
    known = ", ".join(g.id for g in all_games())
    return _html(f"<!doctype html><title>No such game</title><h1>No game “{escape(game_id)}”</h1><p>Known: {known}.</p>", 404)


def _index(game_id: str, alias: bool) -> Response:
    try:
        data = _data(game_id)
    except UnknownGame:
        return _no_game(game_id)
    return _html(render_index(data, _links(game_id, alias)))


def _clause(game_id: str, clause_id: str, alias: bool) -> Response:
    try:
        data = _data(game_id)
    except UnknownGame:
        return _no_game(game_id)
    links = _links(game_id, alias)
    html = render_clause(data, clause_id, links)
    if html is None:
        return _html(render_missing(data, clause_id, links), 404)
    return _html(html)


@docs_pages.get("/games")
def games() -> Response:
    """Every game, each linked to its clauses."""
    html = render_games(
        all_games(),
        _features_root(),
        lambda gid: url_for("docs_pages.game_index", game_id=gid),
        url_for("docs_pages.css"),
    )
    return _html(html)


@docs_pages.get("/static/docs/docs.css")
def css() -> Response:
    """The pages' stylesheet: the referee's, and each game's rules for its board."""
    return Response(css_text(), mimetype="text/css")


@docs_pages.get("/games/<game_id>/clauses")
def game_index(game_id: str) -> Response:
    """Every clause of a game's default edition with its coverage."""
    return _index(game_id, alias=False)


@docs_pages.get("/games/<game_id>/clauses/<clause_id>")
def game_clause(game_id: str, clause_id: str) -> Response:
    """One clause: our summary, its place in the rules, related clauses, our reading, its examples."""
    return _clause(game_id, clause_id, alias=False)


@docs_pages.get("/games/<game_id>/decisions")
def decisions(game_id: str) -> Response:
    """Every reading the suite takes where a game's rules text is unclear."""
    try:
        data = _data(game_id)
    except UnknownGame:
        return _no_game(game_id)
    return _html(render_decisions(data, _links(game_id, alias=False)))


@docs_pages.get("/clauses")
def index() -> Response:
    """The default game's clause index (``/games/<default>/clauses``)."""
    return _index(DEFAULT_GAME, alias=True)


@docs_pages.get("/clauses/<clause_id>")
def clause(clause_id: str) -> Response:
    """One clause of the default game (``/games/<default>/clauses/<id>``)."""
    return _clause(DEFAULT_GAME, clause_id, alias=True)
