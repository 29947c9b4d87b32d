"""Renri (No. 22) and her another version 『歴史家』 (A1): card behaviour.

Facts (range, damage, costs, charge) come from the card database; only what the facts cannot say is
here. Her additional rules (A 20): perjury and disproof (A 20-6-1, 20-6-3): the ``declarations`` hook
offers, for each normal card of her hand, a ``perjury`` use as each card of her goddesses' card lists
that prints 偽証 (``PERJURY_CARDS``) not yet declared this turn, and ``procedures.use.perjure`` runs
the procedure (her state ``RenriState`` under ``players[i].goddess.renri``: 〈Perjury〉 ``perjury``, the face-down
card ``perjury_face_down``, the names
declared ``perjured``, a failed disproof ``disproof_failed``). A phase ended by an effect sends a card
left in 〈Perjury〉 to the discard pile (A 20-6-4). 『歴史家』 Renri's three relics start face down in
her 〈Relics〉 (``RenriState.relics``, A 20-1, 20-2-3: ``component_zone``); just before she reshuffles
she may perjure with a card of her face-down pile as a card printing 偽証設置 (A 20-6-2), and her
Divine Gift in the discard pile may be exchanged with a relic (``before_reshuffle``); a failed disproof
of a card printing 回帰 lets her regress (A 20-5: ``perjury_judged``; ``RenriState.regressed``). The
偽証 keyword itself has no effect (A 20-3): a card that bears it but whose text does not otherwise
concern perjury is encoded for its use in the basic way (C 9-2).
"""

from __future__ import annotations

from collections.abc import Generator, Iterable
from typing import TYPE_CHECKING, Any

from .. import carddb
from ..attacks import give_mod, other_goddess_card
from ..catalogue import Behaviour, behaviour, implemented_cards, scripted
from ..game import as_player
from ..hooks import GoddessRules
from ..model import Condition, Effect, State
from ..validate import fail
from . import renri_historian as historian
from .g01_yurina import this_attack
from .renri_historian import RenriState

if TYPE_CHECKING:
    from ..game import Game
    from ..procedures.effects import Context

FOG_OF_DECEPTION = "NA-22-renri-A1-N-2"

# The current distance is 2 or more (C 5-2-1: the distance as read, modifications included).
DISTANCE_2_OR_MORE = Condition(quantity="distance", compare=">=", value=2)

# Her holder has 3 or more normal cards in the discard pile and the enhancement zone together.
THREE_NORMALS = Condition(quantity="self.normal_discard_enhancements", compare=">=", value=3)


def redact_after(g: Game, uid: str | None, me: int, ctx: Context) -> Generator[Any, Any, None]:
    """Redact, after its attack: if a crystal has moved out of the dust this turn (``State.dust_left``),
    the attack it answers gets -1/+0 when its aura damage is 3 or more, else +0/-1 (a 「-」 aura damage
    is not 3 or more, C 5-11) (C 10-3). The modification is an addition, so its condition reads the
    damage as the classes before the additions leave it (C 9-1-3-2; the FAQ reading of Megumi's
    Spreading Palm)."""
    from ..attacks import damage
    from ..procedures.effects import answered_attack

    answered = answered_attack(g, me, ctx)
    if answered is None or not g.state.dust_left:
        g.emit("C 9-4 vii", "Redact: no crystal has left the dust this turn, or no attack answered", card=uid)
        return
    aura, _ = damage(g, answered, before_additions=True)
    cut = (-1, 0) if aura is not None and aura >= 3 else (0, -1)
    mod = Effect(timing="constant", op="modify_attack", applies_to="this_attack", aura=cut[0], life=cut[1])
    give_mod(g, answered, mod, uid)
    g.emit("C 10-3", f"{answered.id} gets {cut[0]:+d}/{cut[1]:+d}", attack=answered.id)
    yield from ()


