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
    Each card is picked (a full-power card cannot be) and used, nested in the trump's resolution, before
    the next is picked. At the end phase of the turn the reserved reshuffle puts A's discard pile back
    into the deck, without the life damage of a rule-made one.
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
    Then A has concentration 1
    And A must decide use_card
    And the options do not include use lift
    When A uses "jab"
    Then B has aura 2
    And "jab" is in A's discard pile
    And "Grand Sierra Respect" is a used trump
    When A ends the main phase
    Then A has 4 cards in deck
    And A has 0 cards in discard pile
    And A has life 10
    And the ruling cites "C 9-1-3-4"

  @clause:C-9-2 @clause:C-10-13 @card:NA-08-hagane-O-S-4 @card:NA-08-hagane-O-N-1
  Scenario: FAQ (Hagane, Grand Sierra Respect): the first card used ends the phase, so no second card is chosen
    The first card is picked and used before the second is picked: Centrifugal Swing, used in A's turn,
    ends the phase after its attack, and nothing of Grand Sierra Respect is left to resolve.
    Given the test cards:
      | id   | type   |
      | lift | action |
    And A has the unused trump "Grand Sierra Respect" (NA-08-hagane-O-S-4)
    And A's discard pile holds "Centrifugal Swing" (NA-08-hagane-O-N-1), lift
    And the turn-start distance was 2
    And the distance is 4
    And A has flare 3
    And B has aura 5, life 10
    When A uses "Grand Sierra Respect"
    Then the options include use Centrifugal Swing, use lift, decline
    When A uses "Centrifugal Swing"
    Then B must decide damage
    When B takes the damage on aura
    Then B has aura 0, life 10
    And "Grand Sierra Respect" is a used trump
    And the duel is at start_phase of turn 4 with B active

  @clause:C-10-3 @clause:A-6-2 @card:NA-08-hagane-O-N-6
  Scenario: Sound the Bell (NA-08-hagane-O-N-6), +2/+1 chosen: only the next attack of the turn gets it
    Given the test cards:
      | id   | type   | range | damage |
      | jab  | attack | 0-10  | 1/1    |
      | poke | attack | 0-10  | 1/1    |
    And A has "Sound the Bell" (NA-08-hagane-O-N-6) in hand
    And A holds jab, poke in hand
    And the turn-start distance was 2
    And the distance is 4
    And B has aura 5, life 10
    When A uses "Sound the Bell"
    Then A must decide choose
    And the options are exactly choose 1, choose 2
    When A chooses "1"
    And A uses "jab"
    And B takes the damage on life
    Then B has life 8, aura 5
    When A uses "poke"
    And B takes the damage on life
    Then B has life 7

  @clause:C-10-4-2 @clause:C-10-22 @clause:A-6-2 @card:NA-08-hagane-O-N-6
  Scenario: Sound the Bell (NA-08-hagane-O-N-6), the second option: the next attack reaches one farther and cannot be answered
    Given the test cards:
      | id    | type   | subtype  | range | damage |
      | short | attack |          | 3-4   | 1/1    |
      | parry | action | reaction |       |        |
    And A has "Sound the Bell" (NA-08-hagane-O-N-6) in hand
    And A holds short in hand
    And B holds parry in hand
    And the turn-start distance was 3
    And the distance is 5
    And B has aura 5
    Then the options do not include use short
    When A uses "Sound the Bell"
    And A chooses "2"
    Then the options include use short
    When A uses "short"
    Then B is not asked to react
    And the ruling cites "C 10-22"

  @clause:C-10-20 @card:NA-08-hagane-O-S-2
  Scenario: Grand Bourdon Peal (NA-08-hagane-O-S-2) heals 2 from the dust when its user's other trumps are all used
    Given the test cards:
      | id  | type   | category | cost |
      | old | action | trump    | 0    |
    And A has the unused trump "Grand Bourdon Peal" (NA-08-hagane-O-S-2)
    And A has the used trump "old"
    And A has flare 2, life 5
    And the dust is 3
    When A uses "Grand Bourdon Peal"
    Then A has life 7
    And the dust is 3

  @clause:C-10-20 @card:NA-08-hagane-O-S-2
  Scenario: Grand Bourdon Peal (NA-08-hagane-O-S-2) does nothing while another of its user's trumps is unused
    Given the test cards:
      | id  | type   | category | cost |
      | old | action | trump    | 0    |
    And A has the unused trump "Grand Bourdon Peal" (NA-08-hagane-O-S-2)
    And A has the unused trump "old"
    And A has flare 2, life 5
    And the dust is 3
    When A uses "Grand Bourdon Peal"
    Then A has life 5
    And the dust is 5

  @clause:C-10-1 @card:NA-08-hagane-O-S-3
  Scenario: Grand Gravity Attract (NA-08-hagane-O-S-3) takes three distance crystals to its user's flare
    Given A has the unused trump "Grand Gravity Attract" (NA-08-hagane-O-S-3)
    And the distance is 6
    And A has flare 5
    When A uses "Grand Gravity Attract"
    Then the distance is 3
    And A has flare 3

  @clause:C-10-7 @card:NA-08-hagane-O-S-3 @card:NA-08-hagane-O-N-5
  Scenario: Grand Gravity Attract (NA-08-hagane-O-S-3) becomes unused at its user's end phase after a centrifugal card was used
    Given a duel in A's end phase
    And A has the used trump "Grand Gravity Attract" (NA-08-hagane-O-S-3)
    And A's discard pile holds "Waltz of Steel" (NA-08-hagane-O-N-5)
    And A used "Waltz of Steel" this turn
    When the position is submitted
    Then "Grand Gravity Attract" is an unused trump

  @clause:C-10-7 @card:NA-08-hagane-O-S-3 @card:NA-08-hagane-O-N-5
  Scenario: Grand Gravity Attract (NA-08-hagane-O-S-3) used this very turn stays used
    Given a duel in A's end phase
    And A has the used trump "Grand Gravity Attract" (NA-08-hagane-O-S-3)
    And A's discard pile holds "Waltz of Steel" (NA-08-hagane-O-N-5)
    And A used "Waltz of Steel", "Grand Gravity Attract" this turn
    When the position is submitted
    Then "Grand Gravity Attract" is a used trump

  @clause:C-10-7 @card:NA-08-hagane-O-S-3
  Scenario: Grand Gravity Attract (NA-08-hagane-O-S-3) stays used when no centrifugal card was used this turn
    Given the test cards:
      | id   | type   |
      | leaf | action |
    And a duel in A's end phase
    And A has the used trump "Grand Gravity Attract" (NA-08-hagane-O-S-3)
    And A's discard pile holds leaf
    And A used leaf this turn
    When the position is submitted
    Then "Grand Gravity Attract" is a used trump

  @clause:A-6-3-1 @clause:C-10-15 @card:NA-08-hagane-A1-S-1 @card:NA-08-hagane-A1-S-1-Ex1
  Scenario: Grand Refinement Material (NA-08-hagane-A1-S-1) with an empty anvil puts another goddess's attack card there and a Tempered Attack under the deck
    Only an attack card of another goddess than Hagane may go onto the anvil. 終端: nothing more is
    used this turn.
    Given A has the unused trump "Grand Refinement Material" (NA-08-hagane-A1-S-1)
    And A has "Slash" (NA-01-yurina-O-N-1), "Earthshatter" (NA-08-hagane-O-N-3) in hand
    And A's extra zone holds "Tempered Attack" (NA-08-hagane-A1-S-1-Ex1)
    And A has flare 1
    When A uses "Grand Refinement Material"
    Then A must decide choose
    And the options are exactly choose Slash, decline
    When A chooses "Slash"
    Then "Slash" is in A's anvil
    And "Tempered Attack" is at the bottom of A's deck
    And "Grand Refinement Material" is a used trump
    And the options are exactly end phase

  @clause:A-6-3-1 @card:NA-08-hagane-A1-S-1
  Scenario: Grand Refinement Material (NA-08-hagane-A1-S-1) with a card on the anvil adds a dust crystal to the anvil
    Given A has the unused trump "Grand Refinement Material" (NA-08-hagane-A1-S-1)
    And A's anvil holds "Slash" (NA-01-yurina-O-N-1)
    And A's anvil has 1 crystal
    And A's extra zone holds "Tempered Attack" (NA-08-hagane-A1-S-1-Ex1)
    And A has flare 1
    And the dust is 2
    When A uses "Grand Refinement Material"
    Then A's anvil has 2 crystals
    And the dust is 2
    And "Tempered Attack" is at the bottom of A's deck

  @clause:C-10-7 @card:NA-08-hagane-A1-S-1 @card:NA-08-hagane-A1-S-1-Ex1
  Scenario: Grand Refinement Material (NA-08-hagane-A1-S-1) becomes unused at its user's end phase after a Tempered Attack was used
    Given a duel in A's end phase
    And A has the used trump "Grand Refinement Material" (NA-08-hagane-A1-S-1)
    And A's discard pile holds "Tempered Attack" (NA-08-hagane-A1-S-1-Ex1)
    And A used "Tempered Attack" this turn
    When the position is submitted
    Then "Grand Refinement Material" is an unused trump

  @clause:C-10-7 @card:NA-08-hagane-A1-S-1
  Scenario: Grand Refinement Material (NA-08-hagane-A1-S-1) stays used when no Tempered Attack was used this turn
    Given a duel in A's end phase
    And A has the used trump "Grand Refinement Material" (NA-08-hagane-A1-S-1)
    And A's discard pile holds "Slash" (NA-01-yurina-O-N-1)
    And A used "Slash" this turn
    When the position is submitted
    Then "Grand Refinement Material" is a used trump

  @clause:C-10-16 @clause:C-10-4-2 @clause:A-6-3-1 @card:NA-08-hagane-A1-S-1-Ex1
  Scenario: Tempered Attack (NA-08-hagane-A1-S-1-Ex1) attacks as the card on the anvil, +1/+0 and one farther, with no crystal there
    Slash reaches 3-4 and deals 3/1; the Tempered Attack copying it reaches 3-5 and deals 4/1.
    Given A's anvil holds "Slash" (NA-01-yurina-O-N-1)
    And A has "Tempered Attack" (NA-08-hagane-A1-S-1-Ex1) in hand
    And the distance is 5
    And B has aura 5, life 10
    When A uses "Tempered Attack"
    And B takes the damage on aura
    Then B has aura 1, life 10
    And "Tempered Attack" is in A's discard pile

  @clause:C-10-16 @card:NA-08-hagane-A1-S-1-Ex1
  Scenario: Tempered Attack (NA-08-hagane-A1-S-1-Ex1) with one crystal on the anvil gets the bands of 0 and 1, +2/+1
    Given A's anvil holds "Slash" (NA-01-yurina-O-N-1)
    And A's anvil has 1 crystal
    And A has "Tempered Attack" (NA-08-hagane-A1-S-1-Ex1) in hand
    And the distance is 4
    And B has aura 5, life 10
    When A uses "Tempered Attack"
    And B takes the damage on life
    Then B has life 8

  @clause:C-10-23 @card:NA-08-hagane-A1-S-1-Ex1
  Scenario: Tempered Attack (NA-08-hagane-A1-S-1-Ex1) with two crystals on the anvil cannot be nullified
    Given the test cards:
      | id   | type   | subtype  |
      | ward | action | reaction |
    And "ward" has the effect "on_use: nullify_attack"
    And A's anvil holds "Slash" (NA-01-yurina-O-N-1)
    And A's anvil has 2 crystals
    And A has "Tempered Attack" (NA-08-hagane-A1-S-1-Ex1) in hand
    And B holds ward in hand
    And the distance is 4
    And B has aura 5, life 10
    When A uses "Tempered Attack"
    And B reacts with "ward"
    Then the ruling cites "C 10-23"
    When B takes the damage on life
    Then B has life 7

  @clause:C-10-16 @clause:C-10-4-2 @card:NA-08-hagane-A1-S-1-Ex1
  Scenario: FAQ (Hagane, Tempered Attack): with 2 anvil tokens every band applies, +3/+2 and far 3
    The bands are "0 or more", "1 or more" and "2 or more" crystals on the anvil, and each band reached
    applies: with 2 crystals the attack gets +1/+0, +1/+1 and +1/+1 (+3/+2) and three range expansions
    (far 3), and cannot be nullified. Slash reaches 3-4 and deals 3/1, so the Tempered Attack reaches
    3-7 and deals 6/3: distance 7 is in range, distance 8 is not.
    Given A's anvil holds "Slash" (NA-01-yurina-O-N-1)
    And A's anvil has 2 crystals
    And A has "Tempered Attack" (NA-08-hagane-A1-S-1-Ex1) in hand
    And the distance is 8
    And B has aura 5, life 10
    When A tries to use "Tempered Attack"
    Then the action is illegal citing "C 9-2-1"
    Given the distance is 7
    When A uses "Tempered Attack"
    And B takes the damage on life
    Then B has aura 5, life 7

  @clause:C-10-16 @card:NA-08-hagane-A1-S-1-Ex1
  Scenario: Tempered Attack (NA-08-hagane-A1-S-1-Ex1) with 1 anvil token gets the first two bands, +2/+1 and far 2
    Given A's anvil holds "Slash" (NA-01-yurina-O-N-1)
    And A's anvil has 1 crystal
    And A has "Tempered Attack" (NA-08-hagane-A1-S-1-Ex1) in hand
    And the distance is 7
    And B has aura 5, life 10
    When A tries to use "Tempered Attack"
    Then the action is illegal citing "C 9-2-1"
    Given the distance is 6
    When A uses "Tempered Attack"
    And B takes the damage on life
    Then B has aura 5, life 8

  @clause:C-6-2-1-5 @card:NA-08-hagane-A1-S-1-Ex1
  Scenario: Tempered Attack (NA-08-hagane-A1-S-1-Ex1) with nothing on the anvil copies nothing and cannot be used
    Given A has "Tempered Attack" (NA-08-hagane-A1-S-1-Ex1) in hand
    And the distance is 4
    When A tries to use "Tempered Attack"
    Then the action is illegal citing "C 6-2-1-5"

  @clause:C-9-4 @card:NA-08-hagane-A1-S-1-Ex1 @card:NA-08-hagane-O-N-2
  Scenario: Tempered Attack (NA-08-hagane-A1-S-1-Ex1) in hand cannot be picked by the opponent's random discard
    Given the test cards:
      | id   | type   |
      | leaf | action |
    And a duel in B's main phase with a standard action
    And B has "Scatter to the Winds" (NA-08-hagane-O-N-2) in hand
    And A has "Tempered Attack" (NA-08-hagane-A1-S-1-Ex1) in hand
    And A holds leaf in hand
    And the turn-start distance was 2
    And the distance is 4
    When B uses "Scatter to the Winds"
    And A does not react
    Then "leaf" is in A's discard pile
    And "Tempered Attack" is in A's hand

  @clause:C-1-4 @card:NA-08-hagane-A1-S-1-Ex1
  Scenario: Tempered Attack (NA-08-hagane-A1-S-1-Ex1) copying a card that returns itself to hand stays out of the hand
    Out of the hand and the face-down pile, a Tempered Attack goes back to the deck or the hand only
    by a reshuffle: the copied text cannot bring it back.
    Given the test cards:
      | id        | type   | range | damage |
      | boomerang | attack | 0-10  | 1/1    |
    And "boomerang" has the effect "after_attack: return_to_hand"
    And A's anvil holds boomerang
    And A has "Tempered Attack" (NA-08-hagane-A1-S-1-Ex1) in hand
    And the distance is 4
    And B has aura 5
    When A uses "Tempered Attack"
    And B takes the damage on aura
    Then "Tempered Attack" is in A's discard pile
    And the ruling cites "C 1-4"

  @clause:C-10-9 @card:NA-08-hagane-A1-S-1-Ex1
  Scenario: Tempered Attack (NA-08-hagane-A1-S-1-Ex1) cannot be sealed
    Given the test cards:
      | id    | type   |
      | vault | action |
    And "vault" has the effect "on_use: seal opponent.discard"
    And a duel in B's main phase with a standard action
    And B holds vault in hand
    And A's discard pile holds "Tempered Attack" (NA-08-hagane-A1-S-1-Ex1)
    When B uses "vault"
    And B chooses "A:Tempered Attack"
    Then "Tempered Attack" is in A's discard pile
    And the ruling cites "C 1-4"
