Feature: MC 16.1 Perpetual loops (永久循環)
  A loop that no player can stop ends the game in a draw (MC 16.1.1.1). The engine recognises a loop of
  triggered abilities when the state before a play repeats one seen earlier in the same check step (see
  16-1-loops-players-stop.feature for the loops a player can stop). A loop whose state never repeats — an
  effect that adds +1 attack each time round — is caught by a safety net instead: a check step that has
  played 64 triggered abilities without recognising a loop. If no player had a choice in those plays,
  nobody can stop it and the game is a draw; if a player had one, the engine cannot tell whether or how it
  could be stopped, and it stops playing triggered abilities in that check step, deciding nothing about the
  game's outcome (docs/decisions.md, MC 16.1.1).

  Test cards: `auto on hand_empty own_party: draw 1` waits while its owner's hand is empty (a state
  trigger, MC 10.5.5): with an empty draw pile it draws nothing, the hand stays empty, and it waits again
  after each play. The grower gains +1 attack, then deals itself 0 damage, each time it takes damage (the
  seedling may skip the +1 attack, MC 10.1.7): its state never repeats.

  Background:
    Given a game in A's normal summon phase
    And the test cards:
      | id      | type    | level | attack | defence | advance | standing | attributes | ability                               | limit |
      | scholar | unit    | 1     | 1      | 3       | walking |          |            | auto on hand_empty own_party: draw 1  |       |
      | goblin  | unit    | 1     | 3      | 2       | walking |          |            |                                       |       |
      | orc     | unit    | 2     | 4      | 3       | walking |          |            |                                       |       |
      | grower  | unit    | 1     | 1      | 3       | walking |          |            | auto on enters this_unit: damage 0\|auto on damaged this_unit: attack +1; damage 0     |       |
      | seedling | unit   | 1     | 1      | 3       | walking |          |            | auto on enters this_unit: damage 0\|auto on damaged this_unit: may attack +1; damage 0 |       |
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

  @clause:MC-16-1-1-1
  Rule: a loop whose state never repeats meets the safety net: a draw if nobody had a choice in it

    @clause:MC-16-1-1-1
    Scenario: the grower's attack grows for ever with no choice for anybody: a draw after 64 plays
      Given A holds grower, orc in hand
      When A summons grower at b1
      Then the game is a draw by "perpetual_loop"
      And the ruling says "64 triggered abilities played in one check step with no choice for any player"
      And the ruling does not cite "MC-16-1-1-2"

    @clause:MC-16-1-1-1
    Scenario: the seedling's owner chooses every time: the engine cannot classify the loop and decides nothing
      Given A holds seedling, orc in hand
      When A summons seedling at b1
      And A keeps answering "apply"
      Then the ruling says "a loop the engine cannot classify"
      And the ruling does not cite "MC-16-1-1-1"
      And the game goes on
