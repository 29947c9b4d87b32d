@goddess:renri @goddess:oboro
Feature: Steps of two goddesses due just before one reshuffle
  Oboro's installation (A 3-3) and 『歴史家』 Renri's Divine Gift both act just before their player
  reshuffles (C 9-7). Harbored by one player, both can be due at once; the active player then picks which
  resolves first (C 5-1-1, 5-5), and the other is looked at again once it has.

  Background:
    Given a duel at the start of turn 3 with A active
    And A harbors "renri-a1" and "oboro"
    And the distance is 8
    And the test cards:
      | id   | type   |
      | leaf | action |
      | twig | action |
    And A's deck is leaf from the top
    And A's face-down pile holds twig
    And A's discard pile holds "Divine Gift" (NA-22-renri-A1-N-6)
    And A's relics hold "Essence of Sword" (NA-22-renri-A1-N-6-Ex2)

  @clause:C-5-1-1 @clause:A-3-3 @card:NA-22-renri-A1-N-6
  Scenario: both due: the active player puts Renri's step first, then Oboro's is offered
    When A reshuffles
    Then the options are exactly choose oboro, choose renri
    When A chooses "renri"
    Then A must decide may
    When A declines
    Then A must decide use_card
    And the options are exactly decline
    When A declines
    Then "Divine Gift" is in A's deck
    And "Essence of Sword" is in A's relics

  @clause:C-5-1-1 @clause:A-3-3 @card:NA-22-renri-A1-N-6
  Scenario: both due: the active player puts Oboro's step first, then Divine Gift is offered
    When A reshuffles
    And A chooses "oboro"
    Then A must decide use_card
    When A declines
    Then A must decide may
    When A accepts
    And A chooses "Essence of Sword"
    Then "Divine Gift" is in A's relics
    And "Essence of Sword" is in A's hand
