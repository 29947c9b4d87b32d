@goddess:shisui
Feature: Shisui (No. 24) — laceration tokens (A 22)
  Laceration tokens lie on a player's aura, life or flare, each held by a player (A 22-1); a laceration
  puts them there from out of game (A 22-6-3); damage-ization turns all of a holder's tokens on one zone
  into that much damage to the zone (A 22-7), at each start phase of their holder (A 22-11-1) and at
  once when they reach the life they lie on (A 22-11-2). Tokens are not sakura crystals: a zone's
  count of crystals does not change when they arrive. We read the tokens a laceration puts down as
  held by the player who gives it.

  Background:
    Given a duel in A's main phase with a standard action
    And B has aura 3, life 10

  @clause:A-22-6-3-1 @card:NA-24-shisui-O-N-5
  Scenario: Travail (NA-24-shisui-O-N-5) puts one laceration token, held by its user, on the flare she picks
    Given the distance is 4
    And the dust is 0
    And A has aura 3, life 10, flare 0
    And A has "Travail" (NA-24-shisui-O-N-5) in hand
    When A uses "Travail"
    And A chooses "flare"
    Then A's flare holds 1 laceration token of A
    And A's aura holds no laceration tokens
    And A has aura 3, life 10, flare 0
    And the distance is 2
    And the dust is 2

  @clause:A-22-6-3-1 @card:NA-24-shisui-O-N-5
  Scenario: Travail (NA-24-shisui-O-N-5) lacerates its user's life instead once the distance is 0
    Given the distance is 2
    And A has aura 3, life 10, flare 0
    And A has "Travail" (NA-24-shisui-O-N-5) in hand
    When A uses "Travail"
    Then A's life holds 1 laceration token of A
    And A's aura holds no laceration tokens
    And A's flare holds no laceration tokens
    And A has aura 3, life 10, flare 0

  @clause:A-22-11-2 @card:NA-24-shisui-O-N-5
  Scenario: Travail (NA-24-shisui-O-N-5) at distance 0 with life 1 bleeds its user to death
    Given the distance is 2
    And A has aura 3, life 1, flare 0
    And A has "Travail" (NA-24-shisui-O-N-5) in hand
    When A uses "Travail"
    Then A has life 0
    And A's life holds no laceration tokens
    And B wins

  @clause:A-22-11-2 @card:NA-24-shisui-O-N-1
  Scenario: Exsanguination — life damage brings the life down to the tokens on it: they become damage at once
    Given the distance is 2
    And B has aura 0, life 3, flare 0
    And B's life holds 2 laceration tokens of A
    And A has "Hack" (NA-24-shisui-O-N-1) in hand
    When A uses "Hack"
    Then B has life 0
    And B's life holds no laceration tokens
    And A wins

  @clause:A-22-11-2
  Scenario: Tokens fewer than the life they lie on stay where they are
    Given the test cards:
      | id  | type   | range | damage |
      | jab | attack | 0-10  | -/1    |
    And B has aura 0, life 5, flare 0
    And B's life holds 3 laceration tokens of A
    And A holds jab in hand
    When A uses "jab"
    Then B has life 4
    And B's life holds 3 laceration tokens of A

  @clause:A-22-11-1 @clause:A-22-7-1 @clause:A-22-7-4
  Scenario: At her start phase a holder's tokens on an aura become that much damage to it and go out of game
    Given a duel at the start of turn 3 with A active
    And the test cards:
      | id   | type   |
      | leaf | action |
    And A's deck is leaf, leaf from the top
    And B has aura 3, life 10
    And B's aura holds 2 laceration tokens of A
    When the position is submitted
    Then B has aura 1, life 10
    And B's aura holds no laceration tokens

  @clause:A-22-11-1 @clause:A-22-7-2
  Scenario: At her start phase a holder's tokens on a life become life damage, its crystals going to the flare
    Given a duel at the start of turn 3 with A active
    And the test cards:
      | id   | type   |
      | leaf | action |
    And A's deck is leaf, leaf from the top
    And B has aura 3, life 10, flare 0
    And B's life holds 2 laceration tokens of A
    When the position is submitted
    Then B has aura 3, life 8, flare 2
    And B's life holds no laceration tokens

  @clause:A-22-11-1 @clause:A-22-7-3
  Scenario: At her start phase a holder's tokens on her own flare become flare damage
    Given a duel at the start of turn 3 with A active
    And the test cards:
      | id   | type   |
      | leaf | action |
    And A's deck is leaf, leaf from the top
    And A has flare 3
    And A's flare holds 2 laceration tokens of A
    When the position is submitted
    Then A has flare 1
    And A's flare holds no laceration tokens

  @clause:A-22-11-1
  Scenario: The start phase damage-izes the active player's tokens only, zone by zone in the order she picks
    Given a duel at the start of turn 3 with A active
    And the test cards:
      | id   | type   |
      | leaf | action |
    And A's deck is leaf, leaf from the top
    And A has aura 3, life 10, flare 0
    And B has aura 3, life 10, flare 0
    And A's aura holds 2 laceration tokens of B
    And B's aura holds 1 laceration token of A
    And B's flare holds 1 laceration token of A
    When the position is submitted
    And A chooses "opponent.aura"
    Then B has aura 2, life 10
    And B's aura holds no laceration tokens
    And B's flare holds no laceration tokens
    And A has aura 3
    And A's aura holds 2 laceration tokens of B

  @clause:A-22-11-1
  Scenario: with real cards, the start phase damage-izes the active player's tokens only, zone by zone in the order she picks
    Given a duel at the start of turn 3 with A active
    And A's deck is "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2) from the top
    And A has aura 3, life 10, flare 0
    And B has aura 3, life 10, flare 0
    And A's aura holds 2 laceration tokens of B
    And B's aura holds 1 laceration token of A
    And B's flare holds 1 laceration token of A
    When the position is submitted
    And A chooses "opponent.aura"
    Then B has aura 2, life 10
    And B's aura holds no laceration tokens
    And B's flare holds no laceration tokens
    And A has aura 3
    And A's aura holds 2 laceration tokens of B

  @clause:A-22-11-1 @clause:A-22-7-3
  Scenario: with real cards, at her start phase a holder's tokens on her own flare become flare damage
    Given a duel at the start of turn 3 with A active
    And A's deck is "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2) from the top
    And A has flare 3
    And A's flare holds 2 laceration tokens of A
    When the position is submitted
    Then A has flare 1
    And A's flare holds no laceration tokens

  @clause:A-22-11-1 @clause:A-22-7-2
  Scenario: with real cards, at her start phase a holder's tokens on a life become life damage, its crystals going to the flare
    Given a duel at the start of turn 3 with A active
    And A's deck is "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2) from the top
    And B has aura 3, life 10, flare 0
    And B's life holds 2 laceration tokens of A
    When the position is submitted
    Then B has aura 3, life 8, flare 2
    And B's life holds no laceration tokens

  @clause:A-22-11-1 @clause:A-22-7-1 @clause:A-22-7-4
  Scenario: with real cards, at her start phase a holder's tokens on an aura become that much damage to it and go out of game
    Given a duel at the start of turn 3 with A active
    And A's deck is "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2) from the top
    And B has aura 3, life 10
    And B's aura holds 2 laceration tokens of A
    When the position is submitted
    Then B has aura 1, life 10
    And B's aura holds no laceration tokens
