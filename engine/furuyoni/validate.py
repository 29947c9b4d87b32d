"""Invariants of a position. An inconsistent position is refused with the invariant it breaks and the
clause behind it (ARCHITECTURE decision 8) — the engine never guesses what was meant."""

from __future__ import annotations

from collections.abc import Mapping

from .attacks import ATTACK_MOD_OPS
from .catalogue import CardNotImplemented, UnknownCard, definition, real_card
from .fast import FAST
from .goddess_state import HOLDER_ONLY as GODDESS_HOLDER_ONLY
from .goddess_state import HOLDS_CRYSTALS, added_card_zones
from .hooks import DuelHooks, card_hooks, duel_hooks, validate_card, validate_goddesses
from .model import CardDef, Condition, Effect, State
from .statuses import CONTINUOUS_OPS


class PositionError(ValueError):
    """A position that breaks an invariant of the rules."""

    def __init__(self, invariant: str, clause: str, message: str) -> None:
        super().__init__(f"{message} ({clause})")
        self.invariant = invariant
        self.clause = clause
        self.message = message


ZONES = (
    "deck",
    "hand",
    "discard",
    "face_down",
    "enhancements",
    "trumps",
    "in_use",
    "extra",
    "out_of_game",
)
# C 7-1-6..12, A 3-9; A 7-4: a poison's holder is the player linked to the zone it lies in; A 9-4; A 14-4
HOLDER_ONLY = (
    "deck", "hand", "discard", "face_down", "trumps", "extra",
)


def validate_state(s: State) -> DuelHooks | None:
    """Refuse an inconsistent position (PositionError: the first broken invariant, its clause). With the
    speed-ups on, returns the hooks of the goddesses in its duel (``hooks.duel_hooks``), worked out to
    validate it, for the Game that plays it; None with them off (``validate_state_plain``)."""
    if not FAST:
        validate_state_plain(s)
        return None
    # The same checks in the same order as ``validate_state_plain``, each asked only where it can fail
    # (issue 22, fourth round: validating was a quarter of reading a position):
    # - a goddess's ``validate`` only for the goddesses in the duel (``hooks.duel_goddesses``: those a
    #   player harbors, whose state any player or card carries, of any card of the position, or whose op
    #   any text uses). Each such hook reads only her own state, on players and cards, and whether a
    #   player harbors her; with none of these there is nothing for it to refuse (A 1: the additional
    #   rules are the chosen goddesses'), and a position crafted with her state but not her is still
    #   refused, her state bringing her in (tests/furuyoni/unit/test_duel_hooks.py);
    # - a card's ``validate_card`` hooks not for a plain card (``_check_zones_fast``);
    # - a real card's definition looked up once per card id, not per instance (``_check_definitions_fast``).
    # tests/furuyoni/unit/test_validate_fast.py compares both ways on positions of random games mutated at
    # random: the same verdict, the same invariant, clause and message, or both accept.
    _check_counts(s)
    hooks = duel_hooks(s)
    for r in hooks.having("validate"):
        for p in range(len(s.players)):
            r.validate(s, p)  # type: ignore[misc]
    _check_artificial_crystals(s)
    _check_definitions_fast(s)
    _check_zones_fast(s)
    _check_step(s)
    return hooks


def validate_state_plain(s: State) -> None:
    """Every check on every card and every goddess's hooks: the path with the speed-ups off, and the
    reference ``validate_state`` is compared with."""
    _check_counts(s)
    validate_goddesses(s)  # what each goddess adds to a player, by her own module
    _check_artificial_crystals(s)
    _check_definitions(s)
    _check_zones(s)
    _check_step(s)


def fail(invariant: str, clause: str, message: str) -> None:
    raise PositionError(invariant, clause, message)


