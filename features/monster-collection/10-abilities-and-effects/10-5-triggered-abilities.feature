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
