Feature: SD-detail-recycle and SD-detail-skull The two marks: where cards go, and what comes back
  Every card carries a mark. A recycle-mark card that has been used up or destroyed goes to the
  recursion zone (SD-detail-recycle-1); when a turn starts with an empty deck, the recursion zone is
  shuffled and becomes the deck (SD-detail-recycle-2). A skull-mark card goes to the graveyard instead
  (SD-detail-skull-1), and the graveyard never returns to the deck (SD-detail-skull-2). Our readings: the
  refill happens only at the start of the turn of the player whose deck is empty, before the draw.

  Background:
    Given the cards:
      | id      | kind    | mark    | attack | health |
      | pikeman | soldier | recycle | 2      | 2      |
      | militia | soldier | recycle | 1      | 2      |
      | knight  | soldier | skull   | 3      | 3      |
      | spark   | action  | recycle |        |        |
      | ember   | action  | skull   |        |        |
      | scout   | action  | recycle |        |        |
    And "spark" does "damage 1 to the opponent"
    And "ember" does "damage 1 to the opponent"
    And "scout" does "draw 1"

  @clause:SD-detail-recycle-1
  Rule: recycle cards, used up or destroyed, go to the recursion zone

    @clause:SD-detail-recycle-1
    Scenario: a recycle action card, used up, goes to the recursion zone
      Given a game in A's turn 3
      And A holds spark in hand
      When A casts "spark"
      Then A's "spark" is in the recursion zone
      And A's graveyard holds 0 cards
      And the ruling cites "SD-detail-recycle-1"

    @clause:SD-detail-recycle-1
    Scenario: a recycle soldier, destroyed, goes to its owner's recursion zone
      Given a game in A's turn 3
      And A has "knight" in play
      And B has "pikeman" in play
      When A attacks "pikeman" with "knight"
      Then B's "pikeman" is in the recursion zone

  @clause:SD-detail-skull-1
  Rule: skull cards, used up or destroyed, go to the graveyard

    @clause:SD-detail-skull-1
    Scenario: a skull action card, used up, goes to the graveyard
      Given a game in A's turn 3
      And A holds ember in hand
      When A casts "ember"
      Then A's "ember" is in the graveyard
      And A's recursion zone holds 0 cards
      And the ruling cites "SD-detail-skull-1"

    @clause:SD-detail-skull-1
    Scenario: a skull soldier, destroyed, goes to its owner's graveyard
      Given a game in A's turn 3
      And A has "knight" in play
      And B has "knight" in play
      When A attacks "knight" with "knight"
      Then B's "knight" is in the graveyard
      And A's "knight" is in the graveyard

  @clause:SD-detail-recycle-2
  Rule: an empty deck at the start of its owner's turn takes the recursion zone, shuffled

    @clause:SD-detail-recycle-2
    Scenario: the recursion zone becomes the deck, then the turn's draw is made
      Given a game in B's turn 4
      And A's recursion zone holds pikeman, militia, spark
      When B ends the turn
      Then A's recursion zone holds 0 cards
      And A's deck holds 2 cards
      And A's hand holds 1 card
      And the ruling cites "SD-detail-recycle-2"

    @clause:SD-detail-recycle-2
    Scenario: a deck with a card left is not refilled
      Given a game in B's turn 4
      And A's deck is knight from the top
      And A's recursion zone holds pikeman
      When B ends the turn
      Then A's "knight" is in hand
      And A's "pikeman" is in the recursion zone
      And the ruling does not cite "SD-detail-recycle-2"

    @clause:SD-detail-recycle-2
    Scenario: a deck emptied in the middle of a turn waits for its owner's next turn start
      Given a game in A's turn 3
      And A holds scout in hand
      And A's recursion zone holds pikeman
      When A casts "scout"
      Then A's "pikeman" is in the recursion zone
      And A's hand holds 0 cards

    @clause:SD-detail-recycle-2
    Scenario: the opponent's empty deck is not refilled at this player's turn start
      Given a game in B's turn 4
      And A's deck is knight from the top
      And B's recursion zone holds pikeman
      When B ends the turn
      Then B's "pikeman" is in the recursion zone

  @clause:SD-detail-skull-2
  Rule: the graveyard stays where it is

    @clause:SD-detail-skull-2
    Scenario: an empty deck is refilled from the recursion zone only
      Given a game in B's turn 4
      And A's recursion zone holds pikeman
      And A's graveyard holds knight, ember
      When B ends the turn
      Then A's "knight" is in the graveyard
      And A's "ember" is in the graveyard
      And A's deck holds 0 cards
      And A's "pikeman" is in hand
      And the ruling cites "SD-detail-skull-2"
