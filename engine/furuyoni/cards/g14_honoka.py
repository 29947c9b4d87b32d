"""Honoka (No. 14) and her another version 『桜花拝』 (Sakuraist, A1): card behaviour and her additional
rules (A 12).

A 12-1 puts her extra cards face up in 〈Extra〉 at setup; that is the default zone of every extra card
(``registry.component_zone``), so no hook is needed (the zone of the Sakuraist version's cards is not
named; see the clause index's decision on A 12-1).

Many of her cards exchange (C 10-25) with one of her extra cards. The printed 開花 ("bloom") is a label
with no rule of its own in the rules; what the text after it says is encoded. When a card in 〈In-use〉
is exchanged, its partner lands in 〈In-use〉 and leaves at once (C 10-25): a normal card for the discard
pile, a trump for the trump zone, used; "you may put it on the bottom of your deck" then moves the
partner from there.

Our readings of her texts:
- "a zone with exactly 5 sakura crystals" (Blinded By Flowers, And So Begins the Rising of a New
  Curtain) counts the distance, the dust, each aura, flare and life, and the crystals of each single
  card, a card's crystals not being summed with those of the other cards of its zone
  (``quantities.zones_with_five``): her cards gather crystals on themselves;
- a lost main phase (Amidst Empty Trails) takes the whole phase, its start and end effects too: the
  turn goes from the start phase to the end phase;
- In the Name of This Flag's enhancement is chosen once the card is in use, before its attack
  resolves, so before any reaction;
- The Seasons Turn Again is set off once per card leaving 〈Extra〉, and only while it is still used;
- Heavenly Flowerway reads its holder's aura as each move begins: a move of several crystals at
  once goes wholly to the aura (as many as it can take, C 5-10) or wholly to the flare.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING

from ..catalogue import Behaviour, behaviour, scripted
from ..hooks import GoddessRules
from ..model import Action, Choose, Condition, Decision, Decline, Effect, EffectTiming, Player, XValue
from ..procedures.common import ask, ask_yes_no

if TYPE_CHECKING:
    from ..game import Game, Proc
    from ..procedures.effects import Context


def _move(source: str, dest: str, amount: int = 1, timing: EffectTiming = "on_use") -> Effect:
    return Effect(timing=timing, op="move", source=source, dest=dest, amount=amount)  # type: ignore[arg-type]


def _p(me: int) -> Player:
    return 0 if me == 0 else 1


# --- exchanges (C 10-25) ------------------------------------------------------------------------------


def _partner_in_extra(g: Game, uid: str | None, me: int, partner: str) -> str | None:
    """The card named `partner` in the extra zone the exchange takes it from (C 10-12: that of the
    player linked to the zone the exchanged card lies in)."""
    if uid is None or uid not in g.state.cards:
        return None
    _, owner = g.zone_of(uid)
    linked = me if owner is None else owner
    return next((u for u in g.state.players[linked].extra if g.defn(u).name == partner), None)


def _exchange(
    g: Game, uid: str | None, me: int, name: str, partner: str, *, optional: bool
) -> Generator[Decision, Action, str | None]:
    """Exchange this card (still named `name`) with `partner`; when optional its user may decline
    (C 10-40). Returns the partner's uid if the exchange happened."""
    from ..procedures.exchange import exchange

    t = _partner_in_extra(g, uid, me, partner)
    if optional and t is not None:  # nothing to agree to when no exchange can happen (C 10-25)
        agreed = yield from ask_yes_no(g, me, "may", "C 10-40", {"card": uid, "what": f"exchange with {partner}"})
        if not agreed:
            g.shortfalls += 1
            g.emit("C 10-40", f"player {me} does not exchange {name}", player=me, card=uid)
            return None
    if not exchange(g, uid, me, name, partner):
        return None
    return t


