Feature: MC 16.1 Perpetual loops (永久循環)
  A loop that no player can stop ends the game in a draw (MC 16.1.1.1). The engine detects a loop of
  triggered abilities by a limit: a check step that has played 64 of them is looping. When none of those
  plays asked any player anything, nothing a player could do would stop it, and the game ends in a draw;
  when a player was asked something on the way, the loop might be one that player could stop (16.1.1.2-3),
  so the engine stops playing there and the game goes on (docs/decisions.md, MC 10.5.5.1 and 16.1.1.1).

  Test cards: `auto on hand_empty own_party: draw 1` waits while its owner's hand is empty (a state
  trigger, MC 10.5.5): with an empty draw pile it draws nothing, the hand stays empty, and it waits again
  after each play.

  Background:
    Given a game in A's normal summon phase
    And the test cards:
      | id      | type    | level | attack | defence | advance | standing | attributes | ability                               | limit |
      | scholar | unit    | 1     | 1      | 3       | walking |          |            | auto on hand_empty own_party: draw 1  |       |
      | goblin  | unit    | 1     | 3      | 2       | walking |          |            |                                       |       |
      | orc     | unit    | 2     | 4      | 3       | walking |          |            |                                       |       |
      | plains  | terrain |       |        |         |         |          |            |                                       | 8     |
    And A has "plains" at b2
    And A's party at b2 is scholar

  @clause:MC-16-1-1-1
  Rule: a loop no player can stop ends the game in a draw

    @clause:MC-16-1-1-1
    Scenario: the summon empties the hand with the draw pile empty: the scholar's ability loops, a draw
      Given A holds goblin in hand
      And A's draw pile is empty
      When A summons goblin at b1
      Then the game is a draw by "perpetual_loop"
      And the ruling cites in order "MC-10-5-2", "MC-10-5-3", "MC-16-1-1-1"

    @clause:MC-16-1-1-1
    Scenario: a card left to draw ends the state: no loop, and the game goes on
      Given A holds goblin in hand
      And A's draw pile is orc from the top
      When A summons goblin at b1
      Then A's hand is orc
      And the game goes on
      And the ruling does not cite "MC-16-1-1-1"
