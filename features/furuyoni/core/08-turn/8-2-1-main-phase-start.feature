Feature: C 8-2-1 The start of the main phase
  At the start of the main phase the active player chooses between a standard action and a
  full-power action, and the effects that act "at the start of the main phase" (constant,
  while-deployed, while-used and additional-rule effects) resolve; the choice and those effects are
  taken in whatever order the active player likes, each effect once (C 8-2-1). No card can be used
  and no basic action taken before the kind of action is chosen.

  @clause:C-8-2-1
  Rule: the active player chooses a standard or a full-power action

    Background:
      Given a duel at the start of A's main phase
      And the test cards:
        | id    | type   | range | damage |
        | slash | attack | 3-5   | 1/1    |
      And the distance is 4
      And A has concentration 1
      And A holds slash in hand

    @clause:C-8-2-1
    Scenario: the main phase begins with the choice of the kind of action
      When the position is submitted
      Then A must decide action_kind
      And the options are exactly standard action, full-power action

    @clause:C-8-2-1
    Scenario: no card can be used before the kind of action is chosen
      When A tries to use "slash"
      Then the action is illegal citing "C 8-2-1"

    @clause:C-8-2-1
    Scenario: no basic action can be taken before the kind of action is chosen
      When A tries to perform advance paying concentration
      Then the action is illegal citing "C 8-2-1"

    @clause:C-8-2-1
    Scenario: the non-active player does not choose
      When B tries to choose a standard action
      Then the action is illegal citing "C 8-2-1"

    @clause:C-8-2-1 @clause:C-8-2-2
    Scenario: after choosing a standard action the player acts in the main phase
      When A chooses a standard action
      Then the duel is at main_action of turn 3 with A active
      And A must decide main_action
      And the options include use slash, advance by concentration, end phase

    @clause:C-8-2-1 @clause:C-8-2-2
    Scenario: after choosing a full-power action the player acts in the main phase without basic actions
      When A chooses a full-power action
      Then A must decide main_action
      And the options include use slash, end phase
      And the options do not include advance by concentration

    @clause:C-8-2-1
    Scenario: with real cards, Slash cannot be used before the kind of action is chosen, and can be after
      Given a duel at the start of A's main phase
      And the distance is 4
      And A holds "Slash" (NA-01-yurina-O-N-1) in hand
      When A tries to use "Slash"
      Then the action is illegal citing "C 8-2-1"
      When A chooses a standard action
      And A uses "Slash"
      Then B must decide damage

  @clause:C-8-2-1
  Rule: the kind of action is chosen anew at each main phase, whatever the submitted state recorded

    @clause:C-8-2-1
    Scenario: a position standing at the start phase asks for the kind of action when its main phase starts
      # A state submitted at the start phase may carry an action kind left over (a default, or the last
      # main phase's); C 8-2-1 has the player choose at the start of this main phase all the same.
      Given a duel at the start of turn 1 with A active
      And the submitted state still records a standard action
      When the position is submitted
      Then A must decide action_kind
      And the options are exactly standard action, full-power action

    @clause:C-8-2-1
    Scenario: a position standing at the start of the main phase asks for it too
      Given a duel at the start of A's main phase
      And the submitted state still records a full-power action
      When the position is submitted
      Then A must decide action_kind

    @clause:C-8-2-1
    Scenario: once chosen, the kind holds for the rest of that main phase
      Given a duel in A's main phase with a full-power action
      When the position is submitted
      Then A must decide main_action

  @clause:C-8-2-1
  Rule: main-phase-start effects resolve once each, in the order the active player likes

    Background:
      Given a duel at the start of A's main phase
      And the distance is 8
      And the test cards:
        | id    | type        | category | cost | charge |
        | drum  | enhancement |          |      | 1      |
        | relic | action      | trump    | 0    |        |
      And "drum" has the effect "while_deployed@main_start: move distance -> self.aura 1"
      And "relic" has the effect "while_used@main_start: move distance -> self.aura 1"
      And A has "drum" deployed with 2 crystals

    @clause:C-8-2-1
    Scenario: a main-phase-start effect resolves once after a standard action is chosen
      When A chooses a standard action
      Then A has aura 4
      And the distance is 7
      And A must decide main_action
      And the ruling cites "C 8-2-1"

    @clause:C-8-2-1
    Scenario: a main-phase-start effect resolves once after a full-power action is chosen
      When A chooses a full-power action
      Then A has aura 4
      And the distance is 7
      And A must decide main_action

    @clause:C-8-2-1 @clause:C-5-1-1
    Scenario: with two effects due the active player orders them, and both resolve once
      Given A has the used trump "relic"
      When A chooses a standard action
      Then A must decide order
      When A resolves "relic" first
      Then A has aura 5
      And the distance is 6
      And A must decide main_action

    @clause:C-8-2-1
    Scenario: the active player may resolve a main-phase-start effect before choosing the kind of action
      # The choice and the effects are resolved "in the order the player wants" (C 8-2-1): the choice
      # is one of the items ordered, so an effect may come first (e.g. to see a drawn card first).
      When the position is submitted
      Then A must decide action_kind
      And the options include standard action, full-power action, first drum
      When A resolves "drum" first
      Then A has aura 4
      And the distance is 7
      And A must decide action_kind

    @clause:C-8-2-1
    Scenario: with real cards, Balsam's main-phase-start attack is offered beside the choice of the kind of action
      Given a duel at the start of A's main phase
      And A harbors Megumi with soil 5 ungerminated and 0 germinated
      And the distance is 2
      And B has aura 5, life 10
      And A has "Balsam" (NA-19-megumi-O-N-6) deployed with 2 crystals
      Then the options are exactly standard action, full-power action, first Balsam
      When A resolves "Balsam" first
      And B takes the damage on aura
      Then B has aura 3, life 10
      And A must decide action_kind
