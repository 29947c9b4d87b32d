Feature: MC 5.1.2 The battlefield
  The battlefield's cards are public, except what the headquarters and proxy terrains are (MC 5.1.2.3).
  It has twelve areas, 3 columns by 4 rows, each holding one terrain at most (5.1.2.4). A headquarters
  has a base limit of 10 and takes its player's normal summons (5.1.2.9); it lies face down, hidden from
  every player, and no other terrain can be placed in its area (5.1.2.10). A terrain on which only one's
  own units stand is own controlled terrain, and the one where only enemy units stand enemy-controlled;
  a battle's terrain counts as the defender's (5.1.2.11, 5.1.2.12). Adjacent means up, down, left or
  right, never diagonal (5.1.2.18). A proxy terrain has a base limit of 8 (5.1.2.20.2); none can be placed
  from an empty draw pile (5.1.2.20.3); one proxy at most is placed in a main phase, none in a turn with a
  terrain card placed from hand, and no terrain card after a proxy (5.1.2.20.4); where a proxy stands is
  public, what it is is not (5.1.2.20.5); a headquarters is not a proxy terrain (5.1.2.20.6).

  With seed 1 the advancing player A is the first side.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id     | type    | level | attack | defence | advance | limit |
      | goblin | unit    | 1     | 3      | 2       | walking |       |
      | orc    | unit    | 2     | 4      | 3       | walking |       |
      | troll  | unit    | 5     | 4      | 6       | walking |       |
      | wall   | unit    | 1     | 0      | 9       | walking |       |
      | plains | terrain |       |        |         |         | 8     |
    And A has "plains" at b2
    And B has "plains" at b3

  @clause:MC-5-1-2-3
  Rule: the battlefield is public, except the faces of headquarters and proxy terrains

    @clause:MC-5-1-2-3
    Scenario: B sees A's terrain card and units, not A's headquarters or proxy terrain
      Given A's party at b2 is goblin
      And A has a proxy terrain at a2
      Then in B's view, A:plains is shown
      And in B's view, A:goblin is shown
      And in B's view, A:hq is hidden
      And in B's view, A:proxy-a2 is hidden

    @clause:MC-5-1-2-3
    Scenario: A sees B's units and terrain cards
      Given B's party at b3 is wall
      Then in A's view, B:wall is shown
      And in A's view, B:plains is shown

  @clause:MC-5-1-2-4
  Rule: twelve areas, one terrain at most in each

    @clause:MC-5-1-2-4
    Scenario: two terrains in one area are refused
      Given the position's state.battlefield.2.area is "b2"
      When the position is submitted
      Then the position is refused citing "MC-5-1-2-4"

    @clause:MC-5-1-2-4
    Scenario: terrains in twelve different areas are accepted
      Given A has "plains" at a1
      And A has "plains" at c1
      And A has "plains" at a2
      And A has "plains" at c2
      And A has "plains" at a3
      And A has "plains" at c3
      And B has "plains" at a4
      And B has "plains" at c4
      When the position is submitted
      Then the position is accepted

  @clause:MC-5-1-2-9
  Rule: a headquarters has a limit of 10 and takes its player's normal summons

    @clause:MC-5-1-2-9
    Scenario: a headquarters' limit is 10: a troll of level 5 joins a party of level 5 there
      Given a game in A's normal summon phase
      And A's party at b1 is troll#2
      And A holds troll in hand
      Then the limit of b1 is 10
      And the options include summon troll at b1

    @clause:MC-5-1-2-9
    Scenario: a party of 10 leaves no room for another unit
      Given a game in A's normal summon phase
      And A's party at b1 is troll#2, troll#3
      And A holds goblin in hand
      When A tries to summon goblin at b1
      Then the action is illegal citing "MC-12-2-7-2"

  @clause:MC-5-1-2-10
  Rule: a headquarters lies face down, hidden from everyone, and keeps its area

    @clause:MC-5-1-2-10
    Scenario: not even its owner sees what the headquarters card is
      Then in A's view, A:hq is hidden
      And in A's view, a terrain stands at b1

    @clause:MC-5-1-2-10
    Scenario: no terrain can be placed on a headquarters' area
      Given A holds plains#2 in hand
      When A declares the placement of "plains#2"
      Then the options do not include area b1
      When A tries to choose the area b1
      Then the action is illegal citing "MC-5-1-2-10"

  @clause:MC-5-1-2-11 @clause:MC-5-1-2-12
  Rule: own controlled and enemy-controlled terrain; a battle's terrain is the defender's

    @clause:MC-5-1-2-11
    Scenario: the terrain where only A's units stand is A's; the one where only B's stand is B's
      Given A's party at b2 is goblin
      And B's party at b3 is wall
      When the position is submitted
      Then b2 is controlled by A
      And b3 is controlled by B
      And b1 is controlled by nobody

    @clause:MC-5-1-2-12
    Scenario: in the battle at b3 both players' units stand there, and it counts as B's
      Given A's party at b2 is goblin
      And B's party at b3 is wall
      And the test cards:
        | id   | type | level | attack | defence | advance | instant |
        | wolf | unit | 1     | 2      | 1       | walking | yes     |
      And B holds wolf in hand
      And the seed is 1
      When A advances goblin to b3
      Then B must decide "instant_summon"
      And b3 is controlled by B

  @clause:MC-5-1-2-18
  Rule: adjacent is up, down, left or right

    @clause:MC-5-1-2-18
    Scenario: next to A's controlled b2, the vacant c2 and the unoccupied b3 take a terrain; the diagonal a3 does not
      Given A's party at b2 is goblin
      And A holds plains#2 in hand
      When A declares the placement of "plains#2"
      Then the options include area a2; area c2; area b3; area b2
      And the options do not include area a3; area c3

    @clause:MC-5-1-2-18
    Scenario: placing on a diagonal area is refused
      Given A's party at b2 is goblin
      And A holds plains#2 in hand
      When A declares the placement of "plains#2"
      And A tries to choose the area a3
      Then the action is illegal citing "MC-12-1-1-2-5"

  @clause:MC-5-1-2-20-2
  Rule: a proxy terrain's limit is 8

    @clause:MC-5-1-2-20-2
    Scenario: a proxy terrain reads limit 8
      Given A has a proxy terrain at a2
      When the position is submitted
      Then the limit of a2 is 8

    @clause:MC-5-1-2-20-2
    Scenario: two trolls of level 5 cannot advance together into a proxy terrain
      Given A has a proxy terrain at a1
      And A's party at b1 is troll, troll#2
      When A declares an advance
      And A moves troll to a1
      And A tries to move troll#2 to a1
      Then the action is illegal citing "MC-12-2-3-2"

  @clause:MC-5-1-2-20-3
  Rule: no proxy terrain from an empty draw pile

    @clause:MC-5-1-2-20-3
    Scenario: with an empty draw pile the proxy terrain is not offered
      Given A's party at b2 is goblin
      And A's draw pile is empty
      When the position is submitted
      Then the options do not include place proxy
      When A tries to place a proxy terrain at b3
      Then the action is illegal citing "MC-5-1-2-20-3"

    @clause:MC-5-1-2-20-3
    Scenario: with a card in the draw pile it is
      Given A's party at b2 is goblin
      And A's draw pile has 1 card
      When A places a proxy terrain at a2
      Then the terrain at a2 is a proxy terrain of A
      And A has 0 cards in the draw pile

  @clause:MC-5-1-2-20-4
  Rule: one proxy terrain a main phase, and not in a turn with a terrain card from hand

    @clause:MC-5-1-2-20-4
    Scenario: after a proxy terrain no further placement is allowed
      Given A's party at b2 is goblin
      And A holds plains#2 in hand
      When A places a proxy terrain at a2
      Then the options do not include place proxy; place plains#2
      When A tries to place "plains#2" at c2
      Then the action is illegal citing "MC-5-1-2-20-4"

    @clause:MC-5-1-2-20-4
    Scenario: after a terrain card from hand, no proxy terrain — but another terrain card may follow
      Given A's party at b2 is goblin
      And A holds plains#2, plains#3 in hand
      When A places "plains#2" at a2
      Then the options include place plains#3
      And the options do not include place proxy
      When A tries to place a proxy terrain at c2
      Then the action is illegal citing "MC-5-1-2-20-4"

  @clause:MC-5-1-2-20-5
  Rule: where a proxy terrain stands is public, what it is is not

    @clause:MC-5-1-2-20-5
    Scenario: B sees a terrain at a2 but not its card
      Given A has a proxy terrain at a2
      Then in B's view, a terrain stands at a2
      And in B's view, A:proxy-a2 is hidden

    @clause:MC-5-1-2-20-5
    Scenario: nor does A, whose proxy it is
      Given A has a proxy terrain at a2
      Then in A's view, A:proxy-a2 is hidden

  @clause:MC-5-1-2-20-6
  Scenario: the headquarters, though face down, is no proxy terrain: its limit is 10, not 8
    Given A has a proxy terrain at a2
    When the position is submitted
    Then the limit of b1 is 10
    And the limit of a2 is 8
    And the terrain at b1 is a headquarters of A
