Feature: MC 11.1-11.2 Rule processes and the defeat check
  Rule processes are carried out by the rules themselves (MC 11.1.1). An interrupting process is carried
  out the moment its condition holds, suspending what is under way (11.1.2.1); when several are due, the
  owner of the cards concerned chooses the order (11.1.2.2), the advancing player's all first, then the
  defending player's (11.1.2.3). A checked process is looked at only in a check step (11.1.2.4), and
  several due at once are carried out together (11.1.2.5). The defeat check is a checked process: every
  player meeting a defeat condition loses (11.2.1) — a taken headquarters ends the game in the check step
  after the battle (11.2.1.1), deck-out and repetition at the end of a turn (11.2.1.2, 11.2.1.3).

  With seed 1 the advancing player strikes first; with seed 3 both strike at once.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id       | type         | level | attack | defence | advance | standing           | attributes | ability                      | limit |
      | goblin   | unit         | 1     | 3      | 2       | walking |                    |            |                              |       |
      | imp      | unit         | 1     | 3      | 2       | walking |                    |            |                              |       |
      | orc      | unit         | 2     | 4      | 3       | walking |                    |            |                              |       |
      | wall     | unit         | 1     | 0      | 9       | walking |                    |            |                              |       |
      | mage     | unit         | 2     | 1      | 3       | walking | spells fire/fire   |            |                              |       |
      | fireball | battle spell |       |        |         |         |                    | fire       | normal enemy_unit: damage 3  |       |
      | swell    | battle spell |       |        |         |         |                    | fire       | normal enemy_unit: level +7  |       |
      | plains   | terrain      |       |        |         |         |                    |            |                              | 8     |
    And A has "plains" at b2
    And B has "plains" at b3

  @clause:MC-11-1-2-1
  Rule: an interrupting process is carried out at once, inside whatever is under way

    @clause:MC-11-1-2-1
    Scenario: the goblin struck by a fireball dies at once, before the counter chain's check step
      Given A's party at b2 is mage
      And B's party at b3 is goblin
      And A holds fireball in hand
      And the seed is 1
      When A advances mage to b3
      And A's mage uses fireball on B:goblin
      Then the ruling cites in order "MC-4-5-1", "MC-11-3-1-2-1", "MC-10-2-3"

    @clause:MC-11-1-2-1
    Scenario: a unit dies inside the simultaneous attack, before its lost bonuses return
      Given the test cards:
        | id     | type | class     | cost | bonus      |
        | shield | item | equipment | 1    | defence +2 |
      And the test cards:
        | id      | type | level | attack | defence | advance | standing |
        | soldier | unit | 1     | 3      | 2       | walking | items 1  |
      And A's party at b2 is goblin
      And B's party at b3 is soldier
      And B's soldier equips shield
      And the seed is 3
      When A advances goblin to b3
      And the battle plays out with passes
      Then the ruling cites in order "MC-8-3-7-4", "MC-11-3-1-2-1", "MC-8-3-7-5"
      And B's soldier died

  @clause:MC-11-1-2-2
  Rule: the owner of the cards concerned makes the choices of its processes

    @clause:MC-11-1-2-2
    Scenario: the defending player chooses which of its units a limit adjustment discards
      Given A's party at b2 is mage
      And B's party at b3 is wall, goblin
      And A holds swell in hand
      And the seed is 1
      When A advances mage to b3
      And B puts wall in front
      And A's mage uses swell on B:wall
      Then B must decide "limit_adjustment"
      And the options include choose wall; choose goblin

  @clause:MC-11-1-2-3
  Rule: the advancing player's interrupting processes come first

    @clause:MC-11-1-2-3
    Scenario: in A's turn A's goblin dies before B's imp
      Given A's party at b2 is goblin
      And B's party at b3 is imp
      And the seed is 3
      When A advances goblin to b3
      Then the ruling says in order "goblin dies at b3", "imp dies at b3"

    @clause:MC-11-1-2-3
    Scenario: in B's turn B's imp dies before A's goblin
      Given a game in B's main phase
      And A has "plains" at b2
      And B has "plains" at b3
      And A's party at b2 is goblin
      And B's party at b3 is imp
      And the seed is 3
      When B advances imp to b2
      Then the ruling says in order "imp dies at b2", "goblin dies at b2"

  @clause:MC-11-1-2-4 @clause:MC-11-2-1 @clause:MC-11-2-1-1
  Rule: a taken headquarters is a defeat found in the check step after the battle

    @clause:MC-11-1-2-4
    Scenario: the headquarters falls when the check step after the battle looks at it
      Given A has "plains" at b3
      And A's party at b3 is orc
      And B's party at b4 is goblin
      And the seed is 1
      When A advances orc to b4
      Then the ruling cites in order "MC-8-4-2", "MC-12-2-5-1-8", "MC-11-2-1-1", "MC-11-2-1", "MC-1-2-2-1"
      And A wins by "headquarters_fall"

    @clause:MC-11-2-1-1
    Scenario: while defending units hold the headquarters, the game goes on
      Given A has "plains" at b3
      And A's party at b3 is goblin
      And B's party at b4 is wall
      And the seed is 1
      When A advances goblin to b4
      Then the ruling does not cite "MC-11-2-1-1"
      And the game goes on

  @clause:MC-11-1-2-5 @clause:MC-11-2-1-2 @clause:MC-11-2-1-3
  Rule: checked processes due together are carried out together

    @clause:MC-11-1-2-5
    Scenario: deck-out and repetition fall due as the same turn ends: one victory judgement ends the game
      Given a game in A's second hand adjustment phase
      And A's draw pile is empty
      And B's draw pile is empty
      And both draw piles ran out in turn 2
      And A holds goblin in hand
      And 5 turns in a row were the same situation
      And nothing has changed in the zones since the turn began
      When A is done
      Then the ruling cites "MC-11-2-1-2"
      And the ruling cites "MC-11-2-1-3"
      And the ruling cites "MC-11-1-2-5"
      And the game is a draw by "deck_out"
