@goddess:thallya
Feature: Thallya's cards
  Thallya's normal and trump cards, her 『帰還』 form's, and her TransForm cards. Her artificial crystals:
  `machine_crystals` (〈Machine〉), `burned` (〈Burned〉), `distance_plus` / `distance_minus` (tokens in
  〈Distance〉).

  Background:
    Given a duel in A's main phase with a standard action

  @card:NA-11-thallya-O-N-5 @clause:C-5-1-4 @clause:C-10-1
  Scenario: Stunt flinches the opponent and moves two crystals of own aura to own flare
    Given A has aura 3
    And A has flare 0
    And B has not flinched
    And A has "Stunt" (NA-11-thallya-O-N-5) in hand
    When A uses "Stunt"
    Then B has flinched
    And A has aura 1
    And A has flare 2

  @card:NA-11-thallya-O-N-6 @clause:App2 @clause:A-9-5
  Scenario: Roaring (App2): burning two crystals swings concentration and flinches; paying two concentration recovers three
    Given A has concentration 1
    And B has concentration 2
    And A has 3 artificial crystals in the Machine
    And A has 2 burned artificial crystals
    And A has "Roaring" (NA-11-thallya-O-N-6) in hand
    When A uses "Roaring"
    And A accepts
    Then A has concentration 2
    And B has concentration 1
    And B has flinched
    And A now has 1 artificial crystals in the Machine
    And A now has 4 burned artificial crystals
    When A accepts
    Then A has concentration 0
    And A now has 4 artificial crystals in the Machine
    And A now has 1 burned artificial crystals

  @card:NA-11-thallya-O-N-6 @clause:App2 @clause:A-9-5
  Scenario: Roaring with one crystal in the Machine cannot burn two: only the second offer is made
    Given A has concentration 2
    And B has concentration 2
    And A has 1 artificial crystals in the Machine
    And A has 4 burned artificial crystals
    And A has "Roaring" (NA-11-thallya-O-N-6) in hand
    When A uses "Roaring"
    Then B has concentration 2
    And B has not flinched
    When A declines
    Then A has concentration 2
    And A now has 1 artificial crystals in the Machine
    And A now has 4 burned artificial crystals

  @card:NA-11-thallya-O-S-2 @clause:A-9-5
  Scenario: Omega-Burst recovers every burned crystal and nullifies an attack of aura damage up to that many
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id   | type   | range | damage |
      | jab  | attack | 0-10  | 3/1    |
      | bash | attack | 0-10  | 4/1    |
    And A has flare 4
    And A has 1 artificial crystals in the Machine
    And A has 3 burned artificial crystals
    And A has the unused trump "Omega-Burst" (NA-11-thallya-O-S-2)
    And B holds jab in hand
    When B uses "jab"
    And A reacts with "Omega-Burst"
    Then A now has 4 artificial crystals in the Machine
    And A now has 0 burned artificial crystals
    And the ruling cites "C 9-4 ii"
    And A is not asked to choose the damage

  @card:NA-11-thallya-O-S-2 @clause:C-9-4
  Scenario: Omega-Burst does not nullify an attack of more aura damage than the crystals it recovered
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id   | type   | range | damage |
      | bash | attack | 0-10  | 4/1    |
    And A has flare 4
    And A has aura 5
    And A has 2 artificial crystals in the Machine
    And A has 3 burned artificial crystals
    And A has the unused trump "Omega-Burst" (NA-11-thallya-O-S-2)
    And B holds bash in hand
    When B uses "bash"
    And A reacts with "Omega-Burst"
    Then A now has 5 artificial crystals in the Machine
    And A must decide damage

  @card:NA-11-thallya-A1-S-2 @clause:A-9-3
  Scenario: OMNIS-Blaster's X is how often its user's Machine has TransFormed
    Given the distance is 5
    And A has flare 2
    And B has aura 5
    And B has life 10
    And A's Machine holds "NAGA" (TransForm Card 02), "GARUDA" (TransForm Card 03)
    And A has the unused trump "OMNIS-Blaster" (NA-11-thallya-A1-S-2)
    When A uses "OMNIS-Blaster"
    And B takes the damage on life
    Then A has flare 0
    And B has life 8

  @card:NA-11-thallya-A1-S-2 @clause:C-9-3-1 @clause:C-5-9
  Scenario: OMNIS-Blaster with X = 2 cannot be used with 1 flare
    Given the distance is 5
    And A has flare 1
    And A's Machine holds "NAGA" (TransForm Card 02), "GARUDA" (TransForm Card 03)
    And A has the unused trump "OMNIS-Blaster" (NA-11-thallya-A1-S-2)
    When A tries to use "OMNIS-Blaster"
    Then the action is illegal citing "C 9-3-1"

  @card:NA-11-thallya-O-N-2 @clause:A-9-8 @clause:A-9-9
  Scenario: Waving Edge burns a crystal; after the attack up to one basic action, then a maneuver
    Given the distance is 4
    And A has aura 2
    And A has 5 artificial crystals in the Machine
    And A has "Waving Edge" (NA-11-thallya-O-N-2) in hand
    When A uses "Waving Edge"
    Then A now has 4 artificial crystals in the Machine
    And A now has 1 burned artificial crystals
    When B takes the damage on aura
    And A performs advance by the effect
    Then A has aura 3
    And the distance is 3
    When A chooses "back"
    Then A now has 1 +1 tokens in distance
    And A now has 3 artificial crystals in the Machine

  @card:NA-11-thallya-O-N-4 @clause:A-9-8 @clause:A-9-5
  Scenario: Steam Cannon in a standard action: after the attack its user recovers two burned crystals
    Given the distance is 6
    And A has 3 artificial crystals in the Machine
    And A has 2 burned artificial crystals
    And A has "Steam Cannon" (NA-11-thallya-O-N-4) in hand
    When A uses "Steam Cannon"
    Then A now has 2 artificial crystals in the Machine
    And A now has 3 burned artificial crystals
    When B takes the damage on aura
    Then A now has 4 artificial crystals in the Machine
    And A now has 1 burned artificial crystals

  @card:NA-11-thallya-O-N-4 @clause:C-9-1-2
  Scenario: Steam Cannon by a full-power action reaches one farther and deals +2/+2, and recovers nothing
    Given a duel in A's main phase with a full-power action
    And the distance is 8
    And B has aura 5
    And B has life 10
    And A has 3 artificial crystals in the Machine
    And A has 2 burned artificial crystals
    And A has "Steam Cannon" (NA-11-thallya-O-N-4) in hand
    When A uses "Steam Cannon"
    And B takes the damage on life
    Then B has life 7
    And A now has 2 artificial crystals in the Machine
    And A now has 3 burned artificial crystals

  @card:NA-11-thallya-O-N-4 @clause:C-9-1-2
  Scenario: Steam Cannon in a standard action does not reach 8
    Given the distance is 8
    And A has 3 artificial crystals in the Machine
    And A has "Steam Cannon" (NA-11-thallya-O-N-4) in hand
    When A tries to use "Steam Cannon"
    Then the action is illegal citing "C 9-4-1"

  @card:NA-11-thallya-O-N-3 @clause:A-9-8
  Scenario: Shield Charge's aura damage moves the crystals to 〈Distance〉, not to the dust
    Given the distance is 1
    And the dust is 0
    And B has aura 3
    And A has 5 artificial crystals in the Machine
    And A has "Shield Charge" (NA-11-thallya-O-N-3) in hand
    When A uses "Shield Charge"
    And B takes the damage on aura
    Then B has aura 0
    And the distance is 4
    And the dust is 0
    And A now has 4 artificial crystals in the Machine

  @card:NA-11-thallya-O-N-3 @clause:C-5-8-3-1
  Scenario: Shield Charge's life damage moves the crystals to 〈Distance〉, not to the defender's flare
    Given the distance is 1
    And B has life 10
    And B has flare 0
    And B has aura 5
    And A has 5 artificial crystals in the Machine
    And A has "Shield Charge" (NA-11-thallya-O-N-3) in hand
    When A uses "Shield Charge"
    And B takes the damage on life
    Then B has life 8
    And B has flare 0
    And the distance is 3
    And A now has 4 artificial crystals in the Machine

  @card:NA-11-thallya-O-N-3 @clause:A-9-6
  Scenario: Shield Charge moves only as many crystals as 〈Distance〉 has room for, +1 tokens taking places
    Given the distance is 8
    And A has 1 +1 tokens in distance
    And A has 5 -1 tokens in distance
    And B has 3 -1 tokens in distance
    And B has aura 3
    And the dust is 0
    And A has 3 artificial crystals in the Machine
    And A has "Shield Charge" (NA-11-thallya-O-N-3) in hand
    When A uses "Shield Charge"
    And B takes the damage on aura
    Then the distance is 9
    And B has aura 2
    And the dust is 0

  @card:NA-11-thallya-A1-S-1 @clause:A-9-5 @clause:A-9-3
  Scenario: BlackBox NEO recovers a crystal; with none left burned, the second crystal on it TransForms the Machine
    Given A has flare 1
    And the dust is 3
    And A has 4 artificial crystals in the Machine
    And A has 1 burned artificial crystals
    And A has the unused trump "BlackBox NEO" (NA-11-thallya-A1-S-1)
    And "BlackBox NEO" has 1 crystal
    And A's extra zone holds "ASURA" (TransForm Card A1-03)
    When A uses "BlackBox NEO"
    Then A now has 5 artificial crystals in the Machine
    And "ASURA" is in A's Machine
    And "BlackBox NEO" has 0 crystals
    And the dust is 5

  @card:NA-11-thallya-A1-S-1 @clause:C-10-7
  Scenario: BlackBox NEO with burned crystals left puts no crystal on itself; it is terminal, and resurges with 3 or fewer crystals in the Machine
    Given the test cards:
      | id   | type   |
      | card | action |
    And A has flare 1
    And the dust is 3
    And A has 2 artificial crystals in the Machine
    And A has 3 burned artificial crystals
    And A has the unused trump "BlackBox NEO" (NA-11-thallya-A1-S-1)
    And A holds card in hand
    When A uses "BlackBox NEO"
    Then A now has 3 artificial crystals in the Machine
    And "BlackBox NEO" has 0 crystals
    And the dust is 4
    When A tries to use "card"
    Then the action is illegal citing "C 9-2"
    When A ends the main phase
    Then "BlackBox NEO" is an unused trump

  @card:NA-11-thallya-A1-N-5 @clause:A-9-3-1-7 @clause:C-10-9
  Scenario: Quick Change seals a TransForm card without its on-transform effect, and gives its extra basic action
    Given A has aura 3
    And the dust is 0
    And A has concentration 1
    And B has flare 5
    And A has 3 artificial crystals in the Machine
    And A has 2 burned artificial crystals
    And A has "Quick Change" (NA-11-thallya-A1-N-5) in hand
    And A's extra zone holds "NAGA" (TransForm Card 02), "GARUDA" (TransForm Card 03)
    When A uses "Quick Change"
    And A chooses "NAGA"
    Then "NAGA" is sealed under "Quick Change"
    And A now has 4 artificial crystals in the Machine
    And A now has 1 burned artificial crystals
    And B has flare 5
    And A's Machine holds no TransForm card
    And the options include gamma_ray by concentration
    And the options do not include delta_wing by concentration

  @card:NA-11-thallya-A1-N-5 @clause:C-9-5 @clause:C-7-1-13
  Scenario: Quick Change destroyed: the sealed TransForm card goes back to 〈Extra〉
    Given a duel at the start of turn 4 with A active
    And A has "Quick Change" (NA-11-thallya-A1-N-5) deployed with 1 crystal
    And A's "Quick Change" seals "GARUDA" (TransForm Card 03)
    When the position is submitted
    Then "GARUDA" is in A's extra zone
    And "Quick Change" is in A's discard pile
