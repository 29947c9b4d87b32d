Feature: C 7-1-16 Out of the game
  The out-of-game zone holds cards (and an endless supply of crystals) (C 7-1-16). Cards there have no
  effect in force; a trump lying there face up counts as used, and a face-down card there may be
  looked at by its holder only. None of them can be used.

  @clause:C-7-1-16
  Rule: constant effects of cards out of the game do not apply

    Background:
      Given a duel in A's main phase with a standard action
      And the test cards:
        | id    | type   |
        | charm | action |
        | prick | action |
      And "charm" has the effect "constant: cannot_lose self"
      And "prick" has the effect "on_use: damage self.life 1"
      And A has life 1
      And A holds prick in hand

    @clause:C-7-1-16
    Scenario: a constant effect in the discard pile keeps its player in the duel at life 0
      Given A's discard pile holds charm
      When A uses "prick"
      Then A has life 0
      And the duel goes on

    @clause:C-7-1-16
    Scenario: the same constant effect out of the game does not apply, even face up
      Given "charm" is face up in A's out-of-game zone
      When A uses "prick"
      Then A has life 0
      And B wins

    @clause:C-7-1-16
    Scenario: a face-down card out of the game, visible to its holder, has no constant effect either
      Given A's out-of-game zone holds charm
      When A uses "prick"
      Then A has life 0
      And B wins

  @clause:C-7-1-16
  Rule: a face-up trump out of the game counts as used, but its effects are not in force

    Background:
      Given a duel at the start of turn 3 with A active
      And the distance is 8
      And the test cards:
        | id    | type   | category | cost |
        | relic | action | trump    | 0    |
        | leaf  | action |          |      |
        | stone | action |          |      |
      And "relic" has the effect "while_used@start_phase: move distance -> self.aura 1"
      And A's deck is leaf, stone from the top

    @clause:C-7-1-16 @clause:C-8-1-2
    Scenario: a used trump in the trump zone resolves its start-phase effect
      Given A has the used trump "relic"
      When the position is submitted
      Then A has aura 4
      And the distance is 7

    @clause:C-7-1-16
    Scenario: the same trump face up out of the game does not resolve its start-phase effect
      Given "relic" is face up in A's out-of-game zone
      When the position is submitted
      Then A has aura 3
      And the distance is 8
      And A must decide reshuffle

    @clause:C-7-1-16
    Scenario: with real cards, желание face up out of the game counts as used but does not keep Slash's damage off
      Given a duel in B's main phase with a standard action
      And the distance is 4
      And "желание" (NA-13-utsuro-A1-S-1-Ex1) is face up in A's out-of-game zone
      And B holds "Slash" (NA-01-yurina-O-N-1) in hand
      And A has aura 3, life 10
      When B uses "Slash"
      And A takes the damage on life
      Then A has aura 3, life 9

  @clause:C-7-1-16
  Rule: cards out of the game cannot be used

    Background:
      Given a duel in A's main phase with a standard action
      And the test cards:
        | id    | type   | category | cost |
        | relic | action | trump    | 0    |
        | chant | action |          |      |
      And "chant" has the effect "on_use: gain_concentration self 1"

    @clause:C-7-1-16
    Scenario: a trump out of the game cannot be used
      Given A's out-of-game zone holds relic
      When A tries to use "relic"
      Then the action is illegal citing "C 8-2-2"

    @clause:C-7-1-16
    Scenario: a face-up normal card out of the game cannot be used
      Given "chant" is face up in A's out-of-game zone
      When A tries to use "chant"
      Then the action is illegal citing "C 8-2-2"

    @clause:C-7-1-16
    Scenario: with real cards, Red Bullet out of the game cannot be used
      Given A's out-of-game zone holds "Red Bullet" (NA-03-himika-O-S-1)
      And the distance is 5
      When A tries to use "Red Bullet"
      Then the action is illegal citing "C 8-2-2"
