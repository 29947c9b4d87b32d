"""The hooks registry: how a goddess's additional rules and cards act inside the core procedures
(ARCHITECTURE decision 10).

The core (``model``, the primitives of ``game``, the procedures of C 1-10) never imports a goddess
module. Where a rule of hers acts inside a core procedure — before a reshuffle (A 3-3), as a card is
used (A 10-3-1-1), on the crystals of her zones (A 17-5) — the procedure calls a dispatcher of this
module, which asks the ``RULES`` (a ``GoddessRules``) of every goddess module in the duel in number order
(``DuelHooks``; validation and the views ask every goddess module). What she adds
to a player or a card is declared in her module too (``goddess_state``), and validated and shown by the
hooks ``validate``, ``hidden`` and ``redact``.

The goddess modules are found by name (``gNN_<goddess>`` in the package ``GODDESS_PACKAGE``) and
loaded once, as the engine package is imported (``load_goddesses``); a new goddess is a new module
there, and nothing of the core changes.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Generator, Iterable, Mapping
from dataclasses import dataclass, field, fields
from functools import cache, lru_cache
from typing import TYPE_CHECKING, Any

from . import goddess_state
from .fast import FAST
from .model import Action, Attack, CardDef, Condition, Effect, PlayerState, State

if TYPE_CHECKING:
    from .game import Game, Proc
    from .procedures.effects import Context

GODDESS_PACKAGE = f"{__package__}.cards"
"""Where the goddess modules live: the one place the core names the goddess layer, as a string."""

ReshuffleHook = Callable[["Game", int], Generator[Any, Any, None]]
"""(game, the player about to reshuffle) -> a procedure resolved just before the reshuffle."""

PlayerSetup = Callable[[PlayerState], None]
"""(a player whose goddesses are chosen) -> sets the information the goddess adds to that player."""

RuleEffect = tuple[str, int, Effect]
"""A rule effect an additional rule gives a player (A 4-4, A 5-3): (key, player, effect)."""

RuleEffects = Callable[["Game", str], list[RuleEffect]]
"""(game, moment) -> each rule effect due at that moment ("at your end phase …"), resolved with the
card effects of the moment, in the order the active player chooses (C 5-1-1, 8-1-2, 8-3-1)."""


ReplaceHook = Callable[["Game", int], Generator[Any, Any, bool]]
"""(game, the player about to reshuffle) -> may resolve something instead; True if it replaced it."""
DefeatCheck = Callable[["Game", int], bool]
"""(game, the player who would lose) -> can an effect of hers be resolved instead (C 9-1-3-1)?"""
DefeatHook = Callable[["Game", int], Generator[Any, Any, bool]]
"""(game, the player who would lose) -> offer that effect and resolve it; True if it replaced the loss."""


RuleCost = tuple[tuple[Any, ...], tuple[Any, ...], int, str]
"""An additional cost an additional rule puts on a card's use: (origin, destination, count, clause)."""

GadgetHook = Callable[["Game", int, str | None, list[Effect]], Generator[Any, Any, list[Effect] | None]]
"""(game, the player resolving, the card, a complete gadget's text) -> the text to resolve instead, or None."""


ComponentZone = Callable[[str, str], str | None]
"""(goddess key, rules id of a component she brings) -> the player zone it starts in, or None."""


OpProc = Callable[["Game", str | None, int, int, Effect, "Context"], Generator[Any, Any, None]]
"""(game, the effect's card, its holder, the player it targets, the effect, its context) -> a procedure."""

Faces = tuple[Callable[[PlayerState], str | None], Callable[[CardDef, str | None], CardDef]]
"""A 4-2: (which side a player's two-sided cards show, a card's information on a side)."""

QuantityReader = Callable[["Game", int, str | None], int]
"""(game, the player whose value it is — or the effect's holder —, the effect's card) -> the value."""


