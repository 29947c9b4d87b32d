"""C 10: the defined wordings of card text that act on crystals and cards — arrows (10-1, 10-2),
omitted owners (10-12), sealing (10-9), added effects (10-14), returning a trump to unused (10-17,
and through it 再起 10-7 / 即再起 10-8) and removal from the game (10-18); and the cards of a deck
taken from its top or as a whole (C 7-1-6).

Each primitive is a plain function of the game, so card modules reuse them as they are; the
test-card ops of ``effects.py`` only pick their arguments from an ``Effect``.
"""

from __future__ import annotations

from collections.abc import Generator, Mapping

from ..attacks import other_goddess_card
from ..game import CrystalZone, Game, Proc, crystal_zone
from ..hooks import arrow_resolved
from ..model import Action, Choose, ChooseFirst, Decision, Decline, Effect, Player
from ..statuses import effects_in_force
from .common import ask

# --- C 10-12: whose zone an effect means when the text names no owner ---------------------------


def linked_player(g: Game, uid: str | None, me: int) -> int:
    """The player linked to the zone where the effect's object lies (C 10-12). A card in 〈In use〉
    is its user's, one deployed is the owner of that 〈Enhancement〉 — not always its holder (C 7-1-9);
    an effect with no card (an attack made by an effect) is the player's own."""
    if uid is not None and uid in g.state.cards:
        _, owner = g.zone_of(uid)
        if owner is not None:
            return owner
    return me


def effect_player(g: Game, uid: str | None, me: int, eff: Effect) -> int:
    """The player an effect means: `me` (its holder), the opponent, or the player linked to the
    card's zone when the text names no player (C 10-12)."""
    if eff.player == "unnamed":
        return linked_player(g, uid, me)
    return me if eff.player == "self" else 1 - me


def card_zone(ref: str, me: int, chooser: int, linked: int) -> tuple[str, int]:
    """A CardZoneRef as (zone name, player). Without an owner it is the linked player's zone, or
    that player's opponent's when the effect has the opponent pick (C 10-12)."""
    who, _, zone = ref.partition(".")
    if not zone:
        return who, linked if chooser == me else 1 - linked
    return zone, me if who == "self" else 1 - me


# --- C 10-1, 10-2: arrows ---------------------------------------------------------------------------


def arrow(g: Game, uid: str | None, me: int, eff: Effect) -> Proc:
    """C 10-1: move the crystals from the zone on the arrow's left to the one on its right; a
    two-way arrow lets the player who generated it pick the direction. C 10-2: a reversed arrow
    swaps its two zones (twice reversed, it runs as printed)."""
    assert eff.source is not None and eff.dest is not None
    arrow_resolved(g)  # Kanawe's plans count the arrow effects resolved (A 18-2-1-5)
    linked = linked_player(g, uid, me)
    src = crystal_zone(eff.source, me, uid, linked)
    dst = crystal_zone(eff.dest, me, uid, linked)
    if reversals(g, uid) % 2:
        src, dst = dst, src
        g.emit("C 10-2", f"the arrow is reversed: {g.zone_said(src)} -> {g.zone_said(dst)}", card=uid)
    if eff.two_way:
        p: Player = 0 if me == 0 else 1
        ans = yield from ask(
            g,
            Decision(
                kind="choose",
                player=p,
                clause="C 10-1",
                options=[Choose(player=p, option="forward"), Choose(player=p, option="backward")],
                detail={
                    "what": "arrow direction",
                    "card": uid,
                    "forward": f"{g.zone_said(src)} -> {g.zone_said(dst)}",
                    "backward": f"{g.zone_said(dst)} -> {g.zone_said(src)}",
                },
            ),
        )
        assert isinstance(ans, Choose)
        if ans.option == "backward":
            src, dst = dst, src
        g.emit("C 10-1", f"player {me} moves the two-way arrow {g.zone_said(src)} -> {g.zone_said(dst)}", player=me)
    if arrows_blocked(g, src):
        g.shortfalls += 1
        g.emit("C 10-1", f"an effect in force lets no arrow move crystals out of {g.zone_said(src)}", card=uid)
        return
    g.move_crystals(src, dst, eff.amount, "C 10-1", arrow_aura_cap(g, uid, dst))


def arrow_aura_cap(g: Game, uid: str | None, dst: CrystalZone) -> int | None:
    """A raised aura cap for an arrow of a player's own card moving crystals to their own aura
    (C 7-1-3-1 as an effect in force changes it), or None."""
    if dst[0] != "aura" or uid not in g.state.cards or g.state.cards[uid].holder != dst[1]:
        return None
    caps = [e.amount for _, holder, e in effects_in_force(g, ("aura_cap",)) if e.op == "aura_cap" and holder == dst[1]]
    return max(caps, default=None)


