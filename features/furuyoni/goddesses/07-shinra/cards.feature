@goddess:shinra
Feature: Shinra (No. 07) — her cards as printed
  Each scenario names a real card of season na-s9-2 by its English name and rules id and exercises what
  is distinctive about it. Cards with stratagem texts resolve the text of the stratagem their user
  holds (A 5-2); the rules of the stratagem itself are exemplified in A-5-stratagem.feature.

  Background:
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id    | type        | range | damage | charge |
      | slash | attack      | 3-4   | 3/1    |        |
      | boost | enhancement |       |        | 2      |
      | f1    | action      |       |        |        |
      | f2    | action      |       |        |        |
      | f3    | action      |       |        |        |
      | f4    | action      |       |        |        |
    And "boost" has the effect "while_deployed: modify own_attacks add +1/+0"
    And the distance is 4

  @clause:C-9-4 @clause:A-5-2 @card:NA-07-shinra-A1-N-2
  Scenario: Mantra (NA-07-shinra-A1-N-2) as a reaction, divine: 1 damage to the attacker's life while their deck holds 3 or more
    Given B has Shinra with the divine stratagem
    And B has "Mantra" (NA-07-shinra-A1-N-2) in hand
    And A holds slash in hand
    And A's deck is f1, f2, f3 from the top
    And A has life 10
    When A uses "slash"
    And B reacts with "Mantra"
    Then A has life 9, flare 1
    And B must decide stratagem
    When B prepares the devious stratagem
    Then B must decide damage

  @clause:C-9-4 @clause:A-5-2 @card:NA-07-shinra-A1-N-2
  Scenario: Mantra (NA-07-shinra-A1-N-2) as a reaction, devious: 2 damage to the attacker's aura while their deck holds 3 or fewer
    Given B has Shinra with the devious stratagem
    And B has "Mantra" (NA-07-shinra-A1-N-2) in hand
    And A holds slash in hand
    And A's deck is f1, f2 from the top
    And A has aura 3, life 10
    When A uses "slash"
    And B reacts with "Mantra"
    Then A has aura 1, life 10

  @clause:C-9-4 @clause:A-5-2 @card:NA-07-shinra-A1-N-2
  Scenario: Mantra (NA-07-shinra-A1-N-2) as a reaction, divine: no damage when the attacker's deck holds fewer than 3
    Given B has Shinra with the divine stratagem
    And B has "Mantra" (NA-07-shinra-A1-N-2) in hand
    And A holds slash in hand
    And A's deck is f1, f2 from the top
    And A has life 10
    When A uses "slash"
    And B reacts with "Mantra"
    Then A has life 10
    And B's stratagem is divine, revealed

  @clause:C-9-2-2 @clause:A-5-2 @card:NA-07-shinra-A1-N-2
  Scenario: Mantra (NA-07-shinra-A1-N-2) used in the main phase executes nothing
    Given A has Shinra with the divine stratagem
    And A has "Mantra" (NA-07-shinra-A1-N-2) in hand
    And B's deck is f1, f2, f3 from the top
    And B has life 10
    When A uses "Mantra"
    Then B has life 10
    And A's stratagem is divine, prepared
    And A must decide main_action

  @clause:C-5-6 @card:NA-07-shinra-O-S-3
  Scenario: Refute the World (NA-07-shinra-O-S-3) swaps its owner's attack damage before the +1/+0
    Given A has "Refute the World" (NA-07-shinra-O-S-3) deployed with 5 crystals
    And A has "boost" deployed with 2 crystals
    And A holds slash in hand
    And B has aura 5, life 10
    When A uses "slash"
    And B takes the damage on aura
    Then B has aura 3, life 10

  @clause:C-5-6 @card:NA-07-shinra-O-S-3
  Scenario: Refute the World (NA-07-shinra-O-S-3) does not touch the opponent's attacks
    Given B has "Refute the World" (NA-07-shinra-O-S-3) deployed with 5 crystals
    And A holds slash in hand
    And B has aura 5, life 10
    When A uses "slash"
    And B takes the damage on aura
    Then B has aura 2, life 10