def splay(g: Game, uid: str | None, me: int, ctx: Context) -> Generator[Any, Any, None]:
    """Splay (used only as a reaction): the player sees the opponent's hand and may pick a card of it
    that is not full-power and is another goddess's than Splay's (C 10-15); a picked card is used by
    the player (nested, C 9-8), treated as answering the attack Splay answers (so its use is checked and
    resolved against that attack; used by the effect, not by the reaction method: FAQ, Oboro's
    Tobi-Kage), or put face-down in its holder's pile (C 7-2). Our reading, as
    Shinra's Replicate: the choice of a card and of what to do with it is one decision, declining it
    picks nothing."""
    from ..model import Action, Decision, Decline, FaceDown, UseCard
    from ..procedures.common import ask
    from ..procedures.effects import answered_attack
    from ..procedures.use import check_use, use_card
    from ..statuses import is_full_power

    p = as_player(me)
    hand = g.state.players[1 - me].hand
    g.emit("C 9-2-2", f"player {me} looks at player {1 - me}'s hand", player=me, cards=list(hand))
    target = answered_attack(g, me, ctx)
    picks = [u for u in hand if not is_full_power(g, u) and uid is not None and other_goddess_card(g, uid, u)]
    options: list[Action] = [UseCard(player=p, card=u) for u in picks if check_use(g, me, u, "effect", target) is None]
    options += [FaceDown(player=p, card=u) for u in picks]
    ans = yield from ask(g, Decision(kind="use_card", player=p, clause="C 9-2", options=[*options, Decline(player=p)]))
    if isinstance(ans, UseCard):
        g.emit("C 9-8", "a card used by an effect resolves nested", card=ans.card)
        yield from use_card(g, me, ans.card, "effect", target=target, answering=target is not None)
    elif isinstance(ans, FaceDown):
        g.move_card(ans.card, "face_down", clause="C 7-1-8")
    else:
        g.emit("C 9-2-2", f"player {me} picks no card", player=me)


CHARM = "NA-22-renri-O-N-1"
LAST_GASP = "NA-22-renri-O-S-4"
SIGILED_ROBE = "NA-22-renri-O-S-4-Ex1"
# What Sigiled Robe copies by the crystals on her Last Gasp: 0, 1, 2, 3 or more.
ROBE_COPIES = ("NA-22-kiriko-O-S-1", "NA-13-utsuro-A1-S-1-Ex1", "NA-07-shinra-O-S-1", "NA-04-tokoyo-O-S-1")


def last_gasp_robe(g: Game, uid: str | None, me: int, ctx: Context) -> Generator[Any, Any, None]:
    """Renri's Last Gasp, as it deploys: Sigiled Robe comes from her 〈Extra〉 into her trump zone, unused."""
    ps = g.state.players[me]
    robe = next((u for u in ps.extra if g.state.cards[u].card == SIGILED_ROBE), None)
    if robe is None:
        g.emit("C 7-1-12", "Sigiled Robe is not in 〈Extra〉: nothing is taken", card=uid)
        return
    g.move_card(robe, "trumps", me, clause="C 7-1-12", trump_state="unused")
    yield from ()


def charm_reveal(g: Game, uid: str | None, me: int, ctx: Context) -> Generator[Any, Any, None]:
    """Charm, as it is used: if it is a perjury of hers not disproved (still face down), she may reveal
    the card; revealed, it goes to the discard pile after the use (A 20-6-1 v), and if it is not truly
    Charm, the opponent cannot choose the aura damage of its attack (C 5-8-3-2)."""
    from ..catalogue import definition
    from ..procedures.common import ask_yes_no

    ps = g.state.players[me]
    if uid is None or uid not in historian.face_down(ps):
        g.emit("A 20-6-1", "Charm is no undisproved perjury: nothing to reveal", card=uid)
        return
    if not (yield from ask_yes_no(g, me, "may", "A 20-6-1", {"card": uid, "what": "reveal the card"})):
        return
    RenriState.on(ps).perjury_face_down.remove(uid)
    real = g.state.cards[uid].card
    g.emit("A 20-6-1", f"player {me} reveals the card of her perjury", player=me, card=uid, real=real)
    if definition(g.state, real).id != CHARM and ctx.attack is not None:
        ctx.attack.keywords.append("no_aura_choice")
        g.emit("C 5-8-3-2", f"the card is not Charm: player {1 - me} cannot choose the aura damage", player=1 - me)


