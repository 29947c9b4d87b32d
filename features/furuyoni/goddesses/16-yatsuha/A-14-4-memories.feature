@goddess:yatsuha
Feature: A 14-4 〈追憶〉 (memories): its cards, and a card returning from it to the hand
  〈追憶〉 belongs to the player harboring Yatsuha Realized (『自我』). Its cards lie face down: only that
  player sees their faces (tests/unit/test_yatsuha.py checks the views), and their effects are not in
  force. When a card goes from it to her hand she
  may reveal it, and if its user is Yatsuha it is made perfect (A 14-3). Our reading: she is asked only
  for a card that can be made perfect (its perfect form waits in her 〈Extra〉).

  Background:
    Given a duel in A's main phase with a standard action

  @clause:A-14-4 @clause:A-14-3 @card:NA-16-yatsuha-AA1-N-7-Ex2
  Scenario: Her Ideology (NA-16-yatsuha-AA1-N-7-Ex2) returns a card of the memories to the hand, revealed and made perfect
    Given A has the unused trump "Her Ideology" (NA-16-yatsuha-AA1-N-7-Ex2)
    And A's memories hold "Astral Claw" (NA-16-yatsuha-O-N-1), "Grim Edict" (NA-16-yatsuha-O-N-2)
    And A's extra zone holds "Celestial Talon" (NA-16-yatsuha-A1-N-1-Ex1)
    When A uses "Her Ideology"
    Then the options are exactly choose Astral Claw, choose Grim Edict
    When A chooses "Astral Claw"
    Then A must decide may
    When A accepts
    Then "Celestial Talon" is in A's hand
    And "Astral Claw" is in A's extra zone
    And "Grim Edict" is in A's memories
    And "Her Ideology" is a used trump

  @clause:A-14-4 @card:NA-16-yatsuha-AA1-N-7-Ex2
  Scenario: A card returned without being revealed keeps its face; one with no perfect form waiting is not offered for it
    Given A has the unused trump "Her Ideology" (NA-16-yatsuha-AA1-N-7-Ex2)
    And A's memories hold "Astral Claw" (NA-16-yatsuha-O-N-1), "Grim Edict" (NA-16-yatsuha-O-N-2)
    And A's extra zone holds "Celestial Talon" (NA-16-yatsuha-A1-N-1-Ex1)
    When A uses "Her Ideology"
    And A chooses "Grim Edict"
    Then "Grim Edict" is in A's hand
    And the options include end phase
    And "Celestial Talon" is in A's extra zone

  @clause:A-14-4 @card:NA-16-yatsuha-O-N-2
  Scenario: A card in the memories has no effect in force: Grim Edict there gives nothing to attacks
    Given the test cards:
      | id  | type   | range | damage |
      | jab | attack | 0-10  | 1/1    |
    And A's memories hold "Grim Edict" (NA-16-yatsuha-O-N-2)
    And A holds jab in hand
    When A uses "jab"
    And B takes the damage on life
    Then B has life 9

  @clause:A-14-4 @card:NA-16-yatsuha-AA1-N-7-Ex2
  Scenario: Her Ideology (NA-16-yatsuha-AA1-N-7-Ex2), used, lets its holder take a card of the memories instead of drawing
    The first of the two draws is replaced; with the memories empty, the second is not offered.
    Given a duel at the start of turn 3 with A active
    And A has the used trump "Her Ideology" (NA-16-yatsuha-AA1-N-7-Ex2)
    And A's memories hold "Astral Claw" (NA-16-yatsuha-O-N-1)
    And A's deck is "Grim Edict" (NA-16-yatsuha-O-N-2), "Devil of the Mirror" (NA-16-yatsuha-O-N-3) from the top
    When A does not reshuffle
    Then A must decide may
    When A accepts
    And A chooses "Astral Claw"
    Then "Astral Claw" is in A's hand
    And "Grim Edict" is in A's hand
    And "Devil of the Mirror" is on top of A's deck
    And A has 0 cards in the memories

  @clause:A-14-4 @clause:C-9-7 @card:NA-16-yatsuha-AA1-N-7-Ex2
  Scenario: Her Ideology (NA-16-yatsuha-AA1-N-7-Ex2), used, lets its holder remove a card of the memories instead of the reshuffle's damage
    Given a duel at the start of turn 3 with A active
    And A has the used trump "Her Ideology" (NA-16-yatsuha-AA1-N-7-Ex2)
    And A's memories hold "Astral Claw" (NA-16-yatsuha-O-N-1)
    And A's discard pile holds "Grim Edict" (NA-16-yatsuha-O-N-2), "Devil of the Mirror" (NA-16-yatsuha-O-N-3)
    And A has life 10
    When A reshuffles
    Then A must decide may
    When A accepts
    And A chooses "Astral Claw"
    Then "Astral Claw" is face up in A's out-of-game zone
    And A has life 10
    And A has 2 cards in hand
