Feature: C 5-2 Information of the duel
  The current distance is the number of crystals on the distance (after any adjustment by rules or
  cards, never below 0); it is what a range is checked against at that moment. The turn-start distance
  is the current distance at the start of the turn (C 5-2-1). Decision of the suite (clause index,
  C 5-2-1): where C 5-2-1 and C 8-1-1 disagree, C 8-1-1 governs, so the turn-start distance is fixed
  before any start-phase effect resolves. The master's distance is 2 (C 5-2-2): advancing does nothing
  at or inside it and withdrawing does nothing outside it (C 9-6-1, 9-6-5).

  @clause:C-5-2-1
  Rule: the turn-start distance is fixed at the start of the turn

    Background:
      Given a duel at the start of turn 2 with A active
      And the test cards:
        | id   | type        | charge |
        | lure | enhancement | 1      |
      And "lure" has the effect "while_deployed@start_phase: move distance -> self.aura 1"
      And the turn-start distance was 8

    @clause:C-5-2-1 @clause:C-8-1-1
    Scenario: a start-phase effect that moves the distance does not change the turn-start distance
      Given the distance is 6
      And A has aura 3
      And A has "lure" deployed with 1 crystal
      When the position is submitted
      Then the distance is 5
      And A has aura 4
      And the turn-start distance is 6

    @clause:C-5-2-1 @clause:C-8-1-1
    Scenario: each turn fixes its own turn-start distance
      Given the distance is 7
      When the position is submitted
      Then the turn-start distance is 7
      And the distance is 7

  @clause:C-5-2-1
  Rule: ranges are checked against the current distance

    Background:
      Given a duel in A's main phase with a standard action
      And the test cards:
        | id  | type   | range | damage |
        | jab | attack | 4     | -/1    |
      And A holds jab in hand
      And A has concentration 1
      And the distance is 5
      And the turn-start distance was 5

    @clause:C-5-2-1
    Scenario: after closing in, the current distance is what the range is checked against
      When A performs advance paying concentration
      Then the distance is 4
      And the turn-start distance is 5
      When A uses "jab"
      Then B has life 9

    @clause:C-5-2-1 @clause:C-9-2-1
    Scenario: at the distance of the turn start the same card is out of range
      Then the options do not include use jab
      When A tries to use "jab"
      Then the action is illegal citing "C 9-2-1"

  @clause:C-5-2-2
  Rule: the master's distance is 2

    Background:
      Given a duel in A's main phase with a standard action
      And A has concentration 2, aura 3
      And the dust is 2

    @clause:C-5-2-2 @clause:C-9-6-1
    Scenario: advancing from just outside the master's distance brings the duel to it
      Given the distance is 3
      When A performs advance paying concentration
      Then the distance is 2
      And A has aura 4

    @clause:C-5-2-2 @clause:C-9-6-1
    Scenario Outline: at or inside the master's distance advancing is not available
      Given the distance is <d>
      Then the options do not include advance by concentration
      When A tries to perform advance paying concentration
      Then the action is illegal citing "C 9-6-1"

      Examples:
        | d |
        | 2 |
        | 1 |

    @clause:C-5-2-2 @clause:C-9-6-5
    Scenario Outline: at or inside the master's distance withdrawing moves a crystal from the dust
      Given the distance is <d>
      When A performs withdraw paying concentration
      Then the distance is <after>
      And the dust is 1

      Examples:
        | d | after |
        | 2 | 3     |
        | 0 | 1     |

    @clause:C-5-2-2 @clause:C-9-6-5
    Scenario: outside the master's distance withdrawing is not available
      Given the distance is 3
      Then the options do not include withdraw by concentration
      When A tries to perform withdraw paying concentration
      Then the action is illegal citing "C 9-6-5"
