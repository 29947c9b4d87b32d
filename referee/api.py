"""The referee API (the contract for judges' tools and other implementations), per game:

- ``GET /v1/games``: the games, their editions and clause-id schemes; ``GET /v1/games/{game}``: one;
- under ``/v1/games/{game}/``: ``adjudicate``, ``legal-actions``, ``view``, ``new-duel``, ``rulings``
  (save) and ``rulings/{id}``, ``clauses`` and ``clauses/{id}``; ``cards`` and ``cards/{id}`` where
  the game has a card database; ``new-duel-choices`` and the game's own operations where it offers
  them (``engine.contract`` capabilities);
- the default game's operations also directly under ``/v1/`` (``/v1/adjudicate`` …), as they were
  served before there were several games, so no client breaks.

Game-neutral: every route is made from the game contract (``engine.contract.Game``), each game's
request and response bodies from its models (``referee/schemas.py``). An unknown game or operation is
a 404 problem document."""

from __future__ import annotations

import json as stdjson
from collections.abc import Callable
from functools import cache
from typing import Any

from flask import Blueprint, Response, current_app, json
from flask_openapi3.blueprint import APIBlueprint
from flask_openapi3.models.tag import Tag
from pydantic import BaseModel

from engine.contract import Game, HasRoutes, OffersChoices, Operation, Route, Serves
from engine.contract import Problem as GameProblem
from engine.games import DEFAULT_GAME, all_games, game_ids, get_game

from .problems import problem
from .schemas import (
    CardPath,
    ClauseList,
    ClauseOut,
    ClausePath,
    GameInfo,
    GameList,
    NewDuelChoices,
    Problem,
    RulingPath,
    SavedRuling,
    bodies,
    game_info,
)
from .store import RulingStore, SchemaError, StoreUnavailable, url_from_config

ERRORS: dict[str | int, Any] = {400: Problem, 413: Problem, 415: Problem, 422: Problem}
ProblemDoc = dict[str, Any]


def _ok(body: dict[str, Any] | bytes) -> Response:
    text = body if isinstance(body, bytes) else json.dumps(body)
    return Response(text, status=200, mimetype="application/json")


def _problem_doc(game: Game, exc: Exception) -> ProblemDoc | None:
    if isinstance(exc, GameProblem):
        return dict(exc.document)
    return game.refusal(exc)


def _refused(game: Game, exc: Exception) -> Response:
    """The game's refusal of bad input as a problem document; anything else is a bug (a 500, logged)."""
    doc = _problem_doc(game, exc)
    if doc is None:
        raise exc
    status = int(doc.pop("status"))
    return problem(status, doc.pop("title"), doc.pop("detail"), **doc)


def serve(game: Game, operation: Operation, body: BaseModel) -> dict[str, Any] | bytes:
    """The answer to a validated request body: the game's served path, or its JSON functions."""
    if isinstance(game, Serves):
        return game.serve(operation, body)
    data = body.model_dump(mode="json")
    if operation == "adjudicate":
        return game.adjudicate(data["position"], data.get("actions", []))
    if operation == "legal-actions":
        return game.legal_actions(data["position"])
    if operation == "view":
        return game.view(data["position"], int(data["player"]))
    return game.new_duel(data)


def _store() -> RulingStore:
    """The app's ruling store, opened (and its schema brought to the head) on first use; a database
    that cannot be reached is tried again by the next request."""
    store: RulingStore | None = current_app.extensions.get("rulings")
    if store is None:
        store = current_app.extensions["rulings"] = RulingStore(url_from_config(current_app.config))
    return store


def _store_problem(exc: StoreUnavailable | SchemaError) -> Response:
    """The database, not the request, is at fault: 503, which a client may retry (another referee host
    on the same database may answer meanwhile)."""
    current_app.logger.error("rulings database: %s", exc)
    response = problem(
        503,
        "Rulings database unavailable",
        "the saved rulings cannot be reached just now; try again shortly",
        type="urn:referee:store-unavailable",
    )
    response.headers["Retry-After"] = "2"
    return response


def _clause(c: Any) -> dict[str, Any]:
    return {
        "id": c.id,
        "citation": c.citation,
        "number": c.number,
        "part": c.part,
        "slug": c.slug,
        "title": c.title,
        "summary": c.summary,
        "kind": c.kind,
        "parent": c.parent,
        "decision": c.decision,
        "source_hash": c.source_hash,
    }


def _named(fn: Callable[..., Response], name: str, doc: str, **annotations: Any) -> Callable[..., Response]:
    """A view function for flask-openapi3, which reads its parameters' models from the annotations."""
    fn.__name__ = name
    fn.__qualname__ = name
    fn.__doc__ = doc
    fn.__annotations__ = {**annotations, "return": Response}
    return fn


PLAY: dict[Operation, str] = {
    "adjudicate": "A position and actions: one ruling per action (illegal actions are rulings, not errors), "
    "the final position and board, the edition.",
    "legal-actions": "The pending decision of a position and every legal answer to it.",
    "view": "A position as one player may see it: what is hidden from that player does not appear, not even by id.",
    "new-duel": "The players' choices checked and the duel set up: the position waiting for its first decision.",
}


