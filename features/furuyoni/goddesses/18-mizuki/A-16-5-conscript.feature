@goddess:mizuki
Feature: A 16-5 Conscripting
  Conscripting makes one unconscripted soldier card of the player's barracks conscripted; the player
  picks which when different soldiers are there. Conscripted soldiers and normal cards in the barracks
  are not candidates, and with no candidate nothing happens (C 5-10).

  Background:
    Given a duel in A's main phase with a standard action
    And A harbors "mizuki" and "yurina"
    And the test cards:
      | id     | category | type   |
      | spear  | soldier  | action |
      | shield | soldier  | action |
      | leaf   | normal   | action |
    And A has "Lead the Charge" (NA-18-mizuki-O-N-1) in hand
    And the distance is 2

  @clause:A-16-5 @card:NA-18-mizuki-O-N-1
  Scenario: Lead the Charge (NA-18-mizuki-O-N-1) hits and then conscripts the soldier A picks
    Given A's barracks holds spear, shield
    When A uses "Lead the Charge"
    And B takes the damage on aura
    And A chooses "shield"
    Then A's conscripted cards are exactly shield
    And A's barracks holds exactly spear, shield
    And B has aura 2, life 10

  @clause:A-16-5 @card:NA-18-mizuki-O-N-1
  Scenario: Only an unconscripted soldier can be conscripted: a conscripted one and a normal card are passed over
    Given A's barracks holds spear, conscripted
    And A's barracks holds shield, leaf
    When A uses "Lead the Charge"
    And B takes the damage on aura
    Then A's conscripted cards are exactly spear, shield
    And the duel is at main_action of turn 3 with A active

  @clause:A-16-5 @clause:C-5-10 @card:NA-18-mizuki-O-N-1
  Scenario: With no unconscripted soldier left, conscripting does nothing
    Given A's barracks holds spear, shield, conscripted
    And A's barracks holds leaf
    When A uses "Lead the Charge"
    And B takes the damage on aura
    Then A's conscripted cards are exactly spear, shield
    And "Lead the Charge" is in A's discard pile


  @clause:A-16-5 @card:NA-18-mizuki-O-N-1
  Scenario: with real cards, Lead the Charge hits and then conscripts the soldier A picks
    Given a duel in A's main phase with a standard action
    And A harbors "mizuki" and "yurina"
    And A has "Lead the Charge" (NA-18-mizuki-O-N-1) in hand
    And the distance is 2
    And A's barracks holds "Spearman" (NA-18-mizuki-O-T-1), "Shieldbearer" (NA-18-mizuki-O-T-2)
    When A uses "Lead the Charge"
    And B takes the damage on aura
    And A chooses "Shieldbearer"
    Then A's conscripted cards are exactly Shieldbearer
    And A's barracks holds exactly Spearman, Shieldbearer
    And B has aura 2, life 10
