@goddess:hatsumi
Feature: Hatsumi (No. 17) — her cards as printed
  Each scenario names a real card of season na-s9-2 by an English name and its rules id and exercises
  what is distinctive about it. Tailwind and headwind (A 15-1-1) are exemplified in the A-15 features.

  @clause:A-15-1-1 @card:NA-17-hatsumi-O-N-1
  Scenario: Torpedo (NA-17-hatsumi-O-N-1) gets +2/+2 while tailwind
    Given a duel in A's main phase with a standard action
    And A harbors Hatsumi, tailwind
    And B has aura 5, life 10
    And the distance is 4
    And A has "Torpedo" (NA-17-hatsumi-O-N-1) in hand
    When A uses "Torpedo"
    And B takes the damage on life
    Then B has aura 5, life 8

  @clause:A-15-1-1 @card:NA-17-hatsumi-O-N-1
  Scenario: Torpedo (NA-17-hatsumi-O-N-1) while headwind has no bonus but moves 2 between distance and dust after the attack
    Given a duel in A's main phase with a standard action
    And A harbors Hatsumi, headwind
    And B has aura 5, life 10
    And the distance is 4
    And the dust is 3
    And A has "Torpedo" (NA-17-hatsumi-O-N-1) in hand
    When A uses "Torpedo"
    And B takes the damage on aura
    And A chooses "backward"
    Then B has aura 5, life 10
    And the distance is 6
    And the dust is 1

  @clause:A-15-1-1 @card:NA-17-hatsumi-O-N-4
  Scenario: Tsunami (NA-17-hatsumi-O-N-4) brings a dust crystal to a distance of 4 or less while tailwind
    Given a duel in A's main phase with a standard action
    And A harbors Hatsumi, tailwind
    And B has flare 2
    And the distance is 4
    And the dust is 3
    And A has "Tsunami" (NA-17-hatsumi-O-N-4) in hand
    When A uses "Tsunami"
    Then the distance is 5
    And the dust is 2
    And B has flare 2

  @clause:A-15-1-1 @card:NA-17-hatsumi-O-N-4
  Scenario: Tsunami (NA-17-hatsumi-O-N-4) takes the crystal from the opponent's flare while headwind
    Given a duel in A's main phase with a standard action
    And A harbors Hatsumi, headwind
    And B has flare 2
    And the distance is 3
    And the dust is 3
    And A has "Tsunami" (NA-17-hatsumi-O-N-4) in hand
    When A uses "Tsunami"
    Then the distance is 4
    And the dust is 3
    And B has flare 1

  @clause:A-15-1-1 @card:NA-17-hatsumi-O-N-4
  Scenario: Tsunami (NA-17-hatsumi-O-N-4) does nothing at a distance of 5
    Given a duel in A's main phase with a standard action
    And A harbors Hatsumi, headwind
    And B has flare 2
    And the distance is 5
    And the dust is 3
    And A has "Tsunami" (NA-17-hatsumi-O-N-4) in hand
    When A uses "Tsunami"
    Then the distance is 5
    And B has flare 2

  @clause:A-15-1-1 @card:NA-17-hatsumi-O-N-5
  Scenario: Batten Down (NA-17-hatsumi-O-N-5) gives 3 dust crystals to the aura, a draw, and a hand limit of 3 while headwind
    Given a duel in A's main phase with a full-power action
    And A harbors Hatsumi, headwind
    And A has aura 1
    And the dust is 4
    And A has "Batten Down" (NA-17-hatsumi-O-N-5), "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2) in hand
    And A's deck is "Outrage" (NA-01-yurina-A1-N-6) from the top
    When A uses "Batten Down"
    And A accepts
    Then A has aura 4
    And the dust is 1
    And A has 3 cards in hand
    And B must decide reshuffle

  @clause:A-15-1-1 @card:NA-17-hatsumi-O-N-5
  Scenario: Batten Down (NA-17-hatsumi-O-N-5) leaves the hand limit at 2 while tailwind
    Given a duel in A's main phase with a full-power action
    And A harbors Hatsumi, tailwind
    And A has "Batten Down" (NA-17-hatsumi-O-N-5), "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2) in hand
    And A's deck is "Outrage" (NA-01-yurina-A1-N-6) from the top
    When A uses "Batten Down"
    And A accepts
    Then A has 3 cards in hand
    And A must decide face_down

  @clause:C-9-1-2 @card:NA-17-hatsumi-O-N-2
  Scenario: Torrent (NA-17-hatsumi-O-N-2) used by a full-power action cannot be answered by a normal card and sends its damage to the distance
    Given a duel in A's main phase with a full-power action
    And the test cards:
      | id    | type   | subtype  | category | cost | range | damage |
      | parry | attack | reaction | trump    | 0    | 4     | 0/0    |
      | guard | action | reaction |          |      |       |        |
    And A harbors Hatsumi, headwind
    And B has aura 5, life 10
    And B has the unused trump "parry"
    And B holds guard in hand
    And the distance is 4
    And the dust is 0
    And A has "Torrent" (NA-17-hatsumi-O-N-2) in hand
    When A uses "Torrent"
    Then B must decide reaction
    And the options include use parry
    And the options do not include use guard
    When B does not react
    And B takes the damage on aura
    Then B has aura 3, life 10
    And the distance is 6
    And the dust is 0

  @clause:A-15-1-1 @card:NA-17-hatsumi-O-N-2
  Scenario: Torrent (NA-17-hatsumi-O-N-2) by a standard action gets +1/+1 while tailwind, may be answered, and damages as usual
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id    | type   | subtype  |
      | guard | action | reaction |
    And A harbors Hatsumi, tailwind
    And B has aura 5, life 10
    And B holds guard in hand
    And the distance is 4
    And the dust is 0
    And A has "Torrent" (NA-17-hatsumi-O-N-2) in hand
    When A uses "Torrent"
    Then B must decide reaction
    And the options include use guard
    When B does not react
    And B takes the damage on aura
    Then B has aura 2, life 10
    And the distance is 4
    And the dust is 3

  @clause:A-15-1-1 @card:NA-17-hatsumi-O-N-3
  Scenario: Acid Spray (NA-17-hatsumi-O-N-3) while headwind sends its life damage to the dust
    Given a duel in A's main phase with a standard action
    And A harbors Hatsumi, headwind
    And B has aura 5, life 10, flare 0
    And the distance is 5
    And the dust is 0
    And A has "Acid Spray" (NA-17-hatsumi-O-N-3) in hand
    When A uses "Acid Spray"
    And B takes the damage on life
    Then B has life 9, flare 0
    And the dust is 1

  @clause:A-15-1-1 @card:NA-17-hatsumi-O-N-3
  Scenario: Acid Spray (NA-17-hatsumi-O-N-3) while tailwind sends its life damage to the flare as usual
    Given a duel in A's main phase with a standard action
    And A harbors Hatsumi, tailwind
    And B has aura 5, life 10, flare 0
    And the distance is 5
    And the dust is 0
    And A has "Acid Spray" (NA-17-hatsumi-O-N-3) in hand
    When A uses "Acid Spray"
    And B takes the damage on life
    Then B has life 9, flare 1
    And the dust is 0

  @clause:A-15-1-1 @card:NA-17-hatsumi-O-S-1
  Scenario: Cetacean Ocean (NA-17-hatsumi-O-S-1) while headwind brings 2 dust crystals to the distance and becomes unused again
    Given a duel in A's main phase with a standard action
    And A harbors Hatsumi, headwind
    And A has flare 4
    And A has the unused trump "Cetacean Ocean" (NA-17-hatsumi-O-S-1)
    And B has aura 5, life 10
    And the distance is 4
    And the dust is 3
    When A uses "Cetacean Ocean"
    And B takes the damage on aura
    Then B has aura 2, life 10
    And the distance is 6
    And the dust is 8
    And A has flare 0
    And "Cetacean Ocean" is an unused trump

  @clause:A-15-1-1 @card:NA-17-hatsumi-O-S-1
  Scenario: Cetacean Ocean (NA-17-hatsumi-O-S-1) while tailwind gets +0/+2 and stays used
    Given a duel in A's main phase with a standard action
    And A harbors Hatsumi, tailwind
    And A has flare 4
    And A has the unused trump "Cetacean Ocean" (NA-17-hatsumi-O-S-1)
    And B has aura 5, life 10
    And the distance is 4
    And the dust is 3
    When A uses "Cetacean Ocean"
    And B takes the damage on life
    Then B has aura 5, life 7
    And the distance is 4
    And "Cetacean Ocean" is a used trump

  @clause:C-5-7 @card:NA-17-hatsumi-O-N-6
  Scenario: Compass (NA-17-hatsumi-O-N-6) adds range 5 to its holder's attacks
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id     | type   | range | damage |
      | strike | attack | 3     | 1/1    |
    And A has "Compass" (NA-17-hatsumi-O-N-6) deployed with 3 crystals
    And A holds strike in hand
    And B has aura 5, life 10
    And the distance is 5
    When A uses "strike"
    And B takes the damage on aura
    Then B has aura 4, life 10

  @clause:C-5-7 @card:NA-17-hatsumi-O-N-6
  Scenario: Compass (NA-17-hatsumi-O-N-6) takes range 5 from the opponent's attacks
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id     | type   | range | damage |
      | strike | attack | 4-5   | 1/1    |
    And A has "Compass" (NA-17-hatsumi-O-N-6) deployed with 3 crystals
    And B holds strike in hand
    And the distance is 5
    When B tries to use "strike"
    Then the action is illegal citing "C 9-2-1"

  @clause:C-10-28 @card:NA-17-hatsumi-O-N-6
  Scenario: Compass (NA-17-hatsumi-O-N-6) deployed by both players cancels out
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id     | type   | range | damage |
      | strike | attack | 4-5   | 1/1    |
    And A has "Compass" (NA-17-hatsumi-O-N-6) deployed with 3 crystals
    And B has "Compass" (NA-17-hatsumi-O-N-6) deployed with 3 crystals
    And A holds strike in hand
    And B has aura 5, life 10
    And the distance is 5
    When A uses "strike"
    And B takes the damage on aura
    Then B has aura 4, life 10

  @clause:C-9-1-1-7 @card:NA-17-hatsumi-O-N-6
  Scenario: Compass (NA-17-hatsumi-O-N-6) gives a dust crystal to its holder's aura when destroyed
    Given a duel at the start of turn 3 with A active
    And A has "Compass" (NA-17-hatsumi-O-N-6) deployed with 1 crystal
    And A has aura 2
    And the dust is 0
    When the position is submitted
    Then A has aura 3
    And the dust is 0
    And "Compass" is in A's discard pile

  @clause:A-15-1-1 @card:NA-17-hatsumi-O-S-4
  Scenario: Coxswained Strait (NA-17-hatsumi-O-S-4) while headwind flinches the opponent and discards the attack card on top of their deck
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id     | type   | range | damage |
      | strike | attack | 4     | 1/1    |
    And A harbors Hatsumi, headwind
    And A has flare 2
    And A has the unused trump "Coxswained Strait" (NA-17-hatsumi-O-S-4)
    And B's deck is strike from the top
    When A uses "Coxswained Strait"
    Then B has flinched
    And "strike" is in B's discard pile
    And "Coxswained Strait" is a used trump

  @clause:A-15-1-1 @card:NA-17-hatsumi-O-S-4
  Scenario: Coxswained Strait (NA-17-hatsumi-O-S-4) leaves a card that is not an attack on top of the deck
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id    | type   |
      | focus | action |
    And A harbors Hatsumi, headwind
    And A has flare 2
    And A has the unused trump "Coxswained Strait" (NA-17-hatsumi-O-S-4)
    And B's deck is focus from the top
    When A uses "Coxswained Strait"
    Then B has flinched
    And "focus" is in B's deck

  @clause:A-15-1-1 @card:NA-17-hatsumi-O-S-4
  Scenario: Coxswained Strait (NA-17-hatsumi-O-S-4) does nothing while tailwind
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id     | type   | range | damage |
      | strike | attack | 4     | 1/1    |
    And A harbors Hatsumi, tailwind
    And A has flare 2
    And A has the unused trump "Coxswained Strait" (NA-17-hatsumi-O-S-4)
    And B's deck is strike from the top
    When A uses "Coxswained Strait"
    Then B has not flinched
    And "strike" is in B's deck

  @clause:A-15-1-1 @card:NA-17-hatsumi-O-S-4
  Scenario: Coxswained Strait (NA-17-hatsumi-O-S-4), used, may be used again for free at the start of a headwind turn
    Given a duel at the start of turn 3 with A active
    And the test cards:
      | id     | type   | range | damage |
      | strike | attack | 4     | 1/1    |
    And A harbors Hatsumi, headwind
    And A has flare 0
    And A has the used trump "Coxswained Strait" (NA-17-hatsumi-O-S-4)
    And B's deck is strike from the top
    When the position is submitted
    Then A must decide may
    When A accepts
    Then B has flinched
    And "strike" is in B's discard pile

  @clause:A-15-1-1 @card:NA-17-hatsumi-O-S-4
  Scenario: Coxswained Strait (NA-17-hatsumi-O-S-4), used, offers nothing at the start of a tailwind turn
    Given a duel at the start of turn 3 with A active
    And the test cards:
      | id     | type   | range | damage |
      | strike | attack | 4     | 1/1    |
    And A harbors Hatsumi, tailwind
    And A has the used trump "Coxswained Strait" (NA-17-hatsumi-O-S-4)
    And B's deck is strike from the top
    When the position is submitted
    Then "strike" is in B's deck
    And B has not flinched
