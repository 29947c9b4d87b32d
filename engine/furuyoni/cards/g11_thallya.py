"""Thallya (No. 11) and her another version 『帰還』 (Return, A1): card behaviour and her additional
rules (A 9).

State (all public, ``ThallyaState`` under ``players[i].goddess.thallya``): ``machine`` (the TransForm cards in her 〈Machine〉, A 9-3, 9-4),
``machine_crystals`` (her artificial crystals, 造花結晶, in the 〈Machine〉, A 9-2), ``burned`` (those in
her 〈Burned〉, A 9-5), ``distance_plus`` / ``distance_minus`` (those in 〈Distance〉 as +1 tokens, and as
-1 tokens each lying on a sakura crystal there, A 9-2-1-1). ``state.distance`` stays the number of
sakura crystals in 〈Distance〉; ``Game.distance`` adds the +1 tokens and leaves out the covered crystals
(A 9-6), ``Game.crystals`` offers only the uncovered ones and ``Game.room`` counts the +1 tokens
against the cap of 10.

The rules here: the five artificial crystals placed in the 〈Machine〉 at setup (A 9-1; the TransForm
cards start in 〈Extra〉 as every form's components do, ``carddb.extra_pool``); the start-phase return
of the active player's tokens to 〈Burned〉 (A 9-2-1-1, a rule effect at C 8-1-2: see the clause
index); burning (A 9-5, 9-8: the additional cost of a card with 燃焼, ``RULES.rule_costs``),
recovering (A 9-5), maneuver (A 9-9) and TransForm (A 9-3).

A TransForm card (category ``transform``, A 9-3-1-1) is never used. Its on-transform effect (A
9-3-1-5) is written with the timing ``on_use``: it resolves when the card moves from 〈Extra〉 to the
〈Machine〉, and at no other time. Its constant effects (A 9-3-1-6) are ``constant`` effects, in force
while it lies in the 〈Machine〉 (a card zone of hers with its constant effects in force: ``CardZone``;
〈Extra〉 disables them, C 7-1-12).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from pydantic import ConfigDict

from ..catalogue import Behaviour, behaviour, scripted
from ..goddess_state import CardZone, GoddessState
from ..hooks import GoddessRules, RuleCost, RuleEffect
from ..model import STRICT, Action, CardDef, Choose, Condition, Decision, Effect, Player, PlayerState, State, XValue
from ..procedures.common import ask, ask_yes_no
from ..validate import fail

if TYPE_CHECKING:
    from ..game import CrystalZone, Game, Proc
    from ..procedures.effects import Context

ARTIFICIAL_CRYSTALS = 5  # A 9-1
MASTERPIECE = "NA-11-thallya-O-S-3"
QUICK_CHANGE = "NA-11-thallya-A1-N-5"
BLACKBOX_NEO = "NA-11-thallya-A1-S-1"
ALPHA_EDGE = "NA-11-thallya-O-S-1"


@dataclass
class ThallyaState(GoddessState, key="thallya"):
    """What Thallya adds to a player (A 9, all public): her 〈Machine〉 (A 9-4) with the TransForm cards
    moved there (A 9-3), their constant effects in force, and her artificial crystals (造花結晶, A 9-2)
    in it; her 〈Burned〉 (A 9-5); her artificial crystals in 〈Distance〉 as +1 tokens, and as -1 tokens,
    each lying on a sakura crystal of 〈Distance〉 (A 9-2-1-1, A 9-6); how often her Machine has
    TransFormed this turn (A 9-3) and the extra basic actions performed this turn (A 9-3-1-7)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT
    CARD_ZONES = (CardZone("machine", in_force=True),)  # linked to her player (A 9-4)
    CRYSTAL_ZONES = ("machine_crystals", "burned")
    WORDS: ClassVar[dict[str, str]] = {"machine_crystals": "Machine", "burned": "Burned zone"}
    LEGACY = (
        "machine",
        "machine_crystals",
        "burned",
        "distance_plus",
        "distance_minus",
        "transforms_this_turn",
        "extra_actions_used",
    )
    machine: list[str] = field(default_factory=list)
    machine_crystals: int = 0
    burned: int = 0
    distance_plus: int = 0
    distance_minus: int = 0
    transforms_this_turn: int = 0
    extra_actions_used: list[str] = field(default_factory=list)

    def distance_tokens(self) -> tuple[int, int]:
        return self.distance_plus, self.distance_minus


_NO_STATE = ThallyaState()  # read for a player without her state: her defaults (never changed)


def _th(ps: PlayerState) -> ThallyaState:
    """Her state on the player, to read (her defaults where the player has none)."""
    return ThallyaState.of(ps) or _NO_STATE


