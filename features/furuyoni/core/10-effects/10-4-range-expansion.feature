Feature: C 10-4 Range expansion and contraction
  Range expansion and contraction are modifications given to an attack (not to a card) that change
  the elements of its range (C 10-4). Expanding near X adds every integer from X below the smallest
  element up to it (10-4-1); expanding far X adds every integer from the largest element up to X
  above it (10-4-2); contracting near X removes the smallest element and the X-1 integers just above
  it, those that are in the range (10-4-3); contracting far X removes the largest element and the
  X-1 integers just below it (10-4-4). With no element at all, each does nothing. When an attack
  has several of them, every expansion is applied first, each from the range as the ones before
  left it, and only then every contraction.

  Every scenario reads the resulting range through the range check made when the attack card is
  used (C 9-2-1, 9-4-1): a use at a distance outside the range is illegal and changes nothing.

  Background:
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id     | type        | range | damage | charge |
      | jab    | attack      | 3     | -/1    |        |
      | sweep  | attack      | 3-4   | -/1    |        |
      | lance  | attack      | 1-5   | -/1    |        |
      | fork   | attack      | 2,4   | -/1    |        |
      | charm  | enhancement |       |        | 1      |
      | sigil  | enhancement |       |        | 1      |
    And A holds jab, sweep, lance, fork in hand

  @clause:C-10-4-1
  Rule: expanding near X adds the X integers below the smallest element

    Background:
      Given "charm" has the effect "while_deployed: modify own_attacks range expand_near 2"
      And A has "charm" deployed with 1 crystal

    @clause:C-10-4-1
    Scenario: range 3 expanded near by 2 reaches distance 1
      Given the distance is 1
      When A uses "jab"
      Then B has life 9

    @clause:C-10-4-1
    Scenario: range 3 expanded near by 2 does not reach distance 0
      Given the distance is 0
      When A tries to use "jab"
      Then the action is illegal citing "C 9-4-1"

    @clause:C-10-4-1
    Scenario: only integers below the smallest element are added, not the gap inside the range
      Given the distance is 3
      When A tries to use "fork"
      Then the action is illegal citing "C 9-4-1"

    @clause:C-10-4 @clause:C-10-4-1
    Scenario Outline: with real cards, Disguised Blade's range 4 expanded near by 2 reaches 2 but not 1
      Given a duel in A's main phase with a standard action
      And the distance is <distance>
      And A holds "Disguised Blade" (NA-09-chikage-A1-N-5) in hand
      And B holds "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2) in hand
      When A tries to use "Disguised Blade"
      Then the action is <verdict>

      Examples:
        | distance | verdict                  |
        | 2        | legal                    |
        | 1        | illegal citing "C 9-4-1" |

  @clause:C-10-4-2
  Rule: expanding far X adds the X integers above the largest element

    Background:
      Given "charm" has the effect "while_deployed: modify own_attacks range expand_far 2"
      And A has "charm" deployed with 1 crystal

    @clause:C-10-4-2
    Scenario: range 3 expanded far by 2 reaches distance 5
      Given the distance is 5
      When A uses "jab"
      Then B has life 9

    @clause:C-10-4-2
    Scenario: range 3 expanded far by 2 does not reach distance 6
      Given the distance is 6
      When A tries to use "jab"
      Then the action is illegal citing "C 9-4-1"

    @clause:C-10-4-2
    Scenario: only integers above the largest element are added, not the gap inside the range
      Given the distance is 3
      When A tries to use "fork"
      Then the action is illegal citing "C 9-4-1"

    @clause:C-10-4 @clause:C-10-4-2
    Scenario Outline: with real cards, Tailwind expands Slash's range 3-4 far by 1: 5 is reached, 6 is not
      Given a duel in A's main phase with a standard action
      And the distance is <distance>
      And A has "Tailwind" (NA-14-honoka-O-N-7) deployed with 3 crystals
      And A holds "Slash" (NA-01-yurina-O-N-1) in hand
      When A tries to use "Slash"
      Then the action is <verdict>

      Examples:
        | distance | verdict                  |
        | 5        | legal                    |
        | 6        | illegal citing "C 9-4-1" |

  @clause:C-10-4-2
  Rule: an expansion of a range with no element does nothing

    @clause:C-10-4-2
    Scenario: range 3 with its only element removed, then expanded far by 1, reaches no distance
      Given "charm" has the effect "while_deployed: modify own_attacks range expand_far 1"
      And "sigil" has the effect "while_deployed: modify own_attacks range remove 3"
      And A has "charm" deployed with 1 crystal
      And A has "sigil" deployed with 1 crystal
      And the distance is 1
      When A tries to use "jab"
      Then the action is illegal citing "C 9-4-1"

  @clause:C-10-4-3
  Rule: contracting near X removes the smallest element and the X-1 integers above it

    @clause:C-10-4-3
    Scenario: range 1-5 contracted near by 2 no longer reaches distance 2
      Given "charm" has the effect "while_deployed: modify own_attacks range contract_near 2"
      And A has "charm" deployed with 1 crystal
      And the distance is 2
      When A tries to use "lance"
      Then the action is illegal citing "C 9-4-1"

    @clause:C-10-4-3
    Scenario: range 1-5 contracted near by 2 still reaches distance 3
      Given "charm" has the effect "while_deployed: modify own_attacks range contract_near 2"
      And A has "charm" deployed with 1 crystal
      And the distance is 3
      When A uses "lance"
      Then B has life 9

    @clause:C-10-4-3
    Scenario: contracting near by 2 removes integers, not elements, so range 2,4 keeps 4
      Given "charm" has the effect "while_deployed: modify own_attacks range contract_near 2"
      And A has "charm" deployed with 1 crystal
      And the distance is 4
      When A uses "fork"
      Then B has life 9

    @clause:C-10-4 @clause:C-10-4-3
    Scenario Outline: with real cards, the opponent's Ложь contracts Slash's range 3-4 near by 1: 3 is lost, 4 kept
      Given a duel in A's main phase with a standard action
      And the distance is <distance>
      And B has "Ложь" (NA-13-utsuro-O-S-2) deployed with 3 crystals
      And A holds "Slash" (NA-01-yurina-O-N-1) in hand
      When A tries to use "Slash"
      Then the action is <verdict>

      Examples:
        | distance | verdict                  |
        | 4        | legal                    |
        | 3        | illegal citing "C 9-4-1" |

  @clause:C-10-4-4
  Rule: contracting far X removes the largest element and the X-1 integers below it

    Background:
      Given "charm" has the effect "while_deployed: modify own_attacks range contract_far 2"
      And A has "charm" deployed with 1 crystal

    @clause:C-10-4-4
    Scenario: range 1-5 contracted far by 2 no longer reaches distance 4
      Given the distance is 4
      When A tries to use "lance"
      Then the action is illegal citing "C 9-4-1"

    @clause:C-10-4-4
    Scenario: range 1-5 contracted far by 2 still reaches distance 3
      Given the distance is 3
      When A uses "lance"
      Then B has life 9

    @clause:C-10-4-4
    Scenario: contracting far by 2 removes integers, not elements, so range 2,4 keeps 2
      Given the distance is 2
      When A uses "fork"
      Then B has life 9

  @clause:C-10-4
  Rule: all expansions apply before any contraction

    @clause:C-10-4
    Scenario: range 3-4 expanded near by 1 and then contracted near by 2 keeps 4
      # Applied the other way round, the contraction would empty the range first and the expansion
      # of an empty range would do nothing.
      Given "charm" has the effect "while_deployed: modify own_attacks range contract_near 2"
      And "sigil" has the effect "while_deployed: modify own_attacks range expand_near 1"
      And A has "charm" deployed with 1 crystal
      And A has "sigil" deployed with 1 crystal
      And the distance is 4
      When A uses "sweep"
      Then B has life 9

    @clause:C-10-4
    Scenario: range 3-4 expanded near by 1 and then contracted near by 2 loses 3
      Given "charm" has the effect "while_deployed: modify own_attacks range contract_near 2"
      And "sigil" has the effect "while_deployed: modify own_attacks range expand_near 1"
      And A has "charm" deployed with 1 crystal
      And A has "sigil" deployed with 1 crystal
      And the distance is 3
      When A tries to use "sweep"
      Then the action is illegal citing "C 9-4-1"

    @clause:C-10-4
    Scenario: two far expansions each start from the range the other left, reaching 3 to 5
      Given "charm" has the effect "while_deployed: modify own_attacks range expand_far 1"
      And "sigil" has the effect "while_deployed: modify own_attacks range expand_far 1"
      And A has "charm" deployed with 1 crystal
      And A has "sigil" deployed with 1 crystal
      And the distance is 5
      When A uses "jab"
      Then B has life 9
