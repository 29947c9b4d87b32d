@goddess:utsuro
Feature: A 11-2 The shadow of the end revives (Reverberation Device: Kururu-Type)
  Final Chapter Utsuro's trump Reverberation Device: Kururu-Type, once used, checks the dust at every
  end phase, hers and her opponent's. With 13 or more crystals there, the shadow of the end revives
  (A 11-2): every card of her deck, discard pile, face-down pile, enhancement zone and hand that is not
  a trump leaves the game, the crystals on them go to the dust, the three extra normal cards come from
  〈Extra〉 to her discard pile and she reshuffles. Then the device leaves the game, желание comes from
  〈Extra〉 into her trump zone used, she draws one card, and her life is cut down to 5.

  Our reading: the reshuffle of A 11-2 4) is done by an effect, so it costs no life (C 9-7 i applies
  to the reshuffle of the start phase).

  Background:
    Given the test cards:
      | id    | type        | charge |
      | held  | action      |        |
      | top   | action      |        |
      | old   | action      |        |
      | hid   | action      |        |
      | guard | enhancement | 2      |
      | keep  | action      |        |
    And a duel in A's end phase
    And A has the used trump "Reverberation Device: Kururu-Type" (NA-13-utsuro-A1-S-1)
    And A's extra zone holds "желание" (NA-13-utsuro-A1-S-1-Ex1), "Shadow of Annihilation That Opposes All Creation" (NA-13-utsuro-A1-S-1-Ex2), "Perish the Self and Haunt the Silence" (NA-13-utsuro-A1-S-1-Ex3), "The End Cometh" (NA-13-utsuro-A1-S-1-Ex4)
    And A holds held in hand
    And A's deck is top from the top
    And A's discard pile holds old
    And A's face-down pile holds hid
    And A has "guard" deployed with 2 crystals
    And B holds keep in hand
    And A has life 8

  @clause:A-11-2 @card:NA-13-utsuro-A1-S-1 @card:NA-13-utsuro-A1-S-1-Ex1
  Scenario: With 13 in the dust at her own end phase, the shadow of the end revives
    Given the dust is 13
    When the position is submitted
    Then the duel is at start_phase of turn 4 with B active
    And "held" is face up in A's out-of-game zone
    And "top" is face up in A's out-of-game zone
    And "old" is face up in A's out-of-game zone
    And "hid" is face up in A's out-of-game zone
    And "guard" is face up in A's out-of-game zone
    And "NA-13-utsuro-A1-S-1" is face up in A's out-of-game zone
    And "желание" is a used trump
    And A has 0 cards in extra zone
    And A has 0 cards in discard pile
    And A has 1 card in hand
    And A has 2 cards in deck
    And A has life 5
    And B has 1 card in hand
    And the dust is 18

  @clause:A-11-2 @card:NA-13-utsuro-A1-S-1
  Scenario: With 12 in the dust nothing happens
    Given the dust is 12
    When the position is submitted
    Then "held" is in A's hand
    And "guard" has 2 crystals
    And "NA-13-utsuro-A1-S-1" is a used trump
    And A has 4 cards in extra zone
    And A has life 8


  @clause:A-11-2 @card:NA-13-utsuro-A1-S-1 @card:NA-13-utsuro-A1-S-1-Ex1
  Scenario: with real cards, with 13 in the dust at her own end phase, the shadow of the end revives
    Given a duel in A's end phase
    And A has the used trump "Reverberation Device: Kururu-Type" (NA-13-utsuro-A1-S-1)
    And A's extra zone holds "желание" (NA-13-utsuro-A1-S-1-Ex1), "Shadow of Annihilation That Opposes All Creation" (NA-13-utsuro-A1-S-1-Ex2), "Perish the Self and Haunt the Silence" (NA-13-utsuro-A1-S-1-Ex3), "The End Cometh" (NA-13-utsuro-A1-S-1-Ex4)
    And A holds "Full Moon" (NA-13-utsuro-O-N-1) in hand
    And A's deck is "Dark Pulse" (NA-13-utsuro-O-N-2) from the top
    And A's discard pile holds "Reap" (NA-13-utsuro-O-N-3)
    And A's face-down pile holds "Pressure" (NA-13-utsuro-O-N-4)
    And A has "Curse of Ashes" (NA-13-utsuro-O-N-7) deployed with 2 crystals
    And B holds "Slash" (NA-01-yurina-O-N-1) in hand
    And A has life 8
    And the dust is 13
    When the position is submitted
    Then the duel is at start_phase of turn 4 with B active
    And "Full Moon" is face up in A's out-of-game zone
    And "Dark Pulse" is face up in A's out-of-game zone
    And "Reap" is face up in A's out-of-game zone
    And "Pressure" is face up in A's out-of-game zone
    And "Curse of Ashes" is face up in A's out-of-game zone
    And "NA-13-utsuro-A1-S-1" is face up in A's out-of-game zone
    And "желание" is a used trump
    And A has 0 cards in extra zone
    And A has 1 card in hand
    And A has 2 cards in deck
    And A has life 5
    And B has 1 card in hand
    And the dust is 18

  @clause:A-11-2 @card:NA-13-utsuro-A1-S-1
  Scenario: with real cards, with 12 in the dust nothing happens
    Given a duel in A's end phase
    And A has the used trump "Reverberation Device: Kururu-Type" (NA-13-utsuro-A1-S-1)
    And A's extra zone holds "желание" (NA-13-utsuro-A1-S-1-Ex1), "Shadow of Annihilation That Opposes All Creation" (NA-13-utsuro-A1-S-1-Ex2), "Perish the Self and Haunt the Silence" (NA-13-utsuro-A1-S-1-Ex3), "The End Cometh" (NA-13-utsuro-A1-S-1-Ex4)
    And A holds "Full Moon" (NA-13-utsuro-O-N-1) in hand
    And A has "Curse of Ashes" (NA-13-utsuro-O-N-7) deployed with 2 crystals
    And A has life 8
    And the dust is 12
    When the position is submitted
    Then "Full Moon" is in A's hand
    And "Curse of Ashes" has 2 crystals
    And "NA-13-utsuro-A1-S-1" is a used trump
    And A has 4 cards in extra zone
    And A has life 8
