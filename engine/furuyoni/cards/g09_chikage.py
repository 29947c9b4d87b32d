"""Chikage (No. 09) and her another version 『第四章』 (Fourth Chapter, A1): card behaviour and her
additional rules (A 7), the poisons.

A 7-1: a player harboring Chikage starts with her poison cards (P-1 .. P-3 once, P-4 twice) face
down in her 〈毒袋〉 (poison bag, ``ChikageState.poison_bag``, A 7-3-1): ``RULES.component_zone``.
A 7-2-1: a poison lies wherever a normal card may and, out of the bag, is used like one (the use
procedures send it to the discard pile like a normal card); it is never put face-down, nor chosen
by an effect that puts cards face-down (``RULES.refuses``: those procedures leave it out).
A 7-4: a poison moved by an effect into a zone of the player who does not hold it changes holder
(``_give``); the effect that moved it still resolves as it began (its "you" stays its user).
A 7-5: a reshuffle ends with step iii, the poisons of the deck put on top in random order
(``RULES.after_reshuffle``).
"""

from __future__ import annotations

from collections.abc import Generator, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Literal

from pydantic import ConfigDict

from ..catalogue import Behaviour, behaviour, scripted
from ..goddess_state import CardZone, GoddessState
from ..hooks import GoddessRules
from ..model import STRICT, CardDef, Condition, Effect, EffectTiming, PlayerState, State, XValue
from ..procedures import terms
from ..rng import shuffle
from ..validate import fail

if TYPE_CHECKING:
    from ..game import Game, Proc
    from ..procedures.effects import Context

NUMBING = "NA-09-chikage-O-P-1"
HALLUCINOGEN = "NA-09-chikage-O-P-2"
RELAXANT = "NA-09-chikage-O-P-3"
FADING_LIGHT = "NA-09-chikage-O-P-4"
POISONS = (NUMBING, HALLUCINOGEN, RELAXANT, FADING_LIGHT)
LESSER = (NUMBING, HALLUCINOGEN, RELAXANT)  # the three poisons her normal cards hand out


def harbors_chikage(goddesses: list[str]) -> bool:
    return any(g.split("-")[0] == "chikage" for g in goddesses)


@dataclass
class ChikageState(GoddessState, key="chikage"):
    """What Chikage adds to a player: her 〈毒袋〉 (poison bag, A 7-3-1), poison cards face down, seen by
    this player only."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT
    CARD_ZONES = (CardZone("poison_bag"),)  # linked to her player (A 7-4: a poison's holder is its zone's)
    LEGACY = ("poison_bag",)
    poison_bag: list[str] = field(default_factory=list)


def poison_bag(ps: PlayerState) -> list[str]:
    """The poisons in the player's bag (none for a player without one)."""
    mine = ChikageState.of(ps)
    return [] if mine is None else mine.poison_bag


def _give(g: Game, uid: str, to: int, zone: str, clause: str) -> None:
    """A 7-4: a poison moved into a zone of player `to` who does not hold it: `to` holds it from now
    on (the move is made as `to`'s zone, on top of a deck)."""
    inst = g.changing(uid)
    if inst.holder != to:
        inst.holder = 0 if to == 0 else 1
        g.emit("A 7-4", f"{g.name(uid)} is held by player {to} from now on", card=uid, player=to)
    g.move_card(uid, zone, to, clause=clause)


def _pick_from_bag(
    g: Game, bag_owner: int, chooser: int, kinds: tuple[str, ...], uid: str | None, clause: str
) -> Generator[Any, Any, str | None]:
    """A poison of one of these kinds from `bag_owner`'s bag, picked by `chooser` (one option per
    kind: two copies of a poison are alike). None when the bag has none of them."""
    bag = poison_bag(g.state.players[bag_owner])
    by_kind: dict[str, str] = {}
    for u in bag:
        if g.state.cards[u].card in kinds:
            by_kind.setdefault(g.state.cards[u].card, u)
    if not by_kind:
        g.shortfalls += 1
        g.emit(clause, f"player {bag_owner}'s poison bag has no such poison: nothing happens", player=bag_owner)
        return None
    options = list(by_kind.values())
    if len(options) == 1:
        return options[0]
    pick = yield from terms.choose(g, chooser, options, clause, {"what": "a poison", "card": uid, "zone": "poison_bag"})
    return pick


