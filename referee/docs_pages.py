"""The clause documentation served by the referee: ``/clauses`` (every clause with its coverage) and
``/clauses/<id>`` (one clause with its examples). The pages are the ones ``python -m referee docs``
writes (``referee/docs_site.py``); only the links differ. The feature files are read from the
``FEATURES_DIR`` setting (default: the repository's ``features`` folder) and read again when they change."""

from __future__ import annotations

from pathlib import Path
from threading import Lock

from flask import Blueprint, Response, current_app, url_for

from .coverage import default_features
from .docs_site import DocsData, Links, load_docs, render_clause, render_index, render_missing

docs_pages = Blueprint(
    "docs_pages", __name__, static_folder="static", static_url_path="/static/docs", template_folder="templates"
)

_lock = Lock()
_cache: dict[str, tuple[tuple[float, int], DocsData]] = {}


def _features() -> Path:
    configured = current_app.config.get("FEATURES_DIR")
    return Path(configured) if configured else default_features()


def _signature(features: Path) -> tuple[float, int]:
    """Changes when a feature file (or the waivers) is added, removed or edited."""
    paths = [*features.rglob("*.feature"), features / "waivers.toml"] if features.is_dir() else []
    stamps = [p.stat().st_mtime for p in paths if p.exists()]
    return (max(stamps, default=0.0), len(stamps))


def _data() -> DocsData:
    features = _features()
    key = str(features.resolve())
    signature = _signature(features)
    with _lock:
        cached = _cache.get(key)
        if cached is None or cached[0] != signature:
            cached = (signature, load_docs(features))
            _cache[key] = cached
        return cached[1]


def _links() -> Links:
    return Links(
        css=url_for("docs_pages.static", filename="docs.css"),
        index=url_for("docs_pages.index"),
        clause_url=lambda cid: url_for("docs_pages.clause", clause_id=cid),
        judge=url_for("judge.page"),
    )


def _html(text: str, status: int = 200) -> Response:
    return Response(text, status=status, mimetype="text/html")


@docs_pages.get("/clauses")
def index() -> Response:
    """Every clause of the default edition with its coverage."""
    return _html(render_index(_data(), _links()))


@docs_pages.get("/clauses/<clause_id>")
def clause(clause_id: str) -> Response:
    """One clause: our summary, its place in the rules, related clauses, our reading, its examples."""
    html = render_clause(_data(), clause_id, _links())
    if html is None:
        return _html(render_missing(clause_id, _links()), 404)
    return _html(html)
