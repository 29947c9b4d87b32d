Feature: MC 10.6-10.7, 10.14, 10.16 One-shot and continuous effects; granting and changing
  A one-shot effect does what it says once, as it fires (MC 10.6.1, 10.6.2). A continuous effect lasts for a
  while (10.7.1): a card's information is its printed one (10.7.2.1) with the continuous effects applied one
  by one in the order they arose (10.7.2.2) — a ○ ability's effect from when its unit was put onto the
  battlefield (10.7.2.2.1), any other from when it fired (10.7.2.2.2).

  Granting adds a characteristic — a race, a resistance — or a ±n (10.14.1, 10.14.2, 10.14.4, 10.14.5);
  granting what the unit already has is not applied (10.14.3, 10.14.4). Changing a characteristic replaces
  all of it (10.16.1); changing it to what it is already is not applied (10.16.2). Both last to the end of
  the battle, or out of battle to the end of the phase (10.14.6, 10.16.3).

  Test cards: `grant race reptile`, `change race insect`, `grant resistance flame` are such effects;
  `then attack +2` after one shows whether it applied (MC 4.1.11). The dice of seed 1 let A strike first.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id        | type         | level | attack | defence | advance | standing          | races  | attributes | ability                                         | limit |
      | mage      | unit         | 2     | 1      | 3       | walking | spells fire/fire/fire | elf    |            |                                                 |       |
      | drake     | unit         | 2     | 1      | 3       | walking | spells fire/fire, resistance flame | dragon |            |                                |       |
      | wall      | unit         | 1     | 0      | 9       | walking |                   |        |            |                                                 |       |
      | totem     | unit         | 1     | 0      | 3       | walking |                   |        |            | constant own_party: change race insect          |       |
      | scales    | battle spell |       |        |         |         |                   |        | fire       | normal own_unit: grant race reptile; then attack +2 |   |
      | dragonize | battle spell |       |        |         |         |                   |        | fire       | normal own_unit: grant race dragon; then attack +2  |   |
      | bugform   | battle spell |       |        |         |         |                   |        | fire       | normal own_unit: change race insect; then attack +2 |   |
      | elfform   | battle spell |       |        |         |         |                   |        | fire       | normal own_unit: change race elf; then attack +2    |   |
      | flameward | battle spell |       |        |         |         |                   |        | fire       | normal own_unit: grant resistance flame; then attack +2 | |
      | bolt      | battle spell |       |        |         |         |                   |        | fire       | normal enemy_unit: damage 1                     |       |
      | plains    | terrain      |       |        |         |         |                   |        |            |                                                 | 8     |
    And A has "plains" at b2
    And B has "plains" at b3
    And B's party at b3 is wall
    And the seed is 1

  @clause:MC-10-14-2 @clause:MC-10-14-1 @clause:MC-10-14-5
  Rule: a granted race is added to those the unit has

    @clause:MC-10-14-2 @clause:MC-10-14-1 @clause:MC-10-14-5
    Scenario: scales on the elf mage: it is an elf and a reptile, and the grant applied
      Given A's party at b2 is mage
      And A holds scales, bolt in hand
      When A advances mage to b3
      And A's mage uses scales on itself
      Then A must decide "play"
      And A's mage has the races elf/reptile
      And A's mage has attack 3

  @clause:MC-10-14-3
  Rule: granting a race the unit already has is not applied

    @clause:MC-10-14-3
    Scenario: dragonize on the dragon drake is not applied, so its "then" does not fire
      Given A's party at b2 is drake
      And A holds dragonize, bolt in hand
      When A advances drake to b3
      And A's drake uses dragonize on itself
      Then the ruling cites "MC-10-14-3"
      And A's drake has the races dragon
      And A's drake has attack 1

    @clause:MC-10-14-3
    Scenario: dragonize on the elf mage applies: +2 follows
      Given A's party at b2 is mage
      And A holds dragonize, bolt in hand
      When A advances mage to b3
      And A's mage uses dragonize on itself
      Then A's mage has the races elf/dragon
      And A's mage has attack 3

  @clause:MC-10-14-4
  Rule: a granted resistance is added, unless the unit has that resistance already

    @clause:MC-10-14-4
    Scenario: flameward on the mage gives it resistance to flame
      Given A's party at b2 is mage
      And A holds flameward, bolt in hand
      When A advances mage to b3
      And A's mage uses flameward on itself
      Then A's mage has the resistances flame
      And A's mage has attack 3

    @clause:MC-10-14-4
    Scenario: flameward on the drake, resistant to flame already, is not applied
      Given A's party at b2 is drake
      And A holds flameward, bolt in hand
      When A advances drake to b3
      And A's drake uses flameward on itself
      Then the ruling cites "MC-10-14-4"
      And A's drake has the resistances flame
      And A's drake has attack 1

  @clause:MC-10-16-1
  Rule: a change replaces every race the unit had

    @clause:MC-10-16-1
    Scenario: bugform on the elf mage leaves it an insect only
      Given A's party at b2 is mage
      And A holds bugform, bolt in hand
      When A advances mage to b3
      And A's mage uses bugform on itself
      Then A's mage has the races insect
      And A's mage has attack 3

  @clause:MC-10-16-2
  Rule: a change to what the unit is already is not applied

    @clause:MC-10-16-2
    Scenario: elfform on the elf mage is not applied: no +2
      Given A's party at b2 is mage
      And A holds elfform, bolt in hand
      When A advances mage to b3
      And A's mage uses elfform on itself
      Then the ruling cites "MC-10-16-2"
      And A's mage has the races elf
      And A's mage has attack 1

  @clause:MC-10-14-6 @clause:MC-10-16-3
  Rule: what is granted or changed in a battle lasts to its end; out of battle, to the end of the phase

    @clause:MC-10-14-6 @clause:MC-10-16-3
    Scenario: the reptile granted in the battle is gone once the battle is over
      Given A's party at b2 is mage
      And A holds scales, bolt in hand
      When A advances mage to b3
      And A's mage uses scales on itself
      And the battle plays out with passes
      Then there is no battle
      And A's mage has the races elf

    @clause:MC-10-14-6 @clause:MC-10-16-3
    Scenario: a grant and a change made in the main phase last through it, and end with it
      Given A's party at b1 is mage, wall
      And A's mage was granted the races reptile at moment 3 until the end of the phase
      And A's wall was changed to the races insect at moment 4 until the end of the phase
      When the position is submitted
      Then A's mage has the races elf/reptile
      And A's wall has the races insect
      When A ends the main phase
      Then A's mage has the races elf
      And A's wall has the races none

  @clause:MC-10-7-2-1 @clause:MC-10-7-2-2 @clause:MC-10-7-2-2-2
  Rule: continuous effects apply to the printed information in the order they arose

    @clause:MC-10-7-2-1 @clause:MC-10-7-2-2 @clause:MC-10-7-2-2-2
    Scenario: a grant after a change is added to the changed races
      Given A's party at b1 is mage
      And A's mage was changed to the races insect at moment 3 until the end of the phase
      And A's mage was granted the races reptile at moment 4 until the end of the phase
      When the position is submitted
      Then A's mage has the races insect/reptile

    @clause:MC-10-7-2-2 @clause:MC-10-7-2-2-2
    Scenario: a change after a grant replaces the granted race too
      Given A's party at b1 is mage
      And A's mage was granted the races reptile at moment 3 until the end of the phase
      And A's mage was changed to the races insect at moment 4 until the end of the phase
      When the position is submitted
      Then A's mage has the races insect

    @clause:MC-10-7-2-2 @clause:MC-10-7-2-2-2
    Scenario: fired in the battle, scales then bugform leave the mage an insect
      Given A's party at b2 is mage
      And A holds scales, bugform, bolt in hand
      When A advances mage to b3
      And A's mage uses scales on itself
      And A's mage uses bugform on itself
      Then A must decide "play"
      And A's mage has the races insect

  @clause:MC-10-7-2-2-1
  Rule: a ○ effect of a unit counts from when the unit was put onto the battlefield

    @clause:MC-10-7-2-2-1
    Scenario: a totem that entered before the grant: its change comes first, the granted reptile stays
      Given A's party at b1 is mage, totem
      And A's totem was put onto the battlefield at moment 2
      And A's mage was granted the races reptile at moment 5 until the end of the phase
      When the position is submitted
      Then A's mage has the races insect/reptile

    @clause:MC-10-7-2-2-1
    Scenario: a totem that entered after the grant: its change comes last and leaves an insect only
      Given A's party at b1 is mage, totem
      And A's totem was put onto the battlefield at moment 8
      And A's mage was granted the races reptile at moment 5 until the end of the phase
      When the position is submitted
      Then A's mage has the races insect
