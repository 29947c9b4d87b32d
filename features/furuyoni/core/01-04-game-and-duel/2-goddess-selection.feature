Feature: C 2 Goddess selection
  Each player openly picks two goddesses whose numbers in the goddess list differ; a goddess and her
  Another versions share a number, so they can never be picked together (C 2-1). Only goddesses the
  list of Appendix 1 marks as selectable may be picked (C 2-2): Kodama, Kiriko, Zanka and Ouka appear
  there but cannot be picked, and a goddess of a later season (Innealra) is not in this edition's list.
  The two players' choices are independent: both may harbor the same goddess.

  @clause:C-2-1
  Rule: a player's two goddesses must have different numbers

    @clause:C-2-1
    Scenario: two goddesses with different numbers are accepted and shown to both players
      Given A chooses the goddesses "yurina" and "saine" with the test deck
      And B chooses the goddesses "himika" and "tokoyo" with the test deck
      When the duel is set up with seed 1
      Then the setup is accepted
      And A harbors the goddesses "yurina" and "saine"
      And B harbors the goddesses "himika" and "tokoyo"

    @clause:C-2-1
    Scenario Outline: a goddess cannot be paired with one of her own versions
      Given A chooses the goddesses "<first>" and "<second>" with the test deck
      And B chooses the goddesses "himika" and "tokoyo" with the test deck
      When the duel is set up with seed 1
      Then the setup is refused citing "C 2-1"

      Examples:
        | first     | second      |
        | yurina    | yurina-a1   |
        | yurina-a1 | yurina-a2   |
        | kururu-a2 | kururu      |
        | yatsuha   | yatsuha-aa1 |

    @clause:C-2-1
    Scenario: the same goddess cannot be picked twice
      Given A chooses the goddesses "oboro" and "oboro" with the test deck
      And B chooses the goddesses "himika" and "tokoyo" with the test deck
      When the duel is set up with seed 1
      Then the setup is refused citing "C 2-1"

    @clause:C-2-1
    Scenario: the second player is bound by the same rule
      Given A chooses the goddesses "yurina" and "saine" with the test deck
      And B chooses the goddesses "tokoyo-a1" and "tokoyo" with the test deck
      When the duel is set up with seed 1
      Then the setup is refused citing "C 2-1"

    @clause:C-2-1
    Scenario: a player cannot harbor only one goddess
      Given A chooses only the goddess "yurina" with the test deck
      And B chooses the goddesses "himika" and "tokoyo" with the test deck
      When the duel is set up with seed 1
      Then the setup is refused citing "C 2-1"

    @clause:C-2-1
    Scenario: a player cannot harbor three goddesses
      Given A chooses three goddesses "yurina", "saine" and "oboro" with the test deck
      And B chooses the goddesses "himika" and "tokoyo" with the test deck
      When the duel is set up with seed 1
      Then the setup is refused citing "C 2-1"

    @clause:C-2-1
    Scenario: Another versions of two different goddesses may be paired
      Given A chooses the goddesses "yurina-a1" and "saine-a2" with the test deck
      And B chooses the goddesses "himika" and "tokoyo" with the test deck
      When the duel is set up with seed 1
      Then the setup is accepted
      And A harbors the goddesses "yurina-a1" and "saine-a2"

    @clause:C-2-1 @clause:C-5-4
    Scenario: both players may harbor the same goddesses, each with their own cards
      Given A chooses the goddesses "yurina" and "saine" with the test deck
      And B chooses the goddesses "yurina" and "saine" with the test deck
      When the duel is set up with seed 1
      Then the setup is accepted
      And "A:yurina-t1" is in A's trump zone
      And "B:yurina-t1" is in B's trump zone
      And A has 3 cards in trump zone
      And B has 3 cards in trump zone

    @clause:C-2-1
    Scenario: with real cards, a goddess and her Another version cannot be harbored together
      Given A chooses the goddesses "yurina" and "yurina-a1" with real cards, deck seed 1
      And B chooses the goddesses "himika" and "tokoyo" with real cards, deck seed 2
      When the duel is set up with seed 1
      Then the setup is refused citing "C 2-1"

    @clause:C-2-1
    Scenario: with real cards, two goddesses of different numbers are accepted
      Given A chooses the goddesses "yurina-a1" and "saine" with real cards, deck seed 1
      And B chooses the goddesses "himika" and "tokoyo" with real cards, deck seed 2
      When the duel is set up with seed 1
      Then the setup is accepted
      And A harbors the goddesses "yurina-a1" and "saine"
      And B harbors the goddesses "himika" and "tokoyo"

  @clause:C-2-2
  Rule: only the selectable goddesses of Appendix 1 may be picked

    @clause:C-2-2
    Scenario Outline: a goddess the list does not offer for selection is refused
      Given A chooses the goddesses "yurina" and "<goddess>" with the test deck
      And B chooses the goddesses "himika" and "tokoyo" with the test deck
      When the duel is set up with seed 1
      Then the setup is refused citing "C 2-2"

      Examples:
        | goddess  |
        | kodama   |
        | kiriko   |
        | zanka    |
        | ouka     |
        | innealra |
        | nobody   |

    @clause:C-2-2
    Scenario Outline: the first and the last goddesses of the list and a later Another version are selectable
      Given A chooses the goddesses "<first>" and "<second>" with the test deck
      And B chooses the goddesses "himika" and "tokoyo" with the test deck
      When the duel is set up with seed 1
      Then the setup is accepted

      Examples:
        | first  | second      |
        | yurina | misora      |
        | shisui | yatsuha-aa1 |

    @clause:C-2-2
    Scenario: with real cards, Kodama is listed but cannot be picked
      Given A chooses the goddesses "yurina" and "kodama"
      And A's deck choice is "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2), "Hilt Strike" (NA-01-yurina-O-N-3), "Art of Drawing" (NA-01-yurina-O-N-4), "Taisabaki" (NA-01-yurina-O-N-5), "Overawe" (NA-01-yurina-O-N-6), "Spirit of Fire" (NA-01-yurina-O-N-7), "Tsukikage Crush" (NA-01-yurina-O-S-1), "Uranami Storm" (NA-01-yurina-O-S-2), "Ukifune Serene" (NA-01-yurina-O-S-3)
      And B chooses the goddesses "himika" and "tokoyo" with real cards, deck seed 2
      When the duel is set up with seed 1
      Then the setup is refused citing "C 2-2"

    @clause:C-2-2
    Scenario: with real cards, the same deck with a selectable second goddess is accepted
      Given A chooses the goddesses "yurina" and "misora"
      And A's deck choice is "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2), "Hilt Strike" (NA-01-yurina-O-N-3), "Art of Drawing" (NA-01-yurina-O-N-4), "Taisabaki" (NA-01-yurina-O-N-5), "Overawe" (NA-01-yurina-O-N-6), "Spirit of Fire" (NA-01-yurina-O-N-7), "Tsukikage Crush" (NA-01-yurina-O-S-1), "Uranami Storm" (NA-01-yurina-O-S-2), "Ukifune Serene" (NA-01-yurina-O-S-3)
      And B chooses the goddesses "himika" and "tokoyo" with real cards, deck seed 2
      When the duel is set up with seed 1
      Then the setup is accepted
      And A harbors the goddesses "yurina" and "misora"
