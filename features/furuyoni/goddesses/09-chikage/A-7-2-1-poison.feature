@goddess:chikage
Feature: A 7-2-1 Poison cards
  A poison may lie wherever a normal card may, and out of the poison bag it is used like a normal card
  (its user's discard pile after use, C 9-2-2 iv). Every poison has two constant effects: it cannot be
  put face-down, and an effect that puts cards face-down cannot choose it. Our reading of the hand limit
  (C 8-3-2): poisons that cannot go face-down stay in hand, even above the limit.

  Background:
    Given a duel in B's main phase with a standard action

  @clause:A-7-2-1 @clause:C-9-6 @card:NA-09-chikage-O-P-4
  Scenario: A poison cannot pay for a basic action by going face-down
    Given B has "Fading Light Toxin" (NA-09-chikage-O-P-4) in hand
    And the distance is 5
    When B tries to perform retreat putting "Fading Light Toxin" face-down
    Then the action is illegal citing "A 7-2-1"
    And the options do not include retreat by face-down Fading Light Toxin

  @clause:A-7-2-1 @clause:C-8-3-2 @card:NA-09-chikage-O-P-1 @card:NA-09-chikage-O-P-2
  Scenario: Over the hand limit, only the cards that are not poisons are offered to put face-down, and poisons stay
    Given a duel in B's end phase
    And the test cards:
      | id   | type   |
      | card | action |
    And B has "Numbing Agent" (NA-09-chikage-O-P-1), "Hallucinogen" (NA-09-chikage-O-P-2) in hand
    And B holds card in hand
    When the position is submitted
    Then the options are exactly face-down card
    When B puts "card" face-down
    Then B has 2 cards in hand
    And the duel is at start_phase of turn 4 with A active

  @clause:A-7-2-1 @clause:C-7-1-8 @card:NA-09-chikage-O-P-4
  Scenario: An effect that puts the whole hand face-down leaves the poisons in hand
    Centrifugal Swing, used by A in A's turn, puts both hands face-down afterwards; B's poison stays.
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id   | type   |
      | card | action |
    And A has "Centrifugal Swing" (NA-08-hagane-O-N-1) in hand
    And B has "Fading Light Toxin" (NA-09-chikage-O-P-4) in hand
    And B holds card in hand
    And the turn-start distance was 2
    And the distance is 4
    And B has aura 5
    When A uses "Centrifugal Swing"
    And B does not react
    And B takes the damage on aura
    Then "Fading Light Toxin" is in B's hand
    And "card" is in B's face-down pile
    And the ruling cites "A 7-2-1"

  @clause:A-7-2-1 @card:NA-09-chikage-O-P-4
  Scenario: A position with a poison face-down is refused
    Given B's face-down pile holds "Fading Light Toxin" (NA-09-chikage-O-P-4)
    When the position is submitted
    Then the position is refused citing "A 7-2-1"

  @clause:A-7-2-1 @clause:C-7-1-8 @card:NA-01-yurina-A2-N-3 @card:NA-09-chikage-O-P-1
  Scenario: Appeal reaches no card under a poison on top of B's deck: the poison stays and covers them
    The top cards go face-down one at a time, each time the card then on top: the poison on top cannot
    go, so the cards under it are not reached (as the official FAQ rules for Shinra's Argue).
    Given a duel in A's main phase with a standard action
    And A has "Appeal" (NA-01-yurina-A2-N-3) in hand
    And B's deck is "Numbing Agent" (NA-09-chikage-O-P-1), "Shoot" (NA-03-himika-O-N-1), "Magnum" (NA-03-himika-O-N-3), "Smoke" (NA-03-himika-O-N-7) from the top
    And the distance is 4
    And B has aura 5, life 10
    When A uses "Appeal"
    And B takes the damage on life
    Then B has 0 cards in face-down pile
    And "Numbing Agent" is on top of B's deck
    And B has 4 cards in deck
    And the ruling cites "A 7-2-1"

  @clause:A-7-2-1 @clause:C-7-1-8 @card:NA-01-yurina-A2-N-3 @card:NA-09-chikage-O-P-1
  Scenario: Appeal puts the cards above a poison face-down and stops at the poison
    Given a duel in A's main phase with a standard action
    And A has "Appeal" (NA-01-yurina-A2-N-3) in hand
    And B's deck is "Shoot" (NA-03-himika-O-N-1), "Numbing Agent" (NA-09-chikage-O-P-1), "Magnum" (NA-03-himika-O-N-3), "Smoke" (NA-03-himika-O-N-7) from the top
    And the distance is 4
    And B has aura 5, life 10
    When A uses "Appeal"
    And B takes the damage on life
    Then B has 1 card in face-down pile
    And "Shoot" is in B's face-down pile
    And "Numbing Agent" is on top of B's deck
    And "Magnum" is in B's deck

  @clause:A-7-2-1 @card:NA-09-chikage-O-P-4
  Scenario: Out of the bag a poison is picked like a normal card: Break Point may put it from the discard pile to the deck bottom
    Given a duel in A's main phase with a full-power action
    And A has "Break Point" (NA-04-tokoyo-O-N-5) in hand
    And A's discard pile holds "Fading Light Toxin" (NA-09-chikage-O-P-4)
    When A uses "Break Point"
    Then the options include choose Fading Light Toxin
