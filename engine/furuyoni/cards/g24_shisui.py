"""Shisui (No. 24): card behaviour and her additional rules (A 22), laceration.

A 22-1..5: laceration tokens (裂傷) lie out of game (without limit) or on a player's 〈Aura〉, 〈Life〉
or 〈Flare〉; each has a holder. On the board they are counted per zone and per holder
(``ShisuiState.lacerations``, ``players[i].goddess.shisui``, public). Tokens out of game are not recorded: there are always enough.
Whose tokens a laceration puts down is not said by A 22-6-3; we read them as held by the player who
gives the laceration (the user of the effect), also when she gives it to herself (clause_meta).
A 22-6-3-1: a single-value laceration puts that many tokens on the zone (``lacerate``).
A 22-6-3-2: a two-valued laceration {X/Y}: the receiver picks the side like a two-valued damage
(``lacerate_two``).
A 22-7: damage-ization removes all of a holder's tokens from one zone and deals that many damage
to that zone (``damageize``); out of game, nothing happens.
A 22-11-1: at each player's start phase, zone by zone in the order she picks, all the tokens she
holds are damage-ized (``RULES.rule_effects``).
A 22-11-2: exsanguination (失血死): once a player's tokens on a 〈Life〉 are at least that life, they
are damage-ized at once (``RULES.state_rules``, run with the state rules, C 5-5).
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Literal

from pydantic import ConfigDict

from ..catalogue import Behaviour, behaviour, scripted
from ..goddess_state import GoddessState
from ..hooks import GoddessRules
from ..model import STRICT, Attack, Choose, ChooseDamage, Condition, Decision, Effect, Lasting, Player, State
from ..validate import fail

if TYPE_CHECKING:
    from ..game import Game, Proc
    from ..procedures.effects import Context

Zone = Literal["aura", "life", "flare"]
ZONES: tuple[Zone, ...] = ("aura", "life", "flare")
_DAMAGEIZE_CLAUSE = {"aura": "A 22-7-1", "life": "A 22-7-2", "flare": "A 22-7-3"}


@dataclass
class Lacerations:
    """A 22-1: the laceration tokens (裂傷) lying on one player's 〈Aura〉, 〈Life〉 and 〈Flare〉, each
    counted per holder: index 0 the tokens player 0 holds, index 1 those player 1 holds (public)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT
    aura: list[int] = field(default_factory=lambda: [0, 0])
    life: list[int] = field(default_factory=lambda: [0, 0])
    flare: list[int] = field(default_factory=lambda: [0, 0])


