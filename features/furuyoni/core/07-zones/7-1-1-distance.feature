Feature: C 7-1-1 The distance zone
  The distance between the goddesses is a zone of sakura crystals only, and it never holds more than
  ten of them (C 7-1-1). A move into a full or nearly full distance carries only the crystals that
  still fit (the rest stay where they were), a basic action that could put nothing there cannot be
  chosen, and a position with more than ten crystals in the distance is not a position of the game.

  Background:
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id     | type   |
      | recoil | action |
    And "recoil" has the effect "on_use: move self.aura -> distance 3"
    And A holds recoil in hand

  @clause:C-7-1-1
  Rule: the distance holds at most ten crystals

    @clause:C-7-1-1
    Scenario: below the cap the whole move happens
      Given the distance is 5
      When A uses "recoil"
      Then the distance is 8
      And A has aura 0

    @clause:C-7-1-1
    Scenario: a move into the distance stops at ten and the rest stays in the aura
      Given the distance is 8
      When A uses "recoil"
      Then the distance is 10
      And A has aura 1

    @clause:C-7-1-1
    Scenario: a full distance takes no crystal at all
      Given the distance is 10
      When A uses "recoil"
      Then the distance is 10
      And A has aura 3

    @clause:C-7-1-1
    Scenario: retreat cannot be chosen while the distance is full
      Given the distance is 10
      And A has concentration 1
      When A tries to perform retreat paying concentration
      Then the action is illegal citing "C 9-6"

    @clause:C-7-1-1
    Scenario: retreat can be chosen one crystal below the cap
      Given the distance is 9
      And A has concentration 1
      When A performs retreat paying concentration
      Then the distance is 10
      And A has aura 2, concentration 0

    @clause:C-7-1-1
    Scenario: a position with eleven crystals in the distance is refused
      Given the distance is 11
      When the position is submitted
      Then the position is refused citing "C 7-1-1"

    @clause:C-7-1-1
    Scenario: with real cards, Backstep's arrow into a full distance moves no crystal
      Given a duel in A's main phase with a standard action
      And A has "Backstep" (NA-03-himika-O-N-5) in hand
      And A's deck is "Slash" (NA-01-yurina-O-N-1) from the top
      And the distance is 10
      And the dust is 2
      When A uses "Backstep"
      Then the distance is 10
      And the dust is 2

    @clause:C-7-1-1
    Scenario: with real cards, Backstep's arrow one crystal below the cap moves it
      Given a duel in A's main phase with a standard action
      And A has "Backstep" (NA-03-himika-O-N-5) in hand
      And A's deck is "Slash" (NA-01-yurina-O-N-1) from the top
      And the distance is 9
      And the dust is 2
      When A uses "Backstep"
      Then the distance is 10
      And the dust is 1
