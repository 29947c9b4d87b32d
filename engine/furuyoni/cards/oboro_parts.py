"""『消失』 Oboro's parts (A 3-4 .. 3-9): assembling and disassembling them, the part attack that may
replace her reshuffle (A 3-3), the custom parts' texts by the number revealed (A 3-4-2), and the
cards of hers that work on them. The card behaviour itself is listed in ``g05_oboro``.

Parts lie in the player's 〈電子戦ゾーン〉 (A 3-9), two card zones of hers (``OboroState``, under
``players[i].goddess.oboro``): ``parts`` (unassembled) and ``assembled``, face-down (seen only by their
player: ``hidden``) until revealed for a part attack.
"""

from __future__ import annotations

from collections.abc import Generator, Iterable
from dataclasses import dataclass, field
from typing import ClassVar

from pydantic import ConfigDict

from ..catalogue import scripted
from ..game import Game, Proc
from ..goddess_state import CardZone, GoddessState
from ..model import (
    STRICT,
    Action,
    Attack,
    AttackKeyword,
    BasicAction,
    CardDef,
    Choose,
    Decision,
    Decline,
    Effect,
    Player,
    PlayerState,
    State,
)
from ..procedures.common import ask, ask_yes_no, settle
from ..procedures.effects import Context
from ..validate import fail

VANISHED = "oboro-a2"  # 『消失』
MAIN_PARTS = ("NA-05-oboro-A2-MP-1", "NA-05-oboro-A2-MP-2", "NA-05-oboro-A2-MP-3")
CUSTOM_PARTS = ("NA-05-oboro-A2-CP-1", "NA-05-oboro-A2-CP-2", "NA-05-oboro-A2-CP-3", "NA-05-oboro-A2-CP-4")
SHINSHO = "NA-05-oboro-A2-S-3"
DONE = "done"


PART_ZONES = ("parts", "assembled")  # 〈電子戦ゾーン〉, A 3-9
ASSEMBLED_CAP = 5  # A 3-7: six or more assembled parts are disassembled down to five


@dataclass
class OboroState(GoddessState, key="oboro"):
    """What 『消失』 Oboro adds to a player: her 〈電子戦ゾーン〉 (A 3-9), her parts unassembled and
    assembled (A 3-7), each face down unless revealed (``CardInstance.face_up``, A 3-4-3)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT
    CARD_ZONES = (CardZone("parts"), CardZone("assembled"))  # linked to her player (A 3-9)
    LEGACY = ("parts", "assembled")
    parts: list[str] = field(default_factory=list)
    assembled: list[str] = field(default_factory=list)


def unassembled(ps: PlayerState) -> list[str]:
    """The player's unassembled parts (none for a player without them)."""
    mine = OboroState.of(ps)
    return [] if mine is None else mine.parts


def assembled(ps: PlayerState) -> list[str]:
    """The player's assembled parts (A 3-7)."""
    mine = OboroState.of(ps)
    return [] if mine is None else mine.assembled


def hidden(s: State, viewer: int, p: int) -> Iterable[str]:
    """A 3-9: a face-down part is seen only by the player its zone is linked to."""
    if p == viewer:
        return ()
    ps = s.players[p]
    return [u for u in (*unassembled(ps), *assembled(ps)) if not s.cards[u].face_up]


def validate(s: State, p: int) -> None:
    """A 3-7: at most five parts are assembled (six or more are disassembled at once)."""
    n = len(assembled(s.players[p]))
    if n > ASSEMBLED_CAP:
        fail("assembled-parts", "A 3-7", f"player {p} has {n} assembled parts; at most 5")


def validate_card(s: State, uid: str, d: CardDef, p: int | None, zone: str) -> None:
    """A 3-9: parts, and only parts, lie in the electronic-warfare zone."""
    if p is not None and (zone in PART_ZONES) != (d.category == "part"):
        fail("part-zone", "A 3-9", f"{uid!r} in {zone}: parts, and only parts, lie in the electronic-warfare zone")


def _player(p: int) -> Player:
    return 0 if p == 0 else 1