@dataclass(frozen=True)
class GoddessRules:
    """The hooks through which a goddess's additional rules (A N) act inside core procedures. A goddess
    module exports one as ``RULES``; each hook itself checks that the player concerned harbors her."""

    before_reshuffle: ReshuffleHook | None = None  # just before a reshuffle (C 9-7), e.g. A 3-3
    # Whether her `before_reshuffle` has anything to offer player p now: when several goddesses' have,
    # the active player orders them (C 5-1-1, 5-5).
    before_reshuffle_due: Callable[[Game, int], bool] | None = None
    after_reshuffle: ReshuffleHook | None = None  # once a reshuffle has resolved (C 9-7): A 7-5 iii, Form: KINNARI
    # The sealed cards (C 7-1-13 disables them) whose constant effects a card of hers keeps in force:
    # Quick Change's TransForm card (A 9-3-1-6).
    sealed_in_force: Callable[[Game], list[str]] | None = None
    at_start: PlayerSetup | None = None  # the information she adds to her player's at the start (A 4-1-1, A 5-1)
    rule_effects: RuleEffects | None = None  # her player's rule effects due at a moment (A 4-4, A 5-3)
    replace_reshuffle: ReplaceHook | None = None  # instead of a reshuffle (A 3-3, the part attack)
    can_replace_defeat: DefeatCheck | None = None  # an effect resolved instead of a defeat (C 9-1-3-1)
    replace_defeat: DefeatHook | None = None
    component_zone: ComponentZone | None = None  # where her components start (A N-1); default 〈Extra〉
    # Why player p may not use the card uid now, as (clauses, reason), or None: a card keyword her rules
    # define as a special condition to use the card (C 9-2), e.g. 遠心 (A 6-2).
    use_restriction: Callable[[Game, int, str], tuple[list[str], str] | None] | None = None
    # The cards of player p's zones of hers that she may use as from the hand, whenever their conditions
    # are met (C 8-2-2, 9-4 i), e.g. A 16-4: the conscripted cards of the barracks.
    usable_cards: Callable[[Game, int], list[str]] | None = None
    # A card player p uses has just been put into 〈In-use〉 (C 9-2), e.g. A 10-3-1-1: it becomes charged.
    card_used: Callable[[Game, int, str], None] | None = None
    # The options her rules add to the active player's main-phase action (A 10-4: release a charged
    # card as a standard action), and the procedure for one of them (None: not one of hers).
    main_actions: Callable[[Game, int], list[Action]] | None = None
    main_action: Callable[[Game, int, Action], Proc | None] | None = None
    # Just before the reshuffle a player chose at the start phase (C 8-1-3 iii), e.g. A 10-4.
    before_chosen_reshuffle: ReshuffleHook | None = None
    # Instead of the basic action `move` player p is about to perform (its cost, if any, paid): may
    # resolve something else and say whether it did (Honoka's Flowers in Your Hands, instead of a wrap).
    replace_basic_action: Callable[[Game, int, str], Generator[Any, Any, bool]] | None = None
    # Whether such a replacement could be offered for player p's basic action `move` now and would move
    # something: the basic action may then be chosen even if it would itself move nothing (C 9-6 i-B;
    # the replacement is offered before that refusal, FAQ, Honoka: Flowers in Your Hands).
    can_replace_basic_action: Callable[[Game, int, str], bool] | None = None
    # The costs her rules add to player p's use of the card uid, as (origin, destination, count,
    # clause) crystal moves, paid with the card's cost (C 9-3) and checked like it (C 5-9): 燃焼 (A 9-8).
    rule_costs: Callable[[Game, int, str], list[RuleCost]] | None = None
    # C 9-6 i-B: the actions her rules let player p choose as basic actions now (A 9-3-1-7), by name,
    # and the procedure that resolves one of them once chosen (and paid for, C 9-6 ii).
    extra_basic_actions: Callable[[Game, int], list[str]] | None = None
    perform_extra_basic_action: Callable[[Game, int, str], Generator[Any, Any, None]] | None = None
    # Why player p cannot perform basic actions now under a rule or a card only her rules know, or None.
    basic_action_restriction: Callable[[Game, int], tuple[list[str], str] | None] | None = None
    # Player p is about to resolve the text of a complete gadget of the card uid (A 8-2): may change
    # that text (Connecdive doubles its numbers). Returns the effects to resolve instead, or None.
    gadget_text: GadgetHook | None = None
    # Player p would draw one card (C 7-1-6), or take the life damage of a reshuffle by the rules (C 9-7
    # i): an effect of hers may resolve instead; True if it did (Yatsuha's Her Ideology, A 14-4).
    replace_draw: ReplaceHook | None = None
    replace_reshuffle_damage: ReplaceHook | None = None
    # A rule of hers resolved with the state rules (C 5-5), at once when its condition holds; says
    # whether it did something (the state rules then look again), e.g. A 22-11-2 exsanguination.
    state_rules: Callable[[Game], bool] | None = None
    # Instead of the damage an attack would deal at C 9-4 v (aura, life as modified): may resolve
    # something else and say whether it did, e.g. A 22-9-1 (a lacerated attack gives a laceration).
    replace_attack_damage: Callable[[Game, Attack, int | None, int | None], Generator[Any, Any, bool]] | None = None
    # Instead of moving the cost crystals (n from the flare) player p pays for the card uid: may
    # resolve something else and say whether it did, e.g. A 22-10 (a lacerated cost).
    pay_cost_instead: Callable[[Game, int, str, int], bool] | None = None
    # Instead of C 9-2-3 iii, player p charges the enhancement uid (its charge n as modified) otherwise:
    # may resolve something else and say whether it did, e.g. A 17-7-1 (seed crystals).
    charge_instead: Callable[[Game, int, str, int], Generator[Any, Any, bool]] | None = None
    # Crystals would arrive in player p's 〈Aura〉: the card (uid) whose effect sends them to 〈Dust〉
    # instead, or None; once some did, its `aura_arrival_done` resolves (Kamuwi's Sanguine Spray).
    aura_arrival: Callable[[Game, int], str | None] | None = None
    aura_arrival_done: Callable[[Game, str], None] | None = None
    # The turn is ending (C 8), before its records of this turn (attacks performed …) are cleared:
    # e.g. A 15-1-1, the player attacked this turn is headwind the next turn.
    turn_ends: Callable[[Game], None] | None = None
    # A card player p uses is in 〈In-use〉, not replaced (C 10-30), about to resolve (its attack, if any,
    # made): what her rules resolve first; True if that ends the card's use (A 15-1-2, 15-2: the
    # opponent's dive, whose range check may make the attack fail).
    before_resolution: Callable[[Game, int, str, Attack | None], Generator[Any, Any, bool]] | None = None
    # The declarations (C 10-39, ``declare_as`` effects) the card uid may make that depend on the
    # position rather than being printed once, e.g. Renri's Fog of Deception: any normal card of the
    # opponent's other goddesses.
    declarations: Callable[[Game, str], list[Effect]] | None = None
    # Player p's perjury with the card uid has been judged (A 20-6-1 iv): `outcome` is "stands" (not
    # disproved) or "failed" (a disproof that found the declared card); what her rules and cards resolve
    # then, before the card goes into 〈In-use〉 (A 20-5 regression; Resolution's reveal).
    perjury_judged: Callable[[Game, int, str, str], Generator[Any, Any, None]] | None = None
    # What her rules record as a perjury moves on (A 20-6-1, 20-6-3): player p has declared `as_card`
    # with the card uid, now face down in 〈Perjury〉 ("declared"); the card has been turned face up by a
    # disproof ("revealed"); player p's disproof has failed ("disproof_failed", uid and as_card None).
    perjury_marked: Callable[[Game, str, int, str | None, str | None], None] | None = None
    # The player's aim under her rules, a whole number or None for none (A 23-1-1): what an attack with
    # 追尾 (pursuit) checks its range with (A 23-4), what ``if_aim_fits`` reads (A 23-3), what a deployed
    # ``distance_is_aim`` makes the current distance.
    aim: Callable[[PlayerState], int | None] | None = None
    # True if the card uid, leaving 〈In-use〉 after its use, goes face down to its holder's face-down pile
    # instead under her rules (A 20-6-1 v: a perjury card still face down); her rules forget it then.
    face_down_after_use: Callable[[Game, str], bool] | None = None
    # A phase has been ended by an effect (C 10-13): what her rules clean up (A 20-6-4: a card left in
    # 〈Perjury〉 goes to the discard pile).
    phase_ended: Callable[[Game], None] | None = None
    # Just after a life damage (1 or more, not a reshuffle's) player p received has resolved, e.g.
    # A 21-6-3 (Akina's market prices shift).
    after_life_damage: Callable[[Game, int], None] | None = None
    # Sakura crystals have moved at once (C 6-3): one move, as (origin, destination, count) parts — a
    # single part, or several where one happening moves crystals between several zones at once (both
    # damages of an attack, C 10-26): what her rules record of it (A 18-2-1-5: Kanawe's plans read the
    # moves of the turn).
    crystals_moved: Callable[[Game, list[tuple[tuple[Any, ...], tuple[Any, ...], int]]], None] | None = None
    # An arrow effect (C 10-1) is resolving: what her rules record of it (A 18-2-1-5).
    arrow_resolved: Callable[[Game], None] | None = None
    # The modifications her rules give an attack (A 18-5: +0/+1 to a Kanawe player's attack cards' attacks
    # in the yellow act), each applied as the attacker's.
    attack_mods: Callable[[Game, Attack], list[Effect]] | None = None

    # A 4-2: which side the two-sided cards of a player show (the player's umbrella), and such a card's
    # information as it shows that side (``Game.defn``; a card with ``CardDef.opened`` is two-sided).
    card_face: Callable[[PlayerState], str | None] | None = None
    card_side: Callable[[CardDef, str | None], CardDef] | None = None
    # The effect ops of the vocabulary that her rules define (``toggle_umbrella``, A 4-3), each resolved
    # as (game, the effect's card, its holder, the player it targets, the effect, its context).
    ops: Mapping[str, OpProc] = field(default_factory=dict)

    # --- cards moving (C 7-2, 6-3) ---------------------------------------------------------------------
    # Why her rules keep the card uid out of a zone, as (clause, what the card is), or None: a poison
    # ("a poison") is never put face-down (A 7-2-1). The card then stays where it is.
    refuses: Callable[[Game, str, str], tuple[str, str] | None] | None = None
    # A card is about to move from `src` to player `owner`'s `zone` (owner None: its holder's), by an
    # event citing `clause`, and `face_down` says whether a rule before hers sends it there face down:
    # where it goes instead under her rules, as (zone, owner, face_down); each goddess in number order
    # sees where the one before sent it (A 16-2-1: a soldier goes to the barracks instead).
    redirect_card: Callable[[Game, str, str, str, int | None, str, bool], tuple[str, int | None, bool]] | None = None
    # A card has moved from `src` (of player src_owner) to `zone` of `owner` ("sealed": under another
    # card, owner None), its move announced: what her rules do with what it carries, before the core
    # sends its linked crystals to the dust (A 17-2-1-1: her seeds go back to her soil) …
    card_moved: Callable[[Game, str, str, int | None, str, int | None], None] | None = None
    # … and after the core has dealt with its crystals and added effects (A 10-3-1-1: released).
    card_settled: Callable[[Game, str, str, int | None, str, int | None], None] | None = None
    # n crystals are to leave the card uid for `dst` (C 6-3), citing `clause`, with an aura cap for the
    # move if any: her rules move them otherwise and say how many moved, or None to leave the move to
    # the core (A 17-5: a card's other crystals go first, its seeds back to her soil).
    crystals_leaving_card: Callable[[Game, str, tuple[Any, ...], int, str, int | None], int | None] | None = None
    # Instead of sealing the card (C 10-9, from `src`, citing `clause`): True if her rules moved it
    # otherwise (Misora's Pursuit Strike: a card used from out of game goes back there face down).
    instead_of_sealing: Callable[[Game, str, str, str], bool] | None = None

    # --- what she adds to a player or a card (goddess_state) -------------------------------------------
    # How many more crystals player p's zone `kind` of hers takes now (C 6-3, 5-10), or None for a zone
    # that is not hers: Akina's 〈Flow〉 holds 5 at most, and only for a player harboring her (A 21-1).
    crystal_room: Callable[[Game, str, int], int | None] | None = None
    # The values of the duel her cards read (C 5-11), by name: a player's value by the name after
    # ``self.`` / ``opponent.`` (``soil``), read as (game, that player, the effect's card); any other
    # by its whole name (``this.seeds``), read as (game, the effect's holder, the effect's card).
    quantities: Mapping[str, QuantityReader] = field(default_factory=dict)
    # Refuse a position whose state of hers breaks her rules: raise ``validate.PositionError`` naming the
    # invariant and its clause (ARCHITECTURE decision 8). Called once per position, per player.
    validate: Callable[[State, int], None] | None = None
    # Refuse one card of a position lying in player p's zone `zone` where her rules forbid it:
    # (state, uid, its definition, p, zone); e.g. a poison is never face-down (A 7-2-1).
    validate_card: Callable[[State, str, CardDef, int | None, str], None] | None = None
    # The cards of player p that player `viewer` may not see under her rules (A 7-3-1: the poison bag).
    hidden: Callable[[State, int, int], Iterable[str]] | None = None
    # Her state's JSON on player p as `viewer` may see it, changed in place (A 5-1: the opponent's
    # prepared stratagem is "hidden").
    redact: Callable[[dict[str, Any], int, int], None] | None = None
    # The cost her rules fix for the card uid, which no effect changes, or None (A 21-3-1: the market value).
    fixed_cost: Callable[[Game, str], int | None] | None = None
    # What the board reads as under her rules, beyond its crystals (A 18-3: each player's act), or None
    # when nothing of hers is on the board: given under her key in the readings (``api.Readings``).
    readings: Callable[[Game], dict[str, Any] | None] | None = None




