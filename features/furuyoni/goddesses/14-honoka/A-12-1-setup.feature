@goddess:honoka
Feature: A 12-1 Honoka's extra cards at setup
  Preparing the duel, the player harboring Honoka puts her seven listed extra cards face up in 〈Extra〉;
  the player harboring Sakuraist Honoka (『桜花拝』, written 『오우카』 in the rules) puts a different list
  of eight instead. The rules do not name the zone of the second list; we read it as 〈Extra〉, face up,
  like every other extra card (clause index, A 12-1; AMBIGUITIES 19).

  @clause:A-12-1 @clause:C-7-1-12 @card:NA-14-honoka-A1-N-1-Ex1 @card:NA-14-honoka-A1-S-1-Ex5
  Scenario: Sakuraist Honoka's player starts with her eight extra cards face up in 〈Extra〉
    Given A chooses the goddesses "honoka-a1" and "yurina" with real cards, deck seed 1
    And B chooses the goddesses "saine" and "himika" with real cards, deck seed 2
    When the duel is set up with seed 3
    Then the setup is accepted
    And A has 8 cards in extra zone
    And "NA-14-honoka-A1-N-1-Ex1" is in A's extra zone
    And "NA-14-honoka-O-N-4-Ex1" is in A's extra zone
    And "NA-14-honoka-O-N-5-Ex1" is in A's extra zone
    And "NA-14-honoka-A1-S-1-Ex1" is in A's extra zone
    And "NA-14-honoka-A1-S-1-Ex2" is in A's extra zone
    And "NA-14-honoka-A1-S-1-Ex3" is in A's extra zone
    And "NA-14-honoka-A1-S-1-Ex4" is in A's extra zone
    And "NA-14-honoka-A1-S-1-Ex5" is in A's extra zone
    And B has 0 cards in extra zone

  @clause:A-12-1 @clause:C-7-1-12 @card:NA-14-honoka-O-N-1-Ex1 @card:NA-14-honoka-O-S-1-Ex2
  Scenario: Honoka's player starts with her seven extra cards face up in 〈Extra〉
    Given A chooses the goddesses "honoka" and "hagane" with real cards, deck seed 4
    And B chooses the goddesses "honoka-a1" and "yurina" with real cards, deck seed 5
    When the duel is set up with seed 6
    Then the setup is accepted
    And A has 7 cards in extra zone
    And "NA-14-honoka-O-N-1-Ex1" is in A's extra zone
    And "NA-14-honoka-O-N-1-Ex2" is in A's extra zone
    And "NA-14-honoka-O-N-1-Ex3" is in A's extra zone
    And "NA-14-honoka-O-N-4-Ex1" is in A's extra zone
    And "NA-14-honoka-O-N-5-Ex1" is in A's extra zone
    And "NA-14-honoka-O-S-1-Ex1" is in A's extra zone
    And "NA-14-honoka-O-S-1-Ex2" is in A's extra zone
    And B has 8 cards in extra zone
    And "NA-14-honoka-A1-S-1-Ex3" is in B's extra zone