def dumbfound(g: Game, uid: str | None, me: int, ctx: Context) -> Generator[Any, Any, None]:
    """Dumbfound: she reveals a normal card of hers printing 偽証 that she did not choose in deck
    construction (it lies in 〈Out of game〉, C 7-1-16), uses it (nested, C 9-8; treated as answering the
    attack Dumbfound answers, if any: used by this effect, not by the reaction method, FAQ, Oboro's
    Tobi-Kage), then it is removed from the game (C 10-18). The choice is hers among such cards; one
    whose use will be illegal may be chosen, and that use does nothing (FAQ, Oboro's Shadow Cloning)."""
    from ..procedures.effects import answered_attack
    from ..procedures.terms import pick_card, remove_from_game
    from ..procedures.use import use_chosen

    ps = g.state.players[me]
    target = answered_attack(g, me, ctx)
    cards = [u for u in ps.out_of_game if g.state.cards[u].card in PERJURY_CARDS]
    if not cards:
        g.emit("C 9-2-2", "no card printing 偽証 lies out of the game", card=uid)
        return
    chosen = yield from pick_card(g, me, cards, "C 9-2-2", {"card": uid, "what": "a 偽証 card not chosen, to use"})
    if chosen is None:
        return
    g.emit("C 9-2-2", f"player {me} reveals {g.name(chosen)} to use it", player=me, card=chosen)
    yield from use_chosen(g, me, chosen, target, answering=target is not None)
    if chosen in g.state.cards and g.zone_of(chosen)[0] != "out_of_game":
        remove_from_game(g, chosen)


def leverage_return(g: Game, uid: str | None, me: int, ctx: Context) -> Generator[Any, Any, None]:
    """Leverage: if the opponent has failed a disproof this turn, she may return a card printing 偽証
    from her discard pile to her hand."""
    from ..procedures.terms import pick_card

    if not historian.state(g.state.players[1 - me]).disproof_failed:
        g.emit("C 9-2-2", f"player {1 - me} has failed no disproof this turn", card=uid)
        return
    cards = [u for u in g.state.players[me].discard if g.state.cards[u].card in PERJURY_CARDS]
    if not cards:
        g.emit("C 9-2-2", "no card printing 偽証 in the discard pile", card=uid)
        return
    chosen = yield from pick_card(g, me, cards, "C 9-2-2", {"card": uid, "what": "a 偽証 card to the hand"}, optional=True)
    if chosen is not None:
        g.move_card(chosen, "hand", me, clause="C 9-2-2")


def wallow_end(g: Game, uid: str | None, me: int, ctx: Context) -> Generator[Any, Any, None]:
    """Wallow, used: at its holder's end phase, 1 damage to the opponent's aura, and it becomes unused."""
    from ..procedures.common import single_damage
    from ..procedures.terms import return_to_unused

    single_damage(g, 1 - me, "aura", 1, "C 9-1-1-8")
    if uid is not None:
        return_to_unused(g, uid, "C 10-17")
    yield from ()


