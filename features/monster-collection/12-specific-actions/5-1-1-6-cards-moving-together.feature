Feature: MC 5.1.1.6-5.1.1.7 Cards that move into a zone together
  When several cards go into one zone at once, their owner decides the order they go in, unless something
  says otherwise (MC 5.1.1.6). When cards go together from a public zone into a hidden one in an order their
  owner decides, no other player learns that order (5.1.1.7).

  Seen through an effect that puts units on top of their owner's draw pile (`to deck`): the first card the
  owner picks goes on top; the ruling names the units in battlefield order whatever the owner picked.
  With seed 1 the advancing player A is the first side.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id     | type         | level | attack | defence | advance | standing         | attributes | ability                      | limit |
      | wall   | unit         | 1     | 0      | 9       | walking |                  |            |                              |       |
      | goblin | unit         | 1     | 3      | 2       | walking |                  |            |                              |       |
      | orc    | unit         | 2     | 4      | 3       | walking |                  |            |                              |       |
      | mage   | unit         | 2     | 1      | 9       | walking | spells fire      |            |                              |       |
      | recall | battle spell |       |        |         |         |                  | fire       | normal enemy_party: to deck  |       |
      | nudge  | battle spell |       |        |         |         |                  | fire       | normal enemy_unit: to deck   |       |
      | plains | terrain      |       |        |         |         |                  |            |                              | 8     |
    And A has "plains" at b2
    And B has "plains" at b3
    And A's party at b2 is mage
    And B's party at b3 is wall, goblin
    And B's draw pile is orc from the top
    And the seed is 1

  @clause:MC-5-1-1-6
  Rule: the owner orders the cards that go onto its draw pile together

    @clause:MC-5-1-1-6
    Scenario: B, the owner, not A, the user, is asked which goes on top
      Given A holds recall in hand
      When A advances mage to b3
      And B puts wall in front
      And A's mage uses recall on B:wall+B:goblin
      Then B must decide "card_order"
      And the options are exactly pick wall; pick goblin; concede

    @clause:MC-5-1-1-6
    Scenario: B puts the goblin on top
      Given A holds recall in hand
      When A advances mage to b3
      And B puts wall in front
      And A's mage uses recall on B:wall+B:goblin
      And B answers "pick goblin"
      Then B's draw pile is goblin, wall, orc from the top

    @clause:MC-5-1-1-6
    Scenario: B puts the wall on top
      Given A holds recall in hand
      When A advances mage to b3
      And B puts wall in front
      And A's mage uses recall on B:wall+B:goblin
      And B answers "pick wall"
      Then B's draw pile is wall, goblin, orc from the top

    @clause:MC-5-1-1-6
    Scenario: a single card needs no order
      Given A holds nudge in hand
      When A advances mage to b3
      And B puts wall in front
      And A's mage uses nudge on B:goblin
      Then B is not asked "card_order"
      And B's draw pile is goblin, orc from the top

  @clause:MC-5-1-1-7
  Rule: no other player learns the order the owner chose

    @clause:MC-5-1-1-7
    Scenario: whichever B puts on top, the ruling names the units the same way
      Given A holds recall in hand
      When A advances mage to b3
      And B puts wall in front
      And A's mage uses recall on B:wall+B:goblin
      And B answers "pick goblin"
      Then the ruling says in order "wall leaves b3", "goblin leaves b3", "puts 2 cards on top of the draw pile in an order of its choosing"

    @clause:MC-5-1-1-7
    Scenario: the other order gives the same ruling
      Given A holds recall in hand
      When A advances mage to b3
      And B puts wall in front
      And A's mage uses recall on B:wall+B:goblin
      And B answers "pick wall"
      Then the ruling says in order "wall leaves b3", "goblin leaves b3", "puts 2 cards on top of the draw pile in an order of its choosing"

    @clause:MC-5-1-1-7
    Scenario: while B decides, A sees neither B's options nor B's draw pile
      Given A holds recall in hand
      When A advances mage to b3
      And B puts wall in front
      And A's mage uses recall on B:wall+B:goblin
      Then in A's view, B:orc is hidden
      And in A's view, B's draw pile shows 1 cards
