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
      | jab   | attack      | 3-4   | 2/1    |        |
      | boost | enhancement |       |        | 2      |
      | f1    | action      |       |        |        |
      | f2    | action      |       |        |        |
      | f3    | action      |       |        |        |
      | f4    | action      |       |        |        |
    And the test cards:
      | id    | type   | category | subtype    | range | damage | cost |
      | heavy | attack |          | full_power | 3-4   | 3/1    |      |
      | trick | attack | trump    |            | 3-4   | 4/1    | 0    |
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

  @clause:C-9-4 @card:NA-07-shinra-O-N-1
  Scenario: Argue (NA-07-shinra-O-N-1) puts the top 2 cards of the opponent's deck face-down instead of dealing damage
    Given A has "Argue" (NA-07-shinra-O-N-1) in hand
    And B's deck is f1, f2, f3 from the top
    And B has aura 3, life 10
    When A uses "Argue"
    Then B has aura 3, life 10
    And "B:f1" is in B's face-down pile
    And "B:f2" is in B's face-down pile
    And "f3" is on top of B's deck
    And the ruling cites "C 9-4 v"

  @clause:C-9-4 @card:NA-07-shinra-O-N-1
  Scenario: Argue (NA-07-shinra-O-N-1) deals its damage when the opponent's deck holds fewer than 2 cards
    Given A has "Argue" (NA-07-shinra-O-N-1) in hand
    And B's deck is f1 from the top
    And B has aura 3, life 10
    When A uses "Argue"
    Then B has aura 1, life 10
    And B has 1 card in deck

  @clause:C-9-4 @card:NA-07-shinra-O-N-2
  Scenario: Protest (NA-07-shinra-O-N-2) nullifies the damage of a normal attack dealing 3 or more to the aura, and the attacker draws
    Given B has "Protest" (NA-07-shinra-O-N-2) in hand
    And A holds slash in hand
    And A's deck is f1 from the top
    And A has aura 3, life 10
    And B has aura 3, life 10
    When A uses "slash"
    And B reacts with "Protest"
    Then A has aura 2
    And "A:f1" is in A's hand
    And B has aura 3, life 10
    And the ruling cites "C 9-4 iv"

  @clause:C-9-4 @card:NA-07-shinra-O-N-2
  Scenario: Protest (NA-07-shinra-O-N-2) leaves the damage of an attack dealing less than 3 to the aura
    Given B has "Protest" (NA-07-shinra-O-N-2) in hand
    And A holds jab in hand
    And A has aura 3, life 10
    And B has aura 3, life 10
    When A uses "jab"
    And B reacts with "Protest"
    And A takes the damage on aura
    And B takes the damage on aura
    Then B has aura 1, life 10

  @clause:C-9-4 @card:NA-07-shinra-O-N-2
  Scenario: Protest (NA-07-shinra-O-N-2) leaves the damage of a trump attack
    Given B has "Protest" (NA-07-shinra-O-N-2) in hand
    And A has the unused trump "trick"
    And A has aura 3, life 10
    And B has aura 5, life 10
    When A uses "trick"
    And B reacts with "Protest"
    And A takes the damage on aura
    And B takes the damage on aura
    Then B has aura 1, life 10

  @clause:A-5-2 @card:NA-07-shinra-O-N-3
  Scenario: Sophism (NA-07-shinra-O-N-3), divine: the top 3 cards of the opponent's deck go face-down after the attack
    Given a duel in A's main phase with a full-power action
    And the distance is 4
    And A has Shinra with the divine stratagem
    And A has "Sophism" (NA-07-shinra-O-N-3) in hand
    And B's deck is f1, f2, f3, f4 from the top
    And B has life 10
    When A uses "Sophism"
    Then B has life 9
    And B has 3 cards in face-down pile
    And "f4" is on top of B's deck
    And A must decide stratagem

  @clause:A-5-2 @card:NA-07-shinra-O-N-3
  Scenario: Sophism (NA-07-shinra-O-N-3), devious: a card of the opponent's discard pile is used, and returns there
    Given a duel in A's main phase with a full-power action
    And A has Shinra with the devious stratagem
    And A has "Sophism" (NA-07-shinra-O-N-3) in hand
    And B's discard pile holds "Agitate" (NA-07-shinra-O-N-5)
    And the distance is 5
    And B has aura 3, life 10
    When A uses "Sophism"
    Then A must decide use_card
    And the options are exactly use B:Agitate, decline
    When A uses "B:Agitate"
    Then the distance is 4
    And B has aura 4
    And A must decide stratagem
    When A prepares the divine stratagem
    And A prepares the devious stratagem
    Then "Agitate" is in B's discard pile
    And A's stratagem is devious, prepared

  @clause:A-5-2 @card:NA-07-shinra-O-N-3
  Scenario: Sophism (NA-07-shinra-O-N-3) used through Sophism executes the same devious stratagem, not yet replaced
    Given a duel in A's main phase with a full-power action
    And A has Shinra with the devious stratagem
    And A has "Sophism" (NA-07-shinra-O-N-3) in hand
    And B's discard pile holds "Sophism" (NA-07-shinra-O-N-3), "Agitate" (NA-07-shinra-O-N-5)
    And the distance is 4
    And B has aura 3, life 10
    When A uses "Sophism"
    And A uses "B:Sophism"
    Then A's stratagem is devious, revealed
    And A must decide use_card
    And the options are exactly use B:Agitate, decline
    When A uses "B:Agitate"
    Then the distance is 3
    And B has aura 4
    When A prepares the divine stratagem
    Then A must decide stratagem
    When A prepares the devious stratagem
    Then A must decide stratagem
    When A prepares the divine stratagem
    Then A's stratagem is divine, prepared
    And B has life 8
    And "Sophism" is in B's discard pile
    And "Sophism" is in A's discard pile

  @clause:C-9-2-2 @card:NA-07-shinra-O-N-4
  Scenario: Replicate (NA-07-shinra-O-N-4) uses an attack card of the opponent's hand against them
    Given A has "Replicate" (NA-07-shinra-O-N-4) in hand
    And B holds slash, f1 in hand
    And B has aura 3, life 10
    When A uses "Replicate"
    Then A must decide use_card
    And the options are exactly use B:slash, face-down B:slash, decline
    When A uses "B:slash"
    And B does not react
    And B takes the damage on aura
    Then B has aura 0, life 10
    And "slash" is in B's discard pile
    And A must decide main_action

  @clause:C-10-13 @card:NA-07-shinra-O-N-4
  Scenario: Replicate (NA-07-shinra-O-N-4) puts a full-power attack face-down, and the main phase ends
    Given A has "Replicate" (NA-07-shinra-O-N-4) in hand
    And B holds heavy in hand
    When A uses "Replicate"
    And A puts "B:heavy" face-down
    Then "heavy" is in B's face-down pile
    And the ruling cites "C 10-13"
    And B must decide reshuffle
