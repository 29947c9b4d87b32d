Feature: MC 10.1.9, 10.13 "The unit using …"
  The unit that declared a use is "the unit using" the card, and the units taking part in an attack are "the
  units using" the attack (MC 10.1.9, 10.13.1). That is asked while the counter chain is processed, and holds
  until the chain is over even if the cost could not be paid, the card was discarded or its effect vanished
  (10.13.2).

  Test cards: `counter using_unit: damage 3` targets an enemy unit using something in the chain.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id       | type         | level | attack | defence | advance | standing              | attributes | ability                          | limit |
      | mage     | unit         | 2     | 0      | 9       | walking | spells fire           |            |                                  |       |
      | wall     | unit         | 1     | 0      | 9       | walking |                       |            |                                  |       |
      | warlock  | unit         | 2     | 0      | 9       | walking | spells fire/fire      |            |                                  |       |
      | fireball | battle spell |       |        |         |         |                       | fire       | normal enemy_unit: damage 3      |       |
      | punish   | battle spell |       |        |         |         |                       | fire       | counter using_unit: damage 3     |       |
      | snatch   | battle spell |       |        |         |         |                       | fire       | counter enemy_unit: discard_used |       |
      | plains   | terrain      |       |        |         |         |                       |            |                                  | 8     |
    And A has "plains" at b2
    And B has "plains" at b3
    And B's party at b3 is warlock
    And the seed is 1

  @clause:MC-10-13-1 @clause:MC-10-1-9
  Rule: the unit that declared a use, and the units of an attack, are the units using them

    @clause:MC-10-13-1 @clause:MC-10-1-9
    Scenario: B may punish A's mage, using the fireball, not A's wall, which uses nothing
      Given A's party at b2 is mage, wall
      And A holds fireball in hand
      And B holds punish in hand
      When A advances mage to b3 and wall to b3
      And A puts mage in front
      And A's mage uses fireball on B:warlock
      Then B must decide "counter"
      And the options include use punish by warlock on A:mage
      And the options do not include use punish by warlock on A:wall

    @clause:MC-10-1-9
    Scenario: in the chain of A's attack the wall takes part in it: B may punish it
      Given A's party at b2 is mage, wall
      And B holds punish in hand
      When A advances mage to b3 and wall to b3
      And A puts mage in front
      Then B must decide "counter"
      And the options include use punish by warlock on A:wall

  @clause:MC-10-13-2
  Rule: through the chain the unit stays "the unit using", though its card was discarded

    @clause:MC-10-13-2
    Scenario: B snatches A's fireball, and B's punish still finds A's mage using it
      Given A's party at b2 is mage
      And A holds fireball in hand
      And B holds punish, snatch in hand
      When A advances mage to b3
      And A's mage uses fireball on B:warlock
      And B's warlock uses punish on A:mage
      And B's warlock uses snatch on A:mage
      Then the ruling cites in order "MC-10-15-3", "MC-10-13-2", "MC-4-5-1"
      And A's mage took 3 damage
      And B's warlock took no damage
