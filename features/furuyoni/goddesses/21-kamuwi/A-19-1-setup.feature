@goddess:kamuwi
Feature: A 19-1 Kamuwi's extra card at setup
  Preparing the duel, a player harboring Kamuwi puts the extra card of her Kindle, Daybreak, face up in
  〈Extra〉 (C 7-1-12), and her taboo gauge starts at 0 (A 19-2-1). The other player has neither.

  @clause:A-19-1 @clause:A-19-2-1 @card:NA-21-kamuwi-O-S-1-Ex1
  Scenario: Kamuwi's player starts with Daybreak in 〈Extra〉 and her taboo gauge at 0
    Given A chooses the goddesses "kamuwi" and "yurina" with real cards, deck seed 1
    And B chooses the goddesses "saine" and "himika" with real cards, deck seed 2
    When the duel is set up with seed 3
    Then the setup is accepted
    And "NA-21-kamuwi-O-S-1-Ex1" is in A's extra zone
    And A has 1 card in extra zone
    And A's taboo gauge is 0
    And B has 0 cards in extra zone
    And B has no taboo gauge
