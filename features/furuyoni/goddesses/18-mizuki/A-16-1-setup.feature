@goddess:mizuki
Feature: A 16-1 Mizuki's extra card and her soldiers at setup
  Preparing the duel, a player harboring Mizuki puts the extra card of Ōte Gate, Divinity of War, face up
  in 〈Extra〉, and her four soldier cards (Spearman twice, Shieldbearer, Cavalry) unconscripted in her
  barracks. The other player has neither.

  @clause:A-16-1 @card:NA-18-mizuki-O-S-3-Ex1 @card:NA-18-mizuki-O-T-1
  Scenario: Mizuki's player starts with Divinity of War in 〈Extra〉 and four unconscripted soldiers in her barracks
    Given A chooses the goddesses "mizuki" and "yurina" with real cards, deck seed 1
    And B chooses the goddesses "saine" and "himika" with real cards, deck seed 2
    When the duel is set up with seed 3
    Then the setup is accepted
    And "NA-18-mizuki-O-S-3-Ex1" is in A's extra zone
    And A has 1 card in extra zone
    And A's barracks holds exactly "Spearman" (NA-18-mizuki-O-T-1), Spearman, "Shieldbearer" (NA-18-mizuki-O-T-2), "Cavalry" (NA-18-mizuki-O-T-3)
    And A's conscripted cards are exactly none
    And B has 0 cards in extra zone
