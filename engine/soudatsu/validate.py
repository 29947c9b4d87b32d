"""Invariants of a submitted position: an inconsistent one is refused, naming the broken invariant and
the clause it rests on (ARCHITECTURE decision 8). The engine relies on every one of them."""

from __future__ import annotations

from .model import DECK_SIZE, EDITION, ZONES, CardDef, Effect, State
from .quoted import QUOTED
from .table import PLAYER_NAMES, line_at, total_steps

COLOUR = {
    "soldier": "SD-detail-soldier-2",
    "loyalist": "SD-detail-loyalist-2",
    "action": "SD-detail-action-2",
    "building": "SD-detail-building-2",
    "resonance": "SD-detail-resonance-2",
}
AMOUNT_OPS = frozenset({"damage", "gain_life", "draw", "foresee", "gain_durability"})
LINE_ONLY_OPS = frozenset({"gain_durability", "rebirth_skull"})


class PositionError(ValueError):
    """An inconsistent position or setup: the invariant it breaks, the clause behind it, and why."""

    def __init__(self, invariant: str, clause: str, message: str) -> None:
        super().__init__(f"{message} ({clause})")
        self.invariant = invariant
        self.clause = clause
        self.message = message


def _effects(d: CardDef, effects: list[Effect], *, on_line: bool) -> None:
    clause = COLOUR[d.kind]
    for e in effects:
        if (e.op == "damage") != (e.target is not None):
            raise PositionError("card-definition", clause, f"card {d.id!r}: only a damage effect names a target, and it must")
        if e.op in AMOUNT_OPS and e.amount < 1:
            raise PositionError("card-definition", clause, f"card {d.id!r}: a {e.op} effect needs an amount of 1 or more")
        if e.op not in AMOUNT_OPS and e.amount:
            raise PositionError("card-definition", clause, f"card {d.id!r}: a {e.op} effect has no amount")
        if e.op in LINE_ONLY_OPS and not on_line:
            raise PositionError("card-definition", clause, f"card {d.id!r}: {e.op} belongs on a building's line")


def check_definition(key: str, d: CardDef) -> None:
    """The fields each kind uses (docs/soudatsu.md), and what the document quotes of a quoted card."""
    clause = COLOUR[d.kind]

    def bad(why: str) -> PositionError:
        return PositionError("card-definition", clause, f"card {key!r} ({d.kind}): {why}")

    if d.id != key:
        raise PositionError("card-definition", clause, f"definition {key!r} carries the id {d.id!r}")
    fighter = d.kind in ("soldier", "loyalist")
    if fighter != (d.attack is not None) or fighter != (d.health is not None):
        raise bad("soldiers and loyalists, and only they, have attack and health")
    if fighter and not d.health:
        raise bad("health must be 1 or more")
    if (d.kind == "loyalist") != bool(d.abilities):
        raise bad("loyalists, and only they, have abilities")
    if (d.kind in ("action", "resonance")) != bool(d.effects):
        raise bad("actions and resonances, and only they, have effects of their own")
    if d.kind != "building" and (d.lines or d.durability is not None):
        raise bad("only buildings have durability or lines")
    if d.kind == "building" and not d.lines and not d.durability:
        raise bad("a building needs durability or lines")
    if "graveyard_unless_cast_from_recursion" in d.keywords and d.kind not in ("soldier", "loyalist", "building"):
        raise bad("the dragons' errata text applies to a card that enters play")
    _effects(d, d.effects, on_line=False)
    for a in d.abilities:
        _effects(d, a.effects, on_line=False)
    for line in d.lines:
        _effects(d, line.effects, on_line=True)
    if d.quoted is not None:
        q = QUOTED[d.quoted]
        why = q.mismatch(d)
        if why is not None:
            raise PositionError("quoted-card", q.clause, f"card {key!r}: the quoted card {q.name_en} {why}")


def check_definitions(definitions: dict[str, CardDef]) -> None:
    for key, d in definitions.items():
        check_definition(key, d)


def validate_state(s: State) -> None:
    """Every invariant of a stable position; the first broken one is raised."""
    if s.edition != EDITION:
        raise PositionError("edition", "SD-guide", f"unknown edition {s.edition!r}; this engine knows {EDITION!r}")
    check_definitions(s.definitions)
    _zones(s)
    _in_play(s)
    _turn(s)


