"""Mizuki (No. 18): card behaviour and her additional rules (A 16), the barracks and its soldiers.

A 16-1: a player harboring Mizuki starts with her extra card O-S-3-Ex1 in 〈Extra〉 (the default place
of a component) and her soldier cards (T-1 twice, T-2, T-3) unconscripted in her 〈兵営〉 (barracks,
``MizukiState.barracks``, ``players[i].goddess.mizuki``): ``RULES.component_zone``; the soldiers' category is "soldier" (A 16-2).
A 16-2-1: a soldier card moved anywhere but the barracks, 〈In use〉, 〈Enhancement〉, sealed or out of
game goes to the barracks unconscripted instead (``RULES.redirect_card``); a soldier lying anywhere
else is refused (``RULES.validate_card``).
A 16-4: the barracks is face down, its cards seen by the player it is linked to only (``RULES.hidden``);
each card there is conscripted (``MizukiState.conscripted``, public) or not, and leaving the barracks ends
that state.
A 16-5: conscripting (``conscript``) makes one unconscripted soldier card of the barracks conscripted.

"If you reacted last turn" reads ``PlayerState.reacted_last_turn`` (quantity ``self.reacted_last_turn``),
set as each turn ends from the count of cards the player used as reactions in it (``reactions``).
Mie Turret's 即再起 acts through ``RULES.card_used``, as the terminal card goes into 〈In use〉.

A 16-4: a conscripted card of the barracks may be used as from hand, as a main action or a reaction
(``RULES.usable_cards``, read by ``check_use`` and the options of the main phase and of reactions); an attack remembers the zone its card
was used from (``Attack.origin``: Ōte Gate's "from the barracks"). 不動 ("the current distance has not
changed this turn": Quash, Front Line, Divinity of War) reads ``distance.changed_this_turn``. Ōte Gate
and Roaring Warcry change 終端 and 《全力》 through ``lose_terminal`` and ``full_power_to_terminal``.
"""

from __future__ import annotations

from collections.abc import Generator, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from pydantic import ConfigDict

from ..attacks import give_mod
from ..catalogue import Behaviour, behaviour, definition, scripted
from ..goddess_state import CardZone, GoddessState
from ..hooks import GoddessRules
from ..model import STRICT, CardDef, Condition, Effect, PlayerState, State
from ..validate import fail
from .oboro_parts import choose_one

if TYPE_CHECKING:
    from ..game import Game, Proc
    from ..procedures.effects import Context

LEAD_THE_CHARGE = "NA-18-mizuki-O-N-1"
COUNTEROFFENSIVE = "NA-18-mizuki-O-N-2"
COMMAND = "NA-18-mizuki-O-N-4"
BULWARK = "NA-18-mizuki-O-N-5"
STEADY_ADVANCE = "NA-18-mizuki-O-N-6"
MIE_TURRET = "NA-18-mizuki-O-S-2"
SOLDIERS = ("NA-18-mizuki-O-T-1", "NA-18-mizuki-O-T-2", "NA-18-mizuki-O-T-3")


@dataclass
class MizukiState(GoddessState, key="mizuki"):
    """What Mizuki adds to a player: her 〈兵営〉 (barracks, A 16-4), soldier and normal cards face down,
    seen by this player only; ``conscripted`` names those of them that are conscripted (public: they lie
    on the barracks board), the others are unconscripted."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT
    CARD_ZONES = (CardZone("barracks"),)  # linked to her player (A 16-4)
    WORDS: ClassVar[dict[str, str]] = {"barracks": "barracks"}
    LEGACY = ("barracks", "conscripted")
    barracks: list[str] = field(default_factory=list)
    conscripted: list[str] = field(default_factory=list)


def barracks(ps: PlayerState) -> list[str]:
    """The cards of the player's barracks (none for a player without one)."""
    mine = MizukiState.of(ps)
    return [] if mine is None else mine.barracks


def conscripted(ps: PlayerState) -> list[str]:
    """The conscripted cards of the player's barracks (A 16-4)."""
    mine = MizukiState.of(ps)
    return [] if mine is None else mine.conscripted


