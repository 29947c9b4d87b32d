Feature: MC 2.1 Card information
  Equipment stays on the battlefield until moved, and is discarded the moment the unit equipping it leaves
  (MC 2.1.2.1.2.2); while there it gives that unit its extra standing abilities, attack and defence
  (2.1.2.1.2.3), in and out of battle (2.1.16.2, 2.1.18.2, 2.1.21.2). A card with several elements,
  races or types has every one of them (2.1.13.3, 2.1.22.2, 2.1.23.2) — a battle spell's element icons
  are what its caster's spell slots pay (13.1.3.1). Each advance type reaches its own areas (2.1.19.2),
  and a unit with several has them all (2.1.19.3). Equipping spends item slots equal to the equip cost
  (2.1.25.1).

  Advance ranges (the document's figures are lost; docs/monster-collection.md): walking, the four
  orthogonal neighbours; flying, the eight surrounding areas; long-range flying, those and the areas two
  steps away in a straight line. With seed 1 the advancing player A is the first side and rolls 6.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id       | type         | level | attack | defence | advance                   | standing                  | races          | types         | attributes | class     | cost | bonus                      | ability                                     | limit |
      | goblin   | unit         | 1     | 3      | 2       | walking                   | items 1                   | goblin         |               |            |           |      |                            |                                             |       |
      | knight   | unit         | 2     | 2      | 4       | walking                   | items 2                   | human          |               |            |           |      |                            |                                             |       |
      | wall     | unit         | 1     | 0      | 9       | walking                   |                           |                |               |            |           |      |                            |                                             |       |
      | harpy    | unit         | 1     | 1      | 1       | flying                    |                           |                |               |            |           |      |                            |                                             |       |
      | wyvern   | unit         | 2     | 2      | 2       | long_range_flying         |                           |                |               |            |           |      |                            |                                             |       |
      | chimera  | unit         | 2     | 2      | 2       | walking/long_range_flying |                           |                |               |            |           |      |                            |                                             |       |
      | drake    | unit         | 2     | 2      | 4       | walking                   | spells fire/fire/water    | dragon/reptile |               |            |           |      |                            |                                             |       |
      | adept    | unit         | 2     | 1      | 9       | walking                   | spells fire/fire          |                |               |            |           |      |                            |                                             |       |
      | sword    | item         |       |        |         |                           |                           |                |               |            | equipment | 1    | attack +2                  |                                             |       |
      | shield   | item         |       |        |         |                           |                           |                |               |            | equipment | 1    | defence +2                 |                                             |       |
      | banner   | item         |       |        |         |                           |                           |                |               |            | equipment | 2    | attack +1, initiative +1   |                                             |       |
      | steam    | battle spell |       |        |         |                           |                           |                |               | fire/water |           |      |                            | normal enemy_unit: damage 3                 |       |
      | blast    | battle spell |       |        |         |                           |                           |                |               | fire       |           |      |                            | normal enemy_unit: damage 5                 |       |
      | fury     | battle spell |       |        |         |                           |                           |                |               | fire       |           |      |                            | normal own_unit: attack +2 if race dragon   |       |
      | grove    | battle spell |       |        |         |                           |                           |                |               | fire       |           |      |                            | normal own_unit: defence +3 if terrain forest |     |
      | plains   | terrain      |       |        |         |                           |                           |                | field         |            |           |      |                            |                                             | 8     |
      | glade    | terrain      |       |        |         |                           |                           |                | field/forest  |            |           |      |                            |                                             | 8     |
    And A has "plains" at b2
    And B has "plains" at b3
    And the seed is 1

  @clause:MC-2-1-2-1-2-2
  Rule: equipment leaves the battlefield with the unit equipping it

    @clause:MC-2-1-2-1-2-2
    Scenario: the goblin dies, and its shield is discarded with it
      Given A's party at b2 is drake
      And B's party at b3 is goblin
      And B's goblin equips shield
      And A holds blast in hand
      When A advances drake to b3
      And B is done
      And A's drake uses blast on B:goblin
      Then the ruling cites in order "MC-11-3-1-2-1", "MC-2-1-2-1-2-2"
      And B's shield is in B's discard pile

    @clause:MC-2-1-2-1-2-2
    Scenario: the goblin survives, and keeps its shield
      Given A's party at b2 is drake
      And B's party at b3 is goblin
      And B's goblin equips shield
      And A holds steam, blast in hand
      When A advances drake to b3
      And B is done
      And A's drake uses steam on B:goblin
      Then A must decide "play"
      And B's goblin is still on the battlefield
      And B's shield is equipped by goblin

  @clause:MC-2-1-2-1-2-3 @clause:MC-2-1-16-2 @clause:MC-2-1-18-2 @clause:MC-2-1-21-2
  Rule: equipment gives its unit its extra attack, defence and standing abilities, in and out of battle

    @clause:MC-2-1-2-1-2-3
    Scenario: a knight with a banner has attack 3 and initiative 1
      Given A's party at b2 is knight
      And A's knight equips banner
      When the position is submitted
      Then A's knight has attack 3, initiative 1, free_item_slots 0

    @clause:MC-2-1-16-2
    Scenario: out of battle the goblin with a sword has attack 5; in battle it deals 5
      Given A's party at b2 is goblin
      And A's goblin equips sword
      And B's party at b3 is wall
      When the position is submitted
      Then A's goblin has attack 5
      When A advances goblin to b3
      And A is done
      Then B's wall took 5 attack damage

    @clause:MC-2-1-18-2
    Scenario: out of battle the goblin with a shield has defence 4; in battle it survives 3 damage
      Given B's party at b3 is goblin
      And B's goblin equips shield
      And A's party at b2 is goblin
      When the position is submitted
      Then B's goblin has defence 4
      When A advances goblin to b3
      And B is done
      Then B's goblin took 3 attack damage
      And B's goblin is still on the battlefield

    @clause:MC-2-1-21-2
    Scenario: the banner's initiative counts in the battle's initiative result
      Given A's party at b2 is knight
      And A's knight equips banner
      And B's party at b3 is wall
      When A advances knight to b3
      And A is done
      Then the initiative results were 7 for A and 2 for B

  @clause:MC-2-1-13-3
  Rule: a card with several elements has them all: a fire-and-water spell needs both slots

    @clause:MC-2-1-13-3
    Scenario: the drake with fire and water slots may cast the fire-and-water spell
      Given A's party at b2 is drake
      And B's party at b3 is wall
      And A holds steam in hand
      When A advances drake to b3
      Then the options include use steam by drake on B:wall

    @clause:MC-2-1-13-3
    Scenario: an adept with two fire slots may not
      Given A's party at b2 is adept
      And B's party at b3 is wall
      And A holds steam in hand
      When A advances adept to b3
      Then A is not asked "play"

  @clause:MC-2-1-19-2
  Rule: each advance type reaches its own areas

    @clause:MC-2-1-19-2
    Scenario: walking reaches the orthogonal neighbours only
      Given A has "plains" at a2
      And A has "plains" at c2
      And A has "plains" at a3
      And A's party at b2 is goblin
      When A declares an advance
      Then the options include move goblin to a2; move goblin to c2; move goblin to b1; move goblin to b3
      And the options do not include move goblin to a3

    @clause:MC-2-1-19-2
    Scenario: flying adds the diagonal neighbours
      Given A has "plains" at a3
      And A has "plains" at c1
      And A's party at b2 is harpy
      When A declares an advance
      Then the options include move harpy to a3; move harpy to c1; move harpy to b3
      And the options do not include move harpy to b4

    @clause:MC-2-1-19-2
    Scenario: long-range flying adds the areas two steps away in a straight line, over a vacant area
      Given there is no terrain at b3 in the position
      And A's party at b2 is wyvern
      When A declares an advance
      Then the options include move wyvern to b4

    @clause:MC-2-1-19-2
    Scenario: a vacant area is never a destination
      Given there is no terrain at b3 in the position
      And A's party at b2 is goblin
      When A declares an advance
      Then the options do not include move goblin to b3
      When A tries to move goblin to b3
      Then the action is illegal citing "MC-12-2-2-2"

  @clause:MC-2-1-19-3
  Scenario: a unit both walking and long-range flying reaches the headquarters two steps away
    Given there is no terrain at b3 in the position
    And A's party at b2 is chimera
    When A declares an advance
    Then the options include move chimera to b4; move chimera to b1

  @clause:MC-2-1-22-2
  Rule: a card with several races has them all

    @clause:MC-2-1-22-2
    Scenario: a drake, dragon and reptile, meets "if race dragon"
      Given A's party at b2 is drake
      And B's party at b3 is wall
      And A holds fury, steam in hand
      When A advances drake to b3
      And A's drake uses fury on itself
      Then A's drake has attack 4

    @clause:MC-2-1-22-2
    Scenario: a knight, human, does not
      Given A's party at b2 is drake, knight
      And B's party at b3 is wall
      And A holds fury, steam in hand
      When A advances drake to b3 and knight to b3
      And A puts drake in front
      And A's drake uses fury on knight
      Then the ruling cites "MC-10-12-2"
      And A's knight has attack 2

  @clause:MC-2-1-23-2
  Rule: a card with several types has them all

    @clause:MC-2-1-23-2
    Scenario: a glade, field and forest, meets "if terrain forest"
      Given B has "glade" at b3
      And A's party at b2 is adept
      And B's party at b3 is wall
      And A holds grove in hand
      When A advances adept to b3
      And A's adept uses grove on itself
      Then the ruling cites "MC-10-14-5"

    @clause:MC-2-1-23-2
    Scenario: plains, only a field, do not
      Given A's party at b2 is adept
      And B's party at b3 is wall
      And A holds grove in hand
      When A advances adept to b3
      And A's adept uses grove on itself
      Then the ruling cites "MC-10-12-2"

  @clause:MC-2-1-25-1
  Rule: equipping spends item slots equal to the equip cost

    @clause:MC-2-1-25-1
    Scenario: the sword's cost of 1 spends the goblin's only slot
      Given a game in A's normal summon phase
      And A has "plains" at b2
      And A's party at b2 is goblin
      And A holds sword, shield in hand
      When A equips sword to goblin
      Then A's goblin has free_item_slots 0
      And the options do not include equip shield to goblin

    @clause:MC-2-1-25-1
    Scenario: the banner's cost of 2 is more than the goblin's one slot
      Given a game in A's normal summon phase
      And A has "plains" at b2
      And A's party at b2 is goblin, knight
      And A holds banner in hand
      When the position is submitted
      Then the options include equip banner to knight
      When A tries to equip banner to goblin
      Then the action is illegal citing "MC-2-1-25-1"
