@goddess:utsuro
Feature: A 11-1 Final Chapter Utsuro's extra cards at setup
  Preparing the duel, the player harboring Final Chapter Utsuro puts her four extra cards (желание and
  the three extra normal cards) face up in 〈Extra〉 (C 7-1-12). Original Utsuro brings none.

  @clause:A-11-1 @clause:C-7-1-12 @card:NA-13-utsuro-A1-S-1-Ex1 @card:NA-13-utsuro-A1-S-1-Ex2 @card:NA-13-utsuro-A1-S-1-Ex3 @card:NA-13-utsuro-A1-S-1-Ex4
  Scenario: Final Chapter Utsuro's player starts with her four extra cards in 〈Extra〉; original Utsuro's player does not
    Given A chooses the goddesses "utsuro-a1" and "yurina" with real cards, deck seed 3
    And B chooses the goddesses "utsuro" and "saine" with real cards, deck seed 5
    When the duel is set up with seed 9
    Then the setup is accepted
    And "NA-13-utsuro-A1-S-1-Ex1" is in A's extra zone
    And "NA-13-utsuro-A1-S-1-Ex2" is in A's extra zone
    And "NA-13-utsuro-A1-S-1-Ex3" is in A's extra zone
    And "NA-13-utsuro-A1-S-1-Ex4" is in A's extra zone
    And A has 4 cards in extra zone
    And B has 0 cards in extra zone
