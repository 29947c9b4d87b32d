@goddess:yurina
Feature: Yurina (No. 01) — her cards as printed
  Each scenario names a real card of season na-s9-2 by its English name and rules id and exercises what
  is distinctive about it.

  Background:
    Given a duel in A's main phase with a standard action

  @clause:C-9-2-1 @card:NA-01-yurina-O-N-1
  Scenario: Slash (NA-01-yurina-O-N-1) deals its printed 3/1 at distance 4
    Given A has "Slash" (NA-01-yurina-O-N-1) in hand
    And the distance is 4
    And B has aura 3, life 10
    When A uses "Slash"
    And B takes the damage on aura
    Then B has aura 0, life 10
    And "Slash" is in A's discard pile
