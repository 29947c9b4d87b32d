"""Furuyoni's scenarios as readable examples (the ``Documents`` capability): the Given steps become a
drawn position (a small board, ``templates/board.html``), the When steps the actions, the Then steps
the expected outcome, each with the clauses it cites.

The Given steps are read with the vocabulary of ``tests/furuyoni/steps`` (docs/scenarios.md) — the same
defaults as the step definitions' fresh position (distance 10, dust 0, life 10, aura 3, flare 0,
concentration 0 each) — but nothing is run: this is a picture of what the scenario states. A step
the renderer does not know is kept as text beside the board, and every scenario is also shown as
written, so the rendering is never the only record."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from referee.examples import (
    Beat,
    CardDef,
    Counterpart,
    Counterparts,
    Example,
    Tok,
    first_row,
    gherkin_text,
    substitute,
)
from referee.gherkin import Scenario, Step

from .. import carddb

# ---------------------------------------------------------------------------------------------------
# Text with clause links and card names
# ---------------------------------------------------------------------------------------------------


CITATION = re.compile(
    r"\b(?P<part>[CA]) (?P<num>\d+(?:-\d+)*)(?P<step> (?:[ivx]+(?:-[AB])?|\d+\)))?(?P<more>(?:, ?\d+-\d+(?:-\d+)*)*)"
)
APPENDIX = re.compile(r"\bApp ?(?P<n>[12])\b")


def clause_tokens(text: str, known: set[str] | frozenset[str]) -> list[Tok]:
    """Plain text with every clause citation (``C 9-4``, ``C 9-4 ii``, ``A 4-3``, ``(C 5-8-1, 5-8-2)``)
    turned into a link token when the clause is in ``known``."""
    out: list[Tok] = []
    pos = 0
    for m in CITATION.finditer(text):
        cid = f"{m['part']}-{m['num']}"
        if cid not in known:
            continue
        if m.start() > pos:
            out.append(Tok("text", text[pos : m.start()]))
        out.append(Tok("clause", f"{m['part']} {m['num']}{m['step'] or ''}", cid))
        for extra in re.finditer(r"(, ?)(\d+-\d+(?:-\d+)*)", m["more"] or ""):
            out.append(Tok("text", extra[1]))
            eid = f"{m['part']}-{extra[2]}"
            out.append(Tok("clause", extra[2], eid) if eid in known else Tok("text", extra[2]))
        pos = m.end()
    if pos < len(text):
        out.append(Tok("text", text[pos:]))
    return _appendix_links(out, known)


def _appendix_links(toks: list[Tok], known: set[str] | frozenset[str]) -> list[Tok]:
    out: list[Tok] = []
    for t in toks:
        if t.kind != "text":
            out.append(t)
            continue
        pos = 0
        for m in APPENDIX.finditer(t.text):
            cid = f"App{m['n']}"
            if cid not in known:
                continue
            if m.start() > pos:
                out.append(Tok("text", t.text[pos : m.start()]))
            out.append(Tok("clause", m.group(0), cid))
            pos = m.end()
        if pos < len(t.text):
            out.append(Tok("text", t.text[pos:]))
    return out


def cited_clauses(text: str, known: set[str] | frozenset[str]) -> list[str]:
    return [t.ref for t in clause_tokens(text, known) if t.kind == "clause"]


# ---------------------------------------------------------------------------------------------------
# The position
# ---------------------------------------------------------------------------------------------------

STAT_KEYS = ("life", "aura", "flare", "concentration")
ZONES = {
    "hand": "hand",
    "deck": "deck",
    "discard pile": "discard",
    "face-down pile": "face_down",
    "extra zone": "extra",
    "out-of-game zone": "out_of_game",
}
ZONE_LABELS = {
    "hand": "Hand",
    "deck": "Deck (top first)",
    "discard": "Discard pile",
    "face_down": "Face-down pile",
    "enhancements": "Enhancements",
    "trumps": "Trumps",
    "extra": "Extra zone",
    "out_of_game": "Out of game",
    "sealed": "Sealed",
}
MOMENTS = {
    "main_action": "main phase",
    "main_start": "start of the main phase",
    "main_end": "end of the main phase",
    "start_phase": "start phase",
    "end_phase": "end phase",
    "mulligan": "mulligan (duel setup)",
}


@dataclass
class CardOnBoard:
    uid: str  # "A:slash"
    card: str  # "slash"
    crystals: int | None = None
    trump_state: str | None = None
    face_up: bool = False
    sealed_under: str | None = None


@dataclass
class Side:
    name: str  # "A" / "B"
    stats: dict[str, int] = field(default_factory=lambda: {"life": 10, "aura": 3, "flare": 0, "concentration": 0})
    flinched: bool = False
    set_stats: set[str] = field(default_factory=set)  # the values the scenario states
    zones: dict[str, list[CardOnBoard]] = field(default_factory=lambda: {k: [] for k in ZONE_LABELS})
    attacked: bool = False

    @property
    def stat_rows(self) -> list[dict[str, Any]]:
        caps = {"life": 10, "aura": 5, "flare": 10, "concentration": 2}
        rows = []
        for key in STAT_KEYS:
            value = self.stats[key]
            rows.append(
                {
                    "key": key,
                    "label": "Concentration" if key == "concentration" else key.capitalize(),
                    "value": value,
                    "pips": max(0, min(value, 12)),
                    "empty": max(0, caps[key] - value) if key in ("aura", "concentration") else 0,
                    "set": key in self.set_stats,
                }
            )
        return rows

    def zone_list(self) -> list[tuple[str, str, list[CardOnBoard]]]:
        """(key, label, cards) of the zones worth showing: the hand always, the others when not empty."""
        return [(k, ZONE_LABELS[k], cards) for k, cards in self.zones.items() if k == "hand" or cards]


@dataclass
class Board:
    moment: str  # "main phase", "start phase", ...
    turn: int
    active: str  # "A" / "B"
    action_kind: str | None
    distance: int = 10
    dust: int = 0
    set_shared: set[str] = field(default_factory=set)
    turn_start_distance: int | None = None
    seed: int | None = None
    sides: dict[str, Side] = field(default_factory=lambda: {"A": Side("A"), "B": Side("B")})

    @property
    def caption(self) -> str:
        kind = f", {self.action_kind.replace('_', '-')} action" if self.action_kind else ""
        if self.moment == "mulligan (duel setup)":
            return f"Duel setup, at the mulligan; {self.active} is the active player"
        return f"Turn {self.turn}, {self.active}'s {self.moment}{kind}"

    def find(self, uid: str) -> tuple[Side, str, CardOnBoard] | None:
        for side in self.sides.values():
            for zone, cards in side.zones.items():
                for card in cards:
                    if card.uid == uid:
                        return side, zone, card
        return None


def _uid(player: str, card: str) -> str:
    return card if ":" in card else f"{player}:{card}"


REAL_CARD = re.compile(r'"(?P<name>[^"]+)"\s*\((?P<id>NA-[^)]+)\)')


def _names(text: str, real: dict[str, str] | None = None) -> list[str]:
    """A card list; ``"Slash" (NA-01-yurina-O-N-1)`` names a real card (noted in ``real``: name -> id)."""
    out = []
    for x in (x.strip() for x in text.split(",")):
        if m := REAL_CARD.fullmatch(x):
            if real is not None:
                real[m["name"]] = m["id"]
            out.append(m["name"])
        elif x:
            out.append(x.strip('"'))
    return out


def real_card_facts(name: str, rules_id: str) -> CardDef:
    """A real card as the examples show it: its names and printed facts from the card database."""
    try:
        f = carddb.card(rules_id)
    except KeyError:
        return CardDef(name, [("rules id", rules_id)], [], [], real=rules_id)
    facts = [("rules id", f.rules_id), ("names", " / ".join(n for n in (f.name, f.name_ko, f.name_en) if n))]
    facts.append(("type", " ".join(x for x in (f.category, f.type, f.subtype) if x)))
    for label, value in (("range", f.range_raw), ("damage", f.damage_raw), ("charge", f.capacity_raw), ("cost", f.cost_raw)):
        if value:
            facts.append((label, value))
    return CardDef(name, facts, [], [], real=rules_id)


class _Builder:
    def __init__(self, known: frozenset[str]) -> None:
        self.known = known
        self.board: Board | None = None
        self.defs: dict[str, CardDef] = {}
        self.effects: dict[str, list[str]] = {}
        self.setup: list[list[Tok]] = []
        self.mentioned: list[str] = []
        self.real: dict[str, str] = {}  # real cards: the name a scenario uses -> rules id

    def ensure_board(self) -> Board:
        if self.board is None:
            self.board = Board("main phase", 3, "A", "standard")
        return self.board

    def place(self, player: str, name: str, zone: str, **extra: Any) -> None:
        board = self.ensure_board()
        uid = _uid(player, name)
        found = board.find(uid)
        if found:
            found[0].zones[found[1]].remove(found[2])
        owner = uid.split(":", 1)[0]
        card = CardOnBoard(uid, uid.split(":", 1)[1], **extra)
        if card.trump_state is None and zone == "trumps":
            card.trump_state = "unused"
        board.sides.get(owner, board.sides[player]).zones[zone].append(card)
        self.mention(card.card)

    def mention(self, card: str) -> None:
        cid = card.split(":", 1)[-1]
        if cid not in self.mentioned:
            self.mentioned.append(cid)

    def given(self, step: Step) -> None:
        t = step.text
        if m := re.fullmatch(r"a duel in (?P<p>[AB])'s main phase with a (?P<k>standard|full-power) action", t):
            self.board = Board("main phase", 3, m["p"], m["k"].replace("-", "_"))
        elif m := re.fullmatch(r"a duel at the start of (?P<p>[AB])'s main phase", t):
            self.board = Board(MOMENTS["main_start"], 3, m["p"], None)
        elif m := re.fullmatch(r"a duel at the start of turn (?P<n>\d+) with (?P<p>[AB]) active", t):
            self.board = Board(MOMENTS["start_phase"], int(m["n"]), m["p"], None)
        elif m := re.fullmatch(r"a duel in (?P<p>[AB])'s end phase", t):
            self.board = Board(MOMENTS["end_phase"], 3, m["p"], "standard")
        elif m := re.fullmatch(r"a duel at the end of (?P<p>[AB])'s main phase", t):
            self.board = Board(MOMENTS["main_end"], 3, m["p"], "standard")
        elif m := re.fullmatch(r"a duel at the mulligan with (?P<p>[AB]) active", t):
            self.board = Board(MOMENTS["mulligan"], 1, m["p"], None)
        elif m := re.fullmatch(r"the distance is (?P<n>-?\d+)", t):
            board = self.ensure_board()
            board.distance = int(m["n"])
            board.set_shared.add("distance")
        elif m := re.fullmatch(r"the dust is (?P<n>-?\d+)", t):
            board = self.ensure_board()
            board.dust = int(m["n"])
            board.set_shared.add("dust")
        elif m := re.fullmatch(r"(?P<p>[AB]) has (?P<s>(?:life|aura|flare|concentration|flinched|not flinched).*)", t):
            side = self.ensure_board().sides[m["p"]]
            for part in (x.strip() for x in m["s"].split(",")):
                if part in ("flinched", "not flinched"):
                    side.flinched = part == "flinched"
                    side.set_stats.add("flinched")
                else:
                    key, value = part.split()
                    side.stats[key] = int(value)
                    side.set_stats.add(key)
        elif t == "the test cards:" and step.table:
            head = step.table[0]
            for row in step.table[1:]:
                self.define(dict(zip(head, row, strict=False)))
        elif m := re.fullmatch(r'"(?P<c>[^"]+)" has the effect "(?P<e>[^"]+)"', t):
            self.effects.setdefault(m["c"], []).append(m["e"])
        elif m := re.fullmatch(r"(?P<p>[AB]) holds (?P<cards>.+) in hand", t) or re.fullmatch(
            r'(?P<p>[AB]) has (?P<cards>"[^"]+" \(NA-.+) in hand', t
        ):
            for c in _names(m["cards"], self.real):
                self.place(m["p"], c, "hand")
        elif m := re.fullmatch(r"(?P<p>[AB])'s deck is (?P<cards>.+) from the top", t):
            for c in _names(m["cards"], self.real):
                self.place(m["p"], c, "deck")
        elif m := re.fullmatch(
            r"(?P<p>[AB])'s (?P<z>discard pile|face-down pile|extra zone|out-of-game zone) holds (?P<cards>.+)", t
        ):
            for c in _names(m["cards"], self.real):
                self.place(m["p"], c, ZONES[m["z"]])
        elif m := re.fullmatch(r'(?P<p>[AB]) has (?P<c>"[^"]+"( \(NA-[^)]+\))?) deployed with (?P<n>\d+) crystals?', t):
            self.place(m["p"], _names(m["c"], self.real)[0], "enhancements", crystals=int(m["n"]))
        elif m := re.fullmatch(r'(?P<p>[AB]) has the (?P<s>unused|used) trump (?P<c>"[^"]+"( \(NA-[^)]+\))?)', t):
            self.place(m["p"], _names(m["c"], self.real)[0], "trumps", trump_state=m["s"])
        elif m := re.fullmatch(r"(?P<p>[AB]) has already attacked this turn", t):
            self.ensure_board().sides[m["p"]].attacked = True
        elif m := re.fullmatch(r"the turn-start distance was (?P<n>\d+)", t):
            self.ensure_board().turn_start_distance = int(m["n"])
        elif m := re.fullmatch(r"the shuffle seed is (?P<n>\d+)", t):
            self.ensure_board().seed = int(m["n"])
        elif m := re.fullmatch(r'"(?P<c>[^"]+)" is sealed under (?P<p>[AB])\'s "(?P<s>[^"]+)"', t):
            self.place(m["p"], m["c"], "sealed", sealed_under=_uid(m["p"], m["s"]))
        elif m := re.fullmatch(r'"(?P<c>[^"]+)" is face up in (?P<p>[AB])\'s out-of-game zone', t):
            self.place(m["p"], m["c"], "out_of_game", face_up=True)
        else:
            self.setup.append(self.tokens(t))
            if step.table:
                self.setup.append([Tok("code", " | ".join(row)) for row in step.table])

    def define(self, row: dict[str, str]) -> None:
        cid = row.get("id", "").strip()
        if not cid:
            return
        facts: list[tuple[str, str]] = []
        kind = row.get("type") or "attack"
        extra = [x for x in (row.get("category"), (row.get("subtype") or "").replace("_", "-")) if x]
        facts.append(("type", kind + (f" ({', '.join(extra)})" if extra else "")))
        for key, label in (
            ("range", "range"),
            ("damage", "damage (aura/life)"),
            ("charge", "charge"),
            ("cost", "cost"),
        ):
            if row.get(key):
                facts.append((label, row[key]))
        if row.get("keywords"):
            facts.append(("keywords", row["keywords"]))
        if row.get("use if"):
            facts.append(("usable if", row["use if"]))
        if row.get("user"):
            facts.append(("user", row["user"]))
        self.defs[cid] = CardDef(cid, facts, [], [])

    def tokens(self, text: str) -> list[Tok]:
        """A step's text: quoted card names become card tokens, quoted citations clause links."""
        out: list[Tok] = []
        for i, piece in enumerate(re.split(r'"([^"]*)"', text)):
            if i % 2 == 0:
                out += clause_tokens(piece, self.known)
                continue
            if CITATION.fullmatch(piece) or APPENDIX.fullmatch(piece):
                toks = clause_tokens(piece, self.known)
                out += toks if any(t.kind == "clause" for t in toks) else [Tok("code", piece)]
            elif (
                piece.split(":", 1)[-1] in self.defs
                or piece.split(":", 1)[-1] in self.real
                or re.fullmatch(r"[AB]:[\w#-]+", piece)
            ):
                out.append(Tok("card", piece))
                self.mention(piece)
            else:
                out.append(Tok("code", piece))
        return out


