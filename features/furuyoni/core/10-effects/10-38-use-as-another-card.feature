Feature: C 10-38 Using a card as another card
  An effect may let a card be used as another, named card. Used so, the card has, for the whole of
  its use, all the information of the named card instead of its own — its type, range, damage and
  text, and its name too — and its use is legal or not as the named card's would be.

  Background:
    Given a duel in A's main phase with a standard action
    And the distance is 3
    And the test cards:
      | id       | type   | range | damage |
      | slash    | attack | 3-4   | 2/1    |
      | guardian | attack | 0-10  | 1/1    |
      | mimic    | action |       |        |
      | jab      | action |       |        |
    And "slash" has the effect "after_attack: exchange slash guardian"
    And "mimic" has the effect "constant: use_as slash"
    And "mimic" has the effect "on_use: gain_concentration self 1"
    And A has concentration 0
    And B has aura 5
    And A holds mimic, jab in hand

  @clause:C-10-38
  Scenario: the card can be used as itself or as the named card
    When the position is submitted
    Then the options include use mimic, use mimic as slash

  @clause:C-10-38
  Scenario: used as the attack card, it makes that card's attack and not its own effect
    When A uses "mimic" as "slash"
    Then the ruling cites "C 10-38"
    And B must decide damage
    When B takes the damage on aura
    Then B has aura 3
    And A has concentration 0

  @clause:C-10-38
  Scenario: its use is judged as the named card's: out of that card's range it cannot be used
    Given the distance is 6
    When A tries to use "mimic" as "slash"
    Then the action is illegal citing "C 9-4-1"

  @clause:C-10-38
  Scenario: it bears the named card's name, so the named card's exchange finds it
    Given A's extra zone holds guardian
    When A uses "mimic" as "slash"
    And B takes the damage on life
    Then "mimic" is in A's extra zone
    And "guardian" is in A's discard pile

  @clause:C-10-38
  Scenario: a card without such an effect cannot be used as another card
    When A tries to use "jab" as "slash"
    Then the action is illegal citing "C 10-38"
