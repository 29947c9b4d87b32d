Feature: MC 14.2-14.4, 14.8 Abilities a card on the battlefield uses: □, ×, ◎ and ▽
  A □ ability costs exhausting its ready unit (14.2.1, 14.2.3) and more if it lists more; the unit must be
  ready when it is declared (14.2.4). A × ability costs discarding its unit from the battlefield (14.3.1,
  14.3.3); once declared, the unit is bound to that cost: it cannot be named for another such cost
  (14.3.4), nor use its □ × ◎ abilities or pay any cost with its slots (14.3.5). A ◎ ability costs only
  what it lists, may be used as often as that can be paid (14.4.1, 14.4.3), and has its effect only if
  its unit is still on the battlefield (14.4.1). A ▽ ability of a terrain costs turning that terrain
  face down into a proxy terrain (14.8.1, 14.8.3). Each follows the use procedure (10.1): the kind's
  cost is declared with the use and carried out as it resolves (10.1.6, 10.1.13), and a cost that
  cannot be carried out then means no effect (10.1.14).

  With seed 1 the advancing player A rolls 6 and B 2, so A is the first side and B the second.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id     | type         | level | attack | defence | advance | standing           | attributes | ability                                                                                | limit |
      | knight | unit         | 1     | 2      | 9       | walking |                    |            | complete normal enemy_unit: damage 2                                                   |       |
      | squire | unit         | 1     | 2      | 9       | walking |                    |            | complete normal enemy_unit cost item: damage 2                                         |       |
      | bomber | unit         | 1     | 0      | 3       | walking | spells any         |            | self_destruct normal enemy_unit: damage 4 \| declare counter own_unit: defence +1      |       |
      | sage   | unit         | 1     | 0      | 9       | walking | spells fire/fire   |            | declare normal enemy_unit cost spell:fire: damage 1                                    |       |
      | mage   | unit         | 1     | 0      | 9       | walking | spells any/any/any |            |                                                                                        |       |
      | wall   | unit         | 1     | 0      | 9       | walking |                    |            |                                                                                        |       |
      | shield | battle spell |        |        |         |         |                    | fire       | counter own_unit: defence +1                                                           |       |
      | net    | battle spell |        |        |         |         |                    |            | counter enemy_unit: exhaust                                                            |       |
      | smite  | battle spell |        |        |         |         |                    |            | counter enemy_unit: destroy                                                            |       |
      | jab    | battle spell |        |        |         |         |                    |            | normal enemy_unit: damage 0                                                            |       |
      | guard  | battle spell |        |        |         |         |                    |            | counter own_unit: defence +1                                                           |       |
      | ruins  | terrain      |        |        |         |         |                    |            | flip normal enemy_unit: damage 3                                                       | 9     |
      | plains | terrain      |        |        |         |         |                    |            |                                                                                        | 8     |
    And A has "plains" at b2
    And B has "plains" at b3
    And the seed is 1

  # --- 14.2 □ ----------------------------------------------------------------------------------------

  @clause:MC-14-2-1 @clause:MC-14-2-3
  Rule: a □ ability is used by exhausting its ready unit

    @clause:MC-14-2-1 @clause:MC-14-2-3
    Scenario: the knight's □ deals its damage and exhausts it, so it does not attack
      Given A's party at b2 is knight
      And B's party at b3 is wall
      When A advances knight to b3
      Then A must decide "play"
      And the options include activate knight 1 on B:wall
      When A's knight activates its ability 1 on B:wall
      Then B's wall took 2 damage
      And B's wall took no attack damage
      And the ruling cites "MC-14-2-3"

    @clause:MC-14-2-3
    Scenario: a □ whose unit was exhausted before it resolved cannot pay its cost and has no effect
      Given A's party at b2 is knight
      And B's party at b3 is mage
      And B holds net in hand
      When A advances knight to b3
      And A's knight activates its ability 1 on B:mage
      And B's mage uses net on A:knight
      Then A's knight is exhausted
      And B's mage took no effect damage
      And the ruling cites "MC-10-1-14"

    @clause:MC-14-2-3
    Scenario: a □ with an additional item cost is not offered to a unit without item slots
      Given A's party at b2 is squire, mage
      And B's party at b3 is wall
      And A holds jab in hand
      When A advances squire to b3 and mage to b3
      And A puts squire in front
      Then A must decide "play"
      And the options do not include activate squire 1 on B:wall
      When A's squire tries to activate its ability 1 on B:wall
      Then the action is illegal citing "MC-10-11-1"

  @clause:MC-14-2-4
  Rule: a □ ability is declared only by a ready unit

    @clause:MC-14-2-4
    Scenario: after its attack the knight is exhausted and its □ is refused
      Given A's party at b2 is knight, mage
      And B's party at b3 is wall
      And A holds jab, jab#2 in hand
      When A advances knight to b3 and mage to b3
      And A puts knight in front
      And A passes
      Then A must decide "play"
      And A's knight is exhausted
      And the options do not include activate knight 1 on B:wall
      When A's knight tries to activate its ability 1 on B:wall
      Then the action is illegal citing "MC-14-2-4"

    @clause:MC-14-2-4
    Scenario: before its attack the ready knight is offered its □
      Given A's party at b2 is knight, mage
      And B's party at b3 is wall
      And A holds jab in hand
      When A advances knight to b3 and mage to b3
      And A puts knight in front
      Then the options include activate knight 1 on B:wall

  # --- 14.3 × ----------------------------------------------------------------------------------------

  @clause:MC-14-3-1 @clause:MC-14-3-3
  Rule: a × ability is used by discarding its unit from the battlefield

    @clause:MC-14-3-1 @clause:MC-14-3-3
    Scenario: the bomber is discarded and its damage is dealt
      Given A's party at b2 is bomber
      And B's party at b3 is wall
      When A advances bomber to b3
      And A's bomber activates its ability 1 on B:wall
      Then A's bomber was discarded
      And B's wall took 4 damage
      And the ruling cites "MC-14-3-3"

    @clause:MC-14-3-3
    Scenario: a bomber destroyed before its × resolves cannot pay its cost: no damage
      Given A's party at b2 is bomber
      And B's party at b3 is mage
      And B holds smite in hand
      When A advances bomber to b3
      And A's bomber activates its ability 1 on B:mage
      And B's mage uses smite on A:bomber
      Then A's bomber died
      And B's mage took no effect damage

  @clause:MC-14-3-4 @clause:MC-14-3-5
  Rule: a unit that declared its × uses nothing more and pays no cost

    @clause:MC-14-3-4 @clause:MC-14-3-5
    Scenario: after the bomber's ×, neither its ◎ nor its spell slots are offered in the chain
      Given A's party at b2 is bomber, sage
      And B's party at b3 is wall
      And A holds shield in hand
      When A advances bomber to b3 and sage to b3
      And A puts bomber in front
      And A's bomber activates its ability 1 on B:wall
      Then A must decide "counter"
      And the options include use shield by sage on bomber
      And the options do not include use shield by bomber on bomber
      And the options do not include activate bomber 2 on bomber
      When A's bomber tries to activate its ability 2 on bomber
      Then the action is illegal citing "MC-14-3-5"

    @clause:MC-14-3-5
    Scenario: before its × is declared, the bomber's slots and ◎ are there to counter with
      Given A's party at b2 is bomber, sage
      And B's party at b3 is wall
      And A holds shield in hand
      When A advances bomber to b3 and sage to b3
      And A puts bomber in front
      And A's sage activates its ability 1 on B:wall
      Then A must decide "counter"
      And the options include use shield by bomber on sage; activate bomber 2 on sage

  # --- 14.4 ◎ ----------------------------------------------------------------------------------------

  @clause:MC-14-4-1 @clause:MC-14-4-3
  Rule: a ◎ ability costs only what it lists, as often as that can be paid

    @clause:MC-14-4-1 @clause:MC-14-4-3
    Scenario: the sage uses its ◎ once for each fire slot, staying ready
      Given A's party at b2 is sage
      And B's party at b3 is wall
      And A holds jab in hand
      When A advances sage to b3
      And A's sage activates its ability 1 on B:wall
      Then A's sage is ready
      And the options include activate sage 1 on B:wall
      When A's sage activates its ability 1 on B:wall
      Then the options do not include activate sage 1 on B:wall
      And B's wall has 2 damage

  @clause:MC-14-4-1
  Scenario: a ◎ whose unit left the battlefield before it resolved has no effect
    Given A's party at b2 is sage
    And B's party at b3 is mage
    And B holds smite in hand
    When A advances sage to b3
    And A's sage activates its ability 1 on B:mage
    And B's mage uses smite on A:sage
    Then A's sage died
    And B's mage took no effect damage
    And the ruling cites "MC-14-4-1"

  # --- 14.8 ▽ ----------------------------------------------------------------------------------------

  @clause:MC-14-8-1 @clause:MC-14-8-3
  Rule: a ▽ ability is used by turning its terrain face down into a proxy terrain

    @clause:MC-14-8-1 @clause:MC-14-8-3
    Scenario: the defender turns its ruins face down and deals their damage
      Given B has "ruins" at b3
      And A's party at b2 is wall
      And B's party at b3 is mage
      And B holds jab in hand
      When A advances wall to b3
      Then B must decide "play"
      And the options include activate ruins 1 on A:wall
      When B's ruins activates its ability 1 on A:wall
      Then A's wall took 3 damage
      And the terrain at b3 is a proxy terrain of B
      And the ruling cites "MC-14-8-3"

    @clause:MC-14-8-1
    Scenario: a terrain turned face down has no ▽ left to use
      Given B has "ruins" at b3
      And A's party at b2 is wall
      And B's party at b3 is mage
      And B holds jab, jab#2 in hand
      When A advances wall to b3
      And B's ruins activates its ability 1 on A:wall
      Then B must decide "play"
      And the options do not include activate ruins 1 on A:wall
      When B's ruins tries to activate its ability 1 on A:wall
      Then the action is illegal citing "MC-14-8-1"

    @clause:MC-14-8-1
    Scenario: the attacker cannot use the ▽ of the defender's terrain
      Given B has "ruins" at b3
      And A's party at b2 is mage
      And B's party at b3 is mage
      And A holds jab in hand
      When A advances mage to b3
      Then A must decide "play"
      And the options do not include activate B:ruins 1 on B:mage
      When A's B:ruins tries to activate its ability 1 on B:mage
      Then the action is illegal citing "MC-14-8-1"

  # --- [メイン] abilities: main-phase actions (7.3.3 c, 10.9.9) -----------------------------------------

  @clause:MC-14-2-1 @clause:MC-14-2-4 @clause:MC-14-8-1 @clause:MC-14-8-3
  Rule: a [メイン] □ or ▽ ability is a main-phase action, resolved at once

    @clause:MC-14-2-1 @clause:MC-14-2-4
    Scenario: the scout's [メイン] □ hits a unit anywhere, exhausts the scout and is not offered again
      Given the test cards:
        | id    | type | level | attack | defence | advance | ability                            |
        | scout | unit | 1     | 1      | 9       | walking | complete main enemy_unit: damage 1 |
      And A's party at b2 is scout
      And B's party at b3 is wall
      Then the options include activate scout 1 on B:wall
      When A's scout activates its ability 1 on B:wall
      Then B's wall took 1 damage
      And A's scout is exhausted
      And A must decide "main"
      And the options do not include activate scout 1 on B:wall

    @clause:MC-14-8-1 @clause:MC-14-8-3
    Scenario: A turns its tower face down in the main phase to hit a unit
      Given the test cards:
        | id    | type    | limit | ability                        |
        | tower | terrain | 9     | flip main enemy_unit: damage 1 |
      And A has "tower" at a2
      And B's party at b3 is wall
      Then the options include activate tower 1 on B:wall
      When A's tower activates its ability 1 on B:wall
      Then B's wall took 1 damage
      And the terrain at a2 is a proxy terrain of A

  @clause:MC-14-3-4
  Rule: a unit whose × is declared is not named again as the cost of another use

    @clause:MC-14-3-4
    Scenario: the bomber that declared its × cannot be paid as another use's cost, the goblin can
      Given the test cards:
        | id       | type         | level | attack | defence | advance | ability                                          |
        | goblin   | unit         | 1     | 1      | 9       | walking |                                                  |
        | offering | battle spell |       |        |         |         | cost_sacrifice 1 counter own_unit: defence +1    |
      And A's party at b2 is bomber, sage, goblin
      And B's party at b3 is wall
      And A holds offering in hand
      When A advances bomber to b3 and sage to b3 and goblin to b3
      And A puts bomber, sage in front
      And A's bomber activates its ability 1 on B:wall
      Then A must decide "counter"
      And the options include use offering by sage on bomber paying goblin
      And the options do not include use offering by sage on bomber paying bomber

    @clause:MC-14-3-4
    Scenario: a unit declared as another use's cost cannot declare its ×
      Given the test cards:
        | id       | type         | level | attack | defence | advance | ability                                          |
        | martyr   | unit         | 1     | 0      | 9       | walking | self_destruct counter own_unit: defence +1       |
        | offering | battle spell |       |        |         |         | cost_sacrifice 1 normal enemy_unit: damage 0     |
      And A's party at b2 is sage, martyr
      And B's party at b3 is wall
      And A holds offering, guard in hand
      When A advances sage to b3 and martyr to b3
      And A puts sage in front
      And A's sage declares offering on B:wall paying martyr
      Then A must decide "counter"
      And the options include use guard by sage on sage
      And the options do not include activate martyr 1 on sage
      When A's martyr tries to activate its ability 1 on sage
      Then the action is illegal citing "MC-14-3-4"

    @clause:MC-14-3-4
    Scenario: a unit not declared as a cost may declare its × in the chain
      Given the test cards:
        | id       | type         | level | attack | defence | advance | ability                                          |
        | martyr   | unit         | 1     | 0      | 9       | walking | self_destruct counter own_unit: defence +1       |
      And A's party at b2 is sage, martyr
      And B's party at b3 is wall
      And A holds jab, guard in hand
      When A advances sage to b3 and martyr to b3
      And A puts sage in front
      And A's sage uses jab on B:wall
      Then A must decide "counter"
      And the options include activate martyr 1 on sage