def _check_counts(s: State) -> None:
    if not 0 <= s.distance <= 10:
        fail("distance-capacity", "C 7-1-1", f"distance holds {s.distance} crystals; it holds 0 to 10")
    if not 0 <= s.dust <= 100:
        fail("crystal-count", "C 5-2-3", f"dust holds {s.dust} crystals")
    for p, ps in enumerate(s.players):
        if ps.aura < 0 or (ps.aura > 5 and ps.aura > aura_cap(s, p)):
            cap = aura_cap(s, p)
            fail("aura-capacity", "C 7-1-3-1", f"player {p}'s aura would hold {ps.aura} crystals; cap is {cap}")
        for name in ("life", "flare"):
            if not 0 <= getattr(ps, name) <= 100:
                fail("crystal-count", "C 5-1-5", f"player {p}'s {name} holds {getattr(ps, name)} crystals")
        if not 0 <= ps.records.aura_damage_taken <= 100:
            fail("crystal-count", "C 5-8", f"player {p} took {ps.records.aura_damage_taken} aura damage this turn")
        if ps.records.attacks_performed < 0 or (ps.records.attacks_performed and p not in s.attacked_this_turn):
            fail("attack-count", "C 9-4", f"player {p} performed {ps.records.attacks_performed} attacks this turn")
        if p in s.attacked_this_phase and p not in s.attacked_this_turn:
            fail("attack-count", "C 9-4", f"player {p} attacked in this phase but not in this turn")
        if not 0 <= ps.concentration <= 2:
            fail("concentration-bounds", "C 5-1-2", f"player {p}'s concentration is {ps.concentration}; it is 0 to 2")
        if not 0 <= ps.records.cards_used_in_game <= 100_000:
            fail("cards-used", "C 9-2", f"player {p} has used {ps.records.cards_used_in_game} cards this game")
        if not 0 <= ps.records.cards_used <= 10_000:
            fail("cards-used", "C 9-2", f"player {p} has used {ps.records.cards_used} cards this turn")
        if len(ps.records.used_cards) > ps.records.cards_used or any(u not in s.cards for u in ps.records.used_cards):
            fail("cards-used", "C 9-2", f"player {p}'s used cards {ps.records.used_cards} are not among the {ps.records.cards_used} used")
        # Main phases a player is to lose (Honoka's Amidst Empty Trails): only the opponent's one copy
        # of that card takes one, and it leaves the game once used.
        if not 0 <= ps.lose_main_phases <= 1:
            fail("lost-main-phases", "C 8-2", f"player {p} is to lose {ps.lose_main_phases} main phases; 0 or 1")
    if not 1 <= s.turn <= 10_000:
        fail("turn", "C 8", f"turn {s.turn}: turns count from 1")
    if len(s.players) != 2:
        fail("players", "C 1-2", f"a duel has exactly two players, not {len(s.players)}")
    for p, ps in enumerate(s.players):
        if not 0 <= ps.records.reactions <= 1000:  # cards used as reactions this turn (C 9-4 i)
            fail("reactions", "C 9-4", f"player {p} reacted {ps.records.reactions} times this turn")
        if not 0 <= ps.records.damages_taken <= 1000:  # a count of this turn's damages (Shisui's cards)
            fail("damages-taken", "C 5-8", f"player {p} took damage {ps.records.damages_taken} times this turn")


def aura_cap(s: State, p: int) -> int:
    """5 (C 7-1-3-1), or more while one of the player's cards can raise it for its arrows: crystals
    moved there then stay after the move."""
    caps = [5]
    for inst in s.cards.values():
        if inst.holder == p:
            try:
                caps += [e.amount for e in definition(s, inst.card).effects if e.op == "aura_cap"]
            except UnknownCard:
                continue  # refused with its own invariant
    return max(caps)


