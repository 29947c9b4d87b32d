Feature: C 10-2 Reversed arrows
  "The arrows are reversed" is a modification given to arrow effects: an arrow so modified resolves
  with the roles of its two zones swapped, the right zone giving and the left zone receiving
  (C 10-2). Our test cards carry it as an effect in force, "reverse_arrows", which reverses the
  arrows printed on its own card (as a real card reverses "the arrows on this card" under a
  condition); other cards' arrows are untouched.

  Background:
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id    | type   |
      | bind  | action |
      | twist | action |
      | gust  | action |
    And "bind" has the effect "constant: reverse_arrows"
    And "bind" has the effect "on_use: move dust -> self.aura 2"
    And "twist" has the effect "constant: reverse_arrows if self.life <= 5"
    And "twist" has the effect "on_use: move distance -> self.aura 1"
    And "gust" has the effect "on_use: move distance -> self.aura 1"

  @clause:C-10-2
  Rule: a reversed arrow moves from its right zone to its left zone

    @clause:C-10-2
    Scenario: the reversed arrow takes crystals from the aura and puts them in the dust
      Given the dust is 0
      And A has aura 3
      And A holds bind in hand
      When A uses "bind"
      Then A has aura 1
      And the dust is 2
      And the ruling cites "C 10-2"

    @clause:C-10-2
    Scenario: while its condition holds the reversal applies
      Given A has life 5, aura 3
      And the distance is 5
      And A holds twist in hand
      When A uses "twist"
      Then A has aura 2
      And the distance is 6

    @clause:C-10-2
    Scenario: when the reversal is not in force the arrow runs as printed
      Given A has life 6, aura 3
      And the distance is 5
      And A holds twist in hand
      When A uses "twist"
      Then A has aura 4
      And the distance is 4
      And the ruling does not cite "C 10-2"

    @clause:C-10-2
    Scenario: a reversal of one card's arrows leaves another card's arrow as printed
      Given A has aura 3
      And the distance is 5
      And A holds gust, bind in hand
      When A uses "gust"
      Then A has aura 4
      And the distance is 4

    @clause:C-10-2
    Scenario: with real cards, Bind deployed with the umbrella open runs its arrow from the dust to the distance
      Given a duel in A's main phase with a standard action
      And A's umbrella is open
      And A has "Bind" (NA-06-yukihi-O-N-7) in hand
      And A has aura 3
      And the distance is 4
      And the dust is 1
      When A uses "Bind"
      And A charges 0 from dust
      Then the distance is 5
      And the dust is 0
      And the ruling cites "C 10-2"

    @clause:C-10-2
    Scenario: with real cards, Bind deployed with the umbrella closed runs its arrow as printed
      Given a duel in A's main phase with a standard action
      And A's umbrella is closed
      And A has "Bind" (NA-06-yukihi-O-N-7) in hand
      And A has aura 3
      And the distance is 4
      And the dust is 1
      When A uses "Bind"
      And A charges 0 from dust
      Then the distance is 3
      And the dust is 2
