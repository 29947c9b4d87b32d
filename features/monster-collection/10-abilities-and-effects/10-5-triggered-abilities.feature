Feature: MC 10.4-10.5 Triggered abilities: waiting, and their play in the check step
  A triggered ability whose condition is met waits (MC 10.4.1, 10.5.2), once for each time the condition is
  met (10.5.2.1), and is played in the check step that follows (10.5.1): its owner must play each waiting
  one, choosing which first when several wait (10.5.3, 10.5.3.1). Abilities that trigger on a card moving
  between zones read the card as it was in the public zone (10.5.4.1.1, 10.5.4.1.2). An effect may set up a
  delayed trigger that fires once at a later moment (10.5.4.2, 10.5.4.2.1); a state trigger waits once as its
  state arises and again only after it resolved (10.5.5, 10.5.5.1). A waiting ability of a card that has moved
  is still played, but fails if its effect has become impossible (10.5.6); one from a ○ ability is cancelled
  instead (10.5.7).

  Test cards: `auto on enters this_unit: attack +2` is a ● ability that waits when its card is put onto the
  battlefield; `on leaves` when it leaves it, `on damaged` when it takes damage, `on main_start` as the main
  phase begins, `on hand_empty` while its owner's hand is empty (a state trigger). `draw of attack` draws as
  many cards as the triggering card's attack.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id       | type         | level | attack | defence | advance | standing | attributes | ability                                                | limit |
      | goblin   | unit         | 1     | 3      | 2       | walking |          |            |                                                        |       |
      | herald   | unit         | 1     | 1      | 3       | walking |          |            | auto on enters this_unit: attack +2                    |       |
      | sentry   | unit         | 1     | 1      | 3       | walking |          |            | auto on main_start this_unit: attack +1                |       |
      | watcher  | unit         | 1     | 1      | 3       | walking |          |            | auto on main_start this_unit: defence +1               |       |
      | martyr   | unit         | 1     | 1      | 2       | walking |          |            | auto on leaves own_party: draw of attack               |       |
      | ward     | unit         | 1     | 1      | 2       | walking |          |            | constant on leaves own_party: draw 2                   |       |
      | brooder  | unit         | 1     | 0      | 9       | walking |          |            | auto on damaged this_unit: attack +1                   |       |
      | scholar  | unit         | 1     | 1      | 3       | walking |          |            | auto on hand_empty own_party: draw 1                   |       |
      | keeper   | unit         | 1     | 1      | 2       | walking |          |            | auto on damaged own_party: draw 2                      |       |
      | guard    | unit         | 1     | 1      | 2       | walking |          |            | constant on damaged own_party: draw 2                  |       |
      | rager    | unit         | 1     | 1      | 2       | walking |          |            | auto on damaged this_unit: attack +1                   |       |
      | seer     | unit         | 1     | 1      | 3       | walking |          |            | auto on enters own_party: draw of level                |       |
      | standard | unit         | 1     | 1      | 3       | walking |          |            | constant own_party: level +1                           |       |
      | orc      | unit         | 2     | 4      | 3       | walking |          |            |                                                        |       |
      | mage     | unit         | 2     | 1      | 3       | walking | spells fire/fire |    |                                                        |       |
      | twinbolt | battle spell |       |        |         |         |          | fire       | normal enemy_unit: damage 1; damage 1                  |       |
      | bolt     | battle spell |       |        |         |         |          | fire       | normal enemy_unit: damage 1                            |       |
      | curse    | battle spell |       |        |         |         |          | fire       | normal enemy_unit: damage 3 at battle end              |       |
      | plains   | terrain      |       |        |         |         |          |            |                                                        | 8     |
    And A has "plains" at b2

  @clause:MC-10-5-1 @clause:MC-10-5-2
  Rule: a met trigger condition makes the ability wait, and the next check step plays it

    @clause:MC-10-5-1 @clause:MC-10-5-2
    Scenario: a herald summoned waits, and the summon's check step plays it: its attack rises
      Given a game in A's normal summon phase
      And A holds herald in hand
      When A summons herald at b1
      Then the ruling cites in order "MC-12-2-7-4-9", "MC-10-5-2", "MC-12-2-7-4-10", "MC-10-5-3"
      And A's herald has attack 3

    @clause:MC-10-5-1 @clause:MC-10-5-2
    Scenario: summoning another unit does not set off the herald's ability
      Given a game in A's normal summon phase
      And A's party at b1 is herald
      And A holds goblin in hand
      When A summons goblin at b1
      Then the ruling does not cite "MC-10-5-2"
      And A's herald has attack 1

  @clause:MC-10-5-2-1
  Rule: a condition met twice makes the ability wait twice

    @clause:MC-10-5-2-1
    Scenario: two damages in one spell make the brooder's ability wait twice: attack +2
      Given A's party at b2 is mage
      And B has "plains" at b3
      And B's party at b3 is brooder
      And A holds twinbolt, bolt in hand
      And the seed is 1
      When A advances mage to b3
      And A's mage uses twinbolt on B:brooder
      Then A must decide "play"
      And the ruling cites "MC-10-5-2" 2 times
      And B's brooder has attack 2

    @clause:MC-10-5-2-1
    Scenario: one damage makes it wait once: attack +1
      Given A's party at b2 is mage
      And B has "plains" at b3
      And B's party at b3 is brooder
      And A holds bolt, bolt#2 in hand
      And the seed is 1
      When A advances mage to b3
      And A's mage uses bolt on B:brooder
      Then A must decide "play"
      And the ruling cites "MC-10-5-2" 1 time
      And B's brooder has attack 1

  @clause:MC-10-5-3 @clause:MC-10-5-3-1
  Rule: the owner must play each waiting ability, choosing which first

    @clause:MC-10-5-3 @clause:MC-10-5-3-1
    Scenario: a sentry and a watcher both wait as the main phase begins: A picks the order, and cannot skip
      Given a game in A's first hand adjustment phase
      And A's party at b1 is sentry, watcher
      And A holds goblin in hand
      When A is done
      Then A must decide "trigger"
      And the options are exactly effect of sentry; effect of watcher; concede
      When A answers "effect of watcher"
      Then the ruling says in order "player 0 plays watcher's triggered ability", "player 0 plays sentry's triggered ability"
      And A's sentry has attack 2, defence 3
      And A's watcher has attack 1, defence 4
      And A must decide "main"

    @clause:MC-10-5-3
    Scenario: a single waiting ability is played without a question, once
      Given a game in A's first hand adjustment phase
      And A's party at b1 is sentry
      And A holds goblin in hand
      When A is done
      Then A is not asked "trigger"
      And the ruling cites "MC-10-5-3" 1 time
      And A's sentry has attack 2

  @clause:MC-10-20-1-1-1 @clause:MC-10-20-1-1-2 @clause:MC-10-20-1-1-3 @clause:MC-10-20-1-1
  Rule: in a check step the advancing player's waiting abilities are played first, then the defender's

    @clause:MC-10-20-1-1-1 @clause:MC-10-20-1-1-2 @clause:MC-10-20-1-1-3 @clause:MC-10-20-1-1
    Scenario: in A's turn, A's sentry is played before B's
      Given a game in A's first hand adjustment phase
      And A's party at b1 is sentry
      And B's party at b4 is sentry
      And A holds goblin in hand
      When A is done
      Then the ruling cites in order "MC-7-3-2", "MC-4-3-2", "MC-10-20-1-1-1", "MC-10-20-1-1-2", "MC-10-20-1-1-3"
      And the ruling says in order "player 0 plays sentry's triggered ability", "player 1 plays sentry's triggered ability"
      And A's sentry has attack 2
      And B's sentry has attack 2

    @clause:MC-10-20-1-1-1 @clause:MC-10-20-1-1-2
    Scenario: in B's turn, B's sentry is played before A's
      Given a game in B's first hand adjustment phase
      And A's party at b1 is sentry
      And B's party at b4 is sentry
      And B holds goblin in hand
      When B is done
      Then the ruling says in order "player 1 plays sentry's triggered ability", "player 0 plays sentry's triggered ability"

  @clause:MC-10-5-4-1-1 @clause:MC-10-7-4 @clause:MC-10-7-5
  Rule: a unit coming from the hand is read as it is on the battlefield, with the effects applied there

    @clause:MC-10-5-4-1-1 @clause:MC-10-7-4 @clause:MC-10-7-5
    Scenario: a seer summoned next to a standard has level 2 on the battlefield: its ability draws 2
      Given a game in A's normal summon phase
      And A's party at b1 is standard
      And A holds seer in hand
      When A summons seer at b1
      Then A's seer has level 2
      And A has 2 cards in hand

    @clause:MC-10-5-4-1-1 @clause:MC-10-7-4 @clause:MC-10-7-5
    Scenario: without the standard the seer has its printed level 1: it draws 1
      Given a game in A's normal summon phase
      And A holds seer in hand
      When A summons seer at b1
      Then A's seer has level 1
      And A has 1 card in hand

  @clause:MC-10-5-4-1-2 @clause:MC-10-5-6
  Rule: a unit leaving the battlefield is read as it was there; its ● ability is still played

    @clause:MC-10-5-4-1-2 @clause:MC-10-5-6
    Scenario: a martyr with attack +2 dies: its ability, played from the discard pile, draws 3
      Given A's party at b2 is goblin
      And B has "plains" at b3
      And B's party at b3 is martyr
      And B's martyr has attack +2 until the end of the phase
      And the seed is 1
      When A advances goblin to b3
      Then B's martyr died
      And the ruling cites in order "MC-10-5-2", "MC-10-5-3"
      And B has 3 cards in hand

    @clause:MC-10-5-4-1-2
    Scenario: a martyr without the bonus draws its printed attack, 1
      Given A's party at b2 is goblin
      And B has "plains" at b3
      And B's party at b3 is martyr
      And the seed is 1
      When A advances goblin to b3
      Then B's martyr died
      And B has 1 card in hand

  @clause:MC-10-5-6 @clause:MC-10-5-7
  Rule: a waiting ability whose card has moved: a ● one is played (and fails if it cannot act), a ○ one is cancelled

    @clause:MC-10-5-6
    Scenario: a keeper killed by the attack that damaged it still plays its ● ability: B draws 2
      Given A's party at b2 is goblin
      And B has "plains" at b3
      And B's party at b3 is keeper
      And the seed is 1
      When A advances goblin to b3
      Then B's keeper died
      And the ruling does not cite "MC-10-5-7"
      And B has 2 cards in hand

    @clause:MC-10-5-6
    Scenario: a rager killed by the damage plays its ability, which fails: it is no longer there to grow
      Given A's party at b2 is goblin
      And B has "plains" at b3
      And B's party at b3 is rager
      And the seed is 1
      When A advances goblin to b3
      Then B's rager died
      And the ruling cites in order "MC-10-5-3", "MC-10-5-6"
      And the ruling does not cite "MC-10-14-5"

    @clause:MC-10-5-7
    Scenario: a guard killed by the attack that damaged it: its ○ ability's trigger is cancelled, B draws nothing
      Given A's party at b2 is goblin
      And B has "plains" at b3
      And B's party at b3 is guard
      And the seed is 1
      When A advances goblin to b3
      Then B's guard died
      And the ruling cites "MC-10-5-7"
      And the ruling does not cite "MC-10-5-3"
      And B has 0 cards in hand

    @clause:MC-10-5-7
    Scenario: a guard that survives the damage plays its ○ ability: B draws 2
      Given A's party at b2 is mage
      And B has "plains" at b3
      And B's party at b3 is guard
      And the seed is 1
      When A advances mage to b3
      Then B's guard is still on the battlefield
      And the ruling does not cite "MC-10-5-7"
      And B has 2 cards in hand

  @clause:MC-10-5-4-2 @clause:MC-10-5-4-2-1
  Rule: an effect may set a delayed trigger, which meets its condition once, at the moment it names

    @clause:MC-10-5-4-2 @clause:MC-10-5-4-2-1
    Scenario: a curse cast on the orc deals its damage at the battle's end, once, and kills it then
      Given A's party at b2 is mage
      And B has "plains" at b3
      And B's party at b3 is orc
      And A holds curse in hand
      And the seed is 1
      When A advances mage to b3
      And A's mage uses curse on B:orc
      Then the ruling cites in order "MC-10-5-4-2", "MC-8-3-8-2", "MC-10-5-4-2-1", "MC-10-5-3", "MC-4-5-1", "MC-8-3-8-4"
      And the ruling cites "MC-10-5-4-2-1" 1 time
      And B's orc died

    @clause:MC-10-5-4-2
    Scenario: until the battle's end the cursed orc has only the attack damage
      Given A's party at b2 is mage
      And B has "plains" at b3
      And B's party at b3 is orc
      And A holds curse, bolt in hand
      And the seed is 1
      When A advances mage to b3
      And A's mage uses curse on B:orc
      Then A must decide "play"
      And B's orc has 0 damage

  @clause:MC-10-5-5 @clause:MC-10-5-5-1
  Rule: a state trigger waits once as its state arises, and again only once it resolved and the state arises anew

    @clause:MC-10-5-5 @clause:MC-10-5-5-1
    Scenario: with an empty hand the scholar's ability draws one card, once
      Given A's party at b1 is scholar
      And A's draw pile is goblin, orc from the top
      When A ends the main phase
      Then A's hand is goblin
      And A's draw pile is orc from the top

    @clause:MC-10-5-5
    Scenario: with a card in hand the scholar's state does not hold: nothing is drawn
      Given A's party at b1 is scholar
      And A holds orc in hand
      And A's draw pile is goblin from the top
      When A ends the main phase
      Then A's hand is orc
      And the ruling does not cite "MC-10-5-3"

    @clause:MC-10-5-5-1
    Scenario: the hand emptied again by a summon makes the scholar's ability wait again
      Given A's party at b1 is scholar
      And A's draw pile is goblin, orc from the top
      When A ends the main phase
      Then A's hand is goblin
      When A summons goblin at b1
      Then A's hand is orc
      And the ruling cites in order "MC-12-2-7-4-9", "MC-12-2-7-4-10", "MC-10-5-2", "MC-10-5-3"
