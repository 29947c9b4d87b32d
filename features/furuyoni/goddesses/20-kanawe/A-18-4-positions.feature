@goddess:kanawe
Feature: A 18-3, 18-4 Kanawe's information and zones in a position
  A position is refused when it breaks what A 18 says of Kanawe's story and zones: the mask stands on
  an act of her board; her 〈Plan〉 holds at most one plan card, whose crystal lies in one of its boxes
  short of the rightmost (reaching it achieves the plan); 〈Plan〉 and 〈Achieved〉 hold plan cards only;
  and only a player harboring her has a story.

  Background:
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id   | type   |
      | leaf | action |

  @clause:A-18-4-1
  Scenario: two prepared plan cards are refused
    Given A harbors Kanawe with the mask on act "O"
    And A's plan zone holds "Beat" (NA-20-kanawe-O-P-3), "A Vista" (NA-20-kanawe-O-P-4)
    When the position is submitted
    Then the position is refused citing "A 18-4-1"

  @clause:A-18-2-1-6
  Scenario: a crystal in the rightmost box is refused: the plan would already be achieved
    Given A harbors Kanawe with the mask on act "O"
    And A's prepared plan is "Beat" (NA-20-kanawe-O-P-3) on its will side with its crystal in box 2
    When the position is submitted
    Then the position is refused citing "A 18-2-1-6"

  @clause:A-18-2-1-6
  Scenario: the same box on the front side, which has three, is accepted
    Given A harbors Kanawe with the mask on act "O"
    And A's prepared plan is "Beat" (NA-20-kanawe-O-P-3) on its front side with its crystal in box 2
    When the position is submitted
    Then the position is accepted

  @clause:A-18-3-1
  Scenario: the mask on an act the board does not have is refused
    Given A harbors Kanawe with the mask on act "6A"
    When the position is submitted
    Then the position is refused citing "A 18-3"

  @clause:A-18-4-2
  Scenario: a card that is not a plan card in 〈Achieved〉 is refused
    Given A harbors Kanawe with the mask on act "O"
    And A's achieved zone holds leaf
    When the position is submitted
    Then the position is refused citing "A 18-4"

  @clause:A-18-3-1
  Scenario: a story for a player not harboring Kanawe is refused
    Given A harbors Kanawe with the mask on act "O"
    And A harbors "yurina" and "saine"
    When the position is submitted
    Then the position is refused citing "A 18-3"
