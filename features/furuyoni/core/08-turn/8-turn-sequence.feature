Feature: C 8 The turn sequence
  A turn runs its start phase, main phase and end phase in that order (C 8). When all three are done
  the next turn begins, and the two players swap roles: the non-active player becomes the active
  player and the active player becomes the non-active one.

  @clause:C-8
  Rule: start, main and end phase follow each other, then the other player's turn begins

    @clause:C-8
    Scenario: a whole turn runs start, main and end phase and hands the next turn to the other player
      Given a duel at the start of turn 3 with A active
      And the test cards:
        | id    | type   |
        | leaf  | action |
        | stone | action |
      And A's deck is leaf, stone from the top
      When A does not reshuffle
      Then the duel is at main_start of turn 3 with A active
      And A must decide action_kind
      When A chooses a standard action
      Then the duel is at main_action of turn 3 with A active
      When A ends the main phase
      Then the ruling cites in order C 8-2-2, C 8-3, C 8, C 8-1, C 8-1-1
      And the duel is at start_phase of turn 4 with B active
      And B must decide reshuffle

    @clause:C-8
    Scenario: the new active player runs the start phase of their own turn
      Given a duel in A's end phase
      And A has concentration 1
      And B has concentration 0
      When the position is submitted
      Then the duel is at start_phase of turn 4 with B active
      And B has concentration 1
      And A has concentration 1

    @clause:C-8
    Scenario: the turn passes back from B to A
      Given a duel in B's main phase with a standard action
      When B ends the main phase
      Then the duel is at start_phase of turn 4 with A active
      And A must decide reshuffle
      And the ruling cites in order C 8-3, C 8, C 8-1
