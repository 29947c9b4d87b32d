Feature: C 10-34 Instead of reacting
  Some effects may be applied "instead of reacting": at step i of an attack's resolution (C 9-4), in
  place of picking a card to react with, the defender applies the effect. It is one or the other. The
  step exists even for an attack with No reaction (all), so the effect stays available against it
  (second supplement of C 10-22).

  Background:
    Given a duel in A's main phase with a standard action
    And the distance is 3
    And the test cards:
      | id       | type   | category | subtype  | range | damage | cost | keywords    |
      | jab      | attack |          |          | 0-10  | -/1    |      |             |
      | rush     | attack |          |          | 0-10  | -/1    |      | no_reaction |
      | guard    | action |          | reaction |       |        |      |             |
      | identity | action | trump    |          |       |        | 0    |             |
      | oath     | action | trump    |          |       |        | 0    |             |
    And "guard" has the effect "on_use: gain_concentration self 1"
    And "identity" has the effect "while_used: instead_of_reaction: nullify_attack"
    And "oath" has the effect "while_used: instead_of_reaction: move self.flare -> dust 1, if done: nullify_attack"
    And B has life 10, concentration 0, flare 0

  @clause:C-10-34
  Scenario: the effect is offered beside the reaction cards
    Given A holds jab in hand
    And B holds guard in hand
    And B has the used trump "identity"
    When A uses "jab"
    Then B must decide reaction
    And the options are exactly decline, use guard, choose identity

  @clause:C-10-34
  Scenario: applied instead of reacting, its effect answers the attack
    Given A holds jab in hand
    And B holds guard in hand
    And B has the used trump "identity"
    When A uses "jab"
    And B chooses "identity"
    Then B has life 10, concentration 0
    And the ruling cites "C 10-34"
    And B has 1 card in hand

  @clause:C-10-34 @clause:C-10-22
  Scenario: it stays available against an attack with No reaction (all)
    Given A holds rush in hand
    And B holds guard in hand
    And B has the used trump "identity"
    When A uses "rush"
    Then B must decide reaction
    And the options are exactly decline, choose identity
    When B chooses "identity"
    Then B has life 10

  @clause:C-10-34 @clause:C-10-40
  Scenario: a part it cannot do in full leaves what depends on it undone
    Given A holds jab in hand
    And B has the used trump "oath"
    When A uses "jab"
    And B chooses "oath"
    Then B has life 9

  @clause:C-10-34
  Scenario: with real cards, used Her Identity, instead of a reaction, leaves the game with a card of another goddess discarded and nullifies the attack
    Given a duel in A's main phase with a standard action
    And the distance is 4
    And A has the unused trump "Perpetual Wind" (NA-04-tokoyo-O-S-3)
    And A has flare 1
    And B has the used trump "Her Identity" (NA-16-yatsuha-AA1-S-4)
    And B holds "Slash" (NA-01-yurina-O-N-1) in hand
    And B has aura 5, life 10
    When A uses "Perpetual Wind"
    Then B must decide reaction
    And the options include choose Her Identity
    When B chooses "Her Identity"
    And B chooses "Slash"
    Then B has aura 5, life 10
    And "B:Slash" is in B's discard pile
    And "B:Her Identity" is face up in B's out-of-game zone
