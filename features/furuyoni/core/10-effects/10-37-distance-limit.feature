Feature: C 10-37 Distance limit (間合制限)
  A card with "distance limit X-Y" cannot be used unless the current distance is at least X and at
  most Y. The limit is a constant effect of the card, so it holds however the card is used: from the
  main phase, as a reaction, or by another card's effect.

  Background:
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id     | type   | subtype  | range | damage | keywords            |
      | tally  | action |          |       |        | distance_limit(1-3) |
      | dodge  | action | reaction |       |        | distance_limit(1-3) |
      | herald | action |          |       |        |                     |
      | jab    | attack |          | 0-10  | -/1    |                     |
    And "tally" has the effect "on_use: gain_concentration self 1"
    And "dodge" has the effect "on_use: gain_concentration self 1"
    And "herald" has the effect "on_use: use_card"
    And A has concentration 0

  @clause:C-10-37
  Scenario Outline: the card can be used only inside its limit
    Given the distance is <distance>
    And A holds tally in hand
    When A tries to use "tally"
    Then <verdict>

    Examples:
      | distance | verdict                               |
      | 0        | the action is illegal citing "C 10-37" |
      | 1        | A has concentration 1                 |
      | 3        | A has concentration 1                 |
      | 4        | the action is illegal citing "C 10-37" |

  @clause:C-10-37
  Scenario: outside its limit the card is not among the main-phase options
    Given the distance is 5
    And A holds tally in hand
    When the position is submitted
    Then the options do not include use tally

  @clause:C-10-37
  Scenario: a reaction card outside its limit cannot react
    Given the distance is 5
    And A holds jab in hand
    And B holds dodge in hand
    When A uses "jab"
    And B tries to react with "dodge"
    Then the action is illegal citing "C 10-37"

  @clause:C-10-37
  Scenario: a card outside its limit cannot be used by another card's effect either
    The effect may choose it (a card is chosen before its use is checked: the FAQ reading of Oboro's
    Shadow Cloning), but the use is illegal: nothing happens and the card stays in hand.
    Given the distance is 5
    And A holds herald, tally, jab in hand
    When A uses "herald"
    Then A must decide use_card
    And the options include use jab, use tally
    When A uses "tally"
    Then the action is legal
    And the ruling cites "C 10-37"
    And "tally" is in A's hand
    And A has concentration 0

  @clause:C-10-37
  Scenario Outline: with real cards, Contingency, limited to distance 0-3, can be used only inside its limit
    Given a duel in A's main phase with a standard action
    And the distance is <distance>
    And A has "Contingency" (NA-23-akina-O-N-6) in hand
    And A has aura 3
    When A tries to use "Contingency"
    Then the action is <verdict>

    Examples:
      | distance | verdict                |
      | 3        | legal                  |
      | 4        | illegal citing "C 10-37" |
