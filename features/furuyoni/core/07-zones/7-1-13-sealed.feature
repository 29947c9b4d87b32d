Feature: C 7-1-13 The sealed zone
  The sealed zone holds cards only, each one linked to the card that sealed it ("seal under this
  card") (C 7-1-13). A sealed card has no effect in force: its constant and start-phase effects do
  not apply, and it cannot be used, since it is neither in the hand nor an unused trump.

  Background:
    Given the test cards:
      | id     | type        | category | cost | charge |
      | vault  | enhancement |          |      | 1      |
      | charm  | action      |          |      |        |
      | beacon | action      | trump    | 0    |        |
      | prick  | action      |          |      |        |
      | leaf   | action      |          |      |        |
      | stone  | action      |          |      |        |
    And "charm" has the effect "constant: cannot_lose self"
    And "beacon" has the effect "while_used@start_phase: move distance -> self.aura 1"
    And "prick" has the effect "on_use: damage self.life 1"

  @clause:C-7-1-13
  Rule: effects of sealed cards are not in force

    @clause:C-7-1-13
    Scenario: a constant effect in the discard pile keeps its player in the duel at life 0
      Given a duel in A's main phase with a standard action
      And A has life 1
      And A holds prick in hand
      And A has "vault" deployed with 2 crystals
      And A's discard pile holds charm
      When A uses "prick"
      Then A has life 0
      And the duel goes on

    @clause:C-7-1-13
    Scenario: the same constant effect does not apply while the card is sealed
      Given a duel in A's main phase with a standard action
      And A has life 1
      And A holds prick in hand
      And A has "vault" deployed with 2 crystals
      And "charm" is sealed under A's "vault"
      When A uses "prick"
      Then A has life 0
      And B wins

    @clause:C-7-1-13
    Scenario: a sealed trump's start-phase effect does not resolve
      Given a duel at the start of turn 3 with A active
      And the distance is 8
      And A's deck is leaf, stone from the top
      And A has "vault" deployed with 2 crystals
      And "beacon" is sealed under A's "vault"
      When the position is submitted
      Then A has aura 3
      And the distance is 8
      And A must decide reshuffle

  @clause:C-7-1-13
  Rule: a sealed card cannot be used

    @clause:C-7-1-13
    Scenario: a sealed card cannot be used
      Given a duel in A's main phase with a standard action
      And A has "vault" deployed with 2 crystals
      And "prick" is sealed under A's "vault"
      When A tries to use "prick"
      Then the action is illegal citing "C 8-2-2"