def validate(s: State, p: int) -> None:
    """A 9-1, 9-2, 9-3: a player harboring Thallya has her five artificial crystals in her 〈Machine〉,
    her 〈Burned〉 or in 〈Distance〉 as tokens; other players have none, and no Machine (a position
    without goddesses, as scenarios write them, may give any player these)."""
    ps = s.players[p]
    th = _th(ps)
    if not 0 <= th.transforms_this_turn <= len(th.machine) or len(th.extra_actions_used) > 100:
        fail("transforms", "A 9-3", f"player {p}'s Machine cannot have TransFormed {th.transforms_this_turn} times this turn")
    counts = (th.machine_crystals, th.burned, th.distance_plus, th.distance_minus)
    if any(n < 0 for n in counts):
        fail("artificial-crystals", "A 9-2", f"player {p} has a negative count of artificial crystals")
    thallya = harbors_thallya(ps.goddesses)
    if ps.goddesses and not thallya and (any(counts) or th.machine):
        fail("artificial-crystals", "A 9-2", f"player {p} does not harbor Thallya and has no Machine")
    if ps.goddesses and thallya and sum(counts) != ARTIFICIAL_CRYSTALS:
        fail(
            "artificial-crystals",
            "A 9-1",
            f"player {p} harbors Thallya: her {ARTIFICIAL_CRYSTALS} artificial crystals are in her Machine,"
            f" her Burned zone or Distance; the position places {sum(counts)}",
        )


def validate_card(s: State, uid: str, d: CardDef, p: int | None, zone: str) -> None:
    """A 9-4: TransForm cards lie in 〈Extra〉 or the 〈Machine〉, and only they lie in the Machine."""
    if p is not None and zone != "extra" and (zone == "machine") != (d.category == "transform"):
        fail("machine-zone", "A 9-4", f"{uid!r} in {zone}: TransForm cards lie in 〈Extra〉 or the 〈Machine〉, and only they lie there")


def turn_ends(g: Game) -> None:
    """C 8: this turn's TransForms (A 9-3) and extra basic actions (A 9-3-1-7) are forgotten."""
    for ps in g.state.players:
        th = ThallyaState.of(ps)
        if th is not None:
            th.transforms_this_turn = 0
            th.extra_actions_used = []


def harbors_thallya(goddesses: list[str]) -> bool:
    """Thallya or 『帰還』 Thallya (A 9 applies to both)."""
    return any(g.split("-")[0] == "thallya" for g in goddesses)


def _pl(p: int) -> Player:
    return 0 if p == 0 else 1


# --- A 9-5: burn and recover ----------------------------------------------------------------------


def _masterpiece(g: Game, p: int) -> bool:
    """Is a Thallya's Masterpiece of player p deployed (its while-deployed effect in force, C 9-1-1-6)?"""
    s = g.state
    return any(s.cards[u].card == MASTERPIECE and u not in g.destroying for u in s.players[p].enhancements)


def burn_route(g: Game, p: int) -> tuple[CrystalZone, CrystalZone]:
    """Burning (A 9-5) moves its player's artificial crystals from her 〈Machine〉 to her 〈Burned〉; while
    her Thallya's Masterpiece is deployed, the other way (a card beats the rule, C 1-4)."""
    machine, burned = ("machine_crystals", p), ("burned", p)
    return (burned, machine) if _masterpiece(g, p) else (machine, burned)


def can_burn(g: Game, p: int, n: int) -> bool:
    """Burning is a payment (A 9-5): it is made in full or not at all (C 5-9)."""
    src, _ = burn_route(g, p)
    return g.crystals(src) >= n


def burn(g: Game, p: int, n: int, clause: str = "A 9-5") -> int:
    """Burn n of player p's artificial crystals (A 9-5); the caller checked it can be paid."""
    src, dst = burn_route(g, p)
    if src[0] == "burned":
        g.emit("C 1-4", "Thallya's Masterpiece: burning moves crystals from Burned to the Machine", player=p)
    return g.move_crystals(src, dst, n, clause)


def recover(g: Game, p: int, n: int, clause: str = "A 9-5") -> int:
    """Recover up to n of player p's burned artificial crystals to her 〈Machine〉 (A 9-5; C 5-10)."""
    return g.move_crystals(("burned", p), ("machine_crystals", p), n, clause)


def rule_costs(g: Game, p: int, uid: str) -> list[RuleCost]:
    """A 9-8: using a card with 燃焼 costs its user, besides its own cost, the burning of one artificial
    crystal."""
    if not g.defn(uid).burn:
        return []
    src, dst = burn_route(g, p)
    return [(src, dst, 1, "A 9-8")]


# --- A 9-9: maneuver ------------------------------------------------------------------------------


