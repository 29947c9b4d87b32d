Feature: C 10-20 Used-trump conditions
  "Your trump is used" holds when at least one trump held by you lies in your trump zone in the used
  state. "All your other trumps are used", seen from one trump, holds when every other trump you
  hold is used, leaving out those in 〈Extra〉 and 〈Out of game〉 (C 10-20). A trump is in the used
  state only in the trump zone (C 7-1-11): one that is sealed, in use or deployed is not used, and a
  trump face up out of the game, though counted as used there (C 7-1-16), is not in the trump zone.
  Test cards read the first as "self.used_trumps >= 1" and the second as
  "self.other_trumps_not_used == 0".

  Background:
    Given a duel in A's main phase with a standard action
    And the distance is 4
    And the test cards:
      | id     | type        | category | range | damage | cost | charge |
      | bell   | action      | trump    |       |        | 0    |        |
      | spent  | action      | trump    |       |        | 0    |        |
      | fresh  | action      | trump    |       |        | 0    |        |
      | far    | action      | trump    |       |        | 0    |        |
      | pride  | enhancement |          |       |        |      | 1      |
      | slash  | attack      |          | 3-5   | 1/1    |      |        |
    And "bell" has the effect "on_use: move dust -> self.life 2 if self.other_trumps_not_used == 0"
    And "pride" has the effect "while_deployed: modify own_attacks add +1/+0 if self.used_trumps >= 1"
    And A has life 5
    And the dust is 2

  @clause:C-10-20
  Rule: all your other trumps are used

    Background:
      Given A has the unused trump "bell"

    @clause:C-10-20
    Scenario: every other trump of the player used, the condition holds
      Given A has the used trump "spent"
      When A uses "bell"
      Then A has life 7

    @clause:C-10-20
    Scenario: another trump of the player unused, the condition fails
      Given A has the used trump "spent"
      And A has the unused trump "fresh"
      When A uses "bell"
      Then A has life 5

    @clause:C-10-20
    Scenario: trumps in the extra zone and out of the game are left out
      Given A has the used trump "spent"
      And A's extra zone holds fresh
      And A's out-of-game zone holds far
      When A uses "bell"
      Then A has life 7

    @clause:C-10-20
    Scenario: a sealed trump is not used, so the condition fails
      Given A has the used trump "spent"
      And "fresh" is sealed under A's "spent"
      When A uses "bell"
      Then A has life 5

    @clause:C-10-20
    Scenario: the opponent's unused trumps do not matter
      Given A has the used trump "spent"
      And B has the unused trump "fresh"
      When A uses "bell"
      Then A has life 7

    @clause:C-10-20
    Scenario: with real cards, every other trump used, Grand Bourdon Peal brings two dust crystals to its user's life
      Given a duel in A's main phase with a standard action
      And A has the unused trump "Grand Bourdon Peal" (NA-08-hagane-O-S-2)
      And A has the used trump "Tsukikage Crush" (NA-01-yurina-O-S-1)
      And A has flare 2, life 5
      And the dust is 0
      When A uses "Grand Bourdon Peal"
      Then A has life 7

    @clause:C-10-20
    Scenario: with real cards, another trump unused, Grand Bourdon Peal brings nothing
      Given a duel in A's main phase with a standard action
      And A has the unused trump "Grand Bourdon Peal" (NA-08-hagane-O-S-2)
      And A has the unused trump "Tsukikage Crush" (NA-01-yurina-O-S-1)
      And A has flare 2, life 5
      When A uses "Grand Bourdon Peal"
      Then A has life 5

    @clause:C-10-20
    Scenario: with real cards, a trump in the extra zone is left out: Grand Bourdon Peal still brings two crystals
      Given a duel in A's main phase with a standard action
      And A has the unused trump "Grand Bourdon Peal" (NA-08-hagane-O-S-2)
      And A has the used trump "Tsukikage Crush" (NA-01-yurina-O-S-1)
      And A's extra zone holds "Windbeast Manifestation" (NA-12-raira-O-S-3-Ex1)
      And A has flare 2, life 5
      When A uses "Grand Bourdon Peal"
      Then A has life 7

  @clause:C-10-20
  Rule: your trump is used

    Background:
      Given A has "pride" deployed with 1 crystal
      And A holds slash in hand
      And B has aura 5

    @clause:C-10-20
    Scenario: a used trump in the player's trump zone makes the condition hold
      Given A has the used trump "spent"
      When A uses "slash"
      And B takes the damage on aura
      Then B has aura 3

    @clause:C-10-20
    Scenario: a trump face up out of the game is not in the trump zone, so the condition fails
      Given "spent" is face up in A's out-of-game zone
      When A uses "slash"
      And B takes the damage on aura
      Then B has aura 4

    @clause:C-10-20
    Scenario: the opponent's used trump does not make the player's condition hold
      Given B has the used trump "spent"
      When A uses "slash"
      And B takes the damage on aura
      Then B has aura 4