def game_blueprint(game: Game, *, alias: bool) -> APIBlueprint:
    """The operations of one game, under ``/v1/games/<id>`` (or, for the default game's aliases, ``/v1``)."""
    b = bodies(game.id)
    key = game.id.replace("-", "_")
    where = f"{game.title}: alias of /v1/games/{game.id}/… (the default game)" if alias else game.title
    bp = APIBlueprint(
        f"v1_{key}" if alias else f"game_{key}",
        __name__,
        url_prefix="/v1" if alias else f"/v1/games/{game.id}",
        abp_tags=[Tag(name=f"{game.id} (/v1 aliases)" if alias else game.id, description=where)],
    )
    also = f" ({game.id}; also /v1/games/{game.id}/…)" if alias else ""
    _play_routes(bp, game, b, also)
    _ruling_routes(bp, game, b, also)
    _clause_routes(bp, game, also)
    if game.cards is not None:
        _card_routes(bp, game, b, also)
    _offered_routes(bp, game, also)
    if not alias:

        def info() -> Response:
            return _ok(game_info(game))

        bp.get("", responses={200: GameInfo})(_named(info, "game", f"The game {game.id}: its editions and clause ids."))
    return bp


def _play_routes(bp: APIBlueprint, game: Game, b: dict[str, type[BaseModel]], also: str) -> None:
    """adjudicate, legal-actions, view, new-duel: the game's answers to validated bodies."""

    def answer(operation: Operation) -> Callable[[BaseModel], Response]:
        def view(body: BaseModel) -> Response:
            try:
                return _ok(serve(game, operation, body))
            except Exception as exc:
                return _refused(game, exc)

        return view

    for operation in PLAY:
        name = operation.replace("-", "_")
        bp.post(f"/{operation}", responses={200: b[f"{operation}-response"], **ERRORS})(
            _named(answer(operation), name, PLAY[operation] + also, body=b[f"{operation}-request"])
        )


def _ruling_routes(bp: APIBlueprint, game: Game, b: dict[str, type[BaseModel]], also: str) -> None:
    """Saved rulings: each records its game, and is not another game's."""

    def save_ruling(body: BaseModel) -> Response:
        try:
            answered = serve(game, "adjudicate", body)
        except Exception as exc:
            return _refused(game, exc)
        result: dict[str, Any] = stdjson.loads(answered) if isinstance(answered, bytes) else answered
        dumped = body.model_dump(mode="json")
        position, actions = dumped["position"], dumped.get("actions", [])
        try:
            cid = _store().save(game.id, position, actions, result)
        except (StoreUnavailable, SchemaError) as exc:
            return _store_problem(exc)
        return _ok(
            {"id": cid, "url": f"/r/{cid}", "game": game.id, "engine": result["engine"], "edition": result["edition"],
             "season": result.get("season"), "position": position, "actions": actions, "result": result}
        )

    bp.post("/rulings", responses={200: SavedRuling, **ERRORS, 503: Problem})(
        _named(save_ruling, "save_ruling", "Rule on a case and save it; the id is derived from the case, so "
               "saving twice gives one id." + also, body=b["adjudicate-request"])
    )

    def load_ruling(path: RulingPath) -> Response:
        try:
            case = _store().load(path.ruling_id)
        except (StoreUnavailable, SchemaError) as exc:
            return _store_problem(exc)
        if case is None:
            return problem(404, "Unknown ruling", f"no saved ruling {path.ruling_id!r}")
        if case["game"] != game.id:
            other = case["game"]
            return problem(
                404,
                "Ruling of another game",
                f"ruling {path.ruling_id!r} rules on {other}, not {game.id}: /v1/games/{other}/rulings/{path.ruling_id}",
                type="urn:referee:ruling-of-another-game",
                game=other,
            )
        return _ok({**case, "url": f"/r/{path.ruling_id}"})

    bp.get("/rulings/<ruling_id>", responses={200: SavedRuling, 404: Problem, 422: Problem, 503: Problem})(
        _named(load_ruling, "load_ruling", "A saved case, as it was ruled when saved." + also, path=RulingPath)
    )


def _clause_routes(bp: APIBlueprint, game: Game, also: str) -> None:
    def clauses() -> Response:
        index = game.index()
        return _ok({"edition": index.edition, "clauses": [_clause(c) for c in index]})

    bp.get("/clauses", responses={200: ClauseList})(
        _named(clauses, "clauses", "The clause index of the default edition: our own titles and summaries, and "
               "our decisions." + also)
    )

    def clause(path: ClausePath) -> Response:
        c = game.index().get(path.clause_id)
        if c is None:
            return problem(404, "Unknown clause", f"no clause {path.clause_id!r} in the clause index")
        return _ok(_clause(c))

    bp.get("/clauses/<clause_id>", responses={200: ClauseOut, 404: Problem})(
        _named(clause, "clause", f"One clause by id ({game.clause_scheme.example_id}: "
               f"{game.clause_scheme.description})" + also, path=ClausePath)
    )


