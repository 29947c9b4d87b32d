"""Kururu (No. 10) and her another versions 『探索者』 (Explorer, A1) and 『徒神』 (Adagami, A2): card
behaviour and her additional rules (A 8).

A 8-2 / A 8-3, gadgets (機巧): a gear box's text counts only while its gadget is complete, that is,
while for each kind of icon it shows, its holder's discard pile, enhancement zone and used trumps
together hold at least that many cards of the type or subtype the icon stands for. ``gadget`` below
writes a gear box as a condition on the quantities ``self.gadget_<kind>`` (``quantities.gadget_count``):
an "if" for the one-shot text of a gear box, a condition in force for its continuous text, read when
the text would apply. "Built with another goddess's cards" (他のメガミのカードで組み立てた) counts only
cards of another goddess than the card's user (C 10-15). A 8-6: an attack's gear box is its card's, so
an attack card's gadget text is read the same way when the attack's effects resolve. As a complete
gadget's text resolves, ``RULES.gadget_text`` lets a used Connecdive double its numbers.

A 8-1 (three Dupligear, or Explorer Kururu's Grand Gulliver, in 〈Extra〉) is the setup's dealing of
each extra card in as many copies as the card data gives. A 8-4, the great discovery of the century,
is ``great_discovery``, made by Last Research.

Facts (range, damage, costs) come from the card database; only what the facts cannot say is here.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Generator
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..catalogue import Behaviour, behaviour, scripted
from ..hooks import GoddessRules
from ..model import Action, Choose, Condition, Decision, Decline, Effect, EffectTiming, Player, UseCard, XValue
from ..procedures.common import ask, draw
from ..procedures.terms import pick_card

if TYPE_CHECKING:
    from ..game import Game, Proc
    from ..procedures.effects import Context

# A 8-2: the five icons a gadget may show, by the type or subtype each stands for.
ICONS = {"攻": "attack", "行": "action", "付": "enhancement", "対": "reaction", "全": "full_power"}


def gear(icons: str, *, other_goddess: bool = False, also: tuple[Condition, ...] = ()) -> Condition:
    """A 8-3: the gadget with these icons is complete (one condition per kind of icon, all of them),
    and each condition of `also` holds."""
    conds = [
        Condition(
            quantity=f"self.gadget_{ICONS[icon]}",  # type: ignore[arg-type]
            compare=">=",
            value=n,
            other_goddess=other_goddess,
        )
        for icon, n in Counter(icons).items()
    ]
    first, *rest = conds
    first.all_of = [*rest, *also]
    return first


def gadget(
    icons: str,
    *effects: Effect,
    timing: EffectTiming = "on_use",
    other_goddess: bool = False,
    when: Any = None,
    also: tuple[Condition, ...] = (),
) -> Effect:
    """A gear box with one-shot text: the text resolves only if the gadget is complete as it would
    (and each condition of `also` holds); `when`: a moment it resolves at, for an effect in force."""
    cond = gear(icons, other_goddess=other_goddess, also=also)
    return Effect(timing=timing, op="if", condition=cond, then=list(effects), when=when)


def _player(me: int) -> Player:
    return 0 if me == 0 else 1


def _basic_action_after(kind: str, value: str) -> Any:
    """ "When you use a card of this type (or subtype), after it resolves you may perform one basic
    action" (without its cost, C 9-6 i-B, ii). Resolved with ``when: card_used``, knowing the card.
    The card's type or subtype is read as it is now: a normal card that lost 《全力》 under Mizuki's
    Roaring Warcry is no 《全力》 card (FAQ, Big Golem)."""

    def after(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
        from ..procedures.effects import resolve_effect
        from ..statuses import is_full_power

        used = ctx.used
        if used is None or used == uid:
            return
        if (not is_full_power(g, used, me)) if value == "full_power" else getattr(g.defn(used), kind) != value:
            return
        g.emit("C 9-6", f"{g.name(uid or '')}: after {g.name(used)}, player {me} may perform a basic action", card=uid)
        one = Effect(timing="on_use", op="basic_action", amount=1, up_to=True)
        yield from resolve_effect(g, uid, me, one, "C 9-6", ctx)

    return after


def mozule_after_action(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Mozule, while deployed: after each action card its holder uses, one basic action if they like."""
    yield from _basic_action_after("type", "action")(g, uid, me, ctx)


