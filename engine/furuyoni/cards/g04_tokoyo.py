"""Tokoyo (No. 04) and her another versions 『旅芸人』 (A1) and 『徒神』 (A2): card behaviour.

Facts (range, damage, costs) come from the card database; only what the facts cannot say is here.
Her 境地 texts are ordinary conditions on her holder's concentration being 2. The card she shares
with Saine's 『第二章』 is encoded once, in Saine's module.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from ..attacks import give_mod
from ..catalogue import Behaviour, behaviour, scripted
from ..model import Condition, Effect

if TYPE_CHECKING:
    from ..game import Game
    from ..procedures.effects import Context

CONCENTRATION_2 = Condition(quantity="self.concentration", compare="==", value=2)  # 境地
# 境地, and the attack answered is not a trump's
CONCENTRATION_2_NOT_TRUMP = Condition(
    quantity="self.concentration",
    compare="==",
    value=2,
    all_of=[Condition(quantity="attack.answers_trump", compare="==", value=0)],
)


def awestrike_after(g: Game, uid: str | None, me: int, ctx: Context) -> Generator[Any, Any, None]:
    """Awestrike, after its attack, under 境地: the non-trump attack it answers loses as much aura and
    life damage as this attack dealt (C 10-3)."""
    from ..procedures.effects import answered_attack
    from ..quantities import holds

    atk, answered = ctx.attack, answered_attack(g, me, ctx)
    if atk is None or answered is None or not holds(g, me, CONCENTRATION_2_NOT_TRUMP, uid, atk):
        g.emit("C 9-4 vii", "Awestrike: its condition does not hold, nothing happens", card=uid)
        return
    aura, life = atk.dealt or [0, 0]
    cut = Effect(timing="constant", op="modify_attack", applies_to="this_attack", aura=-aura, life=-life)
    give_mod(g, answered, cut, uid)
    g.emit("C 10-3", f"{answered.id} gets -{aura}/-{life}", attack=answered.id)
    yield from ()


def to_deck_bottom(g: Game, me: int, up_to: int, clause: str) -> Generator[Any, Any, None]:
    """Up to `up_to` normal cards the player picks, one at a time, from their discard and face-down
    piles go to the bottom of their deck in the order picked ("done" stops early). Our reading: a
    trump is never put into a deck, so only normal cards can be picked."""
    from ..procedures.terms import choose

    ps = g.state.players[me]
    for _ in range(up_to):
        cards = [u for u in (*ps.discard, *ps.face_down) if g.defn(u).category in ("normal", "poison")]  # A 7-2-1
        if not cards:
            return
        pick = yield from choose(g, me, [*cards, "done"], clause, {"what": "card to the deck bottom"})
        if pick == "done":
            return
        g.move_card(pick, "deck", bottom=True, clause=clause)


def break_point(g: Game, uid: str | None, me: int, ctx: Context) -> Generator[Any, Any, None]:
    """Break Point: up to two cards of the discard and face-down piles to the deck bottom."""
    yield from to_deck_bottom(g, me, 2, "C 7-1-6")


def luminosity_reacted(g: Game, uid: str | None, me: int, ctx: Context) -> Generator[Any, Any, None]:
    """Duet: Radiant Luminosity, used: its holder reacted with another goddess's card, and may put a
    card of their discard or face-down pile at the bottom of their deck."""
    yield from to_deck_bottom(g, me, 1, "C 7-1-6")


def perpetual_wind_after(g: Game, uid: str | None, me: int, ctx: Context) -> Generator[Any, Any, None]:
    """Perpetual Wind, after its attack: the opponent discards a card that is not an attack card from
    their hand; with none, they show their hand to prove it (C 10-24)."""
    from ..procedures.terms import choose

    opp = 1 - me
    hand = g.state.players[opp].hand
    cards = [u for u in hand if g.defn(u).type != "attack"]
    if not cards:
        g.emit("C 10-24", f"player {opp} has no card but attack cards in hand and reveals it", player=opp, cards=hand)
        return
    pick = yield from choose(g, opp, cards, "C 9-4 vii", {"what": "card to discard", "card": uid})
    g.move_card(pick, "discard", clause="C 9-4 vii")


CARDS: dict[str, Behaviour] = {
    # Rabbit Step: two dust crystals to the distance, only if the distance is 3 or less.
    "NA-04-tokoyo-O-N-3": behaviour(
        Effect(
            timing="on_use",
            op="move",
            source="dust",
            dest="distance",
            amount=2,
            condition=Condition(quantity="distance", compare="<=", value=3),
        )
    ),
    # Windy Stage: two crystals from the distance to the aura when deployed, back when destroyed.
    "NA-04-tokoyo-O-N-6": behaviour(
        Effect(timing="on_deploy", op="move", source="distance", dest="self.aura", amount=2),
        Effect(timing="on_destroy", op="move", source="self.aura", dest="distance", amount=2),
    ),
    # Eternal Migrant: its holder reshuffles after the attack, without the rule's life damage.
    "NA-04-tokoyo-O-S-2": behaviour(Effect(timing="after_attack", op="reshuffle")),
    # Glancing Strike: under 境地 it goes back on top of its holder's deck after the attack.
    "NA-04-tokoyo-O-N-1": behaviour(Effect(timing="after_attack", op="to_deck", condition=CONCENTRATION_2)),
    # Polite Return: under 境地 it nullifies the attack it answers, unless that is a trump's.
    "NA-04-tokoyo-O-N-2": behaviour(
        Effect(timing="after_attack", op="nullify_attack", condition=CONCENTRATION_2_NOT_TRUMP)
    ),
    # Sunny Stage: terminal; its holder's concentration becomes 2; destroyed, it attacks (3-6, -/1).
    "NA-04-tokoyo-O-N-7": behaviour(
        Effect(timing="on_deploy", op="set_concentration", amount=2),
        Effect(timing="on_destroy", op="perform_attack", range=[3, 4, 5, 6], life=1),
        terminal=True,
    ),
    # Immortal Flower: nullifies the attack it answers.
    "NA-04-tokoyo-O-S-1": behaviour(Effect(timing="after_attack", op="nullify_attack")),
    # Eternal Moon: own concentration becomes 2, the opponent's 0, and the opponent is flinched.
    "NA-04-tokoyo-O-S-4": behaviour(
        Effect(timing="on_use", op="set_concentration", amount=2),
        Effect(timing="on_use", op="set_concentration", player="opponent", amount=0),
        Effect(timing="on_use", op="flinch", player="opponent"),
    ),
    # Awestrike (A2): the attacker chooses its damage while the opponent has no concentration; under
    # 境地 it takes what it dealt off the non-trump attack it answers.
    "NA-04-tokoyo-A2-N-2": behaviour(
        Effect(
            timing="constant",
            op="choose_damage",
            applies_to="this_attack",
            condition=Condition(quantity="opponent.concentration", compare="==", value=0),
        ),
        scripted("after_attack", awestrike_after),
    ),
    # Hollow Blossoms (A2): five wraps; used, it lets the arrows of its holder's cards fill their aura
    # up to 8, and at the start of their start phase an aura of 6 or more attacks (0-8, -/1).
    "NA-04-tokoyo-A2-S-3": behaviour(
        *[Effect(timing="on_use", op="basic_action", move="wrap") for _ in range(5)],
        Effect(timing="while_used", op="aura_cap", amount=8),
        Effect(
            timing="while_used",
            op="perform_attack",
            when="start_phase",
            range=[0, 1, 2, 3, 4, 5, 6, 7, 8],
            life=1,
            condition=Condition(quantity="self.aura", compare=">=", value=6),
        ),
    ),
    # Song and Dance: a reaction action; gain 1 concentration, then one arrow of two.
    "NA-04-tokoyo-O-N-4": behaviour(
        Effect(timing="on_use", op="gain_concentration", amount=1),
        Effect(
            timing="on_use",
            op="choose_one",
            choices=[
                [Effect(timing="on_use", op="move", source="self.flare", dest="self.aura")],
                [Effect(timing="on_use", op="move", source="self.aura", dest="distance")],
            ],
        ),
    ),
    # Break Point: up to two cards back under the deck, then two dust crystals to the aura.
    "NA-04-tokoyo-O-N-5": behaviour(
        scripted("on_use", break_point),
        Effect(timing="on_use", op="move", source="dust", dest="self.aura", amount=2),
    ),
    # Perpetual Wind: no reaction; the opponent discards a non-attack card; resurgence under 境地.
    "NA-04-tokoyo-O-S-3": behaviour(
        scripted("after_attack", perpetual_wind_after),
        Effect(timing="while_used", op="resurgence", condition=CONCENTRATION_2),
        no_reaction=["all"],
    ),
    # Entrancing Strike (A1): no reaction while a Tokoyo trump is used; after the attack, under 境地 or
    # with another goddess's trump used, it goes to the top or the bottom of the deck.
    "NA-04-tokoyo-A1-N-1": behaviour(
        Effect(
            timing="constant",
            op="gain_keyword",
            applies_to="this_attack",
            keywords=["no_reaction"],
            condition=Condition(quantity="self.used_trumps", compare=">=", value=1, user="tokoyo"),
        ),
        Effect(
            timing="after_attack",
            op="to_deck",
            deck_end="either",
            condition=Condition(
                quantity="self.concentration",
                compare="==",
                value=2,
                any_of=[Condition(quantity="self.used_trumps", compare=">=", value=1, other_goddess=True)],
            ),
        ),
    ),
    # Duet: Radiant Luminosity (A1): 1 cheaper under 境地; no concentration can be paid this turn;
    # used, a reaction with another goddess's card may bring a card back under the deck; it returns
    # unused as soon as its holder takes life damage from an attack.
    "NA-04-tokoyo-A1-S-2": behaviour(
        Effect(timing="constant", op="reduce_cost", applies_to="this_card", condition=CONCENTRATION_2),
        Effect(timing="on_use", op="cannot_pay_concentration"),
        scripted("while_used", luminosity_reacted, when="reacted", other_goddess=True),
        Effect(timing="while_used", op="immediate_resurgence", when="attack_life_damage"),
    ),
    # Endless Snow (A2): if the opponent took its aura damage, a crystal of their flare to the aura;
    # resurgence when the opponent's concentration is 1.
    "NA-04-tokoyo-A2-S-2": behaviour(
        Effect(
            timing="after_attack",
            op="move",
            source="opponent.flare",
            dest="self.aura",
            condition=Condition(quantity="attack.aura_chosen", compare="==", value=1),
        ),
        Effect(
            timing="while_used",
            op="resurgence",
            condition=Condition(quantity="opponent.concentration", compare="==", value=1),
        ),
    ),
}
