Feature: C 7-2 Holder mismatch
  Some zones take only cards whose holder is the zone's player (deck, hand, discard pile, face-down
  pile, trump zone, extra zone). A card sent to such a zone of the other player goes instead to the
  zone of the same name of its own holder, at the same place if that zone is ordered (C 7-2). Such a
  card therefore never rests in the other player's holder-only zone.

  @clause:C-7-2
  Rule: a card bound for the wrong player's holder-only zone goes to its holder's zone

    @clause:C-7-2 @clause:C-10-13
    Scenario: a card of B's cleared from A's enhancement zone at the end of a phase goes to B's discard pile
      # The crystal-less card is cleared from A's enhancement zone to the discard pile when its own
      # on-destruction effect ends A's start phase (C 10-13); its holder is B, so B's pile takes it.
      Given a duel in B's main phase with a standard action
      And the test cards:
        | id   | type        | charge |
        | husk | enhancement | 1      |
      And "husk" has the effect "on_destroy: end_phase"
      And A has "B:husk" deployed with 1 crystal
      When B ends the main phase
      Then "B:husk" is in B's discard pile
      And A has 0 cards in discard pile
      And A has 0 cards in enhancement zone
      And the ruling cites "C 10-13"

    @clause:C-7-2 @clause:C-7-1-6
    Scenario: a position with a card of B's in A's deck is refused
      Given a duel in A's main phase with a standard action
      And the test cards:
        | id   | type   |
        | leaf | action |
      And A's deck is B:leaf from the top
      When the position is submitted
      Then the position is refused citing "C 7-2"

    @clause:C-7-2 @clause:C-7-1-6
    Scenario: with real cards, a position with a card of B's in A's deck is refused
      Given a duel in A's main phase with a standard action
      And A's deck is B:NA-01-yurina-O-N-1 from the top
      When the position is submitted
      Then the position is refused citing "C 7-2"

    @clause:C-7-2 @clause:C-9-5
    Scenario: with real cards, B's Silent Wall destroyed out of A's enhancement zone goes to B's discard pile, not A's
      Given a duel in B's main phase with a standard action
      And A has "B:NA-02-saine-O-N-7" deployed with 1 crystal
      When B ends the main phase
      Then "B:NA-02-saine-O-N-7" is in B's discard pile
      And A has 0 cards in discard pile
