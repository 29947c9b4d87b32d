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
            _edit("rules", "rule_processing", "elif lethal_damage(g, u) >= d:", "elif lethal_damage(g, u) > d:"),
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
        # chapter 10 (abilities and effects)
        _mutant(
            "counter-chain-resolves-first-declared-first",
            "MC-10-3-1",
            "the counter chain resolves in the order of declaration, the first declared first",
            _edit("procedures.use", "counter_chain", "decl = c.chain.pop()", "decl = c.chain.pop(0)"),
        ),
        _mutant(
            "trigger-waits-once-however-often-met",
            "MC-10-5-2-1",
            "a triggered ability whose condition is met again while it waits does not wait a second time",
            _edit("triggers", "fire",
                  "if not in_timing(g, card, owner, g.defn(card).abilities[index].timing):",
                  "if not in_timing(g, card, owner, g.defn(card).abilities[index].timing) or any("
                  "w.card == card and w.ability == index for w in g.state.waiting):"),
        ),
        _mutant(
            "leaving-unit-read-as-printed",
            "MC-10-5-4-1-2",
            "a triggered ability set off by a unit leaving the battlefield reads its printed values, not those it "
            "had there",
            _edit("triggers", "leaving", "seen = snapshot(g, unit)",
                  'seen = {"attack": g.defn(unit.card).attack or 0, "level": g.defn(unit.card).level or 0}'),
        ),
        _mutant(
            "constant-trigger-not-cancelled",
            "MC-10-5-7",
            "a waiting trigger of a ○ ability whose card has moved is still played",
            _edit("procedures.effects", "play_one", "if w.constant and moved:", "if False:"),
        ),
        _mutant(
            "continuous-effects-latest-first",
            "MC-10-7-2-2",
            "continuous effects on a card's characteristics apply the latest first",
            _edit("continuous", "characteristic",
                  "effects = sorted(effects, key=lambda x: (bool(x.if_race), x.seq))",
                  "effects = sorted(effects, key=lambda x: (bool(x.if_race), -x.seq))"),
        ),
        _mutant(
            "replacement-order-chosen-by-the-opponent",
            "MC-10-8-4-1",
            "the order of several replacement effects is chosen by the opponent of the affected card's owner",
            _edit("procedures.effects", "replace", "chooser = g.owner(uid)", "chooser = 1 - g.owner(uid)"),
        ),
        _mutant(
            "using-status-lost-with-the-card",
            "MC-10-13-2",
            "a unit whose used card was discarded from the effect zone is no longer 'the unit using' it",
            _edit("procedures.use", "resolve_use", "targets = [x for x in targets if x in using]",
                  "targets = [x for x in targets if x in using and all(d.card in g.state.players[d.player]"
                  ".effect_zone for d in c.chain if d.unit == x and d.card is not None)]"),
        ),
        # --- chapters 13 and 14 (procedures/standing.py, special.py, auto.py) ---------------------------
        _mutant(
            "weakness-on-zero-damage",
            "MC-13-1-8-1",
            "a weakness adds its n to damage of its attribute even when the damage is 0",
            _edit("procedures.standing", "deal_damage",
                  "extra = weakness_bonus(g, unit, attribute) if amount >= 1 else 0",
                  "extra = weakness_bonus(g, unit, attribute)"),
        ),
        _mutant(
            "resistance-does-not-save",
            "MC-13-1-7-1",
            "a resistance does not keep its unit alive through lethal damage of its attribute",
            _edit("procedures.standing", "lethal_damage",
                  "return unit.damage - min(resisted, unit.damage)", "return unit.damage"),
        ),
        _mutant(
            "charge-on-both-sides",
            "MC-13-1-5-1",
            "charge adds to the attack of a unit of the second side too",
            _edit("stats", "charge_or_defender",
                  "        return sum(s.charge for s in standings(g, unit))\n",
                  "        return sum(s.charge for s in standings(g, unit))\n"
                  "    if any(s.charge for s in standings(g, unit)):\n"
                  "        return sum(s.charge for s in standings(g, unit))\n"),
        ),
        _mutant(
            "complete-ability-by-an-exhausted-unit",
            "MC-14-2-4",
            "a □ ability may be declared by an exhausted unit",
            _edit("procedures.special", "check_activate",
                  "        if g.unit(action.card).exhausted:\n",
                  "        if False:\n"),
        ),
        _mutant(
            "self-destruct-binds-nothing",
            "MC-14-3-5",
            "a unit that declared its × ability may still use its other abilities and pay with its slots",
            _edit("procedures.special", "barred",
                  'if unit in declared(g, chain, "self_destruct"):', "if False:"),
        ),
        _mutant(
            "battle-auto-ability-anywhere",
            "MC-14-7-3-1",
            "a ● [戦闘] ability triggers even when its unit is not in the battle",
            _edit("triggers", "in_timing",
                  'if c is None or c.timing == "closed" or not on_terrain(g, card, c.area):',
                  'if c is None or c.timing == "closed":'),
        ),
        _mutant(
            "hand-summon-ignores-its-condition",
            "MC-14-6-3-2",
            "a unit card's ◇ summon ignores its summon condition",
            _edit("procedures.special", "summon_check",
                  "if e.if_terrain_type and not set(e.if_terrain_type) & set(types):", "if False:"),
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
        # the merge of issue 19's shares: perpetual loops (MC 16.1.1.1) on chapter 10's triggers
        _mutant(
            "unstoppable-loop-just-stops",
            "MC-16-1-1-1",
            "a loop of triggered abilities nobody can stop is merely stopped, the game going on, not a draw",
            # mc-loop: the safety net for a loop whose state never repeats (the LOOP_LIMIT plays, no choice)
            _edit("procedures.effects", "play_waiting", "if not any(w.free):", "if False:"),
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
            _mutant(
                "effect-summon-ignores-heroes",
                "MC-15-1-7",
                "a unit summoned by an effect beside an own hero of its name is summoned, not discarded",
                _edit("procedures.heroes", "summon_by_effect", "if other is not None:", "if False:"),
            ),
            _mutant(
                "hero-and-namesakes-stay-together",
                "MC-15-1-8",
                "a hero and own units of its name brought together by an effect all stay on the battlefield",
                _edit("procedures.heroes", "hero_clash", "if len(grp) > 1", "if False"),
            ),
            _mutant(
                "names-are-printed-names",
                "MC-15-1-5",
                "'of the same name' reads the printed names, not the names effects in force changed",
                _edit("continuous", "names", 'return characteristic(g, uid, "name") if g.on_field(uid) else', "return"),
            ),
            _mutant(
                "same-terrain-is-same-area",
                "MC-5-1-2-19",
                "a terrain is the same terrain as long as some terrain stands in its area",
                _edit(
                    "continuous",
                    "same_terrain",
                    "unit.ground == ground(g.terrain_of(unit.card))",
                    "unit.ground.area == g.terrain_of(unit.card).area",
                ),
            ),
            _mutant(
                "loss-spares-granted-resistance",
                "MC-10-15-2-1",
                "losing a resistance takes only the printed and gained ones: one granted by an effect stays",
                _edit(
                    "stats",
                    "resistances",
                    "return list(dict.fromkeys(x for s in with_grants(g, unit, found, constant=True) for x in s.resistance))",
                    "granted = [v for m in g.state.modifiers if m.unit == unit.card and m.clause == 'MC-10-14-4' "
                    "and m.standing is not None for v in m.standing.resistance]\n    return list(dict.fromkeys([*(x "
                    "for s in with_grants(g, unit, found, constant=True) for x in s.resistance), *granted]))",
                ),
            ),
            _mutant(
                "loss-ignores-moments",
                "MC-10-7-2-2-1",
                "a loss of standing abilities is applied after every ○ effect, whenever its unit entered",
                _edit("stats", "with_grants", "events.append((x.seq, 0, i,", "events.append((-1, 0, i,"),
            ),
        ]
    }
)

