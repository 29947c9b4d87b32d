Feature: SD-detail-soldier Soldier cards
  Green cards are soldiers (SD-detail-soldier-1). A soldier has attack and health and enters play when
  cast (SD-detail-soldier-2); it can attack (SD-detail-soldier-3), any target, at whatever moment its
  owner chooses in their own turn (SD-detail-soldier-4). When it attacks a soldier, each takes damage
  equal to the other's attack (SD-detail-soldier-5), and damage stays from turn to turn
  (SD-detail-soldier-6). Our readings: a soldier is destroyed when its damage reaches its health; it may
  attack in the turn it was cast; it attacks once per turn.

  Background:
    Given the cards:
      | id      | kind     | mark    | attack | health | durability |
      | pikeman | soldier  | recycle | 2      | 2      |            |
      | guard   | soldier  | recycle | 1      | 3      |            |
      | knight  | soldier  | skull   | 3      | 3      |            |
      | wall    | building | recycle |        |        | 3          |
    And a game in A's turn 3

  @clause:SD-detail-soldier-2
  Rule: a cast soldier enters play, and leaves it when its damage reaches its health

    @clause:SD-detail-soldier-2
    Scenario: a cast soldier enters play
      Given A holds guard in hand
      When A casts "guard"
      Then A's "guard" is in play
      And the ruling cites "SD-detail-soldier-2"

    @clause:SD-detail-soldier-2
    Scenario: damage equal to its health destroys a soldier
      Given A has "knight" in play
      And B has "guard" in play with 0 damage
      When A attacks "guard" with "knight"
      Then B's "guard" is in the recursion zone

    @clause:SD-detail-soldier-2
    Scenario: damage short of its health leaves it in play
      Given A has "pikeman" in play
      And B has "guard" in play
      When A attacks "guard" with "pikeman"
      Then B's "guard" is in play
      And B's "guard" has 2 damage

  @clause:SD-detail-soldier-3
  Rule: soldiers in play attack, other cards do not

    @clause:SD-detail-soldier-3
    Scenario: a soldier in play attacks
      Given A has "guard" in play
      When A attacks the opponent with "guard"
      Then B has life 19

    @clause:SD-detail-soldier-3
    Scenario: a building does not attack
      Given A has "wall" in play
      When A tries to attack the opponent with "wall"
      Then the action is illegal citing "SD-detail-soldier-3"

    @clause:SD-detail-soldier-3
    Scenario: a soldier in the hand does not attack
      Given A holds guard in hand
      When A tries to attack the opponent with "guard"
      Then the action is illegal citing "SD-detail-soldier-3"

  @clause:SD-detail-soldier-4
  Rule: whenever in its owner's turn, once per turn

    @clause:SD-detail-soldier-4
    Scenario: a soldier may attack in the turn it is cast
      Given A holds pikeman in hand
      When A casts "pikeman"
      And A attacks the opponent with "pikeman"
      Then B has life 18

    @clause:SD-detail-soldier-4
    Scenario: a soldier that has attacked this turn does not attack again
      Given A has "pikeman" in play
      When A attacks the opponent with "pikeman"
      And A tries to attack the opponent with "pikeman"
      Then the action is illegal citing "SD-detail-soldier-4"
      And B has life 18

    @clause:SD-detail-soldier-4
    Scenario: in its owner's next turn it attacks again
      Given A has "pikeman" in play
      And A's "pikeman" has attacked this turn
      And A's deck is knight from the top
      And B's deck is knight from the top
      When A ends the turn
      And B ends the turn
      And A attacks the opponent with "pikeman"
      Then B has life 18

    @clause:SD-detail-soldier-4
    Scenario: a soldier does not attack in the opponent's turn
      Given B has "pikeman" in play
      When B tries to attack the opponent with "pikeman"
      Then the action is illegal citing "SD-detail-soldier-4"

    @clause:SD-detail-soldier-4
    Scenario: actions may come between attacks in any order
      Given A has "pikeman" in play
      And A holds guard in hand
      When A casts "guard"
      And A attacks the opponent with "guard"
      And A attacks the opponent with "pikeman"
      Then B has life 17

  @clause:SD-detail-soldier-5
  Rule: soldier against soldier, each takes the other's attack

    @clause:SD-detail-soldier-5
    Scenario: the attacked soldier hits back
      Given A has "pikeman" in play
      And B has "guard" in play
      When A attacks "guard" with "pikeman"
      Then B's "guard" has 2 damage
      And A's "pikeman" has 1 damage
      And the ruling cites "SD-detail-soldier-5"

    @clause:SD-detail-soldier-5
    Scenario: both soldiers may be destroyed at once
      Given A has "knight" in play
      And B has "pikeman" in play
      When A attacks "pikeman" with "knight"
      Then B's "pikeman" is in the recursion zone
      And A's "knight" is in play
      And A's "knight" has 2 damage

    @clause:SD-detail-soldier-5
    Scenario: two equal soldiers destroy each other
      Given A has "pikeman" in play
      And B has "pikeman" in play
      When A attacks "pikeman" with "pikeman"
      Then A's "pikeman" is in the recursion zone
      And B's "pikeman" is in the recursion zone

    @clause:SD-detail-soldier-5
    Scenario: an attack on the opponent does no damage back
      Given A has "guard" in play
      When A attacks the opponent with "guard"
      Then A's "guard" has 0 damage

  @clause:SD-detail-soldier-6
  Rule: damage stays on a soldier from turn to turn

    @clause:SD-detail-soldier-6
    Scenario: damage is still there in the next turns
      Given A has "guard" in play with 2 damage
      And A's deck is knight from the top
      And B's deck is knight from the top
      When A ends the turn
      And B ends the turn
      Then A's "guard" has 2 damage

    @clause:SD-detail-soldier-6
    Scenario: new damage adds to the old
      Given A has "guard" in play with 1 damage
      And B has "guard" in play
      When A attacks "guard" with "guard"
      Then A's "guard" has 2 damage
      And B's "guard" has 1 damage

    @clause:SD-detail-soldier-6
    Scenario: damage taken in an earlier turn counts toward destruction
      Given A has "knight" in play
      And B has "guard" in play with 1 damage
      And A's "knight" has attacked this turn
      And A has "pikeman" in play
      When A attacks "guard" with "pikeman"
      Then B's "guard" is in the recursion zone
