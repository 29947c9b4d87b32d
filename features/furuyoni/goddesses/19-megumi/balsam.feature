@goddess:megumi
Feature: Megumi's Balsam — attacks at the start of either main phase
  While deployed, Balsam attacks at the start of each main phase (C 8-2-1): 3-5 2/1 in the opponent's,
  1-3 2/1 in its holder's own. It has 隙 (C 10-6) and growth 2; destroyed, the opponent flinches.

  @card:NA-19-megumi-O-N-6 @clause:C-8-2-1
  Scenario: Balsam (NA-19-megumi-O-N-6) attacks 3-5 2/1 at the start of the opponent's main phase
    Given a duel at the start of B's main phase
    And A harbors Megumi with soil 5 ungerminated and 0 germinated
    And the distance is 4
    And B has aura 5, life 10
    And A has "Balsam" (NA-19-megumi-O-N-6) deployed with 2 crystals
    When B resolves "A:Balsam" first
    And B takes the damage on life
    Then B has aura 5, life 9
    When B chooses a standard action
    Then B must decide main_action

  @card:NA-19-megumi-O-N-6 @clause:C-8-2-1
  Scenario: Balsam (NA-19-megumi-O-N-6) attacks 1-3 2/1 at the start of its holder's main phase, not 3-5
    Given a duel at the start of A's main phase
    And A harbors Megumi with soil 5 ungerminated and 0 germinated
    And the distance is 2
    And B has aura 5, life 10
    And A has "Balsam" (NA-19-megumi-O-N-6) deployed with 2 crystals
    Then the options are exactly standard action, full-power action, first Balsam
    When A resolves "Balsam" first
    Then B must decide damage
    When B takes the damage on aura
    Then B has aura 3, life 10

  @card:NA-19-megumi-O-N-6 @clause:C-9-5
  Scenario: Balsam (NA-19-megumi-O-N-6) destroyed makes the opponent flinch
    Given a duel at the start of turn 3 with A active
    And A harbors Megumi with soil 5 ungerminated and 0 germinated
    And the test cards:
      | id   | type   |
      | leaf | action |
    And A's deck is leaf, leaf from the top
    And A has "Balsam" (NA-19-megumi-O-N-6) deployed with 1 crystal
    When the position is submitted
    Then "Balsam" is in A's discard pile
    And B has flinched