def _check_definitions(s: State) -> None:
    for key, d in s.definitions.items():
        if key != d.id:
            fail("card-definition", "C 6-2-1-3", f"definition {key!r} is declared with id {d.id!r}")
        check_definition(d, s.season, s.definitions)
    for uid, inst in s.cards.items():
        if inst.card in s.definitions:
            continue
        try:
            real_card(inst.card, s.season)
        except CardNotImplemented:
            fail(
                "card-not-implemented",
                "C 1-3",
                f"card {uid!r} is {inst.card!r}, a real card whose behaviour the engine does not encode"
                f" (season {s.season}); it cannot rule on it",
            )
        except UnknownCard:
            fail(
                "unknown-card",
                "C 1-3",
                f"card {uid!r} refers to {inst.card!r}: not declared, and no card of season {s.season}",
            )
        if not 0 <= inst.crystals <= 2 * MAX_AMOUNT:
            fail("crystal-count", "C 6-3", f"card {uid!r} holds {inst.crystals} crystals")
        if len(inst.added) > 8:
            fail("card-definition", "C 10-14", f"card {uid!r} has more than 8 added effects")
        for k, eff in enumerate(inst.added):
            _check_effect(uid, k, eff)
        if inst.x is not None and not 0 <= inst.x <= 100:
            fail("card-x", "C 9-3-1", f"card {uid!r} has X fixed at {inst.x}")


def check_definition(d: CardDef, season: str, definitions: Mapping[str, CardDef]) -> None:
    """One card definition as a position (or a request for its reading) declares it: each field in bounds,
    each effect with the fields its op needs. Raises PositionError naming the broken invariant."""
    if d.type == "attack":
        if not d.range:
            fail("card-definition", "C 6-2-1-8", f"attack card {d.id!r} has no range")
        if len(d.range or []) > 32 or any(not 0 <= v <= 2 * MAX_AMOUNT for v in d.range or []):
            fail("card-definition", "C 6-2-1-8", f"attack card {d.id!r} has an out-of-bounds range")
        for v in (d.aura_damage, d.life_damage):
            if v is not None and not 0 <= v <= 2 * MAX_AMOUNT:
                fail("card-definition", "C 6-2-1-9", f"attack card {d.id!r} has negative damage")
    if d.type == "enhancement" and (d.charge is None or not 0 <= d.charge <= MAX_AMOUNT):
        fail("card-definition", "C 6-2-1-11", f"enhancement {d.id!r} needs a charge of 0 or more")
    if d.category == "trump" and not d.cost_x and not d.market_cost and (d.cost is None or not 0 <= d.cost <= 2 * MAX_AMOUNT):
        fail("card-definition", "C 6-2-1-12", f"trump {d.id!r} needs a cost of 0 or more")
    for k, eff in enumerate(d.effects):
        _check_effect(d.id, k, eff)
        if eff.op in ("resurgence", "immediate_resurgence") and d.category != "trump":
            clause = "C 10-7" if eff.op == "resurgence" else "C 10-8"
            fail("card-definition", clause, f"{d.id!r}: only a trump has {eff.op.replace('_', ' ')}")
        if eff.as_card is not None and eff.as_card not in definitions:
            _check_as_card(season, d.id, eff.as_card)
    if d.opened is not None:  # A 4-2: the open side of an umbrella-icon card
        o = d.opened
        if len(o.range or []) > 32 or any(not 0 <= v <= 2 * MAX_AMOUNT for v in o.range or []):
            fail("card-definition", "C 6-2-1-8", f"{d.id!r}: the open side has an out-of-bounds range")
        if any(v is not None and not 0 <= v <= 2 * MAX_AMOUNT for v in (o.aura_damage, o.life_damage)):
            fail("card-definition", "C 6-2-1-9", f"{d.id!r}: the open side has out-of-bounds damage")
        for k, eff in enumerate(o.effects):
            _check_effect(d.id, k, eff)
    if d.distance_limit is not None and (
        len(d.distance_limit) != 2 or not 0 <= d.distance_limit[0] <= d.distance_limit[1] <= MAX_AMOUNT
    ):
        fail("card-definition", "C 10-37", f"{d.id!r}: a distance limit is [X, Y] with 0 <= X <= Y <= 10")
    if d.unguarded and d.type != "enhancement":
        fail("card-definition", "C 10-6", f"{d.id!r}: only an enhancement has 隙 (unguarded)")
    if d.use_condition is not None and d.use_condition.quantity.startswith("attack."):
        fail("card-definition", "C 9-2", f"{d.id!r}: a use condition reads the board, not an attack")


