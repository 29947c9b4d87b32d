Feature: SD-guide-1 to SD-guide-3 The decks and the first player
  The quick guide prepares a game in three steps: the cards are split into two piles of fifteen, one
  deck per player (SD-guide-1); both decks are shuffled well (SD-guide-2); the players settle who goes
  first by some fair contest such as rock-paper-scissors (SD-guide-3). Our readings: the setup states
  each player's fifteen cards, copies allowed; every shuffle draws on the generator carried in the
  position, so a seed gives one deck order; the setup may name the first player, otherwise the seed
  picks one.

  Background:
    Given the cards:
      | id      | kind    | mark    | attack | health |
      | militia | soldier | recycle | 1      | 2      |
      | knight  | soldier | skull   | 3      | 3      |

  @clause:SD-guide-1
  Rule: each player plays a deck of exactly fifteen cards

    @clause:SD-guide-1
    Scenario: two decks of fifteen cards, copies allowed, make a game
      Given A's deck for the game is militia x8, knight x7
      And B's deck for the game is militia x15
      And the game names A first
      When the game is set up
      Then A must decide "redraw"
      And A's deck holds 13 cards
      And B's deck holds 13 cards
      And A's hand holds 2 cards

    @clause:SD-guide-1
    Scenario: a deck of fourteen cards is refused
      Given A's deck for the game is militia x8, knight x6
      And B's deck for the game is militia x15
      When the game is set up
      Then the position is refused naming "deck-size" and "SD-guide-1"

    @clause:SD-guide-1
    Scenario: a deck of sixteen cards is refused
      Given A's deck for the game is militia x15
      And B's deck for the game is militia x8, knight x8
      When the game is set up
      Then the position is refused naming "deck-size" and "SD-guide-1"

  @clause:SD-guide-2
  Rule: the decks are shuffled with the position's generator

    @clause:SD-guide-2
    Scenario: the opening hand does not come from the top of the deck as it was listed
      The listed order would give A militia and its second copy; the seeded shuffle gives other cards,
      always the same ones for the same seed (docs/soudatsu.md documents the generator).
      Given A's deck for the game is militia x8, knight x7
      And B's deck for the game is militia x15
      And the game names A first
      And the game's seed is 5
      When the game is set up
      Then A's "knight#3" is in hand
      And A's "militia#3" is in hand

    @clause:SD-guide-2
    Scenario: another seed deals other cards from the same deck
      Given A's deck for the game is militia x8, knight x7
      And B's deck for the game is militia x15
      And the game names A first
      And the game's seed is 6
      When the game is set up
      Then A's "militia#6" is in hand
      And A's "militia#4" is in hand

  @clause:SD-guide-3
  Rule: the setup names the first player, or the seed decides

    @clause:SD-guide-3
    Scenario: the player the setup names first decides first and plays the first turn
      Given A's deck for the game is militia x15
      And B's deck for the game is militia x15
      And the game names B first
      When the game is set up
      Then B must decide "redraw"
      And it is B's turn 0

    @clause:SD-guide-3
    Scenario: named first, A decides first
      Given A's deck for the game is militia x15
      And B's deck for the game is militia x15
      And the game names A first
      When the game is set up
      Then A must decide "redraw"

    @clause:SD-guide-3
    Scenario: without a name the seed picks the first player
      Given A's deck for the game is militia x15
      And B's deck for the game is militia x15
      And the game's seed is 2
      When the game is set up
      Then B must decide "redraw"
