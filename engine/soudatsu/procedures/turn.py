"""The turn: quick guide step 7, with the turn-start rules of the detailed rules and the loss conditions."""

from __future__ import annotations

from ..model import Attack, Cast, Decision, EndTurn, Reveal, SetResonance, UseAbility
from ..table import PLAYER_NAMES, Proc, Table, total_steps
from .actions import attack, cast, next_line, reveal, set_resonance, use_ability
from .legality import main_options
from .setup import setup_step


def run_step(t: Table) -> Proc:
    """The procedure of the step the stable position stands at."""
    step = t.state.step
    if step == "setup":
        return setup_step(t)
    if step == "turn_start":
        return turn_start(t)
    return main_step(t)


def turn_start(t: Table) -> Proc:
    """The start of a turn: refill an empty deck (SD-detail-recycle-2), or lose (SD-loss-2); draw
    (SD-guide-7-1); then every seasonal building processes its next line (SD-detail-building-3)."""
    s = t.state
    p = s.active
    ps = s.players[p]
    t.emit("SD-guide-7", f"turn {s.turn}: player {PLAYER_NAMES[p]}'s turn starts", player=p, turn=s.turn)
    if not ps.deck:
        # SD-detail-recycle-2: the recursion zone, shuffled, becomes the deck
        if ps.recursion:
            ps.deck.extend(ps.recursion)
            ps.recursion.clear()
            t.shuffle(ps.deck)
            t.emit(
                "SD-detail-recycle-2",
                f"player {PLAYER_NAMES[p]}'s deck is empty: the {len(ps.deck)} cards of the recursion zone are shuffled into it",
                player=p,
            )
        # SD-detail-skull-2: the graveyard does not go back
        if ps.graveyard:
            t.emit("SD-detail-skull-2", f"the {len(ps.graveyard)} cards of the graveyard stay there", player=p)
        # SD-loss-2: no card to draw
        if not ps.deck:
            t.lose(p, "SD-loss-2", "the deck and the recursion zone are empty, so no card can be drawn")
    # SD-guide-7-1: draw a card
    t.draw(p, "SD-guide-7-1")
    # SD-detail-building-3: at every turn start, the active player's buildings first (our reading)
    for owner in (p, 1 - p):
        for b in t.buildings(owner):
            if t.inst(b).seasons < total_steps(t.card(b)) and b in s.players[owner].play:
                yield from next_line(t, b)
    s.step = "main"


def main_step(t: Table) -> Proc:
    """SD-guide-7-2: one action of the active player; the turn goes on until its end is declared."""
    s = t.state
    p = s.active
    answer = yield Decision(kind="main", player=p, clause="SD-guide-7-2", options=main_options(t, p))
    if isinstance(answer, Cast):
        yield from cast(t, p, answer.card)
    elif isinstance(answer, SetResonance):
        set_resonance(t, p, answer.card)
    elif isinstance(answer, Attack):
        yield from attack(t, p, answer.attacker, answer.target)
    elif isinstance(answer, UseAbility):
        yield from use_ability(t, p, answer.card, answer.ability)
    elif isinstance(answer, Reveal):
        yield from reveal(t, p, answer.card)
    elif isinstance(answer, EndTurn):
        # SD-guide-7-3: the turn passes to the opponent
        t.emit("SD-guide-7-3", f"player {PLAYER_NAMES[p]} ends the turn", player=p)
        s.active, s.turn, s.step = 1 - p, s.turn + 1, "turn_start"
        s.attacked.clear()  # the limits of one attack and one ability are per turn
        s.abilities_used.clear()
