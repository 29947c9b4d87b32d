Feature: C 10-31 Additional costs
  An effect may give a card an additional cost: a payment without which the card cannot be used. It
  is paid with the card's own cost (C 9-3), in full or not at all (C 5-9): a card whose additional
  cost cannot be paid cannot be used.

  Background:
    Given a duel in A's main phase with a standard action
    And the distance is 3
    And the test cards:
      | id      | type        | category | range | damage | charge | cost |
      | jab     | attack      |          | 0-10  | -/1    |        |      |
      | blaze   | attack      | trump    | 0-10  | -/1    |        | 1    |
      | toll    | enhancement |          |       |        | 1      |      |
      | tithe   | enhancement |          |       |        | 1      |      |
    And "toll" has the effect "while_deployed: additional_cost opponent self.aura -> dust 1"
    And "tithe" has the effect "while_deployed: additional_cost opponent self.flare -> dust 1 trump"

  @clause:C-10-31
  Scenario: the additional cost is paid when the card is used
    Given A has aura 2
    And A holds jab in hand
    And B has "toll" deployed with 1 crystal
    When A uses "jab"
    Then A has aura 1
    And the dust is 1
    And B has life 9
    And the ruling cites "C 10-31"

  @clause:C-10-31
  Scenario: a card whose additional cost cannot be paid cannot be used
    Given A has aura 0
    And A holds jab in hand
    And B has "toll" deployed with 1 crystal
    When A tries to use "jab"
    Then the action is illegal citing "C 10-31"

  @clause:C-10-31
  Scenario: nor is it among the options
    Given A has aura 0
    And A holds jab in hand
    And B has "toll" deployed with 1 crystal
    When the position is submitted
    Then the options do not include use jab

  @clause:C-10-31
  Scenario: the effect's own player is not taxed
    Given A has aura 0
    And A holds jab in hand
    And A has "toll" deployed with 1 crystal
    When A uses "jab"
    Then B has life 9

  @clause:C-10-31 @clause:C-5-9
  Scenario: a trump's cost and its additional cost come out of the same flare, in full
    Given A has flare 1
    And A holds jab in hand
    And A has the unused trump "blaze"
    And B has "tithe" deployed with 1 crystal
    When A tries to use "blaze"
    Then the action is illegal citing "C 10-31"

  @clause:C-10-31
  Scenario: with flare for both, the trump is used and both are paid
    Given A has flare 2
    And A has the unused trump "blaze"
    And B has "tithe" deployed with 1 crystal
    When A uses "blaze"
    Then A has flare 0
    And the dust is 2

  @clause:C-10-31
  Scenario: an additional cost limited to trumps leaves normal cards alone
    Given A has flare 0
    And A holds jab in hand
    And B has "tithe" deployed with 1 crystal
    When A uses "jab"
    Then B has life 9

  @clause:C-10-31
  Scenario: with real cards, after Carcass the attacker's next Yurina card needs another Yurina card discarded, which it lacks
    Given a duel in B's main phase with a standard action
    And the distance is 3
    And B holds "Brandish" (NA-01-yurina-O-N-2), "Slash" (NA-01-yurina-O-N-1) in hand
    And A has the unused trump "Carcass" (NA-21-kamuwi-O-S-3)
    And A has flare 1, aura 5
    And B has aura 5
    When B uses "Brandish"
    And A reacts with "Carcass"
    And B takes the damage on aura
    And A takes the damage on aura
    And B tries to use "Slash"
    Then the action is illegal citing "C 10-31"
