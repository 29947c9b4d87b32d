@goddess:raira
Feature: A 10-5 Using the power of the storm
  To use the power of the storm, the player chooses the wind or the thunder gauge, lowers it by 1, 2 or
  3 (our reading: by no more than it holds), and the power of the table for that gauge and amount
  resolves. Wind: 1 a two-way arrow distance-dust of 1; 2 draw a card, then put a card of the hand
  face-down; 3 gain 1 concentration, the opponent loses 1. Thunder: 1 the next attack this turn gets
  +1/+0; 2 an attack of range 0-4, 1/1; 3 the next attack this turn whose aura damage is not 「-」 gets
  +0/+1. Gale Winds (Prayer Raira) lets its user use it once after its attack.

  Background:
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id    | type   | range | damage |
      | jab   | attack | 0-10  | 1/1    |
      | f1    | action |       |        |
    And the distance is 2
    And B has aura 5, life 10
    And A has "Gale Winds" (NA-12-raira-A1-N-2) in hand

  @clause:A-10-5 @card:NA-12-raira-A1-N-2
  Scenario: only the powers the gauges can pay for are offered, and the use may be declined
    Given A harbors Prayer Raira with wind 2 and thunder 0
    When A uses "Gale Winds"
    And B takes the damage on aura
    Then the options are exactly choose wind 1, choose wind 2, decline
    When A declines
    Then A's gauges are wind 2 and thunder 0

  @clause:A-10-5 @clause:C-10-1 @card:NA-12-raira-A1-N-2
  Scenario: wind 1 is a two-way arrow between the distance and the dust
    Given A harbors Prayer Raira with wind 3 and thunder 3
    And the dust is 0
    When A uses "Gale Winds"
    And B takes the damage on aura
    And A chooses "wind 1"
    And A chooses "forward"
    Then A's gauges are wind 2 and thunder 3
    And the distance is 1
    And the dust is 3

  @clause:A-10-5 @card:NA-12-raira-A1-N-2
  Scenario: wind 2 draws a card, then a card of the hand goes face-down
    Given A harbors Prayer Raira with wind 3 and thunder 3
    And A's deck is f1 from the top
    When A uses "Gale Winds"
    And B takes the damage on aura
    And A chooses "wind 2"
    And A puts "f1" face-down
    Then A's gauges are wind 1 and thunder 3
    And "f1" is in A's face-down pile

  @clause:A-10-5 @card:NA-12-raira-A1-N-2
  Scenario: wind 3 gives 1 concentration and takes 1 from the opponent
    Given A harbors Prayer Raira with wind 3 and thunder 3
    And A has concentration 0
    And B has concentration 2
    When A uses "Gale Winds"
    And B takes the damage on aura
    And A chooses "wind 3"
    Then A's gauges are wind 0 and thunder 3
    And A has concentration 1
    And B has concentration 1

  @clause:A-10-5 @card:NA-12-raira-A1-N-2
  Scenario: thunder 1 gives the next attack this turn +1/+0
    Given A harbors Prayer Raira with wind 3 and thunder 3
    And A holds jab in hand
    When A uses "Gale Winds"
    And B takes the damage on aura
    And A chooses "thunder 1"
    Then B has aura 3
    When A uses "jab"
    And B takes the damage on aura
    Then A's gauges are wind 3 and thunder 2
    And B has aura 1

  @clause:A-10-5 @card:NA-12-raira-A1-N-2
  Scenario: thunder 2 performs an attack of range 0-4, 1/1
    Given A harbors Prayer Raira with wind 3 and thunder 3
    When A uses "Gale Winds"
    And B takes the damage on aura
    And A chooses "thunder 2"
    And B takes the damage on life
    Then A's gauges are wind 3 and thunder 1
    And B has aura 3, life 9

  @clause:A-10-5 @card:NA-12-raira-A1-N-2
  Scenario: thunder 3 gives the next attack this turn with an aura damage +0/+1
    Given A harbors Prayer Raira with wind 3 and thunder 3
    And A holds jab in hand
    When A uses "Gale Winds"
    And B takes the damage on aura
    And A chooses "thunder 3"
    And A uses "jab"
    And B takes the damage on life
    Then A's gauges are wind 3 and thunder 0
    And B has aura 3, life 8
