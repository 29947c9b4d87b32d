"""The versioned JSON Schemas of every game's interchange format, generated from its models
(``Models``: the same definitions the referee validates with) and checked into the repository under
schema/ as ``<game>-<name>-<version>.schema.json``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pydantic import TypeAdapter

from engine.contract import Game
from engine.games import all_games, get_game


def documents(game: Game) -> dict[str, Any]:
    """The models worth a schema: position, action, decision, ruling, setup, and the game's extra ones."""
    m = game.models
    return {"position": m.position, "action": m.action, "decision": m.decision, "ruling": m.ruling,
            "setup": m.setup, **m.extra}


def version(game: Game, name: str) -> int:
    """The version of one of the game's documents: its own (``Models.versions``) or the format's."""
    return game.models.versions.get(name, game.models.version)


def file_name(game: Game, name: str) -> str:
    return f"{game.id}-{name}-{version(game, name)}.schema.json"


def render(game: Game, name: str) -> str:
    schema = TypeAdapter(documents(game)[name]).json_schema(mode="validation")
    schema = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": f"urn:{game.id}:schema:{name}:{version(game, name)}",
        **schema,
    }
    return json.dumps(schema, indent=1, ensure_ascii=False, sort_keys=True) + "\n"


def write_schemas(out: Path, check: bool = False, game_id: str | None = None) -> list[str]:
    """Write (or, with check, compare) every schema of one game, or of every game; returns the names
    that differ."""
    changed = []
    for game in [get_game(game_id)] if game_id else all_games():
        for name in documents(game):
            path = out / file_name(game, name)
            text = render(game, name)
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                changed.append(path.name)
                if not check:
                    out.mkdir(parents=True, exist_ok=True)
                    path.write_text(text, encoding="utf-8")
    return changed
