Feature: MC 5.1.3-5.1.7 Draw pile, hand, discard pile, removal zone and effect zone
  A draw pile's count is public, its cards and their order hidden from every player, its owner too
  (MC 5.1.3.6), and nobody looks through it or reorders it (5.1.3.7); several of its cards move one at a
  time (5.1.3.8). A hand's count is public and its cards are seen by its player only (5.1.4.3). Discard
  piles, removal zones and effect zones are public (5.1.5.6, 5.1.6.5, 5.1.7.4). The effect zone holds a
  battle spell or consumable being used from its declaration to its resolution (5.1.7.2).

  With seed 1 the advancing player A is the first side.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id       | type         | level | attack | defence | advance | standing         | class      | attributes | ability                      | limit |
      | goblin   | unit         | 1     | 3      | 2       | walking |                  |            |            |                              |       |
      | wall     | unit         | 1     | 0      | 9       | walking | items 1          |            |            |                              |       |
      | mage     | unit         | 2     | 1      | 9       | walking | spells fire/fire |            |            |                              |       |
      | fireball | battle spell |       |        |         |         |                  |            | fire       | normal enemy_unit: damage 3  |       |
      | potion   | item         |       |        |         |         |                  | consumable |            | counter own_unit: defence +2 |       |
      | plains   | terrain      |       |        |         |         |                  |            |            |                              | 8     |
    And A has "plains" at b2
    And B has "plains" at b3
    And the seed is 1

  @clause:MC-5-1-3-6 @clause:MC-5-1-3-7
  Rule: a draw pile's count is public; its cards and order are hidden from everyone, its owner too

    @clause:MC-5-1-3-6
    Scenario: A sees only how many cards its own draw pile holds
      Given A's draw pile is goblin, wall from the top
      Then in A's view, A's draw pile shows 2 cards
      And in A's view, A:goblin is hidden
      And in A's view, A:wall is hidden

    @clause:MC-5-1-3-7
    Scenario: B sees as little of it
      Given A's draw pile is goblin, wall from the top
      Then in B's view, A's draw pile shows 2 cards
      And in B's view, A:goblin is hidden

  @clause:MC-5-1-3-8
  Scenario: the hand is refilled one card at a time from the draw pile
    Given a game in A's second hand adjustment phase
    And A holds goblin, wall in hand
    When A is done
    Then the ruling says "player 0 draws a card" 4 times

  @clause:MC-5-1-4-3
  Rule: a hand's count is public, its cards seen by its player only

    @clause:MC-5-1-4-3
    Scenario: A sees its own hand
      Given A holds goblin, wall in hand
      Then in A's view, A:goblin is shown

    @clause:MC-5-1-4-3
    Scenario: B sees how many cards A holds, not which
      Given A holds goblin, wall in hand
      Then in B's view, A's hand shows 2 cards
      And in B's view, A:goblin is hidden

  @clause:MC-5-1-5-6
  Scenario: a discard pile is public
    Given A's discard pile holds goblin
    Then in B's view, A:goblin is shown

  @clause:MC-5-1-6-5
  Scenario: a removal zone is public
    Given A's removal zone holds goblin
    Then in B's view, A:goblin is shown

  @clause:MC-5-1-7-2 @clause:MC-5-1-7-4
  Rule: the spell being used waits in the effect zone, in public, until it resolves

    @clause:MC-5-1-7-2
    Scenario: while B decides on a counter, A's fireball is in A's effect zone
      Given A's party at b2 is mage
      And B's party at b3 is wall
      And A holds fireball in hand
      And B holds potion in hand
      When A advances mage to b3
      And A's mage uses fireball on B:wall
      Then B must decide "counter"
      And A's fireball is in A's effect zone

    @clause:MC-5-1-7-2
    Scenario: once resolved, the fireball goes on to the discard pile
      Given A's party at b2 is mage
      And B's party at b3 is wall
      And A holds fireball in hand
      And B holds potion in hand
      When A advances mage to b3
      And A's mage uses fireball on B:wall
      And B passes
      Then A's fireball is in A's discard pile

    @clause:MC-5-1-7-4
    Scenario: B sees the fireball in A's effect zone
      Given A's party at b2 is mage
      And B's party at b3 is wall
      And A holds fireball in hand
      And B holds potion in hand
      When A advances mage to b3
      And A's mage uses fireball on B:wall
      Then in B's view, A:fireball is shown
