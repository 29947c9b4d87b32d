Feature: C 6-4 Attacks as objects
  An attack is a non-physical object made by using an Attack card or by an effect that performs
  an attack (C 6-4). Its aura damage is 「-」 or an integer kept between 0 and 5: a value that would
  fall below 0 is 0, and one that would rise above 5 is 5 (C 6-4-1-4). Its life damage is 「-」 or an
  integer that never falls below 0, with no upper bound (C 6-4-1-5). 「-」 is not a number and is not
  changed by modifications.

  Background:
    Given a duel in A's main phase with a standard action
    And the distance is 4
    And the test cards:
      | id     | type        | range | damage | charge |
      | cleave | attack      | 4     | 4/1    |        |
      | tap    | attack      | 4     | 1/1    |        |
      | poke   | attack      | 4     | -/1    |        |
      | crush  | attack      | 4     | -/5    |        |
      | summon | action      |       |        |        |
      | charm  | enhancement |       |        | 1      |
    And A holds cleave, tap, poke, crush, summon in hand

  @clause:C-6-4-1-4
  Rule: an attack's aura damage is kept between 0 and 5

    @clause:C-6-4-1-4
    Scenario: aura damage raised to 6 counts as 5, so a full aura of 5 may take it
      Given "charm" has the effect "while_deployed: modify own_attacks add 2/0"
      And A has "charm" deployed with 1 crystal
      And B has aura 5, life 10
      When A uses "cleave"
      Then B must decide damage
      And the options are exactly aura damage, life damage
      When B takes the damage on aura
      Then B has aura 0, life 10
      And the dust is 5

    @clause:C-6-4-1-4
    Scenario: aura damage capped at 5 still cannot be taken by an aura of 4
      Given "charm" has the effect "while_deployed: modify own_attacks add 2/0"
      And A has "charm" deployed with 1 crystal
      And B has aura 4, life 10
      When A uses "cleave"
      Then B is not asked to choose the damage
      And B has aura 4, life 9, flare 1

    @clause:C-6-4-1-4
    Scenario: an attack performed by an effect with aura damage 6 deals 5
      Given "summon" has the effect "on_use: perform_attack 4 6/1"
      And B has aura 5, life 10
      When A uses "summon"
      Then B must decide damage
      And the options are exactly aura damage, life damage
      When B takes the damage on aura
      Then B has aura 0, life 10
      And the dust is 5

    @clause:C-6-4-1-4
    Scenario: aura damage lowered below 0 counts as 0 and removes no crystal
      Given "charm" has the effect "while_deployed: modify own_attacks add -3/0"
      And A has "charm" deployed with 1 crystal
      And B has aura 2, life 10
      When A uses "tap"
      Then B must decide damage
      When B takes the damage on aura
      Then B has aura 2, life 10, flare 0
      And the dust is 0

    @clause:C-6-4-1-4
    Scenario: a 「-」 aura damage is not raised by a modification
      Given "charm" has the effect "while_deployed: modify own_attacks add 2/0"
      And A has "charm" deployed with 1 crystal
      And B has aura 5, life 10
      When A uses "poke"
      Then B is not asked to choose the damage
      And B has aura 5, life 9, flare 1

  @clause:C-6-4-1-5
  Rule: an attack's life damage never falls below 0 and has no upper bound

    @clause:C-6-4-1-5
    Scenario: life damage lowered below 0 counts as 0
      Given "charm" has the effect "while_deployed: modify own_attacks add 0/-3"
      And A has "charm" deployed with 1 crystal
      And B has aura 0, life 10, flare 0
      When A uses "poke"
      Then B has life 10, flare 0, aura 0

    @clause:C-6-4-1-5
    Scenario: life damage raised to 7 stays 7
      Given "charm" has the effect "while_deployed: modify own_attacks add 0/2"
      And A has "charm" deployed with 1 crystal
      When A uses "crush"
      Then B has life 3, flare 7
