Feature: C 8-1-3 The start-phase default process
  After the start-phase effects, the default process runs its four steps in order (C 8-1-3):
  i the active player gains 1 concentration; ii one crystal is taken off each enhancement, all at
  once, to the dust — an enhancement left with none is then destroyed (C 5-5-2, 9-5); iii the active
  player may reshuffle once, taking 1 damage to life for it (C 9-7); iv the active player draws two
  cards. The whole process is skipped on turn 1 (the first player's first turn) and turn 2 (the
  second player's first turn) only.

  Decision (clause index, AMBIGUITIES #9): step ii does not say whose enhancements lose a crystal.
  The suite takes the active player's own enhancements (those in the active player's enhancement
  zone), as the game is played; the non-active player's enhancements keep their crystals.

  @clause:C-8-1-3
  Rule: turns 1 and 2 skip the default process, turn 3 does not

    @clause:C-8-1-3
    Scenario: on turn 1 nothing of the default process happens
      Given a duel at the start of turn 1 with A active
      And the test cards:
        | id    | type        | charge |
        | ward  | enhancement | 1      |
        | leaf  | action      |        |
        | stone | action      |        |
      And A has concentration 0
      And A's deck is leaf, stone from the top
      And A has "ward" deployed with 2 crystals
      When the position is submitted
      Then A must decide action_kind
      And A has concentration 0
      And "ward" has 2 crystals
      And A has 0 cards in hand
      And A has 2 cards in deck

    @clause:C-8-1-3
    Scenario: on turn 2 the second player's start phase skips it too
      Given a duel at the start of turn 2 with B active
      And the test cards:
        | id    | type        | charge |
        | ward  | enhancement | 1      |
        | leaf  | action      |        |
        | stone | action      |        |
      And B has concentration 1
      And B's deck is leaf, stone from the top
      And B has "ward" deployed with 2 crystals
      When the position is submitted
      Then B must decide action_kind
      And B has concentration 1
      And "B:ward" has 2 crystals
      And B has 0 cards in hand
      And B has 2 cards in deck

    @clause:C-8-1-3
    Scenario: on turn 3 the default process runs
      Given a duel at the start of turn 3 with A active
      And the test cards:
        | id    | type        | charge |
        | ward  | enhancement | 1      |
        | leaf  | action      |        |
        | stone | action      |        |
      And A has concentration 0
      And A's deck is leaf, stone from the top
      And A has "ward" deployed with 2 crystals
      When the position is submitted
      Then A must decide reshuffle
      And A has concentration 1
      And "ward" has 1 crystal
      When A does not reshuffle
      Then A has 2 cards in hand
      And A has 0 cards in deck
      And the ruling cites "C 8-1-3"

    @clause:C-8-1-3
    Scenario: with real cards, on turn 3 the default process gains concentration, ticks Smoke and draws two
      Given a duel at the start of turn 3 with A active
      And A has concentration 0
      And A's deck is "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2) from the top
      And A has "Smoke" (NA-03-himika-O-N-7) deployed with 2 crystals
      When the position is submitted
      Then A must decide reshuffle
      And A has concentration 1
      And "Smoke" has 1 crystal
      When A does not reshuffle
      Then "Slash" is in A's hand
      And "Brandish" is in A's hand
      And A has 0 cards in deck
      And the ruling cites "C 8-1-3"

    @clause:C-8-1-3
    Scenario: with real cards, on turn 1 nothing of the default process happens
      Given a duel at the start of turn 1 with A active
      And A has concentration 0
      And A's deck is "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2) from the top
      And A has "Smoke" (NA-03-himika-O-N-7) deployed with 2 crystals
      When the position is submitted
      Then A must decide action_kind
      And A has concentration 0
      And "Smoke" has 2 crystals
      And A has 0 cards in hand
      And A has 2 cards in deck

  @clause:C-8-1-3
  Rule: step i — the active player gains one concentration, or loses the flinch instead

    Background:
      Given a duel at the start of turn 3 with A active
      And the test cards:
        | id    | type   |
        | leaf  | action |
        | stone | action |
      And A's deck is leaf, stone from the top

    @clause:C-8-1-3
    Scenario: the active player gains one concentration
      Given A has concentration 1
      And B has concentration 0
      When the position is submitted
      Then A has concentration 2
      And B has concentration 0

    @clause:C-8-1-3 @clause:C-5-1-4
    Scenario: a flinched active player loses the flinch instead of gaining concentration
      Given A has concentration 0, flinched
      When the position is submitted
      Then A has concentration 0, not flinched

  @clause:C-8-1-3
  Rule: step ii — one crystal comes off each of the active player's enhancements at once

    Background:
      Given a duel at the start of turn 3 with A active
      And the test cards:
        | id     | type        | charge |
        | ward   | enhancement | 1      |
        | shield | enhancement | 1      |
        | leaf   | action      |        |
        | stone  | action      |        |
      And A's deck is leaf, stone from the top

    @clause:C-8-1-3
    Scenario: each of the active player's enhancements loses exactly one crystal to the dust
      Given A has "ward" deployed with 3 crystals
      And A has "shield" deployed with 2 crystals
      When the position is submitted
      Then "ward" has 2 crystals
      And "shield" has 1 crystal
      And the dust is 2

    @clause:C-8-1-3
    Scenario: the non-active player's enhancements keep their crystals (our reading)
      Given A has "ward" deployed with 2 crystals
      And B has "shield" deployed with 2 crystals
      When the position is submitted
      Then "ward" has 1 crystal
      And "B:shield" has 2 crystals
      And the dust is 1

    @clause:C-8-1-3 @clause:C-9-5
    Scenario: an enhancement that loses its last crystal is destroyed
      Given A has "ward" deployed with 1 crystal
      When the position is submitted
      Then "ward" is in A's discard pile
      And A has 0 cards in enhancement zone
      And the dust is 1
      And A must decide reshuffle

    @clause:C-8-1-3 @clause:C-5-5
    Scenario: the crystals leave all at once, so two enhancements emptied together are destroyed in the active player's order
      Given A has "ward" deployed with 1 crystal
      And A has "shield" deployed with 1 crystal
      When the position is submitted
      Then A must decide order
      And the options include first ward, first shield
      When A resolves "shield" first
      Then "ward" is in A's discard pile
      And "shield" is in A's discard pile
      And the dust is 2
      And A must decide reshuffle

  @clause:C-8-1-3
  Rule: step iii — the active player may reshuffle once, for 1 damage to life

    Background:
      Given a duel at the start of turn 3 with A active
      And the test cards:
        | id    | type   |
        | leaf  | action |
        | stone | action |
        | reed  | action |
        | moss  | action |

    @clause:C-8-1-3
    Scenario: the reshuffle is offered as a choice
      Given A's deck is reed, moss from the top
      When the position is submitted
      Then A must decide reshuffle
      And the options are exactly accept, decline

    @clause:C-8-1-3 @clause:C-9-7
    Scenario: reshuffling costs 1 life and the reshuffled cards are drawn in step iv
      Given A has life 10, flare 0
      And A's discard pile holds leaf, stone
      When A reshuffles
      Then A has life 9, flare 1
      And "leaf" is in A's hand
      And "stone" is in A's hand
      And A has 0 cards in discard pile
      And A has 0 cards in deck
      And A must decide action_kind

    @clause:C-8-1-3
    Scenario: declining the reshuffle costs nothing and leaves the discard pile alone
      Given A has life 10
      And A's deck is reed, moss from the top
      And A's discard pile holds leaf, stone
      When A does not reshuffle
      Then A has life 10
      And "reed" is in A's hand
      And "moss" is in A's hand
      And A has 2 cards in discard pile
      And A must decide action_kind

    @clause:C-8-1-3 @clause:C-5-5-3
    Scenario: declining with an empty deck leaves nothing to draw in step iv
      Given A has life 10, aura 0
      And A's discard pile holds leaf, stone
      When A does not reshuffle
      Then A has 0 cards in hand
      And A has life 8
      And A has 2 cards in discard pile

    @clause:C-8-1-3
    Scenario: the reshuffle is offered only once
      Given A's deck is reed from the top
      And A's discard pile holds leaf
      When A reshuffles
      Then A must decide action_kind
      And A has life 9

    @clause:C-8-1-3 @clause:C-9-7
    Scenario: with real cards, reshuffling costs 1 life and the reshuffled cards are drawn in step iv
      Given a duel at the start of turn 3 with A active
      And A has life 10, flare 0
      And A's discard pile holds "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2)
      When A reshuffles
      Then A has life 9, flare 1
      And "Slash" is in A's hand
      And "Brandish" is in A's hand
      And A has 0 cards in discard pile
      And A must decide action_kind

  @clause:C-8-1-3
  Rule: step iv — the active player draws two cards

    @clause:C-8-1-3 @clause:C-7-1-6
    Scenario: the active player draws the top two cards of their deck
      Given a duel at the start of turn 3 with A active
      And the test cards:
        | id    | type   |
        | leaf  | action |
        | stone | action |
        | reed  | action |
      And A's deck is leaf, stone, reed from the top
      And B's deck is reed from the top
      When A does not reshuffle
      Then "leaf" is in A's hand
      And "stone" is in A's hand
      And "reed" is on top of A's deck
      And A has 1 card in deck
      And B has 0 cards in hand
      And the ruling cites "C 8-1-3"
