Feature: C 9-6 Basic actions
  A basic action: (i) the player picks one of advance, retreat, wrap, focus and withdraw that can
  move some object (or the one an effect names); (ii) in a standard action the player pays for it
  with 1 concentration or by putting one hand card face-down — no payment, no basic action; one
  performed by a card's effect is free; (iii) it resolves (C 9-6). Advance takes a crystal from the
  distance to the player's aura and does nothing at or below the master's distance 2 (C 9-6-1);
  retreat moves one from the aura to the distance (C 9-6-2); wrap from the dust to the aura
  (C 9-6-3); focus from the aura to the flare (C 9-6-4); withdraw from the dust to the distance, and
  does nothing above the master's distance (C 9-6-5). A move that would do nothing is not offered.
  In the short form, "basic_action <move>" is an effect that performs the named basic action.

  Background:
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id    | type   |
      | chaff | action |
    And A has concentration 1

  @clause:C-9-6
  Rule: i — only the basic actions that would move a crystal can be chosen

    @clause:C-9-6
    Scenario: with an empty aura and dust at distance 10 only advance moves anything
      Given the distance is 10
      And the dust is 0
      And A has aura 0
      When the position is submitted
      Then the options include advance by concentration
      And the options do not include retreat by concentration, wrap by concentration, focus by concentration, withdraw by concentration

    @clause:C-9-6 @clause:C-9-6-2
    Scenario: retreat with an empty aura is illegal
      Given the distance is 5
      And A has aura 0
      When A tries to perform retreat paying concentration
      Then the action is illegal citing "C 9-6"

    @clause:C-9-6 @clause:C-9-6-2
    Scenario: retreat into a full distance of 10 is illegal
      Given the distance is 10
      And A has aura 3
      When A tries to perform retreat paying concentration
      Then the action is illegal citing "C 9-6"

    @clause:C-9-6 @clause:C-9-6-3
    Scenario: wrap with an empty dust is illegal
      Given the dust is 0
      And A has aura 2
      When A tries to perform wrap paying concentration
      Then the action is illegal citing "C 9-6"

    @clause:C-9-6 @clause:C-9-6-3
    Scenario: wrap into a full aura is not offered
      Given the dust is 2
      And A has aura 5
      When the position is submitted
      Then the options do not include wrap by concentration

    @clause:C-9-6 @clause:C-9-6-1
    Scenario: advance into a full aura is not offered, even far from the opponent
      Given the distance is 8
      And A has aura 5
      When the position is submitted
      Then the options do not include advance by concentration

    @clause:C-9-6 @clause:C-9-6-4
    Scenario: focus with an empty aura is illegal
      Given A has aura 0
      When A tries to perform focus paying concentration
      Then the action is illegal citing "C 9-6"

  @clause:C-9-6
  Rule: ii — in a standard action a basic action costs 1 concentration or one hand card put face-down

    @clause:C-9-6
    Scenario: paying with concentration
      Given the distance is 8
      And A has aura 3
      When A performs advance paying concentration
      Then A has concentration 0, aura 4
      And the distance is 7

    @clause:C-9-6
    Scenario: paying by putting a hand card face-down keeps the concentration
      Given the distance is 8
      And A has aura 3
      And A holds chaff in hand
      When A performs advance putting "chaff" face-down
      Then A has concentration 1, aura 4
      And "chaff" is in A's face-down pile
      And A has 0 cards in hand

    @clause:C-9-6
    Scenario: both ways of paying are offered for each possible move
      Given the distance is 8
      And A has aura 3
      And A holds chaff in hand
      When the position is submitted
      Then the options include advance by concentration, advance by face-down chaff

    @clause:C-9-6
    Scenario: without concentration, paying with concentration is illegal
      Given A has concentration 0
      And the distance is 8
      And A has aura 3
      When A tries to perform advance paying concentration
      Then the action is illegal citing "C 9-6"

    @clause:C-9-6
    Scenario: with neither concentration nor a hand card no basic action is offered
      Given A has concentration 0
      And the distance is 8
      And A has aura 3
      When the position is submitted
      Then the options are exactly end phase

  @clause:C-9-6
  Rule: no basic action is taken in a full-power action

    @clause:C-9-6
    Scenario: in a full-power action the basic actions are not offered
      Given a duel in A's main phase with a full-power action
      And the test cards:
        | id    | type   |
        | chaff | action |
      And A has concentration 1
      And the distance is 8
      And A holds chaff in hand
      When the position is submitted
      Then the options do not include advance by concentration, advance by face-down chaff

    @clause:C-9-6
    Scenario: in a full-power action trying a basic action is illegal
      Given a duel in A's main phase with a full-power action
      And A has concentration 1
      And the distance is 8
      When A tries to perform advance paying concentration
      Then the action is illegal citing "C 8-2-2"

  @clause:C-9-6-1
  Rule: advance moves a crystal from the distance to the player's aura, above the master's distance only

    @clause:C-9-6-1
    Scenario: advance at distance 3 brings the distance to 2
      Given the distance is 3
      And A has aura 3
      And B has aura 3
      When A performs advance paying concentration
      Then the distance is 2
      And A has aura 4
      And B has aura 3
      And the ruling cites "C 9-6-1"

    @clause:C-9-6-1
    Scenario: advance at the master's distance 2 would do nothing, so it cannot be chosen
      Given the distance is 2
      And A has aura 3
      When A tries to perform advance paying concentration
      Then the action is illegal citing "C 9-6-1"

  @clause:C-9-6-2
  Rule: retreat moves a crystal from the player's aura to the distance

    @clause:C-9-6-2
    Scenario: retreat at distance 2
      Given the distance is 2
      And A has aura 3
      When A performs retreat paying concentration
      Then the distance is 3
      And A has aura 2
      And the ruling cites "C 9-6-2"

  @clause:C-9-6-3
  Rule: wrap moves a crystal from the dust to the player's aura

    @clause:C-9-6-3
    Scenario: wrap
      Given the dust is 2
      And A has aura 3
      And B has aura 3
      When A performs wrap paying concentration
      Then the dust is 1
      And A has aura 4
      And B has aura 3
      And the ruling cites "C 9-6-3"

  @clause:C-9-6-4
  Rule: focus moves a crystal from the player's aura to the player's flare

    @clause:C-9-6-4
    Scenario: focus
      Given A has aura 3, flare 0
      When A performs focus paying concentration
      Then A has aura 2, flare 1
      And the ruling cites "C 9-6-4"

  @clause:C-9-6-5
  Rule: withdraw moves a crystal from the dust to the distance, at or below the master's distance only

    @clause:C-9-6-5
    Scenario: withdraw at the master's distance 2
      Given the distance is 2
      And the dust is 1
      When A performs withdraw paying concentration
      Then the distance is 3
      And the dust is 0
      And the ruling cites "C 9-6-5"

    @clause:C-9-6-5
    Scenario: withdraw at distance 3 would do nothing, so it cannot be chosen
      Given the distance is 3
      And the dust is 1
      When A tries to perform withdraw paying concentration
      Then the action is illegal citing "C 9-6-5"

    @clause:C-9-6-5
    Scenario: withdraw with an empty dust moves nothing and is not offered
      Given the distance is 1
      And the dust is 0
      When the position is submitted
      Then the options do not include withdraw by concentration

  @clause:C-9-6
  Rule: a basic action performed by an effect is the one the effect names, and costs nothing

    Background:
      Given the test cards:
        | id     | type   |
        | stride | action |
        | gather | action |
      And "stride" has the effect "on_use: basic_action advance"
      And "gather" has the effect "on_use: basic_action wrap"

    @clause:C-9-6
    Scenario: with no concentration and no other hand card, the effect still advances
      Given A has concentration 0, aura 3
      And the distance is 8
      And A holds stride in hand
      When A uses "stride"
      Then the distance is 7
      And A has aura 4, concentration 0
      And A has 0 cards in face-down pile
      And the ruling cites "C 9-6-1"

    @clause:C-9-6
    Scenario: the concentration is not spent, nor is a hand card put face-down
      Given A has concentration 1, aura 3
      And the distance is 8
      And A holds stride, chaff in hand
      When A uses "stride"
      Then the distance is 7
      And A has aura 4, concentration 1
      And "chaff" is in A's hand
      And A has 0 cards in face-down pile

    @clause:C-9-6
    Scenario: in a full-power action, where no basic action can be chosen, an effect still performs one
      Given a duel in A's main phase with a full-power action
      And the test cards:
        | id     | type   |
        | gather | action |
      And "gather" has the effect "on_use: basic_action wrap"
      And A has concentration 0, aura 2
      And the dust is 2
      And A holds gather in hand
      When A uses "gather"
      Then A has aura 3, concentration 0
      And the dust is 1
      And the ruling cites "C 9-6-3"

    @clause:C-9-6 @clause:C-9-6-1
    Scenario: the named advance is performed even at the master's distance, where it does nothing
      Given A has concentration 1, aura 3
      And the distance is 2
      And A holds stride in hand
      When A uses "stride"
      Then the action is legal
      And the distance is 2
      And A has aura 3, concentration 1
      And "stride" is in A's discard pile
      And the ruling cites "C 9-6-1"
