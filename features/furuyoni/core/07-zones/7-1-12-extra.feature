Feature: C 7-1-12 The extra zone
  Each player's extra zone holds that player's own cards face up (C 7-1-12). A trump there counts as
  a used trump, yet no card in the extra zone has any effect: neither its start-phase effects nor its
  constant effects apply, and — being neither in the hand nor an unused trump — it cannot be used.
  What starts the duel there is left to the additional rules.

  @clause:C-7-1-12
  Rule: a trump in the extra zone counts as used, but its effects are not in force

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

    @clause:C-7-1-12 @clause:C-8-1-2
    Scenario: a used trump in the trump zone resolves its start-phase effect
      Given A has the used trump "relic"
      When the position is submitted
      Then A has aura 4
      And the distance is 7

    @clause:C-7-1-12
    Scenario: the same trump in the extra zone does not resolve its start-phase effect
      Given A's extra zone holds relic
      When the position is submitted
      Then A has aura 3
      And the distance is 8
      And A must decide reshuffle

    @clause:C-7-1-12
    Scenario: with real cards, желание used in the trump zone keeps its holder from taking Slash's damage
      Given a duel in B's main phase with a standard action
      And the distance is 4
      And A has the used trump "желание" (NA-13-utsuro-A1-S-1-Ex1)
      And B holds "Slash" (NA-01-yurina-O-N-1) in hand
      And A has aura 3, life 10
      When B uses "Slash"
      Then A has aura 3, life 10

    @clause:C-7-1-12
    Scenario: with real cards, the same желание in the extra zone counts as used but does not keep the damage off
      Given a duel in B's main phase with a standard action
      And the distance is 4
      And A's extra zone holds "желание" (NA-13-utsuro-A1-S-1-Ex1)
      And B holds "Slash" (NA-01-yurina-O-N-1) in hand
      And A has aura 3, life 10
      When B uses "Slash"
      And A takes the damage on life
      Then A has aura 3, life 9

  @clause:C-7-1-12
  Rule: constant effects of cards in the extra zone do not apply

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

    @clause:C-7-1-12
    Scenario: a constant effect in the discard pile keeps its player in the duel at life 0
      Given A's discard pile holds charm
      When A uses "prick"
      Then A has life 0
      And the duel goes on

    @clause:C-7-1-12
    Scenario: the same constant effect from the extra zone does not apply
      Given A's extra zone holds charm
      When A uses "prick"
      Then A has life 0
      And B wins

  @clause:C-7-1-12
  Rule: a card in the extra zone cannot be used

    Background:
      Given a duel in A's main phase with a standard action
      And the test cards:
        | id    | type   | category | cost |
        | relic | action | trump    | 0    |
        | chant | action |          |      |
      And "chant" has the effect "on_use: gain_concentration self 1"

    @clause:C-7-1-12
    Scenario: a trump in the extra zone cannot be used
      Given A's extra zone holds relic
      When A tries to use "relic"
      Then the action is illegal citing "C 8-2-2"

    @clause:C-7-1-12
    Scenario: a normal card in the extra zone cannot be used
      Given A's extra zone holds chant
      When A tries to use "chant"
      Then the action is illegal citing "C 8-2-2"

    @clause:C-7-1-12
    Scenario: with real cards, Windbeast Manifestation in the extra zone cannot be used
      Given A's extra zone holds "Windbeast Manifestation" (NA-12-raira-O-S-3-Ex1)
      And A has flare 3
      And the distance is 2
      When A tries to use "Windbeast Manifestation"
      Then the action is illegal citing "C 8-2-2"
