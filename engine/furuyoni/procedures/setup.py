"""C 2 goddess selection, C 3 deck construction, C 4-1 1)-4) duel setup. The mulligan (4-1 5)-7))
is the first step of the duel (procedures.turn.mulligan)."""

from __future__ import annotations

from dataclasses import dataclass, field

from .. import carddb
from ..catalogue import CardNotImplemented, UnknownCard, real_card
from ..goddess_state import zone_list
from ..goddesses import GODDESSES
from ..hooks import component_zone, set_up_player
from ..model import CardDef, CardInstance, Player, PlayerState, State, TrumpState
from ..rng import below, shuffle
from ..validate import PositionError

NORMALS_IN_DECK = 7  # C 3-2
TRUMPS_IN_DECK = 3


@dataclass
class DeckChoice:
    goddesses: list[str]
    cards: list[str]  # the 10 card ids chosen in deck construction (C 3-2)


@dataclass
class Setup:
    """Everything chosen before the duel: both players' goddesses and decks, and the seed."""

    players: list[DeckChoice]
    definitions: dict[str, CardDef] = field(default_factory=dict)  # test cards; other ids are real cards
    seed: int = 0
    season: str = carddb.DEFAULT_SEASON  # the card pool real cards come from (C 1-3, App1)


def uid_for(p: int, card_id: str) -> str:
    return f"{'AB'[p]}:{card_id}"


def check_choices(setup: Setup) -> None:
    if len(setup.players) != 2:
        raise PositionError("players", "C 1-2", f"a game has two players, not {len(setup.players)}")
    for p, choice in enumerate(setup.players):
        gs = choice.goddesses
        if len(gs) != 2:
            raise PositionError("goddess-count", "C 2-1", f"player {p} chose {len(gs)} goddesses; each chooses 2")
        for g in gs:
            if g not in GODDESSES:
                raise PositionError("goddess-list", "C 2-2", f"player {p} chose {g!r}, who is not in appendix 1")
        if GODDESSES[gs[0]] == GODDESSES[gs[1]]:
            raise PositionError(
                "goddess-numbers", "C 2-1", f"player {p} chose {gs[0]} and {gs[1]}, who share number {GODDESSES[gs[0]]}"
            )
        if len(set(choice.cards)) != len(choice.cards):
            raise PositionError("deck-copies", "C 3-1", f"player {p} chose a card twice; one copy of each")
        defs = []
        real = _real_pool(setup, p, gs)
        for cid in choice.cards:
            d = setup.definitions.get(cid) or _real_choice(setup, p, cid, real)
            if d.id not in real and d.user not in gs:
                raise PositionError(
                    "deck-goddess", "C 3-1", f"player {p} chose {cid!r} of {d.user!r}, not one of their goddesses"
                )
            defs.append(d)
        normals = sum(d.category == "normal" for d in defs)
        trumps = sum(d.category == "trump" for d in defs)
        if (normals, trumps) != (NORMALS_IN_DECK, TRUMPS_IN_DECK):
            raise PositionError(
                "deck-size", "C 3-2", f"player {p} chose {normals} normal and {trumps} trump cards; a deck is 7 and 3"
            )


def _real_pool(setup: Setup, p: int, goddesses: list[str]) -> dict[str, CardDef]:
    """The real cards player p may choose from (C 3-1, App1), by rules id; empty for test-card decks.

    A duel with real cards needs every card of the chosen forms encoded: the cards not chosen and the
    extra cards are part of the game too (out of game, 〈Extra〉), so a half-encoded goddess is refused."""
    if all(c in setup.definitions for c in setup.players[p].cards):
        return {}
    try:
        pool = carddb.combined_deck_pool(goddesses, setup.season)
        extras = [c for g in goddesses for c in carddb.extra_pool(g, setup.season)]
    except (KeyError, ValueError) as exc:
        raise PositionError("card-pool", "C 2-2", f"player {p}: {exc}") from None
    missing = []
    out: dict[str, CardDef] = {}
    for facts in (*pool, *extras):
        try:
            out[facts.rules_id] = real_card(facts.rules_id, setup.season)
        except CardNotImplemented:
            missing.append(facts.rules_id)
    if missing:
        raise PositionError(
            "card-not-implemented",
            "C 1-3",
            f"player {p}'s goddesses have cards whose behaviour the engine does not encode yet: {', '.join(missing)}",
        )
    return out


