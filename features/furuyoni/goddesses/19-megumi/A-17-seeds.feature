@goddess:megumi
Feature: Megumi (No. 19) — seed crystals, her soil and her enhancement charging (A 17)
  A player harboring Megumi starts with 5 ungerminated seed crystals in her 〈Soil〉 (A 17-1). A seed is
  germinated or not; on a card in her 〈In-use〉 or 〈Enhancement〉 it is germinated and counts as a
  sakura crystal of that card (A 17-2-1-1, 17-4, 17-5). When crystals leave such a card the others go
  first (A 17-5), and a seed that leaves goes back to her soil, ungerminated (A 17-2-1-1). Her
  enhancements take their charge otherwise (A 17-7-1): a goddess's card germinates one seed of her
  soil, she takes up to the charge in germinated seeds from her soil and the rest from 〈Dust〉 and her
  〈Aura〉, then, for 生育 X (several instances add up, A 17-6), up to X more germinated seeds.

  @clause:A-17-1 @clause:A-17-3
  Scenario: the player harboring Megumi starts with 5 ungerminated seeds in her soil; the other has none
    Given A chooses the goddesses "megumi" and "yurina" with the test deck
    And B chooses the goddesses "saine" and "himika" with the test deck
    When the duel is set up with seed 5
    Then the setup is accepted
    And A's soil holds 5 ungerminated and 0 germinated seeds
    And B's soil holds 0 ungerminated and 0 germinated seeds

  @clause:A-17-7-1 @clause:A-17-4 @clause:A-17-2-1-1 @clause:A-17-3
  Scenario: a goddess's enhancement germinates a seed, then takes her germinated seeds as its charge
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id     | type        | charge | user   |
      | sprout | enhancement | 2      | megumi |
    And A harbors Megumi with soil 3 ungerminated and 2 germinated
    And A has aura 3
    And the dust is 0
    And A holds sprout in hand
    When A uses "sprout"
    And A chooses "2"
    Then "sprout" is in A's enhancement zone
    And "sprout" has 2 crystals of which 2 are seeds
    And A's soil holds 2 ungerminated and 1 germinated seed
    And A has aura 3

  @clause:A-17-7-1
  Scenario: a card of no goddess germinates nothing; the charge the seeds leave comes from her aura
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id     | type        | charge |
      | sprout | enhancement | 2      |
    And A harbors Megumi with soil 4 ungerminated and 1 germinated
    And A has aura 3
    And the dust is 0
    And A holds sprout in hand
    When A uses "sprout"
    And A tries to choose "2"
    Then the action is illegal citing "A 17-7-1"
    When A chooses "1"
    Then "sprout" has 2 crystals of which 1 is seed
    And A's soil holds 4 ungerminated and 0 germinated seeds
    And A has aura 2

  @clause:A-17-6 @clause:A-17-7-1
  Scenario: two instances of growth add up: growth 1 twice lets her put 2 more germinated seeds on the card
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id     | type        | charge | user   |
      | sprout | enhancement | 1      | megumi |
    And "sprout" has the effect "constant: growth 1"
    And "sprout" has the effect "constant: growth 1"
    And A harbors Megumi with soil 2 ungerminated and 3 germinated
    And A has aura 3
    And the dust is 0
    And A holds sprout in hand
    When A uses "sprout"
    And A chooses "0"
    And A tries to choose "3"
    Then the action is illegal citing "A 17-7-1"
    When A chooses "2"
    Then "sprout" has 3 crystals of which 2 are seeds
    And A's soil holds 1 ungerminated and 2 germinated seeds
    And A has aura 2

  @clause:A-17-5
  Scenario: crystals leaving an enhancement are taken from those that are not seeds first
    Given a duel at the start of turn 3 with A active
    And the test cards:
      | id     | type        | charge |
      | sprout | enhancement | 2      |
      | leaf   | action      |        |
      | stone  | action      |        |
    And A's deck is leaf, stone from the top
    And A harbors Megumi with soil 4 ungerminated and 0 germinated
    And the dust is 0
    And A has "sprout" deployed with 2 crystals of which 1 is seed
    When the position is submitted
    Then "sprout" has 1 crystal of which 1 is seed
    And "sprout" is in A's enhancement zone
    And the dust is 1
    And A's soil holds 4 ungerminated and 0 germinated seeds

  @clause:A-17-2-1-1 @clause:A-17-5
  Scenario: a seed leaving an enhancement goes back to her soil ungerminated, not to the dust
    Given a duel at the start of turn 3 with A active
    And the test cards:
      | id     | type        | charge |
      | sprout | enhancement | 2      |
      | leaf   | action      |        |
      | stone  | action      |        |
    And A's deck is leaf, stone from the top
    And A harbors Megumi with soil 3 ungerminated and 1 germinated
    And the dust is 0
    And A has "sprout" deployed with 1 crystal of which 1 is seed
    When the position is submitted
    Then "sprout" is in A's discard pile
    And the dust is 0
    And A's soil holds 4 ungerminated and 1 germinated seeds

  @clause:A-17-2 @clause:A-17-2-1-1
  Scenario: a seed on the opponent's card deployed in her enhancement zone goes back to her own soil
    A seed lies only in its holder's zones, so the seeds on a card of B's that A used and deployed
    (as Yatsuha's Lullaby of the Four Mirrors lets her) are A's, and go back to A's soil.
    Given a duel at the start of turn 3 with A active
    And the test cards:
      | id     | type        | charge |
      | sprout | enhancement | 2      |
      | leaf   | action      |        |
      | stone  | action      |        |
    And A's deck is leaf, stone from the top
    And A harbors Megumi with soil 3 ungerminated and 1 germinated
    And the dust is 0
    And A has "sprout" deployed with 1 crystal of which 1 is seed
    And "sprout" is held by B
    When the position is submitted
    Then "A:sprout" is in B's discard pile
    And the dust is 0
    And A's soil holds 4 ungerminated and 1 germinated seeds
    And B's soil holds 0 ungerminated and 0 germinated seeds


  @clause:A-17-1 @clause:A-17-3
  Scenario: with real cards, the player harboring Megumi starts with 5 ungerminated seeds in her soil; the other has none
    Given A chooses the goddesses "megumi" and "yurina" with real cards, deck seed 1
    And B chooses the goddesses "saine" and "himika" with real cards, deck seed 2
    When the duel is set up with seed 5
    Then the setup is accepted
    And A's soil holds 5 ungerminated and 0 germinated seeds
    And B's soil holds 0 ungerminated and 0 germinated seeds

  @clause:A-17-7-1 @clause:A-17-4 @clause:A-17-6 @card:NA-19-megumi-O-N-5
  Scenario: with real cards, Reed germinates a seed, takes a germinated seed as its charge and one more for its growth
    Given a duel in A's main phase with a standard action
    And A harbors Megumi with soil 3 ungerminated and 2 germinated
    And A has aura 3
    And the dust is 0
    And A has "Reed" (NA-19-megumi-O-N-5) in hand
    When A uses "Reed"
    And A chooses "1"
    And A chooses "1"
    Then "Reed" is in A's enhancement zone
    And "Reed" has 2 crystals of which 2 are seeds
    And A's soil holds 2 ungerminated and 1 germinated seed
    And A has aura 3

  @clause:A-17-5
  Scenario: with real cards, crystals leaving Smoke are taken from those that are not seeds first
    Given a duel at the start of turn 3 with A active
    And A's deck is "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2) from the top
    And A harbors Megumi with soil 4 ungerminated and 0 germinated
    And the dust is 0
    And A has "Smoke" (NA-03-himika-O-N-7) deployed with 2 crystals of which 1 is seed
    When the position is submitted
    Then "Smoke" has 1 crystal of which 1 is seed
    And "Smoke" is in A's enhancement zone
    And the dust is 1
    And A's soil holds 4 ungerminated and 0 germinated seeds
