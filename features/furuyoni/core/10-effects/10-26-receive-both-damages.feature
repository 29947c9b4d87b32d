Feature: C 10-26 Receiving both damages
  When an attack with "both damages are received" deals its damage, both its aura damage and its
  life damage are dealt, at the same time: the defender does not choose one of them (C 5-8-3-2), and
  the aura damage is not refused for want of crystals in the aura — as many as there are move
  (C 5-10). Aura damage goes to the dust and life damage to the defender's flare (C 5-8-3-1).

  Background:
    Given a duel in A's main phase with a standard action
    And the distance is 3
    And the test cards:
      | id      | type        | range | damage | charge | keywords     |
      | barrage | attack      | 0-10  | 3/1    |        | both_damages |
      | half    | attack      | 0-10  | 2/-    |        | both_damages |
      | jab     | attack      | 0-10  | 3/1    |        |              |
      | drums   | enhancement |       |        | 1      |              |
    And "drums" has the effect "while_deployed: gain_keyword own_attacks both_damages"

  @clause:C-10-26
  Scenario: both damages are dealt without asking the defender
    Given A holds barrage in hand
    And B has aura 4, life 10, flare 0
    When A uses "barrage"
    Then B is not asked to choose the damage
    And B has aura 1, life 9, flare 1
    And the dust is 3
    And the ruling cites "C 10-26"

  @clause:C-10-26
  Scenario: an aura holding fewer crystals than the aura damage still takes it, as far as it can
    Given A holds barrage in hand
    And B has aura 1, life 10, flare 0
    When A uses "barrage"
    Then B has aura 0, life 9, flare 1
    And the dust is 1

  @clause:C-10-26
  Scenario: a 「-」 side deals nothing while the other side is dealt
    Given A holds half in hand
    And B has aura 3, life 10
    When A uses "half"
    Then B has aura 1, life 10

  @clause:C-10-26
  Scenario: an attack given the property by an effect deals both damages
    Given A holds jab in hand
    And A has "drums" deployed with 1 crystal
    And B has aura 4, life 10, flare 0
    When A uses "jab"
    Then B has aura 1, life 9, flare 1

  @clause:C-10-26
  Scenario: without the property the defender chooses one damage
    Given A holds jab in hand
    And B has aura 4, life 10
    When A uses "jab"
    Then B must decide damage

  @clause:C-10-26
  Scenario: with real cards, Barrage deals both its damages without asking the defender
    Given a duel in A's main phase with a full-power action
    And the distance is 5
    And A holds "Barrage" (NA-03-himika-O-N-4) in hand
    And B has aura 5, life 10, flare 0
    When A uses "Barrage"
    Then B is not asked to choose the damage
    And B has aura 2, life 9, flare 1

  @clause:C-10-26
  Scenario: with real cards, an aura of 1 still takes Barrage's aura damage as far as it can
    Given a duel in A's main phase with a full-power action
    And the distance is 5
    And A holds "Barrage" (NA-03-himika-O-N-4) in hand
    And B has aura 1, life 10, flare 0
    When A uses "Barrage"
    Then B has aura 0, life 9, flare 1
