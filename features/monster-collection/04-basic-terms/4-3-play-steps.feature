Feature: MC 4.3 Play steps
  A check step always comes before a play step is given (MC 4.3.2). A player given a play step carries
  out one action possible at that moment, or nothing (4.3.4). After an action the next play step goes to
  the advancing player in the normal play step and the instant-summon, formation and initiative
  timings, and to the acting player's opponent in a counter chain (4.3.5). When both players pass in a
  counter chain, the declarations resolve in reverse order (4.3.6). When the advancing player (in a normal
  play step) or both players (in battle play steps) do nothing, the game moves on (4.3.7).

  With seed 1 the advancing player A is the first side.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id       | type         | level | attack | defence | advance | standing               | class      | attributes | ability                       | limit |
      | goblin   | unit         | 1     | 3      | 2       | walking |                        |            |            |                               |       |
      | orc      | unit         | 2     | 4      | 3       | walking | items 1                |            |            |                               |       |
      | wall     | unit         | 1     | 0      | 9       | walking |                        |            |            |                               |       |
      | mage     | unit         | 2     | 1      | 9       | walking | spells fire/fire, items 1 |         |            |                               |       |
      | fireball | battle spell |       |        |         |         |                        |            | fire       | normal enemy_unit: damage 3   |       |
      | potion   | item         |       |        |         |         |                        | consumable |            | counter own_unit: defence +2  |       |
      | plains   | terrain      |       |        |         |         |                        |            |            |                               | 8     |
    And A has "plains" at b2
    And B has "plains" at b3
    And the seed is 1

  @clause:MC-4-3-2
  Rule: a check step always comes before a play step

    @clause:MC-4-3-2
    Scenario: before the main phase's play step comes back, a check step
      Given A's party at b2 is goblin
      When A advances goblin to b3
      Then A must decide "main"
      And the last event of the ruling cites "MC-4-3-2"

    @clause:MC-4-3-2
    Scenario: before a battle play step, a check step
      Given A's party at b2 is mage
      And B's party at b3 is wall
      And A holds fireball in hand
      When A advances mage to b3
      Then A must decide "play"
      And the last event of the ruling cites "MC-4-3-2"

  @clause:MC-4-3-4
  Rule: one action of those possible, or nothing

    @clause:MC-4-3-4
    Scenario: the play step offers each possible use, one at a time, and passing
      Given A's party at b2 is mage
      And B's party at b3 is wall, goblin
      And A holds fireball in hand
      When A advances mage to b3
      And B puts wall in front
      Then the options are exactly use fireball by mage on B:wall; use fireball by mage on B:goblin; pass; concede

    @clause:MC-4-3-4
    Scenario: choosing to do nothing passes the play step
      Given A's party at b2 is mage
      And B's party at b3 is wall
      And A holds fireball in hand
      When A advances mage to b3
      And A passes
      Then the ruling cites "MC-9-1"
      And A has 1 card in hand

  @clause:MC-4-3-5
  Rule: after an action the next play step goes to the advancing player, or in a counter chain to the opponent

    @clause:MC-4-3-5
    Scenario: in a counter chain, after B's counter the play step goes to A
      Given A's party at b2 is mage
      And B's party at b3 is orc
      And A holds fireball, potion in hand
      And B holds potion in hand
      When A advances mage to b3
      And A's mage uses fireball on B:orc
      Then B must decide "counter"
      When B's orc uses potion on itself
      Then A must decide "counter"

    @clause:MC-4-3-5
    Scenario: after a main-phase action the play step goes back to the advancing player
      Given A's party at b2 is goblin
      When A advances goblin to b3
      Then A must decide "main"

  @clause:MC-4-3-6
  Scenario: both pass, and the counter resolves before the spell it answered: the orc survives
    Given A's party at b2 is mage
    And B's party at b3 is orc
    And A holds fireball in hand
    And B holds potion in hand
    When A advances mage to b3
    And A's mage uses fireball on B:orc
    And B's orc uses potion on itself
    Then the ruling cites in order "MC-10-3-1", "MC-10-14-5", "MC-4-5-1"
    And B's orc is still on the battlefield

  @clause:MC-4-3-7
  Rule: when the players do nothing the game moves on

    @clause:MC-4-3-7
    Scenario: A's pass in its normal timing moves the battle on to its attack
      Given A's party at b2 is mage
      And B's party at b3 is wall
      And A holds fireball in hand
      When A advances mage to b3
      And A passes
      Then the ruling cites in order "MC-8-3-5-6", "MC-9-1", "MC-9-3"

    @clause:MC-4-3-7
    Scenario: A's pass of the normal play step moves the turn on to the normal summon phase
      When A ends the main phase
      Then the ruling cites "MC-7-4-2"
