"""The application factory (Flask's pattern: no global app). The API blueprint and the judge's page
are separate; configuration comes from defaults, then REFEREE_* environment variables, then the
mapping passed in."""

from __future__ import annotations

import logging
from typing import Any

from flask import Response, json, request
from flask_openapi3.models.info import Info
from flask_openapi3.openapi import OpenAPI
from pydantic import ValidationError
from werkzeug.exceptions import HTTPException

from engine.games import DEFAULT_GAME, all_games, game_ids, get_game

from .problems import json_depth_exceeds, problem

DEFAULTS: dict[str, Any] = {
    "MAX_CONTENT_LENGTH": 512 * 1024,  # a full position with its answers is a few tens of KiB
    "MAX_JSON_DEPTH": 32,
    "DATA_DIR": "data",  # saved rulings (SQLite) unless DATABASE_URL names another database
    "DATABASE_URL": None,
}

log = logging.getLogger("referee")


def request_game() -> str:
    """The game a request is for: ``/v1/games/<game>/…``, else the default game (whose operations are
    also served under ``/v1/`` directly). Names the problem types of requests refused before any game
    sees them (``urn:<game>:malformed``), as each game names its own refusals."""
    parts = request.path.split("/")
    if len(parts) > 3 and parts[1] == "v1" and parts[2] == "games" and parts[3] in game_ids():
        return parts[3]
    return DEFAULT_GAME


def validation_problem(exc: ValidationError) -> Response:
    errors = [{"loc": [str(x) for x in e["loc"]], "msg": e["msg"], "type": e["type"]} for e in exc.errors()[:20]]
    return problem(
        422,
        "Malformed input",
        f"{exc.error_count()} validation error(s) in the request body",
        type=f"urn:{request_game()}:malformed",
        errors=errors,
    )


def _description() -> str:
    games = "; ".join(f"`{g.id}`: {g.title} (edition {g.default_edition})" for g in all_games())
    return (
        f"Rules engines and referee of the card games {games}. Each game's operations are under "
        f"`/v1/games/{{game}}/`; the default game's ({DEFAULT_GAME}) also directly under `/v1/`."
    )


def create_app(config: dict[str, Any] | None = None) -> OpenAPI:
    default = get_game(DEFAULT_GAME)
    app = OpenAPI(
        __name__,
        info=Info(title="Rules referee", version=default.engine_version, description=_description()),
        validation_error_status=422,
        validation_error_callback=validation_problem,
        doc_prefix="/openapi",
        security_schemes={},  # the API needs no authentication; an explicit {} keeps the document valid
    )
    app.config.from_mapping(DEFAULTS)
    app.config.from_prefixed_env("REFEREE")
    if config:
        app.config.from_mapping(config)

    @app.before_request
    def guard_json() -> Response | None:
        """Bound the body before any parser sees it: size (413 via MAX_CONTENT_LENGTH), nesting
        depth (413), and well-formed JSON (400)."""
        if request.method != "POST":
            return None
        raw = request.get_data(cache=True)
        if json_depth_exceeds(raw, app.config["MAX_JSON_DEPTH"]):
            return problem(
                413,
                "Body nested too deeply",
                f"JSON nesting is limited to {app.config['MAX_JSON_DEPTH']} levels",
                type=f"urn:{request_game()}:too-deep",
            )
        if not request.is_json:
            return problem(415, "Unsupported media type", "send the body as application/json")
        try:
            request.get_json(force=True)
        except Exception:
            return problem(400, "Malformed JSON", "the request body is not valid JSON", type=f"urn:{request_game()}:malformed")
        return None

    @app.errorhandler(HTTPException)
    def http_problem(exc: HTTPException) -> Response:
        return problem(exc.code or 500, exc.name, exc.description or exc.name)

    @app.errorhandler(Exception)
    def unexpected(exc: Exception) -> Response:  # a bug: logged, answered as a problem, found by the fuzz tests
        log.exception("unhandled error")
        return problem(500, "Internal error", "the referee failed; this is a bug — please report the request")

    from .api import api_blueprints, unknown_game_blueprint
    from .docs_pages import docs_pages
    from .judge import judge
    from .schemas import Health

    @app.get("/healthz", responses={200: Health})
    def healthz() -> Response:
        """Liveness: the default game's engine version and edition."""
        body = {"status": "ok", "engine": default.engine_version, "edition": default.default_edition}
        return Response(json.dumps(body), mimetype="application/json")

    for blueprint in api_blueprints():
        app.register_api(blueprint)
    app.register_blueprint(unknown_game_blueprint())
    app.register_blueprint(judge)
    app.register_blueprint(docs_pages)  # /games, /clauses: the rules documented by their examples
    return app