def component_zone(goddess_key: str, rules_id: str) -> str | None:
    """A 3-1: 『消失』's parts start face-down in her 〈電子戦ゾーン〉, unassembled (A 3-9)."""
    if goddess_key == VANISHED and rules_id in (*MAIN_PARTS, *CUSTOM_PARTS):
        return "parts"
    return None


def choose_one(
    g: Game, p: int, pool: list[str], clause: str, what: str, *, optional: bool = False
) -> Generator[Decision, Action, str | None]:
    """Player p picks one of `pool` (cards by uid); when `optional`, ``done`` picks none."""
    pl = _player(p)
    options: list[Action] = [Choose(player=pl, option=u) for u in pool]
    if optional:
        options.append(Choose(player=pl, option=DONE))
    ans = yield from ask(g, Decision(kind="choose", player=pl, clause=clause, options=options, detail={"what": what}))
    assert isinstance(ans, Choose)
    return None if ans.option == DONE else ans.option


def assemble(g: Game, p: int, n: int) -> Proc:
    """A 3-7: pick n unassembled parts (as many as there are, C 5-10) and assemble them; six or more
    assembled are then disassembled down to five (A 3-8)."""
    ps = g.state.players[p]
    for _ in range(n):
        if not unassembled(ps):
            g.shortfalls += 1
            g.emit("C 5-10", f"player {p} has no unassembled part left", player=p)
            break
        u = yield from choose_one(g, p, list(unassembled(ps)), "A 3-7", "a part to assemble")
        assert u is not None
        g.move_card(u, "assembled", p, clause="A 3-7")
    if len(assembled(ps)) >= 6:
        g.emit("A 3-7", f"player {p} has {len(assembled(ps))} parts assembled: down to five", player=p)
        yield from disassemble(g, p, 5)


def disassemble(g: Game, p: int, down_to: int) -> Proc:
    """A 3-8: one at a time, pick an assembled part and return it to unassembled, until `down_to` remain."""
    ps = g.state.players[p]
    while len(assembled(ps)) > down_to:
        u = yield from choose_one(g, p, list(assembled(ps)), "A 3-8", "a part to disassemble")
        assert u is not None
        g.move_card(u, "parts", p, clause="A 3-8")


