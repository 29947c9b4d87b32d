@goddess:yatsuha
Feature: A 14-6 moving the crystal clockwise, and A 14-4 the four positions of 〈追憶〉
  Used, A World of Hope resolves, at the start of each turn's start phase — its holder's and her
  opponent's — the effect of the position its crystal is at (A 14-4), then moves the crystal to the
  position numbered one more, from 4 to 1 (A 14-6). The positions' effects are for the player the
  memories belong to: 1 she gains 1 concentration; 2 one crystal off an enhancement card of either
  player to the dust, or one from the dust onto it; 3 a card of her discard or face-down pile to the
  bottom of her deck; 4 she draws a card.

  Background:
    Given a duel at the start of turn 4 with B active
    And the test cards:
      | id   | type        | charge |
      | leaf | action      |        |
      | wall | enhancement | 2      |
    And B's deck is leaf, leaf from the top
    And A has the used trump "A World of Hope" (NA-16-yatsuha-AA1-N-7-Ex1)
    And A departed on the journey from position 1, the start point resolved 1 time

  @clause:A-14-6 @clause:A-14-4 @card:NA-16-yatsuha-AA1-N-7-Ex1
  Scenario: Position 4 draws a card for the memories' player, even in her opponent's turn, and the crystal moves from 4 to 1
    Given A's memory crystal is at position 4
    And A's deck is "Astral Claw" (NA-16-yatsuha-O-N-1) from the top
    When the position is submitted
    Then "Astral Claw" is in A's hand
    And A's memory crystal is at position 1

  @clause:A-14-6 @clause:A-14-7 @card:NA-16-yatsuha-AA1-N-7-Ex1
  Scenario: The start point resolves its own effect the first time: no return journey yet
    Given A departed on the journey from position 4
    And A's memory crystal is at position 4
    And A's deck is "Astral Claw" (NA-16-yatsuha-O-N-1) from the top
    And A's extra zone holds "Her Ideology" (NA-16-yatsuha-AA1-N-7-Ex2)
    When the position is submitted
    Then "Astral Claw" is in A's hand
    And A's memory crystal is at position 1
    And "Her Ideology" is in A's extra zone

  @clause:A-14-6 @clause:A-14-4 @card:NA-16-yatsuha-AA1-N-7-Ex1
  Scenario: Position 1 gives 1 concentration, and the crystal moves to 2
    Given A's memory crystal is at position 1
    And A departed on the journey from position 3
    And A has concentration 0
    When the position is submitted
    Then A has concentration 1
    And A's memory crystal is at position 2

  @clause:A-14-4 @card:NA-16-yatsuha-AA1-N-7-Ex1
  Scenario: Position 2 may take a crystal off the opponent's enhancement card
    B's own start phase then takes one more, as B is active (C 8-1-3).
    Given A's memory crystal is at position 2
    And B has "wall" deployed with 3 crystals
    And the dust is 0
    When the position is submitted
    Then A must decide choose
    And the options are exactly choose B:wall
    When A chooses "B:wall"
    Then the options are exactly choose remove, choose add
    When A chooses "remove"
    Then "B:wall" has 1 crystal
    And the dust is 2
    And A's memory crystal is at position 3

  @clause:A-14-4 @card:NA-16-yatsuha-AA1-N-7-Ex1
  Scenario: Position 2 may put a crystal of the dust onto an enhancement card
    Given A's memory crystal is at position 2
    And A has "wall" deployed with 1 crystal
    And the dust is 1
    When the position is submitted
    And A chooses "wall"
    And A chooses "add"
    Then "wall" has 2 crystals
    And the dust is 0

  @clause:A-14-4 @card:NA-16-yatsuha-AA1-N-7-Ex1
  Scenario: Position 3 puts a card of the discard pile at the bottom of the deck
    Given A's memory crystal is at position 3
    And A's deck is "Astral Claw" (NA-16-yatsuha-O-N-1) from the top
    And A's discard pile holds "Grim Edict" (NA-16-yatsuha-O-N-2)
    When the position is submitted
    Then the options are exactly choose Grim Edict
    When A chooses "Grim Edict"
    Then "Grim Edict" is at the bottom of A's deck
    And "Astral Claw" is on top of A's deck
    And A's memory crystal is at position 4

  @clause:A-14-4 @card:NA-16-yatsuha-AA1-N-7-Ex1
  Scenario: Without a crystal in the memories no position resolves
    Given A departed on the journey from position 2
    And A has concentration 0
    When the position is submitted
    Then A has no crystal in the memories
    And A has concentration 0


  @clause:A-14-6 @clause:A-14-4 @card:NA-16-yatsuha-AA1-N-7-Ex1
  Scenario: with real cards, position 4 draws a card for the memories' player, even in her opponent's turn, and the crystal moves from 4 to 1
    Given a duel at the start of turn 4 with B active
    And B's deck is "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2) from the top
    And A has the used trump "A World of Hope" (NA-16-yatsuha-AA1-N-7-Ex1)
    And A departed on the journey from position 1, the start point resolved 1 time
    And A's memory crystal is at position 4
    And A's deck is "Astral Claw" (NA-16-yatsuha-O-N-1) from the top
    When the position is submitted
    Then "Astral Claw" is in A's hand
    And A's memory crystal is at position 1
