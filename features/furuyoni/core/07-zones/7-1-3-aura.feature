Feature: C 7-1-3-1 The aura cap
  Each player's aura holds crystals only, at most five of them (C 7-1-3, 7-1-3-1): crystals may be
  moved into an aura only as far as the cap allows. A move that would overfill it carries what fits
  and leaves the rest at its origin; a basic action that could put nothing into a full aura cannot be
  chosen; a position with six crystals in an aura is refused.

  Background:
    Given a duel in A's main phase with a standard action
    And the distance is 8
    And the test cards:
      | id   | type   |
      | pull | action |
      | grab | action |
    And "pull" has the effect "on_use: move distance -> self.aura 3"
    And "grab" has the effect "on_use: move distance -> opponent.aura 3"
    And A holds pull, grab in hand

  @clause:C-7-1-3-1
  Rule: an aura holds at most five crystals

    @clause:C-7-1-3-1
    Scenario: below the cap the whole move happens
      Given A has aura 2
      When A uses "pull"
      Then A has aura 5
      And the distance is 5

    @clause:C-7-1-3-1
    Scenario: a move into an aura stops at five and the rest stays in the distance
      Given A has aura 4
      When A uses "pull"
      Then A has aura 5
      And the distance is 7

    @clause:C-7-1-3-1
    Scenario: the opponent's aura has the same cap
      Given B has aura 3
      When A uses "grab"
      Then B has aura 5
      And the distance is 6

    @clause:C-7-1-3-1
    Scenario: wrap cannot be chosen with a full aura
      Given A has aura 5, concentration 1
      And the dust is 2
      When A tries to perform wrap paying concentration
      Then the action is illegal citing "C 9-6"

    @clause:C-7-1-3-1
    Scenario: wrap can be chosen one crystal below the cap
      Given A has aura 4, concentration 1
      And the dust is 2
      When A performs wrap paying concentration
      Then A has aura 5
      And the dust is 1

    @clause:C-7-1-3-1
    Scenario: advance cannot be chosen with a full aura
      Given A has aura 5, concentration 1
      When A tries to perform advance paying concentration
      Then the action is illegal citing "C 9-6"

    @clause:C-7-1-3-1
    Scenario: a position with six crystals in an aura is refused
      Given B has aura 6
      When the position is submitted
      Then the position is refused citing "C 7-1-3-1"

    @clause:C-7-1-3-1
    Scenario: with real cards, Ukifune Serene's arrow of 5 into an aura of 3 stops at five and the rest stays in the dust
      Given a duel in A's main phase with a standard action
      And A has the unused trump "Ukifune Serene" (NA-01-yurina-O-S-3)
      And A has aura 3, flare 2
      And the dust is 3
      When A uses "Ukifune Serene"
      Then A has aura 5
      And the dust is 3

    @clause:C-7-1-3-1
    Scenario: with real cards, Drain Devil cannot move a crystal into a full aura of its user
      Given a duel in B's main phase with a standard action
      And the distance is 4
      And B holds "Slash" (NA-01-yurina-O-N-1) in hand
      And A has the unused trump "Drain Devil" (NA-10-kururu-O-S-1)
      And A has aura 5, flare 2
      And B has aura 3
      When B uses "Slash"
      And A reacts with "Drain Devil"
      Then A has aura 5
      And B has aura 3
