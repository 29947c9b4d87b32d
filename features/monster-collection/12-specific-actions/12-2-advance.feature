Feature: MC 12.2.1-12.2.5 The advance
  The advancing player moves its own units from the terrain they stand on to another terrain, as an
  action of the main phase (MC 12.2.1). A unit advances only to a terrain within its advance range, never
  to a vacant area nor to the terrain it stands on (12.2.2.2). An exhausted unit cannot be chosen (12.2.3.1,
  read by sense: the text's "ready" is a typo). The party already at the destination and the arriving
  units may not total more levels than its limit (12.2.3.2). Several units may advance at once, to
  different terrains from different terrains — but an advance into enemy-controlled terrain goes to that
  one terrain only (12.2.3.3). A failed advance with a battle cannot be tried again that main phase on the
  same area, unless the terrain was left unoccupied and is not a headquarters (12.2.4.2). The steps
  (12.2.5.1): the declaration with its check step, the units, their destinations, the destinations' check
  step, the moves, a check step, a battle where both sides' units stand, the end with its check step, and
  the steps' effects lost. The advance succeeds where only the advancing units stand (12.2.5.2.1); either
  way the chosen units still ready, and those instantly summoned in its battle, end exhausted (12.2.5.2.2).

  With seed 1 the advancing player A strikes first; with seed 20 the defending player B does.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id     | type    | level | attack | defence | advance | instant | limit |
      | goblin | unit    | 1     | 3      | 2       | walking |         |       |
      | orc    | unit    | 2     | 4      | 3       | walking |         |       |
      | troll  | unit    | 5     | 4      | 6       | walking |         |       |
      | bat    | unit    | 1     | 1      | 1       | flying  |         |       |
      | wall   | unit    | 1     | 0      | 9       | walking |         |       |
      | wolf   | unit    | 1     | 2      | 1       | walking | yes     |       |
      | plains | terrain |       |        |         |         |         | 8     |
      | marsh  | terrain |       |        |         |         |         | 3     |
    And A has "plains" at b2
    And B has "plains" at b3

  @clause:MC-12-2-1
  Rule: the advancing player advances its own units only

    @clause:MC-12-2-1
    Scenario: A moves its goblin from b2 to b3
      Given A's party at b2 is goblin
      When A advances goblin to b3
      Then A's goblin is at b3
      And the ruling cites "MC-12-2-5-1-5"

    @clause:MC-12-2-1
    Scenario: A cannot move B's unit
      Given A's party at b2 is goblin
      And B has "plains#2" at a3
      And B's party at a3 is orc
      When A declares an advance
      And A tries to move B:orc to b3
      Then the action is illegal citing "MC-12-2-1"

  @clause:MC-12-2-2-2
  Rule: only to a terrain within the advance range: no vacant area, not the unit's own terrain

    @clause:MC-12-2-2-2
    Scenario: the walking goblin's range holds the terrains next to it; the vacant a2 and c2 are not offered
      Given A's party at b2 is goblin
      When A declares an advance
      Then the options include move goblin to b3; move goblin to b1
      And the options do not include move goblin to a2; move goblin to c2; move goblin to b2

    @clause:MC-12-2-2-2
    Scenario: a vacant area is refused
      Given A's party at b2 is goblin
      When A declares an advance
      And A tries to move goblin to a2
      Then the action is illegal citing "MC-12-2-2-2"

    @clause:MC-12-2-2-2
    Scenario: the terrain the unit stands on is refused
      Given A's party at b2 is goblin
      When A declares an advance
      And A tries to move goblin to b2
      Then the action is illegal citing "MC-12-2-2-2"

    @clause:MC-12-2-2-2
    Scenario: a terrain out of the walking range is refused; the flying bat reaches it
      Given A has "plains#2" at c3
      And A's party at b2 is goblin, bat
      When A declares an advance
      Then the options include move bat to c3
      And the options do not include move goblin to c3
      When A tries to move goblin to c3
      Then the action is illegal citing "MC-12-2-2-2"

  @clause:MC-12-2-3-1
  Rule: an exhausted unit cannot advance

    @clause:MC-12-2-3-1
    Scenario: the exhausted goblin is refused
      Given A's party at b2 is goblin, orc
      And A's goblin is exhausted
      When A declares an advance
      Then the options do not include move goblin to b3
      When A tries to move goblin to b3
      Then the action is illegal citing "MC-12-2-3-1"

    @clause:MC-12-2-3-1
    Scenario: the ready orc may
      Given A's party at b2 is goblin, orc
      And A's goblin is exhausted
      When A declares an advance
      Then the options include move orc to b3

  @clause:MC-12-2-3-2
  Rule: the destination's party and the arriving units stay within its limit

    @clause:MC-12-2-3-2
    Scenario: a troll of level 5 cannot enter a terrain of limit 3; the goblin can
      Given A has "marsh" at a2
      And A's party at b2 is troll, goblin
      When A declares an advance
      Then the options include move goblin to a2
      And the options do not include move troll to a2
      When A tries to move troll to a2
      Then the action is illegal citing "MC-12-2-3-2"

    @clause:MC-12-2-3-2
    Scenario: exactly the limit is allowed: three goblins fill a terrain of limit 3
      Given A has "marsh" at a2
      And A's party at b2 is goblin, goblin#2, goblin#3
      When A advances goblin to a2 and goblin#2 to a2 and goblin#3 to a2
      Then A's party at a2 is goblin, goblin#2, goblin#3

    @clause:MC-12-2-3-2
    Scenario: the units already on the destination count: with two goblins there, an orc of level 2 does not fit
      Given A has "marsh" at a2
      And A's party at a2 is goblin, goblin#2
      And A's party at b2 is orc, goblin#3
      When A declares an advance
      Then the options include move goblin#3 to a2
      And the options do not include move orc to a2

  @clause:MC-12-2-3-3
  Rule: several units at once, from and to different terrains — but into enemy terrain, one terrain only

    @clause:MC-12-2-3-3
    Scenario: two units from two terrains advance to two terrains in one advance
      Given A has "plains#2" at a2
      And A has "plains#3" at a3
      And A's party at b2 is goblin
      And A's party at a2 is orc
      When A advances goblin to b3 and orc to a3
      Then A's goblin is at b3
      And A's orc is at a3
      And the ruling says "the advance ends" 1 times

    @clause:MC-12-2-3-3
    Scenario: with a move into B's controlled terrain chosen, no move elsewhere may join
      Given A has "plains#2" at a2
      And A's party at b2 is goblin, orc
      And B's party at b3 is wall
      When A declares an advance
      And A moves goblin to b3
      Then the options include move orc to b3
      And the options do not include move orc to a2
      When A tries to move orc to a2
      Then the action is illegal citing "MC-12-2-3-3"

    @clause:MC-12-2-3-3
    Scenario: with a move elsewhere chosen, no move into B's controlled terrain may join
      Given A has "plains#2" at a2
      And A's party at b2 is goblin, orc
      And B's party at b3 is wall
      When A declares an advance
      And A moves goblin to a2
      And A tries to move orc to b3
      Then the action is illegal citing "MC-12-2-3-3"

  @clause:MC-12-2-4-2
  Rule: a failed advance with battle is not tried again on that area, unless it was left unoccupied

    @clause:MC-12-2-4-2
    Scenario: after failing against the wall, the orc cannot try b3 again this main phase
      Given A's party at b2 is goblin, orc
      And B's party at b3 is wall
      And the seed is 1
      When A advances goblin to b3
      And the battle plays out with passes
      And A declares an advance
      Then the options do not include move orc to b3
      When A tries to move orc to b3
      Then the action is illegal citing "MC-12-2-4-2"

    @clause:MC-12-2-4-2
    Scenario: a terrain left unoccupied by the failed battle may be advanced into again
      Given A's party at b2 is goblin, orc
      And B's party at b3 is goblin
      And the seed is 3
      When A advances goblin to b3
      And the battle plays out with passes
      Then there is no battle
      And A's goblin died
      And B's goblin died
      When A declares an advance
      Then the options include move orc to b3

  @clause:MC-12-2-5-1-1 @clause:MC-12-2-5-1-2 @clause:MC-12-2-5-1-3 @clause:MC-12-2-5-1-4 @clause:MC-12-2-5-1-5 @clause:MC-12-2-5-1-6 @clause:MC-12-2-5-1-8 @clause:MC-12-2-5-1-9
  Rule: the steps of an advance, in order

    @clause:MC-12-2-5-1-1 @clause:MC-12-2-5-1-3 @clause:MC-12-2-5-1-4 @clause:MC-12-2-5-1-5 @clause:MC-12-2-5-1-6 @clause:MC-12-2-5-1-8 @clause:MC-12-2-5-1-9
    Scenario: declaration, destinations fixed, their check step, the moves, a check step, the end, the effects lost
      Given A's party at b2 is goblin, orc
      When A advances goblin to b3 and orc to b3
      Then the ruling cites in order "MC-12-2-5-1-1", "MC-12-2-5-1-3", "MC-12-2-5-1-4", "MC-12-2-5-1-5", "MC-12-2-5-1-5", "MC-12-2-5-1-6", "MC-12-2-5-2-1", "MC-12-2-5-1-8", "MC-12-2-5-1-9"

    @clause:MC-12-2-5-1-1 @clause:MC-12-2-5-1-2
    Scenario: after the declaration and its check step, the units are chosen one by one
      Given A's party at b2 is goblin, orc
      When A declares an advance
      Then the ruling cites "MC-12-2-5-1-1"
      And the ruling does not cite "MC-12-2-5-1-3"
      And A must decide "advance"
      When A moves goblin to b3
      Then A must decide "advance"
      And the options include move orc to b3; done

    @clause:MC-12-2-5-1-2
    Scenario: an advance moves at least one unit: done before any is refused
      Given A's party at b2 is goblin
      When A declares an advance
      Then the options do not include done
      When A tries to be done
      Then the action is illegal citing "MC-12-2-5-1-2"

    @clause:MC-12-2-5-1-2
    Scenario: a unit is chosen once
      Given A has "plains#2" at a2
      And A's party at b2 is goblin, orc
      When A declares an advance
      And A moves goblin to b3
      And A tries to move goblin to a2
      Then the action is illegal citing "MC-12-2-5-1-2"

  @clause:MC-12-2-5-1-7
  Rule: a battle follows only where units of both sides stand

    @clause:MC-12-2-5-1-7
    Scenario: into B's wall: a battle
      Given A's party at b2 is goblin
      And B's party at b3 is wall
      And B holds wolf in hand
      When A advances goblin to b3
      Then B must decide "instant_summon"
      And the battle at b3 is in the "instant_summon" timing

    @clause:MC-12-2-5-1-7
    Scenario: into B's unoccupied terrain: no battle
      Given A's party at b2 is goblin
      When A advances goblin to b3
      Then there is no battle
      And A must decide "main"

  @clause:MC-12-2-5-2-1
  Rule: the advance succeeds where only the advancing units stand, and fails otherwise

    @clause:MC-12-2-5-2-1
    Scenario: the orc beats the goblin: success
      Given A's party at b2 is orc
      And B's party at b3 is goblin
      And the seed is 1
      When A advances orc to b3
      Then the ruling says "the advance to b3 succeeds"

    @clause:MC-12-2-5-2-1
    Scenario: the goblin cannot break the wall: failure
      Given A's party at b2 is goblin
      And B's party at b3 is wall
      And the seed is 1
      When A advances goblin to b3
      And the battle plays out with passes
      Then the ruling says "the advance to b3 fails"

  @clause:MC-12-2-5-2-2
  Rule: success or failure, the chosen units still ready and the instant summons of its battle end exhausted

    @clause:MC-12-2-5-2-2
    Scenario: with no battle, the units that advanced are exhausted; the one that stayed is ready
      Given A has "plains#2" at a2
      And A's party at b2 is goblin, orc, wall
      When A advances goblin to b3 and orc to a2
      Then A's goblin is exhausted
      And A's orc is exhausted
      And A's wall is ready
      And the ruling cites "MC-12-2-5-2-2"

    @clause:MC-12-2-5-2-2
    Scenario: after a failed advance the goblin is back at b2, exhausted
      Given A's party at b2 is goblin
      And B's party at b3 is wall
      And the seed is 1
      When A advances goblin to b3
      And the battle plays out with passes
      Then A's goblin is at b2
      And A's goblin is exhausted

    @clause:MC-12-2-5-2-2
    Scenario: the unit A instantly summoned in the battle ends exhausted; the unit that stayed home stays ready
      Given A's party at b2 is orc, goblin
      And B's party at b3 is goblin
      And A holds wolf in hand
      And the seed is 1
      When A advances orc to b3
      And A summons wolf
      And the battle plays out with passes
      Then A's wolf is exhausted
      And A's orc is exhausted
      And A's goblin is ready
