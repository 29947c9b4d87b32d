Feature: SD-loss Losing the game
  A player loses when either condition holds: their life is 0 or less (SD-loss-1), or a turn of theirs
  starts with no card in the deck and none in the recursion zone, so that nothing can be drawn
  (SD-loss-2). Our readings: life starts at 20 unless the setup says otherwise; the deck is refilled from
  the recursion zone before the condition is looked at (SD-detail-recycle-2); a draw asked for by an
  effect from an empty deck draws nothing and loses nothing.

  Background:
    Given the cards:
      | id      | kind    | mark    | attack | health |
      | pikeman | soldier | recycle | 2      | 2      |
      | knight  | soldier | skull   | 3      | 3      |
      | scout   | action  | recycle |        |        |
    And "scout" does "draw 1"

  @clause:SD-loss-1
  Rule: life at 0 or less loses

    @clause:SD-loss-1
    Scenario: an attack bringing the opponent to exactly 0 wins
      Given a game in A's turn 3
      And B has life 2
      And A has "pikeman" in play
      When A attacks the opponent with "pikeman"
      Then B has life 0
      And A wins the game
      And the ruling cites "SD-loss-1"

    @clause:SD-loss-1
    Scenario: an attack bringing the opponent below 0 wins
      Given a game in A's turn 3
      And B has life 1
      And A has "knight" in play
      When A attacks the opponent with "knight"
      Then A wins the game

    @clause:SD-loss-1
    Scenario: at 1 life the game goes on
      Given a game in A's turn 3
      And B has life 3
      And A has "pikeman" in play
      When A attacks the opponent with "pikeman"
      Then B has life 1
      And the game goes on

    @clause:SD-loss-1
    Scenario: players start with 20 life unless the setup says otherwise
      Given A's deck for the game is pikeman x15
      And B's deck for the game is knight x15
      When the game is set up
      Then A has life 20
      And B has life 20

    @clause:SD-loss-1
    Scenario: the setup may name the starting life
      Given A's deck for the game is pikeman x15
      And B's deck for the game is knight x15
      And the game's starting life is 12
      When the game is set up
      Then A has life 12

  @clause:SD-loss-2
  Rule: a turn start with nothing to draw loses

    @clause:SD-loss-2
    Scenario: an empty deck and an empty recursion zone lose at the turn start
      Given a game in B's turn 4
      When B ends the turn
      Then B wins the game
      And the ruling cites "SD-loss-2"

    @clause:SD-loss-2 @clause:SD-detail-skull-2
    Scenario: cards in the graveyard do not save the player
      Given a game in B's turn 4
      And A's graveyard holds knight
      When B ends the turn
      Then B wins the game

    @clause:SD-loss-2 @clause:SD-detail-recycle-2
    Scenario: cards in the recursion zone refill the deck, and the game goes on
      Given a game in B's turn 4
      And A's recursion zone holds pikeman
      When B ends the turn
      Then the game goes on
      And A's "pikeman" is in hand

    @clause:SD-loss-2
    Scenario: a draw asked for by a card from an empty deck loses nothing
      Given a game in A's turn 3
      And A holds scout in hand
      When A casts "scout"
      Then the game goes on
      And A's hand holds 0 cards
      And A must decide "main"