SIGNED_OPS = frozenset({"modify_attack", "modify_charge", "master_distance", "distance_shift"})
MAX_AMOUNT = 10  # no card moves, draws or deals more than the distance zone holds; bounds the work
PHASE_MOMENTS = ("start_phase", "main_start", "main_end", "end_phase")
STANDING = ("constant", "while_deployed", "while_used")  # effects in force (C 9-1-1-2, 9-1-1-6, 9-1-1-8)


def _check_as_card(season: str, card: str, as_card: str) -> None:
    """The card another is used or declared as must be one the engine knows (C 10-38, 10-39)."""
    try:
        real_card(as_card, season)
    except (CardNotImplemented, UnknownCard):
        fail("card-definition", "C 10-38", f"{card!r} is used as {as_card!r}, which is not a card the engine knows")


def _check_effect(card: str, k: int, eff: Effect, depth: int = 0) -> None:
    """Each effect op needs its own fields (docs/test-cards.md); a definition that lacks them is
    refused here rather than failing in the middle of a ruling."""
    where = f"effect {k} of {card!r}"
    # Only a modification's amount may be negative: a shift of every element by -X (C 10-35-1).
    low = -MAX_AMOUNT if eff.op in SIGNED_OPS else 0
    if not low <= eff.amount <= MAX_AMOUNT:
        fail("card-definition", "C 10-1", f"{where}: amount {eff.amount} is outside {low}..{MAX_AMOUNT}")
    if eff.op == "script" or eff.script is not None:
        fail("card-definition", "C 1-3", f"{where}: coded effects belong to real cards; a test card uses the vocabulary")
    for v in (eff.aura, eff.life):
        if v is not None and not -MAX_AMOUNT <= v <= MAX_AMOUNT:
            fail("card-definition", "C 5-6", f"{where}: value {v} is outside -{MAX_AMOUNT}..{MAX_AMOUNT}")
    rng = eff.range or []
    if len(rng) > 32 or any(not -MAX_AMOUNT <= v <= 2 * MAX_AMOUNT for v in rng):
        fail("card-definition", "C 6-2-1-8", f"{where}: range {eff.range} is out of bounds")
    if eff.op in ("move", "additional_cost") and (eff.source is None or eff.dest is None):
        fail("card-definition", "C 10-1", f"{where}: an arrow needs a source and a destination zone")
    if eff.op == "discard_cost" and not eff.goddess:
        fail("card-definition", "C 10-31", f"{where}: a discard cost names the goddess whose cards it is on")
    if eff.op == "block_arrows" and eff.source is None:
        fail("card-definition", "C 10-1", f"{where}: name the zone arrows cannot move crystals out of")
    if eff.op == "perform_attack" and not eff.range:
        fail("card-definition", "C 10-5", f"{where}: an attack needs a range")
    if eff.op == "modify_attack" and eff.range_class in ("change", "add", "remove") and eff.range is None:
        fail("card-definition", "C 5-7", f"{where}: a range {eff.range_class} needs the values")
    if eff.op in ("may", "reserve", "replace_damage") and not eff.then:
        fail("card-definition", "C 10-40", f"{where}: a '{eff.op}' effect needs the effect it holds")
    if eff.op in ("gain_keyword", "lose_keyword") and not eff.keywords:
        fail("card-definition", "C 10-22", f"{where}: name the keywords gained or lost")
    if eff.op == "reserve" and eff.when not in PHASE_MOMENTS:
        fail("card-definition", "C 9-1-3-4", f"{where}: a reserved effect needs the phase moment it resolves at")
    if eff.when is not None and eff.when not in PHASE_MOMENTS and eff.timing not in STANDING:
        fail("card-definition", "C 5-5", f"{where}: only an effect in force can be set off by damage")
    if eff.op in ("resurgence", "immediate_resurgence") and (eff.timing != "while_used" or eff.condition is None):
        clause = "C 10-7" if eff.op == "resurgence" else "C 10-8"
        fail("card-definition", clause, f"{where}: {eff.op} is a while-used effect with a condition")
    if eff.op == "reverse_arrows" and eff.timing not in STANDING:
        fail("card-definition", "C 10-2", f"{where}: reversing the arrows is an effect in force, not a one-off")
    if eff.op == "copy_of" and (eff.timing != "constant" or not eff.of or eff.condition is not None):
        fail("card-definition", "C 10-16", f"{where}: a copy is a constant effect naming its original, unconditional")
    if eff.becomes and eff.condition is None:
        fail("card-definition", "C 5-5", f"{where}: 'becomes' needs the condition that becomes met")
    if eff.op == "add_effect" and not eff.then:
        fail("card-definition", "C 10-14", f"{where}: name the effects to add")
    if eff.op in ("use_as", "declare_as") and not eff.as_card:
        fail("card-definition", "C 10-38", f"{where}: name the card it is used as")
    if eff.op == "exchange" and (eff.card_name is None or eff.partner is None):
        fail("card-definition", "C 10-25", f"{where}: an exchange names this card and the card it is exchanged with")
    if eff.op == "distance_shift" and (eff.timing != "while_deployed" or eff.condition is not None):
        fail("card-definition", "C 5-2-1", f"{where}: a distance shift is an unconditional while-deployed effect")
    if eff.op == "cannot_basic_action" and not eff.moves:
        fail("card-definition", "C 9-6", f"{where}: name the basic actions that cannot be performed")
    if eff.op == "basic_action" and eff.move is None:
        fail("card-definition", "C 9-6", f"{where}: name the basic action to perform")
    if eff.condition is not None:
        _check_condition(where, eff.condition, continuous=eff.op in CONTINUOUS_OPS and eff.when is None)
    if eff.op == "redirect_crystals" and eff.dest is None:
        fail("card-definition", "C 6-3", f"{where}: name where the redirected crystals go")
    if eff.op == "if" and eff.condition is None:
        fail("card-definition", "C 9-1", f"{where}: an 'if' effect needs its condition")
    if eff.op == "choose_one" and (len(eff.choices) < 2 or not all(eff.choices)):
        fail("card-definition", "C 9-1", f"{where}: 'choose one' needs two or more options, each with effects")
    if eff.when == "attack_performed" and eff.op not in (*ATTACK_MOD_OPS, "nullify_attack"):
        fail("card-definition", "C 9-4", f"{where}: only a modification of attacks is read as an attack is performed")
    if eff.when == "attack_end" and eff.op != "reserve":
        fail("card-definition", "C 9-1-3-4", f"{where}: only a reserved effect waits for an attack's end")
    if eff.to_dash and (eff.op != "modify_attack" or eff.mod_class != "substitute"):
        fail("card-definition", "C 5-6", f"{where}: a damage becomes 「-」 only by a substitution of an attack")
    if eff.when == "reacted_to" and eff.timing != "constant":
        fail("card-definition", "C 9-4 i", f"{where}: 'when this attack is answered' is a constant effect of its card")
    chosen = [e for choice in eff.choices for e in choice]
    if depth > 3 or len(eff.then) + len(eff.otherwise) + len(chosen) + len(eff.after_attack) + len(eff.if_done) > 8:
        fail("card-definition", "C 9-1", f"{where}: effects nest too deep")
    for j, sub in enumerate([*eff.then, *eff.otherwise, *chosen, *eff.after_attack, *eff.if_done]):
        _check_effect(card, j, sub, depth + 1)


