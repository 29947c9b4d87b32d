"""perft: count every decision sequence from a position, for every game of the referee (issue 20).

Chess engines are checked by *perft*: the number of legal move sequences of a given length from a
position, compared with a reference count, and "divided" by first move to find the first wrong node.
Here the same for any game behind the contract (``engine.contract.Game``).

What is counted. A game stops only at decisions, and a *decision* lists every legal answer (its
options; anything not listed is illegal). From a position P, ``perft(P, n)`` is

- 1 when n is 0 (the empty sequence);
- 1 when the game is over at P (no decision is pending): a finished game is a leaf, so a sequence
  that ends the game before n answers counts once;
- otherwise the sum, over every option o of P's pending decision in the order the engine lists
  them, of ``perft(P after o, n - 1)``.

So ``perft(P, n)`` is the number of sequences of answers of length n from P, plus the number of
shorter ones that end the game. Every option counts, including answers that lead to the same board
(two mulligans returning the same cards in another order are two sequences). Hidden randomness
(shuffles) comes from the seed the position carries, so the tree is fixed by the position; the
positions of the reference table are in ``tests/furuyoni/perft/`` and their counts in docs/perft.md.

Two ways to walk a tree:

- ``OurTree``: our engine of the game in this process through its ``Session`` (the fast path: a
  child is a fresh session of the parent's position with one answer applied; positions are copied,
  never replayed from the start of the game);
- ``ImplTree``: any implementation through a conformance adapter (in-process JSON functions, HTTP,
  JSON lines, a mutant), by ``legal_actions`` at the root and one ``adjudicate`` per edge.

With an implementation to compare (``--impl``), both trees are walked together in our engine's
order, and the walk stops at the first node where the two sets of options differ (or where the
other implementation refuses or rules illegal an answer both list): ``PerftDivergence`` gives that
node's position, both option lists, the answers that led there and our decision's clause.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Generic, Protocol, TypeVar

from engine.contract import Game, TrustedSessions
from engine.games import DEFAULT_GAME, game_ids, get_game

from .implementations import Implementation, open_implementation, refusal_types

Json = dict[str, Any]
N = TypeVar("N")


def canonical(doc: Any) -> str:
    """The JSON text two implementations' options are compared by (keys sorted, no spaces)."""
    return json.dumps(doc, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


class PerftError(RuntimeError):
    """The walk could not go on: an implementation refused a position or ruled illegal an option it
    lists (a divergence when comparing), or our own engine did."""


class Broken(RuntimeError):
    """The exchange with the other implementation broke, or it does not support the request: the
    walk cannot compare (exit status 2, not a divergence)."""


class Tree(Protocol[N]):
    """One implementation's game tree."""

    def root(self, position: Json) -> N: ...
    def options(self, node: N) -> Sequence[Any] | None: ...  # None: the game is over
    def child(self, node: N, option: Any) -> N: ...
    def option_json(self, option: Any) -> Json: ...
    def position_json(self, node: N) -> Json: ...
    def decision(self, node: N) -> Json | None: ...  # kind, player, clause of the pending decision


# --- our engine, in process -------------------------------------------------------------------------


@dataclass
class SessionNode:
    position: Any  # a model of the game's position
    pending: Any  # the game's Decision, or None


class OurTree:
    """Our engine of ``game`` through its Session. A game offering ``TrustedSessions`` skips the
    validation of positions it produced itself (for Furuyoni a tenth to a fifth of the cost of a node)."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.sessions = 0

    def _session(self, position: Any) -> Any:
        self.sessions += 1
        if isinstance(self.game, TrustedSessions):
            return self.game.trusted_session(position)
        return self.game.session(position, trace=False)

    def root(self, position: Json) -> SessionNode:
        model = self.game.load_position(position)
        session = self.game.session(model, trace=False)  # validated: the position comes from outside
        return SessionNode(model, session.pending)

    def options(self, node: SessionNode) -> Sequence[Any] | None:
        return None if node.pending is None else list(node.pending.options)

    def child(self, node: SessionNode, option: Any) -> SessionNode:
        session = self._session(node.position)
        ruling = session.apply(option)
        if not ruling.legal:
            raise PerftError(f"our engine lists an option it then rules illegal ({ruling.reason})")
        return SessionNode(session.position(), session.pending)

    def option_json(self, option: Any) -> Json:
        return self.game.dump_action(option)

    def position_json(self, node: SessionNode) -> Json:
        return self.game.dump_position(node.position)

    def decision(self, node: SessionNode) -> Json | None:
        d = node.pending
        return None if d is None else {"kind": d.kind, "player": d.player, "clause": d.clause}


# --- any implementation, through an adapter -----------------------------------------------------------


@dataclass
class JsonNode:
    position: Json
    pending: Json | None


class ImplTree:
    """An implementation behind a conformance adapter: ``legal_actions`` at the root, then one
    ``adjudicate`` of one answer per edge (each answer gives the child's pending decision)."""

    def __init__(self, impl: Implementation) -> None:
        self.impl = impl
        self.calls = 0

    def _call(self, what: str, fn: Any, *args: Any) -> Json:
        refused, unsupported, broken = refusal_types()
        self.calls += 1
        try:
            result: Json = fn(*args)
        except refused as exc:
            problem = getattr(exc, "problem", {})
            raise PerftError(f"{self.impl.name} refused {what}: {problem.get('detail', exc)}") from exc
        except (unsupported, broken) as exc:
            raise Broken(f"{self.impl.name}: {what}: {exc}") from exc
        return result

    def root(self, position: Json) -> JsonNode:
        answer = self._call("the position", self.impl.legal_actions, position)
        return JsonNode(position, answer.get("pending"))

    def options(self, node: JsonNode) -> Sequence[Any] | None:
        return None if node.pending is None else list(node.pending.get("options") or [])

    def child(self, node: JsonNode, option: Any) -> JsonNode:
        answer = self._call(f"the answer {canonical(option)}", self.impl.adjudicate, node.position, [option])
        rulings = answer.get("rulings") or [{}]
        if not rulings[0].get("legal"):
            clauses = ", ".join(rulings[0].get("clauses") or [])
            raise PerftError(f"{self.impl.name} rules illegal an option it lists: {canonical(option)} ({clauses})")
        return JsonNode(answer["position"], answer.get("pending"))

    def option_json(self, option: Any) -> Json:
        doc: Json = option
        return doc

    def position_json(self, node: JsonNode) -> Json:
        return node.position

    def decision(self, node: JsonNode) -> Json | None:
        d = node.pending
        return None if d is None else {k: d.get(k) for k in ("kind", "player", "clause")}


# --- counting ----------------------------------------------------------------------------------------


def count(tree: Tree[N], node: N, depth: int) -> int:
    """``perft(node, depth)`` (the module's definition). At depth 1 the options are counted without
    playing them ("bulk counting"): each is one sequence, whatever it leads to."""
    if depth == 0:
        return 1
    options = tree.options(node)
    if options is None:
        return 1
    if depth == 1:
        return len(options)
    return sum(count(tree, tree.child(node, o), depth - 1) for o in options)


def counts(tree: Tree[N], node: N, depth: int) -> list[int]:
    """``[perft(node, 1), …, perft(node, depth)]`` in one walk (a reference table's row)."""
    options = tree.options(node)
    if options is None:
        return [1] * depth
    if depth == 0:
        return []
    out = [len(options)] + [0] * (depth - 1)
    if depth >= 2:
        for option in options:
            for k, n in enumerate(counts(tree, tree.child(node, option), depth - 1)):
                out[k + 1] += n
    return out


def perft_counts(game: Game, position: Json, depth: int) -> list[int]:
    """perft 1 … ``depth`` of a position with our engine in process, in one walk."""
    tree = OurTree(game)
    return counts(tree, tree.root(position), depth)


@dataclass
class PerftDivergence:
    """The first node (depth first, in our engine's order) where the other implementation's options
    differ from ours, or where it refused or ruled illegal an answer both list."""

    path: list[Json]  # the answers from the position to the node
    position: Json  # our position at the node (for a failed answer: the node the answer was given at)
    decision: Json | None  # our pending decision: kind, player and the clause that asks it
    ours: list[Json]  # our options there
    theirs: list[Json] | None  # theirs (None: the game is over for them, or they failed)
    reason: str
    their_decision: Json | None = None

    def as_json(self) -> Json:
        ours = {canonical(o) for o in self.ours}
        theirs = {canonical(o) for o in self.theirs or []}
        return {
            "reason": self.reason,
            "depth": len(self.path),
            "path": self.path,
            "decision": self.decision,
            "their_decision": self.their_decision,
            "ours": self.ours,
            "theirs": self.theirs,
            "only_ours": [o for o in self.ours if canonical(o) not in theirs],
            "only_theirs": [o for o in self.theirs or [] if canonical(o) not in ours],
            "position": self.position,
        }


class Diverged(Exception):
    def __init__(self, divergence: PerftDivergence) -> None:
        super().__init__(divergence.reason)
        self.divergence = divergence


@dataclass
class Walk(Generic[N]):
    """Both trees walked together: our tree (its options in its order) and theirs."""

    ours: Tree[Any]
    theirs: ImplTree

    def count(self, our_node: Any, their_node: JsonNode, depth: int, path: list[Json]) -> int:
        if depth == 0:
            return 1
        mine = self.ours.options(our_node)
        yours = self.theirs.options(their_node)
        mine_json = None if mine is None else [self.ours.option_json(o) for o in mine]
        self._compare(our_node, their_node, mine_json, yours, path)
        if mine is None or mine_json is None:
            return 1
        if depth == 1:
            return len(mine)
        total = 0
        for option, doc in zip(mine, mine_json, strict=True):
            our_child = self.ours.child(our_node, option)
            try:
                their_child = self.theirs.child(their_node, doc)
            except PerftError as exc:
                raise Diverged(self._divergence(our_node, their_node, mine_json, yours, path, str(exc))) from exc
            total += self.count(our_child, their_child, depth - 1, [*path, doc])
        return total

    def _compare(
        self, our_node: Any, their_node: JsonNode, mine: list[Json] | None, yours: Sequence[Any] | None, path: list[Json]
    ) -> None:
        if mine is None and yours is None:
            return
        if mine is None or yours is None:
            over = "ours" if mine is None else "theirs"
            reason = f"the game is over in {over} only"
        elif Counter(canonical(o) for o in mine) != Counter(canonical(o) for o in yours):
            reason = "the sets of legal answers differ"
        else:
            return
        raise Diverged(self._divergence(our_node, their_node, mine, yours, path, reason))

    def _divergence(
        self,
        our_node: Any,
        their_node: JsonNode,
        mine: list[Json] | None,
        yours: Sequence[Any] | None,
        path: list[Json],
        reason: str,
    ) -> PerftDivergence:
        return PerftDivergence(
            path=path,
            position=self.ours.position_json(our_node),
            decision=self.ours.decision(our_node),
            ours=mine or [],
            theirs=None if yours is None else list(yours),
            reason=reason,
            their_decision=self.theirs.decision(their_node),
        )


@dataclass
class PerftResult:
    game: str
    depth: int
    nodes: int | None  # None when the walk diverged
    impl: str | None = None
    divide: list[tuple[Json, int]] = field(default_factory=list)
    divergence: PerftDivergence | None = None
    cpu_seconds: float = 0.0
    positions: int = 0  # positions played to (sessions or adjudications)

    def as_json(self) -> Json:
        out: Json = {"game": self.game, "depth": self.depth, "nodes": self.nodes, "impl": self.impl}
        if self.divide:
            out["divide"] = [{"answer": a, "nodes": n} for a, n in self.divide]
        out["divergence"] = None if self.divergence is None else self.divergence.as_json()
        out["cpu_seconds"] = self.cpu_seconds
        out["positions"] = self.positions
        return out


def perft(
    game: Game, position: Json, depth: int, *, impl: Implementation | None = None, divide: bool = False
) -> PerftResult:
    """Count (and with ``impl``, compare) to ``depth`` from ``position``; ``divide`` counts per first
    answer. Raises PerftError when our own engine cannot be walked."""
    if depth < 0:
        raise ValueError("the depth is 0 or more")
    start = time.process_time()
    ours = OurTree(game)
    result = PerftResult(game=game.id, depth=depth, nodes=None, impl=None if impl is None else impl.name)
    root = ours.root(position)
    theirs = None if impl is None else ImplTree(impl)
    try:
        if theirs is None:
            result.nodes, result.divide = _count(ours, root, depth, divide)
        else:
            result.nodes, result.divide = _walk(Walk(ours, theirs), root, theirs.root(position), depth, divide)
    except Diverged as exc:
        result.divergence = exc.divergence
    except PerftError as exc:
        if theirs is None:
            raise
        result.divergence = PerftDivergence([], position, ours.decision(root), [], None, str(exc))
    result.cpu_seconds = round(time.process_time() - start, 3)
    result.positions = ours.sessions + (0 if theirs is None else theirs.calls)
    return result


def _count(tree: OurTree, root: SessionNode, depth: int, divide: bool) -> tuple[int, list[tuple[Json, int]]]:
    options = tree.options(root)
    if not divide or depth == 0 or options is None:
        return count(tree, root, depth), []
    parts = [(tree.option_json(o), count(tree, tree.child(root, o), depth - 1)) for o in options]
    return sum(n for _, n in parts), parts


def _walk(walk: Walk[Any], ours: Any, theirs: JsonNode, depth: int, divide: bool) -> tuple[int, list[tuple[Json, int]]]:
    options = walk.ours.options(ours)
    if not divide or depth == 0 or options is None:
        return walk.count(ours, theirs, depth, []), []
    walk._compare(ours, theirs, [walk.ours.option_json(o) for o in options], walk.theirs.options(theirs), [])
    parts = []
    for option in options:
        doc = walk.ours.option_json(option)
        try:
            their_child = walk.theirs.child(theirs, doc)
        except PerftError as exc:
            mine = [walk.ours.option_json(o) for o in options]
            raise Diverged(walk._divergence(ours, theirs, mine, walk.theirs.options(theirs), [], str(exc))) from exc
        parts.append((doc, walk.count(walk.ours.child(ours, option), their_child, depth - 1, [doc])))
    return sum(n for _, n in parts), parts


# --- the command -------------------------------------------------------------------------------------


def read_position(path: str) -> Json:
    """A position file; a document holding ``position`` (a new-duel answer, a saved case) gives its
    position."""
    text = sys.stdin.read() if path == "-" else Path(path).read_text(encoding="utf-8")
    doc = json.loads(text)
    if not isinstance(doc, dict):
        raise ValueError(f"{path}: not a JSON object")
    inner = doc.get("position")
    return inner if isinstance(inner, dict) else doc


def format_text(result: PerftResult) -> str:
    lines = []
    for answer, n in result.divide:
        lines.append(f"{canonical(answer)}: {n}")
    if result.divergence is not None:
        d = result.divergence.as_json()
        lines += [
            f"DIVERGENCE at depth {d['depth']} against {result.impl}: {d['reason']}",
            f"our decision: {canonical(d['decision'])}",
            f"their decision: {canonical(d['their_decision'])}",
            "answers from the position: " + (" ".join(canonical(a) for a in d["path"]) or "(none)"),
            f"only ours ({len(d['only_ours'])}): " + " ".join(canonical(a) for a in d["only_ours"]),
            f"only theirs ({len(d['only_theirs'])}): " + " ".join(canonical(a) for a in d["only_theirs"]),
            f"our options ({len(d['ours'])}): " + " ".join(canonical(a) for a in d["ours"]),
            "their options" + ("" if d["theirs"] is None else f" ({len(d['theirs'])})") + ": "
            + ("-" if d["theirs"] is None else " ".join(canonical(a) for a in d["theirs"])),
            "position: " + canonical(d["position"]),
        ]
    else:
        against = f", the same on {result.impl}" if result.impl else ""
        lines.append(f"perft({result.depth}) = {result.nodes}{against}")
    lines.append(f"{result.positions} positions, {result.cpu_seconds:.2f} s CPU")
    return "\n".join(lines) + "\n"


def cmd_perft(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    try:
        position = read_position(args.position)
        impl = None if args.impl is None else open_implementation(args.impl, game.id)
    except (OSError, ValueError, RuntimeError) as exc:
        print(f"perft: {exc}", file=sys.stderr)
        return 2
    try:
        result = perft(game, position, args.depth, impl=impl, divide=args.divide)
    except Exception as exc:
        problem = game.refusal(exc)
        if problem is None and not isinstance(exc, (PerftError, Broken)):
            raise
        print(f"perft: {problem.get('detail') if problem else exc}", file=sys.stderr)
        return 2
    finally:
        if impl is not None:
            impl.close()
    if args.json:
        json.dump(result.as_json(), sys.stdout, ensure_ascii=False)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(format_text(result))
    return 1 if result.divergence is not None else 0


HELP = """\
perft(P, n): the number of sequences of n answers from P (every legal option of every decision),
plus the shorter ones that end the game; shuffles come from the position's seed. docs/perft.md has
the definition and a table of reference counts.

Exit status: 0 counted (and, with --impl, the same options at every node), 1 a divergence, 2 an error.
"""


def add_parser(sub: Any) -> None:
    """Register ``perft`` on the ``python -m referee`` subcommands."""
    p = sub.add_parser(
        "perft",
        help="count every decision sequence to a depth; with --impl, find the first node where an implementation differs",
        description="Count every decision sequence of a given length from a position (perft).",
        epilog=HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("position", help="a position JSON file (or a document holding one under 'position'); - for stdin")
    p.add_argument("--depth", "-d", type=int, required=True, help="the length of the sequences")
    p.add_argument("--impl", default=None, metavar="SPEC", help="compare with this implementation (as for conformance)")
    p.add_argument("--divide", action="store_true", help="the count under each answer of the position's decision")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--game", default=DEFAULT_GAME, choices=game_ids(), help=f"the game (default {DEFAULT_GAME})")
    p.set_defaults(func=cmd_perft)
