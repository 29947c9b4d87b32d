@goddess:honoka
Feature: Honoka (No. 14) and Sakuraist Honoka (A1) — their cards as printed
  Each scenario names a real card of season na-s9-2 by its English name and rules id and exercises what
  is distinctive about it. Many of her cards are exchanged (C 10-25) with one of her extra cards; an
  attack or action exchanged while it is in use puts its partner in 〈In-use〉, from where the partner
  leaves at once for the discard pile (a normal card) or the trump zone (a trump), and "that card may go
  under the deck" then moves it from there.
  Divine Spirit: Ouka is written "Divine Spirit Ouka" in the steps, where "X:" would name a card's owner.

  Background:
    Given a duel in A's main phase with a standard action

  @clause:C-10-25 @clause:C-10-22 @card:NA-14-honoka-O-N-1 @card:NA-14-honoka-O-N-1-Ex1
  Scenario: Spirit Rite (NA-14-honoka-O-N-1) blooms into Guardian Spirit Rite, which goes under the deck
    Given the test cards:
      | id    | type   | subtype  |
      | parry | action | reaction |
      | top   | action |          |
    And A has "Spirit Rite" (NA-14-honoka-O-N-1) in hand
    And A's extra zone holds "Guardian Spirit Rite" (NA-14-honoka-O-N-1-Ex1)
    And A's deck is top from the top
    And B holds parry in hand
    And the distance is 4
    And B has aura 3, life 10
    When A uses "Spirit Rite"
    Then B is not asked to react
    When B takes the damage on life
    Then B has life 9
    And A must decide may
    When A accepts
    Then "Spirit Rite" is in A's extra zone
    And "Guardian Spirit Rite" is in A's discard pile
    And the ruling cites "C 10-25"
    When A accepts
    Then "Guardian Spirit Rite" is at the bottom of A's deck
    And "top" is on top of A's deck

  @clause:C-10-40 @card:NA-14-honoka-O-N-1 @card:NA-14-honoka-O-N-1-Ex1
  Scenario: Spirit Rite (NA-14-honoka-O-N-1) need not bloom
    Given A has "Spirit Rite" (NA-14-honoka-O-N-1) in hand
    And A's extra zone holds "Guardian Spirit Rite" (NA-14-honoka-O-N-1-Ex1)
    And the distance is 4
    And B has aura 3, life 10
    When A uses "Spirit Rite"
    And B takes the damage on aura
    And A declines
    Then "Spirit Rite" is in A's discard pile
    And "Guardian Spirit Rite" is in A's extra zone

  @clause:C-10-25 @clause:C-10-1 @card:NA-14-honoka-O-N-1-Ex1 @card:NA-14-honoka-O-N-1-Ex2
  Scenario: Guardian Spirit Rite (NA-14-honoka-O-N-1-Ex1) answers an attack, wraps a dust crystal and blooms into Destructive Spirit Rite
    Given the test cards:
      | id  | type   | range | damage |
      | jab | attack | 0-10  | 1/1    |
    And a duel in B's main phase with a standard action
    And B holds jab in hand
    And A has "Guardian Spirit Rite" (NA-14-honoka-O-N-1-Ex1) in hand
    And A's extra zone holds "Destructive Spirit Rite" (NA-14-honoka-O-N-1-Ex2)
    And the distance is 3
    And A has aura 1
    And B has aura 3, life 10
    And the dust is 2
    When B uses "jab"
    And A reacts with "Guardian Spirit Rite"
    And B takes the damage on life
    Then B has life 9
    And A has aura 2
    When A accepts
    And A declines
    Then "Guardian Spirit Rite" is in A's extra zone
    And "Destructive Spirit Rite" is in A's discard pile

  @clause:C-10-25 @clause:C-10-22 @card:NA-14-honoka-O-N-1-Ex2 @card:NA-14-honoka-O-N-1-Ex3
  Scenario: Destructive Spirit Rite (NA-14-honoka-O-N-1-Ex2) cannot be answered by a normal card and, blooming into Ouka, heals 1
    Given the test cards:
      | id    | type   | subtype  |
      | parry | action | reaction |
    And A has "Destructive Spirit Rite" (NA-14-honoka-O-N-1-Ex2) in hand
    And A's extra zone holds "Divine Spirit Ouka" (NA-14-honoka-O-N-1-Ex3)
    And B holds parry in hand
    And the distance is 5
    And A has life 5
    And B has aura 5, life 10
    And the dust is 2
    When A uses "Destructive Spirit Rite"
    Then the options are exactly decline
    When B does not react
    And B takes the damage on life
    Then B has life 8
    When A accepts
    And A accepts
    Then "Divine Spirit Ouka" is at the bottom of A's deck
    And "Destructive Spirit Rite" is in A's extra zone
    And A has life 6
    And the dust is 1

  @clause:C-10-40 @card:NA-14-honoka-O-N-1-Ex2
  Scenario: Destructive Spirit Rite (NA-14-honoka-O-N-1-Ex2) not bloomed heals nothing
    Given A has "Destructive Spirit Rite" (NA-14-honoka-O-N-1-Ex2) in hand
    And A's extra zone holds "Divine Spirit Ouka" (NA-14-honoka-O-N-1-Ex3)
    And the distance is 5
    And A has life 5
    And B has aura 5, life 10
    And the dust is 2
    When A uses "Destructive Spirit Rite"
    And B takes the damage on aura
    And A declines
    Then A has life 5
    And "Divine Spirit Ouka" is in A's extra zone

  @clause:C-10-22 @clause:C-9-1-2 @card:NA-14-honoka-O-N-1-Ex3
  Scenario: Divine Spirit: Ouka (NA-14-honoka-O-N-1-Ex3) is a full-power attack no card answers, wrapping two dust crystals
    Given a duel in A's main phase with a full-power action
    And the test cards:
      | id    | type   | subtype  | category | cost |
      | parry | action | reaction |          |      |
      | trap  | action | reaction | trump    | 0    |
    And A has "Divine Spirit Ouka" (NA-14-honoka-O-N-1-Ex3) in hand
    And B holds parry in hand
    And B has the unused trump "trap"
    And the distance is 3
    And A has aura 1
    And B has aura 5, life 10
    And the dust is 3
    When A uses "Divine Spirit Ouka"
    Then B is not asked to react
    When B takes the damage on life
    Then B has life 7
    And A has aura 3
    And the dust is 1

  @clause:C-10-1 @card:NA-14-honoka-O-N-2
  Scenario: Petal Storm (NA-14-honoka-O-N-2): its user's opponent picks the arrow of the distance to the attacker's aura
    Given A has "Petal Storm" (NA-14-honoka-O-N-2) in hand
    And the distance is 4
    And A has aura 1
    And B has aura 5, life 10
    When A uses "Petal Storm"
    And B takes the damage on life
    Then B must decide choose
    When B chooses "1"
    Then the distance is 3
    And A has aura 2
    And B has aura 5

  @clause:C-10-1 @card:NA-14-honoka-O-N-2
  Scenario: Petal Storm (NA-14-honoka-O-N-2): or the arrow of the opponent's own aura to the distance
    Given A has "Petal Storm" (NA-14-honoka-O-N-2) in hand
    And the distance is 4
    And A has aura 1
    And B has aura 5, life 10
    When A uses "Petal Storm"
    And B takes the damage on life
    And B chooses "2"
    Then the distance is 5
    And A has aura 1
    And B has aura 4

  @clause:C-7-1-6 @card:NA-14-honoka-O-N-3
  Scenario: Resonant Flag of Virtue (NA-14-honoka-O-N-3) draws, puts a hand card under the deck and itself under it
    Given a duel in A's main phase with a full-power action
    And the test cards:
      | id    | type   |
      | drawn | action |
      | kept  | action |
      | low   | action |
    And A has "Resonant Flag of Virtue" (NA-14-honoka-O-N-3) in hand
    And A holds kept in hand
    And A's deck is drawn, low from the top
    And the distance is 9
    And B has aura 5, life 10
    When A uses "Resonant Flag of Virtue"
    And B takes the damage on life
    Then B has life 8
    When A accepts
    Then "drawn" is in A's hand
    When A chooses "kept"
    And A accepts
    Then A's deck is low, kept, Resonant Flag of Virtue from the top
    And "drawn" is in A's hand

  @clause:C-10-1 @clause:C-10-25 @card:NA-14-honoka-O-N-4 @card:NA-14-honoka-O-N-4-Ex1
  Scenario: Sakura Wings (NA-14-honoka-O-N-4) moves two crystals either way between distance and dust, then becomes Rebirth
    Given A has "Sakura Wings" (NA-14-honoka-O-N-4) in hand
    And A's extra zone holds "Rebirth" (NA-14-honoka-O-N-4-Ex1)
    And the distance is 4
    And the dust is 3
    When A uses "Sakura Wings"
    And A chooses "backward"
    Then the distance is 6
    And the dust is 1
    And "Sakura Wings" is in A's extra zone
    And "Rebirth" is in A's discard pile

  @clause:C-10-1 @clause:C-10-25 @card:NA-14-honoka-O-N-4-Ex1 @card:NA-14-honoka-O-N-4
  Scenario: Rebirth (NA-14-honoka-O-N-4-Ex1), a full-power action, wraps and charges a dust crystal each, then becomes Sakura Wings
    Given a duel in A's main phase with a full-power action
    And A has "Rebirth" (NA-14-honoka-O-N-4-Ex1) in hand
    And A's extra zone holds "Sakura Wings" (NA-14-honoka-O-N-4)
    And A has aura 1, flare 0
    And the dust is 3
    When A uses "Rebirth"
    Then A has aura 2, flare 1
    And the dust is 1
    And "Rebirth" is in A's extra zone
    And "Sakura Wings" is in A's discard pile

  @clause:C-9-4 @clause:C-10-25 @card:NA-14-honoka-O-N-5 @card:NA-14-honoka-O-N-5-Ex1
  Scenario: Charm of Blossoms (NA-14-honoka-O-N-5) puts a hand card face-down to nullify a normal attack, then blooms into Faint Spark
    Given the test cards:
      | id    | type   | range | damage |
      | jab   | attack | 0-10  | 3/3    |
      | chaff | action |       |        |
    And a duel in B's main phase with a standard action
    And B holds jab in hand
    And A has "Charm of Blossoms" (NA-14-honoka-O-N-5) in hand
    And A holds chaff in hand
    And A's extra zone holds "Faint Spark" (NA-14-honoka-O-N-5-Ex1)
    And the distance is 3
    And A has aura 3, life 10
    When B uses "jab"
    And A reacts with "Charm of Blossoms"
    And A accepts
    And A puts "chaff" face-down
    Then the ruling cites "C 9-4 ii"
    When A accepts
    And A accepts
    Then "Faint Spark" is at the bottom of A's deck
    And "Charm of Blossoms" is in A's extra zone
    And A has aura 3, life 10

  @clause:C-9-4 @card:NA-14-honoka-O-N-5
  Scenario: Charm of Blossoms (NA-14-honoka-O-N-5) does not nullify a trump's attack
    Given the test cards:
      | id    | type   | category | range | damage | cost |
      | blast | attack | trump    | 0-10  | 3/3    | 0    |
      | chaff | action |          |       |        |      |
    And a duel in B's main phase with a standard action
    And B has the unused trump "blast"
    And A has "Charm of Blossoms" (NA-14-honoka-O-N-5) in hand
    And A holds chaff in hand
    And the distance is 3
    And A has aura 3, life 10
    When B uses "blast"
    And A reacts with "Charm of Blossoms"
    And A accepts
    And A puts "chaff" face-down
    And A takes the damage on aura
    Then A has aura 0, life 10
    And "chaff" is in A's face-down pile

  @clause:C-10-40 @card:NA-14-honoka-O-N-5
  Scenario: Charm of Blossoms (NA-14-honoka-O-N-5) nullifies nothing when no card is put face-down
    Given the test cards:
      | id    | type   | range | damage |
      | jab   | attack | 0-10  | 3/3    |
      | chaff | action |       |        |
    And a duel in B's main phase with a standard action
    And B holds jab in hand
    And A has "Charm of Blossoms" (NA-14-honoka-O-N-5) in hand
    And A holds chaff in hand
    And the distance is 3
    And A has aura 3, life 10
    When B uses "jab"
    And A reacts with "Charm of Blossoms"
    And A declines
    Then the ruling does not cite "C 9-4 ii"
    When A takes the damage on aura
    Then A has aura 0, life 10
    And "chaff" is in A's hand

  @clause:C-6-2-1 @card:NA-14-honoka-O-N-5-Ex1
  Scenario: Faint Spark (NA-14-honoka-O-N-5-Ex1) is a plain attack 1-3, 1/2
    Given A has "Faint Spark" (NA-14-honoka-O-N-5-Ex1) in hand
    And the distance is 3
    And B has aura 5, life 10
    When A uses "Faint Spark"
    And B takes the damage on life
    Then B has life 8
    And "Faint Spark" is in A's discard pile

  @clause:C-10-5 @clause:C-10-22 @card:NA-14-honoka-O-N-6
  Scenario: Dictate (NA-14-honoka-O-N-6) attacks 1-5, 1/1 at its holder's end phase
    Given the test cards:
      | id    | type   | subtype  |
      | parry | action | reaction |
    And a duel at the end of A's main phase
    And A has "Dictate" (NA-14-honoka-O-N-6) deployed with 2 crystals
    And B holds parry in hand
    And the distance is 5
    And B has aura 3, life 10
    When the position is submitted
    Then B is not asked to react
    When B takes the damage on life
    Then B has life 9

  @clause:C-10-5 @card:NA-14-honoka-O-N-6
  Scenario: Dictate (NA-14-honoka-O-N-6) does not attack at the opponent's end phase
    Given a duel at the end of B's main phase
    And A has "Dictate" (NA-14-honoka-O-N-6) deployed with 2 crystals
    And the distance is 5
    And B has aura 3, life 10
    When the position is submitted
    Then B has aura 3, life 10
    And the duel is at start_phase of turn 4 with A active

  @clause:C-10-4 @card:NA-14-honoka-O-N-7
  Scenario: Tailwind (NA-14-honoka-O-N-7) lets its holder's attacks reach one farther
    Given the test cards:
      | id    | type   | range | damage |
      | short | attack | 2-3   | 1/1    |
    And A has "Tailwind" (NA-14-honoka-O-N-7) deployed with 2 crystals
    And A holds short in hand
    And the distance is 4
    And B has aura 5, life 10
    When A uses "short"
    And B takes the damage on life
    Then B has life 9

  @clause:C-10-4 @card:NA-14-honoka-O-N-7
  Scenario: Tailwind (NA-14-honoka-O-N-7) does not lengthen the opponent's attacks
    Given the test cards:
      | id    | type   | range | damage |
      | short | attack | 2-3   | 1/1    |
    And a duel in B's main phase with a standard action
    And A has "Tailwind" (NA-14-honoka-O-N-7) deployed with 2 crystals
    And B holds short in hand
    And the distance is 4
    When B tries to use "short"
    Then the action is illegal citing "C 9-4-1"

  @clause:C-10-25 @card:NA-14-honoka-A1-N-1 @card:NA-14-honoka-A1-N-1-Ex1
  Scenario: Brands of Sakura (NA-14-honoka-A1-N-1) wraps a dust crystal and must become Hands of Shadow
    Given A has "Brands of Sakura" (NA-14-honoka-A1-N-1) in hand
    And A's extra zone holds "Hands of Shadow" (NA-14-honoka-A1-N-1-Ex1)
    And the distance is 5
    And A has aura 1
    And B has aura 5, life 10
    And the dust is 2
    When A uses "Brands of Sakura"
    And B takes the damage on life
    Then B has life 9
    And A has aura 2
    And "Brands of Sakura" is in A's extra zone
    And "Hands of Shadow" is in A's discard pile
    And A must decide may
    When A accepts
    Then "Hands of Shadow" is at the bottom of A's deck

  @clause:C-5-8-3 @clause:C-10-25 @card:NA-14-honoka-A1-N-1-Ex1 @card:NA-14-honoka-A1-N-1
  Scenario: Hands of Shadow (NA-14-honoka-A1-N-1-Ex1): aura damage taken, its user picks a card of the opponent's hand to discard
    Given the test cards:
      | id   | type   |
      | leaf | action |
      | twig | action |
    And A has "Hands of Shadow" (NA-14-honoka-A1-N-1-Ex1) in hand
    And A's extra zone holds "Brands of Sakura" (NA-14-honoka-A1-N-1)
    And B holds leaf, twig in hand
    And the distance is 3
    And B has aura 5, life 10
    When A uses "Hands of Shadow"
    And B does not react
    And B takes the damage on aura
    Then A must decide choose
    And the options are exactly choose B:leaf, choose B:twig
    When A chooses "B:twig"
    Then "twig" is in B's discard pile
    And "leaf" is in B's hand
    And "Hands of Shadow" is in A's extra zone
    And "Brands of Sakura" is in A's discard pile

  @clause:C-5-8-3 @card:NA-14-honoka-A1-N-1-Ex1
  Scenario: Hands of Shadow (NA-14-honoka-A1-N-1-Ex1): life damage taken, two of the opponent's flare crystals go to the dust
    Given A has "Hands of Shadow" (NA-14-honoka-A1-N-1-Ex1) in hand
    And A's extra zone holds "Brands of Sakura" (NA-14-honoka-A1-N-1)
    And the distance is 3
    And B has aura 5, life 10, flare 3
    And the dust is 0
    When A uses "Hands of Shadow"
    And B takes the damage on life
    Then B has flare 1, life 10
    And the dust is 2

  @clause:C-10-1 @card:NA-14-honoka-A1-S-1-Ex4
  Scenario: Hand in Trembling Hand (NA-14-honoka-A1-S-1-Ex4) takes five of the opponent's aura crystals
    Given A has the unused trump "Hand in Trembling Hand" (NA-14-honoka-A1-S-1-Ex4)
    And A has flare 5, aura 0
    And B has aura 5
    When A uses "Hand in Trembling Hand"
    Then A has aura 5, flare 0
    And B has aura 0

  @clause:C-10-25 @clause:C-10-1 @card:NA-14-honoka-A1-S-1 @card:NA-14-honoka-A1-S-1-Ex1
  Scenario: From Slumber She Stirs (NA-14-honoka-A1-S-1) with 5 dust crystals, its cost paid, becomes Following the Guided Path, under the deck
    Given A has the unused trump "From Slumber She Stirs" (NA-14-honoka-A1-S-1)
    And A's extra zone holds "Following the Guided Path" (NA-14-honoka-A1-S-1-Ex1), "Turning Whither the Light Strikes" (NA-14-honoka-A1-S-1-Ex2)
    And A has flare 3, aura 1
    And B has aura 2
    And the dust is 2
    When A uses "From Slumber She Stirs"
    Then A has aura 2, flare 0
    And B has aura 1
    And "Following the Guided Path" is at the bottom of A's deck
    And "From Slumber She Stirs" is in A's extra zone
    And "Turning Whither the Light Strikes" is in A's extra zone

  @clause:C-10-25 @card:NA-14-honoka-A1-S-1 @card:NA-14-honoka-A1-S-1-Ex2
  Scenario: From Slumber She Stirs (NA-14-honoka-A1-S-1) with 6 dust crystals, its cost paid, becomes Turning Whither the Light Strikes
    Given A has the unused trump "From Slumber She Stirs" (NA-14-honoka-A1-S-1)
    And A's extra zone holds "Following the Guided Path" (NA-14-honoka-A1-S-1-Ex1), "Turning Whither the Light Strikes" (NA-14-honoka-A1-S-1-Ex2)
    And A has flare 3
    And the dust is 3
    When A uses "From Slumber She Stirs"
    Then "Turning Whither the Light Strikes" is at the bottom of A's deck
    And "Following the Guided Path" is in A's extra zone

  @clause:C-9-6 @clause:C-10-25 @clause:C-10-17 @card:NA-14-honoka-A1-S-1-Ex1 @card:NA-14-honoka-A1-S-1-Ex4
  Scenario: Following the Guided Path (NA-14-honoka-A1-S-1-Ex1) performs two different basic actions and becomes Hand in Trembling Hand, unused
    Given A has "Following the Guided Path" (NA-14-honoka-A1-S-1-Ex1) in hand
    And A's extra zone holds "Blinded By Flowers" (NA-14-honoka-A1-S-1-Ex3), "Hand in Trembling Hand" (NA-14-honoka-A1-S-1-Ex4)
    And the distance is 5
    And A has aura 1, flare 0
    And the dust is 3
    When A uses "Following the Guided Path"
    And A performs wrap by the effect
    Then the options do not include basic action wrap
    When A performs focus by the effect
    Then A has aura 1, flare 1
    And the dust is 2
    And "Hand in Trembling Hand" is an unused trump
    And "Following the Guided Path" is in A's extra zone
    And "Blinded By Flowers" is in A's extra zone

  @clause:C-10-25 @clause:C-10-17 @card:NA-14-honoka-A1-S-1-Ex1 @card:NA-14-honoka-A1-S-1-Ex3
  Scenario: Following the Guided Path (NA-14-honoka-A1-S-1-Ex1) with an empty dust becomes Blinded By Flowers, unused
    Given A has "Following the Guided Path" (NA-14-honoka-A1-S-1-Ex1) in hand
    And A's extra zone holds "Blinded By Flowers" (NA-14-honoka-A1-S-1-Ex3), "Hand in Trembling Hand" (NA-14-honoka-A1-S-1-Ex4)
    And the distance is 5
    And the dust is 0
    When A uses "Following the Guided Path"
    And A declines
    Then "Blinded By Flowers" is an unused trump
    And "Hand in Trembling Hand" is in A's extra zone

  @clause:C-10-1 @clause:C-10-25 @card:NA-14-honoka-A1-S-1-Ex2 @card:NA-14-honoka-A1-S-1-Ex5
  Scenario: Turning Whither the Light Strikes (NA-14-honoka-A1-S-1-Ex2): the opponent sends a life crystal to the dust; 12 dust crystals make Amidst Empty Trails
    Given A has "Turning Whither the Light Strikes" (NA-14-honoka-A1-S-1-Ex2) in hand
    And A's extra zone holds "Hand in Trembling Hand" (NA-14-honoka-A1-S-1-Ex4), "Amidst Empty Trails" (NA-14-honoka-A1-S-1-Ex5)
    And B has flare 2, life 8
    And the dust is 11
    When A uses "Turning Whither the Light Strikes"
    Then B must decide choose
    And the options are exactly choose flare, choose life
    When B chooses "life"
    Then B has life 7, flare 2
    And the dust is 12
    And "Amidst Empty Trails" is an unused trump
    And "Hand in Trembling Hand" is in A's extra zone

  @clause:C-10-1 @clause:C-10-25 @card:NA-14-honoka-A1-S-1-Ex2 @card:NA-14-honoka-A1-S-1-Ex4
  Scenario: Turning Whither the Light Strikes (NA-14-honoka-A1-S-1-Ex2): from an empty flare the crystal comes from life; 11 dust crystals make Hand in Trembling Hand
    Given A has "Turning Whither the Light Strikes" (NA-14-honoka-A1-S-1-Ex2) in hand
    And A's extra zone holds "Hand in Trembling Hand" (NA-14-honoka-A1-S-1-Ex4), "Amidst Empty Trails" (NA-14-honoka-A1-S-1-Ex5)
    And B has flare 0, life 8
    And the dust is 10
    When A uses "Turning Whither the Light Strikes"
    Then B has life 7
    And "Hand in Trembling Hand" is an unused trump
    And "Amidst Empty Trails" is in A's extra zone

  @clause:C-10-21 @clause:C-6-2-1-9 @card:NA-14-honoka-A1-S-1-Ex3
  Scenario: Blinded By Flowers (NA-14-honoka-A1-S-1-Ex3) deals as much aura damage as the crystals on it, then gathers one more
    Given A has the unused trump "Blinded By Flowers" (NA-14-honoka-A1-S-1-Ex3)
    And "Blinded By Flowers" has 3 crystals on it
    And A has flare 1
    And the distance is 4
    And B has aura 5, life 10
    And the dust is 2
    When A uses "Blinded By Flowers"
    And B takes the damage on aura
    Then B has aura 2
    And "Blinded By Flowers" is a used trump
    And "Blinded By Flowers" has 4 crystals
    And the dust is 5

  @clause:C-10-7 @card:NA-14-honoka-A1-S-1-Ex3
  Scenario: Blinded By Flowers (NA-14-honoka-A1-S-1-Ex3) becomes unused at its holder's end phase when a place holds exactly 5 crystals
    Given a duel at the end of A's main phase
    And A has the used trump "Blinded By Flowers" (NA-14-honoka-A1-S-1-Ex3)
    And "Blinded By Flowers" has 5 crystals on it
    And A has aura 3, flare 0, life 9
    And B has aura 3, flare 0, life 9
    And the distance is 10
    And the dust is 0
    When the position is submitted
    Then "Blinded By Flowers" is an unused trump

  @clause:C-10-7 @card:NA-14-honoka-A1-S-1-Ex3
  Scenario: Blinded By Flowers (NA-14-honoka-A1-S-1-Ex3) stays used when no place holds exactly 5 crystals
    Given a duel at the end of A's main phase
    And A has the used trump "Blinded By Flowers" (NA-14-honoka-A1-S-1-Ex3)
    And "Blinded By Flowers" has 4 crystals on it
    And A has aura 3, flare 0, life 9
    And B has aura 3, flare 0, life 9
    And the distance is 10
    And the dust is 0
    When the position is submitted
    Then "Blinded By Flowers" is a used trump

  @clause:C-10-18 @clause:C-8-2 @card:NA-14-honoka-A1-S-1-Ex5
  Scenario: Amidst Empty Trails (NA-14-honoka-A1-S-1-Ex5) takes the opponent's next main phase and leaves the game
    Given the test cards:
      | id   | type   |
      | leaf | action |
      | twig | action |
    And A has the unused trump "Amidst Empty Trails" (NA-14-honoka-A1-S-1-Ex5)
    And A has flare 3
    And B's deck is leaf, twig from the top
    When A uses "Amidst Empty Trails"
    Then "Amidst Empty Trails" is face up in A's out-of-game zone
    When A ends the main phase
    And B does not reshuffle
    Then the duel is at start_phase of turn 5 with A active
    And "leaf" is in B's hand

  @clause:C-6-3 @clause:C-8-1-3 @card:NA-14-honoka-O-S-4
  Scenario: Heavenly Flowerway (NA-14-honoka-O-S-4) sends the crystal it loses at the start phase to its holder's aura
    Given a duel at the start of turn 5 with A active
    And A has "Heavenly Flowerway" (NA-14-honoka-O-S-4) deployed with 3 crystals
    And A has aura 2
    And the dust is 0
    When the position is submitted
    Then "Heavenly Flowerway" has 2 crystals
    And A has aura 3
    And the dust is 0

  @clause:C-6-3 @clause:C-8-1-3 @card:NA-14-honoka-O-S-4
  Scenario: Heavenly Flowerway (NA-14-honoka-O-S-4) sends it to the flare while the aura holds 5
    Given a duel at the start of turn 5 with A active
    And A has "Heavenly Flowerway" (NA-14-honoka-O-S-4) deployed with 3 crystals
    And A has aura 5, flare 0
    And the dust is 0
    When the position is submitted
    Then "Heavenly Flowerway" has 2 crystals
    And A has aura 5, flare 1
    And the dust is 0

  @clause:C-5-8-3-1 @card:NA-14-honoka-O-S-2 @card:NA-14-honoka-O-N-7
  Scenario: In the Name of This Flag (NA-14-honoka-O-S-2) puts the crystals of its life damage onto the chosen enhancement
    Given A has the unused trump "In the Name of This Flag" (NA-14-honoka-O-S-2)
    And A has "Tailwind" (NA-14-honoka-O-N-7) deployed with 1 crystal
    And A has flare 4
    And the distance is 5
    And B has aura 5, life 10, flare 0
    When A uses "In the Name of This Flag"
    Then A must decide choose
    And the options are exactly choose Tailwind, decline
    When A chooses "Tailwind"
    And B takes the damage on life
    Then B has life 8, flare 0
    And "Tailwind" has 3 crystals

  @clause:C-5-8-3-1 @card:NA-14-honoka-O-S-2 @card:NA-14-honoka-O-N-7
  Scenario: In the Name of This Flag (NA-14-honoka-O-S-2) puts the crystals of its aura damage there instead of the dust
    Given A has the unused trump "In the Name of This Flag" (NA-14-honoka-O-S-2)
    And A has "Tailwind" (NA-14-honoka-O-N-7) deployed with 1 crystal
    And A has flare 4
    And the distance is 5
    And B has aura 5, life 10
    And the dust is 0
    When A uses "In the Name of This Flag"
    And A chooses "Tailwind"
    And B takes the damage on aura
    Then B has aura 2
    And "Tailwind" has 4 crystals
    And the dust is 4

  @clause:C-5-8-3-1 @card:NA-14-honoka-O-S-2 @card:NA-14-honoka-O-N-7
  Scenario: In the Name of This Flag (NA-14-honoka-O-S-2) without a chosen enhancement deals its damage as usual
    Given A has the unused trump "In the Name of This Flag" (NA-14-honoka-O-S-2)
    And A has "Tailwind" (NA-14-honoka-O-N-7) deployed with 1 crystal
    And A has flare 4
    And the distance is 5
    And B has aura 5, life 10, flare 0
    When A uses "In the Name of This Flag"
    And A declines
    And B takes the damage on life
    Then B has life 8, flare 2
    And "Tailwind" has 1 crystal

  @clause:C-9-6 @clause:C-7-1-8 @card:NA-14-honoka-O-S-3
  Scenario: The Seasons Turn Again (NA-14-honoka-O-S-3) returns a face-down card under the deck, draws, and wraps for a card put face-down
    Given the test cards:
      | id    | type   | range | damage |
      | jab   | attack | 0-10  | 1/1    |
      | old   | action |       |        |
      | drawn | action |       |        |
      | chaff | action |       |        |
    And a duel in B's main phase with a standard action
    And B holds jab in hand
    And A has the unused trump "The Seasons Turn Again" (NA-14-honoka-O-S-3)
    And A's face-down pile holds old
    And A's deck is drawn from the top
    And A holds chaff in hand
    And A has flare 1, aura 1
    And the distance is 3
    And the dust is 2
    When B uses "jab"
    And A reacts with "The Seasons Turn Again"
    And A chooses "old"
    And A accepts
    Then "drawn" is in A's hand
    When A puts "chaff" face-down
    Then A has aura 2
    And A's deck is old from the top
    And "chaff" is in A's face-down pile

  @clause:C-10-17 @clause:C-10-25 @card:NA-14-honoka-O-S-3 @card:NA-14-honoka-O-N-4
  Scenario: The Seasons Turn Again (NA-14-honoka-O-S-3), used, comes back unused when a card of its holder leaves the extra zone
    Sakura Wings becomes Rebirth: Rebirth leaves 〈Extra〉, and the used trump may go to 〈Extra〉 and
    come back from there unused.
    Given A has the used trump "The Seasons Turn Again" (NA-14-honoka-O-S-3)
    And A has "Sakura Wings" (NA-14-honoka-O-N-4) in hand
    And A's extra zone holds "Rebirth" (NA-14-honoka-O-N-4-Ex1)
    And the distance is 4
    And the dust is 3
    When A uses "Sakura Wings"
    And A chooses "forward"
    Then A must decide may
    When A accepts
    Then "The Seasons Turn Again" is an unused trump
    And "Rebirth" is in A's discard pile

  @clause:C-10-17 @card:NA-14-honoka-O-S-3 @card:NA-14-honoka-O-N-4
  Scenario: The Seasons Turn Again (NA-14-honoka-O-S-3) may stay used
    Given A has the used trump "The Seasons Turn Again" (NA-14-honoka-O-S-3)
    And A has "Sakura Wings" (NA-14-honoka-O-N-4) in hand
    And A's extra zone holds "Rebirth" (NA-14-honoka-O-N-4-Ex1)
    And the distance is 4
    And the dust is 3
    When A uses "Sakura Wings"
    And A chooses "forward"
    And A declines
    Then "The Seasons Turn Again" is a used trump
  @clause:C-10-25 @clause:C-10-17 @card:NA-14-honoka-O-S-1 @card:NA-14-honoka-O-S-1-Ex1
  Scenario: Feelings in Your Heart (NA-14-honoka-O-S-1) becomes Flowers in Your Hands, unused
    Given A has the unused trump "Feelings in Your Heart" (NA-14-honoka-O-S-1)
    And A's extra zone holds "Flowers in Your Hands" (NA-14-honoka-O-S-1-Ex1)
    And A has flare 5
    When A uses "Feelings in Your Heart"
    Then "Flowers in Your Hands" is an unused trump
    And "Feelings in Your Heart" is in A's extra zone
    And A has flare 0

  @clause:C-9-6-3 @clause:C-9-1-2 @card:NA-14-honoka-O-S-1-Ex1
  Scenario: Flowers in Your Hands (NA-14-honoka-O-S-1-Ex1), a full-power trump costing 0, performs a wrap
    Given a duel in A's main phase with a full-power action
    And A has the unused trump "Flowers in Your Hands" (NA-14-honoka-O-S-1-Ex1)
    And A has aura 1, flare 0
    And the dust is 2
    When A uses "Flowers in Your Hands"
    Then A has aura 2
    And the dust is 1
    And "Flowers in Your Hands" is a used trump

  @clause:C-9-6-3 @card:NA-14-honoka-O-S-1-Ex1
  Scenario: Flowers in Your Hands (NA-14-honoka-O-S-1-Ex1), used: instead of a wrap its holder may put a crystal of her aura onto it
    Given A has the used trump "Flowers in Your Hands" (NA-14-honoka-O-S-1-Ex1)
    And A has aura 3, concentration 1
    And the dust is 2
    When A performs wrap paying concentration
    Then A must decide may
    When A accepts
    And A chooses "aura"
    Then A has aura 2, concentration 0
    And "Flowers in Your Hands" has 1 crystal
    And the dust is 2

  @clause:C-9-6-3 @card:NA-14-honoka-O-S-1-Ex1
  Scenario: Flowers in Your Hands (NA-14-honoka-O-S-1-Ex1), used: its holder may still wrap as usual
    Given A has the used trump "Flowers in Your Hands" (NA-14-honoka-O-S-1-Ex1)
    And A has aura 3, concentration 1
    And the dust is 2
    When A performs wrap paying concentration
    And A declines
    Then A has aura 4
    And "Flowers in Your Hands" has 0 crystals
    And the dust is 1

  @clause:C-9-6 @clause:C-9-6-3 @card:NA-14-honoka-O-S-1-Ex1
  Scenario: FAQ (Honoka, Flowers in Your Hands): with an empty dust a wrap may still be chosen, to put a crystal of her aura onto the card
    The wrap itself would move nothing, but the replacement is offered before that could refuse it.
    Given A has the used trump "Flowers in Your Hands" (NA-14-honoka-O-S-1-Ex1)
    And A has aura 2, concentration 1
    And the dust is 0
    Then the options include wrap by concentration
    When A performs wrap paying concentration
    Then A must decide may
    When A accepts
    Then A has aura 1, concentration 0
    And "Flowers in Your Hands" has 1 crystal
    And the dust is 0

  @clause:C-9-6 @card:NA-14-honoka-O-S-1-Ex1
  Scenario: Flowers in Your Hands (NA-14-honoka-O-S-1-Ex1), used: with an empty dust and an empty aura there is nothing to move, so no wrap
    Given A has the used trump "Flowers in Your Hands" (NA-14-honoka-O-S-1-Ex1)
    And A has aura 0, concentration 1
    And the dust is 0
    Then the options do not include wrap by concentration
    When A tries to perform wrap paying concentration
    Then the action is illegal citing "C 9-6"

  @clause:C-9-6 @card:NA-14-honoka-O-S-1-Ex1
  Scenario: With a full aura a wrap may be chosen while Flowers in Your Hands (NA-14-honoka-O-S-1-Ex1) is used, to put a dust crystal onto it
    Given A has the used trump "Flowers in Your Hands" (NA-14-honoka-O-S-1-Ex1)
    And A has aura 5, concentration 1
    And the dust is 2
    When A performs wrap paying concentration
    And A accepts
    And A chooses "dust"
    Then A has aura 5
    And "Flowers in Your Hands" has 1 crystal
    And the dust is 1

  @clause:C-10-25 @clause:C-10-17 @card:NA-14-honoka-O-S-1-Ex1 @card:NA-14-honoka-O-S-1-Ex2
  Scenario: Flowers in Your Hands (NA-14-honoka-O-S-1-Ex1) with its fifth crystal sends them to the flare and becomes And So Begins the Rising of a New Curtain, unused
    Given A has the used trump "Flowers in Your Hands" (NA-14-honoka-O-S-1-Ex1)
    And "Flowers in Your Hands" has 4 crystals on it
    And A's extra zone holds "And So Begins the Rising of a New Curtain" (NA-14-honoka-O-S-1-Ex2)
    And A has aura 0, flare 1, concentration 1
    And the dust is 2
    When A performs wrap paying concentration
    And A accepts
    Then A has aura 0, flare 6
    And the dust is 1
    And "Flowers in Your Hands" is in A's extra zone
    And "And So Begins the Rising of a New Curtain" is an unused trump

  @clause:C-8-3-1 @card:NA-14-honoka-O-S-1-Ex1
  Scenario: Flowers in Your Hands (NA-14-honoka-O-S-1-Ex1), used, performs a wrap at its holder's end phase
    Given a duel at the end of A's main phase
    And A has the used trump "Flowers in Your Hands" (NA-14-honoka-O-S-1-Ex1)
    And A has aura 1
    And the dust is 0
    And B has aura 2, life 10
    When the position is submitted
    Then A must decide may
    When A accepts
    Then "Flowers in Your Hands" has 1 crystal
    And A has aura 0

  @clause:C-10-5 @clause:C-10-22 @card:NA-14-honoka-O-S-1-Ex2
  Scenario: And So Begins the Rising of a New Curtain (NA-14-honoka-O-S-1-Ex2), used, attacks at its holder's end phase for X/X, X the places holding exactly 5 crystals
    A's aura and B's flare hold 5 each: X is 2.
    Given the test cards:
      | id    | type   | subtype  |
      | parry | action | reaction |
    And a duel at the end of A's main phase
    And A has the used trump "And So Begins the Rising of a New Curtain" (NA-14-honoka-O-S-1-Ex2)
    And B holds parry in hand
    And the distance is 10
    And the dust is 0
    And A has aura 5, flare 0, life 10
    And B has aura 3, flare 5, life 10
    When the position is submitted
    Then B is not asked to react
    When B takes the damage on life
    Then B has life 8, flare 7

  @clause:C-10-5 @card:NA-14-honoka-O-S-1-Ex2
  Scenario: And So Begins the Rising of a New Curtain (NA-14-honoka-O-S-1-Ex2) with no place holding exactly 5 deals 0/0
    Given a duel at the end of A's main phase
    And A has the used trump "And So Begins the Rising of a New Curtain" (NA-14-honoka-O-S-1-Ex2)
    And the distance is 10
    And the dust is 0
    And A has aura 4, flare 0, life 10
    And B has aura 3, flare 4, life 10
    When the position is submitted
    And B takes the damage on aura
    Then B has aura 3, life 10
