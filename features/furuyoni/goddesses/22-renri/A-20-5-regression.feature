@goddess:renri
Feature: A 20-5 Regression
  When a disproof of a card that prints 回帰 fails (the card was the declared one), 『歴史家』 Renri may
  interrupt her perjury: her Divine Gift goes from her 〈Relics〉 to her discard pile, the perjury goes
  on, and the card, when it leaves 〈In-use〉, goes to her 〈Relics〉 instead. Our reading: the Divine
  Gift the clause names is the card Divine Gift's own text exchanges into the Relics, so she may regress
  only while it lies there; the card's "when this card regresses" text resolves as it regresses.

  Background:
    Given a duel in A's main phase with a standard action
    And A harbors "renri-a1" and "yurina"
    And the distance is 3
    And B has aura 5, life 10
    And A has "Fabricated Weapon" (NA-22-renri-A1-N-6-Ex1) in hand

  @clause:A-20-5 @card:NA-22-renri-A1-N-6-Ex1 @card:NA-22-renri-A1-N-6
  Scenario: a failed disproof of a card with 回帰: she regresses, Divine Gift to the discard pile, the card to 〈Relics〉
    Given A's relics hold "Divine Gift" (NA-22-renri-A1-N-6), "Essence of Sword" (NA-22-renri-A1-N-6-Ex2)
    When A uses "Fabricated Weapon" as "NA-22-renri-A1-N-6-Ex1"
    And B accepts
    And B takes the damage on aura
    Then A must decide may
    When A accepts
    Then "Divine Gift" is in A's discard pile
    And B must decide damage
    When B takes the damage on life
    Then B has aura 4, life 9
    And "Fabricated Weapon" is in A's relics
    And A has 2 cards in relics
    And A has 1 card in discard pile
    And the ruling cites "A 20-5"

  @clause:A-20-5 @card:NA-22-renri-A1-N-6-Ex1
  Scenario: she may decline to regress: the card ends in the discard pile, Divine Gift stays in 〈Relics〉
    Given A's relics hold "Divine Gift" (NA-22-renri-A1-N-6)
    When A uses "Fabricated Weapon" as "NA-22-renri-A1-N-6-Ex1"
    And B accepts
    And B takes the damage on aura
    And A declines
    And B takes the damage on life
    Then "Fabricated Weapon" is in A's discard pile
    And "Divine Gift" is in A's relics

  @clause:A-20-5 @card:NA-22-renri-A1-N-6-Ex1
  Scenario: without Divine Gift in her 〈Relics〉 she cannot regress
    Given A's relics hold "Essence of Sword" (NA-22-renri-A1-N-6-Ex2)
    When A uses "Fabricated Weapon" as "NA-22-renri-A1-N-6-Ex1"
    And B accepts
    And B takes the damage on aura
    Then B must decide damage
    When B takes the damage on life
    Then "Fabricated Weapon" is in A's discard pile
    And A has 1 card in relics

  @clause:A-20-5 @card:NA-22-renri-O-N-1
  Scenario: a card without 回帰 does not regress
    Given A's relics hold "Divine Gift" (NA-22-renri-A1-N-6)
    And the distance is 2
    And A has "Charm" (NA-22-renri-O-N-1) in hand
    When A uses "Charm" as "NA-22-renri-O-N-1"
    And B accepts
    And B takes the damage on aura
    Then B must decide damage
    When B takes the damage on life
    Then "Charm" is in A's discard pile
    And "Divine Gift" is in A's relics

  @clause:A-20-5 @card:NA-22-renri-A1-N-6-Ex2
  Scenario: Essence of Sword (NA-22-renri-A1-N-6-Ex2) regresses: the opponent's concentration becomes 0
    Given A's relics hold "Divine Gift" (NA-22-renri-A1-N-6)
    And B has concentration 2
    And A has "Essence of Sword" (NA-22-renri-A1-N-6-Ex2) in hand
    When A uses "Essence of Sword" as "NA-22-renri-A1-N-6-Ex2"
    And B accepts
    And B takes the damage on aura
    And A accepts
    Then B has concentration 0
    When B takes the damage on life
    Then B has aura 4, life 9
    And "Essence of Sword" is in A's relics

  @clause:A-20-5 @card:NA-22-renri-A1-N-6-Ex3
  Scenario: Primal Sakura Bell (NA-22-renri-A1-N-6-Ex3) regresses: a crystal of the dust goes to her life
    Given A's relics hold "Divine Gift" (NA-22-renri-A1-N-6)
    And the dust is 7
    And A has life 8
    And A has "Primal Sakura Bell" (NA-22-renri-A1-N-6-Ex3) in hand
    When A uses "Primal Sakura Bell" as "NA-22-renri-A1-N-6-Ex3"
    And B accepts
    And B takes the damage on life
    And A accepts
    Then A has life 9
    And the dust is 6
