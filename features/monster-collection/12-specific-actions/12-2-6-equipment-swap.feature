Feature: MC 12.2.6 The equipment swap
  The equipment swap moves equipment a unit of one's own holds to another unit of one's own: the advancing
  player may swap in its main phase and normal summon phase, both players in a battle's formation timing
  (MC 12.2.6.1). The player picks two of its units on one terrain, each with アイテム: x, holding between
  them at least one equipment (12.2.6.2.1), and moves one equipment to the other unit — which needs as many
  unspent item slots as its equip cost — or exchanges one of each at once; the receiver spends slots equal
  to the cost, and the giver's freed slots are unspent again; no unit swaps with itself (12.2.6.2.2).

  Background:
    Given a game in A's main phase
    And the test cards:
      | id     | type    | level | attack | defence | advance | hero | standing | class     | cost | bonus      | limit |
      | goblin | unit    | 1     | 3      | 2       | walking |      | items 1  |           |      |            |       |
      | orc    | unit    | 2     | 4      | 3       | walking |      | items 2  |           |      |            |       |
      | wall   | unit    | 1     | 0      | 9       | walking |      |          |           |      |            |       |
      | troll  | unit    | 5     | 4      | 6       | walking |      |          |           |      |            |       |
      | king   | unit    | 3     | 5      | 5       | walking | 2    | items 1  |           |      |            |       |
      | sword  | item    |       |        |         |         |      |          | equipment | 1    | attack +2  |       |
      | shield | item    |       |        |         |         |      |          | equipment | 1    | defence +2 |       |
      | armour | item    |       |        |         |         |      |          | equipment | 2    | defence +3 |       |
      | plains | terrain |       |        |         |         |      |          |           |      |            | 8     |
    And A has "plains" at b2

  @clause:MC-12-2-6-1
  Rule: the swap is an action of the main phase, the normal summon phase and the formation timing

    @clause:MC-12-2-6-1
    Scenario: in the main phase
      Given A's party at b2 is goblin, orc
      And A's goblin equips sword
      When A swaps sword to orc
      Then A's sword is equipped by orc

    @clause:MC-12-2-6-1
    Scenario: in the normal summon phase
      Given a game in A's normal summon phase
      And A has "plains" at b2
      And A's party at b2 is goblin, orc
      And A's goblin equips sword
      When A is done
      And A swaps sword to orc
      Then A's sword is equipped by orc

    @clause:MC-12-2-6-1
    Scenario: not in the instant summon timing of a battle
      Given B has "plains" at b3
      And A's party at b2 is goblin, orc
      And A's goblin equips sword
      And B's party at b3 is wall
      When A advances goblin to b3 and orc to b3
      Then A must decide "instant_summon"
      And the options do not include swap sword to orc

  @clause:MC-12-2-6-2-1
  Rule: two units of one's own on one terrain, each with アイテム: x, with equipment between them

    @clause:MC-12-2-6-2-1
    Scenario: units on different terrains cannot swap
      Given A has "plains#2" at a2
      And A's party at b2 is goblin
      And A's party at a2 is orc
      And A's goblin equips sword
      When the position is submitted
      Then the options do not include swap sword to orc
      When A tries to swap sword to orc
      Then the action is illegal citing "MC-12-2-6-2-1"

    @clause:MC-12-2-6-2-1
    Scenario: a unit without アイテム: x cannot receive equipment
      Given A's party at b2 is goblin, wall
      And A's goblin equips sword
      When the position is submitted
      Then the options do not include swap sword to wall
      When A tries to swap sword to wall
      Then the action is illegal citing "MC-12-2-6-2-1"

    @clause:MC-12-2-6-2-1
    Scenario: two units with slots but no equipment have nothing to swap
      Given A's party at b2 is goblin, orc
      When the position is submitted
      Then the options do not include swap sword to orc; swap sword to goblin

  @clause:MC-12-2-6-2-2
  Rule: one equipment moved, needing the receiver's unspent slots, or one of each exchanged; slots follow

    @clause:MC-12-2-6-2-2
    Scenario: moved, the sword spends a slot of the orc and frees the goblin's
      Given A's party at b2 is goblin, orc
      And A's goblin equips sword
      When A swaps sword to orc
      Then A's goblin has free_item_slots 1, attack 3
      And A's orc has free_item_slots 1, attack 6

    @clause:MC-12-2-6-2-2
    Scenario: a receiver with too few unspent slots cannot take the equipment
      Given A's party at b2 is goblin, orc
      And A's orc equips armour
      And A's goblin equips sword
      When the position is submitted
      Then the options do not include swap armour to goblin
      When A tries to swap armour to goblin
      Then the action is illegal citing "MC-12-2-6-2-2"

    @clause:MC-12-2-6-2-2
    Scenario: two pieces of equipment are exchanged at once, within the slots each unit has
      Given A's party at b2 is goblin, orc
      And A's goblin equips sword
      And A's orc equips shield
      When A exchanges sword with shield of orc
      Then A's sword is equipped by orc
      And A's shield is equipped by goblin
      And A's goblin has defence 4, free_item_slots 0
      And A's orc has attack 6, free_item_slots 1

    @clause:MC-12-2-6-2-2
    Scenario: an exchange needing more slots than a unit has is refused
      Given A's party at b2 is goblin, orc
      And A's goblin equips sword
      And A's orc equips armour
      When A tries to exchange sword with armour of orc
      Then the action is illegal citing "MC-12-2-6-2-2"

    @clause:MC-12-2-6-2-2
    Scenario: a unit cannot swap with itself
      Given A's party at b2 is goblin, orc
      And A's goblin equips sword
      When A tries to swap sword to goblin
      Then the action is illegal citing "MC-12-2-6-2-2"

