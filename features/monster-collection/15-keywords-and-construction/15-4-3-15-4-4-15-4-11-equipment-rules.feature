Feature: MC 15.4.3, 15.4.4, 15.4.11 Additional rules on equipment; MC 11.3.4 illegal equipment
  Additional rules are not abilities or effects of a card (MC 15.4.1). An equipment with 専用 (exclusive,
  15.4.3) names a piece of card information: only a unit with it can equip the equipment (15.4.3.2), and
  should the unit's information change so that it no longer fits, rule processing discards the equipment
  (15.4.3.3) — the interrupt-type process for illegal equipment (11.3.4.1). A unit with 装備制限 (equip
  limit) equips one equipment at most (15.4.4.2); a unit with 装備禁止 (no equipment) equips none
  (15.4.11.2).

  In the test-card table these are the `keywords` column: `exclusive level:3`, `exclusive race:human`,
  `equip limit`, `no equipment`. With seed 1 the advancing player A is the first side.

  Background:
    Given the test cards:
      | id      | type         | level | attack | defence | advance | standing                  | races | class     | cost | bonus     | attributes | ability                      | keywords             | limit |
      | knight  | unit         | 3     | 3      | 4       | walking | items 2                   | human |           |      |           |            |                              |                      |       |
      | troll   | unit         | 3     | 4      | 4       | walking | items 2                   | troll |           |      |           |            |                              |                      |       |
      | monk    | unit         | 2     | 2      | 3       | walking | items 2                   | human |           |      |           |            |                              | equip limit          |       |
      | brute   | unit         | 2     | 4      | 3       | walking | items 2                   | troll |           |      |           |            |                              | no equipment         |       |
      | mage    | unit         | 2     | 1      | 3       | walking | spells fire/fire, items 1 | human |           |      |           |            |                              |                      |       |
      | wall    | unit         | 1     | 0      | 9       | walking |                           |       |           |      |           |            |                              |                      |       |
      | crown   | item         |       |        |         |         |                           |       | equipment | 1    | attack +2 |            |                              | exclusive level:3    |       |
      | halo    | item         |       |        |         |         |                           |       | equipment | 1    | attack +1 |            |                              | exclusive race:human |       |
      | sword   | item         |       |        |         |         |                           |       | equipment | 1    | attack +2 |            |                              |                      |       |
      | shield  | item         |       |        |         |         |                           |       | equipment | 1    | defence +2 |           |                              |                      |       |
      | shrink  | battle spell |       |        |         |         |                           |       |           |      |           | fire       | normal own_unit: level -1    |                      |       |
      | plains  | terrain      |       |        |         |         |                           |       |           |      |           |            |                              |                      | 8     |

  @clause:MC-15-4-3-2
  Rule: only a unit of the named card information equips an exclusive equipment

    @clause:MC-15-4-3-2
    Scenario: a human equips the equipment exclusive to humans
      Given a game in A's normal summon phase
      And A has "plains" at b2
      And A's party at b2 is knight
      And A holds halo in hand
      When A equips halo to knight
      Then A's halo is equipped by knight

    @clause:MC-15-4-3-2
    Scenario: a troll cannot equip the equipment exclusive to humans
      Given a game in A's normal summon phase
      And A has "plains" at b2
      And A's party at b2 is troll, knight
      And A holds halo, sword in hand
      When the position is submitted
      Then the options do not include equip halo to troll
      And the options include equip halo to knight; equip sword to troll
      When A tries to equip halo to troll
      Then the action is illegal citing "MC-15-4-3-2"

    @clause:MC-15-4-3-2
    Scenario: nor can it take the equipment exclusive to humans in a swap
      Given a game in A's main phase
      And A has "plains" at b2
      And A's party at b2 is knight, troll
      And A's knight equips halo
      When A tries to swap halo to troll
      Then the action is illegal citing "MC-15-4-3-2"

  @clause:MC-15-4-3-3 @clause:MC-11-3-4-1
  Rule: an exclusive equipment whose unit no longer fits is discarded by rule processing

    @clause:MC-15-4-3-3 @clause:MC-11-3-4-1
    Scenario: the knight drops to level 2 and loses the crown exclusive to level 3
      Given a game in A's main phase
      And A has "plains" at b2
      And B has "plains" at b3
      And the seed is 1
      And A's party at b2 is knight, mage
      And A's knight equips crown
      And B's party at b3 is wall
      And A holds shrink, shrink#2 in hand
      When A advances knight to b3 and mage to b3
      And the players pass until A must decide "play"
      And A's mage uses shrink on knight
      Then the ruling cites in order "MC-15-4-3-3", "MC-11-3-4-1"
      And A must decide "play"
      And A's crown is in A's discard pile
      And A's knight has level 2, attack 3

    @clause:MC-15-4-3-3 @clause:MC-11-3-4-1
    Scenario: the same drop in level leaves an equipment exclusive to humans where it is
      Given a game in A's main phase
      And A has "plains" at b2
      And B has "plains" at b3
      And the seed is 1
      And A's party at b2 is knight, mage
      And A's knight equips halo
      And B's party at b3 is wall
      And A holds shrink, shrink#2 in hand
      When A advances knight to b3 and mage to b3
      And the players pass until A must decide "play"
      And A's mage uses shrink on knight
      Then the ruling does not cite "MC-11-3-4-1"
      And A must decide "play"
      And A's halo is equipped by knight
      And A's knight has level 2, attack 4

    @clause:MC-11-3-4-1
    Scenario: a position whose unit holds equipment it may not hold is refused
      Given a game in A's main phase
      And A has "plains" at b2
      And A's party at b2 is troll
      And A's troll equips halo
      When the position is submitted
      Then the position is refused citing "MC-11-3-4-1"

  @clause:MC-15-4-4-2
  Rule: a unit with 装備制限 equips one equipment at most

    @clause:MC-15-4-4-2
    Scenario: the monk with one equipment cannot equip a second
      Given a game in A's normal summon phase
      And A has "plains" at b2
      And A's party at b2 is monk
      And A's monk equips sword
      And A holds shield in hand
      When A is done
      And A tries to equip shield to monk
      Then the action is illegal citing "MC-15-4-4-2"

    @clause:MC-15-4-4-2
    Scenario: the knight, with as many item slots and no equip limit, equips both
      Given a game in A's normal summon phase
      And A has "plains" at b2
      And A's party at b2 is knight
      And A's knight equips sword
      And A holds shield in hand
      When A is done
      And A equips shield to knight
      Then A's shield is equipped by knight

    @clause:MC-15-4-4-2
    Scenario: the monk takes no second equipment in a swap, but may exchange its one
      Given a game in A's main phase
      And A has "plains" at b2
      And A's party at b2 is knight, monk
      And A's knight equips shield
      And A's monk equips sword
      When A tries to swap shield to monk
      Then the action is illegal citing "MC-15-4-4-2"
      When A exchanges shield with sword of monk
      Then A's shield is equipped by monk
      And A's sword is equipped by knight

    @clause:MC-15-4-4-2
    Scenario: a position whose monk holds two equipments is refused
      Given a game in A's main phase
      And A has "plains" at b2
      And A's party at b2 is monk
      And A's monk equips sword, shield
      When the position is submitted
      Then the position is refused citing "MC-11-3-4-1"

  @clause:MC-15-4-11-2
  Rule: a unit with 装備禁止 equips nothing, item slots or not

    @clause:MC-15-4-11-2
    Scenario: the brute cannot equip a sword
      Given a game in A's normal summon phase
      And A has "plains" at b2
      And A's party at b2 is brute, troll
      And A holds sword in hand
      When the position is submitted
      Then the options do not include equip sword to brute
      And the options include equip sword to troll
      When A tries to equip sword to brute
      Then the action is illegal citing "MC-15-4-11-2"

    @clause:MC-15-4-11-2
    Scenario: nor take one in a swap
      Given a game in A's main phase
      And A has "plains" at b2
      And A's party at b2 is troll, brute
      And A's troll equips sword
      When A tries to swap sword to brute
      Then the action is illegal citing "MC-15-4-11-2"
