@goddess:oboro
Feature: Custom parts: the text for the number revealed (A 3-4-2)
  Each custom part has four texts, numbered 1 to 4. When a part attack is made (A 3-3), every custom
  part revealed with it takes the text whose number is how many custom parts were revealed. The
  texts that act after the attack are added in the order the attacker picks.

  Background:
    Given a duel at the start of turn 3 with A active
    And the test cards:
      | id    | type   | subtype  | range | damage |
      | jab   | attack |          | 0-10  | 1/1    |
      | poke  | attack |          | 0-10  | 1/1    |
      | prod  | attack |          | 0-10  | 1/1    |
      | parry | action | reaction |       |        |
    And "parry" has the effect "on_use: nullify_attack"
    And A harbors "oboro-a2" and "yurina"
    And A's deck is jab, poke from the top
    And the distance is 4
    And the dust is 1
    And B has aura 5, life 10

  @clause:A-3-4-2 @card:NA-05-oboro-A2-CP-2
  Scenario: Custom Part B (NA-05-oboro-A2-CP-2) alone is +0/+0
    Given A's assembled parts are "Main Part X" (NA-05-oboro-A2-MP-1), "Custom Part B" (NA-05-oboro-A2-CP-2)
    When A reshuffles
    And A accepts
    And A chooses "Main Part X"
    And A chooses "Custom Part B"
    And B takes the damage on aura
    Then B has aura 3, life 10

  @clause:A-3-4-2 @card:NA-05-oboro-A2-CP-2 @card:NA-05-oboro-A2-CP-1 @card:NA-05-oboro-A2-CP-3
  Scenario: Custom Part B (NA-05-oboro-A2-CP-2) revealed with two others is +1/+0, and Custom Part A bars action cards
    Given A's assembled parts are "Main Part X" (NA-05-oboro-A2-MP-1), "Custom Part A" (NA-05-oboro-A2-CP-1), "Custom Part B" (NA-05-oboro-A2-CP-2), "Custom Part C" (NA-05-oboro-A2-CP-3)
    And B holds parry in hand
    When A reshuffles
    And A accepts
    And A chooses "Main Part X"
    And A chooses "Custom Part A"
    And A chooses "Custom Part B"
    And A chooses "Custom Part C"
    Then B must decide reaction
    And the options are exactly decline
    When B declines
    And B takes the damage on aura
    Then B has aura 2, life 10
    And A must decide choose
    And the options are exactly choose forward, choose backward

  @clause:A-3-4-2 @card:NA-05-oboro-A2-CP-3
  Scenario: Custom Part C (NA-05-oboro-A2-CP-3) alone moves a crystal from the dust to the distance, one way
    Given A's assembled parts are "Main Part X" (NA-05-oboro-A2-MP-1), "Custom Part C" (NA-05-oboro-A2-CP-3)
    When A reshuffles
    And A accepts
    And A chooses "Main Part X"
    And A chooses "Custom Part C"
    And B takes the damage on life
    Then the distance is 5
    And the dust is 0

  @clause:A-3-4-2 @clause:A-3-3 @card:NA-05-oboro-A2-CP-3 @card:NA-05-oboro-A2-CP-4
  Scenario: Custom Part C and Custom Part D (NA-05-oboro-A2-CP-4) revealed together: their after-attack texts come in the attacker's order
    Given A's assembled parts are "Main Part X" (NA-05-oboro-A2-MP-1), "Custom Part C" (NA-05-oboro-A2-CP-3), "Custom Part D" (NA-05-oboro-A2-CP-4)
    And A's face-down pile holds prod
    When A reshuffles
    And A declines
    And A accepts
    And A chooses "Main Part X"
    And A chooses "Custom Part C"
    And A chooses "Custom Part D"
    Then A must decide choose
    And the options are exactly choose text1, choose text2
    When A chooses "text2"
    And B takes the damage on life
    Then A must decide choose
    And the options are exactly choose prod, choose done
    When A chooses "prod"
    Then "prod" is at the bottom of A's deck
    And A must decide choose
    And the options are exactly choose forward, choose backward

  @clause:A-3-4-2 @card:NA-05-oboro-A2-CP-1 @card:NA-05-oboro-A2-CP-2 @card:NA-05-oboro-A2-CP-3 @card:NA-05-oboro-A2-CP-4
  Scenario: All four custom parts revealed take their fourth texts
    Given A's assembled parts are "Main Part X" (NA-05-oboro-A2-MP-1), "Custom Part A" (NA-05-oboro-A2-CP-1), "Custom Part B" (NA-05-oboro-A2-CP-2), "Custom Part C" (NA-05-oboro-A2-CP-3), "Custom Part D" (NA-05-oboro-A2-CP-4)
    And A's discard pile holds prod
    And B holds parry in hand
    And A has concentration 0
    When A reshuffles
    And A accepts
    And A chooses "Main Part X"
    And A chooses "Custom Part A"
    And A chooses "Custom Part B"
    And A chooses "Custom Part C"
    And A chooses "Custom Part D"
    And A chooses "text1"
    Then B must decide reaction
    And the options are exactly decline
    When B declines
    And B takes the damage on aura
    Then B has aura 2, life 10
    When A chooses "forward"
    Then the distance is 5
    And A has concentration 2
    When A chooses "prod"
    Then "prod" is at the bottom of A's deck

  @clause:A-3-4-2 @card:NA-05-oboro-A2-CP-4
  Scenario: Custom Part D (NA-05-oboro-A2-CP-4) alone puts up to one discarded card face-down
    Given A's assembled parts are "Main Part X" (NA-05-oboro-A2-MP-1), "Custom Part D" (NA-05-oboro-A2-CP-4)
    And A's discard pile holds prod
    When A reshuffles
    And A accepts
    And A chooses "Main Part X"
    And A chooses "Custom Part D"
    And B takes the damage on life
    Then the options are exactly choose prod, choose done
    When A chooses "prod"
    Then "prod" is in A's face-down pile


  @clause:A-3-4-2 @card:NA-05-oboro-A2-CP-2
  Scenario: with real cards, Custom Part B (NA-05-oboro-A2-CP-2) alone is +0/+0
    Given a duel at the start of turn 3 with A active
    And A harbors "oboro-a2" and "yurina"
    And A's deck is "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2) from the top
    And the distance is 4
    And the dust is 1
    And B has aura 5, life 10
    And A's assembled parts are "Main Part X" (NA-05-oboro-A2-MP-1), "Custom Part B" (NA-05-oboro-A2-CP-2)
    When A reshuffles
    And A accepts
    And A chooses "Main Part X"
    And A chooses "Custom Part B"
    And B takes the damage on aura
    Then B has aura 3, life 10

  @clause:A-3-4-2 @card:NA-05-oboro-A2-CP-2 @card:NA-05-oboro-A2-CP-1 @card:NA-05-oboro-A2-CP-3
  Scenario: with real cards, Custom Part B (NA-05-oboro-A2-CP-2) revealed with two others is +1/+0, and Custom Part A bars Song and Dance, an action card
    Given a duel at the start of turn 3 with A active
    And A harbors "oboro-a2" and "yurina"
    And A's deck is "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2) from the top
    And the distance is 4
    And the dust is 1
    And B has aura 5, life 10
    And A's assembled parts are "Main Part X" (NA-05-oboro-A2-MP-1), "Custom Part A" (NA-05-oboro-A2-CP-1), "Custom Part B" (NA-05-oboro-A2-CP-2), "Custom Part C" (NA-05-oboro-A2-CP-3)
    And B holds "Song and Dance" (NA-04-tokoyo-O-N-4) in hand
    When A reshuffles
    And A accepts
    And A chooses "Main Part X"
    And A chooses "Custom Part A"
    And A chooses "Custom Part B"
    And A chooses "Custom Part C"
    Then B must decide reaction
    And the options are exactly decline
    When B declines
    And B takes the damage on aura
    Then B has aura 2, life 10
