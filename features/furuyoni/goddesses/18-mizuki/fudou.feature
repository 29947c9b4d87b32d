@goddess:mizuki
Feature: Mizuki's 不動 — the current distance has not changed this turn
  不動 texts apply only while the current distance has not changed this turn (C 5-2-1): the engine
  notes at each state-rules check (C 5-5) that the current distance differs from the turn-start
  distance, and the note stays for the turn even if the distance comes back (our reading). Quash
  nullifies, after its attack, the attack it answered unless that is of a trump or 《全力》; Front Line
  gives her first non-trump attack of the turn +1/+1.

  Background:
    Given the test cards:
      | id   | type   | range | damage |
      | jab  | attack | 0-10  | 2/1    |
      | jab2 | attack | 0-10  | 1/1    |

  @card:NA-18-mizuki-O-N-3 @clause:C-9-4
  Scenario: Quash (NA-18-mizuki-O-N-3) with the distance unchanged nullifies the attack it answered
    Given a duel in B's main phase with a standard action
    And the distance is 3
    And the turn-start distance was 3
    And A has aura 5, life 10
    And B has aura 5, life 10
    And A has "Quash" (NA-18-mizuki-O-N-3) in hand
    And B holds jab in hand
    When B uses "jab"
    And A reacts with "Quash"
    And B takes the damage on aura
    Then B has aura 4, life 10
    And A has aura 5, life 10

  @card:NA-18-mizuki-O-N-3 @clause:C-9-4
  Scenario: Quash (NA-18-mizuki-O-N-3) after the distance changed and came back this turn nullifies nothing
    Given a duel in B's main phase with a standard action
    And the distance is 3
    And the turn-start distance was 3
    And the dust is 2
    And A has aura 5, life 10
    And B has aura 3, life 10, concentration 2
    And A has "Quash" (NA-18-mizuki-O-N-3) in hand
    And B holds jab in hand
    When B performs advance paying concentration
    And B performs retreat paying concentration
    Then the distance is 3
    When B uses "jab"
    And A reacts with "Quash"
    And B takes the damage on aura
    And A takes the damage on aura
    Then A has aura 3, life 10

  @card:NA-18-mizuki-O-N-7 @clause:C-9-4
  Scenario: Front Line (NA-18-mizuki-O-N-7) gives her first non-trump attack +1/+1 while the distance has not changed
    Given a duel in A's main phase with a standard action
    And the distance is 3
    And the turn-start distance was 3
    And B has aura 5, life 10
    And A has "Front Line" (NA-18-mizuki-O-N-7) deployed with 3 crystals
    And A holds jab, jab2 in hand
    When A uses "jab"
    And B takes the damage on life
    Then B has aura 5, life 8
    When A uses "jab2"
    And B takes the damage on life
    Then B has aura 5, life 7

  @card:NA-18-mizuki-O-N-7 @clause:C-9-4
  Scenario: Front Line (NA-18-mizuki-O-N-7) gives nothing once the distance has changed this turn
    Given a duel in A's main phase with a standard action
    And the distance is 4
    And the turn-start distance was 4
    And A has concentration 1
    And B has aura 5, life 10
    And A has "Front Line" (NA-18-mizuki-O-N-7) deployed with 3 crystals
    And A holds jab in hand
    When A performs advance paying concentration
    And A uses "jab"
    And B takes the damage on life
    Then B has aura 5, life 9

  @card:NA-18-mizuki-O-S-3-Ex1 @clause:C-7-1-12
  Scenario: Divinity of War (NA-18-mizuki-O-S-3-Ex1) gets +0/+1 while the distance has not changed, then goes back to 〈Extra〉
    Given a duel in A's main phase with a standard action
    And the distance is 2
    And the turn-start distance was 2
    And B has aura 5, life 10
    And A has "Divinity of War" (NA-18-mizuki-O-S-3-Ex1) in hand
    When A uses "Divinity of War"
    And B takes the damage on life
    Then B has aura 5, life 8
    And "Divinity of War" is in A's extra zone
