@goddess:shisui
Feature: Shisui (No. 24) — her cards as printed
  Each scenario names a real card of season na-s9-2 by its English name and rules id and exercises what
  is distinctive about it. Her laceration tokens (A 22) are exemplified in the A-22 features; damage
  printed in braces is lacerated (A 22-8): her attacks so printed give a laceration instead of the
  damage (A 22-9-1).

  Background:
    Given a duel in A's main phase with a standard action
    And B has aura 3, life 10

  @clause:C-9-2-1 @card:NA-24-shisui-O-N-1
  Scenario: Hack (NA-24-shisui-O-N-1) is a plain 3/1 attack at distance 2-3
    Given the distance is 3
    And B has aura 5, life 10
    And A has "Hack" (NA-24-shisui-O-N-1) in hand
    When A uses "Hack"
    And B takes the damage on aura
    Then B has aura 2, life 10
    And B's aura holds no laceration tokens

  @clause:A-22-9-1 @clause:A-22-6-3-2 @card:NA-24-shisui-O-N-2
  Scenario: Carve (NA-24-shisui-O-N-2) gives two lacerations, {1/1} then {1/2}, and no damage
    Given the distance is 2
    And A has "Carve" (NA-24-shisui-O-N-2) in hand
    When A uses "Carve"
    And B takes the damage on aura
    And B takes the damage on life
    Then B has aura 3, life 10
    And B's aura holds 1 laceration token of A
    And B's life holds 2 laceration tokens of A

  @clause:A-22-6-3-2 @card:NA-24-shisui-O-N-2
  Scenario: Carve's (NA-24-shisui-O-N-2) second attack forbids the aura side once the aura's tokens reach the aura
    Given the distance is 2
    And B has aura 2, life 10
    And B's aura holds 1 laceration token of A
    And A has "Carve" (NA-24-shisui-O-N-2) in hand
    When A uses "Carve"
    And B takes the damage on aura
    Then B has aura 2, life 10
    And B's aura holds 2 laceration tokens of A
    And B's life holds 2 laceration tokens of A

  @clause:A-22-6-3-2 @card:NA-24-shisui-O-N-2
  Scenario: A two-valued laceration cannot go to an aura holding fewer crystals than its aura side
    Given the distance is 2
    And B has aura 0, life 10
    And A has "Carve" (NA-24-shisui-O-N-2) in hand
    When A uses "Carve"
    Then B has aura 0, life 10
    And B's aura holds no laceration tokens
    And B's life holds 3 laceration tokens of A

  @clause:A-22-9-1 @clause:A-22-6-3-1 @card:NA-24-shisui-O-N-4
  Scenario: Insurrection (NA-24-shisui-O-N-4) lacerates {2/3}, flinches the opponent and lacerates its user once
    Given a duel in A's main phase with a full-power action
    And the distance is 6
    And A has aura 3, life 10, flare 0
    And B has aura 3, life 10
    And A has "Insurrection" (NA-24-shisui-O-N-4) in hand
    When A uses "Insurrection"
    And B takes the damage on life
    Then the ruling cites "C 5-1-4"
    When A chooses "flare"
    Then B has aura 3, life 10
    And B's life holds 3 laceration tokens of A
    And A's flare holds 1 laceration token of A
    And A has flare 0

  @clause:A-22-9-1 @clause:A-22-11-2 @card:NA-24-shisui-O-N-4
  Scenario: Insurrection's (NA-24-shisui-O-N-4) life laceration of 3 on a life of 3 bleeds the opponent to death
    Given a duel in A's main phase with a full-power action
    And the distance is 6
    And B has aura 0, life 3
    And A has "Insurrection" (NA-24-shisui-O-N-4) in hand
    When A uses "Insurrection"
    Then B has life 0
    And A wins
