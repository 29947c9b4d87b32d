"""Request and response bodies of the referee API: the models every game shares (clauses, problems,
saved rulings, the list of games), and each game's own bodies (``bodies``) — the game's where it has
them (``Models.bodies``), otherwise built here from its models (``Models``), so the OpenAPI document
and the JSON Schemas come from the same definitions the requests are validated with.

The default game's models keep their names in the OpenAPI document (its ``/v1`` aliases read as they
always did); every other game's schemas are named with its id as a prefix (``SoudatsuPosition``), so
two games' ``Position`` models never overwrite each other's component."""

from __future__ import annotations

from functools import cache
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, RootModel, create_model
from pydantic.json_schema import DEFAULT_REF_TEMPLATE, GenerateJsonSchema, JsonSchemaMode

from engine.contract import Game
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


def prefixed(model: type[BaseModel], prefix: str) -> type[BaseModel]:
    """``model`` whose JSON Schema names itself and its definitions with ``prefix`` (validation unchanged)."""
    if not prefix:
        return model
    generator = type(f"{prefix}GenerateJsonSchema", (_Prefixed,), {"prefix": prefix})

    def model_json_schema(
        cls: type[BaseModel],
        /,
        by_alias: bool = True,
        ref_template: str = DEFAULT_REF_TEMPLATE,
        schema_generator: type[GenerateJsonSchema] = GenerateJsonSchema,
        mode: JsonSchemaMode = "validation",
        **kwargs: Any,
    ) -> dict[str, Any]:
        schema_of = BaseModel.model_json_schema.__func__  # type: ignore[attr-defined]
        doc: dict[str, Any] = schema_of(cls, by_alias=by_alias, ref_template=ref_template,
                                        schema_generator=generator, mode=mode, **kwargs)
        return doc

    name = model.__name__ if model.__name__.startswith(prefix) else f"{prefix}{model.__name__}"
    made: type[BaseModel] = type(
        name,
        (model,),
        {"model_json_schema": classmethod(model_json_schema), "__module__": model.__module__, "__doc__": model.__doc__},
    )
    return made


_LIST: Any = list  # ``_LIST[model]``: a list of a model known only at run time
_ROOT: Any = RootModel


def _built(game: Game, prefix: str) -> dict[str, type[BaseModel]]:
    """The bodies a game without its own gets, from its models."""
    m = game.models
    decision: Any = m.decision | None
    built: dict[str, type[BaseModel]] = {
        "adjudicate-request": create_model(
            f"{prefix}AdjudicateRequest",
            __base__=Strict,
            position=(m.position, ...),
            actions=(_LIST[m.action], Field(default_factory=list, max_length=500)),
        ),
        "adjudicate-response": create_model(
            f"{prefix}AdjudicateResponse",
            __base__=Open,
            game=(str, ...),
            edition=(str, ...),
            engine=(str, ...),
            rulings=(_LIST[m.ruling], ...),
            pending=(decision, ...),
            position=(m.position, ...),
            board=(dict[str, Any], Field(description="the board as it stands after the last action")),
        ),
        "legal-actions-request": create_model(f"{prefix}PositionRequest", __base__=Strict, position=(m.position, ...)),
        "legal-actions-response": create_model(
            f"{prefix}LegalActionsResponse", __base__=Open, pending=(decision, ...), board=(dict[str, Any], ...)
        ),
        "view-request": create_model(
            f"{prefix}ViewRequest", __base__=Strict, position=(m.position, ...), player=(int, Field(ge=0, le=1))
        ),
        "view-response": create_model(
            f"{prefix}ViewResponse", __base__=Open, board=(dict[str, Any], ...), pending=(dict[str, Any] | None, ...)
        ),
        "new-duel-request": m.setup
        if isinstance(m.setup, type) and issubclass(m.setup, BaseModel)
        else create_model(f"{prefix}NewDuelRequest", __base__=_ROOT[m.setup]),
        "new-duel-response": create_model(
            f"{prefix}NewDuelResponse",
            __base__=Open,
            edition=(str, ...),
            engine=(str, ...),
            pending=(decision, ...),
            position=(m.position, ...),
            board=(dict[str, Any], ...),
        ),
        "card": create_model(f"{prefix}Card", __base__=Open, id=(str, ...)),
    }
    if game.cards is not None:
        built["cards-query"] = create_model(
            f"{prefix}CardsQuery", season=(str, Field(default=game.cards.default_season(), max_length=40))
        )
    return built


@cache
def bodies(game_id: str) -> dict[str, type[BaseModel]]:
    """Every body of the game's API, by the names of ``engine.contract.BODIES`` and ``cards``,
    ``card-query``: the game's own, else built from its models; all named with its schema prefix."""
    from engine.games import get_game

    game = get_game(game_id)
    prefix = schema_prefix(game)
    out = {**_built(game, prefix), **game.models.bodies}
    if game.cards is not None:
        card: Any = out["card"]
        out["cards"] = create_model(f"{prefix}CardList", season=(str, ...), cards=(_LIST[card], ...))
        out["card-query"] = create_model(
            f"{prefix}CardQuery", season=(str, Field(default=game.cards.default_season(), max_length=40))
        )
    return {name: prefixed(model, prefix) for name, model in out.items()}
