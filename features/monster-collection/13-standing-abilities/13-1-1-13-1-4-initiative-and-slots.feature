Feature: MC 13.1.1-13.1.4 Initiative, item slots and spell slots
  A party's イニシアチブ: x are added to its die in the initiative timing (13.1.1.1.1); a unit's several
  initiatives are one sum, and a sum of 0 is not having one (13.1.1.1.2). Item slots let a unit use item
  cards, consumables and equipment alike, and no slots means no items (13.1.2.2); slots are unspent when
  the unit is summoned or gains them (13.1.2.4), spent ones come back at the end of the formation
  timing and of the battle end timing for both sides (13.1.2.5), slots paying for equipment stay spent
  while it is equipped and come back when it leaves outside the initiative-to-battle-end stretch
  (13.1.2.6), slots lost and regained come back as they were (13.1.2.7), and equipment whose slots are
  lost is discarded (13.1.2.8). Spell slots pay a battle spell's icons, ＊ standing for any one
  attribute (13.1.3.1); they too are unspent when summoned or gained (13.1.3.2), come back at the same
  two moments (13.1.3.3) and come back as they were after a loss (13.1.4).

  With seed 1 the advancing player A rolls 6 and B 2, so A is the first side and B the second.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id       | type         | level | attack | defence | advance | standing                  | class      | cost | bonus         | attributes | ability                                           | limit |
      | goblin   | unit         | 1     | 3      | 4       | walking |                           |            |      |               |            |                                                   |       |
      | wall     | unit         | 1     | 0      | 9       | walking |                           |            |      |               |            |                                                   |       |
      | scout    | unit         | 1     | 0      | 9       | walking | initiative +2             |            |      |               |            |                                                   |       |
      | sentinel | unit         | 1     | 0      | 9       | walking | initiative +3             |            |      |               |            |                                                   |       |
      | lord     | unit         | 1     | 1      | 9       | walking | initiative +1, items 1    |            |      |               |            | constant this_unit: attack +3 if has initiative   |       |
      | mage     | unit         | 1     | 0      | 9       | walking | spells any/any/any, items 2 |          |      |               |            |                                                   |       |
      | adept    | unit         | 1     | 0      | 9       | walking | spells fire/fire          |            |      |               |            |                                                   |       |
      | cloak    | item         |       |        |         |         |                           | equipment  | 1    | initiative -1 |            |                                                   |       |
      | banner   | item         |       |        |         |         |                           | equipment  | 1    | initiative +1 |            |                                                   |       |
      | sword    | item         |       |        |         |         |                           | equipment  | 1    | attack +2     |            |                                                   |       |
      | potion   | item         |       |        |         |         |                           | consumable |      |               |            | normal/counter own_unit: defence +1               |       |
      | fireball | battle spell |       |        |         |         |                           |            |      |               | fire       | normal enemy_unit: damage 1                       |       |
      | tide     | battle spell |       |        |         |         |                           |            |      |               | water      | normal enemy_unit: damage 1                       |       |
      | unarm    | battle spell |       |        |         |         |                           |            |      |               |            | normal own_unit: lose items                       |       |
      | rearm    | battle spell |       |        |         |         |                           |            |      |               |            | normal own_unit: gain items 2                     |       |
      | arm      | battle spell |       |        |         |         |                           |            |      |               |            | normal own_unit: gain items 1                     |       |
      | unspell  | battle spell |       |        |         |         |                           |            |      |               |            | normal own_unit: lose spells                      |       |
      | respell  | battle spell |       |        |         |         |                           |            |      |               |            | normal own_unit: gain spells any/any/any         |       |
      | inspire  | battle spell |       |        |         |         |                           |            |      |               |            | normal unit: gain spells fire                     |       |
      | plains   | terrain      |       |        |         |         |                           |            |      |               |            |                                                   | 8     |
    And A has "plains" at b2
    And B has "plains" at b3
    And the seed is 1

  # --- 13.1.1 イニシアチブ: x ---------------------------------------------------------------------------

  @clause:MC-13-1-1-1-1
  Scenario: each side adds its party's initiatives to its die
    Given A's party at b2 is scout, goblin
    And B's party at b3 is sentinel
    When A advances scout to b3 and goblin to b3
    And A puts scout in front
    Then the initiative results were 8 for A and 5 for B

  @clause:MC-13-1-1-1-2
  Rule: a unit's initiatives are one sum; a sum of 0 is no initiative at all

    @clause:MC-13-1-1-1-2
    Scenario: initiative +1 and an equipment's -1 make no initiative, so "if it has initiative" fails
      Given A's party at b2 is lord
      And A's lord equips cloak
      Then A's lord has initiative 0, attack 1

    @clause:MC-13-1-1-1-2
    Scenario: initiative +1 and an equipment's +1 are one initiative of 2, and it has one
      Given A's party at b2 is lord
      And A's lord equips banner
      Then A's lord has initiative 2, attack 4

  # --- 13.1.2 アイテム: x ---------------------------------------------------------------------------

  @clause:MC-13-1-2-2
  Rule: a unit with item slots uses consumables and equipment; one without uses neither

    @clause:MC-13-1-2-2
    Scenario: a unit without item slots cannot be equipped
      Given a game in A's normal summon phase
      And A's party at b1 is goblin
      And A holds sword in hand
      When A tries to equip sword to goblin
      Then the action is illegal citing "MC-13-1-2-2"

    @clause:MC-13-1-2-2
    Scenario: a unit with item slots is equipped
      Given a game in A's normal summon phase
      And A's party at b1 is mage
      And A holds sword in hand
      When A equips sword to mage
      Then A's sword is equipped by mage

    @clause:MC-13-1-2-2
    Scenario: only the unit with item slots is offered the consumable in battle
      Given A's party at b2 is mage, goblin
      And B's party at b3 is wall
      And A holds potion in hand
      When A advances mage to b3 and goblin to b3
      And A puts mage in front
      Then A must decide "play"
      And the options include use potion by mage on mage
      And the options do not include use potion by goblin on goblin

  @clause:MC-13-1-2-4
  Rule: slots are unspent when the unit is summoned, and when it gains them

    @clause:MC-13-1-2-4
    Scenario: a unit summoned has every item slot free
      Given a game in A's normal summon phase
      And A holds mage in hand
      When A summons mage at b1
      Then A's mage has item_slots 2, free_item_slots 2

    @clause:MC-13-1-2-4
    Scenario: a unit that gains an item slot in battle may spend it at once
      Given A's party at b2 is adept
      And B's party at b3 is wall
      And A holds arm, potion in hand
      When A advances adept to b3
      And A's adept uses arm on itself
      Then A's adept has item_slots 1, free_item_slots 1
      And the options include use potion by adept on adept

  @clause:MC-13-1-2-5
  Rule: spent item slots come back at the end of the formation timing and of the battle end timing

    @clause:MC-13-1-2-5
    Scenario: a slot spent before the battle is free again once the formation timing ends
      Given A's party at b2 is mage
      And A's mage has spent 2 item slots
      And B's party at b3 is wall
      And A holds potion in hand
      When A advances mage to b3
      Then A must decide "play"
      And the options include use potion by mage on mage

    @clause:MC-13-1-2-5
    Scenario: the defender's slot spent on a counter is free again after the battle
      Given A's party at b2 is adept
      And B's party at b3 is mage
      And A holds fireball in hand
      And B holds potion, potion#2 in hand
      When A advances adept to b3
      And A's adept uses fireball on B:mage
      And B's mage uses potion on itself
      Then B must decide "counter"
      And B's mage has free_item_slots 1
      When the battle plays out with passes
      Then there is no battle
      And B's mage has free_item_slots 2

  @clause:MC-13-1-2-6
  Rule: slots paying for equipment stay spent while it is equipped

    @clause:MC-13-1-2-6
    Scenario: equipment holds its slot; discarded outside a battle, the slot is free again
      Given a game in A's normal summon phase
      And A's party at b1 is mage
      And A's mage equips sword
      Then A's mage has free_item_slots 1
      When A discards the equipment sword
      Then A's mage has free_item_slots 2

    @clause:MC-13-1-2-6 @clause:MC-13-1-2-8
    Scenario: equipment lost after the initiative timing leaves its slot spent for the battle
      Given A's party at b2 is mage
      And A's mage equips sword
      And B's party at b3 is wall
      And A holds unarm, rearm, fireball in hand
      When A advances mage to b3
      And A is done
      And A's mage uses unarm on itself
      Then A's sword is in A's discard pile
      And the ruling cites "MC-13-1-2-8"
      When A's mage uses rearm on itself
      Then A's mage has item_slots 2, free_item_slots 1

  @clause:MC-13-1-2-7
  Scenario: slots lost and regained come back as they were: the one spent stays spent
    Given A's party at b2 is mage
    And B's party at b3 is wall
    And A holds potion, unarm, rearm, fireball in hand
    When A advances mage to b3
    And A's mage uses potion on itself
    And A's mage uses unarm on itself
    Then A's mage has item_slots 0
    When A's mage uses rearm on itself
    Then A's mage has item_slots 2, free_item_slots 1

  @clause:MC-13-1-2-8
  Rule: equipment is discarded by rule processing when the unit loses the slots holding it

    @clause:MC-13-1-2-8
    Scenario: losing the item slots discards the sword they held
      Given A's party at b2 is mage
      And A's mage equips sword
      And B's party at b3 is wall
      And A holds unarm in hand
      When A advances mage to b3
      And A is done
      And A's mage uses unarm on itself
      Then A's sword is in A's discard pile
      And the ruling cites "MC-13-1-2-8"

    @clause:MC-13-1-2-8
    Scenario: losing spell slots leaves the sword equipped
      Given A's party at b2 is mage
      And A's mage equips sword
      And B's party at b3 is wall
      And A holds unspell in hand
      When A advances mage to b3
      And A is done
      And A's mage uses unspell on itself
      Then A's sword is equipped by mage
      And the ruling does not cite "MC-13-1-2-8"

  # --- 13.1.3 スペル: x, 13.1.4 ---------------------------------------------------------------------

  @clause:MC-13-1-3-1
  Rule: spell slots pay a battle spell's icons, ＊ as any one attribute; no slots, no spells

    @clause:MC-13-1-3-1
    Scenario: fire slots and ＊ slots pay a fire spell
      Given A's party at b2 is adept, mage
      And B's party at b3 is wall
      And A holds fireball in hand
      When A advances adept to b3 and mage to b3
      And A puts adept in front
      Then the options include use fireball by adept on B:wall; use fireball by mage on B:wall

    @clause:MC-13-1-3-1
    Scenario: fire slots do not pay a water spell, and a unit without spell slots casts nothing
      Given A's party at b2 is adept, goblin
      And B's party at b3 is wall
      And A holds tide in hand
      When A advances adept to b3 and goblin to b3
      And A puts adept in front
      Then A is not asked "play"

  @clause:MC-13-1-3-2
  Rule: spell slots are unspent when the unit is summoned, and when it gains them

    @clause:MC-13-1-3-2
    Scenario: a unit summoned has every spell slot free
      Given a game in A's normal summon phase
      And A holds adept in hand
      When A summons adept at b1
      Then A's adept has the free spell slots fire/fire

    @clause:MC-13-1-3-2
    Scenario: a unit that gains a fire slot in battle may cast a fire spell at once
      Given A's party at b2 is adept, goblin
      And B's party at b3 is wall
      And A holds inspire, fireball in hand
      When A advances adept to b3 and goblin to b3
      And A puts adept in front
      Then the options do not include use fireball by goblin on B:wall
      When A's adept uses inspire on goblin
      Then A's goblin has the free spell slots fire
      And the options include use fireball by goblin on B:wall

  @clause:MC-13-1-3-3
  Rule: spent spell slots come back at the end of the formation timing and of the battle end timing

    @clause:MC-13-1-3-3
    Scenario: spell slots spent before the battle are free again once the formation timing ends
      Given A's party at b2 is adept
      And A's adept has spent the spell slots fire/fire
      And B's party at b3 is wall
      And A holds fireball in hand
      When A advances adept to b3
      Then the options include use fireball by adept on B:wall

    @clause:MC-13-1-3-3
    Scenario: the slot spent on a spell is free again after the battle
      Given A's party at b2 is adept
      And B's party at b3 is wall
      And A holds fireball, fireball#2 in hand
      When A advances adept to b3
      And A's adept uses fireball on B:wall
      Then A's adept has the free spell slots fire
      When the battle plays out with passes
      Then there is no battle
      And A's adept has the free spell slots fire/fire

  @clause:MC-13-1-4
  Scenario: spell slots lost and regained come back as they were: the one spent stays spent
    Given A's party at b2 is mage, adept
    And B's party at b3 is wall
    And A holds fireball, fireball#2, unspell, respell in hand
    When A advances mage to b3 and adept to b3
    And A puts mage in front
    And A's mage uses fireball on B:wall
    And A's adept uses unspell on mage
    Then A's mage has the free spell slots none
    When A's adept uses respell on mage
    Then A's mage has the free spell slots any/any
