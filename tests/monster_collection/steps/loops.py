"""Steps of perpetual loops (MC 16.1.1, mc-loop): a repeat count outside the legal ones, and a player who
keeps applying an optional effect (MC 10.1.7) while a loop runs."""

from __future__ import annotations

from pytest_bdd import parsers, when

from .table import P, Table


@when(parsers.re(r"(?P<who>[AB]) tries to declare the loop count (?P<n>-?\d+)"))
def _try_count(game: Table, who: str, n: str) -> None:
    """MC 16.1.1.2-3: a count sent as the answer to the pending decision, legal or not."""
    game.begin()
    game.act({"type": "choose_number", "player": P(who), "n": int(n)}, attempt=True)


@when(parsers.re(r'(?P<who>[AB]) keeps answering "(?P<text>[^"]+)"'))
def _keep_answering(game: Table, who: str, text: str) -> None:
    """The same answer, as long as the player's pending decision offers it (at most 500 times)."""
    game.begin()
    for _ in range(500):
        pending = game.pending
        if pending is None or pending["player"] != P(who) or text not in game.options():
            return
        game.act(game.option(text, P(who)))
    raise AssertionError(f"{who} was still asked after answering {text!r} 500 times")
