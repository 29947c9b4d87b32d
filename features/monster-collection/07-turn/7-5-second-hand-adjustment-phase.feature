Feature: MC 7.5 The second hand adjustment phase
  It runs as the first (MC 7.5.1): the phase's start triggers, then a check step (7.5.2); over the hand
  limit, cards are discarded one at a time down to it (7.5.3); then any number more may be discarded
  (7.5.4); under the limit the player draws one card at a time up to it, stopping if the draw pile runs
  out (7.5.5); the phase's end triggers (7.5.6), a check step follows and the phase ends, its grant and
  change effects lost (7.5.7).

  Background:
    Given a game in A's normal summon phase
    And the test cards:
      | id     | type    | level | attack | defence | advance | limit |
      | goblin | unit    | 1     | 3      | 2       | walking |       |
      | orc    | unit    | 2     | 4      | 3       | walking |       |
      | plains | terrain |       |        |         |         | 8     |

  @clause:MC-7-5-2
  Scenario: the phase begins with its trigger moment and a check step, before any discard
    Given A holds goblin in hand
    When A ends the normal summon phase
    Then the ruling cites in order "MC-7-4-7", "MC-7-5-2"
    And the ruling says in order "the hand adjustment phase begins", "a check step"
    And A must decide "hand_adjustment"

  @clause:MC-7-5-3
  Rule: over the hand limit the advancing player discards down to it, one card at a time

    @clause:MC-7-5-3
    Scenario: seven cards in hand: A must discard one, and cannot stop before
      Given A holds goblin, orc, plains, goblin#2, orc#2, plains#2, goblin#3 in hand
      When A ends the normal summon phase
      Then A must decide "hand_discard"
      And the options do not include done
      When A tries to be done
      Then the action is illegal citing "MC-7-5-3"

    @clause:MC-7-5-3 @clause:MC-5-1-4-7
    Scenario: a lowered hand limit of 4 makes six cards too many
      Given A holds goblin, orc, plains, goblin#2, orc#2, plains#2 in hand
      And A's hand limit is 4
      When A ends the normal summon phase
      And A discards goblin, orc from hand
      Then A must decide "hand_adjustment"
      And A has 4 cards in hand

  @clause:MC-7-5-4
  Rule: under the limit any number of cards may be discarded, one at a time

    @clause:MC-7-5-4
    Scenario: A discards one card by choice, then stops
      Given A holds goblin, orc in hand
      When A ends the normal summon phase
      And A discards goblin from hand
      Then A must decide "hand_adjustment"
      When A is done
      Then A's goblin is in A's discard pile

    @clause:MC-7-5-4
    Scenario: A keeps its hand
      Given A holds goblin, orc in hand
      When A ends the normal summon phase
      And A is done
      Then A has 0 cards in the discard pile

  @clause:MC-7-5-5
  Rule: the hand is refilled to the limit, one card at a time, until the draw pile runs out

    @clause:MC-7-5-5
    Scenario: one card in hand: A draws five
      Given A holds goblin in hand
      When A ends the normal summon phase
      And A is done
      Then A has 6 cards in hand
      And A has 5 cards in the draw pile

    @clause:MC-7-5-5
    Scenario: with one card left in the draw pile the refill stops after it
      Given A holds goblin in hand
      And A's draw pile has 1 card
      When A ends the normal summon phase
      And A is done
      Then A has 2 cards in hand
      And the ruling says "player 0's draw pile has run out: the refill stops"

  @clause:MC-7-5-6
  Scenario: the phase's end trigger comes after the refill and before its closing check step
    Given A holds goblin in hand
    When A ends the normal summon phase
    And A is done
    Then the ruling cites in order "MC-7-5-5", "MC-7-5-6", "MC-7-5-7", "MC-7-6-2"

  @clause:MC-7-5-7
  Rule: the phase closes with a check step, and its grant and change effects are lost

    @clause:MC-7-5-7
    Scenario: a bonus lasting until the end of the phase is lost as the phase closes
      Given a game in A's second hand adjustment phase
      And A has "plains" at b2
      And A's party at b2 is goblin
      And A's goblin has attack +2 until the end of the phase
      And A holds orc in hand
      When A is done
      Then the ruling cites in order "MC-7-5-6", "MC-7-5-7", "MC-7-6-2"
      And the ruling says "the effects of the phase are lost"
      And A's goblin has attack 3

    @clause:MC-7-5-7
    Scenario: a check step closes the phase even when nothing is lost
      Given a game in A's second hand adjustment phase
      And A holds orc in hand
      When A is done
      Then the ruling says in order "the hand adjustment phase ends", "a check step", "the end declaration phase begins"
      And the ruling does not say "the effects of the phase are lost"
