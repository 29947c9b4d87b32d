"""Oboro (No. 05) and her another versions 『第三章』 (A1) and 『消失』 (A2): card behaviour and her
additional rules (A 3).

Facts (range, damage, costs) come from the card database; only what the facts cannot say is here.
Many of her cards act on the face-down pile (伏せ札, C 7-1-8): they are used from it, read its size,
or fill it. 設置 (installation, A 3-2) is a fact of the card; the rule that gives it meaning — use one
such card from the face-down pile just before a reshuffle (A 3-3) — is ``before_reshuffle`` below.
"""

from __future__ import annotations

from collections.abc import Callable, Generator

from ..catalogue import Behaviour, behaviour, scripted
from ..game import Game, Proc, as_player
from ..hooks import GoddessRules
from ..model import (
    Action,
    CardDef,
    Choose,
    Condition,
    Decision,
    Decline,
    Effect,
    FaceDown,
    Player,
    Quantity,
    UseCard,
)
from ..procedures.common import ask, ask_yes_no, settle
from ..procedures.effects import Context
from ..statuses import is_full_power
from . import oboro_parts as parts

# Giga-Suke's cost is lower by the cards of her face-down pile and by her assembled parts.
COST_LESS: tuple[Quantity, ...] = ("self.face_down", "self.assembled")

BASE = "oboro"


def harbors_oboro(g: Game, p: int) -> bool:
    """Does player p harbor Oboro in any of her forms (C 2-1)?"""
    return any(k == BASE or k.startswith(f"{BASE}-") for k in g.state.players[p].goddesses)


def _player(p: int) -> Player:
    return 0 if p == 0 else 1


def use_from_face_down(
    g: Game, p: int, clause: str, fits: Callable[[CardDef], bool], *, source: str | None = None, how: str = "effect"
) -> Proc:
    """Player p may use one card of the face-down pile that `fits` (by an effect, nested: C 9-2, 9-8).
    Every card that fits may be chosen, one whose use will be illegal too; its use then does nothing
    (FAQ, Oboro's Shadow Cloning: ``use_chosen``).

    The question is asked whenever the pile holds a card: which of its cards can be used is hidden
    from the opponent (C 7-1-8), so being asked must not tell them."""
    from ..procedures.use import choice_options, use_chosen

    pl = _player(p)
    pile = g.state.players[p].face_down
    if not pile:
        g.emit(clause, f"player {p}'s face-down pile is empty: no card to use", player=p)
        return
    options = choice_options(g, p, [u for u in pile if fits(g.defn(u))])
    detail: dict[str, str | int | list[str] | None] = {"zone": "face_down"}
    if source is not None:
        detail["card"] = source
    ans = yield from ask(
        g, Decision(kind="use_card", player=pl, clause=clause, options=[*options, Decline(player=pl)], detail=detail)
    )
    if not isinstance(ans, UseCard):
        g.emit(clause, f"player {p} uses no card from the face-down pile", player=p)
        return
    g.emit(clause, f"player {p} chooses {g.name(ans.card)} of the face-down pile to use", player=p, card=ans.card)
    if (yield from use_chosen(g, p, ans.card, as_card=ans.as_card)):
        yield from settle(g)


# --- A 3-3: the installation rule -------------------------------------------------------------------


def _before_reshuffle_steps(g: Game, p: int, done: set[str]) -> list[str]:
    """The steps of A 3-3 and of her cards still due just before player p reshuffles: the rule's
    installation use and 「虚魚」's extra one while her face-down pile holds a card (asked whatever it
    holds, C 7-1-8), 「朧文書・電子神渉」's rebuild while it is used."""
    pile = bool(g.state.players[p].face_down)
    due = {
        "installation": pile,
        "uro-uo": pile and uro_uo_in_force(g, p),
        "shinsho": parts.shinsho_in_use(g, p) is not None,
    }
    return [k for k, ok in due.items() if ok and k not in done]


