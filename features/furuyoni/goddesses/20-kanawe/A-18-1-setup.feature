@goddess:kanawe
Feature: A 18-1 Kanawe's plan cards at setup
  Preparing the duel, a player harboring Kanawe puts her six plan cards face up in 〈Extra〉 (A 18-1),
  and the mask token of her story board starts on the opening act (A 18-3). The other player has no
  plan cards and no story.

  @clause:A-18-1 @card:NA-20-kanawe-O-P-1 @card:NA-20-kanawe-O-P-6
  Scenario: Kanawe's player starts with the six plan cards in 〈Extra〉 and the mask on the opening act
    Given A chooses the goddesses "kanawe" and "yurina" with real cards, deck seed 1
    And B chooses the goddesses "saine" and "himika" with real cards, deck seed 2
    When the duel is set up with seed 3
    Then the setup is accepted
    And "NA-20-kanawe-O-P-1" is in A's extra zone
    And "NA-20-kanawe-O-P-6" is in A's extra zone
    And A has 6 cards in extra zone
    And A's mask is on act "O"
    And A has no prepared plan
    And B has 0 cards in extra zone
    And B has no story
