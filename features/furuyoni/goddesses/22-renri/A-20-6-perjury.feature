@goddess:renri
Feature: A 20-6-1, 20-6-3 Perjury and disproof
  A player harboring Renri may use a normal card of her hand in the main phase by perjury: the card
  goes face down to her 〈Perjury〉, she declares the name of a card of her goddesses that prints 偽証
  (one not declared by a perjury of hers this turn), and uses it as that card up to paying the cost.
  The opponent may then disprove: the card is revealed; if it is the declared card, the disprover
  suffers fatigue (C 10-10: a 1/1 damage) and the use goes on; if not, it goes to the discard pile, its
  attack is removed, and it counts as neither used nor performed. Undisproved, it goes on into
  〈In-use〉 face down and, still face down, to her face-down pile at the end. A card left in
  〈Perjury〉 when a phase is ended goes to the discard pile (A 20-6-4).

  Background:
    Given a duel in A's main phase with a standard action
    And A harbors "renri" and "yurina"
    And the distance is 4
    And B has aura 5, life 10
    And A has "Slash" (NA-01-yurina-O-N-1) in hand

  @clause:A-20-6-1
  Scenario: a card of her hand may be used by perjury as a card that prints 偽証, in the main phase
    Then the options include use Slash as NA-22-renri-O-N-2
    And the options include use Slash as NA-22-renri-O-N-6
    And the options do not include use Slash as NA-22-renri-O-N-4

  @clause:A-20-6-1 @card:NA-22-renri-O-N-2
  Scenario: a perjury not disproved resolves as the declared card and the card ends face down
    When A uses "Slash" as "NA-22-renri-O-N-2"
    Then B must decide may
    When B declines
    And B takes the damage on life
    Then B has aura 5, life 9
    And "Slash" is in A's face-down pile
    And the options do not include use Slash as NA-22-renri-O-N-2

  @clause:A-20-6-3
  Scenario: a disproved perjury sends the card to the discard pile, its attack unperformed
    When A uses "Slash" as "NA-22-renri-O-N-2"
    And B accepts
    Then B has aura 5, life 10
    And "Slash" is in A's discard pile
    And A must decide main_action

  @clause:A-20-6-3 @card:NA-22-renri-O-N-2
  Scenario: a disproof of a true declaration costs the disprover fatigue, and the card resolves
    Given A has "Compound" (NA-22-renri-O-N-2) in hand
    When A uses "Compound" as "NA-22-renri-O-N-2"
    And B accepts
    Then B must decide damage
    When B takes the damage on aura
    Then B has aura 4, life 10
    When B takes the damage on life
    Then B has aura 4, life 9
    And "Compound" is in A's discard pile

  @clause:A-20-6-4 @card:NA-22-renri-O-N-2
  Scenario: a phase ended while her card lies in 〈Perjury〉 sends it to the discard pile
    The disprover's fatigue sets off an effect that ends the phase; it resolves at once (C 5-5, 9-8),
    while the perjury card still lies in 〈Perjury〉.
    Given the test cards:
      | id       | type        | charge |
      | tripwire | enhancement | 2      |
    And "tripwire" has the effect "while_deployed@life_damage: end_phase"
    And B has "tripwire" deployed with 2 crystals
    And A has "Compound" (NA-22-renri-O-N-2) in hand
    When A uses "Compound" as "NA-22-renri-O-N-2"
    And B accepts
    And B takes the damage on life
    Then B has aura 5, life 9
    And "Compound" is in A's discard pile
    And the ruling cites in order "C 10-13", "A 20-6-4"
    And the ruling does not cite "C 9-4 v"
