Feature: MC 4.4-4.6 Parties, damage and numbers
  Where a player has no unit there is no party (MC 4.4.1.3). A unit dealt damage reaching its defence dies
  (4.5.2); damage of 0 or less is 0 damage, still dealt, and a unit with attack 0 or less deals 0 attack
  damage (4.5.3). A value pushed below zero stays negative (4.6.1); a level may be negative, but counts as
  0 in a limit adjustment (4.6.2); a negative attack deals 0 attack damage (4.6.3). A change of a number to
  a value, and a swap of numbers, are applied as adding or subtracting the difference (4.6.4, 4.6.5); when
  such an effect ends, its difference is taken back (4.6.6); a change by 0 is not applied (4.6.7); the
  numbers are worked out in the order effects were applied and lost (4.6.8). Changes made in a battle last
  until it ends, those made outside one until the end of the phase (4.6.9).

  With seed 1 the advancing player A is the first side.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id       | type         | level | attack | defence | advance | standing                    | attributes | ability                            | limit |
      | goblin   | unit         | 1     | 3      | 2       | walking |                             |            |                                    |       |
      | orc      | unit         | 2     | 4      | 3       | walking |                             |            |                                    |       |
      | knight   | unit         | 2     | 2      | 4       | walking |                             |            |                                    |       |
      | imp      | unit         | 1     | 3      | 2       | walking |                             |            |                                    |       |
      | wall     | unit         | 1     | 0      | 9       | walking |                             |            |                                    |       |
      | slug     | unit         | 1     | -2     | 5       | walking |                             |            |                                    |       |
      | mage     | unit         | 2     | 1      | 9       | walking | spells fire/fire/fire/earth |            |                                    |       |
      | squire   | unit         | 2     | 2      | 2       | walking | spells fire/fire            |            |                                    |       |
      | fireball | battle spell |       |        |         |         |                             | fire       | normal enemy_unit: damage 3        |       |
      | dud      | battle spell |       |        |         |         |                             | fire       | normal enemy_unit: damage 2D-9     |       |
      | quake    | battle spell |       |        |         |         |                             | earth      | normal enemy_party: damage 2       |       |
      | weak     | battle spell |       |        |         |         |                             | fire       | normal own_unit: attack -2         |       |
      | settle   | battle spell |       |        |         |         |                             | fire       | normal own_unit: attack to 5       |       |
      | flip     | battle spell |       |        |         |         |                             | fire       | normal own_unit: swap              |       |
      | zero     | battle spell |       |        |         |         |                             | fire       | normal own_unit: defence +0        |       |
      | plains   | terrain      |       |        |         |         |                             |            |                                    | 8     |
      | hill     | terrain      |       |        |         |         |                             |            |                                    | 3     |
    And A has "plains" at b2
    And B has "plains" at b3
    And the seed is 1

  @clause:MC-4-4-1-3
  Rule: without units there is no party to target

    @clause:MC-4-4-1-3
    Scenario: with B's only unit gone, a spell on the enemy party is not offered
      Given A's party at b2 is mage
      And B's party at b3 is goblin
      And A holds fireball, quake in hand
      When A advances mage to b3
      And A's mage uses fireball on B:goblin
      Then A is not asked "play"
      And A's quake is in A's hand

    @clause:MC-4-4-1-3
    Scenario: with B's unit there, the enemy party can be targeted
      Given A's party at b2 is mage
      And B's party at b3 is wall
      And A holds quake in hand
      When A advances mage to b3
      Then the options include use quake by mage on B:wall

  @clause:MC-4-5-3
  Rule: damage of 0 or less is 0 damage, still dealt

    @clause:MC-4-5-3
    Scenario: 2D-9 with 1 and 6 deals 0 damage, and the damage counts as dealt
      Given A's party at b2 is mage
      And B's party at b3 is wall
      And A holds dud in hand
      When A advances mage to b3
      And A's mage uses dud on B:wall
      Then the ruling says "wall takes 0 damage from dud"
      And the ruling does not cite "MC-4-6-7"

    @clause:MC-4-5-3
    Scenario: a slug of attack -2 deals 0 attack damage, not negative damage
      Given A's party at b2 is slug
      And B's party at b3 is wall
      When A advances slug to b3
      Then B's wall took 0 attack damage

  @clause:MC-4-6-1
  Rule: a value below zero stays negative

    @clause:MC-4-6-1
    Scenario: attack 1 less 2 is attack -1
      Given A's party at b2 is mage
      And B's party at b3 is wall
      And A holds weak, fireball in hand
      When A advances mage to b3
      And A's mage uses weak on itself
      Then A must decide "play"
      And A's mage has attack -1

  @clause:MC-4-6-2
  Rule: a negative level is kept, but counts as 0 in a limit adjustment

    @clause:MC-4-6-2
    Scenario: the imp of level -2 is kept at -2
      Given A's party at b2 is imp
      And A's imp has level -3 until the end of the phase
      When the position is submitted
      Then A's imp has level -2

    @clause:MC-4-6-2
    Scenario: under a hill of limit 3, the imp of level -2 counts 0: the party of 4 must shed a unit
      Given A's party at b2 is orc, knight, imp
      And A's imp has level -3 until the end of the phase
      And A holds hill in hand
      When A places "hill" at b2
      Then A must decide "limit_adjustment"

  @clause:MC-4-6-3
  Scenario: a negative attack deals 0 attack damage, the total is not reduced by it
    Given A's party at b2 is goblin, slug
    And B's party at b3 is wall
    When A advances goblin to b3 and slug to b3
    And A puts goblin in front
    And the battle plays out with passes
    Then B's wall took 3 attack damage

  @clause:MC-4-6-4 @clause:MC-4-6-6
  Rule: a change to a value is a ±n, taken back when the effect ends

    @clause:MC-4-6-4
    Scenario: "attack to 5" on a mage of attack 2 is +3
      Given A's party at b2 is mage
      And A's mage has attack +1 until the end of the phase
      And B's party at b3 is wall
      And A holds settle, fireball in hand
      When A advances mage to b3
      And A's mage uses settle on itself
      Then the ruling says "mage gets attack +3 until the end of the battle"
      And A's mage has attack 5

    @clause:MC-4-6-6
    Scenario: when the battle's +3 ends, the mage is back to 2, the phase's +1 still in force
      Given A's party at b2 is mage
      And A's mage has attack +1 until the end of the phase
      And B's party at b3 is wall
      And A holds settle in hand
      When A advances mage to b3
      And A's mage uses settle on itself
      Then there is no battle
      And A's mage has attack 2

  @clause:MC-4-6-5 @clause:MC-4-6-8
  Rule: a swap is a ±n on each value, worked out from the values as they are

    @clause:MC-4-6-5
    Scenario: a squire of 2/2 with defence +2 swapped is 4/2: attack +2, defence -2
      Given A's party at b2 is squire
      And A's squire has defence +2 until the end of the phase
      And B's party at b3 is wall
      And A holds flip, fireball in hand
      When A advances squire to b3
      And A's squire uses flip on itself
      Then the ruling says in order "squire gets attack +2 until the end of the battle", "squire gets defence -2 until the end of the battle"
      And A's squire has attack 4, defence 2

    @clause:MC-4-6-8
    Scenario: the swap's changes are taken back when the battle ends; the phase's +2 stays
      Given A's party at b2 is squire
      And A's squire has defence +2 until the end of the phase
      And B's party at b3 is wall
      And A holds flip in hand
      When A advances squire to b3
      And A's squire uses flip on itself
      Then there is no battle
      And A's squire has attack 2, defence 4

  @clause:MC-4-6-7
  Scenario: defence +0 is not applied
    Given A's party at b2 is mage
    And B's party at b3 is wall
    And A holds zero, fireball in hand
    When A advances mage to b3
    And A's mage uses zero on itself
    Then the ruling cites "MC-4-6-7"
    And the ruling does not cite "MC-10-14-5"

  @clause:MC-4-6-9
  Rule: a change made in a battle lasts until the battle ends; one made outside, until the phase ends

    @clause:MC-4-6-9
    Scenario: the battle's change is gone after the battle, within the same main phase
      Given A's party at b2 is mage
      And B's party at b3 is wall
      And A holds weak in hand
      When A advances mage to b3
      And A's mage uses weak on itself
      Then A must decide "main"
      And A's mage has attack 1

    @clause:MC-4-6-9
    Scenario: a change made outside battle is still there after a battle in the same phase
      Given A's party at b2 is mage
      And A's mage has attack +1 until the end of the phase
      And B's party at b3 is wall
      When A advances mage to b3
      Then A must decide "main"
      And A's mage has attack 2
