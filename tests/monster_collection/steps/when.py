"""The When steps of the Monster Collection scenarios: actions sent one at a time, each with the position
the previous one left; ``tries to …`` leaves the verdict to a Then step."""

from __future__ import annotations

from pytest_bdd import parsers, when

from tests.adapters import Refused

from .dsl import Json, describe, names, uid
from .table import HQ, P, Table

# --- When ------------------------------------------------------------------------------------------


def attempt_of(text: str | None) -> bool:
    return bool(text)


ATTEMPT = r"(?P<attempt>tries to )?"


@when(parsers.re(rf"(?P<who>[AB]) {ATTEMPT}(?:ends|end) the (?:main |normal summon )?phase"))
def _end_phase(game: Table, who: str, attempt: str | None) -> None:
    game.begin()
    game.act({"type": "end_phase", "player": P(who)}, attempt=attempt_of(attempt))


@when(parsers.re(rf"(?P<who>[AB]) {ATTEMPT}(?:places|place) (?P<what>a proxy terrain|\"[^\"]+\") at (?P<area>[a-c][1-4])"))
def _place(game: Table, who: str, attempt: str | None, what: str, area: str) -> None:
    game.begin()
    p = P(who)
    c = None if what == "a proxy terrain" else uid(p, what.strip('"'))
    ruling = game.act({"type": "place_terrain", "player": p, "card": c}, attempt=attempt_of(attempt))
    if ruling.get("legal"):
        game.act({"type": "area", "player": p, "area": area}, attempt=attempt_of(attempt))


@when(parsers.re(rf"(?P<who>[AB]) {ATTEMPT}(?:declares|declare) (?:the placement of (?P<what>a proxy terrain|\"[^\"]+\"))"))
def _declare_place(game: Table, who: str, attempt: str | None, what: str) -> None:
    game.begin()
    p = P(who)
    c = None if what == "a proxy terrain" else uid(p, what.strip('"'))
    game.act({"type": "place_terrain", "player": p, "card": c}, attempt=attempt_of(attempt))


@when(parsers.re(rf"(?P<who>[AB]) {ATTEMPT}(?:chooses|choose) the area (?P<area>[a-c][1-4])"))
def _area(game: Table, who: str, attempt: str | None, area: str) -> None:
    game.begin()
    game.act({"type": "area", "player": P(who), "area": area}, attempt=attempt_of(attempt))


@when(parsers.re(rf"(?P<who>[AB]) {ATTEMPT}(?:declares|declare) an advance"))
def _declare_advance(game: Table, who: str, attempt: str | None) -> None:
    game.begin()
    game.act({"type": "advance", "player": P(who)}, attempt=attempt_of(attempt))


def moves(text: str) -> list[tuple[str, str]]:
    out = []
    for part in text.split(" and "):
        unit, _, area = part.strip().rpartition(" to ")
        out.append((unit.strip(), area.strip()))
    return out


@when(parsers.re(rf"(?P<who>[AB]) {ATTEMPT}(?:advances|advance) (?P<text>.+ to [a-c][1-4])"))
def _advance(game: Table, who: str, attempt: str | None, text: str) -> None:
    """Declare an advance, move each unit, and close the choice if it is still open."""
    game.begin()
    p = P(who)
    game.act({"type": "advance", "player": p})
    for unit, area in moves(text):
        ruling = game.act({"type": "advance_unit", "player": p, "unit": uid(p, unit), "to": area}, attempt=attempt_of(attempt))
        if not ruling.get("legal"):
            return
    pending = game.pending
    if pending is not None and pending["kind"] == "advance":
        game.act({"type": "done", "player": p})


@when(parsers.re(rf"(?P<who>[AB]) {ATTEMPT}(?:moves|move) (?P<unit>[\w#:-]+) to (?P<area>[a-c][1-4])"))
def _move(game: Table, who: str, attempt: str | None, unit: str, area: str) -> None:
    game.begin()
    p = P(who)
    game.act({"type": "advance_unit", "player": p, "unit": uid(p, unit), "to": area}, attempt=attempt_of(attempt))


@when(parsers.re(rf"(?P<who>[AB]) {ATTEMPT}(?:is|be) done"))
def _done(game: Table, who: str, attempt: str | None) -> None:
    game.begin()
    game.act({"type": "done", "player": P(who)}, attempt=attempt_of(attempt))


