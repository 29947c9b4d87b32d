@goddess:yatsuha
Feature: A 14-5 departing on the journey (桜降る代の旅路)
  Departing from a start point of her choice, the player picks a position of her 〈追憶〉 as the start
  point, and a crystal of 〈Dust〉 goes to 〈追憶〉 at that position. A player who has departed once does
  nothing instead.

  Background:
    Given a duel in A's main phase with a standard action
    And A has the unused trump "A World of Hope" (NA-16-yatsuha-AA1-N-7-Ex1)
    And A has flare 2

  @clause:A-14-5 @clause:A-14-4 @card:NA-16-yatsuha-AA1-N-7-Ex1
  Scenario: A World of Hope (NA-16-yatsuha-AA1-N-7-Ex1) departs from the start point its user picks, with a crystal of the dust
    The cost of 2 goes to the dust first; one of those crystals goes to the memories.
    Given the dust is 0
    When A uses "A World of Hope"
    Then A must decide choose
    And the options are exactly choose 1, choose 2, choose 3, choose 4
    When A chooses "3"
    Then A's journey started at position 3
    And A's memory crystal is at position 3
    And the dust is 1
    And "A World of Hope" is a used trump
    And the ruling cites "A 14-5"

  @clause:A-14-5 @card:NA-16-yatsuha-AA1-N-7-Ex1
  Scenario: A player who has departed before does nothing instead
    Given A departed on the journey from position 2, the start point resolved 1 time
    And A's memory crystal is at position 4
    And the dust is 0
    When A uses "A World of Hope"
    Then A's journey started at position 2
    And A's memory crystal is at position 4
    And the dust is 2
    And the ruling cites "A 14-5"