def arrows_blocked(g: Game, source: CrystalZone) -> bool:
    """Does an effect in force stop arrows of cards from moving crystals out of this zone?"""
    for _uid, holder, eff in effects_in_force(g, ("block_arrows",)):
        if eff.op == "block_arrows" and eff.source is not None and crystal_zone(eff.source, holder) == source:
            return True
    return False


def reversals(g: Game, uid: str | None) -> int:
    """How many "the arrows of this card are reversed" effects of the card are in force (C 10-2)."""
    if uid is None:
        return 0
    return sum(1 for src, _, e in effects_in_force(g, ("reverse_arrows",)) if e.op == "reverse_arrows" and src == uid)


# --- choosing ---------------------------------------------------------------------------------------


def choose(
    g: Game, me: int, options: list[str], clause: str, detail: dict[str, str | int | list[str] | None]
) -> Generator[Decision, Action, str]:
    """Player `me` picks one of the named options (a deck end, one of several effects …)."""
    p: Player = 0 if me == 0 else 1
    ans = yield from ask(
        g, Decision(kind="choose", player=p, clause=clause, options=[Choose(player=p, option=o) for o in options], detail=detail)
    )
    assert isinstance(ans, Choose)
    return ans.option


# --- choosing a card --------------------------------------------------------------------------------


def pick_card(
    g: Game,
    me: int,
    cards: list[str],
    clause: str,
    detail: Mapping[str, str | int | list[str] | None],
    *,
    optional: bool = False,
) -> Generator[Decision, Action, str | None]:
    """Player `me` picks one of `cards` (decision ``choose``, answered by the card's uid); with
    `optional` the player may decline, and None is returned. The one card choice the goddess modules
    share; what they announce about it stays theirs."""
    p: Player = 0 if me == 0 else 1
    options: list[Action] = [Choose(player=p, option=u) for u in cards]
    if optional:
        options.append(Decline(player=p))
    ans = yield from ask(g, Decision(kind="choose", player=p, clause=clause, options=options, detail=dict(detail)))
    return ans.option if isinstance(ans, Choose) else None


def chosen_card(g: Game, uid: str | None, me: int, eff: Effect, clause: str) -> Generator[Decision, Action, str | None]:
    """The card an effect acts on: this card when it names no zone, else one the effect's `player`
    picks from `zone` (C 10-12 for an unnamed owner). None when there is nothing to act on."""
    if eff.zone is None:
        if uid is None or uid not in g.state.cards:
            g.emit(clause, "the effect belongs to no card: nothing happens")
            return None
        return uid
    chooser = effect_player(g, uid, me, eff)
    zone, owner = card_zone(eff.zone, me, chooser, linked_player(g, uid, me))
    fitting = [u for u in getattr(g.state.players[owner], zone) if u != uid and _fits(g, uid, u, eff)]
    options = [u for u in fitting if not cannot_be_chosen(g, u, chooser)]
    if len(options) < len(fitting):
        g.emit("C 10-33", f"{len(fitting) - len(options)} card(s) cannot be chosen by player {chooser}", player=chooser)
    if not options:
        g.shortfalls += 1  # nothing was done: "if you do" does not follow (C 10-40)
        if zone in HIDDEN_ZONES:
            prove_impossible(g, owner, zone)
        g.emit(clause, f"no card in player {owner}'s {zone} can be chosen: nothing happens", player=owner)
        return None
    p: Player = 0 if chooser == 0 else 1
    ans = yield from ask(
        g,
        Decision(
            kind="choose",
            player=p,
            clause=clause,
            options=[Choose(player=p, option=u) for u in options],
            detail={"what": "card", "card": uid, "zone": zone, "owner": owner},
        ),
    )
    assert isinstance(ans, Choose)
    g.emit(clause, f"player {chooser} chooses {g.name(ans.option)}", player=chooser, card=ans.option)
    return ans.option


HIDDEN_ZONES = ("hand", "face_down", "deck")  # C 7-1-6, 7-1-8, 7-1-10: not public to the opponent


def prove_impossible(g: Game, owner: int, zone: str) -> None:
    """C 10-24: an effect must act on hidden information and cannot: the zone is revealed, so the
    opponent can see it cannot be done."""
    cards = list(getattr(g.state.players[owner], zone))
    g.emit(
        "C 10-24",
        f"player {owner} reveals their {zone.replace('_', '-')} ({len(cards)} card(s)) to prove that it cannot be done",
        player=owner,
        zone=zone,
        cards=cards,
    )


def cannot_be_chosen(g: Game, u: str, chooser: int) -> bool:
    """C 10-33: the card is under an effect saying the chooser's effects cannot choose it; it is then
    left out of every deliberate choice that player makes by an effect."""
    for src, holder, eff in effects_in_force(g, ("cannot_be_chosen",)):
        if eff.op == "cannot_be_chosen" and src == u and (holder if eff.player == "self" else 1 - holder) == chooser:
            return True
    return False


