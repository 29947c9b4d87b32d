Feature: C 9-7 Reshuffle
  Reshuffling: (i) if the rules made the player reshuffle, the player first takes 1 damage to their
  own life; (ii) the player's discard pile and the normal cards of their face-down pile go into the
  deck, which is shuffled (C 9-7). The rules' reshuffle is the one offered in the start phase
  (C 8-1-3 iii), after which the player draws two; a reshuffle by a card's effect costs no life.

  @clause:C-9-7
  Rule: a reshuffle made by the rules costs 1 life, then discard and face-down cards return to the deck

    Background:
      Given a duel at the start of turn 3 with A active
      And the test cards:
        | id | type   |
        | c1 | action |
        | c2 | action |
        | c3 | action |
        | d1 | action |
        | h1 | action |
      And A has life 10, flare 0
      And A's deck is d1 from the top
      And A's discard pile holds c1, c2
      And A's face-down pile holds c3
      And A holds h1 in hand

    @clause:C-9-7
    Scenario: accepting the start-phase reshuffle: 1 life damage, then four cards in the deck before the draw
      When A reshuffles
      Then A has life 9, flare 1
      And A has 0 cards in discard pile
      And A has 0 cards in face-down pile
      And A has 2 cards in deck
      And A has 3 cards in hand
      And "h1" is in A's hand
      And the ruling cites "C 9-7"

    @clause:C-9-7
    Scenario: declining the reshuffle: no damage and the piles stay where they are
      When A does not reshuffle
      Then A has life 10, flare 0
      And A has 2 cards in discard pile
      And A has 1 card in face-down pile
      And the ruling does not cite "C 9-7"

    @clause:C-9-7
    Scenario: the reshuffle's life damage can decide the duel
      Given A has life 1
      When A reshuffles
      Then B wins

    @clause:C-9-7
    Scenario: with real cards, the start-phase reshuffle costs 1 life and returns the discard and face-down cards before the draw
      Given a duel at the start of turn 3 with A active
      And A has life 10, flare 0
      And A's deck is "Slash" (NA-01-yurina-O-N-1) from the top
      And A's discard pile holds "Brandish" (NA-01-yurina-O-N-2), "Hilt Strike" (NA-01-yurina-O-N-3)
      And A's face-down pile holds "Overawe" (NA-01-yurina-O-N-6)
      When A reshuffles
      Then A has life 9, flare 1
      And A has 2 cards in hand
      And A has 2 cards in deck
      And A has 0 cards in discard pile
      And A has 0 cards in face-down pile
      And the ruling cites "C 9-7"

    @clause:C-9-7
    Scenario: with real cards, declining the reshuffle costs nothing and leaves the piles as they are
      Given a duel at the start of turn 3 with A active
      And A has life 10, flare 0
      And A's deck is "Slash" (NA-01-yurina-O-N-1), "Spirit of Fire" (NA-01-yurina-O-N-7) from the top
      And A's discard pile holds "Brandish" (NA-01-yurina-O-N-2)
      And A's face-down pile holds "Overawe" (NA-01-yurina-O-N-6)
      When A does not reshuffle
      Then A has life 10, flare 0
      And A has 1 card in discard pile
      And A has 1 card in face-down pile

  @clause:C-9-7
  Rule: a reshuffle made by a card's effect costs no life

    @clause:C-9-7
    Scenario: the effect reshuffle returns discard and face-down cards without damage; the card in use is not among them
      Given a duel in A's main phase with a standard action
      And the test cards:
        | id      | type   |
        | c1      | action |
        | c2      | action |
        | c3      | action |
        | recycle | action |
      And "recycle" has the effect "on_use: reshuffle self"
      And A has life 10, flare 0
      And A's discard pile holds c1, c2
      And A's face-down pile holds c3
      And A holds recycle in hand
      When A uses "recycle"
      Then A has life 10, flare 0
      And A has 3 cards in deck
      And A has 0 cards in face-down pile
      And "recycle" is in A's discard pile
      And A has 1 card in discard pile

    @clause:C-9-7
    Scenario: with real cards, Eternal Migrant's reshuffle returns the discard and face-down cards without damage
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And A has the unused trump "Eternal Migrant" (NA-04-tokoyo-O-S-2)
      And A has flare 2, life 10
      And A's discard pile holds "Brandish" (NA-01-yurina-O-N-2)
      And A's face-down pile holds "Overawe" (NA-01-yurina-O-N-6)
      And B has aura 5, life 10
      When A uses "Eternal Migrant"
      And B takes the damage on aura
      Then A has life 10
      And A has 2 cards in deck
      And A has 0 cards in discard pile
      And A has 0 cards in face-down pile
      And "Eternal Migrant" is a used trump
