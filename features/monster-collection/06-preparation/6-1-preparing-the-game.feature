Feature: MC 6.1 Preparing the game
  Before the first turn (MC 6.1.1): each player presents a deck that keeps the deck rules of 3.3.2 at
  this moment (6.1.1.1); shuffles it (6.1.1.2, 6.1.1.3: one seeded shuffle stands for both players'); it
  becomes the draw pile (6.1.1.4); its top card is placed as the headquarters in the middle area of the
  player's nearer row (6.1.1.5); the player draws up to the hand limit of 6 (6.1.1.6). A player whose hand
  holds no unit card may show it, gather hand, draw pile and headquarters and redo those steps — once; a
  second hand without units is kept (6.1.1.7). Each player rolls one die, ties rolled again: the higher is
  the first player, the advancing player of turn 1 (6.1.1.8).

  The players decide on their redo in seat order, A then B: the first player is not known yet. With
  seed 5 the dice for the first player are 6 and 3; with seed 1, 1 and 6; with seed 9, 4 and 4, then 1
  and 3.

  Background:
    Given the test cards:
      | id     | type | level | attack | defence | advance |
      | goblin | unit | 1     | 3      | 2       | walking |
    And a new game

  @clause:MC-6-1-1-1
  Rule: the deck presented keeps the deck rules, at that moment only

    @clause:MC-6-1-1-1
    Scenario: a deck of 49 cards is refused when it is presented
      Given A's deck holds 49 other units
      And B's deck holds 50 other units
      When the game is set up
      Then the setup is refused citing "MC-3-3-2-1"

    @clause:MC-6-1-1-1
    Scenario: a deck naming a card nobody declared is refused
      Given A's deck holds 50 other units
      And B's deck holds 50 other units
      When the game is set up with a card "mystery" in A's deck
      Then the setup is refused citing "MC-6-1-1-1"

    @clause:MC-6-1-1-1
    Scenario: in the game a draw pile of ten cards is no breach: the deck rules hold at the start only
      Given a game in A's main phase
      When the position is submitted
      Then the position is accepted
      And A has 10 cards in the draw pile

  @clause:MC-6-1-1-5
  Scenario: each headquarters stands in the middle of its player's nearer row, taken from the draw pile
    Given A's deck holds 50 other units
    And B's deck holds 50 other units
    When the game is set up
    Then the terrain at b1 is a headquarters of A
    And the terrain at b4 is a headquarters of B
    And there is no terrain at b2

  @clause:MC-6-1-1-6
  Scenario: each player draws an opening hand of six
    Given A's deck holds 50 other units
    And B's deck holds 50 other units
    When the game is set up
    Then A has 6 cards in hand
    And B has 6 cards in hand
    And A has 43 cards in the draw pile

  @clause:MC-6-1-1-7
  Rule: a player without a unit card in hand may redo the preparation, once

    @clause:MC-6-1-1-7
    Scenario: A's opening hand holds no unit: A may redo
      Given A's deck holds 50 other cards
      And B's deck holds 50 other units
      When the game is set up
      Then A must decide "redo"
      And the options include redo; keep

    @clause:MC-6-1-1-7
    Scenario: a hand with a unit card gives no redo
      Given A's deck holds 50 other units
      And B's deck holds 50 other units
      When the game is set up
      Then A is not asked "redo"
      And B is not asked "redo"

    @clause:MC-6-1-1-7
    Scenario: after one redo a second hand without units is kept: the next question is B's
      Given A's deck holds 50 other cards
      And B's deck holds 50 other cards
      When the game is set up
      And A redoes the preparation
      Then the ruling says "player 0 shows a hand without unit cards and redoes the preparation"
      And B must decide "redo"
      And A has 6 cards in hand
      And A has 43 cards in the draw pile

  @clause:MC-6-1-1-8
  Rule: the higher die makes the first player; ties are rolled again

    @clause:MC-6-1-1-8
    Scenario: A rolls 6 against 3 and plays first
      Given A's deck holds 50 other cards
      And B's deck holds 50 other cards
      And the seed is 5
      When the game is set up
      And A keeps the hand
      And B keeps the hand
      Then the ruling says "player 0 rolled higher and is the first player"
      And A must decide "summon"

    @clause:MC-6-1-1-8
    Scenario: B rolls 6 against 1 and plays first
      Given A's deck holds 50 other cards
      And B's deck holds 50 other cards
      And the seed is 1
      When the game is set up
      And A keeps the hand
      And B keeps the hand
      Then the ruling says "player 1 rolled higher and is the first player"
      And B must decide "summon"

    @clause:MC-6-1-1-8
    Scenario: four and four are rolled again
      Given A's deck holds 50 other cards
      And B's deck holds 50 other cards
      And the seed is 9
      When the game is set up
      And A keeps the hand
      And B keeps the hand
      Then the ruling says in order "rolled [4]", "rolled [4]", "rolled [1]", "rolled [3]", "player 1 rolled higher"
