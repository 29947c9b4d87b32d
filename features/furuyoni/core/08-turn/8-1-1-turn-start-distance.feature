Feature: C 8-1-1 Fixing the turn-start distance
  The first step of the start phase takes the current distance as the turn-start distance of the
  turn (C 8-1-1); later comparisons such as "closer than at the start of the turn" refer to it
  (C 5-2-1).

  Decision (clause index, AMBIGUITIES #10): C 5-2-1 words the moment as "before effects other than
  constant / while-deployed / while-used effects resolve", while C 8-1-1 fixes it before C 8-1-2,
  where exactly such effects resolve. The suite follows C 8-1-1: the value is fixed before any
  start-phase effect, so a start-phase effect that moves the distance does not change it.

  @clause:C-8-1-1
  Rule: the current distance at the start of the start phase becomes the turn-start distance

    Background:
      Given a duel at the start of turn 3 with A active
      And the test cards:
        | id    | type        | charge |
        | drift | enhancement | 1      |
        | leaf  | action      |        |
        | stone | action      |        |
      And "drift" has the effect "while_deployed@start_phase: move distance -> self.aura 1"
      And A's deck is leaf, stone from the top

    @clause:C-8-1-1
    Scenario: the previous turn's value is replaced by the current distance
      Given the distance is 7
      And the turn-start distance was 3
      When the position is submitted
      Then the turn-start distance is 7

    @clause:C-8-1-1
    Scenario: a start-phase effect that moves the distance does not change the turn-start distance
      Given the distance is 6
      And A has "drift" deployed with 2 crystals
      When the position is submitted
      Then the distance is 5
      And A has aura 4
      And the turn-start distance is 6

    @clause:C-8-1-1
    Scenario: moves made in the main phase leave the turn-start distance as it was fixed
      Given the distance is 6
      When A does not reshuffle
      And A chooses a standard action
      And A performs advance paying concentration
      Then the distance is 5
      And the turn-start distance is 6

    @clause:C-8-1-1
    Scenario: with real cards, the previous turn's value is replaced by the current distance
      Given a duel at the start of turn 3 with A active
      And A's deck is "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2) from the top
      And the distance is 7
      And the turn-start distance was 3
      When the position is submitted
      Then the turn-start distance is 7

  @clause:C-8-1-1
  Rule: the turn-start distance is fixed before the start-phase effects and the default process

    @clause:C-8-1-1 @clause:C-8-1-2
    Scenario: the new turn fixes its turn-start distance first
      Given a duel in B's main phase with a standard action
      And the test cards:
        | id    | type        | charge |
        | drift | enhancement | 1      |
      And "drift" has the effect "while_deployed@start_phase: move distance -> self.aura 1"
      And the distance is 4
      And the turn-start distance was 9
      And A has "drift" deployed with 2 crystals
      When B ends the main phase
      Then the ruling cites in order C 8, C 8-1-1, C 8-1-2, C 8-1-3
      And the turn-start distance is 4
      And the distance is 3
