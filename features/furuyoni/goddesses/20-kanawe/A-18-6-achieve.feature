@goddess:kanawe
Feature: A 18-6 Achieving a plan; A 18-3-1 the colours of the acts
  When the plan's crystal reaches its rightmost box (a face of N achievements has N + 1 boxes), the
  crystal goes to 〈Dust〉 and the card to 〈Achieved〉; the mask token moves down one line of the story
  board, she choosing where several lead: a line with a trial only for a plan that held will (achieved
  face down), a line without one only for a plan that did not; with no line to take the mask stays.
  Then the colour of the act it reached resolves (A 18-3-1): red, 1 damage to the opponent's life;
  purple, she may perform a basic action; green, a card of her face-down pile to the bottom of her
  deck; the final act, she wins. The board's acts and lines are our transcription (decision on A 18-3-1).

  Background:
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id     | type   | range | damage |
      | strike | attack | 0-10  | 1/1    |
      | heavy  | attack | 0-10  | 2/2    |
      | leaf   | action |       |        |
    And B's deck is leaf, leaf from the top
    And B has aura 0, life 10
    And the dust is 0

  @clause:A-18-6 @clause:A-18-3-1 @card:NA-20-kanawe-O-P-3
  Scenario: Beat reaches its third box: achieved, the mask goes down a line she picks, a red act deals 1 damage
    Given A harbors Kanawe with the mask on act "O"
    And A's prepared plan is "Beat" (NA-20-kanawe-O-P-3) on its front side with its crystal in box 2
    And A holds strike in hand
    When A uses "strike"
    And A ends the main phase
    Then the options are exactly choose 1A, choose 1B, choose 2C
    When A chooses "1A"
    Then A's mask is on act "1A"
    And "Beat" is in A's achieved zone
    And A has no prepared plan
    And the dust is 1
    And B has life 8
    And the ruling cites "A 18-6"

  @clause:A-18-6 @card:NA-20-kanawe-O-P-3
  Scenario: a plan holding will takes the line with a trial, the only one it may take
    Beat's will side asks for one achievement (two boxes). From act 2B only the line to 3C bears a
    trial; 3C is yellow, with no effect as the mask arrives.
    Given A harbors Kanawe with the mask on act "2B"
    And A's prepared plan is "Beat" (NA-20-kanawe-O-P-3) on its will side with its crystal in box 1
    And A holds heavy in hand
    When A uses "heavy"
    And A ends the main phase
    Then A's mask is on act "3C"
    And "Beat" is in A's achieved zone
    And B has life 8

  @clause:A-18-6 @card:NA-20-kanawe-O-P-3
  Scenario: a plan holding will with no trial below: the plan is achieved but the mask stays
    Given A harbors Kanawe with the mask on act "O"
    And A's prepared plan is "Beat" (NA-20-kanawe-O-P-3) on its will side with its crystal in box 1
    And A holds heavy in hand
    When A uses "heavy"
    And A ends the main phase
    Then A's mask is on act "O"
    And "Beat" is in A's achieved zone
    And the dust is 1
    And B has life 8

  @clause:A-18-6 @card:NA-20-kanawe-O-P-3
  Scenario: a plan without will cannot take a line with a trial: from 5A the mask stays
    Given A harbors Kanawe with the mask on act "5A"
    And A's prepared plan is "Beat" (NA-20-kanawe-O-P-3) on its front side with its crystal in box 2
    And A holds strike in hand
    When A uses "strike"
    And A ends the main phase
    Then A's mask is on act "5A"
    And B has life 9
    And the duel goes on

  @clause:A-18-6 @clause:A-18-3-1 @card:NA-20-kanawe-O-P-3
  Scenario: the final act: she wins
    Given A harbors Kanawe with the mask on act "5A"
    And A's prepared plan is "Beat" (NA-20-kanawe-O-P-3) on its will side with its crystal in box 1
    And A holds heavy in hand
    When A uses "heavy"
    And A ends the main phase
    Then A's mask is on act "F"
    And A wins

  @clause:A-18-3-1 @card:NA-20-kanawe-O-P-3
  Scenario: a green act: a card of her face-down pile to the bottom of her deck
    Given A harbors Kanawe with the mask on act "O"
    And A's prepared plan is "Beat" (NA-20-kanawe-O-P-3) on its front side with its crystal in box 2
    And A's face-down pile holds leaf
    And A's deck is heavy from the top
    And A holds strike in hand
    When A uses "strike"
    And A ends the main phase
    And A chooses "1B"
    Then A's mask is on act "1B"
    And the options are exactly choose leaf
    When A chooses "leaf"
    Then "leaf" is at the bottom of A's deck
    And A has 0 cards in face-down pile

  @clause:A-18-3-1 @card:NA-20-kanawe-O-P-3
  Scenario: a purple act: she may perform one basic action
    Given A harbors Kanawe with the mask on act "1A"
    And A's prepared plan is "Beat" (NA-20-kanawe-O-P-3) on its front side with its crystal in box 2
    And A holds strike in hand
    And the distance is 5
    When A uses "strike"
    And A ends the main phase
    And A chooses "2B"
    Then A's mask is on act "2B"
    And A must decide basic_action
    When A performs advance by the effect
    Then the distance is 4


  @clause:A-18-6 @clause:A-18-3-1 @card:NA-20-kanawe-O-P-3
  Scenario: with real cards, Beat reaches its third box after Slash: achieved, the mask goes down the line she picks, a red act deals 1 damage
    Given a duel in A's main phase with a standard action
    And B's deck is "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2) from the top
    And B has aura 0, life 10
    And the dust is 0
    And the distance is 4
    And A harbors Kanawe with the mask on act "O"
    And A's prepared plan is "Beat" (NA-20-kanawe-O-P-3) on its front side with its crystal in box 2
    And A holds "Slash" (NA-01-yurina-O-N-1) in hand
    When A uses "Slash"
    And A ends the main phase
    Then the options are exactly choose 1A, choose 1B, choose 2C
    When A chooses "1A"
    Then A's mask is on act "1A"
    And "Beat" is in A's achieved zone
    And A has no prepared plan
    And the dust is 1
    And B has life 8
    And the ruling cites "A 18-6"
