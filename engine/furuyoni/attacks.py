"""An attack's current values: damage through the numeric modification order (C 5-6, 6-4-1-4/5,
10-3, 10-35-3), range through the range modification order (C 5-7, 10-4, 10-35-1), and the range
check (C 9-4-1)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from . import carddb
from .catalogue import definition
from .goddess_state import IN_FORCE
from .hooks import aim_of, rule_attack_mods
from .model import Attack, AttackKeyword, CardDef, Effect, Player
from .quantities import holds, quantity, x_of, y_of
from .statuses import CONSTANT_ZONES, effects_in_force

if TYPE_CHECKING:
    from .game import Game

AURA_DAMAGE_CAP = 5  # C 6-4-1-4

MOD_ORDER = ("substitute", "swap", "multiply", "divide", "add", "normalize")  # C 5-6 i-vi
# C 5-7 i-iv, then v expansion and vi contraction (000 lost v/vi; taken from the 2025-01-12 text).
RANGE_ORDER = ("change", "shift", "add", "remove", "expand", "contract")


@dataclass
class Mod:
    effect: Effect
    holder: int  # holder of the object the modification comes from (C 5-6 i)
    source: str | None = None  # the card it comes from, when known (the attack readings name it)
    rule: str | None = None  # or the additional rule that gives it (A 18-5)


def give_mod(g: Game, attack: Attack, effect: Effect, source: str | None) -> None:
    """Give the attack a modification of its own (C 10-3), remembering the card it came from for the
    readings (the session replays the step, so the game sees every modification given in it)."""
    g.mod_sources[(attack.id, len(attack.mods))] = source
    attack.mods.append(effect)


def attack_from_card(g: Game, uid: str, attacker: Player, *, reacting: bool) -> Attack:
    """C 9-2-1 i: the attack copies category, subtype, range, damages, user and text from the card."""
    d: CardDef = g.defn(uid)
    aid = f"atk{g.state.next_id}"
    g.state.next_id += 1
    return Attack(
        id=aid,
        attacker=attacker,
        source=uid,
        category=d.category,
        subtype=d.subtype,
        range=[x_of(g, uid)] if d.x_range else list(d.range or []),
        aura_damage=d.aura_damage,
        life_damage=d.life_damage,
        user=d.user,
        effects=[e for e in d.effects if e.timing == "after_attack"],
        unavoidable=d.unavoidable,
        keywords=printed_keywords(d),
        reacting=reacting,
    )


def claim_next_attack(g: Game, attack: Attack, *, consume: bool = True) -> None:
    """"Your next attack this turn gets …" (C 10-3 and the like): the modifications waiting for the
    attacker's next attack go to this one, the first attack made after they resolved. ``consume`` is
    false for the probe of ``check_use``, which sees what the card's attack would get."""
    s = g.state
    for lasting in list(s.lasting):
        eff = lasting.effect
        if eff is None or eff.applies_to != "next_attack" or lasting.player != attack.attacker:
            continue
        if eff.other_goddess and not other_goddess_attack(g, lasting.source, attack):
            continue  # waits for an attack of another goddess (C 10-15)
        if eff.aura_damage_defined and damage(g, attack)[0] is None:
            continue  # waits for an attack whose aura damage is a number
        if eff.category is not None and attack.category != eff.category:
            continue  # waits for an attack of a card of that category (Misora's Precision)
        if eff.nth_card is not None and (attack.source is None or s.players[attack.attacker].records.cards_used != eff.nth_card):
            continue  # waits for the attack of the Nth card used this turn (Renri's Fabricated Weapon)
        if eff.other_goddess and not other_goddess_attack(g, lasting.source, attack):
            continue  # waits for an attack of another goddess (C 10-15)
        # Its condition was an "if" read when the effect resolved; on the attack it holds unconditionally.
        give_mod(g, attack, replace(eff, applies_to="this_attack", condition=None), lasting.source)
        # The Nth card's attack keeps waiting: a disproved perjury's attack was never made (A 20-6-3),
        # and the card used Nth afterwards makes the attack it waits for.
        if consume and eff.nth_card is None:
            s.lasting.remove(lasting)
            g.emit("C 10-3", f"{attack.id} is the next attack: it takes the modification waiting for it", attack=attack.id)


