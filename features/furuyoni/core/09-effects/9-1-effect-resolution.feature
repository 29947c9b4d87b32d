Feature: C 9-1 Resolving effects
  An effect resolves as soon as it arises. When several arise at the same moment, the active player
  picks one, it resolves completely, and the rest wait for their turn; the choice repeats while more
  than one is left. Nothing cuts into a resolution except the win/loss check and nested resolution
  (C 9-1; nesting itself is C 9-8).

  @clause:C-9-1
  Rule: the active player orders effects that arise at the same moment, each resolving to its end

    Background:
      Given a duel at the start of A's main phase
      And the dust is 2
      And A has aura 4
      And the test cards:
        | id     | type        | charge |
        | gather | enhancement | 1      |
        | funnel | enhancement | 1      |
        | coax   | enhancement | 1      |
      And "gather" has the effect "while_deployed@main_start: move dust -> self.aura 2"
      And "funnel" has the effect "while_deployed@main_start: move self.aura -> self.flare 3"
      And "coax" has the effect "while_deployed@main_start: may move dust -> self.aura 2"
      And A has "funnel" deployed with 1 crystal

    @clause:C-9-1
    Scenario: two effects due at the start of the main phase: the active player is asked which goes first
      Given A has "gather" deployed with 1 crystal
      When A chooses a standard action
      Then A must decide order
      And the options are exactly first gather, first funnel

    @clause:C-9-1
    Scenario: gathering first, then focusing, leaves aura 2 and one crystal in the dust
      Given A has "gather" deployed with 1 crystal
      When A chooses a standard action
      And A resolves "gather" first
      Then A has aura 2, flare 3
      And the dust is 1

    @clause:C-9-1
    Scenario: the other order gives the other result, so the choice is really the active player's
      Given A has "gather" deployed with 1 crystal
      When A chooses a standard action
      And A resolves "funnel" first
      Then A has aura 3, flare 3
      And the dust is 0

    @clause:C-9-1
    Scenario: while the chosen effect waits for its own decision, the other effect has not begun
      Given A has "coax" deployed with 1 crystal
      When A chooses a standard action
      And A resolves "coax" first
      Then A must decide may
      And A has aura 4, flare 0
      When A accepts
      Then A has aura 2, flare 3
      And the dust is 1

  @clause:C-9-1
  Rule: the win/loss check pre-empts the rest of a resolution

    Background:
      Given a duel in A's main phase with a standard action
      And the test cards:
        | id       | type   |
        | finisher | action |
      And "finisher" has the effect "on_use: damage opponent.life 1"
      And "finisher" has the effect "on_use: gain_concentration self 1"
      And A has concentration 0
      And A holds finisher in hand

    @clause:C-9-1
    Scenario: the opponent's life reaching 0 ends the duel before the card's next effect
      Given B has life 1
      When A uses "finisher"
      Then A wins
      And A has concentration 0

    @clause:C-9-1
    Scenario: when nobody is defeated the same card resolves its next effect as well
      Given B has life 2
      When A uses "finisher"
      Then the duel goes on
      And B has life 1
      And A has concentration 1

    @clause:C-9-1
    Scenario: with real cards, the defender's life reaching 0 by Magnum ends the duel before Magnum's after-attack effect
      Given a duel in A's main phase with a standard action
      And the distance is 5
      And A holds "Magnum" (NA-03-himika-O-N-3) in hand
      And A has life 10
      And B has aura 5, life 2
      When A uses "Magnum"
      And B takes the damage on life
      Then A wins
      And A has life 10

    @clause:C-9-1
    Scenario: with real cards, when nobody is defeated Magnum goes on to its after-attack effect
      Given a duel in A's main phase with a standard action
      And the distance is 5
      And A holds "Magnum" (NA-03-himika-O-N-3) in hand
      And A has life 10
      And B has aura 5, life 3
      When A uses "Magnum"
      And B takes the damage on life
      Then the duel goes on
      And B has life 1
      And A has life 9
