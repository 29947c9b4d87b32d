Feature: MC 3.4 Dice
  A die gives 1 to 6 (MC 3.4.1); nD is rolling n dice at once, or their total (3.4.2); nD+a and nD-a add
  or take a from that total (3.4.3); "nD keeping the highest (lowest)" uses only the highest (lowest) die
  (3.4.4). An effect that rolls dice rolls them when its use is declared; what happens later in the
  counter chain does not change how many were rolled (3.4.6).

  Every die comes from the position's seed. With seed 1 the battle's initiative dice are 6 and 2, and the
  next dice rolled are 1, 6, 1, 4 …

  Background:
    Given a game in A's main phase
    And the test cards:
      | id     | type         | level | attack | defence | advance | standing              | attributes | ability                           | class      | limit |
      | mage   | unit         | 2     | 1      | 3       | walking | spells fire/fire/fire |            |                                   |            |       |
      | keep   | unit         | 1     | 0      | 30      | walking | items 1               |            |                                   |            |       |
      | blast  | battle spell |       |        |         |         |                       | fire       | normal enemy_unit: damage 2D      |            |       |
      | burst  | battle spell |       |        |         |         |                       | fire       | normal enemy_unit: damage 1D+2    |            |       |
      | fizzle | battle spell |       |        |         |         |                       | fire       | normal enemy_unit: damage 2D-1    |            |       |
      | spike  | battle spell |       |        |         |         |                       | fire       | normal enemy_unit: damage 2D high |            |       |
      | prick  | battle spell |       |        |         |         |                       | fire       | normal enemy_unit: damage 2D low  |            |       |
      | potion | item         |       |        |         |         |                       |            | counter own_unit: defence +2      | consumable |       |
      | plains | terrain      |       |        |         |         |                       |            |                                   |            | 8     |
    And A has "plains" at b2
    And B has "plains" at b3
    And A's party at b2 is mage
    And B's party at b3 is keep
    And the seed is 1

  @clause:MC-3-4-2
  Rule: nD is the total of n dice rolled at once

    @clause:MC-3-4-2
    Scenario: 2D rolls two dice, 1 and 6, and deals 7
      Given A holds blast in hand
      When A advances mage to b3
      And A's mage uses blast on B:keep
      Then the ruling says "dice for 2D: rolled [1, 6]"
      And B's keep took 7 damage

    @clause:MC-3-4-2
    Scenario: two dice, not one: 2D is no single die doubled
      Given A holds blast in hand
      When A advances mage to b3
      And A's mage uses blast on B:keep
      Then the ruling does not say "rolled [1]"
      And the ruling does not say "rolled [1, 6, 1]"

  @clause:MC-3-4-3
  Rule: nD+a and nD-a add a to the total or take it away

    @clause:MC-3-4-3
    Scenario: 1D+2 with a 1 deals 3
      Given A holds burst in hand
      When A advances mage to b3
      And A's mage uses burst on B:keep
      Then B's keep took 3 damage

    @clause:MC-3-4-3
    Scenario: 2D-1 with 1 and 6 deals 6
      Given A holds fizzle in hand
      When A advances mage to b3
      And A's mage uses fizzle on B:keep
      Then B's keep took 6 damage

  @clause:MC-3-4-4
  Rule: keeping the highest or lowest die uses that one die only

    @clause:MC-3-4-4
    Scenario: 2D keeping the highest of 1 and 6 deals 6
      Given A holds spike in hand
      When A advances mage to b3
      And A's mage uses spike on B:keep
      Then B's keep took 6 damage

    @clause:MC-3-4-4
    Scenario: 2D keeping the lowest of 1 and 6 deals 1
      Given A holds prick in hand
      When A advances mage to b3
      And A's mage uses prick on B:keep
      Then B's keep took 1 damage

  @clause:MC-3-4-6
  Rule: the dice are rolled when the use is declared, before the counter chain

    @clause:MC-3-4-6
    Scenario: the dice are rolled at the declaration, while the defender is still to answer
      Given A holds blast in hand
      And B holds potion in hand
      When A advances mage to b3
      And A's mage uses blast on B:keep
      Then the ruling cites in order "MC-10-1-5", "MC-10-1-6", "MC-10-1-8"
      And B must decide "counter"
      And B's keep has 0 damage

    @clause:MC-3-4-6
    Scenario: the counter chain changes nothing in the dice already rolled
      Given A holds blast in hand
      And B holds potion in hand
      When A advances mage to b3
      And A's mage uses blast on B:keep
      And B's keep uses potion on itself
      Then B's keep took 7 damage
      And the ruling says "dice for 2D: rolled [1, 6]"
