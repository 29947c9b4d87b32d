Feature: C 6-3 Sakura crystals
  Sakura crystals are physical tokens and always lie in some zone, on the board or on the card they
  are linked to. A move short of crystals at its origin, or short of room at its destination, moves
  as many as it can; a selection short of crystals selects as many as there are. Crystals linked to
  a card travel with it when it changes zone. A trip through 〈In-use〉 counts as a single move from
  the zone before it to the zone after it, and a move whose origin and destination are the same
  zone is no move at all (C 6-3).

  Background:
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id     | type        | charge |
      | kindle | action      |        |
      | pour   | action      |        |
      | ward   | enhancement | 2      |
    And A holds kindle, pour, ward in hand

  @clause:C-6-3
  Rule: a move short of crystals or of room moves as many as it can

    @clause:C-6-3
    Scenario: moving 3 from a flare of 1 moves the single crystal
      Given "kindle" has the effect "on_use: move self.flare -> self.aura 3"
      And A has flare 1, aura 2
      When A uses "kindle"
      Then A has flare 0, aura 3

    @clause:C-6-3
    Scenario: moving 3 into an aura of 3 stops when the aura is full
      Given "pour" has the effect "on_use: move self.flare -> self.aura 3"
      And A has flare 4, aura 3
      When A uses "pour"
      Then A has flare 2, aura 5

    @clause:C-6-3
    Scenario: moving 2 between zones with enough crystals and room moves exactly 2
      Given "pour" has the effect "on_use: move self.flare -> self.aura 2"
      And A has flare 4, aura 1
      When A uses "pour"
      Then A has flare 2, aura 3

    @clause:C-6-3
    Scenario: with real cards, Windy Stage's arrow of 2 from a distance of 1 moves the single crystal
      Given a duel in A's main phase with a standard action
      And A has "Windy Stage" (NA-04-tokoyo-O-N-6) in hand
      And A has aura 5, flare 0
      And the distance is 1
      When A uses "Windy Stage"
      Then "Windy Stage" has 2 crystals
      And A has aura 4
      And the distance is 0

  @clause:C-6-3
  Rule: linked crystals travel with their card; a pass through In-use is one move

    @clause:C-6-3
    Scenario: crystals charged onto an enhancement in In-use arrive with it in the enhancement zone
      Given A has aura 3
      And the dust is 0
      When A uses "ward"
      Then "ward" is in A's enhancement zone
      And "ward" has 2 crystals
      And A has aura 1
      And the dust is 0

    @clause:C-6-3
    Scenario: a charge taken from the dust ends on the card in the enhancement zone
      Given A has aura 0
      And the dust is 2
      When A uses "ward"
      Then "ward" is in A's enhancement zone
      And "ward" has 2 crystals
      And the dust is 0

    @clause:C-6-3
    Scenario: with real cards, the charge of Smoke taken in In-use arrives with the card in the enhancement zone
      Given a duel in A's main phase with a standard action
      And A has "Smoke" (NA-03-himika-O-N-7) in hand
      And A has aura 3
      And the dust is 0
      When A uses "Smoke"
      Then "Smoke" is in A's enhancement zone
      And "Smoke" has 3 crystals
      And A has aura 0
      And the dust is 0
