@goddess:hagane
Feature: A 6-3-1 The 〈Anvil〉 of Blacksmith Hagane
  A player who harbors Blacksmith Hagane has an 〈Anvil〉 (two players who both harbor her have one
  each). It holds normal cards, face up, and sakura crystals. In a position it is the player's
  `anvil` (card ids) and `anvil_crystals`; both are public.

  Background:
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id     | type   | category | cost | range | damage |
      | blade  | attack |          |      | 0-10  | 1/1    |
      | comet  | attack | trump    | 2    | 0-10  | 1/1    |
      | temper | action |          |      |       |        |
    And "temper" has the effect "on_use: move dust -> self.anvil_crystals 1"

  @clause:A-6-3-1
  Scenario: A normal card lies face up on the anvil: its holder's opponent sees it
    Given A's anvil holds blade
    And A's anvil has 2 crystals
    When the position is submitted
    Then the position is accepted
    And "blade" is in A's anvil
    And A's anvil has 2 crystals

  @clause:A-6-3-1
  Scenario: A trump cannot lie on the anvil
    Given A's anvil holds comet
    When the position is submitted
    Then the position is refused citing "A 6-3-1"

  @clause:A-6-3-1
  Scenario: Crystals move onto the anvil like onto any zone that holds them
    Given A holds temper in hand
    And the dust is 2
    When A uses "temper"
    Then A's anvil has 1 crystal
    And the dust is 1
