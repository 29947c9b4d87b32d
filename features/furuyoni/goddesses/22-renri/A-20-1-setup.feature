@goddess:renri
Feature: A 20-1 Renri's extra card at setup
  Preparing the duel, a player harboring Renri puts Sigiled Robe face up in 〈Extra〉. (The other half of
  the clause, the three relics of 『歴史家』 Renri face down in her 〈遺物〉, waits for that form, whose
  cards are not encoded yet.)

  @clause:A-20-1 @card:NA-22-renri-O-S-4-Ex1
  Scenario: Renri's player starts with Sigiled Robe in 〈Extra〉
    Given A chooses the goddesses "renri" and "yurina" with real cards, deck seed 1
    And B chooses the goddesses "saine" and "himika" with real cards, deck seed 2
    When the duel is set up with seed 3
    Then the setup is accepted
    And "NA-22-renri-O-S-4-Ex1" is in A's extra zone
    And A has 1 card in extra zone
    And B has 0 cards in extra zone
