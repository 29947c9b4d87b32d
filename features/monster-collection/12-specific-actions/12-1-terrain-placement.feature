Feature: MC 12.1 Terrain placement
  Placing a terrain puts one terrain card on an area of the battlefield as one terrain; as a main-phase
  action it is the normal placement (MC 12.1.1.1). Its steps (12.1.1.2): the player declares it
  (12.1.1.2.1) and names the card — a terrain card from the hand, revealed, or the draw pile's top card as
  a proxy terrain (12.1.1.2.2); after a card from the hand no proxy may follow that turn (12.1.1.2.2.1),
  after a proxy nothing more (12.1.1.2.2.2). The moment "when a placement is declared" comes with a check
  step (12.1.1.2.3-4). The player names an area: one it controls (a), an unoccupied terrain or vacant area
  next to one it controls (b), an unoccupied terrain it placed (c), or an unoccupied terrain or vacant area
  next to such a terrain (d), never a headquarters' area (12.1.1.2.5); with none of them, nothing is placed
  (12.1.1.2.6). A vacant area takes the card; a terrain already there is discarded and replaced, and a
  changed limit brings a limit adjustment (12.1.1.2.7). The moment "when this terrain is placed" comes with
  a check step (12.1.1.2.8-9), then the placement ends (12.1.1.2.10).

  Background:
    Given a game in A's main phase
    And the test cards:
      | id     | type    | level | attack | defence | advance | limit |
      | goblin | unit    | 1     | 3      | 2       | walking |       |
      | orc    | unit    | 2     | 4      | 3       | walking |       |
      | troll  | unit    | 5     | 4      | 6       | walking |       |
      | plains | terrain |       |        |         |         | 8     |
      | marsh  | terrain |       |        |         |         | 3     |
      | peak   | terrain |       |        |         |         | 12    |

  @clause:MC-12-1-1-1 @clause:MC-12-1-1-2-1 @clause:MC-12-1-1-2-10
  Rule: a normal placement is a main-phase action, declared first and closed last

    @clause:MC-12-1-1-2-1 @clause:MC-12-1-1-2-10
    Scenario: the placement opens with its declaration and closes with its end
      Given A has "plains" at b2
      And A's party at b2 is goblin
      And A holds plains#2 in hand
      When A places "plains#2" at a2
      Then the ruling cites in order "MC-12-1-1-2-1", "MC-12-1-1-2-4", "MC-12-1-1-2-7", "MC-12-1-1-2-9", "MC-12-1-1-2-10"
      And the terrain at a2 is "plains#2" of A
      And A must decide "main"

    @clause:MC-12-1-1-1
    Scenario: outside the main phase no terrain is placed
      Given a game in A's normal summon phase
      And A has "plains" at b2
      And A's party at b2 is goblin
      And A holds plains#2 in hand
      When the position is submitted
      Then the options do not include place plains#2; place proxy
      When A tries to place "plains#2" at a2
      Then the action is illegal citing "MC-7-4-4"

  @clause:MC-12-1-1-2-2
  Rule: the card is a terrain card from the hand, revealed, or the draw pile's top card as a proxy terrain

    @clause:MC-12-1-1-2-2
    Scenario: a terrain card from the hand is shown to the opponent once declared
      Given A has "plains" at b2
      And A's party at b2 is goblin
      And A holds plains#2 in hand
      When A declares the placement of "plains#2"
      Then in B's view, A:plains#2 is shown
      And A must decide "terrain_area"

    @clause:MC-12-1-1-2-2
    Scenario: the proxy terrain is the top card of the draw pile, face down
      Given A has "plains" at b2
      And A's party at b2 is goblin
      And A's draw pile is orc, goblin#2 from the top
      When A places a proxy terrain at a2
      Then the terrain at a2 is a proxy terrain of A
      And A's draw pile is goblin#2 from the top
      And in B's view, A:orc is hidden

    @clause:MC-12-1-1-2-2
    Scenario: a unit card in the hand is not a terrain card
      Given A has "plains" at b2
      And A's party at b2 is goblin
      And A holds orc in hand
      When A tries to place "orc" at a2
      Then the action is illegal citing "MC-12-1-1-2-2"

    @clause:MC-12-1-1-2-2
    Scenario: a terrain card that is not in the hand cannot be named
      Given A has "plains" at b2
      And A's party at b2 is goblin
      When A tries to place "plains#2" at a2
      Then the action is illegal citing "MC-12-1-1-2-2"

  @clause:MC-12-1-1-2-2-1
  Rule: after a terrain card from the hand, no proxy terrain that turn

    @clause:MC-12-1-1-2-2-1
    Scenario: a proxy terrain after a terrain card from the hand is refused
      Given A has "plains" at b2
      And A's party at b2 is goblin
      And A has placed a terrain card this turn
      When A tries to place a proxy terrain at a2
      Then the action is illegal citing "MC-12-1-1-2-2-1"

    @clause:MC-12-1-1-2-2-1
    Scenario: another terrain card from the hand is still allowed
      Given A has "plains" at b2
      And A's party at b2 is goblin
      And A has placed a terrain card this turn
      And A holds plains#2 in hand
      When A places "plains#2" at a2
      Then the terrain at a2 is "plains#2" of A

  @clause:MC-12-1-1-2-2-2
  Rule: after a proxy terrain, no placement at all that turn

    @clause:MC-12-1-1-2-2-2
    Scenario: a terrain card from the hand after a proxy terrain is refused
      Given A has "plains" at b2
      And A's party at b2 is goblin
      And A has placed a proxy terrain this turn
      And A holds plains#2 in hand
      When the position is submitted
      Then the options do not include place plains#2; place proxy
      When A tries to place "plains#2" at a2
      Then the action is illegal citing "MC-12-1-1-2-2-2"

    @clause:MC-12-1-1-2-2-2
    Scenario: a second proxy terrain is refused too
      Given A has "plains" at b2
      And A's party at b2 is goblin
      And A has placed a proxy terrain this turn
      When A tries to place a proxy terrain at a2
      Then the action is illegal citing "MC-12-1-1-2-2-2"

  @clause:MC-12-1-1-2-3 @clause:MC-12-1-1-2-4
  Rule: the declaration is followed by its trigger moment and a check step, before the area is chosen

    @clause:MC-12-1-1-2-3 @clause:MC-12-1-1-2-4
    Scenario: the check step of the declaration comes before the area is asked for
      Given A has "plains" at b2
      And A's party at b2 is goblin
      And A holds plains#2 in hand
      When A declares the placement of "plains#2"
      Then the ruling cites in order "MC-12-1-1-2-1", "MC-12-1-1-2-4"
      And the ruling does not cite "MC-12-1-1-2-7"
      And A must decide "terrain_area"

  @clause:MC-12-1-1-2-5
  Rule: the areas a player may place a terrain on (a–d), never a headquarters' area

    @clause:MC-12-1-1-2-5
    Scenario: (a) a terrain A controls may be replaced; (b) the vacant and unoccupied areas next to it are open
      Given A has "plains" at b2
      And B has "plains" at b3
      And A's party at b2 is goblin
      And A holds plains#2 in hand
      When A declares the placement of "plains#2"
      Then the options include area b2; area a2; area c2; area b3
      And the options do not include area a3; area c3; area a4; area b1

    @clause:MC-12-1-1-2-5
    Scenario: (b) a terrain next to A's controlled terrain where B's units stand is not open
      Given A has "plains" at b2
      And B has "plains" at b3
      And A's party at b2 is goblin
      And B's party at b3 is orc
      And A holds plains#2 in hand
      When A declares the placement of "plains#2"
      Then the options do not include area b3
      When A tries to choose the area b3
      Then the action is illegal citing "MC-12-1-1-2-5"

    @clause:MC-12-1-1-2-5
    Scenario: (c) and (d) an unoccupied terrain A placed far from A's units, and the areas around it, are open
      Given A has "plains" at a3
      And A holds plains#2 in hand
      When A declares the placement of "plains#2"
      Then the options include area a3; area a4; area b3; area a2
      And the options do not include area c3; area c4

    @clause:MC-12-1-1-2-5
    Scenario: (c) an unoccupied terrain B placed is not open by itself
      Given B has "plains" at c3
      And A holds plains#2 in hand
      When A declares the placement of "plains#2"
      Then the options do not include area c3

  @clause:MC-12-1-1-2-6
  Rule: with no area open, no terrain is placed

    @clause:MC-12-1-1-2-6
    Scenario: A's units hold only the headquarters, and B's units hold every area next to it
      Given A holds plains#2 in hand
      And B has "plains" at a1
      And B has "plains#2" at c1
      And B has "plains#3" at b2
      And A's party at b1 is goblin
      And B's party at a1 is goblin
      And B's party at c1 is goblin#2
      And B's party at b2 is goblin#3
      When the position is submitted
      Then the options do not include place plains#2; place proxy
      When A tries to place "plains#2" at a2
      Then the action is illegal citing "MC-12-1-1-2-6"
      And A's hand is plains#2

    @clause:MC-12-1-1-2-6
    Scenario: an unoccupied headquarters is a terrain A placed: the areas next to it are open
      Given A holds plains#2 in hand
      When A places "plains#2" at a1
      Then the terrain at a1 is "plains#2" of A

  @clause:MC-12-1-1-2-7
  Rule: a vacant area takes the card; a terrain there is discarded and replaced, with a limit adjustment

    @clause:MC-12-1-1-2-7
    Scenario: a terrain already in the area goes to its owner's discard pile, and the units stay in the area
      Given A has "plains" at b2
      And A's party at b2 is goblin
      And A holds peak in hand
      When A places "peak" at b2
      Then the terrain at b2 is "peak" of A
      And A's plains is in A's discard pile
      And A's goblin is at b2
      And the limit of b2 is 12

    @clause:MC-12-1-1-2-7
    Scenario: B's unoccupied terrain next to A's is replaced and goes to B's discard pile
      Given A has "plains" at b2
      And B has "plains" at b3
      And A's party at b2 is goblin
      And A holds plains#2 in hand
      When A places "plains#2" at b3
      Then the terrain at b3 is "plains#2" of A
      And B's plains is in B's discard pile

    @clause:MC-12-1-1-2-7
    Scenario: a smaller limit brings a limit adjustment of the party standing there
      Given A has "plains" at b2
      And A's party at b2 is troll, goblin
      And A holds marsh in hand
      When A declares the placement of "marsh"
      And A chooses the area b2
      Then A must decide "limit_adjustment"
      And the options are exactly choose troll; choose goblin; concede

    @clause:MC-12-1-1-2-7
    Scenario: a larger limit brings no adjustment
      Given A has "plains" at b2
      And A's party at b2 is troll, goblin
      And A holds peak in hand
      When A places "peak" at b2
      Then the ruling does not cite "MC-11-3-2-1"
      And A's troll is at b2
      And A's goblin is at b2

  @clause:MC-12-1-1-2-8 @clause:MC-12-1-1-2-9
  Rule: once placed, the terrain's trigger moment and a check step, before the placement ends

    @clause:MC-12-1-1-2-8 @clause:MC-12-1-1-2-9
    Scenario: the check step after the placement comes between the placing and the end
      Given A has "plains" at b2
      And A's party at b2 is goblin
      And A holds plains#2 in hand
      When A places "plains#2" at c2
      Then the ruling cites in order "MC-12-1-1-2-7", "MC-12-1-1-2-9", "MC-12-1-1-2-10"
