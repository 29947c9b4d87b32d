Feature: C 10-24 Proving that an action cannot be done
  When an effect makes a player do something with hidden information — pick a card of some kind from
  their own hand, say — and it cannot be done, the player reveals that information, proving to the
  opponent that it cannot be done. Cards in a hand, a face-down pile or a deck are hidden (C 7-1-6,
  7-1-8, 7-1-10); a discard pile is public, so nothing needs proving there.

  Background:
    Given a duel in A's main phase with a standard action
    And the distance is 3
    And the test cards:
      | id     | type   | range | damage |
      | edict  | action |       |        |
      | scour  | action |       |        |
      | slash  | attack | 3-4   | -/1    |
      | leaf   | action |       |        |
    And "edict" has the effect "on_use: remove_from_game hand action by opponent, if done: gain_concentration self 1"
    And "scour" has the effect "on_use: remove_from_game opponent.discard action"
    And A has concentration 0

  @clause:C-10-24
  Scenario: with no card of the kind in hand, the hand is revealed to prove it
    Given A holds edict in hand
    And B holds slash in hand
    When A uses "edict"
    Then the ruling cites "C 10-24"
    And B has 1 card in hand
    And A has concentration 0

  @clause:C-10-24
  Scenario: with a card of the kind in hand, the player picks it and nothing is revealed
    Given A holds edict in hand
    And B holds slash, leaf in hand
    When A uses "edict"
    Then B must decide choose
    When B chooses "leaf"
    Then the ruling does not cite "C 10-24"
    And "leaf" is face up in B's out-of-game zone
    And A has concentration 1

  @clause:C-10-24
  Scenario: a public zone needs no proof
    Given A holds scour in hand
    And B's discard pile holds slash
    When A uses "scour"
    Then the ruling does not cite "C 10-24"
    And B has 1 card in discard pile

  @clause:C-10-24
  Scenario: with real cards, after Perpetual Wind the opponent with only attack cards in hand reveals it to prove it
    Given a duel in A's main phase with a standard action
    And the distance is 4
    And A has the unused trump "Perpetual Wind" (NA-04-tokoyo-O-S-3)
    And A has flare 1
    And B holds "Slash" (NA-01-yurina-O-N-1) in hand
    And B has aura 5, life 10
    When A uses "Perpetual Wind"
    And B takes the damage on aura
    Then "B:Slash" is in B's hand
    And the ruling cites "C 10-24"

  @clause:C-10-24
  Scenario: with real cards, after Perpetual Wind the opponent with a card that is no attack discards it, and nothing is revealed
    Given a duel in A's main phase with a standard action
    And the distance is 4
    And A has the unused trump "Perpetual Wind" (NA-04-tokoyo-O-S-3)
    And A has flare 1
    And B holds "Slash" (NA-01-yurina-O-N-1), "Backstep" (NA-03-himika-O-N-5) in hand
    And B has aura 5, life 10
    When A uses "Perpetual Wind"
    And B takes the damage on aura
    And B chooses "Backstep"
    Then "B:Backstep" is in B's discard pile
    And the ruling does not cite "C 10-24"
