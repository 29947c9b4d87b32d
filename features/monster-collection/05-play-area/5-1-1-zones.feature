Feature: MC 5.1.1 Zones
  How many cards each zone holds is public (MC 5.1.1.3). A card told to move to a zone without naming
  whose goes to that zone of its owner (5.1.1.4). A card that changes zone is a new card there, and the
  effects applied to it before are gone (5.1.1.8).

  With seed 1 the advancing player A is the first side.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id       | type         | level | attack | defence | advance | standing         | attributes | ability                      | limit |
      | goblin   | unit         | 1     | 3      | 2       | walking |                  |            |                              |       |
      | wall     | unit         | 1     | 0      | 9       | walking |                  |            |                              |       |
      | mage     | unit         | 2     | 1      | 9       | walking | spells fire/fire |            |                              |       |
      | fireball | battle spell |       |        |         |         |                  | fire       | normal enemy_unit: damage 3  |       |
      | plains   | terrain      |       |        |         |         |                  |            |                              | 8     |
    And A has "plains" at b2
    And B has "plains" at b3
    And the seed is 1

  @clause:MC-5-1-1-3
  Rule: every zone's card count is public

    @clause:MC-5-1-1-3
    Scenario: B sees how many cards A holds and has in its draw pile, not which
      Given A holds goblin, wall, mage in hand
      Then in B's view, A's hand shows 3 cards
      And in B's view, A's draw pile shows 10 cards
      And in B's view, A:goblin is hidden

    @clause:MC-5-1-1-3
    Scenario: A sees the same counts of B's zones
      Given B holds goblin in hand
      Then in A's view, B's hand shows 1 cards
      And in A's view, B's draw pile shows 10 cards

  @clause:MC-5-1-1-4
  Rule: a card moving to a zone goes to that zone of its owner

    @clause:MC-5-1-1-4
    Scenario: B's goblin killed by A's spell goes to B's discard pile, A's spell to A's
      Given A's party at b2 is mage
      And B's party at b3 is goblin
      And A holds fireball in hand
      When A advances mage to b3
      And A's mage uses fireball on B:goblin
      Then B's goblin is in B's discard pile
      And A's fireball is in A's discard pile

  @clause:MC-5-1-1-8
  Rule: a card that changes zone loses the effects applied to it

    @clause:MC-5-1-1-8
    Scenario: the goblin's bonus for the phase is gone with the goblin
      Given A's party at b2 is goblin
      And A's goblin has attack +2 until the end of the phase
      And B's party at b3 is wall, mage
      And B holds fireball in hand
      When A advances goblin to b3
      And B puts wall in front
      And B's mage uses fireball on A:goblin
      Then A's goblin is in A's discard pile
      And no effect in force names A's goblin

    @clause:MC-5-1-1-8
    Scenario: while the goblin stays, its bonus stays
      Given A's party at b2 is goblin
      And A's goblin has attack +2 until the end of the phase
      When the position is submitted
      Then A's goblin has attack 5
