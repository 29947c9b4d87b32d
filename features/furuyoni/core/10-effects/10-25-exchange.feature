Feature: C 10-25 Exchanging cards
  "Exchange S with T": S goes to 〈Extra〉 and T, taken from 〈Extra〉, goes to the zone S was in. A T
  that so lands in 〈In-use〉 is not being used and leaves at once: a normal card for its holder's
  discard pile, a trump for its holder's trump zone. Nothing is exchanged when S and T have different
  holders, when S no longer has the name the effect gives it, when T is not in 〈Extra〉, or when
  either card cannot go to the other's zone (only trumps lie in a trump zone, C 7-1-11).
  Decisions: the text returns a trump "in the in-use state", which the trump zone does not hold; we
  read it as the used state, where a trump's use ends. 〈Extra〉 names no owner, so it is the extra
  zone of the player linked to the zone S lies in (C 10-12). A T arriving in a trump zone takes the
  state S had there.

  Background:
    Given a duel in A's main phase with a standard action
    And the distance is 3
    And the test cards:
      | id       | type        | category | range | damage | cost | charge |
      | rite     | attack      |          | 0-10  | -/1    |      |        |
      | guardian | attack      |          | 0-10  | 2/1    |      |        |
      | wings    | action      |          |       |        |      |        |
      | rebirth  | action      | trump    |       |        | 0    |        |
      | spirit   | attack      |          | 0-10  | -/1    |      |        |
      | bud      | enhancement |          |       |        |      | 1      |
      | bloom    | enhancement |          |       |        |      | 1      |
      | relic    | action      | trump    |       |        | 0    |        |
      | crown    | action      | trump    |       |        | 0    |        |
      | husk     | action      |          |       |        |      |        |
      | spark    | action      |          |       |        |      |        |
      | gift     | action      |          |       |        |      |        |
    And "spark" has the effect "on_use: gain_concentration self 1"
    And "gift" has the effect "on_use: gain_concentration opponent 1"
    And A has concentration 0
    And B has concentration 0
    And "rite" has the effect "after_attack: exchange rite guardian"
    And "wings" has the effect "on_use: exchange wings rebirth"
    And "spirit" has the effect "after_attack: exchange rite guardian"
    And "bud" has the effect "while_deployed: exchange bud bloom if self.concentration >= 1"
    And "relic" has the effect "while_used: exchange relic crown if self.concentration >= 1"
    And "crown" has the effect "while_used: exchange crown husk if self.concentration >= 1"

  @clause:C-10-25
  Rule: the exchange

    @clause:C-10-25
    Scenario: the attack card goes to Extra and its partner, landing in In-use, goes to the discard pile
      Given A holds rite in hand
      And A's extra zone holds guardian
      When A uses "rite"
      Then "rite" is in A's extra zone
      And "guardian" is in A's discard pile
      And the ruling cites "C 10-25"

    @clause:C-10-25
    Scenario: a trump partner landing in In-use goes to the trump zone, used
      Given A holds wings in hand
      And A's extra zone holds rebirth
      When A uses "wings"
      Then "wings" is in A's extra zone
      And "rebirth" is a used trump

    @clause:C-10-25
    Scenario: a trump partner takes a trump's place in the trump zone
      Given A has the used trump "relic"
      And A's extra zone holds crown
      And A holds spark in hand
      When A uses "spark"
      Then "relic" is in A's extra zone
      And "crown" is a used trump

    @clause:C-10-25
    Scenario: with real cards, Sakura Wings goes to Extra and Rebirth, landing in In-use, goes to the discard pile
      Given a duel in A's main phase with a standard action
      And A has "Sakura Wings" (NA-14-honoka-O-N-4) in hand
      And A's extra zone holds "Rebirth" (NA-14-honoka-O-N-4-Ex1)
      And the distance is 4
      And the dust is 3
      When A uses "Sakura Wings"
      And A chooses "backward"
      Then "Sakura Wings" is in A's extra zone
      And "Rebirth" is in A's discard pile
      And the ruling cites "C 10-25"

  @clause:C-10-25
  Rule: when no exchange happens

    @clause:C-10-25
    Scenario: the partner is not in Extra
      Given A holds rite in hand
      And A's discard pile holds guardian
      When A uses "rite"
      Then "rite" is in A's discard pile
      And A has 0 cards in extra zone

    @clause:C-10-25
    Scenario: the card does not have the name the effect gives it
      Given A holds spirit in hand
      And A's extra zone holds guardian
      When A uses "spirit"
      Then "spirit" is in A's discard pile
      And "guardian" is in A's extra zone

    @clause:C-10-25
    Scenario: the two cards have different holders
      B's bud lies in A's enhancement zone, so "you" in its text is A, who deployed it (the FAQ reading:
      a card's "you" is its user); A's concentration sets it off.
      Given A has "B:bud" deployed with 1 crystal
      And A's extra zone holds bloom
      And A holds gift in hand
      And "gift" has the effect "on_use: gain_concentration self 1"
      When A uses "gift"
      Then "B:bud" is in A's enhancement zone
      And "bloom" is in A's extra zone
      And the ruling cites "C 10-25"

    @clause:C-10-25
    Scenario: a normal partner cannot go to the trump zone
      Given A has the used trump "crown"
      And A's extra zone holds husk
      And A holds spark in hand
      When A uses "spark"
      Then "crown" is a used trump
      And "husk" is in A's extra zone

    @clause:C-10-25
    Scenario: with real cards, with Rebirth not in Extra, Sakura Wings is not exchanged and goes to the discard pile
      Given a duel in A's main phase with a standard action
      And A has "Sakura Wings" (NA-14-honoka-O-N-4) in hand
      And the distance is 4
      And the dust is 3
      When A uses "Sakura Wings"
      And A chooses "backward"
      Then "Sakura Wings" is in A's discard pile
