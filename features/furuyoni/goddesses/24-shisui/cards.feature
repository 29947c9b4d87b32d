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

  @clause:A-22-10 @clause:A-22-9-1 @card:NA-24-shisui-O-S-2
  Scenario: Sixth Circle - Utpala (NA-24-shisui-O-S-2) pays its cost as a laceration on its user's flare
    Given the distance is 3
    And the dust is 0
    And A has aura 3, life 10, flare 2
    And A has the unused trump "Sixth Circle - Utpala" (NA-24-shisui-O-S-2)
    When A uses "Sixth Circle - Utpala"
    And B takes the damage on aura
    Then A has flare 2
    And the dust is 0
    And A's flare holds 2 laceration tokens of A
    And B has aura 3, life 10
    And B's aura holds 2 laceration tokens of A
    And "Sixth Circle - Utpala" is a used trump

  @clause:A-22-10 @card:NA-24-shisui-O-S-2
  Scenario: Sixth Circle - Utpala (NA-24-shisui-O-S-2) cannot be used with a flare smaller than its lacerated cost
    Given the distance is 3
    And A has aura 3, life 10, flare 1
    And A has the unused trump "Sixth Circle - Utpala" (NA-24-shisui-O-S-2)
    When A tries to use "Sixth Circle - Utpala"
    Then the action is illegal citing "C 9-3-1"
    And A's flare holds no laceration tokens

  @clause:A-22-9-1 @card:NA-24-shisui-O-S-2
  Scenario: After Sixth Circle - Utpala (NA-24-shisui-O-S-2) took the life side, the next attack of aura damage 2 or less is lacerated
    Given the test cards:
      | id   | type   | range | damage |
      | big  | attack | 0-10  | 3/1    |
      | jab  | attack | 0-10  | 2/1    |
    And the distance is 3
    And A has aura 3, life 10, flare 2
    And B has aura 5, life 10
    And A has the unused trump "Sixth Circle - Utpala" (NA-24-shisui-O-S-2)
    And A holds big, jab in hand
    When A uses "Sixth Circle - Utpala"
    And B takes the damage on life
    And A uses "big"
    And B takes the damage on aura
    And A uses "jab"
    And B takes the damage on aura
    Then B has aura 2, life 10
    And B's life holds 1 laceration token of A
    And B's aura holds 2 laceration tokens of A

  @clause:A-22-9-1 @card:NA-24-shisui-O-S-2
  Scenario: After Sixth Circle - Utpala (NA-24-shisui-O-S-2) took the aura side, the next attack deals its damage as usual
    Given the test cards:
      | id   | type   | range | damage |
      | jab  | attack | 0-10  | 2/1    |
    And the distance is 3
    And A has aura 3, life 10, flare 2
    And B has aura 5, life 10
    And A has the unused trump "Sixth Circle - Utpala" (NA-24-shisui-O-S-2)
    And A holds jab in hand
    When A uses "Sixth Circle - Utpala"
    And B takes the damage on aura
    And A uses "jab"
    And B takes the damage on aura
    Then B has aura 3, life 10
    And B's aura holds 2 laceration tokens of A

  @clause:C-10-7 @card:NA-24-shisui-O-S-2
  Scenario: Sixth Circle - Utpala (NA-24-shisui-O-S-2) becomes unused in its holder's end phase with aura and flare 6 together
    Given a duel in A's end phase
    And A has the used trump "Sixth Circle - Utpala" (NA-24-shisui-O-S-2)
    And A has aura 3, flare 3
    When the position is submitted
    Then "Sixth Circle - Utpala" is an unused trump

  @clause:C-10-7 @card:NA-24-shisui-O-S-2
  Scenario: Sixth Circle - Utpala (NA-24-shisui-O-S-2) stays used with aura and flare 7 together
    Given a duel in A's end phase
    And A has the used trump "Sixth Circle - Utpala" (NA-24-shisui-O-S-2)
    And A has aura 4, flare 3
    When the position is submitted
    Then "Sixth Circle - Utpala" is a used trump

  @clause:A-22-6-3-1 @card:NA-24-shisui-O-N-6
  Scenario: Fragile Mend (NA-24-shisui-O-N-6) wraps twice, then each player picks her aura or flare for a laceration of its user
    Given the distance is 4
    And the dust is 5
    And A has aura 1, life 10, flare 0
    And A has "Fragile Mend" (NA-24-shisui-O-N-6) in hand
    When A uses "Fragile Mend"
    And A chooses "aura"
    And B chooses "flare"
    Then A has aura 3
    And the dust is 3
    And A's aura holds 1 laceration token of A
    And B's flare holds 1 laceration token of A
    And B's aura holds no laceration tokens

  @clause:C-10-37 @card:NA-24-shisui-O-N-6
  Scenario: Fragile Mend (NA-24-shisui-O-N-6) cannot be used at distance 5
    Given the distance is 5
    And A has "Fragile Mend" (NA-24-shisui-O-N-6) in hand
    When A tries to use "Fragile Mend"
    Then the action is illegal citing "C 10-37"

  @clause:C-10-3 @card:NA-24-shisui-O-N-3
  Scenario: Revolt (NA-24-shisui-O-N-3) gets +1/+1 once its user has taken damage this turn, and wraps after two
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id  | type   | range | damage |
      | jab | attack | 0-10  | 1/1    |
    And the distance is 3
    And the dust is 5
    And A has aura 2, life 10
    And B has aura 5, life 10
    And A has taken damage 2 times this turn
    And B holds jab in hand
    And A has "Revolt" (NA-24-shisui-O-N-3) in hand
    When B uses "jab"
    And A reacts with "Revolt"
    And B takes the damage on aura
    Then B has aura 3, life 10
    And A has aura 3

  @clause:C-10-3 @card:NA-24-shisui-O-N-3
  Scenario: Revolt (NA-24-shisui-O-N-3) is a plain 1/1 before its user has taken damage this turn
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id  | type   | range | damage |
      | jab | attack | 0-10  | 1/1    |
    And the distance is 3
    And the dust is 5
    And A has aura 2, life 10
    And B has aura 5, life 10
    And B holds jab in hand
    And A has "Revolt" (NA-24-shisui-O-N-3) in hand
    When B uses "jab"
    And A reacts with "Revolt"
    And B takes the damage on aura
    Then B has aura 4, life 10
    And A has aura 2

  @clause:C-5-8 @card:NA-24-shisui-O-N-3
  Scenario: Revolt (NA-24-shisui-O-N-3) counts the damages taken earlier this turn
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id   | type   | range | damage |
      | jab  | attack | 0-10  | 1/1    |
      | jab2 | attack | 0-10  | 1/1    |
    And the distance is 3
    And A has aura 2, life 10
    And B has aura 5, life 10
    And B holds jab, jab2 in hand
    And A has "Revolt" (NA-24-shisui-O-N-3) in hand
    When B uses "jab"
    And A does not react
    And A takes the damage on aura
    And B uses "jab2"
    And A reacts with "Revolt"
    And B takes the damage on aura
    Then B has aura 3, life 10

  @clause:A-22-6-3-1 @card:NA-24-shisui-O-N-7
  Scenario: Blackened Bonds (NA-24-shisui-O-N-7) after three damages picks all three options
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id  | type   | range | damage |
      | jab | attack | 0-10  | 2/2    |
    And the distance is 3
    And A has aura 0, life 10
    And B has aura 5, life 10
    And A has taken damage 3 times this turn
    And B holds jab in hand
    And A has "Blackened Bonds" (NA-24-shisui-O-N-7) in hand
    When B uses "jab"
    And A reacts with "Blackened Bonds"
    And A chooses "lacerate"
    And A chooses "weaken"
    And A chooses "flinch"
    And B chooses "life"
    Then B has aura 5, life 10, flinched
    And B's life holds 1 laceration token of A
    And A has life 9

  @clause:A-22-6-3-1 @card:NA-24-shisui-O-N-7
  Scenario: Blackened Bonds (NA-24-shisui-O-N-7) after one damage picks one option only
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id  | type   | range | damage |
      | jab | attack | 0-10  | 2/2    |
    And the distance is 3
    And A has aura 0, life 10
    And A has taken damage 1 time this turn
    And B holds jab in hand
    And A has "Blackened Bonds" (NA-24-shisui-O-N-7) in hand
    When B uses "jab"
    And A reacts with "Blackened Bonds"
    And A chooses "weaken"
    Then A has life 9
    And B has not flinched

  @clause:A-22-6-3-2 @card:NA-24-shisui-O-S-3
  Scenario: First Circle - Arbuda (NA-24-shisui-O-S-3) nullifies the damage and its user receives it as a laceration
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id  | type   | range | damage |
      | jab | attack | 0-10  | 2/3    |
    And the distance is 3
    And A has aura 3, life 10, flare 2
    And B holds jab in hand
    And A has the unused trump "First Circle - Arbuda" (NA-24-shisui-O-S-3)
    When B uses "jab"
    And A reacts with "First Circle - Arbuda"
    And A takes the damage on life
    Then A has aura 3, life 10, flare 0
    And A's life holds 3 laceration tokens of A
    And "First Circle - Arbuda" is a used trump

  @clause:C-10-8 @card:NA-24-shisui-O-S-3
  Scenario: First Circle - Arbuda (NA-24-shisui-O-S-3) becomes unused as its holder takes damage a third time this turn
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id  | type   | range | damage |
      | jab | attack | 0-10  | 1/1    |
    And the distance is 3
    And A has aura 3, life 10
    And A has taken damage 2 times this turn
    And B holds jab in hand
    And A has the used trump "First Circle - Arbuda" (NA-24-shisui-O-S-3)
    When B uses "jab"
    And A takes the damage on aura
    Then "First Circle - Arbuda" is an unused trump

  @clause:A-22-7-1 @card:NA-24-shisui-O-S-1
  Scenario: Seventh Circle - Padma (NA-24-shisui-O-S-1) damage-izes the zones its user picks, then attacks 2/1+0/+X
    Given the distance is 3
    And A has aura 3, life 10, flare 3
    And B has aura 5, life 10
    And A has taken damage 3 times this turn
    And B's aura holds 2 laceration tokens of A
    And B's life holds 1 laceration token of A
    And A has the unused trump "Seventh Circle - Padma" (NA-24-shisui-O-S-1)
    When A uses "Seventh Circle - Padma"
    And A chooses "opponent.aura"
    And A chooses "done"
    And B takes the damage on life
    Then B has aura 3, life 7
    And B's aura holds no laceration tokens
    And B's life holds 1 laceration token of A

  @clause:C-9-1-3-4 @card:NA-24-shisui-O-S-1
  Scenario: Seventh Circle - Padma (NA-24-shisui-O-S-1) used as a reaction resolves after the attack it answers
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id  | type   | range | damage |
      | jab | attack | 0-10  | 1/1    |
    And the distance is 3
    And A has aura 3, life 10, flare 3
    And B has aura 5, life 10
    And B's aura holds 2 laceration tokens of A
    And B holds jab in hand
    And A has the unused trump "Seventh Circle - Padma" (NA-24-shisui-O-S-1)
    When B uses "jab"
    And A reacts with "Seventh Circle - Padma"
    And A takes the damage on aura
    Then B has aura 5, life 10
    When A chooses "opponent.aura"
    And B takes the damage on life
    Then A has aura 2
    And B has aura 3, life 8

  @clause:A-22-10 @card:NA-24-shisui-O-S-4
  Scenario: Shisui's Last Gasp (NA-24-shisui-O-S-4) pays its cost as a laceration and takes the opponent's excess flare
    Given a duel in A's main phase with a full-power action
    And the dust is 5
    And A has aura 3, life 10, flare 2
    And B has aura 3, life 10, flare 5
    And A has the unused trump "Shisui's Last Gasp" (NA-24-shisui-O-S-4)
    When A uses "Shisui's Last Gasp"
    And A charges 2 from dust
    Then "Shisui's Last Gasp" has 5 crystals
    And A has flare 2
    And A's flare holds 2 laceration tokens of A
    And B has flare 2
    And the dust is 3

  @clause:C-4-2 @card:NA-24-shisui-O-S-4
  Scenario: Shisui's Last Gasp (NA-24-shisui-O-S-4) deployed: its holder at life 0 does not lose, and her opponent cannot pay concentration
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id  | type   | range | damage |
      | jab | attack | 0-10  | -/1    |
    And the distance is 5
    And A has aura 0, life 1
    And B has concentration 2
    And A has "Shisui's Last Gasp" (NA-24-shisui-O-S-4) deployed with 2 crystals
    And B holds jab in hand
    When B uses "jab"
    Then A has life 0
    And the duel goes on
    When B tries to perform advance paying concentration
    Then the action is illegal citing "C 9-6"

  @clause:A-22-6-3-2 @card:NA-24-shisui-O-N-2
  Scenario: An effect letting the attacker choose the damage lets her choose the side of Carve's (NA-24-shisui-O-N-2) laceration
    Given the test cards:
      | id   | type        | charge |
      | grip | enhancement | 2      |
    And "grip" has the effect "while_deployed: choose_damage own_attacks"
    And A has "grip" deployed with 2 crystals
    And the distance is 2
    And A has "Carve" (NA-24-shisui-O-N-2) in hand
    When A uses "Carve"
    And A chooses life damage for the opponent
    And A chooses life damage for the opponent
    Then B has aura 3, life 10
    And B's life holds 3 laceration tokens of A