def _check_condition(where: str, cond: Condition, *, continuous: bool, depth: int = 0) -> None:
    """Bounded values, one level of "and"/"or", and no attack read by a continuous effect (C 5-5-4)."""
    if cond.quantity.startswith("attack.") and continuous:
        fail("card-definition", "C 5-5-4", f"{where}: a continuous effect cannot depend on an attack's damage")
    if not -100 <= cond.value <= 100:
        fail("card-definition", "C 5-5-4", f"{where}: condition value {cond.value} is out of bounds")
    gadget = ".gadget_" in cond.quantity and cond.user is None  # A 8-3: another goddess's cards only
    if (cond.user is not None or cond.other_goddess) and not cond.quantity.endswith(".used_trumps") and not gadget:
        fail("card-definition", "C 10-20", f"{where}: only used trumps and gadgets are counted by goddess")
    subs = [*cond.all_of, *cond.any_of]
    if subs and (depth > 0 or len(subs) > 4):
        fail("card-definition", "C 5-5-4", f"{where}: conditions combine at most 4 others, one level deep")
    for c in subs:
        _check_condition(where, c, continuous=continuous, depth=depth + 1)


def _check_zones(s: State) -> None:
    # One pass over every card of every zone, the checks in a fixed order; locals and the goddesses'
    # card hooks found once, not per card (issue 22: a quarter of reading a position was validating it).
    seen: dict[str, int] = {}
    cards = s.cards
    hooks = card_hooks()
    not_over = s.step != "game_over"
    for p, ps in enumerate(s.players):
        for z, zone in [*((z, getattr(ps, z)) for z in ZONES), *added_card_zones(ps)]:
            holder_only = z in HOLDER_ONLY or z in GODDESS_HOLDER_ONLY
            trump_states = _TRUMP_STATES.get(z)
            holds_crystals = z in ("enhancements", "trumps", "in_use") or z in HOLDS_CRYSTALS
            for uid in zone:
                seen[uid] = seen.get(uid, 0) + 1
                if uid not in cards:
                    fail(
                        "unknown-card", "C 7-1", f"player {p}'s {z} names {uid!r}, which is not a card of this position"
                    )
                inst = cards[uid]
                d = definition(s, inst.card)
                if holder_only and inst.holder != p:
                    fail("holder-zone", "C 7-2", f"{uid!r} (holder {inst.holder}) is in player {p}'s {z}")
                if z == "trumps" and d is not None and d.category != "trump":
                    fail("trump-zone", "C 7-1-11", f"{uid!r} is a normal card in the trump zone")
                if trump_states and d is not None and d.category == "trump" and inst.trump_state not in trump_states:
                    fail("trump-state", "C 6-2-2-3", f"trump {uid!r} in {z} is {inst.trump_state!r}")
                if inst.crystals and not holds_crystals:
                    fail("linked-crystals", "C 6-3", f"{uid!r} in {z} cannot hold crystals")
                if z == "enhancements" and inst.crystals == 0 and not_over:
                    fail(
                        "enhancement-crystals",
                        "C 5-5-2",
                        f"enhancement {uid!r} has no crystal: it would already have been destroyed",
                    )
                for hook in hooks:  # what the goddesses' rules say of a card there (``validate_card``)
                    hook(s, uid, d, p, z)
    for held in s.sealed.values():
        for uid in held:
            seen[uid] = seen.get(uid, 0) + 1
            if uid not in cards:
                fail("unknown-card", "C 7-1-13", f"sealed card {uid!r} is not a card of this position")
            validate_card(s, uid, definition(s, cards[uid].card), None, "sealed")
    for uid in cards:
        if uid not in seen:
            fail("card-zone", "C 7-1", f"card {uid!r} is in no zone")
    for uid, n in seen.items():
        if n > 1:
            fail("card-zone", "C 7-1", f"card {uid!r} is in {n} zones at once")