def harbors_mizuki(goddesses: list[str]) -> bool:
    return any(g.split("-")[0] == "mizuki" for g in goddesses)


def unconscripted_soldiers(g: Game, p: int) -> list[str]:
    """The soldier cards of player p's barracks that are not conscripted (A 16-4, 16-5)."""
    ps = g.state.players[p]
    drafted = conscripted(ps)
    return [u for u in barracks(ps) if u not in drafted and g.defn(u).category == "soldier"]


def conscript(g: Game, p: int) -> Generator[Any, Any, None]:
    """A 16-5: player p picks one unconscripted soldier card of the barracks and conscripts it. With
    none left, nothing happens (C 5-10). Copies of one card are interchangeable: the choice is asked
    only between different cards."""
    pool = unconscripted_soldiers(g, p)
    if not pool:
        g.shortfalls += 1
        g.emit("C 5-10", f"player {p} has no unconscripted soldier in the barracks", player=p)
        return
    kinds: dict[str, str] = {}
    for u in pool:
        kinds.setdefault(g.state.cards[u].card, u)
    pick: str | None = pool[0]
    if len(kinds) > 1:
        pick = yield from choose_one(g, p, list(kinds.values()), "A 16-5", "a soldier to conscript")
    assert pick is not None
    MizukiState.on(g.state.players[p]).conscripted.append(pick)
    g.emit("A 16-5", f"player {p} conscripts {g.name(pick)}", card=pick, player=p)


