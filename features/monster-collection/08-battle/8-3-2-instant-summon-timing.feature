Feature: MC 8.3.2 The instant-summon timing
  The timing begins with its trigger moment and a check step (MC 8.3.2.2, 8.3.2.3); then the advancing
  player, and after it the defending player, run the instant-summon procedure (8.3.2.4, 8.3.2.5): first
  any number of discards of equipment held by their own units in the battle, each freeing the item slots
  it held (8.3.2.7); then, in any order and number, instant summons of unit cards that may be
  instant-summoned, onto the battle's terrain (8.3.2.8), and equipping of their units in the battle,
  which also counts as an instant summon (8.3.2.9). The timing ends with its trigger moment and a check
  step, and the formation timing follows (8.3.2.10, 8.3.2.11).

  Background:
    Given a game in A's main phase
    And the test cards:
      | id     | type    | level | attack | defence | advance | instant | standing | class     | cost | bonus      | limit |
      | goblin | unit    | 1     | 3      | 2       | walking |         | items 1  |           |      |            |       |
      | orc    | unit    | 2     | 4      | 3       | walking |         | items 1  |           |      |            |       |
      | wall   | unit    | 1     | 0      | 9       | walking |         | items 1  |           |      |            |       |
      | wolf   | unit    | 1     | 2      | 1       | walking | yes     | items 1  |           |      |            |       |
      | sword  | item    |       |        |         |         |         |          | equipment | 1    | attack +2  |       |
      | shield | item    |       |        |         |         |         |          | equipment | 1    | defence +2 |       |
      | plains | terrain |       |        |         |         |         |          |           |      |            | 8     |
    And A has "plains" at b2
    And B has "plains" at b3
    And B has "plains" at c3
    And A's party at b2 is goblin
    And B's party at b3 is wall
    And the seed is 1

  @clause:MC-8-3-2-2 @clause:MC-8-3-2-3 @clause:MC-8-3-2-10 @clause:MC-8-3-2-11
  Scenario: the timing opens and closes with its trigger moments and check steps, then the formation timing
    When A advances goblin to b3
    Then the ruling cites in order "MC-8-3-1-1", "MC-8-3-2-2", "MC-8-3-2-3", "MC-8-3-2-4", "MC-8-3-2-5", "MC-8-3-2-10", "MC-8-3-2-11", "MC-8-3-3-5"

  @clause:MC-8-3-2-4
  Rule: the advancing player runs the procedure first

    @clause:MC-8-3-2-4
    Scenario: both players hold an instant unit: the advancing player is asked first
      Given A holds wolf in hand
      And B holds wolf in hand
      When A advances goblin to b3
      Then A must decide "instant_summon"
      And the options include summon wolf at b3; done

    @clause:MC-8-3-2-4
    Scenario: the advancing player goes on summoning before the defender is asked
      Given A holds wolf, wolf#2 in hand
      And B holds wolf in hand
      When A advances goblin to b3
      And A summons wolf
      Then A's wolf is at b3
      And A must decide "instant_summon"
      And B is not asked "instant_summon"

  @clause:MC-8-3-2-5
  Rule: then the defending player runs it

    @clause:MC-8-3-2-5
    Scenario: once the advancing player is done, the defending player is asked
      Given A holds wolf in hand
      And B holds wolf in hand
      When A advances goblin to b3
      And A is done
      Then B must decide "instant_summon"
      And the options include summon wolf at b3

    @clause:MC-8-3-2-5
    Scenario: the defending player reinforces the battle's terrain
      Given B holds wolf in hand
      When A advances goblin to b3
      And B summons wolf
      Then B's wolf is at b3
      And B's party at b3 is wall, wolf

  @clause:MC-8-3-2-7
  Rule: first, equipment of one's own units in the battle may be discarded, freeing its slots

    @clause:MC-8-3-2-7
    Scenario: the defender discards its unit's equipment, and the slot is free again
      Given B's wall equips shield
      When A advances goblin to b3
      Then B must decide "instant_summon"
      And the options are exactly discard equipment shield; done; concede
      When B discards the equipment shield
      Then B's shield is in B's discard pile
      And B's wall has free_item_slots 1, defence 9

    @clause:MC-8-3-2-7
    Scenario: equipment of a unit outside the battle cannot be discarded in it
      Given B's party at c3 is orc
      And B's orc equips sword
      When A advances goblin to b3
      Then B is not asked "instant_summon"
      And B's sword is equipped by orc

  @clause:MC-8-3-2-8
  Rule: a unit card that may be instant-summoned is summoned onto the battle's terrain

    @clause:MC-8-3-2-8 @clause:MC-2-1-12-2 @clause:MC-2-1-12-3
    Scenario: only the unit card whose level allows it is offered
      Given B holds wolf, orc in hand
      When A advances goblin to b3
      Then B must decide "instant_summon"
      And the options include summon wolf at b3
      And the options do not include summon orc at b3

    @clause:MC-8-3-2-8 @clause:MC-2-1-12-3
    Scenario: summoning a unit card that may not be instant-summoned is refused
      Given B holds wolf, orc in hand
      When A advances goblin to b3
      And B tries to summon orc
      Then the action is illegal citing "MC-8-3-2-8"

    @clause:MC-8-3-2-8
    Scenario: instant summons repeat, in any order with equipping
      Given B holds wolf, wolf#2, sword in hand
      When A advances goblin to b3
      And B summons wolf
      And B equips sword to wolf
      And B summons wolf#2
      Then B's party at b3 is wall, wolf, wolf#2
      And B's sword is equipped by wolf

  @clause:MC-8-3-2-9
  Rule: equipment from the hand goes to one's own unit in the battle

    @clause:MC-8-3-2-9
    Scenario: the defender equips its unit in the battle
      Given B holds sword in hand
      When A advances goblin to b3
      And B equips sword to wall
      Then B's sword is equipped by wall
      And B's wall has attack 2, free_item_slots 0

    @clause:MC-8-3-2-9
    Scenario: a unit outside the battle cannot be equipped in it
      Given B holds sword in hand
      And B's party at c3 is orc
      When A advances goblin to b3
      Then the options do not include equip sword to orc
      When B tries to equip sword to orc
      Then the action is illegal citing "MC-8-3-2-9"