@when(parsers.re(rf"(?P<who>[AB]) {ATTEMPT}(?:passes|pass)"))
def _pass(game: Table, who: str, attempt: str | None) -> None:
    game.begin()
    game.act({"type": "pass", "player": P(who)}, attempt=attempt_of(attempt))


@when(parsers.re(rf"(?P<who>[AB]) {ATTEMPT}(?:summons|summon) (?P<unit>[\w#:-]+)(?: at (?P<area>[a-c][1-4]))?"))
def _summon(game: Table, who: str, attempt: str | None, unit: str, area: str | None) -> None:
    """A summon at the named area; without one, at the battle's terrain if a battle is on, else at the
    player's headquarters."""
    game.begin()
    p = P(who)
    if area is None:
        battle = game.board.get("battle")
        area = battle["area"] if battle else HQ[p]
    game.act({"type": "summon", "player": p, "card": uid(p, unit), "area": area}, attempt=attempt_of(attempt))


@when(parsers.re(rf"(?P<who>[AB]) {ATTEMPT}(?:equips|equip) (?P<item>[\w#:-]+) to (?P<unit>[\w#:-]+)"))
def _equip(game: Table, who: str, attempt: str | None, item: str, unit: str) -> None:
    game.begin()
    p = P(who)
    game.act({"type": "equip", "player": p, "card": uid(p, item), "unit": uid(p, unit)}, attempt=attempt_of(attempt))


@when(parsers.re(rf"(?P<who>[AB]) {ATTEMPT}(?:discards|discard) the equipment (?P<item>[\w#:-]+)"))
def _discard_equipment(game: Table, who: str, attempt: str | None, item: str) -> None:
    game.begin()
    p = P(who)
    game.act({"type": "discard_equipment", "player": p, "card": uid(p, item)}, attempt=attempt_of(attempt))


@when(parsers.re(rf"(?P<who>[AB]) {ATTEMPT}(?:swaps|swap) (?P<item>[\w#:-]+) to (?P<unit>[\w#:-]+)"))
def _swap(game: Table, who: str, attempt: str | None, item: str, unit: str) -> None:
    game.begin()
    p = P(who)
    game.act(
        {"type": "swap_equipment", "player": p, "card": uid(p, item), "to": uid(p, unit)}, attempt=attempt_of(attempt)
    )


@when(parsers.re(rf"(?P<who>[AB]) {ATTEMPT}(?:exchanges|exchange) (?P<item>[\w#:-]+) with (?P<other>[\w#:-]+) of (?P<unit>[\w#:-]+)"))
def _exchange(game: Table, who: str, attempt: str | None, item: str, other: str, unit: str) -> None:
    game.begin()
    p = P(who)
    game.act(
        {"type": "swap_equipment", "player": p, "card": uid(p, item), "to": uid(p, unit), "exchange": uid(p, other)},
        attempt=attempt_of(attempt),
    )


@when(parsers.re(rf"(?P<who>[AB]) {ATTEMPT}(?:puts|put) (?P<units>.+) in front"))
def _front(game: Table, who: str, attempt: str | None, units: str) -> None:
    """Formation, front first: ``A puts orc, goblin in front``."""
    game.begin()
    p = P(who)
    for n in names(units):
        game.act({"type": "front", "player": p, "unit": uid(p, n)}, attempt=attempt_of(attempt))


@when(parsers.re(rf"(?P<who>[AB])'s (?P<unit>[\w#:-]+) {ATTEMPT}(?:uses|use) (?P<card>[\w#:-]+) on (?P<targets>.+)"))
def _use(game: Table, who: str, unit: str, attempt: str | None, card: str, targets: str) -> None:
    """``A's mage uses fireball on B:orc``; several targets joined by ``+``; ``itself``."""
    game.begin()
    p = P(who)
    u = uid(p, unit)
    tgt = [u if t.strip() == "itself" else uid(p, t.strip()) for t in targets.split("+")]
    game.act({"type": "use", "player": p, "card": uid(p, card), "unit": u, "targets": tgt}, attempt=attempt_of(attempt))


@when(parsers.re(rf"(?P<who>[AB]) {ATTEMPT}(?:discards|discard) (?P<cards>[\w#:, -]+) from (?:the |their )?hand"))
def _discard(game: Table, who: str, attempt: str | None, cards: str) -> None:
    game.begin()
    p = P(who)
    for n in names(cards):
        game.act({"type": "discard", "player": p, "card": uid(p, n)}, attempt=attempt_of(attempt))


