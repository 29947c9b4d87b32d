@goddess:oboro
Feature: The electronic-warfare zone (A 3-9) and its parts (A 3-4)
  『消失』 Oboro's parts lie in her electronic-warfare zone, assembled or not, and nowhere else; nothing
  but parts lies there. A position that breaks this, or has more than five parts assembled (assembling
  never leaves six or more, A 3-7), is refused. A face-down part is seen only by its own player.

  Background:
    Given a duel in A's main phase with a standard action
    And A harbors "oboro-a2" and "yurina"

  @clause:A-3-9
  Scenario: A part in a hand is refused
    Given A has "Main Part X" (NA-05-oboro-A2-MP-1) in hand
    When the position is submitted
    Then the position is refused citing "A 3-9"

  @clause:A-3-9
  Scenario: A card that is not a part in the electronic-warfare zone is refused
    Given A's unassembled parts are "Steel Strings" (NA-05-oboro-O-N-1)
    When the position is submitted
    Then the position is refused citing "A 3-9"

  @clause:A-3-7
  Scenario: Six assembled parts are refused
    Given A's assembled parts are "Main Part X" (NA-05-oboro-A2-MP-1), "Main Part Y" (NA-05-oboro-A2-MP-2), "Main Part Z" (NA-05-oboro-A2-MP-3), "Custom Part A" (NA-05-oboro-A2-CP-1), "Custom Part B" (NA-05-oboro-A2-CP-2), "Custom Part C" (NA-05-oboro-A2-CP-3)
    When the position is submitted
    Then the position is refused citing "A 3-7"

  @clause:A-3-9
  Scenario: Parts in the electronic-warfare zone are accepted
    Given A's assembled parts are "Main Part X" (NA-05-oboro-A2-MP-1)
    And A's unassembled parts are "Custom Part D" (NA-05-oboro-A2-CP-4)
    When the position is submitted
    Then the position is accepted
