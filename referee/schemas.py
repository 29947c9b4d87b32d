"""Request and response bodies of the referee API: the models every game shares (clauses, problems,
saved rulings, the list of games), and each game's own bodies (``bodies``) — the game's where it has
them (``Models.bodies``), otherwise built here from its models (``Models``), so the OpenAPI document
and the JSON Schemas come from the same definitions the requests are validated with.

The default game's models keep their names in the OpenAPI document (its ``/v1`` aliases read as they
always did); every other game's schemas are named with its id as a prefix (``SoudatsuPosition``), so
two games' ``Position`` models never overwrite each other's component."""

from __future__ import annotations

import copy
from collections.abc import Callable
from functools import cache
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, RootModel, create_model
from pydantic.json_schema import DEFAULT_REF_TEMPLATE, GenerateJsonSchema, JsonSchemaMode

from engine.contract import BODIES, Game
from engine.games import DEFAULT_GAME


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Open(BaseModel):
    """An answer a game may extend with more keys."""

    model_config = ConfigDict(extra="allow")


class ClauseOut(Strict):
    id: str
    citation: str
    number: str
    part: str
    slug: str
    title: str
    summary: str
    kind: Literal["T", "D", "H"]
    parent: str | None
    decision: str | None
    source_hash: str


class ClauseList(Strict):
    edition: str
    clauses: list[ClauseOut]


class ClausePath(BaseModel):
    clause_id: str = Field(max_length=40)


class Health(Strict):
    status: Literal["ok"]
    engine: str
    edition: str


class Problem(BaseModel):
    """RFC 9457 problem details; `invariant` and `clause` name what an inconsistent position breaks."""

    model_config = ConfigDict(extra="allow")
    type: str
    title: str
    status: int
    detail: str
    invariant: str | None = None
    clause: str | None = None
    errors: list[dict[str, Any]] | None = None


class SavedRuling(BaseModel):
    """A saved case: what was submitted, what the referee ruled, and with which game, engine and rules."""

    id: str
    url: str | None = None
    created: float | None = None
    game: str
    engine: str
    edition: str
    season: str | None = None
    position: dict[str, Any]
    actions: list[dict[str, Any]]
    result: dict[str, Any]


class RulingPath(BaseModel):
    ruling_id: str = Field(max_length=40, pattern=r"^[0-9a-f]+$")


class CardPath(BaseModel):
    card_id: str = Field(max_length=80, description="the card's id in the game's card database")


class EditionInfo(Strict):
    id: str
    title: str
    language: str
    source: str


class ClauseSchemeInfo(Strict):
    pattern: str
    example_id: str
    example_citation: str
    description: str
    default_prefix: str
    parts: dict[str, str]


class GameInfo(Strict):
    """A game of the referee: its id (the ``{game}`` of ``/v1/games/{game}/…``), its editions and clause ids."""

    id: str
    title: str
    engine: str
    editions: list[EditionInfo]
    default_edition: str
    clause_scheme: ClauseSchemeInfo
    cards: bool = Field(description="the game has a card database (GET cards)")
    default: bool = Field(description="the game whose operations are also served under /v1/ directly")
    paths: str = Field(description="the prefix of the game's operations: /v1/games/{game}")


class NewDuelChoices(Open):
    """What a person starting a duel chooses from, in the game's own shape (Furuyoni: ``goddesses``, each
    with ``key``, names and ``real``, and ``defaults``)."""


class GameList(Strict):
    default: str
    games: list[GameInfo]


def game_info(game: Game) -> dict[str, Any]:
    scheme = game.clause_scheme
    return {
        "id": game.id,
        "title": game.title,
        "engine": game.engine_version,
        "editions": [{"id": e.id, "title": e.title, "language": e.language, "source": e.source} for e in game.editions],
        "default_edition": game.default_edition,
        "clause_scheme": {
            "pattern": scheme.pattern,
            "example_id": scheme.example_id,
            "example_citation": scheme.example_citation,
            "description": scheme.description,
            "default_prefix": scheme.default_prefix,
            "parts": dict(scheme.parts),
        },
        "cards": game.cards is not None,
        "default": game.id == DEFAULT_GAME,
        "paths": f"/v1/games/{game.id}",
    }


# ---------------------------------------------------------------------------------------------------
# Each game's bodies
# ---------------------------------------------------------------------------------------------------


def schema_prefix(game: Game) -> str:
    """"" for the default game, else its id in CamelCase: ``monster-collection`` -> ``MonsterCollection``."""
    if game.id == DEFAULT_GAME:
        return ""
    return "".join(part.capitalize() for part in game.id.replace("_", "-").split("-"))


class _Prefixed(GenerateJsonSchema):
    """Names every definition of a schema with the game's prefix."""

    prefix: ClassVar[str] = ""

    def normalize_name(self, name: str) -> str:
        normal = super().normalize_name(name)
        return normal if normal.startswith(self.prefix) else f"{self.prefix}{normal}"


