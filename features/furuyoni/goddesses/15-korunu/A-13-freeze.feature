@goddess:korunu
Feature: A 13 Korunu's freeze tokens
  Freeze tokens come from out of the game (an endless supply, A 13-4) into a player's aura when she
  becomes frozen (A 13-5). Crystals and freeze tokens together fill an aura up to its cap (A 13-3); a
  frozen player's focus takes a freeze token back out instead of moving a crystal, and may be chosen
  even when no crystal could move (A 13-6).

  Background:
    Given a duel in A's main phase with a standard action

  @clause:A-13-5 @clause:A-13-2 @card:NA-15-korunu-O-N-1
  Scenario: Ice Shards (NA-15-korunu-O-N-1) freezes the opponent once: a token goes into their aura
    Given A has "Ice Shards" (NA-15-korunu-O-N-1) in hand
    And the distance is 3
    And B has aura 2, life 10
    When A uses "Ice Shards"
    And B takes the damage on life
    Then B has aura 2, life 9
    And B's aura holds 1 freeze token
    And the ruling cites "A 13-5"

  @clause:A-13-3 @clause:A-13-5 @card:NA-15-korunu-O-N-1
  Scenario: A full aura takes no freeze token: 3 crystals and 2 tokens fill it
    Given A has "Ice Shards" (NA-15-korunu-O-N-1) in hand
    And the distance is 3
    And B has aura 3, life 10
    And B has 2 freeze tokens in her aura
    When A uses "Ice Shards"
    And B takes the damage on life
    Then B's aura holds 2 freeze tokens
    And the ruling cites "C 5-10"

  @clause:A-13-3 @clause:C-9-6-3
  Scenario: Freeze tokens take up room in the aura: wrapping into 4 crystals and 1 token moves nothing
    Given a duel in B's main phase with a standard action
    And B has aura 4, concentration 1
    And B has 1 freeze token in her aura
    And the dust is 3
    Then the options do not include wrap by concentration
    When B tries to perform wrap paying concentration
    Then the action is illegal citing "C 9-6"

  @clause:A-13-6 @clause:C-9-6-4
  Scenario: A frozen player's focus takes a freeze token out instead, even with no crystal in her aura
    Given a duel in B's main phase with a standard action
    And B has aura 0, flare 0, concentration 1
    And B has 2 freeze tokens in her aura
    Then the options include focus by concentration
    When B performs focus paying concentration
    Then B's aura holds 1 freeze token
    And B has aura 0, flare 0, concentration 0
    And the ruling cites "A 13-6"

  @clause:A-13-6 @clause:C-9-6-4
  Scenario: Without freeze tokens focus moves a crystal from aura to flare as usual
    Given a duel in B's main phase with a standard action
    And B has aura 2, flare 0, concentration 1
    When B performs focus paying concentration
    Then B has aura 1, flare 1
    And B's aura holds 0 freeze tokens

  @clause:A-13-3 @clause:A-13-1
  Scenario: A position with more crystals and freeze tokens in an aura than its cap is refused
    Given B has aura 4
    And B has 2 freeze tokens in her aura
    When the position is submitted
    Then the position is refused citing "A 13-3"
