Feature: C 10-33 Cards that cannot be chosen
  A card effect may put a card in a state where it cannot be chosen. When a player deliberately picks
  one or more among options that include such a card, that card cannot be picked. The effect says
  whose choices it bars; test cards bar the choices made by the effects of one player (seen from the
  card's holder): a card picked by an effect, or a card an effect lets its player use.

  Background:
    Given a duel in A's main phase with a standard action
    And the distance is 3
    And the test cards:
      | id     | type   | range | damage |
      | exile  | action |       |        |
      | purge  | action |       |        |
      | herald | action |       |        |
      | shy    | action |       |        |
      | aloof  | action |       |        |
      | leaf   | action |       |        |
    And "exile" has the effect "on_use: remove_from_game opponent.discard"
    And "purge" has the effect "on_use: remove_from_game self.discard"
    And "herald" has the effect "on_use: use_card"
    And "shy" has the effect "constant: cannot_be_chosen opponent"
    And "aloof" has the effect "constant: cannot_be_chosen self"
    And "leaf" has the effect "on_use: gain_concentration self 1"
    And "aloof" has the effect "on_use: gain_concentration self 1"

  @clause:C-10-33
  Scenario: the card is not among the choices of the barred player's effect
    Given A holds exile in hand
    And B's discard pile holds shy, leaf
    When A uses "exile"
    Then A must decide choose
    And the options are exactly choose B:leaf

  @clause:C-10-33
  Scenario: picking it anyway is refused
    Given A holds exile in hand
    And B's discard pile holds shy, leaf
    When A uses "exile"
    And A tries to choose "B:shy"
    Then the action is illegal citing "C 10-33"

  @clause:C-10-33
  Scenario: when it is the only card, there is nothing to choose
    Given A holds exile in hand
    And B's discard pile holds shy
    When A uses "exile"
    Then the ruling cites "C 10-33"
    And "shy" is in B's discard pile

  @clause:C-10-33
  Scenario: the effects of a player it does not bar can choose it
    Given A holds purge in hand
    And A's discard pile holds shy, leaf
    When A uses "purge"
    And A chooses "shy"
    Then "shy" is face up in A's out-of-game zone

  @clause:C-10-33
  Scenario: a card its holder's own effects cannot choose is not offered for use by such an effect
    Given A holds herald, aloof, leaf in hand
    When A uses "herald"
    Then A must decide use_card
    And the options include use leaf
    And the options do not include use aloof

  @clause:C-10-33
  Scenario: with real cards, Tempered Attack, the only card in hand, cannot be chosen by the opponent's Scatter to the Winds
    Given a duel in A's main phase with a standard action
    And the turn-start distance was 6
    And the distance is 4
    And A holds "Scatter to the Winds" (NA-08-hagane-O-N-2) in hand
    And B holds "Tempered Attack" (NA-08-hagane-A1-S-1-Ex1) in hand
    And B has aura 5
    When A uses "Scatter to the Winds"
    And B does not react
    Then "B:Tempered Attack" is in B's hand
    And B has 0 cards in discard pile

  @clause:C-10-33
  Scenario: with real cards, Scatter to the Winds discards the opponent's only card when it may be chosen
    Given a duel in A's main phase with a standard action
    And the turn-start distance was 6
    And the distance is 4
    And A holds "Scatter to the Winds" (NA-08-hagane-O-N-2) in hand
    And B holds "Slash" (NA-01-yurina-O-N-1) in hand
    And B has aura 5
    When A uses "Scatter to the Winds"
    And B does not react
    Then "B:Slash" is in B's discard pile
