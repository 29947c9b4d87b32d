Feature: C 7-1-7 The discard pile
  Each player's discard pile holds only cards whose holder is that player, face up (C 7-1-7). When a
  card is discarded or returned to the discard pile, it goes to its holder's pile — not to the pile
  of the player whose zone it left, nor of the player whose effect or turn sent it there.

  @clause:C-7-1-7
  Rule: a used card goes to its holder's discard pile

    @clause:C-7-1-7
    Scenario: a used normal card goes to its user's discard pile
      Given a duel in A's main phase with a standard action
      And the test cards:
        | id    | type   |
        | chant | action |
      And "chant" has the effect "on_use: gain_concentration self 1"
      And A holds chant in hand
      When A uses "chant"
      Then "chant" is in A's discard pile
      And A has 1 card in discard pile
      And B has 0 cards in discard pile

    @clause:C-7-1-7
    Scenario: with real cards, Song and Dance used as a reaction goes to its user's discard pile, not the active player's
      Given a duel in B's main phase with a standard action
      And the distance is 4
      And B holds "Slash" (NA-01-yurina-O-N-1) in hand
      And A has "Song and Dance" (NA-04-tokoyo-O-N-4) in hand
      And A has aura 3, flare 0
      When B uses "Slash"
      And A reacts with "Song and Dance"
      And A chooses "2"
      Then "Song and Dance" is in A's discard pile
      And A has 1 card in discard pile

  @clause:C-7-1-7
  Rule: a destroyed enhancement goes to its holder's discard pile, whichever enhancement zone it left

    Background:
      Given a duel at the start of turn 3 with A active
      And the test cards:
        | id    | type        | charge |
        | ward  | enhancement | 1      |
        | leaf  | action      |        |
        | stone | action      |        |
      And A's deck is leaf, stone from the top

    @clause:C-7-1-7 @clause:C-9-5
    Scenario: a destroyed enhancement of A's goes to A's discard pile
      Given A has "ward" deployed with 1 crystal
      When the position is submitted
      Then "ward" is in A's discard pile
      And B has 0 cards in discard pile

    @clause:C-7-1-7 @clause:C-9-5
    Scenario: a card held by B that is destroyed out of A's enhancement zone goes to B's discard pile
      # B's card sits in A's enhancement zone (that zone accepts any holder's cards, C 7-1-9), so it
      # loses its crystal in A's start phase (C 8-1-3 ii, our reading: the active player's zone).
      Given A has "B:ward" deployed with 1 crystal
      When the position is submitted
      Then "B:ward" is in B's discard pile
      And A has 0 cards in discard pile
      And A has 0 cards in enhancement zone

    @clause:C-7-1-7 @clause:C-9-5
    Scenario: with real cards, B's Smoke destroyed out of A's enhancement zone goes to B's discard pile
      Given a duel at the start of turn 3 with A active
      And A's deck is "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2) from the top
      And A has "B:NA-03-himika-O-N-7" deployed with 1 crystal
      When the position is submitted
      Then "B:NA-03-himika-O-N-7" is in B's discard pile
      And A has 0 cards in discard pile
      And A has 0 cards in enhancement zone
