@goddess:mizuki
Feature: Mizuki's Tenshu Keep "Hachiryou"
  A terminal reaction enhancement: as it deploys, the attack it answered is nullified; while deployed,
  the attacks of her other goddess's cards and of her soldiers (A 16-3-1) get +0/+1.

  Background:
    Given the test cards:
      | id    | type   | range | damage | user   |
      | jab   | attack | 0-10  | 2/1    |        |
      | slash | attack | 0-10  | 2/1    | yurina |
      | pike  | attack | 0-10  | 2/1    | mizuki |

  @card:NA-18-mizuki-O-S-1 @clause:C-9-4
  Scenario: Tenshu Keep (NA-18-mizuki-O-S-1) as a reaction nullifies the attack it answered
    Given a duel in B's main phase with a standard action
    And the distance is 3
    And the dust is 3
    And A has aura 5, life 10, flare 5
    And A has the unused trump "Tenshu Keep" (NA-18-mizuki-O-S-1)
    And B holds jab in hand
    When B uses "jab"
    And A reacts with "Tenshu Keep"
    And A charges 3 from dust
    Then A has aura 5, life 10, flare 0
    And "Tenshu Keep" is in A's enhancement zone

  @card:NA-18-mizuki-O-S-1 @clause:C-10-15
  Scenario: Tenshu Keep (NA-18-mizuki-O-S-1) deployed gives +0/+1 to her other goddess's attacks, not to Mizuki's
    Given a duel in A's main phase with a standard action
    And A's goddesses are "mizuki" and "yurina"
    And the distance is 3
    And B has aura 5, life 10
    And A has "Tenshu Keep" (NA-18-mizuki-O-S-1) deployed with 3 crystals
    And A holds slash, pike in hand
    When A uses "slash"
    And B takes the damage on life
    Then B has aura 5, life 8
    When A uses "pike"
    And B takes the damage on life
    Then B has aura 5, life 7
