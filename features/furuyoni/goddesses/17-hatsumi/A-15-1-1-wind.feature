@goddess:hatsumi
Feature: A 15-1-1 Hatsumi's tailwind and headwind
  A player harboring Hatsumi is tailwind or headwind, public: in a position her `headwind` (true or
  false; null for a player without her). Once a turn in which her opponent performed an attack ends,
  she is headwind for the next turn; otherwise she is tailwind. Our reading: the attacked player is
  the attacker's opponent, and "the next turn" is the turn that follows, whoever's it is.

  @clause:A-15-1-1
  Scenario: attacked in the opponent's turn, she is headwind in her next turn
    Given a duel in B's end phase
    And A harbors Hatsumi, tailwind
    And B has already attacked this turn
    When the position is submitted
    Then A is headwind

  @clause:A-15-1-1
  Scenario: a turn without an attack by her opponent leaves her tailwind
    Given a duel in B's end phase
    And A harbors Hatsumi, headwind
    When the position is submitted
    Then A is tailwind

  @clause:A-15-1-1
  Scenario: her own attack does not make her headwind
    Given a duel in A's end phase
    And A harbors Hatsumi, tailwind
    And A has already attacked this turn
    When the position is submitted
    Then A is tailwind

  @clause:A-15-1-1
  Scenario: a player without Hatsumi who is headwind is refused
    Given a duel in A's main phase with a standard action
    And A harbors Hatsumi, headwind
    And A's goddesses are "saine" and "yurina"
    When the position is submitted
    Then the position is refused citing "A 15-1-1"
