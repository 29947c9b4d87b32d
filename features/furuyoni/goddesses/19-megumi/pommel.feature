@goddess:megumi
Feature: Megumi's Pommel Thrust answering an attack: the opponent's next basic action resolves nothing
  Used as a reaction in the opponent's turn while Megumi has an enhancement deployed, Pommel Thrust
  leaves the opponent's next basic action of that turn without effect: it is performed and paid for,
  and nothing moves.

  Background:
    Given a duel in B's main phase with a standard action
    And A harbors Megumi with soil 5 ungerminated and 0 germinated
    And the test cards:
      | id   | type        | range | damage | charge |
      | jab  | attack      | 0-10  | 1/1    |        |
      | ward | enhancement |       |        | 1      |
    And the distance is 3
    And the dust is 2
    And A has aura 5, life 10
    And B has aura 4, life 10, concentration 2
    And A has "Pommel Thrust" (NA-19-megumi-O-N-4) in hand
    And B holds jab in hand

  @card:NA-19-megumi-O-N-4 @clause:C-9-6
  Scenario: Pommel Thrust (NA-19-megumi-O-N-4) with an enhancement deployed voids the opponent's next basic action of the turn
    Given A has "ward" deployed with 1 crystal
    When B uses "jab"
    And A reacts with "Pommel Thrust"
    And B takes the damage on aura
    And A takes the damage on aura
    Then the distance is 4
    And B has aura 3
    When B performs advance paying concentration
    Then B has concentration 1
    And the distance is 4
    And B has aura 3
    When B performs advance paying concentration
    Then the distance is 3
    And B has aura 4, concentration 0

  @card:NA-19-megumi-O-N-4 @clause:C-9-6
  Scenario: Pommel Thrust (NA-19-megumi-O-N-4) without an enhancement deployed leaves the basic actions alone
    When B uses "jab"
    And A reacts with "Pommel Thrust"
    And B takes the damage on aura
    And A takes the damage on aura
    When B performs advance paying concentration
    Then the distance is 3
    And B has aura 4, concentration 1

  @clause:C-9-6
  Scenario: Two effects voiding "the next basic action" both name the same one: the basic action after it resolves
    As two resolutions of Flail both reach the same next enhancement (the official FAQ, Megumi: Flail),
    two effects resolved this turn that void the next basic action both spend themselves on it.
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id   | type   |
      | stun | action |
      | daze | action |
    And "stun" has the effect "on_use: void_basic_action self"
    And "daze" has the effect "on_use: void_basic_action self"
    And A holds stun, daze in hand
    And the distance is 5
    And A has aura 2, concentration 2
    When A uses "stun"
    And A uses "daze"
    And A performs advance paying concentration
    Then the distance is 5
    And A has aura 2, concentration 1
    When A performs advance paying concentration
    Then the distance is 4
    And A has aura 3, concentration 0
