Feature: MC 14.6 ◇ hand abilities
  A ◇ ability is declared only while its card — a unit, terrain, battle spell or consumable — is in its
  owner's hand (14.6.1). A battle spell's or consumable's is used by the use procedure (14.6.3.1). A unit
  card's ◇ ability that works at a normal or instant summon's declaration is that card's summon, by the
  summon procedure, its conditions being summon conditions (14.6.3.2); one that names no such time works
  only at the phase or timing the card gives (14.6.4.1). A terrain card's ◇ placement ability is placed
  by the terrain placement procedure, in areas the usual rule may not allow, and counts as a normal
  terrain placement (14.6.3.3, 14.6.4.2).

  Test cards: `hand at instant_summon this_unit: summon if terrain forest` is a unit card's ◇ ability
  that summons it at an instant summon's declaration, with the summon condition "onto a forest"; `hand at
  placement this_unit: place` a terrain card's ◇ ability placing it anywhere free of units.

  With seed 1 the advancing player A rolls 6 and B 2, so A is the first side and B the second.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id       | type         | level | attack | defence | advance | instant | types  | standing           | class      | attributes | ability                                                    | limit |
      | mage     | unit         | 1     | 0      | 9       | walking |         |        | spells any/any     |            |            |                                                            |       |
      | wall     | unit         | 1     | 0      | 9       | walking |         |        |                    |            |            |                                                            |       |
      | treefolk | unit         | 1     | 1      | 9       | walking | yes     |        |                    |            |            | hand at instant_summon this_unit: summon if terrain forest |       |
      | sprout   | unit         | 1     | 1      | 9       | walking | yes     |        |                    |            |            | hand at instant_summon this_unit: summon                   |       |
      | seedling | unit         | 1     | 1      | 9       | walking | yes     |        |                    |            |            | hand at normal_summon this_unit: summon                    |       |
      | fireball | battle spell |       |        |         |         |         |        |                    |            | fire       | normal enemy_unit: damage 1                                |       |
      | potion   | item         |       |        |         |         |         |        |                    | consumable |            | normal own_unit: defence +1                                |       |
      | forest   | terrain      |       |        |         |         |         | forest |                    |            |            |                                                            | 8     |
      | plains   | terrain      |       |        |         |         |         |        |                    |            |            |                                                            | 8     |
      | portal   | terrain      |       |        |         |         |         |        |                    |            |            | hand at placement this_unit: place                         | 8     |
    And the seed is 1

  @clause:MC-14-6-1
  Rule: a ◇ ability is declared only from the hand

    @clause:MC-14-6-1
    Scenario: a battle spell in the discard pile cannot be used
      Given A has "plains" at b2
      And B has "plains" at b3
      And A's party at b2 is mage
      And B's party at b3 is wall
      And A's discard pile holds fireball
      And A holds fireball#2 in hand
      When A advances mage to b3
      Then the options do not include use fireball by mage on B:wall
      When A's mage tries to use fireball on B:wall
      Then the action is illegal citing "MC-14-6-1"

    @clause:MC-14-6-1
    Scenario: the same battle spell in the hand is offered
      Given A has "plains" at b2
      And B has "plains" at b3
      And A's party at b2 is mage
      And B's party at b3 is wall
      And A holds fireball in hand
      When A advances mage to b3
      Then the options include use fireball by mage on B:wall

  @clause:MC-14-6-3-1
  Scenario: a battle spell's ◇ ability follows the use procedure: declared, its cost declared, then resolved
    Given A has "plains" at b2
    And B has "plains" at b3
    And A's party at b2 is mage
    And B's party at b3 is wall
    And A holds fireball in hand
    When A advances mage to b3
    And A's mage uses fireball on B:wall
    Then the ruling cites in order "MC-10-1-5", "MC-10-1-6", "MC-10-1-13"
    And B's wall took 1 damage

  @clause:MC-14-6-3-2
  Rule: a unit card's ◇ summon ability is its summon, its conditions summon conditions

    @clause:MC-14-6-3-2
    Scenario: the treefolk is instantly summoned into a battle on a forest
      Given A has "plains" at b2
      And B has "forest" at b3
      And A's party at b2 is mage
      And B's party at b3 is wall
      And A holds treefolk in hand
      When A advances mage to b3
      Then A must decide "instant_summon"
      And the options include summon treefolk at b3

    @clause:MC-14-6-3-2
    Scenario: the treefolk cannot be summoned into a battle on plains
      Given A has "plains" at b2
      And B has "plains" at b3
      And A's party at b2 is mage
      And B's party at b3 is wall
      And A holds treefolk, sprout in hand
      When A advances mage to b3
      Then A must decide "instant_summon"
      And the options include summon sprout at b3
      And the options do not include summon treefolk at b3
      When A tries to summon treefolk at b3
      Then the action is illegal citing "MC-14-6-3-2"

  @clause:MC-14-6-4-1
  Rule: a unit card's ◇ summon works only at the time it names

    @clause:MC-14-6-4-1
    Scenario: a unit summoned by its ◇ only instantly cannot be summoned normally
      Given a game in A's normal summon phase
      And A holds sprout, seedling in hand
      When A tries to summon sprout at b1
      Then the action is illegal citing "MC-14-6-4-1"

    @clause:MC-14-6-4-1
    Scenario: a unit summoned by its ◇ at a normal summon is summoned normally
      Given a game in A's normal summon phase
      And A holds sprout, seedling in hand
      When A summons seedling at b1
      Then A's seedling is at b1

  @clause:MC-14-6-3-3 @clause:MC-14-6-4-2
  Rule: a terrain card's ◇ placement uses the placement procedure, anywhere free of units, as a normal placement

    @clause:MC-14-6-3-3 @clause:MC-14-6-4-2
    Scenario: the portal may go to a vacant area far from A's units
      Given A holds portal in hand
      When A declares the placement of "portal"
      Then A must decide "terrain_area"
      And the options include area c4; area a3
      When A chooses the area c4
      Then the terrain at c4 is "portal" of A

    @clause:MC-14-6-3-3 @clause:MC-14-6-4-2
    Scenario: plains may not go there
      Given A holds plains in hand
      When A declares the placement of "plains"
      Then A must decide "terrain_area"
      And the options do not include area c4

    @clause:MC-14-6-3-3
    Scenario: the portal's placement counts as the turn's normal terrain placement
      Given A holds portal in hand
      When A places "portal" at c4
      Then A must decide "main"
      And the options do not include place proxy
