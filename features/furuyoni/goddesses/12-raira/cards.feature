@goddess:raira
Feature: Raira (No. 12) — her cards as printed
  Each scenario names a real card of season na-s9-2 by its English name and rules id and exercises what
  is distinctive about it. Her gauges (A 10-2-1), the charged state (A 10-3-1-1, A 10-4) and the power of
  the storm (A 10-5) are exemplified in the A-10 features.

  Background:
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id    | type   | range | damage |
      | jab   | attack | 0-10  | 1/1    |
      | jab2  | attack | 0-10  | 1/1    |
      | f1    | action |       |        |
    And B has aura 5, life 10

  @clause:C-9-2-1 @card:NA-12-raira-O-N-1
  Scenario: Bestial Claw (NA-12-raira-O-N-1) is a 3/1 attack at distance 1-2
    Given A harbors Raira with wind 0 and thunder 0
    And the distance is 2
    And A has "Bestial Claw" (NA-12-raira-O-N-1) in hand
    When A uses "Bestial Claw"
    And B takes the damage on aura
    Then B has aura 2, life 10

  @clause:A-10-2-1 @card:NA-12-raira-O-N-2
  Scenario: Wind and Thunder (NA-12-raira-O-N-2) deals the lower of the two gauges to the aura
    Given A harbors Raira with wind 4 and thunder 2
    And the distance is 2
    And A has "Wind and Thunder" (NA-12-raira-O-N-2) in hand
    When A uses "Wind and Thunder"
    And B takes the damage on aura
    Then B has aura 3, life 10

  @clause:A-10-2-1 @card:NA-12-raira-O-N-2
  Scenario: Wind and Thunder (NA-12-raira-O-N-2) used by a player without the gauges deals 0 to the aura
    Given a duel in B's main phase with a standard action
    And B harbors "yurina" and "saine"
    And the distance is 2
    And A has aura 5, life 10
    And B has "Wind and Thunder" (NA-12-raira-O-N-2) in hand
    When B uses "Wind and Thunder"
    And A takes the damage on aura
    Then A has aura 5, life 10

  @clause:A-10-2-1 @clause:C-6-2-1-9 @card:NA-12-raira-O-N-2 @card:NA-07-shinra-O-N-4
  Scenario: FAQ (Raira, Wind and Thunder): used through Replicate by a player without the gauges, its X is 0
    The gauges its X reads are its user's: A, who uses B's card through Replicate, has none.
    Given B harbors Raira with wind 3 and thunder 4
    And the distance is 2
    And A has "Replicate" (NA-07-shinra-O-N-4) in hand
    And B has "Wind and Thunder" (NA-12-raira-O-N-2) in hand
    When A uses "Replicate"
    And A uses "B:Wind and Thunder"
    And B takes the damage on aura
    Then B has aura 5, life 10

  @clause:C-9-4 @card:NA-12-raira-O-N-3
  Scenario: Claw of Regrowth (NA-12-raira-O-N-3) may put an attack card of the discard pile on top of the deck
    Given A harbors Raira with wind 0 and thunder 0
    And the distance is 2
    And A has "Claw of Regrowth" (NA-12-raira-O-N-3) in hand
    And A's discard pile holds jab, f1
    When A uses "Claw of Regrowth"
    And B takes the damage on aura
    Then the options are exactly choose jab, decline
    When A chooses "jab"
    Then "jab" is on top of A's deck
    And B has aura 3, life 10

  @clause:C-10-1 @card:NA-12-raira-O-N-4
  Scenario: Windrun (NA-12-raira-O-N-4) moves two distance crystals to the dust at distance 3 or more
    Given A harbors Raira with wind 0 and thunder 0
    And the distance is 3
    And the dust is 0
    And A has "Windrun" (NA-12-raira-O-N-4) in hand
    When A uses "Windrun"
    Then the distance is 1
    And the dust is 2

  @clause:C-10-1 @card:NA-12-raira-O-N-4
  Scenario: Windrun (NA-12-raira-O-N-4) does nothing at distance 2
    Given A harbors Raira with wind 0 and thunder 0
    And the distance is 2
    And the dust is 0
    And A has "Windrun" (NA-12-raira-O-N-4) in hand
    When A uses "Windrun"
    Then the distance is 2
    And the dust is 0

  @clause:C-10-15 @card:NA-12-raira-O-N-5
  Scenario: Wisdom of the Gods (NA-12-raira-O-N-5) with the gauges totalling 4 returns another goddess's card to the deck, then raises a gauge
    Given A harbors Raira with wind 3 and thunder 1
    And A has "Wisdom of the Gods" (NA-12-raira-O-N-5) in hand
    And A's discard pile holds "Slash" (NA-01-yurina-O-N-1), "Bestial Claw" (NA-12-raira-O-N-1)
    When A uses "Wisdom of the Gods"
    Then the options are exactly choose Slash, decline
    When A chooses "Slash"
    And A chooses "thunder"
    Then "Slash" is on top of A's deck
    And A's gauges are wind 3 and thunder 2

  @clause:C-10-15 @card:NA-12-raira-O-N-5
  Scenario: Wisdom of the Gods (NA-12-raira-O-N-5) with the gauges totalling 3 only raises a gauge
    Given A harbors Raira with wind 2 and thunder 1
    And A has "Wisdom of the Gods" (NA-12-raira-O-N-5) in hand
    And A's discard pile holds "Slash" (NA-01-yurina-O-N-1)
    When A uses "Wisdom of the Gods"
    Then the options are exactly choose wind, choose thunder
    When A chooses "wind"
    Then "Slash" is in A's discard pile
    And A's gauges are wind 3 and thunder 1

  @clause:C-5-1-4 @card:NA-12-raira-O-N-6
  Scenario: Roar (NA-12-raira-O-N-6), first option: the opponent flinches (losing the next concentration) and both gauges rise; below 7 nothing follows
    Given a duel in A's main phase with a full-power action
    And A harbors Raira with wind 3 and thunder 4
    And A has "Roar" (NA-12-raira-O-N-6) in hand
    And B has concentration 0
    When A uses "Roar"
    And A chooses "1"
    Then A's gauges are wind 4 and thunder 5
    And B has aura 3, life 10
    And the duel is at start_phase of turn 4 with B active
    And B has concentration 0
    And the ruling cites "C 5-1-4"

  @clause:C-10-5 @card:NA-12-raira-O-N-6
  Scenario: Roar (NA-12-raira-O-N-6), second option: the thunder gauge doubles; at 7 or more an attack 0-10, 1/- and up to two basic actions follow
    Given a duel in A's main phase with a full-power action
    And A harbors Raira with wind 3 and thunder 4
    And A has "Roar" (NA-12-raira-O-N-6) in hand
    And the distance is 6
    When A uses "Roar"
    And A chooses "2"
    Then A's gauges are wind 3 and thunder 8
    And B has aura 2, life 10
    And B has not flinched
    And A must decide basic_action

  @clause:C-10-1 @card:NA-12-raira-O-N-7
  Scenario: Pounce (NA-12-raira-O-N-7) is a two-way arrow of 3 between the distance and the dust
    Given a duel in A's main phase with a full-power action
    And A harbors Raira with wind 0 and thunder 0
    And the distance is 5
    And the dust is 4
    And A has "Pounce" (NA-12-raira-O-N-7) in hand
    When A uses "Pounce"
    And A chooses "backward"
    Then the distance is 8
    And the dust is 1

  @clause:C-10-3 @card:NA-12-raira-O-S-1
  Scenario: Stormcharged Claw (NA-12-raira-O-S-1) gets +1/+0 with the thunder gauge at 4
    Given A harbors Raira with wind 0 and thunder 4
    And the distance is 2
    And A has flare 3
    And A has the unused trump "Stormcharged Claw" (NA-12-raira-O-S-1)
    When A uses "Stormcharged Claw"
    And B takes the damage on aura
    Then B has aura 2, life 10

  @clause:C-10-3 @card:NA-12-raira-O-S-1
  Scenario: Stormcharged Claw (NA-12-raira-O-S-1) is a plain 2/2 with the thunder gauge at 3
    Given A harbors Raira with wind 0 and thunder 3
    And the distance is 2
    And A has flare 3
    And A has the unused trump "Stormcharged Claw" (NA-12-raira-O-S-1)
    When A uses "Stormcharged Claw"
    And B takes the damage on aura
    Then B has aura 3, life 10

  @clause:C-10-7 @card:NA-12-raira-O-S-1
  Scenario: Stormcharged Claw (NA-12-raira-O-S-1) resurges at its holder's end phase with the wind gauge at 4
    Given a duel in A's end phase
    And A harbors Raira with wind 4 and thunder 0
    And A has the used trump "Stormcharged Claw" (NA-12-raira-O-S-1)
    When the position is submitted
    Then "Stormcharged Claw" is an unused trump

  @clause:C-10-7 @card:NA-12-raira-O-S-1
  Scenario: Stormcharged Claw (NA-12-raira-O-S-1) stays used with the wind gauge at 3
    Given a duel in A's end phase
    And A harbors Raira with wind 3 and thunder 0
    And A has the used trump "Stormcharged Claw" (NA-12-raira-O-S-1)
    When the position is submitted
    Then "Stormcharged Claw" is a used trump

  @clause:C-10-5 @card:NA-12-raira-O-S-2
  Scenario: Thundercall Ritual (NA-12-raira-O-S-2) attacks half the thunder gauge, rounded up, times
    Given a duel in A's main phase with a full-power action
    And A harbors Raira with wind 0 and thunder 3
    And A has flare 6
    And A has the unused trump "Thundercall Ritual" (NA-12-raira-O-S-2)
    When A uses "Thundercall Ritual"
    And B takes the damage on aura
    And B takes the damage on aura
    Then B has aura 1, life 10
    And B must decide reshuffle

  @clause:C-7-1-12 @clause:C-10-18 @card:NA-12-raira-O-S-3
  Scenario: Windbeast Invocation (NA-12-raira-O-S-3) at wind 7 brings the first two Windbeasts, unused, and is removed
    Given A harbors Raira with wind 7 and thunder 0
    And A has flare 2
    And A has the unused trump "Windbeast Invocation" (NA-12-raira-O-S-3)
    And A's extra zone holds "Windbeast Manifestation" (NA-12-raira-O-S-3-Ex1), "Windbeast Reincarnation" (NA-12-raira-O-S-3-Ex2), "Windbeast Perdition" (NA-12-raira-O-S-3-Ex3)
    When A uses "Windbeast Invocation"
    Then "Windbeast Manifestation" is an unused trump
    And "Windbeast Reincarnation" is an unused trump
    And "Windbeast Perdition" is in A's extra zone
    And "Windbeast Invocation" is in A's out-of-game zone

  @clause:C-7-1-12 @card:NA-12-raira-O-S-3
  Scenario: Windbeast Invocation (NA-12-raira-O-S-3) at wind 2 brings nothing
    Given A harbors Raira with wind 2 and thunder 0
    And A has flare 2
    And A has the unused trump "Windbeast Invocation" (NA-12-raira-O-S-3)
    And A's extra zone holds "Windbeast Manifestation" (NA-12-raira-O-S-3-Ex1)
    When A uses "Windbeast Invocation"
    Then "Windbeast Manifestation" is in A's extra zone
    And "Windbeast Invocation" is in A's out-of-game zone

  @clause:C-9-2-1 @card:NA-12-raira-O-S-3-Ex1
  Scenario: Windbeast Manifestation (NA-12-raira-O-S-3-Ex1) is a 1/2 attack at distance 1-3 costing 1
    Given A harbors Raira with wind 0 and thunder 0
    And the distance is 3
    And A has flare 1
    And A has the unused trump "Windbeast Manifestation" (NA-12-raira-O-S-3-Ex1)
    When A uses "Windbeast Manifestation"
    And B takes the damage on life
    Then B has aura 5, life 8
    And A has flare 0

  @clause:C-10-17 @clause:C-6-2-1-12 @card:NA-12-raira-O-S-3-Ex2
  Scenario: Windbeast Reincarnation (NA-12-raira-O-S-3-Ex2) returns a used trump to unused, and used it makes trumps cost 1 less
    Given A harbors Raira with wind 0 and thunder 4
    And the distance is 2
    And A has flare 3
    And A has the unused trump "Windbeast Reincarnation" (NA-12-raira-O-S-3-Ex2)
    And A has the used trump "Stormcharged Claw" (NA-12-raira-O-S-1)
    When A uses "Windbeast Reincarnation"
    And A chooses "Stormcharged Claw"
    Then "Stormcharged Claw" is an unused trump
    And A has flare 2
    When A uses "Stormcharged Claw"
    And B takes the damage on aura
    Then A has flare 0

  @clause:C-10-1 @clause:C-10-18 @card:NA-12-raira-O-S-3-Ex3
  Scenario: Windbeast Perdition (NA-12-raira-O-S-3-Ex3) moves up to 5 crystals either way, fewer if its user wants, and is removed
    Given A harbors Raira with wind 0 and thunder 0
    And the distance is 8
    And the dust is 0
    And A has flare 4
    And A has the unused trump "Windbeast Perdition" (NA-12-raira-O-S-3-Ex3)
    When A uses "Windbeast Perdition"
    And A chooses "3 to dust"
    Then the distance is 5
    And the dust is 7
    And "Windbeast Perdition" is in A's out-of-game zone

  @clause:C-9-4 @card:NA-12-raira-O-S-4
  Scenario: Death and Rebirth (NA-12-raira-O-S-4) after the opponent's attack: a two-way arrow of 1 and a gauge up
    Given B harbors Raira with wind 0 and thunder 0
    And B has "Death and Rebirth" (NA-12-raira-O-S-4) deployed with 3 crystals
    And the distance is 4
    And A holds jab in hand
    When A uses "jab"
    And B takes the damage on aura
    Then B must decide may
    When B accepts
    And B chooses "forward"
    And B chooses "wind"
    Then the distance is 3
    And B's gauges are wind 1 and thunder 0

  @clause:C-9-4 @card:NA-12-raira-O-S-4
  Scenario: Death and Rebirth (NA-12-raira-O-S-4) does nothing after its holder's own attacks
    Given A harbors Raira with wind 0 and thunder 0
    And A has "Death and Rebirth" (NA-12-raira-O-S-4) deployed with 3 crystals
    And A holds jab in hand
    When A uses "jab"
    And B takes the damage on aura
    Then A must decide main_action
    And A's gauges are wind 0 and thunder 0

  @clause:C-9-2-3 @card:NA-12-raira-A1-N-6
  Scenario: Tempest (NA-12-raira-A1-N-6) deployed: three picks between a gauge and a crystal onto it
    Given a duel in A's main phase with a full-power action
    And A harbors Prayer Raira with wind 0 and thunder 0
    And the dust is 3
    And A has "Tempest" (NA-12-raira-A1-N-6) in hand
    When A uses "Tempest"
    And A chooses "crystal"
    And A chooses "thunder"
    And A chooses "crystal"
    Then "Tempest" has 2 crystals
    And "Tempest" is in A's enhancement zone
    And A's gauges are wind 0 and thunder 1

  @clause:C-8-3-1 @card:NA-12-raira-A1-N-6
  Scenario: Tempest (NA-12-raira-A1-N-6) attacks 0-4, 1/1 at the opponent's end phase too
    Given a duel in B's end phase
    And A harbors Prayer Raira with wind 0 and thunder 0
    And A has "Tempest" (NA-12-raira-A1-N-6) deployed with 2 crystals
    And the distance is 4
    When the position is submitted
    Then B must decide damage

  @clause:C-9-4 @card:NA-12-raira-A1-N-6
  Scenario: Tempest (NA-12-raira-A1-N-6) gives the opponent's first attack of the turn +0/-1, not the second
    Given a duel in B's main phase with a standard action
    And A harbors Prayer Raira with wind 0 and thunder 0
    And A has "Tempest" (NA-12-raira-A1-N-6) deployed with 2 crystals
    And A has aura 0, life 10
    And B holds jab, jab2 in hand
    When B uses "jab"
    Then A has aura 0, life 10
    When B uses "jab2"
    Then A has aura 0, life 9

  @clause:A-10-3-1-1 @card:NA-12-raira-A1-S-3
  Scenario: Liturgy of the Storm (NA-12-raira-A1-S-3) raises both gauges and flinches the opponent; used, it stops charging
    Given A harbors Prayer Raira with wind 0 and thunder 0
    And the distance is 3
    And A has flare 2
    And A has the unused trump "Liturgy of the Storm" (NA-12-raira-A1-S-3)
    And A has "Slash" (NA-01-yurina-O-N-1) in hand
    When A uses "Liturgy of the Storm"
    Then A's gauges are wind 1 and thunder 1
    And B has flinched
    When A uses "Slash"
    And B takes the damage on aura
    Then A's "Slash" is not charged
    And A must decide main_action

  @clause:A-10-5 @clause:C-8-2-1 @card:NA-12-raira-A1-S-3
  Scenario: Liturgy of the Storm (NA-12-raira-A1-S-3), used: at the start of a standard main phase, two different powers of the storm
    Given a duel at the start of A's main phase
    And A harbors Prayer Raira with wind 3 and thunder 3
    And A has concentration 0
    And A has the used trump "Liturgy of the Storm" (NA-12-raira-A1-S-3)
    When A chooses a standard action
    And A chooses "wind 3"
    Then the options do not include choose wind 3
    When A chooses "thunder 1"
    Then A's gauges are wind 0 and thunder 2
    And A has concentration 1

  @clause:C-8-2-1 @card:NA-12-raira-A1-S-3
  Scenario: Liturgy of the Storm (NA-12-raira-A1-S-3), used: a full-power action gets no power of the storm
    Given a duel at the start of A's main phase
    And A harbors Prayer Raira with wind 3 and thunder 3
    And A has the used trump "Liturgy of the Storm" (NA-12-raira-A1-S-3)
    When A chooses a full-power action
    Then A must decide main_action
    And A's gauges are wind 3 and thunder 3

  @clause:C-8-2-1 @card:NA-12-raira-A1-S-3
  Scenario: Liturgy of the Storm (NA-12-raira-A1-S-3), used: nothing at the start of the opponent's main phase
    Given a duel at the start of B's main phase
    And A harbors Prayer Raira with wind 3 and thunder 3
    And A has the used trump "Liturgy of the Storm" (NA-12-raira-A1-S-3)
    When B chooses a standard action
    Then B must decide main_action
    And A's gauges are wind 3 and thunder 3
