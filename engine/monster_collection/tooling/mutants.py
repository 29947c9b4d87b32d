"""Monster Collection's mutants: deliberate, realistic rule mistakes in this engine, each naming the
clause it breaks (``Game.mutants()``; the patch machinery is the referee's,
``referee.conformance.mutation``, which rebinds the edited function or constant wherever the engine
package holds it and fails loudly when the edited text is gone).

``python -m referee conformance --game monster-collection --mutants`` runs the scenarios against each
one; a mutant is *caught* when a scenario tagged with its clause fails against it.
"""

from __future__ import annotations

from referee.conformance.mutation import EditSource, PatchMutant, SetConstant

PACKAGE = "engine.monster_collection"


def _mutant(name: str, clause: str, mistake: str, *patches: SetConstant | EditSource) -> PatchMutant:
    return PatchMutant(PACKAGE, name, clause, mistake, patches)


def _edit(module: str, qualname: str, old: str, new: str) -> EditSource:
    return EditSource(module, qualname, ((old, new),))


MUTANTS: dict[str, PatchMutant] = {
    m.name: m
    for m in [
        _mutant(
            "attack-damage-ignores-formation",
            "MC-9-3",
            "every unit of the attacked party takes the whole attack damage, whatever stands in front of it",
            _edit("procedures.attack", "allot", "amounts.append(total - ahead if total > ahead else 0)",
                  "amounts.append(total)"),
        ),
        _mutant(
            "initiative-is-the-die-alone",
            "MC-8-3-4-7",
            "the initiative result is the die alone, without the party's initiative",
            _edit("procedures.battle", "initiative_timing",
                  "results = [c.dice[p] + sum(initiative(g, u) for u in g.party(t, p)) for p in (0, 1)]",
                  "results = [c.dice[p] for p in (0, 1)]"),
        ),
        _mutant(
            "simultaneous-attack-keeps-bonuses",
            "MC-8-3-7-3",
            "in the simultaneous attack the units keep their equipment bonuses and abilities' effects",
            _edit("stats", "suspended",
                  "return c is not None and c.suspended and g.terrain_of(unit.card).area == c.area",
                  "return False"),
        ),
        _mutant(
            "headquarters-limit-8",
            "MC-5-1-2-9",
            "a headquarters has the proxy terrain's limit 8 instead of 10",
            SetConstant("duel", "HQ_LIMIT", 8),
        ),
        _mutant(
            "limit-adjustment-ignores-instant-summons",
            "MC-11-3-2-2",
            "the limit adjustment lets the player discard any unit of the party, not first those instantly "
            "summoned this turn",
            _edit("rules", "limit_adjustment",
                  "or [u for u in party if u.instant_turn == g.state.turn]", "or []"),
        ),
        _mutant(
            "durability-damage-must-exceed-defence",
            "MC-11-3-1-2-1",
            "a unit dies of durability damage only when its damage exceeds its defence, not when it equals it",
            _edit("rules", "rule_processing", "elif u.damage >= d:", "elif u.damage > d:"),
        ),
        _mutant(
            "deck-out-ends-the-same-turn",
            "MC-1-2-3-1",
            "the game ends as the turn in which both draw piles ran out ends, not as the next turn ends",
            _edit("procedures.turn", "turn_end_conditions", "s.turn >= s.decks_out_turn + 1",
                  "s.turn >= s.decks_out_turn"),
        ),
        _mutant(
            "lower-die-goes-first",
            "MC-6-1-1-8",
            "the player who rolled lower for the first player plays first",
            _edit("procedures.setup", "preparation", "first = 0 if dice[0] > dice[1] else 1",
                  "first = 0 if dice[0] < dice[1] else 1"),
        ),
        _mutant(
            "hand-refilled-one-short",
            "MC-7-2-5",
            "the hand adjustment phase refills the hand to one card below the hand limit",
            _edit("procedures.turn", "hand_adjustment", "while len(ps.hand) < ps.hand_limit:",
                  "while len(ps.hand) < ps.hand_limit - 1:"),
        ),
        # chapters 12 and 16 (mc-actions)
        _mutant(
            "placement-ignores-own-placed-terrain",
            "MC-12-1-1-2-5",
            "terrains may be placed only next to own controlled terrain, not next to an unoccupied terrain "
            "the player placed (12.1.1.2.5 d)",
            _edit("procedures.terrain", "placement_areas", "for a in [*controlled, *own_empty]:",
                  "for a in controlled:"),
        ),
        _mutant(
            "advanced-units-stay-ready",
            "MC-12-2-5-2-2",
            "the units that advanced are left ready when the advance ends (a battle exhausts its units anyway)",
            _edit("procedures.advance", "advance", "g.unit(uid).exhausted = True", "g.unit(uid).exhausted = False"),
        ),
        _mutant(
            "drawing-none-counts-as-applied",
            "MC-12-3-1-4",
            "an effect that drew no card counts as applied, so the effect after it still fires",
            _edit("procedures.actions", "replenish", "if drawn == 0:  # 12.3.1.4", "if drawn < 0:  # 12.3.1.4"),
        ),
        _mutant(
            "discard-deck-needs-n-cards",
            "MC-12-4-2",
            "discarding n draw-pile cards discards nothing when fewer than n are left",
            _edit("procedures.actions", "discard_deck", "gone, ps.draw_pile = ps.draw_pile[:n], ps.draw_pile[n:]",
                  "gone, ps.draw_pile = (ps.draw_pile[:n], ps.draw_pile[n:]) if len(ps.draw_pile) >= n "
                  "else ([], ps.draw_pile)"),
        ),
        _mutant(
            "last-picked-card-on-top",
            "MC-5-1-1-6",
            "cards going onto a draw pile together are stacked against their owner's order, the last picked on top",
            _edit("procedures.actions", "to_deck", "ps.draw_pile = [*order, *ps.draw_pile]",
                  "ps.draw_pile = [*reversed(order), *ps.draw_pile]"),
        ),
        _mutant(
            "no-stack-stacks",
            "MC-16-2-1",
            "a 重複しない effect applies again to what was already its target",
            _edit("procedures.actions", "fresh_targets", "if not effect.no_stack:", "if True:"),
        ),
    ]
}
