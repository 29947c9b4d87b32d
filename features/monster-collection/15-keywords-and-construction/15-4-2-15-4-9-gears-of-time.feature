Feature: MC 15.4.2, 15.4.9 When an additional rule is in effect; 時の歯車
  An additional rule takes effect for the players to whom its card is public information (MC 15.4.2): a
  hand is public to its owner only (5.1.4.3), discard piles to everybody (5.1.5.6), draw piles to nobody
  (5.1.3.6), the battlefield to everybody but for headquarters and proxy terrains (5.1.2.3). 時の歯車
  (gears of time, +1D) makes every die result asked of a player in a battle one die more, summed; it does
  not stack (15.4.9.2).

  In the test-card table: `gears +1D` in the `keywords` column. With seed 1 the dice come 6, 2, 1, 6, 4:
  without gears the advancing player A's initiative die is 6 and B's 2.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id      | type         | level | attack | defence | advance | class      | standing | ability                        | keywords | types | limit |
      | goblin  | unit         | 1     | 3      | 2       | walking |            | items 1  |                                |          |       |       |
      | wall    | unit         | 1     | 0      | 20      | walking |            |          |                                |          |       |       |
      | cog     | battle spell |        |       |         |         |            |          |                                | gears +1D |      |       |
      | bomb    | item         |       |        |         |         | consumable |          | normal enemy_unit: damage 1D   |          |       |       |
      | clock   | terrain      |       |        |         |         |            |          |                                | gears +1D | tower | 8    |
      | plains  | terrain      |       |        |         |         |            |          |                                |          | field | 8     |
    And A has "plains" at b2
    And B has "plains" at b3
    And A's party at b2 is goblin
    And B's party at b3 is wall
    And the seed is 1

  @clause:MC-15-4-9-2 @clause:MC-15-4-2
  Rule: a card with gears in a player's own hand gives that player, and only that player, one die more

    @clause:MC-15-4-9-2 @clause:MC-15-4-2
    Scenario: A holds the cog: A's initiative is two dice, 6 and 2; B's one die, 1
      Given A holds cog in hand
      When A advances goblin to b3
      Then the initiative results were 8 for A and 1 for B
      And the ruling cites "MC-15-4-9-2"

    @clause:MC-15-4-9-2
    Scenario: without the cog each player rolls one die
      When A advances goblin to b3
      Then the initiative results were 6 for A and 2 for B
      And the ruling does not cite "MC-15-4-9-2"

    @clause:MC-15-4-9-2
    Scenario: the die of an effect gets its extra die too: the bomb deals 1D plus 1D
      Given A holds cog, bomb in hand
      When A advances goblin to b3
      And A's goblin uses bomb on B:wall
      Then B's wall took 10 damage

    @clause:MC-15-4-9-2
    Scenario: without the cog the bomb deals one die
      Given A holds bomb in hand
      When A advances goblin to b3
      And A's goblin uses bomb on B:wall
      Then B's wall took 1 damage

  @clause:MC-15-4-2
  Rule: a card public to everybody gives everybody the extra die; a hidden one nobody

    @clause:MC-15-4-2
    Scenario: the cog in A's discard pile is public: both players roll two dice
      Given A's discard pile holds cog
      When A advances goblin to b3
      Then the initiative results were 8 for A and 7 for B

    @clause:MC-15-4-2
    Scenario: the clock standing face up on the battlefield works for both players
      Given A has "clock" at c2
      When A advances goblin to b3
      Then the initiative results were 8 for A and 7 for B

    @clause:MC-15-4-2
    Scenario: the cog in B's draw pile is known to nobody: no extra die
      Given B's draw pile is cog from the top
      When A advances goblin to b3
      Then the initiative results were 6 for A and 2 for B

    @clause:MC-15-4-2
    Scenario: the cog in B's hand works for B alone
      Given B holds cog in hand
      When A advances goblin to b3
      Then the initiative results were 6 for A and 3 for B

  @clause:MC-15-4-9-2
  Rule: gears do not stack

    @clause:MC-15-4-9-2
    Scenario: a cog in hand and another in the discard pile still give one extra die
      Given A holds cog in hand
      And A's discard pile holds cog#2
      When A advances goblin to b3
      Then the initiative results were 8 for A and 7 for B