# ---------------------------------------------------------------------------------------------------
# Effects of test cards, in words
# ---------------------------------------------------------------------------------------------------

TIMINGS = {
    "on_use": "When used",
    "after_attack": "After the attack",
    "on_deploy": "When deployed",
    "while_deployed": "While deployed",
    "on_destroy": "When destroyed",
    "constant": "Always",
    "while_used": "While this trump is used",
}
WHENS = {
    "start_phase": "in its holder's start phase",
    "main_start": "at the start of its holder's main phase",
    "main_end": "at the end of its holder's main phase",
    "end_phase": "in its holder's end phase",
}


def _zone_words(zone: str) -> str:
    who, _, name = zone.partition(".")
    if not name:
        return {"distance": "the distance", "dust": "the dust"}.get(who, who)
    owner = {"self": "its holder's", "opponent": "the opponent's", "this": "this card's"}.get(who, who + "'s")
    return f"{owner} {name.replace('_', ' ')}"


def _amount(word: str) -> str:
    return word if word.lstrip("-").isdigit() else f"as many as {_zone_words(word)}"


def _player(word: str) -> str:
    return {"self": "its holder", "opponent": "the opponent", "unnamed": "the player whose zone it lies in"}.get(
        word, word
    )


def effect_words(text: str) -> str:
    """``after_attack: move dust -> self.aura 2`` -> ``After the attack: move 2 crystals from the dust
    to its holder's aura``. Unknown forms come back as written."""
    head, _, body = text.partition(":")
    parts = head.split()
    if not parts:
        return text
    timing, _, when = parts[0].partition("@")
    if timing not in TIMINGS:
        return text
    prefix = TIMINGS[timing]
    if when:
        prefix += f", {WHENS.get(when, when)}"
    if "full-power" in parts[1:]:
        prefix += " (full-power only)"
    words = _op_words(body.strip())
    return f"{prefix}: {words}" if words else text


