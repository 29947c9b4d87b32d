"""Furuyoni's mutants: deliberate, realistic rule mistakes in this engine, each naming the clause it
breaks (``Game.mutants()``; the patch machinery is the referee's, ``referee.conformance.mutation``).

``python -m referee conformance --mutants`` runs the scenarios against each one; a mutant is *caught*
when a scenario tagged with its clause fails against it (and passes against the real engine).
"""

from __future__ import annotations

from referee.conformance.mutation import EditSource, PatchMutant, SetConstant

PACKAGE = "engine.furuyoni"


def _mutant(name: str, clause: str, mistake: str, patches: tuple[SetConstant | EditSource, ...]) -> PatchMutant:
    return PatchMutant(PACKAGE, name, clause, mistake, patches)


# The two loops of attack_range (C 10-4), swapped by the mutant "contraction-before-expansion".
_EXPANSIONS = """\
    for e in mods:
        if e.range_class == "expand_near" and rng:  # C 10-4-1
            lo = min(rng)
            rng |= set(range(lo - e.amount, lo))
        elif e.range_class == "expand_far" and rng:  # C 10-4-2
            hi = max(rng)
            rng |= set(range(hi + 1, hi + e.amount + 1))
"""
_CONTRACTIONS = """\
    for e in mods:
        if e.range_class == "contract_near" and rng:  # C 10-4-3
            lo = min(rng)
            rng -= set(range(lo, lo + e.amount))
        elif e.range_class == "contract_far" and rng:  # C 10-4-4
            hi = max(rng)
            rng -= set(range(hi - e.amount + 1, hi + 1))
"""


def _edit(module: str, qualname: str, old: str, new: str) -> EditSource:
    return EditSource(module, qualname, ((old, new),))


