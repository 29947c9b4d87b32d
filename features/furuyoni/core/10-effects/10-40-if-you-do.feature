Feature: C 10-40 "If you do"
  In "do A; if you do, B", B resolves only if A could be applied in full. In "you may do A; if you
  do, B", B resolves only if the player chose to do A and A could be applied in full. When A fell
  short under C 5-10 — fewer crystals moved, less concentration gained, a card not drawn — B does not
  resolve.

  Background:
    Given a duel in A's main phase with a standard action
    And the distance is 5
    And the test cards:
      | id      | type   |
      | gather  | action |
      | offer   | action |
      | study   | action |
      | filler  | action |
    And "gather" has the effect "on_use: move dust -> self.aura 2, if done: gain_concentration self 1"
    And "offer" has the effect "on_use: may move self.aura -> self.flare 2, if done: gain_concentration self 1"
    And "study" has the effect "on_use: draw self 1, if done: move dust -> self.flare 1"
    And A has aura 1, flare 0, concentration 0

  @clause:C-10-40
  Scenario: A applied in full, so B resolves
    Given the dust is 2
    And A holds gather in hand
    When A uses "gather"
    Then A has aura 3, concentration 1
    And the ruling cites "C 10-40"

  @clause:C-10-40 @clause:C-5-10
  Scenario: too few crystals in the origin: A falls short and B does not resolve
    Given the dust is 1
    And A holds gather in hand
    When A uses "gather"
    Then A has aura 2, concentration 0
    And the ruling cites in order C 5-10, C 10-40

  @clause:C-10-40 @clause:C-5-10
  Scenario: too little room in the destination: A falls short and B does not resolve
    Given the dust is 5
    And A has aura 4
    And A holds gather in hand
    When A uses "gather"
    Then A has aura 5, concentration 0

  @clause:C-10-40
  Scenario: the optional A chosen and applied in full: B resolves
    Given A has aura 2
    And A holds offer in hand
    When A uses "offer"
    And A accepts
    Then A has aura 0, flare 2, concentration 1

  @clause:C-10-40
  Scenario: the optional A declined: B does not resolve
    Given A has aura 2
    And A holds offer in hand
    When A uses "offer"
    And A declines
    Then A has aura 2, flare 0, concentration 0

  @clause:C-10-40 @clause:C-5-10
  Scenario: the optional A chosen but applied only in part: B does not resolve
    Given A has aura 1
    And A holds offer in hand
    When A uses "offer"
    And A accepts
    Then A has aura 0, flare 1, concentration 0

  @clause:C-10-40
  Scenario: a draw from an empty deck is not a card drawn: B does not resolve
    Given the dust is 3
    And A holds study in hand
    When A uses "study"
    And A takes the damage on aura
    Then A has flare 0
    And the ruling cites "C 10-40"

  @clause:C-10-40
  Scenario: a card drawn: B resolves
    Given the dust is 3
    And A holds study in hand
    And A's deck is filler from the top
    When A uses "study"
    Then A has flare 1
    And A has 1 card in hand

  @clause:C-10-40
  Scenario: with real cards, Direct Financing takes a second crystal only if its user pays the concentration
    Given a duel in A's main phase with a full-power action
    And A harbors Akina with market price 2
    And A has aura 3, concentration 1
    And B has aura 3
    And A has "Direct Financing" (NA-23-akina-O-N-7) in hand
    When A uses "Direct Financing"
    Then A must decide may
    When A accepts
    Then A has aura 3, concentration 0
    And B has aura 1

  @clause:C-10-40
  Scenario: with real cards, declined, Direct Financing takes only one crystal
    Given a duel in A's main phase with a full-power action
    And A harbors Akina with market price 2
    And A has aura 3, concentration 1
    And B has aura 3
    And A has "Direct Financing" (NA-23-akina-O-N-7) in hand
    When A uses "Direct Financing"
    And A declines
    Then A has aura 2, concentration 1
    And B has aura 2