@cache
def goddess_modules() -> tuple[Any, ...]:
    """The goddess modules (``gNN_<goddess>`` in ``GODDESS_PACKAGE``), imported, in number order."""
    package = importlib.import_module(GODDESS_PACKAGE)
    return tuple(
        importlib.import_module(f"{GODDESS_PACKAGE}.{mod.name}")
        for mod in sorted(pkgutil.iter_modules(package.__path__), key=lambda m: m.name)
        if mod.name.startswith("g") and mod.name[1:3].isdigit()
    )


def load_goddesses() -> None:
    """Import every goddess module once: her cards, her hooks and the states she adds are registered
    (the position's schema is built from them, so this comes before any schema is)."""
    goddess_rules()
    goddess_state.LOADED[0] = True


@cache
def named_goddess_rules() -> tuple[tuple[str, GoddessRules], ...]:
    """Each goddess module's hooks with the goddess's key (``g05_oboro`` -> ``oboro``)."""
    return tuple(
        (m.__name__.rsplit(".", 1)[-1].split("_", 1)[1], m.RULES)
        for m in goddess_modules()
        if isinstance(getattr(m, "RULES", None), GoddessRules)
    )


def before_reshuffle_due(g: Game, p: int) -> list[tuple[str, GoddessRules]]:
    """The goddesses whose step just before player p's reshuffle (C 9-7) has something to offer now."""
    return [
        (key, r)
        for key, r in g.hooks.named
        if r.before_reshuffle is not None and (r.before_reshuffle_due is None or r.before_reshuffle_due(g, p))
    ]