def _fits(g: Game, uid: str | None, u: str, eff: Effect) -> bool:
    d = g.defn(u)
    if eff.card_type is not None and d.type != eff.card_type:
        return False
    if eff.other_goddess and not other_goddess_card(g, uid, u):
        return False
    if d.unchoosable_in_hand and g.zone_of(u)[0] == "hand":
        from .effects import hand_protected

        if hand_protected(g, u, uid):
            return False
    if eff.op == "return_to_unused":  # only a trump can return, and an unused one has nowhere to return from
        return d.category == "trump" and g.state.cards[u].trump_state != "unused"
    return True


# --- C 10-9: sealing --------------------------------------------------------------------------------


def seal(g: Game, uid: str | None, me: int, eff: Effect) -> Proc:
    """C 10-9: the chosen card goes to 〈Sealed〉, linked to this card (sealed under it)."""
    target = yield from chosen_card(g, uid, me, eff, "C 10-9")
    if target is None or uid is None or target == uid:
        return
    g.seal(target, uid, "C 10-9")


def unseal(g: Game, uid: str | None) -> None:
    """C 7-1-13: the cards sealed under this card leave 〈Sealed〉 for their holders' discard piles."""
    for u in list(g.state.sealed.get(uid or "", [])):
        g.move_card(u, "discard", clause="C 7-1-13")


# --- C 10-14: added effects -------------------------------------------------------------------------


def add_effect(g: Game, uid: str | None, me: int, eff: Effect) -> Proc:
    """C 10-14: the effects go after the card's own effects; when several are added at once, the
    active player orders them."""
    target = yield from chosen_card(g, uid, me, eff, "C 10-14")
    if target is None:
        return
    remaining = dict(enumerate(eff.then))
    ordered: list[Effect] = []
    while remaining:
        k = next(iter(remaining))
        if len(remaining) > 1:
            a = g.state.active
            ans = yield from ask(
                g,
                Decision(
                    kind="order",
                    player=a,
                    clause="C 10-14",
                    options=[ChooseFirst(player=a, option=f"added{i + 1}") for i in remaining],
                    detail={"card": target, "what": "order of the added effects"},
                ),
            )
            assert isinstance(ans, ChooseFirst)
            k = int(ans.option.removeprefix("added")) - 1
        ordered.append(remaining.pop(k))
    inst = g.changing(target)
    inst.added = [*inst.added, *ordered]  # a new list: the checkpoint may share the old one
    g.changed.add(target)
    g.emit("C 10-14", f"{len(ordered)} effect(s) added after the text of {g.name(target)}", card=target)


# --- C 10-17, 10-18 ---------------------------------------------------------------------------------


def return_to_unused(g: Game, uid: str, clause: str) -> None:
    """C 10-17: the card goes to its holder's trump zone, unused (C 7-2: the holder's, wherever it is)."""
    if g.defn(uid).category != "trump":
        g.emit(clause, f"{g.name(uid)} is not a trump: it cannot return to unused", card=uid)
        return
    g.move_card(uid, "trumps", clause=clause, trump_state="unused")


def remove_from_game(g: Game, uid: str) -> None:
    """C 10-18: the card is turned face up and goes to 〈Out of game〉 (its holder's, C 7-2)."""
    g.move_card(uid, "out_of_game", clause="C 10-18")


# --- C 7-1-6: cards taken from a deck -------------------------------------------------------------


def deck_to(g: Game, p: int, n: int, zone: str, clause: str) -> None:
    """Put the top n cards of player p's deck into `zone` one at a time, each time the card then on
    top; an emptied deck gives what it has (C 5-10). A top card that cannot go there (a poison cannot
    go face-down, A 7-2-1) stays on top and covers the cards under it: they are not reached (FAQ,
    Shinra: Argue)."""
    deck = g.state.players[p].deck
    for _ in range(n):
        if not deck:
            g.shortfalls += 1
            g.emit("C 5-10", f"player {p}'s deck is empty: no more cards to move", player=p)
            return
        top = deck[0]
        g.move_card(top, zone, p, clause=clause)
        if deck and deck[0] == top:
            g.shortfalls += 1
            g.emit("A 7-2-1", f"{g.name(top)} stays on top of player {p}'s deck: the cards under it are covered", card=top)
            return


def whole_deck_to(g: Game, p: int, zone: str, clause: str) -> None:
    """Every card of player p's deck goes into `zone` ("the whole deck face-down": Form: KINNARI,
    Endless End). No card is taken from the top, so a card that cannot go there (a poison cannot go
    face-down, A 7-2-1) stays in the deck and covers nothing; the others all go."""
    for u in list(g.state.players[p].deck):
        g.move_card(u, zone, p, clause=clause)
