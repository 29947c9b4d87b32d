Feature: MC 5.1.2.19 The same terrain
  When an effect asks whether a terrain is the same terrain, the answer is whether the card that is the
  terrain has stayed placed in the same area in the same state all along (MC 5.1.2.19). Placing another
  card there — even one of the same name (its example 1) — or a proxy terrain over a proxy terrain (its
  example 2) makes a different terrain; so does turning a terrain card face down into a proxy terrain
  (14.8.3: its state changes). In the test cards, ``… if same terrain`` is a condition: the target stands
  on the same terrain it was put onto the battlefield on.

  Background:
    Given the test cards:
      | id      | name    | type    | level | attack | defence | advance | ability                                          | limit |
      | knight  | Knight  | unit    | 1     | 3      | 3       | walking | constant this_unit: attack +2 if same terrain    |       |
      | herald  | Herald  | unit    | 1     | 1      | 1       | walking | auto on enters this_unit: summon knight from hand |       |
      | goblin  | Goblin  | unit    | 1     | 3      | 2       | walking |                                                  |       |
      | plains  | Plains  | terrain |         |        |         |         |                                                  | 8     |
      | ruins   | Ruins   | terrain |         |        |         |         | flip main enemy_unit: exhaust                    | 8     |

  @clause:MC-5-1-2-19
  Rule: a terrain kept in its area in the same state is the same terrain

    @clause:MC-5-1-2-19
    Scenario: a unit on the terrain it was put onto stands on the same terrain
      Given a game in A's main phase
      And A has "plains" at b2
      And A's party at b2 is knight
      And A's knight was put onto the terrain it stands on
      Then A's knight has attack 5

    @clause:MC-5-1-2-19
    Scenario: a unit summoned by an effect remembers the terrain it was summoned onto
      Given a game in A's normal summon phase
      And A holds herald, knight in hand
      When A summons herald at b1
      Then A's knight is at b1
      And A's knight remembers the terrain at b1
      And A's knight has attack 5

    @clause:MC-5-1-2-19
    Scenario: a terrain placed in another area leaves the unit's terrain the same
      Given a game in A's main phase
      And A has "plains" at b2
      And A's party at b2 is knight
      And A's knight was put onto the terrain it stands on
      When A places a proxy terrain at c2
      Then the terrain at c2 is a proxy terrain of A
      And A's knight has attack 5

    @clause:MC-5-1-2-19
    Scenario: a unit that advanced to another terrain is not on the terrain it was put onto
      Given a game in A's main phase
      And A has "plains" at b2
      And A has a proxy terrain at c2
      And A's party at b2 is knight
      And A's knight was put onto the terrain it stands on
      When A advances knight to c2
      Then A's knight is at c2
      And A's knight has attack 3

  @clause:MC-5-1-2-19
  Rule: a card placed again, a proxy over a proxy, or a terrain turned face down is a different terrain

    @clause:MC-5-1-2-19
    Scenario: another card of the same name placed over the terrain is a different terrain
      Given a game in A's main phase
      And A has "plains" at b2
      And A's party at b2 is knight
      And A's knight was put onto the terrain it stands on
      And A holds plains#2 in hand
      When A places "plains#2" at b2
      Then the terrain at b2 is "plains#2" of A
      And A's knight is at b2
      And A's knight has attack 3

    @clause:MC-5-1-2-19
    Scenario: a proxy terrain placed over a proxy terrain is a different terrain
      Given a game in A's main phase
      And A has a proxy terrain at b2
      And A's party at b2 is knight
      And A's knight was put onto the terrain it stands on
      When A places a proxy terrain at b2
      Then the terrain at b2 is a proxy terrain of A
      And A's knight is at b2
      And A's knight has attack 3

    @clause:MC-5-1-2-19 @clause:MC-14-8-3
    Scenario: a terrain card turned face down into a proxy terrain is a different terrain
      Given a game in A's main phase
      And A has "ruins" at b2
      And A's party at b2 is knight
      And A's knight was put onto the terrain it stands on
      And B's party at b4 is goblin
      When A's ruins activates its ability 1 on B:goblin
      Then the terrain at b2 is a proxy terrain of A
      And A's knight has attack 3

    @clause:MC-5-1-2-19
    Scenario: a position whose unit remembers a placement later than the terrain standing there is refused
      Given a game in A's main phase
      And A has "plains" at b2
      And A's party at b2 is knight
      And the terrain at b2 was placed at moment 4
      And A's knight was put onto the terrain it stands on
      And the terrain at b2 was placed at moment 2
      When the position is submitted
      Then the position is refused citing "MC-5-1-2-19"
