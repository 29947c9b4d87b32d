@goddess:misora
Feature: A 23-4 Pursuit (追尾)
  An attack with pursuit checks its range (C 9-4-1) against its attacker's aim instead of the current
  distance; with an aim of none the check fails. The same check decides whether the card can be used
  at all (C 9-2-1). Twin Arrows (甲矢乙矢, range 5-15, full-power) has pursuit printed.

  Background:
    Given a duel in A's main phase with a full-power action
    And B has aura 5, life 10

  @clause:A-23-4 @card:NA-25-misora-O-N-4
  Scenario: an attack with pursuit hits at a distance outside its range when the aim is inside it
    Given A harbors Misora with aim 6
    And the distance is 2
    And A has "Twin Arrows" (NA-25-misora-O-N-4) in hand
    When A uses "Twin Arrows"
    And B takes the damage on aura
    Then B has aura 0, life 10

  @clause:A-23-4 @card:NA-25-misora-O-N-4
  Scenario: an attack with pursuit cannot be used when the aim is outside its range, whatever the distance
    Given A harbors Misora with aim 3
    And the distance is 6
    And A has "Twin Arrows" (NA-25-misora-O-N-4) in hand
    When A tries to use "Twin Arrows"
    Then the action is illegal citing "A 23-4"

  @clause:A-23-4 @card:NA-25-misora-O-N-4
  Scenario: an attack with pursuit cannot be used with an aim of none
    Given A harbors Misora with no aim
    And the distance is 6
    And A has "Twin Arrows" (NA-25-misora-O-N-4) in hand
    When A tries to use "Twin Arrows"
    Then the action is illegal citing "A 23-4"
