Feature: C 9-2-1 Using an attack card
  Using an attack card: (i) reveal it and create its attack, copying category, subtype, range,
  damages, user and text, then check the range — out of range the use is illegal, the card goes
  back and the attack is removed; (ii) pay the costs, or the use is illegal in the same way;
  (iii) the card counts as used and moves to the user's In-use zone, a trump in the in-use state;
  (iv) resolve the attack; (v) if the card is still in In-use, a normal card goes to its holder's
  discard pile and a trump returns to the trump zone as used (C 9-2-1).

  Background:
    Given a duel in A's main phase with a standard action
    And the distance is 4
    And the test cards:
      | id    | type        | category | subtype  | range | damage | cost | charge |
      | slash | attack      |          |          | 3-4   | -/1    |      |        |
      | far   | attack      |          |          | 6-7   | -/1    |      |        |
      | comet | attack      | trump    |          | 3-4   | -/1    | 2    |        |
      | guard | action      |          | reaction |       |        |      |        |
      | reach | enhancement |          |          |       |        |      | 1      |
    And "guard" has the effect "on_use: gain_concentration self 1"
    And "reach" has the effect "while_deployed: modify own_attacks range add 4"

  @clause:C-9-2-1
  Rule: i — the attack is created and range-checked; out of range the use is illegal

    @clause:C-9-2-1
    Scenario: an attack card whose range misses the distance cannot be used and stays in hand
      Given A holds far in hand
      When A tries to use "far"
      Then the action is illegal citing "C 9-2-1"

    @clause:C-9-2-1
    Scenario: the out-of-range card is not among the main-phase options
      Given A holds far, slash in hand
      When the position is submitted
      Then the options include use slash
      And the options do not include use far

    @clause:C-9-2-1
    Scenario: the check reads the created attack, so a range modification in force counts
      Given A holds far in hand
      And A has "reach" deployed with 1 crystal
      When A uses "far"
      Then B has life 9

    @clause:C-9-2-1
    Scenario: with real cards, Slash, of range 3-4, cannot be used at distance 6 and stays in hand
      Given a duel in A's main phase with a standard action
      And the distance is 6
      And A holds "Slash" (NA-01-yurina-O-N-1) in hand
      When A tries to use "Slash"
      Then the action is illegal citing "C 9-2-1"
      And "Slash" is in A's hand

    @clause:C-9-2-1
    Scenario: with real cards, the check reads the created attack: Tailwind's expansion lets Slash reach 5
      Given a duel in A's main phase with a standard action
      And the distance is 5
      And A has "Tailwind" (NA-14-honoka-O-N-7) deployed with 3 crystals
      And A holds "Slash" (NA-01-yurina-O-N-1) in hand
      When A uses "Slash"
      Then B must decide damage

  @clause:C-9-2-1
  Rule: ii — a cost that cannot be paid makes the use illegal

    @clause:C-9-2-1
    Scenario: a trump attack costing more flare than its user has cannot be used
      Given A has flare 1
      And A has the unused trump "comet"
      When A tries to use "comet"
      Then the action is illegal citing "C 9-2-1"

    @clause:C-9-2-1
    Scenario: with the flare to pay, the trump attack is used and its cost goes to the dust
      Given A has flare 2
      And A has the unused trump "comet"
      When A uses "comet"
      Then A has flare 0
      And the dust is 2
      And B has life 9

  @clause:C-9-2-1
  Rule: iii — during the attack the card sits in its user's In-use zone, already paid for

    @clause:C-9-2-1
    Scenario: while the defender decides on a reaction, the normal card is in use
      Given A holds slash in hand
      And B holds guard in hand
      When A uses "slash"
      Then B must decide reaction
      And "slash" is in A's in-use zone
      And A has 0 cards in hand

    @clause:C-9-2-1
    Scenario: while the defender decides on a reaction, the trump is in use and its cost is paid
      Given A has flare 2
      And A has the unused trump "comet"
      And B holds guard in hand
      When A uses "comet"
      Then B must decide reaction
      And "comet" is in A's in-use zone
      And A has flare 0
      And the dust is 2

    @clause:C-9-2-1
    Scenario: with real cards, while the defender decides on a reaction, Slash is in its user's In-use zone
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And A holds "Slash" (NA-01-yurina-O-N-1) in hand
      And B holds "Cut Down" (NA-02-saine-O-N-2) in hand
      When A uses "Slash"
      Then B must decide reaction
      And "Slash" is in A's in-use zone
      And A has 0 cards in hand

  @clause:C-9-2-1
  Rule: v — after the attack a normal card is discarded and a trump becomes used

    @clause:C-9-2-1
    Scenario: the normal attack card ends in its holder's discard pile
      Given A holds slash in hand
      When A uses "slash"
      Then "slash" is in A's discard pile
      And A has 0 cards in hand

    @clause:C-9-2-1
    Scenario: the trump attack card returns to the trump zone as a used trump
      Given A has flare 2
      And A has the unused trump "comet"
      When A uses "comet"
      Then "comet" is a used trump
      And A has 0 cards in discard pile

    @clause:C-9-2-1
    Scenario: with real cards, Slash ends in its holder's discard pile and Tsukikage Crush returns as a used trump
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And A holds "Slash" (NA-01-yurina-O-N-1) in hand
      And A has the unused trump "Tsukikage Crush" (NA-01-yurina-O-S-1)
      And A has flare 7
      And B has aura 5, life 10
      When A uses "Slash"
      And B takes the damage on aura
      And A uses "Tsukikage Crush"
      Then "Slash" is in A's discard pile
      And "Tsukikage Crush" is a used trump
      And B has aura 2, life 6
