@goddess:akina
Feature: A 21-5 and A 21-6-2 collection at the start of Akina's main phase
  At the start of her main phase Akina may collect once (A 21-6-2): a crystal of her flow goes to the
  dust; a crystal of the zone her market price names (the opponent's, for a player's zone: 4 life,
  3 flare, 2 aura, 1 dust) moves to her aura, or to the dust when her aura has no room; her price
  falls by 2 (never below 1). If the first move fails the rest is skipped; so too if the second does.
  Our readings: the collection is offered only while her flow holds a crystal; at price 1 with a full
  aura the crystal would go from the dust to the dust, no move, so the price does not fall.

  @clause:A-21-6-2 @clause:A-21-5
  Scenario: at price 4 she takes a crystal of the opponent's life into her aura
    Given a duel at the start of A's main phase
    And A harbors Akina with market price 4 and 2 crystals in her flow
    And A has aura 2, life 10
    And B has aura 3, life 8
    And the dust is 0
    When the position is submitted
    And A resolves "akina#collect#0" first
    Then A must decide may
    When A accepts
    Then A's flow holds 1 crystal
    And the dust is 1
    And A has aura 3
    And B has aura 3, life 7
    And A's market price is 2

  @clause:A-21-5
  Scenario: at price 3 the crystal comes from the opponent's flare; her aura full, it goes to the dust
    Given a duel at the start of A's main phase
    And A harbors Akina with market price 3 and 1 crystal in her flow
    And A has aura 5, flare 0
    And B has flare 2
    And the dust is 0
    When the position is submitted
    And A resolves "akina#collect#0" first
    And A accepts
    Then A's flow holds 0 crystals
    And A has aura 5
    And B has flare 1
    And the dust is 2
    And A's market price is 1

  @clause:A-21-5
  Scenario: no crystal in the zone of the price: the crystal of the flow is spent and the price stays
    Given a duel at the start of A's main phase
    And A harbors Akina with market price 3 and 1 crystal in her flow
    And A has aura 2
    And B has flare 0
    And the dust is 0
    When the position is submitted
    And A resolves "akina#collect#0" first
    And A accepts
    Then A's flow holds 0 crystals
    And the dust is 1
    And A has aura 2
    And A's market price is 3

  @clause:A-21-6-2
  Scenario: she may decline the collection
    Given a duel at the start of A's main phase
    And A harbors Akina with market price 2 and 1 crystal in her flow
    And A has aura 2
    And B has aura 3
    When the position is submitted
    And A resolves "akina#collect#0" first
    And A declines
    Then A's flow holds 1 crystal
    And A has aura 2
    And B has aura 3
    And A's market price is 2

  @clause:A-21-6-2
  Scenario: with an empty flow no collection is offered
    Given a duel at the start of A's main phase
    And A harbors Akina with market price 2
    When the position is submitted
    And A chooses a standard action
    Then A must decide main_action