CARDS: dict[str, Behaviour] = {
    # Splay: only as a reaction; use or put face-down a card of the opponent's hand (``splay``).
    "NA-22-renri-O-S-2": behaviour(scripted("on_use", splay), reaction_only=True),
    # Redact: after its attack, when a crystal has left the dust this turn, the attack it answers is
    # weakened on its aura side if that is 3 or more, else on its life side.
    "NA-22-renri-O-N-3": behaviour(scripted("after_attack", redact_after)),
    # Compound: +1/+0 while its holder has 3 or more normal cards in the discard pile and the
    # enhancement zone together.
    "NA-22-renri-O-N-2": behaviour(this_attack(aura=1, life=0, condition=THREE_NORMALS)),
    # Motive (the na-s9-2 version): one crystal from the distance to its holder's flare.
    "NA-22-renri-O-N-6": behaviour(Effect(timing="on_use", op="move", source="distance", dest="self.flare")),
    # Enclose: when deployed and again when destroyed, one crystal goes from the distance to the dust,
    # each time only if the current distance is then 2 or more.
    "NA-22-renri-O-N-7": behaviour(
        Effect(timing="on_deploy", op="move", source="distance", dest="dust", condition=DISTANCE_2_OR_MORE),
        Effect(timing="on_destroy", op="move", source="distance", dest="dust", condition=DISTANCE_2_OR_MORE),
    ),
    # Renri's Last Gasp (終端): as it deploys, see ``last_gasp_robe``; while deployed, its crystals move
    # only in her own start phase (C 8-1-3 ii).
    LAST_GASP: behaviour(
        scripted("on_deploy", last_gasp_robe),
        Effect(
            timing="while_deployed",
            op="lock_crystals",
            condition=Condition(quantity="self.start_phase", compare="==", value=0),
        ),
        terminal=True,
    ),
    # Sigiled Robe: a copy of another card by the crystals on her Last Gasp (C 10-16; ``ROBE_COPIES``).
    SIGILED_ROBE: behaviour(
        Effect(timing="constant", op="copy_of", of=f"by_crystals:{LAST_GASP}:{','.join(ROBE_COPIES)}")
    ),
    # Kiriko's Sacred Dance (the card Sigiled Robe copies at 0): an attack 2-3 3/2. Its two used texts
    # answer 剣舞 (sword dance), which no card of na-s9-2 performs: in this season they never apply.
    "NA-22-kiriko-O-S-1": behaviour(
        unencoded="its two texts answer a sword dance (剣舞), which no card of the season performs, so they never apply"
    ),
    # Dumbfound (a reaction): see ``dumbfound``; 再起 (C 10-7) with 3 or more normal cards in her discard
    # pile and enhancement zone.
    "NA-22-renri-O-S-3": behaviour(
        scripted("on_use", dumbfound), Effect(timing="while_used", op="resurgence", condition=THREE_NORMALS)
    ),
    # Charm (偽証): see ``charm_reveal``.
    CHARM: behaviour(scripted("on_use", charm_reveal)),
    # Leverage: the opponent flinches; then ``leverage_return``.
    "NA-22-renri-O-N-4": behaviour(
        Effect(timing="on_use", op="flinch", player="opponent"), scripted("on_use", leverage_return)
    ),
    # Beguile (偽証): with 3 or more normal cards in her discard pile and enhancement zone, the opponent
    # puts a card of their hand face down, and flinches if they cannot; a failed disproof of it (the
    # card truly Beguile) costs the disprover two fatigues instead of one.
    "NA-22-renri-O-N-5": behaviour(
        Effect(
            timing="on_use",
            op="if",
            condition=THREE_NORMALS,
            then=[
                Effect(
                    timing="on_use",
                    op="if",
                    condition=Condition(quantity="opponent.hand", compare=">=", value=1),
                    then=[Effect(timing="on_use", op="put_face_down", player="opponent", amount=1)],
                    otherwise=[Effect(timing="on_use", op="flinch", player="opponent")],
                )
            ],
        ),
        Effect(timing="constant", op="disproof_fatigue", amount=2),
    ),
    # Wallow (trump): its damage is both damages at once (C 10-26) if the opponent has failed a disproof
    # this turn; used, at her end phase 1 damage to the opponent's aura and it becomes unused again.
    "NA-22-renri-O-S-1": behaviour(
        Effect(
            timing="constant",
            op="gain_keyword",
            applies_to="this_attack",
            keywords=["both_damages"],
            condition=Condition(quantity="opponent.disproof_failed", compare="==", value=1),
        ),
        scripted("while_used", wallow_end, when="end_phase", condition=Condition(quantity="self.active", compare="==", value=1)),
    ),
    # Fog of Deception: no printed text of its own to resolve; what it may be declared as depends on
    # the opponent's goddesses (``fog_declarations``, through the ``declarations`` hook).
    FOG_OF_DECEPTION: behaviour(),
}


def fog_declarations(g: Game, uid: str) -> list[Effect]:
    """Fog of Deception (C 10-39): it may be declared as any normal card, not an enhancement, of a
    goddess other than Renri that its holder's opponent could choose in deck construction (C 3: the
    pool of the goddesses they harbor); refuted, it goes to the discard pile unused. Our reading: only
    cards whose behaviour is encoded are offered (the engine cannot use a card it does not know; a duel
    with real goddesses has every card of both pools encoded), and an opponent harboring a goddess the
    season does not know (a hand-made position) offers none."""
    s = g.state
    inst = s.cards.get(uid)
    if inst is None or inst.card != FOG_OF_DECEPTION:
        return []
    known = implemented_cards()
    opponent = s.players[1 - inst.holder]
    try:
        pool = carddb.combined_deck_pool(opponent.goddesses, s.season)
    except (KeyError, ValueError):  # a goddess unknown in the season: no pool the engine could read
        return []
    return [
        Effect(timing="constant", op="declare_as", as_card=c.rules_id, then=[Effect(timing="constant", op="discard")])
        for c in pool
        if c.category == "normal" and c.type != "enhance" and c.goddess != "renri" and c.rules_id in known
    ]


