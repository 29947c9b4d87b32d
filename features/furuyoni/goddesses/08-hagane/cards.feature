@goddess:hagane
Feature: Hagane (No. 08) and Blacksmith Hagane (A1) — their cards as printed
  Each scenario names a real card of season na-s9-2 by its English name and rules id and exercises what
  is distinctive about it. Cards with 遠心 (centrifugal) are used here with the distance 2 farther than
  at the start of the turn; the rule itself has its own feature (A-6-centrifugal.feature).

  Background:
    Given a duel in A's main phase with a standard action

  @clause:C-10-22 @clause:C-9-4 @card:NA-08-hagane-O-N-3
  Scenario: Earthshatter (NA-08-hagane-O-N-3) cannot be answered, then empties the opponent's concentration and flinches them
    The full-power action ends A's main phase, so the duel runs on into B's start phase, where the
    flinch is spent instead of B's concentration gain: B starts the turn with 0 concentration.
    Given a duel in A's main phase with a full-power action
    And the test cards:
      | id    | type   | subtype  |
      | parry | action | reaction |
    And A has "Earthshatter" (NA-08-hagane-O-N-3) in hand
    And B holds parry in hand
    And the distance is 3
    And B has aura 3, concentration 2
    When A uses "Earthshatter"
    Then B is not asked to react
    And B has aura 1, concentration 0, not flinched
    And the duel is at start_phase of turn 4 with B active
    And the ruling cites "C 10-22"
    And the ruling cites in order "C 9-4 vii", "C 5-1-4", "C 8-1", "C 5-1-4"

  @clause:C-9-2 @card:NA-08-hagane-O-N-3
  Scenario: Earthshatter (NA-08-hagane-O-N-3) is a full-power card: not in a standard action
    Given A has "Earthshatter" (NA-08-hagane-O-N-3) in hand
    And the distance is 3
    When A tries to use "Earthshatter"
    Then the action is illegal citing "C 8-2-2"

  @clause:C-10-1 @card:NA-08-hagane-O-N-4
  Scenario: Recoil (NA-08-hagane-O-N-4) at distance 5 takes a distance crystal to own flare, and only that
    Reaching distance 4 on the way does not also run the branch for 4 or less: the distance before
    the card resolves picks one branch.
    Given A has "Recoil" (NA-08-hagane-O-N-4) in hand
    And the distance is 5
    And A has flare 0
    And B has flare 2
    When A uses "Recoil"
    Then the distance is 4
    And A has flare 1
    And B has flare 2
    And the ruling cites "C 10-1"

  @clause:C-10-1 @card:NA-08-hagane-O-N-4
  Scenario: Recoil (NA-08-hagane-O-N-4) at distance 4 brings a crystal of the opponent's flare to the distance
    Given A has "Recoil" (NA-08-hagane-O-N-4) in hand
    And the distance is 4
    And A has flare 0
    And B has flare 2
    When A uses "Recoil"
    Then the distance is 5
    And A has flare 0
    And B has flare 1

  @clause:C-10-1 @clause:A-6-2 @card:NA-08-hagane-O-N-5
  Scenario: Waltz of Steel (NA-08-hagane-O-N-5) takes two of the opponent's flare crystals to own aura when they have 3
    Given A has "Waltz of Steel" (NA-08-hagane-O-N-5) in hand
    And the turn-start distance was 3
    And the distance is 5
    And A has aura 1
    And B has flare 3
    When A uses "Waltz of Steel"
    Then A has aura 3
    And B has flare 1

  @clause:C-10-1 @clause:A-6-2 @card:NA-08-hagane-O-N-5
  Scenario: Waltz of Steel (NA-08-hagane-O-N-5) does nothing when the opponent's flare holds only 2
    Given A has "Waltz of Steel" (NA-08-hagane-O-N-5) in hand
    And the turn-start distance was 3
    And the distance is 5
    And A has aura 1
    And B has flare 2
    When A uses "Waltz of Steel"
    Then A has aura 1
    And B has flare 2
    And "Waltz of Steel" is in A's discard pile

  @clause:C-10-1 @card:NA-08-hagane-A1-N-1
  Scenario: Hearthfire (NA-08-hagane-A1-N-1) at distance 3 moves one distance crystal to each flare
    The condition is checked once: the first move leaves the distance at 2, and the second move still
    happens.
    Given A has "Hearthfire" (NA-08-hagane-A1-N-1) in hand
    And the distance is 3
    And A has flare 0
    And B has flare 0
    When A uses "Hearthfire"
    Then the distance is 1
    And A has flare 1
    And B has flare 1

  @clause:C-10-1 @card:NA-08-hagane-A1-N-1
  Scenario: Hearthfire (NA-08-hagane-A1-N-1) does nothing at distance 2
    Given A has "Hearthfire" (NA-08-hagane-A1-N-1) in hand
    And the distance is 2
    And A has flare 0
    When A uses "Hearthfire"
    Then the distance is 2
    And A has flare 0

  @clause:C-5-2-1 @card:NA-08-hagane-A1-N-2
  Scenario: Whirling Ascent (NA-08-hagane-A1-N-2) draws and gains concentration when the distance closed by 2
    The change since the start of the turn counts either way: closer by 2 is a change of 2.
    Given the test cards:
      | id   | type   |
      | card | action |
    And A has "Whirling Ascent" (NA-08-hagane-A1-N-2) in hand
    And A's deck is card from the top
    And the turn-start distance was 6
    And the distance is 4
    And A has concentration 0
    When A uses "Whirling Ascent"
    Then "card" is in A's hand
    And A has concentration 1

  @clause:C-5-2-1 @card:NA-08-hagane-A1-N-2
  Scenario: Whirling Ascent (NA-08-hagane-A1-N-2) does nothing when the distance changed by only 1
    Given the test cards:
      | id   | type   |
      | card | action |
    And A has "Whirling Ascent" (NA-08-hagane-A1-N-2) in hand
    And A's deck is card from the top
    And the turn-start distance was 6
    And the distance is 7
    And A has concentration 0
    When A uses "Whirling Ascent"
    Then "card" is in A's deck
    And A has concentration 0

  @clause:C-10-13 @clause:A-6-2 @card:NA-08-hagane-O-N-1
  Scenario: Centrifugal Swing (NA-08-hagane-O-N-1) puts both hands face-down, empties the user's concentration and ends the phase
    Ending the main phase skips the rest of A's turn up to the end phase; the duel runs on into B's
    start phase, which waits for B's reshuffle choice before B draws.
    Given the test cards:
      | id    | type   |
      | spare | action |
      | keep  | action |
    And A has "Centrifugal Swing" (NA-08-hagane-O-N-1) in hand
    And A holds spare in hand
    And B holds keep in hand
    And the turn-start distance was 2
    And the distance is 4
    And A has concentration 2
    And B has aura 5, life 10
    When A uses "Centrifugal Swing"
    And B does not react
    And B takes the damage on aura
    Then B has aura 0
    And "spare" is in A's face-down pile
    And "B:keep" is in B's face-down pile
    And A has concentration 0
    And "Centrifugal Swing" is in A's discard pile
    And the duel is at start_phase of turn 4 with B active
    And the ruling cites "C 10-13"

  @clause:C-9-4 @card:NA-08-hagane-O-N-2
  Scenario: Scatter to the Winds (NA-08-hagane-O-N-2) discards a random card of the opponent's hand after the distance changed by 2
    Given the test cards:
      | id    | type   |
      | left  | action |
      | right | action |
    And A has "Scatter to the Winds" (NA-08-hagane-O-N-2) in hand
    And B holds left, right in hand
    And the turn-start distance was 2
    And the distance is 4
    And B has aura 3
    When A uses "Scatter to the Winds"
    And B does not react
    Then B has aura 2
    And B has 1 card in hand
    And B has 1 card in discard pile

  @clause:C-9-4 @card:NA-08-hagane-O-N-2
  Scenario: Scatter to the Winds (NA-08-hagane-O-N-2) leaves the hand alone when the distance changed by only 1
    Given the test cards:
      | id    | type   |
      | left  | action |
      | right | action |
    And A has "Scatter to the Winds" (NA-08-hagane-O-N-2) in hand
    And B holds left, right in hand
    And the turn-start distance was 3
    And the distance is 4
    When A uses "Scatter to the Winds"
    And B does not react
    Then B has 2 cards in hand
    And B has 0 cards in discard pile

  @clause:C-9-2-3 @card:NA-08-hagane-O-N-7
  Scenario: Gravity Well (NA-08-hagane-O-N-7) pulls one distance crystal to its user's aura when deployed
    Given A has "Gravity Well" (NA-08-hagane-O-N-7) in hand
    And the distance is 6
    And A has aura 3
    When A uses "Gravity Well"
    Then "Gravity Well" has 2 crystals
    And A has aura 2
    And the distance is 5

  @clause:C-9-1-2 @card:NA-08-hagane-O-N-7
  Scenario: Gravity Well (NA-08-hagane-O-N-7) used by a full-power action pulls one crystal more
    Given a duel in A's main phase with a full-power action
    And A has "Gravity Well" (NA-08-hagane-O-N-7) in hand
    And the distance is 6
    And A has aura 3
    When A uses "Gravity Well"
    Then the distance is 4
    And the ruling cites "C 9-1-2"

  @clause:C-5-2-2 @clause:C-9-6-1 @card:NA-08-hagane-O-N-7
  Scenario: Gravity Well (NA-08-hagane-O-N-7) deployed makes the master distance 1: advancing at distance 2 is possible
    By the rule alone the master distance is 2 and advancing at distance 2 moves nothing.
    Given A has "Gravity Well" (NA-08-hagane-O-N-7) deployed with 2 crystals
    And the distance is 2
    And A has aura 2, concentration 1
    Then the options include advance by concentration
    When A performs advance paying concentration
    Then the distance is 1
    And A has aura 3

  @clause:C-5-2-2 @clause:C-9-6-5 @card:NA-08-hagane-O-N-7
  Scenario: Gravity Well (NA-08-hagane-O-N-7) deployed: withdrawing at distance 2 moves nothing
    Given A has "Gravity Well" (NA-08-hagane-O-N-7) deployed with 2 crystals
    And the distance is 2
    And the dust is 3
    And A has concentration 1
    Then the options do not include withdraw by concentration
    When A tries to perform withdraw paying concentration
    Then the action is illegal citing "C 9-6-5"

  @clause:C-9-2-1 @card:NA-08-hagane-O-S-1
  Scenario: Grand Firmament Crash (NA-08-hagane-O-S-1) deals X/Y: X the distance change since the turn start, Y half of it rounded up
    Given A has the unused trump "Grand Firmament Crash" (NA-08-hagane-O-S-1)
    And the turn-start distance was 4
    And the distance is 7
    And A has flare 4
    And B has aura 5, life 10
    When A uses "Grand Firmament Crash"
    And B takes the damage on life
    Then B has life 8, aura 5
    And A has flare 0

  @clause:C-10-21 @card:NA-08-hagane-O-S-1
  Scenario: Grand Firmament Crash (NA-08-hagane-O-S-1) overcomes the aura cap: 6 aura damage cannot be taken on an aura of 5
    The distance closed by 6 since the turn started: X is 6, Y is 3. Without 超克 the aura damage would
    be capped at 5 and B could take it on aura.
    Given A has the unused trump "Grand Firmament Crash" (NA-08-hagane-O-S-1)
    And the turn-start distance was 7
    And the distance is 1
    And A has flare 4
    And B has aura 5, life 10
    When A uses "Grand Firmament Crash"
    Then B is not asked to choose the damage
    And B has life 7, aura 5

  @clause:C-9-2 @clause:C-9-8 @clause:C-9-1-3-4 @card:NA-08-hagane-O-S-4
  Scenario: Grand Sierra Respect (NA-08-hagane-O-S-4) empties both decks into the discard piles, then uses two cards from its user's discard pile
    The two cards are chosen first (a full-power card cannot be), then used one after the other in the
    order chosen, each nested in the trump's resolution. At the end phase of the turn the reserved
    reshuffle puts A's discard pile back into the deck, without the life damage of a rule-made one.
    Given the test cards:
      | id    | type   | subtype    | range | damage |
      | lift  | action |            |       |        |
      | jab   | attack |            | 0-10  | 1/-    |
      | heavy | action | full-power |       |        |
      | d1    | action |            |       |        |
      | d2    | action |            |       |        |
    And "lift" has the effect "on_use: gain_concentration self 1"
    And A has the unused trump "Grand Sierra Respect" (NA-08-hagane-O-S-4)
    And A's discard pile holds lift, jab, heavy
    And A's deck is d1 from the top
    And B's deck is d2 from the top
    And the turn-start distance was 2
    And the distance is 4
    And A has flare 3, concentration 0, life 10
    And B has aura 3
    When A uses "Grand Sierra Respect"
    Then A must decide use_card
    And the options include use lift, use jab, use d1, decline
    And the options do not include use heavy
    And "B:d2" is in B's discard pile
    When A uses "lift"
    And A uses "jab"
    Then A has concentration 1
    And B has aura 2
    And "jab" is in A's discard pile
    And "Grand Sierra Respect" is a used trump
    When A ends the main phase
    Then A has 4 cards in deck
    And A has 0 cards in discard pile
    And A has life 10
    And the ruling cites "C 9-1-3-4"
