Feature: C 10-35 Increasing and decreasing by X
  "Increase by X" and "decrease by X" mean different things for different values. For a range, every
  element of the range moves up or down by X (C 10-35-1; in the range order of C 5-7 this comes right
  after a replacement of the range). For a charge, the card counts its charge X higher or lower when
  it is used (C 10-35-2; a charge below 0 counts as 0, C 6-2-1-11). For damage, X is added or
  subtracted as an ordinary numeric modification (C 10-35-3), in the add class of C 5-6. "Increase
  or decrease" lets the player pick the direction when the effect resolves.

  Background:
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id     | type        | range | damage | charge |
      | sweep  | attack      | 3-4   | 2/1    |        |
      | calc   | action      |       |        |        |
      | stride | action      |       |        |        |
      | seal   | enhancement |       |        | 2      |
      | tiny   | enhancement |       |        | 1      |
      | lozh   | enhancement |       |        | 1      |
      | boon   | enhancement |       |        | 1      |
      | double | enhancement |       |        | 1      |
      | dull   | enhancement |       |        | 1      |
      | sway   | action      |       |        |        |
      | twist  | action      |       |        |        |
    And "calc" has the effect "on_use: modify own_attacks range shift -1"
    And "stride" has the effect "on_use: modify own_attacks range shift 2"
    And "lozh" has the effect "while_deployed: modify_charge opponent -1"
    And "boon" has the effect "while_deployed: modify_charge self 1"
    And "double" has the effect "while_deployed: modify own_attacks multiply 2/1"
    And "dull" has the effect "while_deployed: modify own_attacks add -1/+0"
    And "sway" has the effect "on_use: modify own_attacks range shift 1 either_way"
    And "twist" has the effect "on_use: modify own_attacks add +1/+0 either_way"

  @clause:C-10-35 @clause:C-10-35-1
  Rule: a range increased or decreased moves every element

    @clause:C-10-35 @clause:C-10-35-1
    Scenario: range 3-4 decreased by 1 reaches distance 2
      Given the distance is 2
      And A holds calc, sweep in hand
      When A uses "calc"
      And A uses "sweep"
      Then B must decide damage

    @clause:C-10-35-1
    Scenario: range 3-4 decreased by 1 no longer reaches distance 4
      Given the distance is 4
      And A holds calc, sweep in hand
      When A uses "calc"
      And A tries to use "sweep"
      Then the action is illegal citing "C 9-4-1"

    @clause:C-10-35-1
    Scenario: range 3-4 increased by 2 reaches distance 6 but no longer 3 or 4
      Given the distance is 6
      And A holds stride, sweep in hand
      When A uses "stride"
      And A uses "sweep"
      Then B must decide damage

    @clause:C-10-35-1
    Scenario: range 3-4 increased by 2 does not keep its old element 4
      Given the distance is 4
      And A holds stride, sweep in hand
      When A uses "stride"
      And A tries to use "sweep"
      Then the action is illegal citing "C 9-4-1"

    @clause:C-10-35 @clause:C-10-35-1
    Scenario: with real cards, Calculate shifts Slash's range 3-4 one closer: it reaches distance 2
      Given a duel in A's main phase with a standard action
      And A harbors Akina with market price 2
      And A has "Calculate" (NA-23-akina-O-N-5) in hand
      And A holds "Slash" (NA-01-yurina-O-N-1) in hand
      And the distance is 2
      And B has aura 3, life 10
      When A uses "Calculate"
      And A uses "Slash"
      And B takes the damage on aura
      Then B has aura 0, life 10

    @clause:C-10-35 @clause:C-10-35-1
    Scenario: with real cards, the range Calculate shifted no longer reaches distance 4
      Given a duel in A's main phase with a standard action
      And A harbors Akina with market price 2
      And A has "Calculate" (NA-23-akina-O-N-5) in hand
      And A holds "Slash" (NA-01-yurina-O-N-1) in hand
      And the distance is 4
      When A uses "Calculate"
      And A tries to use "Slash"
      Then the action is illegal citing "C 9-4-1"

  @clause:C-10-35 @clause:C-10-35-2
  Rule: a charge increased or decreased counts so when the card is used

    Background:
      Given A has aura 0

    @clause:C-10-35-2
    Scenario: the opponent's decrease makes a charge of 2 take one crystal
      Given the dust is 5
      And A holds seal in hand
      And B has "lozh" deployed with 1 crystal
      When A uses "seal"
      Then "seal" has 1 crystal
      And the ruling cites "C 10-35-2"

    @clause:C-10-35-2
    Scenario: an own increase makes a charge of 2 take three crystals
      Given the dust is 5
      And A holds seal in hand
      And A has "boon" deployed with 1 crystal
      When A uses "seal"
      Then "seal" has 3 crystals

    @clause:C-10-35-2
    Scenario: the decrease does not touch the effect holder's own cards
      Given the dust is 5
      And A holds seal in hand
      And A has "lozh" deployed with 1 crystal
      When A uses "seal"
      Then "seal" has 2 crystals

    @clause:C-10-35-2 @clause:C-6-2-1-11
    Scenario: a charge of 1 decreased by 1 takes nothing and the card is destroyed at once
      Given the dust is 5
      And A holds tiny in hand
      And B has "lozh" deployed with 1 crystal
      When A uses "tiny"
      Then "tiny" is in A's discard pile
      And the dust is 5

    @clause:C-10-35 @clause:C-10-35-2
    Scenario: with real cards, Flower Harvest's charge of 3 is smaller by the mirror count of 2 and takes one crystal
      Given a duel in A's main phase with a standard action
      And A has "Flower Harvest" (NA-16-yatsuha-O-N-7) in hand
      And the dust is 0
      And A has aura 3, flare 0, life 10
      And B has aura 3, flare 0, life 9
      When A uses "Flower Harvest"
      Then "Flower Harvest" has 1 crystal
      And A has aura 2

  @clause:C-10-35 @clause:C-10-35-3
  Rule: a damage increased or decreased is an ordinary addition, after multiplications

    @clause:C-10-35-3
    Scenario: 2/1 doubled then decreased by 1 is 3/2
      Given the distance is 3
      And A holds sweep in hand
      And A has "double" deployed with 1 crystal
      And A has "dull" deployed with 1 crystal
      And B has aura 5
      When A uses "sweep"
      And B takes the damage on aura
      Then B has aura 2

    @clause:C-10-35 @clause:C-10-35-3
    Scenario: with real cards, Regainah uses Slash from the discard pile with its aura damage increased by 1
      Given a duel in A's main phase with a full-power action
      And A has "Regainah" (NA-10-kururu-O-N-5) in hand
      And A has "Smoke" (NA-03-himika-O-N-7) deployed with 1 crystal
      And A's discard pile holds "Cut Down" (NA-02-saine-O-N-2), "Slash" (NA-01-yurina-O-N-1)
      And the distance is 4
      And B has aura 5, life 10
      When A uses "Regainah"
      Then A must decide use_card
      When A uses "Slash"
      Then A must decide choose
      When A chooses "aura+1"
      And B takes the damage on aura
      Then B has aura 1, life 10

  @clause:C-10-35
  Rule: "increase or decrease" lets the player pick

    @clause:C-10-35
    Scenario: the player is asked which way
      Given the distance is 2
      And A holds sway, sweep in hand
      When A uses "sway"
      Then A must decide choose
      And the options are exactly choose increase, choose decrease

    @clause:C-10-35
    Scenario: a range decreased by the player's pick reaches distance 2
      Given the distance is 2
      And A holds sway, sweep in hand
      When A uses "sway"
      And A chooses "decrease"
      And A uses "sweep"
      Then B must decide damage

    @clause:C-10-35
    Scenario: a range increased by the player's pick does not reach distance 2
      Given the distance is 2
      And A holds sway, sweep in hand
      When A uses "sway"
      And A chooses "increase"
      And A tries to use "sweep"
      Then the action is illegal citing "C 9-4-1"

    @clause:C-10-35 @clause:C-10-35-3
    Scenario: a damage decreased by the player's pick
      Given the distance is 3
      And B has aura 5
      And A holds twist, sweep in hand
      When A uses "twist"
      And A chooses "decrease"
      And A uses "sweep"
      And B takes the damage on aura
      Then B has aura 4
