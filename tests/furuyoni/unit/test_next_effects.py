"""Effects that wait for "the next" attack, basic action or card of the turn (C 10-3 and the like):
every such effect resolved so far names the same next one, so it takes them all (the official FAQ,
Megumi: two resolutions of Flail give the next enhancement growth 4)."""

from __future__ import annotations

from engine.furuyoni.cards.g24_shisui import UTPALA_NEXT, is_lacerated
from engine.furuyoni.game import Game
from engine.furuyoni.model import Attack, CardInstance, Lasting, State

UTPALA = "NA-24-shisui-O-S-2"


def _attack(aura: int) -> Attack:
    return Attack(
        id="atk1",
        attacker=0,
        source=None,
        category=None,
        subtype=None,
        range=[3],
        aura_damage=aura,
        life_damage=1,
        user=None,
    )


def _two_utpalas() -> Game:
    s = State()
    s.cards["A:u"] = CardInstance(card=UTPALA, holder=0, trump_state="used")
    s.players[0].trumps = ["A:u"]
    s.lasting = [Lasting(op="script", player=0, source="A:u", effect=UTPALA_NEXT) for _ in range(2)]
    return Game(s, trace=False)


def test_the_next_attack_takes_every_utpala_waiting_for_it() -> None:
    g = _two_utpalas()
    assert is_lacerated(g, _attack(2), 2)
    assert g.state.lasting == []  # both named this attack: none is left for a later one
    assert not is_lacerated(g, _attack(2), 2)


def test_an_attack_of_more_aura_damage_leaves_them_waiting() -> None:
    g = _two_utpalas()
    assert not is_lacerated(g, _attack(3), 3)
    assert len(g.state.lasting) == 2
