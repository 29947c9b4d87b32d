@goddess:misora
Feature: A 23-1-1 Misora's aim
  A player harboring Misora has an aim: "none" or a whole number, public. In a position it is the
  player's `aim` (null for none). A player without Misora has no aim. Our reading: an aim is never
  below 0.

  Background:
    Given a duel in A's main phase with a standard action

  @clause:A-23-1-1
  Scenario: a player without Misora who has an aim is refused
    Given A harbors Misora with aim 2
    And A's goddesses are "saine" and "yurina"
    When the position is submitted
    Then the position is refused citing "A 23-1-1"

  @clause:A-23-1-1
  Scenario: an aim below 0 is refused
    Given A harbors Misora with aim 0
    And A's aim is set to -1
    When the position is submitted
    Then the position is refused citing "A 23-1-1"

  @clause:A-23-1-1
  Scenario: the aim is shown to both players
    Given A harbors Misora with aim 3
    When the position is submitted
    Then A's aim is 3
