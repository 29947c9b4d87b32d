@goddess:shisui
Feature: A 22-1 Laceration tokens in a position
  A position counts the laceration tokens on each player's aura, life and flare per holder
  (`lacerations`: two counts per zone, player 0's then player 1's), public. Tokens out of game are
  not counted: there are always enough of them (A 22-5).

  Background:
    Given a duel in A's main phase with a standard action

  @clause:A-22-1
  Scenario: a negative count of tokens is refused
    Given B's aura laceration counts are -1 and 0
    When the position is submitted
    Then the position is refused citing "A 22-1"

  @clause:A-22-1
  Scenario: tokens on the aura of both players, held by either, are accepted
    Given B's aura laceration counts are 2 and 1
    And A's flare laceration counts are 0 and 3
    When the position is submitted
    Then the position is accepted
    And B's aura holds 2 laceration tokens of A
    And B's aura holds 1 laceration token of B

  @clause:A-22-11-2
  Scenario: a position where one holder's tokens on a life reach it is refused (they would already be damage)
    Given B has life 2
    And B's life holds 2 laceration tokens of A
    When the position is submitted
    Then the position is refused citing "A 22-11-2"
