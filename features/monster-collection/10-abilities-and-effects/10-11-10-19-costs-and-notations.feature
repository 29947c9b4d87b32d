Feature: MC 10.1.7, 10.11-10.19 Choices, costs, conditions and the notations of effects
  Alternatives in an effect are chosen as the use is declared, and only the chosen one's dice are rolled
  (MC 10.1.7, 10.1.8). A cost must be payable to declare (10.11.1) and is declared all at once (10.11.2);
  what pays one cost pays no other (10.11.5). An extra cost 〈コスト：～〉 comes on top of the usual one
  (10.11.6): hand cards discarded or removed go to the effect zone, revealed, and then to the discard pile
  or the removal zone (10.11.8, 10.11.13); so do the top cards of the draw pile (10.11.10) and cards of the
  discard pile removed (10.11.11), and neither can be paid with fewer cards than it asks; a cost naming a
  kind of card takes only that kind (10.11.12).

  An effect with a condition applies only where it holds (10.12.2). Effects may make the effect of what a
  unit is using vanish (10.15.1.1) or discard the card it uses (10.15.3), or last only until the counter
  chain ends (10.15.1.2, 10.15.2.1). Counting units by races counts a unit once (10.17.1). Exhausting works
  only on a ready unit (10.18.1). A part of an effect invalid under a condition does nothing there (10.19.2);
  one valid only under a condition does nothing without it (10.19.3).

  With seed 1 the advancing player A strikes first; the first die A rolls after the initiative dice is 1.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id         | type         | level | attack | defence | advance | standing                          | races        | class      | attributes | ability                                                   | limit |
      | goblin     | unit         | 1     | 3      | 2       | walking |                                   |              |            |            |                                                           |       |
      | wall       | unit         | 1     | 0      | 9       | walking |                                   |              |            |            |                                                           |       |
      | squire     | unit         | 1     | 0      | 2       | walking | items 1                           |              |            |            |                                                           |       |
      | bug        | unit         | 1     | 0      | 9       | walking |                                   | insect       |            |            |                                                           |       |
      | weed       | unit         | 1     | 0      | 9       | walking |                                   | insect/plant |            |            |                                                           |       |
      | drake      | unit         | 1     | 0      | 9       | walking |                                   | dragon       |            |            |                                                           |       |
      | mage       | unit         | 2     | 0      | 9       | walking | spells fire/fire/fire, items 1    | insect       |            |            |                                                           |       |
      | sorcerer   | unit         | 1     | 0      | 9       | walking | spells fire                       |              |            |            |                                                           |       |
      | fireball   | battle spell |       |        |         |         |                                   |              |            | fire       | normal enemy_unit: damage 3                               |       |
      | frost      | battle spell |       |        |         |         |                                   |              |            | water      | normal enemy_unit: damage 3                               |       |
      | zap        | battle spell |       |        |         |         |                                   |              |            | fire       | counter enemy_unit: damage 3                              |       |
      | either     | battle spell |       |        |         |         |                                   |              |            | fire       | choose normal enemy_unit: damage 2; damage 1D             |       |
      | tithe      | battle spell |       |        |         |         |                                   |              |            | fire       | cost_discard 1 normal enemy_unit: damage 4                |       |
      | offering   | battle spell |       |        |         |         |                                   |              |            | fire       | cost_discard 1 cost_types unit normal enemy_unit: damage 4 |      |
      | exile      | battle spell |       |        |         |         |                                   |              |            | fire       | cost_hand_remove 1 normal enemy_unit: damage 4            |       |
      | grave      | battle spell |       |        |         |         |                                   |              |            | fire       | cost_remove 2 normal enemy_unit: damage 4                 |       |
      | mill       | battle spell |       |        |         |         |                                   |              |            | fire       | cost_mill 2 normal enemy_unit: damage 4                   |       |
      | dispel     | battle spell |       |        |         |         |                                   |              |            | fire       | counter enemy_unit: negate                                |       |
      | snatch     | battle spell |       |        |         |         |                                   |              |            | fire       | counter enemy_unit: discard_used                          |       |
      | potion     | item         |       |        |         |         |                                   |              | consumable |            | counter own_unit: defence +7                              |       |
      | brace      | item         |       |        |         |         |                                   |              | consumable |            | counter own_unit: defence +7 until chain end              |       |
      | swarm      | battle spell |       |        |         |         |                                   |              |            | fire       | normal enemy_unit: damage per party insect/plant          |       |
      | slowness   | battle spell |       |        |         |         |                                   |              |            | fire       | normal enemy_unit: exhaust; then damage 2                 |       |
      | dragonbane | battle spell |       |        |         |         |                                   |              |            | fire       | normal enemy_unit: damage 5 if race dragon                |       |
      | scorch     | battle spell |       |        |         |         |                                   |              |            | fire       | normal enemy_unit: damage 5 unless race dragon            |       |
      | plains     | terrain      |       |        |         |         |                                   |              |            |            |                                                           | 8     |
    And A has "plains" at b2
    And B has "plains" at b3
    And A's party at b2 is mage
    And the seed is 1

  @clause:MC-10-1-7 @clause:MC-10-1-8
  Rule: alternatives are chosen as the use is declared, and only the chosen one's dice are rolled

    @clause:MC-10-1-7 @clause:MC-10-1-8
    Scenario: both alternatives of "either" are offered, each as its own use
      Given B's party at b3 is wall
      And A holds either in hand
      When A advances mage to b3
      Then the options include use either by mage on B:wall choosing 1; use either by mage on B:wall choosing 2

    @clause:MC-10-1-7 @clause:MC-10-1-8
    Scenario: choosing the fixed 2 rolls no die and deals 2
      Given B's party at b3 is wall
      And A holds either, fireball in hand
      When A advances mage to b3
      And A answers "use either by mage on B:wall choosing 1"
      Then the ruling cites "MC-10-1-7"
      And the ruling does not cite "MC-10-1-8"
      And B's wall took 2 damage

    @clause:MC-10-1-7 @clause:MC-10-1-8
    Scenario: choosing the die rolls it at the declaration and deals what it shows
      Given B's party at b3 is wall
      And A holds either, fireball in hand
      When A advances mage to b3
      And A answers "use either by mage on B:wall choosing 2"
      Then the ruling cites in order "MC-10-1-7", "MC-10-1-8"
      And the ruling says "dice for 1D: rolled [1]"
      And B's wall took 1 damage

  @clause:MC-10-11-1
  Rule: a use whose cost cannot be paid cannot be declared

    @clause:MC-10-11-1
    Scenario: a mage with fire slots only cannot pay for a water spell
      Given B's party at b3 is wall
      And A holds frost in hand
      When A advances mage to b3
      Then A is not asked "play"

  @clause:MC-10-11-2 @clause:MC-10-11-5
  Rule: what pays one declaration's cost pays no other

    @clause:MC-10-11-2 @clause:MC-10-11-5
    Scenario: the sorcerer's one fire slot pays its fireball; it cannot pay a zap in the same chain
      Given A's party at b2 is sorcerer, mage
      And B's party at b3 is wall, mage
      And A holds fireball, zap in hand
      And B holds zap in hand
      When A advances sorcerer to b3
      And B puts wall in front
      And A's sorcerer uses fireball on B:wall
      And B's mage uses zap on A:sorcerer
      Then A is not asked "counter"

  @clause:MC-10-11-6 @clause:MC-10-11-8 @clause:MC-10-1-13
  Rule: an extra cost of hand cards: revealed in the effect zone, then to the discard pile

    @clause:MC-10-11-6 @clause:MC-10-11-8
    Scenario: tithe is offered paying each other hand card
      Given B's party at b3 is wall
      And A holds tithe, goblin, wall in hand
      When A advances mage to b3
      Then the options include use tithe by mage on B:wall paying goblin; use tithe by mage on B:wall paying wall

    @clause:MC-10-11-6 @clause:MC-10-11-8 @clause:MC-10-1-13
    Scenario: the goblin paid for tithe waits in the effect zone while B may counter, then goes to the discard pile
      Given B's party at b3 is mage
      And A holds tithe, goblin in hand
      And B holds zap in hand
      When A advances mage to b3
      And A's mage declares tithe on B:mage paying goblin
      Then B must decide "counter"
      And A's goblin is in A's effect zone
      When B passes
      Then A's goblin is in A's discard pile
      And B's mage took 4 damage

    @clause:MC-10-11-6 @clause:MC-10-11-10
    Scenario: with no other card in hand, tithe cannot be declared
      Given B's party at b3 is wall
      And A holds tithe, fireball in hand
      When A advances mage to b3
      Then the options do not include use tithe by mage on B:wall
      When A's mage tries to declare tithe on B:wall
      Then the action is illegal citing "MC-10-11-10"

  @clause:MC-10-11-12
  Rule: a cost naming a kind of card takes only that kind

    @clause:MC-10-11-12
    Scenario: offering takes a unit card, not a battle spell
      Given B's party at b3 is wall
      And A holds offering, goblin, fireball in hand
      When A advances mage to b3
      Then the options include use offering by mage on B:wall paying goblin
      And the options do not include use offering by mage on B:wall paying fireball
      When A's mage tries to declare offering on B:wall paying fireball
      Then the action is illegal citing "MC-10-11-12"

  @clause:MC-10-11-13
  Rule: a card removed as a cost goes from the effect zone to the removal zone

    @clause:MC-10-11-13
    Scenario: exile removes the goblin from the game
      Given B's party at b3 is wall
      And A holds exile, goblin, fireball in hand
      When A advances mage to b3
      And A's mage declares exile on B:wall paying goblin
      Then A's goblin is in A's removal zone
      And B's wall took 4 damage

  @clause:MC-10-11-11
  Rule: removing cards of the discard pile needs that many there

    @clause:MC-10-11-11
    Scenario: with two cards in the discard pile, grave removes them and deals 4
      Given B's party at b3 is wall
      And A's discard pile holds goblin, wall
      And A holds grave, fireball in hand
      When A advances mage to b3
      And A's mage declares grave on B:wall paying goblin, wall
      Then A's goblin is in A's removal zone
      And A's wall is in A's removal zone
      And B's wall took 4 damage

    @clause:MC-10-11-11
    Scenario: with one card in the discard pile, grave cannot be declared
      Given B's party at b3 is wall
      And A's discard pile holds goblin
      And A holds grave, fireball in hand
      When A advances mage to b3
      And A's mage tries to declare grave on B:wall paying goblin
      Then the action is illegal citing "MC-10-11-11"

  @clause:MC-10-11-10
  Rule: discarding the top of the draw pile needs that many cards there

    @clause:MC-10-11-10
    Scenario: mill discards the top two cards of A's draw pile
      Given B's party at b3 is wall
      And A's draw pile is goblin, wall, bug from the top
      And A holds mill, fireball in hand
      When A advances mage to b3
      And A's mage uses mill on B:wall
      Then A's goblin is in A's discard pile
      And A's wall is in A's discard pile
      And A's draw pile is bug from the top

    @clause:MC-10-11-10
    Scenario: with one card in the draw pile, mill cannot be declared
      Given B's party at b3 is wall
      And A's draw pile is goblin from the top
      And A holds mill, fireball in hand
      When A advances mage to b3
      And A's mage tries to use mill on B:wall
      Then the action is illegal citing "MC-10-11-10"

  @clause:MC-10-12-2 @clause:MC-10-19-3
  Rule: an effect with a condition applies only where it holds

    @clause:MC-10-12-2 @clause:MC-10-19-3
    Scenario: dragonbane hurts the drake
      Given B's party at b3 is drake
      And A holds dragonbane, fireball in hand
      When A advances mage to b3
      And A's mage uses dragonbane on B:drake
      Then B's drake took 5 damage

    @clause:MC-10-12-2 @clause:MC-10-19-3
    Scenario: dragonbane does nothing to the wall
      Given B's party at b3 is wall
      And A holds dragonbane, fireball in hand
      When A advances mage to b3
      And A's mage uses dragonbane on B:wall
      Then the ruling cites "MC-10-12-2"
      And B's wall took no damage

  @clause:MC-10-19-2
  Rule: an effect invalid under a condition does nothing while it holds

    @clause:MC-10-19-2
    Scenario: scorch is invalid on the drake
      Given B's party at b3 is drake
      And A holds scorch, fireball in hand
      When A advances mage to b3
      And A's mage uses scorch on B:drake
      Then the ruling cites "MC-10-19-2"
      And B's drake took no damage

    @clause:MC-10-19-2
    Scenario: scorch burns the wall
      Given B's party at b3 is wall
      And A holds scorch, fireball in hand
      When A advances mage to b3
      And A's mage uses scorch on B:wall
      Then B's wall took 5 damage

  @clause:MC-10-15-1-1
  Rule: an effect made to vanish does not fire; its card still goes to the discard pile

    @clause:MC-10-15-1-1
    Scenario: B's dispel on A's mage: the fireball's effect vanishes
      Given B's party at b3 is sorcerer
      And A holds fireball in hand
      And B holds dispel in hand
      When A advances mage to b3
      And A's mage uses fireball on B:sorcerer
      And B's sorcerer uses dispel on A:mage
      Then the ruling cites in order "MC-10-15-1-1", "MC-10-1-13", "MC-10-15-1-1"
      And B's sorcerer took no damage
      And A's fireball is in A's discard pile

  @clause:MC-10-15-3
  Rule: a card discarded from the effect zone does not fire

    @clause:MC-10-15-3
    Scenario: B's snatch discards A's fireball before it resolves
      Given B's party at b3 is sorcerer
      And A holds fireball in hand
      And B holds snatch in hand
      When A advances mage to b3
      And A's mage uses fireball on B:sorcerer
      And B's sorcerer uses snatch on A:mage
      Then the ruling cites in order "MC-10-15-3", "MC-10-1-14"
      And B's sorcerer took no damage
      And A's fireball is in A's discard pile

  @clause:MC-10-15-1-2 @clause:MC-10-15-2-1
  Rule: what lasts until the counter chain ends is lost then

    @clause:MC-10-15-1-2 @clause:MC-10-15-2-1
    Scenario: the brace holds off the fireball in the chain, and is gone after it: the goblin dies then
      Given B's party at b3 is squire
      And A holds fireball in hand
      And B holds brace in hand
      When A advances mage to b3
      And A's mage uses fireball on B:squire
      And B's squire uses brace on itself
      Then the ruling cites in order "MC-10-14-5", "MC-4-5-1", "MC-10-15-1-2", "MC-11-3-1-2-1"
      And B's squire died

    @clause:MC-10-15-1-2
    Scenario: with a potion that lasts the battle instead, the squire survives the chain
      Given B's party at b3 is squire
      And A holds fireball in hand
      And B holds potion in hand
      When A advances mage to b3
      And A's mage uses fireball on B:squire
      And B's squire uses potion on itself
      Then the ruling does not cite "MC-10-15-1-2"
      And B's squire is still on the battlefield

  @clause:MC-10-17-1
  Rule: counting units by several races counts each unit once

    @clause:MC-10-17-1
    Scenario: the mage, an insect, and the weed, an insect and a plant, make swarm deal 2
      Given A's party at b2 is mage, weed
      And B's party at b3 is wall
      And A holds swarm, fireball in hand
      When A advances mage to b3 and weed to b3
      And A puts mage in front
      And A's mage uses swarm on B:wall
      Then B's wall took 2 damage

    @clause:MC-10-17-1
    Scenario: with the bug as well, swarm deals 3
      Given A's party at b2 is mage, weed, bug
      And B's party at b3 is wall
      And A holds swarm, fireball in hand
      When A advances mage to b3 and weed to b3 and bug to b3
      And A puts mage, weed in front
      And A's mage uses swarm on B:wall
      Then B's wall took 3 damage

  @clause:MC-10-18-1
  Rule: exhausting works only on a ready unit

    @clause:MC-10-18-1
    Scenario: slowness exhausts the ready wall, and its damage follows
      Given B's party at b3 is wall
      And A holds slowness, fireball in hand
      When A advances mage to b3
      And A's mage uses slowness on B:wall
      Then B's wall is exhausted
      And B's wall took 2 damage

    @clause:MC-10-18-1
    Scenario: on the wall already exhausted, slowness does not apply, nor its damage
      Given B's party at b3 is wall
      And A holds slowness, slowness#2, fireball in hand
      When A advances mage to b3
      And A's mage uses slowness on B:wall
      And A's mage uses slowness#2 on B:wall
      Then the ruling says "wall is already exhausted: the effect is not applied"
      And B's wall took 2 damage
