Feature: MC 9 The attack
  An attack is a rule action of the normal timing: its cost exhausts every ready unit of one's own, its
  target is the enemy party, and its effect deals attack damage (MC 9.1). Every ready unit takes part,
  even with an attack of 0 or less, which then adds 0 (9.2). The attack damage is the attackers' total
  attack; each unit of the attacked party takes, all at once, that total less the defence of the units
  in front of it, and nothing once those defences reach the total (9.3). In a simultaneous attack both
  parties take their damage at the same moment (9.4). No attack is declared without units on both sides
  or when every unit of one's own is exhausted (9.5).

  Background:
    Given a game in A's main phase
    And the test cards:
      | id     | type    | level | attack | defence | advance | limit |
      | goblin | unit    | 1     | 3      | 2       | walking |       |
      | orc    | unit    | 2     | 4      | 3       | walking |       |
      | slug   | unit    | 1     | 0      | 5       | walking |       |
      | wall   | unit    | 1     | 0      | 9       | walking |       |
      | plains | terrain |       |        |         |         | 8     |
    And A has "plains" at b2
    And B has "plains" at b3

  @clause:MC-9-1
  Scenario: the advancing units attack the defending party and are exhausted by it
    Given A's party at b2 is goblin
    And B's party at b3 is wall
    And the seed is 1
    When A advances goblin to b3
    And the battle plays out with passes
    Then the ruling cites "MC-9-1"
    And B's wall has 0 damage
    And A's goblin is at b2
