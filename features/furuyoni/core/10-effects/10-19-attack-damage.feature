Feature: C 10-19 The damage of an attack
  "The damage of an attack" is the damage the attack object itself has and deals at step v of its
  resolution (C 9-4); damage dealt by its after-attack effects is not the attack's damage, nor is
  damage dealt by other effects (C 10-19). Test cards listen for it with an effect in force
  "@attack_damage": it resolves each time its holder takes 1 or more damage as an attack's damage.

  Background:
    Given a duel in A's main phase with a standard action
    And the distance is 4
    And the test cards:
      | id    | type        | range | damage | charge |
      | gauge | enhancement |       |        | 2      |
      | slash | attack      | 3-5   | 1/1    |        |
      | tap   | attack      | 3-5   | 0/0    |        |
      | sting | action      |       |        |        |
    And "gauge" has the effect "while_deployed@attack_damage: gain_concentration self 1"
    And "tap" has the effect "after_attack: damage opponent.life 1"
    And "sting" has the effect "on_use: damage opponent 1/1"
    And B has "gauge" deployed with 2 crystals
    And B has concentration 0, aura 3, life 10

  @clause:C-10-19
  Rule: the attack's own damage is the damage of the attack

    @clause:C-10-19
    Scenario: the attack's damage taken on life sets off the effect
      Given A holds slash in hand
      When A uses "slash"
      And B takes the damage on life
      Then B has concentration 1, life 9
      And the ruling cites "C 10-19"

    @clause:C-10-19
    Scenario: the attack's damage taken on aura sets it off too
      Given A holds slash in hand
      When A uses "slash"
      And B takes the damage on aura
      Then B has concentration 1, aura 2

    @clause:C-10-19
    Scenario: with real cards, Slash's damage taken on life is an attack's damage: used Chilling Tranquility becomes unused
      Given a duel in B's main phase with a standard action
      And the distance is 4
      And A has the used trump "Chilling Tranquility" (NA-02-saine-A1-S-2)
      And B holds "Slash" (NA-01-yurina-O-N-1) in hand
      And A has aura 5, life 10
      When B uses "Slash"
      And A takes the damage on life
      Then A has life 9
      And "Chilling Tranquility" is an unused trump

  @clause:C-10-19
  Rule: damage from after-attack effects and other effects is not the attack's damage

    @clause:C-10-19
    Scenario: the after-attack effect's damage does not set it off
      Given A holds tap in hand
      When A uses "tap"
      And B takes the damage on life
      Then B has life 9
      And B has concentration 0

    @clause:C-10-19
    Scenario: an action card's damage does not set it off
      Given A holds sting in hand
      When A uses "sting"
      And B takes the damage on life
      Then B has life 9
      And B has concentration 0

    @clause:C-10-19
    Scenario: with real cards, the life damage Prove the Nature deals is no attack's damage: used Chilling Tranquility stays used
      Given a duel in A's main phase with a standard action
      And A has the used trump "Chilling Tranquility" (NA-02-saine-A1-S-2)
      And B has "Prove the Nature" (NA-07-shinra-O-S-4) deployed with 3 crystals
      And B has "Smoke" (NA-03-himika-O-N-7) deployed with 1 crystal
      And A has life 10
      When A ends the main phase
      Then A has life 9
      And "Chilling Tranquility" is a used trump
