Feature: MC 15.4.6-15.4.8, 15.4.10 Additional rules on where a card goes
  A terrain card with 強制配置 (forced placement) may be placed, when its placement is declared, on any area
  where a terrain other than a headquarters stands (MC 15.4.6.2), replacing that terrain (12.1.1.2.7). A
  unit card with the 普通召喚 icon of a kind of terrain may be normally summoned onto a terrain of that kind
  that the opponent does not control (15.4.7.2); one with the 即時召喚 icon of a kind, instantly summoned
  in a battle fought on a terrain of that kind, whatever its printed level (15.4.8.2; instant summons go onto
  the battle's terrain, 8.3.2.8 — the decision recorded for the clause). A unit with 特殊進軍 of a kind may advance into a terrain of that
  kind, whatever its advance range, unless it is the opponent's headquarters (15.4.10.2).

  A kind of terrain ("○○の地形") is a terrain type (MC 2.1.23); a headquarters or a proxy terrain shows no
  type. In the test-card table: `forced placement`, `normal summon forest`, `instant summon forest`,
  `special advance forest` in the `keywords` column. With seed 1 the advancing player A is the first side.

  Background:
    Given the test cards:
      | id      | type    | level | attack | defence | advance | types  | keywords                 | limit |
      | goblin  | unit    | 1     | 3      | 2       | walking |        |                          |       |
      | wall    | unit    | 1     | 0      | 9       | walking |        |                          |       |
      | ranger  | unit    | 1     | 2      | 2       | walking |        | normal summon forest     |       |
      | dryad   | unit    | 1     | 1      | 2       | walking |        | instant summon forest    |       |
      | stalker | unit    | 1     | 2      | 2       | walking |        | special advance forest   |       |
      | tower   | terrain |       |        |         |         | fort   | forced placement         | 9     |
      | plains  | terrain |       |        |         |         | field  |                          | 8     |
      | forest  | terrain |       |        |         |         | forest |                          | 8     |
    And the seed is 1

  @clause:MC-15-4-6-2
  Rule: a terrain with 強制配置 may replace any terrain but a headquarters

    @clause:MC-15-4-6-2
    Scenario: the tower goes onto B's terrain deep in B's territory, its units staying on it
      Given a game in A's main phase
      And B has "plains" at a4
      And B's party at a4 is wall
      And A holds tower in hand
      When A places "tower" at a4
      Then the ruling cites "MC-15-4-6-2"
      And the terrain at a4 is "tower" of A
      And B's plains is in B's discard pile
      And B's wall is at a4

    @clause:MC-15-4-6-2
    Scenario: an ordinary terrain card cannot go there
      Given a game in A's main phase
      And B has "plains" at a4
      And B's party at a4 is wall
      And A holds plains in hand
      When A tries to place "plains" at a4
      Then the action is illegal citing "MC-12-1-1-2-5"

    @clause:MC-15-4-6-2
    Scenario: the tower goes neither onto a vacant area out of reach nor onto a headquarters
      Given a game in A's main phase
      And A holds tower in hand
      When A declares the placement of "tower"
      Then the options do not include area a4; area b4
      And the options include area b2
      When A tries to choose the area a4
      Then the action is illegal citing "MC-12-1-1-2-5"

  @clause:MC-15-4-7-2
  Rule: the 普通召喚 icon opens terrains of its kind the opponent does not control to normal summons

    @clause:MC-15-4-7-2
    Scenario: the ranger is normally summoned onto A's forest
      Given a game in A's normal summon phase
      And A has "forest" at a2
      And A holds ranger, goblin in hand
      When the position is submitted
      Then the options include summon ranger at a2; summon ranger at b1; summon goblin at b1
      And the options do not include summon goblin at a2
      When A summons ranger at a2
      Then the ruling cites "MC-15-4-7-2"
      And A's ranger is at a2

    @clause:MC-15-4-7-2
    Scenario: a forest the opponent controls is not open to it, nor a terrain of another kind
      Given a game in A's normal summon phase
      And B has "forest" at a3
      And B's party at a3 is wall
      And A has "plains" at a2
      And A holds ranger in hand
      When A tries to summon ranger at a3
      Then the action is illegal citing "MC-7-4-5"
      When A tries to summon ranger at a2
      Then the action is illegal citing "MC-7-4-5"

  @clause:MC-15-4-8-2
  Rule: the 即時召喚 icon lets a unit be instantly summoned onto a terrain of its kind

    @clause:MC-15-4-8-2
    Scenario: the dryad, whose level is not instant, is instantly summoned onto the battle's forest
      Given a game in A's main phase
      And A has "plains" at b2
      And B has "forest" at b3
      And A's party at b2 is goblin
      And B's party at b3 is wall
      And B holds dryad in hand
      When A advances goblin to b3
      Then B must decide "instant_summon"
      And the options include summon dryad at b3
      When B summons dryad at b3
      Then the ruling cites "MC-15-4-8-2"
      And B's dryad is at b3

    @clause:MC-15-4-8-2
    Scenario: a battle on plains gives the dryad no instant summon
      Given a game in A's main phase
      And A has "plains" at b2
      And B has "plains" at b3
      And A's party at b2 is goblin
      And B's party at b3 is wall
      And B holds dryad in hand
      When A advances goblin to b3
      Then B is not asked "instant_summon"

    @clause:MC-15-4-8-2
    Scenario: a forest of B's away from the battle is no place for an instant summon
      Given a game in A's main phase
      And A has "plains" at b2
      And B has "plains" at b3
      And B has "forest" at c4
      And A's party at b2 is goblin
      And B's party at b3 is wall
      And B holds dryad in hand
      When A advances goblin to b3
      Then B is not asked "instant_summon"

  @clause:MC-15-4-10-2
  Rule: 特殊進軍 reaches a terrain of its kind beyond the advance range

    @clause:MC-15-4-10-2
    Scenario: the stalker walks from b2 straight to the forest at a4
      Given a game in A's main phase
      And A has "plains" at b2
      And B has "forest" at a4
      And A's party at b2 is stalker, goblin
      When A advances stalker to a4
      Then the ruling cites "MC-15-4-10-2"
      And A's stalker is at a4

    @clause:MC-15-4-10-2
    Scenario: the goblin, without it, cannot; nor the stalker to plains out of its range
      Given a game in A's main phase
      And A has "plains" at b2
      And B has "forest" at a4
      And B has "plains" at c4
      And A's party at b2 is stalker, goblin
      When A declares an advance
      Then the options include move stalker to a4
      And the options do not include move goblin to a4; move stalker to c4
      When A tries to move goblin to a4
      Then the action is illegal citing "MC-12-2-2-2"
