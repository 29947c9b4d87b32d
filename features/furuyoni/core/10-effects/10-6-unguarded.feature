Feature: C 10-6 隙 (unguarded)
  隙 is a while-deployed effect that only enhancement cards have: when its holder takes 1 or more
  damage to the life by any means but a reshuffle, the card is put face-down, and then every
  crystal that was on it goes to 〈Dust〉 (C 10-6). The card leaves the enhancement zone without
  being destroyed, so its on-destruction effects do not resolve. Test cards carry it as the keyword
  "unguarded". The 2018 edition counted only damage from attacks; this edition counts any life
  damage, from an effect as from an attack.
  Our readings: "1 or more damage" is the damage value the player receives, so a 0 damage sets off
  nothing; fatigue (C 10-10) is not a reshuffle, so its life damage sets 隙 off.

  Background:
    Given a duel in A's main phase with a standard action
    And the distance is 4
    And the test cards:
      | id     | type        | range | damage | charge | keywords  |
      | slash  | attack      | 3-5   | 1/1    |        |           |
      | graze  | attack      | 3-5   | 1/0    |        |           |
      | sting  | action      |       |        |        |           |
      | ward   | enhancement |       |        | 2      | unguarded |
      | shield | enhancement |       |        | 2      |           |
    And "ward" has the effect "on_destroy: gain_concentration self 1"
    And "sting" has the effect "on_use: damage opponent.life 1"
    And B has concentration 0, aura 3, life 10

  @clause:C-10-6
  Rule: life damage to its holder puts the card face-down and sends its crystals to the dust

    @clause:C-10-6
    Scenario: the attack's damage taken on life turns the unguarded card face-down, not the other one
      Given B has "ward" deployed with 2 crystals
      And B has "shield" deployed with 2 crystals
      And A holds slash in hand
      When A uses "slash"
      And B takes the damage on life
      Then "ward" is in B's face-down pile
      And "B:shield" has 2 crystals
      And the dust is 2
      And the ruling cites "C 10-6"

    @clause:C-10-6
    Scenario: the card is not destroyed, so its on-destruction effect does not resolve
      Given B has "ward" deployed with 2 crystals
      And A holds slash in hand
      When A uses "slash"
      And B takes the damage on life
      Then B has concentration 0
      And the ruling does not cite "C 9-5"

    @clause:C-10-6
    Scenario: life damage dealt by an effect, not by an attack, sets it off too
      Given B has "ward" deployed with 2 crystals
      And A holds sting in hand
      When A uses "sting"
      Then "ward" is in B's face-down pile
      And B has life 9
      And the dust is 2

    @clause:C-10-6
    Scenario: with real cards, Slash's damage taken on life turns the unguarded Overawe face-down without its destruction attack
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And A holds "Slash" (NA-01-yurina-O-N-1) in hand
      And B has "Overawe" (NA-01-yurina-O-N-6) deployed with 2 crystals
      And B has aura 5, life 10
      When A uses "Slash"
      And B takes the damage on life
      Then "B:Overawe" is in B's face-down pile
      And the dust is 2
      And A has aura 3, life 10
      And the ruling cites "C 10-6"

  @clause:C-10-6
  Rule: nothing happens without 1 or more life damage to the card's own holder

    @clause:C-10-6
    Scenario: the damage taken on aura leaves the card deployed
      Given B has "ward" deployed with 2 crystals
      And A holds slash in hand
      When A uses "slash"
      And B takes the damage on aura
      Then "ward" is in B's enhancement zone
      And "B:ward" has 2 crystals

    @clause:C-10-6
    Scenario: a life damage of 0 leaves the card deployed
      Given B has "ward" deployed with 2 crystals
      And A holds graze in hand
      When A uses "graze"
      And B takes the damage on life
      Then "ward" is in B's enhancement zone
      And B has life 10

    @clause:C-10-6
    Scenario: the opponent's life damage leaves the player's own unguarded card deployed
      Given A has "ward" deployed with 2 crystals
      And A holds slash in hand
      When A uses "slash"
      And B takes the damage on life
      Then "ward" is in A's enhancement zone
      And "A:ward" has 2 crystals

    @clause:C-10-6
    Scenario: with real cards, Slash's damage taken on aura leaves the unguarded Overawe deployed
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And A holds "Slash" (NA-01-yurina-O-N-1) in hand
      And B has "Overawe" (NA-01-yurina-O-N-6) deployed with 2 crystals
      And B has aura 5, life 10
      When A uses "Slash"
      And B takes the damage on aura
      Then "B:Overawe" has 2 crystals

  @clause:C-10-6
  Rule: the life damage of a reshuffle does not set it off, fatigue does

    @clause:C-10-6
    Scenario: the reshuffle's own life damage leaves the card deployed
      Given a duel at the start of turn 4 with B active
      And B has "ward" deployed with 3 crystals
      And B's deck is slash, graze from the top
      When B reshuffles
      Then B has life 9
      And "ward" is in B's enhancement zone
      And "B:ward" has 2 crystals

    @clause:C-10-6
    Scenario: fatigue taken on life turns the card face-down
      Given a duel at the start of turn 4 with B active
      And B has "ward" deployed with 3 crystals
      And B has aura 0
      When B does not reshuffle
      Then B has life 8
      And "ward" is in B's face-down pile
      And the ruling cites "C 10-10"
      And the ruling cites "C 10-6"

    @clause:C-10-6
    Scenario: with real cards, the reshuffle's own life damage leaves the unguarded Overawe deployed
      Given a duel at the start of turn 4 with B active
      And B has "Overawe" (NA-01-yurina-O-N-6) deployed with 3 crystals
      And B's deck is "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2) from the top
      When B reshuffles
      Then B has life 9
      And "B:Overawe" has 2 crystals
