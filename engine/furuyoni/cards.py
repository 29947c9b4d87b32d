"""Card definitions: inline test cards of a position (real cards join in the card-database issue)."""

from __future__ import annotations

from .model import CardDef, State


class UnknownCard(KeyError):
    """A position names a card that is neither declared inline nor in the card pool."""


def definition(state: State, card_id: str) -> CardDef:
    try:
        return state.definitions[card_id]
    except KeyError:
        raise UnknownCard(card_id) from None
