Feature: MC 8.1-8.2 When a battle occurs, and its outline
  A battle occurs when units of the advancing player advance into a terrain the defending player controls
  (MC 8.1.1), and every unit taking part starts it ready (8.1.2). It runs its start, the instant-summon,
  formation and initiative timings, then either both sides' normal timings or the simultaneous attack
  timing, and the battle end timing (8.2.1). In a battle, cards and abilities are used from the hand or
  from the battle's terrain (8.2.2); constant abilities work there only from that terrain, its units and
  their equipment (8.2.3); only the battle's terrain, what stands on it and the players can be targeted
  (8.2.4), and a battle's effects look at nothing else (8.2.5). If one side is wiped out, the remaining
  timings still happen up to the battle end timing (8.2.6).

  The initiative dice come from the position's seed: with seed 1 the advancing player rolls 6 and the
  defending player 2; with seed 3 both roll 4.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id       | type         | level | attack | defence | advance | standing         | attributes | ability                                      | limit |
      | goblin   | unit         | 1     | 3      | 2       | walking |                  |            |                                              |       |
      | orc      | unit         | 2     | 4      | 3       | walking |                  |            |                                              |       |
      | wall     | unit         | 1     | 0      | 9       | walking |                  |            |                                              |       |
      | mage     | unit         | 2     | 1      | 3       | walking | spells fire/fire |            |                                              |       |
      | captain  | unit         | 2     | 2      | 4       | walking |                  |            | constant battle own_party: attack +2         |       |
      | fireball | battle spell |       |        |         |         |                  | fire       | normal enemy_unit: damage 3                  |       |
      | plains   | terrain      |       |        |         |         |                  |            |                                              | 8     |
      | banners  | terrain      |       |        |         |         |                  |            | constant battle own_party: defence +5        | 8     |
    And A has "plains" at b2
    And B has "plains" at b3
    And B has "plains" at c3

  @clause:MC-8-1-1
  Rule: a battle occurs when the advancing player's units advance into the defender's controlled terrain

    @clause:MC-8-1-1
    Scenario: advancing into a terrain where only B's units stand starts a battle there
      Given A's party at b2 is goblin
      And B's party at b3 is wall
      And the seed is 1
      When A advances goblin to b3
      Then the ruling cites "MC-8-1-1"
      And the ruling cites "MC-9-1"

    @clause:MC-8-1-1
    Scenario: advancing into an unoccupied terrain starts no battle
      Given A's party at b2 is goblin
      When A advances goblin to b3
      Then the ruling does not cite "MC-8-1-1"
      And A's goblin is at b3
      And b3 is controlled by A

  @clause:MC-8-1-2
  Scenario: a defending unit that was exhausted is ready as the battle starts, and so attacks
    Given A's party at b2 is orc
    And B's party at b3 is goblin
    And B's goblin is exhausted
    And the seed is 20
    When A advances orc to b3
    Then the ruling cites "MC-8-1-2"
    And A's orc took 3 attack damage

  @clause:MC-8-2-1
  Rule: the timings run in order, with either both normal timings or the simultaneous attack

    @clause:MC-8-2-1
    Scenario: different initiative results bring the first and second sides' normal timings
      Given A's party at b2 is goblin
      And B's party at b3 is wall
      And the seed is 1
      When A advances goblin to b3
      Then the ruling cites in order "MC-8-3-1-1", "MC-8-3-2-2", "MC-8-3-3-5", "MC-8-3-4-3", "MC-8-3-5-2", "MC-8-3-6-2", "MC-8-3-8-2", "MC-8-3-8-6"
      And the ruling does not cite "MC-8-3-7-2"

    @clause:MC-8-2-1
    Scenario: equal initiative results bring the simultaneous attack timing instead
      Given A's party at b2 is goblin
      And B's party at b3 is wall
      And the seed is 3
      When A advances goblin to b3
      Then the ruling cites in order "MC-8-3-1-1", "MC-8-3-2-2", "MC-8-3-3-5", "MC-8-3-4-3", "MC-8-3-7-2", "MC-8-3-8-2", "MC-8-3-8-6"
      And the ruling does not cite "MC-8-3-5-2"
      And the ruling does not cite "MC-8-3-6-2"

  @clause:MC-8-2-2
  Rule: cards and abilities used in a battle come from the hand or the battle's terrain

    @clause:MC-8-2-2
    Scenario: a unit in the battle may cast a spell from the hand
      Given A's party at b2 is mage
      And B's party at b3 is wall
      And A holds fireball in hand
      And the seed is 1
      When A advances mage to b3
      Then A must decide "play"
      And the options include use fireball by mage on B:wall

    @clause:MC-8-2-2
    Scenario: a unit away from the battle's terrain cannot cast a spell in it
      Given A's party at b2 is goblin
      And A's party at b1 is mage
      And B's party at b3 is wall
      And A holds fireball in hand
      And the seed is 1
      When A advances goblin to b3
      Then A is not asked "play"
      And A has 1 card in hand

  @clause:MC-8-2-3
  Rule: in a battle, constant abilities work only from the battle's terrain and what stands on it

    @clause:MC-8-2-3
    Scenario: a captain in the battle raises its party's attack
      Given A's party at b2 is goblin, captain
      And B's party at b3 is wall
      And the seed is 1
      When A advances goblin to b3 and captain to b3
      And the battle plays out with passes
      Then B's wall took 9 attack damage

    @clause:MC-8-2-3
    Scenario: a captain left behind raises nothing in the battle
      Given A's party at b2 is goblin, captain
      And B's party at b3 is wall
      And the seed is 1
      When A advances goblin to b3
      Then B's wall took 3 attack damage

    @clause:MC-8-2-3
    Scenario: the battle's terrain's own constant ability works in its battle
      Given B has "banners" at b3
      And A's party at b2 is orc
      And B's party at b3 is goblin
      And the seed is 1
      When A advances orc to b3
      Then B's goblin took 4 attack damage
      And B's goblin is still on the battlefield

  @clause:MC-8-2-4
  Rule: in a battle only the battle's terrain, what stands on it and the players can be targeted

    @clause:MC-8-2-4
    Scenario: a unit of the enemy elsewhere is not among the spell's targets
      Given A's party at b2 is mage
      And B's party at b3 is wall
      And B's party at c3 is goblin
      And A holds fireball in hand
      And the seed is 1
      When A advances mage to b3
      Then A must decide "play"
      And the options do not include use fireball by mage on B:goblin

    @clause:MC-8-2-4
    Scenario: targeting a unit elsewhere is refused
      Given A's party at b2 is mage
      And B's party at b3 is wall
      And B's party at c3 is goblin
      And A holds fireball in hand
      And the seed is 1
      When A advances mage to b3
      And A's mage tries to use fireball on B:goblin
      Then the action is illegal citing "MC-8-2-4"

  @clause:MC-8-2-5
  Rule: what a battle's effect looks at is on the battle's terrain

    @clause:MC-8-2-5
    Scenario: a captain's "own party" in a battle is the party in the battle, not units elsewhere
      Given A's party at b2 is goblin, captain
      And B's party at b3 is wall
      And B's party at c3 is orc
      And the seed is 1
      When A advances captain to b3
      Then B's wall took 4 attack damage
      And the ruling cites "MC-8-4-4"
      And A's goblin has attack 3

  @clause:MC-8-2-6
  Rule: the timings go on to the battle end even when one side is gone

    @clause:MC-8-2-6
    Scenario: the defender is wiped out by the first attack, and the second side's timing still comes
      Given A's party at b2 is orc
      And B's party at b3 is goblin
      And the seed is 1
      When A advances orc to b3
      Then B's goblin died
      And the ruling cites in order "MC-9-3", "MC-8-3-5-10", "MC-8-3-6-2", "MC-8-3-6-10", "MC-8-3-8-2", "MC-8-4-2"

  @clause:MC-8-3-1-1
  Rule: at the start of the battle its [戦闘] constant abilities take effect

    @clause:MC-8-3-1-1
    Scenario: the captain's bonus is in force from the start of the battle, before its first timing's choices
      Given the test cards:
        | id   | type | level | attack | defence | advance | instant |
        | wolf | unit | 1     | 2      | 1       | walking | yes     |
      And A's party at b2 is goblin, captain
      And B's party at b3 is wall
      And B holds wolf in hand
      And the seed is 1
      When A advances goblin to b3 and captain to b3
      Then B must decide "instant_summon"
      And A's goblin has attack 5

    @clause:MC-8-3-1-1
    Scenario: outside a battle the captain's [戦闘] bonus is not in force
      Given A's party at b2 is goblin, captain
      When the position is submitted
      Then A's goblin has attack 3
