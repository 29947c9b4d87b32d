@goddess:megumi
Feature: Megumi's Fruit of Finality
  A trump enhancement (cost 4, charge 2). While deployed: the crystals on it do not move during a main
  phase, either player's; in her start phase, the crystal the default process (C 8-1-3 ii) would move
  from each of her other enhancements to the dust comes to it instead (a seed stays a seed there, as it
  does not change zone, A 17-2-1-1); and at the start of the end phase of a turn in which the seeds on
  it came to number 5, whoever's turn it is, she performs an attack 5 5/5 that is unavoidable and
  cannot be nullified (C 10-23), then all of its crystals go to the dust (its seeds to her soil).

  @card:NA-19-megumi-O-S-3 @clause:C-8-2
  Scenario: Fruit of Finality's (NA-19-megumi-O-S-3) crystals do not move in a main phase
    B's Reap takes 2 crystals off an enhancement of A's she picks: Fruit of Finality keeps its 2.
    Given a duel in B's main phase with a standard action
    And A harbors Megumi with soil 5 ungerminated and 0 germinated
    And the distance is 4
    And the dust is 0
    And A has aura 0, flare 2, life 10
    And A has "Fruit of Finality" (NA-19-megumi-O-S-3) deployed with 2 crystals
    And B has "Reap" (NA-13-utsuro-O-N-3) in hand
    When B uses "Reap"
    Then A must decide choose
    When A chooses "flare"
    And A chooses "flare"
    Then B must decide choose
    When B chooses "A:Fruit of Finality"
    Then "Fruit of Finality" has 2 crystals
    And the dust is 2
    And A has flare 0
    And "Fruit of Finality" is in A's enhancement zone

  @card:NA-19-megumi-O-S-3 @clause:C-8-1-3 @clause:A-17-2-1-1 @clause:A-17-5
  Scenario: Fruit of Finality (NA-19-megumi-O-S-3) takes the start phase's crystals of her other enhancements, a seed as a seed
    Outside the main phase its own crystal leaves as usual, one it held before: here a seed, back to
    her soil. The plain crystal of "sprout" and the seed of "sprig" come to it instead of the dust and
    the soil; "sprig", left with none, is destroyed.
    Given a duel at the start of turn 3 with A active
    And the test cards:
      | id     | type        | charge |
      | sprout | enhancement | 2      |
      | sprig  | enhancement | 1      |
      | leaf   | action      |        |
      | stone  | action      |        |
    And A's deck is leaf, stone from the top
    And A harbors Megumi with soil 2 ungerminated and 0 germinated
    And the dust is 0
    And A has "sprout" deployed with 2 crystals
    And A has "sprig" deployed with 1 crystal of which 1 is seed
    And A has "Fruit of Finality" (NA-19-megumi-O-S-3) deployed with 2 crystals of which 2 are seeds
    When the position is submitted
    Then "Fruit of Finality" has 3 crystals of which 2 are seeds
    And "sprout" has 1 crystal
    And "sprig" is in A's discard pile
    And the dust is 0
    And A's soil holds 3 ungerminated and 0 germinated seeds

  @card:NA-19-megumi-O-S-3 @clause:C-8-1-2 @clause:C-8-1-3
  Scenario: Fruit of Finality (NA-19-megumi-O-S-3) does not take a crystal another effect moves to the dust in the start phase
    "sprout" sends one of its crystals to the dust by its own effect at the start of the start phase
    (C 8-1-2): that one goes to the dust; the one the default process takes from it comes to the Fruit.
    Given a duel at the start of turn 3 with A active
    And the test cards:
      | id     | type        | charge |
      | sprout | enhancement | 3      |
      | leaf   | action      |        |
      | stone  | action      |        |
    And "sprout" has the effect "while_deployed@start_phase: move this -> dust 1"
    And A's deck is leaf, stone from the top
    And A harbors Megumi with soil 5 ungerminated and 0 germinated
    And the dust is 0
    And A has "Fruit of Finality" (NA-19-megumi-O-S-3) deployed with 2 crystals
    And A has "sprout" deployed with 3 crystals
    When the position is submitted
    Then "sprout" has 1 crystal
    And "Fruit of Finality" has 2 crystals
    And the dust is 2

  @card:NA-19-megumi-O-S-3 @clause:C-8-1-3
  Scenario: Fruit of Finality (NA-19-megumi-O-S-3) and a card that sends its own crystals elsewhere: she picks which applies
    Space for Master sends its crystals leaving for the dust to the distance; both replace the same
    move, so the active player picks.
    Given a duel at the start of turn 3 with A active
    And the test cards:
      | id    | type   |
      | leaf  | action |
      | stone | action |
    And A's deck is leaf, stone from the top
    And A harbors Megumi with soil 5 ungerminated and 0 germinated
    And the distance is 5
    And the dust is 0
    And A has "Fruit of Finality" (NA-19-megumi-O-S-3) deployed with 2 crystals
    And A has "Space for Master" (NA-02-saine-O-N-5) deployed with 2 crystals
    When the position is submitted
    Then A must decide choose
    And the options are exactly choose Fruit of Finality, choose Space for Master
    When A chooses "A:Space for Master"
    Then "Space for Master" has 1 crystal
    And "Fruit of Finality" has 1 crystal
    And the distance is 6
    And the dust is 1

  @card:NA-19-megumi-O-S-3 @clause:C-8-1-3 @clause:C-8-3-1 @clause:C-10-5
  Scenario: Fruit of Finality's (NA-19-megumi-O-S-3) seeds come to 5 in her start phase: at her end phase it attacks, then its crystals go
    Given a duel at the start of turn 3 with A active
    And the test cards:
      | id    | type        | charge |
      | sprig | enhancement | 1      |
      | leaf  | action      |        |
      | stone | action      |        |
    And A's deck is leaf, stone from the top
    And A harbors Megumi with soil 0 ungerminated and 0 germinated
    And the distance is 5
    And the dust is 0
    And B has aura 5, life 10
    And A has "Fruit of Finality" (NA-19-megumi-O-S-3) deployed with 5 crystals of which 4 are seeds
    And A has "sprig" deployed with 1 crystal of which 1 is seed
    When the position is submitted
    Then "Fruit of Finality" has 5 crystals of which 5 are seeds
    And the seeds on A's "Fruit of Finality" have come to 5 this turn
    And the dust is 1
    When A does not reshuffle
    And A chooses a standard action
    And A ends the main phase
    Then B must decide damage
    When B takes the damage on aura
    Then B has aura 0, life 10
    And the dust is 6
    And "Fruit of Finality" is a used trump
    And A's soil holds 5 ungerminated and 0 germinated seeds

  @card:NA-19-megumi-O-S-3 @clause:C-8-3-1 @clause:C-10-23
  Scenario: Fruit of Finality's (NA-19-megumi-O-S-3) attack comes though fewer seeds remain, and cannot be nullified
    Its seeds came to 5 earlier this turn; 3 remain. B's reaction would nullify the attack.
    Given a duel in A's end phase
    And the test cards:
      | id    | type   | subtype  |
      | guard | action | reaction |
    And "guard" has the effect "on_use: nullify_attack"
    And B holds guard in hand
    And A harbors Megumi with soil 2 ungerminated and 0 germinated
    And the distance is 5
    And the dust is 0
    And B has aura 2, life 10
    And A has "Fruit of Finality" (NA-19-megumi-O-S-3) deployed with 3 crystals of which 3 are seeds
    And the seeds on A's "Fruit of Finality" have come to 5 this turn
    When the position is submitted
    Then B must decide reaction
    When B reacts with "guard"
    Then the ruling cites "C 10-23"
    And B has aura 2, life 5
    And "Fruit of Finality" is a used trump
    And A's soil holds 5 ungerminated and 0 germinated seeds

  @card:NA-19-megumi-O-S-3 @clause:C-8-3-1
  Scenario: Fruit of Finality (NA-19-megumi-O-S-3) attacks in the opponent's end phase too
    Given a duel in B's end phase
    And A harbors Megumi with soil 0 ungerminated and 0 germinated
    And the distance is 5
    And the dust is 0
    And B has aura 0, life 10
    And A has "Fruit of Finality" (NA-19-megumi-O-S-3) deployed with 5 crystals of which 5 are seeds
    And the seeds on A's "Fruit of Finality" have come to 5 this turn
    When the position is submitted
    Then B has life 5
    And "Fruit of Finality" is a used trump
    And A's soil holds 5 ungerminated and 0 germinated seeds
    And the duel is at start_phase of turn 4 with A active
    And the seeds on A's "Fruit of Finality" have not come to 5 this turn

  @card:NA-19-megumi-O-S-3 @clause:C-8-3-1
  Scenario: Fruit of Finality (NA-19-megumi-O-S-3) with 4 seeds that never came to 5 this turn does not attack
    Given a duel in A's end phase
    And A harbors Megumi with soil 1 ungerminated and 0 germinated
    And the distance is 5
    And the dust is 0
    And B has aura 2, life 10
    And A has "Fruit of Finality" (NA-19-megumi-O-S-3) deployed with 4 crystals of which 4 are seeds
    When the position is submitted
    Then B is not asked to react
    And B has aura 2, life 10
    And "Fruit of Finality" has 4 crystals of which 4 are seeds
    And "Fruit of Finality" is in A's enhancement zone
