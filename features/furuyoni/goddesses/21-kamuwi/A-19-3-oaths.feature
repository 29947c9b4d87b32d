@goddess:kamuwi
Feature: A 19-3 Oath boxes
  Some of Kamuwi's cards have oath boxes, each with an orb value and a text. As she uses such a card
  its user picks any of its boxes; her taboo gauge rises by the orbs of the boxes picked, and only
  their text applies. We read the pick as made once the card is in use, before any of its text
  resolves.

  Background:
    Given a duel in A's main phase with a standard action
    And the distance is 3
    And B has aura 5, life 10
    And A harbors Kamuwi with taboo 3

  @clause:A-19-3 @card:NA-21-kamuwi-O-N-1
  Scenario: picking the oath box raises the gauge by its orb and its text applies
    Given A has "Crimson Edge" (NA-21-kamuwi-O-N-1) in hand
    When A uses "Crimson Edge"
    And A chooses "oath 1"
    And B takes the damage on life
    Then A's taboo gauge is 4
    And B has aura 5, life 8

  @clause:A-19-3 @card:NA-21-kamuwi-O-N-1
  Scenario: picking no oath box leaves the gauge and the box's text does not apply
    Given A has "Crimson Edge" (NA-21-kamuwi-O-N-1) in hand
    When A uses "Crimson Edge"
    And A chooses "no oath"
    And B takes the damage on life
    Then A's taboo gauge is 3
    And B has aura 5, life 9

  @clause:A-19-3 @card:NA-21-kamuwi-O-N-2
  Scenario: two boxes picked together raise the gauge by both orbs and both texts apply
    Given A has aura 2
    And A has "Scattering Strike" (NA-21-kamuwi-O-N-2) in hand
    And B has aura 4, life 10
    When A uses "Scattering Strike"
    And A chooses "oath 1 and 2"
    And B takes the damage on life
    Then A's taboo gauge is 5
    And B has aura 3, life 9
    And A has aura 3

  @clause:A-19-3 @clause:A-19-4 @card:NA-21-kamuwi-O-N-1
  Scenario: an oath that brings the gauge to 16 loses at once, before the attack
    Given A harbors Kamuwi with taboo 15
    And A has "Crimson Edge" (NA-21-kamuwi-O-N-1) in hand
    When A uses "Crimson Edge"
    And A chooses "oath 1"
    Then A's taboo gauge is 16
    And B wins
    And B has aura 5, life 10

  @clause:A-19-3
  Scenario: a card with oath boxes it does not have picked is refused
    Given A has "Crimson Edge" (NA-21-kamuwi-O-N-1) in hand
    And A's "Crimson Edge" has the oath boxes 1 and 2 picked
    When the position is submitted
    Then the position is refused citing "A 19-3"
