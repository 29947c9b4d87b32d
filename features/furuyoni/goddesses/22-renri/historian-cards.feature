@goddess:renri
Feature: 『歴史家』 (Historian) Renri's cards
  Divine Gift does nothing when used; from her discard pile, just before she reshuffles, she may put it
  on top of her deck and exchange it with a relic of her 〈Relics〉. The relics — Fabricated Weapon,
  Essence of Sword and Primal Sakura Bell — print 偽証 and 回帰 (Fabricated Weapon also 偽証設置).
  Resolution, a trump enhancement of charge 0, may be used again at her end phase as if its charge
  were 3, one crystal of it from her life; deployed, it lets her draw at the start of her main phase,
  makes her opponent's fatigue a 2/1 damage, and lets her reveal the card of a perjury that stands:
  a fake gives her 1 concentration.

  Background:
    Given a duel in A's main phase with a standard action
    And A harbors "renri-a1" and "yurina"
    And the test cards:
      | id    | type   | range | damage |
      | jab   | attack | 1-5   | 1/1    |
      | poke  | attack | 1-5   | 1/1    |
      | pause | action |       |        |
      | leaf  | action |       |        |

  @clause:C-9-2-2 @card:NA-22-renri-A1-N-6
  Scenario: Divine Gift (NA-22-renri-A1-N-6) used does nothing
    Given A has "Divine Gift" (NA-22-renri-A1-N-6) in hand
    And A has life 10, aura 3, flare 0
    And B has life 10, aura 3, flare 0
    When A uses "Divine Gift"
    Then "Divine Gift" is in A's discard pile
    And A has life 10, aura 3, flare 0
    And B has life 10, aura 3, flare 0
    And A must decide main_action

  @clause:C-10-3 @card:NA-22-renri-A1-N-6-Ex1
  Scenario: Fabricated Weapon (NA-22-renri-A1-N-6-Ex1): the third card she uses this turn, an attack card, gets +0/+1
    Given the distance is 3
    And B has aura 0, life 10
    And A has "Fabricated Weapon" (NA-22-renri-A1-N-6-Ex1) in hand
    And A holds jab, poke in hand
    When A uses "Fabricated Weapon"
    Then B has life 9
    When A uses "jab"
    Then B has life 8
    When A uses "poke"
    Then B has life 6

  @clause:C-10-3 @card:NA-22-renri-A1-N-6-Ex1
  Scenario: Fabricated Weapon: a third card that is not an attack card takes the +0/+1 nowhere
    Given the distance is 3
    And B has aura 0, life 10
    And A has "Fabricated Weapon" (NA-22-renri-A1-N-6-Ex1) in hand
    And A holds pause, jab, poke in hand
    When A uses "Fabricated Weapon"
    And A uses "jab"
    And A uses "pause"
    And A uses "poke"
    Then B has life 7

  @clause:A-20-6-3 @card:NA-22-renri-A1-N-6-Ex1
  Scenario: Fabricated Weapon: a disproved perjury is not a card used, so the next card is the third
    Given the distance is 3
    And B has aura 0, life 10
    And A has "Fabricated Weapon" (NA-22-renri-A1-N-6-Ex1) in hand
    And A has "Slash" (NA-01-yurina-O-N-1) in hand
    And A holds jab, poke in hand
    When A uses "Fabricated Weapon"
    And A uses "jab"
    And A uses "Slash" as "NA-22-renri-A1-N-6-Ex2"
    And B accepts
    Then B has life 8
    And A has used 2 cards this turn
    When A uses "poke"
    Then B has life 6

  @clause:C-10-3 @card:NA-22-renri-A1-N-6-Ex2 @card:NA-22-renri-A1-S-1
  Scenario: Essence of Sword (NA-22-renri-A1-N-6-Ex2) gets +0/+1 while her Resolution holds crystals
    Given the distance is 3
    And B has aura 0, life 10
    And A has "Resolution" (NA-22-renri-A1-S-1) deployed with 1 crystal
    And A has "Essence of Sword" (NA-22-renri-A1-N-6-Ex2) in hand
    When A uses "Essence of Sword"
    Then B has life 8

  @clause:C-10-3 @card:NA-22-renri-A1-N-6-Ex2
  Scenario: Essence of Sword without crystals on a Resolution: its printed 3/1
    Given the distance is 3
    And B has aura 0, life 10
    And A has the used trump "Resolution" (NA-22-renri-A1-S-1)
    And A has "Essence of Sword" (NA-22-renri-A1-N-6-Ex2) in hand
    When A uses "Essence of Sword"
    Then B has life 9

  @clause:C-9-6 @card:NA-22-renri-A1-N-6-Ex3
  Scenario: Primal Sakura Bell (NA-22-renri-A1-N-6-Ex3) not disproved: two basic actions, then 光輝 with the dust at 5 or less
    Given the distance is 5
    And the dust is 5
    And A has life 10, aura 3, flare 0
    And A has "Primal Sakura Bell" (NA-22-renri-A1-N-6-Ex3) in hand
    And A's face-down pile holds leaf
    When A uses "Primal Sakura Bell"
    And A performs focus by the effect
    And A performs focus by the effect
    Then A has aura 1, flare 2
    And the options are exactly choose leaf
    When A chooses "leaf"
    Then "leaf" is at the bottom of A's deck

  @clause:A-20-6-3 @card:NA-22-renri-A1-N-6-Ex3
  Scenario: Primal Sakura Bell revealed by a failed disproof: one basic action; 光輝 does nothing with the dust above 5
    Given the distance is 5
    And the dust is 6
    And B has aura 5, life 10
    And A has life 10, aura 3, flare 0
    And A has "Primal Sakura Bell" (NA-22-renri-A1-N-6-Ex3) in hand
    And A's face-down pile holds leaf
    When A uses "Primal Sakura Bell" as "NA-22-renri-A1-N-6-Ex3"
    And B accepts
    And B takes the damage on life
    And A performs focus by the effect
    Then A has aura 2, flare 1
    And "leaf" is in A's face-down pile
    And A must decide main_action

  @clause:C-9-1-1-8 @card:NA-22-renri-A1-S-1
  Scenario: Resolution (NA-22-renri-A1-S-1), used: at her end phase she uses it again with a charge of 3, one crystal from her life
    Given a duel at the end of A's main phase
    And the dust is 5
    And A has life 10, aura 0
    And A has the used trump "Resolution" (NA-22-renri-A1-S-1)
    When the position is submitted
    Then A must decide may
    When A accepts
    Then "Resolution" has 3 crystals
    And "Resolution" is in A's enhancement zone
    And A has life 9
    And the dust is 3

  @clause:C-5-5-2 @card:NA-22-renri-A1-S-1
  Scenario: Resolution used from the trump zone with its charge 0 deploys with no crystal and is destroyed
    Given A has the unused trump "Resolution" (NA-22-renri-A1-S-1)
    When A uses "Resolution"
    Then "Resolution" is a used trump

  @clause:C-10-10 @card:NA-22-renri-A1-S-1
  Scenario: Resolution deployed: the fatigue her opponent suffers is 2/1
    Given the distance is 3
    And B has aura 5, life 10
    And A has "Resolution" (NA-22-renri-A1-S-1) deployed with 2 crystals
    And A has "Charm" (NA-22-renri-O-N-1) in hand
    And the distance is 2
    When A uses "Charm" as "NA-22-renri-O-N-1"
    And B accepts
    And B takes the damage on aura
    Then B has aura 3, life 10

  @clause:C-8-2-1 @card:NA-22-renri-A1-S-1
  Scenario: Resolution deployed: at the start of her main phase she may draw a card
    Given a duel at the start of A's main phase
    And the test cards:
      | id   | type   |
      | leaf | action |
    And A's deck is leaf from the top
    And A has "Resolution" (NA-22-renri-A1-S-1) deployed with 2 crystals
    Then the options are exactly standard action, full-power action, first Resolution
    When A resolves "Resolution" first
    Then A must decide may
    When A accepts
    Then "leaf" is in A's hand

  @clause:A-20-6-1 @card:NA-22-renri-A1-S-1
  Scenario: Resolution deployed: her perjury stands, she reveals a fake and gains 1 concentration
    Given the distance is 3
    And A has concentration 0
    And B has aura 0, life 10
    And A has "Resolution" (NA-22-renri-A1-S-1) deployed with 2 crystals
    And A has "Slash" (NA-01-yurina-O-N-1) in hand
    When A uses "Slash" as "NA-22-renri-A1-N-6-Ex2"
    And B declines
    Then A must decide may
    When A accepts
    Then A has concentration 1
    And B has life 9
    And "Slash" is in A's discard pile

  @clause:A-20-6-1 @card:NA-22-renri-A1-S-1
  Scenario: Resolution deployed: revealing the true card gives no concentration
    Given the distance is 3
    And A has concentration 0
    And B has aura 0, life 10
    And A has "Resolution" (NA-22-renri-A1-S-1) deployed with 2 crystals
    And A has "Essence of Sword" (NA-22-renri-A1-N-6-Ex2) in hand
    When A uses "Essence of Sword" as "NA-22-renri-A1-N-6-Ex2"
    And B declines
    And A accepts
    Then A has concentration 0
    And B has life 8
