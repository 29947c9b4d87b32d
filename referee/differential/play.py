"""One differential game: the same random legal game played on our engine and on another
implementation at once, compared after every answer; and the replay of a case (a start position and
an action list) on both, which the shrinker and ``--replay`` use.

What is compared (``compare``), after the new duel and after every answer:

1. the legality of the answer (ours always rules it legal: it is one of our options);
2. the pending decision: whether there is one, its kind, whose it is, and its options as a set of
   JSON documents (the order an implementation lists them in is its own); its ``detail`` (the damage
   a damage choice is about …) on the keys both give;
3. the board: equal boards are equal; when the boards differ, what each player may see of them
   (``view``) — an implementation may hide what a player may not see (C 7-1 in Furuyoni) and
   differ there, but nowhere else. An implementation without a view operation is held to our full
   board.

Not compared: the clauses and events of a ruling (an implementation may explain its rulings in its
own words and citations; the conformance suite checks those), the position documents themselves
(only what they lead to), and anything else an answer carries (readings, versions).
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.contract import Game, RandomSetups

from ..implementations import Implementation, view_function
from ..perft import canonical
from .sides import AdapterSide, Answer, SessionSide, Side, ask, fast_sessions, positions_of

Json = dict[str, Any]

# The HTTP API takes at most 500 actions per request; a case is replayed in chunks below that.
CHUNK = 200


def setup_for(game: Game, seed: int, options: dict[str, str]) -> Json:
    """The new-duel body of the game of this seed: the game's random setups where it has them
    (Furuyoni: random decks of real cards), its sample setup (test decks) otherwise."""
    if isinstance(game, RandomSetups):
        return game.random_setup(seed, options)
    if options:
        raise ValueError(f"{game.id} takes no setup options (it has no random setups): {', '.join(options)}")
    return game.sample_setup(seed)


@dataclass
class Mismatch:
    """What differs, in words, with the two sides' documents at that point."""

    what: str  # "options", "pending", "legality", "board", "refused", "error", "game over"
    detail: str
    ours: Any = None
    theirs: Any = None

    def as_json(self) -> Json:
        return {"what": self.what, "detail": self.detail, "ours": self.ours, "theirs": self.theirs}


def decision_key(pending: Json | None) -> Json | None:
    """The comparable part of a pending decision: kind, player and the set of options."""
    if pending is None:
        return None
    return {
        "kind": pending.get("kind"),
        "player": pending.get("player"),
        "options": sorted(canonical(o) for o in pending.get("options") or []),
    }


