Feature: C 10-13 Ending the phase
  When an "end the phase" effect resolves, whatever the current phase still had to resolve is
  dropped, and before the phase ends the board is cleaned up: a card in 〈In use〉 goes to
  〈Enhancement〉 if it is an enhancement, otherwise to its holder's discard pile (a normal card) or
  back to its holder's trump zone as used (a trump); every attack in 〈Attacking〉 is removed; and
  an enhancement without a crystal goes to its holder's discard pile or trump zone (used) without
  its on-destruction effects resolving (C 10-13). The phase then ends and the duel goes on with
  the next phase.
  An "end the phase" resolving while another one is being resolved is ignored; nothing resolves
  during this engine's clean-up, so that case cannot arise here.

  Background:
    Given a duel in A's main phase with a standard action
    And the distance is 4
    And the test cards:
      | id      | type        | category | subtype  | range | damage | charge | cost |
      | halt    | action      |          |          |       |        |        |      |
      | decree  | action      | trump    |          |       |        |        | 0    |
      | bastion | enhancement |          |          |       |        | 2      |      |
      | hollow  | enhancement |          |          |       |        | 1      |      |
      | shrine  | enhancement | trump    |          |       |        | 1      | 0    |
      | stop    | action      |          | reaction |       |        |        |      |
      | slash   | attack      |          |          | 3-5   | -/2    |        |      |
      | leaf    | action      |          |          |       |        |        |      |
    And "halt" has the effect "on_use: end_phase"
    And "halt" has the effect "on_use: draw self 1"
    And "decree" has the effect "on_use: end_phase"
    And "bastion" has the effect "on_deploy: end_phase"
    And "hollow" has the effect "on_deploy: move this -> dust 1"
    And "hollow" has the effect "on_deploy: end_phase"
    And "hollow" has the effect "on_destroy: gain_concentration self 1"
    And "shrine" has the effect "on_deploy: move this -> dust 1"
    And "shrine" has the effect "on_deploy: end_phase"
    And "stop" has the effect "on_use: end_phase"
    And "slash" has the effect "after_attack: gain_concentration self 1"
    And A has concentration 0, aura 3
    And A's deck is leaf from the top

  @clause:C-10-13
  Rule: what was left to resolve in the phase is dropped and the phase ends

    @clause:C-10-13
    Scenario: the card's effect printed after "end the phase" does not resolve and the main phase is over
      Given A holds halt in hand
      When A uses "halt"
      Then A has 0 cards in hand
      And "leaf" is on top of A's deck
      And the duel is at start_phase of turn 4 with B active
      And the ruling cites "C 10-13"

    @clause:C-10-13
    Scenario: with real cards, Centrifugal Swing ends the phase: its card goes to the discard pile and the turn passes
      Given a duel in A's main phase with a standard action
      And A has "Centrifugal Swing" (NA-08-hagane-O-N-1) in hand
      And A holds "Slash" (NA-01-yurina-O-N-1) in hand
      And the turn-start distance was 2
      And the distance is 4
      And A has concentration 2
      And B has aura 5, life 10
      When A uses "Centrifugal Swing"
      And B takes the damage on aura
      Then "Centrifugal Swing" is in A's discard pile
      And "Slash" is in A's face-down pile
      And A has concentration 0
      And the duel is at start_phase of turn 4 with B active
      And the ruling cites "C 10-13"

  @clause:C-10-13
  Rule: the cards in 〈In use〉 are put away by their type and category

    @clause:C-10-13
    Scenario: a normal action card in use goes to its holder's discard pile
      Given A holds halt in hand
      When A uses "halt"
      Then "halt" is in A's discard pile

    @clause:C-10-13
    Scenario: a trump in use goes back to its holder's trump zone, used
      Given A has the unused trump "decree"
      When A uses "decree"
      Then "A:decree" is a used trump

    @clause:C-10-13
    Scenario: an enhancement in use with its crystals goes to the enhancement zone
      Given the dust is 2
      And A holds bastion in hand
      When A uses "bastion"
      And A charges 2 from dust
      Then "bastion" is in A's enhancement zone
      And "bastion" has 2 crystals

  @clause:C-10-13
  Rule: an enhancement left without crystals goes away without its on-destruction effects

    @clause:C-10-13
    Scenario: a normal enhancement without crystals goes to the discard pile, its on-destruction effect unresolved
      Given the dust is 1
      And A holds hollow in hand
      When A uses "hollow"
      And A charges 1 from dust
      Then "hollow" is in A's discard pile
      And A has concentration 0
      And the ruling does not cite "C 9-5"

    @clause:C-10-13
    Scenario: a trump enhancement without crystals goes back to the trump zone, used
      Given the dust is 1
      And A has the unused trump "shrine"
      When A uses "shrine"
      And A charges 1 from dust
      Then "A:shrine" is a used trump

  @clause:C-10-13
  Rule: the attacks in 〈Attacking〉 are removed

    @clause:C-10-13
    Scenario: a reaction that ends the phase removes the attack before its damage and after-attack effects
      Given B holds stop in hand
      And A holds slash in hand
      When A uses "slash"
      And B reacts with "stop"
      Then B has life 10
      And A has concentration 0
      And "slash" is in A's discard pile
      And "stop" is in B's discard pile
      And the duel is at start_phase of turn 4 with B active
