Feature: MC 16.1.1.2-16.1.1.3 Perpetual loops a player can stop
  A perpetual loop is a series of actions that returns to where it started (MC 16.1.1). The engine
  recognises one in a check step when the state before a play of a triggered ability — every zone, the
  battlefield, the effects in force and the abilities waiting — repeats a state seen earlier in that check
  step: the plays in between are the loop. A player who, in the loop, chose whether to apply an optional
  ("may") effect (MC 10.1.7) has a way to stop it. If only one player has (16.1.1.2), that player declares
  how many times the loop runs, it runs that often, and then that player stops it by declining the
  effect; it may not choose the loop again from its states. If both have (16.1.1.3), the advancing player
  declares a count, then the opponent; the smaller count runs, the player who declared it stops the loop,
  and the player who declared the larger may not choose it again. A count counts the loop's runs in all,
  the one that revealed it included; on a tie the advancing player's count is the smaller (declared first).
  If nobody has a choice in the loop, the game is a draw (16.1.1.1).

  Test cards: as the battle starts, the imp, the sprite and the twin deal 0 damage to the enemy party; whenever one
  of these units takes damage it deals 0 damage to the enemy party — the imp and the gong must, the sprite
  and the echo may. Damage 0 is damage dealt (MC 4.5.3) and sets the "damaged" abilities off, while
  nothing changes: A's unit and B's unit answer each other for ever. The twin may give +1 attack to a
  dragon it damages (there is none), then deals 0 damage whatever its owner chose: its owner has a choice
  in the loop, but declining it does not stop the loop.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id     | type    | level | attack | defence | advance | ability                                                                                  | limit |
      | imp    | unit    | 1     | 1      | 9       | walking | auto on battle_start battle enemy_party: damage 0\|auto on damaged battle enemy_party: damage 0     |       |
      | sprite | unit    | 1     | 1      | 9       | walking | auto on battle_start battle enemy_party: damage 0\|auto on damaged battle enemy_party: may damage 0 |       |
      | gong   | unit    | 1     | 1      | 9       | walking | auto on damaged battle enemy_party: damage 0                                             |       |
      | echo   | unit    | 1     | 1      | 9       | walking | auto on damaged battle enemy_party: may damage 0                                         |       |
      | scholar | unit   | 1     | 1      | 3       | walking | auto on hand_empty own_party: may draw 1                                                  |       |
      | twin   | unit    | 1     | 1      | 9       | walking | auto on battle_start battle enemy_party: damage 0\|auto on damaged battle enemy_party: may attack +1 if race dragon; damage 0 |       |
      | goblin | unit    | 1     | 3      | 2       | walking |                                                                                          |       |
      | plains | terrain |       |        |         |         |                                                                                          | 8     |
    And A has "plains" at b2
    And B has "plains" at b3
    And the seed is 1

  @clause:MC-16-1-1-2
  Rule: a loop only one player can stop runs the count that player declares, then that player stops it

    @clause:MC-16-1-1-2
    Scenario: only B may decline: once the loop shows, B alone declares the count, from 1 to 99
      Given A's party at b2 is imp
      And B's party at b3 is echo
      When A advances imp to b3
      And B answers "apply"
      Then B must decide "loop_count"
      And the options include number 1; number 99
      And the options do not include number 0; number 100
      And the ruling cites "MC-16-1-1"
      And the game goes on

    @clause:MC-16-1-1-2
    Scenario: only A may decline: A alone declares the count, B is not asked
      Given A's party at b2 is sprite
      And B's party at b3 is gong
      When A advances sprite to b3
      And A answers "apply"
      Then A must decide "loop_count"
      And B is not asked "loop_count"

    @clause:MC-16-1-1-2
    Scenario: B declares 3: the loop runs exactly 3 times without asking again, then B stops it
      Given A's party at b2 is imp
      And B's party at b3 is echo
      When A advances imp to b3
      And B answers "apply"
      And B answers "number 3"
      Then the ruling cites in order "MC-16-1-1-2", "MC-10-1-7"
      And the ruling says "player 1 declares that the loop runs 3 times"
      And the ruling says "the loop has run 3 times: player 1 stops it"
      And the ruling says "player 1 stops the perpetual loop: echo's optional effect is not applied"
      And the ruling says "imp takes 0 damage from echo" 3 times
      And the ruling says "the loop runs on" 2 times
      And the game goes on
      # later, A's attack damages the echo: a new trigger, in a state out of the loop, asks B again
      And B must decide "optional"

    @clause:MC-16-1-1-2
    Scenario: B declares 1: the run that revealed the loop was its one run, and B stops it at once
      Given A's party at b2 is imp
      And B's party at b3 is echo
      When A advances imp to b3
      And B answers "apply"
      And B answers "number 1"
      Then the ruling says "the loop has run 1 times: player 1 stops it"
      And the ruling says "imp takes 0 damage from echo" 1 times
      And the game goes on

    @clause:MC-16-1-1-2
    Scenario: a count of 0 or over 99 is refused, citing the rule
      Given A's party at b2 is imp
      And B's party at b3 is echo
      When A advances imp to b3
      And B answers "apply"
      And B tries to declare the loop count 0
      Then the action is illegal citing "MC-16-1-1-2"
      When B tries to declare the loop count 100
      Then the action is illegal citing "MC-16-1-1-2"

    @clause:MC-16-1-1-2
    Scenario: B declines at once: no loop forms, and nobody declares a count
      Given A's party at b2 is imp
      And B's party at b3 is echo
      When A advances imp to b3
      And B answers "decline"
      Then B is not asked "loop_count"
      And the ruling does not cite "MC-16-1-1"
      And the game goes on

    @clause:MC-16-1-1-2 @clause:MC-16-1-1-1
    Scenario: a choice that leads back all the same is no way out: after the stop the loop goes on, a draw
      Given a game in A's normal summon phase
      And A has "plains" at b2
      And A's party at b2 is scholar
      And A holds goblin in hand
      And A's draw pile is empty
      When A summons goblin at b1
      And A answers "apply"
      And A answers "number 2"
      Then the ruling says "player 0 stops the perpetual loop: scholar's optional effect is not applied"
      And the ruling says "player 0 may not choose the loop again from its state"
      And the game is a draw by "perpetual_loop"
      And the ruling cites "MC-16-1-1-1"

  @clause:MC-16-1-1-1
  Rule: with no choice in the loop for anybody, the game is a draw at once

    @clause:MC-16-1-1-1
    Scenario: neither the imp nor the gong may decline: a draw
      Given A's party at b2 is imp
      And B's party at b3 is gong
      When A advances imp to b3
      Then the game is a draw by "perpetual_loop"
      And the ruling cites in order "MC-16-1-1", "MC-16-1-1-1"
      And the ruling does not cite "MC-16-1-1-2"

  @clause:MC-16-1-1-3
  Rule: a loop both players can stop: the advancing player declares, then the opponent; the smaller count runs

    @clause:MC-16-1-1-3
    Scenario: the advancing player A declares first, then B
      Given A's party at b2 is sprite
      And B's party at b3 is echo
      When A advances sprite to b3
      And B answers "apply"
      And A answers "apply"
      Then A must decide "loop_count"
      And B is not asked "loop_count"
      When A answers "number 5"
      Then B must decide "loop_count"
      And the options include number 1; number 99

    @clause:MC-16-1-1-3
    Scenario: A declares 5 and B 2: the loop runs 2 times and B, whose count it was, stops it
      Given A's party at b2 is sprite
      And B's party at b3 is echo
      When A advances sprite to b3
      And B answers "apply"
      And A answers "apply"
      And A answers "number 5"
      And B answers "number 2"
      Then the ruling says "the loop has run 2 times: player 1 stops it"
      And the ruling says "player 1 stops the perpetual loop: echo's optional effect is not applied"
      And the ruling says "sprite takes 0 damage from echo" 2 times
      And the ruling cites "MC-16-1-1-3"
      And the ruling does not cite "MC-16-1-1-2"
      And the game goes on

    @clause:MC-16-1-1-3
    Scenario: A declares 2 and B 5: the loop runs 2 times and A stops it at its next choice
      Given A's party at b2 is sprite
      And B's party at b3 is echo
      When A advances sprite to b3
      And B answers "apply"
      And A answers "apply"
      And A answers "number 2"
      And B answers "number 5"
      Then the ruling says "the loop has run 2 times: player 0 stops it"
      And the ruling says "player 0 stops the perpetual loop: sprite's optional effect is not applied"
      And the ruling does not say "player 1 stops the perpetual loop"
      And the game goes on

    @clause:MC-16-1-1-3
    Scenario: equal counts: the advancing player's, declared first, is taken as the smaller
      Given A's party at b2 is sprite
      And B's party at b3 is echo
      When A advances sprite to b3
      And B answers "apply"
      And A answers "apply"
      And A answers "number 3"
      And B answers "number 3"
      Then the ruling says "the loop has run 3 times: player 0 stops it"
      And the game goes on

    @clause:MC-16-1-1-3
    Scenario: the player who declared the larger count may not choose the loop again once it is stopped
      Given A's party at b2 is twin
      And B's party at b3 is echo
      When A advances twin to b3
      And B answers "apply"
      And A answers "apply"
      And A answers "number 2"
      And B answers "number 5"
      Then the ruling says "player 0 stops the perpetual loop: twin's optional effect is not applied"
      And the ruling says "player 1 may not choose the loop again from its state: echo's effect is not applied"
      And the ruling does not cite "MC-16-1-1-1"
      And the game goes on
