Feature: C 10-1 Arrow effects
  An arrow effect pictures two zones, an arrow between them and a number of crystals on it. A
  one-way arrow moves that many crystals from the zone on its left to the zone on its right, never
  the other way. A two-way arrow moves them either way, and the player who generated the arrow
  effect — the one whose card it is, not necessarily the active player — picks the direction
  (C 10-1). Our short form writes a one-way arrow "move <left> -> <right> <n>" and a two-way one
  "move <left> <-> <right> <n>"; the direction is answered "forward" (left to right) or "backward".

  Background:
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id    | type   | subtype  | range | damage |
      | gust  | action |          |       |        |
      | ebb   | action |          |       |        |
      | tide  | action |          |       |        |
      | feint | action | reaction |       |        |
      | slash | attack |          | 3-6   | -/1    |
    And "gust" has the effect "on_use: move distance -> self.aura 2"
    And "ebb" has the effect "on_use: move dust -> self.aura 2"
    And "tide" has the effect "on_use: move distance <-> self.aura 2"
    And "feint" has the effect "on_use: move distance <-> self.aura 1"

  @clause:C-10-1
  Rule: a one-way arrow moves the pictured number of crystals from its left zone to its right zone

    @clause:C-10-1
    Scenario: two crystals go from the distance to the player's aura
      Given the distance is 6
      And A has aura 1
      And A holds gust in hand
      When A uses "gust"
      Then the distance is 4
      And A has aura 3
      And the ruling cites "C 10-1"

    @clause:C-10-1
    Scenario: a one-way arrow whose left zone is empty moves nothing back from its right zone
      Given the dust is 0
      And A has aura 3
      And A holds ebb in hand
      When A uses "ebb"
      Then A has aura 3
      And the dust is 0

    @clause:C-10-1
    Scenario: with real cards, Rabbit Step's arrow moves two crystals from the dust to the distance
      Given a duel in A's main phase with a standard action
      And A holds "Rabbit Step" (NA-04-tokoyo-O-N-3) in hand
      And the distance is 3
      And the dust is 2
      When A uses "Rabbit Step"
      Then the distance is 5
      And the dust is 0

  @clause:C-10-1
  Rule: for a two-way arrow the player who generated it picks the direction

    @clause:C-10-1
    Scenario: the user of a two-way arrow is offered both directions
      Given A holds tide in hand
      When A uses "tide"
      Then A must decide choose
      And the options are exactly choose forward, choose backward

    @clause:C-10-1
    Scenario: chosen forward, the crystals go from the left zone to the right zone
      Given the distance is 5
      And A has aura 1
      And A holds tide in hand
      When A uses "tide"
      And A chooses "forward"
      Then the distance is 3
      And A has aura 3
      And the ruling cites "C 10-1"

    @clause:C-10-1
    Scenario: chosen backward, the crystals go from the right zone to the left zone
      Given the distance is 5
      And A has aura 3
      And A holds tide in hand
      When A uses "tide"
      And A chooses "backward"
      Then the distance is 7
      And A has aura 1

    @clause:C-10-1
    Scenario: a two-way arrow on a reaction is directed by the reacting player, not the active player
      Given the distance is 5
      And B has aura 3
      And A holds slash in hand
      And B holds feint in hand
      When A uses "slash"
      And B reacts with "feint"
      Then B must decide choose
      When B chooses "backward"
      Then the distance is 6
      And B has aura 2, life 9

    @clause:C-10-1
    Scenario: with real cards, Outclass's two-way arrow offers its user both directions, and backward runs from the dust
      Given a duel in A's main phase with a standard action
      And A holds "Outclass" (NA-02-saine-O-N-4) in hand
      And the distance is 4
      And the dust is 2
      When A uses "Outclass"
      Then A must decide choose
      And the options are exactly choose forward, choose backward
      When A chooses "backward"
      Then the distance is 5
      And the dust is 1

    @clause:C-10-1
    Scenario: with real cards, Outclass used as a reaction is directed by the reacting player, not the active player
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And the dust is 2
      And A holds "Slash" (NA-01-yurina-O-N-1) in hand
      And B holds "Outclass" (NA-02-saine-O-N-4) in hand
      And B has aura 1, life 10
      When A uses "Slash"
      And B reacts with "Outclass"
      Then B must decide choose
      When B chooses "backward"
      Then the distance is 5
      And B has aura 1, life 10
