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
    ]
}

# Chapter 15 (keywords): mistakes in the additional rules, chains and 対抗不可.
MUTANTS.update(
    {
        m.name: m
        for m in [
            _mutant(
                "exclusive-equipment-fits-anyone",
                "MC-15-4-3-2",
                "an equipment with 専用 is equipped by any unit with the item slots, whatever its card information",
                _edit(
                    "keywords",
                    "check_equipment",
                    "if want is not None and not has_info(g, unit, want):",
                    "if False:",
                ),
            ),
            _mutant(
                "chains-add-no-damage",
                "MC-15-2-5-5",
                "the chains declared onto a chain-origin effect add nothing to its damage",
                _edit("keywords", "settle_links", "bonus += share", "bonus += 0"),
            ),
            _mutant(
                "gears-stack",
                "MC-15-4-9-2",
                "時の歯車 stacks: every card with it in effect for a player adds its dice",
                _edit(
                    "keywords",
                    "gears",
                    "return max((keywords(g.defn(c)).gears for c in public_to(g, player)), default=0)",
                    "return sum(keywords(g.defn(c)).gears for c in public_to(g, player))",
                ),
            ),
            _mutant(
                "uncounterable-is-countered",
                "MC-15-3-1",
                "a use marked 対抗不可 may be countered like any other",
                _edit(
                    "keywords",
                    "uncounterable",
                    "return ability is not None and ability.uncounterable",
                    "return False",
                ),
            ),
        ]
    }
)