def _real_choice(setup: Setup, p: int, cid: str, pool: dict[str, CardDef]) -> CardDef:
    try:
        rules_id = carddb.card(cid, setup.season).rules_id
    except (carddb.CardNotFound, KeyError, ValueError, UnknownCard):
        raise PositionError("unknown-card", "C 1-3", f"player {p} chose unknown card {cid!r}") from None
    deck_ids = {c.rules_id for g in setup.players[p].goddesses for c in carddb.deck_pool(g, setup.season)}
    if rules_id not in deck_ids:
        raise PositionError(
            "deck-goddess",
            "C 3-1",
            f"player {p} chose {rules_id}, which is not in the card list of {' or '.join(setup.players[p].goddesses)}"
            " (extra cards are never chosen: C 10-33)",
        )
    return pool[rules_id]


def new_duel(setup: Setup) -> State:
    """C 4-1 1)-4): the board, the decks, the random first player, shuffle and draw 3."""
    check_choices(setup)
    s = State(
        step="mulligan",
        turn=1,
        action_kind=None,
        distance=10,
        dust=0,
        rng=setup.seed,
        definitions=dict(setup.definitions),
        season=setup.season,
    )
    s.players = [PlayerState(life=10, aura=3, flare=0), PlayerState(life=10, aura=3, flare=0)]  # 1)
    for p, choice in enumerate(setup.players):
        pl: Player = 0 if p == 0 else 1
        ps = s.players[p]
        ps.goddesses = list(choice.goddesses)
        set_up_player(ps)  # what her goddesses add to a player's information (A 4-1-1 …)
        real = _real_pool(setup, p, choice.goddesses)
        chosen = [setup.definitions.get(cid) or _real_choice(setup, p, cid, real) for cid in choice.cards]
        for d in chosen:  # 2)
            uid = uid_for(p, d.id)
            if d.category == "trump":
                s.cards[uid] = CardInstance(card=d.id, holder=pl, trump_state="unused")
                ps.trumps.append(uid)
            else:
                s.cards[uid] = CardInstance(card=d.id, holder=pl)
                ps.deck.append(uid)
        ids = {d.id for d in chosen}
        candidates = [d for d in setup.definitions.values() if d.user in choice.goddesses]
        if real:
            deck_ids = {c.rules_id for g in choice.goddesses for c in carddb.deck_pool(g, setup.season)}
            candidates = [d for d in real.values() if d.id in deck_ids]
            for g in choice.goddesses:  # C 7-1-12: the extra cards a goddess brings start in 〈Extra〉,
                for facts in carddb.extra_pool(g, setup.season):  # unless her rules say where (A N-1)
                    d = real[facts.rules_id]
                    for k in range(max(1, facts.copies)):  # App1: some come in several copies (A 7-1)
                        uid = uid_for(p, d.id) + (f"#{k + 1}" if k else "")
                        state: TrumpState | None = "unused" if d.category == "trump" else None
                        s.cards[uid] = CardInstance(card=d.id, holder=pl, trump_state=state)
                        zone_list(ps, component_zone(g, d.id)).append(uid)
        for d in candidates:  # cards not chosen: out of game, face down (C 7-1-16, 10-33)
            if d.id not in ids:
                uid = uid_for(p, d.id)
                s.cards[uid] = CardInstance(
                    card=d.id, holder=pl, face_up=False, trump_state="unused" if d.category == "trump" else None
                )
                ps.out_of_game.append(uid)
    s.rng, first = below(s.rng, 2)  # 3)
    s.active = 0 if first == 0 else 1
    for ps in s.players:  # 4)
        s.rng = shuffle(ps.deck, s.rng)
        ps.hand, ps.deck = ps.deck[:3], ps.deck[3:]
    return s
