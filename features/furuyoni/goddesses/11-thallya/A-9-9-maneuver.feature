@goddess:thallya
Feature: A 9-9 Maneuver
  To maneuver, Thallya's player chooses forward or back. Forward puts an artificial crystal of her
  〈Machine〉 as a -1 token on a sakura crystal of 〈Distance〉 not yet covered (and cannot be chosen when
  every one is covered); back puts one in 〈Distance〉 as a +1 token — unless crystals and +1 tokens there
  already number ten, when nothing moves. Turbo Switch (燃焼) burns one crystal, then maneuvers.

  Background:
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id     | type   | range | damage |
      | reach5 | attack | 5     | 1/1    |
      | reach7 | attack | 7     | 1/1    |

  @clause:A-9-9 @clause:A-9-6 @card:NA-11-thallya-O-N-7
  Scenario: maneuver forward covers a crystal with a -1 token: the distance is one nearer
    Given the distance is 6
    And A has 5 artificial crystals in the Machine
    And A has "Turbo Switch" (NA-11-thallya-O-N-7) in hand
    And A holds reach5 in hand
    When A uses "Turbo Switch"
    And A chooses "forward"
    Then A now has 3 artificial crystals in the Machine
    And A now has 1 burned artificial crystals
    And A now has 1 -1 tokens in distance
    And the distance is 6
    And "Turbo Switch" is in A's discard pile
    When A uses "reach5"
    Then B must decide damage

  @clause:A-9-9 @clause:A-9-6 @card:NA-11-thallya-O-N-7
  Scenario: maneuver back adds a +1 token: the distance is one farther
    Given the distance is 6
    And A has 5 artificial crystals in the Machine
    And A has "Turbo Switch" (NA-11-thallya-O-N-7) in hand
    And A holds reach7 in hand
    When A uses "Turbo Switch"
    And A chooses "back"
    Then A now has 3 artificial crystals in the Machine
    And A now has 1 +1 tokens in distance
    And the distance is 6
    When A uses "reach7"
    Then B must decide damage

  @clause:A-9-9 @clause:A-9-6 @card:NA-11-thallya-O-N-7
  Scenario: the rules' example: maneuver back with ten crystals and +1 tokens in 〈Distance〉 does nothing
    Given the distance is 8
    And A has 2 +1 tokens in distance
    And A has 3 artificial crystals in the Machine
    And A has "Turbo Switch" (NA-11-thallya-O-N-7) in hand
    When A uses "Turbo Switch"
    And A chooses "back"
    Then A now has 2 artificial crystals in the Machine
    And A now has 1 burned artificial crystals
    And A now has 2 +1 tokens in distance
    And the distance is 8
    And the ruling cites "A 9-9"

  @clause:A-9-9 @card:NA-11-thallya-O-N-7
  Scenario: forward cannot be chosen while every crystal of 〈Distance〉 lies under a -1 token
    Given the distance is 2
    And A has 2 -1 tokens in distance
    And A has 3 artificial crystals in the Machine
    And A has "Turbo Switch" (NA-11-thallya-O-N-7) in hand
    When A uses "Turbo Switch"
    Then A now has 1 +1 tokens in distance
    And A now has 2 -1 tokens in distance
    And A now has 1 artificial crystals in the Machine
    And A must decide main_action

  @clause:A-9-9 @card:NA-11-thallya-O-N-1
  Scenario: Burning Steam maneuvers after its attack
    Given the distance is 4
    And A has 5 artificial crystals in the Machine
    And A has "Burning Steam" (NA-11-thallya-O-N-1) in hand
    When A uses "Burning Steam"
    And B takes the damage on aura
    Then A must decide choose
    When A chooses "forward"
    Then A now has 4 artificial crystals in the Machine
    And A now has 1 -1 tokens in distance
    And A now has 0 burned artificial crystals

  @clause:A-9-9 @clause:C-10-8 @card:NA-11-thallya-O-S-1 @card:NA-11-thallya-O-N-7
  Scenario: Alpha-Edge becomes unused at once when its holder's maneuver changes the distance
    Given the distance is 6
    And A has 5 artificial crystals in the Machine
    And A has the used trump "Alpha-Edge" (NA-11-thallya-O-S-1)
    And A has "Turbo Switch" (NA-11-thallya-O-N-7) in hand
    When A uses "Turbo Switch"
    And A chooses "forward"
    Then "Alpha-Edge" is an unused trump
    And the ruling cites "C 10-8"

  @clause:A-9-9 @clause:C-10-8 @card:NA-11-thallya-O-S-1 @card:NA-11-thallya-O-N-7
  Scenario: a maneuver that moves nothing does not change the distance: Alpha-Edge stays used
    Given the distance is 8
    And A has 2 +1 tokens in distance
    And A has 3 artificial crystals in the Machine
    And A has the used trump "Alpha-Edge" (NA-11-thallya-O-S-1)
    And A has "Turbo Switch" (NA-11-thallya-O-N-7) in hand
    When A uses "Turbo Switch"
    And A chooses "back"
    Then "Alpha-Edge" is a used trump
