@goddess:korunu
Feature: The vocabulary Korunu's and Utsuro's cards brought, on test cards
  The words added for their cards work on invented cards too: a ban on a basic action, a status that
  keeps a player from taking damage, and a modification for the first non-trump attack of the turn.

  Background:
    Given a duel in A's main phase with a standard action

  @clause:C-1-4 @clause:C-9-6
  Scenario: An enhancement banning the opponent's retreat: retreat is not offered to them
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id   | type        | charge |
      | bind | enhancement | 2      |
    And "bind" has the effect "while_deployed: cannot_basic_action opponent retreat"
    And A has "bind" deployed with 2 crystals
    And the distance is 5
    And B has aura 2, concentration 1
    Then the options do not include retreat by concentration
    And the options include advance by concentration

  @clause:C-1-4 @clause:C-5-8
  Scenario: A used trump with "cannot take damage": an effect's damage is not taken
    Given the test cards:
      | id    | type   | category | cost |
      | ward  | action | trump    | 0    |
      | blast | action |          |      |
    And "ward" has the effect "while_used: cannot_take_damage self"
    And "blast" has the effect "on_use: damage opponent 2/2"
    And B has the used trump "ward"
    And A holds blast in hand
    And B has aura 3, life 10
    When A uses "blast"
    Then B has aura 3, life 10
    And the ruling cites "C 1-4"

  @clause:C-9-4 @clause:C-10-3
  Scenario: first-not-trump: a trump attack does not use up the bonus of the first non-trump attack
    Given the test cards:
      | id   | type        | category | cost | range | damage | charge |
      | big  | attack      | trump    | 0    | 0-10  | 1/1    |        |
      | jab  | attack      | normal   |      | 0-10  | 1/1    |        |
      | edge | enhancement | normal   |      |       |        | 2      |
    And "edge" has the effect "while_deployed@attack_performed first-not-trump: modify own_attacks add +0/+2"
    And A has "edge" deployed with 2 crystals
    And A has the unused trump "big"
    And A holds jab in hand
    And B has aura 5, life 10
    When A uses "big"
    And B takes the damage on life
    Then B has life 9
    When A uses "jab"
    And B takes the damage on life
    Then B has life 6