def maneuver(g: Game, p: int) -> Proc:
    """A 9-9: choose forward or back. Forward (not offered while every sakura crystal of 〈Distance〉 lies
    under a -1 token) puts a crystal of the 〈Machine〉 as a -1 token on an uncovered crystal (the
    crystals are alike: which one is no choice); back puts one in 〈Distance〉 as a +1 token, unless
    crystals and +1 tokens there already number 10. A 〈Machine〉 without crystals moves none (C 5-10).
    A maneuver that changes the distance sets off Alpha-Edge's immediate resurgence (C 10-8)."""
    s = g.state
    ps = s.players[p]
    pl = _pl(p)
    g.emit("A 9-9", f"player {p} maneuvers", player=p)
    options: list[Action] = [Choose(player=pl, option="back")]
    if g.crystals(("distance",)) > 0:
        options.insert(0, Choose(player=pl, option="forward"))
    else:
        g.emit("A 9-9", "every crystal of distance is under a -1 token: forward cannot be chosen")
    if len(options) == 1:
        ans: Action = options[0]
    else:
        ans = yield from ask(
            g, Decision(kind="choose", player=pl, clause="A 9-9", options=options, detail={"what": "maneuver"})
        )
    assert isinstance(ans, Choose)
    before = g.distance()
    if _th(ps).machine_crystals == 0:
        g.shortfalls += 1
        g.emit("C 5-10", f"player {p}'s Machine holds no artificial crystal: the maneuver moves none", player=p)
    elif ans.option == "forward":
        ThallyaState.on(ps).machine_crystals -= 1
        ThallyaState.on(ps).distance_minus += 1
        g.emit("A 9-9", f"maneuver forward: a -1 token covers a crystal of distance (now {g.distance()})", player=p)
    elif g.room(("distance",)) == 0:
        g.shortfalls += 1
        g.emit("A 9-9", "maneuver back: crystals and +1 tokens in distance already number 10: nothing moves")
    else:
        ThallyaState.on(ps).machine_crystals -= 1
        ThallyaState.on(ps).distance_plus += 1
        g.emit("A 9-9", f"maneuver back: a +1 token joins distance (now {g.distance()})", player=p)
    if g.distance() != before:
        _alpha_edge_resurges(g, p)


