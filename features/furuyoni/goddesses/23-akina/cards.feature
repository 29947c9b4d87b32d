@goddess:akina
Feature: Akina (No. 23) — her cards
  Capital (A 21-2-2) is the crystals of a player's aura, flare and 〈Flow〉.

  @card:NA-23-akina-O-N-2 @clause:A-21-2-2
  Scenario: Browbeat (NA-23-akina-O-N-2) gets +0/+1 while her capital exceeds the opponent's (5 to 3), and stays in the discard pile
    # the life damage moves a crystal to B's flare: 5 to 4 after the attack, still more
    Given a duel in A's main phase with a standard action
    And A harbors Akina with market price 2 and 2 crystals in her flow
    And A has aura 3, flare 0
    And B has aura 3, flare 0, life 10
    And A has "Browbeat" (NA-23-akina-O-N-2) in hand
    And the distance is 4
    When A uses "Browbeat"
    Then B has aura 3, life 9
    And A's market price is 3
    And "Browbeat" is in A's discard pile

  @card:NA-23-akina-O-N-2 @clause:A-21-2-2
  Scenario: Browbeat (NA-23-akina-O-N-2) with equal capital deals -/0 and goes face-down after the attack
    Given a duel in A's main phase with a standard action
    And A harbors Akina with market price 2
    And A has aura 3, flare 0
    And B has aura 3, flare 0, life 10
    And A has "Browbeat" (NA-23-akina-O-N-2) in hand
    And the distance is 4
    When A uses "Browbeat"
    Then B has aura 3, life 10
    And "Browbeat" is in A's face-down pile