def _card_op_words(name: str, args: list[str]) -> str:
    verb = {
        "seal": "seal {c} under this card",
        "return_to_unused": "return {c} to its holder's trumps, unused",
        "remove_from_game": "remove {c} from the game, face up",
    }[name]
    zone = next((a for a in args if a not in ("attack", "action", "enhancement", "other_goddess", "by", "opponent")), "")
    if not zone:
        return verb.format(c="this card")
    chooser = "the opponent" if args[-2:] == ["by", "opponent"] else "its holder"
    return verb.format(c=f"a card {chooser} picks from {_zone_words(zone)}")


def _op_words(body: str) -> str:
    if body.startswith("instead_of_reaction:"):
        inner = _op_words(body.partition(":")[2].strip())
        return f"instead of reacting, {inner}" if inner else ""
    for flag, note in ((" either_way", " (up or down, as the player picks)"), (" cancels_if_stacked", "")):
        if body.endswith(flag):
            inner = _op_words(body.removesuffix(flag))
            return inner + note if inner else ""
    if ", if done: " in body:
        first, _, then = body.partition(", if done: ")
        a, b = _op_words(first.strip()), _op_words(then.strip())
        return f"{a}; if that is done in full, {b}" if a and b else ""
    if " if " in f" {body} ":
        main, _, cond = body.partition(" if ")
        inner = _op_words(main.strip())
        q, _, rest = cond.strip().partition(" ")
        return f"{inner}, if {_zone_words(q)} {rest}" if inner else ""
    words = body.split()
    if not words:
        return ""
    name, args = words[0], words[1:]
    if name == "move" and len(args) >= 3:
        n = _amount(args[3]) if len(args) > 3 else "1"
        plural = "" if n == "1" else "s"
        way = " or back (its player chooses)" if args[1] == "<->" else ""
        return f"move {n} crystal{plural} from {_zone_words(args[0])} to {_zone_words(args[2])}{way}"
    if name in ("seal", "return_to_unused", "remove_from_game"):
        return _card_op_words(name, args)
    if name == "damage" and len(args) >= 2:
        who, _, zone = args[0].partition(".")
        if zone:
            return f"deal {_amount(args[1])} damage to {_zone_words(args[0])}"
        return f"deal {args[1]} damage (aura/life) to {_player(who)}"
    if name in ("gain_concentration", "lose_concentration"):
        n = args[1] if len(args) > 1 else "1"
        verb = "gains" if name.startswith("gain") else "loses"
        return f"{_player(args[0] if args else 'self')} {verb} {_amount(n)} concentration"
    if name == "draw":
        n = _amount(args[1]) if len(args) > 1 else "1"
        return f"{_player(args[0] if args else 'self')} draws {n} card{'' if n == '1' else 's'}"
    simple = {
        "flinch": "{p} flinches",
        "reshuffle": "{p} reshuffles the deck",
        "cannot_attack": "{p} cannot attack",
        "cannot_lose": "{p} cannot lose",
        "cannot_win": "{p} cannot win",
        "lose": "{p} loses the duel",
        "win": "{p} wins the duel",
    }
    if name in simple:
        return simple[name].format(p=_player(args[0] if args else "self"))
    fixed = {
        "nullify_attack": "nullify the attack it reacts to",
        "nullify_damage": "nullify the damage of the attack it reacts to",
        "nullify_after_attack": "nullify the after-attack effects of the attack it reacts to",
        "end_phase": "end the phase",
        "return_to_hand": "return this card to its holder's hand",
        "reverse_arrows": "the arrows of this card are reversed",
        "resurgence": "in its holder's end phase, this trump becomes unused",
        "immediate_resurgence": "this trump becomes unused at once",
        "unseal": "the cards sealed under this card go to their holders' discard piles",
        "copy_attack": "perform a copy of the attack it reacts to",
        "discard": "put this card into its holder's discard pile",
    }
    if name in fixed:
        return fixed[name]
    if name == "perform_attack" and len(args) >= 2:
        extra = "".join(f", {k.replace('_', ' ')}" for k in args[2:])
        return f"perform an attack (range {args[0]}, damage {args[1]}{extra})"
    if name == "cannot_be_chosen" and args:
        return f"this card cannot be chosen by {_player(args[0])}'s effects"
    if name == "exchange" and len(args) >= 2:
        return f"exchange this {args[0]} with the {args[1]} set aside in Extra"
    if name in ("use_as", "declare_as") and args:
        verb = "used" if name == "use_as" else "declared"
        return f"this card may be {verb} as {args[0].rstrip(':')}"
    if name == "replace_use" and args:
        return f"a card {_player(args[0])} uses resolves something else instead"
    if name == "modify_charge" and len(args) >= 2:
        return f"the charges of {_player(args[0])}'s enhancements count {args[1]}"
    if name == "additional_cost" and len(args) >= 5:
        n = _amount(args[4])
        return f"{_player(args[0])}'s cards cost {n} more from {_zone_words(args[1])} to {_zone_words(args[3])}"
    if name in ("gain_keyword", "lose_keyword") and len(args) >= 2:
        verb = "gain" if name.startswith("gain") else "lose"
        whose = args[0].replace("_", " ")
        return f"{whose} {verb} {', '.join(k.replace('_', ' ') for k in args[1:])}"
    if name == "may":
        inner = _op_words(" ".join(args))
        return f"may {inner}" if inner else ""
    if name == "reserve" and args:
        inner = _op_words(" ".join(args[1:]))
        return f"later, {WHENS.get(args[0], args[0])}: {inner}" if inner else ""
    if name == "use_card":
        return f"use a{'n ' + args[0] if args else ''} card"
    if name == "basic_action" and args:
        return f"perform the basic action {args[0]}"
    return ""