def before_reshuffle(g: Game, p: int) -> Proc:
    """A 3-3: just before a player harboring Oboro reshuffles (before its life damage, C 9-7 i), she
    may use one installation card from her face-down pile; 「虚魚」 deployed or used lets her use one
    more, not an attack; 「朧文書・電子神渉」 used lets her rebuild her assembled parts. These are due at
    the same moment, so they resolve in the order the active player picks (C 5-1-1; the rule's and
    「虚魚」's uses may come in either order, FAQ, Oboro: Uro-Uo); each is looked at again once another
    has resolved."""
    if not harbors_oboro(g, p):
        return
    done: set[str] = set()
    while steps := _before_reshuffle_steps(g, p, done):
        step = steps[0]
        if len(steps) > 1:
            active = as_player(g.state.active)
            options: list[Action] = [Choose(player=active, option=k) for k in steps]
            what = "which of Oboro's steps just before the reshuffle resolves next"
            ans = yield from ask(
                g, Decision(kind="choose", player=active, clause="C 5-1-1", options=options, detail={"what": what})
            )
            assert isinstance(ans, Choose)
            step = ans.option
        done.add(step)
        if step == "installation":
            yield from use_from_face_down(g, p, "A 3-3", lambda d: d.installation)
        elif step == "uro-uo":
            yield from use_from_face_down(
                g, p, "A 3-3", lambda d: d.installation and d.type != "attack", source=_uro_uo_uid(g, p)
            )
        else:
            shinsho = parts.shinsho_in_use(g, p)
            if shinsho is not None:
                yield from parts.shinsho_reassemble(g, p, shinsho)


def before_reshuffle_due(g: Game, p: int) -> bool:
    """A 3-3 has something to offer: she harbors Oboro and her face-down pile holds a card (the question
    is asked whatever it holds, C 7-1-8), or 「朧文書・電子神渉」 is used."""
    return harbors_oboro(g, p) and bool(_before_reshuffle_steps(g, p, set()))


UROUO = "NA-05-oboro-O-S-3"


def _uro_uo_uid(g: Game, p: int) -> str | None:
    ps = g.state.players[p]
    for uid in ps.enhancements:
        if g.state.cards[uid].card == UROUO and uid not in g.destroying:
            return uid
    for uid in ps.trumps:
        if g.state.cards[uid].card == UROUO and g.state.cards[uid].trump_state == "used":
            return uid
    return None


def uro_uo_in_force(g: Game, p: int) -> bool:
    """「虚魚」's third text is in force while it is deployed or used (C 9-1-1-6, 9-1-1-8)."""
    return _uro_uo_uid(g, p) is not None


# --- base cards -----------------------------------------------------------------------------------


