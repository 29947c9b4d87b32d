Feature: MC 12.3-12.5 Drawing, discarding and removing from the game
  Drawing moves the cards of one's draw pile to the hand one at a time from the top (MC 12.3.1). "Draw n to
  m" and "draw up to n" have the player declare how many first, none being allowed too (12.3.1.1,
  12.3.1.2); "draw n" draws n, or every card left when fewer are there (12.3.1.3). Drawing none, by choice
  or for want of cards, counts as the effect not applied (12.3.1.4), so an effect after it with "then" does
  not fire. Discarding moves a card to its owner's discard pile (12.4.1); "discard n hand cards" or "n
  draw-pile cards" with fewer there discards them all (12.4.2). Removing from the game moves a card to its
  owner's removal zone (12.5.1).

  The vocabulary: `draw 2`, `draw 1 to 3`, `draw up to 2`, `discard hand 2`, `discard deck 3` apply to the
  player of the unit using the card; `remove` and `to deck` to the target (docs/monster-collection.md).
  With seed 1 the advancing player A is the first side.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id      | type         | level | attack | defence | advance | standing         | class     | cost | attributes | ability                                        | limit |
      | goblin  | unit         | 1     | 3      | 2       | walking |                  |           |      |            |                                                |       |
      | orc     | unit         | 2     | 4      | 3       | walking | items 1          |           |      |            |                                                |       |
      | wall    | unit         | 1     | 0      | 9       | walking |                  |           |      |            |                                                |       |
      | mage    | unit         | 2     | 1      | 9       | walking | spells fire/fire |           |      |            |                                                |       |
      | sword   | item         |       |        |         |         |                  | equipment | 1    |            |                                                |       |
      | study   | battle spell |       |        |         |         |                  |           |      | fire       | normal this_unit: draw 2                       |       |
      | ponder  | battle spell |       |        |         |         |                  |           |      | fire       | normal this_unit: draw 1 to 3                  |       |
      | glimpse | battle spell |       |        |         |         |                  |           |      | fire       | normal this_unit: draw up to 2; then attack +2 |       |
      | greed   | battle spell |       |        |         |         |                  |           |      | fire       | normal this_unit: draw 2; then attack +2       |       |
      | rummage | battle spell |       |        |         |         |                  |           |      | fire       | normal this_unit: discard hand 2               |       |
      | mill    | battle spell |       |        |         |         |                  |           |      | fire       | normal this_unit: discard deck 3               |       |
      | banish  | battle spell |       |        |         |         |                  |           |      | fire       | normal enemy_unit: remove                      |       |
      | plains  | terrain      |       |        |         |         |                  |           |      |            |                                                | 8     |
    And A has "plains" at b2
    And B has "plains" at b3
    And A's party at b2 is mage
    And B's party at b3 is wall
    And the seed is 1

  @clause:MC-12-3-1-3
  Rule: "draw n" draws n, or all that is left

    @clause:MC-12-3-1-3
    Scenario: the mage's study draws the top two cards, one at a time
      Given A holds study in hand
      And A's draw pile is goblin, orc, wall from the top
      When A advances mage to b3
      And A's mage uses study on itself
      Then A's hand is goblin, orc
      And A's draw pile is wall from the top
      And the ruling says "player 0 draws a card" 2 times

    @clause:MC-12-3-1-3
    Scenario: with one card left, that one is drawn
      Given A holds study in hand
      And A's draw pile is goblin from the top
      When A advances mage to b3
      And A's mage uses study on itself
      Then A's hand is goblin
      And A has 0 cards in the draw pile
      And the ruling cites "MC-12-3-1-3"

  @clause:MC-12-3-1-1
  Rule: "draw n to m": the number is declared first, within n to m, or none

    @clause:MC-12-3-1-1
    Scenario: the player is asked how many: none, or one to three
      Given A holds ponder in hand
      When A advances mage to b3
      And A's mage uses ponder on itself
      Then A must decide "number"
      And the options are exactly number 0; number 1; number 2; number 3; concede

    @clause:MC-12-3-1-1
    Scenario: declaring three draws three
      Given A holds ponder in hand
      And A's draw pile is goblin, orc, wall, sword from the top
      When A advances mage to b3
      And A's mage uses ponder on itself
      And A answers "number 3"
      Then A's hand is goblin, orc, wall
      And A's draw pile is sword from the top

  @clause:MC-12-3-1-2
  Rule: "draw up to n": the number is declared first, from none to n

    @clause:MC-12-3-1-2
    Scenario: up to two: none, one or two
      Given A holds glimpse in hand
      When A advances mage to b3
      And A's mage uses glimpse on itself
      Then A must decide "number"
      And the options are exactly number 0; number 1; number 2; concede

    @clause:MC-12-3-1-2 @clause:MC-12-3-1-4
    Scenario: declaring one draws one, and the effect after it fires
      Given A holds glimpse in hand
      And A's draw pile is goblin, orc from the top
      When A advances mage to b3
      And A's mage uses glimpse on itself
      And A answers "number 1"
      Then A's hand is goblin
      And the ruling says "gets attack +2 until the end of the battle"

  @clause:MC-12-3-1-4
  Rule: drawing none counts as the effect not applied

    @clause:MC-12-3-1-4
    Scenario: choosing to draw none: the "then" effect does not fire
      Given A holds glimpse in hand
      And A's draw pile is goblin, orc from the top
      When A advances mage to b3
      And A's mage uses glimpse on itself
      And A answers "number 0"
      Then A's hand is nothing
      And the ruling cites "MC-12-3-1-4"
      And the ruling does not say "gets attack +2"

    @clause:MC-12-3-1-4
    Scenario: an empty draw pile draws nothing: the "then" effect does not fire
      Given A holds greed in hand
      And A's draw pile is empty
      And B's draw pile has 5 cards
      When A advances mage to b3
      And A's mage uses greed on itself
      Then the ruling cites "MC-12-3-1-4"
      And the ruling does not say "gets attack +2"

    @clause:MC-12-3-1-4
    Scenario: drawing at least one is applied: the "then" effect fires
      Given A holds greed in hand
      And A's draw pile is goblin from the top
      When A advances mage to b3
      And A's mage uses greed on itself
      Then the ruling does not cite "MC-12-3-1-4"
      And the ruling says "gets attack +2 until the end of the battle"

  @clause:MC-12-4-1 @clause:MC-12-4-2
  Rule: discarding: to the owner's discard pile; all of them when fewer than n are there

    @clause:MC-12-4-1
    Scenario: two of three hand cards are discarded, the player picking which
      Given A holds rummage, goblin, orc, wall in hand
      When A advances mage to b3
      And A's mage uses rummage on itself
      Then A must decide "effect_discard"
      And the options are exactly pick goblin; pick orc; pick wall; concede
      When A answers "pick orc"
      And A answers "pick wall"
      Then A's hand is goblin
      And A's orc is in A's discard pile
      And A's wall is in A's discard pile

    @clause:MC-12-4-2
    Scenario: with one card in hand, that one is discarded without a choice
      Given A holds rummage, goblin in hand
      When A advances mage to b3
      And A's mage uses rummage on itself
      Then A's hand is nothing
      And A's goblin is in A's discard pile
      And the ruling cites "MC-12-4-2"

    @clause:MC-12-4-1 @clause:MC-12-4-2
    Scenario: the top three cards of the draw pile are discarded
      Given A holds mill in hand
      And A's draw pile is goblin, orc, wall, sword from the top
      When A advances mage to b3
      And A's mage uses mill on itself
      Then A's draw pile is sword from the top
      And A's goblin is in A's discard pile
      And the ruling does not cite "MC-12-4-2"

    @clause:MC-12-4-2
    Scenario: with two cards in the draw pile, both are discarded
      Given A holds mill in hand
      And A's draw pile is goblin, orc from the top
      And B's draw pile has 5 cards
      When A advances mage to b3
      And A's mage uses mill on itself
      Then A has 0 cards in the draw pile
      And A's orc is in A's discard pile
      And the ruling cites "MC-12-4-2"

  @clause:MC-12-5-1
  Rule: removing from the game: to the owner's removal zone

    @clause:MC-12-5-1
    Scenario: A's banish sends B's wall to B's removal zone, not to a discard pile
      Given A holds banish in hand
      When A advances mage to b3
      And A's mage uses banish on B:wall
      Then B's wall is in B's removal zone
      And B has 0 cards in the discard pile
      And A's mage is at b3

    @clause:MC-12-5-1
    Scenario: the removed unit's equipment goes to its owner's discard pile
      Given B's party at b3 is orc
      And B holds wall in hand
      And B's orc equips sword
      And A holds banish in hand
      When A advances mage to b3
      And the players pass until A must decide "play"
      And A's mage uses banish on B:orc
      Then B's orc is in B's removal zone
      And B's sword is in B's discard pile

  @clause:MC-12-3-1-1
  Rule: a card declaring "draw n to m" needs n no more than m

    @clause:MC-12-3-1-1
    Scenario: "draw 3 to 1" is refused as card information
      Given the test cards:
        | id   | type         | attributes | ability                       |
        | odd  | battle spell | fire       | normal this_unit: draw 3 to 1 |
      And A holds odd in hand
      When the position is submitted
      Then the position is refused citing "MC-12-3-1-1"
