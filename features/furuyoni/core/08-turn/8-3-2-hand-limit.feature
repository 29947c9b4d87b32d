Feature: C 8-3-2 The end-phase default process: the hand limit
  While the active player's hand holds more cards than the hand limit (2, C 5-1-3) and a card of it
  can be made face-down, the active player picks one card of the hand and puts it face-down, and
  repeats until that is no longer so (C 8-3-2). Only the active player's hand is concerned. If an
  effect ended the end phase, this process does not happen (supplement to C 8-3-2).

  Background:
    Given a duel in A's end phase
    And the test cards:
      | id     | type        | charge |
      | leaf   | action      |        |
      | stone  | action      |        |
      | reed   | action      |        |
      | moss   | action      |        |
      | curfew | enhancement | 1      |
    And "curfew" has the effect "while_deployed@end_phase: end_phase"

  @clause:C-8-3-2
  Rule: the active player puts hand cards face-down one at a time until the hand is at the limit

    @clause:C-8-3-2
    Scenario: a hand of four is brought down to two, one chosen card at a time
      Given A holds leaf, stone, reed, moss in hand
      When the position is submitted
      Then A must decide face_down
      And the options are exactly face-down leaf, face-down stone, face-down reed, face-down moss
      When A puts "stone" face-down
      Then A must decide face_down
      And the options are exactly face-down leaf, face-down reed, face-down moss
      When A puts "moss" face-down
      Then "stone" is in A's face-down pile
      And "moss" is in A's face-down pile
      And A has 2 cards in hand
      And the ruling cites "C 8-3-2"
      And the duel is at start_phase of turn 4 with B active

    @clause:C-8-3-2
    Scenario: a hand one over the limit loses exactly one card
      Given A holds leaf, stone, reed in hand
      When A puts "leaf" face-down
      Then A has 2 cards in hand
      And "leaf" is in A's face-down pile
      And the duel is at start_phase of turn 4 with B active

    @clause:C-8-3-2
    Scenario: a hand at the limit is kept whole
      Given A holds leaf, stone in hand
      When the position is submitted
      Then A has 2 cards in hand
      And A has 0 cards in face-down pile
      And the duel is at start_phase of turn 4 with B active

    @clause:C-8-3-2
    Scenario: the non-active player's hand is not limited in the active player's end phase
      Given A holds leaf in hand
      And B holds leaf, stone, reed, moss in hand
      When the position is submitted
      Then B has 4 cards in hand
      And B has 0 cards in face-down pile
      And B must decide reshuffle

    @clause:C-8-3-2
    Scenario: only a card of the hand can be put face-down
      Given A holds leaf, stone, reed in hand
      And A's discard pile holds moss
      When A tries to put "moss" face-down
      Then the action is illegal citing "C 8-3-2"

    @clause:C-8-3-2
    Scenario: the player cannot do anything else instead of reducing the hand
      Given A holds leaf, stone, reed in hand
      When A tries to end the main phase
      Then the action is illegal citing "C 8-3-2"

  @clause:C-8-3-2
  Rule: the process is skipped when an effect ended the end phase

    @clause:C-8-3-2 @clause:C-10-13
    Scenario: an end phase ended by an effect keeps the whole hand
      Given A holds leaf, stone, reed, moss in hand
      And A has "curfew" deployed with 2 crystals
      When the position is submitted
      Then A has 4 cards in hand
      And A has 0 cards in face-down pile
      And the duel is at start_phase of turn 4 with B active
