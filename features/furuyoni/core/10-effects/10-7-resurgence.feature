Feature: C 10-7 再起 (resurgence)
  Resurgence is a while-used effect that only trumps have: in its holder's end phase, if the
  condition written after it holds, the trump becomes unused again (C 10-7), going back to its
  holder's trump zone face down (C 10-17). It is checked in the end phase of the trump's holder
  only, and only then: the condition holding at another moment does nothing. Test cards write it
  "while_used: resurgence if <condition>".

  Background:
    Given the test cards:
      | id      | type   | category | cost |
      | phoenix | action | trump    | 0    |
      | leaf    | action |          |      |
    And "phoenix" has the effect "on_use: gain_concentration self 1"
    And "phoenix" has the effect "while_used: resurgence if self.hand == 0"

  @clause:C-10-7
  Rule: in its holder's end phase, with the condition holding, the trump becomes unused

    @clause:C-10-7
    Scenario: the holder's hand is empty in the holder's end phase, so the trump returns unused
      Given a duel in A's end phase
      And A has the used trump "phoenix"
      When the position is submitted
      Then "A:phoenix" is an unused trump

    @clause:C-10-7
    Scenario: with a card in the holder's hand the trump stays used
      Given a duel in A's end phase
      And A has the used trump "phoenix"
      And A holds leaf in hand
      When the position is submitted
      Then "A:phoenix" is a used trump

    @clause:C-10-7
    Scenario: with real cards, used Vermillion Field stays used in its holder's end phase while a card is in hand
      Given a duel in A's end phase
      And A has the used trump "Vermillion Field" (NA-03-himika-O-S-4)
      And A holds "Slash" (NA-01-yurina-O-N-1) in hand
      When the position is submitted
      Then "Vermillion Field" is a used trump

    @clause:C-10-7
    Scenario: with real cards, used Vermillion Field becomes unused in its holder's end phase with an empty hand
      Given a duel in A's end phase
      And A has the used trump "Vermillion Field" (NA-03-himika-O-S-4)
      When the position is submitted
      Then "Vermillion Field" is an unused trump

  @clause:C-10-7
  Rule: the condition is looked at in the holder's end phase only

    @clause:C-10-7
    Scenario: in the opponent's end phase the trump stays used
      Given a duel in B's end phase
      And A has the used trump "phoenix"
      When the position is submitted
      Then "A:phoenix" is a used trump

    @clause:C-10-7
    Scenario: the hand emptied during the main phase does not bring the trump back before the end phase
      Given a duel in A's main phase with a standard action
      And A has the used trump "phoenix"
      And A holds leaf in hand
      When A uses "leaf"
      Then A has 0 cards in hand
      And "A:phoenix" is a used trump

    @clause:C-10-7
    Scenario: reaching the end phase with an empty hand, the trump returns
      Given a duel in A's main phase with a standard action
      And A has the used trump "phoenix"
      When A ends the main phase
      Then "A:phoenix" is an unused trump
      And the ruling cites "C 10-7"

    @clause:C-10-7
    Scenario: with real cards, in the opponent's end phase used Vermillion Field stays used, its holder's hand empty
      Given a duel in B's end phase
      And A has the used trump "Vermillion Field" (NA-03-himika-O-S-4)
      When the position is submitted
      Then "Vermillion Field" is a used trump