def golem_after_full_power(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Big Golem, while used: after each full-power card its holder uses, one basic action if they like."""
    yield from _basic_action_after("subtype", "full_power")(g, uid, me, ctx)


def acceler_use_full_power(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Acceler's gear box: its user may choose a full-power card in hand and use it, nested (C 9-2 by
    an effect, C 9-8). Used by an effect, it does not end the phase: only a full-power action does
    (C 8-2-2). A card whose use will be illegal may be chosen; that use does nothing (FAQ, Oboro's
    Shadow Cloning)."""
    from ..procedures import terms
    from ..procedures.use import choice_options, use_chosen
    from ..statuses import is_full_power

    p = _player(me)
    hand = g.state.players[me].hand
    picks = [u for u in hand if is_full_power(g, u) and not terms.cannot_be_chosen(g, u, me)]
    options = choice_options(g, me, picks)
    ans = yield from ask(
        g,
        Decision(
            kind="use_card",
            player=p,
            clause="C 9-2",
            options=[*options, Decline(player=p)],
            detail={"card": uid, "zone": "hand", "subtype": "full_power"},
        ),
    )
    if isinstance(ans, UseCard):
        yield from use_chosen(g, me, ans.card, as_card=ans.as_card)
    else:
        g.emit("C 10-40", f"player {me} uses no full-power card", player=me)


_KURURUN = {
    "draw": "draw a card",
    "bottom": "a face-down card to the bottom of the deck",
    "discard": "the opponent puts a card of their hand into their discard pile",
}


def kururun_choices(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Kururu~n: up to two different options, in the order its user picks them, each resolved as it is
    picked: draw a card; put a card of own face-down pile at the bottom of own deck; the opponent puts a
    card of their hand, of their choice, into their discard pile."""
    p = _player(me)
    left = list(_KURURUN)
    for _ in range(2):
        ans = yield from ask(
            g,
            Decision(
                kind="choose",
                player=p,
                clause="C 9-2-2",
                options=[*(Choose(player=p, option=o) for o in left), Decline(player=p)],
                detail={"what": "one of the effects", "card": uid, **{o: _KURURUN[o] for o in left}},
            ),
        )
        if not isinstance(ans, Choose):
            g.emit("C 9-2-2", f"player {me} chooses no further option", player=me, card=uid)
            return
        left.remove(ans.option)
        g.emit("C 9-2-2", f"player {me} chooses: {_KURURUN[ans.option]}", player=me, card=uid)
        if ans.option == "draw":
            yield from draw(g, me, 1, "C 7-1-6")
        elif ans.option == "bottom":
            yield from _card_to(g, me, "face_down", "deck", uid)
        else:
            yield from _card_to(g, 1 - me, "hand", "discard", uid)


def _card_to(g: Game, chooser: int, zone: str, dest: str, uid: str | None) -> Proc:
    """`chooser` picks a card of their own `zone` and it goes to their `dest` (a deck: its bottom). A
    hidden zone with nothing to choose is shown to be empty (C 10-24)."""
    cards = list(getattr(g.state.players[chooser], zone))
    if not cards:
        g.emit("C 10-24", f"player {chooser} has no card in their {zone.replace('_', '-')}", player=chooser)
        return
    detail: dict[str, str | int | None] = {"what": f"card to {dest}", "card": uid, "zone": zone, "owner": chooser}
    chosen = yield from pick_card(g, chooser, cards, "C 9-2-2", detail)
    assert chosen is not None
    g.move_card(chosen, dest, chooser, bottom=dest == "deck", clause="C 7-1-6" if dest == "deck" else "C 7-1-7")


INDUSTRIA = "NA-10-kururu-O-S-3"
DUPLIGEAR = "NA-10-kururu-O-S-3-Ex1"


def industria_seal(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Industria: if it is its user's own card and nothing is sealed under it, its user may seal under
    it, face up, a card that is not an enhancement from their hand or discard pile (C 10-9)."""
    s = g.state
    if uid is None or s.cards[uid].holder != me:
        g.emit("C 10-9", f"{g.name(uid or '')} is not player {me}'s card: nothing is sealed", card=uid)
        return
    if s.sealed.get(uid):
        g.emit("C 10-9", f"a card is already sealed under {g.name(uid)}: nothing more is sealed", card=uid)
        return
    ps = s.players[me]
    fits = [u for u in (*ps.hand, *ps.discard) if g.defn(u).type != "enhancement" and not g.defn(u).unsealable]
    if not fits:
        g.emit("C 10-9", f"player {me} has no card that is not an enhancement in hand or discard pile", player=me)
        return
    detail: dict[str, str | int | None] = {"what": "card to seal", "card": uid, "zone": "hand or discard", "owner": me}
    chosen = yield from pick_card(g, me, fits, "C 10-9", detail, optional=True)
    if chosen is not None:
        g.seal(chosen, uid, "C 10-9")
    else:
        g.emit("C 10-40", f"player {me} seals nothing", player=me)


def dupligear_to_deck(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Industria: one Dupligear of its user's 〈Extra〉 goes to the bottom of their deck (none when none
    is left there; there are three in all, A 8-1)."""
    extra = [u for u in g.state.players[me].extra if g.state.cards[u].card == DUPLIGEAR]
    if extra:
        g.move_card(extra[0], "deck", me, bottom=True, clause="C 7-1-12")
    else:
        g.emit("C 7-1-12", f"player {me} has no Dupligear left in the extra zone", player=me)
    yield from ()


def industria_resurges(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Industria's 即再起: its holder has reshuffled, so it becomes unused (C 10-8, 10-17)."""
    from ..procedures import terms

    if uid is None:
        return
    g.emit("C 10-8", f"{g.name(uid)}: its holder has reshuffled, the trump becomes unused", card=uid)
    terms.return_to_unused(g, uid, "C 10-17")
    yield from ()


def drain_devil_again(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Drain Devil, used: a used trump of its holder's has become unused; they may use Drain Devil
    again without paying its cost (C 9-2 by an effect, nested, C 9-8), if it can be used now."""
    from ..procedures.common import ask_yes_no
    from ..procedures.use import check_use, use_card

    if uid is None or g.state.cards[uid].trump_state != "used":
        return
    why = check_use(g, me, uid, "effect", free=True)
    if why is not None:
        g.emit("C 9-2", f"{g.name(uid)} cannot be used now: {why.reason}", card=uid)
        return
    if (yield from ask_yes_no(g, me, "may", "C 10-40", {"card": uid})):
        g.emit("C 9-8", "a card used by an effect resolves nested", card=uid)
        yield from use_card(g, me, uid, "effect", free=True)


# Regainah's adjustments of the card it uses (C 10-35): every value of its range, one of its damages,
# or its charge, n higher or lower (n is 1, or 2 with its gear box's numbers doubled).
def _tweak(name: str, n: int) -> Effect:
    kind, sign = name[:-1], (1 if name.endswith("+") else -1)
    if kind == "range":
        return Effect(
            timing="on_use", op="modify_attack", applies_to="next_attack", range_class="shift", amount=sign * n
        )
    if kind == "aura":
        return Effect(timing="on_use", op="modify_attack", applies_to="next_attack", aura=sign * n, life=0)
    if kind == "life":
        return Effect(timing="on_use", op="modify_attack", applies_to="next_attack", aura=0, life=sign * n)
    return Effect(timing="on_use", op="modify_charge", amount=sign * n)


def _tweaks_for(g: Game, u: str) -> list[str]:
    """The adjustments that apply to the card: range and damages for an attack card (a damage of
    「-」 is no number to change, C 5-11), charge for an enhancement."""
    d = g.defn(u)
    out = ["none"]
    if d.type == "attack":
        out += ["range+", "range-"]
        out += [k for k in ("aura+", "aura-") if d.aura_damage is not None]
        out += [k for k in ("life+", "life-") if d.life_damage is not None]
    elif d.type == "enhancement":
        out += ["charge+", "charge-"]
    return out


def _adjusted(g: Game, me: int, tweak: str, n: int, source: str | None) -> Any:
    """The adjustment in force (a lasting effect of this turn, taken back by the caller), or None."""
    from ..model import Lasting

    if tweak == "none":
        return None
    eff = _tweak(tweak, n)
    lasting = Lasting(op=eff.op, player=_player(me), source=source, effect=eff)
    g.state.lasting.append(lasting)
    return lasting


def regainah_use(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Regainah's gear box: its user may choose, in their discard pile, face-down pile or trump zone,
    a card of another goddess (C 10-15) that is neither an unused trump nor a full-power card, and use
    it ignoring its costs (C 9-2 by an effect, nested, C 9-8). As they do, they may make every
    value of its range, one of its damages, or its charge 1 higher or lower (C 10-35): for that use
    only. A card whose use will be illegal, adjusted or not, may be chosen: its use then does nothing
    (FAQ, Oboro's Shadow Cloning). With the gear box's numbers doubled (Connecdive) the text reads
    "2 cards" and "2 higher or lower": up to two cards, one after the other, each adjusted by up to 2."""
    from ..attacks import other_goddess_card
    from ..procedures.use import choice_options, use_chosen
    from ..statuses import is_full_power

    s = g.state
    ps = s.players[me]
    p = _player(me)
    n = 2 if ctx.doubled else 1
    done: list[str] = []
    for _ in range(n):
        found: list[str] = []
        for u in (*ps.discard, *ps.face_down, *ps.trumps):
            if u in done or (u in ps.trumps and s.cards[u].trump_state == "unused") or is_full_power(g, u, me):
                continue
            if uid is None or not other_goddess_card(g, uid, u):
                continue
            found.append(u)
        if not found:
            g.emit("C 9-2", f"player {me} has no card Regainah can choose", player=me, card=uid)
            return
        ans = yield from ask(
            g,
            Decision(
                kind="use_card",
                player=p,
                clause="C 9-2",
                options=[*choice_options(g, me, found, free="costs"), Decline(player=p)],
                detail={"card": uid, "zone": "discard, face-down or trumps"},
            ),
        )
        if not isinstance(ans, UseCard):
            g.emit("C 10-40", f"player {me} uses no card", player=me)
            return
        chosen = ans.card
        done.append(chosen)
        tweaks = _tweaks_for(g, chosen)
        tweak = "none"
        if len(tweaks) > 1:
            pick = yield from ask(
                g,
                Decision(
                    kind="choose",
                    player=p,
                    clause="C 10-35",
                    options=[Choose(player=p, option=t if t == "none" else f"{t}{n}") for t in tweaks],
                    detail={"what": "adjustment of the card used", "card": chosen},
                ),
            )
            assert isinstance(pick, Choose)
            tweak = pick.option.rstrip("0123456789")
        lasting = _adjusted(g, me, tweak, n, uid)
        if lasting is not None:
            g.emit("C 10-35", f"{g.name(chosen)} is used with {tweak}{n}", card=chosen)
        yield from use_chosen(g, me, chosen, as_card=ans.as_card, free="costs")  # ignoring its costs
        if lasting is not None and lasting in s.lasting:
            s.lasting.remove(lasting)  # the adjustment was for that use only


def simulator_turn_used(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Godly Intervention Simulator's gear box: its user looks at the opponent's trumps (their unused
    ones are offered by name) and may turn one unused trump of theirs used (C 7-1-11)."""
    s = g.state
    opp = s.players[1 - me]
    unused = [u for u in opp.trumps if s.cards[u].trump_state == "unused"]
    g.emit("C 7-1-11", f"player {me} looks at player {1 - me}'s trumps", player=me, cards=list(opp.trumps))
    if not unused:
        return
    detail: dict[str, str | int | None] = {"what": "trump to turn used", "card": uid, "zone": "trumps", "owner": 1 - me}
    chosen = yield from pick_card(g, me, unused, "C 7-1-11", detail, optional=True)
    if chosen is not None:
        g.changing(chosen).trump_state = "used"
        g.emit("C 7-1-11", f"{g.name(chosen)} becomes used", card=chosen)
    else:
        g.emit("C 10-40", f"player {me} turns no trump used", player=me)


def simulator_use_theirs(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Godly Intervention Simulator: its user may use one of the opponent's used trumps without paying
    its cost, a full-power one too (C 9-2 by an effect, nested, C 9-8); it goes back to its holder's
    trump zone, used (C 7-2)."""
    from ..procedures.use import choice_options, use_chosen

    s = g.state
    p = _player(me)
    # Every used trump may be chosen, one whose use will be illegal too (FAQ, Oboro's Shadow Cloning).
    used = [u for u in s.players[1 - me].trumps if s.cards[u].trump_state == "used"]
    if not used:
        g.emit("C 9-2", f"player {me} has none of the opponent's used trumps to choose", player=me)
        return
    ans = yield from ask(
        g,
        Decision(
            kind="use_card",
            player=p,
            clause="C 9-2",
            options=[*choice_options(g, me, used, free=True), Decline(player=p)],
            detail={"card": uid, "zone": "trumps", "owner": 1 - me},
        ),
    )
    if isinstance(ans, UseCard):
        yield from use_chosen(g, me, ans.card, as_card=ans.as_card, free=True)
    else:
        g.emit("C 10-40", f"player {me} uses none of the opponent's trumps", player=me)


def analyze(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Analyze's gear box: a card of its user's face-down pile of their choice, or one picked at random
    from the opponent's face-down pile, goes to its holder's discard pile. An attack card: 1 damage to
    the opponent's life; any other card: the opponent puts a card of their hand face-down (C 7-1-8)."""
    from ..procedures.effects import resolve_effect
    from ..rng import below

    s = g.state
    p = _player(me)
    mine = list(s.players[me].face_down)
    theirs = list(s.players[1 - me].face_down)
    options: list[Action] = [Choose(player=p, option=u) for u in mine]
    if theirs:
        options.append(Choose(player=p, option="opponent"))
    if not options:
        g.emit("C 10-24", "neither face-down pile has a card to choose", card=uid)
        return
    ans = yield from ask(
        g,
        Decision(
            kind="choose",
            player=p,
            clause="C 9-2-2",
            options=options,
            detail={"what": "own face-down card, or the opponent's at random", "card": uid},
        ),
    )
    assert isinstance(ans, Choose)
    if ans.option == "opponent":
        s.rng, k = below(s.rng, len(theirs))
        picked = theirs[k]
        g.emit("C 9-2-2", f"{g.name(picked)} is picked at random from player {1 - me}'s face-down pile", card=picked)
    else:
        picked = ans.option
    g.move_card(picked, "discard", clause="C 7-1-7")
    if g.defn(picked).type == "attack":
        follow = _damage("opponent.life", 1)
    else:
        follow = Effect(timing="on_use", op="put_face_down", player="opponent", amount=1)
    yield from resolve_effect(g, uid, me, follow, "C 9-2-2", ctx)


_ICON_OF = {"attack": "攻", "action": "行", "enhancement": "付", "reaction": "対", "full_power": "全"}


def dowsing(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Dowsing: the top card of the opponent's deck goes to their discard pile; its user then chooses
    a card of the opponent's discard pile. Gear box (X, attack, Y): X is the chosen card's type, Y its
    subtype (none: no icon, A 8-2); complete (A 8-3), its user uses the chosen card (C 9-2 by an
    effect, nested, C 9-8), if the position allows that use."""
    from ..procedures.use import use_chosen
    from ..quantities import holds

    s = g.state
    opp = s.players[1 - me]
    if opp.deck:
        g.move_card(opp.deck[0], "discard", clause="C 7-1-7")
    else:
        g.emit("C 5-10", f"player {1 - me}'s deck is empty: no card goes to the discard pile", player=1 - me)
    if not opp.discard:
        g.emit("C 9-2-2", f"player {1 - me}'s discard pile is empty: nothing to choose", card=uid)
        return
    detail: dict[str, str | int | None] = {
        "what": "card of the opponent's discard pile",
        "card": uid,
        "zone": "discard",
        "owner": 1 - me,
    }
    chosen = yield from pick_card(g, me, list(opp.discard), "C 9-2-2", detail)
    assert chosen is not None
    d = g.defn(chosen)
    icons = "攻" + _ICON_OF.get(d.type, "") + (_ICON_OF.get(d.subtype, "") if d.subtype else "")
    g.emit("A 8-2", f"the gadget reads {icons}", card=uid)
    if not holds(g, me, gear(icons), uid):
        g.emit("A 8-3", "the gadget is not complete: the chosen card is not used", card=uid)
        return
    yield from use_chosen(g, me, chosen)  # an illegal use does nothing (C 9-2)


LAST_RESEARCH = "NA-10-kururu-A1-S-3"
GRAND_GULLIVER = "NA-10-kururu-A1-S-3-Ex1"


def last_research(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Last Research's gear box: with the opponent's face-down pile empty, the top card of their deck
    goes face-down first. The opponent chooses a card of their face-down pile; its user declares a card
    name (any normal card's name in the game: no hidden information is given away); the chosen card
    goes to the opponent's discard pile. A match puts a crystal from out of the game onto this card
    (C 7-1-16); with 2 on it, its user makes the great discovery of the century (A 8-4)."""
    from ..procedures.effects import resolve_effect

    s = g.state
    opp = 1 - me
    theirs = s.players[opp]
    if not theirs.face_down and theirs.deck:
        g.move_card(theirs.deck[0], "face_down", opp, clause="C 7-1-8")
    if not theirs.face_down:
        g.emit("C 10-24", f"player {opp} has no face-down card to choose", player=opp, card=uid)
        return
    q = _player(opp)
    pick = yield from ask(
        g,
        Decision(
            kind="choose",
            player=q,
            clause="C 9-2-2",
            options=[Choose(player=q, option=u) for u in theirs.face_down],
            detail={"what": "own face-down card", "card": uid, "zone": "face_down", "owner": opp},
        ),
    )
    assert isinstance(pick, Choose)
    p = _player(me)
    names = sorted({g.defn(u).name for u in s.cards if g.defn(u).category == "normal"})
    said = yield from ask(
        g,
        Decision(
            kind="choose",
            player=p,
            clause="C 9-2-2",
            options=[Choose(player=p, option=n) for n in names],
            detail={"what": "card name to declare", "card": uid},
        ),
    )
    assert isinstance(said, Choose)
    g.emit("C 9-2-2", f"player {me} declares {said.option}", player=me, card=uid)
    g.move_card(pick.option, "discard", opp, clause="C 7-1-7")
    if g.defn(pick.option).name != said.option:
        g.emit("C 9-2-2", f"{g.name(pick.option)} is not {said.option}", card=uid)
        return
    crystal = Effect(timing="on_use", op="move", source="out_of_game", dest="this")
    yield from resolve_effect(g, uid, me, crystal, "C 9-2-2", ctx)
    if uid is not None and s.cards[uid].crystals >= 2:
        yield from great_discovery(g, uid, me)


def great_discovery(g: Game, uid: str, me: int) -> Proc:
    """A 8-4, the great discovery of the century: 1) its maker looks at the opponent's trumps; 2) picks
    a player: every trump of that player's left out at deck construction (face down out of the game,
    C 7-1-16) goes to the maker's trump zone unused, the maker now its holder; 3) Grand Gulliver comes
    from the maker's 〈Extra〉 to their trump zone unused (our reading: the step names no zone);
    4) the card that made it is removed from the game (C 10-18), so it cannot be used again this turn."""
    from ..procedures import terms

    s = g.state
    opp = 1 - me
    g.emit("A 8-4", f"player {me} looks at player {opp}'s trumps", player=me, cards=list(s.players[opp].trumps))
    p = _player(me)
    ans = yield from ask(
        g,
        Decision(
            kind="choose",
            player=p,
            clause="A 8-4",
            options=[Choose(player=p, option="self"), Choose(player=p, option="opponent")],
            detail={"what": "player whose unchosen trumps to take", "card": uid},
        ),
    )
    assert isinstance(ans, Choose)
    who = me if ans.option == "self" else opp
    for u in list(s.players[who].out_of_game):
        inst = s.cards[u]
        if inst.holder == who and not inst.face_up and g.defn(u).category == "trump":
            changed = g.changing(u)
            changed.holder = p
            changed.face_up = False
            g.move_card(u, "trumps", me, clause="A 8-4", trump_state="unused")
    gulliver = [u for u in s.players[me].extra if s.cards[u].card == GRAND_GULLIVER]
    if gulliver:
        g.move_card(gulliver[0], "trumps", me, clause="A 8-4", trump_state="unused")
    else:
        g.emit("A 8-4", f"player {me} has no Grand Gulliver in the extra zone", player=me)
    terms.remove_from_game(g, uid)
    g.emit("A 8-4", f"{g.name(uid)} is removed from the game: it cannot be used this turn", card=uid)


def last_research_again(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Reserved by Last Research, used, for this turn's end phase: its holder may use it without
    paying its cost (C 9-2 by an effect, nested, C 9-8), if it is still a used trump of theirs."""
    from ..procedures.common import ask_yes_no
    from ..procedures.use import check_use, use_card

    s = g.state
    if uid is None or uid not in s.players[me].trumps or s.cards[uid].trump_state != "used":
        g.emit("C 9-1-3-4", f"{g.name(uid or '')} is no used trump of player {me}'s: nothing happens", card=uid)
        return
    if check_use(g, me, uid, "effect", free=True) is not None:
        return
    if (yield from ask_yes_no(g, me, "may", "C 10-40", {"card": uid})):
        g.emit("C 9-8", "a card used by an effect resolves nested", card=uid)
        yield from use_card(g, me, uid, "effect", free=True)


_AGAIN_AT_END = Effect(timing="on_use", op="reserve", when="end_phase", then=[scripted("on_use", last_research_again)])


def last_research_reshuffled(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Last Research, used: its holder has reshuffled; at this turn's end phase they may use it for free
    (each time: the reservations add up)."""
    from ..procedures.effects import resolve_effect

    yield from resolve_effect(g, uid, me, _AGAIN_AT_END, "C 9-1-3-4", ctx)


def last_research_full_power(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Last Research, used: its holder has used a full-power card; the same reservation."""
    from ..procedures.effects import resolve_effect
    from ..statuses import is_full_power

    if ctx.used is not None and is_full_power(g, ctx.used, me):  # 《全力》 as it is now (FAQ, Big Golem)
        yield from resolve_effect(g, uid, me, _AGAIN_AT_END, "C 9-1-3-4", ctx)


def _damage(dest: str, amount: int, timing: EffectTiming = "on_use") -> Effect:
    return Effect(timing=timing, op="damage", player="opponent", dest=dest, amount=amount)  # type: ignore[arg-type]


_YOUR_TURN = Condition(quantity="self.active", compare="==", value=1)

CONNECDIVE = "NA-10-kururu-A2-S-4"

# The scripted gear boxes that know how to read their own numbers doubled (``Context.doubled``).
_DOUBLING_SCRIPTS = frozenset({"g10_kururu.regainah_use"})


def doubled(eff: Effect) -> Effect | None:
    """The effect with every number printed in it doubled (Connecdive): amounts, damages and each value
    of a range; None when it is a scripted effect that cannot read its numbers doubled."""
    if eff.op == "script" and eff.script not in _DOUBLING_SCRIPTS:
        return None
    changes: dict[str, Any] = {"amount": eff.amount * 2}
    if eff.aura is not None:
        changes["aura"] = eff.aura * 2
    if eff.life is not None:
        changes["life"] = eff.life * 2
    if eff.range:
        changes["range"] = list(range(min(eff.range) * 2, max(eff.range) * 2 + 1))
    for key in ("then", "if_done", "otherwise", "after_attack"):
        subs = [doubled(e) for e in getattr(eff, key)]
        if any(e is None for e in subs):
            return None
        changes[key] = subs
    choices = [[doubled(e) for e in choice] for choice in eff.choices]
    if any(e is None for choice in choices for e in choice):
        return None
    changes["choices"] = choices
    return replace(eff, **changes)


def connecdive_doubles(
    g: Game, p: int, uid: str | None, text: list[Effect]
) -> Generator[Any, Any, list[Effect] | None]:
    """Connecdive, used: as its holder resolves the text of a complete gadget (A 8-3), they may send a crystal
    of Connecdive to the dust; if they do, every number printed in that gear box is doubled."""
    from ..procedures.common import ask_yes_no

    s = g.state
    mine = [
        u
        for u in s.players[p].trumps
        if s.cards[u].card == CONNECDIVE and s.cards[u].trump_state == "used" and s.cards[u].crystals >= 1
    ]
    if not mine:
        return None
    twice = [doubled(e) for e in text]
    if any(e is None for e in twice):
        g.emit("A 8-2", "this gear box's numbers cannot be doubled here", card=uid)
        return None
    if not (yield from ask_yes_no(g, p, "may", "C 10-40", {"card": mine[0], "gadget": uid})):
        return None
    g.move_crystals(("card", mine[0]), ("dust",), 1, "C 10-1")
    g.emit("A 8-2", f"the numbers of {g.name(uid or '')}'s gear box are doubled", card=uid, by=mine[0])
    return [e for e in twice if e is not None]


def _onto_connecdive(timing: EffectTiming) -> Effect:
    """One crystal from the dust or from own aura onto this card, if its holder likes."""
    return Effect(
        timing=timing,
        op="may",
        then=[
            Effect(
                timing=timing,
                op="choose_one",
                choices=[
                    [Effect(timing=timing, op="move", source="dust", dest="this")],
                    [Effect(timing=timing, op="move", source="self.aura", dest="this")],
                ],
            )
        ],
    )


def _on_performed(eff: Effect, icons: str) -> Effect:
    """A gear box's modification of this attack, read as the attack is performed (C 9-4)."""
    return replace(eff, when="attack_performed", condition=gear(icons))


def _blast() -> Effect:
    """Blaster's gear-box attack: range 0-6, 1/1 (C 10-5)."""
    return Effect(timing="after_attack", op="perform_attack", range=[0, 1, 2, 3, 4, 5, 6], aura=1, life=1)


CARDS: dict[str, Behaviour] = {
    # Elekiter: gear box (action ×3, reaction ×2): 1 damage to the opponent's life.
    "NA-10-kururu-O-N-1": behaviour(gadget("行行行対対", _damage("opponent.life", 1))),
    # Acceler: gear box (enhancement, action ×2): its user may use a full-power card from hand.
    "NA-10-kururu-O-N-2": behaviour(gadget("行行付", scripted("on_use", acceler_use_full_power))),
    # Kururu~n: only as a reaction; up to two different options in any order (``kururun_choices``).
    "NA-10-kururu-O-N-3": behaviour(scripted("on_use", kururun_choices), reaction_only=True),
    # Tornaydo (full-power): gear box (attack ×2): 5 damage to the opponent's aura; gear box
    # (enhancement ×2): 1 damage to the opponent's life. Each box is read on its own, in printed order.
    "NA-10-kururu-O-N-4": behaviour(
        gadget("攻攻", _damage("opponent.aura", 5)),
        gadget("付付", _damage("opponent.life", 1)),
    ),
    # Regainah (full-power): gear box (enhancement, reaction): see ``regainah_use``. It may be used from
    # the face-down pile as if from hand, by the usual rules.
    "NA-10-kururu-O-N-5": behaviour(
        gadget("付対", scripted("on_use", regainah_use)),
        usable_from_face_down=True,
    ),
    # Mozule (charge 3), while deployed: after each action card its holder uses, a basic action if
    # they like.
    "NA-10-kururu-O-N-6": behaviour(scripted("while_deployed", mozule_after_action, when="card_used")),
    # Reflecta (charge 0): gear box (attack, reaction): deployed, 4 crystals from the dust onto it —
    # without them it has none and is destroyed at once (C 5-5-2). While deployed, the opponent's
    # second attack of each turn is nullified as it is performed (C 9-4 ii; not one that cannot be).
    "NA-10-kururu-O-N-7": behaviour(
        gadget("攻対", Effect(timing="on_deploy", op="move", source="dust", dest="this", amount=4), timing="on_deploy"),
        Effect(
            timing="while_deployed",
            op="nullify_attack",
            when="attack_performed",
            applies_to="opponent_attacks",
            condition=Condition(quantity="opponent.attacks_performed", compare="==", value=2),
        ),
    ),
    # Drain Devil (a reaction): 1 crystal from the opponent's aura to own aura. While used: whenever a
    # used trump of its holder's becomes unused, they may use it again without paying its cost.
    "NA-10-kururu-O-S-1": behaviour(
        Effect(timing="on_use", op="move", source="opponent.aura", dest="self.aura"),
        scripted("while_used", drain_devil_again, when="trump_unused"),
    ),
    # Godly Intervention Simulator: Kururu-Type: gear box (attack ×2, action ×3, enhancement ×2): see
    # ``simulator_turn_used``. Then ``simulator_use_theirs``; then this card is removed from the game
    # (C 10-18).
    "NA-10-kururu-O-S-4": behaviour(
        gadget("攻攻行行行付付", scripted("on_use", simulator_turn_used)),
        scripted("on_use", simulator_use_theirs),
        Effect(timing="on_use", op="remove_from_game"),
    ),
    # Big Golem: gear box (reaction, full-power ×2), while used: at its holder's end phase, they may
    # deal 1 damage to the opponent's life; if they do, they reshuffle. While used: after each
    # full-power card its holder uses, a basic action if they like.
    "NA-10-kururu-O-S-2": behaviour(
        gadget(
            "対全全",
            Effect(
                timing="while_used",
                op="may",
                then=[_damage("opponent.life", 1, "while_used")],
                if_done=[Effect(timing="while_used", op="reshuffle")],
            ),
            timing="while_used",
            when="end_phase",
            also=(_YOUR_TURN,),
        ),
        scripted("while_used", golem_after_full_power, when="card_used"),
    ),
    # Railgun: gear box (attack ×2): as the attack is performed, +2/+0. Gear box (full-power): 終端, and
    # as the attack is performed +0/+1 and it cannot be nullified (C 10-23). The gadgets are read as the
    # attack is performed (A 8-6: the attack's gear box is its card's); the 終端 as the use ends.
    "NA-10-kururu-A2-N-2": behaviour(
        _on_performed(Effect(timing="constant", op="modify_attack", applies_to="this_attack", aura=2, life=0), "攻攻"),
        _on_performed(Effect(timing="constant", op="modify_attack", applies_to="this_attack", aura=0, life=1), "全"),
        _on_performed(
            Effect(timing="constant", op="gain_keyword", applies_to="this_attack", keywords=["unnullifiable"]), "全"
        ),
        terminal_if=gear("全"),
    ),
    # Industria: see ``industria_seal`` and ``dupligear_to_deck``. 即再起 (C 10-8): when its holder
    # reshuffles, it becomes unused once the reshuffle is done.
    INDUSTRIA: behaviour(
        scripted("on_use", industria_seal),
        scripted("on_use", dupligear_to_deck),
        scripted("while_used", industria_resurges, when="reshuffled"),
    ),
    # Dupligear (extra card, its type undefined): a copy of the card sealed under its holder's Industria
    # but for its name (C 10-16); with Industria unused (face down) there is nothing to copy, and a card
    # of undefined type cannot be used (C 6-2-1-5).
    DUPLIGEAR: behaviour(Effect(timing="constant", op="copy_of", of=f"sealed:{INDUSTRIA}", keep_name=True)),
    # Analyze: gear box (enhancement, attack, reaction): see ``analyze``.
    "NA-10-kururu-A1-N-1": behaviour(gadget("付攻対", scripted("on_use", analyze))),
    # Dowsing: see ``dowsing`` (its gear box's X and Y icons depend on the card chosen).
    "NA-10-kururu-A1-N-3": behaviour(scripted("on_use", dowsing)),
    # Last Research: gear box (attack): see ``last_research``. While used: whenever its holder
    # reshuffles or uses a full-power card, they may use it without paying its cost at this turn's end
    # phase.
    LAST_RESEARCH: behaviour(
        gadget("攻", scripted("on_use", last_research)),
        scripted("while_used", last_research_reshuffled, when="reshuffled"),
        scripted("while_used", last_research_full_power, when="card_used"),
    ),
    # Grand Gulliver (extra trump): its cost X is its holder's flare as they pay it. While used, the
    # costs of its holder's trumps become 0: a reduction beyond any printed cost, floored at 0
    # (C 6-2-1-12).
    GRAND_GULLIVER: behaviour(
        Effect(timing="while_used", op="reduce_cost", applies_to="own_cards", amount=1000),
        cost_x=True,
        x=XValue(quantity="self.flare"),
    ),
    # Connecdive: gear box (enhancement, action, reaction), built with other goddesses' cards only:
    # as it resolves and, while used, at its holder's end phase, a crystal from the dust or own aura
    # onto it, if they like. While used: ``connecdive_doubles`` (through ``RULES.gadget_text``).
    CONNECDIVE: behaviour(
        gadget("付行対", _onto_connecdive("on_use"), other_goddess=True),
        gadget(
            "付行対",
            _onto_connecdive("while_used"),
            timing="while_used",
            when="end_phase",
            other_goddess=True,
            also=(_YOUR_TURN,),
        ),
        by=(connecdive_doubles,),
    ),
    # Blaster: no reactions by normal cards. Two gear boxes, (enhancement) and (action, reaction), each
    # counting only other goddesses' cards; each complete one makes, after the attack, an attack of
    # range 0-6, 1/1.
    "NA-10-kururu-A2-N-1": behaviour(
        gadget("付", _blast(), timing="after_attack", other_goddess=True),
        gadget("行対", _blast(), timing="after_attack", other_goddess=True),
        no_reaction=["normal"],
    ),
}


RULES = GoddessRules(gadget_text=connecdive_doubles)
