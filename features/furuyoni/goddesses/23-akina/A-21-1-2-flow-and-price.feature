@goddess:akina
Feature: A 21-1 and A 21-2-1 Akina's flow and market price
  A player harboring Akina has a 〈Flow〉 (`flow`: sakura crystals, 5 at most) and a market price
  (`market_price`: 1 to 4, 2 at the start, public). A player without her has neither.

  Background:
    Given a duel in A's main phase with a standard action

  @clause:A-21-1
  Scenario: a flow of more than 5 crystals is refused
    Given A harbors Akina with market price 2 and 5 crystals in her flow
    And A's flow is set to 6 crystals
    When the position is submitted
    Then the position is refused citing "A 21-1"

  @clause:A-21-1
  Scenario: a flow with crystals for a player without Akina is refused
    Given B's flow is set to 1 crystal
    And B's goddesses are "saine" and "yurina"
    When the position is submitted
    Then the position is refused citing "A 21-1"

  @clause:A-21-2-1
  Scenario: a market price above 4 is refused
    Given A harbors Akina with market price 4
    And A's market price is set to 5
    When the position is submitted
    Then the position is refused citing "A 21-2-1"

  @clause:A-21-2-1
  Scenario: a market price below 1 is refused
    Given A harbors Akina with market price 1
    And A's market price is set to 0
    When the position is submitted
    Then the position is refused citing "A 21-2-1"

  @clause:A-21-2-1
  Scenario: a market price for a player without Akina is refused
    Given B's market price is set to 2
    And B's goddesses are "saine" and "yurina"
    When the position is submitted
    Then the position is refused citing "A 21-2-1"

  @clause:A-21-1 @clause:A-21-2-1
  Scenario: the flow and the market price are shown to both players
    Given A harbors Akina with market price 3 and 2 crystals in her flow
    When the position is submitted
    Then A's market price is 3
    And A's flow holds 2 crystals
    And B's market price is none
