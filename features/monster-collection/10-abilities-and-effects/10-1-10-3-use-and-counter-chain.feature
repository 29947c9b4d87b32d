Feature: MC 10.1-10.3 The use procedure, the counter chain and reverse-order resolution
  A player uses only cards of its own that it can see (MC 10.1.2). A use is checked — timing, targets and
  costs (10.1.4) — then declared with its targets (10.1.5) and its costs (10.1.6: a used battle spell goes to
  the effect zone, the slots that pay it are spent), and its dice are rolled (10.1.8). Then the declarer's
  opponent (10.1.10) and the declarer (10.1.11) get counter play steps in turn until both pass in a row
  (10.1.12). The declarations then resolve, the last first (10.1.12, 10.2.2, 10.3.1): the costs are carried
  out and the card goes on to the discard pile (10.1.13), and the effect fires only if its user is still
  there to have paid and its targets are still proper (10.1.14). Every such declaration forms a counter
  chain, countered or not (10.2.1), and each resolution is followed by a check step (10.2.3).

  With seed 1 the advancing player A strikes first.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id        | type         | level | attack | defence | advance | standing         | class      | attributes | ability                            | limit |
      | goblin    | unit         | 1     | 3      | 2       | walking |                  |            |            |                                    |       |
      | orc       | unit         | 2     | 4      | 3       | walking | items 1          |            |            |                                    |       |
      | wall      | unit         | 1     | 0      | 9       | walking |                  |            |            |                                    |       |
      | mage      | unit         | 2     | 1      | 9       | walking | spells fire/fire |            |            |                                    |       |
      | sorcerer  | unit         | 1     | 1      | 3       | walking | spells fire      |            |            |                                    |       |
      | warlock   | unit         | 2     | 1      | 9       | walking | spells fire/fire, items 1 |   |            |                                    |       |
      | squire    | unit         | 1     | 3      | 3       | walking | items 1          |            |            |                                    |       |
      | fireball  | battle spell |       |        |         |         |                  |            | fire       | normal enemy_unit: damage 3        |       |
      | dicebolt  | battle spell |       |        |         |         |                  |            | fire       | normal enemy_unit: damage 1D       |       |
      | zap       | battle spell |       |        |         |         |                  |            | fire       | counter enemy_unit: damage 3       |       |
      | potion    | item         |       |        |         |         |                  | consumable |            | counter own_unit: defence +2       |       |
      | plains    | terrain      |       |        |         |         |                  |            |            |                                    | 8     |
    And A has "plains" at b2
    And B has "plains" at b3
    And the seed is 1

  @clause:MC-10-1-2
  Rule: a player uses only its own cards, which it can see

    @clause:MC-10-1-2
    Scenario: A cannot use a fireball in B's hand
      Given A's party at b2 is mage
      And B's party at b3 is orc
      And A holds fireball in hand
      And B holds fireball in hand
      When A advances mage to b3
      And A's mage tries to use B:fireball on B:orc
      Then the action is illegal citing "MC-10-1-2"

    @clause:MC-10-1-2
    Scenario: A uses its own fireball
      Given A's party at b2 is mage
      And B's party at b3 is orc
      And A holds fireball in hand
      When A advances mage to b3
      And A's mage uses fireball on B:orc
      Then the action is legal

  @clause:MC-10-1-4 @clause:MC-10-9-5
  Rule: a use whose timing, targets or costs are not proper goes no further

    @clause:MC-10-1-4 @clause:MC-10-9-5
    Scenario: a counter-only zap cannot open the normal play step
      Given A's party at b2 is mage
      And B's party at b3 is orc
      And A holds zap, fireball in hand
      When A advances mage to b3
      Then the options do not include use zap by mage on B:orc
      When A's mage tries to use zap on B:orc
      Then the action is illegal citing "MC-10-1-4"
      And the action is illegal citing "MC-10-9-5"

  @clause:MC-10-1-5 @clause:MC-10-1-6 @clause:MC-10-1-8
  Rule: the declaration names the targets, declares the costs and rolls the dice, before any counter

    @clause:MC-10-1-5 @clause:MC-10-1-6 @clause:MC-10-1-8
    Scenario: while B may counter, A's dicebolt is in the effect zone, its slot spent and its die rolled
      Given A's party at b2 is mage
      And B's party at b3 is orc
      And A holds dicebolt in hand
      And B holds potion in hand
      When A advances mage to b3
      And A's mage uses dicebolt on B:orc
      Then the ruling cites in order "MC-10-1-5", "MC-10-1-6", "MC-10-1-8"
      And B must decide "counter"
      And A's dicebolt is in A's effect zone
      And A's mage has the free spell slots fire

    @clause:MC-10-1-6 @clause:MC-10-1-13
    Scenario: once resolved, the fireball goes from the effect zone to the discard pile
      Given A's party at b2 is mage
      And B's party at b3 is orc
      And A holds fireball in hand
      And B holds potion in hand
      When A advances mage to b3
      And A's mage uses fireball on B:orc
      And B passes
      Then the ruling cites in order "MC-10-3-1", "MC-10-1-13", "MC-4-5-1"
      And A's fireball is in A's discard pile

  @clause:MC-10-1-10 @clause:MC-10-9-4
  Rule: the declarer's opponent gets a play step for counters only

    @clause:MC-10-1-10 @clause:MC-10-9-4
    Scenario: B may answer with its potion, not with a normal fireball
      Given A's party at b2 is mage
      And B's party at b3 is warlock
      And A holds fireball in hand
      And B holds potion, fireball in hand
      When A advances mage to b3
      And A's mage uses fireball on B:warlock
      Then B must decide "counter"
      And the options include use potion by warlock on warlock
      And the options do not include use fireball by warlock on A:mage

  @clause:MC-10-1-11 @clause:MC-10-1-12
  Rule: then the declarer gets one, and so on until both pass in a row

    @clause:MC-10-1-11
    Scenario: after B's potion, A may counter with zap, not with another fireball
      Given A's party at b2 is mage
      And B's party at b3 is orc
      And A holds fireball, fireball#2, zap in hand
      And B holds potion in hand
      When A advances mage to b3
      And A's mage uses fireball on B:orc
      And B's orc uses potion on itself
      Then A must decide "counter"
      And the options include use zap by mage on B:orc
      And the options do not include use fireball#2 by mage on B:orc

    @clause:MC-10-1-12
    Scenario: B counters and A passes: B gets another step before anything resolves
      Given A's party at b2 is mage
      And B's party at b3 is warlock
      And A holds fireball, zap in hand
      And B holds potion, zap in hand
      When A advances mage to b3
      And A's mage uses fireball on B:warlock
      And B's warlock uses potion on itself
      And A passes
      Then B must decide "counter"
      And the ruling does not cite "MC-10-3-1"

    @clause:MC-10-1-12 @clause:MC-10-1-11
    Scenario: the declarer may counter its own declaration after the opponent passed
      Given A's party at b2 is mage
      And B's party at b3 is orc
      And A holds fireball, zap in hand
      And B holds potion in hand
      When A advances mage to b3
      And A's mage uses fireball on B:orc
      And B passes
      Then A must decide "counter"

  @clause:MC-10-1-14
  Rule: the effect fires only if its user is still there to have paid, and its targets are proper

    @clause:MC-10-1-14
    Scenario: the sorcerer killed by a counter: its fireball has no effect
      Given A's party at b2 is sorcerer
      And B's party at b3 is orc, mage
      And A holds fireball in hand
      And B holds zap in hand
      When A advances sorcerer to b3
      And B puts orc in front
      And A's sorcerer uses fireball on B:orc
      And B's mage uses zap on A:sorcerer
      Then A's sorcerer died
      And the ruling cites "MC-10-1-14"
      And B's orc took no damage

    @clause:MC-10-1-14
    Scenario: with its user alive the fireball deals its damage
      Given A's party at b2 is sorcerer
      And B's party at b3 is orc, mage
      And A holds fireball in hand
      When A advances sorcerer to b3
      And B puts orc in front
      And A's sorcerer uses fireball on B:orc
      Then B's orc took 3 damage

  @clause:MC-10-2-1
  Rule: a declaration forms a counter chain even if nobody counters

    @clause:MC-10-2-1
    Scenario: a fireball nobody can answer still resolves as a counter chain of one
      Given A's party at b2 is mage
      And B's party at b3 is wall
      And A holds fireball in hand
      When A advances mage to b3
      And A's mage uses fireball on B:wall
      Then the ruling says "both players pass: 1 declarations resolve, the last first"

  @clause:MC-10-2-2 @clause:MC-10-3-1
  Rule: the chain resolves in reverse order, the last declared first

    @clause:MC-10-2-2 @clause:MC-10-3-1
    Scenario: B's potion resolves before A's fireball: the squire survives with defence 5
      Given A's party at b2 is mage
      And B's party at b3 is squire
      And A holds fireball in hand
      And B holds potion in hand
      When A advances mage to b3
      And A's mage uses fireball on B:squire
      And B's squire uses potion on itself
      Then the ruling cites in order "MC-10-3-1", "MC-10-14-5", "MC-4-5-1"
      And B's squire is still on the battlefield

    @clause:MC-10-2-2 @clause:MC-10-3-1
    Scenario: without the potion the squire dies of the fireball
      Given A's party at b2 is mage
      And B's party at b3 is squire
      And A holds fireball in hand
      When A advances mage to b3
      And A's mage uses fireball on B:squire
      Then B's squire died

  @clause:MC-10-2-3
  Rule: a check step follows each resolution

    @clause:MC-10-2-3
    Scenario: two declarations resolve, each followed by a check step
      Given A's party at b2 is mage
      And B's party at b3 is squire
      And A holds fireball in hand
      And B holds potion in hand
      When A advances mage to b3
      And A's mage uses fireball on B:squire
      And B's squire uses potion on itself
      Then the ruling cites in order "MC-10-3-1", "MC-10-14-5", "MC-10-2-3", "MC-4-5-1", "MC-10-2-3"

  @clause:MC-10-11-3 @clause:MC-10-11-9
  Rule: costs are carried out as the use resolves; a cost no longer payable in full means no effect

    @clause:MC-10-11-3 @clause:MC-10-11-9
    Scenario: a unit of A's attack killed by a counter: the attack's cost is not paid in full, no damage
      Given A's party at b2 is goblin, orc
      And B's party at b3 is wall, mage
      And B holds zap in hand
      When A advances goblin to b3 and orc to b3
      And A puts orc in front
      And B puts wall in front
      And B's mage uses zap on A:goblin
      Then A's goblin died
      And the ruling cites "MC-10-11-9"
      And B's wall took no attack damage

    @clause:MC-10-11-3
    Scenario: with no counter the attack's cost is paid and its damage dealt
      Given A's party at b2 is goblin, orc
      And B's party at b3 is wall, mage
      When A advances goblin to b3 and orc to b3
      And A puts orc in front
      And B puts wall in front
      And the battle plays out with passes
      Then B's wall took 7 attack damage
