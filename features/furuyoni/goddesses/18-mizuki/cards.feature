@goddess:mizuki
Feature: Mizuki (No. 18) — her cards as printed
  Each scenario names a real card of season na-s9-2 by its English name and rules id and exercises what
  is distinctive about it. Soldiers in A's barracks are test cards of the category "soldier" (A 16-2).

  Background:
    Given A harbors "mizuki" and "yurina"
    And the test cards:
      | id     | category | type   |
      | spear  | soldier  | action |
      | shield | soldier  | action |

  @clause:A-16-5 @card:NA-18-mizuki-O-N-1
  Scenario: Lead the Charge (NA-18-mizuki-O-N-1) hits for 1/1 at distance 1 and conscripts the only soldier left
    Given a duel in A's main phase with a standard action
    And A has "Lead the Charge" (NA-18-mizuki-O-N-1) in hand
    And A's barracks holds spear
    And the distance is 1
    When A uses "Lead the Charge"
    And B takes the damage on life
    Then B has aura 3, life 9
    And A's conscripted cards are exactly spear

  @clause:A-16-5 @clause:C-9-6 @card:NA-18-mizuki-O-N-6
  Scenario: Steady Advance (NA-18-mizuki-O-N-6) makes three picks, one of them twice: conscript, advance, advance
    Given a duel in A's main phase with a full-power action
    And A has "Steady Advance" (NA-18-mizuki-O-N-6) in hand
    And A's barracks holds spear, shield
    And the distance is 5
    And A has aura 1
    When A uses "Steady Advance"
    And A chooses "1"
    And A chooses "shield"
    And A chooses "2"
    And A chooses "2"
    Then A's conscripted cards are exactly shield
    And the distance is 3
    And A has aura 3

  @clause:C-9-6 @card:NA-18-mizuki-O-N-6
  Scenario: Steady Advance (NA-18-mizuki-O-N-6) may wrap three times, from the dust to the aura
    Given a duel in A's main phase with a full-power action
    And A has "Steady Advance" (NA-18-mizuki-O-N-6) in hand
    And the dust is 5
    And A has aura 1
    When A uses "Steady Advance"
    And A chooses "3"
    And A chooses "3"
    And A chooses "3"
    Then A has aura 4
    And A's conscripted cards are exactly none

  @clause:C-8-2-2 @card:NA-18-mizuki-O-N-6
  Scenario: Steady Advance (NA-18-mizuki-O-N-6) is full-power: a standard action cannot use it
    Given a duel in A's main phase with a standard action
    And A has "Steady Advance" (NA-18-mizuki-O-N-6) in hand
    When A tries to use "Steady Advance"
    Then the action is illegal citing "C 8-2-2"
