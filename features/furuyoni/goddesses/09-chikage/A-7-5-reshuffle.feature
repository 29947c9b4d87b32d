@goddess:chikage
Feature: A 7-5 Reshuffling with poisons
  A reshuffle gets a third step: after the deck is shuffled (C 9-7 ii), the poisons in it go on top of
  it in random order (iii). Whoever reshuffles, whoever started with the poisons: the step looks at the
  deck of the player reshuffling. The random order comes from the position's seed, like the shuffle.

  @clause:A-7-5 @clause:C-9-7 @card:NA-09-chikage-O-P-1 @card:NA-09-chikage-O-P-4
  Scenario: B's reshuffle puts the two poisons of B's discard pile on top of B's deck
    Given a duel at the start of turn 4 with B active
    And the test cards:
      | id | type   |
      | c1 | action |
      | c2 | action |
      | c3 | action |
      | c4 | action |
    And B's discard pile holds c1, "Numbing Agent" (NA-09-chikage-O-P-1), c2, c3, "Fading Light Toxin" (NA-09-chikage-O-P-4), c4
    When the position is submitted
    And B reshuffles
    Then B has 2 cards in hand
    And "Numbing Agent" is in B's hand
    And "Fading Light Toxin" is in B's hand
    And B has 4 cards in deck
    And the ruling cites in order "C 9-7", "A 7-5", "C 8-1-3"

  @clause:A-7-5 @clause:C-9-7 @card:NA-09-chikage-O-P-2
  Scenario: Poisons go on top whatever the shuffle seed: seed 1
    Given a duel at the start of turn 4 with B active
    And the shuffle seed is 1
    And the test cards:
      | id | type   |
      | c1 | action |
      | c2 | action |
      | c3 | action |
      | c4 | action |
      | c5 | action |
    And B's discard pile holds c1, c2, c3, c4, c5, "Hallucinogen" (NA-09-chikage-O-P-2)
    When the position is submitted
    And B reshuffles
    Then "Hallucinogen" is in B's hand
    And the ruling cites "A 7-5"

  @clause:A-7-5 @clause:C-9-7 @card:NA-09-chikage-O-P-3
  Scenario: Poisons go on top whatever the shuffle seed: seed 2, three poisons over the two cards drawn
    Given a duel at the start of turn 4 with B active
    And the shuffle seed is 2
    And the test cards:
      | id | type   |
      | c1 | action |
      | c2 | action |
      | c3 | action |
    And B's discard pile holds c1, "Muscle Relaxant" (NA-09-chikage-O-P-3), c2, "Hallucinogen" (NA-09-chikage-O-P-2), c3, "Numbing Agent" (NA-09-chikage-O-P-1)
    When the position is submitted
    And B reshuffles
    Then the top 1 cards of B's deck are poisons, then 3 others
    And B has 2 cards in hand


  @clause:A-7-5 @clause:C-9-7 @card:NA-09-chikage-O-P-1 @card:NA-09-chikage-O-P-4
  Scenario: with real cards, B's reshuffle puts the two poisons of B's discard pile on top of B's deck
    Given a duel at the start of turn 4 with B active
    And B's discard pile holds "Slash" (NA-01-yurina-O-N-1), "Numbing Agent" (NA-09-chikage-O-P-1), "Brandish" (NA-01-yurina-O-N-2), "Hilt Strike" (NA-01-yurina-O-N-3), "Fading Light Toxin" (NA-09-chikage-O-P-4), "Overawe" (NA-01-yurina-O-N-6)
    When the position is submitted
    And B reshuffles
    Then B has 2 cards in hand
    And "Numbing Agent" is in B's hand
    And "Fading Light Toxin" is in B's hand
    And B has 4 cards in deck
    And the ruling cites in order "C 9-7", "A 7-5", "C 8-1-3"
