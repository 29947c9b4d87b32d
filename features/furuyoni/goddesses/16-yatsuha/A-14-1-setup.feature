@goddess:yatsuha
Feature: A 14-1 Yatsuha's extra cards at setup
  Preparing the duel, the player harboring Perfect Yatsuha (『完全態』, A1) puts the seven perfect forms
  face up in 〈Extra〉. The rules text names this form 『허무신』 in A 14-1 and 『완전태』 in the appendix;
  both are the card data's form A1 (AMBIGUITIES 17).

  @clause:A-14-1 @clause:C-7-1-12 @card:NA-16-yatsuha-A1-N-1-Ex1 @card:NA-16-yatsuha-A1-N-7-Ex1
  Scenario: Perfect Yatsuha's player starts with the seven perfect forms in 〈Extra〉
    Given A chooses the goddesses "yatsuha-a1" and "yurina" with real cards, deck seed 1
    And B chooses the goddesses "saine" and "himika" with real cards, deck seed 2
    When the duel is set up with seed 3
    Then the setup is accepted
    And "NA-16-yatsuha-A1-N-1-Ex1" is in A's extra zone
    And "NA-16-yatsuha-A1-N-2-Ex1" is in A's extra zone
    And "NA-16-yatsuha-A1-N-3-Ex1" is in A's extra zone
    And "NA-16-yatsuha-A1-N-4-Ex1" is in A's extra zone
    And "NA-16-yatsuha-A1-N-5-Ex1" is in A's extra zone
    And "NA-16-yatsuha-A1-N-6-Ex1" is in A's extra zone
    And "NA-16-yatsuha-A1-N-7-Ex1" is in A's extra zone
    And A has 7 cards in extra zone
    And B has 0 cards in extra zone

  @clause:A-14-1 @clause:C-7-1-12 @card:NA-16-yatsuha-AA1-N-7-Ex1 @card:NA-16-yatsuha-AA1-N-7-Ex2
  Scenario: Yatsuha Realized's player starts with six perfect forms and her two journey trumps in 〈Extra〉, and empty memories
    Naughtbloom Harvest is not among them: Yatsuha Realized replaces Flower Harvest with A World Unknown.
    Given A chooses the goddesses "yatsuha-aa1" and "hagane" with real cards, deck seed 4
    And B chooses the goddesses "yatsuha" and "oboro" with real cards, deck seed 5
    When the duel is set up with seed 6
    Then the setup is accepted
    And "NA-16-yatsuha-A1-N-1-Ex1" is in A's extra zone
    And "NA-16-yatsuha-A1-N-2-Ex1" is in A's extra zone
    And "NA-16-yatsuha-A1-N-3-Ex1" is in A's extra zone
    And "NA-16-yatsuha-A1-N-4-Ex1" is in A's extra zone
    And "NA-16-yatsuha-A1-N-5-Ex1" is in A's extra zone
    And "NA-16-yatsuha-A1-N-6-Ex1" is in A's extra zone
    And "NA-16-yatsuha-AA1-N-7-Ex1" is in A's extra zone
    And "NA-16-yatsuha-AA1-N-7-Ex2" is in A's extra zone
    And A has 8 cards in extra zone
    And A has 0 cards in the memories
    And A has no crystal in the memories
    And B has 0 cards in extra zone
