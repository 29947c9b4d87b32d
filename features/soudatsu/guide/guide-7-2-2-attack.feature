Feature: SD-guide-7-2-2 Attacking
  In their turn a player may attack the opposing player, one of the opponent's soldiers or one of the
  opponent's buildings (SD-guide-7-2-2). Our readings: soldiers and loyalists make the attacks, always at
  the opponent's side; an attack on the player lowers their life by the attacker's attack, an attack on a
  building lowers its durability; a building without durability (a seasonal one) is no target.

  Background:
    Given the cards:
      | id      | kind     | mark    | attack | health | durability |
      | pikeman | soldier  | recycle | 2      | 2      |            |
      | militia | soldier  | recycle | 1      | 2      |            |
      | knight  | soldier  | skull   | 3      | 3      |            |
      | wall    | building | recycle |        |        | 3          |
      | keep    | building | skull   |        |        | 2          |
      | harvest | building | recycle |        |        |            |
    And "harvest" has the lines "spring: gain 1 life | summer-autumn: draw 1 | winter: nothing"
    And a game in A's turn 3
    And A has "pikeman" in play

  @clause:SD-guide-7-2-2
  Rule: the opposing player, soldiers and buildings are targets

    @clause:SD-guide-7-2-2
    Scenario: an attack on the opponent lowers their life by the attack
      When A attacks the opponent with "pikeman"
      Then B has life 18
      And the ruling cites "SD-guide-7-2-2"

    @clause:SD-guide-7-2-2
    Scenario: an attack on a building lowers its durability and does no damage back
      Given B has "wall" in play
      When A attacks "wall" with "pikeman"
      Then B's "wall" has durability 1
      And A's "pikeman" has 0 damage
      And B has life 20

    @clause:SD-guide-7-2-2 @clause:SD-detail-building-2
    Scenario: a building whose durability runs out is destroyed
      Given B has "keep" in play
      When A attacks "keep" with "pikeman"
      Then B's "keep" is in the graveyard

    @clause:SD-guide-7-2-2
    Scenario: the options name every target on the opponent's side
      Given B has "knight" in play
      And B has "wall" in play
      And A has "militia" in play
      When the position is submitted
      Then the options include attack opponent with A:pikeman
      And the options include attack B:knight with A:pikeman
      And the options include attack B:wall with A:pikeman
      And the options do not include attack A:militia with A:pikeman

  @clause:SD-guide-7-2-2
  Rule: nothing on the attacker's own side is a target

    @clause:SD-guide-7-2-2
    Scenario: a soldier cannot attack a soldier of its own side
      Given A has "militia" in play
      When A tries to attack "A:militia" with "pikeman"
      Then the action is illegal citing "SD-guide-7-2-2"

    @clause:SD-guide-7-2-2
    Scenario: a building of the attacker's own side is no target either
      Given A has "wall" in play
      When A tries to attack "A:wall" with "pikeman"
      Then the action is illegal citing "SD-guide-7-2-2"

  @clause:SD-guide-7-2-2
  Rule: a building without durability is no target

    @clause:SD-guide-7-2-2
    Scenario: a seasonal building cannot be attacked
      Given B has "harvest" in play
      When A tries to attack "harvest" with "pikeman"
      Then the action is illegal citing "SD-guide-7-2-2"
