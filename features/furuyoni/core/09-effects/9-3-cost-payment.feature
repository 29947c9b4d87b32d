Feature: C 9-3 Paying costs
  A card's costs are paid under the payment rule of C 5-9. The list of costs is missing from the
  2025-01-31 text; following the 2025-01-12 text the suite takes the trump cost (소모값) and any
  additional costs (AMBIGUITIES #3). Paying a trump cost moves that many crystals from the user's
  own flare to the dust (C 9-3-1); a cost that cannot be paid in full cannot be paid at all.

  Background:
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id    | type   | category | cost |
      | omen  | action | trump    | 3    |
      | whim  | action | trump    | 0    |
      | plain | action |          |      |
    And "omen" has the effect "on_use: gain_concentration self 1"
    And "whim" has the effect "on_use: gain_concentration self 1"
    And "plain" has the effect "on_use: gain_concentration self 1"

  @clause:C-9-3 @clause:C-9-3-1
  Rule: a trump cost moves crystals from the user's flare to the dust

    @clause:C-9-3-1 @clause:C-9-3
    Scenario: the cost is taken from flare only, not from aura or life
      Given A has flare 4, aura 3, life 10
      And the dust is 0
      And A has the unused trump "omen"
      When A uses "omen"
      Then A has flare 1, aura 3, life 10
      And the dust is 3
      And the ruling cites "C 9-3-1"

    @clause:C-9-3-1
    Scenario: a flare exactly equal to the cost is enough
      Given A has flare 3
      And the dust is 0
      And A has the unused trump "omen"
      When A uses "omen"
      Then A has flare 0
      And the dust is 3

    @clause:C-9-3-1 @clause:C-9-3
    Scenario: one crystal short, the cost cannot be paid and the trump cannot be used
      Given A has flare 2, aura 5
      And A has the unused trump "omen"
      When A tries to use "omen"
      Then the action is illegal citing "C 9-3-1"

    @clause:C-9-3-1
    Scenario: a trump costing 0 is used with an empty flare
      Given A has flare 0, concentration 0
      And A has the unused trump "whim"
      When A uses "whim"
      Then A has concentration 1
      And "whim" is a used trump

    @clause:C-9-3 @clause:C-9-3-1
    Scenario: with real cards, Tsukikage Crush's cost of 7 is taken from flare only
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And A has the unused trump "Tsukikage Crush" (NA-01-yurina-O-S-1)
      And A has aura 5, life 10, flare 7
      And the dust is 0
      When A uses "Tsukikage Crush"
      Then A has aura 5, life 10, flare 0
      And the dust is 7
      And the ruling cites "C 9-3-1"

    @clause:C-9-3 @clause:C-9-3-1
    Scenario: with real cards, one crystal short, Tsukikage Crush cannot be used, whatever the aura and life hold
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And A has the unused trump "Tsukikage Crush" (NA-01-yurina-O-S-1)
      And A has aura 5, life 10, flare 6
      When A tries to use "Tsukikage Crush"
      Then the action is illegal citing "C 9-2-1"

  @clause:C-9-3
  Rule: a normal card has no trump cost to pay

    @clause:C-9-3
    Scenario: a normal card is used with an empty flare and moves no crystal to the dust
      Given A has flare 0, concentration 0
      And the dust is 0
      And A holds plain in hand
      When A uses "plain"
      Then A has concentration 1
      And the dust is 0
      And the ruling does not cite "C 9-3-1"
