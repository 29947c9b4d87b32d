Feature: MC 12.2.7-12.2.8 Summoning units and equipping equipment
  Summoning is putting a unit card from the hand onto a terrain, or equipping a unit with an equipment card
  from the hand (12.2.7.1). No unit summon is declared that would take its party over the terrain's limit
  (12.2.7.2); equipping knows no limit (12.2.7.3). A unit summon (12.2.7.4): the declaration and a check
  step; the timing, cost, terrain and summon conditions are checked; the card is revealed with its
  terrain; the cost (a hero's points, from the top of the draw pile) is declared; a check step; the cost
  is paid; the card is placed; it becomes a ready unit with every slot unspent; a check step; the end.
  Equipping (12.2.8): the declaration and a check step; the timing, the unit, the cost (its unspent item
  slots) and the conditions are checked; the card is revealed with its unit; slots equal to the equip cost
  are declared and spent; the unit equips the card; a check step; the unit gains the equipment's bonuses.

  Background:
    Given a game in A's normal summon phase
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

  @clause:MC-12-2-7-2
  Rule: no unit summon is declared that takes the party over the terrain's limit

    @clause:MC-12-2-7-2
    Scenario: a troll of level 5 onto a headquarters party of level 6 is refused
      Given A's party at b1 is troll#2, goblin
      And A holds troll in hand
      When the position is submitted
      Then the options do not include summon troll at b1
      When A tries to summon troll at b1
      Then the action is illegal citing "MC-12-2-7-2"

    @clause:MC-12-2-7-2
    Scenario: reaching the limit exactly is allowed
      Given A's party at b1 is troll#2
      And A holds troll in hand
      When A summons troll at b1
      Then A's troll is at b1

  @clause:MC-12-2-7-3
  Rule: equipping a unit knows no terrain limit

    @clause:MC-12-2-7-3
    Scenario: the headquarters' party is at its limit, and the goblin there may still equip the sword
      Given A's party at b1 is troll, troll#2
      And A's party at b2 is goblin
      And A holds sword in hand
      When the position is submitted
      Then the options include equip sword to goblin
      And the limit of b1 is 10

  @clause:MC-12-2-7-4-1 @clause:MC-12-2-7-4-2 @clause:MC-12-2-7-4-4 @clause:MC-12-2-7-4-6 @clause:MC-12-2-7-4-9 @clause:MC-12-2-7-4-10
  Rule: the steps of a unit summon, in order

    @clause:MC-12-2-7-4-1 @clause:MC-12-2-7-4-2 @clause:MC-12-2-7-4-4 @clause:MC-12-2-7-4-6 @clause:MC-12-2-7-4-9 @clause:MC-12-2-7-4-10
    Scenario: declaration, check step, reveal, check step, placing, check step, the end
      Given A holds goblin in hand
      When A summons goblin at b1
      Then the ruling cites in order "MC-12-2-7-4-1", "MC-12-2-7-4-2", "MC-12-2-7-4-4", "MC-12-2-7-4-6", "MC-12-2-7-4-9", "MC-12-2-7-4-10", "MC-12-2-7-4-11"
      And the ruling does not cite "MC-12-2-7-4-5"

  @clause:MC-12-2-7-4-3
  Rule: the timing, terrain, cost and summon conditions are checked before anything is declared

    @clause:MC-12-2-7-4-3
    Scenario: a hero whose name A already has on the battlefield is refused
      Given A's party at b2 is king#2
      And A holds king in hand
      When the position is submitted
      Then the options do not include summon king at b1
      When A tries to summon king at b1
      Then the action is illegal citing "MC-12-2-7-4-3"

    @clause:MC-12-2-7-4-3
    Scenario: an over-limit summon is refused by the same check
      Given A's party at b1 is troll#2, troll#3
      And A holds goblin in hand
      When A tries to summon goblin at b1
      Then the action is illegal citing "MC-12-2-7-4-3"

    @clause:MC-12-2-7-4-3
    Scenario: a hero with no namesake of A's on the battlefield may be summoned
      Given A holds king in hand
      When the position is submitted
      Then the options include summon king at b1

  @clause:MC-12-2-7-4-5 @clause:MC-12-2-7-4-7 @clause:MC-12-2-7-4-8
  Rule: a hero's points are its cost, paid from the top of the draw pile; paid, the card is placed

    @clause:MC-12-2-7-4-5 @clause:MC-12-2-7-4-7 @clause:MC-12-2-7-4-8
    Scenario: the king costs the top two cards of the draw pile
      Given A holds king in hand
      And A's draw pile is goblin, orc, wall from the top
      When A summons king at b1
      Then the ruling cites in order "MC-12-2-7-4-4", "MC-12-2-7-4-5", "MC-12-2-7-4-6", "MC-12-2-7-4-7", "MC-12-2-7-4-7", "MC-12-2-7-4-9"
      And A's goblin is in A's discard pile
      And A's orc is in A's discard pile
      And A's draw pile is wall from the top
      And A's king is at b1

    @clause:MC-12-2-7-4-5
    Scenario: a draw pile shorter than the hero points cannot pay: the summon is not offered
      Given A holds king in hand
      And A's draw pile is goblin from the top
      When the position is submitted
      Then the options do not include summon king at b1
      When A tries to summon king at b1
      Then the action is illegal citing "MC-12-2-7-4-5"

  @clause:MC-12-2-7-4-9
  Rule: the summoned unit is ready, its slots unspent

    @clause:MC-12-2-7-4-9
    Scenario: the orc arrives ready with both item slots free
      Given A holds orc in hand
      When A summons orc at b1
      Then A's orc is ready
      And A's orc has free_item_slots 2

  @clause:MC-12-2-8-1 @clause:MC-12-2-8-2 @clause:MC-12-2-8-4 @clause:MC-12-2-8-5 @clause:MC-12-2-8-7 @clause:MC-12-2-8-8 @clause:MC-12-2-8-9
  Rule: the steps of equipping, in order

    @clause:MC-12-2-8-1 @clause:MC-12-2-8-2 @clause:MC-12-2-8-4 @clause:MC-12-2-8-5 @clause:MC-12-2-8-7 @clause:MC-12-2-8-8 @clause:MC-12-2-8-9
    Scenario: declaration, check step, reveal, the cost, equipped, check step, the bonuses
      Given A's party at b2 is goblin
      And A holds sword in hand
      When A equips sword to goblin
      Then the ruling cites in order "MC-12-2-8-1", "MC-12-2-8-2", "MC-12-2-8-4", "MC-12-2-8-5", "MC-12-2-8-7", "MC-12-2-8-8", "MC-12-2-8-9"
      And A's sword is equipped by goblin

  @clause:MC-12-2-8-3
  Rule: the unit, the cost in its unspent item slots and the equip conditions are checked first

    @clause:MC-12-2-8-3
    Scenario: a unit with too few unspent slots cannot equip the armour
      Given A's party at b2 is goblin
      And A holds armour in hand
      When the position is submitted
      Then the options do not include equip armour to goblin
      When A tries to equip armour to goblin
      Then the action is illegal citing "MC-12-2-8-3"

    @clause:MC-12-2-8-3
    Scenario: a unit card is not equipment
      Given A's party at b2 is goblin
      And A holds wall in hand
      When A tries to equip wall to goblin
      Then the action is illegal citing "MC-12-2-8-3"

    @clause:MC-12-2-8-3
    Scenario: the orc has two slots for the armour
      Given A's party at b2 is orc
      And A holds armour in hand
      When the position is submitted
      Then the options include equip armour to orc

  @clause:MC-12-2-8-5 @clause:MC-12-2-8-6 @clause:MC-12-2-8-7 @clause:MC-12-2-8-9
  Rule: slots equal to the equip cost are spent; the unit gains the equipment's bonuses

    @clause:MC-12-2-8-5 @clause:MC-12-2-8-6 @clause:MC-12-2-8-9
    Scenario: the armour spends both of the orc's slots and adds 3 defence
      Given A's party at b2 is orc
      And A holds armour in hand
      When A equips armour to orc
      Then A's orc has free_item_slots 0, defence 6, attack 4
      And A's hand is nothing

    @clause:MC-12-2-8-6 @clause:MC-12-2-8-7
    Scenario: the sword spends one of the orc's two slots
      Given A's party at b2 is orc
      And A holds sword in hand
      When A equips sword to orc
      Then A's orc has free_item_slots 1, attack 6
