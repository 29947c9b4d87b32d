Feature: MC 14.7 ● automatic abilities
  A ● ability triggers by itself when its card is on the battlefield and its timing, its moment, its
  targets and conditions are met (14.7.1); it then waits and is played in the next check step (10.5).
  Its timing is [戦闘] or [自軍ターン] (14.7.3): a [戦闘] one triggers only while its unit takes part in
  a battle or a battle is fought on its terrain (14.7.3.1), a [自軍ターン] one only in its owner's own
  turn (14.7.3.2). What it grants lasts to the battle end timing, or to the end of the phase it fired in
  (14.7.3.4); a "start of …" or "end of …" ability triggers at that moment (14.7.3.5), a "when … is
  declared" ability each time it is declared (14.7.3.6), and none triggers without its moment
  (14.7.3.7). The advancing side plays all its waiting ● abilities first, in the order it likes, then
  the defending side (14.7.3.8); no counter chain answers them (14.7.3.9); their dice are rolled as they
  resolve (14.7.3.10).

  Test cards: `auto on battle_start battle this_unit: attack +2` is a ● [戦闘] ability that triggers as the
  battle starts; `on battle_end` as the battle end timing begins, `on attack_declared` at each attack's
  declaration, `on main_start own_turn` as its owner's main phase begins.

  With seed 1 the advancing player A rolls 6 and B 2, so A is the first side and B the second.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id      | type         | level | attack | defence | advance | standing           | ability                                                   | limit |
      | goblin  | unit         | 1     | 3      | 9       | walking |                    |                                                           |       |
      | wall    | unit         | 1     | 0      | 9       | walking |                    |                                                           |       |
      | mage    | unit         | 1     | 0      | 9       | walking | spells any/any/any |                                                           |       |
      | drummer | unit         | 1     | 1      | 9       | walking | spells any         | auto on battle_start battle this_unit: attack +2          |       |
      | piper   | unit         | 1     | 1      | 9       | walking |                    | auto on battle_start battle this_unit: defence +1         |       |
      | bugler  | unit         | 1     | 1      | 9       | walking |                    | auto on battle_end battle enemy_party: damage 1           |       |
      | horn    | unit         | 1     | 2      | 9       | walking |                    | auto on attack_declared battle this_unit: attack +1       |       |
      | herald  | unit         | 1     | 1      | 9       | walking |                    | auto on main_start own_turn this_unit: attack +1          |       |
      | roller  | unit         | 1     | 1      | 9       | walking |                    | auto on battle_start battle enemy_party: damage 1D        |       |
      | shrine  | terrain      |       |        |         |         |                    | auto on battle_start battle enemy_party: damage 1         | 8     |
      | quick   | battle spell |       |        |         |         |                    | initiative own_unit: defence +1                           |       |
      | ward    | battle spell |       |        |         |         |                    | counter unit: defence +1                                  |       |
      | jab     | battle spell |       |        |         |         |                    | normal enemy_unit: damage 0                               |       |
      | plains  | terrain      |       |        |         |         |                    |                                                           | 8     |
    And A has "plains" at b2
    And B has "plains" at b3
    And the seed is 1

  @clause:MC-14-7-1 @clause:MC-14-7-3-1 @clause:MC-14-7-3-5
  Rule: a ● [戦闘] ability triggers at its moment when its unit takes part in the battle

    @clause:MC-14-7-1 @clause:MC-14-7-3-1 @clause:MC-14-7-3-5
    Scenario: the drummer going into battle gets its +2 attack as the battle starts
      Given A's party at b2 is drummer
      And B's party at b3 is wall
      And A holds quick in hand
      When A advances drummer to b3
      Then the battle at b3 is in the "initiative" timing
      And A's drummer has attack 3
      And the ruling cites "MC-10-5-3"

    @clause:MC-14-7-1
    Scenario: a drummer in the hand triggers nothing
      Given A's party at b2 is mage
      And B's party at b3 is wall
      And A holds drummer, quick in hand
      When A advances mage to b3
      Then the ruling does not say "drummer's ability triggers"

    @clause:MC-14-7-3-1
    Scenario: a drummer left behind, away from the battle, does not trigger
      Given A's party at b2 is mage, drummer
      And B's party at b3 is wall
      And A holds quick in hand
      When A advances mage to b3
      Then the ruling does not say "drummer's ability triggers"
      And A's drummer has attack 1

    @clause:MC-14-7-3-1
    Scenario: a terrain's ● [戦闘] triggers for a battle fought on it
      Given B has "shrine" at b3
      And A's party at b2 is goblin
      And B's party at b3 is wall
      When A advances goblin to b3
      Then A's goblin took 1 damage

  @clause:MC-14-7-3-2
  Rule: a ● [自軍ターン] ability triggers only in its owner's turn

    @clause:MC-14-7-3-2 @clause:MC-14-7-3-4
    Scenario: the herald triggers as its owner's main phase begins, for that phase
      Given a game in A's first hand adjustment phase
      And A's party at b1 is herald
      When the position is submitted
      Then the game is at "main" of turn 3 with A active
      And A's herald has attack 2
      When A ends the main phase
      Then A's herald has attack 1

    @clause:MC-14-7-3-2
    Scenario: the herald does not trigger in the opponent's main phase
      Given a game in B's first hand adjustment phase
      And A's party at b1 is herald
      When the position is submitted
      Then the game is at "main" of turn 4 with B active
      And A's herald has attack 1

  @clause:MC-14-7-3-4
  Scenario: what a ● [戦闘] ability grants lasts to the battle end timing, not beyond
    Given A's party at b2 is drummer
    And B's party at b3 is mage
    And B holds jab in hand
    When A advances drummer to b3
    Then the battle at b3 is in the "second_normal" timing
    And A's drummer has attack 3
    When the battle plays out with passes
    Then there is no battle
    And A's drummer has attack 1

  @clause:MC-14-7-3-6
  Rule: a "when declared" ● ability triggers at each declaration

    @clause:MC-14-7-3-6
    Scenario: the horn triggers at its own side's attack, in time to hit harder, and again at the other side's
      Given A's party at b2 is horn
      And B's party at b3 is goblin
      When A advances horn to b3
      Then B's goblin took 3 attack damage
      And the ruling says "horn's ability triggers on attack_declared" 2 times

  @clause:MC-14-7-3-7 @clause:MC-14-7-3-5
  Rule: a ● ability triggers only at its moment

    @clause:MC-14-7-3-7
    Scenario: the bugler's "end of the battle" has not triggered in the initiative timing
      Given A's party at b2 is bugler, mage
      And B's party at b3 is wall
      And A holds quick in hand
      When A advances bugler to b3 and mage to b3
      And A puts bugler in front
      Then the battle at b3 is in the "initiative" timing
      And the ruling does not say "bugler's ability triggers"

    @clause:MC-14-7-3-7 @clause:MC-14-7-3-5
    Scenario: the bugler triggers as the battle end timing begins
      Given A's party at b2 is bugler
      And B's party at b3 is wall
      When A advances bugler to b3
      Then the ruling says in order "the battle end timing begins", "bugler's ability triggers on battle_end", "wall takes 1 damage"

  @clause:MC-14-7-3-8
  Rule: the advancing side plays its ● abilities first, in its own order; then the defending side

    @clause:MC-14-7-3-8
    Scenario: the attacker's drummer is played before the defender's piper
      Given A's party at b2 is drummer
      And B's party at b3 is piper
      When A advances drummer to b3
      Then the ruling says in order "player 0 plays drummer's triggered ability", "player 1 plays piper's triggered ability"

    @clause:MC-14-7-3-8
    Scenario: with two waiting, the attacker chooses which of its own goes first
      Given A's party at b2 is drummer, piper
      And B's party at b3 is wall
      When A advances drummer to b3 and piper to b3
      Then A must decide "trigger"

  @clause:MC-14-7-3-9
  Scenario: no counter chain answers a ● ability: the defender holding a counter is not asked
    Given A's party at b2 is drummer
    And B's party at b3 is mage
    And A holds quick in hand
    And B holds ward in hand
    When A advances drummer to b3
    Then A must decide "play"
    And the ruling cites "MC-10-5-3"
    And the ruling does not cite "MC-10-1-10"

  @clause:MC-14-7-3-10
  Scenario: a ● ability's dice are rolled as it resolves
    Given A's party at b2 is roller
    And B's party at b3 is wall
    When A advances roller to b3
    Then the ruling says in order "player 0 plays roller's triggered ability", "rolled as the ● ability resolves", "wall takes"
    And the ruling cites "MC-14-7-3-10"
