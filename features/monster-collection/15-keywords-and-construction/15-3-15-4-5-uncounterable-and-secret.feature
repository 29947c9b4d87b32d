Feature: MC 15.3 対抗不可; MC 15.4.5 秘伝
  No [対抗] can be declared against the use of an ability marked 対抗不可 (uncounterable, MC 15.3.1). A card
  with 秘伝 (secret art) of a piece of card information cannot be used unless its user is a unit of that
  information (15.4.5.2); it is used by the usual procedure, and the information is checked again as it
  resolves (10.1.14): if the user no longer fits, the card has no effect (15.4.5.3).

  In the test-card table: `uncounterable`, `secret race:human`, `secret level:2` in the `keywords` column.
  With seed 1 the advancing player A is the first side.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id       | type         | level | attack | defence | advance | standing         | races | class      | attributes | ability                         | keywords          | limit |
      | mage     | unit         | 2     | 1      | 3       | walking | spells fire/fire | human |            |            |                                 |                   |       |
      | shaman   | unit         | 2     | 1      | 3       | walking | spells fire/fire | orc   |            |            |                                 |                   |       |
      | wall     | unit         | 1     | 0      | 9       | walking | items 1          |       |            |            |                                 |                   |       |
      | witch    | unit         | 1     | 1      | 5       | walking | spells water     |       |            |            |                                 |                   |       |
      | rune     | battle spell |       |        |         |         |                  |       |            | fire       | normal enemy_unit: damage 3     | secret race:human |       |
      | sigil    | battle spell |       |        |         |         |                  |       |            | fire       | normal enemy_unit: damage 3     | secret level:2    |       |
      | curse    | battle spell |       |        |         |         |                  |       |            | water      | counter enemy_unit: level +1    |                   |       |
      | chill    | battle spell |       |        |         |         |                  |       |            | water      | counter enemy_unit: attack -1   |                   |       |
      | smite    | battle spell |       |        |         |         |                  |       |            | fire       | normal enemy_unit: damage 2     | uncounterable     |       |
      | fireball | battle spell |       |        |         |         |                  |       |            | fire       | normal enemy_unit: damage 2     |                   |       |
      | potion   | item         |       |        |         |         |                  |       | consumable |            | counter own_unit: defence +2    |                   |       |
      | plains   | terrain      |       |        |         |         |                  |       |            |            |                                 |                   | 8     |
    And A has "plains" at b2
    And B has "plains" at b3
    And the seed is 1

  @clause:MC-15-3-1
  Rule: no counter against an uncounterable use

    @clause:MC-15-3-1
    Scenario: B, holding a potion, is not asked to counter the smite: it resolves and A plays on
      Given A's party at b2 is mage
      And B's party at b3 is wall
      And A holds smite, smite#2 in hand
      And B holds potion in hand
      When A advances mage to b3
      And A's mage uses smite on B:wall
      Then A must decide "play"
      And the ruling cites "MC-15-3-1"
      And B's wall took 2 damage

    @clause:MC-15-3-1
    Scenario: the same damage without the mark may be countered
      Given A's party at b2 is mage
      And B's party at b3 is wall
      And A holds fireball in hand
      And B holds potion in hand
      When A advances mage to b3
      And A's mage uses fireball on B:wall
      Then B must decide "counter"
      And the options include use potion by wall on wall

  @clause:MC-15-4-5-2
  Rule: a card with 秘伝 is used only by a unit of its card information

    @clause:MC-15-4-5-2
    Scenario: the human mage may use the rune; the orc shaman may not
      Given A's party at b2 is mage, shaman
      And B's party at b3 is wall
      And A holds rune in hand
      When A advances mage to b3 and shaman to b3
      And the players pass until A must decide "play"
      Then the options include use rune by mage on B:wall
      And the options do not include use rune by shaman on B:wall
      When A's shaman tries to use rune on B:wall
      Then the action is illegal citing "MC-15-4-5-2"

  @clause:MC-15-4-5-3
  Rule: 秘伝 is checked again as the card resolves

    @clause:MC-15-4-5-3
    Scenario: the mage, raised to level 3 by a counter, no longer fits the sigil of level 2: no effect
      Given A's party at b2 is mage
      And B's party at b3 is wall, witch
      And A holds sigil in hand
      And B holds curse in hand
      When A advances mage to b3
      And the players pass until A must decide "play"
      And A's mage uses sigil on B:wall
      And B's witch uses curse on A:mage
      Then the ruling cites "MC-15-4-5-3"
      And B's wall took no effect damage
      And A's sigil is in A's discard pile

    @clause:MC-15-4-5-3
    Scenario: a counter that leaves the mage's level alone lets the sigil deal its damage
      Given A's party at b2 is mage
      And B's party at b3 is wall, witch
      And A holds sigil in hand
      And B holds chill in hand
      When A advances mage to b3
      And the players pass until A must decide "play"
      And A's mage uses sigil on B:wall
      And B's witch uses chill on A:mage
      Then the ruling does not cite "MC-15-4-5-3"
      And B's wall took 3 damage
