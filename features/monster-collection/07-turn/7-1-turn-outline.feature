Feature: MC 7.1 The turn
  In each turn one player advances and the other defends, and the turn runs through the first hand
  adjustment, main, normal summon, second hand adjustment and end declaration phases, in that order,
  turn after turn (MC 7.1.1); the roles swap as each turn ends and the next begins (7.1.2.1).

  Background:
    Given a game in A's main phase

  @clause:MC-7-1-1
  Rule: a turn runs its five phases in order, and the next turn follows

    @clause:MC-7-1-1
    Scenario: from A's main phase to B's, through every phase in order
      When A ends the main phase
      And A ends the normal summon phase
      Then the ruling cites in order "MC-7-3-5", "MC-7-4-2", "MC-7-4-6", "MC-7-5-2", "MC-7-5-6", "MC-7-6-2", "MC-7-6-5", "MC-7-1-1", "MC-7-2-2", "MC-7-2-6", "MC-7-3-2"
      And the game is at "main" of turn 4 with B active

    @clause:MC-7-1-1
    Scenario: the main phase comes after the first hand adjustment, not before it
      Given a game in A's first hand adjustment phase
      When the position is submitted
      Then the game is at "main" of turn 3 with A active

  @clause:MC-7-1-2-1
  Scenario: the roles swap as the turn ends: B advances in turn 4, then A in turn 5
    When A ends the main phase
    And A ends the normal summon phase
    Then the ruling cites "MC-7-1-2-1"
    And B must decide "main"
    When B ends the main phase
    And B ends the normal summon phase
    And B is done
    And A is done
    Then A must decide "main"
    And the game is at "main" of turn 5 with A active
