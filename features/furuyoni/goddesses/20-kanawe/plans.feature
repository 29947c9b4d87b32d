@goddess:kanawe
Feature: Kanawe's plan cards — each face's achievement condition
  Each scenario prepares one plan card on the face named, with its crystal in the leftmost box, plays
  a turn and ends it: the crystal advances in the end phase when the condition held (A 18-5).

  Background:
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id     | type        | subtype    | range | damage | charge |
      | strike | attack      |            | 0-10  | 1/1    |        |
      | jab    | attack      |            | 0-10  | 1/1    |        |
      | smash  | attack      |            | 0-10  | 3/1    |        |
      | ward   | enhancement |            |       |        | 3      |
      | gust   | action      |            |       |        |        |
      | leaf   | action      |            |       |        |        |
      | burst  | action      | full_power |       |        |        |
    And "gust" has the effect "on_use: move distance -> dust 1"
    And A harbors Kanawe with the mask on act "O"
    And B's deck is leaf, leaf from the top
    And A has concentration 2

  @clause:A-18-2-1-5 @card:NA-20-kanawe-O-P-1
  Scenario: Stage Combat (NA-20-kanawe-O-P-1) advances after two attacks in the turn
    Given A's prepared plan is "Stage Combat" (NA-20-kanawe-O-P-1) on its front side with its crystal in box 1
    And A holds strike, jab in hand
    And B has aura 0, life 10
    When A uses "strike"
    And A uses "jab"
    And A ends the main phase
    Then A's plan crystal is in box 2

  @clause:A-18-2-1-5 @card:NA-20-kanawe-O-P-1
  Scenario: Stage Combat (NA-20-kanawe-O-P-1) stays after a single attack
    Given A's prepared plan is "Stage Combat" (NA-20-kanawe-O-P-1) on its front side with its crystal in box 1
    And A holds strike in hand
    And B has aura 0, life 10
    When A uses "strike"
    And A ends the main phase
    Then A's plan crystal is in box 1

  @clause:A-18-2-1-5 @card:NA-20-kanawe-O-P-2
  Scenario: Shower of Petals (NA-20-kanawe-O-P-2) advances when 3 crystals leave an aura at once
    Its front asks for one achievement: the plan is achieved at once; from the opening act she picks 1B.
    Given A's prepared plan is "Shower of Petals" (NA-20-kanawe-O-P-2) on its front side with its crystal in box 1
    And A holds smash in hand
    And B has aura 3, life 10
    When A uses "smash"
    And B takes the damage on aura
    And A ends the main phase
    And A chooses "1B"
    Then "Shower of Petals" is in A's achieved zone

  @clause:A-18-2-1-5 @clause:C-10-26 @card:NA-20-kanawe-O-P-2
  Scenario: FAQ (Kanawe, moved at once): an attack dealing both its damages moves its aura and life crystals at once
    A 2/1 attack whose defender receives both damages moves 2 crystals from the aura to the dust and 1
    from the life to the flare as one move: 3 crystals at once.
    Given the test cards:
      | id   | type   | range | damage | keywords     |
      | pair | attack | 0-10  | 2/1    | both_damages |
    And A's prepared plan is "Shower of Petals" (NA-20-kanawe-O-P-2) on its front side with its crystal in box 1
    And A holds pair in hand
    And B has aura 3, life 10
    When A uses "pair"
    Then B has aura 1, life 9
    When A ends the main phase
    And A chooses "1B"
    Then "Shower of Petals" is in A's achieved zone

  @clause:A-18-2-1-5 @clause:C-8-1-3 @card:NA-20-kanawe-O-P-2
  Scenario: Shower of Petals (NA-20-kanawe-O-P-2) counts the start phase's crystals leaving three enhancements as one move
    C 8-1-3 ii moves one crystal of each enhancement to the dust simultaneously: 3 crystals at once.
    Given a duel at the start of turn 3 with A active
    And the test cards:
      | id    | type        | charge |
      | bud   | enhancement | 2      |
      | sprig | enhancement | 2      |
    And A harbors Kanawe with the mask on act "O"
    And A's prepared plan is "Shower of Petals" (NA-20-kanawe-O-P-2) on its front side with its crystal in box 1
    And A has "ward" deployed with 2 crystals
    And A has "bud" deployed with 2 crystals
    And A has "sprig" deployed with 2 crystals
    And A's deck is leaf, gust from the top
    When the position is submitted
    And A does not reshuffle
    Then "ward" has 1 crystal
    When A chooses a standard action
    And A ends the main phase
    And A chooses "1B"
    Then "Shower of Petals" is in A's achieved zone

  @clause:A-18-2-1-5 @clause:C-9-2-3 @card:NA-20-kanawe-O-P-2
  Scenario: Shower of Petals (NA-20-kanawe-O-P-2) on its will side counts a charge taken from the dust and the aura as one move
    C 9-2-3 iii picks the charge's crystals from both zones and then moves them together: 5 at once.
    Given the test cards:
      | id    | type        | charge |
      | vault | enhancement | 5      |
    And A's prepared plan is "Shower of Petals" (NA-20-kanawe-O-P-2) on its will side with its crystal in box 1
    And A holds vault in hand
    And the dust is 2
    And A has aura 3
    When A uses "vault"
    Then "vault" has 5 crystals
    When A ends the main phase
    Then "Shower of Petals" is in A's achieved zone

  @clause:A-18-2-1-5 @card:NA-20-kanawe-O-P-2
  Scenario: Shower of Petals (NA-20-kanawe-O-P-2) stays after a 2/1 attack taken on one side only
    Given the test cards:
      | id   | type   | range | damage |
      | duo  | attack | 0-10  | 2/1    |
    And A's prepared plan is "Shower of Petals" (NA-20-kanawe-O-P-2) on its front side with its crystal in box 1
    And A holds duo in hand
    And B has aura 3, life 10
    When A uses "duo"
    And B takes the damage on aura
    And A ends the main phase
    Then A's plan crystal is in box 1

  @clause:A-18-2-1-5 @card:NA-20-kanawe-O-P-2
  Scenario: Shower of Petals (NA-20-kanawe-O-P-2) does not count 3 crystals put on an enhancement
    Given A's prepared plan is "Shower of Petals" (NA-20-kanawe-O-P-2) on its front side with its crystal in box 1
    And A holds ward in hand
    And the dust is 3
    When A uses "ward"
    And A charges 3 from dust
    And A ends the main phase
    Then "ward" has 3 crystals
    And A's plan crystal is in box 1

  @clause:A-18-2-1-5 @card:NA-20-kanawe-O-P-4
  Scenario: A Vista (NA-20-kanawe-O-P-4) advances after an arrow effect; on its will side it needs two
    Given A's prepared plan is "A Vista" (NA-20-kanawe-O-P-4) on its front side with its crystal in box 1
    And A holds gust in hand
    When A uses "gust"
    And A ends the main phase
    Then A's plan crystal is in box 2

  @clause:A-18-2-1-5 @card:NA-20-kanawe-O-P-4
  Scenario: A Vista (NA-20-kanawe-O-P-4) on its will side stays after one arrow effect
    Given A's prepared plan is "A Vista" (NA-20-kanawe-O-P-4) on its will side with its crystal in box 1
    And A holds gust in hand
    When A uses "gust"
    And A ends the main phase
    Then A's plan crystal is in box 1

  @clause:A-18-2-1-5 @card:NA-20-kanawe-O-P-5
  Scenario: Line Read (NA-20-kanawe-O-P-5) advances after a full-power card was used
    A full-power action ends the main phase after its one card. Line Read's will side asks for two
    achievements.
    Given a duel at the start of A's main phase
    And A harbors Kanawe with the mask on act "O"
    And A's prepared plan is "Line Read" (NA-20-kanawe-O-P-5) on its will side with its crystal in box 1
    And A's deck is leaf, leaf from the top
    And B's deck is leaf, leaf from the top
    And A holds burst in hand
    When A chooses a full-power action
    And A uses "burst"
    Then A's plan crystal is in box 2

  @clause:A-18-2-1-5 @card:NA-20-kanawe-O-P-5
  Scenario: Line Read (NA-20-kanawe-O-P-5) prepared this turn does not advance
    Given a duel at the start of A's main phase
    And A harbors Kanawe with the mask on act "O"
    And A's prepared plan is "Line Read" (NA-20-kanawe-O-P-5) on its will side with its crystal in box 1
    And A's prepared plan was prepared this turn
    And A's deck is leaf, leaf from the top
    And B's deck is leaf, leaf from the top
    And A holds burst in hand
    When A chooses a full-power action
    And A uses "burst"
    Then A's plan crystal is in box 1

  @clause:A-18-2-1-5 @card:NA-20-kanawe-O-P-5
  Scenario: Line Read (NA-20-kanawe-O-P-5) does not count a card without 《全力》 used by a full-power action
    Given a duel at the start of A's main phase
    And A harbors Kanawe with the mask on act "O"
    And A's prepared plan is "Line Read" (NA-20-kanawe-O-P-5) on its will side with its crystal in box 1
    And A's deck is leaf, leaf from the top
    And B's deck is leaf, leaf from the top
    And A holds gust in hand
    When A chooses a full-power action
    And A uses "gust"
    Then A's plan crystal is in box 1

  @clause:A-18-2-1-5 @card:NA-20-kanawe-O-P-6
  Scenario: Mise-en-scène (NA-20-kanawe-O-P-6) advances when the distance is 2 closer and 8 or less
    Given A's prepared plan is "Mise-en-scène" (NA-20-kanawe-O-P-6) on its front side with its crystal in box 1
    And the distance is 10
    And the turn-start distance was 10
    When A performs advance paying concentration
    And A performs advance paying concentration
    And A ends the main phase
    Then the distance is 8
    And A's plan crystal is in box 2

  @clause:A-18-2-1-5 @card:NA-20-kanawe-O-P-6
  Scenario: Mise-en-scène (NA-20-kanawe-O-P-6) stays when the distance moved by 1
    Given A's prepared plan is "Mise-en-scène" (NA-20-kanawe-O-P-6) on its front side with its crystal in box 1
    And the distance is 10
    And the turn-start distance was 10
    When A performs advance paying concentration
    And A ends the main phase
    Then A's plan crystal is in box 1
