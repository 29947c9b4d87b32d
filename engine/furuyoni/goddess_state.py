"""What a goddess adds to a player or to a card, declared by her own module (ARCHITECTURE decision 10).

The core position (``model``) holds what every duel has: the information of C 5-1, the zones of C 7
and the records effects read. A goddess whose additional rules give more — Megumi's soil (A 17-1),
Yukihi's umbrella (A 4-1-1), Kanawe's story (A 18-3) … — declares it in her module as a dataclass:

- ``GoddessState``, what she adds to a player, kept under her key in ``PlayerState.goddess``
  (``players[i].goddess.megumi.soil`` in the JSON of format ``furuyoni-position/2``);
- ``GoddessCardState``, what she adds to one card, kept under her key in ``CardInstance.goddess``
  (``cards[uid].goddess.megumi.seeds``).

Subclassing with ``key=`` registers the class: the position's JSON Schema, its validation and the
format-1 upgrade (``formats``) read the registry, so the core never names a goddess. A state is
present only where something departs from its defaults (an absent key reads as the defaults); the
goddess's module creates it on demand (``on``) and reads it with ``of``. Her module also validates
and shows it (``hooks.GoddessRules``: ``validate``, ``hidden``, ``redact``).

A goddess may add zones: card zones (lists of card uids, ``CARD_ZONES``: Mizuki's barracks, A 16-4)
and crystal zones (counts of sakura crystals, ``CRYSTAL_ZONES``: Akina's flow, A 21-1). The core's
primitives find and move cards and crystals in them by name (``zone_owner``), as in its own zones.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, is_dataclass
from typing import Any, ClassVar, Self

from pydantic import GetCoreSchemaHandler
from pydantic_core import CoreSchema, core_schema

PLAYER_STATES: dict[str, type[GoddessState]] = {}
"""Each goddess's player state class, by her key (``megumi``)."""

CARD_STATES: dict[str, type[GoddessCardState]] = {}
"""Each goddess's card state class, by her key."""

LOADED = [False]
"""Set once the goddess modules are loaded (``hooks.load_goddesses``): only then is the registry whole."""

ZONE_OWNERS: dict[str, type[GoddessState]] = {}
"""Each card or crystal zone a goddess adds, by its name (``barracks``, ``flow``): the state holding it."""


@dataclass(frozen=True)
class CardZone:
    """A zone of cards a goddess adds to a player, and how the core's rules of zones treat it (C 7-1,
    7-2). Its field of her state is a list of card uids, as the core's zones are."""

    name: str
    holder_only: bool = True  # C 7-2: a card bound for another player's zone of this name goes to its holder's
    in_force: bool = False  # C 9-1-1-2: the constant effects of its cards are in force there
    face_up: bool = False  # its cards lie face up (a copy of one reads it, C 10-16)
    holds_crystals: bool = False  # C 6-3: its cards keep their linked crystals there


CARD_ZONES: dict[str, CardZone] = {}
"""Every card zone a goddess adds, by name."""
HOLDER_ONLY: set[str] = set()
"""The names of the card zones goddesses add that are only their holder's (``CardZone.holder_only``)."""
IN_FORCE: set[str] = set()
"""… where the constant effects of cards are in force (``CardZone.in_force``)."""
FACE_UP_IN_FORCE: set[str] = set()
"""… where cards lie face up with their constant effects in force (Blacksmith Hagane's anvil, A 6-3-1)."""
FACE_UP: set[str] = set()
"""… where cards lie face up."""
HOLDS_CRYSTALS: set[str] = set()
"""… whose cards keep their linked crystals (Kanawe's 〈Plan〉, A 18-4-1)."""


_IMMUTABLE = frozenset({int, str, bool, float, type(None)})


def _copied(value: Any) -> Any:
    """One level deeper than a shallow copy: the containers a state holds change in place."""
    kind = type(value)
    if kind in _IMMUTABLE:  # most fields (issue 22: checked before the slower dataclass test)
        return value
    if kind is list:
        return value[:]
    if kind is dict:
        return dict(value)
    if is_dataclass(value) and not isinstance(value, type):
        new = object.__new__(kind)
        new.__dict__ = {k: _copied(v) for k, v in value.__dict__.items()}
        return new
    return value


class _Addition:
    """What the player and card additions share: the lookup under the goddess's key, and the copy."""

    KEY: ClassVar[str] = ""
    # The format-1 fields that are this goddess's now (``formats.upgrade``): format 1 kept them at the
    # top level of the player (or card) under the same names.
    LEGACY: ClassVar[tuple[str, ...]] = ()

    @classmethod
    def of(cls, holder: Any) -> Self | None:
        """Her state on this player (or card), or None where it holds only the defaults."""
        found: Self | None = holder.goddess.get(cls.KEY)
        return found

    @classmethod
    def on(cls, holder: Any) -> Self:
        """Her state on this player (or card), made with its defaults if it has none yet."""
        found: Self | None = holder.goddess.get(cls.KEY)
        if found is None:
            found = holder.goddess[cls.KEY] = cls()
            if len(holder.goddess) > 1:
                # kept in key order, as a position read from JSON has them (its schema's order), so that
                # writing a position, reading it and writing it again gives the same text
                ordered = sorted(holder.goddess.items())
                holder.goddess.clear()
                holder.goddess.update(ordered)
        return found

    def copy(self) -> Self:
        """A copy the engine may change without changing this one (the driver's checkpoints)."""
        new = object.__new__(type(self))
        fields = self.__dict__.copy()
        for k, v in fields.items():  # most fields hold plain values: no call for them (issue 22)
            if type(v) not in _IMMUTABLE:
                fields[k] = _copied(v)
        new.__dict__ = fields
        return new

    def is_default(self) -> bool:
        """Does it hold nothing but its defaults (the same as no state at all)?"""
        return self == type(self)()


