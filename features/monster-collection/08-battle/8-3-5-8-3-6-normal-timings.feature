Feature: MC 8.3.5-8.3.6 The first and second sides' normal timings
  The first side's normal timing (MC 8.3.5) and then the second side's (8.3.6) run alike: after the
  trigger moment and check step (-2, -3), the side gets battle play steps for [普通] abilities only, each
  use followed by its counter chain, as often as it likes (-4, -5); when both players pass with no
  counter chain under way, every ready unit of the side must declare an attack unless all are exhausted
  or there is no enemy party, and a counter chain follows (-6); then the side gets such play steps again
  (-7, -8); when both pass, the timing ends and any unit of the side still ready is exhausted (-9); it
  closes with its trigger moment and check step (-10, -11).

  With seed 1 the advancing player A rolls 6 and B 2, so A is the first side and B the second.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id         | type         | level | attack | defence | advance | standing                | class      | attributes | ability                     | limit |
      | goblin     | unit         | 1     | 3      | 2       | walking |                         |            |            |                             |       |
      | wall       | unit         | 1     | 0      | 9       | walking |                         |            |            |                             |       |
      | mage       | unit         | 2     | 1      | 3       | walking | spells fire/fire, items 1 |          |            |                             |       |
      | fireball   | battle spell |       |        |         |         |                         |            | fire       | normal enemy_unit: damage 3 |       |
      | potion     | item         |       |        |         |         |                         | consumable |            | counter own_unit: defence +2 |      |
      | plains     | terrain      |       |        |         |         |                         |            |            |                             | 8     |
    And A has "plains" at b2
    And B has "plains" at b3
    And the seed is 1

  @clause:MC-8-3-5-2 @clause:MC-8-3-5-3 @clause:MC-8-3-5-10 @clause:MC-8-3-5-11
  Scenario: the first side's timing opens and closes with its trigger moments and check steps
    Given A's party at b2 is goblin
    And B's party at b3 is wall
    When A advances goblin to b3
    Then the ruling cites in order "MC-8-3-4-12", "MC-8-3-5-2", "MC-8-3-5-3", "MC-8-3-5-6", "MC-8-3-5-10", "MC-8-3-5-11", "MC-8-3-6-2"

  @clause:MC-8-3-6-2 @clause:MC-8-3-6-3 @clause:MC-8-3-6-10 @clause:MC-8-3-6-11
  Scenario: the second side's timing opens and closes with its trigger moments and check steps, then the battle end
    Given A's party at b2 is goblin
    And B's party at b3 is wall
    When A advances goblin to b3
    Then the ruling cites in order "MC-8-3-5-11", "MC-8-3-6-2", "MC-8-3-6-3", "MC-8-3-6-6", "MC-8-3-6-10", "MC-8-3-6-11", "MC-8-3-8-2"

  @clause:MC-8-3-5-4
  Rule: before its attack the first side may use [普通] abilities, each followed by a counter chain

    @clause:MC-8-3-5-4
    Scenario: the first side is offered its normal spell, and the defender may counter it
      Given A's party at b2 is mage
      And B's party at b3 is mage
      And A holds fireball in hand
      And B holds potion in hand
      When A advances mage to b3
      Then A must decide "play"
      And the options include use fireball by mage on B:mage
      When A's mage uses fireball on B:mage
      Then B must decide "counter"
      And the options include use potion by mage on mage

    @clause:MC-8-3-5-4
    Scenario: a counter-only card is no use in the first side's own play step
      Given A's party at b2 is mage
      And B's party at b3 is wall
      And A holds potion in hand
      When A advances mage to b3
      Then A is not asked "play"

  @clause:MC-8-3-5-5
  Scenario: the first side casts twice before attacking
    Given A's party at b2 is mage
    And B's party at b3 is wall
    And A holds fireball, fireball#2 in hand
    When A advances mage to b3
    And A's mage uses fireball on B:wall
    Then A must decide "play"
    And the options include use fireball#2 by mage on B:wall

  @clause:MC-8-3-5-6
  Rule: when the first side passes, its ready units must attack — unless there is no enemy party

    @clause:MC-8-3-5-6
    Scenario: the first side passes and its units attack
      Given A's party at b2 is mage
      And B's party at b3 is wall
      And A holds fireball in hand
      When A advances mage to b3
      And A passes
      Then the ruling cites in order "MC-8-3-5-6", "MC-9-1", "MC-9-3"
      And B's wall took 1 attack damage

    @clause:MC-8-3-5-6
    Scenario: with the enemy party gone there is no attack
      Given A's party at b2 is mage
      And B's party at b3 is goblin
      And A holds fireball in hand
      When A advances mage to b3
      And A's mage uses fireball on B:goblin
      And the battle plays out with passes
      Then B's goblin died
      And the ruling does not cite "MC-8-3-5-6"
      And the ruling does not cite "MC-9-1"

  @clause:MC-8-3-5-7 @clause:MC-8-3-5-8
  Rule: after its attack the first side may use [普通] abilities again, as often as it likes

    @clause:MC-8-3-5-7
    Scenario: after the attack the first side gets its play step again
      Given A's party at b2 is mage
      And B's party at b3 is wall
      And A holds fireball, fireball#2 in hand
      When A advances mage to b3
      And A passes
      Then the ruling cites "MC-9-1"
      And A must decide "play"
      And the options include use fireball by mage on B:wall

    @clause:MC-8-3-5-8
    Scenario: after the attack the first side casts twice
      Given A's party at b2 is mage
      And B's party at b3 is wall
      And A holds fireball, fireball#2 in hand
      When A advances mage to b3
      And A passes
      And A's mage uses fireball on B:wall
      Then A must decide "play"
      And the options include use fireball#2 by mage on B:wall

  @clause:MC-8-3-5-9
  Rule: when the first side's timing ends, its units still ready are exhausted

    @clause:MC-8-3-5-9
    Scenario: having had no one to attack, the first side's units are exhausted as its timing ends
      Given A's party at b2 is mage
      And B's party at b3 is goblin
      And A holds fireball in hand
      When A advances mage to b3
      And A's mage uses fireball on B:goblin
      And the battle plays out with passes
      Then the ruling cites in order "MC-8-3-5-9", "MC-8-3-5-10"
      And the ruling says "player 0's units still ready are exhausted"

    @clause:MC-8-3-5-9
    Scenario: units exhausted by their attack leave nothing to exhaust at the end
      Given A's party at b2 is goblin
      And B's party at b3 is wall
      When A advances goblin to b3
      Then the ruling does not cite "MC-8-3-5-9"

  @clause:MC-8-3-6-4
  Rule: the second side may use [普通] abilities in its own timing only

    @clause:MC-8-3-6-4
    Scenario: the second side's spell waits for its own timing
      Given A's party at b2 is goblin
      And B's party at b3 is wall, mage
      And B holds fireball in hand
      When A advances goblin to b3
      And B puts wall in front
      Then B must decide "play"
      And the ruling cites "MC-8-3-6-2"
      And the options include use fireball by mage on A:goblin

    @clause:MC-8-3-6-4
    Scenario: in the first side's timing the second side is given no play step
      Given A's party at b2 is mage
      And B's party at b3 is wall, mage
      And A holds fireball in hand
      And B holds fireball in hand
      When A advances mage to b3
      And B puts wall in front
      Then A must decide "play"
      And the ruling does not cite "MC-8-3-6-2"

  @clause:MC-8-3-6-5
  Scenario: the second side casts twice before attacking
    Given A's party at b2 is wall
    And B's party at b3 is mage
    And B holds fireball, fireball#2 in hand
    When A advances wall to b3
    And B's mage uses fireball on A:wall
    Then B must decide "play"
    And the options include use fireball#2 by mage on A:wall

  @clause:MC-8-3-6-6
  Rule: when the second side passes, its ready units must attack — unless there is no enemy party

    @clause:MC-8-3-6-6
    Scenario: the second side passes and attacks
      Given A's party at b2 is wall
      And B's party at b3 is mage
      And B holds fireball in hand
      When A advances wall to b3
      And B passes
      Then the ruling cites in order "MC-8-3-6-6", "MC-9-1", "MC-9-3"
      And A's wall took 1 attack damage

    @clause:MC-8-3-6-6
    Scenario: the second side's spell kills the attacker's only unit: no attack follows
      Given A's party at b2 is goblin
      And B's party at b3 is wall, mage
      And B holds fireball in hand
      When A advances goblin to b3
      And B puts wall in front
      And B's mage uses fireball on A:goblin
      And the battle plays out with passes
      Then A's goblin died
      And the ruling does not cite "MC-8-3-6-6"

  @clause:MC-8-3-6-7 @clause:MC-8-3-6-8
  Rule: after its attack the second side may use [普通] abilities again, as often as it likes

    @clause:MC-8-3-6-7
    Scenario: after its attack the second side gets its play step again
      Given A's party at b2 is wall
      And B's party at b3 is mage
      And B holds fireball, fireball#2 in hand
      When A advances wall to b3
      And B passes
      Then B must decide "play"
      And the ruling cites "MC-8-3-6-6"

    @clause:MC-8-3-6-8
    Scenario: after its attack the second side casts twice
      Given A's party at b2 is wall
      And B's party at b3 is mage
      And B holds fireball, fireball#2 in hand
      When A advances wall to b3
      And B passes
      And B's mage uses fireball on A:wall
      Then B must decide "play"
      And the options include use fireball#2 by mage on A:wall

  @clause:MC-8-3-6-9
  Rule: when the second side's timing ends, its units still ready are exhausted

    @clause:MC-8-3-6-9
    Scenario: with no enemy left to attack, the second side's units are exhausted as its timing ends
      Given A's party at b2 is goblin
      And B's party at b3 is wall, mage
      And B holds fireball in hand
      When A advances goblin to b3
      And B puts wall in front
      And B's mage uses fireball on A:goblin
      And the battle plays out with passes
      Then the ruling cites in order "MC-8-3-6-9", "MC-8-3-6-10"

    @clause:MC-8-3-6-9
    Scenario: the second side that attacked has nothing left to exhaust
      Given A's party at b2 is goblin
      And B's party at b3 is wall
      When A advances goblin to b3
      Then the ruling does not cite "MC-8-3-6-9"
