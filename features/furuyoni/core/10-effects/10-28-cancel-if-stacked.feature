Feature: C 10-28 Effects that cancel out when stacked
  An effect that "cancels out when stacked" is in force only alone: when two or more effects with the
  same text of this kind are in force at the same time, none of them is. Whose cards carry them does
  not matter; effects with a different text do not cancel each other.

  Background:
    Given a duel in A's main phase with a standard action
    And the distance is 5
    And the test cards:
      | id       | type        | range | damage | charge |
      | jab      | attack      | 3     | -/1    |        |
      | compass  | enhancement |       |        | 1      |
      | compass2 | enhancement |       |        | 1      |
      | sextant  | enhancement |       |        | 1      |
    And "compass" has the effect "while_deployed: modify own_attacks range add 5 cancels_if_stacked"
    And "compass2" has the effect "while_deployed: modify own_attacks range add 5 cancels_if_stacked"
    And "sextant" has the effect "while_deployed: modify own_attacks range add 6 cancels_if_stacked"
    And A holds jab in hand

  @clause:C-10-28
  Scenario: alone, the effect is in force
    Given A has "compass" deployed with 1 crystal
    When A uses "jab"
    Then B has life 9

  @clause:C-10-28
  Scenario: two cards of one player with the same text cancel out
    Given A has "compass" deployed with 1 crystal
    And A has "compass2" deployed with 1 crystal
    When A tries to use "jab"
    Then the action is illegal citing "C 9-4-1"

  @clause:C-10-28
  Scenario: the same text on the opponent's card cancels it too
    Given A has "compass" deployed with 1 crystal
    And B has "compass" deployed with 1 crystal
    When A tries to use "jab"
    Then the action is illegal citing "C 9-4-1"

  @clause:C-10-28
  Scenario: a different text does not cancel it
    Given A has "compass" deployed with 1 crystal
    And A has "sextant" deployed with 1 crystal
    When A uses "jab"
    Then B has life 9

  @clause:C-10-28
  Scenario: the same text on a card out of play is not in force and cancels nothing
    Given A has "compass" deployed with 1 crystal
    And A's discard pile holds compass2
    When A uses "jab"
    Then B has life 9

  @clause:C-10-28
  Scenario: with real cards, Compass alone adds 5 to its holder's Brandish, which reaches distance 5
    Given a duel in A's main phase with a standard action
    And the distance is 5
    And A has "Compass" (NA-17-hatsumi-O-N-6) deployed with 3 crystals
    And A holds "Brandish" (NA-01-yurina-O-N-2) in hand
    When A tries to use "Brandish"
    Then the action is legal

  @clause:C-10-28
  Scenario: with real cards, the opponent's Compass with the same text cancels it: Brandish no longer reaches 5
    Given a duel in A's main phase with a standard action
    And the distance is 5
    And A has "Compass" (NA-17-hatsumi-O-N-6) deployed with 3 crystals
    And B has "Compass" (NA-17-hatsumi-O-N-6) deployed with 3 crystals
    And A holds "Brandish" (NA-01-yurina-O-N-2) in hand
    When A tries to use "Brandish"
    Then the action is illegal citing "C 9-4-1"
