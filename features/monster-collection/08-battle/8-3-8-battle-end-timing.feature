Feature: MC 8.3.8 The battle end timing
  After its trigger moment and check step (MC 8.3.8.2, 8.3.8.3), every charge and defender effect, every
  effect of □ × ◎ ◇ abilities and of [戦闘] ○ and ● abilities ends at the same moment (8.3.8.4); every item
  slot not holding equipment and every spell slot is unspent again (8.3.8.5); the battle is over and the
  after-battle processing follows (8.3.8.6).

  With seed 1 the advancing player A is the first side, with seed 20 the second side.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id       | type         | level | attack | defence | advance | standing                | attributes | ability                            | limit |
      | goblin   | unit         | 1     | 3      | 2       | walking |                         |            |                                    |       |
      | charger  | unit         | 2     | 4      | 9       | walking | charge +2               |            |                                    |       |
      | keeper   | unit         | 1     | 0      | 9       | walking | defender +1             |            |                                    |       |
      | wall     | unit         | 1     | 0      | 9       | walking |                         |            |                                    |       |
      | mage     | unit         | 2     | 1      | 3       | walking | spells fire/fire        |            |                                    |       |
      | fireball | battle spell |       |        |         |         |                         | fire       | normal enemy_unit: damage 3        |       |
      | rally    | battle spell |       |        |         |         |                         | fire       | normal own_unit: attack +2         |       |
      | plains   | terrain      |       |        |         |         |                         |            |                                    | 8     |
    And A has "plains" at b2
    And B has "plains" at b3
    And the seed is 1

  @clause:MC-8-3-8-2 @clause:MC-8-3-8-3 @clause:MC-8-3-8-6
  Scenario: the timing opens with its trigger moment and check step, and the battle ends
    Given A's party at b2 is goblin
    And B's party at b3 is wall
    When A advances goblin to b3
    Then the ruling cites in order "MC-8-3-6-11", "MC-8-3-8-2", "MC-8-3-8-3", "MC-8-3-8-4", "MC-8-3-8-5", "MC-8-3-8-6", "MC-8-4-4"
    And there is no battle

  @clause:MC-8-3-8-4
  Rule: charge, defender and the effects of the battle end together

    @clause:MC-8-3-8-4
    Scenario: charge adds to the first side's attack in the battle, and is gone after it
      Given A's party at b2 is charger
      And B's party at b3 is keeper
      When A advances charger to b3
      Then B's keeper took 6 attack damage
      And A's charger took 1 attack damage
      And A's charger has attack 4
      And B's keeper has attack 0

    @clause:MC-8-3-8-4
    Scenario: a spell's attack bonus lasts until the battle ends
      Given A's party at b2 is mage
      And B's party at b3 is wall
      And A holds rally, fireball in hand
      When A advances mage to b3
      And A's mage uses rally on itself
      Then A must decide "play"
      And A's mage has attack 3
      When the battle plays out with passes
      Then B's wall took 3 attack damage
      And A's mage has attack 1

  @clause:MC-8-3-8-5
  Scenario: the spell slot spent in the battle is unspent once it ends
    Given A's party at b2 is mage
    And B's party at b3 is wall
    And A holds fireball, fireball#2 in hand
    When A advances mage to b3
    And A's mage uses fireball on B:wall
    Then A must decide "play"
    And A's mage has the free spell slots fire
    When the battle plays out with passes
    Then the ruling cites "MC-8-3-8-5"
    And A's mage has the free spell slots fire/fire
