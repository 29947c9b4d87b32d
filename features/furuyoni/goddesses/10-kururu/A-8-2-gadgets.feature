@goddess:kururu
Feature: A 8-2 and A 8-3 Kururu's gadgets (機巧) and their completion
  Some of Kururu's cards carry a gear box: a gadget, a row of icons each standing for a card type or
  subtype (攻 attack, 行 action, 付 enhancement, 対 reaction, 全 full-power), and text. The text counts
  only while the gadget is complete (A 8-2): for each kind of icon, its holder's discard pile,
  enhancement zone and used trumps together hold at least as many cards of that type or subtype as the
  gadget shows icons of that kind (A 8-3). Cards elsewhere — the face-down pile, the hand, unused
  trumps — do not count.

  Elekiter's gadget shows 行行行対対 (three action icons, two reaction icons); completed, it deals 1
  damage to the opponent's life.

  Background:
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id     | type        | subtype  | category | cost | range | damage | charge |
      | act1   | action      |          |          |      |       |        |        |
      | act2   | action      |          |          |      |       |        |        |
      | parry  | action      | reaction |          |      |       |        |        |
      | guard  | attack      | reaction |          |      | 0-10  | 1/1    |        |
      | shield | enhancement | reaction |          |      |       |        | 1      |
      | grand  | action      | reaction | trump    | 1    |       |        |        |
    And A has "Elekiter" (NA-10-kururu-O-N-1) in hand
    And B has life 10

  @clause:A-8-2 @clause:A-8-3 @card:NA-10-kururu-O-N-1
  Scenario: A complete gadget: its text resolves
    Three action cards in the discard pile (one of them a reaction) and a reaction attack make three
    actions and two reactions.
    Given A's discard pile holds act1, act2, parry, guard
    When A uses "Elekiter"
    Then B has life 9

  @clause:A-8-2 @clause:A-8-3 @card:NA-10-kururu-O-N-1
  Scenario: One icon short: the gear box has no text and the card does nothing
    Given A's discard pile holds act1, act2, guard, shield
    When A uses "Elekiter"
    Then B has life 10

  @clause:A-8-3 @card:NA-10-kururu-O-N-1
  Scenario: The enhancement zone and the used trumps count with the discard pile
    The reaction enhancement is deployed and the reaction action trump is used: with the two actions
    of the discard pile they make three actions and two reactions.
    Given A's discard pile holds act1, act2
    And A has "shield" deployed with 1 crystal
    And A has the used trump "grand"
    When A uses "Elekiter"
    Then B has life 9

  @clause:A-8-3 @card:NA-10-kururu-O-N-1
  Scenario: An unused trump and the face-down pile do not count
    Given A's discard pile holds act1, act2
    And A's face-down pile holds parry
    And A has "shield" deployed with 1 crystal
    And A has the unused trump "grand"
    When A uses "Elekiter"
    Then B has life 10

  @clause:A-8-3 @card:NA-10-kururu-O-N-1
  Scenario: Only its holder's own zones count, not the opponent's
    Given A's discard pile holds act1, act2
    And B's discard pile holds parry, guard
    When A uses "Elekiter"
    Then B has life 10


  @clause:A-8-2 @clause:A-8-3 @card:NA-10-kururu-O-N-1
  Scenario: with real cards, a complete gadget: three action cards (one a reaction) and a reaction attack in the discard pile let Elekiter's text resolve
    Given a duel in A's main phase with a standard action
    And A has "Elekiter" (NA-10-kururu-O-N-1) in hand
    And B has life 10
    And A's discard pile holds "Backstep" (NA-03-himika-O-N-5), "Rabbit Step" (NA-04-tokoyo-O-N-3), "Song and Dance" (NA-04-tokoyo-O-N-4), "Cut Down" (NA-02-saine-O-N-2)
    When A uses "Elekiter"
    Then B has life 9

  @clause:A-8-2 @clause:A-8-3 @card:NA-10-kururu-O-N-1
  Scenario: with real cards, one action icon short, Elekiter's gear box has no text and the card does nothing
    Given a duel in A's main phase with a standard action
    And A has "Elekiter" (NA-10-kururu-O-N-1) in hand
    And B has life 10
    And A's discard pile holds "Backstep" (NA-03-himika-O-N-5), "Cut Down" (NA-02-saine-O-N-2), "Wavering Crystal" (NA-02-saine-O-N-6), "Song and Dance" (NA-04-tokoyo-O-N-4)
    When A uses "Elekiter"
    Then B has life 10

  @clause:A-8-3 @card:NA-10-kururu-O-N-1
  Scenario: with real cards, the enhancement zone and the used trumps count with the discard pile
    Given a duel in A's main phase with a standard action
    And A has "Elekiter" (NA-10-kururu-O-N-1) in hand
    And B has life 10
    And A's discard pile holds "Backstep" (NA-03-himika-O-N-5), "Rabbit Step" (NA-04-tokoyo-O-N-3)
    And A has "Wavering Crystal" (NA-02-saine-O-N-6) deployed with 1 crystal
    And A has the used trump "Tobi-Kage" (NA-05-oboro-O-S-2)
    When A uses "Elekiter"
    Then B has life 9

  @clause:A-8-3 @card:NA-10-kururu-O-N-1
  Scenario: with real cards, an unused trump and the face-down pile do not count
    Given a duel in A's main phase with a standard action
    And A has "Elekiter" (NA-10-kururu-O-N-1) in hand
    And B has life 10
    And A's discard pile holds "Backstep" (NA-03-himika-O-N-5), "Rabbit Step" (NA-04-tokoyo-O-N-3)
    And A's face-down pile holds "Song and Dance" (NA-04-tokoyo-O-N-4)
    And A has "Wavering Crystal" (NA-02-saine-O-N-6) deployed with 1 crystal
    And A has the unused trump "Tobi-Kage" (NA-05-oboro-O-S-2)
    When A uses "Elekiter"
    Then B has life 10