@cache
def goddess_rules() -> tuple[GoddessRules, ...]:
    """The additional-rules hooks of every goddess module that has any."""
    return tuple(m.RULES for m in goddess_modules() if isinstance(getattr(m, "RULES", None), GoddessRules))


# --- the goddesses in one duel (issue 22, third round) ------------------------------------------------
#
# The additional rules are those of the goddesses chosen for the duel (A 1: "the rules added according
# to the goddesses chosen"), and each gameplay hook checks that the player or card concerned is hers.
# A hook of a goddess with nothing in the duel therefore never acts; asking all 25 of them at every
# step cost every game, test-deck games most (a fifth of one). So a Game asks only the goddesses "in
# the duel" (``DuelHooks``), found once when the position is loaded (``Game.__init__``), generously:
#
# - every goddess a player harbors (C 2, ``PlayerState.goddesses``; another version counts as its base);
# - every goddess whose state is present, on a player or on a card (``goddess_state``: a position
#   crafted or reached with it, whoever's it is);
# - the goddess (``CardDef.user``) of every card of the duel, in any zone (extra cards, parts, poisons
#   and soldiers given to the opponent, a form's borrowed cards, Thallya's Masterpiece …) and of every
#   inline definition (what a declaration or a copy may name, C 10-16, 10-39);
# - the goddess whose rules define an effect op any of those cards, added effects, lasting effects or
#   attacks in progress use (``GoddessRules.ops``), since such an op may create her state mid-duel.
#
# No card enters a duel after setup (C 4-1: every card instance exists from the start), so the set
# cannot grow within a Game. What a player may see (``hidden``, ``redact``) still asks every goddess.
# Validation asks a goddess's ``validate`` for the goddesses in the duel only since issue 22's fourth
# round (``validate.validate_state``): her state present brings her in, so a crafted position holding a
# goddess's state but not her is refused as before (tests/furuyoni/unit/test_duel_hooks.py,
# test_validate_fast.py). ``FURUYONI_NO_FAST=1`` asks every goddess everywhere, as before.


