Feature: MC 1.2 How the game ends
  The game ends when one of five conditions holds — the fall of a headquarters, deck-out, repetition, a
  concession or a time-out — each deciding a win or a draw (MC 1.2.1). The player who successfully
  advances into the opponent's headquarters wins (1.2.2.1), and that fall prevails over a deck-out or
  repetition still waiting for its victory judgement (1.2.2.2). Once every draw pile is empty, the game
  ends at the end of the turn after the one in which the last ran out (1.2.3.1), unless a draw pile holds
  cards again (1.2.3.1.1). Six turns in a row of the same position end the game at the end of the sixth
  (1.2.4.1), counting both players' turns (1.2.4.1.1); a turn is the same position when no hand, draw
  pile, discard pile or removal zone changed and its units only advanced into their own controlled
  terrains (1.2.4.1.2). A player may concede at any time except once both draw piles are empty, and
  loses (1.2.5.1). Deck-out and repetition are decided by the victory judgement: more own units in the
  enemy territory wins, equal numbers draw (1.2.6).

  The document defines no result for a time-out; the suite takes it as a result a judge records (see
  docs/monster-collection.md). A player concedes at one of its own decisions.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id     | type    | level | attack | defence | advance | limit |
      | goblin | unit    | 1     | 3      | 2       | walking |       |
      | orc    | unit    | 2     | 4      | 3       | walking |       |
      | wall   | unit    | 1     | 0      | 9       | walking |       |
      | plains | terrain |       |        |         |         | 8     |

  @clause:MC-1-2-1
  Rule: a time-out, as a judge records it, ends the game

    @clause:MC-1-2-1
    Scenario: a judge records a time-out won by A
      When a judge records a time-out won by A
      Then A wins by "time_out"
      And the ruling cites "MC-1-2-1"

    @clause:MC-1-2-1
    Scenario: a judge records a time-out as a draw
      When a judge records a time-out as a draw
      Then the game is a draw by "time_out"

  @clause:MC-1-2-2-1
  Rule: advancing successfully into the enemy headquarters wins

    @clause:MC-1-2-2-1
    Scenario: A's goblin advances into B's unoccupied headquarters: A wins at once
      Given A has "plains" at b3
      And A's party at b3 is goblin
      When A advances goblin to b4
      Then A wins by "headquarters_fall"
      And the ruling does not cite "MC-8-1-1"

    @clause:MC-1-2-2-1
    Scenario: defenders in the headquarters bring a battle instead, which the wall holds
      Given A has "plains" at b3
      And A's party at b3 is goblin
      And B's party at b4 is wall
      And the seed is 1
      When A advances goblin to b4
      Then the ruling cites "MC-8-1-1"
      And the game goes on

  @clause:MC-1-2-2-2
  Scenario: a fallen headquarters decides the game although a deck-out's victory judgement would favour B
    Given a game in A's second hand adjustment phase
    And A's draw pile is empty
    And B's draw pile is empty
    And both draw piles ran out in turn 2
    And A's party at b4 is goblin
    And B has "plains" at a2
    And B has "plains" at c2
    And B's party at a2 is wall
    And B's party at c2 is orc
    When the position is submitted
    Then A wins by "headquarters_fall"

  @clause:MC-1-2-3-1 @clause:MC-1-2-6
  Rule: deck-out ends the game at the end of the turn after the last draw pile ran out

    @clause:MC-1-2-3-1
    Scenario: both draw piles ran out in turn 2: turn 3 ends the game, A having more units in B's territory
      Given a game in A's second hand adjustment phase
      And A has "plains" at a3
      And A's party at a3 is goblin
      And A's draw pile is empty
      And B's draw pile is empty
      And both draw piles ran out in turn 2
      And A holds orc in hand
      When A is done
      Then A wins by "deck_out"
      And the units in the enemy territory were 1 for A and 0 for B

    @clause:MC-1-2-3-1
    Scenario: the piles ran out in this turn: the game goes on into the next
      Given a game in A's second hand adjustment phase
      And A's draw pile is empty
      And B's draw pile is empty
      And both draw piles ran out in turn 3
      And A holds orc in hand
      When A is done
      Then the game goes on
      And B must decide "main"

  @clause:MC-1-2-3-1-1
  Rule: a draw pile holding cards again lifts the deck-out

    @clause:MC-1-2-3-1-1
    Scenario: the draw piles ran out in turn 2 but A's holds a card again: the game goes on
      Given a game in A's second hand adjustment phase
      And B's draw pile is empty
      And A's draw pile has 1 card
      And both draw piles ran out in turn 2
      And A holds goblin, goblin#2, goblin#3, goblin#4, goblin#5, goblin#6 in hand
      When A is done
      Then the ruling cites "MC-1-2-3-1-1"
      And the game goes on

  @clause:MC-1-2-4-1
  Rule: six turns in a row of the same position end the game at the end of the sixth

    @clause:MC-1-2-4-1
    Scenario: the sixth same turn ends the game with a victory judgement
      Given a game in A's second hand adjustment phase
      And A holds goblin, goblin#2, goblin#3, goblin#4, goblin#5, goblin#6 in hand
      And 5 turns in a row were the same situation
      And nothing has changed in the zones since the turn began
      When A is done
      Then the game is a draw by "repetition"
      And the ruling cites "MC-1-2-4-1"

    @clause:MC-1-2-4-1
    Scenario: the fifth same turn does not end it
      Given a game in A's second hand adjustment phase
      And A holds goblin, goblin#2, goblin#3, goblin#4, goblin#5, goblin#6 in hand
      And 4 turns in a row were the same situation
      And nothing has changed in the zones since the turn began
      When A is done
      Then the game goes on
      And 5 turns in a row have been the same situation

  @clause:MC-1-2-4-1-1
  Scenario: the turns of both players count: B's quiet turn is the sixth
    Given a game in A's second hand adjustment phase
    And A holds goblin, goblin#2, goblin#3, goblin#4, goblin#5, goblin#6 in hand
    And B holds orc, orc#2, orc#3, orc#4, orc#5, orc#6 in hand
    And 4 turns in a row were the same situation
    And nothing has changed in the zones since the turn began
    When A is done
    And B is done
    And B ends the main phase
    And B ends the normal summon phase
    And B is done
    Then the game is a draw by "repetition"

  @clause:MC-1-2-4-1-2
  Rule: the same position: no zone changed, and units advanced only into their own controlled terrains

    @clause:MC-1-2-4-1-2
    Scenario: a turn whose only move is into A's own controlled terrain is the same position
      Given A has "plains" at b2
      And A's party at b2 is goblin
      And A's party at b1 is orc
      And A holds goblin#2, goblin#3, goblin#4, goblin#5, goblin#6, goblin#7 in hand
      And nothing has changed in the zones since the turn began
      When A advances goblin to b1
      And A ends the main phase
      And A ends the normal summon phase
      And A is done
      Then 1 turns in a row have been the same situation

    @clause:MC-1-2-4-1-2
    Scenario: an advance into an unoccupied terrain makes the turn progress
      Given A has "plains" at b2
      And A has "plains" at b3
      And A's party at b2 is goblin
      And A holds goblin#2, goblin#3, goblin#4, goblin#5, goblin#6, goblin#7 in hand
      And 2 turns in a row were the same situation
      And nothing has changed in the zones since the turn began
      When A advances goblin to b3
      And A ends the main phase
      And A ends the normal summon phase
      And A is done
      Then 0 turns in a row have been the same situation

    @clause:MC-1-2-4-1-2
    Scenario: a discarded card makes the turn progress
      Given a game in A's second hand adjustment phase
      And A holds goblin, goblin#2, goblin#3, goblin#4, goblin#5, goblin#6 in hand
      And 2 turns in a row were the same situation
      And nothing has changed in the zones since the turn began
      When A discards goblin from hand
      And A is done
      Then 0 turns in a row have been the same situation

  @clause:MC-1-2-5-1
  Rule: a player may concede and lose, except once both draw piles are empty

    @clause:MC-1-2-5-1
    Scenario: A concedes and B wins
      When A concedes
      Then B wins by "concession"

    @clause:MC-1-2-5-1
    Scenario: with both draw piles empty, conceding is no longer possible
      Given A's draw pile is empty
      And B's draw pile is empty
      When the position is submitted
      Then the options do not include concede
      When A tries to concede
      Then the action is illegal citing "MC-1-2-5-1"

  @clause:MC-1-2-6
  Rule: the victory judgement compares the units in the enemy territory

    @clause:MC-1-2-6
    Scenario: two of A's units against one of B's in the enemy territory: A wins
      Given a game in A's second hand adjustment phase
      And A has "plains" at a3
      And A has "plains" at c3
      And B has "plains" at a2
      And A's party at a3 is goblin
      And A's party at c3 is orc
      And B's party at a2 is wall
      And A's draw pile is empty
      And B's draw pile is empty
      And both draw piles ran out in turn 2
      And A holds orc#2 in hand
      When A is done
      Then A wins by "deck_out"
      And the units in the enemy territory were 2 for A and 1 for B

    @clause:MC-1-2-6
    Scenario: one unit each in the enemy territory: a draw
      Given a game in A's second hand adjustment phase
      And A has "plains" at a3
      And B has "plains" at a2
      And A's party at a3 is goblin
      And B's party at a2 is wall
      And A's draw pile is empty
      And B's draw pile is empty
      And both draw piles ran out in turn 2
      And A holds orc in hand
      When A is done
      Then the game is a draw by "deck_out"
      And the units in the enemy territory were 1 for A and 1 for B
