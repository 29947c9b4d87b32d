@goddess:renri
Feature: A 20-1 Renri's extra cards at setup
  Preparing the duel, a player harboring Renri puts Sigiled Robe face up in 〈Extra〉; a player harboring
  『歴史家』 Renri also puts her three relics (Fabricated Weapon, Essence of Sword, Primal Sakura Bell)
  face down in her 〈遺物〉 (Relics, A 20-2-3): normal cards only, seen by her only, their effects not in
  force.

  @clause:A-20-1 @card:NA-22-renri-O-S-4-Ex1
  Scenario: Renri's player starts with Sigiled Robe in 〈Extra〉
    Given A chooses the goddesses "renri" and "yurina" with real cards, deck seed 1
    And B chooses the goddesses "saine" and "himika" with real cards, deck seed 2
    When the duel is set up with seed 3
    Then the setup is accepted
    And "NA-22-renri-O-S-4-Ex1" is in A's extra zone
    And A has 1 card in extra zone
    And B has 0 cards in extra zone

  @clause:A-20-1 @card:NA-22-renri-A1-N-6-Ex1 @card:NA-22-renri-A1-N-6-Ex2 @card:NA-22-renri-A1-N-6-Ex3
  Scenario: 『歴史家』 Renri's player starts with her three relics in 〈Relics〉, and Sigiled Robe in 〈Extra〉
    Given A chooses the goddesses "renri-a1" and "yurina" with real cards, deck seed 1
    And B chooses the goddesses "renri" and "himika" with real cards, deck seed 2
    When the duel is set up with seed 3
    Then the setup is accepted
    And "NA-22-renri-A1-N-6-Ex1" is in A's relics
    And "NA-22-renri-A1-N-6-Ex2" is in A's relics
    And "NA-22-renri-A1-N-6-Ex3" is in A's relics
    And A has 3 cards in relics
    And B has 0 cards in relics
    And "NA-22-renri-O-S-4-Ex1" is in A's extra zone
    And A has 1 card in extra zone

  @clause:A-20-2-3
  Scenario: only a player harboring 『歴史家』 Renri has 〈Relics〉
    Given a duel in A's main phase with a standard action
    And A harbors "renri" and "yurina"
    And A's relics hold "Fabricated Weapon" (NA-22-renri-A1-N-6-Ex1)
    When the position is submitted
    Then the position is refused citing "A 20-2-3"

  @clause:A-20-2-3
  Scenario: 〈Relics〉 hold normal cards only
    Given a duel in A's main phase with a standard action
    And A harbors "renri-a1" and "yurina"
    And A's relics hold "Resolution" (NA-22-renri-A1-S-1)
    When the position is submitted
    Then the position is refused citing "A 20-2-3"
