Feature: MC 10.5.4.1.3 A card moved between public zones is read where it arrived
  A triggered ability set off by a card moving between two public zones — other than from the battlefield,
  which 10.5.4.1.2 covers — reads the card as it is in the zone it moved to (MC 10.5.4.1.3). The discard pile
  and the battlefield are both public zones (5.1.5.6, 5.1.2.3): a unit an effect summons from the discard pile
  is read as it is on the battlefield, with the continuous effects in force there, not as it lay in the
  discard pile, where only its printed information counts. (From the hand, a hidden zone, the answer is the
  same by 10.5.4.1.1; its scenarios are in 10-5-triggered-abilities.feature.)

  Test cards: the standard's ○ ability gives its party level +1 on the battlefield; the seer's ● ability, as
  it enters the battlefield, draws as many cards as its level; the raiser's □ [メイン] ability summons a seer
  from its owner's discard pile onto its own terrain.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id       | type    | level | attack | defence | advance | ability                                           | limit |
      | standard | unit    | 1     | 1      | 3       | walking | constant own_party: level +1                      |       |
      | seer     | unit    | 1     | 1      | 3       | walking | auto on enters own_party: draw of level           |       |
      | raiser   | unit    | 1     | 1      | 1       | walking | complete main this_unit: summon seer from discard |       |
      | goblin   | unit    | 1     | 3      | 2       | walking |                                                   |       |
    And A's discard pile holds seer

  @clause:MC-10-5-4-1-3
  Rule: a unit summoned from the discard pile is read as it is on the battlefield

    @clause:MC-10-5-4-1-3
    Scenario: beside the standard the seer has level 2 on the battlefield (1 in the discard pile): it draws 2
      Given A's party at b1 is raiser, standard
      When A's raiser activates its ability 1 on itself
      Then A's seer is at b1
      And the ruling cites "MC-10-5-4-1-3"
      And A's seer has level 2
      And A has 2 cards in hand

    @clause:MC-10-5-4-1-3
    Scenario: with no effect on it there, the seer reads its printed level 1 on the battlefield too: it draws 1
      Given A's party at b1 is raiser, goblin
      When A's raiser activates its ability 1 on itself
      Then A's seer is at b1
      And the ruling cites "MC-10-5-4-1-3"
      And A's seer has level 1
      And A has 1 card in hand
