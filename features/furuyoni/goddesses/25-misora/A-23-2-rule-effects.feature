@goddess:misora
Feature: A 23-2 Misora's rule effects
  At the end of her main phase, if she attacked this turn, her aim becomes none. At her end phase she
  may make her aim equal to the current distance.

  @clause:A-23-2
  Scenario: after an attack this turn, the aim is forgotten at the end of the main phase
    Given a duel in A's main phase with a standard action
    And A harbors Misora with aim 3
    And A has already attacked this turn
    When A ends the main phase
    Then A's aim is none

  @clause:A-23-2
  Scenario: without an attack this turn, the aim is kept through the end of the main phase
    Given a duel in A's main phase with a standard action
    And A harbors Misora with aim 3
    And the distance is 5
    When A ends the main phase
    Then A must decide may
    And A's aim is 3

  @clause:A-23-2
  Scenario: at her end phase she may set the aim to the current distance
    Given a duel in A's end phase
    And A harbors Misora with no aim
    And the distance is 6
    When the position is submitted
    Then A must decide may
    When A accepts
    Then A's aim is 6
    And the ruling cites "A 23-2"

  @clause:A-23-2
  Scenario: she may also leave the aim as it is
    Given a duel in A's end phase
    And A harbors Misora with aim 2
    And the distance is 6
    When the position is submitted
    And A declines
    Then A's aim is 2

  @clause:A-23-2
  Scenario: the opponent's end phase gives her no aim
    Given a duel in B's end phase
    And A harbors Misora with aim 2
    And the distance is 6
    When the position is submitted
    Then A must decide reshuffle
    And A's aim is 2