def _poison_to(kinds: tuple[str, ...], zone: Literal["deck", "hand"], chooser: Literal["self", "opponent"]) -> Any:
    """From its user's bag a poison of these kinds goes to the opponent's deck top or hand (A 7-4)."""

    def fn(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
        picker = me if chooser == "self" else 1 - me
        pick = yield from _pick_from_bag(g, me, picker, kinds, uid, "A 7-4")
        if pick is not None:
            _give(g, pick, 1 - me, zone, "A 7-4")

    return fn


def needle_poison(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Poison Needle: a lesser poison of its user's bag, chosen by the user, on the opponent's deck."""
    yield from _poison_to(LESSER, "deck", "self")(g, uid, me, ctx)


def miasma_poison(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Miasma: a lesser poison of its user's bag, chosen by the user, into the opponent's hand."""
    yield from _poison_to(LESSER, "hand", "self")(g, uid, me, ctx)


def soultoxin_poison(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Ruinous Soultoxin: a Fading Light Toxin of its user's bag on the opponent's deck."""
    yield from _poison_to((FADING_LIGHT,), "deck", "self")(g, uid, me, ctx)


def weapon_poison(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Concealed Weapon (全力化): the opponent looks at its user's bag and takes one poison of any
    kind into their own hand."""
    g.emit("A 7-3-1", f"player {1 - me} looks at player {me}'s poison bag", player=1 - me)
    yield from _poison_to(POISONS, "hand", "opponent")(g, uid, me, ctx)


def back_to_bag(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """A poison's "return this card to the opponent's bag": the bag of its holder's opponent, whose
    poison it becomes again (A 7-4). A player who does not harbor Chikage has no bag (A 7-3-1): then
    the card stays where it is."""
    if uid is None or uid not in g.state.cards:
        return
    to = 1 - g.state.cards[uid].holder
    goddesses = g.state.players[to].goddesses
    if goddesses and not harbors_chikage(goddesses):
        g.shortfalls += 1
        g.emit("A 7-3-1", f"player {to} has no poison bag: {g.name(uid)} stays", card=uid)
        return
    _give(g, uid, to, "poison_bag", "A 7-4")
    yield from ()


def grim_path_reset(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Chikage's Grim Path, when its holder takes life damage while it is deployed: its crystals go
    to the dust and it returns to its holder's trump zone unused (C 10-17), without being destroyed,
    so its on-destroy text does not resolve."""
    if uid is None or not any(uid in ps.enhancements for ps in g.state.players):
        g.emit("C 9-1-1-6", "the card is no longer deployed: nothing happens", card=uid)
        return
    n = g.state.cards[uid].crystals
    g.move_crystals(("card", uid), ("dust",), n, "C 9-1-1-6")
    holder = g.state.cards[uid].holder
    g.move_card(uid, "trumps", holder, clause="C 10-17", trump_state="unused")
    yield from ()


def _poison(*effects: Effect, **facts: Any) -> Behaviour:
    """A poison card (A 7-2): no user (App1: they are no goddess's cards)."""
    return behaviour(*effects, category="poison", user=None, **facts)


def _eff(timing: EffectTiming, op: str, **fields: Any) -> Effect:
    return Effect(timing=timing, op=op, **fields)  # type: ignore[arg-type]


CARDS: dict[str, Behaviour] = {
    # Kunai Throw: no text.
    "NA-09-chikage-O-N-1": behaviour(),
    # Poison Needle: afterwards a lesser poison of the user's bag goes on top of the opponent's deck.
    "NA-09-chikage-O-N-2": behaviour(scripted("after_attack", needle_poison)),
    # Concealment: afterwards one crystal from own aura and one from the dust to the distance, and the
    # opponent cannot advance for the rest of the turn.
    "NA-09-chikage-O-N-3": behaviour(
        _eff("after_attack", "move", source="self.aura", dest="distance"),
        _eff("after_attack", "move", source="dust", dest="distance"),
        _eff("after_attack", "cannot_basic_action", player="opponent", moves=["advance"]),
    ),
    # Concealed Weapon: by a full-power action +1/+2, and afterwards the opponent takes a poison of
    # their choice from the user's bag into hand; afterwards, with a poison in the opponent's hand, the
    # user wraps once (without its cost).
    "NA-09-chikage-O-N-4": behaviour(
        _eff("constant", "modify_attack", applies_to="this_attack", aura=1, life=2, full_power=True),
        scripted("after_attack", weapon_poison, full_power=True),
        _eff(
            "after_attack",
            "basic_action",
            move="wrap",
            condition=Condition(quantity="opponent.poison_in_hand", compare=">=", value=1),
        ),
    ),
    # Miasma: a lesser poison of the user's bag into the opponent's hand.
    "NA-09-chikage-O-N-5": behaviour(scripted("on_use", miasma_poison)),
    # Silent Approach (隙): while deployed the current distance is 2 smaller (not below 0).
    "NA-09-chikage-O-N-6": behaviour(_eff("while_deployed", "distance_shift", amount=-2), unguarded=True),
    # Quagmire: while deployed the opponent cannot retreat nor withdraw.
    "NA-09-chikage-O-N-7": behaviour(
        _eff("while_deployed", "cannot_basic_action", player="opponent", moves=["retreat", "withdraw"])
    ),
    # Ruinous Soultoxin: a Fading Light Toxin of the user's bag on top of the opponent's deck.
    "NA-09-chikage-O-S-1": behaviour(scripted("on_use", soultoxin_poison)),
    # Treacherous Spiritquell: while deployed, the opponent's attacks with a 「-」 damage are nullified.
    "NA-09-chikage-O-S-2": behaviour(_eff("while_deployed", "nullify_dash_attacks", player="opponent")),
    # Amorphous Mistbane: 再起 (C 10-7) while the opponent has 2 or more cards in hand.
    "NA-09-chikage-O-S-3": behaviour(
        _eff("while_used", "resurgence", condition=Condition(quantity="opponent.hand", compare=">=", value=2))
    ),
    # Chikage's Grim Path: while deployed, when its holder takes life damage (any, a reshuffle's too)
    # it returns unused with its crystals to the dust; destroyed, its holder wins if all her other
    # trumps are used (C 10-20).
    "NA-09-chikage-O-S-4": behaviour(
        scripted("while_deployed", grim_path_reset, when="any_life_damage"),
        _eff("on_destroy", "win", condition=Condition(quantity="self.other_trumps_not_used", compare="==", value=0)),
    ),
    # Disguised Blade (不可避): with 2 or more cards in the opponent's hand, its range widens by 2 on
    # both sides.
    "NA-09-chikage-A1-N-5": behaviour(
        _eff(
            "constant",
            "modify_attack",
            applies_to="this_attack",
            range_class="expand_near",
            amount=2,
            condition=Condition(quantity="opponent.hand", compare=">=", value=2),
        ),
        _eff(
            "constant",
            "modify_attack",
            applies_to="this_attack",
            range_class="expand_far",
            amount=2,
            condition=Condition(quantity="opponent.hand", compare=">=", value=2),
        ),
        unavoidable=True,
    ),
    # Surge of Vitality: with 2 or more cards in the opponent's hand, gain 1 concentration; then a
    # two-way arrow of one crystal between the distance and the dust.
    "NA-09-chikage-A1-N-6": behaviour(
        _eff(
            "on_use",
            "gain_concentration",
            amount=1,
            condition=Condition(quantity="opponent.hand", compare=">=", value=2),
        ),
        _eff("on_use", "move", source="distance", dest="dust", two_way=True),
    ),
    # Vestigial Bondrot: no reactions by normal cards; its life damage X is twice the opponent's hand.
    "NA-09-chikage-A1-S-4": behaviour(
        no_reaction=["normal"], x=XValue(quantity="opponent.hand", multiply=2), x_damage=["life"]
    ),
    # Numbing Agent: unusable once its user performed a basic action this turn; back to the bag, then
    # the phase ends (C 10-13).
    NUMBING: _poison(
        scripted("on_use", back_to_bag),
        _eff("on_use", "end_phase"),
        use_condition=Condition(quantity="self.basic_actions", compare="==", value=0),
    ),
    # Hallucinogen: back to the bag, then two of its user's flare crystals to the dust.
    HALLUCINOGEN: _poison(
        scripted("on_use", back_to_bag), _eff("on_use", "move", source="self.flare", dest="dust", amount=2)
    ),
    # Muscle Relaxant: while deployed its holder cannot use attack cards; destroyed, back to the bag.
    RELAXANT: _poison(
        _eff("while_deployed", "cannot_use_cards", card_type="attack"),
        scripted("on_destroy", back_to_bag),
    ),
    # Fading Light Toxin: three of its user's aura crystals to the dust.
    FADING_LIGHT: _poison(_eff("on_use", "move", source="self.aura", dest="dust", amount=3)),
}


def component_zone(goddess_key: str, rules_id: str) -> str | None:
    """A 7-1: her poisons start face down in her poison bag."""
    if harbors_chikage([goddess_key]) and rules_id in POISONS:
        return "poison_bag"
    return None


def poisons_on_top(g: Game, p: int) -> Proc:
    """A 7-5 iii: after the shuffle, the poisons of the deck go on top of it, in random order (drawn
    from the position's seed, like the shuffle, C 9-7 ii)."""
    s = g.state
    deck = s.players[p].deck
    poisons = [u for u in deck if g.defn(u).category == "poison"]
    if poisons:
        s.rng = shuffle(poisons, s.rng)
        deck[:] = poisons + [u for u in deck if u not in poisons]
        g.emit("A 7-5", f"player {p} puts the {len(poisons)} poison(s) of the deck on top in random order", player=p)
    yield from ()


def refuses(g: Game, uid: str, zone: str) -> tuple[str, str] | None:
    """A 7-2-1: a poison is never put face-down."""
    if zone == "face_down" and g.defn(uid).category == "poison":
        return "A 7-2-1", "a poison"
    return None


def hidden(s: State, viewer: int, p: int) -> Iterable[str]:
    """A 7-3-1: the bag's poisons lie face down, seen by the player it is linked to only."""
    return poison_bag(s.players[p]) if p != viewer else ()


def validate(s: State, p: int) -> None:
    """A 7-3-1: the poison bag is linked to a player harboring Chikage (a position without goddesses,
    as scenarios write them, may give any player one)."""
    ps = s.players[p]
    if poison_bag(ps) and ps.goddesses and not harbors_chikage(ps.goddesses):
        fail("poison-bag", "A 7-3-1", f"player {p} does not harbor Chikage and has no poison bag")


POISON_ZONES = ("hand", "deck", "discard", "enhancements", "in_use", "poison_bag", "out_of_game")  # A 7-2-1


def validate_card(s: State, uid: str, d: CardDef, p: int | None, zone: str) -> None:
    """A 7-3-1: the bag holds poisons only; A 7-2-1: a poison is never face-down (nor anywhere a normal
    card cannot lie)."""
    if p is None:
        return
    if zone == "poison_bag" and d.category != "poison":
        fail("poison-zone", "A 7-3-1", f"{uid!r} is not a poison; the poison bag holds poisons only")
    if d.category == "poison" and zone not in POISON_ZONES:
        fail("poison-zone", "A 7-2-1", f"poison {uid!r} cannot lie in {zone} (never face-down)")


RULES = GoddessRules(
    component_zone=component_zone,
    after_reshuffle=poisons_on_top,
    refuses=refuses,
    hidden=hidden,
    validate=validate,
    validate_card=validate_card,
)
