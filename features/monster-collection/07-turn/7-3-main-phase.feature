Feature: MC 7.3 The main phase
  The phase's start triggers (MC 7.3.2); the advancing player gets a normal play step with, in any order
  and number, terrain placement, advances, [メイン] abilities and equipment swaps (7.3.3). An advance into
  terrain where defending units stand passes the play step, which comes back once the battle is over
  (7.3.4). When the advancing player passes, the phase's end triggers (7.3.5), a check step follows and
  the phase ends, its grant and change effects lost (7.3.6). The first player's first turn has no main
  phase (7.3.7).

  Background:
    Given a game in A's main phase
    And the test cards:
      | id     | type    | level | attack | defence | advance | standing | class     | cost | bonus     | instant | limit |
      | goblin | unit    | 1     | 3      | 2       | walking | items 1  |           |      |           |         |       |
      | orc    | unit    | 2     | 4      | 3       | walking | items 1  |           |      |           |         |       |
      | wall   | unit    | 1     | 0      | 9       | walking |          |           |      |           |         |       |
      | wolf   | unit    | 1     | 2      | 1       | walking |          |           |      |           | yes     |       |
      | sword  | item    |       |        |         |         |          | equipment | 1    | attack +2 |         |       |
      | plains | terrain |       |        |         |         |          |           |      |           |         | 8     |

  @clause:MC-7-3-2
  Scenario: the main phase begins with its trigger moment, after the first hand adjustment closes
    Given a game in B's first hand adjustment phase
    And B holds goblin in hand
    When B is done
    Then the ruling cites in order "MC-7-2-7", "MC-7-3-2", "MC-4-3-2"
    And B must decide "main"

  @clause:MC-7-3-3
  Rule: the play step offers terrain placement, advances and equipment swaps, in any order and number

    @clause:MC-7-3-3
    Scenario: every kind of main-phase action is on offer
      Given A has "plains" at b2
      And A's party at b2 is goblin, orc
      And A's goblin equips sword
      And A holds plains#2 in hand
      When the position is submitted
      Then A must decide "main"
      And the options include place plains#2; place proxy; advance; swap sword to orc; end phase

    @clause:MC-7-3-3
    Scenario: the play step comes back after each action
      Given A has "plains" at b2
      And A has "plains" at b3
      And A's party at b2 is goblin, orc
      And A's goblin equips sword
      When A swaps sword to orc
      Then A must decide "main"
      When A advances goblin to b3
      Then A must decide "main"
      And the options include advance

    @clause:MC-7-3-3
    Scenario: summoning is not a main-phase action
      Given A holds goblin in hand
      When the position is submitted
      Then the options do not include summon goblin at b1
      When A tries to summon goblin at b1
      Then the action is illegal citing "MC-7-3-3"

  @clause:MC-7-3-4
  Rule: a battle passes the normal play step, which comes back when the battle is over

    @clause:MC-7-3-4
    Scenario: in the battle the defender decides; A's play step waits
      Given A has "plains" at b2
      And B has "plains" at b3
      And A's party at b2 is goblin
      And B's party at b3 is wall
      And B holds wolf in hand
      And the seed is 1
      When A advances goblin to b3
      Then B must decide "instant_summon"
      And A is not asked "main"

    @clause:MC-7-3-4
    Scenario: once the battle is over, A's play step comes back
      Given A has "plains" at b2
      And B has "plains" at b3
      And A's party at b2 is goblin
      And B's party at b3 is wall
      And B holds wolf in hand
      And the seed is 1
      When A advances goblin to b3
      And B is done
      Then there is no battle
      And A must decide "main"

  @clause:MC-7-3-5 @clause:MC-7-3-6
  Rule: passing the play step ends the phase: its end triggers, a check step, its effects are lost

    @clause:MC-7-3-5
    Scenario: A passes: the phase's end trigger, then its closing check step, then the normal summon phase
      When A ends the main phase
      Then the ruling cites in order "MC-7-3-5", "MC-7-3-6", "MC-7-4-2"
      And A must decide "summon"

    @clause:MC-7-3-6
    Scenario: a bonus lasting until the end of the phase is lost as the main phase ends
      Given A has "plains" at b2
      And A's party at b2 is goblin
      And A's goblin has attack +2 until the end of the phase
      When A ends the main phase
      Then the ruling says "the effects of the phase are lost"
      And A's goblin has attack 3

    @clause:MC-7-3-6
    Scenario: within the main phase the bonus is still in force
      Given A has "plains" at b2
      And A's party at b2 is goblin
      And A's goblin has attack +2 until the end of the phase
      When the position is submitted
      Then A's goblin has attack 5

  @clause:MC-7-3-7
  Rule: the first player's first turn has no main phase

    @clause:MC-7-3-7
    Scenario: a first turn standing in a main phase is refused
      Given a game in the first turn of A
      And the position's state.step is "main"
      When the position is submitted
      Then the position is refused citing "MC-7-3-7"

    @clause:MC-7-3-7
    Scenario: a new game's first decision is the first player's normal summon
      Given a new game
      And A's deck holds 50 other units
      And B's deck holds 50 other units
      And the seed is 5
      When the game is set up
      Then the first player must decide "summon"