# ---------------------------------------------------------------------------------------------------
# When and Then, in words
# ---------------------------------------------------------------------------------------------------

DECISIONS = {
    "reaction": "whether to react (and with which card)",
    "damage": "how to take the damage: on the aura or on the life",
    "main_action": "the next action of the main phase",
    "action_kind": "between a standard and a full-power action",
    "reshuffle": "whether to reshuffle",
    "mulligan": "which cards to mulligan",
    "face_down": "which card to put face down",
    "choose_first": "which effect resolves first",
    "may": "whether to apply an optional effect",
    "choose": "which card (or which direction of a two-way arrow) to pick",
    "stratagem": "which stratagem to prepare next (in secret)",
}


def _options(text: str) -> list[Tok]:
    out: list[Tok] = []
    for i, name in enumerate(_names(text)):
        if i:
            out.append(Tok("text", ", "))
        out.append(Tok("code", name))
    return out


def beat(builder: _Builder, step: Step) -> Beat:
    t = step.text
    if step.keyword == "When":
        if m := re.fullmatch(r'(?P<p>[AB]) tries to (?P<v>use|react with) "(?P<c>[^"]+)"', t):
            builder.mention(m["c"])
            toks = [Tok("text", f"{m['p']} tries to {m['v']} "), Tok("card", m["c"])]
        else:
            toks = builder.tokens(t)
        if m := re.fullmatch(r'(?P<p>[AB]) (?:tries to )?(?:uses|use|reacts with|react with) "(?P<c>[^"]+)"', t):
            card = builder.defs.get(m["c"].split(":", 1)[-1])
            if card is not None and card.facts:
                facts = [v if k == "type" else f"{k.split(' (')[0]} {v}" for k, v in card.facts]
                toks.append(Tok("note", ", ".join(facts)))
        return Beat("action", toks)
    if m := re.fullmatch(r"(?P<p>[AB]) must decide (?P<k>[a-z_]+)", t):
        what = DECISIONS.get(m["k"], m["k"].replace("_", " "))
        return Beat("expect", [Tok("text", f"{m['p']} must now decide {what}")])
    if m := re.fullmatch(r"the (?P<r>active|non-active) player must decide (?P<k>[a-z_]+)", t):
        what = DECISIONS.get(m["k"], m["k"].replace("_", " "))
        return Beat("expect", [Tok("text", f"The {m['r']} player must now decide {what}")])
    if m := re.fullmatch(r"the options are exactly (?P<o>.+)", t):
        return Beat("expect", [Tok("text", "The choices offered are exactly: "), *_options(m["o"])])
    if m := re.fullmatch(r"the options include (?P<o>.+)", t):
        return Beat("expect", [Tok("text", "The choices offered include: "), *_options(m["o"])])
    if m := re.fullmatch(r"the options do not include (?P<o>.+)", t):
        return Beat("expect", [Tok("text", "The choices offered do not include: "), *_options(m["o"])])
    if m := re.fullmatch(r"(?P<p>[AB]) is not asked to (?P<k>react|choose the damage)", t):
        what = "whether to react" if m["k"] == "react" else "how to take the damage"
        return Beat("expect", [Tok("text", f"{m['p']} is not asked {what}")])
    if m := re.fullmatch(r'the action is illegal citing "(?P<c>[^"]+)"', t):
        return Beat(
            "expect",
            [
                Tok("em", "Illegal"),
                Tok("text", ": the referee refuses the action, citing "),
                *builder.tokens(f'"{m["c"]}"'),
                Tok("text", ", and the position stays as it was"),
            ],
        )
    if t == "the action is legal":
        return Beat("expect", [Tok("text", "The action is legal")])
    if m := re.fullmatch(r"the ruling cites in order (?P<c>.+)", t):
        return Beat("expect", [Tok("text", "The ruling cites, in this order: "), *builder.tokens(m["c"])])
    if m := re.fullmatch(r'the ruling (?P<neg>does not cite|cites) "(?P<c>[^"]+)"', t):
        lead = "The ruling's explanation cites " if m["neg"] == "cites" else "The ruling does not cite "
        return Beat("expect", [Tok("text", lead), *builder.tokens(f'"{m["c"]}"')])
    toks = builder.tokens(t[:1].upper() + t[1:])
    return Beat("expect", toks)


