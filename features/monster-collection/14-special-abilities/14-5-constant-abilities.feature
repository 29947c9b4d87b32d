Feature: MC 14.5 ○ constant abilities
  A ○ ability works by itself while its card is on the battlefield and its timing, targets and
  conditions are met (14.5.1). One source's ○ does not add up on the same target (14.5.3): the source is
  the card (4.8.2), so it applies once however often it is worked out again, while two copies of a card
  are two sources. Its timing is [戦闘] or none (14.5.4): with [戦闘] it works only while its unit takes
  part in a battle, from the battle's start to the battle end timing, on what is at the battle's terrain,
  and again on each unit or equipment that joins before the formation timing ends (14.5.4.1); with none,
  as long as its unit is on the battlefield (14.5.4.2). A target that stops meeting a condition stops
  getting the effect (14.5.4.3); a ○ that is gone takes all its effects with it (14.5.4.4); and its
  working is nothing a counter chain can answer (14.5.4.5).

  With seed 1 the advancing player A rolls 6 and B 2, so A is the first side and B the second.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id      | type         | level | attack | defence | advance | instant | races  | standing                | ability                                        | limit |
      | goblin  | unit         | 1     | 3      | 9       | walking | yes     | beast  |                         |                                                |       |
      | orc     | unit         | 1     | 3      | 9       | walking |         | orc    |                         |                                                |       |
      | leader  | unit         | 1     | 1      | 9       | walking |         | human  |                         | constant own_party: attack +1                  |       |
      | banner  | unit         | 1     | 1      | 9       | walking |         | human  | spells any              | constant battle own_party: attack +1           |       |
      | tamer   | unit         | 1     | 1      | 9       | walking |         | human  |                         | constant own_party: defence +2 if race beast   |       |
      | lord    | unit         | 1     | 1      | 9       | walking |         | human  | initiative +1           | constant this_unit: attack +3 if has initiative |      |
      | mage    | unit         | 1     | 0      | 9       | walking |         | human  | spells any/any/any      |                                                |       |
      | wall    | unit         | 1     | 0      | 9       | walking |         | golem  |                         |                                                |       |
      | quick   | battle spell |       |        |         |         |         |        |                         | initiative own_unit: defence +1                |       |
      | counter | battle spell |       |        |         |         |         |        |                         | counter unit: defence +1                       |       |
      | jab     | battle spell |       |        |         |         |         |        |                         | normal enemy_unit: damage 0                    |       |
      | smite   | battle spell |       |        |         |         |         |        |                         | normal unit: destroy                           |       |
      | dull    | battle spell |       |        |         |         |         |        |                         | normal unit: lose initiative                   |       |
      | plains  | terrain      |       |        |         |         |         |        |                         |                                                | 9     |
    And A has "plains" at b2
    And B has "plains" at b3
    And the seed is 1

  @clause:MC-14-5-1 @clause:MC-14-5-4-2
  Rule: a ○ ability without timing works while its card is on the battlefield

    @clause:MC-14-5-1 @clause:MC-14-5-4-2
    Scenario: the leader on the battlefield raises its party's attack, outside any battle
      Given A's party at b2 is leader, goblin
      Then A's goblin has attack 4
      And A's leader has attack 2

    @clause:MC-14-5-1 @clause:MC-14-5-4-2
    Scenario: the leader in hand raises nothing
      Given A's party at b2 is goblin
      And A holds leader in hand
      Then A's goblin has attack 3

    @clause:MC-14-5-4-2
    Scenario: the leader's party is the units on its terrain, not those elsewhere
      Given A's party at b2 is leader
      And A's party at b1 is goblin
      Then A's goblin has attack 3

  @clause:MC-14-5-3
  Rule: one source's ○ applies once to a target; two copies of the card are two sources

    @clause:MC-14-5-3
    Scenario: a unit joining by instant summons does not make the banner's +1 apply twice
      Given A's party at b2 is banner
      And B's party at b3 is wall
      And A holds goblin, jab in hand
      When A advances banner to b3
      And A summons goblin
      And A puts banner in front
      Then the battle at b3 is in the "first_normal" timing
      And A's banner has attack 2
      And A's goblin has attack 4

    @clause:MC-14-5-3
    Scenario: two banners are two sources, each adding its +1
      Given A's party at b2 is banner, banner#2, goblin
      And B's party at b3 is wall
      And A holds jab in hand
      When A advances banner to b3 and banner#2 to b3
      And A puts banner in front
      Then the battle at b3 is in the "first_normal" timing
      And A's banner has attack 3

  @clause:MC-14-5-4-1
  Rule: a [戦闘] ○ works only while its unit is in a battle, on what is at the battle's terrain

    @clause:MC-14-5-4-1
    Scenario: the banner adds nothing outside a battle
      Given A's party at b2 is banner, goblin
      Then A's goblin has attack 3

    @clause:MC-14-5-4-1
    Scenario: in the battle the banner raises the party with it, not the units left behind
      Given A's party at b2 is banner, goblin
      And B's party at b3 is wall
      And A holds jab in hand
      When A advances banner to b3
      Then A must decide "play"
      And A's banner has attack 2
      And A's goblin has attack 3

    @clause:MC-14-5-4-1
    Scenario: from the battle's start: already in the initiative timing
      Given A's party at b2 is banner
      And B's party at b3 is wall
      And A holds quick in hand
      When A advances banner to b3
      Then the battle at b3 is in the "initiative" timing
      And A's banner has attack 2

    @clause:MC-14-5-4-1
    Scenario: a unit instantly summoned into the battle gets the banner's +1 too
      Given A's party at b2 is banner
      And B's party at b3 is wall
      And A holds goblin, jab in hand
      When A advances banner to b3
      And A summons goblin
      And A puts banner in front
      Then A's goblin has attack 4

    @clause:MC-14-5-4-1
    Scenario: after the battle the banner's +1 is gone
      Given A's party at b2 is banner
      And B's party at b3 is wall
      When A advances banner to b3
      Then there is no battle
      And A's banner has attack 1

  @clause:MC-14-5-4-3
  Rule: a target that does not meet the ○'s condition does not get its effect

    @clause:MC-14-5-4-3
    Scenario: the tamer's +2 defence goes to the beast in its party, not to the orc
      Given A's party at b2 is tamer, goblin, orc
      Then A's goblin has defence 11
      And A's orc has defence 9

    @clause:MC-14-5-4-3
    Scenario: the lord that loses its initiative in the battle loses its +3 attack at once
      Given A's party at b2 is lord, mage
      And B's party at b3 is wall
      And A holds dull, jab in hand
      When A advances lord to b3 and mage to b3
      And A puts lord in front
      Then A's lord has attack 4
      When A's mage uses dull on lord
      Then A's lord has attack 1

  @clause:MC-14-5-4-4
  Rule: when a ○ ability is gone, so is everything it gave

    @clause:MC-14-5-4-4
    Scenario: the banner destroyed in the battle takes its +1 from the goblin
      Given A's party at b2 is banner, goblin
      And B's party at b3 is wall
      And A holds smite, jab in hand
      When A advances banner to b3 and goblin to b3
      And A puts banner in front
      Then A's goblin has attack 4
      When A's banner uses smite on itself
      Then A's banner died
      And A's goblin has attack 3

  @clause:MC-14-5-4-5
  Scenario: a ○ starting to work is nothing to counter: the first question is the attacker's play step
    Given A's party at b2 is banner
    And B's party at b3 is mage
    And A holds quick in hand
    And B holds counter in hand
    When A advances banner to b3
    Then A must decide "play"
    And the battle at b3 is in the "initiative" timing
    And the ruling does not cite "MC-10-1-10"
