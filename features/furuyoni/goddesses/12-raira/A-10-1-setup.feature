@goddess:raira
Feature: A 10-1 and A 10-2-1 Raira at setup: her extra trumps and her gauges
  Preparing the duel, the player harboring Raira puts her three Windbeast trumps face up in 〈Extra〉;
  the player harboring Prayer Raira puts nothing there (her storm-power card only displays the table of
  A 10-5: it lies out of game). Either starts with the wind and thunder gauges at 0, which everyone
  sees; a player who does not harbor her has no gauges.

  @clause:A-10-1 @clause:C-7-1-12 @card:NA-12-raira-O-S-3-Ex1 @card:NA-12-raira-O-S-3-Ex2 @card:NA-12-raira-O-S-3-Ex3
  Scenario: Raira's player starts with the three Windbeasts in 〈Extra〉; Prayer Raira's player with none
    Given A chooses the goddesses "raira" and "yurina" with real cards, deck seed 3
    And B chooses the goddesses "raira-a1" and "saine" with real cards, deck seed 4
    When the duel is set up with seed 5
    Then the setup is accepted
    And "NA-12-raira-O-S-3-Ex1" is in A's extra zone
    And "NA-12-raira-O-S-3-Ex2" is in A's extra zone
    And "NA-12-raira-O-S-3-Ex3" is in A's extra zone
    And A has 3 cards in extra zone
    And B has 0 cards in extra zone

  @clause:A-10-1 @card:NA-12-raira-storm
  Scenario: Prayer Raira's storm-power card is not in 〈Extra〉 but out of game
    Given A chooses the goddesses "raira-a1" and "yurina" with real cards, deck seed 3
    And B chooses the goddesses "hagane" and "saine" with real cards, deck seed 4
    When the duel is set up with seed 5
    Then the setup is accepted
    And "NA-12-raira-storm" is in A's out-of-game zone
    And A has 0 cards in extra zone

  @clause:A-10-2-1
  Scenario: both gauges start at 0 for the player harboring Raira; the other player has none
    Given A chooses the goddesses "raira" and "yurina" with real cards, deck seed 3
    And B chooses the goddesses "hagane" and "saine" with real cards, deck seed 4
    When the duel is set up with seed 5
    Then A's gauges are wind 0 and thunder 0
    And B has no wind and thunder gauges
