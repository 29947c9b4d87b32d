Feature: MC 11.3 The rule processes that move units
  A unit whose defence is 0 or less is discarded (MC 11.3.1.1.1); a unit whose damage reaches its
  defence dies (11.3.1.2.1); a unit that receives an effect killing it dies (11.3.1.3.1) — a death effect,
  which is not itself an effect (11.3.3.1). When a party's total level exceeds its terrain's limit its
  player discards units of it, one at a time, until it no longer does (11.3.2.1), those instantly summoned
  this turn first (11.3.2.2); this limit adjustment interrupts whatever is under way (11.3.2.3).

  With seed 1 the advancing player strikes first.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id       | type         | level | attack | defence | advance | standing           | instant | attributes | ability                      | limit |
      | goblin   | unit         | 1     | 3      | 2       | walking |                    |         |            |                              |       |
      | orc      | unit         | 2     | 4      | 3       | walking |                    |         |            |                              |       |
      | knight   | unit         | 2     | 2      | 4       | walking |                    |         |            |                              |       |
      | wall     | unit         | 1     | 0      | 9       | walking |                    |         |            |                              |       |
      | sprite   | unit         | 1     | 1      | 1       | walking |                    | yes     |            |                              |       |
      | mage     | unit         | 2     | 1      | 3       | walking | spells fire/fire   |         |            |                              |       |
      | fireball | battle spell |       |        |         |         |                    |         | fire       | normal enemy_unit: damage 3  |       |
      | weaken   | battle spell |       |        |         |         |                    |         | fire       | normal enemy_unit: defence -9 |      |
      | sap      | battle spell |       |        |         |         |                    |         | fire       | normal enemy_unit: defence -1 |      |
      | doom     | battle spell |       |        |         |         |                    |         | fire       | normal enemy_unit: destroy   |       |
      | plains   | terrain      |       |        |         |         |                    |         |            |                              | 8     |
      | forest   | terrain      |       |        |         |         |                    |         |            |                              | 4     |
      | pond     | terrain      |       |        |         |         |                    |         |            |                              | 2     |
    And A has "plains" at b2
    And B has "plains" at b3
    And the seed is 1

  @clause:MC-11-3-1-1-1 @clause:MC-2-1-17-3
  Rule: a unit whose defence is 0 or less is discarded

    @clause:MC-11-3-1-1-1
    Scenario: weakened to defence -7, the goblin is discarded
      Given A's party at b2 is mage
      And B's party at b3 is goblin
      And A holds weaken in hand
      When A advances mage to b3
      And A's mage uses weaken on B:goblin
      Then the ruling cites "MC-11-3-1-1-1"
      And B's goblin was discarded
      And the ruling does not cite "MC-11-3-1-2-1"

    @clause:MC-11-3-1-1-1
    Scenario: sapped to defence 8, the wall stays
      Given A's party at b2 is mage
      And B's party at b3 is wall
      And A holds sap, fireball in hand
      When A advances mage to b3
      And A's mage uses sap on B:wall
      Then A must decide "play"
      And B's wall has defence 8
      And the ruling does not cite "MC-11-3-1-1-1"

  @clause:MC-11-3-1-2-1 @clause:MC-4-5-2 @clause:MC-2-1-17-2
  Rule: a unit whose damage reaches its defence dies

    @clause:MC-11-3-1-2-1
    Scenario: three damage kill the orc of defence 3
      Given A's party at b2 is mage
      And B's party at b3 is orc
      And A holds fireball in hand
      When A advances mage to b3
      And A's mage uses fireball on B:orc
      Then the ruling cites in order "MC-4-5-1", "MC-11-3-1-2-1", "MC-10-2-3"
      And B's orc died
      # damage equal to the defence is enough: the orc is gone before the mage could attack it
      And the ruling does not cite "MC-9-3"

    @clause:MC-11-3-1-2-1
    Scenario: three damage leave the knight of defence 4 standing
      Given A's party at b2 is mage
      And B's party at b3 is knight
      And A holds fireball, fireball#2 in hand
      When A advances mage to b3
      And A's mage uses fireball on B:knight
      Then A must decide "play"
      And B's knight has 3 damage
      And the ruling does not cite "MC-11-3-1-2-1"

  @clause:MC-11-3-1-3-1 @clause:MC-11-3-3-1
  Rule: a unit struck by a death effect dies

    @clause:MC-11-3-1-3-1
    Scenario: doom kills the wall whatever its defence
      Given A's party at b2 is mage
      And B's party at b3 is wall, goblin
      And A holds doom in hand
      When A advances mage to b3
      And B puts wall in front
      And A's mage uses doom on B:wall
      Then the ruling cites in order "MC-11-3-3-1", "MC-11-3-1-3-1"
      And B's wall died
      And B's goblin is still on the battlefield

    @clause:MC-11-3-3-1
    Scenario: a death effect deals no damage
      Given A's party at b2 is mage
      And B's party at b3 is wall, goblin
      And A holds doom in hand
      When A advances mage to b3
      And B puts wall in front
      And A's mage uses doom on B:wall
      Then B's wall took no damage

  @clause:MC-11-3-2-1
  Rule: a party over its terrain's limit discards units of its player's choice

    @clause:MC-11-3-2-1
    Scenario: a forest of limit 4 placed under a party of level 5: A chooses a unit to discard
      Given A's party at b2 is goblin, orc, knight
      And A holds forest in hand
      When A places "forest" at b2
      Then A must decide "limit_adjustment"
      And the options are exactly choose goblin; choose orc; choose knight; concede
      When A chooses goblin to discard
      Then A's goblin is in A's discard pile
      And A's party at b2 is orc, knight

    @clause:MC-11-3-2-1
    Scenario: a forest of limit 4 under a party of level 4 discards nothing
      Given A's party at b2 is orc, knight
      And A holds forest in hand
      When A places "forest" at b2
      Then A is not asked "limit_adjustment"
      And A's party at b2 is orc, knight

  @clause:MC-11-3-2-2
  Rule: units are discarded until the party fits, those instantly summoned this turn first

    @clause:MC-11-3-2-2
    Scenario: under a pond of limit 2 the sprite summoned this turn goes first, then A chooses another
      Given A's party at b2 is goblin, sprite, orc
      And A's sprite was instantly summoned this turn
      And A holds pond in hand
      When A places "pond" at b2
      Then A's sprite is in A's discard pile
      And A must decide "limit_adjustment"
      And the options are exactly choose goblin; choose orc; concede
      When A chooses goblin to discard
      Then A's party at b2 is orc

    @clause:MC-11-3-2-2
    Scenario: with nobody summoned this turn, A chooses among all
      Given A's party at b2 is goblin, sprite, orc
      And A holds pond in hand
      When A places "pond" at b2
      Then A must decide "limit_adjustment"
      And the options are exactly choose goblin; choose sprite; choose orc; concede

  @clause:MC-11-3-2-3
  Scenario: the limit adjustment happens inside the terrain placement, before its closing check step
    Given A's party at b2 is goblin, orc, knight
    And A holds forest in hand
    When A places "forest" at b2
    And A chooses goblin to discard
    Then the ruling cites in order "MC-12-1-1-2-7", "MC-11-3-2-1", "MC-12-1-1-2-9", "MC-12-1-1-2-10"
