Feature: C 8-2-3 The end of the main phase
  When the main phase is over, the effects that act "at the end of the main phase" (constant,
  while-deployed, while-used and additional-rule effects) resolve, in the order the active player
  likes and each once (C 8-2-3). If an effect ended the main phase, this step does not happen at all
  (supplement to C 8-2-3); a full-power action ending after its one use is the rule ending the phase,
  not an effect, so the step happens.

  Background:
    Given a duel in A's main phase with a standard action
    And the distance is 8
    And the test cards:
      | id    | type        | category | cost | charge |
      | bell  | enhancement |          |      | 1      |
      | gong  | enhancement |          |      | 1      |
      | halt  | action      |          |      |        |
      | chant | action      |          |      |        |
      | bolt  | action      | trump    | 0    |        |
    And "bell" has the effect "while_deployed@main_end: move distance -> self.aura 1"
    And "gong" has the effect "while_deployed@main_end: move distance -> self.aura 1"
    And "halt" has the effect "on_use: end_phase"
    And "chant" has the effect "on_use: gain_concentration self 1"
    And "bolt" has the effect "while_used@main_end: move distance -> self.aura 1"
    And A has "bell" deployed with 2 crystals

  @clause:C-8-2-3
  Rule: main-phase-end effects resolve once each, in the active player's order

    @clause:C-8-2-3
    Scenario: ending the main phase resolves a main-phase-end effect once
      When A ends the main phase
      Then A has aura 4
      And the distance is 7
      And the ruling cites in order C 8-2-2, C 8-2-3, C 8-3
      And the duel is at start_phase of turn 4 with B active

    @clause:C-8-2-3 @clause:C-5-1-1
    Scenario: with two effects due the active player orders them, and both resolve once
      Given A has "gong" deployed with 2 crystals
      When A ends the main phase
      Then A must decide order
      And the options include first bell, first gong
      When A resolves "gong" first
      Then A has aura 5
      And the distance is 6

    @clause:C-8-2-3
    Scenario: a while-used main-phase-end effect of a used trump resolves too
      Given A has the used trump "bolt"
      When A ends the main phase
      Then A must decide order
      When A resolves "bolt" first
      Then A has aura 5
      And the distance is 6

    @clause:C-8-2-3
    Scenario: main-phase-end effects do not resolve while the main phase goes on
      Given A holds chant in hand
      When A uses "chant"
      Then A has aura 3
      And the distance is 8
      And A must decide main_action

    @clause:C-8-2-3 @clause:A-23-2
    Scenario: with real cards, ending the main phase after an attack resolves Misora's rule effect: her aim is forgotten
      Given a duel in A's main phase with a standard action
      And A harbors Misora with aim 3
      And the distance is 4
      And A holds "Slash" (NA-01-yurina-O-N-1) in hand
      And B has aura 5
      When A uses "Slash"
      And B takes the damage on aura
      Then A's aim is 3
      When A ends the main phase
      Then A's aim is none

  @clause:C-8-2-3
  Rule: the step is skipped when an effect ended the main phase

    @clause:C-8-2-3 @clause:C-10-13
    Scenario: a main phase ended by an effect skips the main-phase-end effects
      Given A holds halt in hand
      When A uses "halt"
      Then A has aura 3
      And the distance is 8
      And the ruling does not cite "C 8-2-3"
      And the duel is at start_phase of turn 4 with B active

    @clause:C-8-2-3 @clause:C-8-2-2
    Scenario: a full-power action ended after its one use still resolves the main-phase-end effects
      Given a duel in A's main phase with a full-power action
      And the distance is 8
      And the test cards:
        | id    | type        | charge |
        | bell  | enhancement | 1      |
        | chant | action      |        |
      And "bell" has the effect "while_deployed@main_end: move distance -> self.aura 1"
      And "chant" has the effect "on_use: gain_concentration self 1"
      And A has "bell" deployed with 2 crystals
      And A holds chant in hand
      When A uses "chant"
      Then A has aura 4
      And the distance is 7
      And the ruling cites "C 8-2-3"
      And the duel is at start_phase of turn 4 with B active

    @clause:C-8-2-3 @clause:A-23-2
    Scenario: with real cards, a main phase ended by Centrifugal Swing's effect skips the main-phase end: Misora's aim stays
      Given a duel in A's main phase with a standard action
      And A harbors Misora with aim 3
      And A has "Centrifugal Swing" (NA-08-hagane-O-N-1) in hand
      And the turn-start distance was 2
      And the distance is 4
      And B has aura 5, life 10
      When A uses "Centrifugal Swing"
      And B takes the damage on aura
      Then the ruling cites "C 10-13"
      And A's aim is 3