@when(parsers.re(rf"(?P<who>[AB]) {ATTEMPT}(?:chooses|choose) (?P<unit>[\w#:-]+) to discard"))
def _choose_unit(game: Table, who: str, attempt: str | None, unit: str) -> None:
    game.begin()
    p = P(who)
    game.act({"type": "choose_unit", "player": p, "unit": uid(p, unit)}, attempt=attempt_of(attempt))


@when(parsers.re(rf"(?P<who>[AB]) {ATTEMPT}(?:sends|send) it back to (?P<area>[a-c][1-4])"))
def _return(game: Table, who: str, attempt: str | None, area: str) -> None:
    game.begin()
    game.act({"type": "area", "player": P(who), "area": area}, attempt=attempt_of(attempt))


@when(parsers.re(rf"(?P<who>[AB]) {ATTEMPT}(?:concedes|concede)"))
def _concede(game: Table, who: str, attempt: str | None) -> None:
    game.begin()
    game.act({"type": "concede", "player": P(who)}, attempt=attempt_of(attempt))


@when(parsers.re(r"a judge records a time-out (?:won by (?P<who>[AB])|as a draw)"))
def _time_out(game: Table, who: str | None) -> None:
    game.begin()
    pending = game.pending
    assert pending is not None
    winner = None if who is None else P(who)
    game.act({"type": "time_out", "player": pending["player"], "winner": winner})


@when(parsers.re(rf"(?P<who>[AB]) {ATTEMPT}(?P<what>redoes the preparation|keeps the hand)"))
def _redo(game: Table, who: str, attempt: str | None, what: str) -> None:
    game.begin()
    game.act({"type": "redo", "player": P(who), "redo": what.startswith("redo")}, attempt=attempt_of(attempt))


@when(parsers.re(r"(?P<who>[AB]) answers \"(?P<text>[^\"]+)\""))
def _answer(game: Table, who: str, text: str) -> None:
    """Any pending option, by its description (``the options include …``)."""
    game.begin()
    game.act(game.option(text, P(who)))


DEFAULTS = ("pass", "done", "keep")


def default_answer(game: Table) -> Json | None:
    pending = game.pending
    if pending is None:
        return None
    for o in pending["options"]:
        if describe(o) in DEFAULTS:
            found: Json = o
            return found
    if pending["kind"] in ("formation", "limit_adjustment", "return_area"):
        first: Json = pending["options"][0]
        return first
    return None


@when(parsers.re(r"the battle plays out with passes"))
def _play_out(game: Table) -> None:
    """Answer the battle's decisions with the defaults — pass, done, the formation as it stands — until
    the battle is over or a decision has no default."""
    game.begin()
    for _ in range(200):
        if game.board.get("battle") is None:
            return
        answer = default_answer(game)
        if answer is None:
            return
        game.act(answer)
    raise AssertionError("the battle did not end")


@when(parsers.re(r"the players pass until (?P<who>[AB]) must decide \"(?P<kind>[\w_]+)\""))
def _pass_until(game: Table, who: str, kind: str) -> None:
    game.begin()
    for _ in range(200):
        pending = game.pending
        if pending is not None and pending["kind"] == kind and pending["player"] == P(who):
            return
        answer = default_answer(game)
        assert answer is not None, f"no default answer to {pending}"
        game.act(answer)
    raise AssertionError(f"{who} was never asked {kind}")


@when("the position is submitted")
def _submit(game: Table) -> None:
    game.begin()
    game.submit()


@when(parsers.re(r'the game is set up(?: with a card "(?P<odd>[\w-]+)" in (?P<who>[AB])\'s deck)?'))
def _set_up(game: Table, odd: str | None, who: str | None) -> None:
    """``with a card "x" in A's deck``: the deck's first card replaced by one nobody declared."""
    game.begin()
    assert game.setup is not None
    if odd is not None and who is not None:
        game.setup["players"][P(who)]["deck"][0] = odd
    try:
        game.new_game = game.impl.new_duel(game.setup)
    except Refused as r:
        game.refusal = r.problem
        return
    game.pos = game.new_game["position"]
    game.answer = {"pending": game.new_game["pending"], "board": game.new_game["board"], "readings": {}}

