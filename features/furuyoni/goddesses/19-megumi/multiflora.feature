@goddess:megumi
Feature: Megumi's Multiflora
  Growth 2, full power. As it deploys, and at her end phase while deployed, she may perform a basic
  action. While deployed, the first time each turn her opponent moves crystals out of the distance
  (by a basic action or an effect of theirs), a crystal goes from the dust to the distance; in the
  opponent's turn the crystals on it do not move.

  @card:NA-19-megumi-O-N-7 @clause:C-9-6
  Scenario: Multiflora (NA-19-megumi-O-N-7): the opponent's first move of the distance's crystals each turn puts one back from the dust
    Given a duel in B's main phase with a standard action
    And A harbors Megumi with soil 3 ungerminated and 0 germinated
    And the distance is 5
    And the dust is 3
    And B has aura 2, concentration 2
    And A has "Multiflora" (NA-19-megumi-O-N-7) deployed with 2 crystals of which 2 are seeds
    When B performs advance paying concentration
    Then the distance is 5
    And the dust is 2
    And B has aura 3
    When B performs advance paying concentration
    Then the distance is 4
    And B has aura 4

  @card:NA-19-megumi-O-N-7 @clause:C-8-3
  Scenario: Multiflora (NA-19-megumi-O-N-7) deployed: at her end phase she may perform a basic action
    Given a duel at the end of A's main phase
    And A harbors Megumi with soil 3 ungerminated and 0 germinated
    And the test cards:
      | id   | type   |
      | leaf | action |
    And B's deck is leaf, leaf from the top
    And the distance is 5
    And A has aura 2
    And A has "Multiflora" (NA-19-megumi-O-N-7) deployed with 2 crystals of which 2 are seeds
    When the position is submitted
    Then A must decide may
    When A accepts
    And A performs retreat by the effect
    Then the distance is 6
    And A has aura 1

  @card:NA-19-megumi-O-N-7 @clause:A-17-6 @clause:C-9-2-3
  Scenario: Multiflora (NA-19-megumi-O-N-7) deploys with its growth seeds, and she may then perform a basic action
    Given a duel in A's main phase with a full-power action
    And A harbors Megumi with soil 2 ungerminated and 3 germinated
    And the distance is 5
    And the dust is 0
    And A has aura 2
    And A has "Multiflora" (NA-19-megumi-O-N-7) in hand
    When A uses "Multiflora"
    And A chooses "2"
    Then A must decide may
    When A accepts
    And A performs advance by the effect
    Then "Multiflora" has 2 crystals of which 2 are seeds
    And the distance is 4
    And A has aura 3

  @card:NA-19-megumi-O-N-7 @clause:C-10-1
  Scenario: Multiflora's (NA-19-megumi-O-N-7) crystals do not move in the opponent's turn
    B's Reap takes 2 crystals off an enhancement of A's she picks: Multiflora keeps its 2.
    Given a duel in B's main phase with a standard action
    And A harbors Megumi with soil 5 ungerminated and 0 germinated
    And the distance is 4
    And the dust is 0
    And A has aura 0, flare 2, life 10
    And A has "Multiflora" (NA-19-megumi-O-N-7) deployed with 2 crystals
    And B has "Reap" (NA-13-utsuro-O-N-3) in hand
    When B uses "Reap"
    Then A must decide choose
    When A chooses "flare"
    And A chooses "flare"
    Then B must decide choose
    When B chooses "A:Multiflora"
    Then "Multiflora" has 2 crystals
    And "Multiflora" is in A's enhancement zone