# MC 16.1.1.2-3 (mc-loop): perpetual loops a player can stop, and the optional effects that stop them (10.1.7).
MUTANTS.update(
    {
        m.name: m
        for m in [
            _mutant(
                "unstoppable-loop-asks-counts",
                "MC-16-1-1-1",
                "a recognised loop nobody has a choice in asks both players for repeat counts instead of a draw",
                _edit("procedures.effects", "recognise", "if not stoppers:", "if False:"),
            ),
            _mutant(
                "larger-loop-count-runs",
                "MC-16-1-1-3",
                "of the two repeat counts, the larger one is run",
                _edit(
                    "procedures.effects",
                    "recognise",
                    "w.count = min(first_count, second_count)",
                    "w.count = max(first_count, second_count)",
                ),
            ),
            _mutant(
                "opponent-declares-loop-count-first",
                "MC-16-1-1-3",
                "the advancing player's opponent declares its repeat count first",
                _edit("procedures.effects", "recognise", "a = g.state.active", "a = 1 - g.state.active"),
            ),
            _mutant(
                "loop-count-skips-revealing-run",
                "MC-16-1-1-2",
                "the run that revealed the loop is not counted: the loop runs once more than declared",
                _edit("procedures.effects", "recognise", "w.start, w.runs = w.fp, 1", "w.start, w.runs = w.fp, 0"),
            ),
            _mutant(
                "loop-stopper-does-not-stop",
                "MC-16-1-1-3",
                "once the count has run, the player whose count it was does not stop the loop",
                _edit("procedures.effects", "engage_stop", "w.stop_once = (w.stopper, w.clause)", "w.stop_once = None"),
            ),
            _mutant(
                "stopped-loop-chosen-again",
                "MC-16-1-1-3",
                "once the loop is stopped, the player who declared the larger count may choose it again",
                _edit(
                    "procedures.effects",
                    "loop_answer",
                    "if bar is not None and w.fp in bar[1] and w.stop_once is None:",
                    "if False:",
                ),
            ),
            _mutant(
                "optional-effect-is-compulsory",
                "MC-10-1-7",
                "an optional ('may') effect applies without its player being asked",
                _edit("procedures.effects", "apply_all", "if effect.may and effect.delay is None", "if False"),
            ),
        ]
    }
)

