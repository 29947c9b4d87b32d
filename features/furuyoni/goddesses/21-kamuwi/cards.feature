@goddess:kamuwi
Feature: Kamuwi (No. 21) — her cards as printed
  Each scenario names a real card of season na-s9-2 by its English name and rules id and exercises what
  is distinctive about it. Her oath boxes (A 19-3) are exemplified in A-19-3-oaths.feature too: as the
  card is used its user picks any of its boxes, her taboo gauge rising by their orbs.

  Background:
    Given a duel in A's main phase with a standard action
    And B has aura 5, life 10
    And A harbors Kamuwi with taboo 3

  @clause:A-19-3 @card:NA-21-kamuwi-O-N-1
  Scenario: Crimson Edge (NA-21-kamuwi-O-N-1) sworn is a 4/2 attack at distance 3
    Given the distance is 3
    And A has "Crimson Edge" (NA-21-kamuwi-O-N-1) in hand
    When A uses "Crimson Edge"
    And A chooses "oath 1"
    And B takes the damage on aura
    Then B has aura 1, life 10
    And A's taboo gauge is 4

  @clause:A-19-3 @card:NA-21-kamuwi-O-N-2
  Scenario: Scattering Strike (NA-21-kamuwi-O-N-2) with its second oath takes a crystal of an aura of 4 or less
    Given the distance is 4
    And A has aura 2
    And B has aura 4, life 10
    And A has "Scattering Strike" (NA-21-kamuwi-O-N-2) in hand
    When A uses "Scattering Strike"
    And A chooses "oath 2"
    And B takes the damage on life
    Then B has aura 3, life 9
    And A has aura 3
    And A's taboo gauge is 4

  @clause:A-19-3 @card:NA-21-kamuwi-O-N-2
  Scenario: Scattering Strike's (NA-21-kamuwi-O-N-2) second oath takes nothing from an aura of 5
    Given the distance is 4
    And A has aura 2
    And A has "Scattering Strike" (NA-21-kamuwi-O-N-2) in hand
    When A uses "Scattering Strike"
    And A chooses "oath 2"
    And B takes the damage on life
    Then B has aura 5, life 9
    And A has aura 2

  @clause:C-9-2 @card:NA-21-kamuwi-O-N-4
  Scenario: Sever (NA-21-kamuwi-O-N-4) cannot be used but as a reaction
    Given the distance is 3
    And A has "Sever" (NA-21-kamuwi-O-N-4) in hand
    When A tries to use "Sever"
    Then the action is illegal citing "C 9-2"

  @clause:A-19-3 @card:NA-21-kamuwi-O-N-4
  Scenario: Sever (NA-21-kamuwi-O-N-4) sworn nullifies the damage of the normal attack it answers
    Given a duel in B's main phase with a standard action
    And A harbors Kamuwi with taboo 3
    And the test cards:
      | id  | type   | range | damage |
      | jab | attack | 0-10  | 2/3    |
    And the distance is 3
    And A has aura 3, life 10
    And B has aura 5, life 10
    And B holds jab in hand
    And A has "Sever" (NA-21-kamuwi-O-N-4) in hand
    When B uses "jab"
    And A reacts with "Sever"
    And A chooses "oath 1"
    And B takes the damage on aura
    Then B has aura 4, life 10
    And A has aura 3, life 10
    And A's taboo gauge is 5

  @clause:A-19-3 @card:NA-21-kamuwi-O-N-4
  Scenario: Sever (NA-21-kamuwi-O-N-4) sworn against a trump's attack raises the gauge by 2 more
    Given a duel in B's main phase with a standard action
    And A harbors Kamuwi with taboo 3
    And the test cards:
      | id  | category | type   | range | damage | cost |
      | jab | trump    | attack | 0-10  | 2/3    | 0    |
    And the distance is 3
    And A has aura 3, life 10
    And B has the unused trump "jab"
    And A has "Sever" (NA-21-kamuwi-O-N-4) in hand
    When B uses "jab"
    And A reacts with "Sever"
    And A chooses "oath 1"
    And B takes the damage on aura
    Then A has aura 3, life 10
    And A's taboo gauge is 7

  @clause:A-19-3 @card:NA-21-kamuwi-O-N-4
  Scenario: Sever (NA-21-kamuwi-O-N-4) not sworn lets the attack it answers deal its damage
    Given a duel in B's main phase with a standard action
    And A harbors Kamuwi with taboo 3
    And the test cards:
      | id  | type   | range | damage |
      | jab | attack | 0-10  | 2/3    |
    And the distance is 3
    And A has aura 3, life 10
    And B holds jab in hand
    And A has "Sever" (NA-21-kamuwi-O-N-4) in hand
    When B uses "jab"
    And A reacts with "Sever"
    And A chooses "no oath"
    And B takes the damage on aura
    And A takes the damage on aura
    Then A has aura 1, life 10
    And A's taboo gauge is 3

  @clause:A-19-3 @card:NA-21-kamuwi-O-S-2
  Scenario: Gravewalk (NA-21-kamuwi-O-S-2) sworn attacks 3/3 as it deploys and deals 1 damage to its user's life
    Given the distance is 3
    And the dust is 5
    And A has aura 3, life 10, flare 3
    And A has the unused trump "Gravewalk" (NA-21-kamuwi-O-S-2)
    When A uses "Gravewalk"
    And A charges 4 from dust
    And A chooses "oath 1"
    And B takes the damage on life
    Then B has aura 5, life 7
    And A has life 9, flare 1
    And "Gravewalk" has 4 crystals
    And A's taboo gauge is 5

  @clause:C-4-2 @card:NA-21-kamuwi-O-S-2
  Scenario: Gravewalk (NA-21-kamuwi-O-S-2) with crystals on it keeps its user from winning
    Given the test cards:
      | id  | type   | range | damage |
      | jab | attack | 0-10  | -/1    |
    And the distance is 3
    And B has aura 0, life 1
    And A has "Gravewalk" (NA-21-kamuwi-O-S-2) deployed with 2 crystals
    And A holds jab in hand
    When A uses "jab"
    Then B has life 0
    And the duel goes on

  @clause:C-9-2-2 @card:NA-21-kamuwi-O-S-4
  Scenario: Balance (NA-21-kamuwi-O-S-4) repeats its options: the distance twice, then the gauge for a life
    Given the distance is 6
    And A has aura 3, life 8, flare 3
    And A has the unused trump "Balance" (NA-21-kamuwi-O-S-4)
    When A uses "Balance"
    And A chooses "distance to dust"
    And A chooses "distance to dust"
    And A chooses "taboo for life"
    Then the distance is 4
    And A has aura 2, life 9, flare 0
    And A's taboo gauge is 4

  @clause:C-9-2-2 @card:NA-21-kamuwi-O-S-4
  Scenario: Balance's (NA-21-kamuwi-O-S-4) gauge option does nothing with a life above 8
    Given the distance is 6
    And A has aura 3, life 9, flare 3
    And A has the unused trump "Balance" (NA-21-kamuwi-O-S-4)
    When A uses "Balance"
    And A chooses "taboo for life"
    And A chooses "done"
    Then the distance is 6
    And A has aura 3, life 9
    And A's taboo gauge is 3

  @clause:C-9-2-2 @card:NA-21-kamuwi-O-N-5
  Scenario: Jagged Weave (NA-21-kamuwi-O-N-5) at distance 5 or more sends 2 crystals of the distance to the dust
    Given the distance is 6
    And the dust is 0
    And A has "Jagged Weave" (NA-21-kamuwi-O-N-5) in hand
    When A uses "Jagged Weave"
    Then the distance is 4
    And the dust is 2

  @clause:C-9-2-2 @card:NA-21-kamuwi-O-N-5
  Scenario: Jagged Weave (NA-21-kamuwi-O-N-5) at distance 1 or less brings 2 crystals of the dust to the distance
    Given the distance is 1
    And the dust is 3
    And A has "Jagged Weave" (NA-21-kamuwi-O-N-5) in hand
    When A uses "Jagged Weave"
    Then the distance is 3
    And the dust is 1

  @clause:C-10-15 @card:NA-21-kamuwi-O-N-5
  Scenario: Jagged Weave (NA-21-kamuwi-O-N-5) at distance 2-4 gives the next normal attack of another goddess +1/+0
    Given the distance is 3
    And A has "Jagged Weave" (NA-21-kamuwi-O-N-5) in hand
    And A has "Slash" (NA-01-yurina-O-N-1) in hand
    When A uses "Jagged Weave"
    And A uses "Slash"
    And B takes the damage on aura
    Then the distance is 3
    And B has aura 1, life 10

  @clause:C-10-15 @card:NA-21-kamuwi-O-N-5
  Scenario: Jagged Weave's (NA-21-kamuwi-O-N-5) bonus does not go to an attack of Kamuwi herself
    Given the distance is 3
    And A has "Jagged Weave" (NA-21-kamuwi-O-N-5) in hand
    And A has "Crimson Edge" (NA-21-kamuwi-O-N-1) in hand
    When A uses "Jagged Weave"
    And A uses "Crimson Edge"
    And A chooses "no oath"
    And B takes the damage on aura
    Then B has aura 2, life 10

  @clause:C-9-2-2 @card:NA-21-kamuwi-O-N-6
  Scenario: Flowing Blood (NA-21-kamuwi-O-N-6) resolves its two options in printed order, not in the order picked
    Given a duel in A's main phase with a full-power action
    And A harbors Kamuwi with taboo 3
    And the distance is 6
    And the dust is 0
    And B has aura 5, life 10
    And A has "Flowing Blood" (NA-21-kamuwi-O-N-6) in hand
    When A uses "Flowing Blood"
    And A chooses "attack 2-4 2/2"
    And A chooses "distance to dust"
    And B takes the damage on aura
    Then the distance is 4
    And B has aura 3, life 10

  @clause:A-19-3 @clause:C-9-1-2 @card:NA-21-kamuwi-O-N-3
  Scenario: Flurry of Blades (NA-21-kamuwi-O-N-3) sworn in a full-power action attacks three more times 1/1
    Given a duel in A's main phase with a full-power action
    And A harbors Kamuwi with taboo 3
    And the distance is 3
    And B has aura 5, life 10
    And A has "Flurry of Blades" (NA-21-kamuwi-O-N-3) in hand
    When A uses "Flurry of Blades"
    And A chooses "oath 1"
    And B takes the damage on aura
    And B takes the damage on aura
    And B takes the damage on aura
    And B takes the damage on aura
    Then B has aura 0, life 10
    And A's taboo gauge is 4

  @clause:C-9-1-2 @card:NA-21-kamuwi-O-N-3
  Scenario: Flurry of Blades (NA-21-kamuwi-O-N-3) sworn in a standard action attacks once only
    Given the distance is 3
    And A has "Flurry of Blades" (NA-21-kamuwi-O-N-3) in hand
    When A uses "Flurry of Blades"
    And A chooses "oath 1"
    And B takes the damage on aura
    Then B has aura 3, life 10
    And A's taboo gauge is 4

  @clause:C-10-30 @card:NA-21-kamuwi-O-S-1-Ex1
  Scenario: Daybreak (NA-21-kamuwi-O-S-1-Ex1) discards a normal reaction unresolved, gets -1/+0, and leaves the game
    Given the test cards:
      | id    | type   | subtype  |
      | guard | action | reaction |
    And "guard" has the effect "on_use: gain_concentration self 1"
    And the distance is 4
    And A has aura 3, life 10, flare 6
    And B has aura 5, life 10, concentration 0
    And A has the unused trump "Daybreak" (NA-21-kamuwi-O-S-1-Ex1)
    And B holds guard in hand
    When A uses "Daybreak"
    And B reacts with "guard"
    And B takes the damage on life
    Then B has aura 5, life 6, concentration 0
    And "guard" is in B's discard pile
    And "Daybreak" is in A's out-of-game zone

  @clause:C-10-30 @card:NA-21-kamuwi-O-S-1-Ex1
  Scenario: Daybreak (NA-21-kamuwi-O-S-1-Ex1) makes a trump reaction used unresolved and gets -1/-1
    Given the test cards:
      | id   | type   | category | subtype  | cost |
      | ward | action | trump    | reaction | 0    |
    And "ward" has the effect "on_use: gain_concentration self 1"
    And the distance is 4
    And A has aura 3, life 10, flare 6
    And B has aura 5, life 10, concentration 0
    And A has the unused trump "Daybreak" (NA-21-kamuwi-O-S-1-Ex1)
    And B has the unused trump "ward"
    When A uses "Daybreak"
    And B reacts with "ward"
    And B takes the damage on life
    Then B has aura 5, life 7, concentration 0
    And "B:ward" is a used trump

  @clause:A-19-3 @card:NA-21-kamuwi-O-S-1 @card:NA-21-kamuwi-O-S-1-Ex1
  Scenario: Kindle (NA-21-kamuwi-O-S-1) sworn empties the flare, deals 1 damage to its user's life and brings Daybreak
    Given the dust is 0
    And A has aura 3, life 10, flare 7
    And A has the unused trump "Kindle" (NA-21-kamuwi-O-S-1)
    And A's extra zone holds "Daybreak" (NA-21-kamuwi-O-S-1-Ex1)
    When A uses "Kindle"
    And A chooses "oath 1"
    Then A has life 9, flare 1
    And the dust is 7
    And A's taboo gauge is 6
    And "Daybreak" is an unused trump
    And "Kindle" is a used trump

  @clause:A-19-3 @card:NA-21-kamuwi-O-S-1
  Scenario: Kindle (NA-21-kamuwi-O-S-1) not sworn does nothing: Daybreak stays in 〈Extra〉
    Given the dust is 0
    And A has aura 3, life 10, flare 7
    And A has the unused trump "Kindle" (NA-21-kamuwi-O-S-1)
    And A's extra zone holds "Daybreak" (NA-21-kamuwi-O-S-1-Ex1)
    When A uses "Kindle"
    And A chooses "no oath"
    Then A has life 10, flare 2
    And A's taboo gauge is 3
    And "Daybreak" is in A's extra zone

  @clause:A-19-3 @card:NA-21-kamuwi-O-N-7
  Scenario: Sanguine Spray (NA-21-kamuwi-O-N-7) sworn attacks 3 2/2 unavoidable as it deploys
    Given the distance is 3
    And the dust is 5
    And A has "Sanguine Spray" (NA-21-kamuwi-O-N-7) in hand
    When A uses "Sanguine Spray"
    And A charges 2 from dust
    And A chooses "oath 1"
    And B takes the damage on aura
    Then B has aura 3, life 10
    And "Sanguine Spray" has 2 crystals
    And A's taboo gauge is 4

  @clause:C-6-3 @card:NA-21-kamuwi-O-N-7
  Scenario: Sanguine Spray (NA-21-kamuwi-O-N-7) deployed sends the crystal of the opponent's advance to the dust and loses a crystal
    Given a duel in B's main phase with a standard action
    And A harbors Kamuwi with taboo 3
    And the distance is 5
    And the dust is 0
    And B has aura 2, life 10, concentration 1
    And A has "Sanguine Spray" (NA-21-kamuwi-O-N-7) deployed with 2 crystals
    When B performs advance paying concentration
    Then B has aura 2
    And the distance is 4
    And the dust is 2
    And "Sanguine Spray" has 1 crystal

  @clause:C-6-3 @card:NA-21-kamuwi-O-N-7
  Scenario: Sanguine Spray (NA-21-kamuwi-O-N-7) leaves its own user's advance alone
    Given the distance is 5
    And the dust is 0
    And A has aura 2, life 10, concentration 1
    And A has "Sanguine Spray" (NA-21-kamuwi-O-N-7) deployed with 2 crystals
    When A performs advance paying concentration
    Then A has aura 3
    And the distance is 4
    And "Sanguine Spray" has 2 crystals

  @clause:C-10-31 @card:NA-21-kamuwi-O-S-3
  Scenario: after Carcass (NA-21-kamuwi-O-S-3), the opponent's next card of the answered goddess costs a card of hers from hand
    Carcass answered Yurina's Slash: B's next Yurina card this turn costs, in addition, discarding
    another Yurina card from hand (her choice); the card after it costs nothing more.
    Given a duel in B's main phase with a standard action
    And A harbors Kamuwi with taboo 3
    And the distance is 3
    And A has aura 5, life 10, flare 2
    And B has aura 5, life 10
    And A has the unused trump "Carcass" (NA-21-kamuwi-O-S-3)
    And B has "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2), "Hilt Strike" (NA-01-yurina-O-N-3), "Footwork" (NA-01-yurina-O-N-5) in hand
    When B uses "Slash"
    And A reacts with "Carcass"
    And B takes the damage on aura
    And A takes the damage on aura
    And B uses "Brandish"
    Then B must decide choose
    And the options are exactly choose Hilt Strike, choose Footwork
    When B chooses "Hilt Strike"
    Then "Hilt Strike" is in B's discard pile
    And "Carcass" is a used trump
    When A takes the damage on aura
    Then the options include use Footwork

  @clause:C-10-31 @clause:C-5-9 @card:NA-21-kamuwi-O-S-3
  Scenario: after Carcass (NA-21-kamuwi-O-S-3), a Yurina card with no other Yurina card in hand cannot be used; another goddess's can
    Given a duel in B's main phase with a standard action
    And A harbors Kamuwi with taboo 3
    And the distance is 3
    And A has aura 5, life 10, flare 2
    And B has aura 5, life 10
    And A has the unused trump "Carcass" (NA-21-kamuwi-O-S-3)
    And B has "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2), "Hilt Slam" (NA-02-saine-O-N-3) in hand
    When B uses "Slash"
    And A reacts with "Carcass"
    And B takes the damage on aura
    And A takes the damage on aura
    Then the options do not include use Brandish
    And the options include use Hilt Slam
    When B tries to use "Brandish"
    Then the action is illegal citing "C 10-31"

  @clause:C-10-8 @card:NA-21-kamuwi-O-S-3
  Scenario: Carcass (NA-21-kamuwi-O-S-3) used is unused again as its user's taboo gauge comes to 6
    Given A harbors Kamuwi with taboo 5
    And B has aura 5, life 10
    And the distance is 3
    And A has the used trump "Carcass" (NA-21-kamuwi-O-S-3)
    And A has "Crimson Edge" (NA-21-kamuwi-O-N-1) in hand
    When A uses "Crimson Edge"
    And A chooses "oath 1"
    Then A's taboo gauge is 6
    And "Carcass" is an unused trump

  @clause:C-10-8 @card:NA-21-kamuwi-O-S-3
  Scenario: Carcass (NA-21-kamuwi-O-S-3) stays used while the gauge rises to no multiple of 6
    Given A harbors Kamuwi with taboo 3
    And B has aura 5, life 10
    And the distance is 3
    And A has the used trump "Carcass" (NA-21-kamuwi-O-S-3)
    And A has "Crimson Edge" (NA-21-kamuwi-O-N-1) in hand
    When A uses "Crimson Edge"
    And A chooses "oath 1"
    Then A's taboo gauge is 4
    And "Carcass" is a used trump