def first_difference(a: Any, b: Any, path: str = "") -> str | None:
    """Where two JSON documents first differ (a path such as ``players[0].aura``), or None."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in [*a, *(k for k in b if k not in a)]:
            if key not in a or key not in b:
                return f"{path}.{key}".lstrip(".") + (" (only theirs)" if key not in a else " (only ours)")
            found = first_difference(a[key], b[key], f"{path}.{key}")
            if found:
                return found
        return None
    if isinstance(a, list) and isinstance(b, list):
        for i, (x, y) in enumerate(zip(a, b, strict=False)):
            found = first_difference(x, y, f"{path}[{i}]")
            if found:
                return found
        return None if len(a) == len(b) else f"{path.lstrip('.')} (length {len(a)} != {len(b)})"
    return None if a == b else f"{path.lstrip('.')}: {canonical(a)} != {canonical(b)}"


def at(doc: Any, path: str) -> Any:
    """The part of ``doc`` at the start of a ``first_difference`` path (for the report)."""
    import re

    node = doc
    for name, index in re.findall(r"\.?([^.\[\]: ]+)|\[(\d+)\]", path.split(" ")[0].rstrip(":")):
        try:
            node = node[int(index)] if index else node[name]
        except (KeyError, IndexError, TypeError):
            return None
    return node


class Pair:
    """Our engine (``reference``, the in-process adapter of the game) and the implementation under
    test (``candidate``), asked the same things. A game is played with ``sides()``: our engine in a
    live session where the game allows it, the candidate through its adapter (a mutant of ours in a
    live session too, with its mistake applied around each call); cases are replayed through the
    adapters."""

    def __init__(self, game: Game, reference: Implementation, candidate: Implementation) -> None:
        self.game = game
        self.reference = reference
        self.candidate = candidate
        self.view = view_function(candidate, game.id)  # None: held to our full board

    def close(self) -> None:
        self.candidate.close()
        self.reference.close()

    def sides(self) -> tuple[Side, Side]:
        if not fast_sessions(self.game):
            return AdapterSide(self.reference), AdapterSide(self.candidate)
        mutant = getattr(self.candidate, "mutant", None)
        if mutant is not None and hasattr(mutant, "applied"):
            return SessionSide(self.game), SessionSide(self.game, mutant.applied)
        return SessionSide(self.game), AdapterSide(self.candidate)

    # --- comparing two answers -----------------------------------------------------------------------
    def compare(
        self, ours: Answer, theirs: Answer, positions: Callable[[], tuple[Json, Json]] | None, first: int = 1
    ) -> Mismatch | None:
        """The first difference between our answer and theirs to the same request (see the module);
        ``positions`` gives both positions when the views are needed; ``first`` numbers the answers
        of the rulings."""
        if ours.doc is None:  # our own engine refused or failed: not a divergence of theirs
            raise RuntimeError(f"our engine could not answer: {ours.refused or ours.error or ours.unsupported}")
        if theirs.refused is not None:
            return Mismatch("refused", f"they refuse: {theirs.refused.get('detail')}", None, theirs.refused)
        if theirs.error is not None:
            return Mismatch("error", theirs.error)
        if theirs.unsupported is not None:
            return Mismatch("error", f"unsupported in the middle of a game: {theirs.unsupported}")
        assert theirs.doc is not None
        a, b = ours.doc, theirs.doc
        for k, (ra, rb) in enumerate(zip(a.get("rulings") or [], b.get("rulings") or [], strict=False)):
            n = first + k
            if bool(ra.get("legal")) != bool(rb.get("legal")):
                return Mismatch(
                    "legality",
                    f"answer {n}: legal {ra.get('legal')} for us, {rb.get('legal')} for them",
                    {k: ra.get(k) for k in ("legal", "clauses", "reason")},
                    {k: rb.get(k) for k in ("legal", "clauses", "reason")},
                )
            found = self._pending(ra.get("pending"), rb.get("pending"), f"after answer {n}")
            if found:
                return found
        if len(a.get("rulings") or []) != len(b.get("rulings") or []):
            return Mismatch("error", f"{len(b.get('rulings') or [])} rulings for {len(a.get('rulings') or [])} actions")
        found = self._pending(a.get("pending"), b.get("pending"), "now")
        if found:
            return found
        return self._board(a.get("board"), b.get("board"), positions)

    def _pending(self, ours: Json | None, theirs: Json | None, when: str) -> Mismatch | None:
        ka, kb = decision_key(ours), decision_key(theirs)
        if ka == kb:
            return self._detail(ours, theirs, when)
        if ka is None or kb is None:
            over = "ours" if ka is None else "theirs"
            return Mismatch("game over", f"{when}: the game is over in {over} only", ours, theirs)
        if (ka["kind"], ka["player"]) != (kb["kind"], kb["player"]):
            return Mismatch(
                "pending",
                f"{when}: we wait for player {ka['player']}'s {ka['kind']}, they for player {kb['player']}'s {kb['kind']}",
                ours,
                theirs,
            )
        mine: Counter[str] = Counter(ka["options"])
        yours: Counter[str] = Counter(kb["options"])
        return Mismatch(
            "options",
            f"{when}: player {ka['player']}'s {ka['kind']}: {sum((mine - yours).values())} option(s) only ours, "
            f"{sum((yours - mine).values())} only theirs",
            [json.loads(o) for o in sorted((mine - yours).elements())],
            [json.loads(o) for o in sorted((yours - mine).elements())],
        )

    def _detail(self, ours: Json | None, theirs: Json | None, when: str) -> Mismatch | None:
        """The decision's detail (the damage a damage choice is about …), on the keys both give."""
        a = (ours or {}).get("detail") or {}
        b = (theirs or {}).get("detail") or {}
        if not isinstance(a, dict) or not isinstance(b, dict):
            return None
        differs = [k for k in a if k in b and a[k] != b[k]]
        if not differs:
            return None
        assert ours is not None
        return Mismatch(
            "pending",
            f"{when}: player {ours.get('player')}'s {ours.get('kind')}: its detail differs at {', '.join(differs)}",
            {k: a[k] for k in differs},
            {k: b[k] for k in differs},
        )

    def _board(self, ours: Any, theirs: Any, positions: Callable[[], tuple[Json, Json]] | None) -> Mismatch | None:
        if ours == theirs:
            return None
        where = first_difference(ours, theirs) or "?"
        full = Mismatch("board", f"the boards differ at {where}", at(ours, where), at(theirs, where))
        view = self.view
        if view is None or positions is None:
            return full
        our_pos, their_pos = positions()
        for player in (0, 1):
            mine = self.game.view(our_pos, player)
            yours = ask(view, their_pos, player)
            if yours.doc is None:
                if yours.unsupported is not None:  # no view after all: held to our full board
                    return full
                return Mismatch("error", f"their view for player {player}: {yours.refused or yours.error}")
            differs = first_difference(mine.get("board"), yours.doc.get("board"))
            if differs:
                return Mismatch(
                    "board",
                    f"player {player}'s view differs at {differs}",
                    at(mine.get("board"), differs),
                    at(yours.doc.get("board"), differs),
                )
        return None

    # --- a case ------------------------------------------------------------------------------------
    def replay(self, our_start: Json, their_start: Json, actions: Sequence[Json]) -> Mismatch | None:
        """Play ``actions`` from each side's start position through the adapters (in chunks the HTTP
        API accepts) and compare every ruling's legality and pending decision, and the boards at the
        end of each chunk."""
        ours_at, theirs_at = our_start, their_start
        for i in range(0, max(len(actions), 1), CHUNK):
            chunk = list(actions[i : i + CHUNK])
            ours = ask(self.reference.adjudicate, ours_at, chunk)
            theirs = ask(self.candidate.adjudicate, theirs_at, chunk)
            found = self.compare(ours, theirs, positions_of(ours, theirs), first=i + 1)
            if found:
                return found
            assert ours.doc is not None and theirs.doc is not None
            ours_at, theirs_at = ours.doc["position"], theirs.doc["position"]
        return None


