Feature: C 10-18 Removing a card from the game
  "Remove it from the game" turns the card the effect names face up and moves it to 〈Out of game〉
  (C 10-18), its holder's (C 7-2), where its effects are no longer in force (C 7-1-16). Test cards
  write "remove_from_game" for this card, or "remove_from_game <zone>" for a card chosen there.

  Background:
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id     | type   | range | damage |
      | vanish | action |       |        |
      | exile  | action |       |        |
      | purge  | action |       |        |
      | slash  | attack | 3-5   | -/1    |
      | leaf   | action |       |        |
    And "vanish" has the effect "on_use: remove_from_game"
    And "exile" has the effect "on_use: remove_from_game opponent.discard"
    And "purge" has the effect "on_use: remove_from_game self.face_down"

  @clause:C-10-18
  Rule: the named card goes face up out of the game

    @clause:C-10-18
    Scenario: a card that removes itself while in use does not reach the discard pile
      Given A holds vanish in hand
      When A uses "vanish"
      Then "vanish" is face up in A's out-of-game zone
      And A has 0 cards in discard pile
      And the ruling cites "C 10-18"

    @clause:C-10-18
    Scenario: a card chosen from the opponent's discard pile goes to its holder's out-of-game zone
      Given A holds exile in hand
      And B's discard pile holds slash, leaf
      When A uses "exile"
      And A chooses "B:leaf"
      Then "leaf" is face up in B's out-of-game zone
      And B has 1 card in discard pile

    @clause:C-10-18
    Scenario: a face-down card removed from the game is turned face up
      Given A holds purge in hand
      And A's face-down pile holds leaf
      When A uses "purge"
      And A chooses "leaf"
      Then "leaf" is face up in A's out-of-game zone
      And A has 0 cards in face-down pile

    @clause:C-10-18
    Scenario: with real cards, The Other Side of the Eight Mirrors destroyed removes itself face up instead of returning as used
      Given a duel in B's main phase with a standard action
      And A has "The Other Side of the Eight Mirrors" (NA-16-yatsuha-O-S-4) deployed with 1 crystal
      When B ends the main phase
      Then "The Other Side of the Eight Mirrors" is face up in A's out-of-game zone
      And A has 0 cards in trump zone
