Feature: C 4-2 Winning and losing
  The win/loss check comes before every other rule and effect and happens the moment its condition
  holds (C 4-2). A player whose life is 0 loses, and the opponent wins, unless the player is under a
  "cannot lose" effect or the opponent under a "cannot win" effect. A player made to lose by an effect
  loses unless under "cannot lose", and the opponent's win then cannot be altered; a player made to win
  by an effect wins unless under "cannot win", and the opponent's loss then cannot be altered.
  Decision of the suite (clause index, C 4-2): the text says nothing of both players reaching life 0 at
  once; as in the 2018 edition, the duel is then a draw.

  @clause:C-4-2
  Rule: a player whose life reaches 0 loses

    Background:
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And the test cards:
        | id    | type        | range | damage | charge |
        | jab   | attack      | 4     | -/1    |        |
        | hook  | attack      | 4     | -/1    |        |
        | charm | enhancement |       |        | 2      |
        | curse | enhancement |       |        | 2      |
      And "hook" has the effect "after_attack: gain_concentration self 1"
      And "charm" has the effect "while_deployed: cannot_lose self"
      And "curse" has the effect "while_deployed: cannot_win opponent"

    @clause:C-4-2
    Scenario: the last life crystal lost ends the duel with the opponent's win
      Given B has life 1
      And A holds jab in hand
      When A uses "jab"
      Then B has life 0
      And A wins
      And the ruling cites "C 4-2"

    @clause:C-4-2
    Scenario: the position returned after the win is the finished duel, not the step it ended in
      # The duel ends the moment a life reaches 0 (C 4-2): what can be resumed is the duel as it ended,
      # with its result, not A's main phase with the attack half resolved.
      Given B has life 1
      And A holds jab in hand
      When A uses "jab"
      Then A wins
      And the position to resume is the finished duel, won by A

    @clause:C-4-2
    Scenario: a player left with life 1 has not lost
      Given B has life 2
      And A holds jab in hand
      When A uses "jab"
      Then B has life 1
      And the duel goes on
      And the ruling does not cite "C 4-2"

    @clause:C-4-2
    Scenario: the check pre-empts everything else: the rest of the attack does not resolve
      Given B has life 1
      And A has concentration 0
      And A holds hook in hand
      When A uses "hook"
      Then A wins
      And A has concentration 0

    @clause:C-4-2
    Scenario: without the win the same attack goes on to its after-attack effect
      Given B has life 2
      And A has concentration 0
      And A holds hook in hand
      When A uses "hook"
      Then the duel goes on
      And A has concentration 1

    @clause:C-4-2 @clause:C-1-4
    Scenario: a player under "cannot lose" stays in the duel at life 0
      Given B has life 1
      And B has "charm" deployed with 2 crystals
      And A holds jab in hand
      When A uses "jab"
      Then B has life 0
      And the duel goes on

    @clause:C-4-2
    Scenario: a player at life 0 does not lose while the opponent is under "cannot win"
      Given B has life 1
      And B has "curse" deployed with 2 crystals
      And A holds jab in hand
      When A uses "jab"
      Then B has life 0
      And the duel goes on

    @clause:C-4-2
    Scenario: a protected player already at life 0 still wins when the opponent's life reaches 0
      Given A has life 0
      And A has "charm" deployed with 2 crystals
      And B has life 1
      And A holds jab in hand
      When A uses "jab"
      Then A wins

    @clause:C-4-2
    Scenario: with real cards, the last life crystal taken by Slash ends the duel with the attacker's win
      Given B has life 1, aura 3
      And A holds "Slash" (NA-01-yurina-O-N-1) in hand
      When A uses "Slash"
      And B takes the damage on life
      Then B has life 0
      And A wins
      And the ruling cites "C 4-2"

    @clause:C-4-2
    Scenario: with real cards, a player Slash leaves at life 1 has not lost
      Given B has life 2, aura 3
      And A holds "Slash" (NA-01-yurina-O-N-1) in hand
      When A uses "Slash"
      And B takes the damage on life
      Then B has life 1
      And the duel goes on
      And the ruling does not cite "C 4-2"

  @clause:C-4-2
  Rule: the check is made as soon as its condition holds, not only when a life changes

    Background:
      Given a duel at the start of turn 3 with A active
      And the test cards:
        | id    | type        | charge |
        | n1    | action      |        |
        | n2    | action      |        |
        | charm | enhancement | 1      |
        | truce | enhancement | 1      |
      And "charm" has the effect "while_deployed: cannot_lose self"
      And "truce" has the effect "while_deployed: cannot_lose self"
      And "truce" has the effect "while_deployed: cannot_lose opponent"
      And A's deck is n1, n2 from the top

    @clause:C-4-2 @clause:C-8-1-3
    Scenario: a player at life 0 loses the moment the "cannot lose" protection ends
      Given A has life 0
      And A has "charm" deployed with 1 crystal
      When the position is submitted
      Then B wins

    @clause:C-4-2 @clause:C-8-1-3
    Scenario: both players at life 0 losing their protection at the same moment: the duel is a draw
      Given A has life 0
      And B has life 0
      And A has "truce" deployed with 1 crystal
      When the position is submitted
      Then the duel is a draw

    @clause:C-4-2 @clause:C-8-1-3
    Scenario: while the protection lasts the player at life 0 plays on
      Given A has life 0
      And A has "charm" deployed with 2 crystals
      When the position is submitted
      Then the duel goes on
      And A must decide reshuffle

  @clause:C-4-2
  Rule: a player made to lose by an effect loses

    Background:
      Given a duel in A's main phase with a standard action
      And the test cards:
        | id    | type        | charge |
        | doom  | action      |        |
        | charm | enhancement | 2      |
        | curse | enhancement | 2      |
      And "doom" has the effect "on_use: lose opponent"
      And "charm" has the effect "while_deployed: cannot_lose self"
      And "curse" has the effect "while_deployed: cannot_win opponent"
      And A holds doom in hand

    @clause:C-4-2
    Scenario: an effect that makes the opponent lose ends the duel
      When A uses "doom"
      Then A wins
      And B has life 10
      And the ruling cites "C 4-2"

    @clause:C-4-2
    Scenario: the effect does nothing to a player under "cannot lose"
      Given B has "charm" deployed with 2 crystals
      When A uses "doom"
      Then the duel goes on

    @clause:C-4-2
    Scenario: the win that follows a loss by effect cannot be altered, even by "cannot win"
      Given B has "curse" deployed with 2 crystals
      When A uses "doom"
      Then A wins

    @clause:C-4-2
    Scenario: with real cards, Blazing Sun - Crimson Himika (NA-03-himika-A1-S-2) makes its own user lose after the attack
      Given a duel in A's main phase with a full-power action
      And A has the unused trump "Blazing Sun - Crimson Himika" (NA-03-himika-A1-S-2)
      And A has flare 5
      And the distance is 6
      And B has aura 5, life 10
      When A uses "Blazing Sun - Crimson Himika"
      And B takes the damage on aura
      Then B has aura 3, life 10
      And B wins

  @clause:C-4-2
  Rule: a player made to win by an effect wins

    Background:
      Given a duel in A's main phase with a standard action
      And the test cards:
        | id    | type        | charge |
        | glory | action      |        |
        | charm | enhancement | 2      |
        | curse | enhancement | 2      |
      And "glory" has the effect "on_use: win self"
      And "charm" has the effect "while_deployed: cannot_lose self"
      And "curse" has the effect "while_deployed: cannot_win opponent"
      And A holds glory in hand

    @clause:C-4-2
    Scenario: an effect that makes its player win ends the duel
      When A uses "glory"
      Then A wins
      And the ruling cites "C 4-2"

    @clause:C-4-2 @clause:C-1-4
    Scenario: the effect does nothing for a player under "cannot win"
      Given B has "curse" deployed with 2 crystals
      When A uses "glory"
      Then the duel goes on

    @clause:C-4-2
    Scenario: the loss that follows a win by effect cannot be altered, even by "cannot lose"
      Given B has "charm" deployed with 2 crystals
      When A uses "glory"
      Then A wins
