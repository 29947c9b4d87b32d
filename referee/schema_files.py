"""The versioned JSON Schemas of the interchange format, generated from the engine's models (the same
definitions the referee validates with) and checked into the repository under schema/."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pydantic import TypeAdapter

from engine.furuyoni.model import Action, Decision, Position, Ruling
from engine.furuyoni.procedures.setup import Setup

VERSIONS = {"position": 2}
"""The version of each schema that is not version 1: the position's format is ``furuyoni-position/2``
(``engine.furuyoni.formats``); ``furuyoni-position-1.schema.json`` stays beside it as the documented
legacy input, read and upgraded, never written again."""
SCHEMAS: dict[str, Any] = {
    "position": Position,
    "action": Action,
    "decision": Decision,
    "ruling": Ruling,
    "setup": Setup,
}


def version(name: str) -> int:
    return VERSIONS.get(name, 1)


def render(name: str) -> str:
    schema = TypeAdapter(SCHEMAS[name]).json_schema(mode="validation")
    schema = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": f"urn:furuyoni:schema:{name}:{version(name)}",
        **schema,
    }
    return json.dumps(schema, indent=1, ensure_ascii=False, sort_keys=True) + "\n"


def write_schemas(out: Path, check: bool = False) -> list[str]:
    """Write (or, with check, compare) every schema; returns the names that differ."""
    changed = []
    for name in SCHEMAS:
        path = out / f"furuyoni-{name}-{version(name)}.schema.json"
        text = render(name)
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            changed.append(path.name)
            if not check:
                out.mkdir(parents=True, exist_ok=True)
                path.write_text(text, encoding="utf-8")
    return changed