def _offered_routes(bp: APIBlueprint, game: Game, also: str) -> None:
    """The operations of the capabilities a game offers: its new-duel choices and its own routes."""
    if isinstance(game, OffersChoices):
        chooser = game

        def choices() -> Response:
            return _ok(chooser.new_duel_choices())

        bp.get("/new-duel-choices", responses={200: NewDuelChoices})(
            _named(choices, "new_duel_choices", (OffersChoices.__doc__ or "").split("\n\n")[0] + also)
        )
    if isinstance(game, HasRoutes):
        for route in game.routes():
            add = bp.post if route.method == "POST" else bp.get
            add(f"/{route.path}", responses={200: route.response, 404: Problem, **ERRORS})(_route_view(game, route, also))


def _card_routes(bp: APIBlueprint, game: Game, b: dict[str, type[BaseModel]], also: str) -> None:
    catalogue = game.cards
    assert catalogue is not None

    def unknown_season(season: str) -> Response:
        return problem(404, "Unknown season", f"no season {season!r}; known: {', '.join(catalogue.seasons())}")

    def cards(query: BaseModel) -> Response:
        season = str(getattr(query, "season"))  # noqa: B009  (every cards query has a season)
        if season not in catalogue.seasons():
            return unknown_season(season)
        wanted = {k: str(v) for k, v in query.model_dump(exclude={"season"}, exclude_none=True).items()}
        try:
            return _ok({"season": season, "cards": catalogue.list(season, **wanted)})
        except GameProblem as exc:
            doc = dict(exc.document)
            return problem(int(doc.pop("status")), doc.pop("title"), doc.pop("detail"), **doc)
        except KeyError:
            return problem(404, "Unknown query value", f"no cards for {wanted} in {season}")

    bp.get("/cards", responses={200: b["cards"], 404: Problem})(
        _named(cards, "cards", "The card facts of a season (names, kinds, numbers; no printed text)." + also,
               query=b["cards-query"])
    )

    def card(path: Any, query: BaseModel) -> Response:
        season = str(getattr(query, "season"))  # noqa: B009
        if season not in catalogue.seasons():
            return unknown_season(season)
        wanted = {k: str(v) for k, v in query.model_dump(exclude={"season"}, exclude_none=True).items()}
        try:
            return _ok(catalogue.get(path.card_id, season, **wanted))
        except KeyError:
            return problem(404, "Unknown card", f"no card {path.card_id!r} in {season}")

    bp.get("/cards/<card_id>", responses={200: b["card"], 404: Problem})(
        _named(card, "card", (type(catalogue).get.__doc__ or "One card's facts as of a season.") + also,
               path=CardPath, query=b["card-query"])
    )


def _route_view(game: Game, route: Route, also: str) -> Callable[..., Response]:
    """flask-openapi3 hands the validated query to a parameter named ``query``, a body to ``body``."""

    def answer(given: BaseModel) -> Response:
        try:
            return _ok(route.handler(given))
        except Exception as exc:
            return _refused(game, exc)

    def get(query: BaseModel) -> Response:
        return answer(query)

    def post(body: BaseModel) -> Response:
        return answer(body)

    name, doc = route.path.replace("-", "_"), route.summary + also
    if route.method == "POST":
        return _named(post, name, doc, body=route.query)
    return _named(get, name, doc, query=route.query)


def games_blueprint() -> APIBlueprint:
    bp = APIBlueprint("games", __name__, url_prefix="/v1", abp_tags=[Tag(name="games", description="The games of the referee")])

    def games() -> Response:
        return _ok({"default": DEFAULT_GAME, "games": [game_info(g) for g in all_games()]})

    bp.get("/games", responses={200: GameList})(
        _named(games, "games", "The games this referee rules on: id, title, editions, default edition, clause ids.")
    )
    return bp


def unknown_game_blueprint() -> Blueprint:
    """Any other path under /v1/games/: a 404 problem naming the games (not in the OpenAPI document)."""
    bp = Blueprint("unknown_game", __name__, url_prefix="/v1/games")

    @bp.route("/<game_id>", methods=["GET", "POST"])
    @bp.route("/<game_id>/<path:rest>", methods=["GET", "POST"])
    def unknown(game_id: str, rest: str = "") -> Response:
        if game_id not in game_ids():
            return problem(404, "Unknown game", f"no game {game_id!r}; known: {', '.join(game_ids())}",
                           type="urn:referee:unknown-game")
        return problem(404, "Not Found", f"the game {game_id} has no operation {rest!r}")

    return bp


@cache
def _blueprints(games: tuple[str, ...]) -> tuple[APIBlueprint, ...]:
    """Built once per set of registered games: building documents every model (a fraction of a second
    each), and the blueprints can be registered on any number of apps."""
    out = [games_blueprint()]
    for game_id in games:
        game = get_game(game_id)
        out.append(game_blueprint(game, alias=False))
        if game_id == DEFAULT_GAME:
            out.append(game_blueprint(game, alias=True))
    return tuple(out)


def api_blueprints() -> tuple[APIBlueprint, ...]:
    return _blueprints(tuple(game_ids()))
