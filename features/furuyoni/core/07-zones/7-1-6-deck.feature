Feature: C 7-1-6 The deck
  Each player's deck is an ordered, face-down pile of that player's own cards (C 7-1-6). Drawing a
  card moves the top card of a deck into the hand of the same player; drawing several cards is that
  single draw repeated once per card, so a deck that runs out in the middle of a draw still gives the
  cards it had before the empty-deck rule (C 5-5-3) takes over for the rest.

  Background:
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id    | type   |
      | study | action |
      | cram  | action |
      | tutor | action |
      | leaf  | action |
      | stone | action |
      | reed  | action |
    And "study" has the effect "on_use: draw self 1"
    And "cram" has the effect "on_use: draw self 2"
    And "tutor" has the effect "on_use: draw opponent 1"

  @clause:C-7-1-6
  Rule: a draw takes the top card of the deck into the same player's hand

    @clause:C-7-1-6
    Scenario: a draw takes the top card and leaves the next one on top
      Given A holds study in hand
      And A's deck is leaf, stone, reed from the top
      When A uses "study"
      Then "leaf" is in A's hand
      And "stone" is on top of A's deck
      And "reed" is at the bottom of A's deck
      And A has 2 cards in deck

    @clause:C-7-1-6
    Scenario: a player made to draw takes the top card of their own deck into their own hand
      Given A holds tutor in hand
      And A's deck is leaf, stone from the top
      And B's deck is reed, leaf from the top
      When A uses "tutor"
      Then "reed" is in B's hand
      And B has 1 card in hand
      And "leaf" is on top of B's deck
      And A has 0 cards in hand
      And A has 2 cards in deck

    @clause:C-7-1-6
    Scenario: with real cards, Backstep's draw takes the top card and leaves the next one on top
      Given A has "Backstep" (NA-03-himika-O-N-5) in hand
      And A's deck is "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2), "Hilt Strike" (NA-01-yurina-O-N-3) from the top
      When A uses "Backstep"
      Then "Slash" is in A's hand
      And "Brandish" is on top of A's deck
      And "Hilt Strike" is at the bottom of A's deck
      And A has 2 cards in deck

  @clause:C-7-1-6
  Rule: drawing several cards repeats the single draw once per card

    @clause:C-7-1-6
    Scenario: drawing two takes the top two cards in turn
      Given A holds cram in hand
      And A's deck is leaf, stone, reed from the top
      When A uses "cram"
      Then "leaf" is in A's hand
      And "stone" is in A's hand
      And "reed" is on top of A's deck
      And A has 1 card in deck

    @clause:C-7-1-6 @clause:C-5-5-3
    Scenario: drawing two from a one-card deck draws that card, then the second draw meets the empty deck
      Given A holds cram in hand
      And A has aura 0, life 10
      And A's deck is leaf from the top
      When A uses "cram"
      Then "leaf" is in A's hand
      And A has 0 cards in deck
      And A has life 9, flare 1
      And the ruling cites "C 5-5-3"

    @clause:C-7-1-6
    Scenario: with real cards, Scarlet Visions draws the top two cards in turn
      Given A has the unused trump "Scarlet Visions" (NA-03-himika-O-S-3)
      And A has flare 3
      And A's deck is "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2), "Hilt Strike" (NA-01-yurina-O-N-3) from the top
      When A uses "Scarlet Visions"
      Then "Slash" is in A's hand
      And "Brandish" is in A's hand
      And "Hilt Strike" is on top of A's deck
      And A has 1 card in deck