def _check_definitions_fast(s: State) -> None:
    """``_check_definitions``, the same checks in the same order, with a real card's definition looked up
    once per card id rather than once per instance (a deck holds each card once, but a position's cards
    share their ids across its positions' loads: ``real_card`` is memoised, the lookup is what costs)."""
    defs = s.definitions
    for key, d in defs.items():
        if key != d.id:
            fail("card-definition", "C 6-2-1-3", f"definition {key!r} is declared with id {d.id!r}")
        check_definition(d, s.season, defs)
    season = s.season
    known: set[str] = set()
    for uid, inst in s.cards.items():
        card = inst.card
        if card in defs:
            continue
        if card not in known:
            try:
                real_card(card, season)
            except CardNotImplemented:
                fail(
                    "card-not-implemented",
                    "C 1-3",
                    f"card {uid!r} is {card!r}, a real card whose behaviour the engine does not encode"
                    f" (season {season}); it cannot rule on it",
                )
            except UnknownCard:
                fail(
                    "unknown-card",
                    "C 1-3",
                    f"card {uid!r} refers to {card!r}: not declared, and no card of season {season}",
                )
            known.add(card)
        if not 0 <= inst.crystals <= 2 * MAX_AMOUNT:
            fail("crystal-count", "C 6-3", f"card {uid!r} holds {inst.crystals} crystals")
        added = inst.added
        if added:
            if len(added) > 8:
                fail("card-definition", "C 10-14", f"card {uid!r} has more than 8 added effects")
            for k, eff in enumerate(added):
                _check_effect(uid, k, eff)
        if inst.x is not None and not 0 <= inst.x <= 100:
            fail("card-x", "C 9-3-1", f"card {uid!r} has X fixed at {inst.x}")