# Fog of Deception reads as ``fog_declarations`` says (its entry above has no effect of its own).
CARDS[FOG_OF_DECEPTION] = behaviour(by=(fog_declarations,))


# The cards that print 偽証 (A 20-3): the names a perjury may declare (A 20-6-1 ii), among the cards of
# the goddesses she harbors.
PERJURY_CARDS = frozenset(
    {
        "NA-22-renri-O-N-1",  # Charm
        "NA-22-renri-O-N-2",  # Compound
        "NA-22-renri-O-N-3",  # Redact
        "NA-22-renri-O-N-5",  # Beguile
        "NA-22-renri-O-N-6",  # Motive
        *historian.RELICS,  # Fabricated Weapon, Essence of Sword, Primal Sakura Bell (『歴史家』's relics)
    }
)


def harbors_renri(goddesses: list[str]) -> bool:
    return any(key.split("-")[0] == "renri" for key in goddesses)


def perjury_declarations(g: Game, uid: str) -> list[Effect]:
    """A 20-6-1: a player harboring Renri may use a normal card of her hand by perjury, declaring the
    name of a card of her goddesses' card lists (their extra cards included: ``historian.card_list``)
    that prints 偽証, not yet declared by a perjury of hers this turn (ii). Offered as ``perjury``
    effects on the card; ``check_use`` keeps them to the main phase (the basic way, C 9-2). Our
    reading: only cards whose behaviour is encoded are declared."""
    s = g.state
    inst = s.cards.get(uid)
    if inst is None:
        return []
    ps = s.players[inst.holder]
    if not harbors_renri(ps.goddesses) or uid not in ps.hand or g.defn(uid).category != "normal":
        return []
    known = implemented_cards()
    return [
        Effect(timing="constant", op="perjury", as_card=c.rules_id)
        for c in historian.card_list(g, inst.holder)
        if c.rules_id in PERJURY_CARDS and c.rules_id in known and c.rules_id not in historian.state(ps).perjured
    ]


def declarations(g: Game, uid: str) -> list[Effect]:
    return fog_declarations(g, uid) + perjury_declarations(g, uid)


CARDS.update(historian.CARDS)

def regressed_to_relics(
    g: Game, uid: str, src: str, zone: str, owner: int | None, clause: str, face_down: bool
) -> tuple[str, int | None, bool]:
    """A 20-5 ii: a regressed perjury card leaving 〈In-use〉 goes to its holder's 〈Relics〉 instead;
    leaving 〈Perjury〉 for anywhere else (a phase ended, A 20-6-4) it is no longer regressed. A 20-6-1:
    a perjury card lies face down in 〈Perjury〉 and 〈In-use〉 only."""
    holder = g.state.cards[uid].holder
    ps = RenriState.of(g.state.players[holder])
    if ps is None:
        return zone, owner, face_down
    if uid in ps.regressed and zone != "in_use":
        ps.regressed.remove(uid)
        if src == "in_use":
            g.emit("A 20-5", f"{g.name(uid)} regressed: it goes to its holder's Relics instead", card=uid)
            zone, owner = "relics", holder
    if uid in ps.perjury_face_down and zone not in ("perjury", "in_use"):
        ps.perjury_face_down.remove(uid)
    return zone, owner, face_down


def perjury_marked(g: Game, what: str, p: int, uid: str | None, as_card: str | None) -> None:
    """A 20-6-1 i-ii: the card lies face down in 〈Perjury〉, its name declared this turn; A 20-6-3: a
    disproof turns it face up, and a failed one is remembered for the turn."""
    ps = g.state.players[p]
    if what == "declared" and uid is not None and as_card is not None:
        mine = RenriState.on(ps)
        mine.perjury_face_down.append(uid)
        mine.perjured.append(as_card)
    elif what == "revealed" and uid in historian.face_down(ps):
        RenriState.on(ps).perjury_face_down.remove(uid)
    elif what == "disproof_failed":
        RenriState.on(ps).disproof_failed = True


