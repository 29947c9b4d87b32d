Feature: C 9-1-3 Special effects: effects that read a damage value
  An effect that modifies a damage reads the value as it stands after every modification of an
  earlier class (C 9-1-3-2; the class order is C 5-6). So a doubling reads the already substituted
  value, and an addition reads the already doubled one.

  Background:
    Given a duel in A's main phase with a standard action
    And the distance is 4
    And the test cards:
      | id    | type        | range | damage | charge |
      | slash | attack      | 3-4   | -/1    |        |
      | sigil | enhancement |       |        | 1      |
      | totem | enhancement |       |        | 1      |
      | spur  | enhancement |       |        | 1      |
    And "sigil" has the effect "while_deployed: modify own_attacks substitute -/3"
    And "totem" has the effect "while_deployed: modify own_attacks multiply 1/2"
    And "spur" has the effect "while_deployed: modify own_attacks add 0/1"
    And A holds slash in hand

  @clause:C-9-1-3-2
  Rule: a modifying effect reads the damage after all earlier classes of modification

    @clause:C-9-1-3-2
    Scenario: the doubling reads the substituted life damage 3, not the printed 1
      Given A has "sigil" deployed with 1 crystal
      And A has "totem" deployed with 1 crystal
      When A uses "slash"
      Then B has life 4

    @clause:C-9-1-3-2
    Scenario: the addition reads the doubled life damage 2, giving 3 rather than 4
      Given A has "totem" deployed with 1 crystal
      And A has "spur" deployed with 1 crystal
      When A uses "slash"
      Then B has life 7
