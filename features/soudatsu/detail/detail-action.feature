Feature: SD-detail-action Action cards
  Purple cards are actions (SD-detail-action-1): single-use cards whose written effect is resolved,
  after which the card goes to the zone meant for it (SD-detail-action-2). Our readings: that zone is the
  one the card's mark names; the effects resolve in printed order; an effect with nothing to aim at does
  nothing.

  Background:
    Given the cards:
      | id      | kind    | mark    | attack | health |
      | militia | soldier | recycle | 1      | 2      |
      | knight  | soldier | skull   | 3      | 3      |
      | scout   | action  | recycle |        |        |
      | volley  | action  | skull   |        |        |
    And "scout" does "foresee 1; draw 1"
    And "volley" does "damage 2 to any soldier"
    And a game in A's turn 3

  @clause:SD-detail-action-2
  Rule: the effects resolve in printed order, then the card is used up

    @clause:SD-detail-action-2
    Scenario: the foresight comes before the draw, as printed
      Given A holds scout in hand
      And A's deck is militia, knight from the top
      When A casts "scout"
      And A puts the top card at the bottom
      Then A's "knight" is in hand
      And A's "militia" is in the deck
      And A's "scout" is in the recursion zone
      And the ruling cites "SD-detail-action-2"

    @clause:SD-detail-action-2 @clause:SD-guide-5
    Scenario: with an empty deck the foresight and the draw find nothing, and the card is still used up
      Given A holds scout in hand
      When A casts "scout"
      Then A must decide "main"
      And A's "scout" is in the recursion zone

    @clause:SD-detail-action-2
    Scenario: while its effect waits for a decision, the card is no longer in the hand nor used up
      Given A holds scout in hand
      And A's deck is militia, knight from the top
      When A casts "scout"
      Then A must decide "foresee"
      And A's hand holds 0 cards
      And A's recursion zone holds 0 cards

    @clause:SD-detail-action-2
    Scenario: the owner picks the target among the cards the effect allows
      Given A holds volley in hand
      And A has "militia" in play
      And B has "knight" in play
      When A casts "volley"
      Then A must decide "choose"
      And the options include choose B:knight
      And the options include choose A:militia

    @clause:SD-detail-action-2
    Scenario: the chosen target takes the damage and the card goes where its mark says
      Given A holds volley in hand
      And B has "knight" in play
      When A casts "volley"
      And A chooses "knight"
      Then B's "knight" has 2 damage
      And A's "volley" is in the graveyard

    @clause:SD-detail-action-2
    Scenario: with nothing to aim at the effect does nothing and the card is still used up
      Given A holds volley in hand
      When A casts "volley"
      Then A's "volley" is in the graveyard
      And A must decide "main"
