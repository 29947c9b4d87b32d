@goddess:kamuwi
Feature: A 19-2-1 The taboo gauge
  A player harboring Kamuwi has a taboo gauge, a whole number that starts the duel at 0 and that both
  players see. A player who does not harbor her has none. In a position it is the player's `taboo`.

  @clause:A-19-2-1
  Scenario: the taboo gauge starts at 0 for the player harboring Kamuwi; the other player has none
    Given A chooses the goddesses "kamuwi" and "yurina" with the test deck
    And B chooses the goddesses "saine" and "yurina" with the test deck
    When the duel is set up with seed 5
    Then the setup is accepted
    And A's taboo gauge is 0
    And B has no taboo gauge

  @clause:A-19-2-1
  Scenario: a negative taboo gauge is refused
    Given a duel in A's main phase with a standard action
    And A harbors Kamuwi with taboo -1
    When the position is submitted
    Then the position is refused citing "A 19-2-1"

  @clause:A-19-2-1
  Scenario: a player harboring Kamuwi without a taboo gauge is refused
    Given a duel in A's main phase with a standard action
    And A's goddesses are "kamuwi" and "yurina"
    When the position is submitted
    Then the position is refused citing "A 19-2-1"

  @clause:A-19-2-1
  Scenario: a player who does not harbor Kamuwi with a taboo gauge is refused
    Given a duel in A's main phase with a standard action
    And A harbors Kamuwi with taboo 3
    And A's goddesses are "saine" and "yurina"
    When the position is submitted
    Then the position is refused citing "A 19-2-1"
