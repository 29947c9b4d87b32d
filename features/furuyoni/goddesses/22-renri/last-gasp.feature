@goddess:renri
Feature: Renri's Last Gasp and Sigiled Robe
  Last Gasp (終端) brings Sigiled Robe from 〈Extra〉 into her trump zone, unused, as it deploys; while
  deployed its crystals move only in her own start phase. Sigiled Robe is a copy (C 10-16) of another
  card by the crystals on her Last Gasp: 3 or more, Immortal Flower; 2, Shake the Mind; 1, желание;
  0 (or no Last Gasp deployed), Kiriko's Sacred Dance.

  Background:
    Given a duel in A's main phase with a standard action
    And B has aura 5, life 10

  @card:NA-22-renri-O-S-4 @clause:C-7-1-12
  Scenario: Renri's Last Gasp (NA-22-renri-O-S-4) deploys bringing Sigiled Robe into the trump zone, unused
    Given A has flare 1
    And the dust is 3
    And A has the unused trump "Renri's Last Gasp" (NA-22-renri-O-S-4)
    And A's extra zone holds "Sigiled Robe" (NA-22-renri-O-S-4-Ex1)
    When A uses "Renri's Last Gasp"
    And A charges 3 from dust
    Then "Sigiled Robe" is an unused trump
    And "Renri's Last Gasp" has 3 crystals

  @card:NA-22-renri-O-S-4 @clause:C-8-1-3
  Scenario: Renri's Last Gasp (NA-22-renri-O-S-4) loses a crystal at her start phase, but none to the opponent's Reap
    Given a duel in B's main phase with a standard action
    And the distance is 4
    And the dust is 0
    And A has aura 0, flare 2, life 10
    And A has "Renri's Last Gasp" (NA-22-renri-O-S-4) deployed with 3 crystals
    And B has "Reap" (NA-13-utsuro-O-N-3) in hand
    When B uses "Reap"
    And A chooses "flare"
    And A chooses "flare"
    And B chooses "A:Renri's Last Gasp"
    Then "Renri's Last Gasp" has 3 crystals

  @card:NA-22-renri-O-S-4 @clause:C-8-1-3
  Scenario: Renri's Last Gasp (NA-22-renri-O-S-4) gives a crystal up in her own start phase
    Given a duel at the start of turn 3 with A active
    And the test cards:
      | id   | type   |
      | leaf | action |
    And A's deck is leaf, leaf from the top
    And A has "Renri's Last Gasp" (NA-22-renri-O-S-4) deployed with 3 crystals
    When the position is submitted
    Then "Renri's Last Gasp" has 2 crystals

  @card:NA-22-renri-O-S-4-Ex1 @clause:C-10-16
  Scenario: Sigiled Robe (NA-22-renri-O-S-4-Ex1) with no Last Gasp deployed is Kiriko's Sacred Dance, an attack 2-3 3/2
    Given the distance is 2
    And A has flare 3
    And A has the unused trump "Sigiled Robe" (NA-22-renri-O-S-4-Ex1)
    When A uses "Sigiled Robe"
    And B takes the damage on life
    Then B has aura 5, life 8
    And A has flare 0

  @card:NA-22-renri-O-S-4-Ex1 @clause:C-10-16
  Scenario: Sigiled Robe (NA-22-renri-O-S-4-Ex1) over a Last Gasp of 3 crystals is Immortal Flower, not Kiriko's Sacred Dance
    Given the distance is 6
    And A has flare 5
    And A has "Renri's Last Gasp" (NA-22-renri-O-S-4) deployed with 3 crystals
    And A has the unused trump "Sigiled Robe" (NA-22-renri-O-S-4-Ex1)
    Then the options include use Sigiled Robe
