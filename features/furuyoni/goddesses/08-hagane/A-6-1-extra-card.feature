@goddess:hagane
Feature: A 6-1 Blacksmith Hagane's extra card at setup
  Preparing the duel, the player harboring Blacksmith Hagane puts her extra normal card, Tempered Attack,
  face up in 〈Extra〉 (C 7-1-12: cards there are face up and their effects are not in force). Her 〈Anvil〉
  starts empty (A 6-3-1).

  @clause:A-6-1 @clause:C-7-1-12 @card:NA-08-hagane-A1-S-1-Ex1
  Scenario: Blacksmith Hagane's player starts with Tempered Attack in 〈Extra〉; original Hagane's player does not
    Given A chooses the goddesses "hagane-a1" and "yurina" with real cards, deck seed 7
    And B chooses the goddesses "hagane" and "saine" with real cards, deck seed 8
    When the duel is set up with seed 9
    Then the setup is accepted
    And "NA-08-hagane-A1-S-1-Ex1" is in A's extra zone
    And A has 1 card in extra zone
    And A's anvil has 0 crystals
    And B has 0 cards in extra zone
