@goddess:misora
Feature: Misora (No. 25) — her cards as printed
  Each scenario names a real card of season na-s9-2 by an English name and its rules id and exercises
  what is distinctive about it. Her aim (A 23-1-1), her rule effects (A 23-2) and pursuit (A 23-4) are
  exemplified in the A-23 features.

  Background:
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id    | type   | range | damage |
      | far7  | attack | 7     | 1/1    |
    And B has aura 5, life 10

  @clause:A-23-1-1 @card:NA-25-misora-O-N-2
  Scenario: Aiming Kick (NA-25-misora-O-N-2) raises the aim by 1 after the attack
    Given A harbors Misora with aim 3
    And the distance is 3
    And A has "Aiming Kick" (NA-25-misora-O-N-2) in hand
    When A uses "Aiming Kick"
    And B takes the damage on aura
    Then A must decide choose
    When A chooses "raise"
    Then A's aim is 4
    And B has aura 3, life 10

  @clause:A-23-1-1 @card:NA-25-misora-O-N-2
  Scenario: Aiming Kick (NA-25-misora-O-N-2) may lower the aim by 1 instead
    Given A harbors Misora with aim 3
    And the distance is 3
    And A has "Aiming Kick" (NA-25-misora-O-N-2) in hand
    When A uses "Aiming Kick"
    And B takes the damage on aura
    And A chooses "lower"
    Then A's aim is 2

  @clause:A-23-1-1 @card:NA-25-misora-O-N-2
  Scenario: Aiming Kick (NA-25-misora-O-N-2) has no aim to change when the aim is none
    Given A harbors Misora with no aim
    And the distance is 3
    And A has "Aiming Kick" (NA-25-misora-O-N-2) in hand
    When A uses "Aiming Kick"
    And B takes the damage on aura
    Then A's aim is none
    And A must decide main_action

  @clause:A-23-1-1 @card:NA-25-misora-O-N-3
  Scenario: Wind Hole (NA-25-misora-O-N-3) draws the distance in when it is farther than the aim
    Given A harbors Misora with aim 3
    And the distance is 4
    And the dust is 2
    And A has "Wind Hole" (NA-25-misora-O-N-3) in hand
    When A uses "Wind Hole"
    And B takes the damage on aura
    Then the distance is 3
    And the dust is 4

  @clause:A-23-1-1 @card:NA-25-misora-O-N-3
  Scenario: Wind Hole (NA-25-misora-O-N-3) gives an aura crystal when the distance equals the aim
    Given A harbors Misora with aim 4
    And the distance is 4
    And the dust is 2
    And A has aura 2, life 10
    And A has "Wind Hole" (NA-25-misora-O-N-3) in hand
    When A uses "Wind Hole"
    And B takes the damage on aura
    Then the distance is 4
    And A has aura 3, life 10

  @clause:A-23-1-1 @card:NA-25-misora-O-N-3
  Scenario: Wind Hole (NA-25-misora-O-N-3) pushes the distance out when it is nearer than the aim
    Given A harbors Misora with aim 5
    And the distance is 2
    And the dust is 2
    And A has "Wind Hole" (NA-25-misora-O-N-3) in hand
    When A uses "Wind Hole"
    And B takes the damage on aura
    Then the distance is 3
    And the dust is 2

  @clause:C-5-2-1 @card:NA-25-misora-O-S-4
  Scenario: Misora's Sky (NA-25-misora-O-S-4) deployed makes the current distance 5 larger
    Given A harbors Misora with no aim
    And the distance is 2
    And A has "Misora's Sky" (NA-25-misora-O-S-4) deployed with 2 crystals
    And A holds far7 in hand
    When A uses "far7"
    And B takes the damage on aura
    Then B has aura 4, life 10

  @clause:A-23-4 @card:NA-25-misora-O-N-4
  Scenario: Twin Arrows (NA-25-misora-O-N-4) makes the opponent discard an attack card from hand
    Given a duel in A's main phase with a full-power action
    And the test cards:
      | id    | type   | range | damage |
      | jab   | attack | 0-10  | 1/1    |
      | f1    | action |       |        |
    And A harbors Misora with aim 6
    And the distance is 6
    And B holds jab, f1 in hand
    And A has "Twin Arrows" (NA-25-misora-O-N-4) in hand
    When A uses "Twin Arrows"
    And B does not react
    Then B must decide choose
    When B chooses "jab"
    Then "jab" is in B's discard pile
    And "f1" is in B's hand

  @clause:A-23-4 @card:NA-25-misora-O-N-4
  Scenario: Twin Arrows (NA-25-misora-O-N-4) puts three cards of the deck face down when no attack card is in hand
    Given a duel in A's main phase with a full-power action
    And the test cards:
      | id    | type   | range | damage |
      | f1    | action |       |        |
      | f2    | action |       |        |
      | f3    | action |       |        |
      | f4    | action |       |        |
      | f5    | action |       |        |
    And A harbors Misora with aim 6
    And the distance is 6
    And B holds f1 in hand
    And B's deck is f2, f3, f4, f5 from the top
    And A has "Twin Arrows" (NA-25-misora-O-N-4) in hand
    When A uses "Twin Arrows"
    And B does not react
    Then B has 3 cards in face-down pile
    And B has 1 card in deck
    And "f1" is in B's hand

  @clause:A-23-3 @card:NA-25-misora-O-N-1
  Scenario: Bow Drift (NA-25-misora-O-N-1) has no aura damage while the aim fits, and gives an aura crystal at the aimed distance
    Given A harbors Misora with aim 5
    And the distance is 5
    And the dust is 2
    And A has aura 2, life 10
    And A has "Bow Drift" (NA-25-misora-O-N-1) in hand
    When A uses "Bow Drift"
    Then B has aura 5, life 9
    And A has aura 3, life 10

  @clause:A-23-3 @card:NA-25-misora-O-N-1
  Scenario: Bow Drift (NA-25-misora-O-N-1) keeps its aura damage when the aim is outside its range
    Given A harbors Misora with aim 8
    And the distance is 5
    And A has aura 2, life 10
    And A has "Bow Drift" (NA-25-misora-O-N-1) in hand
    When A uses "Bow Drift"
    And B takes the damage on aura
    Then B has aura 3, life 10
    And A has aura 2, life 10

  @clause:A-23-4 @card:NA-25-misora-O-S-1
  Scenario: Endless End (NA-25-misora-O-S-1) with two crystals aims at 7 and puts the whole deck face down
    Given the test cards:
      | id    | type   | range | damage |
      | f1    | action |       |        |
      | f2    | action |       |        |
    And A harbors Misora with aim 7
    And the distance is 2
    And A has flare 2
    And A has the unused trump "Endless End" (NA-25-misora-O-S-1)
    And "Endless End" has 2 crystals on it
    And B's deck is f1, f2 from the top
    When A uses "Endless End"
    Then B has aura 5, life 9
    And B has 2 cards in face-down pile
    And B has 0 cards in deck

  @clause:A-7-2-1 @card:NA-25-misora-O-S-1 @card:NA-09-chikage-O-P-1
  Scenario: Endless End (NA-25-misora-O-S-1) puts every card of the deck face down but a poison, which stays
    The whole deck goes, not its top cards: a poison on top stays in the deck and covers nothing.
    Given the test cards:
      | id    | type   | range | damage |
      | f1    | action |       |        |
      | f2    | action |       |        |
    And A harbors Misora with aim 7
    And the distance is 2
    And A has flare 2
    And A has the unused trump "Endless End" (NA-25-misora-O-S-1)
    And "Endless End" has 2 crystals on it
    And B's deck is "Numbing Agent" (NA-09-chikage-O-P-1), f1, f2 from the top
    When A uses "Endless End"
    Then B has 2 cards in face-down pile
    And B has 1 card in deck
    And "Numbing Agent" is on top of B's deck

  @clause:A-23-4 @card:NA-25-misora-O-S-1
  Scenario: Endless End (NA-25-misora-O-S-1) without crystals reaches only an aim of 3 and leaves the deck
    Given the test cards:
      | id    | type   | range | damage |
      | f1    | action |       |        |
    And A harbors Misora with aim 5
    And the distance is 3
    And A has flare 2
    And A has the unused trump "Endless End" (NA-25-misora-O-S-1)
    When A tries to use "Endless End"
    Then the action is illegal citing "A 23-4"

  @clause:A-23-4 @card:NA-25-misora-O-S-1
  Scenario: Endless End (NA-25-misora-O-S-1) with X below 7 leaves the deck
    Given the test cards:
      | id    | type   | range | damage |
      | f1    | action |       |        |
    And A harbors Misora with aim 3
    And the distance is 8
    And A has flare 2
    And A has the unused trump "Endless End" (NA-25-misora-O-S-1)
    And B's deck is f1 from the top
    When A uses "Endless End"
    Then B has aura 5, life 9
    And B has 1 card in deck

  @clause:C-8-3-1 @card:NA-25-misora-O-S-1
  Scenario: Endless End (NA-25-misora-O-S-1), used, takes a crystal at her end phase and becomes unused
    Given a duel in A's end phase
    And A harbors Misora with aim 3
    And the dust is 2
    And A has the used trump "Endless End" (NA-25-misora-O-S-1)
    When the position is submitted
    And A resolves "Endless End" first
    Then "Endless End" has 1 crystal
    And "Endless End" is an unused trump

  @clause:C-10-9 @card:NA-25-misora-O-S-3
  Scenario: Raised Shadow (NA-25-misora-O-S-3) nullifies a normal card's attack whose range holds the aim and seals the card
    Given a duel in B's main phase with a standard action
    And A harbors Misora with aim 4
    And B harbors "yurina" and "saine"
    And the distance is 3
    And the dust is 5
    And A has flare 2
    And A has aura 3, life 10
    And A has the unused trump "Raised Shadow" (NA-25-misora-O-S-3)
    And B has "Slash" (NA-01-yurina-O-N-1) in hand
    When B uses "Slash"
    And A reacts with "Raised Shadow"
    And A charges 3 from dust
    Then "B:NA-01-yurina-O-N-1" is sealed under "Raised Shadow"
    And A has aura 3, life 10

  @clause:C-10-9 @card:NA-25-misora-O-S-3
  Scenario: Raised Shadow (NA-25-misora-O-S-3) does nothing to an attack whose range does not hold the aim
    Given a duel in B's main phase with a standard action
    And A harbors Misora with aim 5
    And B harbors "yurina" and "saine"
    And the distance is 3
    And the dust is 5
    And A has flare 2
    And A has aura 3, life 10
    And A has the unused trump "Raised Shadow" (NA-25-misora-O-S-3)
    And B has "Slash" (NA-01-yurina-O-N-1) in hand
    When B uses "Slash"
    And A reacts with "Raised Shadow"
    And A charges 3 from dust
    And A takes the damage on life
    Then A has aura 3, life 9
    And nothing is sealed under "Raised Shadow"

  @clause:C-7-1-13 @card:NA-25-misora-O-S-3
  Scenario: Raised Shadow (NA-25-misora-O-S-3) destroyed gives the sealed card back to the opponent's discard pile
    Given a duel at the start of turn 3 with A active
    And A harbors Misora with no aim
    And B harbors "yurina" and "saine"
    And A has "Raised Shadow" (NA-25-misora-O-S-3) deployed with 1 crystal
    And B has "Slash" (NA-01-yurina-O-N-1) in hand
    And B's "Slash" is sealed under A's "Raised Shadow"
    When the position is submitted
    Then "B:NA-01-yurina-O-N-1" is in B's discard pile

  @clause:A-23-1-1 @card:NA-25-misora-O-S-2
  Scenario: Tsukumo Cloud (NA-25-misora-O-S-2) deployed makes the current distance her aim
    Given A harbors Misora with aim 7
    And the distance is 2
    And A has "Tsukumo Cloud" (NA-25-misora-O-S-2) deployed with 1 crystal
    And A holds far7 in hand
    When A uses "far7"
    And B takes the damage on aura
    Then B has aura 4, life 10

  @clause:A-23-1-1 @card:NA-25-misora-O-S-2
  Scenario: Tsukumo Cloud (NA-25-misora-O-S-2) leaves the distance as it is while she has no aim
    Given A harbors Misora with no aim
    And the distance is 2
    And A has "Tsukumo Cloud" (NA-25-misora-O-S-2) deployed with 1 crystal
    And A holds far7 in hand
    When A tries to use "far7"
    Then the action is illegal citing "C 9-4-1"

  @clause:C-9-6 @card:NA-25-misora-O-S-2
  Scenario: Tsukumo Cloud (NA-25-misora-O-S-2) deployed forbids her to advance
    Given A harbors Misora with aim 3
    And the distance is 5
    And A has concentration 1
    And A has "Tsukumo Cloud" (NA-25-misora-O-S-2) deployed with 1 crystal
    When A tries to perform advance paying concentration
    Then the action is illegal citing "C 9-6"

  @clause:C-5-2-1 @card:NA-25-misora-O-S-4
  Scenario: Misora's Sky (NA-25-misora-O-S-4) destroyed moves a crystal each from the opponent's life, aura and flare to the distance
    Given a duel at the start of turn 3 with A active
    And A harbors Misora with no aim
    And the distance is 2
    And B has aura 3, life 8
    And B has flare 2
    And A has "Misora's Sky" (NA-25-misora-O-S-4) deployed with 1 crystal
    When the position is submitted
    Then B has aura 2, life 7
    And B has flare 1
    And the distance is 5

  @clause:C-10-37 @card:NA-25-misora-O-N-7
  Scenario: Wings of the Sky (NA-25-misora-O-N-7) deployed moves two crystals from the opponent's aura to the distance
    Given A harbors Misora with no aim
    And the distance is 2
    And the dust is 5
    And A has "Wings of the Sky" (NA-25-misora-O-N-7) in hand
    When A uses "Wings of the Sky"
    And A charges 2 from dust
    Then B has aura 3, life 10
    And the distance is 4

  @clause:C-10-37 @card:NA-25-misora-O-N-7
  Scenario: Wings of the Sky (NA-25-misora-O-N-7) cannot be used beyond its distance limit of 0-3
    Given A harbors Misora with no aim
    And the distance is 4
    And A has "Wings of the Sky" (NA-25-misora-O-N-7) in hand
    When A tries to use "Wings of the Sky"
    Then the action is illegal citing "C 10-37"

  @clause:C-5-2-1 @card:NA-25-misora-O-N-7
  Scenario: Wings of the Sky (NA-25-misora-O-N-7) destroyed makes the distance 1 larger for the turn
    Given a duel at the start of turn 3 with A active
    And the test cards:
      | id    | type   | range | damage |
      | far3  | attack | 3     | 1/1    |
      | f1    | action |       |        |
      | f2    | action |       |        |
    And A harbors Misora with no aim
    And A's deck is f1, f2 from the top
    And B has aura 5, life 10
    And the distance is 2
    And A has "Wings of the Sky" (NA-25-misora-O-N-7) deployed with 1 crystal
    And A holds far3 in hand
    When the position is submitted
    And A does not reshuffle
    And A chooses a standard action
    And A uses "far3"
    And B takes the damage on aura
    Then B has aura 4, life 10
    And the distance is 2

  @clause:A-23-4 @card:NA-25-misora-O-N-6
  Scenario: Pursuit Strike (NA-25-misora-O-N-6) uses an unchosen card of her other goddess with pursuit, which then goes back out of game face down
    Given A harbors Misora with aim 3
    And the distance is 8
    And A's out-of-game zone holds "Slash" (NA-01-yurina-O-N-1)
    And A has "Pursuit Strike" (NA-25-misora-O-N-6) in hand
    When A uses "Pursuit Strike"
    And A chooses "Slash"
    And B takes the damage on aura
    Then B has aura 2, life 10
    And "Slash" is face down in A's out-of-game zone

  @clause:A-23-4 @card:NA-25-misora-O-N-6
  Scenario: Pursuit Strike (NA-25-misora-O-N-6) uses a face-down card with pursuit, which then goes to the discard pile
    Given A harbors Misora with aim 7
    And the distance is 2
    And A's face-down pile holds far7
    And A has "Pursuit Strike" (NA-25-misora-O-N-6) in hand
    When A uses "Pursuit Strike"
    And A chooses "far7"
    And B takes the damage on aura
    Then B has aura 4, life 10
    And "far7" is in A's discard pile

  @clause:A-23-4 @card:NA-25-misora-O-N-6
  Scenario: Pursuit Strike (NA-25-misora-O-N-6) may choose a card whose range misses the aim; its use is illegal and does nothing
    The card is chosen before its use is checked (the FAQ reading of Oboro's Shadow Cloning): with
    pursuit the range check reads the aim, 5, which range 7 misses, so the card stays face down.
    Given A harbors Misora with aim 5
    And the distance is 7
    And A's face-down pile holds far7
    And A has "Pursuit Strike" (NA-25-misora-O-N-6) in hand
    When A uses "Pursuit Strike"
    Then A must decide choose
    When A chooses "far7"
    Then the ruling cites "A 23-4"
    And A must decide main_action
    And "far7" is in A's face-down pile

  @clause:C-10-9 @card:NA-25-misora-O-N-6 @card:NA-25-misora-O-S-3
  Scenario: a card Pursuit Strike (NA-25-misora-O-N-6) used from out of game goes back there instead of being sealed
    Given A harbors Misora with aim 3
    And B harbors Misora with aim 3
    And the distance is 8
    And the dust is 5
    And B has flare 2
    And A's out-of-game zone holds "Slash" (NA-01-yurina-O-N-1)
    And A has "Pursuit Strike" (NA-25-misora-O-N-6) in hand
    And B has the unused trump "Raised Shadow" (NA-25-misora-O-S-3)
    When A uses "Pursuit Strike"
    And A chooses "Slash"
    And B reacts with "Raised Shadow"
    And B charges 3 from dust
    Then "Slash" is face down in A's out-of-game zone
    And nothing is sealed under "B:NA-25-misora-O-S-3"
    And B has aura 5, life 10
