Feature: MC 13.1.5-13.1.6 Charge and defender
  チャージ: x gives its unit attack x while it is in the first side's party (13.1.5.1), from the start of
  the first normal timing once the sides are known (13.1.5.2); given in a normal timing or the battle
  end timing it works at once (13.1.5.3), lost it stops at once (13.1.5.4), and it lasts until the
  battle end timing (13.1.5.5). Several are one sum, and a sum of 0 is none (13.1.5.6). ディフェンダー:
  x is the same for a unit in the second side's party (13.1.6.1-13.1.6.6).

  With seed 1 the advancing player A rolls 6 and B 2, so A is the first side and B the second.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id       | type         | level | attack | defence | advance | standing                  | class     | cost | bonus        | ability                             | limit |
      | goblin   | unit         | 1     | 3      | 9       | walking |                           |           |      |              |                                     |       |
      | wall     | unit         | 1     | 0      | 9       | walking |                           |           |      |              |                                     |       |
      | bruiser  | unit         | 1     | 3      | 9       | walking | charge +2, items 1        |           |      |              |                                     |       |
      | guard    | unit         | 1     | 1      | 9       | walking | defender +2, items 1      |           |      |              |                                     |       |
      | mage     | unit         | 1     | 0      | 9       | walking | spells any/any/any        |           |      |              |                                     |       |
      | damper   | item         |       |        |         |         |                           | equipment | 1    | charge -2    |                                     |       |
      | spur     | item         |       |        |         |         |                           | equipment | 1    | charge +1    |                                     |       |
      | muffle   | item         |       |        |         |         |                           | equipment | 1    | defender -2  |                                     |       |
      | quick    | battle spell |       |        |         |         |                           |           |      |              | initiative own_unit: defence +1     |       |
      | jab      | battle spell |       |        |         |         |                           |           |      |              | normal enemy_unit: damage 0         |       |
      | rally    | battle spell |       |        |         |         |                           |           |      |              | normal unit: gain charge +2         |       |
      | unrally  | battle spell |       |        |         |         |                           |           |      |              | normal unit: lose charge            |       |
      | fortify  | battle spell |       |        |         |         |                           |           |      |              | normal unit: gain defender +2       |       |
      | unguard  | battle spell |       |        |         |         |                           |           |      |              | normal unit: lose defender          |       |
      | plains   | terrain      |       |        |         |         |                           |           |      |              |                                     | 8     |
    And A has "plains" at b2
    And B has "plains" at b3
    And the seed is 1

  # --- 13.1.5 チャージ: x ---------------------------------------------------------------------------

  @clause:MC-13-1-5-1
  Rule: charge adds to the attack of a unit of the first side, not of the second

    @clause:MC-13-1-5-1
    Scenario: the first side's charging unit hits for its attack plus its charge
      Given A's party at b2 is bruiser
      And B's party at b3 is wall
      When A advances bruiser to b3
      Then B's wall took 5 attack damage

    @clause:MC-13-1-5-1
    Scenario: the second side's charging unit hits for its attack alone
      Given A's party at b2 is goblin
      And B's party at b3 is bruiser
      When A advances goblin to b3
      Then A's goblin took 3 attack damage

  @clause:MC-13-1-5-2
  Scenario: charge is not yet in force in the initiative timing, and is from the first normal timing
    Given A's party at b2 is bruiser, mage
    And B's party at b3 is wall
    And A holds quick, jab in hand
    When A advances bruiser to b3 and mage to b3
    And A puts bruiser in front
    Then the battle at b3 is in the "initiative" timing
    And A's bruiser has attack 3
    When A passes
    Then the battle at b3 is in the "first_normal" timing
    And A's bruiser has attack 5

  @clause:MC-13-1-5-3
  Rule: charge given in a normal timing works at once, for a unit of the first side

    @clause:MC-13-1-5-3
    Scenario: a unit of the first side given charge hits harder in the same timing
      Given A's party at b2 is goblin, mage
      And B's party at b3 is wall
      And A holds rally, jab in hand
      When A advances goblin to b3 and mage to b3
      And A puts goblin in front
      And A's mage uses rally on goblin
      Then A's goblin has attack 5
      When the battle plays out with passes
      Then B's wall took 5 attack damage

    @clause:MC-13-1-5-3
    Scenario: a unit of the second side given charge gains no attack
      Given A's party at b2 is mage
      And B's party at b3 is wall
      And A holds rally, jab in hand
      When A advances mage to b3
      And A's mage uses rally on B:wall
      Then B's wall has attack 0

  @clause:MC-13-1-5-4
  Scenario: a charging unit that loses its charge hits for its attack alone
    Given A's party at b2 is bruiser, mage
    And B's party at b3 is wall
    And A holds unrally, jab in hand
    When A advances bruiser to b3 and mage to b3
    And A puts bruiser in front
    And A's mage uses unrally on bruiser
    Then A's bruiser has attack 3
    When the battle plays out with passes
    Then B's wall took 3 attack damage

  @clause:MC-13-1-5-5
  Scenario: charge lasts through the second normal timing and is gone after the battle
    Given A's party at b2 is bruiser
    And B's party at b3 is mage
    And B holds jab in hand
    When A advances bruiser to b3
    Then B must decide "play"
    And the battle at b3 is in the "second_normal" timing
    And A's bruiser has attack 5
    When the battle plays out with passes
    Then there is no battle
    And A's bruiser has attack 3

  @clause:MC-13-1-5-6
  Rule: a unit's charges are one sum; a sum of 0 is no charge

    @clause:MC-13-1-5-6
    Scenario: charge +2 and an equipment's charge -2 add nothing
      Given A's party at b2 is bruiser
      And A's bruiser equips damper
      And B's party at b3 is wall
      When A advances bruiser to b3
      And A is done
      Then B's wall took 3 attack damage

    @clause:MC-13-1-5-6
    Scenario: charge +2 and an equipment's charge +1 add 3
      Given A's party at b2 is bruiser
      And A's bruiser equips spur
      And B's party at b3 is wall
      When A advances bruiser to b3
      And A is done
      Then B's wall took 6 attack damage

  # --- 13.1.6 ディフェンダー: x -----------------------------------------------------------------------

  @clause:MC-13-1-6-1
  Rule: defender adds to the attack of a unit of the second side, not of the first

    @clause:MC-13-1-6-1
    Scenario: the second side's defender hits for its attack plus its defender
      Given A's party at b2 is goblin
      And B's party at b3 is guard
      When A advances goblin to b3
      Then A's goblin took 3 attack damage

    @clause:MC-13-1-6-1
    Scenario: the first side's defender hits for its attack alone
      Given A's party at b2 is guard
      And B's party at b3 is wall
      When A advances guard to b3
      Then B's wall took 1 attack damage

  @clause:MC-13-1-6-2
  Scenario: defender is not yet in force in the initiative timing, and is from the first normal timing
    Given A's party at b2 is mage
    And B's party at b3 is guard
    And A holds quick, jab in hand
    When A advances mage to b3
    Then the battle at b3 is in the "initiative" timing
    And B's guard has attack 1
    When A passes
    Then the battle at b3 is in the "first_normal" timing
    And B's guard has attack 3

  @clause:MC-13-1-6-3
  Rule: defender given in a normal timing works at once, for a unit of the second side

    @clause:MC-13-1-6-3
    Scenario: a unit of the second side given defender hits harder
      Given A's party at b2 is mage
      And B's party at b3 is wall
      And A holds fortify, jab in hand
      When A advances mage to b3
      And A's mage uses fortify on B:wall
      Then B's wall has attack 2
      When the battle plays out with passes
      Then A's mage took 2 attack damage

    @clause:MC-13-1-6-3
    Scenario: a unit of the first side given defender gains no attack
      Given A's party at b2 is mage
      And B's party at b3 is wall
      And A holds fortify, jab in hand
      When A advances mage to b3
      And A's mage uses fortify on itself
      Then A's mage has attack 0

  @clause:MC-13-1-6-4
  Scenario: a defending unit that loses its defender hits for its attack alone
    Given A's party at b2 is mage
    And B's party at b3 is guard
    And A holds unguard, jab in hand
    When A advances mage to b3
    And A's mage uses unguard on B:guard
    Then B's guard has attack 1
    When the battle plays out with passes
    Then A's mage took 1 attack damage

  @clause:MC-13-1-6-5
  Scenario: defender lasts through the second normal timing and is gone after the battle
    Given A's party at b2 is wall
    And B's party at b3 is guard, mage
    And B holds jab in hand
    When A advances wall to b3
    And B puts guard in front
    Then B must decide "play"
    And the battle at b3 is in the "second_normal" timing
    And B's guard has attack 3
    When the battle plays out with passes
    Then there is no battle
    And B's guard has attack 1

  @clause:MC-13-1-6-6
  Rule: a unit's defenders are one sum; a sum of 0 is no defender

    @clause:MC-13-1-6-6
    Scenario: defender +2 and an equipment's defender -2 add nothing
      Given A's party at b2 is goblin
      And B's party at b3 is guard
      And B's guard equips muffle
      When A advances goblin to b3
      And B is done
      Then A's goblin took 1 attack damage

    @clause:MC-13-1-6-6
    Scenario: defender +2 alone adds 2
      Given A's party at b2 is goblin
      And B's party at b3 is guard
      When A advances goblin to b3
      Then A's goblin took 3 attack damage
