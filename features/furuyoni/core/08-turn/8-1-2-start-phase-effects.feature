Feature: C 8-1-2 Effects at the start of the start phase
  After the turn-start distance is fixed, the effects that say they act in (or at the start of) the
  start phase resolve: constant effects, while-deployed effects of enhancements, while-used effects of
  used trumps, and effects given by additional rules (C 8-1-2). Each resolves at most once in the
  phase; when several are due, the active player picks the order (C 5-1-1). This step is not part of
  the default process, so it happens on turns 1 and 2 as well.

  @clause:C-8-1-2
  Rule: start-phase effects of cards in force resolve once each

    Background:
      Given a duel at the start of turn 3 with A active
      And the distance is 8
      And the test cards:
        | id    | type        | category | cost | charge |
        | drift | enhancement |          |      | 1      |
        | relic | action      | trump    | 0    |        |
        | omen  | action      |          |      |        |
        | leaf  | action      |          |      |        |
        | stone | action      |          |      |        |
      And "drift" has the effect "while_deployed@start_phase: move distance -> self.aura 1"
      And "relic" has the effect "while_used@start_phase: move distance -> self.aura 1"
      And "omen" has the effect "constant@start_phase: move distance -> self.aura 1"
      And A's deck is leaf, stone from the top

    @clause:C-8-1-2
    Scenario: a while-deployed start-phase effect resolves once
      Given A has "drift" deployed with 2 crystals
      When the position is submitted
      Then A has aura 4
      And the distance is 7
      And A must decide reshuffle

    @clause:C-8-1-2
    Scenario: a while-used start-phase effect of a used trump resolves once
      Given A has the used trump "relic"
      When the position is submitted
      Then A has aura 4
      And the distance is 7

    @clause:C-8-1-2
    Scenario: the while-used effect of a trump not yet used does not resolve
      Given A has the unused trump "relic"
      When the position is submitted
      Then A has aura 3
      And the distance is 8

    @clause:C-8-1-2
    Scenario: a constant start-phase effect of a face-up card resolves once
      Given A's discard pile holds omen
      When the position is submitted
      Then A has aura 4
      And the distance is 7

    @clause:C-8-1-2 @clause:C-5-1-1
    Scenario: with two effects due the active player chooses the order, and both resolve once
      Given A has "drift" deployed with 2 crystals
      And A has the used trump "relic"
      When the position is submitted
      Then A must decide order
      And the options include first drift, first relic
      When A resolves "relic" first
      Then A has aura 5
      And the distance is 6
      And A must decide reshuffle

    @clause:C-8-1-2
    Scenario: with real cards, the while-used start-phase effect of a used Hollow Blossoms attacks once, its aura being 6
      Given a duel at the start of turn 3 with A active
      And A's deck is "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2) from the top
      And A has the used trump "Hollow Blossoms" (NA-04-tokoyo-A2-S-3)
      And A has aura 6
      And the distance is 4
      And B has aura 3, life 10
      When the position is submitted
      Then B is not asked to choose the damage
      And B has aura 3, life 9
      And A must decide reshuffle

    @clause:C-8-1-2
    Scenario: with real cards, with an aura of 5 the used Hollow Blossoms does not attack at the start phase
      Given a duel at the start of turn 3 with A active
      And A's deck is "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2) from the top
      And A has the used trump "Hollow Blossoms" (NA-04-tokoyo-A2-S-3)
      And A has aura 5
      And the distance is 4
      And B has aura 3, life 10
      When the position is submitted
      Then B has aura 3, life 10
      And A must decide reshuffle

  @clause:C-8-1-2
  Rule: start-phase effects resolve before the default process, and on every turn

    @clause:C-8-1-2 @clause:C-8-1-3
    Scenario: a start-phase effect comes before the concentration gain of the default process
      # jolt flinches its player; the default gain that follows is spent on removing the flinch
      # (C 5-1-4). Had the gain come first, A would end with concentration 1 and flinched.
      Given a duel at the start of turn 3 with A active
      And the test cards:
        | id    | type        | charge |
        | jolt  | enhancement | 1      |
        | leaf  | action      |        |
        | stone | action      |        |
      And "jolt" has the effect "while_deployed@start_phase: flinch self"
      And A's deck is leaf, stone from the top
      And A has concentration 0, not flinched
      And A has "jolt" deployed with 2 crystals
      When the position is submitted
      Then A has concentration 0, not flinched

    @clause:C-8-1-2
    Scenario: start-phase effects resolve on turn 1, where the default process is skipped
      Given a duel at the start of turn 1 with A active
      And the distance is 8
      And the test cards:
        | id    | type        | charge |
        | drift | enhancement | 1      |
      And "drift" has the effect "while_deployed@start_phase: move distance -> self.aura 1"
      And A has "drift" deployed with 2 crystals
      When the position is submitted
      Then A has aura 4
      And the distance is 7
      And "drift" has 2 crystals
      And A must decide action_kind

    @clause:C-8-1-2
    Scenario: the ruling places the start-phase effects between the turn-start distance and the default process
      Given a duel in B's main phase with a standard action
      And the distance is 8
      And the test cards:
        | id    | type        | charge |
        | drift | enhancement | 1      |
      And "drift" has the effect "while_deployed@start_phase: move distance -> self.aura 1"
      And A has "drift" deployed with 2 crystals
      When B ends the main phase
      Then the ruling cites in order C 8-1-1, C 8-1-2, C 8-1-3
      And A has aura 4
