@goddess:oboro
Feature: 『消失』 Oboro's part attack instead of the reshuffle (A 3-3, A 3-5)
  A player harboring 『消失』 Oboro who has a main part (デジ設置, A 3-6) assembled may, when she would
  reshuffle, attack with her parts instead: she picks one assembled main part and any number of
  assembled custom parts, reveals them, makes an attack of the category "part" with the main part's
  range, damage, user and text, adds the custom parts' texts for the number revealed (A 3-4-2), returns
  every part to unassembled, and resolves the attack if its range check succeeds; it is removed if not.
  The reshuffle does not happen, so neither its life damage nor its return of cards to the deck.

  Our readings (the rules are silent): what happens "just before" a reshuffle (the installation rule)
  comes first, and the replacement is offered when the reshuffle itself would be performed; revealed
  parts stay face up, since nothing turns them face-down again.

  Background:
    Given a duel at the start of turn 3 with A active
    And the test cards:
      | id      | type   | subtype  | range | damage |
      | jab     | attack |          | 0-10  | 1/1    |
      | poke    | attack |          | 0-10  | 1/1    |
      | parry   | action | reaction |       |        |
      | counter | attack | reaction | 0-10  | 1/1    |
    And "parry" has the effect "on_use: nullify_attack"
    And A harbors "oboro-a2" and "yurina"
    And A's deck is jab, poke from the top
    And A has life 10

  @clause:A-3-3 @clause:A-3-5 @card:NA-05-oboro-A2-MP-1 @card:NA-05-oboro-A2-CP-2
  Scenario: Main Part X (NA-05-oboro-A2-MP-1) attacks instead of the reshuffle; every part is unassembled again
    Given A's assembled parts are "Main Part X" (NA-05-oboro-A2-MP-1), "Custom Part B" (NA-05-oboro-A2-CP-2)
    And A's unassembled parts are "Main Part Y" (NA-05-oboro-A2-MP-2)
    And A's discard pile holds "Steel Strings" (NA-05-oboro-O-N-1)
    And the distance is 4
    And B has aura 3, life 10
    When A reshuffles
    Then A must decide may
    When A accepts
    Then A must decide choose
    And the options are exactly choose Main Part X
    When A chooses "Main Part X"
    Then the options are exactly choose Custom Part B, choose done
    When A chooses "done"
    And B takes the damage on aura
    Then B has aura 1, life 10
    And A has life 10
    And "Steel Strings" is in A's discard pile
    And A has 0 assembled parts
    And A has 3 unassembled parts
    And "Main Part X" is face up
    And "Custom Part B" is face down
    And the ruling does not cite "C 9-7"

  @clause:A-3-3 @card:NA-05-oboro-A2-MP-1
  Scenario: Main Part X (NA-05-oboro-A2-MP-1) out of range: the part attack is removed, and still no reshuffle
    Given A's assembled parts are "Main Part X" (NA-05-oboro-A2-MP-1)
    And A's discard pile holds "Steel Strings" (NA-05-oboro-O-N-1)
    And the distance is 7
    And B has aura 3, life 10
    When A reshuffles
    And A accepts
    And A chooses "Main Part X"
    Then B has aura 3, life 10
    And A has life 10
    And "Steel Strings" is in A's discard pile
    And "Main Part X" is unassembled
    And the ruling cites "C 9-4-1"

  @clause:A-3-3 @card:NA-05-oboro-A2-MP-1
  Scenario: Main Part X (NA-05-oboro-A2-MP-1) assembled: the part attack may be declined, and the reshuffle happens
    Given A's assembled parts are "Main Part X" (NA-05-oboro-A2-MP-1)
    And the distance is 4
    When A reshuffles
    And A declines
    Then A has life 9
    And "Main Part X" is assembled
    And the ruling cites "C 9-7"

  @clause:A-3-3
  Scenario: With only custom parts assembled, no part attack is offered
    Given A's assembled parts are "Custom Part B" (NA-05-oboro-A2-CP-2)
    And the distance is 4
    When A reshuffles
    Then A has life 9
    And "Custom Part B" is assembled
    And A must decide action_kind

  @clause:A-3-3 @clause:A-3-5 @clause:C-10-22 @card:NA-05-oboro-A2-MP-2 @card:NA-05-oboro-A2-CP-1
  Scenario: Main Part Y (NA-05-oboro-A2-MP-2) with Custom Part A: with 2 custom parts revealed, attack cards cannot react
    Given A's assembled parts are "Main Part Y" (NA-05-oboro-A2-MP-2), "Custom Part A" (NA-05-oboro-A2-CP-1), "Custom Part B" (NA-05-oboro-A2-CP-2)
    And B holds parry, counter in hand
    And the distance is 6
    And B has aura 3, life 10
    When A reshuffles
    And A accepts
    And A chooses "Main Part Y"
    And A chooses "Custom Part A"
    And A chooses "Custom Part B"
    Then B must decide reaction
    And the options are exactly decline, use parry
    When B declines
    And B takes the damage on life
    Then B has aura 3, life 8

  @clause:A-3-3 @card:NA-05-oboro-A2-MP-3
  Scenario: Main Part Z (NA-05-oboro-A2-MP-3) flinches the opponent who took its damage on life
    Given A's assembled parts are "Main Part Z" (NA-05-oboro-A2-MP-3)
    And the distance is 1
    And B has aura 3, life 10
    When A reshuffles
    And A accepts
    And A chooses "Main Part Z"
    And B takes the damage on life
    Then B has aura 3, life 10
    And B has flinched

  @clause:A-3-3 @card:NA-05-oboro-A2-MP-3
  Scenario: Main Part Z (NA-05-oboro-A2-MP-3) leaves the opponent who took its damage on aura unflinched
    Given A's assembled parts are "Main Part Z" (NA-05-oboro-A2-MP-3)
    And the distance is 1
    And B has aura 3, life 10
    When A reshuffles
    And A accepts
    And A chooses "Main Part Z"
    And B takes the damage on aura
    Then B has aura 2, life 10
    And B has not flinched
