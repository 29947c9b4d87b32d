Feature: MC 10.7.2.3, 10.7.3, 10.11.4, 10.11.7, 10.17.2 Dependent effects, units as costs, parties of one race
  An effect whose application depends on another's comes after it, whatever their order of arising (MC
  10.7.2.3): a grant only to insects depends on a change that makes a unit an insect. A continuous effect of
  an ability other than a ○ one does not follow a card that changed zone after the use (10.7.3).

  A unit of one's party may be the cost of a use: it is declared with the use and moved only as the use
  resolves; meanwhile it stays on the battlefield with its equipment, but pays no other cost and uses nothing
  (10.11.7); what the effect reads of it is what it was on the battlefield (10.11.4). A test of a party "made
  only of the same races" fails if any unit's races differ from another's, even by one more race (10.17.2).

  Test cards: `grant race reptile if race insect` on a ○ ability grants only to insects; `cost_sacrifice 1`
  is a cost of one other unit of the user's party; `damage of attack` deals as much as the attack of what
  paid for it.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id        | type         | level | attack | defence | advance | standing                  | races        | attributes | ability                                                  | limit |
      | wall      | unit         | 1     | 0      | 9       | walking |                           |              |            |                                                          |       |
      | goblin    | unit         | 1     | 3      | 2       | walking |                           |              |            |                                                          |       |
      | elf       | unit         | 1     | 0      | 9       | walking |                           | elf          |            |                                                          |       |
      | bug       | unit         | 1     | 0      | 9       | walking |                           | insect       |            |                                                          |       |
      | weed      | unit         | 1     | 0      | 9       | walking |                           | insect/plant |            |                                                          |       |
      | mage      | unit         | 2     | 0      | 9       | walking | spells fire/fire/fire     | insect       |            |                                                          |       |
      | sorcerer  | unit         | 1     | 0      | 3       | walking | spells fire               |              |            |                                                          |       |
      | totem     | unit         | 1     | 0      | 3       | walking |                           |              |            | constant own_party: change race insect                   |       |
      | hive      | unit         | 1     | 0      | 3       | walking |                           |              |            | constant own_party: grant race reptile if race insect    |       |
      | scales    | battle spell |       |        |         |         |                           |              | fire       | normal own_unit: grant race reptile                      |       |
      | offering  | battle spell |       |        |         |         |                           |              | fire       | cost_sacrifice 1 normal enemy_unit: damage of attack     |       |
      | chorus    | battle spell |       |        |         |         |                           |              | fire       | normal enemy_unit: damage 4 if party same race           |       |
      | fireball  | battle spell |       |        |         |         |                           |              | fire       | normal enemy_unit: damage 3                              |       |
      | zap       | battle spell |       |        |         |         |                           |              | fire       | counter enemy_unit: damage 3                             |       |
      | plains    | terrain      |       |        |         |         |                           |              |            |                                                          | 10    |
    And A has "plains" at b2
    And B has "plains" at b3
    And the seed is 1

  @clause:MC-10-7-2-3
  Rule: an effect depending on another is applied after it

    @clause:MC-10-7-2-3
    Scenario: the hive's grant to insects comes after the totem's change, though the hive was there first
      Given A's party at b1 is elf, hive, totem
      And A's hive was put onto the battlefield at moment 2
      And A's totem was put onto the battlefield at moment 8
      When the position is submitted
      Then A's elf has the races insect/reptile

    @clause:MC-10-7-2-3
    Scenario: without the totem the elf is no insect, and the hive grants it nothing
      Given A's party at b1 is elf, hive
      When the position is submitted
      Then A's elf has the races elf

  @clause:MC-10-7-3
  Rule: a fired continuous effect does not follow its card into another zone

    @clause:MC-10-7-3
    Scenario: the reptile granted to the sorcerer is no longer in force once it died
      Given A's party at b2 is sorcerer
      And B's party at b3 is wall, sorcerer
      And A holds scales in hand
      And B holds fireball in hand
      When A advances sorcerer to b3
      And B puts wall in front
      And A's sorcerer uses scales on itself
      Then B must decide "play"
      And A's sorcerer has the races reptile
      When B's sorcerer uses fireball on A:sorcerer
      Then A's sorcerer died
      And the board holds no continuous effect on A's sorcerer

  @clause:MC-10-11-4 @clause:MC-10-11-7
  Rule: a unit paid as a cost is moved as the use resolves, and read as it was on the battlefield

    @clause:MC-10-11-7
    Scenario: declared as the offering's cost, the sorcerer stays on the battlefield, but casts nothing more
      Given A's party at b2 is mage, sorcerer
      And B's party at b3 is wall
      And A holds offering, zap in hand
      And B holds zap in hand
      And B's party at b3 is wall, sorcerer
      When A advances mage to b3 and sorcerer to b3
      And A puts mage in front
      And B puts wall in front
      And A's mage declares offering on B:wall paying sorcerer
      Then B must decide "counter"
      And A's sorcerer is at b3
      When B passes
      Then A must decide "counter"
      And the options include use zap by mage on B:wall
      And the options do not include use zap by sorcerer on B:wall

    @clause:MC-10-11-4 @clause:MC-10-11-7
    Scenario: the goblin with attack +2 paid for the offering: discarded as it resolves, it deals 5
      Given A's party at b2 is mage, goblin
      And B's party at b3 is wall
      And A's goblin has attack +2 until the end of the phase
      And A holds offering in hand
      When A advances mage to b3 and goblin to b3
      And A puts mage in front
      And A's mage declares offering on B:wall paying goblin
      Then the ruling cites in order "MC-10-11-7", "MC-10-3-1", "MC-10-11-7", "MC-4-5-1"
      And A's goblin is in A's discard pile
      And B's wall took 5 damage

  @clause:MC-10-17-2
  Rule: a party of the same races only: every unit's races alike

    @clause:MC-10-17-2
    Scenario: the mage and the bug, both insects only: chorus deals 4
      Given A's party at b2 is mage, bug
      And B's party at b3 is wall
      And A holds chorus, fireball in hand
      When A advances mage to b3 and bug to b3
      And A puts mage in front
      And A's mage uses chorus on B:wall
      Then B's wall took 4 damage

    @clause:MC-10-17-2
    Scenario: the mage and the weed, an insect and a plant: not the same races, chorus does nothing
      Given A's party at b2 is mage, weed
      And B's party at b3 is wall
      And A holds chorus, fireball in hand
      When A advances mage to b3 and weed to b3
      And A puts mage in front
      And A's mage uses chorus on B:wall
      Then the ruling cites "MC-10-17-2"
      And B's wall took no damage
