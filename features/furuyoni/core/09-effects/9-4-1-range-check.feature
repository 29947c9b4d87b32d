Feature: C 9-4-1 Range check
  The range check compares the attack's range with the current distance: it succeeds exactly when
  the distance is one of the range's elements (C 9-4-1). A range is a set of values, so a gap in it
  is a miss (ranges are written as in C 6-2-1-8: "3-4", "2,4").

  Background:
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id      | type   | subtype  | range | damage |
      | slash   | attack |          | 3-4   | -/1    |
      | fork    | attack |          | 2,4   | -/1    |
      | riposte | attack | reaction | 3     | -/1    |
    And A holds slash, fork in hand

  @clause:C-9-4-1
  Rule: the check succeeds exactly when the distance is an element of the range

    @clause:C-9-4-1
    Scenario Outline: at a distance inside the range the attack is used and hits
      Given the distance is <distance>
      When A uses "<card>"
      Then B has life 9
      And the ruling cites "C 9-4-1"

      Examples:
        | card  | distance |
        | slash | 3        |
        | slash | 4        |
        | fork  | 2        |
        | fork  | 4        |

    @clause:C-9-4-1
    Scenario Outline: at a distance outside the range the use is illegal
      Given the distance is <distance>
      When A tries to use "<card>"
      Then the action is illegal citing "C 9-4-1"

      Examples:
        | card  | distance |
        | slash | 2        |
        | slash | 5        |
        | fork  | 3        |
        | fork  | 1        |
        | fork  | 5        |

    @clause:C-9-4-1
    Scenario: a reaction attack out of range is not offered to the defender
      Given the distance is 4
      And B holds riposte in hand
      When A uses "slash"
      Then B must decide reaction
      And the options are exactly decline

    @clause:C-9-4-1
    Scenario: the same reaction attack in range is offered
      Given the distance is 3
      And B holds riposte in hand
      When A uses "slash"
      Then B must decide reaction
      And the options include use riposte

    @clause:C-9-4-1
    Scenario Outline: with real cards, Slash of range 3-4 is used at 3 and 4, and not at 2 or 5
      Given a duel in A's main phase with a standard action
      And the distance is <distance>
      And A holds "Slash" (NA-01-yurina-O-N-1) in hand
      When A tries to use "Slash"
      Then the action is <verdict>

      Examples:
        | distance | verdict                  |
        | 3        | legal                    |
        | 4        | legal                    |
        | 2        | illegal citing "C 9-4-1" |
        | 5        | illegal citing "C 9-4-1" |

    @clause:C-9-4-1
    Scenario: with real cards, Cut Down out of range is not offered to the defender
      Given a duel in A's main phase with a standard action
      And the distance is 3
      And A holds "Slash" (NA-01-yurina-O-N-1) in hand
      And B holds "Cut Down" (NA-02-saine-O-N-2), "Hilt Slam" (NA-02-saine-O-N-3) in hand
      When A uses "Slash"
      Then B must decide reaction
      And the options include use Hilt Slam
      And the options do not include use Cut Down
