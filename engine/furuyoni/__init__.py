"""Furuyoni (桜降る代に決闘を) rules engine for the 2025-01-31 comprehensive rules.

Public API: ``Session`` (a position played forward: ``pending`` decision with its legal options,
``apply(action)`` -> ``Ruling``, ``position()``), the JSON functions of ``api`` and the models of
``model``. Everything else is internal.
"""

from .driver import Session
from .hooks import load_goddesses
from .model import Action, Decision, Event, Position, Ruling, State
from .procedures.setup import DeckChoice, Setup, new_duel

load_goddesses()  # the goddess layer, found by name: what it adds is registered before any schema is built

__all__ = ["Action", "Decision", "DeckChoice", "Event", "Position", "Ruling", "Session", "Setup", "State", "new_duel"]
