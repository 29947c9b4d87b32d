"""Utsuro (No. 13) and her another version 『終章』 (Final Chapter, A1): card behaviour and her
additional rules (A 11).

A 11-1: the extra cards of Final Chapter Utsuro (A1-S-1-Ex1..Ex4) start in 〈Extra〉; the card
database lists them as her extra pool, and setup puts them there (C 7-1-12).

Many of her cards read 灰塵 (ashen): "if the dust holds 12 or more crystals"; that is the condition
``dust >= 12`` here. Facts (range, damage, charge, costs) come from the card database; only what the
facts cannot say is here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..catalogue import Behaviour, behaviour, scripted
from ..model import Action, Choose, Condition, Decision, Effect, EffectTiming, Player
from ..procedures.common import ask
from ..procedures.terms import pick_card

if TYPE_CHECKING:
    from ..game import Game, Proc
    from ..procedures.effects import Context


ASHEN = Condition(quantity="dust", compare=">=", value=12)
"""灰塵: the dust holds 12 or more crystals."""


def _player(p: int) -> Player:
    return 0 if p == 0 else 1


def _ashen(then: list[Effect], timing: EffectTiming = "on_use") -> Effect:
    """An "ashen: …" block, its condition checked once as it starts."""
    return Effect(timing=timing, op="if", condition=ASHEN, then=then)


def _move(source: str, dest: str, amount: int = 1, timing: EffectTiming = "on_use") -> Effect:
    return Effect(timing=timing, op="move", source=source, dest=dest, amount=amount)  # type: ignore[arg-type]


def _give_up_crystals(g: Game, loser: int, total: int, clause: str) -> Proc:
    """The player moves ``total`` crystals to the dust from their own aura, flare and life, in any
    combination: one crystal at a time, each from a zone they pick among those that still hold one
    (decision ``choose``: ``aura``, ``flare`` or ``life``). When all three are empty the rest does not
    move (C 5-10)."""
    p = _player(loser)
    ps = g.state.players[loser]
    for k in range(total):
        zones = [z for z in ("aura", "flare", "life") if getattr(ps, z) > 0]
        if not zones:
            g.shortfalls += 1
            g.emit("C 5-10", f"player {loser} has no crystal left to move: {total - k} do not move", player=loser)
            return
        options: list[Action] = [Choose(player=p, option=z) for z in zones]
        ans = yield from ask(
            g,
            Decision(
                kind="choose",
                player=p,
                clause=clause,
                options=options,
                detail={"what": "zone to move a crystal to the dust from", "left": total - k},
            ),
        )
        assert isinstance(ans, Choose)
        g.move_crystals((ans.option, loser), ("dust",), 1, "C 10-1")
        if g.state.winner is not None:
            return


def _opponent_gives_two(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Reap: the opponent moves 2 crystals in all from their aura, flare and life to the dust."""
    yield from _give_up_crystals(g, 1 - me, 2, "C 9-1-1-4")


