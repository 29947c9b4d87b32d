@goddess:mizuki
Feature: A 16-2-1 Soldier cards
  A soldier card that would move anywhere but the barracks, 〈In use〉, 〈Enhancement〉, sealed or out of
  game goes to its holder's barracks instead, unconscripted; a position with a soldier elsewhere is
  refused.

  @clause:A-16-2-1
  Scenario: A deployed soldier that loses its last crystal goes to the barracks, not the discard pile
    Given a duel at the start of turn 3 with A active
    And A harbors "mizuki" and "yurina"
    And the test cards:
      | id    | category | type        | charge |
      | horse | soldier  | enhancement | 1      |
      | leaf  | normal   | action      |        |
      | stone | normal   | action      |        |
    And A's deck is leaf, stone from the top
    And A has "horse" deployed with 1 crystal
    When the position is submitted
    Then A's barracks holds exactly horse
    And A's conscripted cards are exactly none
    And A has 0 cards in discard pile
    And A has 0 cards in enhancement zone

  @clause:A-16-2-1
  Scenario: A soldier card in the hand is refused
    Given a duel in A's main phase with a standard action
    And A harbors "mizuki" and "yurina"
    And the test cards:
      | id    | category | type   |
      | spear | soldier  | action |
    And A holds spear in hand
    When the position is submitted
    Then the position is refused citing "A 16-2-1"


  @clause:A-16-2-1 @card:NA-18-mizuki-O-T-3
  Scenario: with real cards, a deployed Cavalry that loses its last crystal goes to the barracks, not the discard pile
    Given a duel at the start of turn 3 with A active
    And A harbors "mizuki" and "yurina"
    And A's deck is "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2) from the top
    And A has "Cavalry" (NA-18-mizuki-O-T-3) deployed with 1 crystal
    When the position is submitted
    Then A's barracks holds exactly Cavalry
    And A's conscripted cards are exactly none
    And A has 0 cards in enhancement zone

  @clause:A-16-2-1 @card:NA-18-mizuki-O-T-1
  Scenario: with real cards, a Spearman in the hand is refused
    Given a duel in A's main phase with a standard action
    And A harbors "mizuki" and "yurina"
    And A has "Spearman" (NA-18-mizuki-O-T-1) in hand
    When the position is submitted
    Then the position is refused citing "A 16-2-1"
