Feature: MC 15.2 Chains
  A chain (チェイン) lets a player declare further cards onto an ability (MC 15.2.1): abilities marked chain
  with the same effect name chain together, whatever the cards' names (15.2.2). Such an ability is declared
  as a chain-origin effect (15.2.3, 15.2.4.1), after which its player declares chains of the same name, any
  number of them, each with its own cost and dice, before the use goes on by the usual procedure
  (15.2.5.1); the opponent declares no [対抗] until the chains are done (15.2.5.6). The damage the chains
  add comes from the chain-origin effect alone (15.2.5.5); if the origin takes no effect, no chain does
  (15.2.5.2), and a chain that no longer takes effect takes its share of the damage away (15.2.5.3). A unit
  that declared a chain is a unit that used that card (15.2.5.4) and, like the origin's unit, a proper
  target of a counter (15.2.5.7).

  In the test-card table `chain bolt` in the `keywords` column marks the card's ability as a chain of the
  effect name bolt; a chain ability deals damage (our decision: the chains add to the origin's damage), and
  a chain is declared in the origin's timing, which its ability must allow (the glint, [対抗] only, cannot
  join a [普通] bolt).
  With seed 1 the advancing player A is the first side.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id       | type         | level | attack | defence | advance | standing              | attributes | ability                        | keywords   | limit |
      | mage     | unit         | 2     | 1      | 3       | walking | spells fire/fire/fire |            |                                |            |       |
      | adept    | unit         | 1     | 1      | 1       | walking | spells fire           |            |                                |            |       |
      | goblin   | unit         | 1     | 1      | 9       | walking |                       |            |                                |            |       |
      | wall     | unit         | 1     | 0      | 20      | walking |                       |            |                                |            |       |
      | witch    | unit         | 1     | 1      | 5       | walking | spells fire           |            |                                |            |       |
      | bolt     | battle spell |       |        |         |         |                       | fire       | normal enemy_unit: damage 2    | chain bolt |       |
      | spark    | battle spell |       |        |         |         |                       | fire       | normal enemy_unit: damage 1    | chain bolt |       |
      | zap      | battle spell |       |        |         |         |                       | fire       | normal enemy_unit: damage 1    | chain zap  |       |
      | glint    | battle spell |       |        |         |         |                       | fire       | counter enemy_unit: damage 1   | chain bolt |       |
      | fireball | battle spell |       |        |         |         |                       | fire       | normal enemy_unit: damage 2    |            |       |
      | flare    | battle spell |       |        |         |         |                       | fire       | counter enemy_unit: damage 5   |            |       |
      | plains   | terrain      |       |        |         |         |                       |            |                                |            | 8     |
    And A has "plains" at b2
    And B has "plains" at b3
    And the seed is 1

  @clause:MC-15-2-2 @clause:MC-15-2-3 @clause:MC-15-2-4-1 @clause:MC-15-2-5-1
  Rule: after a chain-origin effect its player declares chains of the same effect name

    @clause:MC-15-2-3 @clause:MC-15-2-4-1 @clause:MC-15-2-5-1 @clause:MC-15-2-2
    Scenario: after the bolt, A may chain the spark (another card of the name bolt), not the zap
      Given A's party at b2 is mage, adept
      And B's party at b3 is wall
      And A holds bolt, spark, zap, glint in hand
      When A advances mage to b3 and adept to b3
      And the players pass until A must decide "play"
      And A's mage uses bolt on B:wall
      Then A must decide "chain"
      And the ruling cites "MC-15-2-4-1"
      And the options include use spark by mage on B:wall; use spark by adept on B:wall; done
      And the options do not include use zap by mage on B:wall; use glint by mage on B:wall
      When A's mage tries to use zap on B:wall
      Then the action is illegal citing "MC-15-2-2"

    @clause:MC-15-2-2
    Scenario: an ability without the chain mark takes no chains
      Given A's party at b2 is mage
      And B's party at b3 is wall
      And A holds fireball, spark, fireball#2 in hand
      When A advances mage to b3
      And A's mage uses fireball on B:wall
      Then A is not asked "chain"
      And the ruling does not cite "MC-15-2-4-1"

    @clause:MC-15-2-5-1
    Scenario: chains are declared any number of times, each paid by its own unit's slots
      Given A's party at b2 is mage, adept
      And B's party at b3 is wall
      And A holds bolt, spark, spark#2, fireball in hand
      When A advances mage to b3 and adept to b3
      And the players pass until A must decide "play"
      And A's mage uses bolt on B:wall
      And A answers "use spark by adept on B:wall"
      Then A must decide "chain"
      And A's adept has the free spell slots none
      When A answers "use spark#2 by mage on B:wall"
      Then A must decide "play"
      And B's wall took 4 damage

  @clause:MC-15-2-5-6
  Rule: the opponent counters only once the chains are done

    @clause:MC-15-2-5-6
    Scenario: B, holding a counter, waits while A declares chains
      Given A's party at b2 is mage
      And B's party at b3 is wall, witch
      And A holds bolt, spark in hand
      And B holds flare in hand
      When A advances mage to b3
      And the players pass until A must decide "play"
      And A's mage uses bolt on B:wall
      Then A must decide "chain"
      When A is done
      Then B must decide "counter"

  @clause:MC-15-2-5-5 @clause:MC-15-2-5-4
  Rule: the chains' damage is dealt by the chain-origin effect

    @clause:MC-15-2-5-5 @clause:MC-15-2-5-4
    Scenario: bolt 2 with a spark of 1 deals 3 damage at once, from the bolt
      Given A's party at b2 is mage, adept
      And B's party at b3 is wall
      And A holds bolt, spark, fireball in hand
      When A advances mage to b3 and adept to b3
      And the players pass until A must decide "play"
      And A's mage uses bolt on B:wall
      And A answers "use spark by adept on B:wall"
      Then the ruling says "wall takes 3 damage from bolt"
      And A's adept has the free spell slots none
      And the ruling says "takes" 1 times
      And A's spark is in A's discard pile

    @clause:MC-15-2-5-5
    Scenario: the bolt alone deals its 2
      Given A's party at b2 is mage, adept
      And B's party at b3 is wall
      And A holds bolt, spark, fireball in hand
      When A advances mage to b3 and adept to b3
      And the players pass until A must decide "play"
      And A's mage uses bolt on B:wall
      And A is done
      Then B's wall took 2 damage

  @clause:MC-15-2-5-7 @clause:MC-15-2-5-3
  Rule: a unit that chained is a proper target of a counter; a chain gone takes its damage with it

    @clause:MC-15-2-5-7
    Scenario: B may counter the adept that chained, not the goblin that took no part
      Given A's party at b2 is mage, adept, goblin
      And B's party at b3 is wall, witch
      And A holds bolt, spark in hand
      And B holds flare in hand
      When A advances mage to b3 and adept to b3 and goblin to b3
      And the players pass until A must decide "play"
      And A's mage uses bolt on B:wall
      And A answers "use spark by adept on B:wall"
      Then B must decide "counter"
      And the options include use flare by witch on A:adept; use flare by witch on A:mage
      And the options do not include use flare by witch on A:goblin

    @clause:MC-15-2-5-3
    Scenario: the adept dies to the counter: its spark no longer adds its damage
      Given A's party at b2 is mage, adept
      And B's party at b3 is wall, witch
      And A holds bolt, spark, fireball in hand
      And B holds flare in hand
      When A advances mage to b3 and adept to b3
      And the players pass until A must decide "play"
      And A's mage uses bolt on B:wall
      And A answers "use spark by adept on B:wall"
      And B's witch uses flare on A:adept
      Then the ruling cites "MC-15-2-5-3"
      And B's wall took 2 damage

  @clause:MC-15-2-5-2
  Rule: no chain takes effect without its origin

    @clause:MC-15-2-5-2
    Scenario: the mage dies to the counter: neither the bolt nor the spark deals damage
      Given A's party at b2 is mage, adept
      And B's party at b3 is wall, witch
      And A holds bolt, spark, fireball in hand
      And B holds flare in hand
      When A advances mage to b3 and adept to b3
      And the players pass until A must decide "play"
      And A's mage uses bolt on B:wall
      And A answers "use spark by adept on B:wall"
      And B's witch uses flare on A:mage
      Then the ruling cites "MC-15-2-5-2"
      And B's wall took no effect damage
      And A's spark is in A's discard pile
