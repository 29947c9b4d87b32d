Feature: MC 8.3.3 The formation timing
  After its trigger moment and check step (MC 8.3.3.5, 8.3.3.6), the advancing player sets the formation
  of its party — front to back — and may then swap equipment between its units in the battle any number
  of times (8.3.3.7-8.3.3.9); then the defending player does the same (8.3.3.10-8.3.3.12). The timing
  closes with its trigger moment and a check step (8.3.3.13, 8.3.3.14); every item slot not holding
  equipment and every spell slot becomes unspent again (8.3.3.15), and the initiative timing follows
  (8.3.3.16).

  Background:
    Given a game in A's main phase
    And the test cards:
      | id     | type    | level | attack | defence | advance | standing | class      | cost | bonus      | ability                             | limit |
      | goblin | unit    | 1     | 3      | 2       | walking | items 1  |            |      |            |                                     |       |
      | orc    | unit    | 2     | 4      | 3       | walking | items 1  |            |      |            |                                     |       |
      | wall   | unit    | 1     | 0      | 9       | walking | items 1  |            |      |            |                                     |       |
      | sword  | item    |       |        |         |         |          | equipment  | 1    | attack +2  |                                     |       |
      | shield | item    |       |        |         |         |          | equipment  | 1    | defence +2 |                                     |       |
      | elixir | item    |       |        |         |         |          | consumable |      |            | initiative own_unit: initiative +1  |       |
      | plains | terrain |       |        |         |         |          |            |      |            |                                     | 8     |
    And A has "plains" at b2
    And B has "plains" at b3
    And the seed is 1

  @clause:MC-8-3-3-5 @clause:MC-8-3-3-6 @clause:MC-8-3-3-13 @clause:MC-8-3-3-14 @clause:MC-8-3-3-16
  Scenario: the timing opens and closes with its trigger moments and check steps, then the initiative timing
    Given A's party at b2 is goblin
    And B's party at b3 is wall
    When A advances goblin to b3
    Then the ruling cites in order "MC-8-3-2-11", "MC-8-3-3-5", "MC-8-3-3-6", "MC-8-3-3-13", "MC-8-3-3-14", "MC-8-3-3-15", "MC-8-3-3-16", "MC-8-3-4-3"

  @clause:MC-8-3-3-7
  Rule: the advancing player sets its party's formation, front first

    @clause:MC-8-3-3-7
    Scenario: the advancing player with two units in the battle sets their order
      Given A's party at b2 is goblin, orc
      And B's party at b3 is wall
      When A advances goblin to b3 and orc to b3
      Then A must decide "formation"
      And the options include front goblin; front orc

    @clause:MC-8-3-3-7
    Scenario: the orc put in front takes the enemy's attack in full, the goblin behind it less its defence
      Given A's party at b2 is goblin, orc
      And B's party at b3 is orc
      And the seed is 20
      When A advances goblin to b3 and orc to b3
      And A puts orc in front
      And the battle plays out with passes
      Then A's orc took 4 attack damage
      And A's goblin took 1 attack damage

    @clause:MC-8-3-3-7
    Scenario: a party of one needs no formation decision
      Given A's party at b2 is goblin
      And B's party at b3 is wall
      When A advances goblin to b3
      Then A is not asked "formation"

  @clause:MC-8-3-3-8 @clause:MC-8-3-3-9
  Rule: the advancing player may swap equipment between its units in the battle, any number of times

    @clause:MC-8-3-3-8
    Scenario: after setting its formation the advancing player may swap equipment
      Given A's party at b2 is goblin, orc
      And A's goblin equips sword
      And B's party at b3 is wall
      When A advances goblin to b3 and orc to b3
      And A is done
      And A puts goblin in front
      Then A must decide "swap"
      And the options include swap sword to orc; done

    @clause:MC-8-3-3-9
    Scenario: the sword can go to the orc and back again
      Given A's party at b2 is goblin, orc
      And A's goblin equips sword
      And B's party at b3 is wall
      When A advances goblin to b3 and orc to b3
      And A is done
      And A puts goblin in front
      And A swaps sword to orc
      Then A must decide "swap"
      And the options include swap sword to goblin
      When A swaps sword to goblin
      Then A's sword is equipped by goblin

  @clause:MC-8-3-3-10
  Rule: then the defending player sets its formation

    @clause:MC-8-3-3-10
    Scenario: the defender orders its party after the advancing player
      Given A's party at b2 is goblin, orc
      And B's party at b3 is wall, goblin
      When A advances goblin to b3 and orc to b3
      And A puts orc in front
      Then B must decide "formation"
      When B puts goblin in front
      And the battle plays out with passes
      Then B's goblin took 7 attack damage
      And B's wall took 5 attack damage
      And B's goblin died

  @clause:MC-8-3-3-11 @clause:MC-8-3-3-12
  Rule: the defending player may swap equipment between its units in the battle, any number of times

    @clause:MC-8-3-3-11
    Scenario: the defender moves its shield to the unit in front, which then survives the attack
      Given A's party at b2 is goblin
      And B's party at b3 is goblin, wall
      And B's wall equips shield
      When A advances goblin to b3
      And B is done
      And B puts goblin in front
      Then B must decide "swap"
      When B swaps shield to goblin
      And B is done
      And the battle plays out with passes
      Then B's goblin took 3 attack damage
      And B's goblin is still on the battlefield

    @clause:MC-8-3-3-12
    Scenario: the defender swaps twice
      Given A's party at b2 is orc
      And B's party at b3 is goblin, wall
      And B's wall equips shield
      When A advances orc to b3
      And B is done
      And B puts goblin in front
      And B swaps shield to goblin
      Then B must decide "swap"
      And the options include swap shield to wall

  @clause:MC-8-3-3-15
  Rule: as the timing closes, slots not holding equipment are unspent again

    @clause:MC-8-3-3-15
    Scenario: a spent item slot is free again for the initiative timing
      Given A's party at b2 is goblin
      And B's party at b3 is wall
      And B's wall has spent 1 item slot
      And B holds elixir in hand
      When A advances goblin to b3
      Then B must decide "play"
      And the options include use elixir by wall on wall

    @clause:MC-8-3-3-15
    Scenario: a slot holding equipment stays spent
      Given A's party at b2 is goblin
      And B's party at b3 is wall
      And B's wall equips shield
      And B holds elixir in hand
      When A advances goblin to b3
      And B is done
      Then B is not asked "play"