def documented(model: type[BaseModel], prefix: str) -> type[BaseModel]:
    """``model`` as the API documents it: its JSON Schema names itself and its definitions with
    ``prefix`` (validation unchanged), and is made once per mode. The default game's models are used
    as they are (no prefix; a subclass would cost its own core schema, a large one for a position)."""
    if not prefix:
        return model
    generator = type(f"{prefix}GenerateJsonSchema", (_Prefixed,), {"prefix": prefix})
    made_schemas: dict[tuple[bool, str, str], dict[str, Any]] = {}

    def model_json_schema(
        cls: type[BaseModel],
        /,
        by_alias: bool = True,
        ref_template: str = DEFAULT_REF_TEMPLATE,
        schema_generator: type[GenerateJsonSchema] = GenerateJsonSchema,
        mode: JsonSchemaMode = "validation",
        **kwargs: Any,
    ) -> dict[str, Any]:
        key = (by_alias, ref_template, mode)
        if kwargs or key not in made_schemas:
            schema_of = BaseModel.model_json_schema.__func__  # type: ignore[attr-defined]
            doc: dict[str, Any] = schema_of(cls, by_alias=by_alias, ref_template=ref_template,
                                            schema_generator=generator, mode=mode, **kwargs)
            if kwargs:
                return doc
            made_schemas[key] = doc
        return copy.deepcopy(made_schemas[key])

    name = model.__name__ if model.__name__.startswith(prefix) else f"{prefix}{model.__name__}"
    made: type[BaseModel] = type(
        name,
        (model,),
        {"model_json_schema": classmethod(model_json_schema), "__module__": model.__module__, "__doc__": model.__doc__},
    )
    return made


_LIST: Any = list  # ``_LIST[model]``: a list of a model known only at run time
_ROOT: Any = RootModel


def _built(game: Game, prefix: str, wanted: set[str]) -> dict[str, type[BaseModel]]:
    """The ``wanted`` bodies, which the game does not have, made from its models (each is a pydantic
    model of its own, whose core schema costs its making: only those wanted are made)."""
    m = game.models
    decision: Any = m.decision | None
    board = (dict[str, Any], Field(description="the board as it stands after the last action"))

    def response(name: str, **fields: Any) -> type[BaseModel]:
        made: type[BaseModel] = create_model(f"{prefix}{name}", __base__=Open, **fields)
        return made

    def request(name: str, **fields: Any) -> type[BaseModel]:
        made: type[BaseModel] = create_model(f"{prefix}{name}", __base__=Strict, **fields)
        return made

    def setup() -> type[BaseModel]:
        if isinstance(m.setup, type) and issubclass(m.setup, BaseModel):
            return m.setup
        made: type[BaseModel] = create_model(f"{prefix}NewDuelRequest", __base__=_ROOT[m.setup])
        return made

    def season_query(name: str) -> type[BaseModel]:
        assert game.cards is not None
        made: type[BaseModel] = create_model(
            f"{prefix}{name}", season=(str, Field(default=game.cards.default_season(), max_length=40))
        )
        return made

    makers: dict[str, Callable[[], type[BaseModel]]] = {
        "adjudicate-request": lambda: request(
            "AdjudicateRequest",
            position=(m.position, ...),
            actions=(_LIST[m.action], Field(default_factory=list, max_length=500)),
        ),
        "adjudicate-response": lambda: response(
            "AdjudicateResponse",
            game=(str, ...),
            edition=(str, ...),
            engine=(str, ...),
            rulings=(_LIST[m.ruling], ...),
            pending=(decision, ...),
            position=(m.position, ...),
            board=board,
        ),
        "legal-actions-request": lambda: request("PositionRequest", position=(m.position, ...)),
        "legal-actions-response": lambda: response("LegalActionsResponse", pending=(decision, ...), board=board),
        "view-request": lambda: request("ViewRequest", position=(m.position, ...), player=(int, Field(ge=0, le=1))),
        "view-response": lambda: response("ViewResponse", board=board, pending=(dict[str, Any] | None, ...)),
        "new-duel-request": setup,
        "new-duel-response": lambda: response(
            "NewDuelResponse",
            edition=(str, ...),
            engine=(str, ...),
            pending=(decision, ...),
            position=(m.position, ...),
            board=board,
        ),
        "card": lambda: response("Card", id=(str, ...)),
        "cards-query": lambda: season_query("CardsQuery"),
        "card-query": lambda: season_query("CardQuery"),
    }
    return {name: makers[name]() for name in sorted(wanted)}


@cache
def bodies(game_id: str) -> dict[str, type[BaseModel]]:
    """Every body of the game's API, by the names of ``engine.contract.BODIES`` and ``cards`` (the list
    of GET cards): the game's own, else built from its models; all named with its schema prefix
    (``documented``)."""
    from engine.games import get_game

    game = get_game(game_id)
    prefix = schema_prefix(game)
    card_bodies = ("cards-query", "card-query", "card")
    wanted = {name for name in BODIES if game.cards is not None or name not in card_bodies}
    own = dict(game.models.bodies)
    out = {**_built(game, prefix, wanted - set(own)), **own}
    if game.cards is not None:
        card: Any = out["card"]
        out["cards"] = create_model(f"{prefix}CardList", season=(str, ...), cards=(_LIST[card], ...))
    return {name: documented(model, prefix) for name, model in out.items()}