@dataclass
class Found:
    """A divergence found in one game of a run."""

    index: int  # the game's number in the run (0-based)
    seed: int
    setup: Json
    start: Json  # our position at the new duel
    their_start: Json | None  # theirs (None if they refused the setup)
    decision: int  # answers given when it was seen (0: at the new duel)
    mismatch: Mismatch
    actions: list[Json]  # every answer of the game up to the one after which it was seen
    choices: list[int] = field(default_factory=list)  # the index of each answer among our options
    shrunk: list[Json] | None = None
    shrink_tests: int = 0
    shrink_complete: bool = False  # the shrunk list is 1-minimal (no single action can go)
    shrunk_mismatch: Mismatch | None = None
    games_before: int = 0  # games of its shard played before it
    decisions_before: int = 0  # and their answers
    case: str | None = None  # the case file, once written
    url: str | None = None  # the saved ruling on a referee, once published

    def as_json(self) -> Json:
        return {
            "game": self.index,
            "seed": self.seed,
            "decision": self.decision,
            **self.mismatch.as_json(),
            "setup": self.setup,
            "actions": len(self.actions),
            "shrunk": self.shrunk,
            "shrunk_to": None if self.shrunk is None else len(self.shrunk),
            "shrink_tests": self.shrink_tests,
            "shrink_complete": self.shrink_complete,
            "shrunk_divergence": None if self.shrunk_mismatch is None else self.shrunk_mismatch.as_json(),
            "case": self.case,
            "url": self.url,
        }


@dataclass
class GameResult:
    index: int
    seed: int
    decisions: int = 0
    finished: bool = False
    unsupported: str | None = None
    found: Found | None = None
    extra: Json = field(default_factory=dict)


@dataclass
class Played:
    """A game played from a setup by a sequence of choices (``play``)."""

    actions: list[Json]
    choices: list[int]  # each answer's index among our options, as used
    mismatch: Mismatch | None
    our_start: Json | None = None
    their_start: Json | None = None
    finished: bool = False
    unsupported: str | None = None


def play(pair: Pair, setup: Json, choose: Callable[[int, int], int | None], max_decisions: int) -> Played:
    """Play ``setup`` on both sides, answering decision k (0-based) with our option number
    ``choose(k, number of options)`` (taken modulo the number; None ends the game there), comparing
    after the new duel and after every answer; stops at the first difference."""
    mine, yours = pair.sides()
    ours, theirs = mine.start(setup), yours.start(setup)
    played = Played([], [], None)
    if theirs.unsupported is not None:
        played.unsupported = theirs.unsupported
        return played
    if ours.doc is None:
        raise RuntimeError(f"our engine refuses the setup: {ours.refused or ours.error}")
    played.our_start = ours.doc["position"]
    played.their_start = None if theirs.doc is None else theirs.doc["position"]

    def positions() -> tuple[Json, Json]:
        return mine.position(), yours.position()

    played.mismatch = pair.compare(ours, theirs, positions if theirs.doc is not None else None)
    pending = ours.doc.get("pending")
    while played.mismatch is None and pending is not None and len(played.actions) < max_decisions:
        options = pending["options"]
        pick = choose(len(played.actions), len(options))
        if pick is None:
            return played
        action = options[pick % len(options)]
        played.actions.append(action)
        played.choices.append(pick % len(options))
        ours, theirs = mine.step(action), yours.step(action)
        if theirs.unsupported is not None:
            played.unsupported = theirs.unsupported
            return played
        played.mismatch = pair.compare(ours, theirs, positions if theirs.doc is not None else None, first=len(played.actions))
        assert ours.doc is not None
        pending = ours.doc.get("pending")
    played.finished = played.mismatch is None and pending is None
    return played


def play_game(pair: Pair, index: int, seed: int, options: dict[str, str], max_decisions: int) -> GameResult:
    """Game ``index`` of a run: the setup of ``seed``, then answers drawn among our options by a
    generator of the same seed, until the game ends, ``max_decisions``, or the first divergence."""
    setup = setup_for(pair.game, seed, options)
    rnd = random.Random(f"answers-{seed}")
    played = play(pair, setup, lambda _k, n: rnd.randrange(n), max_decisions)
    result = GameResult(index, seed, len(played.actions), played.finished, played.unsupported)
    if played.mismatch is not None and played.unsupported is None:
        assert played.our_start is not None
        result.found = Found(
            index, seed, setup, played.our_start, played.their_start, len(played.actions), played.mismatch,
            played.actions, played.choices,
        )
    return result
