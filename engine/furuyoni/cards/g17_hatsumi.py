"""Hatsumi (No. 17) and her another version 『徒神』 (A1): card behaviour and her additional rules (A 15).

A 15-1-1: a player harboring Hatsumi is either tailwind or headwind (``HatsumiState.headwind``: True
while headwind, False while tailwind; None for a player without her), public. Once a turn in which
her opponent performed an attack ends, she is headwind for the next turn; once a turn without one
ends, she is tailwind. Her cards read it as the quantities ``self.tailwind`` / ``self.headwind``.
Our reading (AMBIGUITIES 14, clause_meta A 15-1-1): "the attacked player" is the opponent of the
attacking player, whose attacks always target that opponent; "the next turn" is the turn that follows
the one in which the attack was performed, whoever's turn that is.

A 15-1-2: a player diving (``HatsumiState.diving``) is diving forward or backward, which only she sees
(the views show "hidden"); "perform a dive" (``dive``) has her pick one. The dive resolves (A 15-2,
``resolve_dive``) before a card her opponent uses resolves (``RULES.before_resolution``: after the card
is in 〈In-use〉 and not replaced, C 10-30), or as a rule effect at the start of her own start phase:
revealed, it makes the current and the master distance 1 smaller (forward) or larger (backward) for the
turn; when an attack card's use set it off, the attack is range-checked at once (C 9-4-1), and if it
fails the attack is removed unperformed and the card ends its use. Our reading of the antecedent of
"if so" (그렇게 한 경우, clause_meta A 15-2): if the range check failed, she is tailwind next turn
(``dive_tailwind``), whatever else would make her headwind. The two diving cards (D-1, D-2) carry
that text: they mark the direction and have no other effect. Diving again while diving picks anew.

Facts (range, damage, costs) come from the card database; only what the facts cannot say is here.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from typing import Any, ClassVar, Literal

from pydantic import ConfigDict

from ..catalogue import Behaviour, behaviour, scripted
from ..game import Game, Proc
from ..goddess_state import GoddessState
from ..hooks import GoddessRules
from ..model import STRICT, Action, Attack, Condition, Effect, PlayerState, State
from ..procedures.common import ask
from ..procedures.effects import Context
from ..validate import fail


@dataclass
class HatsumiState(GoddessState, key="hatsumi"):
    """What Hatsumi adds to a player: tailwind or headwind (A 15-1-1, public; None: a player without
    her), her dive's direction while she dives (A 15-1-2: that she dives is public, which way only she
    sees), and whether her dive made an attack fail (A 15-2: tailwind next turn)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT
    LEGACY = ("headwind", "diving", "dive_tailwind")
    headwind: bool | None = None
    diving: Literal["forward", "backward"] | None = None
    dive_tailwind: bool = False


NO_WIND = HatsumiState()


def wind(ps: PlayerState) -> HatsumiState:
    """Her state on the player (the defaults, not to be changed, for a player without any)."""
    return HatsumiState.of(ps) or NO_WIND


def harbors_hatsumi(ps: PlayerState) -> bool:
    return any(key.split("-")[0] == "hatsumi" for key in ps.goddesses)


def start_player(ps: PlayerState) -> None:
    """A 15-1-1: a player harboring Hatsumi starts the duel tailwind (nobody has attacked yet)."""
    if harbors_hatsumi(ps):
        HatsumiState.on(ps).headwind = False


def validate(s: State, p: int) -> None:
    """A 15-1-1, 15-1-2: only a player harboring Hatsumi is tail- or headwind, or dives."""
    ps = s.players[p]
    mine = wind(ps)
    if not ps.goddesses or harbors_hatsumi(ps):
        return
    if mine.headwind is not None:
        fail("wind", "A 15-1-1", f"player {p} is tail- or headwind without harboring Hatsumi")
    if mine.diving is not None or mine.dive_tailwind:
        fail("diving", "A 15-1-2", f"player {p} dives without harboring Hatsumi")


def redact(mine: dict[str, Any], p: int, viewer: int) -> None:
    """A 15-1-2: that she dives is public, forward or backward is not ("hidden" to the opponent)."""
    if p != viewer and mine.get("diving") is not None:
        mine["diving"] = "hidden"


