Feature: MC 1.3.2, 4.1.12, 4.7.3 Numbers and names a player chooses; prohibitions
  A number n that a card lets a player choose is a whole number of 1 or more (MC 1.3.2); it is chosen as the
  use is declared (10.1.7). "Any" race or damage element is one the player names (4.7.3): any race at all,
  even one no card has (4.7.3.1), but only a damage element that exists (4.7.3.2). Where effects contradict,
  the one that forbids prevails (4.1.12).

  Test cards: `damage up to 2` lets the player choose n from 1 to 2 as the use is declared (a draw's "up to" is
  declared only as it draws, none allowed: chapter 12); `grant race any` and `grant resistance any`
  grant what the player names; `prevent_exhaust` is a prohibition: the unit cannot be exhausted by effects.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id       | type         | level | attack | defence | advance | standing              | races | attributes | ability                                  | limit |
      | wall     | unit         | 1     | 0      | 9       | walking |                       |       |            |                                          |       |
      | stoic    | unit         | 1     | 0      | 9       | walking |                       |       |            | constant this_unit: prevent_exhaust      |       |
      | mage     | unit         | 2     | 0      | 9       | walking | spells fire/fire/fire | elf   |            |                                          |       |
      | zap      | battle spell |       |        |         |         |                       |       | fire       | normal enemy_unit: damage up to 2        |       |
      | mask     | battle spell |       |        |         |         |                       |       | fire       | normal own_unit: grant race any          |       |
      | charm    | battle spell |       |        |         |         |                       |       | fire       | normal own_unit: grant resistance any    |       |
      | slowness | battle spell |       |        |         |         |                       |       | fire       | normal enemy_unit: exhaust               |       |
      | fireball | battle spell |       |        |         |         |                       |       | fire       | normal enemy_unit: damage 3              |       |
      | plains   | terrain      |       |        |         |         |                       |       |            |                                          | 8     |
    And A has "plains" at b2
    And B has "plains" at b3
    And A's party at b2 is mage
    And B's party at b3 is wall
    And the seed is 1

  @clause:MC-1-3-2
  Rule: a chosen number is a whole number of 1 or more

    @clause:MC-1-3-2
    Scenario: zap offers n of 1 and 2, not 0
      Given A holds zap in hand
      When A advances mage to b3
      Then the options include use zap by mage on B:wall with n 1; use zap by mage on B:wall with n 2
      And the options do not include use zap by mage on B:wall with n 0

    @clause:MC-1-3-2
    Scenario: choosing 0 is refused
      Given A holds zap in hand
      When A advances mage to b3
      And A's mage tries to declare zap on B:wall with n 0
      Then the action is illegal citing "MC-1-3-2"

    @clause:MC-1-3-2
    Scenario: choosing 1 deals 1 damage, not the most
      Given A holds zap, fireball in hand
      When A advances mage to b3
      And A answers "use zap by mage on B:wall with n 1"
      Then the ruling cites "MC-1-3-2"
      And B's wall has 1 damage

  @clause:MC-4-7-3 @clause:MC-4-7-3-1
  Rule: any race may be named, even one on no card

    @clause:MC-4-7-3 @clause:MC-4-7-3-1
    Scenario: the mage is given a race no card has
      Given A holds mask, fireball in hand
      When A advances mage to b3
      And A answers "use mask by mage on mage naming elf"
      Then A's mage has the races elf

    @clause:MC-4-7-3-1
    Scenario: a race no card shows may be named as well
      Given A holds mask, fireball in hand
      When A advances mage to b3
      And A's mage declares mask on itself naming golem
      Then A's mage has the races elf/golem

  @clause:MC-4-7-3-2
  Rule: only a damage element that exists may be named

    @clause:MC-4-7-3-2
    Scenario: naming flame gives the mage resistance to flame
      Given A holds charm, fireball in hand
      When A advances mage to b3
      Then the options include use charm by mage on mage naming flame
      When A answers "use charm by mage on mage naming flame"
      Then A's mage has the resistances flame

    @clause:MC-4-7-3-2
    Scenario: naming an element no card has is refused
      Given A holds charm, fireball in hand
      When A advances mage to b3
      And A's mage tries to declare charm on itself naming sunshine
      Then the action is illegal citing "MC-4-7-3-2"

  @clause:MC-4-1-12
  Rule: a prohibition prevails over the effect it contradicts

    @clause:MC-4-1-12
    Scenario: slowness cannot exhaust the stoic
      Given B's party at b3 is stoic, wall
      And A holds slowness, fireball in hand
      When A advances mage to b3
      And B puts stoic in front
      And A's mage uses slowness on B:stoic
      Then the ruling cites "MC-4-1-12"
      And B's stoic is ready

    @clause:MC-4-1-12
    Scenario: slowness exhausts the wall, which has no such prohibition
      Given A holds slowness, fireball in hand
      When A advances mage to b3
      And A's mage uses slowness on B:wall
      Then B's wall is exhausted
