"""The catalogue of cards: a position's inline test cards, and the real cards of a season, their
facts from ``carddb`` joined with their behaviour from the goddess modules (ARCHITECTURE decision 4).

Each goddess module (``gNN_<goddess>.py`` of the goddess package, ``hooks.goddess_modules``) exports
``CARDS``, a mapping from a card's rules id to its ``Behaviour``.  A behaviour is the card's effects in
the test-card vocabulary (``docs/test-cards.md``: the primitives of section 10) plus any fact the data
cannot give (a range or damage printed as X, 不可避, 終端, a use condition).  Where a card does
something the vocabulary has no word for, ``scripted`` wraps a procedure of the goddess module as an
effect; its name travels in the effect (``op: script``), so a board with such an effect still
serialises.

Behaviour is encoded for the version of a card in the default season (``carddb.DEFAULT_SEASON``); in
another season whose version of the card differs (errata) it counts as not implemented, since the
engine does not know that version's text.  A card whose behaviour is not encoded is refused
(``CardNotImplemented``): the engine never guesses what an unencoded card would do.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Mapping
from dataclasses import dataclass, field, fields, replace
from functools import cache
from typing import TYPE_CHECKING, Any

from . import carddb
from .hooks import goddess_modules
from .model import CardDef, CardSide, Effect, EffectTiming, State
from .romaji import romanised

if TYPE_CHECKING:
    from .game import Game
    from .procedures.effects import Context

ScriptFn = Callable[["Game", str | None, int, "Context"], Generator[Any, Any, None]]
"""A card's coded effect: (game, the card's uid, the effect's holder, context) -> a procedure."""

SCRIPTS: dict[str, ScriptFn] = {}


class UnknownCard(KeyError):
    """A position names a card that is neither declared inline nor in the card database."""


class CardNotImplemented(UnknownCard):
    """A real card whose behaviour is not encoded (for this season's version of it)."""


_CARD_DEF_FIELDS = frozenset(f.name for f in fields(CardDef)) - {"id", "effects"}


@dataclass(frozen=True)
class Behaviour:
    """What a real card does: its effects, and the facts its data leaves open (X values, keywords)."""

    effects: tuple[Effect, ...] = ()
    facts: Mapping[str, Any] = field(default_factory=dict)
    opened: tuple[Effect, ...] | None = None  # A 4-2: the open side's text of a card with umbrella icons
    # The goddess module's procedures that carry out the card's text beyond its effects (through hooks):
    # the card's reading gives each one's docstring, so a judge sees it (issue 16).
    by: tuple[Callable[..., Any], ...] = ()
    # A printed text the engine does not encode, and why (it can never apply in the season): said in the
    # reading rather than left silent.
    unencoded: str | None = None


def umbrella_sides(closed: tuple[Effect, ...] = (), opened: tuple[Effect, ...] = (), **facts: Any) -> Behaviour:
    """A card with umbrella icons (A 4-2): the text of its closed and of its open side. The range and
    damages of each side come from the card database."""
    return replace(behaviour(*closed, **facts), opened=tuple(opened))


def behaviour(
    *effects: Effect, by: tuple[Callable[..., Any], ...] = (), unencoded: str | None = None, **facts: Any
) -> Behaviour:
    """``behaviour(Effect(...), unavoidable=True)``: facts are CardDef fields (``terminal``, ``range`` …);
    ``by`` the procedures that carry out the rest of its text, ``unencoded`` why a text is not encoded."""
    unknown = set(facts) - _CARD_DEF_FIELDS
    if unknown:
        raise TypeError(f"not card facts: {sorted(unknown)}")
    return Behaviour(effects=tuple(effects), facts=dict(facts), by=tuple(by), unencoded=unencoded)


def scripted(timing: EffectTiming, fn: ScriptFn, **effect: Any) -> Effect:
    """An effect carried out by ``fn`` (registered under ``<module>.<function>``)."""
    name = f"{fn.__module__.rsplit('.', 1)[-1]}.{fn.__name__}"
    if SCRIPTS.get(name, fn) is not fn:
        raise ValueError(f"two scripts are named {name}")
    SCRIPTS[name] = fn
    return Effect(timing=timing, op="script", script=name, **effect)


@cache
def implemented_cards() -> Mapping[str, Behaviour]:
    """Every encoded card, by rules id, from every goddess module of this package."""
    found: dict[str, Behaviour] = {}
    for module in goddess_modules():
        for card_id, b in module.CARDS.items():
            rules_id = carddb.card(card_id).rules_id
            if rules_id in found:
                raise ValueError(f"{rules_id} is encoded twice")
            found[rules_id] = b
    return found


_TYPES = {"attack": "attack", "action": "action", "enhance": "enhancement"}
_SUBTYPES = {"reaction": "reaction", "fullpower": "full_power"}


def facts_definition(f: carddb.CardFacts) -> CardDef:
    """The facts of C 6-2-1 as the database gives them (no behaviour)."""
    return CardDef(
        id=f.rules_id,
        name=f.name_en or romanised(f.name, f.name_ko) or f.name or f.rules_id,  # a readable name in events (issue 16)
        category="trump" if f.is_trump else "normal",
        type=_TYPES.get(f.type or "", "undefined"),  # type: ignore[arg-type]
        subtype=_SUBTYPES.get(f.subtype or ""),  # type: ignore[arg-type]
        range=list(f.range) if f.range is not None else None,
        aura_damage=f.aura,
        life_damage=f.life,
        charge=f.capacity,
        cost=f.cost,
        user=f.goddess,
    )


@cache
def real_card(card_id: str, season: str = carddb.DEFAULT_SEASON) -> CardDef:
    """The definition of a real card in a season: facts, then its encoded behaviour."""
    try:
        f = carddb.card(card_id, season)
    except (carddb.CardNotFound, KeyError, ValueError):
        raise UnknownCard(card_id) from None
    b = implemented_cards().get(f.rules_id)
    if b is None:
        raise CardNotImplemented(f.rules_id)
    if season != carddb.DEFAULT_SEASON:
        try:
            default_version = carddb.card(card_id, carddb.DEFAULT_SEASON).version
        except (carddb.CardNotFound, KeyError, ValueError):
            default_version = -1
        if f.version != default_version:
            raise CardNotImplemented(f"{f.rules_id} ({season})")
    d = replace(facts_definition(f), effects=list(b.effects), **b.facts)
    if b.opened is not None:
        d.opened = CardSide(
            range=list(f.range_opened) if f.range_opened is not None else None,
            aura_damage=f.aura_opened,
            life_damage=f.life_opened,
            effects=list(b.opened),
        )
    return d


def definition(state: State, card_id: str) -> CardDef:
    """A card of the position: its inline test-card definition, else the real card of its season."""
    d = state.definitions.get(card_id)
    if d is not None:
        return d
    return real_card(card_id, state.season)
