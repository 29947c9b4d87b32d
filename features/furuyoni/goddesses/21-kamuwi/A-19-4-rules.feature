@goddess:kamuwi
Feature: A 19-4 Kamuwi's rule effects: the gauge rises at her start phase; at 16 she loses
  At the start phase of the player harboring Kamuwi her taboo gauge rises by an amount read from her
  life: 10 or more, +0; 6 to 9, +1; 5 or less, +2. Once the gauge is 16 or more she loses at once.

  Background:
    Given a duel at the start of turn 3 with A active
    And the test cards:
      | id   | type   |
      | leaf | action |
    And A's deck is leaf, leaf from the top

  @clause:A-19-4
  Scenario: with a life of 10 the gauge does not rise
    Given A harbors Kamuwi with taboo 4
    And A has aura 3, life 10
    When the position is submitted
    Then A's taboo gauge is 4

  @clause:A-19-4
  Scenario: with a life of 9 the gauge rises by 1
    Given A harbors Kamuwi with taboo 4
    And A has aura 3, life 9
    When the position is submitted
    Then A's taboo gauge is 5

  @clause:A-19-4
  Scenario: with a life of 6 the gauge rises by 1
    Given A harbors Kamuwi with taboo 4
    And A has aura 3, life 6
    When the position is submitted
    Then A's taboo gauge is 5

  @clause:A-19-4
  Scenario: with a life of 5 the gauge rises by 2
    Given A harbors Kamuwi with taboo 4
    And A has aura 3, life 5
    When the position is submitted
    Then A's taboo gauge is 6

  @clause:A-19-4
  Scenario: only the active player's gauge rises
    Given A harbors Kamuwi with taboo 4
    And B harbors Kamuwi with taboo 4
    And A has aura 3, life 10
    And B has aura 3, life 2
    When the position is submitted
    Then A's taboo gauge is 4
    And B's taboo gauge is 4

  @clause:A-19-4
  Scenario: the start phase brings the gauge to 16: its player loses
    Given A harbors Kamuwi with taboo 14
    And A has aura 3, life 4
    When the position is submitted
    Then A's taboo gauge is 16
    And B wins

  @clause:A-19-4
  Scenario: a gauge of 15 does not lose
    Given A harbors Kamuwi with taboo 14
    And A has aura 3, life 7
    When the position is submitted
    Then A's taboo gauge is 15
    And the duel goes on
