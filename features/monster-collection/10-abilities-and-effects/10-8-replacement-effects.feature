Feature: MC 10.8, 11.3.3.2-11.3.3.3 Replacement effects
  A replacement effect ("if …, instead") makes an event not happen and another happen in its place (MC 10.8.1,
  10.8.2, 10.8.3); the replaced event is treated as never having happened (10.8.3.1). When several could
  replace one event, the owner of the card it happens to chooses which applies first (10.8.4, 10.8.4.1); each
  applies at most once to the event (10.8.4.3). A replacement that asks a choice its owner cannot make is not
  applied (10.8.5). A death effect may be replaced so (11.3.3.2); an ability with several death effects kills
  unless every one of them is replaced (11.3.3.3).

  Test cards: `constant replaces destroy this_unit: exhaust` is a ○ ability replacing a death effect on its
  unit by exhausting it; `own_party` replaces it for any unit of the party on its terrain; `replaces damage`
  replaces damage by the damage it names; `discard 1` asks its owner to discard a hand card for it. Reading of
  MC 10.8.4.3 (clause decision): an event changed by one replacement into an event of the same kind may still
  be replaced by another, never by the same one again.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id         | type         | level | attack | defence | advance | standing              | attributes | ability                                                      | limit |
      | mage       | unit         | 2     | 0      | 3       | walking | spells fire/fire/fire |            |                                                              |       |
      | goblin     | unit         | 1     | 0      | 9       | walking |                       |            |                                                              |       |
      | phoenix    | unit         | 1     | 0      | 9       | walking |                       |            | constant replaces destroy this_unit: exhaust                 |       |
      | medic      | unit         | 1     | 0      | 9       | walking |                       |            | constant replaces destroy own_party: damage 1                |       |
      | armoured   | unit         | 1     | 0      | 9       | walking |                       |            | constant replaces damage this_unit: damage 1                 |       |
      | shieldman  | unit         | 1     | 0      | 9       | walking |                       |            | constant replaces damage own_party: damage 3                 |       |
      | bargainer  | unit         | 1     | 0      | 9       | walking |                       |            | constant replaces destroy discard 1 this_unit: exhaust       |       |
      | scribe     | unit         | 1     | 0      | 9       | walking |                       |            | constant replaces draw own_party: attack +1                  |       |
      | sage       | unit         | 1     | 0      | 9       | walking |                       |            | constant replaces draw own_party: defence +1                 |       |
      | study      | battle spell |       |        |         |         |                       | fire       | normal enemy_unit: draw 1                                    |       |
      | doom       | battle spell |       |        |         |         |                       | fire       | normal enemy_unit: destroy                                   |       |
      | doubledoom | battle spell |       |        |         |         |                       | fire       | normal enemy_unit: destroy; destroy                          |       |
      | blast      | battle spell |       |        |         |         |                       | fire       | normal enemy_unit: damage 5                                  |       |
      | bolt       | battle spell |       |        |         |         |                       | fire       | normal enemy_unit: damage 1                                  |       |
      | plains     | terrain      |       |        |         |         |                       |            |                                                              | 8     |
    And A has "plains" at b2
    And B has "plains" at b3
    And A's party at b2 is mage
    And the seed is 1

  @clause:MC-10-8-3 @clause:MC-10-8-3-1 @clause:MC-11-3-3-2
  Rule: a replaced death effect does not happen; the replacement happens instead

    @clause:MC-10-8-3 @clause:MC-10-8-3-1 @clause:MC-11-3-3-2
    Scenario: doom on the phoenix exhausts it instead of killing it
      Given B's party at b3 is phoenix
      And A holds doom, bolt in hand
      When A advances mage to b3
      And A's mage uses doom on B:phoenix
      Then the ruling cites in order "MC-10-8-3", "MC-10-8-3-1", "MC-10-18-1"
      And the ruling does not cite "MC-11-3-3-1"
      And B's phoenix is still on the battlefield
      And B's phoenix is exhausted

    @clause:MC-10-8-3 @clause:MC-11-3-3-2
    Scenario: doom on a goblin with no replacement kills it
      Given B's party at b3 is goblin
      And A holds doom, bolt in hand
      When A advances mage to b3
      And A's mage uses doom on B:goblin
      Then the ruling does not cite "MC-10-8-3"
      And B's goblin died

  @clause:MC-10-8-4 @clause:MC-10-8-4-1
  Rule: with several replacements for one event, the owner of the affected card chooses which applies first

    @clause:MC-10-8-4 @clause:MC-10-8-4-1
    Scenario: B chooses the medic's replacement: the phoenix takes 1 damage and stays ready
      Given B's party at b3 is phoenix, medic
      And A holds doom, bolt in hand
      When A advances mage to b3
      And B puts phoenix in front
      And A's mage uses doom on B:phoenix
      Then B must decide "replacement"
      And the options are exactly effect of phoenix; effect of medic; concede
      When B answers "effect of medic"
      Then B's phoenix has 1 damage
      And B's phoenix is ready

    @clause:MC-10-8-4 @clause:MC-10-8-4-1
    Scenario: B chooses the phoenix's own: it is exhausted and takes no damage
      Given B's party at b3 is phoenix, medic
      And A holds doom, bolt in hand
      When A advances mage to b3
      And B puts phoenix in front
      And A's mage uses doom on B:phoenix
      And B answers "effect of phoenix"
      Then B's phoenix has 0 damage
      And B's phoenix is exhausted

  @clause:MC-10-8-4-3
  Rule: each replacement applies at most once to one event

    @clause:MC-10-8-4-3
    Scenario: armour then shield: the 5 damage becomes 1, then 3, and the armour does not come back
      Given B's party at b3 is armoured, shieldman
      And A holds blast, bolt in hand
      When A advances mage to b3
      And B puts armoured in front
      And A's mage uses blast on B:armoured
      And B answers "effect of armoured"
      Then B's armoured has 3 damage

    @clause:MC-10-8-4-3
    Scenario: shield then armour: the 5 damage becomes 3, then 1
      Given B's party at b3 is armoured, shieldman
      And A holds blast, bolt in hand
      When A advances mage to b3
      And B puts armoured in front
      And A's mage uses blast on B:armoured
      And B answers "effect of shieldman"
      Then B's armoured has 1 damage

  @clause:MC-10-8-5
  Rule: a replacement that asks a choice its owner cannot make is not applied

    @clause:MC-10-8-5
    Scenario: with a card in hand, B discards it and the bargainer is exhausted instead of dying
      Given B's party at b3 is bargainer
      And B holds goblin in hand
      And A holds doom, bolt in hand
      When A advances mage to b3
      And A's mage uses doom on B:bargainer
      Then B must decide "replacement"
      When B answers "discard goblin"
      Then B's goblin is in B's discard pile
      And B's bargainer is still on the battlefield
      And B's bargainer is exhausted

    @clause:MC-10-8-5
    Scenario: with an empty hand the bargainer's replacement cannot apply: it dies
      Given B's party at b3 is bargainer
      And A holds doom, bolt in hand
      When A advances mage to b3
      And A's mage uses doom on B:bargainer
      Then the ruling cites "MC-10-8-5"
      And B's bargainer died

  @clause:MC-11-3-3-3
  Rule: an ability with several death effects kills unless every one is replaced

    @clause:MC-11-3-3-3
    Scenario: two deaths, one card in hand: the first is replaced, the second kills the bargainer
      Given B's party at b3 is bargainer
      And B holds goblin in hand
      And A holds doubledoom, bolt in hand
      When A advances mage to b3
      And A's mage uses doubledoom on B:bargainer
      And B answers "discard goblin"
      Then B's bargainer died

    @clause:MC-11-3-3-3
    Scenario: two deaths, two cards in hand: both are replaced and the bargainer lives
      Given B's party at b3 is bargainer
      And B holds goblin, goblin#2 in hand
      And A holds doubledoom, bolt in hand
      When A advances mage to b3
      And A's mage uses doubledoom on B:bargainer
      And B answers "discard goblin"
      And B answers "discard goblin#2"
      Then B's bargainer is still on the battlefield

  @clause:MC-10-8-4-2
  Rule: for an action, the player performing it chooses which replacement applies first

    @clause:MC-10-8-4-2
    Scenario: A's scribe and sage both replace A's draw: A, who draws, chooses the sage's
      Given B's party at b3 is goblin
      And A's party at b2 is mage, scribe, sage
      And A holds study, doom in hand
      When A advances mage to b3
      And A's mage uses study on B:goblin
      Then A must decide "replacement"
      And the options are exactly effect of scribe; effect of sage; concede
      When A answers "effect of sage"
      Then A's sage has defence 10
      And A's scribe has attack 0
      And A has 1 card in hand

    @clause:MC-10-8-4-2
    Scenario: with the scribe alone its replacement applies, with no question
      Given B's party at b3 is goblin
      And A's party at b2 is mage, scribe
      And A holds study, doom in hand
      When A advances mage to b3
      And A's mage uses study on B:goblin
      Then A is not asked "replacement"
      And A's scribe has attack 1
