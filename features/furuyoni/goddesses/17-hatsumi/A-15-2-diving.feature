@goddess:hatsumi
Feature: A 15-1-2 and A 15-2 Diving
  A player harboring Hatsumi may dive, forward or backward, seen by her only (the views show
  "hidden"). The dive resolves before the next card her opponent uses resolves (once it is in
  〈In-use〉 and not replaced, C 10-30), or at the start of her own start phase: revealed, it makes the
  current and the master distance 1 smaller (forward) or larger (backward) for the turn. If an attack
  card's use set it off, the attack is range-checked at once; failing, it is removed without being
  performed, its card ends its use, and (our reading of "if so") the diver is tailwind next turn,
  whatever else would change it.

  Background:
    Given the test cards:
      | id    | type   | range | damage |
      | jab   | attack | 0-10  | 1/1    |
      | reach | attack | 3-4   | 1/1    |
      | far4  | attack | 4     | 1/1    |
      | near2 | attack | 2     | 1/1    |
      | leaf  | action |       |        |
      | twig  | action |       |        |

  @clause:A-15-1-2 @clause:A-15-2 @card:NA-17-hatsumi-A1-D-1
  Scenario: a forward dive resolved by the opponent's attack card makes it fail its range check
    Given a duel in B's main phase with a standard action
    And A harbors Hatsumi, tailwind
    And A is diving forward
    And the distance is 3
    And A has aura 5, life 10
    And B holds reach, jab in hand
    When B uses "reach"
    Then A is not diving
    And A has aura 5, life 10
    And "reach" is in B's discard pile
    When B uses "jab"
    And A takes the damage on aura
    Then A has aura 4, life 10
    When B ends the main phase
    Then A is tailwind

  @clause:A-15-1-1 @clause:A-15-2
  Scenario: without a failed range check, the attacked diver is headwind next turn as usual
    Given a duel in B's main phase with a standard action
    And A harbors Hatsumi, tailwind
    And A is diving forward
    And the distance is 4
    And A has aura 5, life 10
    And B holds reach in hand
    When B uses "reach"
    And A takes the damage on aura
    Then A has aura 4, life 10
    When B ends the main phase
    Then A is headwind

  @clause:A-15-1-2 @clause:A-15-2 @card:NA-17-hatsumi-A1-D-2
  Scenario: a backward dive resolves before the opponent's action card: the distance is 1 larger this turn
    Given a duel in B's main phase with a standard action
    And A harbors Hatsumi, tailwind
    And A is diving backward
    And the distance is 3
    And B holds leaf, far4 in hand
    Then the options do not include use far4
    When B uses "leaf"
    Then A is not diving
    And the options include use far4

  @clause:A-15-1-2
  Scenario: a dive the player holds at the start of her own turn resolves then
    Given a duel at the start of turn 3 with A active
    And A harbors Hatsumi, tailwind
    And A is diving forward
    And A's deck is leaf, twig from the top
    And the distance is 3
    And A holds near2 in hand
    When the position is submitted
    And A does not reshuffle
    And A chooses a standard action
    Then A is not diving
    And the options include use near2

  @card:NA-17-hatsumi-A1-N-4 @clause:A-15-1-2
  Scenario: Divebomb (NA-17-hatsumi-A1-N-4) dives as it deploys
    Given a duel in A's main phase with a standard action
    And A harbors Hatsumi, tailwind
    And the dust is 2
    And A has "Divebomb" (NA-17-hatsumi-A1-N-4) in hand
    When A uses "Divebomb"
    And A charges 2 from dust
    Then A must decide choose
    And the options are exactly choose forward, choose backward
    When A chooses "backward"
    Then A is diving backward
    And "Divebomb" is in A's enhancement zone

  @card:NA-17-hatsumi-A1-N-4 @clause:C-10-22
  Scenario: Divebomb (NA-17-hatsumi-A1-N-4) destroyed attacks 1-7 -/1, no card answering
    Given a duel at the start of turn 3 with A active
    And A harbors Hatsumi, tailwind
    And A's deck is leaf, twig from the top
    And the distance is 5
    And B has aura 5, life 10
    And A has "Divebomb" (NA-17-hatsumi-A1-N-4) deployed with 1 crystal
    When the position is submitted
    Then B has aura 5, life 9

  @card:NA-17-hatsumi-A1-S-4 @clause:A-15-1-2
  Scenario: Benthic Strait (NA-17-hatsumi-A1-S-4) dives and makes the opponent flinch as it deploys
    Given a duel in A's main phase with a standard action
    And A harbors Hatsumi, tailwind
    And A has flare 2
    And the dust is 2
    And A has the unused trump "Benthic Strait" (NA-17-hatsumi-A1-S-4)
    When A uses "Benthic Strait"
    And A charges 2 from dust
    And A chooses "forward"
    Then A is diving forward
    And B has flinched

  @card:NA-17-hatsumi-A1-S-4 @clause:C-9-5
  Scenario: Benthic Strait (NA-17-hatsumi-A1-S-4) destroyed while tailwind deals 1 to the opponent's aura and 1 to their life
    Given a duel at the start of turn 3 with A active
    And A harbors Hatsumi, tailwind
    And A's deck is leaf, twig from the top
    And B has aura 5, life 10
    And A has "Benthic Strait" (NA-17-hatsumi-A1-S-4) deployed with 1 crystal
    When the position is submitted
    Then B has aura 4, life 9

  @card:NA-17-hatsumi-A1-S-4 @clause:C-9-5
  Scenario: Benthic Strait (NA-17-hatsumi-A1-S-4) destroyed while headwind deals nothing
    Given a duel at the start of turn 3 with A active
    And A harbors Hatsumi, headwind
    And A's deck is leaf, twig from the top
    And B has aura 5, life 10
    And A has "Benthic Strait" (NA-17-hatsumi-A1-S-4) deployed with 1 crystal
    When the position is submitted
    Then B has aura 5, life 10


  @clause:A-15-1-2 @clause:A-15-2 @card:NA-17-hatsumi-A1-D-1
  Scenario: with real cards, a forward dive resolved by the opponent's Slash makes it fail its range check
    Given a duel in B's main phase with a standard action
    And A harbors Hatsumi, tailwind
    And A is diving forward
    And the distance is 3
    And A has aura 5, life 10
    And B holds "Slash" (NA-01-yurina-O-N-1) in hand
    When B uses "Slash"
    Then A is not diving
    And A has aura 5, life 10
    And "B:Slash" is in B's discard pile
    When B ends the main phase
    Then A is tailwind

  @clause:A-15-1-1 @clause:A-15-2
  Scenario: with real cards, when Slash passes its range check the attacked diver is headwind next turn as usual
    Given a duel in B's main phase with a standard action
    And A harbors Hatsumi, tailwind
    And A is diving forward
    And the distance is 4
    And A has aura 5, life 10
    And B holds "Slash" (NA-01-yurina-O-N-1) in hand
    When B uses "Slash"
    And A takes the damage on aura
    Then A has aura 2, life 10
    When B ends the main phase
    Then A is headwind
