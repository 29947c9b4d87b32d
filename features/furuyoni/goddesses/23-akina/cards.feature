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

  @card:NA-23-akina-O-N-1 @clause:A-21-5
  Scenario: Abacus Beads (NA-23-akina-O-N-1) after the attack may collect
    Given a duel in A's main phase with a standard action
    And A harbors Akina with market price 3 and 1 crystal in her flow
    And A has aura 2, flare 0
    And B has aura 3, flare 2, life 10
    And the dust is 0
    And A has "Abacus Beads" (NA-23-akina-O-N-1) in hand
    And the distance is 3
    When A uses "Abacus Beads"
    And B takes the damage on aura
    And A chooses "2"
    Then A's flow holds 0 crystals
    And B has flare 1
    And A has aura 3
    And A's market price is 1

  @card:NA-23-akina-O-N-1 @clause:C-10-1
  Scenario: Abacus Beads (NA-23-akina-O-N-1) after the attack may move a crystal from her flow back to her flare
    Given a duel in A's main phase with a standard action
    And A harbors Akina with market price 2 and 2 crystals in her flow
    And A has aura 2, flare 0
    And B has aura 3, life 10
    And A has "Abacus Beads" (NA-23-akina-O-N-1) in hand
    And the distance is 3
    When A uses "Abacus Beads"
    And B takes the damage on aura
    And A chooses "3"
    And A chooses "backward"
    Then A's flow holds 1 crystal
    And A has flare 1

  @card:NA-23-akina-O-N-4 @clause:A-21-1
  Scenario: Speculate (NA-23-akina-O-N-4) moves two of her aura into her flow, which holds 5 at most
    Given a duel in A's main phase with a standard action
    And A harbors Akina with market price 2 and 4 crystals in her flow
    And A has aura 3
    And A has "Speculate" (NA-23-akina-O-N-4) in hand
    When A uses "Speculate"
    And A chooses "1"
    Then A's flow holds 5 crystals
    And A has aura 2

  @card:NA-23-akina-O-N-4 @clause:C-10-1
  Scenario: Speculate (NA-23-akina-O-N-4) may instead take two of the dust into her aura
    Given a duel in A's main phase with a standard action
    And A harbors Akina with market price 2
    And A has aura 1
    And the dust is 3
    And A has "Speculate" (NA-23-akina-O-N-4) in hand
    When A uses "Speculate"
    And A chooses "2"
    Then A has aura 3
    And the dust is 1

  @card:NA-23-akina-O-N-6 @clause:C-9-1-1-5
  Scenario: Contingency (NA-23-akina-O-N-6) deployed takes two of the opponent's flare to the distance
    Given a duel in A's main phase with a standard action
    And A harbors Akina with market price 2
    And B has flare 3
    And the distance is 3
    And A has "Contingency" (NA-23-akina-O-N-6) in hand
    When A uses "Contingency"
    Then B has flare 1
    And the distance is 5

  @card:NA-23-akina-O-N-6 @clause:C-9-1-1-7
  Scenario: Contingency (NA-23-akina-O-N-6) destroyed gives one of the distance to the opponent's flare
    Given a duel at the start of turn 3 with A active
    And A harbors Akina with market price 2
    And B has flare 0
    And the distance is 5
    And A has "Contingency" (NA-23-akina-O-N-6) deployed with 1 crystal
    When the position is submitted
    Then B has flare 1
    And the distance is 4

  @card:NA-23-akina-O-N-6 @clause:C-10-37
  Scenario: Contingency (NA-23-akina-O-N-6) cannot be used beyond distance 3
    Given a duel in A's main phase with a standard action
    And A harbors Akina with market price 2
    And the distance is 4
    And A has "Contingency" (NA-23-akina-O-N-6) in hand
    When A tries to use "Contingency"
    Then the action is illegal citing "C 10-37"

  @card:NA-23-akina-O-S-2 @clause:C-9-1-1-4
  Scenario: Count Surfeit (NA-23-akina-O-S-2) after the attack moves one of her flare, her flow and her life each to her aura
    Given a duel in A's main phase with a standard action
    And A harbors Akina with market price 2 and 2 crystals in her flow
    And A has aura 0, flare 2, life 8
    And B has aura 3, life 10
    And A has the unused trump "Count Surfeit" (NA-23-akina-O-S-2)
    And the distance is 7
    When A uses "Count Surfeit"
    And B takes the damage on aura
    Then A has aura 3, flare 1, life 7
    And A's flow holds 1 crystal

  @card:NA-23-akina-O-N-5 @clause:C-10-35-1
  Scenario: Calculate (NA-23-akina-O-N-5) gains 1 concentration and shifts the range of both players' attacks this turn 1 closer
    Given a duel in A's main phase with a standard action
    And A harbors Akina with market price 2
    And A has concentration 0
    And A has "Calculate" (NA-23-akina-O-N-5) in hand
    And A holds "Slash" (NA-01-yurina-O-N-1) in hand
    And the distance is 2
    And B has aura 3, life 10
    When A uses "Calculate"
    Then A has concentration 1
    When A uses "Slash"
    And B takes the damage on aura
    Then B has aura 0, life 10

  @card:NA-23-akina-O-N-5 @clause:C-10-35-1
  Scenario: without Calculate (NA-23-akina-O-N-5) Slash does not reach distance 2
    Given a duel in A's main phase with a standard action
    And A has "Calculate" (NA-23-akina-O-N-5) in hand
    And A holds "Slash" (NA-01-yurina-O-N-1) in hand
    And the distance is 2
    When A tries to use "Slash"
    Then the action is illegal citing "C 9-4-1"

  @card:NA-23-akina-O-N-7 @clause:C-10-40
  Scenario: Direct Financing (NA-23-akina-O-N-7) takes one of the opponent's aura, and one more for 1 concentration
    # her aura: 3, less the charge of 2, plus 2
    Given a duel in A's main phase with a full-power action
    And A harbors Akina with market price 2
    And A has aura 3, concentration 1
    And B has aura 3
    And A has "Direct Financing" (NA-23-akina-O-N-7) in hand
    When A uses "Direct Financing"
    Then A must decide may
    When A accepts
    Then A has aura 3, concentration 0
    And B has aura 1

  @card:NA-23-akina-O-N-7 @clause:C-10-40
  Scenario: Direct Financing (NA-23-akina-O-N-7) without concentration takes only one
    # her aura: 3, less the charge of 2, plus 1
    Given a duel in A's main phase with a full-power action
    And A harbors Akina with market price 2
    And A has aura 3, concentration 0
    And B has aura 3
    And A has "Direct Financing" (NA-23-akina-O-N-7) in hand
    When A uses "Direct Financing"
    Then A has aura 2
    And B has aura 2

  @card:NA-23-akina-O-N-7 @clause:C-9-1-1-7
  Scenario: Direct Financing (NA-23-akina-O-N-7) destroyed may attack with 2-5, 1/0
    Given a duel at the start of turn 3 with A active
    And A harbors Akina with market price 2
    And B has aura 3, life 10
    And the distance is 4
    And A has "Direct Financing" (NA-23-akina-O-N-7) deployed with 1 crystal
    When the position is submitted
    Then A must decide may
    When A accepts
    And B takes the damage on aura
    Then B has aura 2, life 10

  @card:NA-23-akina-O-N-3 @clause:A-21-2-2
  Scenario: Barter (NA-23-akina-O-N-3) with a capital 3 above the opponent's takes back another goddess's card, then performs a basic action
    Given a duel in A's main phase with a standard action
    And A harbors Akina with market price 2 and 3 crystals in her flow
    And A has aura 3, flare 0
    And B has aura 3, flare 0, life 10
    And A's discard pile holds "Slash" (NA-01-yurina-O-N-1)
    And A has "Barter" (NA-23-akina-O-N-3) in hand
    And the distance is 5
    When A uses "Barter"
    And B takes the damage on aura
    And A chooses "Slash"
    Then "Slash" is in A's hand
    And A must decide basic_action
    When A performs advance by the effect
    Then the distance is 4

  @card:NA-23-akina-O-N-3 @clause:A-21-2-2
  Scenario: Barter (NA-23-akina-O-N-3) with a capital only 1 above the opponent's offers the basic action alone
    Given a duel in A's main phase with a standard action
    And A harbors Akina with market price 2 and 1 crystal in her flow
    And A has aura 3, flare 0
    And B has aura 3, flare 0, life 10
    And A's discard pile holds "Slash" (NA-01-yurina-O-N-1)
    And A has "Barter" (NA-23-akina-O-N-3) in hand
    And the distance is 5
    When A uses "Barter"
    And B takes the damage on life
    Then "Slash" is in A's discard pile
    And A must decide basic_action

  @card:NA-23-akina-O-S-4 @clause:A-21-3-1
  Scenario: Akina's Revelatory Audit (NA-23-akina-O-S-4) costs her price, collects, wraps and leaves the game
    Given a duel in A's main phase with a standard action
    And A harbors Akina with market price 2 and 1 crystal in her flow
    And A has aura 1, flare 2
    And B has aura 3
    And the dust is 2
    And the distance is 5
    And A has the unused trump "Akina's Revelatory Audit" (NA-23-akina-O-S-4)
    When A uses "Akina's Revelatory Audit"
    Then A has flare 0
    And A must decide may
    When A accepts
    Then A's flow holds 0 crystals
    And B has aura 2
    And A has aura 2
    And A's market price is 1
    And A must decide basic_action
    When A performs wrap by the effect
    And A performs wrap by the effect
    Then A has aura 4
    And "Akina's Revelatory Audit" is in A's out-of-game zone

  @card:NA-23-akina-O-S-4 @clause:A-21-6-2
  Scenario: Akina's Revelatory Audit (NA-23-akina-O-S-4) used lets her focus instead of collecting at the start of her main phase
    Given a duel at the start of A's main phase
    And A harbors Akina with market price 2 and 1 crystal in her flow
    And A has aura 2, flare 0
    And A has the used trump "Akina's Revelatory Audit" (NA-23-akina-O-S-4)
    When the position is submitted
    And A resolves "akina#collect#0" first
    And A declines
    And A chooses "focus"
    Then A has aura 1, flare 1
    And A's flow holds 1 crystal
    And A's market price is 2

  @card:NA-23-akina-O-S-3 @clause:C-9-2-3
  Scenario: Protection Money (NA-23-akina-O-S-3) deploys moving 4 of its user's life to her flare
    Given a duel in A's main phase with a standard action
    And A harbors Akina with market price 2
    And A has life 10, flare 2
    And the dust is 3
    And A has the unused trump "Protection Money" (NA-23-akina-O-S-3)
    When A uses "Protection Money"
    And A charges 1 from dust
    Then A has life 6, flare 5
    And "Protection Money" has 1 crystal
    And "Protection Money" is in A's enhancement zone

  @card:NA-23-akina-O-S-3 @clause:C-8-1-3
  Scenario: Protection Money (NA-23-akina-O-S-3) keeps its crystal at its holder's start phase
    Given a duel at the start of turn 3 with A active
    And A harbors Akina with market price 2
    And the test cards:
      | id   | type   |
      | leaf | action |
    And A's deck is leaf, leaf from the top
    And A has "Protection Money" (NA-23-akina-O-S-3) deployed with 1 crystal
    When the position is submitted
    Then "Protection Money" has 1 crystal
    And "Protection Money" is in A's enhancement zone

  @card:NA-23-akina-O-S-3 @clause:C-9-1-3-1
  Scenario: Protection Money (NA-23-akina-O-S-3) replaces its holder's defeat at life 0 and leaves the game
    Given a duel in B's main phase with a standard action
    And A harbors Akina with market price 2
    And the test cards:
      | id  | type   | range | damage |
      | jab | attack | 0-10  | 3/1    |
    And the distance is 3
    And the dust is 0
    And A has aura 0, life 1, flare 5
    And A has "Protection Money" (NA-23-akina-O-S-3) deployed with 1 crystal
    And B holds jab in hand
    When B uses "jab"
    Then A has life 4, flare 2
    And "Protection Money" is face up in A's out-of-game zone
    And the dust is 1
    And B has 0 cards in hand

  @card:NA-23-akina-O-S-3 @clause:C-9-1-3-1
  Scenario: Protection Money (NA-23-akina-O-S-3) with an empty flare leaves its holder at life 0: she loses
    The replacement moves what it can (none) and the card leaves; the life 0 is a new defeat.
    Given a duel in B's main phase with a standard action
    And A harbors Akina with market price 2
    And the test cards:
      | id    | type   |
      | drain | action |
    And "drain" has the effect "on_use: move opponent.life -> dust 1"
    And A has aura 0, life 1, flare 0
    And A has "Protection Money" (NA-23-akina-O-S-3) deployed with 1 crystal
    And B holds drain in hand
    When B uses "drain"
    Then B wins
    And "Protection Money" is face up in A's out-of-game zone

  @card:NA-23-akina-O-S-1 @clause:A-21-3-1
  Scenario: Hostile Takeover (NA-23-akina-O-S-1) attacks for -/1 whatever modifies attacks, and is not used again without more capital
    Given a duel in A's main phase with a standard action
    And A harbors Akina with market price 2
    And the test cards:
      | id   | type        | charge |
      | spur | enhancement | 2      |
    And "spur" has the effect "while_deployed: modify own_attacks add 0/1"
    And A has "spur" deployed with 2 crystals
    And the distance is 5
    And A has aura 1, flare 2
    And B has aura 3, flare 2, life 10
    And A has the unused trump "Hostile Takeover" (NA-23-akina-O-S-1)
    When A uses "Hostile Takeover"
    Then B has aura 3, life 9, flare 3
    And A has flare 0
    And "Hostile Takeover" is a used trump

  @card:NA-23-akina-O-S-1 @clause:A-21-2-2
  Scenario: Hostile Takeover (NA-23-akina-O-S-1) uses itself again while its user's capital is more, paying each rising price, until she cannot pay
    Capital 10 to 0 and price 1: the first use pays 1 (the price rises to 2 as B takes life damage,
    A 21-6-3), the second pays 2 (price 3); a third would cost 3 with 2 left in her flare.
    Given a duel in A's main phase with a standard action
    And A harbors Akina with market price 1
    And the distance is 0
    And A has aura 5, flare 5
    And B has aura 0, flare 0, life 10
    And A has the unused trump "Hostile Takeover" (NA-23-akina-O-S-1)
    When A uses "Hostile Takeover"
    Then B has life 8, flare 2
    And A has flare 2
    And A's market price is 3
    And "Hostile Takeover" is a used trump

  @card:NA-23-akina-O-S-1 @clause:C-9-4
  Scenario: Hostile Takeover's (NA-23-akina-O-S-1) attack is nullified once answered
    Given a duel in A's main phase with a standard action
    And A harbors Akina with market price 2
    And the test cards:
      | id    | type   | subtype  |
      | shrug | action | reaction |
    And "shrug" has the effect "on_use: gain_concentration self 1"
    And A has aura 0, flare 2
    And B has aura 3, flare 2, life 10, concentration 0
    And B holds shrug in hand
    And A has the unused trump "Hostile Takeover" (NA-23-akina-O-S-1)
    When A uses "Hostile Takeover"
    And B reacts with "shrug"
    Then B has life 10, concentration 1
    And "Hostile Takeover" is a used trump

  @card:NA-23-akina-O-S-3 @clause:C-9-1-3-1
  Scenario: with real cards only, Protection Money (NA-23-akina-O-S-3) replaces its holder's defeat by Slash at life 0 and leaves the game
    Given a duel in B's main phase with a standard action
    And A harbors Akina with market price 2
    And the distance is 3
    And the dust is 0
    And A has aura 0, life 1, flare 5
    And A has "Protection Money" (NA-23-akina-O-S-3) deployed with 1 crystal
    And B holds "Slash" (NA-01-yurina-O-N-1) in hand
    When B uses "Slash"
    Then A has life 4, flare 2
    And the duel goes on
    And "Protection Money" is face up in A's out-of-game zone
    And the dust is 1
