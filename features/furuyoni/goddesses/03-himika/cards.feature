@goddess:himika
Feature: Himika (No. 03) — her cards as printed
  Each scenario names a real card of season na-s9-2 by its English name and rules id and exercises what
  is distinctive about it.

  連火 (Inferno) holds when the card is the third or later card its user has used this turn. Our
  reading: every card use counts from the start of that use (C 9-2) — normal cards, trumps,
  enhancements, reactions and cards used by an effect alike — and the count restarts each turn, so
  the card itself is among the cards counted.

  Background:
    Given a duel in A's main phase with a standard action

  @clause:C-9-2-1 @card:NA-03-himika-O-N-1
  Scenario: Shoot (NA-03-himika-O-N-1) deals its printed 2/1 at distance 10
    Given A has "Shoot" (NA-03-himika-O-N-1) in hand
    And the distance is 10
    And B has aura 3, life 10
    When A uses "Shoot"
    And B takes the damage on life
    Then B has aura 3, life 9
    And "Shoot" is in A's discard pile

  @clause:C-9-2 @clause:C-10-3 @card:NA-03-himika-O-N-2
  Scenario: Quick Shot (NA-03-himika-O-N-2) used as the third card this turn deals 3/2
    Given A has "Quick Shot" (NA-03-himika-O-N-2) in hand
    And A has used 2 cards this turn
    And the distance is 7
    And B has aura 5, life 10
    When A uses "Quick Shot"
    And B takes the damage on life
    Then B has aura 5, life 8
    And A has used 3 cards this turn

  @clause:C-9-2 @clause:C-10-3 @card:NA-03-himika-O-N-2
  Scenario: Quick Shot (NA-03-himika-O-N-2) used as the second card this turn keeps its printed 2/1
    Given A has "Quick Shot" (NA-03-himika-O-N-2) in hand
    And A has used 1 card this turn
    And the distance is 7
    And B has aura 5, life 10
    When A uses "Quick Shot"
    And B takes the damage on life
    Then B has aura 5, life 9

  @clause:C-9-2 @clause:C-8 @card:NA-03-himika-O-N-2 @card:NA-03-himika-O-N-5 @card:NA-03-himika-A1-N-5
  Scenario: Quick Shot (NA-03-himika-O-N-2) counts the cards used before it in the turn, and the count restarts next turn
    Given A has "Backstep" (NA-03-himika-O-N-5), "Killing Intent" (NA-03-himika-A1-N-5), "Quick Shot" (NA-03-himika-O-N-2) in hand
    And A's deck is "Shoot" (NA-03-himika-O-N-1) from the top
    And the distance is 6
    And the dust is 1
    And B has aura 5, life 10
    When A uses "Backstep"
    And A uses "Killing Intent"
    Then A has used 2 cards this turn
    When A uses "Quick Shot"
    And B takes the damage on life
    Then B has aura 5, life 8
    When A ends the main phase
    Then A has used 0 cards this turn

  @clause:C-9-4 @clause:C-10-1 @card:NA-03-himika-O-N-3
  Scenario: Magnum (NA-03-himika-O-N-3) costs Himika a crystal of her own life after the attack
    Given A has "Magnum" (NA-03-himika-O-N-3) in hand
    And the distance is 6
    And A has life 10
    And B has aura 5, life 10
    When A uses "Magnum"
    And B takes the damage on aura
    Then B has aura 2, life 10
    And A has life 9
    And the dust is 4

  @clause:C-10-26 @card:NA-03-himika-O-N-4
  Scenario: Barrage (NA-03-himika-O-N-4) is full-power and deals both of its damages
    Given a duel in A's main phase with a full-power action
    And A has "Barrage" (NA-03-himika-O-N-4) in hand
    And the distance is 7
    And B has aura 5, life 10
    When A uses "Barrage"
    Then B is not asked to choose the damage
    And B has aura 2, life 9

  @clause:C-9-2-2 @clause:C-10-1 @card:NA-03-himika-O-N-5
  Scenario: Backstep (NA-03-himika-O-N-5) draws a card and moves a crystal from the dust to the distance
    Given A has "Backstep" (NA-03-himika-O-N-5) in hand
    And A's deck is "Shoot" (NA-03-himika-O-N-1) from the top
    And the distance is 5
    And the dust is 2
    When A uses "Backstep"
    Then "Shoot" is in A's hand
    And the distance is 6
    And the dust is 1

  @clause:C-9-2-1 @clause:C-9-3-1 @card:NA-03-himika-O-S-1
  Scenario: Red Bullet (NA-03-himika-O-S-1) costs no flare and deals 3/1
    Given A has the unused trump "Red Bullet" (NA-03-himika-O-S-1)
    And A has flare 0
    And the distance is 5
    And B has aura 5, life 10
    When A uses "Red Bullet"
    And B takes the damage on aura
    Then B has aura 2, life 10
    And "Red Bullet" is a used trump

  @clause:C-10-26 @clause:C-10-22 @card:NA-03-himika-O-S-2
  Scenario: Crimson Zero (NA-03-himika-O-S-2) at distance 0 cannot be answered and deals both damages
    Given A has the unused trump "Crimson Zero" (NA-03-himika-O-S-2)
    And A has flare 5
    And B has "Outrage" (NA-01-yurina-A1-N-6) in hand
    And the distance is 0
    And B has aura 5, life 10
    When A uses "Crimson Zero"
    Then B is not asked to react
    And B is not asked to choose the damage
    And B has aura 3, life 8

  @clause:C-10-22 @clause:C-9-4 @card:NA-03-himika-O-S-2
  Scenario: Crimson Zero (NA-03-himika-O-S-2) at distance 1 can be answered
    Given A has the unused trump "Crimson Zero" (NA-03-himika-O-S-2)
    And A has flare 5
    And B has "Outrage" (NA-01-yurina-A1-N-6) in hand
    And the distance is 1
    When A uses "Crimson Zero"
    Then B must decide reaction
    And the options include use Outrage

  @clause:C-9-2 @clause:C-10-3 @card:NA-03-himika-A1-N-2
  Scenario: Path of Flame (NA-03-himika-A1-N-2) used as the third card this turn deals 2/2
    Given A has "Path of Flame" (NA-03-himika-A1-N-2) in hand
    And A has used 2 cards this turn
    And the distance is 2
    And B has aura 5, life 10
    When A uses "Path of Flame"
    And B takes the damage on life
    Then B has aura 5, life 8

  @clause:C-9-2 @clause:C-10-3 @card:NA-03-himika-A1-N-2
  Scenario: Path of Flame (NA-03-himika-A1-N-2) as the first card this turn keeps its printed 2/1
    Given A has "Path of Flame" (NA-03-himika-A1-N-2) in hand
    And the distance is 2
    And B has aura 5, life 10
    When A uses "Path of Flame"
    And B takes the damage on life
    Then B has aura 5, life 9

  @clause:C-9-2-2 @clause:C-10-1 @card:NA-03-himika-A1-N-5
  Scenario: Killing Intent (NA-03-himika-A1-N-5) with an empty hand sends two of the opponent's aura to the dust
    Given A has "Killing Intent" (NA-03-himika-A1-N-5) in hand
    And B has aura 3
    When A uses "Killing Intent"
    Then B has aura 1
    And the dust is 2

  @clause:C-9-2-2 @card:NA-03-himika-A1-N-5
  Scenario: Killing Intent (NA-03-himika-A1-N-5) does nothing while another card is in hand
    Given A has "Killing Intent" (NA-03-himika-A1-N-5), "Shoot" (NA-03-himika-O-N-1) in hand
    And B has aura 3
    When A uses "Killing Intent"
    Then B has aura 3
    And the dust is 0

  @clause:C-10-1 @clause:C-9-6-1 @card:NA-03-himika-O-N-7
  Scenario: Smoke (NA-03-himika-O-N-7) stops arrows of cards, not basic actions, from taking crystals off the distance
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id    | type   |
      | pull  | action |
    And "pull" has the effect "on_use: move distance -> self.aura 1"
    And A has "Smoke" (NA-03-himika-O-N-7) deployed with 3 crystals
    And B holds pull in hand
    And B has "Backstep" (NA-03-himika-O-N-5) in hand
    And B's deck is "Shoot" (NA-03-himika-O-N-1) from the top
    And B has aura 2, concentration 1
    And the distance is 6
    And the dust is 1
    When B uses "pull"
    Then the distance is 6
    And B has aura 2
    When B uses "Backstep"
    Then the distance is 7
    When B performs advance paying concentration
    Then the distance is 6
    And B has aura 3

  @clause:C-7-1-8 @clause:C-9-2-2 @card:NA-03-himika-O-S-3
  Scenario: Scarlet Visions (NA-03-himika-O-S-3) draws two cards, then puts a card of Himika's choice face-down
    Given A has the unused trump "Scarlet Visions" (NA-03-himika-O-S-3)
    And A has flare 3
    And A has "Shoot" (NA-03-himika-O-N-1) in hand
    And A's deck is "Magnum" (NA-03-himika-O-N-3), "Backstep" (NA-03-himika-O-N-5) from the top
    When A uses "Scarlet Visions"
    Then A must decide face_down
    And the options are exactly face-down Shoot, face-down Magnum, face-down Backstep
    When A puts "Magnum" face-down
    Then "Magnum" is in A's face-down pile
    And "Shoot" is in A's hand
    And "Backstep" is in A's hand
    And "Scarlet Visions" is a used trump

  # X (C 6-2-1-9): the card's constant text defines it; a damage printed as X is read whenever the
  # attack's damage is read, so it follows the current distance.

  @clause:C-10-22 @clause:C-4-2 @card:NA-03-himika-A1-S-2
  Scenario: Blazing Sun - Crimson Himika (NA-03-himika-A1-S-2) deals X/X with X = 8 minus the distance, then Himika loses
    Given a duel in A's main phase with a full-power action
    And A has the unused trump "Blazing Sun - Crimson Himika" (NA-03-himika-A1-S-2)
    And B has "Outrage" (NA-01-yurina-A1-N-6) in hand
    And A has flare 5
    And the distance is 3
    And B has aura 5, life 10
    When A uses "Blazing Sun - Crimson Himika"
    Then B is not asked to react
    When B takes the damage on life
    Then B has aura 5, life 5
    And B wins

  @clause:C-9-4 @clause:C-5-8-3-2 @card:NA-03-himika-A1-S-2
  Scenario: Blazing Sun - Crimson Himika (NA-03-himika-A1-S-2) at distance 7 deals 1/1, and a win by damage comes first
    Given a duel in A's main phase with a full-power action
    And A has the unused trump "Blazing Sun - Crimson Himika" (NA-03-himika-A1-S-2)
    And A has flare 5
    And the distance is 7
    And B has aura 5, life 1
    When A uses "Blazing Sun - Crimson Himika"
    And B takes the damage on life
    Then A wins

  @clause:C-5-1-4 @clause:C-10-15 @clause:C-10-3 @card:NA-03-himika-O-N-6
  Scenario: Backdraft (NA-03-himika-O-N-6) as the third card flinches and gives the next attack of the other goddess with a numeric aura damage +1/+1
    Given the test cards:
      | id  | type   | range | damage | user   |
      | jab | attack | 4     | -/1    | yurina |
    And A has "Backdraft" (NA-03-himika-O-N-6), "Shoot" (NA-03-himika-O-N-1), "Slash" (NA-01-yurina-O-N-1) in hand
    And A holds jab in hand
    And A has used 2 cards this turn
    And the distance is 4
    And B has aura 5, life 10
    When A uses "Backdraft"
    Then B has flinched
    When A uses "Shoot"
    And B takes the damage on life
    Then B has life 9
    When A uses "jab"
    Then B has life 8
    When A uses "Slash"
    And B takes the damage on life
    Then B has life 6

  @clause:C-5-1-4 @card:NA-03-himika-O-N-6
  Scenario: Backdraft (NA-03-himika-O-N-6) as the first card only flinches
    Given A has "Backdraft" (NA-03-himika-O-N-6), "Slash" (NA-01-yurina-O-N-1) in hand
    And the distance is 4
    And B has aura 5, life 10
    When A uses "Backdraft"
    Then B has flinched
    When A uses "Slash"
    And B takes the damage on life
    Then B has life 9

  @clause:C-9-2-2 @clause:C-10-1 @card:NA-03-himika-O-S-4
  Scenario: Vermillion Field (NA-03-himika-O-S-4) as the third card moves two crystals from the dust to the distance
    Given A has the unused trump "Vermillion Field" (NA-03-himika-O-S-4)
    And A has flare 2
    And A has used 2 cards this turn
    And the distance is 5
    And the dust is 3
    When A uses "Vermillion Field"
    Then the distance is 7
    And the dust is 3
    And "Vermillion Field" is a used trump

  @clause:C-9-2-2 @card:NA-03-himika-O-S-4
  Scenario: Vermillion Field (NA-03-himika-O-S-4) as the second card moves nothing
    Given A has the unused trump "Vermillion Field" (NA-03-himika-O-S-4)
    And A has flare 2
    And A has used 1 card this turn
    And the distance is 5
    And the dust is 3
    When A uses "Vermillion Field"
    Then the distance is 5
    And the dust is 5

  @clause:C-10-7 @card:NA-03-himika-O-S-4
  Scenario: Vermillion Field (NA-03-himika-O-S-4) returns to unused in Himika's end phase while her hand is empty
    Given a duel at the end of A's main phase
    And A has the used trump "Vermillion Field" (NA-03-himika-O-S-4)
    When the position is submitted
    Then "Vermillion Field" is an unused trump

  @clause:C-10-7 @card:NA-03-himika-O-S-4
  Scenario: Vermillion Field (NA-03-himika-O-S-4) stays used while a card is in Himika's hand
    Given a duel at the end of A's main phase
    And A has the used trump "Vermillion Field" (NA-03-himika-O-S-4)
    And A has "Shoot" (NA-03-himika-O-N-1) in hand
    When the position is submitted
    Then "Vermillion Field" is a used trump
