Feature: SD-guide-4 to SD-guide-6 Opening hands, the redraw, foresight and the first turn
  Both players draw two cards as their opening hand; a player who dislikes them may once put the pair
  aside and draw two more, which become the hand (SD-guide-4). The second player then looks at the top
  card of their deck and leaves it there or moves it to the bottom: this is what "foresight once" means
  (SD-guide-5). Then play begins (SD-guide-6). Our readings: the first player decides on the redraw
  first; the set-aside pair goes back into the deck, which is shuffled; only the second player sees the
  card looked at.

  Background:
    Given the cards:
      | id      | kind    | mark    | attack | health |
      | militia | soldier | recycle | 1      | 2      |
      | pikeman | soldier | recycle | 2      | 2      |
      | knight  | soldier | skull   | 3      | 3      |
      | guard   | soldier | recycle | 1      | 3      |
      | archer  | soldier | recycle | 2      | 1      |
    And a game at the setup with A first
    And A's deck is militia, pikeman, knight, guard, archer from the top
    And B's deck is knight, guard, militia, archer from the top

  @clause:SD-guide-4
  Rule: two cards each, then one chance to redraw, the first player first

    @clause:SD-guide-4
    Scenario: both players draw two cards and the first player decides first
      When the position is submitted
      Then A must decide "redraw"
      And A's "militia" is in hand
      And A's "pikeman" is in hand
      And B's "knight" is in hand
      And B's "guard" is in hand
      And the options include keep the hand
      And the options include redraw

    @clause:SD-guide-4
    Scenario: after the first player, the second decides
      When A keeps the hand
      Then B must decide "redraw"
      And A's hand holds 2 cards

    @clause:SD-guide-4
    Scenario: a redraw gives the next two cards and shuffles the pair back into the deck
      When A redraws
      Then A's "knight" is in hand
      And A's "guard" is in hand
      And A's "militia" is in the deck
      And A's "pikeman" is in the deck
      And A's deck holds 3 cards
      And A's hand holds 2 cards
      And the ruling cites "SD-guide-4"

    @clause:SD-guide-4
    Scenario: there is no second redraw
      When A redraws
      And A tries to redraw
      Then the action is illegal citing "SD-guide-4"
      And B must decide "redraw"

  @clause:SD-guide-5
  Rule: the second player does foresight once

    @clause:SD-guide-5
    Scenario: once both hands are kept, the second player looks at the top card
      When A keeps the hand
      And B keeps the hand
      Then B must decide "foresee"
      And B sees "militia" on top of the deck

    @clause:SD-guide-5
    Scenario: the first player is not the one who foresees
      When A keeps the hand
      And B keeps the hand
      And A tries to keep the top card
      Then the action is illegal citing "SD-guide-5"

    @clause:SD-guide-5
    Scenario: the top card may stay where it is
      When A keeps the hand
      And B keeps the hand
      And B keeps the top card
      Then B's "militia" is on top of the deck

    @clause:SD-guide-5
    Scenario: the top card may go to the bottom
      When A keeps the hand
      And B keeps the hand
      And B puts the top card at the bottom
      Then B's "militia" is at the bottom of the deck
      And B's "archer" is on top of the deck

  @clause:SD-guide-6
  Rule: then the first player's first turn begins

    @clause:SD-guide-6
    Scenario: until the foresight is done no turn has begun
      When A keeps the hand
      And B keeps the hand
      Then B must decide "foresee"
      And it is A's turn 0
      And A's hand holds 2 cards

    @clause:SD-guide-6 @clause:SD-guide-7-1
    Scenario: after the foresight the first player starts turn 1 with a draw
      When A keeps the hand
      And B keeps the hand
      And B keeps the top card
      Then it is A's turn 1
      And A must decide "main"
      And A's "knight" is in hand
      And A's hand holds 3 cards
      And B's hand holds 2 cards
      And the ruling cites "SD-guide-6"
