@goddess:kanawe
Feature: A 18-7 Preparing a plan card
  To prepare a plan card she picks one from the zones the effect names; a plan card already prepared
  first goes back to 〈Extra〉 face up, its crystal to 〈Dust〉; the chosen card goes to her 〈Plan〉 on the
  face she chooses (its will side is its back, A 18-2-2-2), with one crystal from 〈Dust〉 or her 〈Aura〉,
  as she chooses, in its leftmost box; with no crystal in either, none is put on it.

  Background:
    Given a duel in A's main phase with a standard action
    And A harbors Kanawe with the mask on act "O"
    And A has the unused trump "Action to the Word" (NA-20-kanawe-O-S-1)
    And A has flare 1, aura 3
    And the dust is 2
    And A's extra zone holds "Beat" (NA-20-kanawe-O-P-3), "Stage Combat" (NA-20-kanawe-O-P-1)

  @clause:A-18-7 @card:NA-20-kanawe-O-S-1 @card:NA-20-kanawe-O-P-3
  Scenario: she picks the card, its face and where its crystal comes from
    When A uses "Action to the Word"
    Then the options are exactly choose Beat, choose Stage Combat
    When A chooses "Beat"
    Then the options are exactly choose front, choose will
    When A chooses "will"
    Then the options are exactly choose dust, choose aura
    When A chooses "aura"
    Then A's prepared plan is "Beat" on its will side
    And A's plan crystal is in box 1
    And "Beat" has 1 crystal
    And A has aura 2
    And the dust is 3
    And "Stage Combat" is in A's extra zone
    And the ruling cites "A 18-7"

  @clause:A-18-7 @card:NA-20-kanawe-O-S-1 @card:NA-20-kanawe-O-P-1
  Scenario: a plan already prepared goes back to 〈Extra〉 and its crystal to 〈Dust〉
    Given A's achieved zone holds "A Vista" (NA-20-kanawe-O-P-4)
    And A's prepared plan is "Line Read" (NA-20-kanawe-O-P-5) on its will side with its crystal in box 2
    When A uses "Action to the Word"
    And A chooses "Stage Combat"
    And A chooses "front"
    And A chooses "dust"
    Then A's prepared plan is "Stage Combat" on its front side
    And A's plan crystal is in box 1
    And "Line Read" is in A's extra zone
    And "Line Read" has 0 crystals
    And the dust is 3
    And A has aura 3
    And "Action to the Word" is a used trump

  @clause:A-18-7 @card:NA-20-kanawe-O-S-1 @card:NA-20-kanawe-O-P-4
  Scenario: prepared from 〈Achieved〉, Action to the Word leaves the game
    Given A's achieved zone holds "A Vista" (NA-20-kanawe-O-P-4)
    When A uses "Action to the Word"
    And A chooses "A Vista"
    And A chooses "front"
    And A chooses "dust"
    Then A's prepared plan is "A Vista" on its front side
    And "Action to the Word" is face up in A's out-of-game zone

  @clause:A-18-7 @card:NA-20-kanawe-O-N-4 @card:NA-20-kanawe-O-P-3
  Scenario: with no crystal in 〈Dust〉 nor in her 〈Aura〉 the plan is prepared without one
    Performance used by a full-power action prepares a plan (and flinches the opponent) after its
    basic actions: with an empty dust she cannot wrap, and she declines the other one. The full-power
    action ends the turn; flinched, B gains no concentration at the start phase.
    Given a duel at the start of A's main phase
    And A harbors Kanawe with the mask on act "O"
    And A has aura 0
    And the dust is 0
    And A's extra zone holds "Beat" (NA-20-kanawe-O-P-3)
    And A holds "Performance" (NA-20-kanawe-O-N-4) in hand
    When A chooses a full-power action
    And A uses "Performance"
    Then the options are exactly advance, decline
    When A declines
    And A chooses "Beat"
    And A chooses "front"
    Then A's prepared plan is "Beat" on its front side
    And "Beat" has 0 crystals
    And A has no prepared plan crystal
    And the ruling cites "C 5-1-4"
    And B has concentration 0
