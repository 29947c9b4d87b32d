Feature: C 9-1-2 Full-power-ised effects
  An effect marked full-power (전력화) is switched on only when its card was used by a full-power
  action. Used in a standard action, as a reaction or by an effect, the card resolves without it;
  its other effects are unaffected (C 9-1-2).

  @clause:C-9-1-2
  Rule: used by a full-power action, the marked effects work

    Background:
      Given a duel in A's main phase with a full-power action
      And the test cards:
        | id    | type   | range | damage |
        | surge | action |       |        |
        | crush | attack | 0-10  | -/1    |
      And "surge" has the effect "on_use: gain_concentration self 1"
      And "surge" has the effect "on_use full-power: move dust -> self.aura 2"
      And "crush" has the effect "after_attack full-power: gain_concentration self 1"
      And the dust is 2
      And A has aura 1, concentration 0

    @clause:C-9-1-2
    Scenario: an action card used by a full-power action resolves both its effects
      Given A holds surge in hand
      When A uses "surge"
      Then A has concentration 1, aura 3
      And the dust is 0

    @clause:C-9-1-2
    Scenario: a full-power after-attack effect resolves when the attack card was used by a full-power action
      Given A holds crush in hand
      When A uses "crush"
      Then B has life 9
      And A has concentration 1

    @clause:C-9-1-2
    Scenario: with real cards, Counteroffensive used by a full-power action gets its full-power +1/+1
      Given a duel in A's main phase with a full-power action
      And the distance is 3
      And A holds "Counteroffensive" (NA-18-mizuki-O-N-2) in hand
      And B has aura 5, life 10
      When A uses "Counteroffensive"
      And B takes the damage on life
      Then B has life 8

  @clause:C-9-1-2
  Rule: used in a standard action, the marked effects stay off and the rest of the card still resolves

    Background:
      Given a duel in A's main phase with a standard action
      And the test cards:
        | id    | type   | range | damage |
        | surge | action |       |        |
        | crush | attack | 0-10  | -/1    |
      And "surge" has the effect "on_use: gain_concentration self 1"
      And "surge" has the effect "on_use full-power: move dust -> self.aura 2"
      And "crush" has the effect "after_attack full-power: gain_concentration self 1"
      And the dust is 2
      And A has aura 1, concentration 0

    @clause:C-9-1-2
    Scenario: an action card used in a standard action resolves only its unmarked effect
      Given A holds surge in hand
      When A uses "surge"
      Then A has concentration 1, aura 1
      And the dust is 2
      And the ruling cites "C 9-1-2"

    @clause:C-9-1-2
    Scenario: the after-attack effect stays off when the attack card was used in a standard action
      Given A holds crush in hand
      When A uses "crush"
      Then B has life 9
      And A has concentration 0

    @clause:C-9-1-2
    Scenario: with real cards, Counteroffensive used in a standard action deals its printed 1/1 only
      Given a duel in A's main phase with a standard action
      And the distance is 3
      And A holds "Counteroffensive" (NA-18-mizuki-O-N-2) in hand
      And B has aura 5, life 10
      When A uses "Counteroffensive"
      And B takes the damage on life
      Then B has life 9

  @clause:C-9-1-2
  Rule: a reaction is not a full-power use, even inside the opponent's full-power action

    @clause:C-9-1-2
    Scenario: the reacting card resolves without its full-power effect
      Given a duel in A's main phase with a full-power action
      And the test cards:
        | id    | type   | subtype  | range | damage |
        | crush | attack |          | 0-10  | -/1    |
        | parry | action | reaction |       |        |
      And "parry" has the effect "on_use: move self.aura -> self.flare 1"
      And "parry" has the effect "on_use full-power: move dust -> self.aura 2"
      And the dust is 2
      And B has aura 2, flare 0
      And A holds crush in hand
      And B holds parry in hand
      When A uses "crush"
      And B reacts with "parry"
      Then B has aura 1, life 9, flare 2
      And the dust is 2
