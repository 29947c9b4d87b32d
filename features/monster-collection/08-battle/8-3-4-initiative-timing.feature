Feature: MC 8.3.4 The initiative timing
  It decides whether the battle goes on with a first and a second side or with the simultaneous attack
  (MC 8.3.4.1). After its trigger moment and check step (8.3.4.3, 8.3.4.4) both players roll one die, the
  initiative dice (8.3.4.5). The advancing player, and after its pass the defending player, get a battle
  play step for [イニシアチブ] abilities only (8.3.4.6). Each player's result is its die plus the initiative
  of its party's units, and may be negative (8.3.4.7): the higher result is the first side and the lower
  the second (8.3.4.8); equal results bring the simultaneous attack (8.3.4.9). The timing closes with its
  trigger moment and check step and the battle moves on to the timing it fixed (8.3.4.10-8.3.4.12).

  With seed 1 the advancing player's die is 6 and the defender's 2; with seed 10, 5 and 3; with seed 20,
  1 and 6; with seed 3, 4 and 4.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id       | type         | level | attack | defence | advance | standing                 | attributes | ability                             | limit |
      | goblin   | unit         | 1     | 3      | 2       | walking |                          |            |                                     |       |
      | wall     | unit         | 1     | 0      | 9       | walking |                          |            |                                     |       |
      | scout    | unit         | 1     | 1      | 9       | walking | initiative +3            |            |                                     |       |
      | laggard  | unit         | 1     | 1      | 9       | walking | initiative -3            |            |                                     |       |
      | mage     | unit         | 2     | 1      | 3       | walking | spells fire/fire/water   |            |                                     |       |
      | haste    | battle spell |       |        |         |         |                          | water      | initiative own_unit: initiative +2  |       |
      | fireball | battle spell |       |        |         |         |                          | fire       | normal enemy_unit: damage 3         |       |
      | plains   | terrain      |       |        |         |         |                          |            |                                     | 8     |
    And A has "plains" at b2
    And B has "plains" at b3

  @clause:MC-8-3-4-3 @clause:MC-8-3-4-4 @clause:MC-8-3-4-10 @clause:MC-8-3-4-11 @clause:MC-8-3-4-12
  Scenario: the timing opens and closes with its trigger moments and check steps, then moves on
    Given A's party at b2 is goblin
    And B's party at b3 is wall
    And the seed is 1
    When A advances goblin to b3
    Then the ruling cites in order "MC-8-3-3-16", "MC-8-3-4-3", "MC-8-3-4-4", "MC-8-3-4-5", "MC-8-3-4-7", "MC-8-3-4-8", "MC-8-3-4-10", "MC-8-3-4-11", "MC-8-3-4-12", "MC-8-3-5-2"

  @clause:MC-8-3-4-5
  Rule: both players roll one initiative die

    @clause:MC-8-3-4-5
    Scenario: with seed 1 the dice are 6 and 2
      Given A's party at b2 is goblin
      And B's party at b3 is wall
      And the seed is 1
      When A advances goblin to b3
      Then the initiative results were 6 for A and 2 for B

    @clause:MC-8-3-4-5
    Scenario: with seed 20 the dice are 1 and 6
      Given A's party at b2 is goblin
      And B's party at b3 is wall
      And the seed is 20
      When A advances goblin to b3
      Then the initiative results were 1 for A and 6 for B

  @clause:MC-8-3-4-6
  Rule: the advancing player, then the defending player, may use [イニシアチブ] abilities only

    @clause:MC-8-3-4-6
    Scenario: the advancing player is offered its initiative spell, not its normal one
      Given A's party at b2 is mage
      And B's party at b3 is wall
      And A holds haste, fireball in hand
      And the seed is 1
      When A advances mage to b3
      Then A must decide "play"
      And the options include use haste by mage on mage
      And the options do not include use fireball by mage on B:wall

    @clause:MC-8-3-4-6
    Scenario: when the advancing player passes, the defending player gets the play step
      Given A's party at b2 is mage
      And B's party at b3 is mage
      And A holds haste in hand
      And B holds haste in hand
      And the seed is 1
      When A advances mage to b3
      And A passes
      Then B must decide "play"
      And the options include use haste by mage on mage

    @clause:MC-8-3-4-6
    Scenario: after a use and its counter chain the results are fixed: the defender gets no play step
      Given A's party at b2 is mage
      And B's party at b3 is mage
      And A holds haste in hand
      And B holds haste in hand
      And the seed is 1
      When A advances mage to b3
      And A's mage uses haste on itself
      Then the ruling cites "MC-8-3-4-7"
      And B is not asked "play"
      And B has 1 card in hand

  @clause:MC-8-3-4-7
  Rule: the result is the die plus the party's initiative, and may be negative

    @clause:MC-8-3-4-7
    Scenario: the defender's scout adds its initiative to the die
      Given A's party at b2 is goblin
      And B's party at b3 is scout
      And the seed is 1
      When A advances goblin to b3
      Then the initiative results were 6 for A and 5 for B

    @clause:MC-8-3-4-7
    Scenario: a negative initiative can make the result negative
      Given A's party at b2 is laggard
      And B's party at b3 is wall
      And the seed is 20
      When A advances laggard to b3
      Then the initiative results were -2 for A and 6 for B

    @clause:MC-8-3-4-7
    Scenario: an initiative spell counts in the result
      Given A's party at b2 is mage
      And B's party at b3 is wall
      And A holds haste in hand
      And the seed is 20
      When A advances mage to b3
      And A's mage uses haste on itself
      Then the initiative results were 3 for A and 6 for B

  @clause:MC-8-3-4-8
  Rule: the higher result is the first side

    @clause:MC-8-3-4-8
    Scenario: the advancing player rolls higher and strikes first
      Given A's party at b2 is goblin
      And B's party at b3 is wall
      And the seed is 1
      When A advances goblin to b3
      Then A strikes first
      And the ruling says "the first normal timing begins: player 0's"

    @clause:MC-8-3-4-8
    Scenario: the defending player's scout tips the balance: the defender strikes first
      Given A's party at b2 is goblin
      And B's party at b3 is scout
      And the seed is 10
      When A advances goblin to b3
      Then B strikes first
      And the ruling says "the first normal timing begins: player 1's"

  @clause:MC-8-3-4-9
  Rule: equal results bring the simultaneous attack

    @clause:MC-8-3-4-9
    Scenario: two fours: no first side, the simultaneous attack follows
      Given A's party at b2 is goblin
      And B's party at b3 is wall
      And the seed is 3
      When A advances goblin to b3
      Then the ruling cites "MC-8-3-4-9"
      And the ruling cites "MC-8-3-7-2"

    @clause:MC-8-3-4-9
    Scenario: the same dice with a scout on one side are no tie
      Given A's party at b2 is goblin
      And B's party at b3 is scout
      And the seed is 3
      When A advances goblin to b3
      Then the ruling does not cite "MC-8-3-4-9"
      And B strikes first