@dataclass
class ShisuiState(GoddessState, key="shisui"):
    """What Shisui's rules add to a player: the laceration tokens on her zones (A 22-1; None: none)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT
    LEGACY = ("lacerations",)
    lacerations: Lacerations | None = None


def _lacerations(g: Game, owner: int) -> Lacerations | None:
    mine = ShisuiState.of(g.state.players[owner])
    return None if mine is None else mine.lacerations


def _pl(p: int) -> Player:
    return 0 if p == 0 else 1


def tokens(g: Game, owner: int, zone: Zone, holder: int) -> int:
    """How many of `holder`'s laceration tokens lie on `owner`'s `zone`."""
    lac = _lacerations(g, owner)
    return 0 if lac is None else getattr(lac, zone)[holder]


def _set(g: Game, owner: int, zone: Zone, holder: int, n: int) -> None:
    """Replace the counts (never changed in place: the position a game starts from shares them)."""
    old = _lacerations(g, owner) or Lacerations()
    lac = Lacerations(aura=list(old.aura), life=list(old.life), flare=list(old.flare))
    getattr(lac, zone)[holder] = n
    empty = not any(lac.aura) and not any(lac.life) and not any(lac.flare)
    ShisuiState.on(g.state.players[owner]).lacerations = None if empty else lac  # None: no token left on this player's zones


def lacerate(g: Game, holder: int, owner: int, zone: Zone, n: int | None, clause: str = "A 22-6-3-1") -> None:
    """A 22-6-3-1: `n` tokens held by `holder` come from out of game onto `owner`'s `zone` (「-」:
    nothing). Exsanguination is checked by the state rules that follow (A 22-11-2)."""
    if n is None:
        g.emit(clause, f"laceration 「-」 to player {owner}'s {zone}: nothing happens", player=owner)
        return
    _set(g, owner, zone, holder, tokens(g, owner, zone, holder) + n)
    g.emit(
        clause,
        f"player {owner}'s {zone} receives {n} laceration token(s) held by player {holder}",
        player=owner,
        target=zone,
        count=n,
    )


def lacerate_two(
    g: Game,
    holder: int,
    receiver: int,
    aura: int | None,
    life: int | None,
    no_aura: bool = False,
    chooser: int | None = None,
    clause: str = "A 22-6-3-2",
) -> Generator[Any, Any, Literal["aura", "life"] | None]:
    """A 22-6-3-2: the receiver picks the aura or the life laceration; a 「-」 side cannot be picked,
    nor, both being integers, the aura side while her aura holds fewer crystals than it (the aura as
    damage sees it: damage-choice effects apply to lacerations too). `no_aura`: an effect forbids the
    aura side (as a damage-choice effect would); `chooser`: an effect lets that player pick, as for
    a damage (C 5-8-3-2). Returns the side taken."""
    from ..procedures.common import ask, aura_for_damage

    g.emit(clause, f"player {receiver} receives a {_fmt(aura)}/{_fmt(life)} laceration", player=receiver)
    if aura is None and life is None:
        g.emit("A 22-6-3-2", "both sides of the laceration are 「-」: nothing happens")
        return None
    sides: list[Literal["aura", "life"]] = []
    if aura is not None and not no_aura and not (life is not None and aura_for_damage(g, receiver) < aura):
        sides.append("aura")
    if life is not None:
        sides.append("life")
    if not sides:
        g.emit("A 22-6-3-2", "no side of the laceration can be chosen: nothing happens")
        return None
    side = sides[0]
    if len(sides) > 1:
        pl = _pl(receiver if chooser is None else chooser)
        ans = yield from ask(
            g,
            Decision(
                kind="damage",
                player=pl,
                clause="A 22-6-3-2",
                options=[ChooseDamage(player=pl, side=s) for s in sides],
                detail={"aura": aura, "life": life, "laceration": 1},
            ),
        )
        assert isinstance(ans, ChooseDamage)
        side = ans.side
    g.emit("A 22-6-3-2", f"player {receiver} takes the {side} laceration", player=receiver, side=side)
    lacerate(g, holder, receiver, side, aura if side == "aura" else life, "A 22-6-3-2")
    return side


def _fmt(v: int | None) -> str:
    return "-" if v is None else str(v)


def damageize(g: Game, holder: int, owner: int, zone: Zone, clause: str | None = None) -> None:
    """A 22-7-1..3: all of `holder`'s tokens on `owner`'s `zone` go back out of game, and that many
    damage is dealt to that zone (an effect's damage, C 5-8-3-1)."""
    from ..procedures.common import single_damage

    n = tokens(g, owner, zone, holder)
    _set(g, owner, zone, holder, 0)
    c = _DAMAGEIZE_CLAUSE[zone]
    g.emit(c, f"player {holder}'s {n} laceration token(s) on player {owner}'s {zone} become damage", player=owner)
    single_damage(g, owner, zone, n, clause or c)


def held_zones(g: Game, holder: int) -> list[tuple[int, Zone]]:
    """The zones (owner, zone) where `holder` has tokens; out of game never counts (A 22-7-4)."""
    return [(o, z) for o in (holder, 1 - holder) for z in ZONES if tokens(g, o, z, holder) > 0]


def _zone_name(holder: int, owner: int, zone: Zone) -> str:
    return f"{'self' if owner == holder else 'opponent'}.{zone}"


def damageize_all(g: Game, me: int, clause: str) -> Proc:
    """A 22-11-1: zone by zone, in the order `me` picks, all her tokens are damage-ized, the state
    rules resolving after each (a defeat pre-empts the rest, C 4-2)."""
    from ..procedures.common import ask, settle

    while zones := held_zones(g, me):
        owner, zone = zones[0]
        if len(zones) > 1:
            pl = _pl(me)
            names = {_zone_name(me, o, z): (o, z) for o, z in zones}
            ans = yield from ask(
                g,
                Decision(
                    kind="choose",
                    player=pl,
                    clause=clause,
                    options=[Choose(player=pl, option=k) for k in names],
                    detail={"what": "the zone whose laceration tokens become damage next"},
                ),
            )
            assert isinstance(ans, Choose)
            owner, zone = names[ans.option]
        damageize(g, me, owner, zone)
        yield from settle(g)


def _start_phase_rule(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """A 22-11-1: at her start phase every laceration token she holds is damage-ized, zone by zone, in the
    order she picks."""
    yield from damageize_all(g, me, "A 22-11-1")


START_PHASE_RULE = scripted("constant", _start_phase_rule, when="start_phase")


def rule_effects(g: Game, when: str) -> list[tuple[str, int, Effect]]:
    """A 22-11-1 is due at the start phase of an active player who holds tokens outside the game's
    outside (whoever she harbors: the tokens may only have come from Shisui's cards)."""
    p = g.state.active
    if when != "start_phase" or not held_zones(g, p):
        return []
    return [(f"rule:A-22-11-1#{p}", p, START_PHASE_RULE)]


def exsanguination(g: Game) -> bool:
    """A 22-11-2: damage-ize the first 〈Life〉 on which one holder's tokens (one at least) are as many
    as that life or more; says whether it did (the state rules then look again)."""
    for owner in (0, 1):
        life = g.state.players[owner].life
        for holder in (0, 1):
            n = tokens(g, owner, "life", holder)
            if n >= 1 and n >= life:
                g.emit(
                    "A 22-11-2",
                    f"exsanguination: player {holder}'s {n} laceration token(s) on player {owner}'s life {life}",
                    player=owner,
                )
                damageize(g, holder, owner, "life", "A 22-11-2")
                return True
    return False


# --- lacerated damage (A 22-8, 22-9) ------------------------------------------------------------

# The cards whose printed damage is lacerated (printed in braces): their attacks give lacerations.
LACERATED_DAMAGE = frozenset({"NA-24-shisui-O-N-2", "NA-24-shisui-O-N-4", "NA-24-shisui-O-S-2"})


def is_lacerated(g: Game, atk: Attack, aura: int | None) -> bool:
    """A 22-9: the attack's damage is lacerated: given so at its creation, printed on its card, or
    made so by Sixth Circle - Utpala for its attacker's next attack with an aura damage (`aura`, as
    the attack resolves) of 2 or less this turn, which uses that effect up. Each Utpala resolved this
    turn names the same next attack, so that attack uses them all up (as two Flails both reach the
    same next enhancement: FAQ, Megumi: Flail)."""
    if atk.lacerated or (atk.source is not None and g.defn(atk.source).id in LACERATED_DAMAGE):
        return True
    if aura is None or aura > 2:
        return False
    waiting = [
        x
        for x in g.state.lasting
        if x.effect is not None and x.effect.script == UTPALA_NEXT.script and x.player == atk.attacker
    ]
    for lasting in waiting:
        g.state.lasting.remove(lasting)
    if waiting:
        g.emit("A 22-9", f"{atk.id}'s damage is lacerated (Sixth Circle - Utpala)", attack=atk.id)
    return bool(waiting)


def lacerated_attack(g: Game, atk: Attack, aura: int | None, life: int | None) -> Generator[Any, Any, bool]:
    """A 22-9-1: at C 9-4 v a lacerated attack's defender receives a laceration of its damage (held by
    the attacker) instead of the damage; the choices a damage would allow apply (A 22-6-3-2)."""
    from ..attacks import keywords, modifications

    if not is_lacerated(g, atk, aura):
        return False
    attacker = atk.attacker
    defender = 1 - attacker
    g.emit("A 22-9-1", f"{atk.id}'s damage is lacerated: player {defender} receives a laceration", attack=atk.id)
    if "both_damages" in keywords(g, atk):  # C 10-26 read for lacerations: both sides at once
        lacerate(g, attacker, defender, "aura", aura, "A 22-9-1")
        lacerate(g, attacker, defender, "life", life, "A 22-9-1")
        atk.damage_side = "both"
        return True
    chooser = attacker if any(m.effect.op == "choose_damage" for m in modifications(g, atk)) else None
    no_aura = _carve_forbids_aura(g, atk)
    atk.damage_side = yield from lacerate_two(g, attacker, defender, aura, life, no_aura, chooser, "A 22-9-1")
    return True


# --- cards ---------------------------------------------------------------------------------------


def _travail(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Travail, after its two distance crystals: at distance 0 her own life takes 1 laceration;
    otherwise she picks her aura or her flare for it."""
    from ..procedures.common import ask

    if g.distance() == 0:
        lacerate(g, me, me, "life", 1)
        return
    pl = _pl(me)
    ans = yield from ask(
        g,
        Decision(
            kind="choose",
            player=pl,
            clause="A 22-6-3-1",
            options=[Choose(player=pl, option=z) for z in ("aura", "flare")],
            detail={"what": "the zone of yours that takes the laceration", "card": uid},
        ),
    )
    assert isinstance(ans, Choose)
    lacerate(g, me, me, "aura" if ans.option == "aura" else "flare", 1)


def _carve_rule(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """The constant text of Carve's second attack, read by ``_carve_forbids_aura`` at C 9-4 v; it
    marks that attack (``Attack.mods``) and never resolves by itself."""
    return
    yield


CARVE_RULE = scripted("constant", _carve_rule)


def _carve_forbids_aura(g: Game, atk: Attack) -> bool:
    """Carve's second attack: while the attacker's tokens on the defender's aura are at least that
    aura, the defender cannot pick the aura side (a damage-choice effect, A 22-6-3-2)."""
    if not any(m.script == CARVE_RULE.script for m in atk.mods):
        return False
    defender = 1 - atk.attacker
    n, aura = tokens(g, defender, "aura", atk.attacker), g.state.players[defender].aura
    if n >= aura:
        g.emit("A 22-6-3-2", f"{n} laceration token(s) on an aura of {aura}: the aura side cannot be picked")
        return True
    return False


def _carve(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Carve, after its attack: a second attack, range 2-3, lacerated {1/2}, with Carve's rule."""
    from ..procedures.attack import launch

    s = g.state
    atk = Attack(
        id=f"atk{s.next_id}",
        attacker=_pl(me),
        source=None,
        category=None,
        subtype=None,
        range=[2, 3],
        aura_damage=1,
        life_damage=2,
        user=g.defn(uid).user if uid else None,
        mods=[CARVE_RULE],
        reacting=ctx.attack is not None and ctx.attack.attacker != me,  # AMBIGUITIES #12, as C 10-5
        lacerated=True,
    )
    s.next_id += 1
    yield from launch(g, atk, ctx, "C 10-5")


def _lacerate_own_any(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Insurrection, after its attack: its user lacerates her own aura, flare or life by 1, her pick."""
    from ..procedures.common import ask

    pl = _pl(me)
    ans = yield from ask(
        g,
        Decision(
            kind="choose",
            player=pl,
            clause="A 22-6-3-1",
            options=[Choose(player=pl, option=z) for z in ZONES],
            detail={"what": "the zone of yours that takes the laceration", "card": uid},
        ),
    )
    assert isinstance(ans, Choose)
    lacerate(g, me, me, _zone(ans.option), 1)


def _utpala_next(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """The lasting effect Sixth Circle - Utpala leaves (read by ``is_lacerated``); it never resolves
    by itself."""
    return
    yield


UTPALA_NEXT = scripted("constant", _utpala_next)


def _utpala(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Sixth Circle - Utpala, after its attack: if its defender took the life side (a lacerated
    damage's choice counts as the damage's, A 22-9), the attacker's next attack this turn with an aura
    damage of 2 or less is lacerated."""
    atk = ctx.attack
    if atk is None or atk.damage_side != "life":
        g.emit("A 22-9", "the life side was not chosen: nothing happens", card=uid)
        return
    g.state.lasting.append(Lasting(op="script", player=_pl(me), source=uid, effect=UTPALA_NEXT))
    g.emit("A 22-9", f"player {me}'s next attack with aura damage 2 or less this turn is lacerated", card=uid)
    return
    yield


# --- lacerated cost (A 22-10) ---------------------------------------------------------------------

LACERATED_COST = frozenset({"NA-24-shisui-O-S-2", "NA-24-shisui-O-S-4"})  # printed in braces


def lacerated_cost(g: Game, p: int, uid: str, n: int) -> bool:
    """A 22-10: a lacerated cost's crystals stay where they are; their payer's flare receives a
    laceration of that number instead (her own tokens). Whether it can be paid is read as for any
    cost (A 22-8: the flare must hold it)."""
    if g.defn(uid).id not in LACERATED_COST:
        return False
    g.emit("A 22-10", f"the cost of {g.name(uid)} is lacerated: no crystal moves", card=uid)
    lacerate(g, p, p, "flare", n, "A 22-10")
    return True


def _pick_aura_or_flare(g: Game, who: int, uid: str | None) -> Generator[Any, Any, Zone]:
    """Player `who` picks her own aura or flare for a laceration."""
    from ..procedures.common import ask

    pl = _pl(who)
    ans = yield from ask(
        g,
        Decision(
            kind="choose",
            player=pl,
            clause="A 22-6-3-1",
            options=[Choose(player=pl, option=z) for z in ("aura", "flare")],
            detail={"what": "the zone of yours that takes the laceration", "card": uid},
        ),
    )
    assert isinstance(ans, Choose)
    return _zone(ans.option)


def _fragile_mend(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Fragile Mend, after its two wraps: its user picks her aura or flare, then her opponent picks
    his; each picked zone takes 1 laceration (tokens of the user)."""
    mine = yield from _pick_aura_or_flare(g, me, uid)
    theirs = yield from _pick_aura_or_flare(g, 1 - me, uid)
    lacerate(g, me, me, mine, 1)
    lacerate(g, me, 1 - me, theirs, 1)


BONDS_OPTIONS = ("weaken", "flinch", "lacerate")  # printed order


def _blackened_bonds(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Blackened Bonds: its user picks up to X different options, X the times she took damage this
    turn, then they resolve in printed order: the answered attack gets +0/-1; the opponent flinches;
    the opponent picks his aura, flare or life and it takes 1 laceration (tokens of the user)."""
    from ..procedures.common import ask
    from ..procedures.effects import resolve_effect

    pl = _pl(me)
    x = g.state.players[me].records.damages_taken
    picked: list[str] = []
    while len(picked) < min(x, len(BONDS_OPTIONS)):
        left = [o for o in BONDS_OPTIONS if o not in picked]
        ans = yield from ask(
            g,
            Decision(
                kind="choose",
                player=pl,
                clause="C 10-3",
                options=[Choose(player=pl, option=o) for o in [*left, "done"]],
                detail={"what": f"up to {x} different options", "card": uid},
            ),
        )
        assert isinstance(ans, Choose)
        if ans.option == "done":
            break
        picked.append(ans.option)
    g.emit("C 10-3", f"player {me} picks {', '.join(picked) or 'nothing'} (X = {x})", player=me)
    for option in (o for o in BONDS_OPTIONS if o in picked):
        if option == "weaken":
            eff = Effect(timing="on_use", op="modify_attack", applies_to="answered_attack", aura=0, life=-1)
            yield from resolve_effect(g, uid, me, eff, "C 10-3", ctx)
        elif option == "flinch":
            g.flinch(1 - me, "C 5-1-4")
        else:
            opp = _pl(1 - me)
            ans = yield from ask(
                g,
                Decision(
                    kind="choose",
                    player=opp,
                    clause="A 22-6-3-1",
                    options=[Choose(player=opp, option=z) for z in ("aura", "flare", "life")],
                    detail={"what": "the zone of yours that takes the laceration", "card": uid},
                ),
            )
            assert isinstance(ans, Choose)
            lacerate(g, me, 1 - me, _zone(ans.option), 1)


def _arbuda(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """First Circle - Arbuda: the answered attack's damage is nullified; if it was, its user receives
    a laceration of that damage ({X/Y}, the damage as modified now), tokens of her own."""
    from ..attacks import damage, keywords
    from ..procedures.effects import answered_attack

    atk = answered_attack(g, me, ctx)
    if atk is None or atk.damage_nullified or "unnullifiable" in keywords(g, atk):
        g.emit("C 9-4 iv", "no damage is nullified: no laceration", card=uid)
        return
    aura, life = damage(g, atk)
    atk.damage_nullified = True
    g.emit("C 9-4 iv", f"{atk.id}: damage nullified", attack=atk.id)
    yield from lacerate_two(g, me, me, aura, life)


def _padma(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Seventh Circle - Padma: used against an attack, its text waits until that attack has resolved
    (a reserved effect, C 9-1-3-4); otherwise it resolves now."""
    from ..procedures.effects import answered_attack, resolve_effect

    if answered_attack(g, me, ctx) is not None:
        eff = Effect(timing="on_use", op="reserve", when="attack_end", then=[PADMA_BODY])
        yield from resolve_effect(g, uid, me, eff, "C 9-1-3-4", ctx)
        return
    yield from _padma_body(g, uid, me, ctx)


def _padma_body(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Padma's text: zone after zone, as many and in the order its user likes, her tokens there are
    damage-ized (A 22-7; the state rules after each); then an attack of range 1-4, 2/1, no reactions
    by normal cards, +0/+X with X half the damages its user took this turn, rounded up."""
    from ..procedures.attack import launch
    from ..procedures.common import ask, settle

    pl = _pl(me)
    while zones := held_zones(g, me):
        names = {_zone_name(me, o, z): (o, z) for o, z in zones}
        ans = yield from ask(
            g,
            Decision(
                kind="choose",
                player=pl,
                clause="A 22-7",
                options=[Choose(player=pl, option=k) for k in [*names, "done"]],
                detail={"what": "a zone whose laceration tokens become damage, or done", "card": uid},
            ),
        )
        assert isinstance(ans, Choose)
        if ans.option == "done":
            break
        damageize(g, me, *names[ans.option])
        yield from settle(g)
    s = g.state
    atk = Attack(
        id=f"atk{s.next_id}",
        attacker=pl,
        source=None,
        category=None,
        subtype=None,
        range=[1, 2, 3, 4],
        aura_damage=2,
        life_damage=1,
        user=g.defn(uid).user if uid else None,
        keywords=["no_reaction_normal"],
        mods=[
            Effect(
                timing="constant",
                op="modify_attack",
                applies_to="this_attack",
                aura=0,
                life=1,
                amount_of="self.damages_taken_half_up",
            )
        ],
        reacting=ctx.attack is not None and ctx.attack.attacker != me,  # AMBIGUITIES #12, as C 10-5
    )
    s.next_id += 1
    yield from launch(g, atk, ctx, "C 10-5")


PADMA_BODY = scripted("constant", _padma_body)


def _last_gasp_deployed(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Shisui's Last Gasp, as it is deployed: as many crystals as the opponent's flare exceeds its
    holder's go from the opponent's flare onto it (none when it does not)."""
    assert uid is not None  # the card's own text
    s = g.state
    x = max(0, s.players[1 - me].flare - s.players[me].flare)
    g.emit("C 10-3", f"X = {x}: {x} crystal(s) from player {1 - me}'s flare onto {g.name(uid)}", card=uid)
    g.move_crystals(("flare", 1 - me), ("card", uid), x, "C 10-3")
    return
    yield


def _zone(option: str) -> Zone:
    return "aura" if option == "aura" else "life" if option == "life" else "flare"


CARDS: dict[str, Behaviour] = {
    # Hack: a plain attack.
    "NA-24-shisui-O-N-1": behaviour(),
    # Travail: two distance crystals to the dust, then a laceration of 1 on her own aura or flare
    # (her life instead at distance 0).
    # Carve: a lacerated attack ({1/1}); after it, a second lacerated attack (see ``_carve``).
    "NA-24-shisui-O-N-2": behaviour(scripted("after_attack", _carve)),
    # Insurrection (full power, no reactions): a lacerated attack ({2/3}); after it the opponent
    # flinches and its user lacerates one of her own zones by 1.
    "NA-24-shisui-O-N-4": behaviour(
        Effect(timing="after_attack", op="flinch", player="opponent"),
        scripted("after_attack", _lacerate_own_any),
        no_reaction=["all"],
    ),
    # Revolt (reaction): +1/+1 once its user has taken damage this turn; after it, with two damages
    # or more taken this turn, a wrap.
    "NA-24-shisui-O-N-3": behaviour(
        Effect(
            timing="constant",
            op="modify_attack",
            applies_to="this_attack",
            aura=1,
            life=1,
            condition=Condition(quantity="self.damages_taken", compare=">=", value=1),
        ),
        Effect(
            timing="after_attack",
            op="if",
            condition=Condition(quantity="self.damages_taken", compare=">=", value=2),
            then=[Effect(timing="after_attack", op="basic_action", move="wrap")],
        ),
    ),
    # Blackened Bonds (reaction): see ``_blackened_bonds``.
    "NA-24-shisui-O-N-7": behaviour(scripted("on_use", _blackened_bonds)),
    # First Circle - Arbuda (reaction): see ``_arbuda``; immediate resurgence as its user takes
    # damage for the third time in a turn.
    "NA-24-shisui-O-S-3": behaviour(
        scripted("on_use", _arbuda),
        Effect(
            timing="while_used",
            op="immediate_resurgence",
            condition=Condition(quantity="self.damages_taken", compare=">=", value=3),
            becomes=True,
        ),
    ),
    # Seventh Circle - Padma (reaction): see ``_padma``.
    "NA-24-shisui-O-S-1": behaviour(scripted("on_use", _padma)),
    # Shisui's Last Gasp (full power, lacerated cost {2}): see ``_last_gasp_deployed``; while
    # deployed its holder cannot lose, and while her life is 0 her opponent cannot pay concentration.
    "NA-24-shisui-O-S-4": behaviour(
        scripted("on_deploy", _last_gasp_deployed),
        Effect(timing="while_deployed", op="cannot_lose", player="self"),
        Effect(
            timing="while_deployed",
            op="cannot_pay_concentration",
            player="opponent",
            condition=Condition(quantity="self.life", compare="==", value=0),
        ),
    ),
    # Sixth Circle - Utpala (lacerated {2/1}, lacerated cost {2}): see ``_utpala``; resurgence while
    # her aura and flare together are 6 or less.
    "NA-24-shisui-O-S-2": behaviour(
        scripted("after_attack", _utpala),
        Effect(
            timing="while_used",
            op="resurgence",
            condition=Condition(quantity="self.aura_flare_total", compare="<=", value=6),
        ),
    ),
    # Fragile Mend (distance limit 0-4): two wraps, then a laceration of 1 on a zone each player
    # picks among her own aura and flare.
    "NA-24-shisui-O-N-6": behaviour(
        Effect(timing="on_use", op="basic_action", move="wrap"),
        Effect(timing="on_use", op="basic_action", move="wrap"),
        scripted("on_use", _fragile_mend),
        distance_limit=[0, 4],
    ),
    "NA-24-shisui-O-N-5": behaviour(
        Effect(timing="on_use", op="move", source="distance", dest="dust", amount=2),
        scripted("on_use", _travail),
    ),
}

def validate(s: State, p: int) -> None:
    """A 22-1: the laceration tokens on a player's 〈Aura〉, 〈Life〉 and 〈Flare〉 are counted per holder
    (two counts, one per player), never fewer than none."""
    ps = s.players[p]
    mine = ShisuiState.of(ps)
    lac = None if mine is None else mine.lacerations
    if lac is None:
        return
    for zone, counts in (("aura", lac.aura), ("life", lac.life), ("flare", lac.flare)):
        if len(counts) != 2 or any(n < 0 for n in counts):
            fail("lacerations", "A 22-1", f"player {p}'s {zone} has laceration tokens {counts}; two counts, each 0 up")
    for holder, n in enumerate(lac.life):
        if n >= 1 and n >= ps.life:  # never stable: they would have become damage at once
            fail(
                "exsanguination",
                "A 22-11-2",
                f"player {holder}'s {n} laceration token(s) lie on player {p}'s life of {ps.life}",
            )


RULES = GoddessRules(
    validate=validate,
    rule_effects=rule_effects,
    state_rules=exsanguination,
    replace_attack_damage=lacerated_attack,
    pay_cost_instead=lacerated_cost,
)