def _to_bottom(g: Game, me: int, t: str, *, optional: bool) -> Proc:
    """Put the card t (a partner just exchanged in) on the bottom of its holder's deck."""
    if optional:
        agreed = yield from ask_yes_no(g, me, "may", "C 10-40", {"card": t, "what": "put it on the bottom of the deck"})
        if not agreed:
            g.shortfalls += 1
            g.emit("C 10-40", f"{g.name(t)} stays where it is", card=t)
            return
    g.move_card(t, "deck", bottom=True, clause="C 7-1-6")


def _exchange_then_bottom(
    g: Game, uid: str | None, me: int, name: str, partner: str, *, optional: bool
) -> Generator[Decision, Action, str | None]:
    """Exchange this card with `partner` (if its user agrees, when optional); once exchanged, its user
    may put the partner on the bottom of the deck. Returns the partner if the exchange happened."""
    t = yield from _exchange(g, uid, me, name, partner, optional=optional)
    if t is not None:
        yield from _to_bottom(g, me, t, optional=True)
    return t


def _spirit_rite(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Spirit Rite's bloom: its user may exchange it with Guardian Spirit Rite from Extra (C 10-25), then
    may put that card on the bottom of her deck."""
    yield from _exchange_then_bottom(g, uid, me, "Spirit Rite", "Guardian Spirit Rite", optional=True)


def _guardian_spirit_rite(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Guardian Spirit Rite's bloom: its user may exchange it with Destructive Spirit Rite from Extra (C
    10-25), then may put that card on the bottom of her deck."""
    yield from _exchange_then_bottom(g, uid, me, "Guardian Spirit Rite", "Destructive Spirit Rite", optional=True)


def _destructive_spirit_rite(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Its bloom: may exchange with Divine Spirit: Ouka, may put that under the deck; having exchanged,
    a dust crystal goes to its user's life (whether or not Ouka went under the deck)."""
    t = yield from _exchange_then_bottom(g, uid, me, "Destructive Spirit Rite", "Divine Spirit: Ouka", optional=True)
    if t is not None:
        g.move_crystals(("dust",), ("life", me), 1, "C 10-1")


def _charm_bloom(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Charm of Blossoms' bloom: its user may exchange it with Faint Spark from Extra (C 10-25), then may
    put that card on the bottom of her deck."""
    yield from _exchange_then_bottom(g, uid, me, "Charm of Blossoms", "Faint Spark", optional=True)


def _brands_of_sakura(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Brands of Sakura: it is exchanged with Hands of Shadow from Extra (C 10-25); its user may then put
    that card on the bottom of her deck."""
    yield from _exchange_then_bottom(g, uid, me, "Brands of Sakura", "Hands of Shadow", optional=False)


def _hands_of_shadow_back(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Hands of Shadow: it is exchanged back with Brands of Sakura from Extra (C 10-25); its user may then
    put that card on the bottom of her deck."""
    yield from _exchange_then_bottom(g, uid, me, "Hands of Shadow", "Brands of Sakura", optional=False)


# --- other scripts -------------------------------------------------------------------------------------


def _petal_storm(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Petal Storm's after-attack effect: its user's opponent picks one of two arrows, both written from
    the user's side: distance -> the user's aura, or the opponent's aura -> distance (C 10-1)."""
    from ..procedures.effects import resolve_effect

    them = 1 - me
    options: list[Action] = [Choose(player=_p(them), option="1"), Choose(player=_p(them), option="2")]
    ans = yield from ask(
        g,
        Decision(
            kind="choose",
            player=_p(them),
            clause="C 10-1",
            options=options,
            detail={
                "what": "one of the effects",
                "card": uid,
                "1": "move 1: distance -> the attacker's aura",
                "2": "move 1: your aura -> distance",
            },
        ),
    )
    assert isinstance(ans, Choose)
    g.emit("C 10-1", f"player {them} chooses option {ans.option}", player=them, card=uid)
    arrow = (
        _move("distance", "self.aura", timing="after_attack")
        if ans.option == "1"
        else _move("opponent.aura", "distance", timing="after_attack")
    )
    yield from resolve_effect(g, uid, me, arrow, "C 10-1", ctx)


def _hand_card_to_bottom(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Resonant Flag of Virtue: its user may choose a card of their hand and put it under their deck."""
    hand = list(g.state.players[me].hand)
    if not hand:
        g.shortfalls += 1
        g.emit("C 10-40", f"player {me} has no card in hand", player=me)
        return
    options: list[Action] = [Choose(player=_p(me), option=u) for u in hand]
    ans = yield from ask(
        g,
        Decision(
            kind="choose",
            player=_p(me),
            clause="C 10-40",
            options=[*options, Decline(player=_p(me))],
            detail={"what": "card to put on the bottom of the deck", "card": uid, "zone": "hand", "owner": me},
        ),
    )
    if isinstance(ans, Choose):
        g.move_card(ans.option, "deck", me, bottom=True, clause="C 7-1-6")
    else:
        g.shortfalls += 1
        g.emit("C 10-40", f"player {me} keeps the hand", player=me)


def _nullify_normal_attack(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Charm of Blossoms: the attack it answers is nullified (C 9-4 ii) unless it is a trump's attack."""
    from ..procedures.effects import _nullify, answered_attack

    atk = answered_attack(g, me, ctx)
    if atk is not None and atk.category == "trump":
        g.shortfalls += 1
        g.emit("C 9-4 ii", f"{atk.id} is a trump's attack: it is not nullified", attack=atk.id)
    else:
        _nullify(g, atk, "nullify_attack", "C 9-4 ii")
    yield from ()


def _hands_of_shadow(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Hands of Shadow after its attack: if the opponent took the aura damage, its user looks at the
    opponent's hand and sends a card of it to their discard pile; if the opponent took the life
    damage, two of the opponent's flare crystals go to the dust. Neither when no damage was chosen."""
    atk = ctx.attack
    side = atk.damage_side if atk is not None else None
    them = 1 - me
    if side == "aura":
        hand = list(g.state.players[them].hand)
        g.emit("C 7-1-5", f"player {me} looks at player {them}'s hand", player=me, cards=hand)
        if not hand:
            g.shortfalls += 1
            g.emit("C 10-24", f"player {them}'s hand is empty", player=them)
            return
        ans = yield from ask(
            g,
            Decision(
                kind="choose",
                player=_p(me),
                clause="C 7-1-7",
                options=[Choose(player=_p(me), option=u) for u in hand],
                detail={"what": "card to discard", "card": uid, "zone": "hand", "owner": them},
            ),
        )
        assert isinstance(ans, Choose)
        g.move_card(ans.option, "discard", them, clause="C 7-1-7")
    elif side == "life":
        g.move_crystals(("flare", them), ("dust",), 2, "C 10-1")
    else:
        g.emit("C 5-8-3", "no damage side was chosen: nothing happens", card=uid)


def _bloom_by_dust(
    g: Game, uid: str | None, me: int, name: str, partner: str, *, unused: bool
) -> Generator[Decision, Action, None]:
    """A bloom whose partner the dust decides: exchange (C 10-25), then the partner goes under the
    deck (a normal card) or is made unused (a trump, C 10-17)."""
    from ..procedures import terms

    g.emit("C 10-25", f"the dust holds {g.state.dust}: {name} blooms into {partner}", card=uid)
    t = yield from _exchange(g, uid, me, name, partner, optional=False)
    if t is None:
        return
    if unused:
        terms.return_to_unused(g, t, "C 10-17")
    else:
        g.move_card(t, "deck", bottom=True, clause="C 7-1-6")


def _from_slumber(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """From Slumber She Stirs: with 5 or fewer dust crystals it becomes Following the Guided Path,
    with 6 or more Turning Whither the Light Strikes; that card goes under the deck."""
    partner = "Following the Guided Path" if g.state.dust <= 5 else "Turning Whither the Light Strikes"
    yield from _bloom_by_dust(g, uid, me, "From Slumber She Stirs", partner, unused=False)


def _guided_path_actions(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Following the Guided Path: up to two basic actions, free (C 9-6 ii), the second different from
    the first."""
    from ..model import BasicAction
    from ..procedures.basic import MOVES, basic_action, choose_move

    done: list[str] = []
    for _ in range(2):
        move = yield from choose_move(g, me, [m for m in MOVES if m not in done], optional=True)
        if move is None:
            return
        done.append(move)
        yield from basic_action(g, me, BasicAction(player=_p(me), move=move, cost="none"), paid=False)


def _guided_path_bloom(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Following the Guided Path: with an empty dust it becomes Blinded By Flowers, else Hand in
    Trembling Hand, made unused."""
    partner = "Blinded By Flowers" if g.state.dust == 0 else "Hand in Trembling Hand"
    yield from _bloom_by_dust(g, uid, me, "Following the Guided Path", partner, unused=True)


def _light_strikes(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Turning Whither the Light Strikes: its user's opponent moves a crystal of their flare or of their
    life, as they choose, to the dust; only a zone with a crystal can be chosen."""
    them = 1 - me
    ps = g.state.players[them]
    able = [z for z in ("flare", "life") if getattr(ps, z) > 0]
    if not able:
        g.shortfalls += 1
        g.emit("C 5-10", f"player {them} has no crystal in flare or life", player=them)
        return
    zone = able[0]
    if len(able) > 1:
        ans = yield from ask(
            g,
            Decision(
                kind="choose",
                player=_p(them),
                clause="C 10-1",
                options=[Choose(player=_p(them), option=z) for z in able],
                detail={"what": "zone to move a crystal from to the dust", "card": uid},
            ),
        )
        assert isinstance(ans, Choose)
        zone = ans.option
    g.move_crystals((zone, them), ("dust",), 1, "C 10-1")


def _light_strikes_bloom(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Turning Whither the Light Strikes: with 12 or more dust crystals it becomes Amidst Empty
    Trails, else Hand in Trembling Hand, made unused."""
    partner = "Amidst Empty Trails" if g.state.dust >= 12 else "Hand in Trembling Hand"
    yield from _bloom_by_dust(g, uid, me, "Turning Whither the Light Strikes", partner, unused=True)


def _feelings_bloom(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Feelings in Your Heart: it becomes Flowers in Your Hands, made unused (C 10-17)."""
    from ..procedures import terms

    t = yield from _exchange(g, uid, me, "Feelings in Your Heart", "Flowers in Your Hands", optional=False)
    if t is not None:
        terms.return_to_unused(g, t, "C 10-17")


def _lose_main_phase(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Amidst Empty Trails: its user's opponent loses their next main phase (PlayerState.lose_main_phases;
    the turn goes from the start phase straight to the end phase)."""
    them = 1 - me
    g.state.players[them].lose_main_phases += 1
    g.emit("C 8-2", f"player {them} will lose their next main phase", player=them, card=uid)
    yield from ()


def _flag_choose(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """In the Name of This Flag, as it is used: its user may choose one of their enhancements; the
    crystals this attack's damage moves then go onto it (``Attack.crystals_to``; as usual when that
    is impossible, ``procedures.common``)."""
    atk = ctx.attack
    mine = list(g.state.players[me].enhancements)
    if atk is None or not mine:
        g.emit("C 10-40", f"player {me} has no enhancement to choose", player=me, card=uid)
        return
    ans = yield from ask(
        g,
        Decision(
            kind="choose",
            player=_p(me),
            clause="C 10-40",
            options=[*(Choose(player=_p(me), option=u) for u in mine), Decline(player=_p(me))],
            detail={"what": "enhancement to take the crystals of the damage", "card": uid, "zone": "enhancements"},
        ),
    )
    if isinstance(ans, Choose):
        atk.crystals_to = ans.option
        g.emit("C 10-40", f"the crystals of {atk.id}'s damage are to go onto {g.name(ans.option)}", card=ans.option)
    else:
        g.emit("C 10-40", f"player {me} chooses no enhancement", player=me)


def _face_down_to_bottom(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """The Seasons Turn Again: its user may choose a card of their face-down pile and put it under
    their deck."""
    pile = list(g.state.players[me].face_down)
    if not pile:
        g.shortfalls += 1
        g.emit("C 10-40", f"player {me} has no face-down card", player=me)
        return
    ans = yield from ask(
        g,
        Decision(
            kind="choose",
            player=_p(me),
            clause="C 10-40",
            options=[*(Choose(player=_p(me), option=u) for u in pile), Decline(player=_p(me))],
            detail={"what": "card to put on the bottom of the deck", "card": uid, "zone": "face_down", "owner": me},
        ),
    )
    if isinstance(ans, Choose):
        g.move_card(ans.option, "deck", me, bottom=True, clause="C 7-1-6")
    else:
        g.shortfalls += 1
        g.emit("C 10-40", f"player {me} puts no face-down card under the deck", player=me)


def _seasons_return(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """The Seasons Turn Again, used, when a card of its holder has left 〈Extra〉: it goes to 〈Extra〉
    and from there back to its holder's trump zone, unused (C 10-17). Nothing if it is no longer a
    used trump (an earlier such event already brought it back)."""
    from ..procedures import terms

    if uid is None or uid not in g.state.players[me].trumps or g.state.cards[uid].trump_state != "used":
        g.emit("C 10-17", "the card is no longer a used trump: nothing happens", card=uid)
        return
    g.move_card(uid, "extra", me, clause="C 7-1-12")
    terms.return_to_unused(g, uid, "C 10-17")
    yield from ()


FLOWERS = "NA-14-honoka-O-S-1-Ex1"
NEW_CURTAIN = "And So Begins the Rising of a New Curtain"


def _flowers_offer(g: Game, p: int, move: str) -> tuple[str | None, list[str]]:
    """Flowers in Your Hands used by player p and the zones a crystal could come from instead of her
    wrap: (card, sources), (None, []) when nothing can be offered."""
    s = g.state
    if move != "wrap":
        return None, []
    ps = s.players[p]
    card = next(
        (
            u
            for u in ps.trumps
            if s.cards[u].card == FLOWERS and s.cards[u].holder == p and s.cards[u].trump_state == "used"
        ),
        None,
    )
    sources = [z for z, n in (("dust", s.dust), ("aura", ps.aura)) if n > 0]
    return (card, sources) if card is not None and sources else (None, [])


def _wrap_replaceable(g: Game, p: int, move: str) -> bool:
    """A wrap of player p can be replaced by Flowers in Your Hands now, moving a crystal onto it: so it
    may be chosen with an empty dust or a full aura (FAQ, Honoka: Flowers in Your Hands)."""
    return _flowers_offer(g, p, move)[0] is not None


def _instead_of_wrap(g: Game, p: int, move: str) -> Generator[Decision, Action, bool]:
    """Flowers in Your Hands, used: when its holder is about to perform a wrap (C 9-6-3), she may
    instead put a crystal of the dust or of her aura onto the card. When it then holds exactly 5, they
    go to her flare and the card is exchanged with And So Begins the Rising of a New Curtain (C 10-25),
    which becomes unused (C 10-17). A source without crystals cannot be chosen; with neither, nothing
    is offered. It is offered even when the wrap itself would move nothing (an empty dust, a full
    aura), and so such a wrap may be chosen (``_wrap_replaceable``; FAQ, Honoka)."""
    from ..procedures import terms
    from ..procedures.exchange import exchange

    s = g.state
    card, sources = _flowers_offer(g, p, move)
    if card is None:
        return False
    agreed = yield from ask_yes_no(g, p, "may", "C 10-40", {"card": card, "what": "instead of the wrap"})
    if not agreed:
        g.emit("C 10-40", f"player {p} performs the wrap", player=p)
        return False
    zone = sources[0]
    if len(sources) > 1:
        ans = yield from ask(
            g,
            Decision(
                kind="choose",
                player=_p(p),
                clause="C 10-1",
                options=[Choose(player=_p(p), option=z) for z in sources],
                detail={"what": "where the crystal comes from", "card": card},
            ),
        )
        assert isinstance(ans, Choose)
        zone = ans.option
    g.emit("C 9-6-3", f"instead of the wrap, a crystal goes onto {g.name(card)}", player=p, card=card)
    g.move_crystals(("dust",) if zone == "dust" else ("aura", p), ("card", card), 1, "C 10-1")
    if s.cards[card].crystals == 5:
        g.move_crystals(("card", card), ("flare", p), 5, "C 10-1")
        t = _partner_in_extra(g, card, p, NEW_CURTAIN)
        if exchange(g, card, p, "Flowers in Your Hands", NEW_CURTAIN) and t is not None:
            terms.return_to_unused(g, t, "C 10-17")
    return True


def _new_curtain_attack(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """And So Begins the Rising of a New Curtain, used, at its holder's end phase: an attack 0-10, X/X,
    no reactions, X being how many places hold exactly 5 crystals, read whenever its damage is
    (``Attack.x_quantity``, C 10-5)."""
    from ..model import Attack
    from ..procedures.attack import launch

    s = g.state
    atk = Attack(
        id=f"atk{s.next_id}",
        attacker=_p(me),
        source=None,
        category=None,
        subtype=None,
        range=list(range(11)),
        aura_damage=0,
        life_damage=0,
        user=g.defn(uid).user if uid else None,
        keywords=["no_reaction"],
        x_quantity="zones_with_5_crystals",
    )
    s.next_id += 1
    yield from launch(g, atk, ctx, "C 10-5")


CARDS: dict[str, Behaviour] = {
    # Spirit Rite: no reactions; afterwards it may bloom into Guardian Spirit Rite, which may go under
    # the deck.
    "NA-14-honoka-O-N-1": behaviour(scripted("after_attack", _spirit_rite), no_reaction=["all"]),
    # Guardian Spirit Rite (extra): a dust crystal to own aura, then it may bloom into Destructive
    # Spirit Rite.
    "NA-14-honoka-O-N-1-Ex1": behaviour(
        _move("dust", "self.aura", timing="after_attack"), scripted("after_attack", _guardian_spirit_rite)
    ),
    # Destructive Spirit Rite (extra): normal cards cannot answer it; it may bloom into Divine Spirit:
    # Ouka, and having done so its user heals 1 from the dust.
    "NA-14-honoka-O-N-1-Ex2": behaviour(scripted("after_attack", _destructive_spirit_rite), no_reaction=["normal"]),
    # Divine Spirit: Ouka (extra): no reactions; two dust crystals to own aura afterwards.
    "NA-14-honoka-O-N-1-Ex3": behaviour(_move("dust", "self.aura", 2, timing="after_attack"), no_reaction=["all"]),
    # Petal Storm: afterwards the opponent picks which of two arrows resolves.
    "NA-14-honoka-O-N-2": behaviour(scripted("after_attack", _petal_storm)),
    # Resonant Flag of Virtue: afterwards its user may draw, may put a hand card under the deck, and
    # may put this card under the deck.
    "NA-14-honoka-O-N-3": behaviour(
        Effect(timing="after_attack", op="may", then=[Effect(timing="after_attack", op="draw", amount=1)]),
        scripted("after_attack", _hand_card_to_bottom),
        Effect(timing="after_attack", op="may", then=[Effect(timing="after_attack", op="to_deck", deck_end="bottom")]),
    ),
    # Sakura Wings: a two-way arrow of 2 between distance and dust, then it becomes Rebirth.
    "NA-14-honoka-O-N-4": behaviour(
        Effect(timing="on_use", op="move", source="distance", dest="dust", amount=2, two_way=True),
        Effect(timing="on_use", op="exchange", card_name="Sakura Wings", partner="Rebirth"),
    ),
    # Rebirth (extra): a dust crystal to own aura and one to own flare, then it becomes Sakura Wings.
    "NA-14-honoka-O-N-4-Ex1": behaviour(
        _move("dust", "self.aura"),
        _move("dust", "self.flare"),
        Effect(timing="on_use", op="exchange", card_name="Rebirth", partner="Sakura Wings"),
    ),
    # Charm of Blossoms: its user may put a hand card face-down; if so the attack it answers is
    # nullified unless it is a trump's. Then it may bloom into Faint Spark, which may go under the deck.
    "NA-14-honoka-O-N-5": behaviour(
        Effect(
            timing="on_use",
            op="may",
            then=[Effect(timing="on_use", op="put_face_down", amount=1)],
            if_done=[scripted("on_use", _nullify_normal_attack)],
        ),
        scripted("on_use", _charm_bloom),
    ),
    # Faint Spark (extra): an attack with no text.
    "NA-14-honoka-O-N-5-Ex1": behaviour(),
    # Dictate: while deployed, at its holder's end phase, an attack 1-5, 1/1, no reactions (C 10-5).
    "NA-14-honoka-O-N-6": behaviour(
        Effect(
            timing="while_deployed",
            when="end_phase",
            op="perform_attack",
            range=[1, 2, 3, 4, 5],
            aura=1,
            life=1,
            keywords=["no_reaction"],
            condition=Condition(quantity="self.active", compare="==", value=1),
        )
    ),
    # Tailwind: while deployed, its holder's attacks reach one farther (C 10-4).
    "NA-14-honoka-O-N-7": behaviour(
        Effect(timing="while_deployed", op="modify_attack", applies_to="own_attacks", range_class="expand_far")
    ),
    # Brands of Sakura: a dust crystal to own aura, then it becomes Hands of Shadow, which may go under
    # the deck.
    "NA-14-honoka-A1-N-1": behaviour(
        _move("dust", "self.aura", timing="after_attack"), scripted("after_attack", _brands_of_sakura)
    ),
    # Hands of Shadow (extra): by the damage the opponent took, a card of their hand to their discard
    # pile or two of their flare crystals to the dust; then it becomes Brands of Sakura again.
    "NA-14-honoka-A1-N-1-Ex1": behaviour(
        scripted("after_attack", _hands_of_shadow), scripted("after_attack", _hands_of_shadow_back)
    ),
    # Hand in Trembling Hand (extra trump): five of the opponent's aura crystals to own aura.
    "NA-14-honoka-A1-S-1-Ex4": behaviour(_move("opponent.aura", "self.aura", 5)),
    # From Slumber She Stirs: one of the opponent's aura crystals to own aura; then, by the dust, it
    # becomes Following the Guided Path (5 or less) or Turning Whither the Light Strikes (6 or more),
    # which goes under the deck.
    "NA-14-honoka-A1-S-1": behaviour(_move("opponent.aura", "self.aura"), scripted("on_use", _from_slumber)),
    # Following the Guided Path (extra): up to two different basic actions; then, by the dust, it
    # becomes Blinded By Flowers (empty) or Hand in Trembling Hand (1 or more), unused.
    "NA-14-honoka-A1-S-1-Ex1": behaviour(
        scripted("on_use", _guided_path_actions), scripted("on_use", _guided_path_bloom)
    ),
    # Turning Whither the Light Strikes (extra): the opponent sends a crystal of their flare or life to
    # the dust; then, by the dust, it becomes Amidst Empty Trails (12 or more) or Hand in Trembling
    # Hand (11 or less), unused.
    "NA-14-honoka-A1-S-1-Ex2": behaviour(scripted("on_use", _light_strikes), scripted("on_use", _light_strikes_bloom)),
    # Blinded By Flowers (extra trump): 超克; its aura damage X is the crystals on it; afterwards a
    # dust crystal goes onto it. 再起 (C 10-7): some place holds exactly 5 crystals.
    "NA-14-honoka-A1-S-1-Ex3": behaviour(
        _move("dust", "this", timing="after_attack"),
        Effect(
            timing="while_used",
            op="resurgence",
            condition=Condition(quantity="zones_with_5_crystals", compare=">=", value=1),
        ),
        overcome=True,
        x=XValue(quantity="this.crystals"),
        x_damage=["aura"],
    ),
    # Amidst Empty Trails (extra trump): the opponent loses their next main phase; this card is
    # removed from the game (C 10-18).
    "NA-14-honoka-A1-S-1-Ex5": behaviour(
        scripted("on_use", _lose_main_phase), Effect(timing="on_use", op="remove_from_game")
    ),
    # Feelings in Your Heart: it becomes Flowers in Your Hands, unused.
    "NA-14-honoka-O-S-1": behaviour(scripted("on_use", _feelings_bloom)),
    # Heavenly Flowerway: crystals leaving it for the dust go to its holder's aura instead, or to their
    # flare while their aura holds 5 or more (C 6-3).
    "NA-14-honoka-O-S-4": behaviour(
        Effect(
            timing="while_deployed",
            op="redirect_crystals",
            dest="self.aura",
            condition=Condition(quantity="self.aura", compare="<=", value=4),
        ),
        Effect(
            timing="while_deployed",
            op="redirect_crystals",
            dest="self.flare",
            condition=Condition(quantity="self.aura", compare=">=", value=5),
        ),
    ),
    # In the Name of This Flag: as it is used its user may choose an enhancement of theirs; the
    # crystals its damage moves go onto that card instead of to the dust or the flare.
    "NA-14-honoka-O-S-2": behaviour(scripted("on_use", _flag_choose)),
    # The Seasons Turn Again: its user may put a face-down card under the deck, may draw, and puts a
    # hand card face-down, which done, performs a wrap (C 9-6). Used, whenever a card of its holder
    # leaves 〈Extra〉, its holder may send it to 〈Extra〉 and take it back unused.
    "NA-14-honoka-O-S-3": behaviour(
        scripted("on_use", _face_down_to_bottom),
        Effect(timing="on_use", op="may", then=[Effect(timing="on_use", op="draw", amount=1)]),
        Effect(
            timing="on_use",
            op="put_face_down",
            amount=1,
            if_done=[Effect(timing="on_use", op="basic_action", move="wrap")],
        ),
        Effect(
            timing="while_used",
            when="left_extra",
            op="may",
            then=[scripted("while_used", _seasons_return)],
        ),
    ),
    # Flowers in Your Hands (extra trump): a wrap (C 9-6); used, a wrap at its holder's end phase, and
    # the replacement of her wraps (RULES.replace_basic_action).
    FLOWERS: behaviour(
        Effect(timing="on_use", op="basic_action", move="wrap"),
        Effect(
            timing="while_used",
            when="end_phase",
            op="basic_action",
            move="wrap",
            condition=Condition(quantity="self.active", compare="==", value=1),
        ),
    ),
    # And So Begins the Rising of a New Curtain (extra trump): used, at its holder's end phase, an
    # attack 0-10, X/X, no reactions, X the places holding exactly 5 crystals.
    "NA-14-honoka-O-S-1-Ex2": behaviour(
        scripted(
            "while_used",
            _new_curtain_attack,
            when="end_phase",
            condition=Condition(quantity="self.active", compare="==", value=1),
        ),
    ),
}


RULES = GoddessRules(replace_basic_action=_instead_of_wrap, can_replace_basic_action=_wrap_replaceable)
