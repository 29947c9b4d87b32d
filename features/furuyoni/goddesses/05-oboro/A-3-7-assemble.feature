@goddess:oboro
Feature: Assembling parts (A 3-7) and disassembling them (A 3-8)
  To assemble X parts, the player picks X of her unassembled parts (as many as there are) and marks
  them assembled; should six or more then be assembled, she disassembles them down to five.
  To disassemble down to a number, she picks one assembled part at a time and returns it to
  unassembled, until that many remain.

  Background:
    Given a duel in A's main phase with a standard action
    And A harbors "oboro-a2" and "yurina"
    And the distance is 3
    And B has aura 3, life 10

  @clause:A-3-7 @card:NA-05-oboro-A2-N-1
  Scenario: Holo-Kunai (NA-05-oboro-A2-N-1) assembles one part of its user's choice after its attack
    Given A has "Holo-Kunai" (NA-05-oboro-A2-N-1) in hand
    And A's unassembled parts are "Main Part X" (NA-05-oboro-A2-MP-1), "Custom Part B" (NA-05-oboro-A2-CP-2)
    When A uses "Holo-Kunai"
    And B takes the damage on life
    Then A must decide choose
    And the options are exactly choose Main Part X, choose Custom Part B
    When A chooses "Custom Part B"
    Then "Custom Part B" is assembled
    And "Main Part X" is unassembled

  @clause:A-3-7 @clause:A-3-8 @card:NA-05-oboro-A2-N-1
  Scenario: Holo-Kunai (NA-05-oboro-A2-N-1) assembling a sixth part: one is disassembled again
    Given A has "Holo-Kunai" (NA-05-oboro-A2-N-1) in hand
    And A's assembled parts are "Main Part X" (NA-05-oboro-A2-MP-1), "Main Part Y" (NA-05-oboro-A2-MP-2), "Custom Part A" (NA-05-oboro-A2-CP-1), "Custom Part B" (NA-05-oboro-A2-CP-2), "Custom Part C" (NA-05-oboro-A2-CP-3)
    And A's unassembled parts are "Main Part Z" (NA-05-oboro-A2-MP-3)
    When A uses "Holo-Kunai"
    And B takes the damage on life
    And A chooses "Main Part Z"
    Then A must decide choose
    And the options include choose Main Part Z, choose Custom Part A
    When A chooses "Custom Part A"
    Then A has 5 assembled parts
    And "Custom Part A" is unassembled
    And "Main Part Z" is assembled
    And the ruling cites "A 3-8"

  @clause:A-3-7 @clause:C-5-10 @card:NA-05-oboro-A2-N-1
  Scenario: Holo-Kunai (NA-05-oboro-A2-N-1) with every part assembled assembles nothing
    Given A has "Holo-Kunai" (NA-05-oboro-A2-N-1) in hand
    And A's assembled parts are "Main Part X" (NA-05-oboro-A2-MP-1)
    When A uses "Holo-Kunai"
    And B takes the damage on life
    Then A must decide may
    And A has 1 assembled part

  @clause:A-3-8 @card:NA-05-oboro-A2-S-3
  Scenario: Electronic Shinsho (NA-05-oboro-A2-S-3), used, lets its user rebuild her parts just before a reshuffle
    Given a duel at the start of turn 3 with A active
    And A harbors "oboro-a2" and "yurina"
    And A has the used trump "Electronic Shinsho" (NA-05-oboro-A2-S-3)
    And A's assembled parts are "Custom Part A" (NA-05-oboro-A2-CP-1), "Custom Part B" (NA-05-oboro-A2-CP-2), "Custom Part C" (NA-05-oboro-A2-CP-3)
    And A's unassembled parts are "Main Part X" (NA-05-oboro-A2-MP-1), "Main Part Y" (NA-05-oboro-A2-MP-2)
    And A's face-down pile holds "Rush of Blades" (NA-05-oboro-O-N-3), "Shadow Cloning" (NA-05-oboro-O-N-6), "Sneak Attack" (NA-05-oboro-A1-N-3)
    When A reshuffles
    Then the options are exactly choose installation, choose shinsho
    When A chooses "installation"
    And A declines
    Then A must decide may
    When A accepts
    And A chooses "Custom Part A"
    And A chooses "Custom Part C"
    Then A has 1 assembled part
    And the options are exactly choose Custom Part A, choose Custom Part C, choose Main Part X, choose Main Part Y
    When A chooses "Main Part X"
    And A chooses "Main Part Y"
    Then A has 3 assembled parts
    And "Main Part X" is assembled
    And A must decide may
