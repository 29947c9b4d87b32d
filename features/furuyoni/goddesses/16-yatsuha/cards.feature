@goddess:yatsuha
Feature: Yatsuha (No. 16), Perfect Yatsuha (A1) and Yatsuha Realized (AA1) — their cards as printed
  Each scenario names a real card of season na-s9-2 by its English name and rules id and exercises what
  is distinctive about it. The mirror count (A 14-2-1) and making a card perfect (A 14-3) have their own
  features.

  Background:
    Given a duel in A's main phase with a standard action

  @clause:C-10-22 @clause:C-10-1 @card:NA-16-yatsuha-O-N-1
  Scenario: Astral Claw (NA-16-yatsuha-O-N-1) cannot be answered by a normal card, then gives one of own aura to the opponent's flare
    Given the test cards:
      | id    | type   | subtype  |
      | parry | action | reaction |
    And A has "Astral Claw" (NA-16-yatsuha-O-N-1) in hand
    And B holds parry in hand
    And the distance is 3
    And A has aura 3
    And B has aura 5, life 10, flare 0
    When A uses "Astral Claw"
    Then B must decide reaction
    And the options are exactly decline
    When B does not react
    And B takes the damage on aura
    Then B has aura 2, flare 1
    And A has aura 2

  @clause:C-10-1 @clause:C-9-1-2 @card:NA-16-yatsuha-O-N-3
  Scenario: Devil of the Mirror (NA-16-yatsuha-O-N-3), a full-power attack, costs its user one life to the dust afterwards
    Given a duel in A's main phase with a full-power action
    And A has "Devil of the Mirror" (NA-16-yatsuha-O-N-3) in hand
    And the distance is 2
    And the dust is 0
    And A has life 10
    And B has aura 5, life 10
    When A uses "Devil of the Mirror"
    And B takes the damage on life
    Then B has life 7
    And A has life 9
    And the dust is 1

  @clause:C-5-2-1 @clause:C-5-2-2 @card:NA-16-yatsuha-O-N-4
  Scenario: Phantom Stride (NA-16-yatsuha-O-N-4), the first option: the distance counts 1 farther this turn, and its user gains 1 concentration
    Given the test cards:
      | id  | type   | range | damage |
      | far | attack | 4     | 1/1    |
    And A has "Phantom Stride" (NA-16-yatsuha-O-N-4) in hand
    And A holds far in hand
    And the distance is 3
    And A has concentration 0
    Then the options do not include use far
    When A uses "Phantom Stride"
    And A chooses "1"
    Then A has concentration 1
    And the distance is 3
    And the options include use far

  @clause:C-5-2-1 @card:NA-16-yatsuha-O-N-4
  Scenario: Phantom Stride (NA-16-yatsuha-O-N-4) changes the distance for this turn only
    Given the test cards:
      | id   | type   | range | damage |
      | far  | attack | 4     | 1/1    |
      | leaf | action |       |        |
      | twig | action |       |        |
    And A has "Phantom Stride" (NA-16-yatsuha-O-N-4) in hand
    And B holds far in hand
    And B's deck is leaf, twig from the top
    And the distance is 3
    When A uses "Phantom Stride"
    And A chooses "1"
    And A ends the main phase
    And B does not reshuffle
    Then B must decide action_kind
    When B chooses a standard action
    Then the options do not include use far
    And the distance is 3

  @clause:C-5-2-1 @clause:C-5-2-2 @clause:C-9-6-1 @card:NA-16-yatsuha-O-N-4
  Scenario: Phantom Stride (NA-16-yatsuha-O-N-4), the second option: the distance counts 1 nearer and the master distance is 1
    At 3 crystals the distance counts 2, above the master distance of 1, so advancing still moves a
    crystal; with the master distance of 2 it would not.
    Given A has "Phantom Stride" (NA-16-yatsuha-O-N-4) in hand
    And the distance is 3
    And A has concentration 0, aura 2
    When A uses "Phantom Stride"
    And A chooses "2"
    And A performs advance paying concentration
    Then the distance is 2
    And A has aura 3, concentration 0

  @clause:C-10-1 @card:NA-16-yatsuha-O-N-5
  Scenario: Determination (NA-16-yatsuha-O-N-5) may do both arrows, each in the direction its user picks
    Given A has "Determination" (NA-16-yatsuha-O-N-5) in hand
    And A has aura 3, flare 0
    And B has aura 2, flare 3
    When A uses "Determination"
    Then the options are exactly choose 1, choose 2, choose 3
    When A chooses "3"
    And A chooses "forward"
    And A chooses "backward"
    Then A has aura 2, flare 1
    And B has aura 3, flare 2

  @clause:C-10-1 @card:NA-16-yatsuha-O-N-5
  Scenario: Determination (NA-16-yatsuha-O-N-5), one option only: the opponent's arrow alone
    Given A has "Determination" (NA-16-yatsuha-O-N-5) in hand
    And A has aura 3, flare 0
    And B has aura 2, flare 3
    When A uses "Determination"
    And A chooses "2"
    And A chooses "forward"
    Then A has aura 3, flare 0
    And B has aura 1, flare 4

  @clause:C-9-1-3-4 @clause:C-8-3 @card:NA-16-yatsuha-O-N-6
  Scenario: Pact of Glass (NA-16-yatsuha-O-N-6) takes a flare crystal now and gives one back at the end phase when the opponent's flare is not above its user's
    Given A has "Pact of Glass" (NA-16-yatsuha-O-N-6) in hand
    And A has aura 2, flare 1
    And B has flare 2
    When A uses "Pact of Glass"
    Then A has aura 3
    And B has flare 1
    When A ends the main phase
    Then A has aura 2
    And B has flare 2

  @clause:C-9-1-3-4 @clause:C-8-3 @card:NA-16-yatsuha-O-N-6
  Scenario: Pact of Glass (NA-16-yatsuha-O-N-6) gives nothing back when the opponent's flare is above its user's at the end phase
    Given A has "Pact of Glass" (NA-16-yatsuha-O-N-6) in hand
    And A has aura 2, flare 0
    And B has flare 3
    When A uses "Pact of Glass"
    And A ends the main phase
    Then A has aura 3
    And B has flare 2

  @clause:C-10-35-2 @clause:A-14-2-1 @card:NA-16-yatsuha-O-N-7
  Scenario: Flower Harvest (NA-16-yatsuha-O-N-7) takes a charge smaller by the mirror count
    Auras 3 and 3 and flares 0 and 0 are equal, lives 10 and 9 are not: the count is 2, the charge 1.
    Given A has "Flower Harvest" (NA-16-yatsuha-O-N-7) in hand
    And the dust is 0
    And A has aura 3, flare 0, life 10
    And B has aura 3, flare 0, life 9
    When A uses "Flower Harvest"
    Then "Flower Harvest" has 1 crystal
    And A has aura 2

  @clause:C-10-6 @card:NA-16-yatsuha-O-N-7
  Scenario: Flower Harvest (NA-16-yatsuha-O-N-7) is unguarded: life damage to its holder turns it face-down, without its attack
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id    | type   | range | damage |
      | slash | attack | 3-5   | 1/1    |
    And A has "Flower Harvest" (NA-16-yatsuha-O-N-7) deployed with 2 crystals
    And B holds slash in hand
    And the distance is 4
    And A has aura 3, life 10
    And B has aura 3
    And the dust is 0
    When B uses "slash"
    And A takes the damage on life
    Then "Flower Harvest" is in A's face-down pile
    And A has life 9
    And B has aura 3
    And the dust is 2

  @clause:C-10-5 @clause:C-9-1-1-7 @card:NA-16-yatsuha-O-N-7
  Scenario: Flower Harvest (NA-16-yatsuha-O-N-7) destroyed attacks (1-4, 0/0) and takes two of the opponent's aura crystals
    Given a duel at the start of turn 3 with A active
    And the test cards:
      | id   | type   |
      | leaf | action |
    And A's deck is leaf, leaf from the top
    And A has "Flower Harvest" (NA-16-yatsuha-O-N-7) deployed with 1 crystal
    And the distance is 4
    And A has aura 1
    And B has aura 4, life 10
    When the position is submitted
    And B takes the damage on aura
    Then "Flower Harvest" is in A's discard pile
    And A has aura 3
    And B has aura 2, life 10

  @clause:C-10-27 @clause:C-9-4 @card:NA-16-yatsuha-O-S-1
  Scenario: Vengeful Spirit of the Twin Mirrors (NA-16-yatsuha-O-S-1) with less life copies the attack answered, then nullifies it
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id     | type   | range | damage |
      | strike | attack | 4     | 3/2    |
    And B holds strike in hand
    And A has the unused trump "Vengeful Spirit of the Twin Mirrors" (NA-16-yatsuha-O-S-1)
    And A has flare 4, aura 3, life 5
    And B has aura 5, life 10
    And the distance is 4
    When B uses "strike"
    And A reacts with "Vengeful Spirit of the Twin Mirrors"
    And B takes the damage on life
    Then B has life 8, aura 5
    And A has aura 3, life 5
    And "Vengeful Spirit of the Twin Mirrors" is a used trump

  @clause:C-9-4 @card:NA-16-yatsuha-O-S-1
  Scenario: Vengeful Spirit of the Twin Mirrors (NA-16-yatsuha-O-S-1) without less life makes no copy but still nullifies the attack
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id     | type   | range | damage |
      | strike | attack | 4     | 3/2    |
    And B holds strike in hand
    And A has the unused trump "Vengeful Spirit of the Twin Mirrors" (NA-16-yatsuha-O-S-1)
    And A has flare 4, aura 3, life 10
    And B has aura 5, life 10
    And the distance is 4
    When B uses "strike"
    And A reacts with "Vengeful Spirit of the Twin Mirrors"
    Then B has life 10, aura 5
    And A has aura 3, life 10

  @clause:C-9-4 @card:NA-16-yatsuha-O-S-1
  Scenario: Vengeful Spirit of the Twin Mirrors (NA-16-yatsuha-O-S-1) does not nullify a trump's attack
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id    | category | type   | range | damage | cost |
      | smash | trump    | attack | 4     | 3/2    | 0    |
    And B has the unused trump "smash"
    And A has the unused trump "Vengeful Spirit of the Twin Mirrors" (NA-16-yatsuha-O-S-1)
    And A has flare 4, aura 5, life 10
    And B has aura 5, life 10
    And the distance is 4
    When B uses "smash"
    And A reacts with "Vengeful Spirit of the Twin Mirrors"
    And A takes the damage on aura
    Then A has aura 2, life 10

  @clause:C-10-1 @card:NA-16-yatsuha-A1-N-1-Ex1
  Scenario: Celestial Talon (NA-16-yatsuha-A1-N-1-Ex1) takes one of the opponent's flare to own aura afterwards
    Given A has "Celestial Talon" (NA-16-yatsuha-A1-N-1-Ex1) in hand
    And the distance is 3
    And A has aura 2
    And B has aura 5, life 10, flare 2
    When A uses "Celestial Talon"
    And B takes the damage on aura
    Then B has aura 3, flare 1
    And A has aura 3

  @clause:C-10-22 @clause:A-14-2-1 @card:NA-16-yatsuha-A1-N-2-Ex1
  Scenario: Maw of the Abyss (NA-16-yatsuha-A1-N-2-Ex1) cannot be answered at all and gets +1/+1 per mirror
    Both lives are 8, nothing else is equal: the count is 1, so 2/1 becomes 3/2.
    Given A has "Maw of the Abyss" (NA-16-yatsuha-A1-N-2-Ex1) in hand
    And B has the unused trump "Vengeful Spirit of the Twin Mirrors" (NA-16-yatsuha-O-S-1)
    And the distance is 5
    And A has aura 2, flare 0, life 8
    And B has aura 5, flare 4, life 8
    When A uses "Maw of the Abyss"
    Then B is not asked to react
    When B takes the damage on life
    Then B has life 6

  @clause:C-5-8-3-2 @card:NA-16-yatsuha-A1-N-3-Ex1
  Scenario: The Real Monster (NA-16-yatsuha-A1-N-3-Ex1) takes one of the opponent's life when they chose the life damage
    Given a duel in A's main phase with a full-power action
    And A has "The Real Monster" (NA-16-yatsuha-A1-N-3-Ex1) in hand
    And the distance is 2
    And A has life 5
    And B has aura 5, life 10
    When A uses "The Real Monster"
    And B takes the damage on life
    Then B has life 8
    And A has life 6

  @clause:C-5-8-3-2 @card:NA-16-yatsuha-A1-N-3-Ex1
  Scenario: The Real Monster (NA-16-yatsuha-A1-N-3-Ex1) takes nothing when the opponent chose the aura damage
    Given a duel in A's main phase with a full-power action
    And A has "The Real Monster" (NA-16-yatsuha-A1-N-3-Ex1) in hand
    And the distance is 2
    And A has life 5
    And B has aura 5, life 10
    When A uses "The Real Monster"
    And B takes the damage on aura
    Then B has life 10, aura 1
    And A has life 5

  @clause:C-10-5 @clause:C-5-2-1 @card:NA-16-yatsuha-A1-N-4-Ex1
  Scenario: Phantom Confluence (NA-16-yatsuha-A1-N-4-Ex1) brings the distance 1 nearer, then attacks (3-5, 2/1) within reach
    Six crystals count as distance 5 after the second option, inside the attack's range.
    Given A has "Phantom Confluence" (NA-16-yatsuha-A1-N-4-Ex1) in hand
    And the distance is 6
    And B has aura 5, life 10
    When A uses "Phantom Confluence"
    And A chooses "2"
    And B takes the damage on life
    Then B has life 9
    And the distance is 6

  @clause:C-10-5 @clause:C-5-2-1 @card:NA-16-yatsuha-A1-N-4-Ex1
  Scenario: Phantom Confluence (NA-16-yatsuha-A1-N-4-Ex1) taking the distance 1 farther misses at 6 crystals
    Given A has "Phantom Confluence" (NA-16-yatsuha-A1-N-4-Ex1) in hand
    And the distance is 5
    And B has aura 5, life 10
    When A uses "Phantom Confluence"
    And A chooses "1"
    Then B has life 10, aura 5
    And the ruling cites "C 10-5"

  @clause:C-9-4 @clause:A-14-2-1 @card:NA-16-yatsuha-A1-N-5-Ex1
  Scenario: Conviction (NA-16-yatsuha-A1-N-5-Ex1) nullifies an attack whose aura damage is at most the mirror count plus 1
    Lives 10 and 10 are equal, nothing else: the count is 1, X is 2, and the attack's aura damage is 2.
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id     | type   | range | damage |
      | strike | attack | 4     | 2/2    |
    And B holds strike in hand
    And A has "Conviction" (NA-16-yatsuha-A1-N-5-Ex1) in hand
    And A has aura 3, flare 0, life 10
    And B has aura 5, flare 2, life 10
    And the distance is 4
    When B uses "strike"
    And A reacts with "Conviction"
    And A chooses "2"
    Then A has aura 3, life 10
    And the ruling cites "C 9-4 ii"

  @clause:C-9-4 @clause:A-14-2-1 @card:NA-16-yatsuha-A1-N-5-Ex1
  Scenario: Conviction (NA-16-yatsuha-A1-N-5-Ex1) does not nullify an attack whose aura damage exceeds the mirror count plus 1
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id     | type   | range | damage |
      | strike | attack | 4     | 3/2    |
    And B holds strike in hand
    And A has "Conviction" (NA-16-yatsuha-A1-N-5-Ex1) in hand
    And A has aura 3, flare 0, life 10
    And B has aura 5, flare 2, life 10
    And the distance is 4
    When B uses "strike"
    And A reacts with "Conviction"
    And A chooses "3"
    And A chooses "backward"
    And A takes the damage on life
    Then A has aura 3, life 8
    And the ruling does not cite "C 9-4 ii"

  @clause:C-10-1 @card:NA-16-yatsuha-A1-N-6-Ex1
  Scenario: Covenant of Glass (NA-16-yatsuha-A1-N-6-Ex1) trades between the opponent's aura and own flare, the way its user picks
    Given A has "Covenant of Glass" (NA-16-yatsuha-A1-N-6-Ex1) in hand
    And A has aura 3, flare 2
    And B has aura 2, flare 1
    When A uses "Covenant of Glass"
    Then the options are exactly choose 1, choose 2
    When A chooses "1"
    And A chooses "backward"
    Then A has aura 3, flare 1
    And B has aura 3, flare 1

  @clause:A-14-3 @clause:C-9-1-1-7 @card:NA-16-yatsuha-A1-N-7-Ex1
  Scenario: Naughtbloom Harvest (NA-16-yatsuha-A1-N-7-Ex1) destroyed with 3 or fewer cards made perfect lets its holder make one more
    Naughtbloom Harvest itself is the one card A has made perfect so far.
    Given a duel at the start of turn 3 with A active
    And the test cards:
      | id   | type   |
      | leaf | action |
    And A's deck is leaf, leaf from the top
    And A has "Naughtbloom Harvest" (NA-16-yatsuha-A1-N-7-Ex1) deployed with 1 crystal
    And A's discard pile holds "Astral Claw" (NA-16-yatsuha-O-N-1)
    And A's extra zone holds "Celestial Talon" (NA-16-yatsuha-A1-N-1-Ex1)
    When the position is submitted
    Then A must decide choose
    And the options are exactly choose Astral Claw, decline
    When A chooses "Astral Claw"
    Then "Celestial Talon" is in A's discard pile
    And "Astral Claw" is in A's extra zone
    And "Naughtbloom Harvest" is in A's discard pile
    And A has not flinched

  @clause:A-14-3 @clause:C-9-1-1-7 @card:NA-16-yatsuha-A1-N-7-Ex1
  Scenario: Naughtbloom Harvest (NA-16-yatsuha-A1-N-7-Ex1) destroyed with 4 cards made perfect goes under the deck and takes two of the opponent's life out of the game
    Given a duel at the start of turn 3 with A active
    And the test cards:
      | id   | type   |
      | leaf | action |
    And A's deck is leaf, leaf from the top
    And A has "Naughtbloom Harvest" (NA-16-yatsuha-A1-N-7-Ex1) deployed with 1 crystal
    And A's discard pile holds "Celestial Talon" (NA-16-yatsuha-A1-N-1-Ex1), "Maw of the Abyss" (NA-16-yatsuha-A1-N-2-Ex1), "The Real Monster" (NA-16-yatsuha-A1-N-3-Ex1)
    And B has life 10, flare 0
    And the dust is 0
    When the position is submitted
    Then "Naughtbloom Harvest" is at the bottom of A's deck
    And B has life 8, flare 0
    And the dust is 1

  @clause:A-14-3 @clause:C-9-1-1-7 @card:NA-16-yatsuha-A1-N-7-Ex1
  Scenario: Naughtbloom Harvest (NA-16-yatsuha-A1-N-7-Ex1) counts the perfect forms outside 〈Extra〉 only: 3 out of 〈Extra〉, 4 still in it, is 3 or fewer
    Given a duel at the start of turn 3 with A active
    And the test cards:
      | id   | type   |
      | leaf | action |
    And A's deck is leaf, leaf from the top
    And A has "Naughtbloom Harvest" (NA-16-yatsuha-A1-N-7-Ex1) deployed with 1 crystal
    And A's discard pile holds "Celestial Talon" (NA-16-yatsuha-A1-N-1-Ex1), "Maw of the Abyss" (NA-16-yatsuha-A1-N-2-Ex1)
    And A's extra zone holds "The Real Monster" (NA-16-yatsuha-A1-N-3-Ex1), "Phantom Confluence" (NA-16-yatsuha-A1-N-4-Ex1), "Conviction" (NA-16-yatsuha-A1-N-5-Ex1), "Covenant of Glass" (NA-16-yatsuha-A1-N-6-Ex1)
    And B has life 10
    When the position is submitted
    Then "Naughtbloom Harvest" is in A's discard pile
    And B has life 10

  @clause:C-10-1 @card:NA-16-yatsuha-O-S-4
  Scenario: The Other Side of the Eight Mirrors (NA-16-yatsuha-O-S-4) deployed makes its holder's arrows two-way
    Astral Claw's arrow, own aura to the opponent's flare, is run backward.
    Given A has "The Other Side of the Eight Mirrors" (NA-16-yatsuha-O-S-4) deployed with 3 crystals
    And A has "Astral Claw" (NA-16-yatsuha-O-N-1) in hand
    And the distance is 3
    And A has aura 2
    And B has aura 5, life 10, flare 2
    When A uses "Astral Claw"
    And B takes the damage on aura
    Then A must decide choose
    And the options are exactly choose forward, choose backward
    When A chooses "backward"
    Then A has aura 3
    And B has aura 2, flare 1

  @clause:C-10-1 @card:NA-16-yatsuha-O-S-4
  Scenario: The Other Side of the Eight Mirrors (NA-16-yatsuha-O-S-4) does not make the opponent's arrows two-way
    Given a duel in B's main phase with a standard action
    And A has "The Other Side of the Eight Mirrors" (NA-16-yatsuha-O-S-4) deployed with 3 crystals
    And B has "Astral Claw" (NA-16-yatsuha-O-N-1) in hand
    And the distance is 3
    And B has aura 2
    And A has aura 5, life 10, flare 2
    When B uses "Astral Claw"
    And A takes the damage on aura
    Then B has aura 1
    And A has aura 2, flare 3

  @clause:C-10-18 @clause:C-9-1-1-7 @card:NA-16-yatsuha-O-S-4
  Scenario: The Other Side of the Eight Mirrors (NA-16-yatsuha-O-S-4) is a terminal trump that leaves the game when destroyed
    Given a duel at the start of turn 3 with A active
    And the test cards:
      | id   | type   |
      | leaf | action |
    And A's deck is leaf, leaf from the top
    And A has "The Other Side of the Eight Mirrors" (NA-16-yatsuha-O-S-4) deployed with 1 crystal
    When the position is submitted
    Then "The Other Side of the Eight Mirrors" is face up in A's out-of-game zone
    And A has 0 cards in trump zone

  @clause:C-9-2 @card:NA-16-yatsuha-O-S-4
  Scenario: The Other Side of the Eight Mirrors (NA-16-yatsuha-O-S-4) used ends its user's card use (終端)
    Given the test cards:
      | id   | type   |
      | leaf | action |
    And A has the unused trump "The Other Side of the Eight Mirrors" (NA-16-yatsuha-O-S-4)
    And A holds leaf in hand
    And A has flare 2, aura 5
    And the dust is 0
    When A uses "The Other Side of the Eight Mirrors"
    And A charges 2 from dust
    Then "The Other Side of the Eight Mirrors" has 5 crystals
    And A has aura 2
    And the dust is 0
    And the options do not include use leaf

  @clause:C-5-5-2 @clause:C-9-2 @card:NA-16-yatsuha-O-S-2
  Scenario: Lullaby of the Four Mirrors (NA-16-yatsuha-O-S-2) empties the opponent's enhancement, which its user may then use from their discard pile
    The emptied Wall is destroyed into B's discard pile; A uses it, and it is deployed in A's
    enhancement zone, charged from the dust.
    Given the test cards:
      | id   | type        | charge |
      | wall | enhancement | 2      |
    And B has "wall" deployed with 2 crystals
    And A has the unused trump "Lullaby of the Four Mirrors" (NA-16-yatsuha-O-S-2)
    And A has flare 2, aura 3
    And the dust is 0
    When A uses "Lullaby of the Four Mirrors"
    Then A must decide choose
    And the options are exactly choose B:wall
    When A chooses "B:wall"
    Then A must decide may
    When A accepts
    And A charges 2 from dust
    Then "B:wall" is in A's enhancement zone
    And "B:wall" has 2 crystals
    And A has aura 3
    And the dust is 2
    And "Lullaby of the Four Mirrors" is a used trump
    And the options include end phase

  @clause:C-9-2 @card:NA-16-yatsuha-O-S-2
  Scenario: Lullaby of the Four Mirrors (NA-16-yatsuha-O-S-2) used on a full-power enhancement gains 終端
    Given the test cards:
      | id    | type        | subtype    | charge |
      | tower | enhancement | full_power | 1      |
      | leaf  | action      |            |        |
    And A has "tower" deployed with 1 crystal
    And A holds leaf in hand
    And A has the unused trump "Lullaby of the Four Mirrors" (NA-16-yatsuha-O-S-2)
    And A has flare 2, aura 3
    And the dust is 0
    When A uses "Lullaby of the Four Mirrors"
    And A chooses "tower"
    And A accepts
    And A charges 0 from dust
    Then "tower" is in A's enhancement zone
    And the options are exactly end phase

  @clause:C-9-2 @card:NA-16-yatsuha-O-S-2
  Scenario: Lullaby of the Four Mirrors (NA-16-yatsuha-O-S-2) may leave the destroyed card in the discard pile
    Given the test cards:
      | id   | type        | charge |
      | wall | enhancement | 2      |
    And B has "wall" deployed with 1 crystal
    And A has the unused trump "Lullaby of the Four Mirrors" (NA-16-yatsuha-O-S-2)
    And A has flare 2
    When A uses "Lullaby of the Four Mirrors"
    And A chooses "B:wall"
    And A declines
    Then "B:wall" is in B's discard pile

  @clause:C-9-2-3 @clause:C-7-1-16 @card:NA-16-yatsuha-AA1-N-7
  Scenario: A World Unknown (NA-16-yatsuha-AA1-N-7), the first card its user uses this game, may take its charge from out of the game
    Given A has "A World Unknown" (NA-16-yatsuha-AA1-N-7) in hand
    And A has used 0 cards this game
    And A has aura 2
    And the dust is 1
    When A uses "A World Unknown"
    Then A must decide may
    When A accepts
    Then "A World Unknown" has 1 crystal
    And A has aura 2
    And the dust is 1

  @clause:C-9-2-3 @card:NA-16-yatsuha-AA1-N-7
  Scenario: A World Unknown (NA-16-yatsuha-AA1-N-7) used after another card this game takes its charge as usual
    Given A has "A World Unknown" (NA-16-yatsuha-AA1-N-7) in hand
    And A has used 1 card this game
    And A has aura 2
    And the dust is 0
    When A uses "A World Unknown"
    Then "A World Unknown" has 1 crystal
    And A has aura 1

  @clause:C-9-6 @clause:C-10-18 @card:NA-16-yatsuha-AA1-N-7 @card:NA-16-yatsuha-AA1-N-7-Ex1
  Scenario: A World Unknown (NA-16-yatsuha-AA1-N-7) destroyed advances its holder twice, leaves the game and brings A World of Hope, unused
    Given a duel at the start of turn 3 with A active
    And the test cards:
      | id   | type   |
      | leaf | action |
    And A's deck is leaf, leaf from the top
    And A has "A World Unknown" (NA-16-yatsuha-AA1-N-7) deployed with 1 crystal
    And A's extra zone holds "A World of Hope" (NA-16-yatsuha-AA1-N-7-Ex1)
    And the distance is 6
    And A has aura 2
    When the position is submitted
    Then the distance is 4
    And A has aura 4
    And "A World Unknown" is face up in A's out-of-game zone
    And "A World of Hope" is an unused trump

  @clause:A-14-3 @clause:C-7-1-6 @card:NA-16-yatsuha-AA1-S-4
  Scenario: Her Identity (NA-16-yatsuha-AA1-S-4) reveals a Yatsuha card of the face-down pile, makes it perfect and puts it on top of the deck
    Only cards of Yatsuha are offered: the card of Yurina stays in hand.
    Given the test cards:
      | id    | type   | range | damage | user   |
      | slash | attack | 3-4   | 2/2    | yurina |
    And A has the unused trump "Her Identity" (NA-16-yatsuha-AA1-S-4)
    And A has flare 4
    And A holds slash in hand
    And A's face-down pile holds "Grim Edict" (NA-16-yatsuha-O-N-2)
    And A's extra zone holds "Maw of the Abyss" (NA-16-yatsuha-A1-N-2-Ex1)
    When A uses "Her Identity"
    Then the options are exactly choose Grim Edict
    When A chooses "Grim Edict"
    Then A must decide may
    When A accepts
    Then A must decide may
    When A accepts
    Then "Maw of the Abyss" is on top of A's deck
    And "Grim Edict" is in A's extra zone
    And "Her Identity" is a used trump

  @clause:A-14-3 @clause:C-7-1-6 @card:NA-16-yatsuha-AA1-S-4
  Scenario: Her Identity (NA-16-yatsuha-AA1-S-4) may put the revealed card on the deck without making it perfect
    Given A has the unused trump "Her Identity" (NA-16-yatsuha-AA1-S-4)
    And A has flare 4
    And A's discard pile holds "Grim Edict" (NA-16-yatsuha-O-N-2)
    And A's extra zone holds "Maw of the Abyss" (NA-16-yatsuha-A1-N-2-Ex1)
    When A uses "Her Identity"
    And A chooses "Grim Edict"
    And A declines
    And A accepts
    Then "Grim Edict" is on top of A's deck
    And "Maw of the Abyss" is in A's extra zone

  @clause:C-10-34 @clause:C-10-22 @clause:C-10-15 @card:NA-16-yatsuha-AA1-S-4
  Scenario: Her Identity (NA-16-yatsuha-AA1-S-4), used, leaves the game and discards a card of another goddess to nullify an attack, even one with No reaction
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id     | type   | range | damage | user   | keywords    |
      | strike | attack | 4     | 3/2    |        | no_reaction |
      | slash  | attack | 3-4   | 2/2    | yurina |             |
    And B holds strike in hand
    And A has the used trump "Her Identity" (NA-16-yatsuha-AA1-S-4)
    And A has "Astral Claw" (NA-16-yatsuha-O-N-1) in hand
    And A holds slash in hand
    And A has aura 3, life 10
    And the distance is 4
    When B uses "strike"
    Then A must decide reaction
    And the options are exactly decline, choose Her Identity
    When A chooses "Her Identity"
    Then A must decide choose
    And the options are exactly choose slash
    When A chooses "slash"
    Then "slash" is in A's discard pile
    And "Her Identity" is face up in A's out-of-game zone
    And "Astral Claw" is in A's hand
    And A has aura 3, life 10
    And the ruling cites "C 9-4 ii"

  @clause:C-10-34 @clause:C-10-15 @card:NA-16-yatsuha-AA1-S-4
  Scenario: Her Identity (NA-16-yatsuha-AA1-S-4), used, is not offered without a card of another goddess in hand
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id     | type   | range | damage |
      | strike | attack | 4     | 3/2    |
    And B holds strike in hand
    And A has the used trump "Her Identity" (NA-16-yatsuha-AA1-S-4)
    And A has "Astral Claw" (NA-16-yatsuha-O-N-1) in hand
    And the distance is 4
    When B uses "strike"
    Then A must decide reaction
    And the options are exactly decline
