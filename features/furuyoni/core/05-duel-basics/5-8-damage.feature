Feature: C 5-8 Damage
  Damage is a single value aimed at one zone, or a pair aura/life from which the receiver picks one
  side (C 5-8-1, 5-8-2). Aura and flare damage send crystals to the dust; life damage sends them to
  the receiver's own flare (C 5-8-3-1).

  Background:
    Given a duel in A's main phase with a standard action
    And the distance is 4
    And the test cards:
      | id    | type   | range | damage |
      | slash | attack | 3-4   | 3/1    |
      | poke  | attack | 4     | -/2    |
      | tap   | attack | 4     | 2/-    |
      | feint | attack | 4     | -/-    |
    And A holds slash, poke, tap, feint in hand

  @clause:C-5-8-3-2
  Rule: the receiver chooses aura or life damage

    @clause:C-5-8-3-2 @clause:C-5-8-3-1
    Scenario: with enough aura the defender may take the aura side
      Given B has aura 3, life 10
      And B holds slash in hand
      When A uses "slash"
      And B does not react
      Then B must decide damage
      And the options are exactly aura damage, life damage
      When B takes the damage on aura
      Then B has aura 0, life 10, flare 0
      And the dust is 3

    @clause:C-5-8-3-2 @clause:C-5-8-3-1
    Scenario: life damage moves crystals to the receiver's own flare
      When A uses "slash"
      And B takes the damage on life
      Then B has aura 3, life 9, flare 1
      And the dust is 0

    @clause:C-5-8-3-2
    Scenario: aura cannot be chosen when the aura holds fewer crystals than the aura damage
      Given B has aura 2
      When A uses "slash"
      Then B is not asked to choose the damage
      And B has aura 2, life 9, flare 1
      And the ruling cites "C 5-8-3-2"

    @clause:C-5-8-3-2
    Scenario: a defender holding cards is still not offered the aura side when the aura is short
      Given B has aura 2
      And B holds slash in hand
      When A uses "slash"
      Then B must decide reaction
      When B does not react
      Then B is not asked to choose the damage
      And B has aura 2, life 9

    @clause:C-5-8-3-2 @clause:C-5-8-1
    Scenario: a 「-」 aura side cannot be chosen, so the life side is taken
      When A uses "poke"
      Then B has aura 3, life 8, flare 2

    @clause:C-5-8-3-2 @clause:C-5-8-1
    Scenario: a 「-」 life side cannot be chosen, so the aura side is taken even past the aura
      Given B has aura 1
      When A uses "tap"
      Then B has aura 0, life 10
      And the dust is 1

    @clause:C-5-8-3-2
    Scenario: both sides 「-」: nothing happens
      When A uses "feint"
      Then B has aura 3, life 10, flare 0
      And the ruling cites "C 5-8-3-2"

    @clause:C-5-8-3-2 @clause:C-5-8-3-1
    Scenario: with real cards, with aura 3 the defender may take Slash's 3 on the aura, and the crystals go to the dust
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And A holds "Slash" (NA-01-yurina-O-N-1) in hand
      And B has aura 3, life 10
      When A uses "Slash"
      Then B must decide damage
      And the options are exactly aura damage, life damage
      When B takes the damage on aura
      Then B has aura 0, life 10, flare 0
      And the dust is 3

    @clause:C-5-8-3-2 @clause:C-5-8-3-1
    Scenario: with real cards, with aura 2 Slash's aura side cannot be chosen, and the life damage goes to the defender's flare
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And A holds "Slash" (NA-01-yurina-O-N-1) in hand
      And B has aura 2, life 10, flare 0
      When A uses "Slash"
      Then B is not asked to choose the damage
      And B has aura 2, life 9, flare 1
      And the dust is 0

    @clause:C-5-8-3-2
    Scenario: with real cards, Glancing Strike's 「-」 aura side cannot be chosen, even with a full aura
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And A holds "Glancing Strike" (NA-04-tokoyo-O-N-1) in hand
      And B has aura 5, life 10, flare 0
      When A uses "Glancing Strike"
      Then B is not asked to choose the damage
      And B has aura 5, life 9, flare 1
