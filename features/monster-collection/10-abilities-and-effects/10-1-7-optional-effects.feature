Feature: MC 10.1.7 Optional ("may") effects, chosen as they fire
  A choice between effects is made at the declaration, but a "may" choice (「～できる」「～してもよい」) is not:
  it is made as the effect fires (MC 10.1.7). The engine asks the effect's player (decision `optional`:
  `apply` or `decline`); a declined effect counts as one that did not apply, so a "then" effect after it
  does not fire (4.1.11). Only an effect that fires can be optional: a continuous or replacement effect
  marked "may" is refused with the position.

  Test cards: the herbalist, as it enters the battlefield, may get +2 attack, then gets +1 defence.

  Background:
    Given a game in A's normal summon phase
    And the test cards:
      | id         | type    | level | attack | defence | advance | ability                                                   | limit |
      | herbalist  | unit    | 1     | 1      | 3       | walking | auto on enters this_unit: may attack +2; then defence +1  |       |
      | goblin     | unit    | 1     | 3      | 2       | walking |                                                           |       |
      | plains     | terrain |       |        |         |         |                                                           | 8     |
    And A has "plains" at b2
    And A holds herbalist, goblin in hand

  @clause:MC-10-1-7
  Rule: the owner chooses as the effect fires

    @clause:MC-10-1-7
    Scenario: the herbalist's owner is asked as its ability is played, and applies it
      When A summons herbalist at b1
      Then A must decide "optional"
      And the options include apply; decline
      When A answers "apply"
      Then A's herbalist has attack 3, defence 4

    @clause:MC-10-1-7 @clause:MC-4-1-11
    Scenario: declined, the effect does not apply, nor the "then" effect after it
      When A summons herbalist at b1
      And A answers "decline"
      Then A's herbalist has attack 1, defence 3
      And the ruling says "player 0 does not apply herbalist's optional attack"

    @clause:MC-10-1-7
    Scenario: an optional effect of a continuous ability is refused with the position
      Given the test cards:
        | id     | type | level | attack | defence | advance | ability                           |
        | warden | unit | 1     | 1      | 3       | walking | constant own_party: may attack +1 |
      And A's party at b2 is warden
      When the position is submitted
      Then the position is refused citing "MC-10-1-7"
