@goddess:kanawe
Feature: A 18-5 Kanawe's rule effects: the plan advances in the end phase; the yellow act strengthens her attacks
  In the end phase of every turn, hers or her opponent's, the crystal on her prepared plan moves one box
  right if the condition of the face up was satisfied during that turn (A 18-2-1-5). While her current
  act is yellow, her attacks made from attack cards get +0/+1. These rule effects are the Kanawe
  player's (our reading of "your", AMBIGUITIES #21).

  Background:
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id     | type   | range | damage |
      | strike | attack | 0-10  | 1/1    |
      | heavy  | attack | 0-10  | 2/2    |
      | leaf   | action |       |        |
    And A harbors Kanawe with the mask on act "O"
    And B's deck is leaf, leaf from the top
    And B has aura 0, life 10

  @clause:A-18-5 @clause:A-18-2-1-5 @card:NA-20-kanawe-O-P-3
  Scenario: a life changed this turn: Beat's crystal advances one box in the end phase
    Given A's prepared plan is "Beat" (NA-20-kanawe-O-P-3) on its front side with its crystal in box 1
    And A holds strike in hand
    When A uses "strike"
    Then B has life 9
    And A's plan crystal is in box 1
    When A ends the main phase
    Then A's plan crystal is in box 2
    And A's prepared plan is "Beat" on its front side
    And the ruling cites "A 18-5"

  @clause:A-18-5 @clause:A-18-2-1-5 @card:NA-20-kanawe-O-P-3
  Scenario: no life changed this turn: the crystal stays
    Given A's prepared plan is "Beat" (NA-20-kanawe-O-P-3) on its front side with its crystal in box 1
    When A ends the main phase
    Then A's plan crystal is in box 1
    And the ruling does not cite "A 18-5"

  @clause:A-18-2-1-5 @card:NA-20-kanawe-O-P-3
  Scenario: the condition read is the face up's: on its will side Beat asks for a life change of 2 at once
    Given A's prepared plan is "Beat" (NA-20-kanawe-O-P-3) on its will side with its crystal in box 1
    And A holds strike in hand
    When A uses "strike"
    And A ends the main phase
    Then B has life 9
    And A's plan crystal is in box 1
    And the ruling does not cite "A 18-5"

  @clause:A-18-2-1-5 @card:NA-20-kanawe-O-P-4
  Scenario: a plan card in 〈Extra〉 has no condition in force: only the prepared one advances
    Given A's extra zone holds "Beat" (NA-20-kanawe-O-P-3)
    And A's prepared plan is "A Vista" (NA-20-kanawe-O-P-4) on its front side with its crystal in box 1
    And A holds strike in hand
    When A uses "strike"
    And A ends the main phase
    Then A's plan crystal is in box 1
    And "Beat" is in A's extra zone
    And the ruling does not cite "A 18-5"

  @clause:A-18-5 @card:NA-20-kanawe-O-P-3
  Scenario: her plan advances in her opponent's end phase too
    Given a duel in B's main phase with a standard action
    And A harbors Kanawe with the mask on act "O"
    And A's prepared plan is "Beat" (NA-20-kanawe-O-P-3) on its front side with its crystal in box 1
    And A's deck is leaf, leaf from the top
    And A has aura 0, life 10
    And B holds strike in hand
    When B uses "strike"
    And B ends the main phase
    Then A has life 9
    And A's plan crystal is in box 2

  @clause:A-18-5
  Scenario: in the yellow act her attack card's attack gets +0/+1
    Given A harbors Kanawe with the mask on act "3C"
    And A holds strike in hand
    When A uses "strike"
    Then B has life 8

  @clause:A-18-5
  Scenario: outside the yellow act it does not
    Given A harbors Kanawe with the mask on act "2B"
    And A holds strike in hand
    When A uses "strike"
    Then B has life 9

  @clause:A-18-5
  Scenario: the yellow act strengthens her attacks only, not her opponent's
    Given a duel in B's main phase with a standard action
    And A harbors Kanawe with the mask on act "3C"
    And A has aura 0, life 10
    And B holds strike in hand
    When B uses "strike"
    Then A has life 9


  @clause:A-18-5 @clause:A-18-2-1-5 @card:NA-20-kanawe-O-P-3
  Scenario: with real cards, a life changed by Slash this turn: Beat's crystal advances one box in the end phase
    Given a duel in A's main phase with a standard action
    And A harbors Kanawe with the mask on act "O"
    And B's deck is "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2) from the top
    And B has aura 0, life 10
    And the distance is 4
    And A's prepared plan is "Beat" (NA-20-kanawe-O-P-3) on its front side with its crystal in box 1
    And A holds "Slash" (NA-01-yurina-O-N-1) in hand
    When A uses "Slash"
    Then B has life 9
    And A's plan crystal is in box 1
    When A ends the main phase
    Then A's plan crystal is in box 2
    And the ruling cites "A 18-5"

  @clause:A-18-5 @clause:A-18-2-1-5 @card:NA-20-kanawe-O-P-3
  Scenario: with real cards, no life changed this turn: Beat's crystal stays
    Given a duel in A's main phase with a standard action
    And A harbors Kanawe with the mask on act "O"
    And B's deck is "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2) from the top
    And A's prepared plan is "Beat" (NA-20-kanawe-O-P-3) on its front side with its crystal in box 1
    When A ends the main phase
    Then A's plan crystal is in box 1
    And the ruling does not cite "A 18-5"
