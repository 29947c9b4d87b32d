Feature: C 10-22 No reaction (対応不可)
  An attack with "No reaction (kind)" cannot be answered by a card of that kind: when the defender
  picks a card to react with (C 9-4 i), cards of the named kind are not among the choices. The kinds
  are all cards (written plainly as "No reaction"), normal cards, and trumps. An effect that makes
  attacks lose No reaction removes every No reaction they have, whatever its kind.
  Two supplements: a card used by the effect of the reacting card may be of the barred kind, since it
  is not the card picked to react; and the reaction step itself still exists, so effects that apply
  "instead of reacting" (C 10-34) remain available even against "No reaction (all)".

  Background:
    Given a duel in A's main phase with a standard action
    And the distance is 3
    And the test cards:
      | id       | type        | category | subtype  | range | damage | cost | charge | keywords            |
      | rush     | attack      |          |          | 0-10  | -/1    |      |        | no_reaction         |
      | feint    | attack      |          |          | 0-10  | -/1    |      |        | no_reaction(normal) |
      | lunge    | attack      |          |          | 0-10  | -/1    |      |        | no_reaction(trump)  |
      | jab      | attack      |          |          | 0-10  | -/1    |      |        |                     |
      | guard    | action      |          | reaction |       |        |      |        |                     |
      | ward     | action      | trump    | reaction |       |        | 0    |        |                     |
      | summon   | action      | trump    | reaction |       |        | 0    |        |                     |
      | bell     | action      |          |          |       |        |      |        |                     |
      | cavalry  | enhancement |          |          |       |        |      | 1      |                     |
      | clarion  | enhancement |          |          |       |        |      | 1      |                     |
    And "guard" has the effect "on_use: move self.life -> self.aura 1"
    And "ward" has the effect "on_use: gain_concentration self 1"
    And "summon" has the effect "on_use: use_card"
    And "bell" has the effect "on_use: gain_keyword own_attacks no_reaction"
    And "cavalry" has the effect "while_deployed: lose_keyword opponent_attacks no_reaction"
    And "clarion" has the effect "while_deployed: gain_keyword own_attacks no_reaction"
    And B has aura 2, concentration 0

  @clause:C-10-22
  Rule: the named kind of card cannot be picked to react

    @clause:C-10-22
    Scenario: against No reaction (all) the defender is not asked to react at all
      Given A holds rush in hand
      And B holds guard in hand
      And B has the unused trump "ward"
      When A uses "rush"
      Then B is not asked to react
      And the ruling cites "C 10-22"
      And B has life 9

    @clause:C-10-22
    Scenario: against No reaction (normal) only the reaction trump can answer
      Given A holds feint in hand
      And B holds guard in hand
      And B has the unused trump "ward"
      When A uses "feint"
      Then B must decide reaction
      And the options are exactly decline, use ward

    @clause:C-10-22
    Scenario: a normal reaction card picked against No reaction (normal) is refused
      Given A holds feint in hand
      And B holds guard in hand
      When A uses "feint"
      And B tries to react with "guard"
      Then the action is illegal citing "C 10-22"

    @clause:C-10-22
    Scenario: against No reaction (trump) the normal reaction card still answers
      Given A holds lunge in hand
      And B holds guard in hand
      And B has the unused trump "ward"
      When A uses "lunge"
      Then B must decide reaction
      And the options are exactly decline, use guard

    @clause:C-10-22
    Scenario: No reaction given for the turn by an effect bars the reaction as the printed keyword does
      Given A holds bell, jab in hand
      And B holds guard in hand
      When A uses "bell"
      And A uses "jab"
      Then B is not asked to react

    @clause:C-10-22
    Scenario: with real cards, against Astral Claw, No reaction (normal), only the reaction trump can answer
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And A holds "Astral Claw" (NA-16-yatsuha-O-N-1) in hand
      And B holds "Cut Down" (NA-02-saine-O-N-2) in hand
      And B has the unused trump "Uranami Storm" (NA-01-yurina-O-S-2)
      And B has flare 3
      When A uses "Astral Claw"
      Then B must decide reaction
      And the options include use Uranami Storm
      And the options do not include use Cut Down

    @clause:C-10-22
    Scenario: with real cards, against Perpetual Wind, No reaction (all), the defender is not asked to react at all
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And A has the unused trump "Perpetual Wind" (NA-04-tokoyo-O-S-3)
      And A has flare 1
      And B holds "Cut Down" (NA-02-saine-O-N-2) in hand
      And B has the unused trump "Uranami Storm" (NA-01-yurina-O-S-2)
      And B has flare 3, aura 5
      When A uses "Perpetual Wind"
      Then B is not asked to react
      And B must decide damage

  @clause:C-10-22
  Rule: losing No reaction removes every kind of it

    @clause:C-10-22
    Scenario: an attack that loses No reaction can be answered by a normal card again
      Given A holds feint in hand
      And B holds guard in hand
      And B has "cavalry" deployed with 1 crystal
      When A uses "feint"
      Then the options include use guard

    @clause:C-10-22
    Scenario: losing No reaction also removes a No reaction the attack gained from an effect
      Given A holds feint in hand
      And A has "clarion" deployed with 1 crystal
      And B holds guard in hand
      And B has "cavalry" deployed with 1 crystal
      When A uses "feint"
      Then the options include use guard

  @clause:C-10-22
  Rule: a card used by the reacting card's effect may be of the barred kind

    @clause:C-10-22
    Scenario: a trump reacting to No reaction (normal) uses a normal card from hand by its effect
      Given A holds feint in hand
      And B holds guard in hand
      And B has the unused trump "summon"
      When A uses "feint"
      And B reacts with "summon"
      Then B must decide use_card
      And the options include use guard
      When B uses "guard"
      Then B has aura 3, life 8
