@goddess:hagane
Feature: A 6-2 遠心 (centrifugal)
  A card with 遠心 can be used only while the current distance is at least 2 greater than the distance
  at the start of the turn, and only while its user has not attacked yet. The rule speaks of attacks
  in the current phase; players attack only in the main phase (their own attacks and reactions), so
  our reading checks the attacks of this turn.

  Background:
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id    | type   | keywords    | range | damage |
      | whirl | action | centrifugal |       |        |
      | jab   | attack |             | 0-10  | 1/1    |

  @clause:A-6-2
  Scenario: A centrifugal card is usable with the distance 2 farther than at the start of the turn
    Given A holds whirl in hand
    And the turn-start distance was 3
    And the distance is 5
    When A uses "whirl"
    Then "whirl" is in A's discard pile

  @clause:A-6-2
  Scenario: One step farther is not enough
    Given A holds whirl in hand
    And the turn-start distance was 3
    And the distance is 4
    Then the options do not include use whirl
    When A tries to use "whirl"
    Then the action is illegal citing "A 6-2"

  @clause:A-6-2
  Scenario: Closing the distance by 2 is a change, but not the widening centrifugal needs
    Given A holds whirl in hand
    And the turn-start distance was 5
    And the distance is 3
    When A tries to use "whirl"
    Then the action is illegal citing "A 6-2"

  @clause:A-6-2
  Scenario: After its user has attacked, a centrifugal card can no longer be used
    Given A holds whirl, jab in hand
    And the turn-start distance was 3
    And the distance is 5
    And B has aura 5
    Then the options include use whirl
    When A uses "jab"
    And B takes the damage on aura
    Then the options do not include use whirl
    When A tries to use "whirl"
    Then the action is illegal citing "A 6-2"

  @clause:A-6-2 @card:NA-08-hagane-O-N-5
  Scenario: Waltz of Steel (NA-08-hagane-O-N-5) has centrifugal: not usable at the turn-start distance
    Given A has "Waltz of Steel" (NA-08-hagane-O-N-5) in hand
    And the turn-start distance was 5
    And the distance is 5
    And B has flare 3
    When A tries to use "Waltz of Steel"
    Then the action is illegal citing "A 6-2"
    And B has flare 3
