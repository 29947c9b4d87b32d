"""Kamuwi (No. 21): her additional rules (A 19), the taboo gauge.

A 19-2-1: a player harboring Kamuwi has a taboo gauge (``KamuwiState.taboo``), a whole number that
starts the duel at 0 and is public; other players have none (None).
A 19-4: at her start phase the gauge rises by an amount read from her life as the rule effect
resolves (10 or more: +0, 6 to 9: +1, 5 or less: +2; ``RULES.rule_effects``); and once the gauge is
16 or more she loses, at once, with the state rules (``RULES.state_rules``, C 5-5).

A 19-3: some of her cards have oath boxes (誓約), each with an orb value and a text. As its user
uses such a card she picks any of its boxes (``OATHS``: the orb values, box 1 first); the gauge rises by
the sum of their orbs, and the text of each box picked applies. The pick is recorded on the card
(``KamuwiCardState.oaths``, ``cards[uid].goddess.kamuwi``) and its text written as effects under the
condition ``this.oath_N``. Our reading of the moment (clause_meta): the pick is made once the card
is in 〈In-use〉, before any of its text resolves (an attack before it is performed; an enhancement
before its 【展開時】), by the first effect of the card (``SWEAR``); a player without a taboo gauge cannot raise it, so picks none.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from pydantic import ConfigDict

from ..catalogue import Behaviour, behaviour, scripted
from ..goddess_state import GoddessCardState, GoddessState
from ..hooks import GoddessRules, QuantityReader
from ..model import STRICT, CardInstance, Choose, Condition, Decision, Effect, Lasting, PlayerState, State
from ..validate import fail

if TYPE_CHECKING:
    from ..game import Game, Proc
    from ..procedures.effects import Context

TABOO_LOSS = 16  # A 19-4: a gauge at this value or more loses the duel


@dataclass
class KamuwiState(GoddessState, key="kamuwi"):
    """What Kamuwi adds to a player: her taboo gauge (A 19-2-1), a whole number from 0, public; None for
    a player without her, who reads it as 0 (C 5-11)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT
    LEGACY = ("taboo",)
    taboo: int | None = None


@dataclass
class KamuwiCardState(GoddessCardState, key="kamuwi"):
    """What Kamuwi's rules add to a card: the oath boxes (1 = the first printed) its user chose as she
    last used it (A 19-3); their text applies while it is in use or deployed. Replaced, never changed in
    place (positions share the list). Public."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT
    LEGACY = ("oaths",)
    oaths: list[int] = field(default_factory=list)


def oaths_of(inst: CardInstance) -> list[int]:
    """The oath boxes picked at the card's last use (A 19-3), none if it has no state of hers."""
    mine = KamuwiCardState.of(inst)
    return [] if mine is None else mine.oaths


def _set_oaths(inst: CardInstance, picked: list[int]) -> None:
    if picked or KamuwiCardState.of(inst) is not None:
        KamuwiCardState.on(inst).oaths = picked


def oath_chosen(n: int) -> QuantityReader:
    """The value ``this.oath_N``: 1 when the effect's card had its oath box `n` picked (A 19-3)."""

    def read(g: Game, p: int, uid: str | None) -> int:
        return int(uid is not None and uid in g.state.cards and n in oaths_of(g.state.cards[uid]))

    return read


def taboo_of(ps: PlayerState) -> int | None:
    """The player's taboo gauge, None for a player without one."""
    mine = KamuwiState.of(ps)
    return None if mine is None else mine.taboo


def harbors_kamuwi(ps: PlayerState) -> bool:
    return any(key.split("-")[0] == "kamuwi" for key in ps.goddesses)


def start_player(ps: PlayerState) -> None:
    """A 19-2-1: a player harboring Kamuwi starts the duel with her taboo gauge at 0."""
    if harbors_kamuwi(ps):
        KamuwiState.on(ps).taboo = 0


def raise_taboo(g: Game, me: int, n: int, clause: str) -> None:
    """The taboo gauge of player `me` rises by `n` (a player without a gauge: nothing happens). The loss
    at 16 follows with the state rules (A 19-4)."""
    mine = KamuwiState.of(g.state.players[me])
    if mine is None or mine.taboo is None or n <= 0:
        return
    mine.taboo += n
    g.emit(clause, f"player {me}'s taboo gauge rises by {n} to {mine.taboo}", player=me, taboo=mine.taboo)


