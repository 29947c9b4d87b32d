Feature: C 7-1-13 The sealed zone
  The sealed zone holds cards only, each one linked to the card that sealed it ("seal under this
  card") (C 7-1-13). A sealed card has no effect in force: its constant and start-phase effects do
  not apply, and it cannot be used, since it is neither in the hand nor an unused trump.

  @clause:C-7-1-13
  Rule: constant effects of sealed cards do not apply

    Background:
      Given a duel in A's main phase with a standard action
      And the test cards:
        | id    | type        | charge |
        | vault | enhancement | 1      |
        | charm | action      |        |
        | prick | action      |        |
      And "charm" has the effect "constant: cannot_lose self"
      And "prick" has the effect "on_use: damage self.life 1"
      And A has life 1
      And A holds prick in hand
      And A has "vault" deployed with 2 crystals

    @clause:C-7-1-13
    Scenario: a constant effect in the discard pile keeps its player in the duel at life 0
      Given A's discard pile holds charm
      When A uses "prick"
      Then A has life 0
      And the duel goes on

    @clause:C-7-1-13
    Scenario: the same constant effect does not apply while the card is sealed
      Given "charm" is sealed under A's "vault"
      When A uses "prick"
      Then A has life 0
      And B wins

    @clause:C-7-1-13
    Scenario: with real cards, желание sealed under Industria keeps nothing off: its holder takes Slash's damage
      Given a duel in B's main phase with a standard action
      And the distance is 4
      And A has the used trump "Industria" (NA-10-kururu-O-S-3)
      And "желание" (NA-13-utsuro-A1-S-1-Ex1) is sealed under A's "Industria"
      And B holds "Slash" (NA-01-yurina-O-N-1) in hand
      And A has aura 3, life 10
      When B uses "Slash"
      And A takes the damage on life
      Then A has aura 3, life 9

  @clause:C-7-1-13
  Rule: start-phase effects of sealed cards do not resolve

    Background:
      Given a duel at the start of turn 3 with A active
      And the distance is 8
      And the test cards:
        | id     | type        | category | cost | charge |
        | vault  | enhancement |          |      | 1      |
        | beacon | action      | trump    | 0    |        |
        | leaf   | action      |          |      |        |
        | stone  | action      |          |      |        |
      And "beacon" has the effect "while_used@start_phase: move distance -> self.aura 1"
      And A's deck is leaf, stone from the top
      And A has "vault" deployed with 2 crystals

    @clause:C-7-1-13 @clause:C-8-1-2
    Scenario: the trump used in the trump zone resolves its start-phase effect
      Given A has the used trump "beacon"
      When the position is submitted
      Then A has aura 4
      And the distance is 7

    @clause:C-7-1-13
    Scenario: the same trump sealed under a card does not resolve its start-phase effect
      Given "beacon" is sealed under A's "vault"
      When the position is submitted
      Then A has aura 3
      And the distance is 8
      And A must decide reshuffle

  @clause:C-7-1-13
  Rule: a sealed card cannot be used

    @clause:C-7-1-13
    Scenario: a sealed card cannot be used
      Given a duel in A's main phase with a standard action
      And the test cards:
        | id    | type        | charge |
        | vault | enhancement | 1      |
        | chant | action      |        |
      And "chant" has the effect "on_use: gain_concentration self 1"
      And A has "vault" deployed with 2 crystals
      And "chant" is sealed under A's "vault"
      When A tries to use "chant"
      Then the action is illegal citing "C 8-2-2"

    @clause:C-7-1-13
    Scenario: with real cards, Slash sealed under Industria cannot be used
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And A has the used trump "Industria" (NA-10-kururu-O-S-3)
      And "Slash" (NA-01-yurina-O-N-1) is sealed under A's "Industria"
      When A tries to use "Slash"
      Then the action is illegal citing "C 8-2-2"