class GoddessState(_Addition):
    """What one goddess adds to a player. Subclass it as a dataclass with ``key="<goddess>"``."""

    CARD_ZONES: ClassVar[tuple[CardZone, ...]] = ()  # fields that are zones of cards (lists of uids)
    CRYSTAL_ZONES: ClassVar[tuple[str, ...]] = ()  # fields that are zones of sakura crystals (counts)
    WORDS: ClassVar[dict[str, str]] = {}  # her zones' names in the readings' words (``words.zone``)

    def __init_subclass__(cls, key: str = "", **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if not key:
            return
        _register(PLAYER_STATES, key, cls)
        for zone in (*(z.name for z in cls.CARD_ZONES), *cls.CRYSTAL_ZONES):
            if ZONE_OWNERS.get(zone, cls) is not cls:
                raise ValueError(f"two goddesses add a zone named {zone!r}")
            ZONE_OWNERS[zone] = cls
        for z in cls.CARD_ZONES:
            CARD_ZONES[z.name] = z
            for flag, names in (
                (z.holder_only, HOLDER_ONLY),
                (z.in_force, IN_FORCE),
                (z.in_force and z.face_up, FACE_UP_IN_FORCE),
                (z.face_up, FACE_UP),
                (z.holds_crystals, HOLDS_CRYSTALS),
            ):
                if flag:
                    names.add(z.name)

    def crystal_places(self) -> tuple[int, ...]:
        """The counts of sakura crystals in her zones that count as places where crystals lie, when
        places holding exactly five are counted (Honoka's cards, ``quantities.zones_with_five``)."""
        return ()

    def aura_tokens(self) -> int:
        """Tokens of hers in this player's 〈Aura〉 that fill its places as crystals do (A 13-3)."""
        return 0

    def distance_tokens(self) -> tuple[int, int]:
        """Her tokens in 〈Distance〉, as (+1 tokens, -1 tokens): a +1 token fills a place of the distance
        and counts as a crystal of it; a -1 token lies on one of its crystals, which then does not
        count and cannot be moved (A 9-2-1-1, 9-6)."""
        return 0, 0


class GoddessCardState(_Addition):
    """What one goddess adds to a card of the duel. Subclass it as a dataclass with ``key="<goddess>"``."""

    # Format 1 kept some card marks as a list on the State: ``{"seeds_reached_five": "reached_five"}``
    # sets the field to True on every card listed there (``formats.upgrade``).
    LEGACY_LISTS: ClassVar[dict[str, str]] = {}

    def __init_subclass__(cls, key: str = "", **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if key:
            _register(CARD_STATES, key, cls)


def _register(registry: dict[str, Any], key: str, cls: type[_Addition]) -> None:
    if registry.get(key, cls) is not cls:
        raise ValueError(f"two classes declare the goddess state {key!r}")
    cls.KEY = key
    registry[key] = cls


class _Additions(dict[str, Any]):
    """The states goddesses add to one player or card, by goddess key. Its JSON is an object with one
    optional member per registered goddess, each her state's own schema; unknown keys are refused."""

    REGISTRY: ClassVar[dict[str, Any]] = {}

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: GetCoreSchemaHandler) -> CoreSchema:
        if not LOADED[0]:
            raise RuntimeError("no goddess state is registered: import engine.furuyoni, which loads the goddesses")
        members = {
            key: core_schema.typed_dict_field(handler.generate_schema(state), required=False)
            for key, state in sorted(cls.REGISTRY.items())
        }
        return core_schema.no_info_after_validator_function(
            cls, core_schema.typed_dict_schema(members, extra_behavior="forbid")
        )

    def copied(self) -> Self:
        """A copy whose states the engine may change (``_Addition.copy``)."""
        if not self:  # most cards and players: nothing of a goddess's (issue 22)
            return type(self)()
        return type(self)({k: v.copy() for k, v in self.items()})


class GoddessStates(_Additions):
    """``PlayerState.goddess``: what the goddesses add to one player."""

    REGISTRY = PLAYER_STATES


class GoddessCardStates(_Additions):
    """``CardInstance.goddess``: what the goddesses add to one card."""

    REGISTRY = CARD_STATES


def zone_list(ps: Any, zone: str) -> list[str]:
    """A player's (``PlayerState``) zone of cards named `zone`: one of the core's (C 7-1), or the one a
    goddess adds under that name, on her state (made on demand)."""
    owner = ZONE_OWNERS.get(zone)
    cards: list[str] = getattr(ps if owner is None else owner.on(ps), zone)
    return cards


def added_card_zones(ps: Any) -> list[tuple[str, list[str]]]:
    """The card zones the goddesses add to a player (a ``PlayerState``), each as (name, its uids)."""
    return [(z.name, getattr(added, z.name)) for added in ps.goddess.values() for z in added.CARD_ZONES]


def field_names(cls: type[_Addition]) -> tuple[str, ...]:
    """The fields of a goddess state class (a dataclass)."""
    return tuple(f.name for f in fields(cls))  # type: ignore[arg-type]
