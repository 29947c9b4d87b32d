@goddess:hatsumi
Feature: Hatsumi's Aquiform Salvo and Phaneritic Lighthouse
  Aquiform Salvo becomes unused again (即再起, C 10-8) as, in the opponent's turn, the current distance
  comes to be 2 or more closer than at the start of that turn; when it becomes unused, its holder may
  perform a basic action. Phaneritic Lighthouse flinches its user unless she is headwind; used, the
  master distance is 1 larger, and in the opponent's turn a card other than an attack card the opponent
  uses from hand goes to her discard pile instead of resolving, and the Lighthouse is unused again
  (C 10-30).

  @card:NA-17-hatsumi-O-S-3 @clause:C-5-2-2
  Scenario: Phaneritic Lighthouse (NA-17-hatsumi-O-S-3) used while not headwind flinches its user and makes the master distance 3
    Given a duel in A's main phase with a standard action
    And A harbors Hatsumi, tailwind
    And A has flare 1, concentration 1
    And the distance is 3
    And A has the unused trump "Phaneritic Lighthouse" (NA-17-hatsumi-O-S-3)
    When A uses "Phaneritic Lighthouse"
    Then A has flinched
    When A tries to perform advance paying concentration
    Then the action is illegal citing "C 9-6-1"

  @card:NA-17-hatsumi-O-S-3 @clause:C-5-1-4
  Scenario: Phaneritic Lighthouse (NA-17-hatsumi-O-S-3) used while headwind does not flinch its user
    Given a duel in A's main phase with a standard action
    And A harbors Hatsumi, headwind
    And A has flare 1
    And A has the unused trump "Phaneritic Lighthouse" (NA-17-hatsumi-O-S-3)
    When A uses "Phaneritic Lighthouse"
    Then A has not flinched

  @card:NA-17-hatsumi-O-S-3 @clause:C-10-30
  Scenario: Phaneritic Lighthouse (NA-17-hatsumi-O-S-3) used: the opponent's action card from hand goes to discard unresolved, and the Lighthouse is unused again
    Given a duel in B's main phase with a standard action
    And A harbors Hatsumi, tailwind
    And the test cards:
      | id   | type   | range | damage |
      | leaf | action |       |        |
      | jab  | attack | 0-10  | 1/1    |
    And "leaf" has the effect "on_use: gain_concentration self 1"
    And B has concentration 0
    And B holds leaf, jab in hand
    And A has the used trump "Phaneritic Lighthouse" (NA-17-hatsumi-O-S-3)
    When B uses "leaf"
    Then "leaf" is in B's discard pile
    And B has concentration 0
    And "Phaneritic Lighthouse" is an unused trump

  @card:NA-17-hatsumi-O-S-3 @clause:C-10-30
  Scenario: Phaneritic Lighthouse (NA-17-hatsumi-O-S-3) used lets the opponent's attack cards resolve
    Given a duel in B's main phase with a standard action
    And A harbors Hatsumi, tailwind
    And the test cards:
      | id  | type   | range | damage |
      | jab | attack | 0-10  | 1/1    |
    And A has aura 0, life 10
    And B holds jab in hand
    And A has the used trump "Phaneritic Lighthouse" (NA-17-hatsumi-O-S-3)
    When B uses "jab"
    Then A has life 9
    And "Phaneritic Lighthouse" is a used trump

  @card:NA-17-hatsumi-O-S-2 @clause:C-10-8
  Scenario: Aquiform Salvo (NA-17-hatsumi-O-S-2) is unused again as the opponent comes 2 closer, and its holder may then perform a basic action
    Given a duel in B's main phase with a standard action
    And A harbors Hatsumi, tailwind
    And the distance is 5
    And the turn-start distance was 5
    And the dust is 2
    And A has aura 2
    And B has aura 2, concentration 2
    And A has the used trump "Aquiform Salvo" (NA-17-hatsumi-O-S-2)
    When B performs advance paying concentration
    Then "Aquiform Salvo" is a used trump
    When B performs advance paying concentration
    Then "Aquiform Salvo" is an unused trump
    And A must decide may
    When A accepts
    And A performs retreat by the effect
    Then the distance is 4
    And A has aura 1

  @card:NA-17-hatsumi-A1-S-1 @clause:C-5-7
  Scenario: Brumous Ocean (NA-17-hatsumi-A1-S-1) deployed: in the opponent's turn a 3-5 attack keeps 3 and 5 only
    Given a duel in B's main phase with a standard action
    And A harbors Hatsumi, tailwind
    And the test cards:
      | id    | type   | range | damage |
      | reach | attack | 3-5   | 1/1    |
      | pair  | attack | 4-5   | 1/1    |
    And the distance is 4
    And B holds reach, pair in hand
    And A has "Brumous Ocean" (NA-17-hatsumi-A1-S-1) deployed with 4 crystals
    When B tries to use "reach"
    Then the action is illegal citing "C 9-4-1"
    And the options include use pair

  @card:NA-17-hatsumi-A1-S-1 @clause:C-5-7
  Scenario: Brumous Ocean (NA-17-hatsumi-A1-S-1) leaves the opponent's reactions in its holder's own turn alone
    Given a duel in A's main phase with a standard action
    And A harbors Hatsumi, tailwind
    And the test cards:
      | id    | type   | subtype  | range | damage |
      | jab   | attack |          | 0-10  | 1/1    |
      | reach | attack | reaction | 3-5   | 1/1    |
    And the distance is 4
    And A holds jab in hand
    And B holds reach in hand
    And A has "Brumous Ocean" (NA-17-hatsumi-A1-S-1) deployed with 4 crystals
    When A uses "jab"
    Then B must decide reaction
    And the options include use reach
