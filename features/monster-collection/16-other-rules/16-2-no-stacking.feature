Feature: MC 16.2 Effects that do not stack (重複しない)
  An effect that does not stack is not applied to what has already been designated as its target (MC
  16.2.1). It may still be declared on such a target, and it still fires — it is simply not applied there
  (16.2.2). What was designated stops counting as designated at the end of the phase (16.2.3). The suite
  takes "its target" as the target of an effect of a card with the same id: two copies of one card have the
  same effect (docs/decisions.md).

  The vocabulary: `… no stack` after an effect. With seed 1 the advancing player A is the first side.

  Background:
    Given a game in A's main phase
    And the test cards:
      | id     | type         | level | attack | defence | advance | standing         | attributes | ability                                         | limit |
      | wall   | unit         | 1     | 0      | 9       | walking |                  |            |                                                 |       |
      | goblin | unit         | 1     | 3      | 2       | walking |                  |            |                                                 |       |
      | mage   | unit         | 2     | 1      | 9       | walking | spells fire/fire |            |                                                 |       |
      | burn   | battle spell |       |        |         |         |                  | fire       | normal/counter enemy_unit: damage 1 no stack    |       |
      | jab    | battle spell |       |        |         |         |                  | fire       | normal/counter enemy_unit: damage 1             |       |
      | scorch | battle spell |       |        |         |         |                  | fire       | normal/counter enemy_unit: damage 1 no stack; then attack -1 |  |
      | hexer  | unit         | 1     | 0      | 9       | walking | spells fire/fire |            | declare normal enemy_unit cost spell:fire: damage 1 no stack |  |
      | twin   | unit         | 1     | 0      | 9       | walking | spells fire/fire |            | declare normal enemy_unit cost spell:fire: damage 1 \| declare normal enemy_unit cost spell:fire: damage 1 no stack |  |
      | brood  | unit         | 1     | 0      | 9       | walking |                  |            | auto on damaged this_unit: attack +1 no stack   |       |
      | twobolt | battle spell |      |        |         |         |                  | fire       | normal enemy_unit: damage 1; damage 1           |       |
      | plains | terrain      |       |        |         |         |                  |            |                                                 | 8     |
    And A has "plains" at b2
    And B has "plains" at b3
    And A's party at b2 is mage
    And B's party at b3 is wall
    And the seed is 1

  @clause:MC-16-2-1
  Rule: a no-stack effect is not applied to what was already its target

    @clause:MC-16-2-1
    Scenario: A's second burn on the wall in one chain deals no damage; the first one does
      Given A holds burn, burn#2 in hand
      When A advances mage to b3
      And A's mage uses burn on B:wall
      And A's mage uses burn#2 on B:wall
      Then the ruling cites "MC-16-2-1"
      And the ruling says "takes 1 damage" 1 times

    @clause:MC-16-2-1
    Scenario: without "no stack", both jabs deal their damage
      Given A holds jab, jab#2 in hand
      When A advances mage to b3
      And A's mage uses jab on B:wall
      And A's mage uses jab#2 on B:wall
      Then the ruling does not cite "MC-16-2-1"
      And the ruling says "takes 1 damage" 2 times

    @clause:MC-16-2-1
    Scenario: a burn and a jab are different effects: both apply
      Given A holds burn, jab in hand
      When A advances mage to b3
      And A's mage uses burn on B:wall
      And A's mage uses jab on B:wall
      Then the ruling does not cite "MC-16-2-1"
      And the ruling says "takes 1 damage" 2 times

    @clause:MC-16-2-1
    Scenario: the declaration makes the target count as designated
      Given A holds burn in hand
      When A advances mage to b3
      And A's mage uses burn on B:wall
      Then B's wall counts as a target of burn this phase

  @clause:MC-16-2-1
  Rule: each use is its own designation — also a unit's ◎ used twice, or a ● triggered twice

    @clause:MC-16-2-1
    Scenario: the hexer's ◎ used twice on the wall deals its damage once: the second use finds the wall designated
      Given A's party at b2 is mage, hexer
      When A advances hexer to b3
      And A's hexer activates its ability 1 on B:wall
      And A's hexer activates its ability 1 on B:wall
      Then B's wall took 1 damage
      And the ruling cites "MC-16-2-1"

    @clause:MC-16-2-1
    Scenario: the hexer's ◎ used on the wall and then on the goblin applies both times
      Given A's party at b2 is mage, hexer
      And B's party at b3 is wall, goblin
      When A advances hexer to b3
      And B puts wall in front
      And A's hexer activates its ability 1 on B:wall
      And A's hexer activates its ability 1 on B:goblin
      Then B's wall took 1 damage
      And B's goblin took 1 damage
      And the ruling does not cite "MC-16-2-1"

    @clause:MC-16-2-1
    Scenario: an ability without "no stack" designates nothing: the twin's no-stack ◎ after its plain one still applies
      Given A's party at b2 is mage, twin
      When A advances twin to b3
      And A's twin activates its ability 1 on B:wall
      And A's twin activates its ability 2 on B:wall
      Then B's wall took 2 damage
      And the ruling does not cite "MC-16-2-1"

    @clause:MC-16-2-1
    Scenario: the brood takes two damages and its no-stack ● waits twice, but its attack rises once
      Given B has "plains" at c3
      And B's party at c3 is wall
      And B's party at b3 is brood
      And A holds twobolt, jab in hand
      When A advances mage to b3
      And A's mage uses twobolt on B:brood
      And A passes
      Then the ruling cites "MC-10-5-2" 2 times
      And the ruling cites "MC-16-2-1"
      And B's brood has attack 1

    @clause:MC-16-2-1
    Scenario: the brood's ● played once designates the brood and applies
      Given B has "plains" at c3
      And B's party at c3 is wall
      And B's party at b3 is brood
      And A holds jab, jab#2 in hand
      When A advances mage to b3
      And A's mage uses jab on B:brood
      And A passes
      Then the ruling does not cite "MC-16-2-1"
      And B's brood has attack 1
      And B's brood counts as a target of brood this phase

  @clause:MC-16-2-2
  Rule: the effect may still be declared on it, and still fires — it is only not applied

    @clause:MC-16-2-2
    Scenario: the second burn is on offer against the wall, and once used it goes to the discard pile
      Given A holds burn, burn#2 in hand
      When A advances mage to b3
      And A's mage uses burn on B:wall
      Then A must decide "counter"
      And the options include use burn#2 by mage on B:wall
      When A's mage uses burn#2 on B:wall
      Then A's burn#2 is in A's discard pile
      And the ruling says "declares burn on ['wall']" 1 times
      And the ruling cites "MC-16-2-1"

    @clause:MC-16-2-2
    Scenario: the effect not applied, a "then" effect after it does not fire
      Given A holds scorch, scorch#2 in hand
      When A advances mage to b3
      And A's mage uses scorch on B:wall
      And A's mage uses scorch#2 on B:wall
      Then the ruling says "gets attack -1" 1 times

  @clause:MC-16-2-3
  Rule: the designations last until the end of the phase

    @clause:MC-16-2-3
    Scenario: earlier in this main phase the wall was a burn's target: a new burn does not apply
      Given A holds burn in hand
      And A's discard pile holds burn#2
      And the position's state.targeted is ["burn>B:wall>A:burn#2"]
      When A advances mage to b3
      And A's mage uses burn on B:wall
      Then the ruling cites "MC-16-2-1"
      And the ruling does not say "takes 1 damage"

    @clause:MC-16-2-3
    Scenario: as the main phase ends, the wall no longer counts as designated
      Given A's discard pile holds burn#2
      And the position's state.targeted is ["burn>B:wall>A:burn#2"]
      When A ends the main phase
      Then no card counts as the target of a no-stack effect

    @clause:MC-16-2-3
    Scenario: a designation naming an unknown card is refused
      Given the position's state.targeted is ["burn>B:nobody>A:burn#2"]
      When the position is submitted
      Then the position is refused citing "MC-16-2-1"