def conscript_once(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """A card's "conscript once" (A 16-5)."""
    yield from conscript(g, me)


def bulwark(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Bulwark: if this is the first card its user has used as a reaction this turn (the count includes
    this use, C 9-4 i), the attack it answers is nullified unless that attack is of a trump or is
    《全力》 (its subtype, copied from its card, C 9-2-1 i; 全力化 does not make it one, C 9-1-2)."""
    from ..procedures.effects import Context as Ctx
    from ..procedures.effects import answered_attack, resolve_effect

    atk = answered_attack(g, me, ctx)
    if atk is None:
        g.emit("C 9-4 ii", "Bulwark answers no attack: nothing is nullified", card=uid)
        return
    if g.state.players[me].records.reactions != 1:
        g.emit("C 9-4 ii", f"player {me} has reacted before this turn: {atk.id} stands", card=uid)
        return
    if atk.category == "trump" or atk.subtype == "full_power":
        g.emit("C 9-4 ii", f"{atk.id} is of a trump or 《全力》: it stands", card=uid)
        return
    yield from resolve_effect(g, uid, me, Effect(timing="on_use", op="nullify_attack"), "C 9-4 ii", Ctx(attack=atk))


# 不動: "the current distance has not changed this turn" (``distance.changed_this_turn``).
UNMOVED = Condition(quantity="distance.changed_this_turn", compare="==", value=0)


def quash(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Quash, after its attack (a reaction): 不動 — if the current distance has not changed this turn,
    the attack it answered is nullified unless it is of a trump or 《全力》 (as for Bulwark)."""
    from ..procedures.effects import Context as Ctx
    from ..procedures.effects import answered_attack, resolve_effect
    from ..quantities import holds

    atk = answered_attack(g, me, ctx)
    if atk is None:
        g.emit("C 9-4 vii", "Quash answered no attack: nothing is nullified", card=uid)
        return
    if not holds(g, me, UNMOVED, uid):
        g.emit("C 9-4 vii", "the current distance has changed this turn: nothing is nullified", card=uid)
        return
    if atk.category == "trump" or atk.subtype == "full_power":
        g.emit("C 9-4 vii", f"{atk.id} is of a trump or 《全力》: it stands", card=uid)
        return
    yield from resolve_effect(g, uid, me, Effect(timing="on_use", op="nullify_attack"), "C 9-4 ii", Ctx(attack=atk))


def shieldbearer(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Shieldbearer (a reaction): the attack it answered gets -1/+0 unless it is 《全力》 (its subtype,
    copied from its card, C 9-2-1 i)."""
    from ..procedures.effects import answered_attack

    atk = answered_attack(g, me, ctx)
    if atk is None:
        g.emit("C 9-2-2", "Shieldbearer answers no attack: nothing is modified", card=uid)
        return
    if atk.subtype == "full_power":
        g.emit("C 9-2-2", f"{atk.id} is 《全力》: it is not modified", card=uid)
        return
    give_mod(g, atk, Effect(timing="constant", op="modify_attack", applies_to="this_attack", aura=-1, life=0), uid)
    g.emit("C 10-3", f"{atk.id} gets -1/+0", attack=atk.id, card=uid)
    yield from ()


DIVINITY_OF_WAR = "NA-18-mizuki-O-S-3-Ex1"


def ote_gate(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Ōte Gate "Tatenashi", as it is used: the extra card Divinity of War (from 〈Extra〉, if it lies
    there) and a card of her hand she chooses go into her barracks, conscripted (A 16-4); then she
    conscripts once (A 16-5)."""
    from ..procedures.terms import pick_card

    ps = g.state.players[me]
    chosen = [u for u in ps.extra if g.state.cards[u].card == DIVINITY_OF_WAR][:1]
    if not chosen:
        g.emit("A 16-4", "Divinity of War is not in 〈Extra〉: only a card of the hand goes", player=me)
    if ps.hand:
        pick = yield from pick_card(g, me, list(ps.hand), "A 16-4", {"card": uid, "what": "a card of the hand to the barracks"})
        if pick is not None:
            chosen.append(pick)
    for card in chosen:
        g.move_card(card, "barracks", me, clause="A 16-4")
        MizukiState.on(g.state.players[me]).conscripted.append(card)
        g.emit("A 16-4", f"{g.name(card)} is in the barracks, conscripted", player=me, card=card)
    yield from conscript(g, me)


def back_to_extra(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Divinity of War, after its attack: the card goes back to its holder's 〈Extra〉 (C 7-1-12)."""
    if uid is not None and uid in g.state.cards:
        g.move_card(uid, "extra", g.state.cards[uid].holder, clause="C 7-1-12")
    yield from ()


def turret_resurges(g: Game, p: int, uid: str) -> None:
    """Mie Turret "Hizamaru"'s 即再起 (C 10-8): as player p uses a card with 終端 (the hook runs as the
    card goes into 〈In use〉, before it resolves), p's used Mie Turret becomes unused (C 10-17)."""
    if not g.defn(uid).terminal:
        return
    from ..procedures.terms import return_to_unused

    for t in list(g.state.players[p].trumps):
        inst = g.state.cards[t]
        if inst.card == MIE_TURRET and inst.holder == p and inst.trump_state == "used":
            g.emit("C 10-8", f"{g.name(uid)} has 終端: {g.name(t)} resurges before it resolves", card=t)
            return_to_unused(g, t, "C 10-17")


def component_zone(goddess_key: str, rules_id: str) -> str | None:
    """A 16-1: her soldiers start in her barracks (unconscripted); her extra card in 〈Extra〉."""
    if harbors_mizuki([goddess_key]) and rules_id in SOLDIERS:
        return "barracks"
    return None


REACTED_LAST_TURN = Condition(quantity="self.reacted_last_turn", compare=">=", value=1)


def _steady_choice() -> Effect:
    """One of Steady Advance's three picks: conscript once, advance, or wrap (the basic actions
    performed without their cost, C 9-6 i-A). Each pick resolves before the next is made: see the
    decision on A 16-5 in clause_meta.toml."""
    return Effect(
        timing="on_use",
        op="choose_one",
        choices=[
            [scripted("on_use", conscript_once)],
            [Effect(timing="on_use", op="basic_action", move="advance")],
            [Effect(timing="on_use", op="basic_action", move="wrap")],
        ],
    )


CARDS: dict[str, Behaviour] = {
    # Lead the Charge: afterwards, conscript once.
    LEAD_THE_CHARGE: behaviour(scripted("after_attack", conscript_once)),
    # Counteroffensive: +2/+1 if its user reacted in the previous turn; 全力化: +1/+1 more.
    COUNTEROFFENSIVE: behaviour(
        Effect(
            timing="constant",
            op="modify_attack",
            applies_to="this_attack",
            aura=2,
            life=1,
            condition=REACTED_LAST_TURN,
        ),
        Effect(timing="constant", op="modify_attack", applies_to="this_attack", aura=1, life=1, full_power=True),
    ),
    # Command: conscript once; one concentration more if its user reacted in the previous turn.
    COMMAND: behaviour(
        scripted("on_use", conscript_once),
        Effect(timing="on_use", op="gain_concentration", amount=1, condition=REACTED_LAST_TURN),
    ),
    # Bulwark (終端, a reaction): nullifies a non-trump, non-《全力》 attack when it is the first reaction.
    BULWARK: behaviour(scripted("on_use", bulwark), terminal=True),
    # Mie Turret "Hizamaru": usable only while its user has performed no attack this turn; 即再起 as
    # its holder uses a card with 終端 (``turret_resurges``).
    MIE_TURRET: behaviour(use_condition=Condition(quantity="self.attacks_performed", compare="==", value=0)),
    # Quash (a reaction attack): after it, 不動 — the attack it answered is nullified (``quash``).
    "NA-18-mizuki-O-N-3": behaviour(scripted("after_attack", quash)),
    # Front Line: while deployed, 不動 — her first non-trump attack of the turn gets +1/+1 as it is
    # performed if the current distance has not changed this turn.
    "NA-18-mizuki-O-N-7": behaviour(
        Effect(
            timing="while_deployed",
            when="attack_performed",
            op="modify_attack",
            applies_to="own_attacks",
            aura=1,
            life=1,
            first_not_trump=True,
            condition=UNMOVED,
        ),
    ),
    # The soldiers (A 16-2), each with 終端. Spearman: +1/+0 if its user reacted in the previous turn.
    "NA-18-mizuki-O-T-1": behaviour(
        Effect(
            timing="constant",
            op="modify_attack",
            applies_to="this_attack",
            aura=1,
            life=0,
            condition=REACTED_LAST_TURN,
        ),
        terminal=True,
        category="soldier",
    ),
    # Shieldbearer (a reaction): see ``shieldbearer``.
    "NA-18-mizuki-O-T-2": behaviour(scripted("on_use", shieldbearer), terminal=True, category="soldier"),
    # Cavalry: while deployed, the opponent's attacks lose 対応不可 (C 10-22); destroyed, its holder gains
    # a concentration.
    "NA-18-mizuki-O-T-3": behaviour(
        Effect(timing="while_deployed", op="lose_keyword", applies_to="opponent_attacks", keywords=["no_reaction"]),
        Effect(timing="on_destroy", op="gain_concentration", amount=1),
        terminal=True,
        category="soldier",
    ),
    # Ōte Gate "Tatenashi" (終端): see ``ote_gate``. Used: the attacks of attack cards she uses from the
    # barracks get +1/+0; reaction cards she uses from the barracks lose 終端.
    "NA-18-mizuki-O-S-3": behaviour(
        scripted("on_use", ote_gate),
        Effect(
            timing="while_used", op="modify_attack", applies_to="own_attacks", aura=1, life=0, zone="self.barracks"
        ),
        Effect(timing="while_used", op="lose_terminal", subtype="reaction", zone="self.barracks"),
        terminal=True,
    ),
    # Mizuki's Roaring Warcry (full power): while deployed, her normal cards and soldiers printed with
    # 終端 lose it; her normal cards printed 《全力》 lose 《全力》 and gain 終端.
    "NA-18-mizuki-O-S-4": behaviour(
        Effect(timing="while_deployed", op="lose_terminal", category="normal"),
        Effect(timing="while_deployed", op="lose_terminal", category="soldier"),
        Effect(timing="while_deployed", op="full_power_to_terminal"),
    ),
    # Divinity of War (Ōte Gate's extra card): 不動 — +0/+1 while the current distance has not changed
    # this turn; after the attack it goes back to 〈Extra〉.
    "NA-18-mizuki-O-S-3-Ex1": behaviour(
        Effect(timing="constant", op="modify_attack", applies_to="this_attack", aura=0, life=1, condition=UNMOVED),
        scripted("after_attack", back_to_extra),
    ),
    # Tenshu Keep "Hachiryou" (終端, a reaction enhancement): as it deploys, the attack it answered is
    # nullified; while deployed, the attacks of her other goddess's cards and of her soldiers (A 16-3-1)
    # get +0/+1.
    "NA-18-mizuki-O-S-1": behaviour(
        Effect(timing="on_deploy", op="nullify_attack"),
        Effect(timing="while_deployed", op="modify_attack", applies_to="own_attacks", aura=0, life=1, other_goddess=True),
        Effect(timing="while_deployed", op="modify_attack", applies_to="own_attacks", aura=0, life=1, category="soldier"),
        terminal=True,
    ),
    # Steady Advance (full power): three picks, the same one as often as wished.
    STEADY_ADVANCE: behaviour(*[_steady_choice() for _ in range(3)]),
}

# A 16-2-1: the zones a soldier may lie in; bound for any other, it goes to the barracks instead.
SOLDIER_DESTINATIONS = frozenset({"barracks", "in_use", "enhancements", "sealed", "out_of_game"})


def soldier_to_barracks(
    g: Game, uid: str, src: str, zone: str, owner: int | None, clause: str, face_down: bool
) -> tuple[str, int | None, bool]:
    """A 16-2-1: a soldier bound for a zone other than those it may lie in goes to its holder's
    〈兵営〉 (barracks), unconscripted, instead."""
    if zone not in SOLDIER_DESTINATIONS and g.defn(uid).category == "soldier":
        g.emit("A 16-2-1", f"{g.name(uid)} is a soldier: it goes to the barracks unconscripted instead", card=uid)
        return "barracks", None, face_down
    return zone, owner, face_down


def left_barracks(g: Game, uid: str, src: str, src_owner: int | None, zone: str, owner: int | None) -> None:
    """A 16-4: conscripted or not is the state of a card in the barracks; leaving them, it is neither."""
    if src == "barracks" and src_owner is not None:
        drafted = conscripted(g.state.players[src_owner])
        if uid in drafted:
            drafted.remove(uid)


def usable(g: Game, p: int) -> list[str]:
    """A 16-4: the conscripted cards of the barracks may be used whenever their conditions are met."""
    return list(conscripted(g.state.players[p]))


def hidden(s: State, viewer: int, p: int) -> Iterable[str]:
    """A 16-4: the barracks lies face down, seen by the player it is linked to only."""
    return barracks(s.players[p]) if p != viewer else ()


def validate(s: State, p: int) -> None:
    """A 16-4: a barracks is linked to a player harboring Mizuki (a position without goddesses, as
    scenarios write them, may give any player one) and holds soldier and normal cards, each conscripted
    or not."""
    ps = s.players[p]
    held = barracks(ps)
    if held and ps.goddesses and not harbors_mizuki(ps.goddesses):
        fail("barracks", "A 16-4", f"player {p} does not harbor Mizuki and has no barracks")
    for u in held:
        if u in s.cards and definition(s, s.cards[u].card).category not in ("soldier", "normal"):
            fail("barracks", "A 16-4", f"card {u} in player {p}'s barracks is neither a soldier nor a normal card")
    drafted = conscripted(ps)
    if len(set(drafted)) != len(drafted) or any(u not in held for u in drafted):
        fail("conscripted", "A 16-4", f"player {p}'s conscripted cards {drafted} are not all in the barracks")


SOLDIER_ZONES = frozenset({"barracks", "in_use", "enhancements", "out_of_game"})  # A 16-2-1 (no sealed zone is modelled)


def validate_card(s: State, uid: str, d: CardDef, p: int | None, zone: str) -> None:
    """A 16-2-1: a soldier lies nowhere but in the barracks, in use, deployed or out of game."""
    if p is not None and d.category == "soldier" and zone not in SOLDIER_ZONES:
        fail("soldier-zone", "A 16-2-1", f"soldier {uid} lies in player {p}'s {zone}; it goes to the barracks")


RULES = GoddessRules(
    component_zone=component_zone,
    card_used=turret_resurges,
    redirect_card=soldier_to_barracks,
    card_moved=left_barracks,
    usable_cards=usable,
    hidden=hidden,
    validate=validate,
    validate_card=validate_card,
)
