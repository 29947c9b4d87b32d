@goddess:hatsumi
Feature: Hatsumi's Wavecall
  Its crystals move only in its holder's turn while she is tailwind. At the start of her start phase
  and as it is destroyed she may put a card of her face-down pile on top of her deck; destroyed, she
  may perform a basic action, then attacks 2-7 1/-.

  Background:
    Given a duel at the start of turn 3 with A active
    And the test cards:
      | id   | type   |
      | leaf | action |
      | twig | action |
      | moss | action |
    And A's deck is leaf, twig from the top
    And the distance is 4
    And B has aura 3, life 10

  @card:NA-17-hatsumi-O-N-7 @clause:C-8-1-3
  Scenario: Wavecall (NA-17-hatsumi-O-N-7) keeps its crystal at its holder's start phase while she is headwind
    Given A harbors Hatsumi, headwind
    And A has "Wavecall" (NA-17-hatsumi-O-N-7) deployed with 1 crystal
    When the position is submitted
    Then "Wavecall" has 1 crystal
    And "Wavecall" is in A's enhancement zone

  @card:NA-17-hatsumi-O-N-7 @clause:C-8-1-3 @clause:C-9-5
  Scenario: Wavecall (NA-17-hatsumi-O-N-7) tailwind: a face-down card to the deck top, then destroyed: a basic action and an attack 2-7 1/-
    Given A harbors Hatsumi, tailwind
    And A's face-down pile holds moss
    And A has "Wavecall" (NA-17-hatsumi-O-N-7) deployed with 1 crystal
    When the position is submitted
    Then A must decide choose
    When A chooses "moss"
    Then A must decide basic_action
    When A performs advance by the effect
    Then "Wavecall" is in A's discard pile
    And the distance is 3
    And B has aura 2, life 10
    And "moss" is in A's deck