class DuelHooks:
    """The hooks of the goddesses in one duel, in number order: all of them (``rules``, ``named``)
    and, by hook (a field of ``GoddessRules``), those that have it (``having``)."""

    __slots__ = ("_by_hook", "faces", "keys", "named", "rules")

    def __init__(self, keys: frozenset[str] | None) -> None:
        self.keys = keys  # None: every goddess (the switch off)
        self.named = tuple((k, r) for k, r in named_goddess_rules() if keys is None or k in keys)
        self.rules = tuple(r for _, r in self.named)
        self._by_hook = {
            f.name: tuple(r for r in self.rules if getattr(r, f.name) is not None)
            for f in fields(GoddessRules)
            if f.name not in ("ops", "quantities")
        }
        self.faces = _card_faces(self.rules)

    def having(self, hook: str) -> tuple[GoddessRules, ...]:
        """The goddesses of the duel whose rules have this hook, in number order."""
        return self._by_hook[hook]


@cache
def _duel_hooks(keys: frozenset[str] | None) -> DuelHooks:
    return DuelHooks(keys)


def duel_hooks(s: State) -> DuelHooks:
    """The hooks a Game playing this position asks (see above); every goddess's with the switch off."""
    return _duel_hooks(duel_goddesses(s) if FAST else None)


def _base(goddess: str) -> str:
    """A goddess's key from a form's (``yurina-a1`` -> ``yurina``)."""
    return goddess.split("-", 1)[0]


@cache
def _op_owners() -> Mapping[str, str]:
    """Effect op -> the key of the goddess whose rules define it."""
    return {op: key for key, r in named_goddess_rules() for op in r.ops}


_NESTED = ("if_done", "then", "otherwise", "choices", "after_attack")
"""The fields of an effect that hold further effects (``model.Effect``; ``choices`` a list of lists)."""


def _ops_in(x: Any, found: set[str]) -> None:
    """Every effect op in x (an effect, a list of them, lists of lists), nested texts included."""
    if type(x) is list:
        for y in x:
            _ops_in(y, found)
    elif x is not None:
        found.add(x.op)
        fields_ = x.__dict__
        for name in _NESTED:
            if fields_[name]:
                _ops_in(fields_[name], found)


def _def_goddesses(d: CardDef) -> set[str]:
    """The goddess of a card and those whose rules define an effect op it uses."""
    keys = {_base(d.user)} if d.user else set()
    ops: set[str] = set()
    _ops_in(d.effects, ops)
    if d.opened is not None:  # the open side's text (A 4-2)
        _ops_in(d.opened.effects, ops)
    owners = _op_owners()
    return keys | {owners[o] for o in ops if o in owners}


CORE_CARD_FIELDS = frozenset(
    {
        "id", "name", "category", "type", "subtype", "range", "aura_damage", "life_damage", "charge", "cost",
        "user", "unavoidable", "terminal", "overcome", "no_reaction", "unnullifiable", "both_damages",
        "distance_limit", "unguarded", "use_condition", "only_by_own_effect", "unchoosable_in_hand", "unsealable",
        "returns_only_by_reshuffle", "x", "x_damage", "y", "y_damage", "cost_x", "reaction_if", "answers_only",
        "reaction_only", "usable_from_face_down", "effects", "reaction_cost",
    }
)
"""The fields of a card's definition that the core rules give meaning to (C 6-2-1, 9-2, 10-x). Any
other (``installation`` A 3-2, ``centrifugal`` A 6-2, ``opened`` A 4-2, ``market_cost`` A 21-3-1 …) is
read by a goddess's hooks whatever the card's user: an inline test card that sets one (scenarios give
such keywords to test cards of no goddess) makes its duel ask every goddess, as before."""

_DEFAULTS: dict[str, Any] = {}


def _beyond_core(d: CardDef) -> bool:
    """Does this inline definition set a field outside ``CORE_CARD_FIELDS``, or have a category the core
    does not define (C 6-2-1-1: normal and trump; a poison, A 7-2, a part, A 3-4-1 …)?"""
    if not _DEFAULTS:
        blank = CardDef(id="", name="")
        _DEFAULTS.update((k, v) for k, v in blank.__dict__.items() if k not in CORE_CARD_FIELDS)
    return d.category not in ("normal", "trump") or any(d.__dict__.get(k) != v for k, v in _DEFAULTS.items())


@cache
def _real_card_goddesses(card_id: str, season: str) -> frozenset[str] | None:
    """A real card's goddess (by the card data too: a poison, A 7-2, has no user) and those whose ops
    it uses; None for a card not found or not encoded, which the engine refuses where it reads it."""
    from . import carddb
    from .catalogue import real_card  # the catalogue imports this module

    try:
        d = real_card(card_id, season)
        return frozenset({_base(carddb.card(card_id, season).goddess), *_def_goddesses(d)})
    except Exception:  # any failure: every goddess is asked, as before
        return None


