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

  @clause:A-16-4
  Scenario: A conscripted card of the barracks may be used as a main action; an unconscripted one may not
    Given A harbors "mizuki" and "yurina"
    And the test cards:
      | id    | category | type   |
      | drill | normal   | action |
    And "drill" has the effect "on_use: gain_concentration self 1"
    And A has concentration 0
    And A's barracks holds drill, conscripted
    And A's barracks holds spear
    Then the options include use drill
    And the options do not include use spear
    When A uses "drill"
    Then A has concentration 1
    And "drill" is in A's discard pile

  @clause:A-16-4 @clause:A-16-2-1 @card:NA-18-mizuki-O-T-1
  Scenario: Spearman (NA-18-mizuki-O-T-1), conscripted, attacks from the barracks, goes back there unconscripted, and ends her card use (終端)
    Given A harbors "mizuki" and "yurina"
    And the distance is 3
    And B has aura 5, life 10
    And A's barracks holds "Spearman" (NA-18-mizuki-O-T-1), conscripted
    And A holds leaf in hand
    When A uses "Spearman"
    And B takes the damage on life
    Then B has aura 5, life 9
    And A's barracks holds exactly Spearman
    And the options do not include use leaf
