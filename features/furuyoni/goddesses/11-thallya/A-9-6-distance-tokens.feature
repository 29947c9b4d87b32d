@goddess:thallya
Feature: A 9-6 Distance with Thallya's tokens
  Thallya's artificial crystals can lie in 〈Distance〉 as +1 tokens, or as -1 tokens each on a sakura
  crystal there (A 9-2-1-1). The current distance counts a +1 token as a crystal and leaves out a
  crystal under a -1 token; neither can be chosen when a crystal of 〈Distance〉 is chosen, and crystals
  and +1 tokens together fill at most 10 places. In a position, `distance` is the number of sakura
  crystals; a player's `distance_plus` and `distance_minus` are her tokens.

  Background:
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id     | type   | range | damage |
      | reach3 | attack | 3     | 1/1    |
      | reach5 | attack | 5     | 1/1    |
      | reach7 | attack | 7     | 1/1    |
      | pull   | action |       |        |
      | push   | action |       |        |
    And "pull" has the effect "on_use: move distance -> self.aura 2"
    And "push" has the effect "on_use: move self.aura -> distance 1"

  @clause:A-9-6 @clause:A-9-2-1-1
  Scenario: +1 tokens count as crystals of the current distance
    Given the distance is 5
    And A has 2 +1 tokens in distance
    And A holds reach5, reach7 in hand
    When A tries to use "reach5"
    Then the action is illegal citing "C 9-4-1"
    When A uses "reach7"
    Then B must decide damage

  @clause:A-9-6 @clause:A-9-2-1-1
  Scenario: crystals under -1 tokens do not count for the current distance
    Given the distance is 5
    And A has 2 -1 tokens in distance
    And A holds reach5, reach3 in hand
    When A tries to use "reach5"
    Then the action is illegal citing "C 9-4-1"
    When A uses "reach3"
    Then B must decide damage

  @clause:A-9-6
  Scenario: a crystal under a -1 token cannot be chosen, so it does not move
    Given the distance is 3
    And B has 2 -1 tokens in distance
    And A has aura 1
    And A holds pull in hand
    When A uses "pull"
    Then A has aura 2
    And the distance is 2
    And B now has 2 -1 tokens in distance

  @clause:A-9-6
  Scenario: +1 tokens take places of 〈Distance〉: ten crystals and tokens leave no room
    Given the distance is 8
    And A has 2 +1 tokens in distance
    And A has aura 3
    And A holds push in hand
    When A uses "push"
    Then A has aura 3
    And the distance is 8

  @clause:A-9-6
  Scenario: a position with more than ten crystals and +1 tokens in 〈Distance〉 is refused
    Given the distance is 9
    And A has 2 +1 tokens in distance
    When the position is submitted
    Then the position is refused citing "A 9-6"

  @clause:A-9-2-1-1
  Scenario: a -1 token needs a sakura crystal of 〈Distance〉 to lie on
    Given the distance is 1
    And A has 2 -1 tokens in distance
    When the position is submitted
    Then the position is refused citing "A 9-2-1-1"