# ---------------------------------------------------------------------------------------------------


def build_example(sc: Scenario, known: frozenset[str]) -> Example:
    """Render one scenario (with its Background steps) as an example."""
    builder = _Builder(known)
    steps = sc.steps
    values = first_row(sc)
    if values:
        steps = [substitute(step, values) for step in steps]
    for step in [*sc.background, *steps]:
        if step.keyword == "Given":
            try:
                builder.given(step)
            except (ValueError, KeyError):  # an outline's <placeholder>, or a form the board cannot hold
                builder.setup.append(builder.tokens(step.text))
    beats = [beat(builder, step) for step in steps if step.keyword != "Given"]
    for cid, effects in builder.effects.items():
        card = builder.defs.get(cid)
        if card is None:
            card = builder.defs[cid] = CardDef(cid, [], [], [])
        card.raw_effects = effects
        card.effects = [clause_tokens(effect_words(e), known) for e in effects]
    for name, rules_id in builder.real.items():
        builder.defs.setdefault(name, real_card_facts(name, rules_id))
    shown = [builder.defs[c] for c in builder.mentioned if c in builder.defs]
    clauses = [c for c in sc.clauses if c in known]
    for b in beats:
        for tok in b.toks:
            if tok.kind == "clause" and tok.ref not in clauses:
                clauses.append(tok.ref)
    return Example(sc, builder.board, shown, builder.setup, beats, clauses, gherkin_text(sc))


