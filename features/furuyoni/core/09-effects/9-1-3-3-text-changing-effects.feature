Feature: C 9-1-3-3 Text-changing effects are fixed for a card in use
  Some effects change the text of other cards (C 6-2-1-7); the rules' example makes the arrows of its
  holder's cards two-way (Yatsuha's The Other Side of the Eight Mirrors; the test-card op
  `two_way_arrows`). For a card in 〈In-use〉, whether such an effect applies is settled as the card is
  used and stays so until its resolution ends: an effect that applied keeps applying although its
  condition stops holding meanwhile, and one that did not apply stays out although its condition comes
  to hold meanwhile. A reserved effect, in contrast, looks at the text-changing effects present when it
  resolves (C 9-1-3-4).

  Background:
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id     | type        | charge |
      | mirror | enhancement | 2      |
      | crack  | action      |        |
      | polish | action      |        |
      | pact   | action      |        |
      | leaf   | action      |        |
      | twig   | action      |        |
    And "mirror" has the effect "while_deployed: two_way_arrows"
    And "crack" has the effect "on_use: seal self.enhancements"
    And "crack" has the effect "on_use: move self.aura -> self.flare 1"
    And "polish" has the effect "on_use: use_card enhancement"
    And "polish" has the effect "on_use: move self.aura -> self.flare 1"
    And "pact" has the effect "on_use: reserve end_phase move self.aura -> self.flare 1"
    And A has aura 2, flare 1
    And the dust is 5

  @clause:C-9-1-3-3
  Scenario: two-way as the card is used, its arrow stays two-way after the effect leaves play
    Given A has "mirror" deployed with 2 crystals
    And A holds crack in hand
    When A uses "crack"
    And A chooses "mirror"
    Then "mirror" is sealed under "crack"
    And A must decide choose
    And the options are exactly choose forward, choose backward
    When A chooses "backward"
    Then A has aura 3, flare 0

  @clause:C-9-1-3-3
  Scenario: one-way as the card is used, its arrow stays one-way after the effect comes into play
    Given A holds polish, mirror in hand
    When A uses "polish"
    Then A must decide use_card
    When A uses "mirror"
    And A charges 2 from dust
    Then "mirror" is in A's enhancement zone
    And A has aura 1, flare 2

  @clause:C-9-1-3-4
  Scenario: a reserved arrow looks at the text-changing effects present when it resolves
    Given A holds pact, mirror in hand
    And B's deck is leaf, twig from the top
    When A uses "pact"
    And A uses "mirror"
    And A charges 2 from dust
    And A ends the main phase
    Then A must decide choose
    And the options are exactly choose forward, choose backward
    When A chooses "backward"
    Then A has aura 3, flare 0
