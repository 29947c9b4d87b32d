@goddess:akina
Feature: A 21-3-1 the market-value cost
  A cost may be the market value: the market price of the card's holder (A 21-2-1; a player without
  one reads 1), which no effect changes.

  Background:
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id     | type   | category | range | damage |
      | ledger | action | trump    |       |        |
    And "ledger" has the effect "on_use: gain_concentration self 1"
    And "ledger" has the market-value cost
    And A has the unused trump "ledger"

  @clause:A-21-3-1
  Scenario: the cost paid is her market price
    Given A harbors Akina with market price 3
    And A has flare 4
    And the dust is 0
    When A uses "ledger"
    Then A has flare 1
    And the dust is 3
    And "ledger" is a used trump

  @clause:A-21-3-1
  Scenario: a price above her flare makes the card unusable
    Given A harbors Akina with market price 4
    And A has flare 3
    When A tries to use "ledger"
    Then the action is illegal citing "C 5-9"

  @clause:A-21-3-1
  Scenario: a holder without a market price pays 1
    Given A has flare 4
    And the dust is 0
    When A uses "ledger"
    Then A has flare 3
    And the dust is 1

  @clause:A-21-3-1
  Scenario: an effect lowering the cost of her trumps leaves the market value as it is
    Given A harbors Akina with market price 2
    And the test cards:
      | id     | type        | charge |
      | thrift | enhancement | 2      |
    And "thrift" has the effect "while_deployed: reduce_cost own_cards 1"
    And A has "thrift" deployed with 2 crystals
    And A has flare 4
    And the dust is 0
    When A uses "ledger"
    Then A has flare 2
    And the dust is 2