def turn_ends(g: Game) -> None:
    """A 15-1-1: as a turn ends, a player harboring Hatsumi becomes headwind for the next turn if her
    opponent performed an attack in it, and tailwind otherwise; A 15-2: tailwind whatever happened after
    her dive made an attack fail."""
    s = g.state
    for p, ps in enumerate(s.players):
        mine = HatsumiState.of(ps)
        if mine is None or mine.headwind is None:
            continue
        headwind = (1 - p) in s.attacked_this_turn and not mine.dive_tailwind
        mine.dive_tailwind = False
        if headwind != mine.headwind:
            mine.headwind = headwind
            g.emit("A 15-1-1", f"player {p} is {'headwind' if headwind else 'tailwind'} next turn", player=p)


def dive(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """"Perform a dive" (A 15-1-2): she picks forward or backward, seen by her only."""
    from ..model import Choose, Decision

    p = 0 if me == 0 else 1
    options: list[Action] = [Choose(player=p, option=o) for o in ("forward", "backward")]
    ans = yield from ask(g, Decision(kind="choose", player=p, clause="A 15-1-2", options=options, detail={"what": "dive"}))
    assert isinstance(ans, Choose)
    HatsumiState.on(g.state.players[me]).diving = "forward" if ans.option == "forward" else "backward"
    g.emit("A 15-1-2", f"player {me} dives", player=me)


def resolve_dive(g: Game, p: int, atk: Attack | None) -> Generator[Any, Any, bool]:
    """A 15-2: a dive resolves as it is revealed: this turn the distance is 1 smaller (forward) or 1
    larger (backward); an attack that then fails its range check is removed unperformed, and the diver
    is tailwind in her next turn.

    Returns True if the attack whose card set the dive off failed its range check."""
    from ..attacks import attack_range, in_range
    from ..procedures.effects import resolve_effect

    ps = HatsumiState.on(g.state.players[p])
    direction, ps.diving = ps.diving, None
    g.emit("A 15-2", f"player {p} reveals her dive: {direction}", player=p, dive=direction)
    n = -1 if direction == "forward" else 1
    for op in ("modify_distance", "master_distance"):  # this turn, 1 smaller or larger (C 5-2-1, 5-2-2)
        yield from resolve_effect(g, None, p, Effect(timing="on_use", op=op, amount=n), "A 15-2", Context())
    if atk is None or atk not in g.state.attacks:
        return False
    if in_range(g, atk):
        g.emit("A 15-2", f"{atk.id} passes its range check again", attack=atk.id)
        return False
    g.state.attacks.remove(atk)
    g.emit("A 15-2", f"{atk.id} fails the range check {attack_range(g, atk)}: it is removed, not performed", attack=atk.id)
    ps.dive_tailwind = True
    g.emit("A 15-2", f"player {p} is tailwind next turn", player=p)
    return True


def before_resolution(g: Game, p: int, uid: str, atk: Attack | None) -> Generator[Any, Any, bool]:
    """A 15-1-2: player p's opponent, while diving, resolves her dive before p's card resolves."""
    q = 1 - p
    if wind(g.state.players[q]).diving is None:
        return False
    g.emit("A 15-1-2", f"player {q} is diving: her dive resolves before {g.name(uid)}", player=q)
    return (yield from resolve_dive(g, q, atk))


def _start_phase_dive(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """A 15-1-2, 15-2: a player diving as her turn begins resolves her dive at the start of her start phase."""
    yield from resolve_dive(g, me, None)


START_PHASE_DIVE = scripted("constant", _start_phase_dive, when="start_phase")


def rule_effects(g: Game, when: str) -> list[tuple[str, int, Effect]]:
    """A 15-1-2: a player diving as her turn begins resolves the dive at the start of her start phase."""
    p = g.state.active
    if when != "start_phase" or wind(g.state.players[p]).diving is None:
        return []
    return [(f"rule:A-15-1-2#{p}", p, START_PHASE_DIVE)]


TAILWIND = Condition(quantity="self.tailwind", compare="==", value=1)
HEADWIND = Condition(quantity="self.headwind", compare="==", value=1)


def _tailwind_bonus(aura: int, life: int) -> Effect:
    """A constant +aura/+life on this attack while its user is tailwind (A 15-1-1)."""
    return Effect(
        timing="constant", op="modify_attack", applies_to="this_attack", aura=aura, life=life, condition=TAILWIND
    )


def _reveal_top_attack(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Coxswained Strait: the top card of the opponent's deck is revealed (to both players, in the
    log); an attack card goes to their discard pile, anything else stays on top."""
    opp = 1 - me
    deck = g.state.players[opp].deck
    if not deck:
        g.emit("C 10-1", f"player {opp}'s deck is empty: nothing is revealed", player=opp)
        return
    top = deck[0]
    g.emit("C 9-2-2", f"the top card of player {opp}'s deck is revealed: {g.name(top)}", player=opp, card=top)
    if g.defn(top).type == "attack":
        g.move_card(top, "discard", opp, clause="C 9-2-2")
    yield from ()


def _coxswain_again(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Coxswained Strait, used: at the start of its holder's start phase, while she is headwind, she
    may use it again without paying its cost (C 9-2 by an effect, nested, C 9-8), if it can be used."""
    from ..procedures.common import ask_yes_no
    from ..procedures.use import check_use, use_card

    s = g.state
    if uid is None or s.active != me or not wind(s.players[me]).headwind or s.cards[uid].trump_state != "used":
        return
    why = check_use(g, me, uid, "effect", free=True)
    if why is not None:
        g.emit("C 9-2", f"{g.name(uid)} cannot be used now: {why.reason}", card=uid)
        return
    if (yield from ask_yes_no(g, me, "may", "C 10-40", {"card": uid})):
        g.emit("C 9-8", "a card used by an effect resolves nested", card=uid)
        yield from use_card(g, me, uid, "effect", free=True)


def _face_down_to_deck_top(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Wavecall, at the start of its holder's start phase and as it is destroyed: she may choose a card
    of her face-down pile (伏せ札) and put it on top of her deck."""
    from ..procedures.terms import pick_card

    cards = list(g.state.players[me].face_down)
    if not cards:
        g.emit("C 7-1-8", f"player {me}'s face-down pile is empty: nothing to put back", player=me)
        return
    chosen = yield from pick_card(g, me, cards, "C 7-1-6", {"card": uid, "what": "a face-down card to the deck top"}, optional=True)
    if chosen is not None:
        g.move_card(chosen, "deck", me, clause="C 7-1-6")
        g.emit("C 7-1-6", f"player {me} puts a face-down card on top of the deck", player=me)


NOT_HEADWIND = Condition(quantity="self.headwind", compare="==", value=0)
NOT_TAILWIND = Condition(quantity="self.tailwind", compare="==", value=0)
OWN_TURN = Condition(quantity="self.active", compare="==", value=1)
OPPONENTS_TURN = Condition(quantity="self.active", compare="==", value=0)


CARDS: dict[str, Behaviour] = {
    # Torpedo: +2/+2 while tailwind; after the attack, if headwind, a two-way arrow of 2 between the
    # distance and the dust.
    "NA-17-hatsumi-O-N-1": behaviour(
        _tailwind_bonus(2, 2),
        Effect(
            timing="after_attack", op="move", source="distance", dest="dust", amount=2, two_way=True, condition=HEADWIND
        ),
    ),
    # Torrent: +1/+1 while tailwind; used by a full-power action (C 9-1-2) normal cards cannot answer
    # it and the crystals its damage moves go to the distance instead.
    "NA-17-hatsumi-O-N-2": behaviour(
        _tailwind_bonus(1, 1),
        Effect(
            timing="constant",
            op="gain_keyword",
            applies_to="this_attack",
            keywords=["no_reaction_normal"],
            full_power=True,
        ),
        Effect(timing="constant", op="redirect_crystals", applies_to="this_attack", dest="distance", full_power=True),
    ),
    # Acid Spray: while headwind, the crystals its life damage moves go to the dust instead of the flare
    # (its aura damage already goes there, C 5-8-3-1).
    "NA-17-hatsumi-O-N-3": behaviour(
        Effect(timing="constant", op="redirect_crystals", applies_to="this_attack", dest="dust", condition=HEADWIND),
    ),
    # Tsunami (reaction): if the current distance is 4 or less, 1 crystal to the distance, from the dust,
    # or from the opponent's flare while headwind.
    "NA-17-hatsumi-O-N-4": behaviour(
        Effect(
            timing="on_use",
            op="if",
            condition=Condition(quantity="distance", compare="<=", value=4),
            then=[
                Effect(
                    timing="on_use",
                    op="if",
                    condition=HEADWIND,
                    then=[Effect(timing="on_use", op="move", source="opponent.flare", dest="distance", amount=1)],
                    otherwise=[Effect(timing="on_use", op="move", source="dust", dest="distance", amount=1)],
                )
            ],
        )
    ),
    # Batten Down (full power): 3 crystals from the dust to her aura; she may draw a card; while
    # headwind, her hand limit is 1 higher this turn.
    "NA-17-hatsumi-O-N-5": behaviour(
        Effect(timing="on_use", op="move", source="dust", dest="self.aura", amount=3),
        Effect(timing="on_use", op="may", then=[Effect(timing="on_use", op="draw", player="self", amount=1)]),
        Effect(
            timing="on_use",
            op="if",
            condition=HEADWIND,
            then=[Effect(timing="on_use", op="hand_limit", player="self", amount=1)],
        ),
    ),
    # Compass: while deployed, her attacks get range 5 added and her opponent's lose range 5 (C 5-7
    # iii, iv); an identical effect in force besides cancels both (C 10-28: two Compasses, whoever's).
    # When destroyed, 1 dust crystal to her aura.
    "NA-17-hatsumi-O-N-6": behaviour(
        Effect(
            timing="while_deployed",
            op="modify_attack",
            applies_to="own_attacks",
            range_class="add",
            range=[5],
            cancels_if_stacked=True,
        ),
        Effect(
            timing="while_deployed",
            op="modify_attack",
            applies_to="opponent_attacks",
            range_class="remove",
            range=[5],
            cancels_if_stacked=True,
        ),
        Effect(timing="on_destroy", op="move", source="dust", dest="self.aura", amount=1),
    ),
    # Cetacean Ocean (trump): +0/+2 while tailwind; after the attack, if headwind, 2 dust crystals to the
    # distance and the card becomes unused again.
    "NA-17-hatsumi-O-S-1": behaviour(
        _tailwind_bonus(0, 2),
        Effect(
            timing="after_attack",
            op="if",
            condition=HEADWIND,
            then=[
                Effect(timing="after_attack", op="move", source="dust", dest="distance", amount=2),
                Effect(timing="after_attack", op="return_to_unused"),
            ],
        ),
    ),
    # Wavecall: while deployed, its crystals move only in its holder's turn while she is tailwind
    # (``lock_crystals`` under the opposite condition); at the start of her start phase and as it is
    # destroyed she may put a face-down card on top of her deck (``_face_down_to_deck_top``); destroyed,
    # she may also perform a basic action, then attacks 2-7 1/-.
    "NA-17-hatsumi-O-N-7": behaviour(
        Effect(
            timing="while_deployed",
            op="lock_crystals",
            condition=Condition(quantity="self.active", compare="==", value=0, any_of=[NOT_TAILWIND]),
        ),
        scripted("while_deployed", _face_down_to_deck_top, when="start_phase", condition=OWN_TURN),
        scripted("on_destroy", _face_down_to_deck_top),
        Effect(timing="on_destroy", op="basic_action", amount=1, up_to=True),
        Effect(timing="on_destroy", op="perform_attack", range=[2, 3, 4, 5, 6, 7], aura=1, life=None),
    ),
    # Aquiform Salvo (trump): when it becomes unused again, its holder may perform a basic action;
    # 即再起 (C 10-8) as, in the opponent's turn, the current distance comes to be 2 or more closer than
    # at the start of that turn.
    "NA-17-hatsumi-O-S-2": behaviour(
        Effect(
            timing="constant",
            when="trump_unused",
            op="may",
            then=[Effect(timing="constant", op="basic_action")],
            applies_to="this_card",
        ),
        Effect(
            timing="while_used",
            op="immediate_resurgence",
            condition=Condition(
                quantity="self.active",
                compare="==",
                value=0,
                all_of=[Condition(quantity="distance.since_turn_start", compare="<=", value=-2)],
            ),
            becomes=True,
        ),
    ),
    # Phaneritic Lighthouse (trump): unless headwind, its user flinches. Used: the master distance is 1
    # larger; in the opponent's turn, a card that is not an attack card she uses from hand is put in her
    # discard pile instead of resolving, and this card becomes unused again (C 10-30).
    "NA-17-hatsumi-O-S-3": behaviour(
        Effect(timing="on_use", op="flinch", player="self", condition=NOT_HEADWIND),
        Effect(timing="while_used", op="master_distance", amount=1),
        *[
            Effect(
                timing="while_used",
                op="replace_use",
                player="opponent",
                category="normal",
                card_type=kind,
                then=[Effect(timing="constant", op="return_to_unused")],
                condition=OPPONENTS_TURN,
            )
            for kind in ("action", "enhancement")
        ],
    ),
    # Brumous Ocean (trump, a reaction): while deployed, in the opponent's turn, the opponent's attacks
    # with 3 or more range values keep only their least and greatest (3-5 becomes 3,5).
    "NA-17-hatsumi-A1-S-1": behaviour(
        Effect(
            timing="while_deployed",
            op="modify_attack",
            applies_to="opponent_attacks",
            range_class="ends_only",
            condition=OPPONENTS_TURN,
        ),
    ),
    # The diving cards (A 15-1-2): they show the direction of a dive; their text is the dive's
    # resolution (A 15-2, ``resolve_dive``). They are never used.
    "NA-17-hatsumi-A1-D-1": behaviour(category="diving", type="undefined", by=(resolve_dive,)),
    "NA-17-hatsumi-A1-D-2": behaviour(category="diving", type="undefined", by=(resolve_dive,)),
    # Divebomb (隙): as it deploys, she dives; destroyed, an attack 1-7 -/1 no card can answer.
    "NA-17-hatsumi-A1-N-4": behaviour(
        scripted("on_deploy", dive),
        Effect(
            timing="on_destroy",
            op="perform_attack",
            range=[1, 2, 3, 4, 5, 6, 7],
            aura=None,
            life=1,
            keywords=["no_reaction"],
        ),
        unguarded=True,
    ),
    # Benthic Strait (trump): as it deploys, she dives and the opponent flinches; destroyed, while she
    # is tailwind, 1 damage to the opponent's aura and 1 to their life; 再起 (C 10-7) while headwind.
    "NA-17-hatsumi-A1-S-4": behaviour(
        scripted("on_deploy", dive),
        Effect(timing="on_deploy", op="flinch", player="opponent"),
        Effect(timing="on_destroy", op="damage", player="opponent", dest="opponent.aura", amount=1, condition=TAILWIND),
        Effect(timing="on_destroy", op="damage", player="opponent", dest="opponent.life", amount=1, condition=TAILWIND),
        Effect(timing="while_used", op="resurgence", condition=HEADWIND),
    ),
    # Coxswained Strait (trump): while headwind, the opponent is flinched and the top card of their deck
    # revealed, an attack card going to their discard pile. Used: see ``_coxswain_again``.
    "NA-17-hatsumi-O-S-4": behaviour(
        Effect(
            timing="on_use",
            op="if",
            condition=HEADWIND,
            then=[
                Effect(timing="on_use", op="flinch", player="opponent"),
                scripted("on_use", _reveal_top_attack),
            ],
        ),
        scripted(
            "while_used",
            _coxswain_again,
            when="start_phase",
            condition=Condition(quantity="self.active", compare="==", value=1),
        ),
    ),
}

RULES = GoddessRules(
    at_start=start_player,
    turn_ends=turn_ends,
    before_resolution=before_resolution,
    rule_effects=rule_effects,
    # A 15-1-1: a player who is not headwind is tailwind (a player without her reads tailwind)
    quantities={
        "headwind": lambda g, p, uid: int(bool(wind(g.state.players[p]).headwind)),
        "tailwind": lambda g, p, uid: int(not wind(g.state.players[p]).headwind),
    },
    validate=validate,
    redact=redact,
)
