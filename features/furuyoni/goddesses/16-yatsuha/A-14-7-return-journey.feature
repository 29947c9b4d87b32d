@goddess:yatsuha
Feature: A 14-7 the return journey (帰路)
  When A World of Hope would resolve the start point's effect a second time, the return journey
  resolves instead: the player keeps up to one card of her hand; every other normal card of hers in her
  deck, discard pile, face-down pile, enhancement zone and hand goes to her 〈追憶〉 (without the
  enhancements' on-destroy effects); the crystal of her 〈追憶〉 goes to the dust; and Her Ideology goes
  from her 〈Extra〉 to her trump zone, unused.

  Background:
    Given a duel at the start of turn 4 with B active
    And the test cards:
      | id   | type        | charge |
      | leaf | action      |        |
      | bomb | enhancement | 2      |
    And B's deck is leaf, leaf from the top
    And A has the used trump "A World of Hope" (NA-16-yatsuha-AA1-N-7-Ex1)
    And A departed on the journey from position 2, the start point resolved 1 time
    And A's memory crystal is at position 2
    And A's extra zone holds "Her Ideology" (NA-16-yatsuha-AA1-N-7-Ex2)

  @clause:A-14-7 @clause:A-14-4 @card:NA-16-yatsuha-AA1-N-7-Ex1 @card:NA-16-yatsuha-AA1-N-7-Ex2
  Scenario: The start point's second time is the return journey: one card kept, the other normal cards to the memories
    Given A has "Astral Claw" (NA-16-yatsuha-O-N-1), "Grim Edict" (NA-16-yatsuha-O-N-2) in hand
    And A's deck is "Devil of the Mirror" (NA-16-yatsuha-O-N-3) from the top
    And A's discard pile holds "Determination" (NA-16-yatsuha-O-N-5)
    And A's face-down pile holds "Pact of Glass" (NA-16-yatsuha-O-N-6)
    And A has "bomb" deployed with 2 crystals
    And "bomb" has the effect "on_destroy: draw self 1"
    And the dust is 0
    When the position is submitted
    Then A must decide choose
    And the options are exactly choose Astral Claw, choose Grim Edict, decline
    When A chooses "Grim Edict"
    Then "Grim Edict" is in A's hand
    And A has 1 card in hand
    And "Astral Claw" is in A's memories
    And "Devil of the Mirror" is in A's memories
    And "Determination" is in A's memories
    And "Pact of Glass" is in A's memories
    And "bomb" is in A's memories
    And A has 5 cards in the memories
    And A has 0 cards in deck
    And A has 0 cards in enhancement zone
    And A has no crystal in the memories
    And the dust is 3
    And "Her Ideology" is an unused trump
    And "A World of Hope" is a used trump
    And the ruling cites "A 14-7"

  @clause:A-14-7 @card:NA-16-yatsuha-AA1-N-7-Ex1
  Scenario: The return journey leaves the trumps and the other players' cards where they are
    Given A has "Astral Claw" (NA-16-yatsuha-O-N-1) in hand
    And A has the unused trump "Celestial River of the Six Mirrors" (NA-16-yatsuha-O-S-3)
    When the position is submitted
    And A declines
    Then "Astral Claw" is in A's memories
    And "Celestial River of the Six Mirrors" is an unused trump
    And A has 0 cards in hand


  @clause:A-14-7 @clause:A-14-4 @card:NA-16-yatsuha-AA1-N-7-Ex1 @card:NA-16-yatsuha-AA1-N-7-Ex2
  Scenario: with real cards, the start point's second time is the return journey: one card kept, the other normal cards to the memories
    Given a duel at the start of turn 4 with B active
    And B's deck is "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2) from the top
    And A has the used trump "A World of Hope" (NA-16-yatsuha-AA1-N-7-Ex1)
    And A departed on the journey from position 2, the start point resolved 1 time
    And A's memory crystal is at position 2
    And A's extra zone holds "Her Ideology" (NA-16-yatsuha-AA1-N-7-Ex2)
    And A has "Astral Claw" (NA-16-yatsuha-O-N-1), "Grim Edict" (NA-16-yatsuha-O-N-2) in hand
    And A's deck is "Devil of the Mirror" (NA-16-yatsuha-O-N-3) from the top
    And A's discard pile holds "Determination" (NA-16-yatsuha-O-N-5)
    And A's face-down pile holds "Pact of Glass" (NA-16-yatsuha-O-N-6)
    And A has "Flower Harvest" (NA-16-yatsuha-O-N-7) deployed with 2 crystals
    And the dust is 0
    When the position is submitted
    Then A must decide choose
    And the options are exactly choose Astral Claw, choose Grim Edict, decline
    When A chooses "Grim Edict"
    Then "Grim Edict" is in A's hand
    And A has 1 card in hand
    And "Astral Claw" is in A's memories
    And "Devil of the Mirror" is in A's memories
    And "Determination" is in A's memories
    And "Pact of Glass" is in A's memories
    And "Flower Harvest" is in A's memories
    And A has 5 cards in the memories
    And A has 0 cards in enhancement zone
    And A has no crystal in the memories
    And the dust is 3
    And "Her Ideology" is an unused trump
    And the ruling cites "A 14-7"
