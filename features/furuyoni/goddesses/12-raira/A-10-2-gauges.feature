@goddess:raira
Feature: A 10-2-1 The wind and thunder gauges
  A player harboring Raira has a wind gauge and a thunder gauge, whole numbers from 0 to 20, public. A
  player without them reads both as 0. In a position they are the player's `wind` and `thunder`.

  Background:
    Given a duel in A's main phase with a standard action

  @clause:A-10-2-1
  Scenario: a gauge above 20 is refused
    Given A harbors Raira with wind 21 and thunder 0
    When the position is submitted
    Then the position is refused citing "A 10-2-1"

  @clause:A-10-2-1
  Scenario: a player harboring Raira without gauges is refused
    Given A harbors Raira with wind 0 and thunder 0
    And A's goddesses are "saine" and "yurina"
    When the position is submitted
    Then the position is refused citing "A 10-2-1"

  @clause:A-10-2-1 @card:NA-12-raira-O-N-5
  Scenario: a gauge stops at its cap of 20
    Given A harbors Raira with wind 20 and thunder 3
    And A has "Wisdom of the Gods" (NA-12-raira-O-N-5) in hand
    When A uses "Wisdom of the Gods"
    And A chooses "wind"
    Then A's gauges are wind 20 and thunder 3
