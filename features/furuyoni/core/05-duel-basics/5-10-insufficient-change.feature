Feature: C 5-10 Changing as much as possible
  When an effect (not a payment, see C 5-9) cannot be carried out in full, it is carried out as far
  as it goes: a move takes as many objects as the origin holds and as the destination can take, a
  selection takes as many as there are, a decrease stops at what there is, and an increase stops at
  the upper limit (C 5-10).

  Background:
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id     | type        | charge |
      | gather | action      |        |
      | calm   | action      |        |
      | rouse  | action      |        |
      | scorch | action      |        |
      | ward   | enhancement | 3      |
    And A holds gather, calm, rouse, scorch, ward in hand

  @clause:C-5-10
  Rule: a move takes as many crystals as the origin holds

    @clause:C-5-10 @clause:C-6-3
    Scenario: an arrow moving 3 from a dust of 1 moves that 1
      Given "gather" has the effect "on_use: move dust -> self.aura 3"
      And the dust is 1
      And A has aura 2
      When A uses "gather"
      Then A has aura 3
      And the dust is 0
      And the ruling cites "C 5-10"

    @clause:C-5-10
    Scenario: an arrow from an empty zone moves nothing and the card is still used
      Given "gather" has the effect "on_use: move dust -> self.aura 3"
      And the dust is 0
      And A has aura 2
      When A uses "gather"
      Then A has aura 2
      And "gather" is in A's discard pile

    @clause:C-5-10
    Scenario: aura damage larger than the aura takes what is there and nothing more
      Given "scorch" has the effect "on_use: damage opponent.aura 3"
      And B has aura 1, life 10
      When A uses "scorch"
      Then B has aura 0, life 10, flare 0
      And the dust is 1

    @clause:C-5-10 @clause:C-6-3
    Scenario: with real cards, Ukifune Serene's arrow of 5 from a dust of 3 (its cost of 2 included) moves those 3
      Given a duel in A's main phase with a standard action
      And A has the unused trump "Ukifune Serene" (NA-01-yurina-O-S-3)
      And A has aura 0, flare 2
      And the dust is 1
      When A uses "Ukifune Serene"
      Then A has aura 3, flare 0
      And the dust is 0
      And the ruling cites "C 5-10"

  @clause:C-5-10
  Rule: a move takes only as many crystals as the destination can hold

    @clause:C-5-10 @clause:C-6-3
    Scenario: an arrow moving 3 into an aura with room for 1 moves 1
      Given "gather" has the effect "on_use: move dust -> self.aura 3"
      And the dust is 5
      And A has aura 4
      When A uses "gather"
      Then A has aura 5
      And the dust is 4
      And the ruling cites "C 5-10"

    @clause:C-5-10
    Scenario: an arrow into a distance with room for 1 moves 1
      Given "gather" has the effect "on_use: move dust -> distance 3"
      And the dust is 5
      And the distance is 9
      When A uses "gather"
      Then the distance is 10
      And the dust is 4

    @clause:C-5-10 @clause:C-6-3
    Scenario: with real cards, Ukifune Serene's arrow of 5 into an aura with room for 1 moves 1
      Given a duel in A's main phase with a standard action
      And A has the unused trump "Ukifune Serene" (NA-01-yurina-O-S-3)
      And A has aura 4, flare 2
      And the dust is 5
      When A uses "Ukifune Serene"
      Then A has aura 5, flare 0
      And the dust is 6
      And the ruling cites "C 5-10"

  @clause:C-5-10
  Rule: a decrease stops at zero and an increase stops at the limit

    @clause:C-5-10
    Scenario: losing 2 concentration with 1 leaves 0
      Given "calm" has the effect "on_use: lose_concentration self 2"
      And A has concentration 1
      When A uses "calm"
      Then A has concentration 0

    @clause:C-5-10
    Scenario: gaining 2 concentration with 1 stops at the limit of 2
      Given "rouse" has the effect "on_use: gain_concentration self 2"
      And A has concentration 1
      When A uses "rouse"
      Then A has concentration 2

  @clause:C-5-10
  Rule: a charge that cannot be fully gathered takes what there is

    @clause:C-5-10 @clause:C-6-3
    Scenario: a charge of 3 with 1 crystal in aura and none in dust deploys with 1
      Given A has aura 1
      And the dust is 0
      When A uses "ward"
      Then "ward" is in A's enhancement zone
      And "ward" has 1 crystal
      And A has aura 0
      And the ruling cites "C 5-10"

    @clause:C-5-10
    Scenario: a charge that can be gathered in full takes exactly the charge
      Given A has aura 5
      And the dust is 0
      When A uses "ward"
      Then "ward" has 3 crystals
      And A has aura 2
      And the ruling does not cite "C 5-10"
