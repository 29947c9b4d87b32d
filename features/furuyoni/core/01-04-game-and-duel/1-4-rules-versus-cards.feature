Feature: C 1-4 Conflicts between the rules and the cards
  Where a card's effect and the rules disagree, the card's effect is followed. Where one effect makes
  something possible (or makes it happen) and another effect forbids it, the prohibition is followed
  (C 1-4).

  Background:
    Given a duel in A's main phase with a standard action
    And the distance is 4
    And the test cards:
      | id    | type        | range | damage | charge |
      | jab   | attack      | 4     | -/1    |        |
      | lunge | action      |       |        |        |
      | chain | enhancement |       |        | 2      |
      | charm | enhancement |       |        | 2      |
    And "lunge" has the effect "on_use: perform_attack 4 -/1"
    And "chain" has the effect "while_deployed: cannot_attack opponent"
    And "charm" has the effect "while_deployed: cannot_lose self"

  @clause:C-1-4
  Rule: a card's effect takes precedence over the rules

    @clause:C-1-4 @clause:C-9-2
    Scenario: the rules allow an attack card in the main phase, but an opponent's card forbids attacking
      Given A holds jab in hand
      And B has "chain" deployed with 2 crystals
      When A tries to use "jab"
      Then the action is illegal citing "C 9-2"

    @clause:C-1-4
    Scenario: without the forbidding card the same attack card may be used
      Given A holds jab in hand
      When A uses "jab"
      Then B has life 9

    @clause:C-1-4 @clause:C-4-2
    Scenario: the rules make a player at life 0 lose, but a card saying the player cannot lose is followed
      Given A holds jab in hand
      And B has life 1
      And B has "charm" deployed with 2 crystals
      When A uses "jab"
      Then B has life 0
      And the duel goes on

    @clause:C-1-4
    Scenario: with real cards, the opponent's Quagmire (NA-09-chikage-O-N-7) forbids a retreat the rules allow
      Given A has concentration 1
      And B has "Quagmire" (NA-09-chikage-O-N-7) deployed with 2 crystals
      When A tries to perform retreat paying concentration
      Then the action is illegal citing "C 1-4"

    @clause:C-1-4
    Scenario: with real cards, without Quagmire the same retreat is performed
      Given A has concentration 1
      When A performs retreat paying concentration
      Then the distance is 5
      And A has aura 2, concentration 0

  @clause:C-1-4
  Rule: an effect that forbids something beats an effect that makes it happen

    @clause:C-1-4 @clause:C-9-4
    Scenario: an effect that performs an attack yields to an effect that forbids attacking
      Given A holds lunge in hand
      And B has "chain" deployed with 2 crystals
      When A uses "lunge"
      Then B has life 10, aura 3
      And "lunge" is in A's discard pile
      And the ruling cites "C 9-4"

    @clause:C-1-4
    Scenario: with nothing forbidding it, the effect's attack is performed
      Given A holds lunge in hand
      When A uses "lunge"
      Then B has life 9

    @clause:C-1-4 @clause:C-9-4
    Scenario: with real cards, Rhythmic Arc's attacks yield to the "cannot attack" of Chilling Tranquility
      Given A has flare 8
      And A has the unused trump "Chilling Tranquility" (NA-02-saine-A1-S-2)
      And A has the unused trump "Rhythmic Arc" (NA-02-saine-O-S-1)
      When A uses "Chilling Tranquility"
      And A uses "Rhythmic Arc"
      Then B has life 10, aura 3
      And "Rhythmic Arc" is a used trump
      And the ruling cites "C 9-4"

    @clause:C-1-4
    Scenario: with real cards, with nothing forbidding them Rhythmic Arc's attacks are performed
      Given A has flare 6
      And A has the unused trump "Rhythmic Arc" (NA-02-saine-O-S-1)
      When A uses "Rhythmic Arc"
      Then B must decide damage
