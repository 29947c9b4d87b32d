Feature: MC 4.1 Effects fire and apply
  "Do A; after it applies, do B": B fires only if A applied at least in part, and not once the unit that
  used the effect has left the battlefield (MC 4.1.11). A condition about something a card does not
  define is false (4.1.13). Information that changes between a declaration and the firing is read as it
  is at the firing (4.1.14). An effect is not applied when it exhausts an exhausted unit, changes a number
  by 0, or meets an unmet condition, among others (4.1.15).

  With seed 1 the advancing player A is the first side and B the second.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id        | type         | level | attack | defence | advance | standing                    | races          | types  | attributes | ability                                                | limit |
      | goblin    | unit         | 1     | 3      | 2       | walking |                             | goblin         |        |            |                                                        |       |
      | wall      | unit         | 1     | 0      | 9       | walking |                             |                |        |            |                                                        |       |
      | drake     | unit         | 2     | 2      | 4       | walking | spells fire/fire            | dragon/reptile |        |            |                                                        |       |
      | mage      | unit         | 2     | 1      | 9       | walking | spells fire/fire/water      |                |        |            |                                                        |       |
      | sweep     | battle spell |       |        |         |         |                             |                |        | fire       | normal enemy_unit: exhaust; then damage 4              |       |
      | zero      | battle spell |       |        |         |         |                             |                |        | fire       | normal enemy_unit: attack +0; then damage 3            |       |
      | dragoon   | battle spell |       |        |         |         |                             |                |        | fire       | normal own_unit: attack +3 if race reptile; then damage 1 |    |
      | sacrifice | battle spell |       |        |         |         |                             |                |        | fire       | normal this_unit: damage 9; then attack +1             |       |
      | grove     | battle spell |       |        |         |         |                             |                |        | fire       | normal own_unit: defence +3 if terrain forest          |       |
      | settle    | battle spell |       |        |         |         |                             |                |        | fire       | normal own_unit: attack to 5                           |       |
      | frost     | battle spell |       |        |         |         |                             |                |        | water      | counter enemy_unit: attack -2                          |       |
      | plains    | terrain      |       |        |         |         |                             |                | field  |            |                                                        | 8     |
      | forest    | terrain      |       |        |         |         |                             |                | forest |            |                                                        | 8     |
    And A has "plains" at b2
    And B has "plains" at b3
    And the seed is 1

  @clause:MC-4-1-11
  Rule: "then" fires only after what came before applied, and while its user is on the battlefield

    @clause:MC-4-1-11
    Scenario: the ready wall is exhausted, then takes 4 damage
      Given A's party at b2 is mage
      And B's party at b3 is wall
      And A holds sweep in hand
      When A advances mage to b3
      And A's mage uses sweep on B:wall
      Then the ruling cites in order "MC-10-18-1", "MC-4-5-1"
      And B's wall took 4 damage

    @clause:MC-4-1-11
    Scenario: the goblin already exhausted by its attack is not exhausted again, so no damage follows
      Given A's party at b2 is goblin
      And B's party at b3 is wall, mage
      And B holds sweep in hand
      When A advances goblin to b3
      And B puts wall in front
      And B's mage uses sweep on A:goblin
      Then the ruling cites "MC-4-1-11"
      And A's goblin took no effect damage

    @clause:MC-4-1-11
    Scenario: the user that fell to the first effect does not fire the second
      Given A's party at b2 is mage
      And B's party at b3 is wall
      And A holds sacrifice in hand
      When A advances mage to b3
      And A's mage uses sacrifice on itself
      Then A's mage died
      And the ruling says "has left the battlefield: the attack that follows does not fire"

  @clause:MC-4-1-13
  Rule: a condition about what a card does not define is false

    @clause:MC-4-1-13
    Scenario: a proxy terrain shows no type: "if the terrain is a forest" is false there
      Given B has a proxy terrain at b3
      And A's party at b2 is mage
      And B's party at b3 is wall
      And A holds grove in hand
      When A advances mage to b3
      And A's mage uses grove on itself
      Then the ruling cites "MC-10-12-2"
      And the ruling does not cite "MC-10-14-5"

    @clause:MC-4-1-13
    Scenario: on a forest the same condition is true
      Given B has "forest" at b3
      And A's party at b2 is mage
      And B's party at b3 is wall
      And A holds grove in hand
      When A advances mage to b3
      And A's mage uses grove on itself
      Then the ruling cites "MC-10-14-5"
      And the ruling does not cite "MC-10-12-2"

  @clause:MC-4-1-14
  Rule: information is read when the effect fires, not when it was declared

    @clause:MC-4-1-14
    Scenario: "attack to 5" after a counter lowered the attack to -1 still makes it 5
      Given A's party at b2 is mage
      And B's party at b3 is mage
      And A holds settle, sweep in hand
      And B holds frost in hand
      When A advances mage to b3
      And A's mage uses settle on itself
      And B's mage uses frost on A:mage
      Then A must decide "play"
      And A's mage has attack 5

  @clause:MC-4-1-15
  Rule: an effect that changes nothing, or whose condition fails, is not applied

    @clause:MC-4-1-15
    Scenario: attack +0 is not applied, so the damage after it does not fire
      Given A's party at b2 is mage
      And B's party at b3 is wall
      And A holds zero in hand
      When A advances mage to b3
      And A's mage uses zero on B:wall
      Then the ruling cites in order "MC-4-6-7", "MC-4-1-11"
      And B's wall took no effect damage

    @clause:MC-4-1-15
    Scenario: a reptile-only bonus on a goblin is not applied, so the damage after it does not fire
      Given A's party at b2 is goblin, mage
      And B's party at b3 is wall
      And A holds dragoon in hand
      When A advances goblin to b3 and mage to b3
      And A puts goblin in front
      And A's mage uses dragoon on goblin
      Then the ruling cites in order "MC-10-12-2", "MC-4-1-11"
      And A's goblin took no effect damage

    @clause:MC-4-1-15
    Scenario: on a drake, a reptile, the bonus applies and the damage after it fires
      Given A's party at b2 is drake
      And B's party at b3 is wall
      And A holds dragoon in hand
      When A advances drake to b3
      And A's drake uses dragoon on itself
      Then A's drake took 1 damage