# mc-fix: MC 16.2.1 — each use of a 重複しない ability is its own designation, a ● one's too; MC 15.1.5 — a ○ name; MC 10.5.4.1.3
MUTANTS.update(
    {
        m.name: m
        for m in [
            _mutant(
                "no-stack-one-designation-per-card",
                "MC-16-2-1",
                "the designation is the card used, not the use: a unit's ◎ used twice on one target applies twice",
                _edit("procedures.actions", "fresh_targets", "if first is None or (since is not None and first >= since):",
                      "if first is None or since is not None:"),
            ),
            _mutant(
                "no-stack-trigger-designates-nothing",
                "MC-16-2-1",
                "a triggered ability's 重複しない effect designates nothing as it is played, so it stacks",
                _edit("procedures.effects", "play_one", "since = actions.designate(g, w.card, targets, ability.effects)",
                      "since = None"),
            ),
            _mutant(
                "enters-from-discard-read-as-printed",
                "MC-10-5-4-1-3",
                "a unit summoned from the discard pile is read as it lay there (printed), not as it is on the battlefield",
                _edit("triggers", "entered", "seen = snapshot(g, unit)  # 10.5.4.1.1",
                      'seen = snapshot(g, unit) if came_from == "hand" else {"attack": g.defn(unit.card).attack or 0, '
                      '"level": g.defn(unit.card).level or 0}  # 10.5.4.1.1'),
            ),
            _mutant(
                "constant-name-change-ignored",
                "MC-15-1-5",
                "a name a ○ ability changes is not in force: a hero may be summoned beside a unit it names after the hero",
                _edit("continuous", "constant_grants", '"name": ("change_name",)', '"name": ()'),
            ),
        ]
    }
)
