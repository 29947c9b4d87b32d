@goddess:renri
Feature: Divine Gift just before 『歴史家』 Renri reshuffles
  Divine Gift's constant text acts from her discard pile just before she reshuffles (C 9-7): she may put
  it on top of her deck, and if she does it is exchanged with a normal card of her 〈Relics〉 that she
  picks. It is due at the same moment as perjury installation (A 20-6-2); when both can resolve, the
  active player orders them (C 5-1-1).

  Background:
    Given a duel at the start of turn 3 with A active
    And A harbors "renri-a1" and "yurina"
    And the test cards:
      | id   | type   |
      | leaf | action |

  @clause:C-9-7 @clause:C-9-1-1-2 @card:NA-22-renri-A1-N-6 @card:NA-22-renri-A1-N-6-Ex2
  Scenario: Divine Gift in the discard pile just before a reshuffle: on top of the deck, exchanged with a relic
    Given A's deck is leaf from the top
    And A's discard pile holds "Divine Gift" (NA-22-renri-A1-N-6)
    And A's relics hold "Fabricated Weapon" (NA-22-renri-A1-N-6-Ex1), "Essence of Sword" (NA-22-renri-A1-N-6-Ex2)
    When A reshuffles
    Then A must decide may
    And A has life 10
    When A accepts
    Then the options are exactly choose Fabricated Weapon, choose Essence of Sword
    When A chooses "Essence of Sword"
    Then "Divine Gift" is in A's relics
    And "Fabricated Weapon" is in A's relics
    And "Essence of Sword" is in A's hand
    And A has 2 cards in hand
    And A has life 9

  @clause:C-9-7 @card:NA-22-renri-A1-N-6
  Scenario: Divine Gift declined: the reshuffle takes it, the relics stay
    Given A's deck is leaf from the top
    And A's discard pile holds "Divine Gift" (NA-22-renri-A1-N-6)
    And A's relics hold "Fabricated Weapon" (NA-22-renri-A1-N-6-Ex1)
    When A reshuffles
    And A declines
    Then "Divine Gift" is in A's hand
    And "Fabricated Weapon" is in A's relics

  @clause:C-5-1-1 @card:NA-22-renri-A1-N-6 @card:NA-22-renri-A1-N-6-Ex1
  Scenario: Divine Gift and perjury installation both due before the reshuffle: the active player orders them
    Given the distance is 3
    And B has aura 0, life 10
    And A's discard pile holds "Divine Gift" (NA-22-renri-A1-N-6)
    And A's face-down pile holds "Slash" (NA-01-yurina-O-N-1)
    And A's relics hold "Essence of Sword" (NA-22-renri-A1-N-6-Ex2)
    When A reshuffles
    Then the options are exactly choose divine_gift, choose installation
    When A chooses "installation"
    Then A must decide use_card
