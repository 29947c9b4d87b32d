Feature: C 4-1 Setting up and starting the duel
  Setup, in order: ten crystals on the distance, three on each aura and ten on each life; each player's
  seven normal cards become the deck and the three trumps, all unused, the trump zone, while the cards
  left out in deck construction go out of the game face down; one player, chosen at random, becomes the
  active player; both shuffle and draw three. Then, the active player first, each player may put any
  number of hand cards under the deck in an order of their choice and draw as many. Finally the active
  player's concentration is set to 0 and the other player's to 1, and turn 1 begins (C 4-1).
  A player's deck is the ten cards chosen in deck construction (C 5-3); each card belongs to the player
  who prepared it (C 5-4).

  @clause:C-4-1
  Rule: the board, the decks and the opening hands

    Background:
      Given A chooses the goddesses "yurina" and "saine" with the test deck
      And B chooses the goddesses "himika" and "tokoyo" with the test deck

    @clause:C-4-1
    Scenario: the crystals start on the distance, the auras and the lives
      When the duel is set up with seed 1
      Then the setup is accepted
      And the distance is 10
      And the dust is 0
      And A has life 10, aura 3, flare 0
      And B has life 10, aura 3, flare 0

    @clause:C-4-1 @clause:C-5-3
    Scenario: the seven normal cards are shuffled into the deck, three of them drawn, and the trumps wait unused
      When the duel is set up with seed 1
      Then A has 3 cards in hand
      And A has 4 cards in deck
      And every A trump is unused in the trump zone
      And B has 3 cards in hand
      And B has 4 cards in deck
      And every B trump is unused in the trump zone

    @clause:C-4-1 @clause:C-5-3 @clause:C-5-4
    Scenario: the cards not chosen in deck construction are out of the game face down, with their own player
      When the duel is set up with seed 1
      Then A's unchosen cards are out of game face-down
      And B's unchosen cards are out of game face-down
      And A has 4 cards in out-of-game zone
      And "A:yurina-n4" is in A's out-of-game zone
      And "A:saine-t2" is in A's out-of-game zone
      And "A:saine-t1" is in A's trump zone
      And "B:tokoyo-t2" is in B's out-of-game zone
      And "B:himika-t2" is in B's trump zone

    @clause:C-4-1
    Scenario: the deck is shuffled before the opening hand is drawn
      When the duel is set up with seed 1
      Then with seeds 0 to 20 A's opening hand is not always the same

    @clause:C-4-1
    Scenario: the first active player is chosen at random
      When the duel is set up with seed 1
      Then with seeds 0 to 20 both players go first at least once

    @clause:C-4-1 @clause:C-5-1-1
    Scenario: the active player is the first to decide the mulligan
      When the duel is set up with seed 7
      Then the active player must decide mulligan
      When the active player keeps the hand
      Then the non-active player must decide mulligan

    @clause:C-4-1 @clause:C-5-1-1
    Scenario: after both mulligans the active player has concentration 0, the other 1, and turn 1 begins
      When the duel is set up with seed 3
      And the active player keeps the hand
      And the non-active player keeps the hand
      Then the active player has concentration 0
      And the non-active player has concentration 1
      And the active player must decide action_kind
      And the ruling cites "C 4-1"

    @clause:C-4-1
    Scenario: with real cards, the board is set, the chosen cards dealt, the trumps unused and the rest out of game
      Given A chooses the goddesses "yurina" and "saine"
      And A's deck choice is "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2), "Hilt Strike" (NA-01-yurina-O-N-3), "Overawe" (NA-01-yurina-O-N-6), "Swing Rush" (NA-02-saine-O-N-1), "Cut Down" (NA-02-saine-O-N-2), "Hilt Slam" (NA-02-saine-O-N-3), "Tsukikage Crush" (NA-01-yurina-O-S-1), "Rhythmic Arc" (NA-02-saine-O-S-1), "Resonant Beat" (NA-02-saine-O-S-2)
      And B chooses the goddesses "himika" and "tokoyo" with real cards, deck seed 2
      When the duel is set up with seed 1
      Then the setup is accepted
      And the distance is 10
      And the dust is 0
      And A has life 10, aura 3, flare 0
      And B has life 10, aura 3, flare 0
      And A has 3 cards in hand
      And A has 4 cards in deck
      And every A trump is unused in the trump zone
      And "Tsukikage Crush" is in A's trump zone
      And A's unchosen cards are out of game face-down
      And A has 12 cards in out-of-game zone
      And "A:NA-01-yurina-O-S-2" is in A's out-of-game zone

    @clause:C-4-1 @clause:C-5-1-1 @clause:C-5-1-2
    Scenario: with real cards, the active player decides the mulligan first; then concentrations are 0 and 1
      Given A chooses the goddesses "yurina" and "saine" with real cards, deck seed 1
      And B chooses the goddesses "himika" and "tokoyo" with real cards, deck seed 2
      When the duel is set up with seed 3
      Then the active player must decide mulligan
      When the active player keeps the hand
      Then the non-active player must decide mulligan
      When the non-active player keeps the hand
      Then the active player has concentration 0
      And the non-active player has concentration 1
      And the active player must decide action_kind
      And the ruling cites "C 4-1"

  @clause:C-4-1
  Rule: the mulligan

    Background:
      Given a duel at the mulligan with B active
      And the test cards:
        | id | type   |
        | n1 | action |
        | n2 | action |
        | n3 | action |
        | n4 | action |
        | n5 | action |
        | n6 | action |
        | n7 | action |
      And A holds n1, n2, n3 in hand
      And A's deck is n4, n5, n6, n7 from the top
      And B holds n1, n2, n3 in hand
      And B's deck is n4, n5, n6, n7 from the top

    @clause:C-4-1
    Scenario: the non-active player cannot decide before the active player
      Then B must decide mulligan
      When A tries to keep the hand
      Then the action is illegal citing "C 4-1"

    @clause:C-4-1
    Scenario Outline: the chosen cards go under the deck in the chosen order and as many are drawn from the top
      When B mulligans <cards>
      Then B's deck is <deck> from the top
      And B has 3 cards in hand
      And "n3" is in B's hand
      And "n4" is in B's hand
      And "n5" is in B's hand
      And A must decide mulligan

      Examples:
        | cards  | deck           |
        | n1, n2 | n6, n7, n1, n2 |
        | n2, n1 | n6, n7, n2, n1 |

    @clause:C-4-1
    Scenario: the whole hand may be put back
      When B mulligans n3, n1, n2
      Then B's deck is n7, n3, n1, n2 from the top
      And B has 3 cards in hand
      And "n6" is in B's hand

    @clause:C-4-1
    Scenario: keeping the hand changes neither hand nor deck
      When B keeps the hand
      Then B's deck is n4, n5, n6, n7 from the top
      And "n1" is in B's hand
      And A must decide mulligan

    @clause:C-4-1
    Scenario: only cards from the hand can be put back
      When B tries to mulligan n4
      Then the action is illegal citing "C 4-1"

    @clause:C-4-1
    Scenario: the second player mulligans after the first, then the duel starts
      When B keeps the hand
      And A mulligans n3
      Then A's deck is n5, n6, n7, n3 from the top
      And "n4" is in A's hand
      And the duel is at main_start of turn 1 with B active

    @clause:C-4-1
    Scenario: a player who has decided cannot mulligan again
      When B mulligans n1
      And B tries to keep the hand
      Then the action is illegal citing "C 4-1"

    @clause:C-4-1 @clause:C-5-1-2
    Scenario: concentration is set to 0 for the active player and 1 for the other, whatever it was
      Given A has concentration 0
      And B has concentration 2
      When B keeps the hand
      And A keeps the hand
      Then B has concentration 0
      And A has concentration 1
      And the duel is at main_start of turn 1 with B active
      And the ruling cites "C 4-1"

    @clause:C-4-1
    Scenario: with real cards, the chosen cards go under the deck in the chosen order and as many are drawn
      Given a duel at the mulligan with B active
      And B holds "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2), "Hilt Strike" (NA-01-yurina-O-N-3) in hand
      And B's deck is "Swing Rush" (NA-02-saine-O-N-1), "Cut Down" (NA-02-saine-O-N-2), "Hilt Slam" (NA-02-saine-O-N-3), "Outclass" (NA-02-saine-O-N-4) from the top
      When B mulligans "Brandish", "Slash"
      Then B's deck is "Hilt Slam", "Outclass", "Brandish", "Slash" from the top
      And B has 3 cards in hand
      And "Hilt Strike" is in B's hand
      And "Swing Rush" is in B's hand
      And "Cut Down" is in B's hand
      And A must decide mulligan
