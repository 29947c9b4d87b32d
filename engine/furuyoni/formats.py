"""The versions of the position's JSON (ARCHITECTURE decision 7): format 2 is written, format 1 is read.

``furuyoni-position/2`` keeps what a goddess adds under her key (``players[i].goddess.<key>``,
``cards[uid].goddess.<key>``: ``goddess_state``) and a player's records of the turn under
``players[i].records``. ``furuyoni-position/1`` had all of these at the top of the player, the card or
the state; ``upgrade`` moves them, and a position is read as if written in format 2 (the documented
legacy schema is ``schema/furuyoni-position-1.schema.json``).
"""

from __future__ import annotations

from typing import Any, Final

from .goddess_state import CARD_STATES, PLAYER_STATES

FORMAT: Final = "furuyoni-position/2"
LEGACY_FORMAT: Final = "furuyoni-position/1"

RECORDS = (
    "aura_damage_taken",
    "cards_used",
    "used_cards",
    "cards_used_in_game",
    "basic_actions",
    "attacks_performed",
    "attack_auras",
    "damages_taken",
    "reactions",
    "reacted_last_turn",
)
"""Format 1's player fields that format 2 keeps under ``records`` (``model.Records``)."""

Json = dict[str, Any]


def upgrade(data: Any) -> Any:
    """A position's JSON in format 2. Format 1 (``format`` says so, or is absent) has its records and
    its goddesses' fields moved where format 2 keeps them; a field holding its default is dropped, as
    an absent one reads the same. Anything else is left as it is, for validation to judge: a pure
    function of the JSON, which it never changes in place."""
    if not isinstance(data, dict) or data.get("format") == FORMAT or not isinstance(data.get("state"), dict):
        return data
    out = {**data, "format": FORMAT} if data.get("format") in (None, LEGACY_FORMAT) else data
    out["state"] = upgrade_state(data["state"])
    return out


def upgrade_state(state: Json) -> Json:
    """The state of a format-1 position (``upgrade``) in format 2."""
    out = dict(state)
    players = out.get("players")
    if isinstance(players, list):
        out["players"] = [_player(ps) if isinstance(ps, dict) else ps for ps in players]
    cards = out.get("cards")
    if isinstance(cards, dict):
        cards = {uid: _card(inst) if isinstance(inst, dict) else inst for uid, inst in cards.items()}
        for cls in CARD_STATES.values():
            for legacy, name in cls.LEGACY_LISTS.items():
                listed = out.pop(legacy, None)
                if not isinstance(listed, list):
                    continue
                for uid in listed:
                    if isinstance(uid, str) and isinstance(cards.get(uid), dict):
                        _goddess(cards[uid], cls.KEY)[name] = True
        out["cards"] = cards
    return out


def _player(ps: Json) -> Json:
    out = dict(ps)
    records = {k: out.pop(k) for k in RECORDS if k in out}
    if records:
        out["records"] = {**records, **(out.get("records") or {})}
    _move(out, PLAYER_STATES)
    return out


def _card(inst: Json) -> Json:
    out = dict(inst)
    _move(out, CARD_STATES)
    return out


def _move(holder: Json, registry: dict[str, Any]) -> None:
    """Each goddess's legacy fields of `holder` go under ``goddess.<her key>``, the defaults dropped."""
    for key, cls in registry.items():
        defaults = cls()
        mine = {name: holder.pop(name) for name in cls.LEGACY if name in holder}
        kept = {name: v for name, v in mine.items() if v != _json_default(getattr(defaults, name))}
        if kept:
            _goddess(holder, key).update(kept)


def _json_default(value: Any) -> Any:
    """A default as format 1's JSON wrote it (a nested state as an object of its fields)."""
    if hasattr(value, "__dataclass_fields__"):
        return {k: _json_default(v) for k, v in value.__dict__.items()}
    return value


def _goddess(holder: Json, key: str) -> Json:
    goddess = holder.get("goddess")
    goddess = dict(goddess) if isinstance(goddess, dict) else {}
    holder["goddess"] = goddess
    mine = goddess.get(key)
    mine = dict(mine) if isinstance(mine, dict) else {}
    goddess[key] = mine
    return mine
