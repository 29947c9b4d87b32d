Feature: MC 7.2 The first hand adjustment phase
  The advancing player adjusts and refills the hand (MC 7.2.1): the phase's start triggers, then a check
  step (7.2.2); over the hand limit, cards are discarded one at a time, of the player's choice, down to
  it (7.2.3); then any number more may be discarded, one at a time (7.2.4); under the limit the player
  draws one card at a time up to it, stopping if the draw pile runs out (7.2.5); the phase's end
  triggers (7.2.6), a check step follows, and the phase ends, its grant and change effects lost (7.2.7).
  The first player's first turn has no such phase (7.2.8).

  In most scenarios A's turn ends and B's begins: A has no card in hand, so A's second hand adjustment
  asks nothing; B's first hand adjustment is the one watched.

  Background:
    Given a game in A's normal summon phase
    And the test cards:
      | id     | type    | level | attack | defence | advance | limit |
      | goblin | unit    | 1     | 3      | 2       | walking |       |
      | orc    | unit    | 2     | 4      | 3       | walking |       |
      | plains | terrain |       |        |         |         | 8     |

  @clause:MC-7-2-2
  Scenario: B's phase begins with its trigger moment and a check step, before any discard
    Given B holds goblin in hand
    When A ends the normal summon phase
    Then the ruling cites in order "MC-7-1-1", "MC-7-2-2"
    And the ruling says in order "the hand adjustment phase begins", "a check step"
    And B must decide "hand_adjustment"

  @clause:MC-7-2-3
  Rule: over the hand limit the advancing player discards down to it, one card at a time

    @clause:MC-7-2-3
    Scenario: eight cards in hand: B must discard, and cannot stop before six
      Given B holds goblin, orc, plains, goblin#2, orc#2, plains#2, goblin#3, orc#3 in hand
      When A ends the normal summon phase
      Then B must decide "hand_discard"
      And the options include discard goblin; discard orc#3
      And the options do not include done
      When B tries to be done
      Then the action is illegal citing "MC-7-2-3"

    @clause:MC-7-2-3
    Scenario: after two discards B is at the limit and the discards become optional
      Given B holds goblin, orc, plains, goblin#2, orc#2, plains#2, goblin#3, orc#3 in hand
      When A ends the normal summon phase
      And B discards goblin, orc from hand
      Then B must decide "hand_adjustment"
      And B has 6 cards in hand
      And B's goblin is in B's discard pile

  @clause:MC-7-2-4
  Rule: under the limit, any number of cards may be discarded, one at a time

    @clause:MC-7-2-4
    Scenario: B discards two cards by choice, then stops
      Given B holds goblin, orc, plains in hand
      When A ends the normal summon phase
      And B discards goblin from hand
      Then B must decide "hand_adjustment"
      And the options include discard orc; discard plains; done
      When B discards orc from hand
      And B is done
      Then B's orc is in B's discard pile
      And B has 6 cards in hand

    @clause:MC-7-2-4
    Scenario: B keeps its hand
      Given B holds goblin, orc, plains in hand
      When A ends the normal summon phase
      And B is done
      Then B has 0 cards in the discard pile

  @clause:MC-7-2-5
  Rule: the hand is refilled to the limit, one card at a time, until the draw pile runs out

    @clause:MC-7-2-5
    Scenario: two cards in hand: B draws four
      Given B holds goblin, orc in hand
      When A ends the normal summon phase
      And B is done
      Then B has 6 cards in hand
      And B has 6 cards in the draw pile

    @clause:MC-7-2-5
    Scenario: with two cards in the draw pile the refill stops there
      Given B holds goblin, orc in hand
      And B's draw pile has 2 cards
      When A ends the normal summon phase
      And B is done
      Then B has 4 cards in hand
      And the ruling says "player 1's draw pile has run out: the refill stops"

  @clause:MC-7-2-6
  Scenario: the phase's end trigger comes after the refill and before its closing check step
    Given B holds goblin in hand
    When A ends the normal summon phase
    And B is done
    Then the ruling cites in order "MC-7-2-5", "MC-7-2-6", "MC-7-2-7", "MC-7-3-2"

  @clause:MC-7-2-7
  Rule: the phase closes with a check step, and its grant and change effects are lost

    @clause:MC-7-2-7
    Scenario: a bonus that lasts until the end of the phase is gone when the main phase begins
      Given a game in B's first hand adjustment phase
      And B has "plains" at b3
      And B's party at b3 is goblin
      And B's goblin has attack +2 until the end of the phase
      And B holds orc in hand
      When B is done
      Then the ruling cites in order "MC-7-2-6", "MC-7-2-7", "MC-7-3-2"
      And the ruling says "the effects of the phase are lost"
      And B's goblin has attack 3

    @clause:MC-7-2-7
    Scenario: with nothing granted, nothing is lost
      Given a game in B's first hand adjustment phase
      And B holds orc in hand
      When B is done
      Then the ruling cites "MC-7-2-7"
      And the ruling does not say "the effects of the phase are lost"

  @clause:MC-7-2-8
  Rule: the first player's first turn has no first hand adjustment phase

    @clause:MC-7-2-8
    Scenario: a first turn standing at a first hand adjustment phase is refused
      Given a game in the first turn of A
      And the position's state.step is "first_hand_adjustment"
      When the position is submitted
      Then the position is refused citing "MC-7-2-8"

    @clause:MC-7-2-8
    Scenario: the second player's first turn has its first hand adjustment
      Given a game in the first turn of A
      And B holds goblin in hand
      When A ends the normal summon phase
      Then the ruling cites "MC-7-2-2"
      And B must decide "hand_adjustment"