def printed_keywords(d: CardDef) -> list[AttackKeyword]:
    """The keywords an attack takes from its card (C 9-2-1 i copies the card's text)."""
    out: list[AttackKeyword] = []
    if d.overcome:
        out.append("overcome")
    out += [NO_REACTION_KEYWORD[k] for k in d.no_reaction]
    if d.unnullifiable:
        out.append("unnullifiable")
    if d.both_damages:
        out.append("both_damages")
    return out


NO_REACTION_KEYWORD: dict[str, AttackKeyword] = {
    "all": "no_reaction",
    "normal": "no_reaction_normal",
    "trump": "no_reaction_trump",
    "attack": "no_reaction_attack",
    "action": "no_reaction_action",
    "enhancement": "no_reaction_enhancement",
}
NO_REACTION_ALL = frozenset(NO_REACTION_KEYWORD.values())


def keywords(g: Game, attack: Attack, modified: list[Mod] | None = None) -> frozenset[str]:
    """The attack's keywords now: printed or given at creation, then those gained from effects, less
    those lost (a loss wins over a gain; losing no_reaction removes every kind of it, C 10-22).
    `modified`: the attack's ``modifications`` now, when the caller has them already."""
    have = set(attack.keywords)
    if attack.unavoidable:
        have.add("unavoidable")
    if modified is None:
        modified = modifications(g, attack)
    mods = [m.effect for m in modified if m.effect.op in ("gain_keyword", "lose_keyword")]
    for e in mods:
        if e.op == "gain_keyword":
            have |= set(e.keywords)
    for e in mods:
        if e.op == "lose_keyword":
            have -= NO_REACTION_ALL if "no_reaction" in e.keywords else set()
            have -= set(e.keywords)
    return frozenset(have)


ATTACK_MOD_OPS = frozenset({"modify_attack", "gain_keyword", "lose_keyword", "choose_damage"})
ATTACK_MOD_OP_LIST = tuple(sorted(ATTACK_MOD_OPS))


def modifications(g: Game, attack: Attack) -> list[Mod]:
    """What modifies the attack: its own one-shot modifications, the continuous ones in force for the
    attacker's or the opponent's attacks, and the constant text of the card it came from about
    "this attack" (the attack has the card's text, C 9-2-1 i)."""
    mods = [Mod(e, attack.attacker, g.mod_sources.get((attack.id, i))) for i, e in enumerate(attack.mods)]
    for uid, holder, eff in [*effects_in_force(g, ATTACK_MOD_OP_LIST), *_own_text(g, attack)]:
        if eff.op not in ATTACK_MOD_OPS or eff.when is not None:
            continue  # one "when the attack is performed" is read then, by the attack (C 9-4)
        if uid == attack.source and eff.applies_to == "this_attack" and holder != attack.attacker:
            continue  # its card's text about this attack is read for the attack's user (_own_text)
        if eff.other_goddess and not other_goddess_attack(g, uid, attack):
            continue
        if eff.full_power and not attack.full_power:
            continue  # C 9-1-2: 全力化 text of a card not used by a full-power action
        if eff.category is not None and eff.applies_to != "next_attack" and attack.category != eff.category:
            continue  # only the attacks of that category (A 16-3-1: soldiers' attacks)
        if eff.zone is not None and eff.op == "modify_attack" and eff.zone.partition(".")[2] != attack.origin:
            continue  # only the attacks of cards used from that zone (Mizuki's Ōte Gate: the barracks)
        if (
            (eff.applies_to == "own_attacks" and holder == attack.attacker)
            or (eff.applies_to == "opponent_attacks" and holder != attack.attacker)
            or (eff.applies_to == "this_attack" and uid == attack.source and eff.timing == "constant")
        ):
            mods.append(Mod(eff, holder, uid))
    mods += [Mod(e, attack.attacker, rule="A 18-5") for e in rule_attack_mods(g, attack)]
    return mods


