Feature: MC 8.4 After the battle
  According to who is left on the battle's terrain (MC 8.4.1): only the advancing player's units — the
  advance succeeded and the terrain is theirs (8.4.2); only the defending player's — it failed and the
  terrain stays the defender's (8.4.3); both — it failed, the defender's units stay, and the advancing
  units go back (8.4.4): those there since the battle began to the terrain each started its advance
  from (8.4.5), each unit summoned in the battle to one of those terrains the advancing player picks
  (8.4.6), terrain by terrain, and a limit adjustment there discards the units summoned in the battle
  first (8.4.7); nobody — it failed and the terrain is unoccupied, and unless it is a headquarters the
  advancing player may advance into it again that turn (8.4.8).

  With seed 1 the advancing player A strikes first; with seed 20 the defending player B does; with seed
  3 both strike at once.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id     | type    | level | attack | defence | advance | instant | limit |
      | goblin | unit    | 1     | 3      | 2       | walking |         |       |
      | orc    | unit    | 2     | 4      | 3       | walking |         |       |
      | wall   | unit    | 1     | 0      | 9       | walking |         |       |
      | keep   | unit    | 1     | 0      | 20      | walking |         |       |
      | wolf   | unit    | 1     | 2      | 1       | walking | yes     |       |
      | sprite | unit    | 1     | 1      | 1       | walking | yes     |       |
      | plains | terrain |         |      |         |         |         | 8     |
      | forest | terrain |         |      |         |         |         | 4     |
    And A has "plains" at b2
    And B has "plains" at b3

  @clause:MC-8-4-2
  Scenario: only the advancing units are left: the advance succeeded and the terrain is A's
    Given A's party at b2 is orc
    And B's party at b3 is goblin
    And the seed is 1
    When A advances orc to b3
    Then the ruling cites "MC-8-4-2"
    And A's orc is at b3
    And b3 is controlled by A

  @clause:MC-8-4-3
  Scenario: only the defending units are left: the advance failed and the terrain stays B's
    Given A's party at b2 is goblin
    And B's party at b3 is orc
    And the seed is 20
    When A advances goblin to b3
    Then the ruling cites "MC-8-4-3"
    And A's goblin died
    And b3 is controlled by B

  @clause:MC-8-4-4
  Rule: units of both sides are left: the advance failed and the advancing units go back

    @clause:MC-8-4-4
    Scenario: the goblin that could not break the wall goes back to b2
      Given A's party at b2 is goblin
      And B's party at b3 is wall
      And the seed is 1
      When A advances goblin to b3
      Then the ruling cites "MC-8-4-4"
      And A's goblin is at b2
      And B's wall is at b3
      And b3 is controlled by B

  @clause:MC-8-4-5
  Rule: each unit there since the battle began returns to the terrain it advanced from

    @clause:MC-8-4-5
    Scenario: two units from two terrains return each to its own
      Given A has "plains" at c3
      And A's party at b2 is goblin
      And A's party at c3 is orc
      And B's party at b3 is wall
      And the seed is 1
      When A advances goblin to b3 and orc to b3
      And A puts orc in front
      And the battle plays out with passes
      Then the ruling cites "MC-8-4-5"
      And A's goblin is at b2
      And A's orc is at c3

  @clause:MC-8-4-6
  Rule: each unit summoned in the battle goes to one of those terrains, as the advancing player picks

    @clause:MC-8-4-6
    Scenario: with two terrains to go back to, A picks one for the wolf it summoned
      Given A has "plains" at c3
      And A's party at b2 is goblin
      And A's party at c3 is orc
      And B's party at b3 is keep
      And A holds wolf in hand
      And the seed is 1
      When A advances goblin to b3 and orc to b3
      And A summons wolf
      And the battle plays out with passes
      Then A must decide "return_area"
      And the options include area b2; area c3
      When A sends it back to c3
      Then A's wolf is at c3
      And A's goblin is at b2

    @clause:MC-8-4-6
    Scenario: with one terrain to go back to, the summoned wolf goes there without a question
      Given A's party at b2 is goblin
      And B's party at b3 is wall
      And A holds wolf in hand
      And the seed is 1
      When A advances goblin to b3
      And A summons wolf
      And the battle plays out with passes
      Then A is not asked "return_area"
      And A's wolf is at b2

  @clause:MC-8-4-7
  Rule: a limit adjustment on the way back discards the units summoned in the battle first

    @clause:MC-8-4-7
    Scenario: the wolf summoned in the battle is discarded, not the sprite summoned earlier this turn
      Given A has "forest" at b2
      And A's party at b2 is goblin, sprite, orc
      And A's sprite was instantly summoned this turn
      And B's party at b3 is wall
      And A holds wolf in hand
      And the seed is 1
      When A advances orc to b3
      And A summons wolf
      And the battle plays out with passes
      Then the ruling cites "MC-8-4-7"
      And A is not asked "limit_adjustment"
      And A's wolf is in A's discard pile
      And A's party at b2 is goblin, sprite, orc

  @clause:MC-8-4-8
  Rule: nobody is left: the terrain is unoccupied, and may be advanced into again unless a headquarters

    @clause:MC-8-4-8
    Scenario: both goblins fall; another unit of A may advance into the unoccupied terrain this turn
      Given A has "plains" at c3
      And A's party at b2 is goblin
      And A's party at c3 is orc
      And B's party at b3 is goblin
      And the seed is 3
      When A advances goblin to b3
      Then the ruling cites "MC-8-4-8"
      And b3 is controlled by nobody
      When A advances orc to b3
      Then A's orc is at b3

    @clause:MC-8-4-8
    Scenario: an emptied headquarters cannot be advanced into again that turn
      Given A has "plains" at a4
      And A has "plains" at c4
      And A has "plains" at c3
      And A's party at a4 is goblin
      And A's party at c4 is orc
      And B's party at b4 is goblin
      And the seed is 3
      When A advances goblin to b4
      Then the ruling cites "MC-8-4-8"
      When A declares an advance
      And A tries to move orc to b4
      Then the action is illegal citing "MC-8-4-8"
