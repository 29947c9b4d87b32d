Feature: MC 3.3 The deck
  A constructed deck holds exactly 50 cards (MC 3.3.2.1) and at most three cards of one name (3.3.2.2);
  a card with a construction rule (15.5) replaces those limits for itself and the cards of its name
  (3.3.2.3).

  Background:
    Given the test cards:
      | id       | type | level | attack | defence | advance | deck limit |
      | goblin   | unit | 1     | 3      | 2       | walking |            |
      | imp      | unit | 1     | 3      | 2       | walking |            |
      | ruby     | unit | 1     | 1      | 1       | walking | 50         |
    And a new game
    And B's deck holds 50 other units

  @clause:MC-3-3-2-1
  Rule: a deck holds exactly 50 cards

    @clause:MC-3-3-2-1
    Scenario: 49 cards are too few
      Given A's deck holds 49 other units
      When the game is set up
      Then the setup is refused citing "MC-3-3-2-1"

    @clause:MC-3-3-2-1
    Scenario: 51 cards are too many
      Given A's deck holds 51 other units
      When the game is set up
      Then the setup is refused citing "MC-3-3-2-1"

    @clause:MC-3-3-2-1
    Scenario: 50 cards make a deck
      Given A's deck holds 50 other units
      When the game is set up
      Then the setup is accepted

  @clause:MC-3-3-2-2
  Rule: at most three cards of one name

    @clause:MC-3-3-2-2
    Scenario: four goblins are refused
      Given A's deck holds 4 goblin, 46 other units
      When the game is set up
      Then the setup is refused citing "MC-3-3-2-2"

    @clause:MC-3-3-2-2
    Scenario: three goblins and three imps are fine
      Given A's deck holds 3 goblin, 3 imp, 44 other units
      When the game is set up
      Then the setup is accepted

  @clause:MC-3-3-2-3 @clause:MC-1-3-1
  Rule: a construction rule replaces the limits (a card's text prevails over the rules, MC 1.3.1)

    @clause:MC-3-3-2-3
    Scenario: a card allowed fifty times may fill the deck
      Given A's deck holds 50 ruby
      When the game is set up
      Then the setup is accepted

    @clause:MC-3-3-2-3
    Scenario: the construction rule of one card does not lift the limit of the others
      Given A's deck holds 20 ruby, 4 goblin, 26 other units
      When the game is set up
      Then the setup is refused citing "MC-3-3-2-2"
