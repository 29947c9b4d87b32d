Feature: C 9-2-2 Using an action card
  Using an action card: (i) reveal it and pay its costs — if they cannot be paid the use is illegal
  and the card goes back; (ii) it counts as used and moves to the user's In-use zone, a trump in the
  in-use state; (iii) every on-use effect of the card resolves; (iv) if it is still in In-use, a
  normal card goes to its holder's discard pile and a trump returns to the trump zone as used
  (C 9-2-2).

  Background:
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id      | type   | category | cost |
      | rally   | action |          |      |
      | ponder  | action |          |      |
      | miracle | action | trump    | 2    |
    And "rally" has the effect "on_use: move dust -> self.aura 2"
    And "rally" has the effect "on_use: move self.aura -> self.flare 3"
    And "ponder" has the effect "on_use: may gain_concentration self 1"
    And "miracle" has the effect "on_use: gain_concentration self 2"

  @clause:C-9-2-2
  Rule: all on-use effects resolve, then the normal card goes to the discard pile

    @clause:C-9-2-2
    Scenario: both on-use effects of the card resolve, in their printed order
      Given A has aura 4, flare 0
      And the dust is 2
      And A holds rally in hand
      When A uses "rally"
      Then A has aura 2, flare 3
      And the dust is 1
      And "rally" is in A's discard pile

    @clause:C-9-2-2
    Scenario: while an on-use effect waits for a decision the card is in its user's In-use zone
      Given A has concentration 0
      And A holds ponder in hand
      When A uses "ponder"
      Then A must decide may
      And "ponder" is in A's in-use zone
      When A accepts
      Then A has concentration 1
      And "ponder" is in A's discard pile

    @clause:C-9-2-2
    Scenario: with real cards, both on-use effects of Backstep resolve, then it goes to the discard pile
      Given a duel in A's main phase with a standard action
      And A has "Backstep" (NA-03-himika-O-N-5) in hand
      And A's deck is "Slash" (NA-01-yurina-O-N-1) from the top
      And the distance is 4
      And the dust is 1
      When A uses "Backstep"
      Then "Slash" is in A's hand
      And the distance is 5
      And "Backstep" is in A's discard pile

  @clause:C-9-2-2
  Rule: a trump action card is paid for, then returns as a used trump

    @clause:C-9-2-2
    Scenario: the cost goes from flare to dust, the effect resolves, and the trump becomes used
      Given A has flare 2, concentration 0
      And A has the unused trump "miracle"
      When A uses "miracle"
      Then A has flare 0, concentration 2
      And the dust is 2
      And "miracle" is a used trump

    @clause:C-9-2-2
    Scenario: a trump action whose cost cannot be paid is illegal and stays unused
      Given A has flare 1, concentration 0
      And A has the unused trump "miracle"
      When A tries to use "miracle"
      Then the action is illegal citing "C 9-2-2"

    @clause:C-9-2-2
    Scenario: with real cards, Ukifune Serene's cost goes from flare to dust, its arrow resolves, and it becomes used
      Given a duel in A's main phase with a standard action
      And A has the unused trump "Ukifune Serene" (NA-01-yurina-O-S-3)
      And A has aura 0, flare 2
      And the dust is 3
      When A uses "Ukifune Serene"
      Then A has aura 5, flare 0
      And the dust is 0
      And "Ukifune Serene" is a used trump

    @clause:C-9-2-2
    Scenario: with real cards, Ukifune Serene whose cost cannot be paid is illegal and stays unused
      Given a duel in A's main phase with a standard action
      And A has the unused trump "Ukifune Serene" (NA-01-yurina-O-S-3)
      And A has flare 1
      When A tries to use "Ukifune Serene"
      Then the action is illegal citing "C 9-2-2"
      And "Ukifune Serene" is an unused trump
