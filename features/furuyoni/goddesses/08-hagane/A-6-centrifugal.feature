@goddess:hagane
Feature: A 6-2 遠心 (centrifugal)
  A card with 遠心 can be used only while the current distance is at least 2 greater than the distance
  at the start of the turn, and only while its user has not attacked yet in the current phase. The
  rule speaks of the phase, not the turn: an attack made in the start phase (an enhancement's
  disenchant attack as its last crystal leaves it) does not bar a centrifugal card in the main phase,
  as the official FAQ (Hagane, Centrifuge) rules.

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

  @clause:A-6-2 @card:NA-02-saine-O-N-6 @card:NA-08-hagane-O-N-6
  Scenario: FAQ (Hagane, Centrifuge): a disenchant attack made in the start phase does not bar a centrifugal card in the main phase
    Wavering Crystal loses its last crystal in A's start phase: its disenchant attack hits B and it puts
    a dust crystal into the distance. That attack was made in the start phase, so in the main phase,
    once the distance is 2 farther than at the start of the turn, Sound the Bell can be used.
    Given a duel at the start of turn 3 with A active
    And A harbors "hagane" and "saine"
    And A has "Wavering Crystal" (NA-02-saine-O-N-6) deployed with 1 crystal
    And A has "Sound the Bell" (NA-08-hagane-O-N-6) in hand
    And A's deck is jab, whirl from the top
    And the distance is 4
    And the dust is 2
    And A has aura 3, concentration 1
    And B has aura 5, life 10
    When the position is submitted
    And A does not reshuffle
    Then A has attacked this turn
    And B has aura 4
    And the distance is 5
    And the turn-start distance is 4
    When A chooses a standard action
    And A performs retreat paying concentration
    Then the distance is 6
    And the options include use Sound the Bell
    When A uses "Sound the Bell"
    Then A must decide choose

  @clause:A-6-2
  Scenario: An attack made in an earlier phase of the turn does not bar a centrifugal card
    Given A holds whirl in hand
    And A has already attacked this turn
    And the turn-start distance was 3
    And the distance is 5
    When A uses "whirl"
    Then "whirl" is in A's discard pile

  @clause:A-6-2
  Scenario: An attack made earlier in the current phase bars a centrifugal card
    Given A holds whirl in hand
    And A has already attacked this phase
    And the turn-start distance was 3
    And the distance is 5
    When A tries to use "whirl"
    Then the action is illegal citing "A 6-2"