# ---------------------------------------------------------------------------------------------------
# The capability
# ---------------------------------------------------------------------------------------------------

RELATION_LABELS = {
    "same": "same number, same rule",
    "moved": "same rule, numbered differently",
    "changed": "the rule changed",
    "removed": "removed in 2025",
}


class FuruyoniDocs:
    """How the clause pages draw Furuyoni's scenarios (``engine.contract.GameDocs``): citations such as
    ``C 9-4 ii`` as links, boards drawn by ``templates/board.html``, and each clause's counterparts in
    the 2018 Japanese rules."""

    template_package = "engine.furuyoni.tooling"
    examples_intro = "Players are A and B; cards are test cards named by id, or real cards named by their English name."

    def tokens(self, text: str, known: frozenset[str]) -> list[Tok]:
        return clause_tokens(text, known)

    def example(self, scenario: Scenario, known: frozenset[str]) -> Example:
        return build_example(scenario, known)

    def counterparts(self, clause_id: str) -> Counterparts:
        from ..editions.ja_2018_01_26 import load_clause_index as load_2018
        from ..editions.ko_2025_01_31 import load_clause_index as load_2025

        index = load_2018()
        items = [
            Counterpart(index[x].citation, index[x].title, RELATION_LABELS[index[x].relation], index[x].note)
            for x in index.sources_of(clause_id)
        ]
        clause = load_2025().get(clause_id)
        heading = " (or a heading of its own)" if clause is not None and clause.kind == "H" else ""
        return Counterparts("In the 2018 Japanese rules", items, f"No counterpart: new in the 2025 rules{heading}.")
