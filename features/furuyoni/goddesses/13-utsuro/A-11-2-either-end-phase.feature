@goddess:utsuro
Feature: A 11-2 at the opponent's end phase
  Reverberation Device: Kururu-Type reads the dust at either player's end phase, not only its holder's.

  @clause:A-11-2 @card:NA-13-utsuro-A1-S-1
  Scenario: The device revives the shadow of the end at the opponent's end phase too
    Given a duel in B's end phase
    And the test cards:
      | id    | type        | charge |
      | guard | enhancement | 2      |
    And A has the used trump "Reverberation Device: Kururu-Type" (NA-13-utsuro-A1-S-1)
    And A's extra zone holds "желание" (NA-13-utsuro-A1-S-1-Ex1), "Shadow of Annihilation That Opposes All Creation" (NA-13-utsuro-A1-S-1-Ex2), "Perish the Self and Haunt the Silence" (NA-13-utsuro-A1-S-1-Ex3), "The End Cometh" (NA-13-utsuro-A1-S-1-Ex4)
    And A has "guard" deployed with 2 crystals
    And the dust is 14
    When the position is submitted
    Then "NA-13-utsuro-A1-S-1" is face up in A's out-of-game zone
    And "желание" is a used trump
    And "guard" is face up in A's out-of-game zone
