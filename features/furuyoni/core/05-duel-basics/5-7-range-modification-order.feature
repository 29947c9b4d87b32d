Feature: C 5-7 Order of range modifications
  An attack's range is a set of integers, and the effects that alter that set apply by class:
  first replacements of the whole set, then increases/decreases of every element (C 10-35-1), then
  additions of single values that are not range expansions, then removals that are not range
  contractions, then range expansions, and last range contractions (C 10-4). Replacements,
  additions and removals of one class apply together; expansions among themselves, and
  contractions among themselves, apply in any order.
  Decision (see the clause index, AMBIGUITIES #4): the 2025-01-31 text lists only classes i-iv
  while still naming expansions and contractions; the suite takes v (expansion) and vi
  (contraction) from the 2025-01-12 text, which agrees with C 10-4.

  Every scenario checks the resulting range through the range check made when the attack card is
  used (C 9-2-1, 9-4-1): a use at a distance outside the range is illegal. The modifications are
  deployed in the reverse of their class order, so that an engine applying them in play order fails.

  Background:
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id    | type        | range | damage | charge |
      | jab   | attack      | 3     | -/1    |        |
      | sweep | attack      | 3-4   | -/1    |        |
      | charm | enhancement |       |        | 1      |
      | sigil | enhancement |       |        | 1      |
    And A holds jab, sweep in hand

  @clause:C-5-7
  Rule: a replacement of the range comes before an increase of every element

    Background:
      Given "charm" has the effect "while_deployed: modify own_attacks range shift 1"
      And "sigil" has the effect "while_deployed: modify own_attacks range change 1-2"
      And A has "charm" deployed with 1 crystal
      And A has "sigil" deployed with 1 crystal

    @clause:C-5-7
    Scenario: range 3 replaced by 1-2 and then shifted by +1 reaches distance 3
      Given the distance is 3
      When A uses "jab"
      Then B has life 9

    @clause:C-5-7
    Scenario: range 3 replaced by 1-2 and then shifted by +1 no longer reaches distance 1
      Given the distance is 1
      When A tries to use "jab"
      Then the action is illegal citing "C 9-4-1"

  @clause:C-5-7
  Rule: an increase of every element comes before the addition of a value

    Background:
      Given "charm" has the effect "while_deployed: modify own_attacks range add 5"
      And "sigil" has the effect "while_deployed: modify own_attacks range shift 1"
      And A has "charm" deployed with 1 crystal
      And A has "sigil" deployed with 1 crystal

    @clause:C-5-7
    Scenario: the added value 5 is not shifted, so distance 5 is in range
      Given the distance is 5
      When A uses "jab"
      Then B has life 9

    @clause:C-5-7
    Scenario: the added value 5 is not shifted, so distance 6 is out of range
      Given the distance is 6
      When A tries to use "jab"
      Then the action is illegal citing "C 9-4-1"

  @clause:C-5-7
  Rule: additions come before removals

    Background:
      Given "charm" has the effect "while_deployed: modify own_attacks range remove 4"
      And "sigil" has the effect "while_deployed: modify own_attacks range add 4"
      And A has "charm" deployed with 1 crystal
      And A has "sigil" deployed with 1 crystal

    @clause:C-5-7
    Scenario: a value both added and removed ends up out of the range
      Given the distance is 4
      When A tries to use "jab"
      Then the action is illegal citing "C 9-4-1"

    @clause:C-5-7
    Scenario: the printed value untouched by both stays in the range
      Given the distance is 3
      When A uses "jab"
      Then B has life 9

  @clause:C-5-7
  Rule: removals come before range expansions

    Background:
      Given "charm" has the effect "while_deployed: modify own_attacks range expand_far 1"
      And "sigil" has the effect "while_deployed: modify own_attacks range remove 4"
      And A has "charm" deployed with 1 crystal
      And A has "sigil" deployed with 1 crystal

    @clause:C-5-7
    Scenario: range 3-4 with 4 removed, then expanded far by 1, covers 4 again
      Given the distance is 4
      When A uses "sweep"
      Then B has life 9

    @clause:C-5-7
    Scenario: range 3-4 with 4 removed, then expanded far by 1, does not reach 5
      Given the distance is 5
      When A tries to use "sweep"
      Then the action is illegal citing "C 9-4-1"

    @clause:C-5-7
    Scenario: with real cards, the opponent's Compass removes 5 before Tailwind expands Slash far, so Slash reaches 5
      Given a duel in A's main phase with a standard action
      And the distance is 5
      And A has "Tailwind" (NA-14-honoka-O-N-7) deployed with 3 crystals
      And B has "Compass" (NA-17-hatsumi-O-N-6) deployed with 3 crystals
      And A holds "Slash" (NA-01-yurina-O-N-1) in hand
      When A uses "Slash"
      Then B must decide damage

    @clause:C-5-7
    Scenario: with real cards, Tailwind's expansion of Slash stops at 5, so distance 6 is out of range
      Given a duel in A's main phase with a standard action
      And the distance is 6
      And A has "Tailwind" (NA-14-honoka-O-N-7) deployed with 3 crystals
      And B has "Compass" (NA-17-hatsumi-O-N-6) deployed with 3 crystals
      And A holds "Slash" (NA-01-yurina-O-N-1) in hand
      When A tries to use "Slash"
      Then the action is illegal citing "C 9-4-1"

  @clause:C-5-7
  Rule: additions come before range expansions, which start from the enlarged set

    Background:
      Given "charm" has the effect "while_deployed: modify own_attacks range expand_far 1"
      And "sigil" has the effect "while_deployed: modify own_attacks range add 5"
      And A has "charm" deployed with 1 crystal
      And A has "sigil" deployed with 1 crystal

    @clause:C-5-7
    Scenario: the far expansion counts from the added 5 and reaches 6
      Given the distance is 6
      When A uses "jab"
      Then B has life 9

    @clause:C-5-7
    Scenario: the far expansion counts from the added 5, so 4 is not filled in
      Given the distance is 4
      When A tries to use "jab"
      Then the action is illegal citing "C 9-4-1"

  @clause:C-5-7
  Rule: range expansions come before range contractions

    Background:
      Given "charm" has the effect "while_deployed: modify own_attacks range contract_far 1"
      And "sigil" has the effect "while_deployed: modify own_attacks range expand_far 1"
      And A has "charm" deployed with 1 crystal
      And A has "sigil" deployed with 1 crystal

    @clause:C-5-7
    Scenario: range 3 expanded to 3-4 and then contracted far by 1 keeps 3
      Given the distance is 3
      When A uses "jab"
      Then B has life 9

    @clause:C-5-7
    Scenario: range 3 expanded to 3-4 and then contracted far by 1 loses 4
      Given the distance is 4
      When A tries to use "jab"
      Then the action is illegal citing "C 9-4-1"

    @clause:C-5-7
    Scenario: with real cards, Brandish's range 3 is expanded far by Tailwind, then contracted near by the opponent's Ложь: 4 remains
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And A has "Tailwind" (NA-14-honoka-O-N-7) deployed with 3 crystals
      And B has "Ложь" (NA-13-utsuro-O-S-2) deployed with 3 crystals
      And A holds "Brandish" (NA-01-yurina-O-N-2) in hand
      When A uses "Brandish"
      Then B must decide damage

    @clause:C-5-7
    Scenario: with real cards, the same expanded and contracted Brandish no longer reaches 3
      Given a duel in A's main phase with a standard action
      And the distance is 3
      And A has "Tailwind" (NA-14-honoka-O-N-7) deployed with 3 crystals
      And B has "Ложь" (NA-13-utsuro-O-S-2) deployed with 3 crystals
      And A holds "Brandish" (NA-01-yurina-O-N-2) in hand
      When A tries to use "Brandish"
      Then the action is illegal citing "C 9-4-1"

  @clause:C-5-7
  Rule: a replacement discards the printed range

    @clause:C-5-7
    Scenario: range 3 replaced by 1-2 no longer reaches distance 3
      Given "charm" has the effect "while_deployed: modify own_attacks range change 1-2"
      And A has "charm" deployed with 1 crystal
      And the distance is 3
      When A tries to use "jab"
      Then the action is illegal citing "C 9-4-1"
