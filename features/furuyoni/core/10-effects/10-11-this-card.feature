Feature: C 10-11 "This card" in an attack's after-attack effects
  When an attack has an after-attack effect that speaks of "this card", the card meant is the one
  whose use created the attack through the card-use procedure (C 10-11, 9-2-1).
  Our reading: an attack created by an effect (C 10-5) was not created by a card's use, so "this
  card" in its after-attack text names no card and such an effect does nothing — the card whose
  effect made the attack is not "this card" of that attack.

  Background:
    Given a duel in A's main phase with a standard action
    And the distance is 4
    And the test cards:
      | id        | type   | range | damage |
      | boomerang | attack | 3-5   | -/1    |
      | volley    | action |       |        |
    And "boomerang" has the effect "after_attack: return_to_hand"
    And "volley" has the effect "on_use: perform_attack 3-5 -/1 after: return_to_hand"

  @clause:C-10-11
  Rule: "this card" of an attack made by using a card is that card

    @clause:C-10-11
    Scenario: the attack card's after-attack effect returns the attack card itself to the hand
      Given A holds boomerang in hand
      When A uses "boomerang"
      Then B has life 9
      And "boomerang" is in A's hand
      And A has 0 cards in discard pile

  @clause:C-10-11
  Rule: an attack made by an effect has no "this card"

    @clause:C-10-11
    Scenario: the after-attack return of an attack made by an effect moves no card
      Given A holds volley in hand
      When A uses "volley"
      Then B has life 9
      And "volley" is in A's discard pile