def _own_text(g: Game, attack: Attack) -> list[tuple[str, int, Effect]]:
    """The constant text of the attack's own card about "this attack", in force for the attack's user
    (its attacker): "you" and "your opponent" in it are the user's, who may not hold the card (FAQ,
    Chikage's Disguised Blade used through Shinra's Replicate counts the hand of the user's
    opponent). Read while the card lies where its constant text is in force (C 9-1-1-2)."""
    src = attack.source
    if src is None or src not in g.state.cards or g.state.cards[src].holder == attack.attacker:
        return []  # its holder's text is already among the effects in force
    zone = g.zone_of(src)[0]
    if zone not in CONSTANT_ZONES and zone not in IN_FORCE:
        return []
    return [
        (src, attack.attacker, eff)
        for eff in g.standing_of(src) or ()
        if eff.timing == "constant"
        and eff.applies_to == "this_attack"
        and holds(g, attack.attacker, eff.condition, src, attack)
    ]


def other_goddess(g: Game, uid: str | None, user: str | None) -> bool:
    """C 10-15: is a card or attack with this user another goddess's than the card `uid`, the one
    that has the effect? Our reading: a card or attack without a user (C 6-2-1-4) is no goddess's,
    so it is never another goddess's."""
    mine = g.defn(uid).user if uid is not None and uid in g.state.cards else None
    return user is not None and user != mine


def other_goddess_card(g: Game, uid: str | None, card: str) -> bool:
    """C 10-15 for a card: is `card` another goddess's than the card `uid`, the one that has the
    effect? A card of two goddesses (a shared card, "this card is Saine's and Tokoyo's") is each
    goddess's card, so it is another goddess's as soon as one of its users is not the user of `uid`
    (FAQ, Saine/Tokoyo's Ensemble: for Saine's Duet it is Tokoyo's card). A card without a user is
    no goddess's."""
    mine = set(card_users(g, uid)) if uid is not None and uid in g.state.cards else set()
    return bool(set(card_users(g, card)) - mine)


def other_goddess_attack(g: Game, uid: str | None, attack: Attack) -> bool:
    """C 10-15 for an attack: is it another goddess's than the card `uid`? An attack made from a card
    of two goddesses is each goddess's (FAQ, Saine/Tokoyo's Ensemble), as its card is."""
    mine = set(card_users(g, uid)) if uid is not None and uid in g.state.cards else set()
    return bool(set(attack_users(g, attack)) - mine)


def attack_users(g: Game, attack: Attack) -> tuple[str, ...]:
    """The goddesses whose attack this is: its user (C 6-4), or, for an attack made from a card of two
    goddesses, both of that card's users."""
    if attack.source is not None and attack.source in g.state.cards:
        of_card = card_users(g, attack.source)
        if attack.user in of_card:
            return of_card
    return (attack.user,) if attack.user else ()


def card_users(g: Game, uid: str) -> tuple[str, ...]:
    """The goddesses whose card this is now: its user (C 6-2-1-4, as an effect may have changed its
    information), or both users of a card of two goddesses (``users``)."""
    now = g.defn(uid).user
    printed = users(g, uid)
    if now in printed:
        return printed
    return (now,) if now else ()


def users(g: Game, uid: str) -> tuple[str, ...]:
    """The goddesses whose card this is: a real card's users from the card database (a shared card
    has two), else its user (C 6-2-1-4)."""
    card_id = g.state.cards[uid].card
    if card_id not in g.state.definitions:
        try:
            return carddb.card(card_id, g.state.season).users
        except (carddb.CardNotFound, KeyError, ValueError):
            pass
    user = g.defn(uid).user
    return (user,) if user else ()