_ALL = (
    _mutant(
        "aura-cap-6",
        "C-7-1-3-1",
        "an Aura takes up to six crystals instead of five",
        (SetConstant("game", "AURA_CAP", 6),),
    ),
    _mutant(
        "master-distance-3",
        "C-5-2-2",
        "the master's distance is 3 instead of 2 (advance and withdraw switch at the wrong distance)",
        (SetConstant("game", "MASTER_DISTANCE", 3),),
    ),
    _mutant(
        "reshuffle-without-damage",
        "C-9-7",
        "a reshuffle made by the rules does not deal the player 1 damage to their own Life",
        (_edit("procedures.common", "reshuffle", "if by_rule:", "if False:"),),
    ),
    _mutant(
        "aura-damage-choosable-when-short",
        "C-5-8-3-2",
        "the aura side of two-valued damage may be chosen even when the Aura holds fewer crystals than the damage",
        (
            _edit(
                "procedures.common",
                "two_valued_damage",
                "if aura is not None and not (life is not None and aura_for_damage(g, p) < aura):",
                "if aura is not None:",
            ),
        ),
    ),
    _mutant(
        "reaction-against-reaction",
        "C-9-4",
        "an attack that is itself a reaction can be reacted to",
        (_edit("procedures.attack", "resolve_steps", "if not atk.reacting:", "if True:"),),
    ),
    _mutant(
        "full-power-card-in-standard-action",
        "C-8-2-2",
        "a full-power card may be used during a standard action",
        (
            _edit(
                "procedures.use",
                "check_use",
                'if how == "main" and s.action_kind == "standard" and d.subtype == "full_power" and not full_power_turned_terminal(g, p, uid):',
                "if False:",
            ),
        ),
    ),
    _mutant(
        "enhancements-do-not-tick",
        "C-8-1-3",
        "the start phase does not take one crystal off each enhancement",
        (_edit("procedures.turn", "start_phase", "yield from tick_enhancements(g)", "yield from ()"),),
    ),
    _mutant(
        "hand-limit-3",
        "C-8-3-2",
        "the hand limit enforced in the end phase is 3 instead of 2",
        (SetConstant("game", "HAND_LIMIT", 3),),
    ),
    _mutant(
        "flinch-does-not-replace-gain",
        "C-5-1-4",
        "a flinched player who would gain concentration loses the flinch and gains the concentration too",
        (
            _edit(
                "game",
                "Game.gain_concentration",
                'flinch is removed instead", player=p)\n        return\n',
                'flinch is removed instead", player=p)\n',
            ),
        ),
    ),
    _mutant(
        "contraction-before-expansion",
        "C-5-7",
        "range contractions are applied before range expansions",
        (_edit("attacks", "attack_range", _EXPANSIONS + _CONTRACTIONS, _CONTRACTIONS + _EXPANSIONS),),
    ),
    _mutant(
        "partial-payment",
        "C-5-9",
        "a trump whose cost exceeds the Flare may be used, paying what the Flare holds",
        (_edit("procedures.use", "check_use", 'd.category == "trump" and trump_cost(g, p, uid, how) > ps.flare', "False"),),
    ),
    _mutant(
        "dash-damage-is-zero",
        "C-5-8-3-2",
        "a '-' damage value is treated as the number 0, so its side can be chosen",
        (
            _edit(
                "attacks",
                "damage",
                "aura, life = attack.aura_damage, attack.life_damage",
                "aura, life = attack.aura_damage or 0, attack.life_damage or 0",
            ),
        ),
    ),
    _mutant(
        "start-phase-skip-on-turn-3",
        "C-8-1-3",
        "the start phase's default process is skipped on turns 1 to 3 instead of 1 and 2",
        (_edit("procedures.turn", "start_phase", "if s.turn <= 2:", "if s.turn <= 3:"),),
    ),
    _mutant(
        "range-checked-only-at-declaration",
        "C-9-4-1",
        "an attack's range is checked when the card is used, not again when the attack resolves",
        (_edit("procedures.attack", "resolve_steps", "elif in_range(g, atk):", "elif True:"),),
    ),
    _mutant(
        "fatigue-damages-life-only",
        "C-10-10",
        "fatigue is 1 damage to Life instead of 1/1 damage with the usual choice",
        (
            _edit(
                "procedures.common",
                "fatigue",
                "    aura: int | None = 1\n",
                "    aura: int | None = None\n",
            ),
        ),
    ),
    _mutant(
        "concentration-cap-3",
        "C-5-1-2",
        "concentration is capped at 3 instead of 2",
        (SetConstant("game", "CONCENTRATION_CAP", 3),),
    ),
    _mutant(
        "life-damage-to-dust",
        "C-5-8-3-1",
        "Life damage sends its crystals to Dust instead of the player's own Flare",
        (
            _edit(
                "procedures.common",
                "single_damage",
                'dest = ("flare", p) if target == "life" else ("dust",)',
                'dest = ("dust",)',
            ),
        ),
    ),
    _mutant(
        "reshuffle-forgets-face-down-cards",
        "C-9-7",
        "a reshuffle returns the discard pile but leaves the face-down normal cards out",
        (
            _edit(
                "procedures.common",
                "reshuffle",
                'list(ps.discard) + [u for u in ps.face_down if g.defn(u).category == "normal"]',
                "list(ps.discard)",
            ),
        ),
    ),
    _mutant(
        "aura-damage-uncapped",
        "C-6-4-1-4",
        "an attack's aura damage is not kept at 5 or less after modifications",
        (SetConstant("attacks", "AURA_DAMAGE_CAP", 99),),
    ),
    _mutant(
        "addition-before-multiplication",
        "C-5-6",
        "damage additions are applied before multiplication and division",
        (SetConstant("attacks", "MOD_ORDER", ("substitute", "swap", "add", "multiply", "divide", "normalize")),),
    ),
    _mutant(
        "empty-enhancement-survives",
        "C-5-5-2",
        "an enhancement left without crystals is not destroyed",
        (
            _edit(
                "procedures.common",
                "settle",
                "if s.cards[u].crystals == 0 and u not in g.destroying",
                "if False",
            ),
        ),
    ),
    _mutant(
        "full-power-effect-always-on",
        "C-9-1-2",
        "a card's full-power effect resolves even when the card was not used by a full-power action",
        (_edit("procedures.effects", "resolve_effects", "if eff.full_power and not ctx.full_power:", "if False:"),),
    ),
    _mutant(
        "used-trump-returns-unused",
        "C-9-2-2",
        "a trump goes back to the trump zone unused after its use",
        (_edit("procedures.use", "_after_use", 'trump_state="used"', 'trump_state="unused"'),),
    ),
    _mutant(
        "arrow-direction-by-active-player",
        "C-10-1",
        "the active player, not the player who generated it, picks the direction of a two-way arrow",
        (_edit("procedures.terms", "arrow", "p: Player = 0 if me == 0 else 1", "p: Player = g.state.active"),),
    ),
    _mutant(
        "unavoidable-attack-skips-creation-check",
        "C-10-5",
        "an unavoidable attack made by an effect is not range-checked when it is created",
        (
            _edit(
                "procedures.attack",
                "launch",
                "if not in_range(g, atk):",
                "if not atk.unavoidable and not in_range(g, atk):",
            ),
        ),
    ),
    _mutant(
        "unguarded-set-off-by-reshuffle",
        "C-10-6",
        "the life damage of a reshuffle sets off 隙 (unguarded) like any other life damage",
        (_edit("procedures.common", "damage_taken", 'if target == "life" and cause != "reshuffle":', 'if target == "life":'),),
    ),
    _mutant(
        "becomes-met-on-arrival",
        "C-10-8",
        "a trump whose 'becomes' condition already holds when it is used returns at once",
        (_edit("game", "Game.move_card", "self._already_met(uid)", "pass"),),
    ),
    _mutant(
        "resurgence-in-every-end-phase",
        "C-10-7",
        "再起 (resurgence) is checked in the opponent's end phase too, not only in its holder's",
        (_edit("procedures.turn", "due_triggers", "and holder == s.active", "and True"),),
    ),
    _mutant(
        "added-effects-first",
        "C-10-14",
        "effects added to a card come before its printed effects instead of after them",
        (
            _edit(
                "copies",
                "current_definition",
                "effects=[*d.effects, *inst.added]",
                "effects=[*inst.added, *d.effects]",
            ),
        ),
    ),
    _mutant(
        "copy-takes-the-category",
        "C-10-16",
        "a copy reads the original's category too",
        (_edit("copies", "current_definition", "d = replace(original, category=printed.category)", "d = original"),),
    ),
    _mutant(
        "after-attack-damage-is-attack-damage",
        "C-10-19",
        "every damage counts as an attack's damage, the after-attack effects' and other effects' too",
        (_edit("procedures.common", "damage_taken", 'if cause == "attack":', "if True:"),),
    ),
    _mutant(
        "trumps-out-of-play-counted",
        "C-10-20",
        "'all your other trumps are used' also looks at trumps in Extra and out of the game",
        (_edit("quantities", "_other_trumps_not_used", 'if zone in ("extra", "out_of_game"):', "if False:"),),
    ),
)

MUTANTS: dict[str, PatchMutant] = {m.name: m for m in _ALL}
