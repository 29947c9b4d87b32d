@goddess:renri
Feature: A 20-6-2 Perjury installation
  Just before 『歴史家』 Renri reshuffles, she may pick a card of her face-down pile and perjure with it
  (A 20-6-1), declaring only a card that prints 偽証設置 (A 20-4: Fabricated Weapon). It resolves as a
  state-triggered rule before the reshuffle's life damage (C 9-7 i). Undisproved and still face down,
  the card ends in her face-down pile (A 20-6-1 v), which the reshuffle then takes into her deck (and
  the start phase's draw into her hand).

  Background:
    Given a duel at the start of turn 3 with A active
    And the distance is 3
    And B has aura 0, life 10
    And the test cards:
      | id   | type   |
      | leaf | action |
    And A's deck is leaf from the top
    And A's face-down pile holds "Slash" (NA-01-yurina-O-N-1)

  @clause:A-20-6-2 @card:NA-22-renri-A1-N-6-Ex1
  Scenario: just before her reshuffle she perjures with a face-down card as Fabricated Weapon, before the life damage
    Given A harbors "renri-a1" and "yurina"
    When A reshuffles
    Then A must decide use_card
    And the options include use Slash as NA-22-renri-A1-N-6-Ex1
    And the options do not include use Slash as NA-22-renri-O-N-1
    When A uses "Slash" as "NA-22-renri-A1-N-6-Ex1"
    Then the ruling cites "A 20-6-2"
    And A has life 10
    When B declines
    Then B has aura 0, life 9
    And A has life 9
    And "Slash" is in A's hand
    And the ruling cites in order "C 9-4 v", "C 9-7"

  @clause:A-20-6-2 @card:NA-22-renri-A1-N-6-Ex1
  Scenario: a perjury installation disproved: the card goes to the discard pile, and the reshuffle takes it too
    Given A harbors "renri-a1" and "yurina"
    When A reshuffles
    And A uses "Slash" as "NA-22-renri-A1-N-6-Ex1"
    And B accepts
    Then B has aura 0, life 10
    And A has life 9
    And "Slash" is in A's hand
    And the ruling cites "A 20-6-3"

  @clause:A-20-6-2
  Scenario: Renri's original form has no perjury installation
    Given A harbors "renri" and "yurina"
    When A reshuffles
    Then A has life 9
    And "Slash" is in A's hand
    And the ruling does not cite "A 20-6-2"

  @clause:A-20-6-2
  Scenario: the name declared once this turn cannot be declared again by an installation
    Given A harbors "renri-a1" and "yurina"
    And A has declared "NA-22-renri-A1-N-6-Ex1" by perjury this turn
    When A reshuffles
    Then A has life 9
    And "Slash" is in A's hand
    And the ruling does not cite "A 20-6-2"


  @clause:A-20-6-2 @card:NA-22-renri-A1-N-6-Ex1
  Scenario: with real cards, just before her reshuffle she perjures with a face-down Slash as Fabricated Weapon, before the life damage
    Given a duel at the start of turn 3 with A active
    And the distance is 3
    And B has aura 0, life 10
    And A's deck is "Brandish" (NA-01-yurina-O-N-2) from the top
    And A's face-down pile holds "Slash" (NA-01-yurina-O-N-1)
    And A harbors "renri-a1" and "yurina"
    When A reshuffles
    Then A must decide use_card
    And the options include use Slash as NA-22-renri-A1-N-6-Ex1
    When A uses "Slash" as "NA-22-renri-A1-N-6-Ex1"
    Then the ruling cites "A 20-6-2"
    And A has life 10
    When B declines
    Then B has aura 0, life 9
    And A has life 9
    And the ruling cites in order "C 9-4 v", "C 9-7"

  @clause:A-20-6-2
  Scenario: with real cards, Renri's original form has no perjury installation
    Given a duel at the start of turn 3 with A active
    And the distance is 3
    And B has aura 0, life 10
    And A's deck is "Brandish" (NA-01-yurina-O-N-2) from the top
    And A's face-down pile holds "Slash" (NA-01-yurina-O-N-1)
    And A harbors "renri" and "yurina"
    When A reshuffles
    Then A has life 9
    And the ruling does not cite "A 20-6-2"
