Feature: MC 7.6 The end declaration phase
  The turn's end is handled (MC 7.6.1): the phase's end and the turn's end trigger (7.6.2); a check step
  follows, then the grant and change effects of the phase and the effects of [メイン] abilities fired this
  turn are lost (7.6.3); every exhausted unit, of either player, becomes ready (7.6.4); the phase ends and
  the next turn begins (7.6.5).

  The phase asks nothing: the scenarios reach it by ending A's second hand adjustment.

  Background:
    Given a game in A's second hand adjustment phase
    And the test cards:
      | id     | type    | level | attack | defence | advance | limit |
      | goblin | unit    | 1     | 3      | 2       | walking |       |
      | wall   | unit    | 1     | 0      | 9       | walking |       |
      | plains | terrain |       |        |         |         | 8     |
    And A holds goblin#9 in hand

  @clause:MC-7-6-2
  Scenario: the phase opens with the turn's end trigger moment, after the second hand adjustment
    When A is done
    Then the ruling cites in order "MC-7-5-7", "MC-7-6-2", "MC-7-6-3", "MC-7-6-5"
    And the ruling says "the end declaration phase begins"

  @clause:MC-7-6-3
  Scenario: a check step, and the phase's effects are lost before the units become ready
    Given A has "plains" at b2
    And A's party at b2 is goblin
    And A's goblin is exhausted
    When A is done
    Then the ruling cites in order "MC-7-6-2", "MC-7-6-3", "MC-7-6-4", "MC-7-6-5"
    And the ruling says in order "the end declaration phase begins", "a check step", "every exhausted unit becomes ready"

  @clause:MC-7-6-4
  Rule: every exhausted unit, of either player, becomes ready

    @clause:MC-7-6-4
    Scenario: A's and B's exhausted units are ready for B's turn
      Given A has "plains" at b2
      And B has "plains" at b3
      And A's party at b2 is goblin
      And B's party at b3 is wall
      And A's goblin is exhausted
      And B's wall is exhausted
      When A is done
      Then the ruling cites "MC-7-6-4"
      And A's goblin is ready
      And B's wall is ready

    @clause:MC-7-6-4
    Scenario: with every unit ready there is nothing to ready
      Given A has "plains" at b2
      And A's party at b2 is goblin
      When A is done
      Then the ruling does not cite "MC-7-6-4"

  @clause:MC-7-6-5
  Scenario: the next turn begins: turn 4, B advancing
    When A is done
    Then the ruling cites in order "MC-7-6-5", "MC-7-1-2-1", "MC-7-1-1"
    And the game is at "main" of turn 4 with B active
