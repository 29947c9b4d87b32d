@goddess:oboro
Feature: A 3-1 Oboro's extra card and her parts at setup
  Preparing the duel, the player harboring Chapter 3 Oboro puts her extra trump face up in 〈Extra〉,
  and the player harboring Vanished Oboro puts her three main parts and four custom parts face down in
  her 〈Electronic-warfare zone〉. The rules text spells the first main part "MP1"; it is the card the data
  calls NA-05-oboro-A2-MP-1 (AMBIGUITIES 18).

  @clause:A-3-1 @clause:C-7-1-12 @card:NA-05-oboro-A1-S-4-Ex1
  Scenario: Chapter 3 Oboro's player starts with The Final Petal in 〈Extra〉, and no parts
    Given A chooses the goddesses "oboro-a1" and "yurina" with real cards, deck seed 1
    And B chooses the goddesses "saine" and "himika" with real cards, deck seed 2
    When the duel is set up with seed 3
    Then the setup is accepted
    And "NA-05-oboro-A1-S-4-Ex1" is in A's extra zone
    And A has 1 card in extra zone
    And A has 0 unassembled parts
    And B has 0 cards in extra zone

  @clause:A-3-1 @card:NA-05-oboro-A2-MP-1 @card:NA-05-oboro-A2-CP-1
  Scenario: Vanished Oboro's player starts with her seven parts face down, none assembled, and nothing in 〈Extra〉
    Given A chooses the goddesses "oboro-a2" and "tokoyo" with real cards, deck seed 4
    And B chooses the goddesses "oboro" and "hagane" with real cards, deck seed 5
    When the duel is set up with seed 6
    Then the setup is accepted
    And A has 7 unassembled parts
    And A has 0 assembled parts
    And "NA-05-oboro-A2-MP-1" is unassembled
    And "NA-05-oboro-A2-MP-2" is unassembled
    And "NA-05-oboro-A2-MP-3" is unassembled
    And "NA-05-oboro-A2-CP-1" is unassembled
    And "NA-05-oboro-A2-CP-2" is unassembled
    And "NA-05-oboro-A2-CP-3" is unassembled
    And "NA-05-oboro-A2-CP-4" is unassembled
    And "NA-05-oboro-A2-MP-1" is face down
    And "NA-05-oboro-A2-CP-4" is face down
    And A has 0 cards in extra zone
    And B has 0 unassembled parts
    And B has 0 cards in extra zone
