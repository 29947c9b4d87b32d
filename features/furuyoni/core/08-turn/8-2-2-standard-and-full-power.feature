Feature: C 8-2-2 Standard and full-power actions
  What the main phase allows depends on the kind of action chosen at its start (C 8-2-2).
  A — standard action: the active player repeatedly uses a card from the hand, uses an unused trump,
  or takes a basic action, until choosing to end the phase; cards with the full-power subtype cannot
  be used. B — full-power action: the active player uses one card from the hand or one unused trump
  (or ends the phase at once), and once that use has fully resolved the main phase ends; basic
  actions are not available.

  @clause:C-8-2-2
  Rule: a standard action repeats uses and basic actions until the player ends the phase

    Background:
      Given a duel in A's main phase with a standard action
      And the distance is 8
      And A has aura 1, concentration 1
      And the test cards:
        | id    | type   | subtype    | category | cost |
        | chant | action |            |          |      |
        | hymn  | action |            |          |      |
        | surge | action | full-power |          |      |
        | bolt  | action |            | trump    | 0    |
      And "chant" has the effect "on_use: move distance -> self.aura 1"
      And "hymn" has the effect "on_use: move distance -> self.aura 1"
      And "surge" has the effect "on_use: move distance -> self.aura 2"
      And "bolt" has the effect "on_use: move distance -> self.aura 1"
      And A holds chant, hymn, surge in hand
      And A has the unused trump "bolt"

    @clause:C-8-2-2
    Scenario: hand cards, an unused trump and a basic action follow one another in one main phase
      When A uses "chant"
      Then A must decide main_action
      When A uses "bolt"
      Then A must decide main_action
      And "bolt" is a used trump
      When A performs advance paying concentration
      Then A must decide main_action
      When A uses "hymn"
      Then A must decide main_action
      And A has aura 5
      And the distance is 4
      And the duel is at main_action of turn 3 with A active

    @clause:C-8-2-2
    Scenario: a full-power card cannot be used in a standard action
      When A tries to use "surge"
      Then the action is illegal citing "C 8-2-2"

    @clause:C-8-2-2
    Scenario: the options of a standard action leave out the full-power card
      When the position is submitted
      Then the options include use chant, use hymn, use bolt, advance by concentration, end phase
      And the options do not include use surge

    @clause:C-8-2-2 @clause:C-8
    Scenario: the player ends the standard action when they choose, and the turn moves on
      When A uses "chant"
      And A ends the main phase
      Then the duel is at start_phase of turn 4 with B active
      And "hymn" is in A's hand
      And A has aura 2

    @clause:C-8-2-2
    Scenario: with real cards, Art of Drawing, a full-power card, cannot be used in a standard action
      Given a duel in A's main phase with a standard action
      And the distance is 3
      And A holds "Art of Drawing" (NA-01-yurina-O-N-4), "Slash" (NA-01-yurina-O-N-1) in hand
      When the position is submitted
      Then the options include use Slash
      And the options do not include use Art of Drawing
      When A tries to use "Art of Drawing"
      Then the action is illegal citing "C 8-2-2"

    @clause:C-8-2-2
    Scenario: with real cards, Slash then a basic action follow one another in one standard action
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And A holds "Slash" (NA-01-yurina-O-N-1) in hand
      And A has concentration 1
      And B has aura 5
      When A uses "Slash"
      And B takes the damage on aura
      And A performs advance paying concentration
      Then the distance is 3
      And A must decide main_action

  @clause:C-8-2-2
  Rule: a full-power action is one use of a card, after which the main phase ends

    Background:
      Given a duel in A's main phase with a full-power action
      And the distance is 8
      And A has aura 1, concentration 1
      And the test cards:
        | id    | type   | subtype    | category | cost |
        | chant | action |            |          |      |
        | surge | action | full-power |          |      |
        | bolt  | action |            | trump    | 0    |
      And "chant" has the effect "on_use: move distance -> self.aura 1"
      And "surge" has the effect "on_use: move distance -> self.aura 2"
      And "bolt" has the effect "on_use: move distance -> self.aura 1"
      And A holds chant, surge in hand
      And A has the unused trump "bolt"

    @clause:C-8-2-2
    Scenario: after one card the main phase ends and the turn passes
      When A uses "chant"
      Then the duel is at start_phase of turn 4 with B active
      And "surge" is in A's hand
      And A has aura 2
      And the ruling cites "C 8-2-2"

    @clause:C-8-2-2
    Scenario: a full-power card can be used in a full-power action
      When A uses "surge"
      Then A has aura 3
      And the distance is 6
      And the duel is at start_phase of turn 4 with B active

    @clause:C-8-2-2
    Scenario: an unused trump can be the one card of a full-power action
      When A uses "bolt"
      Then "bolt" is a used trump
      And "chant" is in A's hand
      And the duel is at start_phase of turn 4 with B active

    @clause:C-8-2-2
    Scenario: no basic action can be taken in a full-power action
      When A tries to perform advance paying concentration
      Then the action is illegal citing "C 8-2-2"

    @clause:C-8-2-2
    Scenario: no basic action can be paid for with a card either
      When A tries to perform advance putting "chant" face-down
      Then the action is illegal citing "C 8-2-2"

    @clause:C-8-2-2
    Scenario: the player may end a full-power action without using anything
      When A ends the main phase
      Then the duel is at start_phase of turn 4 with B active
      And A has 2 cards in hand
      And A has aura 1

    @clause:C-8-2-2
    Scenario: with real cards, Art of Drawing is the one card of a full-power action, after which the main phase ends
      Given a duel in A's main phase with a full-power action
      And the distance is 3
      And A holds "Art of Drawing" (NA-01-yurina-O-N-4), "Slash" (NA-01-yurina-O-N-1) in hand
      And B has aura 5, life 10
      When A uses "Art of Drawing"
      And B takes the damage on life
      Then B has life 7
      And the duel is at start_phase of turn 4 with B active
