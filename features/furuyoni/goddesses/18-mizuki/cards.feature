@goddess:mizuki
Feature: Mizuki (No. 18) — her cards as printed
  Each scenario names a real card of season na-s9-2 by its English name and rules id and exercises what
  is distinctive about it. Soldiers in A's barracks are test cards of the category "soldier" (A 16-2).

  Background:
    Given A harbors "mizuki" and "yurina"
    And the test cards:
      | id     | category | type   |
      | spear  | soldier  | action |
      | shield | soldier  | action |

  @clause:A-16-5 @card:NA-18-mizuki-O-N-1
  Scenario: Lead the Charge (NA-18-mizuki-O-N-1) hits for 1/1 at distance 1 and conscripts the only soldier left
    Given a duel in A's main phase with a standard action
    And A has "Lead the Charge" (NA-18-mizuki-O-N-1) in hand
    And A's barracks holds spear
    And the distance is 1
    When A uses "Lead the Charge"
    And B takes the damage on life
    Then B has aura 3, life 9
    And A's conscripted cards are exactly spear

  @clause:A-16-5 @clause:C-9-6 @card:NA-18-mizuki-O-N-6
  Scenario: Steady Advance (NA-18-mizuki-O-N-6) makes three picks, one of them twice: conscript, advance, advance
    Given a duel in A's main phase with a full-power action
    And A has "Steady Advance" (NA-18-mizuki-O-N-6) in hand
    And A's barracks holds spear, shield
    And the distance is 5
    And A has aura 1
    When A uses "Steady Advance"
    And A chooses "1"
    And A chooses "shield"
    And A chooses "2"
    And A chooses "2"
    Then A's conscripted cards are exactly shield
    And the distance is 3
    And A has aura 3

  @clause:C-9-6 @card:NA-18-mizuki-O-N-6
  Scenario: Steady Advance (NA-18-mizuki-O-N-6) may wrap three times, from the dust to the aura
    Given a duel in A's main phase with a full-power action
    And A has "Steady Advance" (NA-18-mizuki-O-N-6) in hand
    And the dust is 5
    And A has aura 1
    When A uses "Steady Advance"
    And A chooses "3"
    And A chooses "3"
    And A chooses "3"
    Then A has aura 4
    And A's conscripted cards are exactly none

  @clause:C-8-2-2 @card:NA-18-mizuki-O-N-6
  Scenario: Steady Advance (NA-18-mizuki-O-N-6) is full-power: a standard action cannot use it
    Given a duel in A's main phase with a standard action
    And A has "Steady Advance" (NA-18-mizuki-O-N-6) in hand
    When A tries to use "Steady Advance"
    Then the action is illegal citing "C 8-2-2"

  @clause:C-9-4 @card:NA-18-mizuki-O-N-2
  Scenario: Counteroffensive (NA-18-mizuki-O-N-2) gets +2/+1 when A reacted in the previous turn
    Given a duel in A's main phase with a standard action
    And A has "Counteroffensive" (NA-18-mizuki-O-N-2) in hand
    And A reacted in the previous turn
    And the distance is 3
    When A uses "Counteroffensive"
    And B takes the damage on life
    Then B has aura 3, life 8

  @clause:C-9-4 @card:NA-18-mizuki-O-N-2
  Scenario: Counteroffensive (NA-18-mizuki-O-N-2) stays 1/1 when A did not react in the previous turn
    Given a duel in A's main phase with a standard action
    And A has "Counteroffensive" (NA-18-mizuki-O-N-2) in hand
    And the distance is 3
    When A uses "Counteroffensive"
    And B takes the damage on aura
    Then B has aura 2, life 10

  @clause:C-9-1-2 @card:NA-18-mizuki-O-N-2
  Scenario: Counteroffensive (NA-18-mizuki-O-N-2) used by a full-power action gets +1/+1 more, on top of +2/+1
    Given a duel in A's main phase with a full-power action
    And A has "Counteroffensive" (NA-18-mizuki-O-N-2) in hand
    And A reacted in the previous turn
    And the distance is 2
    And B has aura 5
    When A uses "Counteroffensive"
    And B takes the damage on aura
    Then B has aura 1, life 10

  @clause:C-9-4 @card:NA-18-mizuki-O-N-2
  Scenario: A reaction in B's turn counts as A's reaction in the previous turn once A's turn begins
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id    | type   | subtype  | range | damage |
      | jab   | attack |          | 1-5   | 1/1    |
      | block | action | reaction |       |        |
      | leaf  | action |          |       |        |
      | stone | action |          |       |        |
    And B holds jab in hand
    And A holds block in hand
    And A's deck is leaf, stone from the top
    And the distance is 3
    When B uses "jab"
    And A reacts with "block"
    And A takes the damage on aura
    Then A did not react in the previous turn
    When B ends the main phase
    Then A reacted in the previous turn
    And B did not react in the previous turn

  @clause:A-16-5 @card:NA-18-mizuki-O-N-4
  Scenario: Command (NA-18-mizuki-O-N-4) conscripts, and gives a concentration when A reacted in the previous turn
    Given a duel in A's main phase with a standard action
    And A has "Command" (NA-18-mizuki-O-N-4) in hand
    And A's barracks holds spear
    And A reacted in the previous turn
    And A has concentration 0
    When A uses "Command"
    Then A's conscripted cards are exactly spear
    And A has concentration 1

  @clause:A-16-5 @card:NA-18-mizuki-O-N-4
  Scenario: Command (NA-18-mizuki-O-N-4) gives no concentration when A did not react in the previous turn
    Given a duel in A's main phase with a standard action
    And A has "Command" (NA-18-mizuki-O-N-4) in hand
    And A's barracks holds spear
    And A has concentration 0
    When A uses "Command"
    Then A's conscripted cards are exactly spear
    And A has concentration 0

  @clause:C-9-4 @card:NA-18-mizuki-O-N-5
  Scenario: Bulwark (NA-18-mizuki-O-N-5) as A's first reaction this turn nullifies B's attack
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id  | type   | range | damage |
      | jab | attack | 1-5   | 2/2    |
    And B holds jab in hand
    And A has "Bulwark" (NA-18-mizuki-O-N-5) in hand
    And the distance is 3
    When B uses "jab"
    And A reacts with "Bulwark"
    Then A is not asked to choose the damage
    And A has aura 3, life 10
    And "Bulwark" is in A's discard pile
    And the duel is at main_action of turn 3 with B active

  @clause:C-9-4 @card:NA-18-mizuki-O-N-5
  Scenario: Bulwark (NA-18-mizuki-O-N-5) nullifies nothing when A has already reacted this turn
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id  | type   | range | damage |
      | jab | attack | 1-5   | 2/2    |
    And B holds jab in hand
    And A has "Bulwark" (NA-18-mizuki-O-N-5) in hand
    And A has used 1 card as reactions this turn
    And the distance is 3
    When B uses "jab"
    And A reacts with "Bulwark"
    And A takes the damage on aura
    Then A has aura 1, life 10

  @clause:C-9-4 @card:NA-18-mizuki-O-N-5
  Scenario: Bulwark (NA-18-mizuki-O-N-5) does not nullify an attack of a trump
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id   | category | type   | range | damage | cost |
      | bolt | trump    | attack | 1-5   | 2/2    | 0    |
    And B has the unused trump "bolt"
    And A has "Bulwark" (NA-18-mizuki-O-N-5) in hand
    And the distance is 3
    When B uses "bolt"
    And A reacts with "Bulwark"
    And A takes the damage on aura
    Then A has aura 1, life 10

  @clause:C-9-2 @card:NA-18-mizuki-O-N-5
  Scenario: Bulwark (NA-18-mizuki-O-N-5) is terminal: after it A can use no more cards this turn
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id  | type   | range | damage |
      | jab | attack | 1-5   | 1/1    |
    And A has "Bulwark" (NA-18-mizuki-O-N-5) in hand
    And B holds jab in hand
    And A holds jab in hand
    And the distance is 3
    When A uses "Bulwark"
    And A tries to use "jab"
    Then the action is illegal citing "C 9-2"

  @clause:C-9-2 @card:NA-18-mizuki-O-S-2
  Scenario: Mie Turret "Hizamaru" (NA-18-mizuki-O-S-2) hits for 3/1 at distance 4 while A has not attacked this turn
    Given a duel in A's main phase with a standard action
    And A has the unused trump "Mie Turret" (NA-18-mizuki-O-S-2)
    And A has flare 2
    And the distance is 4
    And B has aura 5
    When A uses "Mie Turret"
    And B takes the damage on aura
    Then B has aura 2, life 10
    And A has flare 0

  @clause:C-9-2 @card:NA-18-mizuki-O-S-2
  Scenario: Mie Turret "Hizamaru" (NA-18-mizuki-O-S-2) cannot be used once A has attacked this turn
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id  | type   | range | damage |
      | jab | attack | 1-5   | 1/1    |
    And A holds jab in hand
    And A has the unused trump "Mie Turret" (NA-18-mizuki-O-S-2)
    And A has flare 2
    And the distance is 4
    When A uses "jab"
    And B takes the damage on aura
    And A tries to use "Mie Turret"
    Then the action is illegal citing "C 9-2"

  @clause:C-10-8 @card:NA-18-mizuki-O-S-2 @card:NA-18-mizuki-O-N-5
  Scenario: Mie Turret "Hizamaru" (NA-18-mizuki-O-S-2) resurges as A uses Bulwark, a card with terminal
    Given a duel in A's main phase with a standard action
    And A has the used trump "Mie Turret" (NA-18-mizuki-O-S-2)
    And A has "Bulwark" (NA-18-mizuki-O-N-5) in hand
    When A uses "Bulwark"
    Then "Mie Turret" is an unused trump

  @clause:C-10-8 @card:NA-18-mizuki-O-S-2
  Scenario: Mie Turret "Hizamaru" (NA-18-mizuki-O-S-2) stays used as A uses a card without terminal
    Given a duel in A's main phase with a standard action
    And A has the used trump "Mie Turret" (NA-18-mizuki-O-S-2)
    And A has "Command" (NA-18-mizuki-O-N-4) in hand
    When A uses "Command"
    Then "Mie Turret" is a used trump

  @clause:A-16-4 @card:NA-18-mizuki-O-T-2
  Scenario: Shieldbearer (NA-18-mizuki-O-T-2), conscripted, answers an attack from the barracks: -1/+0
    Given a duel in B's main phase with a standard action
    And A harbors "mizuki" and "yurina"
    And the test cards:
      | id  | type   | range | damage |
      | jab | attack | 0-10  | 3/1    |
    And A has aura 5, life 10
    And A's barracks holds "Shieldbearer" (NA-18-mizuki-O-T-2), conscripted
    And B holds jab in hand
    When B uses "jab"
    And A reacts with "Shieldbearer"
    And A takes the damage on aura
    Then A has aura 3, life 10
    And A's barracks holds exactly Shieldbearer

  @clause:C-10-22 @card:NA-18-mizuki-O-T-3
  Scenario: Cavalry (NA-18-mizuki-O-T-3) deployed: the opponent's attacks lose 対応不可
    Given a duel in B's main phase with a standard action
    And A harbors "mizuki" and "yurina"
    And the test cards:
      | id    | type   | subtype  | range | damage | no_reaction |
      | jab   | attack |          | 0-10  | 2/1    | all         |
      | parry | action | reaction |       |        |             |
    And A has "Cavalry" (NA-18-mizuki-O-T-3) deployed with 2 crystals
    And A holds parry in hand
    And B holds jab in hand
    When B uses "jab"
    Then A must decide reaction
    And the options include use parry
