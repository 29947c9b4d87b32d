@goddess:renri
Feature: Renri's cards that read a perjury's outcome
  Leverage and Wallow read whether the opponent has failed a disproof this turn (A 20-6-3); a failed
  disproof of a true Beguile costs the disprover two fatigues instead of one.

  Background:
    Given a duel in A's main phase with a standard action

  @clause:A-20-6-3 @card:NA-22-renri-O-N-4
  Scenario: Leverage (NA-22-renri-O-N-4) after the opponent failed a disproof returns a 偽証 card from the discard pile
    Given B has failed a disproof this turn
    And A has "Leverage" (NA-22-renri-O-N-4) in hand
    And A's discard pile holds "Compound" (NA-22-renri-O-N-2), "Enclose" (NA-22-renri-O-N-7)
    When A uses "Leverage"
    Then B has flinched
    And the options are exactly choose Compound, decline
    When A chooses "Compound"
    Then "Compound" is in A's hand

  @clause:A-20-6-3 @card:NA-22-renri-O-N-4
  Scenario: Leverage (NA-22-renri-O-N-4) without a failed disproof only makes the opponent flinch
    Given A has "Leverage" (NA-22-renri-O-N-4) in hand
    And A's discard pile holds "Compound" (NA-22-renri-O-N-2)
    When A uses "Leverage"
    Then B has flinched
    And "Compound" is in A's discard pile
    And A must decide main_action

  @clause:C-7-1-8 @card:NA-22-renri-O-N-5
  Scenario: Beguile (NA-22-renri-O-N-5) with 3 normal cards in her discard pile makes the opponent put a card face down
    Given the test cards:
      | id    | type   |
      | leaf  | action |
      | leaf2 | action |
      | leaf3 | action |
    And A's discard pile holds leaf, leaf2, leaf3
    And B holds B:leaf in hand
    And A has "Beguile" (NA-22-renri-O-N-5) in hand
    When A uses "Beguile"
    And B puts "B:leaf" face-down
    Then "B:leaf" is in B's face-down pile
    And B has not flinched

  @clause:C-5-1-4 @card:NA-22-renri-O-N-5
  Scenario: Beguile (NA-22-renri-O-N-5) makes an opponent with an empty hand flinch
    Given the test cards:
      | id    | type   |
      | leaf  | action |
      | leaf2 | action |
      | leaf3 | action |
    And A's discard pile holds leaf, leaf2, leaf3
    And A has "Beguile" (NA-22-renri-O-N-5) in hand
    When A uses "Beguile"
    Then B has flinched

  @clause:A-20-6-3 @card:NA-22-renri-O-N-5
  Scenario: a failed disproof of a true Beguile (NA-22-renri-O-N-5) costs the disprover two fatigues
    Given A harbors "renri" and "yurina"
    And B has aura 5, life 10
    And A has "Beguile" (NA-22-renri-O-N-5) in hand
    When A uses "Beguile" as "NA-22-renri-O-N-5"
    And B accepts
    And B takes the damage on aura
    And B takes the damage on aura
    Then B has aura 3, life 10

  @clause:C-10-26 @card:NA-22-renri-O-S-1
  Scenario: Wallow (NA-22-renri-O-S-1) deals both damages once the opponent has failed a disproof this turn
    Given B has failed a disproof this turn
    And A has flare 4
    And B has aura 5, life 10
    And A has the unused trump "Wallow" (NA-22-renri-O-S-1)
    When A uses "Wallow"
    Then B has aura 4, life 8

  @clause:C-9-1-1-8 @card:NA-22-renri-O-S-1
  Scenario: Wallow (NA-22-renri-O-S-1) used: at her end phase 1 damage to the opponent's aura, and it is unused again
    Given a duel at the end of A's main phase
    And the test cards:
      | id   | type   |
      | leaf | action |
    And B's deck is leaf, leaf from the top
    And B has aura 5, life 10
    And A has the used trump "Wallow" (NA-22-renri-O-S-1)
    When the position is submitted
    Then B has aura 4, life 10
    And "Wallow" is an unused trump

  @clause:A-20-6-1 @clause:C-5-8-3-2 @card:NA-22-renri-O-N-1
  Scenario: Charm (NA-22-renri-O-N-1) by perjury, undisproved and revealed as another card: the opponent cannot choose the aura damage
    Given A harbors "renri" and "yurina"
    And the distance is 2
    And B has aura 5, life 10
    And A has "Slash" (NA-01-yurina-O-N-1) in hand
    When A uses "Slash" as "NA-22-renri-O-N-1"
    And B declines
    Then A must decide may
    When A accepts
    Then B has aura 5, life 9
    And "Slash" is in A's discard pile

  @clause:A-20-6-1 @card:NA-22-renri-O-N-1
  Scenario: Charm (NA-22-renri-O-N-1) by perjury, not revealed: the opponent chooses as usual, and the card ends face down
    Given A harbors "renri" and "yurina"
    And the distance is 2
    And B has aura 5, life 10
    And A has "Slash" (NA-01-yurina-O-N-1) in hand
    When A uses "Slash" as "NA-22-renri-O-N-1"
    And B declines
    And A declines
    Then B must decide damage
    When B takes the damage on aura
    Then B has aura 3, life 10
    And "Slash" is in A's face-down pile

  @clause:A-20-6-1 @card:NA-22-renri-O-N-1
  Scenario: Charm (NA-22-renri-O-N-1) by perjury revealed as truly Charm leaves the opponent the choice
    Given A harbors "renri" and "yurina"
    And the distance is 2
    And B has aura 5, life 10
    And A has "Charm" (NA-22-renri-O-N-1) in hand
    When A uses "Charm" as "NA-22-renri-O-N-1"
    And B declines
    And A accepts
    Then B must decide damage

  @card:NA-22-renri-O-S-3 @clause:C-9-2-2 @clause:C-10-18
  Scenario: Dumbfound (NA-22-renri-O-S-3) uses a 偽証 card she left out at deck construction, then removes it from the game
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id  | type   | range | damage |
      | jab | attack | 0-10  | 1/1    |
    And the distance is 4
    And A has aura 5, life 10, flare 2
    And A's out-of-game zone holds "Motive" (NA-22-renri-O-N-6), "Enclose" (NA-22-renri-O-N-7)
    And A has the unused trump "Dumbfound" (NA-22-renri-O-S-3)
    And B holds jab in hand
    When B uses "jab"
    And A reacts with "Dumbfound"
    Then the options are exactly choose Motive
    When A chooses "Motive"
    Then the distance is 3
    And A has flare 1
    And "Motive" is face up in A's out-of-game zone
