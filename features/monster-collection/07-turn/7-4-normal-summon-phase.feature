Feature: MC 7.4 The normal summon phase
  The phase's start triggers (MC 7.4.2). In a first play step the advancing player may discard, one at a
  time, equipment of its units wherever they stand, each discard freeing the item slots it held (7.4.3);
  in a second it may, in any order and number, normally summon unit cards from hand, equip equipment
  cards from hand to its units and swap equipment between its units on one terrain (7.4.4) — units only
  onto its headquarters or a terrain open to normal summons, equipment to its units wherever they are
  (7.4.5). Giving up the play step ends the phase: its end triggers (7.4.6), a check step, its grant and
  change effects lost (7.4.7).

  Background:
    Given a game in A's normal summon phase
    And the test cards:
      | id     | type    | level | attack | defence | advance | standing | class     | cost | bonus     | limit |
      | goblin | unit    | 1     | 3      | 2       | walking | items 1  |           |      |           |       |
      | orc    | unit    | 2     | 4      | 3       | walking | items 1  |           |      |           |       |
      | sword  | item    |       |        |         |         |          | equipment | 1    | attack +2 |       |
      | plains | terrain |       |        |         |         |          |           |      |           | 8     |
    And A has "plains" at b2

  @clause:MC-7-4-2
  Scenario: the phase begins with its trigger moment as the main phase closes
    Given a game in A's main phase
    When A ends the main phase
    Then the ruling cites in order "MC-7-3-6", "MC-7-4-2"

  @clause:MC-7-4-3
  Rule: first, equipment of one's units anywhere may be discarded, freeing its slots

    @clause:MC-7-4-3
    Scenario: the sword of a unit away from the headquarters may be discarded, and its slot is free again
      Given A's party at b2 is goblin
      And A's goblin equips sword
      When the position is submitted
      Then A must decide "summon_discard"
      And the options are exactly discard equipment sword; done; concede
      When A discards the equipment sword
      Then A's sword is in A's discard pile
      And A's goblin has free_item_slots 1, attack 3

    @clause:MC-7-4-3
    Scenario: with no equipment on the battlefield the phase goes straight to its summons
      Given A's party at b2 is goblin
      When the position is submitted
      Then A must decide "summon"

    @clause:MC-7-4-3
    Scenario: once done with discards, none can be made among the summons
      Given A's party at b2 is goblin
      And A's goblin equips sword
      When A is done
      And A tries to discard the equipment sword
      Then the action is illegal citing "MC-7-4-3"

  @clause:MC-7-4-4
  Rule: then units are summoned, equipment equipped and swapped, in any order and number

    @clause:MC-7-4-4
    Scenario: summons, equipping and swaps are all on offer
      Given A's party at b2 is goblin, orc
      And A holds goblin#2, sword in hand
      When the position is submitted
      Then A must decide "summon"
      And the options include summon goblin#2 at b1; equip sword to goblin; equip sword to orc; end phase

    @clause:MC-7-4-4
    Scenario: A summons, equips and swaps, and is asked again after each
      Given A's party at b2 is goblin, orc
      And A holds goblin#2, sword in hand
      When A summons goblin#2 at b1
      And A equips sword to goblin
      And A swaps sword to orc
      Then A must decide "summon"
      And A's goblin#2 is at b1
      And A's sword is equipped by orc

    @clause:MC-7-4-4
    Scenario: a terrain card is not placed in the normal summon phase
      Given A holds plains#2 in hand
      When A tries to place "plains#2" at b3
      Then the action is illegal citing "MC-7-4-4"

  @clause:MC-7-4-5
  Rule: units are summoned only onto the headquarters; equipment goes to one's units anywhere

    @clause:MC-7-4-5
    Scenario: a unit cannot be normally summoned onto an ordinary terrain of one's own
      Given A's party at b2 is orc
      And A holds goblin in hand
      When the position is submitted
      Then the options do not include summon goblin at b2
      When A tries to summon goblin at b2
      Then the action is illegal citing "MC-7-4-5"

    @clause:MC-7-4-5
    Scenario: equipment goes to a unit wherever it stands
      Given A's party at b2 is orc
      And A holds sword in hand
      When A equips sword to orc
      Then A's sword is equipped by orc
      And A's orc has attack 6

  @clause:MC-7-4-6 @clause:MC-7-4-7
  Rule: giving up the play step ends the phase: its end triggers, a check step, its effects are lost

    @clause:MC-7-4-6
    Scenario: A gives up the play step: the phase's end trigger, its closing check step, then the second hand adjustment
      When A ends the normal summon phase
      Then the ruling cites in order "MC-7-4-6", "MC-7-4-7", "MC-7-5-2"

    @clause:MC-7-4-7
    Scenario: a bonus lasting until the end of the phase is lost as the phase ends
      Given A's party at b2 is goblin
      And A's goblin has attack +2 until the end of the phase
      When A ends the normal summon phase
      Then the ruling says "the effects of the phase are lost"
      And A's goblin has attack 3
