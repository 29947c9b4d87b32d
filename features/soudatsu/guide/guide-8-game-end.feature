Feature: SD-guide-8 The game ends on a loss condition
  The game is over as soon as a player meets one of the loss conditions (SD-guide-8, SD-loss). Our
  reading: the conditions are looked at whenever anything changes, so the game stops in the middle of an
  action, and nothing more can be done.

  Background:
    Given the cards:
      | id      | kind    | mark    | attack | health |
      | pikeman | soldier | recycle | 2      | 2      |
      | bolt    | action  | recycle |        |        |
    And "bolt" does "damage 3 to the opponent; draw 1"
    And a game in A's turn 3

  @clause:SD-guide-8
  Rule: the game stops at once

    @clause:SD-guide-8
    Scenario: the rest of an action is not resolved once the opponent has lost
      Given B has life 3
      And A holds bolt in hand
      And A's deck is pikeman from the top
      When A casts "bolt"
      Then A wins the game
      And A's deck holds 1 card
      And the ruling cites "SD-guide-8"

    @clause:SD-guide-8
    Scenario: short of a loss the action resolves in full
      Given B has life 4
      And A holds bolt in hand
      And A's deck is pikeman from the top
      When A casts "bolt"
      Then the game goes on
      And A's "pikeman" is in hand

    @clause:SD-guide-8
    Scenario: after the end no action is taken
      Given B has life 2
      And A has "pikeman" in play
      When A attacks the opponent with "pikeman"
      And A tries to end the turn
      Then the action is illegal citing "SD-guide-8"