def _opponent_gives_one(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Pressure: the opponent moves 1 crystal from their aura, flare or life to the dust."""
    yield from _give_up_crystals(g, 1 - me, 1, "C 9-1-1-3")


def _opponent_gives_six(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Shadow of Annihilation: the opponent moves 6 crystals in all from their aura, flare and life."""
    yield from _give_up_crystals(g, 1 - me, 6, "C 9-1-1-4")


def _drain_enhancement(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Reap: its user may choose one of the opponent's enhancements; if she does, 2 crystals go from it
    to the dust (an enhancement left empty is destroyed by the state rules, C 9-5)."""
    cards = list(g.state.players[1 - me].enhancements)
    if not cards:
        g.emit("C 10-40", f"player {1 - me} has no enhancement to choose", player=me)
        return
    detail: dict[str, str | int | None] = {
        "what": "enhancement to take 2 crystals from",
        "card": uid,
        "zone": "enhancements",
        "owner": 1 - me,
    }
    chosen = yield from pick_card(g, me, cards, "C 10-40", detail, optional=True)
    if chosen is None:
        g.emit("C 10-40", f"player {me} chooses no enhancement", player=me)
        return
    g.move_crystals(("card", chosen), ("dust",), 2, "C 10-1")


def _discard_from_seen_hand(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Dark Pulse, when the opponent took the aura damage: its user looks at the opponent's hand and
    picks one card of it, which goes to their discard pile. The decision, put to the user, shows her
    the hand: its options name the cards and its detail says which card each is (``seen``, in the
    options' order), since a view hides the opponent's hand (C 7-1-10). Only the two players learn
    it; an empty hand is shown to prove it (C 10-24)."""
    atk = ctx.attack
    if atk is None or atk.damage_side not in ("aura", "both"):
        g.emit("C 9-1-1-4", "the opponent did not take the aura damage: nothing happens", card=uid)
        return
    hand = list(g.state.players[1 - me].hand)
    if not hand:
        g.emit("C 10-24", f"player {1 - me}'s hand is empty: no card can be chosen", player=1 - me)
        return
    detail: dict[str, str | int | list[str] | None] = {
        "what": "card of the opponent's hand to discard",
        "card": uid,
        "zone": "hand",
        "owner": 1 - me,
        "seen": [g.state.cards[u].card for u in hand],
    }
    chosen = yield from pick_card(g, me, hand, "C 9-1-1-4", detail)
    assert chosen is not None
    g.move_card(chosen, "discard", 1 - me, clause="C 7-1-7")


def _flare_after_life_damage(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Gnawing Dust: if the opponent took the attack's damage on life, 2 of their flare crystals go to
    the dust. Our reading: the damage taken on life counts however it came to be taken there (also
    when the aura could not take it, C 5-8-3); a nullified damage was taken nowhere."""
    atk = ctx.attack
    if atk is None or atk.damage_side not in ("life", "both"):
        g.emit("C 9-1-1-4", "the opponent did not take the life damage: nothing happens", card=uid)
        return
    g.move_crystals(("flare", 1 - me), ("dust",), 2, "C 10-1")
    yield from ()


def _erosion(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Эрозия, used, at the start of its holder's start phase: the opponent picks one — 1 crystal of
    their aura, or 2 of their flare, goes to the dust."""
    foe = 1 - me
    p = _player(foe)
    ans = yield from ask(
        g,
        Decision(
            kind="choose",
            player=p,
            clause="C 9-1-1-8",
            options=[Choose(player=p, option="1"), Choose(player=p, option="2")],
            detail={"what": "one of the effects", "card": uid, "1": "aura -> dust 1", "2": "flare -> dust 2"},
        ),
    )
    assert isinstance(ans, Choose)
    g.emit("C 9-1-1-8", f"player {foe} chooses option {ans.option}", player=foe, card=uid)
    if ans.option == "1":
        g.move_crystals(("aura", foe), ("dust",), 1, "C 10-1")
    else:
        g.move_crystals(("flare", foe), ("dust",), 2, "C 10-1")


def _hand_and_deck_to_discard(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """The End Cometh, destroyed: every card of the opponent's hand and deck goes to their discard pile."""
    foe = 1 - me
    ps = g.state.players[foe]
    for u in [*ps.hand, *ps.deck]:
        g.move_card(u, "discard", foe, clause="C 7-1-7")
    yield from ()


def _end_after_damaging_attack(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Конец, deployed, when an attack deals its holder 1 or more damage: once that attack has resolved
    (C 9-4 viii), every crystal on this card goes to the dust — reserved for the end of the attack
    now resolving, the innermost one in 〈Attacking〉 (C 9-1-3-4)."""
    from ..model import Lasting

    s = g.state
    if not s.attacks:
        return
    then = [Effect(timing="constant", op="move", source="this", dest="dust", amount_of="this.crystals")]
    s.lasting.append(
        Lasting(
            op="reserve",
            player=_player(me),
            source=uid,
            reserved=True,
            effect=Effect(timing="constant", op="reserve", when="attack_end", then=then),
            attack=s.attacks[-1].id,
        )
    )
    g.emit("C 9-1-3-4", f"{s.attacks[-1].id} dealt damage: {g.name(uid or '')} empties once it has resolved", card=uid)
    yield from ()


DESIRE = "NA-13-utsuro-A1-S-1-Ex1"
REVIVED = ("NA-13-utsuro-A1-S-1-Ex2", "NA-13-utsuro-A1-S-1-Ex3", "NA-13-utsuro-A1-S-1-Ex4")
"""The extra cards A 11-2 3) puts into the discard pile."""


def shadow_of_the_end_revives(g: Game, p: int) -> Proc:
    """A 11-2, "the shadow of the end revives", for player p, in order:
    1) every card of p's deck, discard pile, face-down pile, enhancement zone and hand that is not a
       trump goes out of the game (an enhancement is not destroyed: no 【破棄時】);
    2) the crystals on those cards go to the dust (``move_card`` does it as they leave);
    3) the extra cards Ex2, Ex3 and Ex4 go from p's 〈Extra〉 to p's discard pile;
    4) p reshuffles. Our reading: it is a reshuffle by an effect (the rule is what an effect does),
       so it costs no life (C 9-7 i is for the reshuffle of the start phase)."""
    from ..procedures.common import reshuffle

    s = g.state
    ps = s.players[p]
    g.emit("A 11-2", f"the shadow of the end revives for player {p}", player=p)
    for zone in ("deck", "discard", "face_down", "enhancements", "hand"):
        for u in list(getattr(ps, zone)):
            if g.defn(u).category != "trump":
                g.move_card(u, "out_of_game", p, clause="A 11-2", unlinked_clause="A 11-2")
    for card in REVIVED:
        for u in [u for u in ps.extra if s.cards[u].card == card]:
            g.move_card(u, "discard", p, clause="A 11-2")
    yield from reshuffle(g, p, by_rule=False)


def _reverberation(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Reverberation Device: Kururu-Type, used, at either player's end phase: with 13 or more crystals
    in the dust, the shadow of the end revives (A 11-2); then this card goes out of the game, its
    holder takes желание from her 〈Extra〉 into her trump zone, used, draws a card, and with 6 or more
    life moves life crystals to the dust until 5 are left."""
    from ..procedures.common import draw

    s = g.state
    if s.dust < 13:
        g.emit("C 9-1-1-8", f"the dust holds {s.dust}, fewer than 13: nothing happens", card=uid)
        return
    yield from shadow_of_the_end_revives(g, me)
    if uid is not None and uid in s.players[me].trumps:
        g.move_card(uid, "out_of_game", me, clause="C 10-18")
    for u in [u for u in s.players[me].extra if s.cards[u].card == DESIRE][:1]:
        g.move_card(u, "trumps", me, clause="C 7-1-12", trump_state="used")
    yield from draw(g, me, 1, "C 7-1-6")
    life = s.players[me].life
    if life >= 6:
        g.move_crystals(("life", me), ("dust",), life - 5, "C 10-1")