PLAIN_CATEGORIES = frozenset({"normal", "trump"})  # C 6-2-1-1: the core's card categories
CORE_ZONES = frozenset(ZONES)


def _check_zones_fast(s: State) -> None:
    """``_check_zones``, the same checks in the same order and the same first failure, but the goddesses'
    ``validate_card`` hooks are not asked about a plain card: one of the core's categories (normal or
    trump, C 6-2-1-1), carrying no goddess's state, no fewer than 0 crystals, lying in one of the core's
    zones of a player (C 7-1). What each hook refuses is a card of her own category out of its zones
    (Oboro's parts A 3-9, Chikage's poisons A 7-2-1, Thallya's TransForms A 9-4, Mizuki's soldiers
    A 16-2-1, Kanawe's plans A 18-4-3), a card in a zone she adds (the anvil A 6-3-1, the poison bag
    A 7-3-1, the Machine, 〈Plan〉) that does not belong there, or a card's state of hers (Raira's charge
    A 10-3-1-1, Megumi's seeds A 17-5, which also refuse fewer than 0 crystals): none of which a plain
    card has. ``tests/furuyoni/unit/test_validate_fast.py`` holds every hook to that (``plain cards``)."""
    seen: dict[str, int] = {}
    cards = s.cards
    defs = s.definitions
    season = s.season
    hooks = card_hooks()
    not_over = s.step != "game_over"
    for p, ps in enumerate(s.players):
        for z, zone in [*((z, getattr(ps, z)) for z in ZONES), *added_card_zones(ps)]:
            holder_only = z in HOLDER_ONLY or z in GODDESS_HOLDER_ONLY
            trump_states = _TRUMP_STATES.get(z)
            holds_crystals = z in ("enhancements", "trumps", "in_use") or z in HOLDS_CRYSTALS
            core = z in CORE_ZONES
            is_trumps = z == "trumps"
            is_enhancements = z == "enhancements"
            for uid in zone:
                seen[uid] = seen.get(uid, 0) + 1
                inst = cards.get(uid)
                if inst is None:
                    fail(
                        "unknown-card", "C 7-1", f"player {p}'s {z} names {uid!r}, which is not a card of this position"
                    )
                    return
                d = defs.get(inst.card)
                if d is None:
                    d = real_card(inst.card, season)
                if holder_only and inst.holder != p:
                    fail("holder-zone", "C 7-2", f"{uid!r} (holder {inst.holder}) is in player {p}'s {z}")
                category = d.category
                if is_trumps and category != "trump":
                    fail("trump-zone", "C 7-1-11", f"{uid!r} is a normal card in the trump zone")
                if trump_states and category == "trump" and inst.trump_state not in trump_states:
                    fail("trump-state", "C 6-2-2-3", f"trump {uid!r} in {z} is {inst.trump_state!r}")
                crystals = inst.crystals
                if crystals and not holds_crystals:
                    fail("linked-crystals", "C 6-3", f"{uid!r} in {z} cannot hold crystals")
                if is_enhancements and crystals == 0 and not_over:
                    fail(
                        "enhancement-crystals",
                        "C 5-5-2",
                        f"enhancement {uid!r} has no crystal: it would already have been destroyed",
                    )
                if core and not inst.goddess and crystals >= 0 and category in PLAIN_CATEGORIES:
                    continue  # a plain card: no goddess's hook can refuse it (above)
                for hook in hooks:  # what the goddesses' rules say of a card there (``validate_card``)
                    hook(s, uid, d, p, z)
    for held in s.sealed.values():
        for uid in held:
            seen[uid] = seen.get(uid, 0) + 1
            if uid not in cards:
                fail("unknown-card", "C 7-1-13", f"sealed card {uid!r} is not a card of this position")
            validate_card(s, uid, definition(s, cards[uid].card), None, "sealed")
    if len(seen) != len(cards):
        for uid in cards:
            if uid not in seen:
                fail("card-zone", "C 7-1", f"card {uid!r} is in no zone")
    for uid, n in seen.items():
        if n > 1:
            fail("card-zone", "C 7-1", f"card {uid!r} is in {n} zones at once")


