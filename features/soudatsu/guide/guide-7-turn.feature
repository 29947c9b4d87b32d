Feature: SD-guide-7 A turn: draw, act, end
  A turn runs: draw one card (SD-guide-7-1); then take actions (SD-guide-7-2): cast cards from the hand
  or from a zone something allows (SD-guide-7-2-1), attack (SD-guide-7-2-2, its own feature), use the
  prince's ability (SD-guide-7-2-3, which the document never defines: no prince is modelled); then
  declare the end of the turn, and the opponent's turn follows (SD-guide-7-3). Our readings: actions in
  any order and number, each within its own limits; casting costs nothing; the permitted zone besides
  the hand is the owner's recursion zone, for a card with rebirth.

  Background:
    Given the cards:
      | id      | kind    | mark    | attack | health | durability | keywords |
      | militia | soldier | recycle | 1      | 2      |            |          |
      | knight  | soldier | skull   | 3      | 3      |            |          |
      | phoenix | soldier | recycle | 1      | 1      |            | rebirth  |
      | wall    | building| recycle |        |        | 3          |          |
      | volley  | action  | recycle |        |        |            |          |
    And "volley" does "damage 2 to the opponent"
    And a game in A's turn 3

  @clause:SD-guide-7-1
  Rule: the turn opens with a draw

    @clause:SD-guide-7-1
    Scenario: the next player draws the top card as their turn starts
      Given B's deck is knight, militia from the top
      When A ends the turn
      Then B's "knight" is in hand
      And B's deck holds 1 card
      And the ruling cites "SD-guide-7-1"

    @clause:SD-guide-7-1
    Scenario: the player ending the turn draws nothing
      Given A's deck is knight from the top
      And B's deck is militia from the top
      When A ends the turn
      Then A's deck holds 1 card
      And A's hand holds 0 cards

  @clause:SD-guide-7-2
  Rule: any number of actions, in any order, until the end is declared

    @clause:SD-guide-7-2
    Scenario: casting, attacking and casting again in one turn
      Given A holds militia, volley, wall in hand
      When A casts "militia"
      And A attacks the opponent with "militia"
      And A casts "volley"
      And A casts "wall"
      Then B has life 17
      And A must decide "main"
      And the options include end the turn

    @clause:SD-guide-7-2
    Scenario: casting asks for nothing to pay
      Given A holds knight, militia in hand
      When A casts "knight"
      And A casts "militia"
      Then A's "knight" is in play
      And A's "militia" is in play

  @clause:SD-guide-7-2-1
  Rule: a card is cast from its owner's hand, or from the recursion zone with rebirth

    @clause:SD-guide-7-2-1
    Scenario: a soldier cast from the hand enters play
      Given A holds militia in hand
      When A casts "militia"
      Then A's "militia" is in play
      And the ruling cites "SD-guide-7-2-1"

    @clause:SD-guide-7-2-1
    Scenario: a card in the recursion zone cannot be cast without rebirth
      Given A's recursion zone holds militia
      When A tries to cast "militia"
      Then the action is illegal citing "SD-guide-7-2-1"

    @clause:SD-guide-7-2-1
    Scenario: a card with rebirth is cast from the recursion zone
      Given A's recursion zone holds phoenix
      When A casts "phoenix"
      Then A's "phoenix" is in play

    @clause:SD-guide-7-2-1
    Scenario: rebirth does not reach the graveyard or the deck
      Given A's graveyard holds phoenix
      And A's deck is phoenix#2 from the top
      When the position is submitted
      Then the options do not include cast A:phoenix
      And the options do not include cast A:phoenix#2

    @clause:SD-guide-7-2-1
    Scenario: the opponent's cards are not cast
      Given B holds knight in hand
      When A tries to cast "B:knight"
      Then the action is illegal citing "SD-guide-7-2-1"

    @clause:SD-guide-7-2-1
    Scenario: nothing is cast in the opponent's turn
      Given B holds knight in hand
      When B tries to cast "knight"
      Then the action is illegal citing "SD-guide-7-2-1"

  @clause:SD-guide-7-3
  Rule: the active player declares the end, and the opponent's turn follows

    @clause:SD-guide-7-3
    Scenario: ending the turn hands the next turn to the opponent
      Given B's deck is knight from the top
      When A ends the turn
      Then it is B's turn 4
      And B must decide "main"
      And the ruling cites "SD-guide-7-3"

    @clause:SD-guide-7-3
    Scenario: the opponent cannot end the active player's turn
      When B tries to end the turn
      Then the action is illegal citing "SD-guide-7-3"
