@goddess:mizuki
Feature: A 16-4 The barracks
  The barracks belongs to a player harboring Mizuki and holds only soldier and normal cards, each
  conscripted or not; a position that breaks this is refused. (That its cards are face down to the
  opponent is checked on the views, tests/unit/test_mizuki_barracks.py.)

  Background:
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id    | category | type   | cost |
      | spear | soldier  | action |      |
      | leaf  | normal   | action |      |
      | relic | trump    | action | 1    |

  @clause:A-16-4
  Scenario: Soldier and normal cards, conscripted or not, may lie in the barracks
    Given A harbors "mizuki" and "yurina"
    And A's barracks holds spear, conscripted
    And A's barracks holds leaf
    When the position is submitted
    Then the position is accepted

  @clause:A-16-4
  Scenario: A trump card cannot lie in the barracks
    Given A harbors "mizuki" and "yurina"
    And A's barracks holds relic
    When the position is submitted
    Then the position is refused citing "A 16-4"

  @clause:A-16-4
  Scenario: A player who does not harbor Mizuki has no barracks
    Given B harbors "yurina" and "saine"
    And B's barracks holds B:leaf
    When the position is submitted
    Then the position is refused citing "A 16-4"