@lru_cache(maxsize=1024)
def _real_cards_goddesses(card_ids: frozenset[str], season: str) -> frozenset[str] | None:
    """The union of ``_real_card_goddesses`` over a position's real cards (a duel's card set recurs at
    every position of it: issue 22, loading a position is per request)."""
    keys: set[str] = set()
    for card_id in card_ids:
        found = _real_card_goddesses(card_id, season)
        if found is None:
            return None
        keys |= found
    return frozenset(keys)


def duel_goddesses(s: State) -> frozenset[str] | None:
    """The keys of the goddesses in the duel of this position (see above); None for every goddess."""
    keys: set[str] = set()
    for ps in s.players:
        keys.update(_base(x) for x in ps.goddesses)
        keys.update(ps.goddess)
    for d in s.definitions.values():
        if _beyond_core(d):
            return None
        keys |= _def_goddesses(d)
    ops: set[str] = set()
    insts = s.cards.values()
    real = _real_cards_goddesses(frozenset({inst.card for inst in insts}.difference(s.definitions)), s.season)
    if real is None:
        return None
    keys |= real
    for inst in [inst for inst in insts if inst.goddess or inst.added]:  # most cards have neither
        keys.update(inst.goddess)
        _ops_in(inst.added, ops)
    for lasting in s.lasting:
        ops.add(lasting.op)
        _ops_in(lasting.effect, ops)
    for atk in s.attacks:
        _ops_in(atk.effects, ops)
        _ops_in(atk.mods, ops)
    owners = _op_owners()
    keys.update(owners[o] for o in ops if o in owners)
    return frozenset(keys)


def goddess_state_rules(g: Game) -> bool:
    """Resolve the first additional rule acting with the state rules (C 5-5) that is due; says whether
    one did."""
    return any(r.state_rules(g) for r in g.hooks.rules if r.state_rules is not None)


def due_rule_effects(g: Game, when: str) -> list[RuleEffect]:
    """Every goddess's rule effects due at this moment of the turn (``when``: ``end_phase`` …); keys
    are unique across goddesses (``rule:A-4-4#<player>``, ``shinra#…``)."""
    return [x for r in g.hooks.rules if r.rule_effects is not None for x in r.rule_effects(g, when)]


def use_restriction(g: Game, p: int, uid: str) -> tuple[list[str], str] | None:
    """The first additional rule that forbids player p to use the card now (C 9-2), or None."""
    for rules in g.hooks.rules:
        if rules.use_restriction is not None:
            barred = rules.use_restriction(g, p, uid)
            if barred is not None:
                return barred
    return None


def usable_cards(g: Game, p: int) -> list[str]:
    """The cards outside the hand and the trumps that player p may use as from the hand, under the
    goddesses' rules (``GoddessRules.usable_cards``)."""
    found: list[str] = []
    for rules in g.hooks.rules:
        if rules.usable_cards is not None:
            found += rules.usable_cards(g, p)
    return found


def card_used(g: Game, p: int, uid: str) -> None:
    """Player p's card `uid` has just been put into 〈In-use〉 by its use (C 9-2): the additional rules
    that act then (A 10-3-1-1)."""
    for rules in g.hooks.rules:
        if rules.card_used is not None:
            rules.card_used(g, p, uid)


def before_resolution(g: Game, p: int, uid: str, atk: Attack | None) -> Generator[Any, Any, bool]:
    """Player p's card is about to resolve (see ``GoddessRules.before_resolution``); True if its use ends."""
    for rules in g.hooks.rules:
        if rules.before_resolution is not None and (yield from rules.before_resolution(g, p, uid, atk)):
            return True
    return False


def turn_ends(g: Game) -> None:
    """The turn is ending (C 8): what the additional rules record from it first (A 15-1-1)."""
    for rules in g.hooks.rules:
        if rules.turn_ends is not None:
            rules.turn_ends(g)


def before_chosen_reshuffle(g: Game, p: int) -> Generator[Any, Any, None]:
    """Player p chose to reshuffle (C 8-1-3 iii): what the additional rules resolve just before (A 10-4)."""
    for rules in g.hooks.rules:
        if rules.before_chosen_reshuffle is not None:
            yield from rules.before_chosen_reshuffle(g, p)


def extra_main_actions(g: Game, p: int) -> list[Action]:
    """The main-phase options the additional rules add (A 10-4)."""
    return [a for r in g.hooks.rules if r.main_actions is not None for a in r.main_actions(g, p)]


def extra_main_action(g: Game, p: int, act: Action) -> Proc | None:
    """The procedure of a main-phase option an additional rule added, or None."""
    for rules in g.hooks.rules:
        if rules.main_action is not None:
            proc = rules.main_action(g, p, act)
            if proc is not None:
                return proc
    return None


def replace_basic_action(g: Game, p: int, move: str) -> Generator[Any, Any, bool]:
    """Offer what the goddesses' cards put instead of player p's basic action; True if it replaced it."""
    for rules in g.hooks.rules:
        if rules.replace_basic_action is not None and (yield from rules.replace_basic_action(g, p, move)):
            return True
    return False


def basic_action_replaceable(g: Game, p: int, move: str) -> bool:
    """Could a goddess's card put something that moves an object instead of player p's basic action
    `move` now (``can_replace_basic_action``)?"""
    return any(
        r.can_replace_basic_action(g, p, move) for r in g.hooks.rules if r.can_replace_basic_action is not None
    )


def rule_costs(g: Game, p: int, uid: str) -> list[RuleCost]:
    """The additional costs every goddess's rules put on player p's use of this card (A 9-8)."""
    return [c for r in g.hooks.rules if r.rule_costs is not None for c in r.rule_costs(g, p, uid)]


