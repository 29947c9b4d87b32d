@goddess:akina
Feature: A 21-6-3 the market prices shift after life damage
  Just after a life damage that is not a reshuffle's resolves, the damaged player's market price
  falls by 1 and the opponent's rises by 1, within 1 and 4 (A 21-2-1). The text says "0 or more",
  and the official FAQ confirms it: a life damage of 0 is a life damage and shifts the prices
  (AMBIGUITIES 13, first read as 1 or more, is settled so). A damage 「-」, or one not taken under
  "you cannot take damage", is no damage and shifts nothing.

  @clause:A-21-6-3
  Scenario: life damage to the opponent raises Akina's price
    Given a duel in A's main phase with a standard action
    And A harbors Akina with market price 2
    And A has "Slash" (NA-01-yurina-O-N-1) in hand
    And the distance is 4
    And B has aura 3, life 10
    When A uses "Slash"
    And B takes the damage on life
    Then B has aura 3, life 9
    And A's market price is 3

  @clause:A-21-6-3
  Scenario: life damage to Akina lowers her price; the opponent's rises, capped at 4
    Given a duel in B's main phase with a standard action
    And A harbors Akina with market price 3
    And B harbors Akina with market price 4
    And B has "Slash" (NA-01-yurina-O-N-1) in hand
    And the distance is 4
    And A has aura 3, life 10
    When B uses "Slash"
    And A takes the damage on life
    Then A has aura 3, life 9
    And A's market price is 2
    And B's market price is 4

  @clause:A-21-6-3 @card:NA-23-akina-O-N-3
  Scenario: FAQ (Akina): a life damage of 0 is a life damage, so the prices shift
    Barter deals 2/0; taken on life, it is a life damage of 0.
    Given a duel in A's main phase with a standard action
    And A harbors Akina with market price 2
    And B harbors Akina with market price 2
    And A has "Barter" (NA-23-akina-O-N-3) in hand
    And the distance is 3
    And B has aura 3, life 10
    When A uses "Barter"
    And B takes the damage on life
    Then B has aura 3, life 10
    And A's market price is 3
    And B's market price is 1

  @clause:A-21-6-3 @clause:C-1-4 @card:NA-23-akina-O-N-3 @card:NA-13-utsuro-A1-S-1-Ex1
  Scenario: a life damage not taken under "you cannot take damage" leaves the prices as they are
    Given a duel in A's main phase with a standard action
    And A harbors Akina with market price 2
    And B harbors Akina with market price 2
    And A has "Barter" (NA-23-akina-O-N-3) in hand
    And B has the used trump "желание" (NA-13-utsuro-A1-S-1-Ex1)
    And the distance is 3
    And B has aura 3, life 10
    When A uses "Barter"
    Then B has aura 3, life 10
    And A's market price is 2
    And B's market price is 2

  @clause:A-21-6-3
  Scenario: aura damage leaves the prices as they are
    Given a duel in A's main phase with a standard action
    And A harbors Akina with market price 2
    And A has "Slash" (NA-01-yurina-O-N-1) in hand
    And the distance is 4
    And B has aura 3, life 10
    When A uses "Slash"
    And B takes the damage on aura
    Then B has aura 0, life 10
    And A's market price is 2

  @clause:A-21-6-3
  Scenario: the life damage of a reshuffle leaves the prices as they are
    Given a duel at the start of turn 3 with A active
    And A harbors Akina with market price 2
    And B harbors Akina with market price 2
    And A has life 10
    When A reshuffles
    Then A has life 9
    And A's market price is 2
    And B's market price is 2