def damage(g: Game, attack: Attack, *, before_additions: bool = False) -> tuple[int | None, int | None]:
    """The attack's (aura, life) damage after every modification, in the order of C 5-6.
    `before_additions`: the damage as classes i-iv leave it, before the additions of v — what a
    modification that is itself an addition reads in its condition (FAQ, Megumi's Spreading Palm:
    Art of Drawing at distance 2 is an aura damage of 4 to it).

    A 「-」 side is not a number, so no modification touches it (C 5-8-1, 6-4-1-4)."""
    aura, life = attack.aura_damage, attack.life_damage
    if attack.source is not None and attack.source in g.state.cards:
        d = g.defn(attack.source)
        if d.x_damage:  # a printed X (C 6-2-1-9): the card's X, read now
            x = x_of(g, attack.source)
            aura = x if "aura" in d.x_damage else aura
            life = x if "life" in d.x_damage else life
        if d.y_damage:  # a printed Y, likewise
            y = y_of(g, attack.source)
            aura = y if "aura" in d.y_damage else aura
            life = y if "life" in d.y_damage else life
    if attack.x_quantity is not None:  # X/X defined by the created attack's own text, read now
        aura = life = quantity(g, attack.attacker, attack.x_quantity)
    if "fixed_damage" in keywords(g, attack):  # its damage does not change: no modification applies (C 1-4)
        return aura, life
    mods = [m for m in modifications(g, attack) if m.effect.op == "modify_attack" and m.effect.range_class is None]
    mods = [m for m in mods if not m.effect.if_aim_fits or aim_fits(g, attack)]  # A 23-3
    for cls in MOD_ORDER:
        if before_additions and cls == "add":
            continue
        group = [m for m in mods if m.effect.mod_class == cls]
        if not group:
            continue
        if cls == "substitute":  # i
            aura, life = _substitute(g, group, aura, life)
        elif cls == "swap" and len(group) % 2 == 1:  # ii: swapping twice restores the values
            aura, life = life, aura
        elif cls in ("multiply", "divide"):  # iii, iv
            for m in group:
                aura = _scale(aura, m.effect.aura, cls, m.effect.round_up)
                life = _scale(life, m.effect.life, cls, m.effect.round_up)
        elif cls == "add":  # v: same-class modifications apply at once, so their sum is added once
            scaled = [(m.effect, _per(g, m)) for m in group]
            aura = None if aura is None else aura + sum((e.aura or 0) * k for e, k in scaled)
            life = None if life is None else life + sum((e.life or 0) * k for e, k in scaled)
    # vi normalisation: the bounds of C 6-4-1-4 (aura 0..5) and 6-4-1-5 (life >= 0); 超克 lifts the
    # aura cap (C 10-21).
    if aura is not None and aura > AURA_DAMAGE_CAP and "overcome" not in keywords(g, attack):
        aura = AURA_DAMAGE_CAP
    aura = None if aura is None else max(0, aura)
    life = None if life is None else max(0, life)
    return aura, life


def _per(g: Game, m: Mod) -> int:
    """How many times an `add` modification counts: once, or "per" the quantity it names (-1/-1 per
    card in a pile), read for the modification's holder now."""
    if m.effect.amount_of is None:
        return 1
    from .quantities import quantity

    return max(0, quantity(g, m.holder, m.effect.amount_of))


