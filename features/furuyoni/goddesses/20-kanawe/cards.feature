@goddess:kanawe
Feature: Kanawe (No. 20) — her cards as printed
  Each scenario names a real card of season na-s9-2 by its English name and rules id and exercises what
  is distinctive about it. Only the cards that do not depend on her story board are encoded so far.

  @clause:C-9-4 @card:NA-20-kanawe-O-S-3
  Rule: Better Part of Valor (NA-20-kanawe-O-S-3) turns away the non-trump attack it answers

    Background:
      Given a duel in B's main phase with a standard action
      And the test cards:
        | id     | type   | category | cost | range | damage |
        | strike | attack |          |      | 4     | 3/2    |
        | bolt   | attack | trump    | 0    | 4     | 3/2    |
      And A has the unused trump "Better Part of Valor" (NA-20-kanawe-O-S-3)
      And the distance is 4
      And A has flare 4, aura 3, life 10
      And B has aura 0, life 10

    @clause:C-9-4 @card:NA-20-kanawe-O-S-3
    Scenario: Better Part of Valor (NA-20-kanawe-O-S-3) hits, nullifies the normal attack and puts its card on top of its holder's deck
      Given B holds strike in hand
      When B uses "strike"
      And A reacts with "Better Part of Valor"
      Then B has life 9
      And A has aura 3, life 10, flare 0
      And "strike" is on top of B's deck
      And the ruling cites "C 9-4 ii"

    @clause:C-9-4 @card:NA-20-kanawe-O-S-3
    Scenario: Better Part of Valor (NA-20-kanawe-O-S-3) does not nullify a trump's attack
      Given B has the unused trump "bolt"
      When B uses "bolt"
      And A reacts with "Better Part of Valor"
      Then B has life 9
      And A must decide damage

  @clause:C-10-18 @clause:C-7-1-16 @card:NA-20-kanawe-O-S-4
  Scenario: The World's a Stage (NA-20-kanawe-O-S-4) swaps a hand card for a left-out normal card and itself for a left-out trump
    A normal card removed from the game earlier lies face up: it was not left out at deck construction
    and is not offered.
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id   | type   | category | cost |
      | act1 | action |          |      |
      | spn1 | action |          |      |
      | spn2 | action |          |      |
      | gone | action |          |      |
      | str1 | action | trump    | 3    |
    And A has the unused trump "The World's a Stage" (NA-20-kanawe-O-S-4)
    And A has flare 2
    And A holds act1 in hand
    And A's out-of-game zone holds spn1, spn2, str1, gone
    And "gone" is face up in A's out-of-game zone
    When A uses "The World's a Stage"
    Then A must decide choose
    When A chooses "act1"
    Then the options are exactly choose spn1, choose spn2
    When A chooses "spn1"
    Then "spn1" is in A's hand
    And "act1" is face up in A's out-of-game zone
    And "The World's a Stage" is face up in A's out-of-game zone
    And "str1" is in A's trump zone
    And "str1" is an unused trump
    And "spn2" is face down in A's out-of-game zone
    And "gone" is face up in A's out-of-game zone
    And A has flare 0

  @clause:C-10-18 @card:NA-20-kanawe-O-S-4
  Scenario: The World's a Stage (NA-20-kanawe-O-S-4) may keep the hand; it still leaves the game for a left-out trump
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id   | type   | category | cost |
      | act1 | action |          |      |
      | spn1 | action |          |      |
      | str1 | action | trump    | 3    |
    And A has the unused trump "The World's a Stage" (NA-20-kanawe-O-S-4)
    And A has flare 2
    And A holds act1 in hand
    And A's out-of-game zone holds spn1, str1
    When A uses "The World's a Stage"
    And A declines
    Then "act1" is in A's hand
    And "spn1" is face down in A's out-of-game zone
    And "str1" is in A's trump zone
    And "The World's a Stage" is face up in A's out-of-game zone
