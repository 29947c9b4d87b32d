Feature: MC 10.20, 4.2.2, 4.7.4 Check steps and play steps with abilities
  In a check step every due rule process runs first, until none is left; only then are waiting triggered
  abilities played, the advancing player's first, then the defender's, and back to the rule processes,
  until nothing is left (MC 4.2.2, 10.20.1.1-10.20.1.1.3). Before a player is given a play step a check step
  happens and is processed (10.20.1.2.1, 10.20.1.2.2); after an action the next play step goes to the
  advancing player in the main phase and the instant-summon, formation and initiative timings, and to the
  acting player's opponent in a counter chain (10.20.1.2.3); when both pass in a row the phase or timing
  moves on (10.20.1.2.4). "At the start of a phase" names that phase's start trigger moment (4.7.4).

  Background:
    Given a game in A's main phase
    And the test cards:
      | id       | type         | level | attack | defence | advance | standing         | class      | attributes | ability                                  | limit |
      | goblin   | unit         | 1     | 3      | 2       | walking |                  |            |            |                                          |       |
      | wall     | unit         | 1     | 0      | 9       | walking |                  |            |            |                                          |       |
      | mage     | unit         | 2     | 1      | 9       | walking | spells fire/fire |            |            |                                          |       |
      | warlock  | unit         | 2     | 1      | 9       | walking | spells fire/fire, items 1 |   |            |                                          |       |
      | martyr   | unit         | 1     | 1      | 2       | walking |                  |            |            | auto on leaves own_party: draw 1         |       |
      | sentry   | unit         | 1     | 1      | 3       | walking |                  |            |            | auto on main_start this_unit: attack +1  |       |
      | herald   | unit         | 1     | 1      | 3       | walking |                  |            |            | auto on summon_start this_unit: attack +1 |      |
      | fireball | battle spell |       |        |         |         |                  |            | fire       | normal enemy_unit: damage 3              |       |
      | potion   | item         |       |        |         |         |                  | consumable |            | counter own_unit: defence +2             |       |
      | plains   | terrain      |       |        |         |         |                  |            |            |                                          | 8     |
    And A has "plains" at b2
    And B has "plains" at b3
    And the seed is 1

  @clause:MC-4-2-2 @clause:MC-10-20-1-1
  Rule: rule processes first, then the waiting triggered abilities

    @clause:MC-4-2-2 @clause:MC-10-20-1-1
    Scenario: the martyr dies by rule processing; its waiting ability is played after it, in the check step
      Given A's party at b2 is goblin
      And B's party at b3 is martyr
      When A advances goblin to b3
      Then the ruling cites in order "MC-9-3", "MC-11-3-1-2-1", "MC-10-5-2", "MC-10-2-3", "MC-10-20-1-1-2", "MC-10-5-3"
      And B has 1 card in hand

  @clause:MC-10-20-1-2-1 @clause:MC-10-20-1-2-2 @clause:MC-4-7-4
  Rule: before a play step is given, a check step plays what waits

    @clause:MC-10-20-1-2-1 @clause:MC-10-20-1-2-2 @clause:MC-4-7-4
    Scenario: the sentry waits as the main phase starts, and is played in the check step before A's first play step
      Given a game in A's first hand adjustment phase
      And A's party at b1 is sentry
      And A holds goblin in hand
      When A is done
      Then the ruling cites in order "MC-7-3-2", "MC-10-5-2", "MC-4-3-2", "MC-10-5-3"
      And A must decide "main"
      And A's sentry has attack 2

    @clause:MC-4-7-4
    Scenario: a herald that waits for the normal summon phase's start does not wait as the main phase starts
      Given a game in A's first hand adjustment phase
      And A's party at b1 is herald
      And A holds goblin in hand
      When A is done
      Then the ruling does not cite "MC-10-5-2"
      And A's herald has attack 1

    @clause:MC-4-7-4
    Scenario: the herald waits as the normal summon phase starts, after the main phase's end
      Given A's party at b1 is herald
      When A ends the main phase
      Then the ruling cites in order "MC-7-3-6", "MC-7-4-2", "MC-10-5-2"
      And A's herald has attack 2

  @clause:MC-10-20-1-2-3
  Rule: after an action, the advancing player — or in a counter chain, the actor's opponent — gets the next step

    @clause:MC-10-20-1-2-3
    Scenario: after B's counter the next play step is A's
      Given A's party at b2 is warlock
      And B's party at b3 is warlock
      And A holds fireball, potion in hand
      And B holds potion in hand
      When A advances warlock to b3
      And A's warlock uses fireball on B:warlock
      And B's warlock uses potion on itself
      Then A must decide "counter"

    @clause:MC-10-20-1-2-3
    Scenario: after a main-phase advance with no battle, the next play step is the advancing player's
      Given A's party at b2 is goblin
      And A has "plains" at c2
      When A advances goblin to c2
      Then A must decide "main"

  @clause:MC-10-20-1-2-4
  Rule: when both pass in a row the timing moves on

    @clause:MC-10-20-1-2-4
    Scenario: A and B pass the chain in a row: it resolves and the battle moves on
      Given A's party at b2 is warlock
      And B's party at b3 is warlock
      And A holds fireball, potion in hand
      And B holds potion in hand
      When A advances warlock to b3
      And A's warlock uses fireball on B:warlock
      And B passes
      Then A must decide "counter"
      When A passes
      Then the ruling cites in order "MC-10-3-1", "MC-10-1-13", "MC-9-1"
