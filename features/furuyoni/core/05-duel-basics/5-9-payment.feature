Feature: C 5-9 Payment
  A payment changes a player's information (such as concentration) or moves objects (such as
  flare crystals). It is all or nothing: before paying, check that the whole change can be made; if
  it cannot, nothing at all happens (the "as much as possible" rule C 5-10 does not apply) and the
  payment counts as not made, so whatever required it cannot go ahead. If it can, it is made in
  full and counts as paid (C 5-9). A trump's cost is such a payment (C 6-2-1-12, 9-3).

  Background:
    Given a duel in A's main phase with a standard action
    And the distance is 4
    And the test cards:
      | id     | type   | category | range | damage | cost |
      | strike | attack | trump    | 4     | -/1    | 3    |
      | surge  | action | trump    |       |        | 2    |
      | cut    | attack | normal   | 4     | -/1    |      |

  @clause:C-5-9
  Rule: a payment that cannot be made in full is not made at all

    @clause:C-5-9 @clause:C-6-2-1-12
    Scenario: a trump whose cost exceeds the flare cannot be used, and no flare is spent
      Given A has the unused trump "strike"
      And A has flare 2
      When A tries to use "strike"
      Then the action is illegal citing "C 5-9"
      And A has flare 2
      And the dust is 0

    @clause:C-5-9 @clause:C-6-2-1-12
    Scenario: a trump whose cost cannot be paid is not among the legal actions
      Given A has the unused trump "strike"
      And A has flare 2
      And A holds cut in hand
      When the position is submitted
      Then the options include use cut
      And the options do not include use strike

    @clause:C-5-9 @clause:C-6-2-1-12
    Scenario: a cost that exactly matches the flare is paid in full
      Given A has the unused trump "strike"
      And A has flare 3
      When A uses "strike"
      Then A has flare 0
      And the dust is 3
      And B has life 9
      And "strike" is a used trump
      And the ruling cites "C 9-3-1"

    @clause:C-5-9
    Scenario: a basic action cannot be paid for with concentration the player does not have
      Given A has concentration 0
      And the distance is 5
      When A tries to perform advance paying concentration
      Then the action is illegal citing "C 5-9"
      And the distance is 5
      And A has aura 3

    @clause:C-5-9
    Scenario: a basic action paid with concentration spends exactly one
      Given A has concentration 1
      And the distance is 5
      When A performs advance paying concentration
      Then A has concentration 0, aura 4
      And the distance is 4

  @clause:C-5-9
  Rule: a payment made in full comes before what it pays for

    @clause:C-5-9 @clause:C-6-2-1-12
    Scenario: the cost of an action trump reaches the dust before its effect looks at the dust
      Given "surge" has the effect "on_use: move dust -> self.aura 2"
      And A has the unused trump "surge"
      And A has flare 2, aura 3
      And the dust is 0
      When A uses "surge"
      Then A has flare 0, aura 5
      And the dust is 0
