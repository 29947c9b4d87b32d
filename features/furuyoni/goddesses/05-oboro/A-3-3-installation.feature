@goddess:oboro
Feature: Oboro's installation rule (A 3-3)
  A player who harbors Oboro, in any form, may use one card with installation (設置) from her face-down
  pile just before she reshuffles. It is resolved by the state rules before the reshuffle itself, so
  before the life damage a reshuffle by the rules costs. A player who does not harbor Oboro has no such
  rule even when a card with installation lies in her face-down pile.

  Our reading (the rules are silent): the question is put whenever the face-down pile holds a card, even
  when none of them can be used, because which cards lie there is hidden from the opponent; an empty
  pile asks nothing.

  Background:
    Given a duel at the start of turn 3 with A active
    And the test cards:
      | id    | type   | range | damage |
      | jab   | attack | 0-10  | 1/1    |
      | poke  | attack | 0-10  | 1/1    |
      | prod  | attack | 0-10  | 1/1    |
    And A's discard pile holds jab, poke, prod
    And the distance is 4
    And B has aura 3, life 10

  @clause:A-3-3 @card:NA-05-oboro-O-N-1
  Scenario: Steel Strings (NA-05-oboro-O-N-1) is used from the face-down pile before the reshuffle's life damage
    Given A harbors "oboro" and "yurina"
    And A's face-down pile holds "Steel Strings" (NA-05-oboro-O-N-1)
    And A has life 10
    When A reshuffles
    Then A must decide use_card
    And the options are exactly use Steel Strings, decline
    And A has life 10
    When A uses "Steel Strings"
    And B takes the damage on aura
    Then B has aura 1, life 10
    And A has life 9
    And A has 0 cards in face-down pile
    And A has 0 cards in discard pile
    And the ruling cites in order "C 5-8-3-2", "C 9-4 viii", "C 9-7"

  @clause:A-3-3 @card:NA-05-oboro-O-N-1
  Scenario: Steel Strings (NA-05-oboro-O-N-1) may be left in the face-down pile; it is then reshuffled in
    Given A harbors "oboro" and "yurina"
    And A's face-down pile holds "Steel Strings" (NA-05-oboro-O-N-1)
    When A reshuffles
    And A declines
    Then B has aura 3, life 10
    And A has life 9
    And A has 0 cards in face-down pile
    And the ruling cites "C 9-7"

  @clause:A-3-3
  Scenario: The question is put even when no card of the face-down pile has installation
    Given A harbors "oboro" and "yurina"
    And A's face-down pile holds "Rush of Blades" (NA-05-oboro-O-N-3)
    When A reshuffles
    Then A must decide use_card
    And the options are exactly decline

  @clause:A-3-3
  Scenario: A player who does not harbor Oboro is not offered the installation rule
    Given A harbors "yurina" and "saine"
    And A's face-down pile holds "Steel Strings" (NA-05-oboro-O-N-1)
    When A reshuffles
    Then A has life 9
    And B has aura 3, life 10
    And the ruling does not cite "A 3-3"
