@goddess:misora
Feature: A 23-3 The aim fits an attack
  The aim fits an attack when it is not none and both it and the current distance are elements of the
  attack's range. Precision (精密化) gives her next attack this turn of a normal card of another goddess
  +1/+1 while her aim fits it; Slash (Yurina's, range 3-4, 3/1) is that attack here.

  Background:
    Given a duel in A's main phase with a standard action
    And B has aura 5, life 10
    And the distance is 3
    And A has "Precision" (NA-25-misora-O-N-5) in hand
    And A has "Slash" (NA-01-yurina-O-N-1) in hand

  @clause:A-23-3 @card:NA-25-misora-O-N-5
  Scenario: with the aim and the distance both in range, the attack gets +1/+1
    Given A harbors Misora with aim 4
    When A uses "Precision"
    And A uses "Slash"
    And B takes the damage on aura
    Then B has aura 1, life 10
    And A has concentration 1

  @clause:A-23-3 @card:NA-25-misora-O-N-5
  Scenario: with the aim outside the range, the aim does not fit and the attack is unchanged
    Given A harbors Misora with aim 5
    When A uses "Precision"
    And A uses "Slash"
    And B takes the damage on aura
    Then B has aura 2, life 10

  @clause:A-23-3 @card:NA-25-misora-O-N-5
  Scenario: with an aim of none, the aim does not fit
    Given A harbors Misora with no aim
    When A uses "Precision"
    And A uses "Slash"
    And B takes the damage on aura
    Then B has aura 2, life 10
