@goddess:thallya
Feature: A 9-1 Thallya's components at setup
  Preparing the duel, the player harboring Thallya puts her TransForm cards 01, 02 and 03 face up in
  〈Extra〉 (C 7-1-12: their effects are not in force there) and five artificial crystals in her
  〈Machine〉. Her 〈Burned〉 is empty and she has no token in 〈Distance〉.

  @clause:A-9-1 @clause:A-9-2 @clause:C-7-1-12
  Scenario: Thallya's player starts with TransForm cards 01-03 in 〈Extra〉 and five crystals in her Machine
    Given A chooses the goddesses "thallya" and "yurina" with real cards, deck seed 3
    And B chooses the goddesses "hagane" and "saine" with real cards, deck seed 4
    When the duel is set up with seed 5
    Then the setup is accepted
    And "TransForm Card 01" is in A's extra zone
    And "TransForm Card 02" is in A's extra zone
    And "TransForm Card 03" is in A's extra zone
    And A has 3 cards in extra zone
    And A now has 5 artificial crystals in the Machine
    And A now has 0 burned artificial crystals
    And A's Machine holds no TransForm card
    And B now has 0 artificial crystals in the Machine

  @clause:A-9-1 @clause:A-9-2
  Scenario: 『帰還』 Thallya's player starts with TransForm cards 02, A1-01, A1-03 and A1-04 instead
    Given A chooses the goddesses "thallya-a1" and "hagane" with real cards, deck seed 6
    And B chooses the goddesses "thallya" and "yurina" with real cards, deck seed 7
    When the duel is set up with seed 8
    Then the setup is accepted
    And "TransForm Card 02" is in A's extra zone
    And "TransForm Card A1-01" is in A's extra zone
    And "TransForm Card A1-03" is in A's extra zone
    And "TransForm Card A1-04" is in A's extra zone
    And A has 4 cards in extra zone
    And A now has 5 artificial crystals in the Machine
    And B has 3 cards in extra zone
    And B now has 5 artificial crystals in the Machine