CARDS: dict[str, Behaviour] = {
    # Reap: afterwards the opponent gives up 2 crystals from aura, flare and life as they like; then
    # its user may take 2 crystals off one of the opponent's enhancements.
    "NA-13-utsuro-O-N-3": behaviour(
        scripted("after_attack", _opponent_gives_two),
        scripted("after_attack", _drain_enhancement),
    ),
    # Pressure: the opponent gives up 1 crystal from aura, flare or life; ashen: they flinch.
    "NA-13-utsuro-O-N-4": behaviour(
        scripted("on_use", _opponent_gives_one),
        _ashen([Effect(timing="on_use", op="flinch", player="opponent")]),
    ),
    # Dark Pulse: afterwards, if the opponent took the aura damage, one card of their hand (seen and
    # chosen by its user) goes to their discard pile.
    "NA-13-utsuro-O-N-2": behaviour(scripted("after_attack", _discard_from_seen_hand)),
    # Shadow Wall (reaction): the attack answered gets +0/-1.
    "NA-13-utsuro-O-N-6": behaviour(
        Effect(timing="on_use", op="modify_attack", applies_to="answered_attack", aura=0, life=-1),
    ),
    # Curse of Ashes (full-power enhancement): deployed, 3 of the opponent's aura crystals go to the
    # dust; destroyed, ashen: 2 dust crystals to the opponent's aura, then 1 of their life to the dust.
    "NA-13-utsuro-O-N-7": behaviour(
        _move("opponent.aura", "dust", 3, timing="on_deploy"),
        _ashen(
            [
                _move("dust", "opponent.aura", 2, timing="on_destroy"),
                _move("opponent.life", "dust", 1, timing="on_destroy"),
            ],
            timing="on_destroy",
        ),
    ),
    # вымирание: costs 1 less per dust crystal; 3 of the opponent's life to the dust; then it leaves
    # the game (C 10-18).
    "NA-13-utsuro-O-S-1": behaviour(
        Effect(timing="constant", op="reduce_cost", applies_to="this_card", amount_of="dust"),
        _move("opponent.life", "dust", 3),
        Effect(timing="on_use", op="remove_from_game"),
    ),
    # Эрозия: used, at the start of its holder's start phase the opponent loses 1 aura or 2 flare
    # crystals to the dust, as they choose.
    "NA-13-utsuro-O-S-4": behaviour(
        scripted(
            "while_used",
            _erosion,
            when="start_phase",
            condition=Condition(quantity="self.active", compare="==", value=1),
        ),
    ),
    # Gnawing Dust: afterwards, if the opponent took the damage on life, 2 of their flare to the dust.
    "NA-13-utsuro-A1-N-2": behaviour(scripted("after_attack", _flare_after_life_damage)),
    # Shadow of Annihilation That Opposes All Creation (extra, full-power, no reactions): afterwards
    # the opponent gives up 6 crystals from aura, flare and life as they like.
    "NA-13-utsuro-A1-S-1-Ex2": behaviour(scripted("after_attack", _opponent_gives_six), no_reaction=["all"]),
    # Perish the Self and Haunt the Silence (extra, full-power): up to 5 basic actions but advancing,
    # each without its cost (C 9-6); then three attacks, 4-10 3/2, 5-10 1/1 and 6-10 1/1, in order.
    "NA-13-utsuro-A1-S-1-Ex3": behaviour(
        Effect(
            timing="on_use",
            op="basic_action",
            moves=["retreat", "wrap", "focus", "withdraw"],
            amount=5,
            up_to=True,
        ),
        Effect(timing="on_use", op="perform_attack", range=list(range(4, 11)), aura=3, life=2),
        Effect(timing="on_use", op="perform_attack", range=list(range(5, 11)), aura=1, life=1),
        Effect(timing="on_use", op="perform_attack", range=list(range(6, 11)), aura=1, life=1),
    ),
    # The End Cometh (extra enhancement): destroyed, the opponent's hand and deck go to their discard
    # pile, their concentration becomes 0, and they flinch.
    "NA-13-utsuro-A1-S-1-Ex4": behaviour(
        scripted("on_destroy", _hand_and_deck_to_discard),
        Effect(timing="on_destroy", op="set_concentration", player="opponent", amount=0),
        Effect(timing="on_destroy", op="flinch", player="opponent"),
    ),
    # Reverberation Device: Kururu-Type (終端): used, at either player's end phase with 13 or more in
    # the dust, the shadow of the end revives (A 11-2), and the device gives way to желание.
    "NA-13-utsuro-A1-S-1": behaviour(scripted("while_used", _reverberation, when="end_phase"), terminal=True),
    # желание (extra trump): used, its holder takes no damage; 即再起 (C 10-8) as her main phase begins.
    DESIRE: behaviour(
        Effect(timing="while_used", op="cannot_take_damage"),
        Effect(
            timing="while_used",
            op="immediate_resurgence",
            when="main_start",
            condition=Condition(quantity="self.active", compare="==", value=1),
        ),
    ),
    # Full Moon: ashen, this attack reaches one closer (距離拡大(近1)) and its aura damage becomes 「-」.
    "NA-13-utsuro-O-N-1": behaviour(
        Effect(
            timing="constant",
            op="modify_attack",
            applies_to="this_attack",
            range_class="expand_near",
            amount=1,
            condition=ASHEN,
        ),
        Effect(
            timing="constant",
            op="modify_attack",
            applies_to="this_attack",
            mod_class="substitute",
            to_dash=["aura"],
            condition=ASHEN,
        ),
    ),
    # Shadow Wing: this turn the current distance reads 2 more and the master distance is 2 larger.
    "NA-13-utsuro-O-N-5": behaviour(
        Effect(timing="on_use", op="modify_distance", amount=2),
        Effect(timing="on_use", op="master_distance", amount=2),
    ),
    # Ложь (reaction enhancement): deployed, the opponent's attacks lose one of range on the near side
    # (距離縮小(近1)) and resolve no 【攻撃後】; the opponent's enhancements count 1 less charge and
    # resolve no 【破棄時】.
    "NA-13-utsuro-O-S-2": behaviour(
        Effect(
            timing="while_deployed",
            op="modify_attack",
            applies_to="opponent_attacks",
            range_class="contract_near",
            amount=1,
        ),
        Effect(timing="while_deployed", op="lose_after_attack", player="opponent"),
        Effect(timing="while_deployed", op="modify_charge", player="opponent", amount=-1),
        Effect(timing="while_deployed", op="lose_on_destroy", player="opponent"),
    ),
    # Конец: deployed, after an attack that dealt its holder 1 or more damage has resolved, all its
    # crystals go to the dust; destroyed, the current phase ends (C 10-13). 再起 (C 10-7): ashen.
    "NA-13-utsuro-O-S-3": behaviour(
        scripted("while_deployed", _end_after_damaging_attack, when="attack_damage"),
        Effect(timing="on_destroy", op="end_phase"),
        Effect(timing="while_used", op="resurgence", condition=ASHEN),
    ),
}
