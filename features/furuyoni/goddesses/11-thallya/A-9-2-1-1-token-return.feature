@goddess:thallya
Feature: A 9-2-1-1 The active player's distance tokens return to 〈Burned〉 at the start phase
  At the start phase, the +1 and -1 tokens of the active player leave 〈Distance〉 for her 〈Burned〉;
  the other player's stay. Decision of the suite (clause index, A 9-2-1-1): this is a rule effect of
  C 8-1-2, resolved after the turn-start distance is fixed (C 8-1-1), so that distance still counts
  the tokens.

  @clause:A-9-2-1-1 @clause:C-8-1-1
  Scenario: the active player's tokens go to 〈Burned〉; the opponent's stay
    Given a duel at the start of turn 2 with A active
    And the distance is 5
    And A has 2 +1 tokens in distance
    And A has 1 -1 tokens in distance
    And A has 1 burned artificial crystals
    And B has 1 +1 tokens in distance
    When the position is submitted
    Then A now has 0 +1 tokens in distance
    And A now has 0 -1 tokens in distance
    And A now has 4 burned artificial crystals
    And B now has 1 +1 tokens in distance
    And the distance is 5
    And the turn-start distance is 7