def _maneuver(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Maneuver (A 9-9): its user picks forward (a Machine crystal becomes a -1 token on a crystal of the
    distance) or back (one becomes a +1 token in the distance)."""
    yield from maneuver(g, me)


def _alpha_edge_resurges(g: Game, p: int) -> None:
    """Alpha-Edge's immediate resurgence (C 10-8): when its holder's maneuver changes the distance, a
    used Alpha-Edge of hers becomes unused at once."""
    from ..procedures import terms

    s = g.state
    for u in list(s.players[p].trumps):
        if s.cards[u].card == ALPHA_EDGE and s.cards[u].trump_state == "used":
            g.emit("C 10-8", f"{g.name(u)}: the maneuver changed the distance, the trump becomes unused", card=u)
            terms.return_to_unused(g, u, "C 10-17")


# --- A 9-3: TransForm -----------------------------------------------------------------------------


def transform(g: Game, p: int) -> Proc:
    """A 9-3: choose a TransForm card of player p's 〈Extra〉 and move it to her 〈Machine〉; its
    on-transform effect then resolves (A 9-3-1-5). With none left, nothing happens (C 5-10)."""
    pl = _pl(p)
    ps = g.state.players[p]
    found = [u for u in ps.extra if g.defn(u).category == "transform"]
    if not found:
        g.shortfalls += 1
        g.emit("A 9-3", f"player {p} has no TransForm card in Extra: the Machine does not TransForm", player=p)
        return
    if len(found) == 1:
        chosen = found[0]
    else:
        ans = yield from ask(
            g,
            Decision(
                kind="choose",
                player=pl,
                clause="A 9-3",
                options=[Choose(player=pl, option=u) for u in found],
                detail={"what": "TransForm card", "zone": "extra", "owner": p},
            ),
        )
        assert isinstance(ans, Choose)
        chosen = ans.option
    g.move_card(chosen, "machine", p, clause="A 9-3")
    ThallyaState.on(ps).transforms_this_turn += 1
    yield from on_transform(g, p, chosen)


def on_transform(g: Game, p: int, uid: str) -> Proc:
    """A 9-3-1-5: the on-transform effect of a TransForm card that has just moved to the Machine."""
    from ..procedures.effects import Context, resolve_effects

    effects = [e for e in g.defn(uid).effects if e.timing == "on_use"]
    if effects:
        g.emit("A 9-3-1-5", f"{g.name(uid)}: its on-transform effect resolves", card=uid)
        yield from resolve_effects(g, uid, p, effects, "A 9-3-1-5", Context())


# --- A 9-1, A 9-2-1-1: setup and the start phase ---------------------------------------------------


def start_player(ps: PlayerState) -> None:
    """A 9-1: five artificial crystals in the 〈Machine〉 of a player harboring Thallya."""
    if harbors_thallya(ps.goddesses):
        ThallyaState.on(ps).machine_crystals = ARTIFICIAL_CRYSTALS


def _tokens_return(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """A 9-2-1-1: the active player's +1 and -1 tokens leave their state and go to her 〈Burned〉."""
    ps = g.state.players[me]
    n = _th(ps).distance_plus + _th(ps).distance_minus
    ThallyaState.on(ps).burned += n
    ThallyaState.on(ps).distance_plus = ThallyaState.on(ps).distance_minus = 0
    g.emit("A 9-2-1-1", f"player {me}'s {n} distance token(s) return to Burned (distance {g.distance()})", player=me)
    yield from ()


TOKENS_RETURN = scripted("on_use", _tokens_return)


def rule_effects(g: Game, when: str) -> list[RuleEffect]:
    """A 9-2-1-1 at the start phase (C 8-1-2, our reading: see the clause index)."""
    if when != "start_phase":
        return []
    a = g.state.active
    ps = g.state.players[a]
    if not (_th(ps).distance_plus or _th(ps).distance_minus):
        return []
    return [(f"thallya#tokens#{a}", a, TOKENS_RETURN)]


# --- cards ------------------------------------------------------------------------------------------


def _blackbox_neo(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """BlackBox NEO: recover 1 burned crystal; then, with no burned crystal left, a dust crystal goes
    onto this card; once it holds 2, they go to the dust and the Machine TransForms (A 9-3)."""
    recover(g, me, 1)
    if uid is None:
        return
    if _th(g.state.players[me]).burned == 0:
        g.move_crystals(("dust",), ("card", uid), 1, "C 10-1")
    else:
        g.emit("A 9-5", f"player {me} still has burned crystals: nothing goes onto {g.name(uid)}", player=me)
    if g.state.cards[uid].crystals >= 2:
        g.move_crystals(("card", uid), ("dust",), g.state.cards[uid].crystals, "C 10-1")
        yield from transform(g, me)


def _quick_change_seal(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Quick Change on deploy: recover 1 burned crystal, then a TransForm card of its user's 〈Extra〉,
    chosen, is sealed under it (C 10-9) — no on-transform effect: it does not TransForm."""
    recover(g, me, 1)
    pl = _pl(me)
    found = [u for u in g.state.players[me].extra if g.defn(u).category == "transform"]
    if uid is None or not found:
        g.shortfalls += 1
        g.emit("C 10-9", f"player {me} has no TransForm card in Extra to seal", player=me)
        return
    chosen = found[0]
    if len(found) > 1:
        ans = yield from ask(
            g,
            Decision(
                kind="choose",
                player=pl,
                clause="C 10-9",
                options=[Choose(player=pl, option=u) for u in found],
                detail={"what": "TransForm card to seal", "zone": "extra", "owner": me, "card": uid},
            ),
        )
        assert isinstance(ans, Choose)
        chosen = ans.option
    g.seal(chosen, uid, "C 10-9")
    g._already_met(chosen)  # its constant "whenever … becomes" effects start in force: not yet become


def _quick_change_return(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Quick Change on destruction: the cards sealed under it go back to their holders' 〈Extra〉."""
    for u in list(g.state.sealed.get(uid or "", [])):
        g.move_card(u, "extra", clause="C 9-5")
    yield from ()


def _asura(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Form: ASURA on transform: twice, the opponent chooses a card of their face-down pile, which goes
    to their discard pile (fewer when the pile runs out, C 5-10)."""
    opp = 1 - me
    pl = _pl(opp)
    for _ in range(2):
        pile = g.state.players[opp].face_down
        if not pile:
            g.shortfalls += 1
            g.emit("C 5-10", f"player {opp}'s face-down pile is empty", player=opp)
            return
        chosen = pile[0]
        if len(pile) > 1:
            ans = yield from ask(
                g,
                Decision(
                    kind="choose",
                    player=pl,
                    clause="A 9-3-1-5",
                    options=[Choose(player=pl, option=u) for u in pile],
                    detail={"what": "card to discard", "zone": "face_down", "owner": opp},
                ),
            )
            assert isinstance(ans, Choose)
            chosen = ans.option
        g.move_card(chosen, "discard", opp, clause="A 9-3-1-5")


def _kinnari(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Form: KINNARI on transform: every card of the opponent's deck goes to their face-down pile."""
    from ..procedures.terms import whole_deck_to

    whole_deck_to(g, 1 - me, "face_down", "A 9-3-1-5")
    yield from ()


ZETA_VOICE = Effect(
    timing="constant", op="may", then=[Effect(timing="on_use", op="perform_attack", range=[2, 4, 6], aura=2, life=2)]
)


def after_reshuffle(g: Game, p: int) -> Proc:
    """Form: KINNARI's constant Zeta-Voice (A 9-3-1-6): once the opponent of its holder has reshuffled,
    its holder may attack, range 2, 4, 6, 2/2."""
    from ..procedures.effects import Context as Ctx
    from ..procedures.effects import resolve_effect

    me = 1 - p
    s = g.state
    for u in _form_cards(g, me):
        if s.cards[u].card == KINNARI:
            g.emit("A 9-3-1-6", f"Form: KINNARI: player {p} has reshuffled", card=u)
            yield from resolve_effect(g, u, me, ZETA_VOICE, "A 9-3-1-6", Ctx())


def _recover_two(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Recover 2 burned crystals (A 9-5)."""
    recover(g, me, 2)
    yield from ()


def _roaring(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Roaring as App2 reads it: its user may burn two crystals of her 〈Machine〉; if she does, she
    gains 1 concentration, the opponent loses 1 and is flinched. Then she may pay 2 concentration; if
    she does, she recovers 3 burned crystals (as many as there are, C 5-10)."""
    from ..statuses import has_status

    opp = 1 - me
    if can_burn(g, me, 2) and (yield from ask_yes_no(g, me, "may", "App2", {"card": uid, "what": "burn 2"})):
        burn(g, me, 2, "App2")
        g.gain_concentration(me, 1, "App2")
        g.lose_concentration(opp, 1, "App2")
        g.flinch(opp, "App2")
    else:
        g.shortfalls += 1
        g.emit("App2", f"player {me} burns no crystals", player=me)
    ps = g.state.players[me]
    payable = ps.concentration >= 2 and not has_status(g, me, "cannot_pay_concentration")
    if payable and (yield from ask_yes_no(g, me, "may", "App2", {"card": uid, "what": "pay 2 concentration"})):
        g.lose_concentration(me, 2, "C 5-9")
        recover(g, me, 3, "App2")
    else:
        g.shortfalls += 1
        g.emit("App2", f"player {me} pays no concentration", player=me)


def _steam_cannon_recover(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Steam Cannon after the attack: 2 burned crystals recovered, unless the card was used by a
    full-power action (C 9-1-2)."""
    if ctx.full_power:
        g.emit("C 9-1-2", "Steam Cannon was used by a full-power action: nothing is recovered", card=uid)
    else:
        recover(g, me, 2)
    yield from ()


def _omega_burst(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Omega-Burst: recover every burned crystal; X is how many came back. The attack it answers is
    nullified if its aura damage is 「-」 or X or less (read as modified now, C 9-1-3-2)."""
    from ..attacks import damage
    from ..procedures.effects import Context as Ctx
    from ..procedures.effects import answered_attack, resolve_effect

    x = recover(g, me, _th(g.state.players[me]).burned)
    atk = answered_attack(g, me, ctx)
    if atk is None:
        g.emit("C 9-4 ii", "Omega-Burst answers no attack: nothing is nullified", card=uid)
        return
    aura, _ = damage(g, atk)
    if aura is None or aura <= x:
        yield from resolve_effect(g, uid, me, Effect(timing="on_use", op="nullify_attack"), "C 9-4 ii", Ctx(attack=atk))
    else:
        g.emit("C 9-4 ii", f"{atk.id} deals {aura} aura damage, more than X = {x}: it stands", attack=atk.id)


def _blackbox(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Julia's BlackBox: with no crystal in its user's 〈Machine〉, the Machine TransForms (A 9-3) and 2
    burned crystals are recovered; otherwise the card becomes unused again (C 10-17)."""
    from ..procedures import terms

    if _th(g.state.players[me]).machine_crystals == 0:
        yield from transform(g, me)
        recover(g, me, 2)
    elif uid is not None:
        g.emit("A 9-4", f"player {me}'s Machine still holds artificial crystals", player=me)
        terms.return_to_unused(g, uid, "C 10-17")


# --- TransForm cards and their extra basic actions (A 9-3-1-5 .. 9-3-1-7) -----------------------------

YAKSHA = "TransForm Card 01"
KINNARI = "TransForm Card A1-01"
ASURA = "TransForm Card A1-03"
DEVA = "TransForm Card A1-04"
NAGA = "TransForm Card 02"
GARUDA = "TransForm Card 03"


def _naga(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Form: NAGA on transform: an opponent with 3 or more flare keeps 2; the rest goes to the dust."""
    opp = 1 - me
    flare = g.state.players[opp].flare
    if flare >= 3:
        g.move_crystals(("flare", opp), ("dust",), flare - 2, "A 9-3-1-5")
    else:
        g.emit("A 9-3-1-5", f"player {opp} has {flare} flare: nothing moves", player=opp)
    yield from ()


def _yaksha(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Form: YAKSHA on transform: the opponent draws only one card in their next start phase, every
    draw of that phase counted, an effect's as well as the default one of C 8-1-3 iv (FAQ, Thallya:
    Form: YAKSHA; ``start_draw_limit``, spent by ``procedures.common.draw``), and is flinched."""
    opp = 1 - me
    g.state.players[opp].start_draw_limit = 1
    g.emit("A 9-3-1-5", f"player {opp} will draw only 1 card at their next start phase", player=opp)
    g.flinch(opp, "A 9-3-1-5")
    yield from ()


BETA_EDGE = Effect(
    timing="on_use",
    op="perform_attack",
    range=[2, 4, 6, 8],
    aura=2,
    life=1,
    after_attack=[scripted("after_attack", _maneuver)],
)


def _beta_edge(g: Game, p: int) -> Proc:
    """Beta-Edge (YAKSHA's extra basic action): an attack 2,4,6,8 2/1 that maneuvers after it."""
    from ..procedures.effects import Context as Ctx
    from ..procedures.effects import resolve_effect

    s = g.state
    card = next(u for u in _form_cards(g, p) if s.cards[u].card == YAKSHA)  # the attack's user (A 9-3-1-3)
    yield from resolve_effect(g, card, p, BETA_EDGE, "A 9-3-1-7", Ctx())


def no_basic_actions(g: Game, p: int) -> tuple[list[str], str] | None:
    """Form: YAKSHA's constant effect (A 9-3-1-6): with no artificial crystal in her 〈Machine〉, its
    holder cannot perform basic actions."""
    ps = g.state.players[p]
    if (_th(ps).machine or ps.enhancements) and _th(ps).machine_crystals == 0 and YAKSHA in _forms(g, p):
        return ["A 9-3-1-6"], f"Form: YAKSHA: player {p}'s Machine holds no artificial crystal: no basic actions"
    return None


SIGMA_DRIVE = Effect(
    timing="on_use",
    op="perform_attack",
    range=[3, 5],
    aura=3,
    life=2,
    after_attack=[Effect(timing="after_attack", op="flinch", player="self")],
)


def _sigma_drive(g: Game, p: int) -> Proc:
    """Sigma-Drive (ASURA's extra basic action, once a turn): an attack 3,5 3/2 after which its
    attacker is flinched."""
    from ..procedures.effects import Context as Ctx
    from ..procedures.effects import resolve_effect

    s = g.state
    card = next(u for u in _form_cards(g, p) if s.cards[u].card == ASURA)  # the attack's user (A 9-3-1-3)
    yield from resolve_effect(g, card, p, SIGMA_DRIVE, "A 9-3-1-7", Ctx())


def _gamma_ray(g: Game, p: int) -> Proc:
    """Gamma-Ray (NAGA's extra basic action): the top card of the opponent's deck goes to their
    discard pile (nothing with an empty deck, C 5-10)."""
    from ..procedures.terms import deck_to

    deck_to(g, 1 - p, 1, "discard", "A 9-3-1-7")
    yield from ()


def _delta_wing(g: Game, p: int) -> Proc:
    """Delta-Wing (GARUDA's extra basic action): at a current distance of 7 or less, one dust crystal
    to 〈Distance〉."""
    if g.distance() <= 7:
        g.move_crystals(("dust",), ("distance",), 1, "A 9-3-1-7")
    else:
        g.emit("A 9-3-1-7", f"the distance {g.distance()} is more than 7: nothing moves")
    yield from ()


# The extra basic action each TransForm card gives while in its holder's 〈Machine〉 (A 9-3-1-7):
# card id -> (the basic action's name in a BasicAction, its procedure).
EXTRA_ACTIONS: dict[str, tuple[str, Callable[[Game, int], Proc]]] = {
    YAKSHA: ("beta_edge", _beta_edge),
    NAGA: ("gamma_ray", _gamma_ray),
    GARUDA: ("delta_wing", _delta_wing),
    ASURA: ("sigma_drive", _sigma_drive),
}


ONCE_A_TURN = ("sigma_drive",)  # Form: ASURA's Sigma-Drive


def sealed_forms(g: Game) -> list[str]:
    """The TransForm cards sealed under a deployed Quick Change: their constant effects are in force."""
    return [u for p in (0, 1) for u in _form_cards(g, p) if u not in _th(g.state.players[p]).machine]


def _form_cards(g: Game, p: int) -> list[str]:
    """The TransForm cards whose constant effects and extra basic actions are in force for a player:
    those in her 〈Machine〉 (A 9-3-1-6, 9-3-1-7), and those sealed under her deployed Quick Change
    (its while-deployed effect, C 9-1-1-6)."""
    s = g.state
    ps = s.players[p]
    out = list(_th(ps).machine)
    for u in ps.enhancements:
        if s.cards[u].card == QUICK_CHANGE and u not in g.destroying:
            out += [c for c in s.sealed.get(u, []) if g.defn(c).category == "transform"]
    return out


def _forms(g: Game, p: int) -> list[str]:
    """The card ids of ``_form_cards``."""
    s = g.state
    return [s.cards[u].card for u in _form_cards(g, p)]


def extra_basic_actions(g: Game, p: int) -> list[str]:
    """A 9-3-1-7: the extra basic actions of the TransForm cards in player p's 〈Machine〉 (Sigma-Drive
    once a turn)."""
    ps = g.state.players[p]
    if not _th(ps).machine and not ps.enhancements:
        return []
    names = [EXTRA_ACTIONS[c][0] for c in _forms(g, p) if c in EXTRA_ACTIONS]
    return [m for m in names if not (m in ONCE_A_TURN and m in _th(ps).extra_actions_used)]


def perform_extra_basic_action(g: Game, p: int, move: str) -> Proc:
    """C 9-6 iii for an extra basic action (A 9-3-1-7): its TransForm card's effect resolves."""
    for name, fn in (EXTRA_ACTIONS[c] for c in _forms(g, p) if c in EXTRA_ACTIONS):
        if name == move:
            g.emit("A 9-3-1-7", f"player {p} performs the extra basic action {move}", player=p, move=move)
            ThallyaState.on(g.state.players[p]).extra_actions_used.append(move)
            yield from fn(g, p)
            return


CARDS: dict[str, Behaviour] = {
    # Burning Steam: after the attack, its user maneuvers (A 9-9).
    "NA-11-thallya-O-N-1": behaviour(scripted("after_attack", _maneuver)),
    # Waving Edge (燃焼): after the attack, up to one basic action (an extra basic action too, C 9-6 i-B),
    # then a maneuver.
    "NA-11-thallya-O-N-2": behaviour(
        Effect(timing="after_attack", op="basic_action", amount=1, up_to=True),
        scripted("after_attack", _maneuver),
        burn=True,
    ),
    # Shield Charge (燃焼): the crystals its attack's damage moves go to 〈Distance〉, not to the dust
    # or the flare (as many as 〈Distance〉 has room for, C 5-10).
    "NA-11-thallya-O-N-3": behaviour(
        Effect(timing="constant", op="redirect_crystals", applies_to="this_attack", dest="distance"),
        burn=True,
    ),
    # Steam Cannon (燃焼): used by a full-power action (C 9-1-2) its attack reaches one nearer and one
    # farther and gets +2/+2; otherwise its user recovers 2 burned crystals after the attack.
    "NA-11-thallya-O-N-4": behaviour(
        Effect(
            timing="constant", op="modify_attack", applies_to="this_attack", range_class="expand_near", full_power=True
        ),
        Effect(
            timing="constant", op="modify_attack", applies_to="this_attack", range_class="expand_far", full_power=True
        ),
        Effect(timing="constant", op="modify_attack", applies_to="this_attack", aura=2, life=2, full_power=True),
        scripted("after_attack", _steam_cannon_recover),
        burn=True,
    ),
    # Stunt: the opponent is flinched; two crystals of own aura to own flare.
    "NA-11-thallya-O-N-5": behaviour(
        Effect(timing="on_use", op="flinch", player="opponent"),
        Effect(timing="on_use", op="move", source="self.aura", dest="self.flare", amount=2),
    ),
    # Roaring, as the errata of App2 reads it.
    "NA-11-thallya-O-N-6": behaviour(scripted("on_use", _roaring)),
    # Turbo Switch (燃焼, reaction): its user maneuvers.
    "NA-11-thallya-O-N-7": behaviour(scripted("on_use", _maneuver), burn=True),
    # Alpha-Edge: 即再起 when its holder's maneuver changes the distance (in ``maneuver``, C 10-8).
    ALPHA_EDGE: behaviour(by=(_alpha_edge_resurges,)),
    # Omega-Burst (reaction): recover all burned crystals; nullify the answered attack if its aura
    # damage is 「-」 or at most the number recovered.
    "NA-11-thallya-O-S-2": behaviour(scripted("on_use", _omega_burst)),
    # Thallya's Masterpiece: while deployed, its holder's burning runs from 〈Burned〉 to the 〈Machine〉
    # (``burn_route``); with too few burned crystals she cannot burn.
    MASTERPIECE: behaviour(by=(burn_route,)),
    # Julia's BlackBox (full power).
    "NA-11-thallya-O-S-4": behaviour(scripted("on_use", _blackbox)),
    # OMNIS-Blaster: X (its cost and both damages) is how often its user's Machine has TransFormed
    # this game: the TransForm cards in her Machine (they never leave it).
    "NA-11-thallya-A1-S-2": behaviour(x=XValue(quantity="self.transforms"), x_damage=["aura", "life"], cost_x=True),
    # Form: YAKSHA. On transform: the opponent's next start phase draws one card, and they are flinched.
    # Constant (A 9-3-1-6): ``no_basic_actions``. Extra basic action Beta-Edge.
    YAKSHA: behaviour(scripted("on_use", _yaksha), category="transform", type="undefined"),
    # Form: NAGA. On transform (A 9-3-1-5, written as on_use): an opponent with 3 or more flare keeps
    # 2. Extra basic action Gamma-Ray (``EXTRA_ACTIONS``).
    NAGA: behaviour(scripted("on_use", _naga), category="transform", type="undefined"),
    # Form: GARUDA. On transform: draw 2; this turn the hand limit is raised by 10, which no hand
    # reaches (a deck has 7 normal cards, C 3-2): in effect no hand limit. Extra basic action Delta-Wing.
    GARUDA: behaviour(
        Effect(timing="on_use", op="draw", amount=2),
        Effect(timing="on_use", op="hand_limit", amount=10),
        category="transform",
        type="undefined",
    ),
    # Quick Change (A1): on deploy, recover 1 and seal a chosen TransForm card of Extra under it (no
    # on-transform effect); while deployed, that card's constant effects and extra basic action are in
    # force (``_form_cards``); on destruction the sealed card goes back to Extra.
    QUICK_CHANGE: behaviour(
        scripted("on_deploy", _quick_change_seal), scripted("on_destroy", _quick_change_return), by=(_form_cards,)
    ),
    # BlackBox NEO (A1, 終端): see ``_blackbox_neo``. 再起 (C 10-7): 3 or fewer crystals in its holder's
    # Machine, or her Machine has TransFormed this turn.
    BLACKBOX_NEO: behaviour(
        scripted("on_use", _blackbox_neo),
        Effect(
            timing="while_used",
            op="resurgence",
            condition=Condition(
                quantity="self.machine_crystals",
                compare="<=",
                value=3,
                any_of=[Condition(quantity="self.transforms_this_turn", compare=">=", value=1)],
            ),
        ),
        terminal=True,
    ),
    # Form: KINNARI (A1). On transform: the opponent's deck goes face-down. Constant Zeta-Voice:
    # ``after_reshuffle``.
    KINNARI: behaviour(scripted("on_use", _kinnari), category="transform", type="undefined", by=(after_reshuffle,)),
    # Form: DEVA (A1). On transform: recover 2 burned crystals, then wrap twice (C 9-6-3). Constant
    # Phi-Cycle: each time the opponent's discard pile comes to hold a nonzero even number of cards,
    # its holder gains 1 concentration (seen by the state rules, C 5-5: see the clause index, A 9-3-1-6).
    DEVA: behaviour(
        scripted("on_use", _recover_two),
        Effect(timing="on_use", op="basic_action", move="wrap", amount=2),
        Effect(
            timing="constant",
            op="gain_concentration",
            condition=Condition(quantity="opponent.discard_even", compare="==", value=1),
            becomes=True,
        ),
        category="transform",
        type="undefined",
    ),
    # Form: ASURA (A1). On transform: twice the opponent discards a card of their face-down pile of
    # their choice. Extra basic action Sigma-Drive, once a turn.
    ASURA: behaviour(scripted("on_use", _asura), category="transform", type="undefined"),
}

RULES = GoddessRules(
    validate=validate,
    validate_card=validate_card,
    turn_ends=turn_ends,
    quantities={
        "transforms": lambda g, p, uid: len(_th(g.state.players[p]).machine),  # A 9-3: never leave it
        "machine_crystals": lambda g, p, uid: _th(g.state.players[p]).machine_crystals,  # A 9-4
        "burned": lambda g, p, uid: _th(g.state.players[p]).burned,  # A 9-5
        "transforms_this_turn": lambda g, p, uid: _th(g.state.players[p]).transforms_this_turn,  # A 9-3
    },
    at_start=start_player,
    rule_effects=rule_effects,
    rule_costs=rule_costs,
    extra_basic_actions=extra_basic_actions,
    perform_extra_basic_action=perform_extra_basic_action,
    basic_action_restriction=no_basic_actions,
    after_reshuffle=after_reshuffle,
    sealed_in_force=sealed_forms,
)