# C 6-2-2-3: the states a trump may have in these zones
_TRUMP_STATES: dict[str, tuple[str, ...]] = {"trumps": ("unused", "used"), "in_use": ("in_use",)}


def _check_step(s: State) -> None:
    if s.step == "game_over":
        if s.winner is None and not s.draw:
            fail("game-over", "C 4-2", "a finished duel needs a winner or a draw")
        return
    if s.winner is not None or s.draw:
        fail("game-over", "C 4-2", "the duel has a result but is not over")
    if s.step in ("main_action", "main_end") and s.action_kind is None:
        fail("action-kind", "C 8-2-1", "the main phase needs its standard or full-power action chosen")
    if s.attacks or any(ps.in_use for ps in s.players):
        fail(
            "stable-position",
            "C 9-8",
            "a position's state is stable: attacks and cards in use belong to its answers, not its state",
        )
    if s.step == "mulligan" and any(len(ps.hand) > 3 for ps in s.players):
        fail("mulligan-hand", "C 4-1", "at the mulligan a hand holds the 3 cards drawn at setup")


# --- distance tokens (A 9-6, 9-2-1-1: Thallya's, declared by her state's distance_tokens) --------------


def _check_artificial_crystals(s: State) -> None:
    """A 9-2-1-1, 9-6: the tokens a goddess puts in 〈Distance〉: a -1 token lies on a sakura crystal of
    〈Distance〉 (one each), and crystals and +1 tokens together fill at most its 10 places. (What she
    keeps elsewhere, her own module checks.)"""
    tokens = [added.distance_tokens() for ps in s.players for added in ps.goddess.values()]
    plus = sum(t[0] for t in tokens)
    minus = sum(t[1] for t in tokens)
    if s.distance + plus > 10:
        fail("distance-capacity", "A 9-6", f"distance holds {s.distance} crystals and {plus} +1 tokens; 10 at most")
    if minus > s.distance:
        fail("distance-tokens", "A 9-2-1-1", f"{minus} -1 tokens need as many crystals of distance; it holds {s.distance}")
