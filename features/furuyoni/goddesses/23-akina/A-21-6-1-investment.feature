@goddess:akina
Feature: A 21-6-1 using investment rights
  Just before a reshuffle she chose, and at the start of her main phase, Akina may use the investment
  rights (A 21-4) of any of her cards in her discard pile and of her used trumps: each in turn goes
  face-down (a normal card) or returns to unused (a trump); one crystal of the zone her market price
  names (her own, for a player's zone) moves to her 〈Flow〉, and then her price rises by 1. If no
  crystal can move, the card still returns but the price stays. Our reading: choosing the cards one
  at a time reaches exactly the outcomes of choosing them all first.

  @clause:A-21-6-1 @card:NA-23-akina-O-N-2
  Scenario: at the start of her main phase an invested card goes face-down and her own aura pays into the flow
    Given a duel at the start of A's main phase
    And A harbors Akina with market price 2
    And A has aura 3
    And A's discard pile holds "Browbeat" (NA-23-akina-O-N-2)
    When the position is submitted
    And A resolves "akina#collect#0" first
    And A chooses "Browbeat"
    Then "Browbeat" is in A's face-down pile
    And A has aura 2
    And A's flow holds 1 crystal
    And A's market price is 3
    And A must decide may

  @clause:A-21-6-1 @clause:A-21-6-2 @card:NA-23-akina-O-N-2
  Scenario: after investing she may collect at once, at the risen price
    Given a duel at the start of A's main phase
    And A harbors Akina with market price 2
    And A has aura 3, flare 0
    And B has flare 2
    And the dust is 0
    And A's discard pile holds "Browbeat" (NA-23-akina-O-N-2)
    When the position is submitted
    And A resolves "akina#collect#0" first
    And A chooses "Browbeat"
    And A accepts
    Then A's flow holds 0 crystals
    And A has aura 3
    And B has flare 1
    And the dust is 1
    And A's market price is 1

  @clause:A-21-6-1 @card:NA-23-akina-O-N-2
  Scenario: with no crystal in the zone of her price the card still returns, and the price stays
    Given a duel at the start of A's main phase
    And A harbors Akina with market price 3
    And A has flare 0
    And A's discard pile holds "Browbeat" (NA-23-akina-O-N-2)
    When the position is submitted
    And A resolves "akina#collect#0" first
    And A chooses "Browbeat"
    Then "Browbeat" is in A's face-down pile
    And A's flow holds 0 crystals
    And A's market price is 3

  @clause:A-21-6-1 @card:NA-23-akina-O-N-2
  Scenario: just before the reshuffle she chose she may invest; the card is reshuffled into the deck and drawn
    Given a duel at the start of turn 3 with A active
    And A harbors Akina with market price 1
    And the dust is 2
    And A's discard pile holds "Browbeat" (NA-23-akina-O-N-2)
    When A reshuffles
    And A chooses "Browbeat"
    Then A's flow holds 1 crystal
    And the dust is 1
    And A's market price is 2
    And "Browbeat" is in A's hand
