Feature: MC 9 The attack
  An attack is a rule action of the normal timing: its cost exhausts every ready unit of one's own, its
  target is the enemy party, and its effect deals attack damage (MC 9.1). Every ready unit takes part,
  even one with an attack of 0 or less, which adds 0 (9.2). The attack damage is the attackers' total
  attack; every unit of the attacked party takes, all at once, that total less the defences of the units
  in front of it, and nothing once those defences reach the total (9.3). In the simultaneous attack
  timing both parties take their attack damage at the same moment (9.4). No attack is declared without
  units on both sides or when every unit of one's own is exhausted (9.5).

  With seed 1 the advancing player A strikes first; with seed 20 the defending player B; with seed 3
  both at once.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id       | type         | level | attack | defence | advance | standing         | attributes | ability                     | limit |
      | goblin   | unit         | 1     | 3      | 2       | walking |                  |            |                             |       |
      | orc      | unit         | 2     | 4      | 3       | walking |                  |            |                             |       |
      | wall     | unit         | 1     | 0      | 9       | walking |                  |            |                             |       |
      | knight   | unit         | 2     | 2      | 4       | walking |                  |            |                             |       |
      | slug     | unit         | 1     | -2     | 5       | walking |                  |            |                             |       |
      | mage     | unit         | 2     | 1      | 3       | walking | spells fire      |            |                             |       |
      | fireball | battle spell |       |        |         |         |                  | fire       | normal enemy_unit: damage 3 |       |
      | zap      | battle spell |       |        |         |         |                  | fire       | counter enemy_unit: damage 3 |      |
      | plains   | terrain      |       |        |         |         |                  |            |                             | 8     |
    And A has "plains" at b2
    And B has "plains" at b3

  @clause:MC-9-1
  Rule: the attack exhausts its units and deals its damage to the enemy party

    @clause:MC-9-1
    Scenario: the advancing units attack the defending party and are exhausted by it
      Given A's party at b2 is goblin
      And B's party at b3 is wall
      And the seed is 1
      When A advances goblin to b3
      Then the ruling cites in order "MC-9-1", "MC-9-3"
      And the ruling says "the attacking units are exhausted (the attack's cost)"
      And B's wall took 3 attack damage

    @clause:MC-9-1
    Scenario: the attack's damage goes to the enemy party only, not to the attackers' own
      Given A's party at b2 is goblin, orc
      And B's party at b3 is wall
      And the seed is 1
      When A advances goblin to b3 and orc to b3
      And A puts orc in front
      And the battle plays out with passes
      Then B's wall took 7 attack damage
      And A's orc took no damage
      And A's goblin took no damage

    @clause:MC-9-1
    Scenario: an attacking unit killed by a counter leaves the attack's cost unpaid: no attack damage
      Given A's party at b2 is goblin, orc
      And B's party at b3 is wall, mage
      And B holds zap in hand
      And the seed is 1
      When A advances goblin to b3 and orc to b3
      And A puts orc in front
      And B puts wall in front
      And B's mage uses zap on A:goblin
      Then A's goblin died
      And the ruling cites "MC-10-11-9"
      And B's wall took no attack damage

  @clause:MC-9-2
  Rule: a ready unit with attack 0 or less attacks too, adding 0

    @clause:MC-9-2
    Scenario: the slug joins the goblin's attack and is exhausted by it, adding nothing
      Given A's party at b2 is goblin, slug
      And B's party at b3 is wall
      And the seed is 1
      When A advances goblin to b3 and slug to b3
      And A puts goblin in front
      And the battle plays out with passes
      Then B's wall took 3 attack damage
      And the ruling says "player 0 declares an attack with 2 units"

    @clause:MC-9-2
    Scenario: a slug alone deals 0 attack damage
      Given A's party at b2 is slug
      And B's party at b3 is goblin
      And the seed is 1
      When A advances slug to b3
      Then B's goblin took 0 attack damage
      And B's goblin is still on the battlefield

  @clause:MC-9-3
  Rule: each attacked unit takes the total less the defences in front of it

    @clause:MC-9-3
    Scenario: the front unit takes the whole total and the one behind it the total less the front's defence
      Given A's party at b2 is goblin, orc
      And B's party at b3 is knight, goblin
      And the seed is 1
      When A advances goblin to b3 and orc to b3
      And A puts orc in front
      And B puts knight in front
      And the battle plays out with passes
      Then B's knight took 7 attack damage
      And B's goblin took 3 attack damage
      And B's knight died
      And B's goblin died

    @clause:MC-9-3
    Scenario: once the defences in front reach the total, the units behind take nothing
      Given A's party at b2 is goblin
      And B's party at b3 is wall, goblin
      And the seed is 1
      When A advances goblin to b3
      And B puts wall in front
      And the battle plays out with passes
      Then B's wall took 3 attack damage
      And B's goblin took 0 attack damage
      And B's goblin is still on the battlefield

  @clause:MC-9-4
  Rule: in the simultaneous attack both parties are hit at the same moment

    @clause:MC-9-4
    Scenario: two goblins strike together, and both fall
      Given A's party at b2 is goblin
      And B's party at b3 is goblin
      And the seed is 3
      When A advances goblin to b3
      Then the ruling cites "MC-9-4"
      And A's goblin took 3 attack damage
      And B's goblin took 3 attack damage
      And A's goblin died
      And B's goblin died

    @clause:MC-9-4
    Scenario: when one side strikes first, the fallen goblin never strikes back
      Given A's party at b2 is goblin
      And B's party at b3 is goblin
      And the seed is 1
      When A advances goblin to b3
      Then B's goblin died
      And A's goblin took no damage
      And A's goblin is at b3

  @clause:MC-9-5
  Rule: no attack is declared without an enemy party, nor when every own unit is exhausted

    @clause:MC-9-5
    Scenario: the defender's spell kills the only attacker, so the defender declares no attack
      Given A's party at b2 is goblin
      And B's party at b3 is wall, mage
      And B holds fireball in hand
      And the seed is 1
      When A advances goblin to b3
      And B puts wall in front
      And B's mage uses fireball on A:goblin
      And the battle plays out with passes
      Then A's goblin died
      And the ruling cites "MC-9-1"
      And the ruling does not cite "MC-8-3-6-6"

    @clause:MC-9-5
    Scenario: the defender's spell leaves the attacker standing, so the defender attacks
      Given A's party at b2 is wall
      And B's party at b3 is wall, mage
      And B holds fireball in hand
      And the seed is 1
      When A advances wall to b3
      And B puts wall in front
      And B's mage uses fireball on A:wall
      And the battle plays out with passes
      Then the ruling cites "MC-8-3-6-6"
      And A's wall took 4 damage in all
