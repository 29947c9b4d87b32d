Feature: C 3 Deck construction
  Each player lays out one copy of every card their two goddesses may use (C 3-1) and secretly picks
  exactly seven normal cards and three trumps from it (C 3-2). A card of a goddess the player does not
  harbor is not in that player's pool, even when the opponent harbors her.

  Background:
    Given A chooses the goddesses "yurina" and "saine" with the test deck
    And B chooses the goddesses "himika" and "tokoyo" with the test deck

  @clause:C-3-2
  Rule: a deck is exactly seven normal cards and three trumps

    @clause:C-3-2 @clause:C-5-3
    Scenario: seven normal cards and three trumps, split between the goddesses at will, are accepted
      Given A's deck choice is yurina-n1, yurina-n2, yurina-n3, yurina-n4, yurina-n5, saine-n1, saine-n2, yurina-t1, yurina-t2, saine-t2
      When the duel is set up with seed 1
      Then the setup is accepted
      And A has 3 cards in hand
      And A has 4 cards in deck
      And A has 3 cards in trump zone

    @clause:C-3-2
    Scenario Outline: any other make-up of the deck is refused
      Given A's deck choice is <cards>
      When the duel is set up with seed 1
      Then the setup is refused citing "C 3-2"

      Examples: six normal cards and four trumps
        | cards                                                                                                            |
        | yurina-n1, yurina-n2, yurina-n3, saine-n1, saine-n2, saine-n3, yurina-t1, yurina-t2, saine-t1, saine-t2           |

      Examples: eight normal cards and two trumps
        | cards                                                                                                            |
        | yurina-n1, yurina-n2, yurina-n3, yurina-n4, saine-n1, saine-n2, saine-n3, saine-n4, yurina-t1, saine-t1           |

      Examples: seven normal cards and only two trumps
        | cards                                                                                                            |
        | yurina-n1, yurina-n2, yurina-n3, yurina-n4, saine-n1, saine-n2, saine-n3, yurina-t1, saine-t1                     |

      Examples: eight normal cards and three trumps
        | cards                                                                                                            |
        | yurina-n1, yurina-n2, yurina-n3, yurina-n4, saine-n1, saine-n2, saine-n3, saine-n4, yurina-t1, yurina-t2, saine-t1 |

    @clause:C-3-2
    Scenario: the second player's deck is held to the same make-up
      Given B's deck choice is himika-n1, himika-n2, himika-n3, himika-n4, tokoyo-n1, tokoyo-n2, himika-t1, himika-t2, tokoyo-t1
      When the duel is set up with seed 1
      Then the setup is refused citing "C 3-2"

    @clause:C-3-2
    Scenario: with real cards, seven normal cards and three trumps of the two goddesses are accepted
      Given A chooses the goddesses "yurina" and "saine"
      And A's deck choice is "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2), "Hilt Strike" (NA-01-yurina-O-N-3), "Overawe" (NA-01-yurina-O-N-6), "Swing Rush" (NA-02-saine-O-N-1), "Cut Down" (NA-02-saine-O-N-2), "Hilt Slam" (NA-02-saine-O-N-3), "Tsukikage Crush" (NA-01-yurina-O-S-1), "Rhythmic Arc" (NA-02-saine-O-S-1), "Resonant Beat" (NA-02-saine-O-S-2)
      And B chooses the goddesses "himika" and "tokoyo" with real cards, deck seed 2
      When the duel is set up with seed 1
      Then the setup is accepted
      And A has 3 cards in hand
      And A has 4 cards in deck
      And A has 3 cards in trump zone

    @clause:C-3-2
    Scenario: with real cards, six normal cards and four trumps are refused
      Given A chooses the goddesses "yurina" and "saine"
      And A's deck choice is "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2), "Hilt Strike" (NA-01-yurina-O-N-3), "Overawe" (NA-01-yurina-O-N-6), "Swing Rush" (NA-02-saine-O-N-1), "Cut Down" (NA-02-saine-O-N-2), "Tsukikage Crush" (NA-01-yurina-O-S-1), "Uranami Storm" (NA-01-yurina-O-S-2), "Rhythmic Arc" (NA-02-saine-O-S-1), "Resonant Beat" (NA-02-saine-O-S-2)
      And B chooses the goddesses "himika" and "tokoyo" with real cards, deck seed 2
      When the duel is set up with seed 1
      Then the setup is refused citing "C 3-2"

  @clause:C-3-1
  Rule: the deck is drawn from one copy of each card of the player's own goddesses

    @clause:C-3-1
    Scenario: the same card cannot be chosen twice
      Given A's deck choice is yurina-n1, yurina-n1, yurina-n3, yurina-n4, saine-n1, saine-n2, saine-n3, yurina-t1, yurina-t2, saine-t1
      When the duel is set up with seed 1
      Then the setup is refused citing "C 3-1"

    @clause:C-3-1
    Scenario: a card of a goddess only the opponent harbors is not in the player's pool
      Given A's deck choice is yurina-n1, yurina-n2, yurina-n3, yurina-n4, saine-n1, saine-n2, himika-n1, yurina-t1, yurina-t2, saine-t1
      When the duel is set up with seed 1
      Then the setup is refused citing "C 3-1"

    @clause:C-3-1 @clause:C-1-3
    Scenario: a card that is in no goddess's card list is refused
      Given A's deck choice is yurina-n1, yurina-n2, yurina-n3, yurina-n4, saine-n1, saine-n2, yurina-n9, yurina-t1, yurina-t2, saine-t1
      When the duel is set up with seed 1
      Then the setup is refused citing "C 1-3"
