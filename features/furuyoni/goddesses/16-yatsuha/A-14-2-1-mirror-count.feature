@goddess:yatsuha
Feature: A 14-2-1 the mirror count (鏡映数)
  The mirror count is how many of aura, flare and life the two players have at the same value; cards of
  Yatsuha read it whenever they need it.

  Background:
    Given a duel in A's main phase with a standard action

  @clause:A-14-2-1 @card:NA-16-yatsuha-O-N-2
  Scenario: The rules' worked example — aura 3/4, flare 4/4, life 5/5 — counts 2 (flare and life)
    Grim Edict is 3/1 and +0/+1 per point of the mirror count, so it deals 3/3 here.
    Given A has "Grim Edict" (NA-16-yatsuha-O-N-2) in hand
    And the distance is 4
    And A has aura 3, flare 4, life 5
    And B has aura 4, flare 4, life 5
    When A uses "Grim Edict"
    And B takes the damage on life
    Then B has life 2, aura 4
    And A has flinched

  @clause:A-14-2-1 @card:NA-16-yatsuha-O-N-2
  Scenario: No value in common counts 0: Grim Edict stays 3/1
    Given A has "Grim Edict" (NA-16-yatsuha-O-N-2) in hand
    And the distance is 4
    And A has aura 3, flare 1, life 6
    And B has aura 4, flare 4, life 5
    When A uses "Grim Edict"
    And B takes the damage on life
    Then B has life 4

  @clause:A-14-2-1 @clause:C-10-21 @card:NA-16-yatsuha-O-S-3
  Scenario: The count is read when the damage is, after the cost is paid: paying 5 flare makes the flares equal
    Before the cost the count is 2 (aura, life); paying the 5 flare leaves both flares at 0, so it is 3
    and Celestial River (3/1, +1/+1 per point) deals 6/4: the aura of 5 cannot take 6, so B takes the 4 on life without being asked.
    Given A has the unused trump "Celestial River of the Six Mirrors" (NA-16-yatsuha-O-S-3)
    And the distance is 5
    And A has aura 5, flare 5, life 5
    And B has aura 5, flare 0, life 5
    When A uses "Celestial River of the Six Mirrors"
    Then B has life 1, aura 5
    And A has flare 0
