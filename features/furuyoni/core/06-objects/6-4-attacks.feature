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

    @clause:C-6-4-1-4
    Scenario: with real cards, Kamukura Legacy paid with 6 flare makes X 6, an aura damage kept at 5 that a full aura may take
      Given a duel in A's main phase with a full-power action
      And A has the unused trump "Kamukura Legacy" (NA-01-yurina-A2-S-1)
      And A has flare 6
      And the distance is 4
      And B has aura 5, life 10
      When A uses "Kamukura Legacy"
      Then B must decide damage
      And the options are exactly aura damage, life damage
      When B takes the damage on aura
      Then B has aura 0, life 10

    @clause:C-6-4-1-4
    Scenario: with real cards, Kamukura Legacy's aura damage kept at 5 still cannot be taken by an aura of 4
      Given a duel in A's main phase with a full-power action
      And A has the unused trump "Kamukura Legacy" (NA-01-yurina-A2-S-1)
      And A has flare 6
      And the distance is 4
      And B has aura 4, life 10
      When A uses "Kamukura Legacy"
      Then B is not asked to choose the damage
      And B has aura 4, life 8

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

    @clause:C-6-4-1-5
    Scenario: with real cards, Glancing Strike's life damage of 1, lowered by Tempest and by Shadow Wall, counts as 0
      Given a duel in B's main phase with a standard action
      And the distance is 4
      And A has "Tempest" (NA-12-raira-A1-N-6) deployed with 2 crystals
      And A has "Shadow Wall" (NA-13-utsuro-O-N-6) in hand
      And B holds "Glancing Strike" (NA-04-tokoyo-O-N-1) in hand
      And A has aura 3, life 10, flare 0
      When B uses "Glancing Strike"
      And A reacts with "Shadow Wall"
      Then A has aura 3, life 10, flare 0

    @clause:C-6-4-1-5
    Scenario: with real cards, Yurina's Final Blow raised by Tenshu Keep deals a life damage of 6, above 5
      Given a duel in A's main phase with a full-power action
      And A has the unused trump "Yurina's Final Blow" (NA-01-yurina-O-S-4)
      And A has "Tenshu Keep" (NA-18-mizuki-O-S-1) deployed with 3 crystals
      And A has flare 5, life 3
      And the distance is 4
      And B has aura 5, life 10
      When A uses "Yurina's Final Blow"
      And B takes the damage on life
      Then B has aura 5, life 4
