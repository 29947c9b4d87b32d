Feature: MC 1.3 General principles
  When both players must choose at once, the advancing player chooses first and the defending player
  chooses knowing that choice (MC 1.3.3). Putting something into a state it is already in is not done
  at all (1.3.4). An action asked for zero or a negative number of times is not done at all (1.3.5).
  (A card's text over the rules, 1.3.1, is the construction rule of 3.3.2.3.)

  With seed 1 the advancing player A is the first side.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id      | type    | level | attack | defence | advance | hero | limit |
      | goblin  | unit    | 1     | 3      | 2       | walking |      |       |
      | orc     | unit    | 2     | 4      | 3       | walking |      |       |
      | wall    | unit    | 1     | 0      | 9       | walking |      |       |
      | squire  | unit    | 1     | 1      | 1       | walking | 0    |       |
      | lord    | unit    | 2     | 3      | 3       | walking | 2    |       |
      | plains  | terrain |       |        |         |         |      | 8     |
    And A has "plains" at b2
    And B has "plains" at b3
    And the seed is 1

  @clause:MC-1-3-3
  Rule: the advancing player chooses first; the defending player chooses knowing it

    @clause:MC-1-3-3
    Scenario: B sets its formation with A's already on the board
      Given A's party at b2 is goblin, orc
      And B's party at b3 is wall, goblin
      When A advances goblin to b3 and orc to b3
      Then A must decide "formation"
      When A puts orc in front
      Then B must decide "formation"
      And A's party at b3 is orc, goblin

  @clause:MC-1-3-4
  Rule: what is already in a state is not put into it again

    @clause:MC-1-3-4
    Scenario: units exhausted by their attack are not exhausted again as the advance ends
      Given A's party at b2 is goblin
      And B's party at b3 is wall
      When A advances goblin to b3
      Then the ruling does not cite "MC-12-2-5-2-2"
      And A's goblin is exhausted

    @clause:MC-1-3-4
    Scenario: a unit that advanced without a battle is exhausted as the advance ends
      Given A's party at b2 is goblin
      When A advances goblin to b3
      Then the ruling cites "MC-12-2-5-2-2"
      And A's goblin is exhausted

  @clause:MC-1-3-5
  Rule: an action asked for zero times is not done

    @clause:MC-1-3-5
    Scenario: a hero of 0 hero points discards nothing from the draw pile
      Given a game in A's normal summon phase
      And A holds squire in hand
      When A summons squire at b1
      Then A has 10 cards in the draw pile
      And the ruling does not cite "MC-12-2-7-4-7"

    @clause:MC-1-3-5
    Scenario: a hero of 2 hero points discards two cards
      Given a game in A's normal summon phase
      And A holds lord in hand
      When A summons lord at b1
      Then A has 8 cards in the draw pile
      And the ruling says "is discarded from the top of the draw pile" 2 times
