Feature: MC 13.1.7-13.1.8 Resistance and weakness
  耐性: x keeps its unit alive through an amount of damage that would kill it and through death effects,
  when they are of x — a damage attribute or a kind of source such as battle spells (13.1.7.1, 13.1.7.2):
  the death never arises, it is not replaced. It works from the moment the unit is summoned (13.1.7.3)
  and as soon as it is given (13.1.7.4); once it is lost, that damage kills again (13.1.7.5); naming the
  same x twice changes nothing (13.1.7.6). 弱点: y (+n) makes damage of attribute y of 1 or more deal n
  more, a replacement effect (13.1.8.1); it too works from the summons (13.1.8.2) and once given
  (13.1.8.3), no longer once lost (13.1.8.4), and several for the same y add their n (13.1.8.5).

  With seed 1 the advancing player A rolls 6 and B 2, so A is the first side and B the second.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id         | type         | level | attack | defence | advance | standing                      | class     | cost | bonus            | ability                                   | limit |
      | mage       | unit         | 1     | 0      | 9       | walking | spells any/any/any            |           |      |                  |                                           |       |
      | imp        | unit         | 1     | 0      | 3       | walking |                               |           |      |                  |                                           |       |
      | salamander | unit         | 1     | 0      | 3       | walking | resistance flame, items 1     |           |      |                  |                                           |       |
      | warder     | unit         | 1     | 0      | 3       | walking | resistance battle_spell       |           |      |                  |                                           |       |
      | treant     | unit         | 1     | 0      | 9       | walking | weakness flame+2, items 1     |           |      |                  |                                           |       |
      | amulet     | item         |       |        |         |         |                               | equipment | 1    | resistance flame |                                           |       |
      | tinder     | item         |       |        |         |         |                               | equipment | 1    | weakness flame+1 |                                           |       |
      | blaze      | battle spell |       |        |         |         |                               |           |      |                  | normal enemy_unit: damage 5 flame         |       |
      | bolt       | battle spell |       |        |         |         |                               |           |      |                  | normal enemy_unit: damage 5 shock         |       |
      | singe      | battle spell |       |        |         |         |                               |           |      |                  | normal enemy_unit: damage 1 flame         |       |
      | ember      | battle spell |       |        |         |         |                               |           |      |                  | normal enemy_unit: damage 0 flame         |       |
      | zap        | battle spell |       |        |         |         |                               |           |      |                  | normal enemy_unit: damage 1 shock         |       |
      | doom       | battle spell |       |        |         |         |                               |           |      |                  | normal enemy_unit: destroy flame          |       |
      | hex        | battle spell |       |        |         |         |                               |           |      |                  | normal enemy_unit: destroy shock          |       |
      | ward       | battle spell |       |        |         |         |                               |           |      |                  | normal unit: gain resistance flame        |       |
      | unward     | battle spell |       |        |         |         |                               |           |      |                  | normal unit: lose resistance              |       |
      | curse      | battle spell |       |        |         |         |                               |           |      |                  | normal unit: gain weakness flame+2        |       |
      | uncurse    | battle spell |       |        |         |         |                               |           |      |                  | normal unit: lose weakness                |       |
      | plains     | terrain      |       |        |         |         |                               |           |      |                  |                                           | 8     |
    And A has "plains" at b2
    And B has "plains" at b3
    And A's party at b2 is mage
    And the seed is 1

  # --- 13.1.7 耐性: x -------------------------------------------------------------------------------

  @clause:MC-13-1-7-1 @clause:MC-13-1-7-3
  Rule: a summoned unit with resistance to an attribute survives lethal damage and death effects of it

    @clause:MC-13-1-7-1 @clause:MC-13-1-7-3
    Scenario: flame damage past its defence does not kill a unit resistant to flame
      Given B's party at b3 is salamander
      And A holds blaze in hand
      When A advances mage to b3
      And A's mage uses blaze on B:salamander
      Then B's salamander took 5 damage
      And B's salamander is still on the battlefield

    @clause:MC-13-1-7-1
    Scenario: shock damage past its defence kills a unit resistant only to flame
      Given B's party at b3 is salamander
      And A holds bolt in hand
      When A advances mage to b3
      And A's mage uses bolt on B:salamander
      Then B's salamander died

    @clause:MC-13-1-7-1
    Scenario: a flame death effect does not arise on a unit resistant to flame
      Given B's party at b3 is salamander
      And A holds doom in hand
      When A advances mage to b3
      And A's mage uses doom on B:salamander
      Then B's salamander is still on the battlefield
      And the ruling cites "MC-13-1-7-1"

    @clause:MC-13-1-7-1
    Scenario: a shock death effect kills a unit resistant only to flame
      Given B's party at b3 is salamander
      And A holds hex in hand
      When A advances mage to b3
      And A's mage uses hex on B:salamander
      Then B's salamander died

    @clause:MC-13-1-7-1
    Scenario: a unit resistant to battle spells survives a battle spell's damage of any attribute
      Given B's party at b3 is warder
      And A holds bolt in hand
      When A advances mage to b3
      And A's mage uses bolt on B:warder
      Then B's warder is still on the battlefield

    @clause:MC-13-1-7-1
    Scenario: a position may hold a unit with lethal damage it resists, not one with lethal damage it does not
      Given B's party at b3 is salamander, imp
      And B's salamander has 5 flame damage
      And B's imp has 5 flame damage
      When the position is submitted
      Then the position is refused citing "MC-11-3-1-2-1"

    @clause:MC-13-1-7-1
    Scenario: a unit with lethal flame damage it resists stands in a valid position
      Given B's party at b3 is salamander
      And B's salamander has 5 flame damage
      When the position is submitted
      Then the position is accepted

  @clause:MC-13-1-7-4
  Rule: a unit given resistance survives from then on

    @clause:MC-13-1-7-4
    Scenario: a unit given resistance to flame survives lethal flame damage
      Given B's party at b3 is imp
      And A holds ward, blaze in hand
      When A advances mage to b3
      And A's mage uses ward on B:imp
      And A's mage uses blaze on B:imp
      Then B's imp is still on the battlefield

    @clause:MC-13-1-7-4
    Scenario: without the resistance the same flame damage kills it
      Given B's party at b3 is imp
      And A holds blaze in hand
      When A advances mage to b3
      And A's mage uses blaze on B:imp
      Then B's imp died

  @clause:MC-13-1-7-5
  Scenario: a unit that loses its resistance dies of the flame damage it carried
    Given B's party at b3 is salamander
    And A holds blaze, unward in hand
    When A advances mage to b3
    And A's mage uses blaze on B:salamander
    Then B's salamander is still on the battlefield
    When A's mage uses unward on B:salamander
    Then B's salamander died

  @clause:MC-13-1-7-6
  Rule: a resistance named twice is the same resistance

    @clause:MC-13-1-7-6
    Scenario: two resistances to flame still keep it alive through flame
      Given B's party at b3 is salamander
      And B's salamander equips amulet
      And A holds blaze in hand
      When A advances mage to b3
      And B is done
      And A's mage uses blaze on B:salamander
      Then B's salamander is still on the battlefield

    @clause:MC-13-1-7-6
    Scenario: two resistances to flame do not keep it alive through shock
      Given B's party at b3 is salamander
      And B's salamander equips amulet
      And A holds bolt in hand
      When A advances mage to b3
      And B is done
      And A's mage uses bolt on B:salamander
      Then B's salamander died

  # --- 13.1.8 弱点: y (+n) ----------------------------------------------------------------------------

  @clause:MC-13-1-8-1 @clause:MC-13-1-8-2
  Rule: a summoned unit weak to an attribute takes n more from 1 or more damage of it

    @clause:MC-13-1-8-1 @clause:MC-13-1-8-2
    Scenario: 1 flame damage to a unit weak to flame (+2) is 3
      Given B's party at b3 is treant
      And A holds singe in hand
      When A advances mage to b3
      And A's mage uses singe on B:treant
      Then B's treant took 3 damage
      And the ruling cites "MC-13-1-8-3"

    @clause:MC-13-1-8-1
    Scenario: 0 flame damage is not increased
      Given B's party at b3 is treant
      And A holds ember in hand
      When A advances mage to b3
      And A's mage uses ember on B:treant
      Then B's treant took no effect damage

    @clause:MC-13-1-8-1
    Scenario: shock damage is not increased by a weakness to flame
      Given B's party at b3 is treant
      And A holds zap in hand
      When A advances mage to b3
      And A's mage uses zap on B:treant
      Then B's treant took 1 damage

  @clause:MC-13-1-8-3
  Scenario: a unit given a weakness to flame takes more from flame at once
    Given B's party at b3 is mage
    And A holds curse, singe in hand
    When A advances mage to b3
    And A's mage uses curse on B:mage
    And A's mage uses singe on B:mage
    Then B's mage took 3 damage

  @clause:MC-13-1-8-4
  Scenario: a unit that loses its weakness takes flame damage as dealt
    Given B's party at b3 is treant
    And A holds uncurse, singe in hand
    When A advances mage to b3
    And A's mage uses uncurse on B:treant
    And A's mage uses singe on B:treant
    Then B's treant took 1 damage

  @clause:MC-13-1-8-5
  Scenario: two weaknesses to flame add their increases
    Given B's party at b3 is treant
    And B's treant equips tinder
    And A holds singe in hand
    When A advances mage to b3
    And B is done
    And A's mage uses singe on B:treant
    Then B's treant took 4 damage