def start_phase_rise(life: int) -> int:
    """A 19-4: the rise of the gauge at the start phase for a life of `life`."""
    if life >= 10:
        return 0
    if life >= 6:
        return 1
    return 2


def _start_phase_rule(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """A 19-4: at her start phase her taboo gauge rises by an amount her life decides (the lower the life,
    the more)."""
    raise_taboo(g, me, start_phase_rise(g.state.players[me].life), "A 19-4")
    return
    yield


START_PHASE_RULE = scripted("constant", _start_phase_rule, when="start_phase")


def rule_effects(g: Game, when: str) -> list[tuple[str, int, Effect]]:
    """A 19-4: due at the start phase of an active player who has a taboo gauge. With a life of 10 or
    more it would raise the gauge by 0: nothing is put forward then (it would change nothing)."""
    p = g.state.active
    ps = g.state.players[p]
    if when != "start_phase" or taboo_of(ps) is None or start_phase_rise(ps.life) == 0:
        return []
    return [(f"rule:A-19-4#{p}", p, START_PHASE_RULE)]


def taboo_loss(g: Game) -> bool:
    """A 19-4: a player whose taboo gauge is 16 or more loses (read like a life of 0 at C 4-2: an effect
    saying she cannot lose, or that her opponent cannot win, holds it off)."""
    from ..statuses import has_status

    for p in (0, 1):
        taboo = taboo_of(g.state.players[p])
        if taboo is None or taboo < TABOO_LOSS or g.state.step == "game_over":
            continue
        if has_status(g, p, "cannot_lose") or has_status(g, 1 - p, "cannot_win"):
            continue
        g.end_game(1 - p, "A 19-4", f"player {p}'s taboo gauge is {taboo} (16 or more) and she loses")
    return False


# --- A 19-3: oath boxes -------------------------------------------------------------------------------

# The orb values of each card's oath boxes, box 1 (printed first) first.
OATHS: dict[str, tuple[int, ...]] = {}


def oath_boxes(card: str) -> tuple[int, ...]:
    """The orb values of the oath boxes of the card `card` (a rules id in either spelling)."""
    for key, orbs in OATHS.items():
        if key.lower() == card.lower() or key.lower().removeprefix("na-") == card.lower():
            return orbs
    return ()


def _oath_option(picked: tuple[int, ...]) -> str:
    if not picked:
        return "no oath"
    return "oath " + " and ".join(str(i) for i in picked)


def _subsets(n: int) -> list[tuple[int, ...]]:
    out: list[tuple[int, ...]] = [()]
    for i in range(1, n + 1):
        out += [(*sub, i) for sub in out]
    return sorted(out, key=lambda t: (len(t), t))


def _swear(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """A 19-3: the user of the card picks any of its oath boxes; the gauge rises by their orbs."""
    from ..procedures.common import ask

    if uid is None or uid not in g.state.cards:
        return
    inst = g.state.cards[uid]
    orbs = oath_boxes(inst.card)
    if not orbs or taboo_of(g.state.players[me]) is None:
        _set_oaths(inst, [])
        return
    subsets = _subsets(len(orbs))
    pl = 0 if me == 0 else 1
    names = {_oath_option(sub): sub for sub in subsets}
    ans = yield from ask(
        g,
        Decision(
            kind="choose",
            player=pl,
            clause="A 19-3",
            options=[Choose(player=pl, option=k) for k in names],
            detail={"what": "the oath boxes to swear", "card": uid, "orbs": [str(o) for o in orbs]},
        ),
    )
    assert isinstance(ans, Choose)
    picked = names[ans.option]
    _set_oaths(inst, list(picked))  # replaced, never changed in place (positions share the list)
    if not picked:
        g.emit("A 19-3", f"{g.name(uid)}: no oath box is picked", card=uid)
        return
    g.emit(
        "A 19-3",
        f"{g.name(uid)}: {_oath_option(picked)} picked; their text applies",
        card=uid,
        oaths=[str(i) for i in picked],
    )
    raise_taboo(g, me, sum(orbs[i - 1] for i in picked), "A 19-3")


SWEAR = scripted("on_use", _swear)
SWEAR_DEPLOY = scripted("on_deploy", _swear)


def card_used(g: Game, p: int, uid: str) -> None:
    """A new use of a card forgets the oath boxes picked at its last use (A 19-3)."""
    inst = g.state.cards[uid]
    if oaths_of(inst):
        _set_oaths(inst, [])


def oath(n: int) -> Condition:
    """The condition of the text of the card's oath box `n` (A 19-3)."""
    return Condition(quantity="this.oath_1" if n == 1 else "this.oath_2", compare="==", value=1)


# --- cards ---------------------------------------------------------------------------------------


def _sever(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Sever, oath box 1: the damage of the attack it answers is nullified; if that attack is of a trump
    or a 《全力》 card, the gauge rises by 2."""
    from ..procedures.effects import resolve_effect

    answered = [a for a in g.state.attacks if ctx.attack is not None and a.id == ctx.attack.answers]
    yield from resolve_effect(g, uid, me, Effect(timing="after_attack", op="nullify_damage"), "A 19-3", ctx)
    if answered and (answered[0].category == "trump" or answered[0].subtype == "full_power"):
        raise_taboo(g, me, 2, "A 19-3")


SEVER = scripted("after_attack", _sever, condition=oath(1))

_BALANCE_OPTIONS = ("distance to dust", "taboo for life", "done")


def _balance(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Balance: up to three times, the same option allowed again: 1 crystal from the distance to the
    dust; or, with a life of 8 or less, the gauge rises by 1 and then 1 crystal goes from her aura to
    her life (with a higher life, or no gauge to raise, nothing happens)."""
    from ..procedures.common import ask, settle
    from ..procedures.effects import resolve_effect

    pl = 0 if me == 0 else 1
    for _ in range(3):
        ans = yield from ask(
            g,
            Decision(
                kind="choose",
                player=pl,
                clause="C 9-2-2",
                options=[Choose(player=pl, option=o) for o in _BALANCE_OPTIONS],
                detail={"what": "Balance: the next option (up to 3)", "card": uid},
            ),
        )
        assert isinstance(ans, Choose)
        if ans.option == "done":
            return
        if ans.option == "distance to dust":
            eff = Effect(timing="on_use", op="move", source="distance", dest="dust", amount=1)
            yield from resolve_effect(g, uid, me, eff, "C 9-2-2", ctx)
        else:
            ps = g.state.players[me]
            if ps.life > 8 or taboo_of(ps) is None:
                g.emit("C 9-2-2", f"player {me}'s life is {ps.life}: the gauge does not rise, nothing happens")
                continue
            raise_taboo(g, me, 1, "C 9-2-2")
            yield from settle(g)  # a gauge of 16 loses at once (A 19-4)
            eff = Effect(timing="on_use", op="move", source="self.aura", dest="self.life", amount=1)
            yield from resolve_effect(g, uid, me, eff, "C 9-2-2", ctx)


def _no_reaction_3_4() -> Effect:
    return Effect(
        timing="on_deploy",
        op="perform_attack",
        range=[3, 4],
        aura=3,
        life=3,
        keywords=["no_reaction_normal"],
        condition=oath(1),
    )


def _distance(compare: str, value: int) -> Condition:
    return Condition(quantity="distance", compare=compare, value=value)  # type: ignore[arg-type]


def _jagged_weave() -> Effect:
    """Jagged Weave: by the distance as it resolves (read once): 5 or more, 2 crystals from the distance
    to the dust; 2 to 4, her next attack this turn of a normal card of another goddess gets +1/+0 and
    normal cards cannot answer it; 1 or less, 2 crystals from the dust to the distance."""
    nxt = {"timing": "on_use", "applies_to": "next_attack", "other_goddess": True, "category": "normal"}
    middle = [
        Effect(op="modify_attack", aura=1, life=0, **nxt),  # type: ignore[arg-type]
        Effect(op="gain_keyword", keywords=["no_reaction_normal"], **nxt),  # type: ignore[arg-type]
    ]
    near = Effect(timing="on_use", op="move", source="dust", dest="distance", amount=2)
    return Effect(
        timing="on_use",
        op="if",
        condition=_distance(">=", 5),
        then=[Effect(timing="on_use", op="move", source="distance", dest="dust", amount=2)],
        otherwise=[Effect(timing="on_use", op="if", condition=_distance(">=", 2), then=middle, otherwise=[near])],
    )


# Flowing Blood's four options, in printed order.
_FLOWING_BLOOD: dict[str, Effect] = {
    "attack 5-9 4/1": Effect(timing="on_use", op="perform_attack", range=[5, 6, 7, 8, 9], aura=4, life=1),
    "distance to dust": Effect(
        timing="on_use", op="move", source="distance", dest="dust", amount=2, condition=_distance(">=", 5)
    ),
    "attack 2-4 2/2": Effect(timing="on_use", op="perform_attack", range=[2, 3, 4], aura=2, life=2),
    "dust to aura": Effect(timing="on_use", op="move", source="dust", dest="self.aura", amount=2),
}


def _flowing_blood(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Flowing Blood: two different options are picked, then resolve in their printed order."""
    from ..procedures.common import ask
    from ..procedures.effects import resolve_effect

    pl = 0 if me == 0 else 1
    picked: list[str] = []
    for n in (1, 2):
        left = [o for o in _FLOWING_BLOOD if o not in picked]
        ans = yield from ask(
            g,
            Decision(
                kind="choose",
                player=pl,
                clause="C 9-2-2",
                options=[Choose(player=pl, option=o) for o in left],
                detail={"what": f"Flowing Blood: option {n} of 2 (they resolve in printed order)", "card": uid},
            ),
        )
        assert isinstance(ans, Choose)
        picked.append(ans.option)
    for option, eff in _FLOWING_BLOOD.items():
        if option in picked:
            yield from resolve_effect(g, uid, me, eff, "C 9-2-2", ctx)


SANGUINE_SPRAY = "NA-21-kamuwi-O-N-7"


def aura_arrival(g: Game, p: int) -> str | None:
    """Sanguine Spray deployed by player p's opponent: crystals that would arrive in p's aura go to the
    dust instead (the first such card, in the order of the enhancement zone)."""
    for u in g.state.players[1 - p].enhancements:
        if g.state.cards[u].card.lower() in (SANGUINE_SPRAY.lower(), "21-kamuwi-o-n-7"):
            return u
    return None


def aura_arrival_done(g: Game, uid: str) -> None:
    """Sanguine Spray, once crystals went to the dust instead: 1 crystal of it goes to the dust (its
    destruction, at 0, follows with the state rules)."""
    g.move_crystals(("card", uid), ("dust",), 1, "C 9-1-1-6")


DAYBREAK = "NA-21-kamuwi-O-S-1-Ex1"


def _kindle(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Kindle, oath box 1 (all its text; clause_meta): every crystal of her flare goes to the dust, 1
    damage to her life, then Daybreak comes from her 〈Extra〉 to her trump zone, unused."""
    from ..procedures.common import settle, single_damage

    ps = g.state.players[me]
    g.move_crystals(("flare", me), ("dust",), ps.flare, "C 9-2-2")
    single_damage(g, me, "life", 1, "C 9-2-2")
    yield from settle(g)
    found = [u for u in ps.extra if g.state.cards[u].card.lower() in (DAYBREAK.lower(), "21-kamuwi-o-s-1-ex1")]
    if found:
        g.move_card(found[0], "trumps", me, clause="C 7-1-12", trump_state="unused")
    else:
        g.shortfalls += 1
        g.emit("C 10-40", f"Daybreak is not in player {me}'s extra zone: it is not gained", player=me)


def _carcass(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Carcass, after its attack: this turn, the next card of the goddess whose attack it answered that
    the opponent uses costs her, in addition, discarding another card of that goddess from her hand
    (C 10-31; ``discard_cost``). The goddess is the attack's user (C 6-4, copied from its card; an
    attack an effect made has its card's user, C 10-5). Our reading: with no attack answered (not
    used as a reaction), there is no such goddess and nothing happens."""
    answered = ctx.reacting_to
    if answered is None or answered.user is None:
        g.emit("C 9-4 vii", "Carcass answered no goddess's attack: nothing happens", card=uid)
        return
    goddess = answered.user.split("-")[0]
    eff = Effect(timing="constant", op="discard_cost", player="opponent", goddess=goddess)
    g.state.lasting.append(Lasting(op="discard_cost", player=0 if me == 0 else 1, source=uid, effect=eff))
    g.emit(
        "C 10-31",
        f"this turn, the next {goddess} card player {1 - me} uses costs in addition a {goddess} card discarded",
        player=1 - me,
    )
    yield from ()


def _daybreak_reacted(category: str, aura: int, life: int) -> Effect:
    """Daybreak: a reaction of a card of `category` to its attack does not resolve (it ends its use as
    usual: a normal card to the discard pile, a trump used, C 10-30) and the attack gets the change."""
    change = Effect(
        timing="constant", op="modify_attack", applies_to="this_attack", mod_class="add", aura=aura, life=life
    )
    return Effect(
        timing="constant",
        op="replace_use",
        player="opponent",
        category=category,  # type: ignore[arg-type]
        applies_to="this_attack",
        then=[change],
    )


OATHS.update(
    {
        "NA-21-kamuwi-O-N-1": (1,),
        "NA-21-kamuwi-O-N-2": (1, 1),
        "NA-21-kamuwi-O-N-3": (1,),
        "NA-21-kamuwi-O-N-4": (2,),
        "NA-21-kamuwi-O-S-1": (3,),
        "NA-21-kamuwi-O-N-7": (1,),
        "NA-21-kamuwi-O-S-2": (2,),
    }
)

CARDS: dict[str, Behaviour] = {
    # Crimson Edge: oath box 1 (1 orb): the attack gets +1/+1.
    "NA-21-kamuwi-O-N-1": behaviour(
        SWEAR,
        Effect(timing="constant", op="modify_attack", applies_to="this_attack", aura=1, life=1, condition=oath(1)),
    ),
    # Scattering Strike: box 1 (1 orb): +1/+0; box 2 (1 orb): after the attack, with the opponent's
    # aura at 4 or less, 1 crystal from her aura to the user's aura.
    "NA-21-kamuwi-O-N-2": behaviour(
        SWEAR,
        Effect(timing="constant", op="modify_attack", applies_to="this_attack", aura=1, life=0, condition=oath(1)),
        Effect(
            timing="after_attack",
            op="move",
            source="opponent.aura",
            dest="self.aura",
            amount=1,
            condition=Condition(
                quantity="this.oath_2",
                compare="==",
                value=1,
                all_of=[Condition(quantity="opponent.aura", compare="<=", value=4)],
            ),
        ),
    ),
    # Flurry of Blades: box 1 (1 orb), a 全力化 text: used by a full-power action, after the attack three
    # attacks 2-4 1/1.
    "NA-21-kamuwi-O-N-3": behaviour(
        SWEAR,
        *(
            Effect(
                timing="after_attack",
                op="perform_attack",
                range=[2, 3, 4],
                aura=1,
                life=1,
                full_power=True,
                condition=oath(1),
            )
            for _ in range(3)
        ),
    ),
    # Sever: usable only as a reaction; box 1 (2 orbs): see ``_sever``.
    "NA-21-kamuwi-O-N-4": behaviour(SWEAR, SEVER, reaction_only=True),
    # Sanguine Spray (隙): box 1 (1 orb): as it deploys, an unavoidable attack 3 2/2; while deployed, see
    # ``aura_arrival``.
    "NA-21-kamuwi-O-N-7": behaviour(
        SWEAR_DEPLOY,
        Effect(timing="on_deploy", op="perform_attack", range=[3], aura=2, life=2, unavoidable=True, condition=oath(1)),
        unguarded=True,
    ),
    # Gravewalk: box 1 (2 orbs): as it deploys, an attack 3-4 3/3 that normal cards cannot answer,
    # then 1 damage to the user's life; while crystals lie on it, its user cannot win.
    "NA-21-kamuwi-O-S-2": behaviour(
        SWEAR_DEPLOY,
        _no_reaction_3_4(),
        Effect(timing="on_deploy", op="damage", player="self", dest="self.life", amount=1, condition=oath(1)),
        Effect(
            timing="constant",
            op="cannot_win",
            player="self",
            condition=Condition(quantity="this.crystals", compare=">=", value=1),
        ),
    ),
    # Jagged Weave: see ``_jagged_weave``.
    "NA-21-kamuwi-O-N-5": behaviour(_jagged_weave()),
    # Flowing Blood: see ``_flowing_blood``.
    "NA-21-kamuwi-O-N-6": behaviour(scripted("on_use", _flowing_blood)),
    # Kindle: box 1 (3 orbs) holds all its text: see ``_kindle``.
    "NA-21-kamuwi-O-S-1": behaviour(SWEAR, scripted("on_use", _kindle, condition=oath(1))),
    # Daybreak (extra card of Kindle): 超克; a normal card's reaction to it is replaced (the card to the
    # discard pile) and it gets -1/+0; a trump's reaction is replaced (the trump used) and it gets
    # -1/-1; after the attack it is removed from the game.
    "NA-21-kamuwi-O-S-1-Ex1": behaviour(
        _daybreak_reacted("normal", -1, 0),
        _daybreak_reacted("trump", -1, -1),
        Effect(timing="after_attack", op="remove_from_game"),
        overcome=True,
    ),
    # Balance: see ``_balance``.
    "NA-21-kamuwi-O-S-4": behaviour(scripted("on_use", _balance)),
    # Carcass (a reaction attack 0-6 0/0): after it, see ``_carcass``; 即再起 (C 10-8) as its user's taboo
    # gauge comes to a multiple of 6 (our reading: a change of the gauge to 6 or 12 while it is used;
    # the gauge standing at one already as it is used does not count).
    "NA-21-kamuwi-O-S-3": behaviour(
        scripted("after_attack", _carcass),
        Effect(
            timing="while_used",
            op="immediate_resurgence",
            condition=Condition(quantity="self.taboo", compare="multiple_of", value=6),
            becomes=True,
        ),
    ),
}

def validate(s: State, p: int) -> None:
    """A 19-2-1: a player harboring Kamuwi has a taboo gauge, a whole number from 0; other players have
    none (a position without goddesses, as scenarios write them, may give any player the gauge). A 19-3:
    the oath boxes picked at the last use of each of player p's cards are boxes the card has, each once,
    in order."""
    ps = s.players[p]
    taboo = taboo_of(ps)
    if taboo is not None and taboo < 0:
        fail("taboo", "A 19-2-1", f"player {p}'s taboo gauge is {taboo}; it is 0 up")
    if ps.goddesses and (taboo is not None) != harbors_kamuwi(ps):
        has = "has a taboo gauge" if taboo is not None else "has no taboo gauge"
        fail("taboo", "A 19-2-1", f"player {p} {has}, harboring {', '.join(ps.goddesses)}")
    for uid, inst in s.cards.items():
        if inst.holder != p or not inst.goddess:  # no state of hers: no oaths (issue 22: most cards)
            continue
        oaths = oaths_of(inst)
        if not oaths:
            continue
        boxes = len(oath_boxes(inst.card))
        if oaths != sorted(set(oaths)) or not all(1 <= i <= boxes for i in oaths):
            fail("oaths", "A 19-3", f"card {uid!r} has the oath boxes {oaths} picked; it has {boxes} box(es)")


RULES = GoddessRules(
    validate=validate,
    quantities={
        "taboo": lambda g, p, uid: taboo_of(g.state.players[p]) or 0,  # A 19-2-1; none reads 0 (C 5-11)
        "this.oath_1": oath_chosen(1),  # A 19-3: that oath box of the card was picked
        "this.oath_2": oath_chosen(2),
    },
    at_start=start_player,
    card_used=card_used,
    aura_arrival=aura_arrival,
    aura_arrival_done=aura_arrival_done,
    rule_effects=rule_effects,
    state_rules=taboo_loss,
)