def goes_face_down(g: Game, uid: str) -> bool:
    """A 20-6-1 v: a perjury card still face down goes face down as it leaves 〈In-use〉."""
    mine = RenriState.of(g.state.players[g.state.cards[uid].holder])
    if mine is None or uid not in mine.perjury_face_down:
        return False
    mine.perjury_face_down.remove(uid)
    return True


def phase_ended(g: Game) -> None:
    """A 20-6-4: a card left in 〈Perjury〉 when a phase is ended goes to the discard pile."""
    for p, ps in enumerate(g.state.players):
        for uid in list(historian.state(ps).perjury):
            g.move_card(uid, "discard", p, clause="A 20-6-4")


def turn_ends(g: Game) -> None:
    """C 8: the names declared this turn (A 20-6-1 ii) and a failed disproof (A 20-6-3) are forgotten."""
    for ps in g.state.players:
        mine = RenriState.of(ps)
        if mine is not None:
            mine.perjured = []
            mine.disproof_failed = False


def hidden(s: State, viewer: int, p: int) -> Iterable[str]:
    """A 20-6-1: a perjury card face down (in Perjury or in use) and A 20-2-3: the relics, seen only by
    the player they are linked to."""
    if p == viewer:
        return ()
    mine = historian.state(s.players[p])
    return [*mine.perjury_face_down, *mine.relics]


def validate(s: State, p: int) -> None:
    """A 20-2-2, 20-2-3, 20-5, 20-6-1: 〈Perjury〉 and 〈Relics〉 belong to a player harboring Renri (『歴史家』
    for the Relics) and hold normal cards; a face-down perjury card and a regressed one lie in
    〈Perjury〉 or in use."""
    from ..catalogue import definition
    ps = s.players[p]
    mine = RenriState.of(ps)
    if mine is None:
        return
    if mine.perjury and ps.goddesses and not any(x.split("-")[0] == "renri" for x in ps.goddesses):
        fail("perjury", "A 20-2-2", f"player {p} has a 〈Perjury〉 without harboring Renri")
    for u in mine.perjury:
        if u in s.cards and definition(s, s.cards[u].card).category != "normal":
            fail("perjury", "A 20-2-2", f"card {u} in player {p}'s 〈Perjury〉 is not a normal card")
    if any(u not in mine.perjury and u not in ps.in_use for u in mine.perjury_face_down):
        fail("perjury", "A 20-6-1", f"player {p}'s face-down perjury cards lie neither in 〈Perjury〉 nor in use")
    if mine.relics and ps.goddesses and historian.HISTORIAN not in ps.goddesses:
        fail("relics", "A 20-2-3", f"player {p} has 〈Relics〉 without harboring 『歴史家』 Renri")
    for u in mine.relics:
        if u in s.cards and definition(s, s.cards[u].card).category != "normal":
            fail("relics", "A 20-2-3", f"card {u} in player {p}'s 〈Relics〉 is not a normal card")
    regressed = mine.regressed
    if len(set(regressed)) != len(regressed) or any(u not in mine.perjury and u not in ps.in_use for u in regressed):
        fail("relics", "A 20-5", f"player {p}'s regressed cards {regressed} lie neither in 〈Perjury〉 nor in use")


RULES = GoddessRules(
    validate=validate,
    hidden=hidden,
    perjury_marked=perjury_marked,
    face_down_after_use=goes_face_down,
    phase_ended=phase_ended,
    turn_ends=turn_ends,
    quantities={"disproof_failed": lambda g, p, uid: int(historian.state(g.state.players[p]).disproof_failed)},
    redirect_card=regressed_to_relics,
    declarations=declarations,
    before_reshuffle=historian.before_reshuffle,
    before_reshuffle_due=historian.before_reshuffle_due,
    component_zone=historian.component_zone,
    perjury_judged=historian.perjury_judged,
)
