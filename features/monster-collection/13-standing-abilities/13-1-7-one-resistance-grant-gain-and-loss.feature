Feature: MC 10.14.1, 10.15.2.1, 13.1.7.4-13.1.7.5 One resistance: granted, gained or printed, a loss takes it
  耐性: x is a standing ability (13.1.7). "Granting" a unit something adds a characteristic, a standing
  ability or a ±n (10.14.1), and granting 耐性: x adds that standing ability (10.14.4) — the same thing as
  chapter 13's "is given 耐性: x" (13.1.7.4). "Loses ~" of a standing ability treats it as not existing
  (10.15.2.1, 13.1.7.5): every 耐性 the unit has by then is gone, whatever gave it — printed, added by an
  effect, or by a ○ ability in force — and damage it had made harmless kills again. Continuous effects
  apply in the order they arose (10.7.2.2): a grant after the loss gives it back, and is applied, since
  the unit no longer has it (10.14.4); a ○ ability counts from when its unit entered the battlefield
  (10.7.2.2.1), so a ○ grant from a unit that entered after the loss is not taken by it.

  Test cards: `grant resistance flame` is chapter 10's grant; `gain resistance flame` chapter 13's; `lose
  resistance` takes every resistance. With seed 1 the advancing player A rolls 6 and B 2. A keeps a blaze
  it does not use, so that the battle waits for A's next declaration and the effects granted in it are
  still in force when they are read (they end with the battle, 10.14.6).

  Background:
    Given a game in A's main phase
    And the test cards:
      | id         | type         | level | attack | defence | advance | standing                  | ability                                                 | limit |
      | mage       | unit         | 1     | 0      | 9       | walking | spells any/any/any        |                                                         |       |
      | imp        | unit         | 1     | 0      | 3       | walking |                           |                                                         |       |
      | salamander | unit         | 1     | 0      | 3       | walking | resistance flame          |                                                         |       |
      | totem      | unit         | 1     | 0      | 3       | walking |                           | constant own_party: grant resistance flame              |       |
      | flameward  | battle spell |       |        |         |         |                           | normal unit: grant resistance flame; then attack +2     |       |
      | ward       | battle spell |       |        |         |         |                           | normal unit: gain resistance flame                      |       |
      | unward     | battle spell |       |        |         |         |                           | normal unit: lose resistance                            |       |
      | blaze      | battle spell |       |        |         |         |                           | normal enemy_unit: damage 5 flame                       |       |
      | plains     | terrain      |       |        |         |         |                           |                                                         | 8     |
    And A has "plains" at b2
    And B has "plains" at b3
    And A's party at b2 is mage
    And the seed is 1

  @clause:MC-10-14-1 @clause:MC-10-15-2-1 @clause:MC-13-1-7-5
  Rule: a loss takes a granted resistance as it takes a gained or printed one

    @clause:MC-10-14-1 @clause:MC-10-15-2-1
    Scenario: a resistance granted by a chapter-10 effect is gone once the unit loses its resistances
      Given B's party at b3 is imp
      And A holds flameward, unward, blaze in hand
      When A advances mage to b3
      And A's mage uses flameward on B:imp
      Then B's imp has the resistances flame
      When A's mage uses unward on B:imp
      Then B's imp has the resistances none

    @clause:MC-13-1-7-5 @clause:MC-10-14-1
    Scenario: the granted resistance lost, the flame damage it made harmless kills the unit
      Given B's party at b3 is imp
      And A holds flameward, blaze, unward in hand
      When A advances mage to b3
      And A's mage uses flameward on B:imp
      And A's mage uses blaze on B:imp
      Then B's imp is still on the battlefield
      When A's mage uses unward on B:imp
      Then B's imp died

    @clause:MC-10-15-2-1 @clause:MC-13-1-7-4
    Scenario: one loss takes the printed, the gained and the granted resistance together
      Given B's party at b3 is salamander
      And A holds flameward, ward, unward, blaze in hand
      When A advances mage to b3
      And A's mage uses ward on B:salamander
      And A's mage uses flameward on B:salamander
      Then B's salamander has the resistances flame
      When A's mage uses unward on B:salamander
      Then B's salamander has the resistances none

  @clause:MC-10-7-2-2 @clause:MC-10-14-4
  Rule: a grant after the loss gives the resistance back, and is applied

    @clause:MC-10-7-2-2 @clause:MC-10-14-4
    Scenario: lost, then granted again: the salamander resists flame and the grant's "then" follows
      Given B's party at b3 is salamander
      And A holds unward, flameward, blaze in hand
      When A advances mage to b3
      And A's mage uses unward on B:salamander
      And A's mage uses flameward on B:salamander
      Then B's salamander has the resistances flame
      And B's salamander has attack 2

    @clause:MC-10-14-4
    Scenario: not lost, the same grant is not applied: the salamander has flame already, no "then"
      Given B's party at b3 is salamander
      And A holds flameward, blaze in hand
      When A advances mage to b3
      And A's mage uses flameward on B:salamander
      Then the ruling cites "MC-10-14-4"
      And B's salamander has attack 0

  @clause:MC-10-7-2-2-1 @clause:MC-10-15-2-1
  Rule: a ○ grant counts from when its unit entered: a loss after that takes it, one before does not

    @clause:MC-10-7-2-2-1 @clause:MC-10-15-2-1
    Scenario: the totem entered before the imp lost its resistances: the imp has none
      Given B's party at b3 is imp, totem
      And B's totem was put onto the battlefield at moment 2
      And B's imp lost its resistance at moment 5 until the end of the phase
      When the position is submitted
      Then B's imp has the resistances none
      And B's totem has the resistances flame

    @clause:MC-10-7-2-2-1 @clause:MC-10-15-2-1
    Scenario: the totem entered after the imp lost its resistances: the imp resists flame again
      Given B's party at b3 is imp, totem
      And B's totem was put onto the battlefield at moment 8
      And B's imp lost its resistance at moment 5 until the end of the phase
      When the position is submitted
      Then B's imp has the resistances flame

  @clause:MC-10-14-1
  Rule: a position states a granted resistance once, as a standing ability given

    @clause:MC-10-14-1
    Scenario: a resistance stated as a characteristic grant is refused
      Given B's party at b3 is imp
      And the position's state.grants is [{"unit": "B:imp", "what": "resistance", "values": ["flame"], "mode": "add", "until": "phase", "seq": 1}]
      And the position's state.clock is 1
      When the position is submitted
      Then the position is refused citing "MC-10-14-1"

    @clause:MC-10-14-1
    Scenario: the same resistance stated as a standing ability given is accepted and read
      Given B's party at b3 is imp
      And the position's state.modifiers is [{"unit": "B:imp", "stat": "standing", "amount": 0, "until": "phase", "clause": "MC-10-14-4", "standing": {"resistance": ["flame"]}, "seq": 1}]
      And the position's state.clock is 1
      When the position is submitted
      Then B's imp has the resistances flame

    @clause:MC-10-7-2-2
    Scenario: a clock behind a standing ability's moment is refused
      Given B's party at b3 is imp
      And the position's state.modifiers is [{"unit": "B:imp", "stat": "standing", "amount": 0, "until": "phase", "clause": "MC-13-1", "lose": ["resistance"], "seq": 4}]
      When the position is submitted
      Then the position is refused citing "MC-10-7-2-2"