def ninpo_walk(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """「忍歩」: used from the face-down pile, it lets its user use an installation card from there."""
    if ctx.origin != "face_down":
        g.emit("C 9-2-2", "it was not used from the face-down pile: nothing more happens", card=uid)
        return
    yield from use_from_face_down(g, me, "C 9-2", lambda d: d.installation, source=uid)


def shadow_cloning(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """「分身の術」: choose a non-full-power card of the face-down pile and use it, then use it again from
    the discard pile if it lies there; the attacks so made cannot be reacted to (対応不可, C 10-22).
    FAQ: a card whose use will be illegal may be chosen (an attack out of range, or under Muscle
    Relaxant); its use then does nothing and it is not used (``use_chosen``)."""
    from ..procedures.use import check_use, choice_options, use_card, use_chosen

    pl = _player(me)
    pile = [u for u in g.state.players[me].face_down if not is_full_power(g, u)]
    if not pile:
        g.emit("C 9-2", "the face-down pile holds no card that is not full-power: nothing happens", card=uid)
        return
    ans = yield from ask(
        g,
        Decision(
            kind="use_card",
            player=pl,
            clause="C 9-2",
            options=choice_options(g, me, pile),
            detail={"card": uid, "zone": "face_down"},
        ),
    )
    assert isinstance(ans, UseCard)
    chosen = ans.card
    if not (yield from use_chosen(g, me, chosen, as_card=ans.as_card, gains=("no_reaction",))):
        return
    yield from settle(g)
    if chosen not in g.state.players[me].discard:
        g.emit("C 9-2", f"{g.name(chosen)} is not in the discard pile: it is not used again", card=chosen)
        return
    why = check_use(g, me, chosen, "effect")
    if why is not None:
        g.emit(why.clauses[0], f"{g.name(chosen)} cannot be used again: {why.reason}", card=chosen)
        return
    g.emit("C 9-2", f"{g.name(chosen)} is used again from the discard pile", card=chosen)
    yield from use_card(g, me, chosen, "effect", gains=("no_reaction",))


def tobi_kage(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """「鳶影」: may use a non-full-power card of the face-down pile; when this card answers an attack,
    the card used is treated as answering it too (C 9-4 i). FAQ: it is used by this effect, not by
    the reaction method, so a card usable only as a reaction is not offered and "if used as a
    reaction" does not hold for it; yet it is a reaction made to the attack ("if this attack is
    answered" counts it, and Tobi-Kage again)."""
    from ..procedures.use import choice_options, use_chosen

    pl = _player(me)
    target = ctx.attack
    pile = [u for u in g.state.players[me].face_down if not is_full_power(g, u)]
    ans = yield from ask(
        g,
        Decision(
            kind="use_card",
            player=pl,
            clause="C 9-2",
            options=[*choice_options(g, me, pile, target), Decline(player=pl)],
            detail={"card": uid, "zone": "face_down"},
        ),
    )
    if not isinstance(ans, UseCard):
        g.emit("C 9-2", f"player {me} uses no card", player=me)
        return
    if target is not None:
        g.emit("C 9-4 i", f"{g.name(ans.card)} is treated as answering {target.id}", card=ans.card)
    yield from use_chosen(g, me, ans.card, target, as_card=ans.as_card, answering=target is not None)


def uro_uo_deploy(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """「虚魚」 deployed: its user puts as many cards of her discard pile face-down as she likes, one at a
    time."""
    ps = g.state.players[me]
    while pool := [u for u in ps.discard if g.defn(u).category != "poison"]:  # never a poison (A 7-2-1)
        u = yield from parts.choose_one(g, me, pool, "C 7-1-8", "a card to put face-down", optional=True)
        if u is None:
            return
        g.move_card(u, "face_down", me, clause="C 7-1-8")


KUMA_ATTACK = Effect(timing="after_attack", op="perform_attack", range=[3, 4], aura=2, life=2)


def kuma_suke(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """「熊介」: perform a 3-4 2/2 attack as many times as the face-down pile holds cards (read once)."""
    from ..procedures.attack import perform_attack

    times = len(g.state.players[me].face_down)
    g.emit("C 10-5", f"player {me}'s face-down pile holds {times}: {times} attack(s)", player=me, count=times)
    for _ in range(times):
        yield from perform_attack(g, uid, me, KUMA_ATTACK, ctx)
        yield from settle(g)


def shuriken_return(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """「手裏剣」: at its holder's end phase, with 5 or more cards in both face-down piles together, it
    may go back from the discard pile to the hand."""
    s = g.state
    if uid is None or s.active != me or uid not in s.players[me].discard:
        g.emit("C 8-3-1", "not in its holder's discard pile at its holder's end phase: nothing happens", card=uid)
        return
    total = sum(len(ps.face_down) for ps in s.players)
    if total < 5:
        g.emit("C 8-3-1", f"the face-down piles hold {total} cards together, fewer than 5: nothing happens", card=uid)
        return
    if (yield from ask_yes_no(g, me, "may", "C 8-3-1", {"card": uid})):
        g.move_card(uid, "hand", me, clause="C 8-3-1")
    else:
        g.emit("C 10-40", "declined", player=me)


def caltrops(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """「影菱」: used from the face-down pile, its user looks at the opponent's hand and puts a card of
    her choice from it face-down (into its holder's face-down pile, C 7-2)."""
    if ctx.origin != "face_down":
        g.emit("C 9-4 vii", "it was not used from the face-down pile: nothing happens", card=uid)
        return
    opp = 1 - me
    hand = g.state.players[opp].hand
    if not hand:
        g.emit("C 9-4 vii", f"player {opp}'s hand is empty: nothing to put face-down", card=uid)
        return
    pl = _player(me)
    g.emit("C 7-1-10", f"player {me} looks at player {opp}'s hand", player=me, cards=list(hand))
    fits = [u for u in hand if g.defn(u).category != "poison"]  # a poison is never chosen (A 7-2-1)
    if not fits:
        g.emit("A 7-2-1", f"player {opp}'s hand holds only poisons: nothing to put face-down", card=uid)
        return
    ans = yield from ask(
        g,
        Decision(
            kind="face_down",
            player=pl,
            clause="C 7-1-8",
            options=[FaceDown(player=pl, card=u) for u in fits],
            detail={"card": uid, "zone": "opponent.hand"},
        ),
    )
    assert isinstance(ans, FaceDown)
    g.move_card(ans.card, "face_down", opp, clause="C 7-1-8")


# --- 『第三章』: the Twig and the Final Petal (A 3-1) --------------------------------------------------

PETAL = "NA-05-oboro-A1-S-4-Ex1"


def fetch_petal(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """「神代枝」: its user takes 「最後の結晶」 from her 〈Extra〉 (put there at setup, A 3-1) into her
    trump zone, unused."""
    extra = g.state.players[me].extra
    petal = next((u for u in extra if g.state.cards[u].card == PETAL), None)
    if petal is None:
        g.emit("C 7-1-12", f"player {me}'s extra zone holds no 「最後の結晶」: nothing to take", player=me)
        return
    g.move_card(petal, "trumps", me, clause="C 7-1-12", trump_state="unused")
    yield from ()


def _petal(g: Game, p: int) -> str | None:
    for uid in g.state.players[p].trumps:
        inst = g.state.cards[uid]
        if inst.card == PETAL and inst.trump_state == "unused":
            return uid
    return None


def can_replace_defeat(g: Game, p: int) -> bool:
    """「最後の結晶」 can replace its holder's defeat while it is an unused trump whose cost she can pay.
    Its text speaks of her first defeat: once used it cannot be used again, and a defeat it does not
    replace ends the duel, so no record of earlier defeats is needed."""
    uid = _petal(g, p)
    return uid is not None and g.state.players[p].flare >= (g.defn(uid).cost or 0)


def replace_defeat(g: Game, p: int) -> Generator[Decision, Action, bool]:
    """「最後の結晶」 (C 9-1-3-1): instead of losing, its holder may send all her life to the dust and use
    it, paying its cost."""
    from ..procedures.use import use_card

    uid = _petal(g, p)
    assert uid is not None
    if not (yield from ask_yes_no(g, p, "may", "C 9-1-3-1", {"card": uid})):
        g.emit("C 9-1-3-1", f"player {p} does not use {g.name(uid)}: the defeat stands", player=p)
        return False
    g.emit("C 9-1-3-1", f"instead of losing, player {p} uses {g.name(uid)}", player=p, card=uid)
    g.move_crystals(("life", p), ("dust",), g.state.players[p].life, "C 9-1-3-1")
    yield from use_card(g, p, uid, "effect")
    return True


CARDS: dict[str, Behaviour] = {
    "NA-05-oboro-O-N-1": behaviour(installation=True),  # Steel Strings: a plain attack with 設置
    "NA-05-oboro-O-N-2": behaviour(  # Caltrops
        scripted("after_attack", caltrops), installation=True, no_reaction=["all"]
    ),
    "NA-05-oboro-O-N-3": behaviour(  # Rush of Blades: +1/+1 once the opponent took aura damage this turn
        Effect(
            timing="constant",
            op="modify_attack",
            applies_to="this_attack",
            aura=1,
            life=1,
            condition=Condition(quantity="opponent.aura_damage_taken", compare=">=", value=1),
        )
    ),
    "NA-05-oboro-O-N-5": behaviour(  # Induce: one of two arrows
        Effect(
            timing="on_use",
            op="choose_one",
            choices=[
                [Effect(timing="on_use", op="move", source="distance", dest="opponent.aura")],
                [Effect(timing="on_use", op="move", source="opponent.aura", dest="opponent.flare")],
            ],
        ),
        installation=True,
    ),
    "NA-05-oboro-O-N-7": behaviour(  # Revitalize: destroyed, a used trump of its holder is unused again
        Effect(timing="on_destroy", op="return_to_unused", zone="self.trumps"),
        unguarded=True,
        installation=True,
    ),
    "NA-05-oboro-O-S-3": behaviour(  # Uro-Uo (its third text: before_reshuffle)
        scripted("on_deploy", uro_uo_deploy),
        Effect(timing="while_deployed", op="two_way_arrows", zone="self.face_down"),
    ),
    "NA-05-oboro-O-S-4": behaviour(  # Mi-Kazura
        Effect(timing="after_attack", op="move", source="dust", dest="self.flare"),
        Effect(
            timing="while_used",
            op="resurgence",
            condition=Condition(quantity="self.flare", compare="==", value=0),
        ),
    ),
    "NA-05-oboro-O-N-4": behaviour(  # Ninpo-Walk
        Effect(timing="on_use", op="move", source="dust", dest="distance"),
        scripted("on_use", ninpo_walk),
        installation=True,
    ),
    "NA-05-oboro-O-N-6": behaviour(scripted("on_use", shadow_cloning)),  # Shadow Cloning
    "NA-05-oboro-O-S-1": behaviour(scripted("after_attack", kuma_suke)),  # Kuma-Suke
    "NA-05-oboro-O-S-2": behaviour(scripted("on_use", tobi_kage)),  # Tobi-Kage
    "NA-05-oboro-A1-N-2": behaviour(scripted("constant", shuriken_return, when="end_phase")),  # Shuriken
    "NA-05-oboro-A1-S-4": behaviour(  # Twig of the Sacred Sakura
        Effect(timing="on_use", op="move", source="out_of_game", dest="self.aura"),
        Effect(timing="on_use", op="move", source="out_of_game", dest="self.flare"),
        Effect(timing="on_use", op="remove_from_game"),
        scripted("on_use", fetch_petal),
    ),
    PETAL: behaviour(  # The Final Petal: used only instead of its holder's first defeat (RULES)
        Effect(timing="on_use", op="put_face_down"),
        Effect(timing="on_use", op="move", source="dust", dest="self.life"),
        only_by_own_effect=True,
    ),
    "NA-05-oboro-A1-N-3": behaviour(  # Sneak Attack: -1/-1 per card in the opponent's face-down pile
        Effect(
            timing="constant",
            op="modify_attack",
            applies_to="this_attack",
            aura=-1,
            life=-1,
            amount_of="opponent.face_down",
        ),
        no_reaction=["normal"],
    ),
    # 『消失』
    "NA-05-oboro-A2-N-1": behaviour(  # Holo-Kunai
        scripted("after_attack", parts.assemble_one),
        installation=True,
        face_down_after_use=True,
    ),
    "NA-05-oboro-A2-S-1": behaviour(  # Giga-Suke: cheaper by the face-down pile and the assembled parts
        *(Effect(timing="after_attack", op="perform_attack", range=[3, 4], aura=2, life=1) for _ in range(3)),
        *(Effect(timing="constant", op="reduce_cost", applies_to="this_card", amount_of=q) for q in COST_LESS),
    ),
    parts.SHINSHO: behaviour(scripted("on_use", parts.shinsho_use)),  # (its used text: before_reshuffle)
    parts.MAIN_PARTS[0]: behaviour(category="part", digital_installation=True),
    parts.MAIN_PARTS[1]: behaviour(category="part", digital_installation=True),
    parts.MAIN_PARTS[2]: behaviour(
        scripted("after_attack", parts.main_part_z), category="part", digital_installation=True
    ),
    # The custom parts' texts depend on how many are revealed (A 3-4-2): oboro_parts.CUSTOM_TEXTS.
    **{cp: behaviour(category="part") for cp in parts.CUSTOM_PARTS},
}

RULES = GoddessRules(
    before_reshuffle=before_reshuffle,
    before_reshuffle_due=before_reshuffle_due,
    replace_reshuffle=parts.replace_reshuffle,
    can_replace_defeat=can_replace_defeat,
    replace_defeat=replace_defeat,
    component_zone=parts.component_zone,
    hidden=parts.hidden,
    validate=parts.validate,
    validate_card=parts.validate_card,
    quantities={"assembled": lambda g, p, uid: len(parts.assembled(g.state.players[p]))},  # A 3-7
)
