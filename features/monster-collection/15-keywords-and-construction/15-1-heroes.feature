Feature: MC 15.1 Heroes
  A unit card with a hero icon is a hero (MC 15.1.1). Its hero points are a cost of its summon: that many
  cards from the top of its player's draw pile go to the discard pile (15.1.2). A player has at most one
  own hero of a name on the battlefield (15.1.3): no unit of the hero's name can be summoned beside it
  (15.1.4), nor the hero beside a unit of its name (15.1.5). Like any card, a hero goes into a deck up to
  three times unless a construction rule says otherwise (15.1.6).

  Background:
    Given the test cards:
      | id      | name   | type    | level | attack | defence | advance | hero | limit |
      | lord    | Lord   | unit    | 2     | 3      | 3       | walking | 2    |       |
      | page    | Lord   | unit    | 1     | 1      | 1       | walking |      |       |
      | duke    | Duke   | unit    | 2     | 3      | 3       | walking | 1    |       |
      | goblin  | Goblin | unit    | 1     | 3      | 2       | walking |      |       |
      | plains  | Plains | terrain |       |        |         |         |      | 8     |

  @clause:MC-15-1-2
  Rule: hero points are paid from the top of the draw pile

    @clause:MC-15-1-2
    Scenario: summoning a hero of 2 hero points discards the two top cards of the draw pile
      Given a game in A's normal summon phase
      And A holds lord in hand
      And A's draw pile is goblin, page from the top
      When A summons lord at b1
      Then A's lord is at b1
      And A's goblin is in A's discard pile
      And A's page is in A's discard pile
      And A has 0 cards in the draw pile

    @clause:MC-15-1-2
    Scenario: a hero whose points the draw pile cannot pay cannot be summoned
      Given a game in A's normal summon phase
      And A holds lord in hand
      And A's draw pile is goblin from the top
      When A tries to summon lord at b1
      Then the action is illegal citing "MC-15-1-2"

    @clause:MC-15-1-2
    Scenario: a unit without a hero icon costs no card of the draw pile
      Given a game in A's normal summon phase
      And A holds goblin in hand
      When A summons goblin at b1
      Then A has 10 cards in the draw pile

  @clause:MC-15-1-3
  Rule: one own hero of a name on the battlefield

    @clause:MC-15-1-3
    Scenario: a position with a hero and an own unit of its name is refused
      Given a game in A's main phase
      And A has "plains" at b2
      And A's party at b2 is lord, page
      When the position is submitted
      Then the position is refused citing "MC-15-1-3"

    @clause:MC-15-1-3
    Scenario: two heroes of different names stand together
      Given a game in A's main phase
      And A has "plains" at b2
      And A's party at b2 is lord, duke
      When the position is submitted
      Then the position is accepted

    @clause:MC-15-1-3
    Scenario: each player may have its own hero of the same name
      Given a game in A's main phase
      And A has "plains" at b2
      And A's party at b2 is lord
      And B has "plains" at b3
      And B's party at b3 is lord
      When the position is submitted
      Then the position is accepted

  @clause:MC-15-1-4
  Rule: no unit of a hero's name is summoned beside the own hero

    @clause:MC-15-1-4
    Scenario: with the own hero Lord on the battlefield, a unit named Lord cannot be summoned
      Given a game in A's normal summon phase
      And A has "plains" at b2
      And A's party at b2 is lord
      And A holds page in hand
      When A tries to summon page at b1
      Then the action is illegal citing "MC-15-1-4"

    @clause:MC-15-1-4
    Scenario: the opponent's hero Lord does not stop it
      Given a game in A's normal summon phase
      And B has "plains" at b3
      And B's party at b3 is lord
      And A holds page in hand
      When A summons page at b1
      Then A's page is at b1

  @clause:MC-15-1-5
  Rule: no hero is summoned beside an own unit of its name

    @clause:MC-15-1-5
    Scenario: with an own unit named Lord on the battlefield, the hero Lord cannot be summoned
      Given a game in A's normal summon phase
      And A has "plains" at b2
      And A's party at b2 is page
      And A holds lord in hand
      When A tries to summon lord at b1
      Then the action is illegal citing "MC-15-1-5"

    @clause:MC-15-1-5
    Scenario: the opponent's unit named Lord does not stop it
      Given a game in A's normal summon phase
      And B has "plains" at b3
      And B's party at b3 is page
      And A holds lord in hand
      When A summons lord at b1
      Then A's lord is at b1

  @clause:MC-15-1-6
  Rule: three copies of a hero in a deck

    @clause:MC-15-1-6
    Scenario: three copies of a hero make a legal deck
      Given a new game
      And A's deck holds 3 lord, 47 other units
      And B's deck holds 50 other units
      When the game is set up
      Then the setup is accepted

    @clause:MC-15-1-6
    Scenario: a fourth copy of a hero is refused
      Given a new game
      And A's deck holds 4 duke, 46 other units
      And B's deck holds 50 other units
      When the game is set up
      Then the setup is refused citing "MC-3-3-2-2"
