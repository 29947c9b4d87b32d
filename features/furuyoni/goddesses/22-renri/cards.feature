@goddess:renri
Feature: Renri (No. 22) — her cards as printed
  Each scenario names a real card of season na-s9-2 by its English name and rules id and exercises what
  is distinctive about it. Perjury and disproof are exemplified in A-20-6-perjury.feature; the cards
  that read a perjury's outcome, and regression and the relics, are not encoded yet.

  Background:
    Given a duel in A's main phase with a standard action

  @clause:C-9-2-3 @clause:C-10-1 @card:NA-22-renri-O-N-7
  Scenario: Enclose (NA-22-renri-O-N-7) moves a distance crystal to the dust when deployed at distance 2 or more
    Given A has "Enclose" (NA-22-renri-O-N-7) in hand
    And A has aura 3
    And the distance is 2
    And the dust is 5
    When A uses "Enclose"
    And A charges 0 from dust
    Then "Enclose" has 3 crystals
    And A has aura 0
    And the distance is 1
    And the dust is 6

  @clause:C-9-2-3 @clause:C-10-1 @card:NA-22-renri-O-N-7
  Scenario: Enclose (NA-22-renri-O-N-7) moves nothing when deployed at distance 1
    Given A has "Enclose" (NA-22-renri-O-N-7) in hand
    And A has aura 3
    And the distance is 1
    And the dust is 5
    When A uses "Enclose"
    And A charges 0 from dust
    Then "Enclose" has 3 crystals
    And A has aura 0
    And the distance is 1
    And the dust is 5

  @clause:C-9-5 @clause:C-10-1 @card:NA-22-renri-O-N-7
  Scenario: Enclose (NA-22-renri-O-N-7) moves a distance crystal to the dust when destroyed at distance 2 or more
    Given a duel at the start of turn 3 with A active
    And the test cards:
      | id   | type   |
      | leaf | action |
    And A's deck is leaf, leaf from the top
    And A has "Enclose" (NA-22-renri-O-N-7) deployed with 1 crystal
    And the distance is 2
    And the dust is 0
    When the position is submitted
    Then "Enclose" is in A's discard pile
    And the distance is 1
    And the dust is 2

  @clause:C-9-5 @clause:C-10-1 @card:NA-22-renri-O-N-7
  Scenario: Enclose (NA-22-renri-O-N-7) moves nothing when destroyed at distance 1
    Given a duel at the start of turn 3 with A active
    And the test cards:
      | id   | type   |
      | leaf | action |
    And A's deck is leaf, leaf from the top
    And A has "Enclose" (NA-22-renri-O-N-7) deployed with 1 crystal
    And the distance is 1
    And the dust is 0
    When the position is submitted
    Then "Enclose" is in A's discard pile
    And the distance is 1
    And the dust is 1

  @clause:C-10-3 @clause:C-6-2-1 @card:NA-22-renri-O-N-2
  Scenario: Compound (NA-22-renri-O-N-2) deals 3/1 with 3 normal cards in the discard pile and the enhancement zone together
    Given the test cards:
      | id    | type   |
      | leaf  | action |
      | stone | action |
    And A has "Compound" (NA-22-renri-O-N-2) in hand
    And A's discard pile holds leaf, stone
    And A has "Enclose" (NA-22-renri-O-N-7) deployed with 3 crystals
    And the distance is 3
    And B has aura 5, life 10
    When A uses "Compound"
    And B takes the damage on aura
    Then B has aura 2, life 10

  @clause:C-10-3 @clause:C-6-2-1 @card:NA-22-renri-O-N-2
  Scenario: Compound (NA-22-renri-O-N-2) keeps its printed 2/1 with only 2 normal cards in the discard pile
    Given the test cards:
      | id    | type   |
      | leaf  | action |
      | stone | action |
    And A has "Compound" (NA-22-renri-O-N-2) in hand
    And A's discard pile holds leaf, stone
    And the distance is 3
    And B has aura 5, life 10
    When A uses "Compound"
    And B takes the damage on aura
    Then B has aura 3, life 10

  @clause:C-10-1 @card:NA-22-renri-O-N-6
  Scenario: Motive (NA-22-renri-O-N-6) moves a crystal from the distance to its user's flare
    Given A has "Motive" (NA-22-renri-O-N-6) in hand
    And the distance is 3
    And A has flare 0
    When A uses "Motive"
    Then the distance is 2
    And A has flare 1
    And "Motive" is in A's discard pile

  @clause:C-10-39 @clause:C-3 @card:NA-22-renri-A1-N-2
  Scenario: Fog of Deception (NA-22-renri-A1-N-2) may be declared as a non-enhancement normal card of the opponent's goddesses only
    Given B harbors "yurina" and "saine"
    And A has "Fog of Deception" (NA-22-renri-A1-N-2) in hand
    And the distance is 3
    When the position is submitted
    Then the options include use Fog of Deception as NA-01-yurina-O-N-1
    And the options include use Fog of Deception as NA-02-saine-O-N-4
    And the options do not include use Fog of Deception as NA-01-yurina-O-N-6
    And the options do not include use Fog of Deception as NA-03-himika-O-N-1
    And the options do not include use Fog of Deception

  @clause:C-10-39 @card:NA-22-renri-A1-N-2
  Scenario: Fog of Deception (NA-22-renri-A1-N-2) declared as Slash attacks as Slash when nobody refutes it
    Given B harbors "yurina" and "saine"
    And A has "Fog of Deception" (NA-22-renri-A1-N-2) in hand
    And the distance is 3
    And B has aura 5, life 10
    When A uses "Fog of Deception" as "NA-01-yurina-O-N-1"
    And B takes the damage on life
    Then B has aura 5, life 9
    And "Fog of Deception" is in A's discard pile

  @clause:C-10-39 @card:NA-22-renri-A1-N-2
  Scenario: Fog of Deception (NA-22-renri-A1-N-2) refuted by a revealed Slash goes to the discard pile unused
    Given B harbors "yurina" and "saine"
    And A has "Fog of Deception" (NA-22-renri-A1-N-2) in hand
    And B has "Slash" (NA-01-yurina-O-N-1) in hand
    And the distance is 3
    And B has aura 5, life 10
    When A uses "Fog of Deception" as "NA-01-yurina-O-N-1"
    And B accepts
    Then B has aura 5, life 10
    And "Fog of Deception" is in A's discard pile
    And the ruling cites "C 10-39"

  @clause:C-9-2 @card:NA-22-renri-O-S-2
  Scenario: Splay (NA-22-renri-O-S-2) cannot be used in the main phase
    Given A has the unused trump "Splay" (NA-22-renri-O-S-2)
    And A has flare 4
    When A tries to use "Splay"
    Then the action is illegal citing "C 9-2"

  Rule: Redact (NA-22-renri-O-N-3) weakens the attack it answers once a crystal has left the dust this turn

    Background:
      Given a duel in B's main phase with a standard action
      And the test cards:
        | id    | type   | range | damage |
        | heavy | attack | 4     | 3/1    |
        | light | attack | 4     | 2/2    |
        | fan   | action |       |        |
      And "fan" has the effect "on_use: move dust -> self.flare 1"
      And A has "Redact" (NA-22-renri-O-N-3) in hand
      And the distance is 4
      And the dust is 5
      And A has aura 5, life 10
      And B has aura 0, life 10

    @clause:C-10-3 @clause:C-9-4 @card:NA-22-renri-O-N-3
    Scenario: Redact (NA-22-renri-O-N-3) takes 1 off the aura damage of 3 of the attack it answers
      Given B holds fan, heavy in hand
      When B uses "fan"
      And B uses "heavy"
      And A reacts with "Redact"
      Then B has life 8
      When A takes the damage on aura
      Then A has aura 3, life 10

    @clause:C-10-3 @clause:C-9-4 @card:NA-22-renri-O-N-3
    Scenario: Redact (NA-22-renri-O-N-3) takes 1 off the life damage of an attack with aura damage under 3
      Given B holds fan, light in hand
      When B uses "fan"
      And B uses "light"
      And A reacts with "Redact"
      And A takes the damage on life
      Then A has aura 5, life 9

    @clause:C-10-3 @clause:C-9-1-3-2 @card:NA-22-renri-O-N-3
    Scenario: Redact (NA-22-renri-O-N-3) reads the aura damage before the additions, as a modification does
      Light, 2/2, is 3/2 with B's +1/+0 in force; Redact's text, an addition itself, sees 2 (C 9-1-3-2,
      the FAQ reading of Megumi's Spreading Palm), so the attack gets +0/-1 and ends 3/1.
      Given the test cards:
        | id    | type        | charge |
        | boost | enhancement | 2      |
      And "boost" has the effect "while_deployed: modify own_attacks add +1/+0"
      And B has "boost" deployed with 2 crystals
      And B holds fan, light in hand
      When B uses "fan"
      And B uses "light"
      And A reacts with "Redact"
      And A takes the damage on life
      Then A has aura 5, life 9

    @clause:C-10-3 @clause:C-9-4 @card:NA-22-renri-O-N-3
    Scenario: Redact (NA-22-renri-O-N-3) changes nothing when no crystal has left the dust this turn
      Given B holds heavy in hand
      When B uses "heavy"
      And A reacts with "Redact"
      Then B has life 8
      When A takes the damage on aura
      Then A has aura 2, life 10

  Rule: Splay (NA-22-renri-O-S-2) uses or buries a card of the opponent's hand against their attack

    Background:
      Given a duel in B's main phase with a standard action
      And the test cards:
        | id     | type   | range | damage |
        | strike | attack | 4     | 2/1    |
      And A has the unused trump "Splay" (NA-22-renri-O-S-2)
      And B holds strike in hand
      And B has "Cut Down" (NA-02-saine-O-N-2), "Art of Drawing" (NA-01-yurina-O-N-4), "Enclose" (NA-22-renri-O-N-7) in hand
      And the distance is 4
      And A has aura 5, flare 4, life 10
      And B has aura 0, life 10

    @clause:C-9-4 @clause:C-9-8 @clause:C-10-15 @card:NA-22-renri-O-S-2
    Scenario: Splay (NA-22-renri-O-S-2) offers only the opponent's non-full-power cards of another goddess, and uses one as a reaction
      The card used is treated as answering the attack Splay answers, so its own attack is a reacting
      one, which cannot be answered (C 9-4 i; the FAQ reading of Oboro's Tobi-Kage, the same wording).
      When B uses "strike"
      And A reacts with "Splay"
      Then A must decide use_card
      And the options are exactly use B:Cut Down, face-down B:Cut Down, decline
      When A uses "B:Cut Down"
      Then B is not asked to react
      And B has aura 0, life 9
      And "Cut Down" is in B's discard pile
      When A takes the damage on aura
      Then A has aura 3, life 10

    @clause:C-9-4 @clause:C-7-2 @card:NA-22-renri-O-S-2
    Scenario: Splay (NA-22-renri-O-S-2) may put the picked card face-down in its holder's pile
      When B uses "strike"
      And A reacts with "Splay"
      And A puts "B:Cut Down" face-down
      Then "Cut Down" is in B's face-down pile
      And B has aura 0, life 10