def extra_basic_actions(g: Game, p: int) -> list[str]:
    """C 9-6 i-B: the actions the goddesses' rules let player p choose as basic actions now."""
    return [m for r in g.hooks.rules if r.extra_basic_actions is not None for m in r.extra_basic_actions(g, p)]


def perform_extra_basic_action(g: Game, p: int, move: str) -> Generator[Any, Any, None]:
    """Resolve an extra basic action (C 9-6 iii) by the rule that offers it."""
    for r in g.hooks.rules:
        offers = r.extra_basic_actions is not None and move in r.extra_basic_actions(g, p)
        if offers and r.perform_extra_basic_action is not None:
            yield from r.perform_extra_basic_action(g, p, move)
            return


def basic_action_restriction(g: Game, p: int) -> tuple[list[str], str] | None:
    """The first rule (or card only a goddess's rules know) that keeps player p from basic actions."""
    for r in g.hooks.rules:
        if r.basic_action_restriction is not None:
            barred = r.basic_action_restriction(g, p)
            if barred is not None:
                return barred
    return None


def sealed_in_force(g: Game) -> list[str]:
    """The sealed cards whose constant effects some goddess's card keeps in force."""
    return [u for r in g.hooks.rules if r.sealed_in_force is not None for u in r.sealed_in_force(g)]


def gadget_text(g: Game, p: int, uid: str | None, text: list[Effect]) -> Generator[Any, Any, list[Effect] | None]:
    """A complete gadget's text (A 8-2) as it resolves: changed by the first rule that changes it."""
    for rules in g.hooks.rules:
        if rules.gadget_text is not None:
            changed = yield from rules.gadget_text(g, p, uid, text)
            if changed is not None:
                return changed
    return None


def is_gadget(cond: Condition | None) -> bool:
    """Is this condition a gadget's completion (A 8-3: it reads the ``gadget_<kind>`` quantities)?"""
    return cond is not None and ".gadget_" in cond.quantity


def replace_attack_damage(g: Game, atk: Attack, aura: int | None, life: int | None) -> Generator[Any, Any, bool]:
    """Offer the additional rules that resolve something instead of an attack's damage (C 9-4 v); True
    if one did (A 22-9-1)."""
    for rules in g.hooks.rules:
        if rules.replace_attack_damage is not None and (yield from rules.replace_attack_damage(g, atk, aura, life)):
            return True
    return False


def pay_cost_instead(g: Game, p: int, uid: str, n: int) -> bool:
    """Offer the additional rules that pay a cost otherwise than by moving its crystals (A 22-10)."""
    return any(r.pay_cost_instead(g, p, uid, n) for r in g.hooks.rules if r.pay_cost_instead is not None)


def charge_instead(g: Game, p: int, uid: str, n: int) -> Generator[Any, Any, bool]:
    """Offer the additional rules that charge an enhancement otherwise than by C 9-2-3 iii (A 17-7-1)."""
    for r in g.hooks.rules:
        if r.charge_instead is not None and (yield from r.charge_instead(g, p, uid, n)):
            return True
    return False


def declarations(g: Game, uid: str) -> list[Effect]:
    """The declarations (C 10-39) the card uid may make under the goddesses' hooks (Fog of Deception)."""
    return [e for r in g.hooks.rules if r.declarations is not None for e in r.declarations(g, uid)]


def perjury_judged(g: Game, p: int, uid: str, outcome: str) -> Generator[Any, Any, None]:
    """Player p's perjury with uid was judged (see ``GoddessRules.perjury_judged``)."""
    for r in g.hooks.rules:
        if r.perjury_judged is not None:
            yield from r.perjury_judged(g, p, uid, outcome)


def perjury_marked(g: Game, what: str, p: int, uid: str | None = None, as_card: str | None = None) -> None:
    """A perjury moved on (see ``GoddessRules.perjury_marked``)."""
    for r in g.hooks.rules:
        if r.perjury_marked is not None:
            r.perjury_marked(g, what, p, uid, as_card)


def aim_of(ps: PlayerState) -> int | None:
    """The player's aim under the goddesses' rules (``GoddessRules.aim``), None if she has none."""
    for r in having("aim"):  # the goddesses that have the hook, found once
        if r.aim is not None:
            aim = r.aim(ps)
            if aim is not None:
                return aim
    return None


def face_down_after_use(g: Game, uid: str) -> bool:
    """Does the card uid go face down as it leaves 〈In-use〉 under a goddess's rules (A 20-6-1 v)?"""
    return any(r.face_down_after_use(g, uid) for r in g.hooks.rules if r.face_down_after_use is not None)


def phase_ended(g: Game) -> None:
    """A phase was ended by an effect (C 10-13): the goddesses' clean-up (A 20-6-4)."""
    for r in g.hooks.rules:
        if r.phase_ended is not None:
            r.phase_ended(g)


def arrow_resolved(g: Game) -> None:
    """An arrow effect is resolving (C 10-1): what the additional rules record of it (A 18-2-1-5)."""
    for r in g.hooks.rules:
        if r.arrow_resolved is not None:
            r.arrow_resolved(g)


