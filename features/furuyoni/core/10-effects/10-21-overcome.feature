Feature: C 10-21 Overcome (超克)
  An attack with Overcome has no upper bound on its aura damage: the cap of 5 that the last step of
  the numeric modification order applies (C 6-4-1-4, 5-6 vi) does not apply to it. Overcome is
  printed on an attack card or given to attacks by an effect.

  Every scenario reads the attack's final aura damage with an after-attack effect of the attacker
  that moves that many crystals from the dust to the attacker's flare, and checks the defender's
  damage choice: with an aura of 5, an aura damage of 6 leaves only life damage (C 5-8-3-2).

  Background:
    Given a duel in A's main phase with a standard action
    And the distance is 3
    And the dust is 10
    And B has aura 5
    And the test cards:
      | id        | type        | range | damage | charge | keywords |
      | crusher   | attack      | 0-10  | 4/1    |        | overcome |
      | maul      | attack      | 0-10  | 4/1    |        |          |
      | whetstone | enhancement |       |        | 1      |          |
      | banner    | enhancement |       |        | 1      |          |
    And "crusher" has the effect "after_attack: move dust -> self.flare attack.aura_damage"
    And "maul" has the effect "after_attack: move dust -> self.flare attack.aura_damage"
    And "whetstone" has the effect "while_deployed: modify own_attacks add +2/+0"
    And "banner" has the effect "while_deployed: gain_keyword own_attacks overcome"
    And A has "whetstone" deployed with 1 crystal

  @clause:C-10-21
  Scenario: an attack with Overcome keeps an aura damage above 5
    Given A holds crusher in hand
    When A uses "crusher"
    Then B has aura 5, life 9
    And A has flare 6

  @clause:C-10-21
  Scenario: without Overcome the same modification stops at the cap of 5
    Given A holds maul in hand
    When A uses "maul"
    Then B must decide damage
    And the options include aura damage, life damage

  @clause:C-10-21
  Scenario: without Overcome the after-attack reads the capped aura damage
    Given A holds maul in hand
    When A uses "maul"
    And B takes the damage on life
    Then A has flare 5

  @clause:C-10-21
  Scenario: Overcome given by an effect lifts the cap as the printed keyword does
    Given A holds maul in hand
    And A has "banner" deployed with 1 crystal
    When A uses "maul"
    Then B has aura 5, life 9
    And A has flare 6

  @clause:C-10-21
  Scenario: with real cards, Grand Firmament Crash, with Overcome, keeps an aura damage of 6, which an aura of 5 cannot take
    Given a duel in A's main phase with a standard action
    And A has the unused trump "Grand Firmament Crash" (NA-08-hagane-O-S-1)
    And A has flare 4
    And the turn-start distance was 10
    And the distance is 4
    And B has aura 5, life 10
    When A uses "Grand Firmament Crash"
    Then B is not asked to choose the damage
    And B has aura 5, life 7
