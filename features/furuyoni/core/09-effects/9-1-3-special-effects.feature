Feature: C 9-1-3 Special effects: effects that read a damage value, effects reserved for later
  An effect that modifies a damage reads the value as it stands after every modification of an
  earlier class (C 9-1-3-2; the class order is C 5-6). So a doubling reads the already substituted
  value, and an addition reads the already doubled one. An effect that only reads a damage value,
  without modifying it, sees the value after every modification (C 9-1-3-2).

  Some effects book another effect for a later moment. The booked effect resolves when that moment
  comes even if the card that booked it is no longer in play or no longer in force, and it resolves
  that one time only (C 9-1-3-4). The short form "reserve <moment> <effect>" books the effect for
  the next such moment of the turn sequence.

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

    @clause:C-9-1-3-2
    Scenario: with real cards, Redact, an addition, reads Brandish's aura damage without Brandish's own +1/+0: 2, so it takes 1 off the life damage
      Given a duel in B's main phase with a standard action
      And the distance is 3
      And the dust is 2
      And B has aura 0, life 3, concentration 1
      And A has aura 5, life 10
      And B holds "Brandish" (NA-01-yurina-O-N-2) in hand
      And A has "Redact" (NA-22-renri-O-N-3) in hand
      When B performs wrap paying concentration
      And B uses "Brandish"
      And A reacts with "Redact"
      And B takes the damage on aura
      And A takes the damage on aura
      Then A has aura 2, life 10

    @clause:C-9-1-3-2
    Scenario: with real cards, Redact reads Treachery's aura damage after its swap, an earlier class: 1, so it takes 1 off the life damage
      Given a duel in B's main phase with a standard action
      And the distance is 4
      And the dust is 2
      And B has aura 0, concentration 1
      And A has aura 1, life 10
      And B holds "Treachery" (NA-02-saine-A2-N-2) in hand
      And A has "Redact" (NA-22-renri-O-N-3) in hand
      When B performs wrap paying concentration
      And B uses "Treachery"
      And A reacts with "Redact"
      And B takes the damage on aura
      And A takes the damage on life
      Then A has aura 1, life 8

  @clause:C-9-1-3-2
  Rule: an effect that reads a damage without modifying it sees the value after all modifications

    Background:
      Given the test cards:
        | id    | type   | subtype  | range | damage |
        | gauge | attack |          | 3-4   | -/1    |
        | tally | action | reaction |       |        |
      And "gauge" has the effect "after_attack: move dust -> self.aura attack.life_damage"
      And "tally" has the effect "on_use: move dust -> self.aura attack.life_damage"
      And the dust is 5

    @clause:C-9-1-3-2
    Scenario: unmodified, the after-attack effect reads the printed life damage 1
      Given A has aura 0
      And A holds gauge in hand
      When A uses "gauge"
      Then B has life 9
      And A has aura 1

    @clause:C-9-1-3-2
    Scenario: doubled and then raised by one, the after-attack effect reads the final 3, not 1 or 2
      Given A has aura 0
      And A has "totem" deployed with 1 crystal
      And A has "spur" deployed with 1 crystal
      And A holds gauge in hand
      When A uses "gauge"
      Then B has life 7
      And A has aura 3

    @clause:C-9-1-3-2
    Scenario: a reaction reads the final life damage of the attack it answers
      Given B has aura 0
      And A has "sigil" deployed with 1 crystal
      And A has "spur" deployed with 1 crystal
      And B holds tally in hand
      When A uses "slash"
      And B reacts with "tally"
      Then B has aura 4

  @clause:C-9-1-3-4
  Rule: a reserved effect resolves at its moment even if its card has left play, and only once

    Background:
      Given the test cards:
        | id    | type        | charge |
        | pact  | action      |        |
        | vow   | enhancement | 0      |
        | pyre  | enhancement | 0      |
        | leaf  | action      |        |
        | twig  | action      |        |
        | bark  | action      |        |
        | moss  | action      |        |
      And "pact" has the effect "on_use: reserve end_phase damage opponent.life 1"
      And "vow" has the effect "on_deploy: reserve end_phase damage opponent.life 1"
      And "pyre" has the effect "while_deployed@end_phase: damage opponent.life 1"

    @clause:C-9-1-3-4
    Scenario: booking does nothing yet; the card is already in the discard pile
      Given A holds pact in hand
      When A uses "pact"
      Then B has life 10
      And "pact" is in A's discard pile
      And the ruling cites "C 9-1-3-4"

    @clause:C-9-1-3-4
    Scenario: the booked effect resolves in the end phase although its card lies in the discard pile
      Given A holds pact in hand
      And B's deck is leaf, twig from the top
      When A uses "pact"
      And A ends the main phase
      Then B must decide reshuffle
      And B has life 9
      And the ruling cites "C 9-1-3-4"

    @clause:C-9-1-3-4
    Scenario: an enhancement destroyed at once still has its booked effect resolve in the end phase
      Given A holds vow in hand
      And B's deck is leaf, twig from the top
      When A uses "vow"
      Then "vow" is in A's discard pile
      When A ends the main phase
      Then B must decide reshuffle
      And B has life 9

    @clause:C-9-1-3-4 @clause:C-9-1-1-6
    Scenario: unlike a booked effect, an end-phase effect of a card no longer deployed does not resolve
      Given A holds pyre in hand
      And B's deck is leaf, twig from the top
      When A uses "pyre"
      Then "pyre" is in A's discard pile
      When A ends the main phase
      Then B must decide reshuffle
      And B has life 10

    @clause:C-9-1-3-4
    Scenario: the booked effect resolves once: not again at the following end phase
      Given A holds pact in hand
      And B's deck is leaf, twig from the top
      And A's deck is bark, moss from the top
      When A uses "pact"
      And A ends the main phase
      Then B has life 9
      When B does not reshuffle
      And B chooses a standard action
      And B ends the main phase
      Then the duel is at start_phase of turn 5 with A active
      And A must decide reshuffle
      And B has life 9

    @clause:C-9-1-3-4
    Scenario: an effect booked for the start phase survives the end of the turn and resolves once
      Given "leaf" has the effect "on_use: reserve start_phase damage opponent.life 1"
      And A holds leaf in hand
      And B's deck is twig, bark from the top
      When A uses "leaf"
      Then B has life 10
      When A ends the main phase
      And B does not reshuffle
      And B chooses a standard action
      And B ends the main phase
      Then the duel is at start_phase of turn 5 with A active
      And A must decide reshuffle
      And B has life 9

    @clause:C-9-1-3-4
    Scenario: with real cards, the arrow Pact of Glass books for the end phase resolves although the card lies in the discard pile
      Given a duel in A's main phase with a standard action
      And A has "Pact of Glass" (NA-16-yatsuha-O-N-6) in hand
      And A has aura 2, flare 1
      And B has flare 2
      When A uses "Pact of Glass"
      Then A has aura 3
      And B has flare 1
      And "Pact of Glass" is in A's discard pile
      When A ends the main phase
      Then A has aura 2
      And B has flare 2
