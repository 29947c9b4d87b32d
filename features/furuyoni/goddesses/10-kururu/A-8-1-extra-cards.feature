@goddess:kururu
Feature: A 8-1 Kururu's extra cards at setup
  Preparing the duel, the player harboring Kururu puts three Dupligear (NA-10-kururu-O-S-3-Ex1) face up
  in 〈Extra〉 (C 7-1-12: cards there are face up and their effects are not in force); Explorer Kururu's
  player puts her one Grand Gulliver (NA-10-kururu-A1-S-3-Ex1) there instead. Each copy is a card of
  its own: the first is named by its rules id, the others by the rules id and "#2", "#3".

  @clause:A-8-1 @clause:C-7-1-12 @card:NA-10-kururu-O-S-3-Ex1
  Scenario: Kururu's player starts with three Dupligear in 〈Extra〉; the other player with none
    Given A chooses the goddesses "kururu" and "yurina" with real cards, deck seed 7
    And B chooses the goddesses "hagane" and "saine" with real cards, deck seed 8
    When the duel is set up with seed 9
    Then the setup is accepted
    And A has 3 cards in extra zone
    And "A:NA-10-kururu-O-S-3-Ex1" is in A's extra zone
    And "A:NA-10-kururu-O-S-3-Ex1#2" is in A's extra zone
    And "A:NA-10-kururu-O-S-3-Ex1#3" is in A's extra zone
    And B has 0 cards in extra zone

  @clause:A-8-1 @clause:C-7-1-12 @card:NA-10-kururu-A1-S-3-Ex1
  Scenario: Explorer Kururu's player starts with Grand Gulliver in 〈Extra〉 instead, and no Dupligear; Adagami Kururu's player has three
    Given A chooses the goddesses "kururu-a1" and "yurina" with real cards, deck seed 7
    And B chooses the goddesses "kururu-a2" and "saine" with real cards, deck seed 8
    When the duel is set up with seed 9
    Then the setup is accepted
    And A has 1 card in extra zone
    And "A:NA-10-kururu-A1-S-3-Ex1" is in A's extra zone
    And B has 3 cards in extra zone
    And "B:NA-10-kururu-O-S-3-Ex1#3" is in B's extra zone
