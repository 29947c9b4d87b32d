Feature: C 8-3-1 Effects in the end phase
  The end phase first resolves the effects that act "in the end phase" (constant, while-deployed,
  while-used and additional-rule effects), each once (C 8-3-1), before the hand limit is enforced
  (C 8-3-2).

  @clause:C-8-3-1
  Rule: end-phase effects resolve once each, before the hand limit

    Background:
      Given a duel in A's end phase
      And the distance is 8
      And the test cards:
        | id    | type        | category | cost | charge |
        | lamp  | enhancement |          |      | 1      |
        | bell  | enhancement |          |      | 1      |
        | relic | action      | trump    | 0    |        |
        | leaf  | action      |          |      |        |
        | stone | action      |          |      |        |
        | reed  | action      |          |      |        |
        | moss  | action      |          |      |        |
      And "lamp" has the effect "while_deployed@end_phase: draw self 1"
      And "bell" has the effect "while_deployed@end_phase: move distance -> self.aura 1"
      And "relic" has the effect "while_used@end_phase: move distance -> self.aura 1"
      And A holds leaf, stone in hand
      And A's deck is reed, moss from the top

    @clause:C-8-3-1
    Scenario: an end-phase effect resolves once
      Given A has "bell" deployed with 2 crystals
      When the position is submitted
      Then A has aura 4
      And the distance is 7
      And the duel is at start_phase of turn 4 with B active

    @clause:C-8-3-1 @clause:C-8-3-2
    Scenario: a card drawn by an end-phase effect counts for the hand limit that follows
      Given A has "lamp" deployed with 2 crystals
      When the position is submitted
      Then A must decide face_down
      And A has 3 cards in hand
      And A has 1 card in deck
      And "reed" is in A's hand

    @clause:C-8-3-1 @clause:C-5-1-1
    Scenario: with two effects due the active player orders them, and both resolve once
      Given A has "bell" deployed with 2 crystals
      And A has the used trump "relic"
      When the position is submitted
      Then A must decide order
      When A resolves "relic" first
      Then A has aura 5
      And the distance is 6

    @clause:C-8-3-1
    Scenario: without an end-phase effect the hand is left as it is
      When the position is submitted
      Then A has 2 cards in hand
      And A has 2 cards in deck
      And the duel is at start_phase of turn 4 with B active

    @clause:C-8-3-1 @clause:C-8-3-2
    Scenario: with real cards, Dictate attacks once in its holder's end phase, before the hand limit is enforced
      Given a duel at the end of A's main phase
      And A has "Dictate" (NA-14-honoka-O-N-6) deployed with 2 crystals
      And A holds "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2), "Hilt Strike" (NA-01-yurina-O-N-3) in hand
      And the distance is 5
      And B has aura 3, life 10
      When the position is submitted
      Then B must decide damage
      When B takes the damage on life
      Then B has life 9
      And A must decide face_down

    @clause:C-8-3-1
    Scenario: with real cards, Dictate does not attack in the opponent's end phase
      Given a duel at the end of B's main phase
      And A has "Dictate" (NA-14-honoka-O-N-6) deployed with 2 crystals
      And the distance is 5
      And B has aura 3, life 10
      When the position is submitted
      Then B has aura 3, life 10

  @clause:C-8-3-1
  Rule: the end-phase effects come between the end of the main phase and the next turn

    @clause:C-8-3-1
    Scenario: the ruling places the end-phase effects inside the end phase
      Given a duel in A's main phase with a standard action
      And the distance is 8
      And the test cards:
        | id   | type        | charge |
        | bell | enhancement | 1      |
      And "bell" has the effect "while_deployed@end_phase: move distance -> self.aura 1"
      And A has "bell" deployed with 2 crystals
      When A ends the main phase
      Then the ruling cites in order C 8-2-2, C 8-3, C 8-3-1, C 8
      And A has aura 4
