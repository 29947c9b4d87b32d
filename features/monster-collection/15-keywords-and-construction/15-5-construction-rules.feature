Feature: MC 15.5 Construction rules
  A construction rule is not an ability or effect (MC 15.5.1): it applies to the card's owner as the deck
  is built, to the card itself and to every card of the same name (15.5.2). 枚数制限解除 (no copy limit)
  is the construction rule "up to 50 in a deck" (15.5.3.2).

  In the test-card table: the `deck limit` column (a rule "up to n in a deck") and `unlimited` in the
  `keywords` column.

  Background:
    Given the test cards:
      | id      | name   | type | level | attack | defence | advance | deck limit | keywords  |
      | ruby    | Ruby   | unit | 1     | 1      | 1       | walking | 50         |           |
      | rubyalt | Ruby   | unit | 1     | 2      | 1       | walking |            |           |
      | goblin  | Goblin | unit | 1     | 3      | 2       | walking |            |           |
      | slime   | Slime  | unit | 1     | 1      | 1       | walking |            | unlimited |
    And a new game
    And B's deck holds 50 other units

  @clause:MC-15-5-2
  Rule: the rule covers every card of the name

    @clause:MC-15-5-2
    Scenario: another card named Ruby, without the rule printed, comes in under it
      Given A's deck holds 10 ruby, 20 rubyalt, 20 other units
      When the game is set up
      Then the setup is accepted

    @clause:MC-15-5-2
    Scenario: a card of another name keeps the limit of three
      Given A's deck holds 10 ruby, 4 goblin, 36 other units
      When the game is set up
      Then the setup is refused citing "MC-3-3-2-2"

  @clause:MC-15-5-3-2
  Rule: 枚数制限解除 allows fifty of the name

    @clause:MC-15-5-3-2
    Scenario: fifty slimes make a deck
      Given A's deck holds 50 slime
      When the game is set up
      Then the setup is accepted

    @clause:MC-15-5-3-2
    Scenario: without the keyword, four of a name are too many
      Given A's deck holds 4 goblin, 46 other units
      When the game is set up
      Then the setup is refused citing "MC-3-3-2-2"
