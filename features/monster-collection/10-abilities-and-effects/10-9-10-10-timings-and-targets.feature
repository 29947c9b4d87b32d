Feature: MC 10.9-10.10 Timing notations and targets
  A timing notation says when an ability may be declared or works (MC 10.9.1, 10.9.2). A card with several
  may be used under each (10.9.3). [普通] is declared in one's own normal timing (10.9.4); [対抗] only in
  answer to a declaration (10.9.5), and a limited counter only in a chain holding what it is limited to
  (10.9.6); [イニシアチブ] only in the initiative timing, whose one chain decides the initiative (10.9.7).
  [戦闘] means from the battle's start to its end timing (10.9.8); [自軍ターン] only while its owner advances
  (10.9.10); no notation, whenever its card is in play (10.9.11).

  A use names proper targets only, and fires only on targets still proper (10.10.3, 10.10.5); what the
  text does beyond its targets still happens (10.10.4). In battle only the battle's terrain and what is on
  it can be targeted (10.10.6). A counter's target must be among what the chain involves (10.10.8.1,
  10.10.8.2), except for an [イニシアチブ] ability in the initiative timing (10.10.9). Of several targets,
  one left is enough (10.10.10); a party or "all" target with nothing in it cannot be used (10.10.11,
  10.10.12).

  With seed 1 the advancing player A strikes first.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id        | type         | level | attack | defence | advance | standing               | class      | attributes | ability                                          | limit |
      | goblin    | unit         | 1     | 3      | 2       | walking |                        |            |            |                                                  |       |
      | orc       | unit         | 2     | 4      | 3       | walking |                        |            |            |                                                  |       |
      | wall      | unit         | 1     | 0      | 9       | walking |                        |            |            |                                                  |       |
      | mage      | unit         | 2     | 1      | 9       | walking | spells fire/fire, items 1 |         |            |                                                  |       |
      | fireball  | battle spell |       |        |         |         |                        |            | fire       | normal enemy_unit: damage 3                      |       |
      | zap       | battle spell |       |        |         |         |                        |            | fire       | counter enemy_unit: damage 3                     |       |
      | flex      | battle spell |       |        |         |         |                        |            | fire       | normal/counter own_unit: attack +1               |       |
      | rally     | battle spell |       |        |         |         |                        |            | fire       | initiative own_unit: initiative +2               |       |
      | quick     | battle spell |       |        |         |         |                        |            | fire       | counter/initiative enemy_unit: initiative -1     |       |
      | spark     | battle spell |       |        |         |         |                        |            | fire       | normal enemy_unit: damage 1; draw 1              |       |
      | sweep     | battle spell |       |        |         |         |                        |            | fire       | normal enemy_party: damage 1                     |       |
      | potion    | item         |       |        |         |         |                        | consumable |            | counter own_unit: defence +2                     |       |
      | antidote  | battle spell |       |        |         |         |                        |            | fire       | only consumable counter enemy_unit: damage 1     |       |
      | captain   | unit         | 2     | 2      | 4       | walking |                        |            |            | constant battle own_party: attack +2             |       |
      | standard  | unit         | 1     | 1      | 3       | walking |                        |            |            | constant own_party: level +1                     |       |
      | berserker | unit         | 1     | 0      | 9       | walking |                        |            |            | auto on damaged battle this_unit: attack +1      |       |
      | zealot    | unit         | 1     | 1      | 3       | walking |                        |            |            | auto on main_start own_turn this_unit: attack +1 |       |
      | plains    | terrain      |       |        |         |         |                        |            |            |                                                  | 8     |
    And A has "plains" at b2
    And B has "plains" at b3
    And the seed is 1

  @clause:MC-10-9-1 @clause:MC-10-9-2
  Rule: a battle-timed ability is declared only in a battle

    @clause:MC-10-9-1 @clause:MC-10-9-2
    Scenario: in the main phase, out of battle, A's fireball is not on offer
      Given A's party at b2 is mage
      And A holds fireball in hand
      When the position is submitted
      Then A must decide "main"
      And the options do not include use fireball by mage on B:orc
      When A's mage tries to use fireball on itself
      Then the action is illegal citing "MC-10-9-1"

  @clause:MC-10-9-3
  Rule: a card with several timings is used under each

    @clause:MC-10-9-3
    Scenario: flex is on offer in A's normal play step and in B's counter step
      Given A's party at b2 is mage
      And B's party at b3 is mage
      And A holds flex, fireball in hand
      And B holds flex in hand
      When A advances mage to b3
      Then the options include use flex by mage on mage
      When A's mage uses fireball on B:mage
      Then B must decide "counter"
      And the options include use flex by mage on mage

  @clause:MC-10-9-4
  Rule: a normal ability only in one's own normal timing

    @clause:MC-10-9-4
    Scenario: in A's first normal timing B cannot open with a fireball, only answer A's declarations
      Given A's party at b2 is mage
      And B's party at b3 is mage
      And A holds fireball in hand
      And B holds fireball in hand
      When A advances mage to b3
      And A's mage uses fireball on B:mage
      Then B is not asked "counter"

  @clause:MC-10-9-6
  Rule: a limited counter answers only a chain holding what it is limited to

    @clause:MC-10-9-6
    Scenario: an antidote, limited to consumables, answers B's potion
      Given A's party at b2 is mage
      And B's party at b3 is mage
      And A holds fireball, antidote in hand
      And B holds potion in hand
      When A advances mage to b3
      And A's mage uses fireball on B:mage
      And B's mage uses potion on itself
      Then A must decide "counter"
      And the options include use antidote by mage on B:mage

    @clause:MC-10-9-6
    Scenario: in a chain of spells only, the antidote cannot be used
      Given A's party at b2 is mage
      And B's party at b3 is mage
      And A holds fireball, antidote in hand
      And B holds zap in hand
      When A advances mage to b3
      And A's mage uses fireball on B:mage
      And B's mage uses zap on A:mage
      Then A is not asked "counter"

  @clause:MC-10-9-7
  Rule: an initiative ability only in the initiative timing, which has a single chain

    @clause:MC-10-9-7
    Scenario: rally is on offer in the initiative timing, and no more in the normal timing
      Given A's party at b2 is mage
      And B's party at b3 is wall
      And A holds rally, fireball in hand
      When A advances mage to b3
      Then A must decide "play"
      And the options include use rally by mage on mage
      When A passes
      Then A must decide "play"
      And the options do not include use rally by mage on mage
      And the options include use fireball by mage on B:wall

    @clause:MC-10-9-7
    Scenario: after A's rally resolves, B gets no initiative play step of its own
      Given A's party at b2 is mage
      And B's party at b3 is mage
      And A holds rally, fireball in hand
      And B holds rally in hand
      When A advances mage to b3
      And A's mage uses rally on itself
      Then A must decide "play"
      And the ruling cites "MC-8-3-4-7"

  @clause:MC-10-9-8
  Rule: [戦闘]: from the battle's start to its end, only for the battle's terrain

    @clause:MC-10-9-8
    Scenario: the captain's [戦闘] bonus counts in the battle, not out of it
      Given A's party at b2 is captain
      And B's party at b3 is wall
      When the position is submitted
      Then A's captain has attack 2
      When A advances captain to b3
      And the battle plays out with passes
      Then B's wall took 4 attack damage

    @clause:MC-10-9-8
    Scenario: the berserker's [戦闘] trigger works in the battle: each damage raises its attack
      Given A's party at b2 is mage
      And B's party at b3 is berserker
      And A holds fireball, fireball#2 in hand
      When A advances mage to b3
      And A's mage uses fireball on B:berserker
      Then A must decide "play"
      And B's berserker has attack 1

  @clause:MC-10-9-10
  Rule: [自軍ターン]: only while its owner is the advancing player

    @clause:MC-10-9-10
    Scenario: A's zealot triggers as A's main phase begins
      Given a game in A's first hand adjustment phase
      And A's party at b1 is zealot
      And A holds goblin in hand
      When A is done
      Then A's zealot has attack 2

    @clause:MC-10-9-10
    Scenario: B's zealot does not trigger in A's turn
      Given a game in A's first hand adjustment phase
      And B's party at b4 is zealot
      And A holds goblin in hand
      When A is done
      Then the ruling cites "MC-10-9-10"
      And B's zealot has attack 1

  @clause:MC-10-9-11
  Rule: with no notation, an ability works whenever its card is in play

    @clause:MC-10-9-11
    Scenario: the standard raises its party's level in the main phase as in a battle
      Given A's party at b1 is standard, goblin
      When the position is submitted
      Then A's goblin has level 2
      And A's standard has level 2

  @clause:MC-10-10-3
  Rule: a use names proper targets only

    @clause:MC-10-10-3
    Scenario: a fireball for enemies cannot be aimed at A's own mage
      Given A's party at b2 is mage
      And B's party at b3 is wall
      And A holds fireball in hand
      When A advances mage to b3
      And A's mage tries to use fireball on itself
      Then the action is illegal citing "MC-10-10-3"

  @clause:MC-10-10-4
  Rule: what the text does beyond its targets happens too

    @clause:MC-10-10-4
    Scenario: spark hurts B's wall and draws A a card
      Given A's party at b2 is mage
      And B's party at b3 is wall
      And A holds spark in hand
      When A advances mage to b3
      And A's mage uses spark on B:wall
      Then A has 1 card in hand
      And B's wall took 1 damage

  @clause:MC-10-10-5 @clause:MC-10-10-10
  Rule: a target no longer there is not proper: with none left, no effect

    @clause:MC-10-10-5 @clause:MC-10-10-10
    Scenario: A's own zap kills the goblin first; A's fireball then has no target
      Given A's party at b2 is mage
      And B's party at b3 is goblin
      And A holds fireball, zap in hand
      When A advances mage to b3
      And A's mage uses fireball on B:goblin
      And A's mage uses zap on B:goblin
      Then B's goblin died
      And the ruling cites in order "MC-10-3-1", "MC-11-3-1-2-1", "MC-10-10-10"

  @clause:MC-10-10-10 @clause:MC-10-10-11
  Rule: of a party target, the units still there are enough

    @clause:MC-10-10-10 @clause:MC-10-10-11
    Scenario: sweep declared on two, one killed first: the other still takes 1
      Given A's party at b2 is mage
      And B's party at b3 is wall, goblin
      And A holds sweep, zap in hand
      When A advances mage to b3
      And B puts wall in front
      And A's mage uses sweep on B:wall+B:goblin
      And A's mage uses zap on B:goblin
      Then B's goblin died
      And B's wall took 1 damage

  @clause:MC-10-10-6
  Rule: in battle only the battle's terrain and what is on it can be targeted

    @clause:MC-10-10-6
    Scenario: B's orc on another terrain is no target of A's fireball
      Given A's party at b2 is mage
      And B's party at b3 is wall
      And B has "plains" at c3
      And B's party at c3 is orc
      And A holds fireball in hand
      When A advances mage to b3
      Then the options include use fireball by mage on B:wall
      And the options do not include use fireball by mage on B:orc

  @clause:MC-10-10-8-1 @clause:MC-10-10-8-2
  Rule: a counter's target must be among the chain's declaring units, cards and targets

    @clause:MC-10-10-8-1 @clause:MC-10-10-8-2
    Scenario: B may zap A's mage, which declared, but not A's wall, which is not in the chain
      Given A's party at b2 is mage, wall
      And B's party at b3 is mage
      And A holds fireball in hand
      And B holds zap in hand
      When A advances mage to b3 and wall to b3
      And A puts mage in front
      And A's mage uses fireball on B:mage
      Then B must decide "counter"
      And the options include use zap by mage on A:mage
      And the options do not include use zap by mage on A:wall

  @clause:MC-10-10-9
  Rule: an initiative ability in the initiative timing's chain may target anything proper

    @clause:MC-10-10-9
    Scenario: B's quick answers A's rally by aiming at A's wall, outside the chain
      Given A's party at b2 is mage, wall
      And B's party at b3 is mage
      And A holds rally in hand
      And B holds quick in hand
      When A advances mage to b3 and wall to b3
      And A puts mage in front
      And A's mage uses rally on itself
      Then B must decide "counter"
      And the options include use quick by mage on A:wall

    @clause:MC-10-10-9
    Scenario: in a normal timing's chain the same quick cannot aim at the wall
      Given A's party at b2 is mage, wall
      And B's party at b3 is mage
      And A holds fireball in hand
      And B holds quick in hand
      When A advances mage to b3 and wall to b3
      And A puts mage in front
      And B passes
      And A's mage uses fireball on B:mage
      Then B must decide "counter"
      And the options include use quick by mage on A:mage
      And the options do not include use quick by mage on A:wall

  @clause:MC-10-10-12 @clause:MC-10-10-11
  Rule: a party target with no unit in it cannot be used

    @clause:MC-10-10-12 @clause:MC-10-10-11
    Scenario: sweep is on offer while B has a unit, and not once it is gone
      Given A's party at b2 is orc, mage
      And B's party at b3 is goblin
      And A holds sweep in hand
      When A advances orc to b3 and mage to b3
      And A puts orc in front
      Then A must decide "play"
      And the options include use sweep by mage on B:goblin
      When A passes
      Then B's goblin died
      And there is no battle
      And A has 1 card in hand
