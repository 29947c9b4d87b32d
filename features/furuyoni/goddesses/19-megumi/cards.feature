@goddess:megumi
Feature: Megumi (No. 19) — her cards as printed
  Each scenario names a real card of season na-s9-2 by an English name and its rules id and exercises
  what is distinctive about it. Her seed crystals, her soil and her enhancement charging (A 17) are
  exemplified in the A-17 features.

  Background:
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id   | type        | charge | range | damage |
      | ward | enhancement | 1      |       |        |
      | far6 | attack      |        | 6     | 1/1    |
    And the test cards:
      | id    | type        | charge | user   |
      | bloom | enhancement | 1      | yurina |
      | bud   | enhancement | 1      | megumi |
    And B has aura 5, life 10

  @clause:A-17-3 @card:NA-19-megumi-O-N-1
  Scenario: Skygleam (NA-19-megumi-O-N-1) is +1/+1 once every seed of her soil has germinated
    Given A harbors Megumi with soil 0 ungerminated and 5 germinated
    And the distance is 5
    And A has "Skygleam" (NA-19-megumi-O-N-1) in hand
    When A uses "Skygleam"
    And B takes the damage on life
    Then B has aura 5, life 8

  @clause:A-17-3 @card:NA-19-megumi-O-N-1
  Scenario: Skygleam (NA-19-megumi-O-N-1) is not strengthened while one seed of her soil is ungerminated
    Given A harbors Megumi with soil 1 ungerminated and 4 germinated
    And the distance is 5
    And A has "Skygleam" (NA-19-megumi-O-N-1) in hand
    When A uses "Skygleam"
    And B takes the damage on life
    Then B has aura 5, life 9

  @clause:A-17-5 @card:NA-19-megumi-O-N-2
  Scenario: Thresh (NA-19-megumi-O-N-2) is +1/+1 while a seed lies on one of her enhancements
    Given A harbors Megumi with soil 4 ungerminated and 0 germinated
    And A has "ward" deployed with 1 crystal of which 1 is seed
    And the distance is 4
    And A has "Thresh" (NA-19-megumi-O-N-2) in hand
    When A uses "Thresh"
    And B takes the damage on life
    Then B has aura 5, life 8

  @clause:A-17-5 @card:NA-19-megumi-O-N-2
  Scenario: Thresh (NA-19-megumi-O-N-2) is not strengthened by crystals on her enhancements that are not seeds
    Given A harbors Megumi with soil 5 ungerminated and 0 germinated
    And A has "ward" deployed with 2 crystals
    And the distance is 4
    And A has "Thresh" (NA-19-megumi-O-N-2) in hand
    When A uses "Thresh"
    And B takes the damage on life
    Then B has aura 5, life 9

  @clause:A-17-2-1-1 @card:NA-19-megumi-O-S-1
  Scenario: Root of Causality (NA-19-megumi-O-S-1) germinates one seed of her soil after the attack
    Given A harbors Megumi with soil 2 ungerminated and 3 germinated
    And A has flare 1
    And the distance is 5
    And A has the unused trump "Root of Causality" (NA-19-megumi-O-S-1)
    When A uses "Root of Causality"
    And B takes the damage on aura
    Then B has aura 4, life 10
    And A's soil holds 1 ungerminated and 4 germinated seeds
    And "Root of Causality" is a used trump

  @clause:C-10-7 @card:NA-19-megumi-O-S-1
  Scenario: Root of Causality (NA-19-megumi-O-S-1) returns to unused in her end phase while no seed of her soil is germinated
    Given a duel at the end of A's main phase
    And A harbors Megumi with soil 5 ungerminated and 0 germinated
    And A has the used trump "Root of Causality" (NA-19-megumi-O-S-1)
    When the position is submitted
    Then "Root of Causality" is an unused trump

  @clause:C-10-7 @card:NA-19-megumi-O-S-1
  Scenario: Root of Causality (NA-19-megumi-O-S-1) stays used while a seed of her soil is germinated
    Given a duel at the end of A's main phase
    And A harbors Megumi with soil 4 ungerminated and 1 germinated
    And A has the used trump "Root of Causality" (NA-19-megumi-O-S-1)
    When the position is submitted
    Then "Root of Causality" is a used trump

  @clause:A-17-6 @clause:A-17-7-1 @card:NA-19-megumi-O-N-5
  Scenario: Reed (NA-19-megumi-O-N-5) takes a seed for its growth, and its seeds make the current distance larger
    Given A harbors Megumi with soil 2 ungerminated and 3 germinated
    And A has aura 3
    And the distance is 3
    And the dust is 2
    And A has "Reed" (NA-19-megumi-O-N-5) in hand
    And A holds far6 in hand
    When A uses "Reed"
    And A chooses "1"
    And A tries to choose "2"
    Then the action is illegal citing "A 17-7-1"
    When A chooses "1"
    Then "Reed" has 2 crystals of which 2 are seeds
    And A's soil holds 1 ungerminated and 2 germinated seeds
    And the distance is 4
    And the dust is 1
    And A has aura 3
    When A uses "far6"
    And B takes the damage on aura
    Then B has aura 4, life 10

  @clause:C-5-2-2 @card:NA-19-megumi-O-N-5
  Scenario: Reed (NA-19-megumi-O-N-5) makes the master distance larger by its seeds, so withdrawing works farther
    Given A harbors Megumi with soil 3 ungerminated and 0 germinated
    And A has "Reed" (NA-19-megumi-O-N-5) deployed with 2 crystals of which 2 are seeds
    And the distance is 2
    And the dust is 2
    And A has concentration 1
    When A performs withdraw paying concentration
    Then the distance is 3
    And the dust is 1

  @clause:C-5-2-1 @card:NA-19-megumi-O-N-5
  Scenario: Reed (NA-19-megumi-O-N-5) with no seed on it leaves the distances as they are
    Given A harbors Megumi with soil 5 ungerminated and 0 germinated
    And A has "Reed" (NA-19-megumi-O-N-5) deployed with 2 crystals
    And the distance is 4
    And A holds far6 in hand
    When A tries to use "far6"
    Then the action is illegal citing "C 9-2-1"

  @clause:A-17-6 @card:NA-19-megumi-O-N-3
  Scenario: Flail (NA-19-megumi-O-N-3) gives her next enhancement of another goddess this turn growth 2
    Given A harbors Megumi with soil 2 ungerminated and 3 germinated
    And A has aura 3
    And the distance is 4
    And the dust is 0
    And A has "Flail" (NA-19-megumi-O-N-3) in hand
    And A holds bloom in hand
    When A uses "Flail"
    And B takes the damage on aura
    Then B has aura 3, life 10
    When A uses "bloom"
    And A chooses "0"
    And A charges 0 from dust
    And A tries to choose "3"
    Then the action is illegal citing "A 17-7-1"
    When A chooses "2"
    Then "bloom" has 3 crystals of which 2 are seeds
    And A's soil holds 1 ungerminated and 2 germinated seeds
    And A has aura 2

  @clause:A-17-6 @card:NA-19-megumi-O-N-3 @card:NA-07-shinra-O-N-4
  Scenario: FAQ (Megumi, Flail): two resolutions of Flail in a turn give the next enhancement growth 4
    A attacks with her Flail, then uses B's Flail from B's hand by Replicate. Both Flails name the
    same next enhancement of another goddess, and the two growths add up (A 17-6): after its charge,
    up to 4 germinated seeds may go onto it.
    Given A harbors Megumi with soil 0 ungerminated and 5 germinated
    And A has aura 3
    And the distance is 4
    And the dust is 0
    And A has "Flail" (NA-19-megumi-O-N-3) in hand
    And A has "Replicate" (NA-07-shinra-O-N-4) in hand
    And B has "Flail" (NA-19-megumi-O-N-3) in hand
    And A holds bloom in hand
    When A uses "Flail"
    And B does not react
    And B takes the damage on aura
    And A uses "Replicate"
    And A uses "B:Flail"
    And B takes the damage on aura
    Then B has aura 1, life 10
    When A uses "bloom"
    And A chooses "0"
    And A charges 0 from dust
    Then A must decide choose
    And the options are exactly choose 0, choose 1, choose 2, choose 3, choose 4
    When A chooses "4"
    Then "bloom" has 5 crystals of which 4 are seeds
    And A's soil holds 0 ungerminated and 1 germinated seeds
    And A has aura 2

  @clause:A-17-6 @card:NA-19-megumi-O-N-3
  Scenario: One resolution of Flail gives growth 2 only
    Given A harbors Megumi with soil 0 ungerminated and 5 germinated
    And A has aura 3
    And the distance is 4
    And the dust is 0
    And A has "Flail" (NA-19-megumi-O-N-3) in hand
    And A holds bloom in hand
    When A uses "Flail"
    And B takes the damage on aura
    And A uses "bloom"
    And A chooses "0"
    And A charges 0 from dust
    Then A must decide choose
    And the options are exactly choose 0, choose 1, choose 2

  @clause:A-17-6 @card:NA-19-megumi-O-N-3
  Scenario: Flail (NA-19-megumi-O-N-3) gives nothing to an enhancement of Megumi's own
    Given A harbors Megumi with soil 2 ungerminated and 3 germinated
    And A has aura 3
    And the distance is 4
    And the dust is 0
    And A has "Flail" (NA-19-megumi-O-N-3) in hand
    And A holds bud in hand
    When A uses "Flail"
    And B takes the damage on aura
    And A uses "bud"
    And A chooses "0"
    And A charges 0 from dust
    Then "bud" has 1 crystal of which 0 are seeds
    And A's soil holds 1 ungerminated and 4 germinated seeds
    And A has aura 2

  @card:NA-19-megumi-O-S-4 @clause:C-9-4
  Scenario: Megumi's Spreading Palm (NA-19-megumi-O-S-4) strengthens her first attack of 3 or less aura damage, not her first attack
    Our reading: an earlier attack with more aura damage does not use it up. Under the other reading
    ("her first attack, if its aura damage is 3 or less") the second attack would stay 2/1.
    Given A harbors Megumi with soil 5 ungerminated and 0 germinated
    And the test cards:
      | id    | type   | range | damage |
      | heavy | attack | 0-10  | 4/1    |
      | light | attack | 0-10  | 2/1    |
    And the distance is 4
    And A has "Megumi's Spreading Palm" (NA-19-megumi-O-S-4) deployed with 2 crystals
    And A holds heavy, light in hand
    When A uses "heavy"
    And B takes the damage on life
    Then B has aura 5, life 9
    When A uses "light"
    And B takes the damage on life
    Then B has aura 5, life 7

  @card:NA-19-megumi-O-S-4 @clause:C-9-4
  Scenario: Megumi's Spreading Palm (NA-19-megumi-O-S-4) strengthens only one such attack a turn
    Given A harbors Megumi with soil 5 ungerminated and 0 germinated
    And the test cards:
      | id    | type   | range | damage |
      | light | attack | 0-10  | 2/1    |
      | dim   | attack | 0-10  | 3/1    |
    And the distance is 4
    And A has "Megumi's Spreading Palm" (NA-19-megumi-O-S-4) deployed with 2 crystals
    And A holds light, dim in hand
    When A uses "light"
    And B takes the damage on aura
    Then B has aura 2, life 10
    When A uses "dim"
    Then B has aura 2, life 9

  @card:NA-19-megumi-O-S-4 @card:NA-01-yurina-O-N-4 @clause:C-5-6 @clause:C-9-1-3-2 @clause:C-9-4
  Scenario: FAQ (Megumi, Spreading Palm): Art of Drawing at distance 2 has an aura damage of 4 for it, so it gets no +1/+1
    The condition reads the attack's aura damage before the additions (its own -1/-1 is one; so is the
    +1/+1 it would give), after the substitutions: 4, not 3.
    Given a duel in A's main phase with a full-power action
    And A harbors Megumi with soil 5 ungerminated and 0 germinated
    And B has aura 5, life 10
    And the distance is 2
    And A has "Megumi's Spreading Palm" (NA-19-megumi-O-S-4) deployed with 2 crystals
    And A has "Art of Drawing" (NA-01-yurina-O-N-4) in hand
    When A uses "Art of Drawing"
    And B takes the damage on life
    Then B has aura 5, life 8

  @card:NA-19-megumi-O-S-4 @card:NA-01-yurina-O-N-4 @clause:C-5-6 @clause:C-9-4
  Scenario: Megumi's Spreading Palm (NA-19-megumi-O-S-4) gives Art of Drawing at distance 3 nothing either: its aura damage is 4
    Given a duel in A's main phase with a full-power action
    And A harbors Megumi with soil 5 ungerminated and 0 germinated
    And B has aura 5, life 10
    And the distance is 3
    And A has "Megumi's Spreading Palm" (NA-19-megumi-O-S-4) deployed with 2 crystals
    And A has "Art of Drawing" (NA-01-yurina-O-N-4) in hand
    When A uses "Art of Drawing"
    And B takes the damage on life
    Then B has aura 5, life 7

  @card:NA-19-megumi-O-N-4 @clause:C-5-8-3-1
  Scenario: Pommel Thrust's (NA-19-megumi-O-N-4) damage moves crystals to the distance; without an enhancement of hers, nothing more
    Given A harbors Megumi with soil 5 ungerminated and 0 germinated
    And the distance is 3
    And the dust is 2
    And A has "Pommel Thrust" (NA-19-megumi-O-N-4) in hand
    When A uses "Pommel Thrust"
    And B takes the damage on aura
    Then B has aura 4, life 10
    And the distance is 4
    And the dust is 2
