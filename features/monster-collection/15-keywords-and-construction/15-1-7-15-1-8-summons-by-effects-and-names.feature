Feature: MC 15.1.7-15.1.8 Heroes met by effects: a summon by an effect, a name changed
  A card effect may summon a unit without the summon procedure's checks (MC 12.2.7.1: putting a unit card
  onto a terrain is a summon). If the card would stand beside an own hero unit of its name, or is a hero
  and would stand beside an own unit of its name, it is not summoned but discarded (15.1.7). A name an
  effect changes (10.16.1) may bring a hero and own units of its name together: their owner keeps one of
  them and discards the rest (15.1.8). In the test cards, ``summon page from hand`` summons a card of that
  id from the user's hand (or ``from discard``) onto the target's terrain; ``change name Lord`` changes the
  target's name.

  Background:
    Given the test cards:
      | id      | name   | type    | level | attack | defence | advance | hero | ability                                              | limit |
      | lord    | Lord   | unit    | 2     | 3      | 3       | walking | 2    |                                                      |       |
      | page    | Lord   | unit    | 1     | 1      | 1       | walking |      |                                                      |       |
      | goblin  | Goblin | unit    | 1     | 3      | 2       | walking |      |                                                      |       |
      | herald  | Herald | unit    | 1     | 1      | 1       | walking |      | auto on enters this_unit: summon page from hand      |       |
      | crier   | Crier  | unit    | 1     | 1      | 1       | walking |      | auto on enters this_unit: summon lord from hand      |       |
      | raiser  | Raiser | unit    | 1     | 1      | 1       | walking |      | complete main this_unit: summon page from discard    |       |
      | caller  | Caller | unit    | 1     | 1      | 1       | walking |      | auto on enters this_unit: summon sprout from hand    |       |
      | sprout  | Sprout | unit    | 1     | 2      | 2       | walking |      | auto on enters this_unit: attack +1                  |       |
      | giant   | Giant  | unit    | 9     | 5      | 5       | walking |      |                                                      |       |
      | mimic   | Mimic  | unit    | 1     | 2      | 2       | walking |      | complete main unit: change name Lord                 |       |
      | mask    | Mask   | unit    | 1     | 1      | 1       | walking |      | constant this_unit: change name Lord                 |       |
      | shade   | Lord   | unit    | 1     | 1      | 1       | walking |      | constant this_unit: change name Squire               |       |
      | banner  | Banner | unit    | 1     | 1      | 1       | walking |      | constant own_party: change name Lord                 |       |
      | plains  | Plains | terrain |       |        |         |         |      |                                                      | 8     |

  @clause:MC-15-1-7
  Rule: a unit summoned by an effect beside an own hero of its name is discarded instead

    @clause:MC-15-1-7
    Scenario: a unit of a hero's name summoned by an effect beside that hero goes to the discard pile
      Given a game in A's normal summon phase
      And A's party at b1 is lord
      And A holds herald, page in hand
      When A summons herald at b1
      Then the ruling cites "MC-15-1-7"
      And A's page is in A's discard pile
      And A's herald is at b1
      And A has 0 cards in hand

    @clause:MC-15-1-7
    Scenario: with no hero of its name on the battlefield the effect summons the unit, ready
      Given a game in A's normal summon phase
      And A's party at b1 is goblin
      And A holds herald, page in hand
      When A summons herald at b1
      Then the ruling does not cite "MC-15-1-7"
      And the ruling cites "MC-12-2-7-1"
      And A's page is at b1
      And A's page is ready

    @clause:MC-15-1-7
    Scenario: the opponent's hero of the name does not stop the summon
      Given a game in A's normal summon phase
      And B's party at b4 is lord
      And A holds herald, page in hand
      When A summons herald at b1
      Then A's page is at b1
      And B's lord is at b4

    @clause:MC-15-1-7
    Scenario: a hero summoned by an effect beside an own unit of its name goes to the discard pile
      Given a game in A's normal summon phase
      And A's party at b1 is page
      And A holds crier, lord in hand
      When A summons crier at b1
      Then the ruling cites "MC-15-1-7"
      And A's lord is in A's discard pile
      And A's page is at b1

    @clause:MC-15-1-7
    Scenario: a hero summoned by an effect with no unit of its name is summoned, its hero points not paid
      Given a game in A's normal summon phase
      And A's party at b1 is goblin
      And A holds crier, lord in hand
      When A summons crier at b1
      Then the ruling does not cite "MC-15-1-7"
      And A's lord is at b1
      And A has 10 cards in the draw pile

    @clause:MC-15-1-7
    Scenario: a unit summoned by an effect from the discard pile beside a hero of its name stays there
      Given a game in A's main phase
      And A's party at b1 is lord, raiser
      And A's discard pile holds page
      When A's raiser activates its ability 1 on itself
      Then the ruling cites "MC-15-1-7"
      And A's page is in A's discard pile
      And A's raiser is exhausted

    @clause:MC-15-1-7
    Scenario: with no hero of its name the effect summons the unit from the discard pile
      Given a game in A's main phase
      And A's party at b1 is raiser
      And A's discard pile holds page
      When A's raiser activates its ability 1 on itself
      Then the ruling does not cite "MC-15-1-7"
      And A's page is at b1

  @clause:MC-12-2-7-1
  Rule: a unit summoned by an effect is summoned: its triggers, the limit adjustment

    @clause:MC-12-2-7-1
    Scenario: the "enters" triggered ability of a unit summoned by an effect waits and is played
      Given a game in A's normal summon phase
      And A holds caller, sprout in hand
      When A summons caller at b1
      Then A's sprout is at b1
      And A's sprout has attack 3

    @clause:MC-12-2-7-1 @clause:MC-11-3-2-1
    Scenario: a summon by an effect is not refused for the limit: the limit adjustment follows
      Given a game in A's normal summon phase
      And A's party at b1 is giant
      And A holds herald, page in hand
      When A summons herald at b1
      Then A must decide "limit_adjustment"

    @clause:MC-12-2-7-1
    Scenario: the effect finds no card of the id in the zone: nothing is summoned
      Given a game in A's normal summon phase
      And A holds herald, goblin in hand
      When A summons herald at b1
      Then the ruling does not cite "MC-12-2-7-1"
      And A's goblin is in A's hand

  @clause:MC-15-1-8
  Rule: an own hero and own units of its name together: the owner keeps one

    @clause:MC-15-1-8
    Scenario: a unit renamed after an own hero makes its owner choose the unit that stays
      Given a game in A's main phase
      And A has "plains" at b2
      And A's party at b1 is lord
      And A's party at b2 is mimic, goblin
      When A's mimic activates its ability 1 on goblin
      Then A must decide "hero_keep"
      And the options are exactly choose lord; choose goblin; concede

    @clause:MC-15-1-8
    Scenario: keeping the renamed unit discards the hero
      Given a game in A's main phase
      And A has "plains" at b2
      And A's party at b1 is lord
      And A's party at b2 is mimic, goblin
      When A's mimic activates its ability 1 on goblin
      And A answers "choose goblin"
      Then the ruling cites "MC-15-1-8"
      And A's lord is in A's discard pile
      And A's goblin is at b2

    @clause:MC-15-1-8
    Scenario: keeping the hero discards the renamed unit
      Given a game in A's main phase
      And A has "plains" at b2
      And A's party at b1 is lord
      And A's party at b2 is mimic, goblin
      When A's mimic activates its ability 1 on goblin
      And A answers "choose lord"
      Then A's goblin is in A's discard pile
      And A's lord is at b1

    @clause:MC-15-1-8
    Scenario: keeping a unit outside the group is refused: the reason names the units to choose among
      Given a game in A's main phase
      And A has "plains" at b2
      And A's party at b1 is lord
      And A's party at b2 is mimic, goblin
      When A's mimic activates its ability 1 on goblin
      And A tries to keep A:mimic
      Then the action is illegal citing "MC-15-1-8"
      And the reason says "A:mimic is not one of player 0's hero and own units of its name ['A:lord', 'A:goblin']"

    @clause:MC-15-1-8
    Scenario: another kind of answer to the hero decision is refused, saying the unit that stays is the answer
      Given a game in A's main phase
      And A has "plains" at b2
      And A's party at b1 is lord
      And A's party at b2 is mimic, goblin
      When A's mimic activates its ability 1 on goblin
      And A tries to answer done
      Then the action is illegal citing "MC-15-1-8"
      And the reason says "the only answer is the unit that stays"

    @clause:MC-15-1-8
    Scenario: keeping a unit of the group is legal
      Given a game in A's main phase
      And A has "plains" at b2
      And A's party at b1 is lord
      And A's party at b2 is mimic, goblin
      When A's mimic activates its ability 1 on goblin
      And A tries to keep A:goblin
      Then the action is legal

    @clause:MC-15-1-8
    Scenario: renaming a unit after the opponent's hero brings no choice
      Given a game in A's main phase
      And A has "plains" at b2
      And A's party at b2 is mimic, goblin
      And B's party at b4 is lord
      When A's mimic activates its ability 1 on goblin
      Then A is not asked "hero_keep"
      And the ruling does not cite "MC-15-1-8"
      And A's goblin is at b2
      And B's lord is at b4

  @clause:MC-15-1-3 @clause:MC-15-1-5
  Rule: the names in force decide "of the same name"

    @clause:MC-15-1-3
    Scenario: a hero beside a unit of its printed name renamed by an effect is a position accepted
      Given a game in A's main phase
      And A has "plains" at b2
      And A's party at b2 is lord, page
      And A's page's name was changed to Squire at moment 1 until the end of the phase
      When the position is submitted
      Then the position is accepted

    @clause:MC-15-1-3
    Scenario: a hero beside a unit renamed after it by an effect in force is a position refused
      Given a game in A's main phase
      And A has "plains" at b2
      And A's party at b2 is lord, goblin
      And A's goblin's name was changed to Lord at moment 1 until the end of the phase
      When the position is submitted
      Then the position is refused citing "MC-15-1-3"

    @clause:MC-15-1-5
    Scenario: a hero may be summoned beside a unit of its printed name that an effect renamed
      Given a game in A's normal summon phase
      And A's party at b1 is page
      And A's page's name was changed to Squire at moment 1 until the end of the phase
      And A holds lord in hand
      When A summons lord at b1
      Then the action is legal
      And A's lord is at b1

    @clause:MC-15-1-5
    Scenario: a hero may not be summoned beside a unit an effect renamed after it
      Given a game in A's normal summon phase
      And A's party at b1 is goblin
      And A's goblin's name was changed to Lord at moment 1 until the end of the phase
      And A holds lord in hand
      When A tries to summon lord at b1
      Then the action is illegal citing "MC-15-1-5"

  @clause:MC-15-1-5 @clause:MC-15-1-8
  Rule: a name a ○ ability gives is in force as long as the ability, not to the end of a phase

    @clause:MC-15-1-5
    Scenario: a hero may not be summoned beside a unit whose own ○ ability names it after the hero
      Given a game in A's normal summon phase
      And A's party at b1 is mask
      And A holds lord in hand
      When A tries to summon lord at b1
      Then the action is illegal citing "MC-15-1-5"

    @clause:MC-15-1-5
    Scenario: a hero may be summoned beside a unit of its printed name whose own ○ ability renames it
      Given a game in A's normal summon phase
      And A's party at b1 is shade
      And A holds lord in hand
      When A summons lord at b1
      Then the action is legal
      And A's lord is at b1

    @clause:MC-15-1-5
    Scenario: after the main phase the ○ name is still in force: the hero may not be summoned beside the mask
      Given a game in A's main phase
      And A's party at b1 is mask
      And A holds lord in hand
      When A ends the main phase
      And A tries to summon lord at b1
      Then the action is illegal citing "MC-15-1-5"

    @clause:MC-15-1-5
    Scenario: a name changed until the end of the main phase is gone in the summon phase: the hero may be summoned
      Given a game in A's main phase
      And A's party at b1 is goblin
      And A's goblin's name was changed to Lord at moment 1 until the end of the phase
      And A holds lord in hand
      When A ends the main phase
      And A summons lord at b1
      Then the action is legal
      And A's lord is at b1

    @clause:MC-15-1-8
    Scenario: a banner summoned beside its owner's hero renames the party after it: the owner keeps one
      Given a game in A's normal summon phase
      And A's party at b1 is lord, goblin
      And A holds banner in hand
      When A summons banner at b1
      Then A must decide "hero_keep"
      And the options are exactly choose lord; choose goblin; choose banner; concede

    @clause:MC-15-1-8
    Scenario: keeping the banner discards the hero and the goblin its ○ ability named Lord
      Given a game in A's normal summon phase
      And A's party at b1 is lord, goblin
      And A holds banner in hand
      When A summons banner at b1
      And A answers "choose banner"
      Then the ruling cites "MC-15-1-8"
      And A's lord is in A's discard pile
      And A's goblin is in A's discard pile
      And A's banner is at b1

    @clause:MC-15-1-8
    Scenario: a banner summoned beside the opponent's hero brings no choice
      Given a game in A's normal summon phase
      And A's party at b1 is goblin
      And B's party at b4 is lord
      And A holds banner in hand
      When A summons banner at b1
      Then A is not asked "hero_keep"
      And A's goblin is at b1