def rule_attack_mods(g: Game, atk: Attack) -> list[Effect]:
    """The modifications the additional rules give this attack (A 18-5)."""
    return [e for r in g.hooks.rules if r.attack_mods is not None for e in r.attack_mods(g, atk)]


def set_up_player(ps: PlayerState) -> None:
    """C 4-1 1) and the additional rules: the information the player's goddesses bring (A 4-1-1, A 5-1)."""
    for r in goddess_rules():
        if r.at_start is not None:
            r.at_start(ps)


def component_zone(goddess_key: str, rules_id: str) -> str:
    """The zone a component a goddess brings starts in at setup: where her additional rules put it
    (A 3-1, A 7-1 …), else 〈Extra〉 (C 7-1-12)."""
    for rules in goddess_rules():
        zone = rules.component_zone(goddess_key, rules_id) if rules.component_zone is not None else None
        if zone is not None:
            return zone
    return "extra"


def crystal_room(g: Game, kind: str, p: int) -> int:
    """How many more crystals player p's zone `kind`, one a goddess adds, takes now (C 6-3, 5-10)."""
    for r in g.hooks.rules:
        if r.crystal_room is not None:
            room = r.crystal_room(g, kind, p)
            if room is not None:
                return room
    return 1 << 30


@cache
def quantity_readers() -> Mapping[str, QuantityReader]:
    """Every goddess's readers of values (``GoddessRules.quantities``), by name."""
    found: dict[str, QuantityReader] = {}
    for key, r in named_goddess_rules():
        for name, reader in r.quantities.items():
            if name in found:
                raise ValueError(f"two goddesses read the value {name!r} ({key})")
            found[name] = reader
    return found


def validate_goddesses(s: State) -> None:
    """Every goddess's invariants of what she adds, for each player (``GoddessRules.validate``)."""
    for r in goddess_rules():
        if r.validate is not None:
            for p in range(len(s.players)):
                r.validate(s, p)


def card_hooks() -> tuple[Callable[[State, str, CardDef, int | None, str], None], ...]:
    """The goddesses' ``validate_card`` hooks, in number order (``validate_card`` calls them all)."""
    return _card_hooks()


@cache
def _card_hooks() -> tuple[Callable[[State, str, CardDef, int | None, str], None], ...]:
    return tuple(r.validate_card for r in having("validate_card") if r.validate_card is not None)


def validate_card(s: State, uid: str, d: CardDef, p: int | None, zone: str) -> None:
    """Every goddess's invariants of one card lying in player p's zone (``GoddessRules.validate_card``;
    p None for a sealed card)."""
    for r in having("validate_card"):  # those that have the hook, found once (issue 22)
        r.validate_card(s, uid, d, p, zone)  # type: ignore[misc]


def hidden(s: State, viewer: int, p: int) -> set[str]:
    """The cards of player p that `viewer` may not see under the goddesses' rules."""
    return {u for r in goddess_rules() if r.hidden is not None for u in r.hidden(s, viewer, p)}


def redact(goddess: dict[str, Any], p: int, viewer: int) -> None:
    """What the goddesses add to player p (its JSON, by key), as `viewer` may see it."""
    for key, r in named_goddess_rules():
        if r.redact is not None and isinstance(goddess.get(key), dict):
            r.redact(goddess[key], p, viewer)


def readings(g: Game) -> dict[str, Any]:
    """Each goddess's readings of the board that has any, under her key (``GoddessRules.readings``)."""
    out: dict[str, Any] = {}
    for key, r in named_goddess_rules():
        if r.readings is not None:
            found = r.readings(g)
            if found is not None:
                out[key] = found
    return out


def fixed_cost(g: Game, uid: str) -> int | None:
    """The cost a goddess's rules fix for the card, which no effect changes (A 21-3-1), or None."""
    for r in g.hooks.having("fixed_cost"):
        cost = r.fixed_cost(g, uid)  # type: ignore[misc]
        if cost is not None:
            return cost
    return None


@cache
def having(hook: str) -> tuple[GoddessRules, ...]:
    """The goddesses' rules that have this hook (a field of ``GoddessRules``), in number order."""
    return tuple(r for r in goddess_rules() if getattr(r, hook) is not None)


def card_faces(in_duel: DuelHooks | None = None) -> Faces | None:
    """The goddess rule that gives cards two sides (A 4-2): which side a player's show, and a card's
    information on that side; None when no goddess (of the duel, if given) has one."""
    return in_duel.faces if in_duel is not None else _card_faces(goddess_rules())


def _card_faces(rules: tuple[GoddessRules, ...]) -> Faces | None:
    for r in rules:
        if r.card_face is not None and r.card_side is not None:
            return r.card_face, r.card_side
    return None


@cache
def goddess_ops() -> Mapping[str, OpProc]:
    """The effect ops the goddesses' rules define (``GoddessRules.ops``), by name."""
    found: dict[str, OpProc] = {}
    for key, r in named_goddess_rules():
        for op, proc in r.ops.items():
            if op in found:
                raise ValueError(f"two goddesses define the effect op {op!r} ({key})")
            found[op] = proc
    return found


def refusal(g: Game, uid: str, zone: str) -> tuple[str, str] | None:
    """Why a goddess's rules keep the card out of the zone, as (clause, what it is), or None (A 7-2-1)."""
    for r in g.hooks.having("refuses"):
        why = r.refuses(g, uid, zone)  # type: ignore[misc]
        if why is not None:
            return why
    return None