def _zones(s: State) -> None:
    where: dict[str, str] = {}
    owned = [0, 0]
    for uid, inst in s.cards.items():
        if inst.card not in s.definitions:
            raise PositionError("unknown-card", "SD-guide-1", f"card {uid!r} names no definition ({inst.card!r})")
        owned[inst.owner] += 1
    for p, ps in enumerate(s.players):
        if owned[p] > DECK_SIZE:
            raise PositionError("deck-size", "SD-guide-1", f"player {PLAYER_NAMES[p]} owns {owned[p]} cards; a deck is {DECK_SIZE}")
        for z in ZONES:
            for uid in getattr(ps, z):
                if uid not in s.cards:
                    raise PositionError("card-zone", "SD-guide-1", f"{uid!r} in player {PLAYER_NAMES[p]}'s {z} is no card of the position")
                if uid in where:
                    raise PositionError("card-zone", "SD-guide-1", f"{uid!r} lies in two zones ({where[uid]} and {z})")
                where[uid] = z
                if s.cards[uid].owner != p:
                    raise PositionError("card-owner", "SD-guide-1", f"{uid!r} lies in player {PLAYER_NAMES[p]}'s {z} but belongs to the other player")
    missing = sorted(set(s.cards) - set(where))
    if missing:
        raise PositionError("card-zone", "SD-guide-1", f"{missing[0]!r} lies in no zone")
    if s.resolving:
        raise PositionError("stable", "SD-guide-7-2", "a stable position has no card in mid-resolution")


def _in_play(s: State) -> None:
    for p, ps in enumerate(s.players):
        for uid, inst in s.cards.items():
            if inst.owner != p:
                continue
            d = s.definitions[inst.card]
            in_play, in_set = uid in ps.play, uid in ps.face_down
            if in_play and d.kind not in ("soldier", "loyalist", "building"):
                raise PositionError("zone-kind", COLOUR[d.kind], f"{uid!r} ({d.kind}) cannot be in play")
            if in_set and d.kind != "resonance":
                raise PositionError("zone-kind", "SD-detail-resonance-2", f"{uid!r} ({d.kind}) cannot be set face down")
            if in_set != (inst.set_turn is not None) or (inst.set_turn is not None and inst.set_turn > s.turn):
                raise PositionError("set-turn", "SD-detail-resonance-4", f"{uid!r}: a set resonance, and only one, has the past turn it was set")
            if not in_play:
                if inst.damage or inst.health is not None or inst.durability is not None or inst.seasons or inst.cast_from:
                    raise PositionError("out-of-play", "SD-detail-recycle-1", f"{uid!r} is not in play but carries damage, health, durability, lines or a cast zone")
                continue
            if d.kind in ("soldier", "loyalist"):
                health = inst.health if inst.health is not None else d.health or 0
                if d.kind == "soldier" and inst.health is not None:
                    raise PositionError("soldier-health", "SD-detail-loyalist-2", f"{uid!r}: only a loyalist's health cap moves")
                if inst.damage >= health:
                    clause = "SD-detail-loyalist-3" if d.kind == "loyalist" else "SD-detail-soldier-2"
                    raise PositionError("soldier-damage", clause, f"{uid!r} holds {inst.damage} damage against health {health}: it would have been destroyed")
            else:
                if inst.damage or inst.health is not None:
                    raise PositionError("building-damage", "SD-detail-building-2", f"{uid!r}: a building's damage lowers its durability")
                if inst.durability is not None and inst.durability <= 0:
                    raise PositionError("building-durability", "SD-detail-building-2", f"{uid!r} has no durability left: it would have been destroyed")
                total = total_steps(d)
                if d.lines and not 1 <= inst.seasons <= total:
                    raise PositionError("building-lines", "SD-detail-building-3", f"{uid!r} has processed {inst.seasons} of its {total} line steps (1 on entering play)")
                if not d.lines and inst.seasons:
                    raise PositionError("building-lines", "SD-detail-building-3", f"{uid!r} has no lines to process")
                durability = inst.durability if inst.durability is not None else d.durability or 0
                if d.lines and inst.seasons == total and durability <= 0:
                    raise PositionError("building-lines", "SD-detail-building-5", f"{uid!r} has processed its last line without durability: it would have left play")
                if line_at(d, inst.seasons) is None and d.lines:
                    raise PositionError("building-lines", "SD-detail-building-3", f"{uid!r}: no line")


def _turn(s: State) -> None:
    if (s.step == "setup") != (s.turn == 0):
        raise PositionError("turn", "SD-guide-6", f"turn {s.turn} at step {s.step}: turn 0 is the setup, and only it")
    if s.step == "setup" and any(ps.hand or ps.play or ps.face_down for ps in s.players):
        raise PositionError("setup", "SD-guide-4", "before the opening hands nothing is in a hand or in play")
    if (s.step == "game_over") != (s.winner is not None):
        raise PositionError("game-over", "SD-guide-8", "a winner is named when, and only when, the game is over")
    if s.step != "game_over":
        for p, ps in enumerate(s.players):
            if ps.life <= 0:
                raise PositionError("life", "SD-loss-1", f"player {PLAYER_NAMES[p]} has life {ps.life}: the game would be over")
    active = s.players[s.active].play
    for uid in s.attacked:
        if uid not in active or s.definitions[s.cards[uid].card].kind not in ("soldier", "loyalist"):
            raise PositionError("turn-records", "SD-detail-soldier-4", f"{uid!r} attacked this turn but is no soldier of the active player in play")
    for uid in s.abilities_used:
        if uid not in active or s.definitions[s.cards[uid].card].kind != "loyalist":
            raise PositionError("turn-records", "SD-detail-loyalist-2", f"{uid!r} used an ability this turn but is no loyalist of the active player in play")
