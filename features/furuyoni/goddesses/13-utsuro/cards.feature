@goddess:utsuro
Feature: Utsuro (No. 13) and Final Chapter Utsuro (A1) — their cards as printed
  Each scenario names a real card of season na-s9-2 by its English name and rules id and exercises what
  is distinctive about it. "Ashen" texts read whether the dust holds 12 or more crystals.

  Background:
    Given a duel in A's main phase with a standard action

  @clause:C-9-1-1-4 @clause:C-10-1 @card:NA-13-utsuro-O-N-3
  Scenario: Reap (NA-13-utsuro-O-N-3) makes the opponent give up 2 crystals from the zones they pick, then drains an enhancement
    B picks each crystal's zone: one from flare, one from life. A then takes 2 crystals off B's
    enhancement, which is left empty and destroyed.
    Given the test cards:
      | id    | type        | charge |
      | guard | enhancement | 2      |
    And A has "Reap" (NA-13-utsuro-O-N-3) in hand
    And B has "guard" deployed with 2 crystals
    And the distance is 4
    And B has aura 3, flare 2, life 10
    And the dust is 0
    When A uses "Reap"
    Then B must decide choose
    And the options are exactly choose aura, choose flare, choose life
    When B chooses "flare"
    And B chooses "life"
    Then B has aura 3, flare 1, life 9
    When A chooses "B:guard"
    Then "B:guard" is in B's discard pile
    And the dust is 4

  @clause:C-10-40 @card:NA-13-utsuro-O-N-3
  Scenario: Reap (NA-13-utsuro-O-N-3): the enhancement may be spared, and an empty zone cannot be picked
    Given the test cards:
      | id    | type        | charge |
      | guard | enhancement | 2      |
    And A has "Reap" (NA-13-utsuro-O-N-3) in hand
    And B has "guard" deployed with 2 crystals
    And the distance is 4
    And B has aura 0, flare 0, life 10
    When A uses "Reap"
    Then the options are exactly choose life
    When B chooses "life"
    And B chooses "life"
    Then B has life 8
    When A declines
    Then "B:guard" has 2 crystals

  @clause:C-9-1-1-3 @clause:C-5-1-4 @card:NA-13-utsuro-O-N-4
  Scenario: Pressure (NA-13-utsuro-O-N-4) takes one crystal of the opponent's choice, and flinches them when ashen
    Given A has "Pressure" (NA-13-utsuro-O-N-4) in hand
    And B has aura 2, flare 1, life 10, not flinched
    And the dust is 11
    When A uses "Pressure"
    And B chooses "aura"
    Then B has aura 1, flinched
    And the dust is 12

  @clause:C-9-1-1-3 @card:NA-13-utsuro-O-N-4
  Scenario: Pressure (NA-13-utsuro-O-N-4) does not flinch with 11 crystals in the dust, even after its own move
    The ashen check follows the move: the dust held 10 and holds 11 once B gave up a crystal.
    Given A has "Pressure" (NA-13-utsuro-O-N-4) in hand
    And B has aura 2, flare 1, life 10, not flinched
    And the dust is 10
    When A uses "Pressure"
    And B chooses "flare"
    Then B has flare 0, not flinched
    And the dust is 11

  @clause:C-9-1-1-4 @card:NA-13-utsuro-O-N-2
  Scenario: Dark Pulse (NA-13-utsuro-O-N-2) after aura damage: A sees B's hand and discards the card she picks
    Given the test cards:
      | id    | type   |
      | left  | action |
      | right | action |
    And A has "Dark Pulse" (NA-13-utsuro-O-N-2) in hand
    And B holds left, right in hand
    And the distance is 5
    And B has aura 3, life 10
    When A uses "Dark Pulse"
    And B does not react
    And B takes the damage on aura
    Then A must decide choose
    And the options are exactly choose B:left, choose B:right
    When A chooses "B:right"
    Then "B:right" is in B's discard pile
    And B has 1 card in hand

  @clause:C-9-1-1-4 @card:NA-13-utsuro-O-N-2
  Scenario: Dark Pulse (NA-13-utsuro-O-N-2) after life damage leaves the hand alone
    Given the test cards:
      | id    | type   |
      | left  | action |
    And A has "Dark Pulse" (NA-13-utsuro-O-N-2) in hand
    And B holds left in hand
    And the distance is 5
    And B has aura 3, life 10
    When A uses "Dark Pulse"
    And B does not react
    And B takes the damage on life
    Then B has life 8
    And B has 1 card in hand
    And B has 0 cards in discard pile

  @clause:C-9-4 @card:NA-13-utsuro-O-N-6
  Scenario: Shadow Wall (NA-13-utsuro-O-N-6) answers an attack with +0/-1
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id  | type   | range | damage |
      | jab | attack | 0-10  | 3/2    |
    And B holds jab in hand
    And A has "Shadow Wall" (NA-13-utsuro-O-N-6) in hand
    And A has aura 5, life 10
    When B uses "jab"
    And A uses "Shadow Wall"
    And A takes the damage on life
    Then A has life 9

  @clause:C-9-2-3 @clause:C-9-1-1-5 @card:NA-13-utsuro-O-N-7
  Scenario: Curse of Ashes (NA-13-utsuro-O-N-7) deployed by a full-power action takes 3 of the opponent's aura to the dust
    Given a duel in A's main phase with a full-power action
    And A has "Curse of Ashes" (NA-13-utsuro-O-N-7) in hand
    And A has aura 3
    And B has aura 4
    And the dust is 0
    When A uses "Curse of Ashes"
    Then B has aura 1
    And "Curse of Ashes" has 2 crystals
    And the dust is 3

  @clause:C-9-1-1-7 @card:NA-13-utsuro-O-N-7
  Scenario: Curse of Ashes (NA-13-utsuro-O-N-7) destroyed while ashen gives the opponent 2 aura and takes 1 life
    Its last crystal leaves at A's start phase, with 12 in the dust before that move.
    Given a duel at the start of turn 3 with A active
    And A has "Curse of Ashes" (NA-13-utsuro-O-N-7) deployed with 1 crystals
    And B has aura 1, life 10
    And the dust is 11
    When the position is submitted
    Then "Curse of Ashes" is in A's discard pile
    And B has aura 3, life 9
    And the dust is 11

  @clause:C-9-1-1-7 @card:NA-13-utsuro-O-N-7
  Scenario: Curse of Ashes (NA-13-utsuro-O-N-7) destroyed with 11 in the dust does nothing
    Given a duel at the start of turn 3 with A active
    And A has "Curse of Ashes" (NA-13-utsuro-O-N-7) deployed with 1 crystals
    And B has aura 1, life 10
    And the dust is 10
    When the position is submitted
    Then "Curse of Ashes" is in A's discard pile
    And B has aura 1, life 10
    And the dust is 11

  @clause:C-6-2-1-12 @clause:C-10-18 @card:NA-13-utsuro-O-S-1
  Scenario: вымирание (NA-13-utsuro-O-S-1) costs 24 less the dust, takes 3 life and leaves the game
    Given A has the unused trump "вымирание" (NA-13-utsuro-O-S-1)
    And the dust is 20
    And A has flare 4
    And B has life 10
    When A uses "вымирание"
    Then A has flare 0
    And B has life 7
    And the dust is 27
    And "вымирание" is face up in A's out-of-game zone

  @clause:C-6-2-1-12 @card:NA-13-utsuro-O-S-1
  Scenario: вымирание (NA-13-utsuro-O-S-1) cannot be used while the flare is short of 24 less the dust
    Given A has the unused trump "вымирание" (NA-13-utsuro-O-S-1)
    And the dust is 19
    And A has flare 4
    Then the options do not include use вымирание

  @clause:C-9-1-1-8 @clause:C-8-1-2 @card:NA-13-utsuro-O-S-4
  Scenario: Эрозия (NA-13-utsuro-O-S-4), used, makes the opponent pick at A's start phase: 2 of their flare to the dust
    Given a duel at the start of turn 3 with A active
    And A has the used trump "Эрозия" (NA-13-utsuro-O-S-4)
    And B has aura 3, flare 4
    And the dust is 0
    When the position is submitted
    Then B must decide choose
    When B chooses "2"
    Then B has aura 3, flare 2
    And the dust is 2

  @clause:C-9-1-1-8 @card:NA-13-utsuro-O-S-4
  Scenario: Эрозия (NA-13-utsuro-O-S-4) does nothing at the opponent's start phase
    Given a duel at the start of turn 4 with B active
    And A has the used trump "Эрозия" (NA-13-utsuro-O-S-4)
    And B has aura 3, flare 4
    When the position is submitted
    Then B has aura 3, flare 4

  @clause:C-9-1-1-4 @card:NA-13-utsuro-A1-N-2
  Scenario: Gnawing Dust (NA-13-utsuro-A1-N-2) takes 2 of the opponent's flare when they took the damage on life
    Given A has "Gnawing Dust" (NA-13-utsuro-A1-N-2) in hand
    And the distance is 4
    And B has aura 3, flare 3, life 10
    When A uses "Gnawing Dust"
    And B takes the damage on life
    Then B has flare 1, life 10

  @clause:C-9-1-1-4 @card:NA-13-utsuro-A1-N-2
  Scenario: Gnawing Dust (NA-13-utsuro-A1-N-2) leaves the flare when the opponent took the aura damage
    Given A has "Gnawing Dust" (NA-13-utsuro-A1-N-2) in hand
    And the distance is 4
    And B has aura 3, flare 3, life 10
    When A uses "Gnawing Dust"
    And B takes the damage on aura
    Then B has aura 1, flare 3

  @clause:C-10-22 @clause:C-9-1-2 @card:NA-13-utsuro-A1-S-1-Ex2
  Scenario: Shadow of Annihilation That Opposes All Creation (NA-13-utsuro-A1-S-1-Ex2) cannot be answered and takes 6 crystals in all
    Given a duel in A's main phase with a full-power action
    And the test cards:
      | id    | type   | subtype  |
      | parry | action | reaction |
    And A has "Shadow of Annihilation That Opposes All Creation" (NA-13-utsuro-A1-S-1-Ex2) in hand
    And B holds parry in hand
    And the distance is 2
    And B has aura 2, flare 2, life 10
    And the dust is 0
    When A uses "Shadow of Annihilation That Opposes All Creation"
    Then B is not asked to react
    When B chooses "aura"
    And B chooses "aura"
    And B chooses "flare"
    And B chooses "life"
    And B chooses "life"
    And B chooses "life"
    Then B has aura 0, flare 1, life 7
    And the dust is 6

  @clause:C-9-6 @clause:C-10-5 @card:NA-13-utsuro-A1-S-1-Ex3
  Scenario: Perish the Self and Haunt the Silence (NA-13-utsuro-A1-S-1-Ex3) offers no advance among its basic actions, then attacks three times
    After retreating twice the distance is 6: all three attacks are in range.
    Given a duel in A's main phase with a full-power action
    And A has "Perish the Self and Haunt the Silence" (NA-13-utsuro-A1-S-1-Ex3) in hand
    And the distance is 4
    And A has aura 2
    And the dust is 3
    And B has aura 0, life 10
    When A uses "Perish the Self and Haunt the Silence"
    Then A must decide basic_action
    And the options are exactly retreat, wrap, focus, decline
    When A performs retreat by the effect
    And A performs retreat by the effect
    And A declines
    Then the distance is 6
    And A has aura 0
    And B has life 6

  @clause:C-9-1-1-7 @clause:C-5-1-4 @card:NA-13-utsuro-A1-S-1-Ex4
  Scenario: The End Cometh (NA-13-utsuro-A1-S-1-Ex4) destroyed empties the opponent's hand and deck into the discard pile, zeroes and flinches them
    Given the test cards:
      | id    | type   |
      | held  | action |
      | top   | action |
    And a duel at the start of turn 3 with A active
    And A has "The End Cometh" (NA-13-utsuro-A1-S-1-Ex4) deployed with 1 crystals
    And B holds held in hand
    And B's deck is top from the top
    And B has concentration 2, not flinched
    When the position is submitted
    Then "The End Cometh" is in A's discard pile
    And "B:held" is in B's discard pile
    And "B:top" is in B's discard pile
    And B has 0 cards in hand
    And B has concentration 0, flinched

  @clause:C-9-1-1-8 @clause:C-1-4 @card:NA-13-utsuro-A1-S-1-Ex1
  Scenario: желание (NA-13-utsuro-A1-S-1-Ex1), used, keeps its holder from taking any damage
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id  | type   | range | damage |
      | jab | attack | 0-10  | 3/2    |
    And B holds jab in hand
    And A has the used trump "желание" (NA-13-utsuro-A1-S-1-Ex1)
    And A has aura 5, life 10
    When B uses "jab"
    Then A is not asked to choose the damage
    And A has aura 5, life 10
    And the ruling cites "C 1-4"

  @clause:C-10-8 @clause:C-8-2-1 @card:NA-13-utsuro-A1-S-1-Ex1
  Scenario: желание (NA-13-utsuro-A1-S-1-Ex1) becomes unused as its holder's main phase begins
    Given a duel at the start of A's main phase
    And A has the used trump "желание" (NA-13-utsuro-A1-S-1-Ex1)
    When A chooses a standard action
    Then "желание" is an unused trump
    And the ruling cites "C 10-8"

  @clause:C-10-8 @card:NA-13-utsuro-A1-S-1-Ex1
  Scenario: желание (NA-13-utsuro-A1-S-1-Ex1) stays used as the opponent's main phase begins
    Given a duel at the start of B's main phase
    And A has the used trump "желание" (NA-13-utsuro-A1-S-1-Ex1)
    When B chooses a standard action
    Then "желание" is a used trump

  @clause:C-10-4-1 @clause:C-5-6 @card:NA-13-utsuro-O-N-1
  Scenario: Full Moon (NA-13-utsuro-O-N-1) when ashen reaches one closer and deals -/2
    Given A has "Full Moon" (NA-13-utsuro-O-N-1) in hand
    And the distance is 4
    And the dust is 12
    And B has aura 5, life 10
    When A uses "Full Moon"
    Then B is not asked to choose the damage
    And B has aura 5, life 8

  @clause:C-9-4-1 @card:NA-13-utsuro-O-N-1
  Scenario: Full Moon (NA-13-utsuro-O-N-1) with 11 in the dust: range 5-7 and 2/2
    Given A has "Full Moon" (NA-13-utsuro-O-N-1) in hand
    And the distance is 4
    And the dust is 11
    Then the options do not include use Full Moon
    Given the distance is 5
    And B has aura 5, life 10
    When A uses "Full Moon"
    And B takes the damage on aura
    Then B has aura 3, life 10

  @clause:C-5-2-1 @clause:C-5-2-2 @card:NA-13-utsuro-O-N-5
  Scenario: Shadow Wing (NA-13-utsuro-O-N-5) makes the distance read 2 more for the turn, the crystals unmoved
    With 3 crystals on the distance it reads 5: an attack of range 5 is usable, one of range 3 no
    longer. The master distance is 4, so withdrawing (distance within the master distance) is out.
    Given the test cards:
      | id   | type   | range | damage |
      | far  | attack | 5     | 1/1    |
      | near | attack | 3     | 1/1    |
    And A has "Shadow Wing" (NA-13-utsuro-O-N-5) in hand
    And A holds far, near in hand
    And the distance is 3
    And B has aura 5, life 10
    Then the options include use near
    When A uses "Shadow Wing"
    Then the options include use far
    And the options do not include use near
    When A uses "far"
    And B takes the damage on life
    Then B has life 9

  @clause:C-10-4-3 @clause:C-9-4-1 @card:NA-13-utsuro-O-S-2
  Scenario: Ложь (NA-13-utsuro-O-S-2) used as a reaction shortens the attack answered on the near side: it misses
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id  | type   | range | damage |
      | jab | attack | 3-5   | 1/1    |
    And B holds jab in hand
    And A has the unused trump "Ложь" (NA-13-utsuro-O-S-2)
    And the distance is 3
    And A has flare 3, aura 3, life 10
    When B uses "jab"
    And A uses "Ложь"
    And A charges 0 from dust
    Then "Ложь" is in A's enhancement zone
    And "Ложь" has 3 crystals
    And A has aura 0, life 10
    And the ruling cites "C 9-4 iii"

  @clause:C-9-4 @clause:C-10-35-2 @clause:C-9-5 @card:NA-13-utsuro-O-S-2
  Scenario: Ложь (NA-13-utsuro-O-S-2) deployed: the opponent's after-attack effects do not resolve and their enhancements hold 1 less
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id   | type        | range | damage | charge |
      | jab  | attack      | 3-5   | 1/1    |        |
      | ward | enhancement |       |        | 2      |
    And "jab" has the effect "after_attack: gain_concentration self 1"
    And B holds jab, ward in hand
    And A has "Ложь" (NA-13-utsuro-O-S-2) deployed with 3 crystals
    And the distance is 4
    And A has aura 3, life 10
    And B has aura 3, concentration 0
    When B uses "jab"
    And A takes the damage on life
    Then A has life 9
    And B has concentration 0
    And the ruling cites "C 9-4 vii"
    When B uses "ward"
    Then "B:ward" has 1 crystal

  @clause:C-9-5 @card:NA-13-utsuro-O-S-2
  Scenario: Ложь (NA-13-utsuro-O-S-2) deployed: an opponent's enhancement is destroyed without its on-destroy effect
    Given a duel at the start of turn 4 with B active
    And the test cards:
      | id   | type        | charge |
      | ward | enhancement | 2      |
    And "ward" has the effect "on_destroy: gain_concentration self 1"
    And A has "Ложь" (NA-13-utsuro-O-S-2) deployed with 3 crystals
    And B has "ward" deployed with 1 crystal
    And B has concentration 0
    When the position is submitted
    Then "B:ward" is in B's discard pile
    And B has concentration 1

  @clause:C-9-1-3-4 @clause:C-10-13 @card:NA-13-utsuro-O-S-3
  Scenario: Конец (NA-13-utsuro-O-S-3) empties once an attack that damaged its holder has resolved, and its destruction ends the phase
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id   | type   | range | damage |
      | jab  | attack | 0-10  | 1/1    |
      | poke | attack | 0-10  | 1/1    |
    And "jab" has the effect "after_attack: gain_concentration self 1"
    And B holds jab, poke in hand
    And A has "Конец" (NA-13-utsuro-O-S-3) deployed with 3 crystals
    And A has aura 3, life 10
    And B has concentration 0
    When B uses "jab"
    And A takes the damage on aura
    Then A has aura 2
    And B has concentration 1
    And "Конец" is a used trump
    And the duel is at start_phase of turn 4 with A active
    And the ruling cites "C 10-13"

  @clause:C-9-1-1-6 @card:NA-13-utsuro-O-S-3
  Scenario: Конец (NA-13-utsuro-O-S-3) stays when the attack dealt no damage
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id   | type   | range | damage |
      | tap  | attack | 0-10  | 0/0    |
    And B holds tap in hand
    And A has "Конец" (NA-13-utsuro-O-S-3) deployed with 3 crystals
    And A has aura 3, life 10
    When B uses "tap"
    And A takes the damage on aura
    Then "Конец" has 3 crystals
    And B must decide main_action

  @clause:C-10-7 @card:NA-13-utsuro-O-S-3
  Scenario: Конец (NA-13-utsuro-O-S-3) resurges at its holder's end phase when ashen
    Given a duel in A's end phase
    And A has the used trump "Конец" (NA-13-utsuro-O-S-3)
    And the dust is 12
    When the position is submitted
    Then "Конец" is an unused trump

  @clause:C-10-7 @card:NA-13-utsuro-O-S-3
  Scenario: Конец (NA-13-utsuro-O-S-3) stays used at its holder's end phase with 11 in the dust
    Given a duel in A's end phase
    And A has the used trump "Конец" (NA-13-utsuro-O-S-3)
    And the dust is 11
    When the position is submitted
    Then "Конец" is a used trump

  @clause:C-5-2-2 @clause:C-9-6-1 @card:NA-13-utsuro-O-N-5
  Scenario: Shadow Wing (NA-13-utsuro-O-N-5) makes the master distance 4: advancing stops once the distance reads 4
    The distance reads 5 with 3 crystals on it; one advance leaves 2 crystals, which read 4, no more
    than the master distance.
    Given A has "Shadow Wing" (NA-13-utsuro-O-N-5) in hand
    And the distance is 3
    And A has aura 2, concentration 2
    When A uses "Shadow Wing"
    Then the options include advance by concentration
    When A performs advance paying concentration
    Then the distance is 2
    And A has aura 3
    And the options do not include advance by concentration

  @clause:C-9-7 @clause:C-1-4 @card:NA-13-utsuro-A1-S-1-Ex1
  Scenario: желание (NA-13-utsuro-A1-S-1-Ex1), used, spares its holder the life damage of her start-phase reshuffle
    Given the test cards:
      | id  | type   |
      | old | action |
    And a duel at the start of turn 3 with A active
    And A has the used trump "желание" (NA-13-utsuro-A1-S-1-Ex1)
    And A's discard pile holds old
    And A has life 10
    When the position is submitted
    And A reshuffles
    Then A has life 10
    And the ruling cites "C 1-4"
