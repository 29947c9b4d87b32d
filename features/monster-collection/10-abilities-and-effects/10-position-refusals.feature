Feature: Chapter 10's fields of a position are checked as it is submitted
  A position carries the continuous effects in force (MC 10.7), the triggered abilities waiting (10.5.2), the
  delayed triggers (10.5.4.2) and the clock that orders effects (10.7.2.2). One that names cards or abilities
  that do not exist, or a continuous effect on a card off the battlefield (it would have been lost as the card
  moved, 10.7.3, 5.1.1.8), is refused with the clause, never answered with a failure of the service.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id     | type    | level | attack | defence | advance | ability                                  | limit |
      | goblin | unit    | 1     | 3      | 2       | walking |                                          |       |
      | sentry | unit    | 1     | 1      | 3       | walking | auto on main_start this_unit: attack +1  |       |
      | plains | terrain |       |        |         |         |                                          | 8     |
    And A's party at b1 is goblin, sentry

  @clause:MC-10-5-2
  Scenario: a waiting ability of a card not in the position is refused
    Given the position's state.waiting is [{"card": "A:ghost", "owner": 0, "ability": 0}]
    When the position is submitted
    Then the position is refused citing "MC-10-5-2"

  @clause:MC-10-5-2
  Scenario: a waiting ability the card does not have is refused
    Given the position's state.waiting is [{"card": "A:goblin", "owner": 0, "ability": 0}]
    When the position is submitted
    Then the position is refused citing "MC-10-5-2"

  @clause:MC-10-5-2 @clause:MC-10-5-1
  Scenario: the sentry's ability waiting in the position is played in the main phase's first check step
    Given the position's state.waiting is [{"card": "A:sentry", "owner": 0, "ability": 0}]
    When the position is submitted
    Then A's sentry has attack 2

  @clause:MC-10-7-3
  Scenario: a continuous effect on a card off the battlefield is refused
    Given the position's state.grants is [{"unit": "A:ghost", "what": "races", "values": ["elf"], "mode": "add", "until": "phase", "seq": 1}]
    And the position's state.clock is 1
    When the position is submitted
    Then the position is refused citing "MC-10-7-3"

  @clause:MC-10-7-2-2
  Scenario: a clock behind the moments it ordered is refused
    Given the position's state.grants is [{"unit": "A:goblin", "what": "races", "values": ["elf"], "mode": "add", "until": "phase", "seq": 5}]
    When the position is submitted
    Then the position is refused citing "MC-10-7-2-2"
