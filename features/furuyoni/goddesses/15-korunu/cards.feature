@goddess:korunu
Feature: Korunu (No. 15) — her cards as printed
  Each scenario names a real card of season na-s9-2 by its English name and rules id and exercises what
  is distinctive about it. "The aura has no room" counts crystals and freeze tokens together (A 13-3).

  Background:
    Given a duel in A's main phase with a standard action

  @clause:A-13-3 @clause:C-10-3 @card:NA-15-korunu-O-N-3
  Scenario: Blade Dance (NA-15-korunu-O-N-3) gets +1/+1 while the opponent's aura is filled with crystals and freeze tokens
    Given A has "Blade Dance" (NA-15-korunu-O-N-3) in hand
    And the distance is 4
    And B has aura 4, life 10
    And B has 1 freeze token in her aura
    When A uses "Blade Dance"
    And B takes the damage on life
    Then B has life 8

  @clause:A-13-3 @card:NA-15-korunu-O-N-3
  Scenario: Blade Dance (NA-15-korunu-O-N-3) deals its printed 2/1 while the opponent's aura has room
    Given A has "Blade Dance" (NA-15-korunu-O-N-3) in hand
    And the distance is 4
    And B has aura 4, life 10
    When A uses "Blade Dance"
    And B takes the damage on life
    Then B has life 9

  @clause:C-10-1 @clause:C-10-40 @card:NA-15-korunu-O-N-4
  Scenario: Snow Crossing (NA-15-korunu-O-N-4) moves one crystal either way, then one more to the distance when the opponent's aura is full
    Given A has "Snow Crossing" (NA-15-korunu-O-N-4) in hand
    And the distance is 4
    And the dust is 2
    And B has aura 3
    And B has 2 freeze tokens in her aura
    When A uses "Snow Crossing"
    And A chooses "backward"
    Then the distance is 5
    And the dust is 1
    When A accepts
    Then the distance is 6
    And the dust is 0

  @clause:C-10-1 @card:NA-15-korunu-O-N-4
  Scenario: Snow Crossing (NA-15-korunu-O-N-4) with room in the opponent's aura offers no second move
    Given A has "Snow Crossing" (NA-15-korunu-O-N-4) in hand
    And the distance is 4
    And the dust is 2
    And B has aura 3
    When A uses "Snow Crossing"
    And A chooses "forward"
    Then the distance is 3
    And the dust is 3
    And A must decide main_action

  @clause:C-9-1-2 @clause:A-13-5 @card:NA-15-korunu-O-N-5
  Scenario: Absolute Zero (NA-15-korunu-O-N-5) by a full-power action attacks, freezes the opponent full, then wraps twice
    B takes the attack's 1 aura damage, leaving 2 crystals: three tokens fill the aura, so the second
    wrap follows.
    Given a duel in A's main phase with a full-power action
    And A has "Absolute Zero" (NA-15-korunu-O-N-5) in hand
    And the distance is 3
    And the dust is 4
    And A has aura 1
    And B has aura 3, life 10
    When A uses "Absolute Zero"
    And B takes the damage on aura
    Then B has aura 2
    And B's aura holds 3 freeze tokens
    And A has aura 3

  @clause:C-9-1-2 @card:NA-15-korunu-O-N-5
  Scenario: Absolute Zero (NA-15-korunu-O-N-5) in a standard action only wraps, once while the opponent is frozen twice
    Given A has "Absolute Zero" (NA-15-korunu-O-N-5) in hand
    And the dust is 4
    And A has aura 1
    And B has aura 2, life 10
    And B has 2 freeze tokens in her aura
    When A uses "Absolute Zero"
    Then A has aura 2
    And B has aura 2, life 10
    And B's aura holds 2 freeze tokens

  @clause:C-1-4 @clause:A-13-5 @card:NA-15-korunu-O-N-6
  Scenario: Frostbite (NA-15-korunu-O-N-6) freezes the opponent when deployed, and while deployed they cannot focus
    Given A has "Frostbite" (NA-15-korunu-O-N-6) in hand
    And A has aura 3
    And B has aura 2
    When A uses "Frostbite"
    Then B's aura holds 1 freeze token
    And "Frostbite" has 2 crystals

  @clause:C-1-4 @card:NA-15-korunu-O-N-6
  Scenario: Frostbite (NA-15-korunu-O-N-6) deployed: the opponent's focus is not offered, frozen or not
    Given a duel in B's main phase with a standard action
    And A has "Frostbite" (NA-15-korunu-O-N-6) deployed with 2 crystals
    And B has aura 2, concentration 1
    Then the options do not include focus by concentration
    And the options include advance by concentration
    When B tries to perform focus paying concentration
    Then the action is illegal citing "C 1-4"

  @clause:A-13-5 @card:NA-15-korunu-O-S-1
  Scenario: Konru Ruyanpe (NA-15-korunu-O-S-1) after aura damage freezes the opponent until the aura is full
    Given A has the unused trump "Konru Ruyanpe" (NA-15-korunu-O-S-1)
    And A has flare 4
    And the distance is 2
    And B has aura 3, life 10
    When A uses "Konru Ruyanpe"
    And B takes the damage on aura
    Then B has aura 1
    And B's aura holds 4 freeze tokens

  @clause:A-13-5 @card:NA-15-korunu-O-S-1
  Scenario: Konru Ruyanpe (NA-15-korunu-O-S-1) after life damage freezes nobody
    Given A has the unused trump "Konru Ruyanpe" (NA-15-korunu-O-S-1)
    And A has flare 4
    And the distance is 2
    And B has aura 3, life 10
    When A uses "Konru Ruyanpe"
    And B takes the damage on life
    Then B has life 7
    And B's aura holds 0 freeze tokens

  @clause:C-9-4 @clause:A-13-3 @card:NA-15-korunu-O-S-2
  Scenario: Retar Rera (NA-15-korunu-O-S-2) nullifies the attack answered while the attacker's aura is full
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id  | type   | range | damage |
      | jab | attack | 0-10  | 2/2    |
    And B holds jab in hand
    And A has the unused trump "Retar Rera" (NA-15-korunu-O-S-2)
    And A has flare 2, aura 3, life 10
    And B has aura 3
    And B has 2 freeze tokens in her aura
    When B uses "jab"
    And A uses "Retar Rera"
    Then A has aura 3, life 10
    And the ruling cites "C 9-4 ii"

  @clause:C-10-1 @card:NA-15-korunu-O-S-2
  Scenario: Retar Rera (NA-15-korunu-O-S-2) otherwise gives the attacker a distance crystal in her aura
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id  | type   | range | damage |
      | jab | attack | 0-10  | 2/2    |
    And B holds jab in hand
    And A has the unused trump "Retar Rera" (NA-15-korunu-O-S-2)
    And A has flare 2, aura 3, life 10
    And B has aura 3
    And the distance is 5
    When B uses "jab"
    And A uses "Retar Rera"
    Then B has aura 4
    And the distance is 4
    When A takes the damage on life
    Then A has life 8

  @clause:A-13-5 @clause:C-10-8 @card:NA-15-korunu-O-S-3
  Scenario: Upastum (NA-15-korunu-O-S-3) freezes the opponent once; filling the aura while it is in use does not bring it back
    Given A has the unused trump "Upastum" (NA-15-korunu-O-S-3)
    And the distance is 3
    And B has aura 4, life 10
    When A uses "Upastum"
    Then B's aura holds 1 freeze token
    And "Upastum" is a used trump

  @clause:C-10-8 @card:NA-15-korunu-O-S-3
  Scenario: Upastum (NA-15-korunu-O-S-3), used, becomes unused as the opponent's aura comes to be full
    Given the test cards:
      | id   | type   | range | damage |
      | chip | attack | 0-10  | 1/1    |
    And "chip" has the effect "after_attack: move distance -> opponent.aura 1"
    And A has the used trump "Upastum" (NA-15-korunu-O-S-3)
    And A holds chip in hand
    And the distance is 3
    And B has aura 3, life 10
    And B has 1 freeze token in her aura
    When A uses "chip"
    And B takes the damage on life
    Then B has aura 4
    And "Upastum" is an unused trump

  @clause:C-9-4 @clause:C-10-1 @card:NA-15-korunu-O-N-2
  Scenario: Cyclone Blade (NA-15-korunu-O-N-2) answered: once the reaction resolved, 2 crystals move either way, here out of range
    Given the test cards:
      | id    | type   | subtype  |
      | parry | action | reaction |
    And A has "Cyclone Blade" (NA-15-korunu-O-N-2) in hand
    And B holds parry in hand
    And the distance is 2
    And the dust is 2
    And B has aura 3, life 10
    When A uses "Cyclone Blade"
    And B uses "parry"
    Then A must decide choose
    And the options are exactly choose forward, choose backward
    When A chooses "backward"
    Then the distance is 4
    And the dust is 0
    And B has aura 3, life 10
    And the ruling cites "C 9-4 iii"

  @clause:C-9-4 @card:NA-15-korunu-O-N-2
  Scenario: Cyclone Blade (NA-15-korunu-O-N-2) not answered moves nothing
    Given the test cards:
      | id    | type   | subtype  |
      | parry | action | reaction |
    And A has "Cyclone Blade" (NA-15-korunu-O-N-2) in hand
    And B holds parry in hand
    And the distance is 2
    And the dust is 2
    And B has aura 3, life 10
    When A uses "Cyclone Blade"
    And B does not react
    And B takes the damage on life
    Then B has life 8
    And the distance is 2
    And the dust is 2

  @clause:C-9-4 @clause:C-10-3 @card:NA-15-korunu-O-N-7
  Scenario: Rimethorn (NA-15-korunu-O-N-7) gives +1/+1 to the first non-trump attack of its holder's turn, after a trump attack
    Given the test cards:
      | id    | type   | category | cost | range | damage |
      | big   | attack | trump    | 0    | 0-10  | 1/1    |
      | jab   | attack | normal   |      | 0-10  | 1/1    |
      | poke  | attack | normal   |      | 0-10  | 1/1    |
    And A has "Rimethorn" (NA-15-korunu-O-N-7) deployed with 2 crystals
    And A has the unused trump "big"
    And A holds jab, poke in hand
    And B has aura 5, life 10
    When A uses "big"
    And B takes the damage on life
    Then B has life 9
    When A uses "jab"
    And B takes the damage on life
    Then B has life 7
    When A uses "poke"
    And B takes the damage on life
    Then B has life 6

  @clause:C-8-1-3 @clause:A-13-2 @card:NA-15-korunu-O-N-7
  Scenario: Rimethorn (NA-15-korunu-O-N-7) may keep its crystal in its holder's start phase while the opponent is frozen
    Given a duel at the start of turn 3 with A active
    And A has "Rimethorn" (NA-15-korunu-O-N-7) deployed with 1 crystal
    And B has 1 freeze token in her aura
    When the position is submitted
    Then A must decide may
    When A accepts
    Then "Rimethorn" has 1 crystal

  @clause:C-8-1-3 @card:NA-15-korunu-O-N-7
  Scenario: Rimethorn (NA-15-korunu-O-N-7) loses its crystal as usual while the opponent is not frozen
    Given a duel at the start of turn 3 with A active
    And A has "Rimethorn" (NA-15-korunu-O-N-7) deployed with 1 crystal
    When the position is submitted
    Then "Rimethorn" is in A's discard pile

  @clause:C-9-4 @clause:C-9-3-1 @clause:A-13-5 @card:NA-15-korunu-O-S-4
  Scenario: Poru-char To (NA-15-korunu-O-S-4) answers an attack as if it had 《対応》, paying 4 instead of 2
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id  | type   | range | damage |
      | jab | attack | 0-10  | 1/1    |
    And B holds jab in hand
    And A has the unused trump "Poru-char To" (NA-15-korunu-O-S-4)
    And A has flare 4, aura 3, life 10
    And B has aura 2
    And the distance is 5
    And the dust is 0
    When B uses "jab"
    Then the options include use Poru-char To
    When A uses "Poru-char To"
    And A charges 0 from dust
    And A chooses "forward"
    Then A has flare 0, aura 2
    And "Poru-char To" has 1 crystal
    And the distance is 4
    And B's aura holds 1 freeze token

  @clause:C-9-3-1 @card:NA-15-korunu-O-S-4
  Scenario: Poru-char To (NA-15-korunu-O-S-4) cannot answer an attack with only 3 flare, though its printed cost is 2
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id  | type   | range | damage |
      | jab | attack | 0-10  | 1/1    |
    And the test cards:
      | id   | type   |
      | card | action |
    And B holds jab in hand
    And A holds card in hand
    And A has the unused trump "Poru-char To" (NA-15-korunu-O-S-4)
    And A has flare 3, aura 3, life 10
    When B uses "jab"
    Then A must decide reaction
    And the options do not include use Poru-char To

  @clause:C-9-5 @clause:C-9-8 @card:NA-15-korunu-O-S-4
  Scenario: Poru-char To (NA-15-korunu-O-S-4) destroyed may be used again as if its charge were 4, paying its cost
    Given a duel at the start of turn 3 with A active
    And A has "Poru-char To" (NA-15-korunu-O-S-4) deployed with 1 crystal
    And A has flare 2, aura 4
    And B has aura 1
    And the dust is 3
    When the position is submitted
    Then A must decide may
    When A accepts
    And A charges 3 from dust
    And A chooses "backward"
    Then "Poru-char To" has 4 crystals
    And A has flare 0
    And B's aura holds 1 freeze token
