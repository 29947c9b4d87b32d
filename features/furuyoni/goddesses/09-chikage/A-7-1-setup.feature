@goddess:chikage
Feature: A 7-1 Chikage's poisons at setup
  Preparing the duel, the player harboring Chikage (either form) puts her poisons face down in her own
  〈Poison bag〉: one each of NA-09-chikage-O-P-1 to O-P-3 and two of O-P-4. She holds them (A 7-4). They
  are not part of the deck (App1: poisons are not used in deck construction) and nothing goes to 〈Extra〉.

  @clause:A-7-1 @clause:A-7-3-1 @clause:A-7-4 @card:NA-09-chikage-O-P-1 @card:NA-09-chikage-O-P-4
  Scenario: Chikage's player starts with her five poisons in her poison bag; the other player has no bag
    Given A chooses the goddesses "chikage" and "yurina" with real cards, deck seed 1
    And B chooses the goddesses "hagane" and "saine" with real cards, deck seed 2
    When the duel is set up with seed 3
    Then the setup is accepted
    And A's poison bag holds exactly NA-09-chikage-O-P-1, NA-09-chikage-O-P-2, NA-09-chikage-O-P-3, NA-09-chikage-O-P-4, NA-09-chikage-O-P-4
    And A has 0 cards in extra zone
    And A has 4 cards in deck
    And A has 3 cards in hand
    And B's poison bag holds 0 cards

  @clause:A-7-1 @clause:A-7-3-1 @card:NA-09-chikage-O-P-2
  Scenario: Fourth Chapter Chikage brings the same poisons, and with Chikage on both sides each player has a bag
    Given A chooses the goddesses "chikage-a1" and "hagane" with real cards, deck seed 4
    And B chooses the goddesses "chikage" and "oboro" with real cards, deck seed 5
    When the duel is set up with seed 6
    Then the setup is accepted
    And A's poison bag holds exactly NA-09-chikage-O-P-1, NA-09-chikage-O-P-2, NA-09-chikage-O-P-3, NA-09-chikage-O-P-4, NA-09-chikage-O-P-4
    And B's poison bag holds exactly NA-09-chikage-O-P-1, NA-09-chikage-O-P-2, NA-09-chikage-O-P-3, NA-09-chikage-O-P-4, NA-09-chikage-O-P-4
