@goddess:chikage
Feature: A 7-4 The holder of a poison
  At the start of the duel a poison is held by the player whose poison bag it lies in. Moved by an
  effect into a zone of the player who does not hold it, it is held by that player from then on. The
  change does not touch the resolution of the card that moved it: a poison that sends itself back to
  its bag still resolves for the player who used it.

  @clause:A-7-4 @card:NA-09-chikage-O-N-5
  Scenario: A poison A hands to B is held by B from then on
    Given a duel in A's main phase with a standard action
    And A has "Miasma" (NA-09-chikage-O-N-5) in hand
    And A's poison bag holds "Hallucinogen" (NA-09-chikage-O-P-2)
    When A uses "Miasma"
    Then A's "Hallucinogen" is in B's hand, held by B
    And B has 1 card in hand
    And A's poison bag holds 0 cards

  @clause:A-7-4 @card:NA-09-chikage-O-P-2
  Scenario: Hallucinogen returns to A, yet its "your flare" stays the flare of B who used it
    Given a duel in B's main phase with a standard action
    And A harbors "chikage" and "yurina"
    And B harbors "hagane" and "saine"
    And B has "Hallucinogen" (NA-09-chikage-O-P-2) in hand
    And A has flare 2
    And B has flare 2
    When B uses "Hallucinogen"
    Then B's "Hallucinogen" is in A's poison bag, held by A
    And A's poison bag holds 1 card
    And B has flare 0
    And A has flare 2
    And the ruling cites "A 7-4"

  @clause:A-7-4 @clause:A-7-3-1 @card:NA-09-chikage-O-P-1
  Scenario: A poison in a player's poison bag is that player's: a position where B holds a card of A's bag is refused
    Given a duel in A's main phase with a standard action
    And A's poison bag holds "Numbing Agent" (NA-09-chikage-O-P-1)
    And "A:Numbing Agent" is held by B
    When the position is submitted
    Then the position is refused citing "C 7-2"

  @clause:A-7-3-1 @card:NA-09-chikage-O-P-1
  Scenario: A player who does not harbor Chikage has no poison bag
    Given a duel in A's main phase with a standard action
    And A harbors "yurina" and "saine"
    And A's poison bag holds "Numbing Agent" (NA-09-chikage-O-P-1)
    When the position is submitted
    Then the position is refused citing "A 7-3-1"

  @clause:A-7-3-1 @card:NA-09-chikage-O-N-1
  Scenario: The poison bag holds poisons only
    Given a duel in A's main phase with a standard action
    And A's poison bag holds "Kunai Throw" (NA-09-chikage-O-N-1)
    When the position is submitted
    Then the position is refused citing "A 7-3-1"