def _scale(v: int | None, by: int | None, cls: str, up: bool) -> int | None:
    if v is None or by is None:
        return v
    if cls == "multiply":
        return v * by
    if by == 0:
        return v
    return -(-v // by) if up else v // by  # C 5-6 iv: round as the text says


def _substitute(g: Game, group: list[Mod], aura: int | None, life: int | None) -> tuple[int | None, int | None]:
    """C 5-6 i: with several substitutions, only those from the active player's objects apply, the
    smallest value. Our reading where none comes from the active player (AMBIGUITIES #11): all
    apply, the smallest value."""
    if len(group) > 1:
        own = [m for m in group if m.holder == g.state.active]
        group = own or group
    aura_vals = [m.effect.aura for m in group if m.effect.aura is not None]
    life_vals = [m.effect.life for m in group if m.effect.life is not None]
    if aura_vals and aura is not None:
        aura = min(aura_vals)
    if life_vals and life is not None:
        life = min(life_vals)
    # A damage that "becomes 「-」" (``to_dash``) is no number at all: it is 「-」 whatever value
    # another substitution would give (our reading).
    if any("aura" in m.effect.to_dash for m in group):
        aura = None
    if any("life" in m.effect.to_dash for m in group):
        life = None
    return aura, life


def attack_range(g: Game, attack: Attack, modified: list[Mod] | None = None) -> list[int]:
    """The attack's range after every modification, in the order of C 5-7 (v/vi from 10-4).
    `modified`: the attack's ``modifications`` now, when the caller has them already."""
    rng = set(attack.range)
    if modified is None:
        modified = modifications(g, attack)
    mods = [m.effect for m in modified if m.effect.op == "modify_attack" and m.effect.range_class is not None]
    if not mods:
        return sorted(rng)  # unmodified (most range checks): every step below would keep it as it is
    changes = [e for e in mods if e.range_class == "change"]
    if changes:
        rng = set(changes[-1].range or [])
    for e in mods:
        if e.range_class == "shift":  # C 10-35-1: every element moves by X
            rng = {v + e.amount for v in rng}
    adds = [v for e in mods if e.range_class == "add" for v in (e.range or [])]
    rng |= set(adds)
    if any(e.range_class == "umbrella_sides" for e in mods):
        rng |= umbrella_ranges(g, attack)
    removes = [v for e in mods if e.range_class == "remove" for v in (e.range or [])]
    rng -= set(removes)
    # Losing every value but the least and the greatest is a removal (C 5-7): our reading applies it
    # with the removals, to the range as changed, shifted and added to; expansions and contractions
    # (C 10-4) follow.
    if any(e.range_class == "ends_only" for e in mods) and len(rng) >= 3:
        rng = {min(rng), max(rng)}
    # C 10-4: all expansions first, then all contractions.
    for e in mods:
        if e.range_class == "expand_near" and rng:  # C 10-4-1
            lo = min(rng)
            rng |= set(range(lo - e.amount, lo))
        elif e.range_class == "expand_far" and rng:  # C 10-4-2
            hi = max(rng)
            rng |= set(range(hi + 1, hi + e.amount + 1))
    for e in mods:
        if e.range_class == "contract_near" and rng:  # C 10-4-3
            lo = min(rng)
            rng -= set(range(lo, lo + e.amount))
        elif e.range_class == "contract_far" and rng:  # C 10-4-4
            hi = max(rng)
            rng -= set(range(hi - e.amount + 1, hi + 1))
    return sorted(rng)


def umbrella_ranges(g: Game, attack: Attack) -> set[int]:
    """Both printed ranges, closed and open, of the umbrella-icon card the attack was made from (A 4-2);
    nothing for an attack from any other card or from an effect. Our reading: "has the ranges of both
    sides" adds them as a range addition (C 5-7 iii)."""
    if attack.source is None or attack.source not in g.state.cards:
        return set()
    d = definition(g.state, g.state.cards[attack.source].card)
    if d.opened is None:
        return set()
    return set(d.range or []) | set(d.opened.range or [])


def in_range(g: Game, attack: Attack) -> bool:
    """C 9-4-1: the range check succeeds iff the current distance is an element of the range. A 23-4:
    an attack with 追尾 (pursuit) reads its attacker's aim instead; with no aim, the check fails."""
    return range_check_value(g, attack) in attack_range(g, attack)


def aim_fits(g: Game, attack: Attack) -> bool:
    """A 23-3: the attacker's aim fits the attack: it is not "none", and it and the current distance
    are both elements of the attack's range."""
    aim = aim_of(g.state.players[attack.attacker])
    if aim is None:
        return False
    reach = attack_range(g, attack)
    return aim in reach and g.distance() in reach


def range_check_value(g: Game, attack: Attack) -> int | None:
    """The value the range check of C 9-4-1 compares with the range: the current distance, or the
    attacker's aim for an attack with pursuit (A 23-4; None when the aim is "none")."""
    if "pursuit" in keywords(g, attack):
        return aim_of(g.state.players[attack.attacker])
    return g.distance()