def assemble_one(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """「ホロ苦無」, 「朧文書・電子神渉」: assemble one part (A 3-7)."""
    yield from assemble(g, me, 1)


def to_deck_bottom(g: Game, me: int, zones: tuple[str, ...], up_to: int, uid: str | None) -> Proc:
    """Up to `up_to` cards of the player's own `zones`, picked one at a time, go to the bottom of her
    deck in the order picked."""
    ps = g.state.players[me]
    for _ in range(up_to):
        pool = [u for z in zones for u in getattr(ps, z)]
        if not pool:
            return
        u = yield from choose_one(g, me, pool, "C 7-1-6", "a card for the bottom of the deck", optional=True)
        if u is None:
            return
        g.move_card(u, "deck", me, bottom=True, clause="C 7-1-6")


def data_1(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Custom part D with 1 revealed: up to one card of the discard pile goes face-down."""
    pool = [u for u in g.state.players[me].discard if g.defn(u).category != "poison"]  # never a poison (A 7-2-1)
    if not pool:
        return
    u = yield from choose_one(g, me, pool, "C 7-1-8", "a card to put face-down", optional=True)
    if u is not None:
        g.move_card(u, "face_down", me, clause="C 7-1-8")


def data_2(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Custom part D with 2 revealed: up to one face-down card to the bottom of the deck."""
    yield from to_deck_bottom(g, me, ("face_down",), 1, uid)


def data_3(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Custom part D with 3 revealed: up to two face-down cards to the bottom of the deck, in any order."""
    yield from to_deck_bottom(g, me, ("face_down",), 2, uid)


def data_4(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Custom part D with 4 revealed: up to two cards of the discard or face-down pile to the bottom of
    the deck, in any order."""
    yield from to_deck_bottom(g, me, ("discard", "face_down"), 2, uid)


def _keyword(k: AttackKeyword) -> tuple[Effect, ...]:
    return (Effect(timing="constant", op="gain_keyword", applies_to="this_attack", keywords=[k]),)


def _plus(aura: int, life: int) -> tuple[Effect, ...]:
    return (Effect(timing="constant", op="modify_attack", applies_to="this_attack", aura=aura, life=life),)


_WIND = Effect(timing="after_attack", op="move", source="dust", dest="distance", two_way=True)

CUSTOM_TEXTS: dict[str, tuple[tuple[Effect, ...], ...]] = {
    # A 3-4-2: each custom part's text for 1, 2, 3 and 4 custom parts revealed.
    CUSTOM_PARTS[0]: (
        _keyword("no_reaction_enhancement"),
        _keyword("no_reaction_attack"),
        _keyword("no_reaction_action"),
        _keyword("no_reaction_normal"),
    ),
    CUSTOM_PARTS[1]: (_plus(0, 0), _plus(0, 1), _plus(1, 0), _plus(1, 1)),
    CUSTOM_PARTS[2]: (
        (Effect(timing="after_attack", op="move", source="dust", dest="distance"),),
        (_WIND,),
        (_WIND,),
        (_WIND, Effect(timing="after_attack", op="gain_concentration")),
    ),
    CUSTOM_PARTS[3]: tuple((scripted("after_attack", f),) for f in (data_1, data_2, data_3, data_4)),
}


def can_part_attack(g: Game, p: int) -> bool:
    """A 3-3: a part with デジ設置 (A 3-6) is assembled."""
    return any(g.defn(u).digital_installation for u in assembled(g.state.players[p]))


def replace_reshuffle(g: Game, p: int) -> Generator[Decision, Action, bool]:
    """A 3-3 (『消失』): with a デジ設置 part assembled, the player may make the part attack instead of
    reshuffling. True if she did."""
    if not can_part_attack(g, p):
        return False
    if not (yield from ask_yes_no(g, p, "may", "A 3-3", {"what": "the part attack instead of the reshuffle"})):
        g.emit("A 3-3", f"player {p} reshuffles rather than attack with her parts", player=p)
        return False
    yield from part_attack(g, p)
    return True


def part_attack(g: Game, p: int) -> Proc:
    """A 3-3, steps 1 to 8 of the part attack."""
    from ..attacks import in_range, printed_keywords
    from ..procedures.attack import resolve_attack

    s = g.state
    ps = s.players[p]
    g.emit("A 3-3", f"instead of reshuffling, player {p} attacks with her parts", player=p)
    # 1: one main part (with デジ設置) and any number of custom parts, all assembled
    mains = [u for u in assembled(ps) if g.defn(u).digital_installation]
    main = yield from choose_one(g, p, mains, "A 3-3", "the main part")
    assert main is not None
    customs: list[str] = []
    while True:
        pool = [u for u in assembled(ps) if s.cards[u].card in CUSTOM_PARTS and u not in customs]
        if not pool:
            break
        u = yield from choose_one(g, p, pool, "A 3-3", "a custom part", optional=True)
        if u is None:
            break
        customs.append(u)
    # 2: reveal them
    for u in (main, *customs):
        g.changing(u).face_up = True
    g.emit("A 3-3", f"player {p} reveals {', '.join(g.name(u) for u in (main, *customs))}", cards=[main, *customs])
    # 3: each custom part's text for the number revealed (A 3-4-2)
    n = len(customs)
    texts = [CUSTOM_TEXTS[s.cards[u].card][n - 1] for u in customs]
    if customs:
        g.emit("A 3-4-2", f"{n} custom part(s) revealed: their texts for {n} apply", count=n)
    # 4: the attack, with the main part's information and text, then the custom texts in her order
    d = g.defn(main)
    added = [e for t in texts for e in t]
    later = yield from _order(
        g, p, [(u, [e for e in t if e.timing == "after_attack"]) for u, t in zip(customs, texts, strict=True)]
    )
    atk = Attack(
        id=f"atk{s.next_id}",
        attacker=_player(p),
        source=main,
        category="part",  # A 3-5
        subtype=d.subtype,
        range=list(d.range or []),
        aura_damage=d.aura_damage,
        life_damage=d.life_damage,
        user=d.user,
        effects=[e for e in d.effects if e.timing == "after_attack"] + later,
        mods=[e for e in added if e.op == "modify_attack"],
        keywords=printed_keywords(d) + [k for e in added if e.op == "gain_keyword" for k in e.keywords],
    )
    s.next_id += 1
    s.attacks.append(atk)
    g.emit("A 3-3", f"{atk.id} is created from the parts", attack=atk.id, range=atk.range)
    # 5: every part, chosen or not, is unassembled again
    for u in list(assembled(ps)):
        g.move_card(u, "parts", p, clause="A 3-3")
    # 6: the range check of C 9-4-1
    if not in_range(g, atk):
        s.attacks.remove(atk)
        g.emit("C 9-4-1", f"range check fails at distance {g.distance()}: {atk.id} is removed", attack=atk.id)
        return
    g.emit("C 9-4-1", f"range check succeeds at distance {g.distance()}", attack=atk.id)
    # 7: resolve it
    yield from resolve_attack(g, atk, Context(attack=atk))


def _order(g: Game, p: int, texts: list[tuple[str, list[Effect]]]) -> Generator[Decision, Action, list[Effect]]:
    """A 3-3 step 4: the player adds the custom parts' after-attack texts (named by their part) in the
    order she wants; each part's text stays whole."""
    pl = _player(p)
    left = [t for t in texts if t[1]]
    out: list[Effect] = []
    while len(left) > 1:
        keys = [f"text{k + 1}" for k in range(len(left))]
        names: dict[str, str | int | list[str] | None] = {k: g.name(u) for k, (u, _) in zip(keys, left, strict=True)}
        ans = yield from ask(
            g,
            Decision(
                kind="choose",
                player=pl,
                clause="A 3-3",
                options=[Choose(player=pl, option=k) for k in keys],
                detail={"what": "the custom part whose text is added next", **names},
            ),
        )
        assert isinstance(ans, Choose)
        out += left.pop(keys.index(ans.option))[1]
    return out + [e for _, t in left for e in t]


def main_part_z(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """Main part Z: flinch the opponent if she took this attack's damage on life."""
    if ctx.attack is None or ctx.attack.damage_side != "life":
        g.emit("C 9-4 vii", "the opponent did not choose life damage: nothing happens", card=uid)
        return
    g.flinch(1 - me, "C 5-1-4")
    yield from ()


def shinsho_use(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """「朧文書・電子神渉」: assemble one part (A 3-7), then up to one basic action, free (C 9-6 i-A, ii)."""
    from ..procedures.basic import MOVES, basic_action, can_move

    yield from assemble(g, me, 1)
    yield from settle(g)
    pl = _player(me)
    options: list[Action] = [BasicAction(player=pl, move=m) for m in MOVES if can_move(g, me, m) is None]
    ans = yield from ask(
        g,
        Decision(
            kind="basic_action", player=pl, clause="C 9-6", options=[*options, Decline(player=pl)], detail={"card": uid}
        ),
    )
    if isinstance(ans, BasicAction):
        yield from basic_action(g, me, ans, paid=False)
    else:
        g.emit("C 9-6", f"player {me} performs no basic action", player=me)


def shinsho_in_use(g: Game, p: int) -> str | None:
    for uid in g.state.players[p].trumps:
        inst = g.state.cards[uid]
        if inst.card == SHINSHO and inst.trump_state == "used":
            return uid
    return None


def shinsho_reassemble(g: Game, p: int, uid: str) -> Proc:
    """「朧文書・電子神渉」 while used: just before a reshuffle, its user may disassemble down to one
    assembled part; if she does, she assembles half her face-down pile's count, rounded up."""
    if not (yield from ask_yes_no(g, p, "may", "C 9-1-1-8", {"card": uid})):
        g.emit("C 10-40", "declined", player=p)
        return
    yield from disassemble(g, p, 1)
    x = -(-len(g.state.players[p].face_down) // 2)
    g.emit("C 10-40", f"done: player {p} assembles {x} part(s)", player=p, count=x)
    yield from assemble(g, p, x)
