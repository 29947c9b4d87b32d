Feature: MC 10.9.9, 10.9.9.1, 10.10.7 [メイン] abilities
  An ability with the timing [メイン] is used as one of the main phase's actions (MC 10.9.9, 7.3.3 c), never in a
  battle (10.9.9.1). It targets terrains, units on them, their equipment or players — wherever they stand
  (10.10.7). Outside a battle no counter chain forms (10.9.5): the use resolves at once, and what it grants
  lasts to the end of the phase (10.14.6).

  Test cards: `main own_unit: attack +1` is a ◇ ability of a consumable with the timing [メイン].

  Background:
    Given a game in A's main phase
    And the test cards:
      | id       | type         | level | attack | defence | advance | standing              | class      | attributes | ability                        | limit |
      | squire   | unit         | 1     | 3      | 3       | walking | items 1, spells fire  |            |            |                                |       |
      | goblin   | unit         | 1     | 3      | 2       | walking |                       |            |            |                                |       |
      | wall     | unit         | 1     | 0      | 9       | walking |                       |            |            |                                |       |
      | tonic    | item         |       |        |         |         |                       | consumable |            | main own_unit: attack +1       |       |
      | fireball | battle spell |       |        |         |         |                       |            | fire       | normal enemy_unit: damage 3    |       |
      | plains   | terrain      |       |        |         |         |                       |            |            |                                | 8     |
    And A has "plains" at b2
    And B has "plains" at b3

  @clause:MC-10-9-9 @clause:MC-10-10-7
  Rule: a [メイン] ability is a main-phase action, on units wherever they stand

    @clause:MC-10-9-9 @clause:MC-10-10-7
    Scenario: the squire at the headquarters may use the tonic on itself or on the goblin at b2
      Given A's party at b1 is squire
      And A's party at b2 is goblin
      And A holds tonic in hand
      When the position is submitted
      Then A must decide "main"
      And the options include use tonic by squire on squire; use tonic by squire on goblin

    @clause:MC-10-9-9
    Scenario: the tonic resolves at once; its +1 lasts to the end of the main phase
      Given A's party at b1 is squire
      And A holds tonic in hand
      When A's squire uses tonic on itself
      Then A's squire has attack 4
      And A's tonic is in A's discard pile
      And A must decide "main"
      When A ends the main phase
      Then A's squire has attack 3

  @clause:MC-10-9-9-1
  Rule: a [メイン] ability is not used in a battle

    @clause:MC-10-9-9-1
    Scenario: in the battle the squire's play step offers the fireball, not the tonic
      Given A's party at b2 is squire
      And B's party at b3 is wall
      And A holds tonic, fireball in hand
      And the seed is 1
      When A advances squire to b3
      Then A must decide "play"
      And the options include use fireball by squire on B:wall
      And the options do not include use tonic by squire on squire
