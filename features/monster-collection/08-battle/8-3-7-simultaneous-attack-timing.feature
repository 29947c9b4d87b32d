Feature: MC 8.3.7 The simultaneous attack timing
  When the initiative results are equal both parties attack each other at once (MC 8.3.7.1). Until 8.3.7.5
  nobody may declare any card or ability (8.3.7.2), and the units, the terrain and the players of the
  battle lose every effect of their standing and special abilities and every bonus of their equipment,
  which nevertheless stays equipped (8.3.7.3). Every ready unit attacks, unless its side has no enemy
  party (8.3.7.4); then what was lost applies again (8.3.7.5), any unit still ready is exhausted and
  declarations are allowed again (8.3.7.6), and the battle end timing follows (8.3.7.7).

  With seed 3 both initiative dice are 4.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id       | type         | level | attack | defence | advance | standing                | class     | cost | bonus      | attributes | ability                                 | limit |
      | goblin   | unit         | 1     | 3      | 2       | walking | items 1                 |           |      |            |            |                                         |       |
      | wall     | unit         | 1     | 0      | 9       | walking |                         |           |      |            |            |                                         |       |
      | mage     | unit         | 2     | 1      | 3       | walking | spells fire/fire        |           |      |            |            |                                         |       |
      | captain  | unit         | 2     | 2      | 4       | walking |                         |           |      |            |            | constant battle own_party: attack +2    |       |
      | sword    | item         |       |        |         |         |                         | equipment | 1    | attack +2  |            |                                         |       |
      | shield   | item         |       |        |         |         |                         | equipment | 1    | defence +2 |            |                                         |       |
      | fireball | battle spell |       |        |         |         |                         |           |      |            | fire       | normal enemy_unit: damage 3             |       |
      | ambush   | battle spell |       |        |         |         |                         |           |      |            | fire       | initiative enemy_unit: damage 9         |       |
      | plains   | terrain      |       |        |         |         |                         |           |      |            |            |                                         | 8     |
    And A has "plains" at b2
    And B has "plains" at b3
    And the seed is 3

  @clause:MC-8-3-7-2
  Rule: until 8.3.7.5 no one declares anything

    @clause:MC-8-3-7-2
    Scenario: spells in both hands wait: no play step is given during the attack
      Given A's party at b2 is mage
      And B's party at b3 is mage
      And A holds fireball in hand
      And B holds fireball in hand
      When A advances mage to b3
      Then the ruling cites "MC-8-3-7-2"
      And A is not asked "play"
      And B is not asked "play"
      And A has 1 card in hand
      And B has 1 card in hand

  @clause:MC-8-3-7-3
  Rule: abilities' effects and equipment bonuses are lost during the attack, the equipment stays

    @clause:MC-8-3-7-3
    Scenario: the sword's extra attack does not count in the simultaneous attack
      Given A's party at b2 is goblin
      And A's goblin equips sword
      And B's party at b3 is wall
      When A advances goblin to b3
      And the battle plays out with passes
      Then B's wall took 3 attack damage
      And A's sword is equipped by goblin
      And A's goblin has attack 5

    @clause:MC-8-3-7-3
    Scenario: the shield's extra defence does not save its goblin
      Given A's party at b2 is goblin
      And B's party at b3 is goblin
      And B's goblin equips shield
      When A advances goblin to b3
      And the battle plays out with passes
      Then B's goblin took 3 attack damage
      And B's goblin died

    @clause:MC-8-3-7-3
    Scenario: a captain's constant bonus does not count in the simultaneous attack
      Given A's party at b2 is captain
      And B's party at b3 is wall
      When A advances captain to b3
      Then B's wall took 2 attack damage

  @clause:MC-8-3-7-4
  Rule: every ready unit of both sides attacks

    @clause:MC-8-3-7-4
    Scenario: two goblins strike each other down together
      Given A's party at b2 is goblin
      And B's party at b3 is goblin
      When A advances goblin to b3
      Then the ruling cites "MC-8-3-7-4"
      And A's goblin died
      And B's goblin died

    @clause:MC-8-3-7-4
    Scenario: with the enemy party gone before the attack, the remaining side does not attack
      Given A's party at b2 is mage
      And B's party at b3 is goblin
      And A holds ambush in hand
      When A advances mage to b3
      And A's mage uses ambush on B:goblin
      Then B's goblin died
      And the ruling cites "MC-8-3-4-9"
      And the ruling does not cite "MC-8-3-7-4"

  @clause:MC-8-3-7-5
  Scenario: after the attack the lost bonuses apply again
    Given A's party at b2 is goblin
    And A's goblin equips sword
    And B's party at b3 is wall
    When A advances goblin to b3
    And the battle plays out with passes
    Then the ruling cites in order "MC-8-3-7-3", "MC-8-3-7-4", "MC-8-3-7-5", "MC-8-3-7-6"
    And A's goblin has attack 5

  @clause:MC-8-3-7-6
  Rule: units still ready are exhausted, and declarations are allowed again

    @clause:MC-8-3-7-6
    Scenario: the unit that had no one to attack is exhausted at the end of the attack
      Given A's party at b2 is mage
      And B's party at b3 is goblin
      And A holds ambush in hand
      When A advances mage to b3
      And A's mage uses ambush on B:goblin
      Then the ruling says "units still ready are exhausted; declarations are possible again"
      And the ruling cites in order "MC-8-3-7-6", "MC-8-3-7-7"

    @clause:MC-8-3-7-6
    Scenario: declarations are possible again from the battle end timing on
      Given A's party at b2 is goblin
      And B's party at b3 is wall
      When A advances goblin to b3
      Then the ruling cites in order "MC-8-3-7-6", "MC-8-3-8-2"

  @clause:MC-8-3-7-7
  Scenario: the simultaneous attack timing is followed by the battle end timing
    Given A's party at b2 is goblin
    And B's party at b3 is wall
    When A advances goblin to b3
    Then the ruling cites in order "MC-8-3-7-7", "MC-8-3-8-2", "MC-8-3-8-6"
