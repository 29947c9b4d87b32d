Feature: C 5-1 Information a player holds
  Outside the setup, each player is either the active or the non-active player, and the active player
  decides the order in which simultaneous effects resolve (C 5-1-1). Concentration is an integer from 0
  to 2: a change past 2 stops at 2 and a change below 0 stops at 0 (C 5-1-2). The hand limit is 2,
  enforced at the end phase (C 5-1-3, via C 8-3-2). A flinched player who would gain concentration
  gains none and stops being flinched instead, even at the concentration cap (C 5-1-4).

  @clause:C-5-1-1
  Rule: the active player orders simultaneous effects

    Background:
      Given a duel at the start of turn 2 with A active
      And the test cards:
        | id | type        | charge |
        | p  | enhancement | 1      |
        | q  | enhancement | 1      |
        | r  | enhancement | 1      |
      And "p" has the effect "while_deployed@start_phase: move dust -> self.aura 1"
      And "q" has the effect "while_deployed@start_phase: move self.aura -> self.flare 1"
      And "r" has the effect "while_deployed@start_phase: move dust -> self.aura 1"
      And the dust is 2

    @clause:C-5-1-1
    Scenario Outline: the active player's choice of order decides the outcome
      Given A has aura 5, flare 0
      And A has "p" deployed with 1 crystal
      And A has "q" deployed with 1 crystal
      When the position is submitted
      Then A must decide order
      And the options are exactly first p, first q
      When A resolves "<first>" first
      Then A has aura <aura>, flare 1
      And the dust is <dust>
      And A must decide action_kind

      Examples:
        | first | aura | dust |
        | p     | 4    | 2    |
        | q     | 5    | 1    |

    @clause:C-5-1-1 @clause:C-5-4
    Scenario: the active player also orders the non-active player's effects, which still act for their holder
      Given A has aura 3
      And B has aura 3
      And A has "p" deployed with 1 crystal
      And B has "r" deployed with 1 crystal
      When the position is submitted
      Then A must decide order
      And the options are exactly first p, first B:r
      When A resolves "B:r" first
      Then B has aura 4
      And A has aura 4
      And the dust is 0

    @clause:C-5-1-1
    Scenario: the non-active player cannot choose the order
      Given A has "p" deployed with 1 crystal
      And B has "r" deployed with 1 crystal
      When the position is submitted
      And B tries to resolve "r" first
      Then the action is illegal citing "C 5-1-1"

    @clause:C-5-1-1
    Scenario: a single due effect needs no choice of order
      Given A has aura 3
      And A has "p" deployed with 1 crystal
      When the position is submitted
      Then A must decide action_kind
      And A has aura 4

  @clause:C-5-1-2
  Rule: concentration stays between 0 and the cap of 2

    Background:
      Given a duel in A's main phase with a standard action
      And the test cards:
        | id     | type   |
        | rally  | action |
        | surge  | action |
        | sap    | action |
        | drain  | action |
      And "rally" has the effect "on_use: gain_concentration self 1"
      And "surge" has the effect "on_use: gain_concentration self 2"
      And "sap" has the effect "on_use: lose_concentration opponent 1"
      And "drain" has the effect "on_use: lose_concentration opponent 2"
      And A holds rally, surge, sap, drain in hand

    @clause:C-5-1-2
    Scenario Outline: a gain stops at the cap
      Given A has concentration <before>
      When A uses "<card>"
      Then A has concentration <after>

      Examples:
        | before | card  | after |
        | 0      | rally | 1     |
        | 1      | rally | 2     |
        | 2      | rally | 2     |
        | 0      | surge | 2     |
        | 1      | surge | 2     |

    @clause:C-5-1-2
    Scenario Outline: a loss stops at 0
      Given B has concentration <before>
      When A uses "<card>"
      Then B has concentration <after>

      Examples:
        | before | card  | after |
        | 2      | sap   | 1     |
        | 2      | drain | 0     |
        | 1      | drain | 0     |
        | 0      | sap   | 0     |

    @clause:C-5-1-2
    Scenario Outline: a position with concentration outside 0 to 2 is refused
      Given B has concentration <n>
      When the position is submitted
      Then the position is refused citing "C 5-1-2"

      Examples:
        | n  |
        | 3  |
        | -1 |

    @clause:C-5-1-2
    Scenario Outline: with real cards, Song and Dance's gain of 1 stops at the cap
      Given a duel in A's main phase with a standard action
      And A has "Song and Dance" (NA-04-tokoyo-O-N-4) in hand
      And A has concentration <before>
      When A uses "Song and Dance"
      Then A has concentration <after>

      Examples:
        | before | after |
        | 1      | 2     |
        | 2      | 2     |

    @clause:C-5-1-2
    Scenario: with real cards, Eternal Moon's drop of the opponent's concentration stops at 0
      Given a duel in A's main phase with a standard action
      And A has the unused trump "Eternal Moon" (NA-04-tokoyo-O-S-4)
      And A has flare 2, concentration 0
      And B has concentration 1
      When A uses "Eternal Moon"
      Then A has concentration 2
      And B has concentration 0

  @clause:C-5-1-2
  Rule: the start-phase gain respects the cap too

    Background:
      Given a duel at the start of turn 3 with A active
      And the test cards:
        | id | type   |
        | n1 | action |
        | n2 | action |
      And A's deck is n1, n2 from the top

    @clause:C-5-1-2 @clause:C-8-1-3
    Scenario Outline: the active player's start-phase gain of 1 stops at 2
      Given A has concentration <before>
      When the position is submitted
      Then A has concentration <after>
      And A must decide reshuffle

      Examples:
        | before | after |
        | 1      | 2     |
        | 2      | 2     |

    @clause:C-5-1-2 @clause:C-8-1-3
    Scenario Outline: with real cards, the active player's start-phase gain of 1 stops at 2
      Given a duel at the start of turn 3 with A active
      And A's deck is "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2) from the top
      And A has concentration <before>
      When the position is submitted
      Then A has concentration <after>
      And A must decide reshuffle

      Examples:
        | before | after |
        | 1      | 2     |
        | 2      | 2     |

  @clause:C-5-1-3
  Rule: the hand limit is 2, enforced at the end of the active player's turn

    Background:
      Given a duel in A's end phase
      And the test cards:
        | id | type   |
        | n1 | action |
        | n2 | action |
        | n3 | action |
        | n4 | action |

    @clause:C-5-1-3 @clause:C-8-3-2
    Scenario: a hand of three: one card goes face down and the turn passes
      Given A holds n1, n2, n3 in hand
      When the position is submitted
      Then A must decide face_down
      When A puts "n2" face-down
      Then "n2" is in A's face-down pile
      And A has 2 cards in hand
      And the duel is at start_phase of turn 4 with B active
      And the ruling cites "C 8-3-2"

    @clause:C-5-1-3 @clause:C-8-3-2
    Scenario: a hand of four is cut down to two, one card at a time
      Given A holds n1, n2, n3, n4 in hand
      When the position is submitted
      And A puts "n1" face-down
      Then A must decide face_down
      And A has 3 cards in hand
      When A puts "n4" face-down
      Then A has 2 cards in hand
      And A has 2 cards in face-down pile
      And B must decide reshuffle

    @clause:C-5-1-3
    Scenario: a hand of exactly two is kept
      Given A holds n1, n2 in hand
      When the position is submitted
      Then A has 2 cards in hand
      And A has 0 cards in face-down pile
      And the duel is at start_phase of turn 4 with B active

    @clause:C-5-1-3
    Scenario: the non-active player's hand is not cut down in the active player's end phase
      Given A holds n1 in hand
      And B holds n1, n2, n3 in hand
      When the position is submitted
      Then B has 3 cards in hand
      And B has 0 cards in face-down pile
      And B must decide reshuffle

    @clause:C-5-1-3 @clause:C-8-3-2
    Scenario: only a card from the hand can be put face down for the hand limit
      Given A holds n1, n2, n3 in hand
      And A's discard pile holds n4
      When the position is submitted
      And A tries to put "n4" face-down
      Then the action is illegal citing "C 8-3-2"

    @clause:C-5-1-3 @clause:C-8-3-2
    Scenario: with real cards, a hand of three: one card goes face down and the turn passes
      Given A holds "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2), "Hilt Strike" (NA-01-yurina-O-N-3) in hand
      When the position is submitted
      Then A must decide face_down
      When A puts "Brandish" face-down
      Then "Brandish" is in A's face-down pile
      And A has 2 cards in hand
      And the duel is at start_phase of turn 4 with B active
      And the ruling cites "C 8-3-2"

    @clause:C-5-1-3
    Scenario: with real cards, a hand of exactly two is kept
      Given A holds "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2) in hand
      When the position is submitted
      Then A has 2 cards in hand
      And A has 0 cards in face-down pile
      And the duel is at start_phase of turn 4 with B active

  @clause:C-5-1-4
  Rule: a flinched player's next concentration gain only removes the flinch

    Background:
      Given a duel in A's main phase with a standard action
      And the test cards:
        | id    | type   |
        | rally | action |
        | surge | action |
        | daze  | action |
        | sap   | action |
      And "rally" has the effect "on_use: gain_concentration self 1"
      And "surge" has the effect "on_use: gain_concentration self 2"
      And "daze" has the effect "on_use: flinch opponent"
      And "sap" has the effect "on_use: lose_concentration self 1"
      And A holds rally, surge, daze, sap in hand

    @clause:C-5-1-4
    Scenario Outline: the gain is replaced by leaving flinch, whatever the concentration
      Given A has concentration <before>, flinched
      When A uses "<card>"
      Then A has concentration <before>, not flinched
      And the ruling cites "C 5-1-4"

      Examples:
        | before | card  |
        | 0      | rally |
        | 1      | rally |
        | 2      | rally |
        | 0      | surge |

    @clause:C-5-1-4
    Scenario: a player who is not flinched gains normally
      Given A has concentration 1, not flinched
      When A uses "rally"
      Then A has concentration 2, not flinched
      And the ruling does not cite "C 5-1-4"

    @clause:C-5-1-4
    Scenario: only the first gain is lost: the next one counts
      Given A has concentration 0, flinched
      When A uses "rally"
      And A uses "surge"
      Then A has concentration 2, not flinched

    @clause:C-5-1-4
    Scenario: losing concentration does not remove the flinch
      Given A has concentration 2, flinched
      When A uses "sap"
      Then A has concentration 1, flinched

    @clause:C-5-1-4
    Scenario: an effect can flinch a player
      Given B has not flinched
      When A uses "daze"
      Then B has flinched

    @clause:C-5-1-4
    Scenario: with real cards, Song and Dance's gain only removes the flinch of a flinched player
      Given a duel in A's main phase with a standard action
      And A has "Song and Dance" (NA-04-tokoyo-O-N-4) in hand
      And A has concentration 1, flinched
      When A uses "Song and Dance"
      Then A has concentration 1, not flinched
      And the ruling cites "C 5-1-4"

    @clause:C-5-1-4
    Scenario: with real cards, Backdraft (NA-03-himika-O-N-6) flinches the opponent
      Given a duel in A's main phase with a standard action
      And A has "Backdraft" (NA-03-himika-O-N-6) in hand
      And B has concentration 1, not flinched
      When A uses "Backdraft"
      Then B has flinched

  @clause:C-5-1-4
  Rule: the start-phase gain is also replaced by leaving flinch

    Background:
      Given a duel at the start of turn 3 with A active
      And the test cards:
        | id | type   |
        | n1 | action |
        | n2 | action |
      And A's deck is n1, n2 from the top

    @clause:C-5-1-4 @clause:C-8-1-3
    Scenario: a flinched active player gains nothing at the start of the turn but is no longer flinched
      Given A has concentration 1, flinched
      When the position is submitted
      Then A has concentration 1, not flinched
      And A must decide reshuffle

    @clause:C-5-1-4 @clause:C-8-1-3
    Scenario: with real cards, a flinched active player gains nothing at the start of the turn but is no longer flinched
      Given a duel at the start of turn 3 with A active
      And A's deck is "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2) from the top
      And A has concentration 1, flinched
      When the position is submitted
      Then A has concentration 1, not flinched
      And A must decide reshuffle
