@goddess:yukihi
Feature: Yukihi (No. 06) and 『社交界』 Yukihi — her cards as printed
  Each scenario names a real card of season na-s9-2 by its English name and rules id and exercises what
  is distinctive about it. Most of her cards carry umbrella icons: the side the holder's umbrella shows
  gives the card's range, damages and text (A 4-2).

  Background:
    Given a duel in A's main phase with a standard action

  @clause:C-9-2-1 @clause:A-4-2 @card:NA-06-yukihi-O-N-1
  Scenario: Hidden Needles (NA-06-yukihi-O-N-1) closed is a 3/1 attack at distance 4 to 6
    Given A's umbrella is closed
    And A has "Hidden Needles" (NA-06-yukihi-O-N-1) in hand
    And the distance is 6
    And B has aura 3, life 10
    When A uses "Hidden Needles"
    And B takes the damage on aura
    Then B has aura 0, life 10
    And "Hidden Needles" is in A's discard pile

  @clause:C-9-2-1 @clause:A-4-2 @card:NA-06-yukihi-O-N-1
  Scenario: Kept Needles (NA-06-yukihi-O-N-1) open is a 1/2 attack at distance 0 to 2
    Given A's umbrella is open
    And A has "Hidden Needles" (NA-06-yukihi-O-N-1) in hand
    And the distance is 2
    And B has aura 3, life 10
    When A uses "Hidden Needles"
    And B takes the damage on life
    Then B has aura 3, life 8

  @clause:C-9-4 @clause:A-4-3 @card:NA-06-yukihi-O-N-2
  Scenario: Preparation (NA-06-yukihi-O-N-2) closed comes back to hand after the attack and opens the umbrella
    Given A's umbrella is closed
    And A has "Preparation" (NA-06-yukihi-O-N-2) in hand
    And the distance is 6
    And B has aura 3, life 10
    When A uses "Preparation"
    And B takes the damage on aura
    Then B has aura 2, life 10
    And "Preparation" is in A's hand
    And A's umbrella is open
    And the ruling cites in order "C 9-4 vii", "C 7-1-10", "A 4-3"

  @clause:C-9-2-1 @clause:A-4-2 @card:NA-06-yukihi-O-N-2
  Scenario: Fake Out (NA-06-yukihi-O-N-2) open is a plain 1/1 at distance 0 to 2 and leaves the umbrella as it is
    Given A's umbrella is open
    And A has "Preparation" (NA-06-yukihi-O-N-2) in hand
    And the distance is 1
    And B has aura 3, life 10
    When A uses "Preparation"
    And B takes the damage on life
    Then B has aura 3, life 9
    And "Preparation" is in A's discard pile
    And A's umbrella is open

  @clause:C-9-2-1 @clause:A-4-2 @card:NA-06-yukihi-O-N-4
  Scenario: Swing (NA-06-yukihi-O-N-4) closed is a full-power 5/- attack at distance 4 to 6
    Given a duel in A's main phase with a full-power action
    And A's umbrella is closed
    And A has "Swing" (NA-06-yukihi-O-N-4) in hand
    And the distance is 4
    And B has aura 5, life 10
    When A uses "Swing"
    Then B has aura 0, life 10

  @clause:C-9-2-1 @clause:A-4-2 @card:NA-06-yukihi-O-N-4
  Scenario: Pierce (NA-06-yukihi-O-N-4) open is a full-power -/2 attack at distance 0 to 2
    Given a duel in A's main phase with a full-power action
    And A's umbrella is open
    And A has "Swing" (NA-06-yukihi-O-N-4) in hand
    And the distance is 0
    And B has aura 5, life 10
    When A uses "Swing"
    Then B has aura 5, life 8

  @clause:C-9-2 @card:NA-06-yukihi-O-N-4
  Scenario: Swing (NA-06-yukihi-O-N-4) cannot be used by a standard action on either side
    Given A's umbrella is open
    And A has "Swing" (NA-06-yukihi-O-N-4) in hand
    And the distance is 1
    When A tries to use "Swing"
    Then the action is illegal citing "C 9-2"

  @clause:C-9-4 @clause:A-4-2 @card:NA-06-yukihi-O-N-6
  Scenario: Pull Back (NA-06-yukihi-O-N-6) closed, as a reaction, pushes the distance out of the attack's range
    Given the test cards:
      | id    | range | damage |
      | slash | 4     | 2/1    |
    And A holds slash in hand
    And B's umbrella is closed
    And B has "Pull Back" (NA-06-yukihi-O-N-6) in hand
    And the distance is 4
    And the dust is 1
    When A uses "slash"
    And B reacts with "Pull Back"
    Then the distance is 5
    And the dust is 0
    And B has aura 3, life 10
    And the ruling cites "C 9-4-1"

  @clause:C-10-1 @clause:A-4-2 @card:NA-06-yukihi-O-N-6
  Scenario: Advance (NA-06-yukihi-O-N-6) open moves a crystal from the distance to the dust
    Given A's umbrella is open
    And A has "Pull Back" (NA-06-yukihi-O-N-6) in hand
    And the distance is 5
    And the dust is 0
    When A uses "Pull Back"
    Then the distance is 4
    And the dust is 1

  @clause:C-9-2-1 @clause:A-4-2 @card:NA-06-yukihi-O-S-2
  Scenario: Swaying Flame (NA-06-yukihi-O-S-2) open is a 4/5 attack at distance 0 only
    Given A's umbrella is open
    And A has the unused trump "Swaying Flame" (NA-06-yukihi-O-S-2)
    And A has flare 5
    And the distance is 0
    And B has aura 5, life 10
    When A uses "Swaying Flame"
    And B takes the damage on life
    Then B has aura 5, life 5
    And "Swaying Flame" is a used trump

  @clause:C-9-2-1 @clause:A-4-2 @card:NA-06-yukihi-O-S-2
  Scenario: Swaying Flame (NA-06-yukihi-O-S-2) closed is a 0/0 attack at distance 4 to 6, not usable at distance 0
    Given A's umbrella is closed
    And A has the unused trump "Swaying Flame" (NA-06-yukihi-O-S-2)
    And A has flare 5
    And the distance is 0
    When A tries to use "Swaying Flame"
    Then the action is illegal citing "C 9-2-1"

  @clause:C-9-4 @clause:A-4-3 @card:NA-06-yukihi-O-S-4
  Scenario: Abrupt Transformation (NA-06-yukihi-O-S-4) as a reaction turns the umbrella, then wraps a crystal from the dust
    Given the test cards:
      | id    | range | damage |
      | slash | 4     | 2/1    |
    And A holds slash in hand
    And B's umbrella is closed
    And B has the unused trump "Abrupt Transformation" (NA-06-yukihi-O-S-4)
    And B has flare 1, aura 3
    And the distance is 4
    And the dust is 1
    When A uses "slash"
    And B reacts with "Abrupt Transformation"
    Then B's umbrella is open
    And B has flare 0
    And the ruling cites in order "A 4-3", "C 10-1"

  @clause:C-5-7 @clause:A-4-2 @card:NA-06-yukihi-O-S-3
  Scenario: Soft Heart (NA-06-yukihi-O-S-3) gives her umbrella-icon attacks the ranges of both sides
    With the umbrella closed, Hidden Needles reaches 4-6 and deals 3/1; while Soft Heart is deployed the
    attack also reaches the open side's 0-2, still dealing the closed side's damage. Our reading: the
    other side's range is added like a range addition (C 5-7 iii).
    Given A's umbrella is closed
    And A has "Soft Heart" (NA-06-yukihi-O-S-3) deployed with 3 crystals
    And A has "Hidden Needles" (NA-06-yukihi-O-N-1) in hand
    And the distance is 1
    And B has aura 3, life 10
    When A uses "Hidden Needles"
    And B takes the damage on aura
    Then B has aura 0, life 10

  @clause:C-5-7 @card:NA-06-yukihi-O-S-3
  Scenario: Soft Heart (NA-06-yukihi-O-S-3) does not widen an attack from a card without umbrella icons
    Given the test cards:
      | id    | range | damage |
      | slash | 4     | 2/1    |
    And A's umbrella is closed
    And A has "Soft Heart" (NA-06-yukihi-O-S-3) deployed with 3 crystals
    And A holds slash in hand
    And the distance is 1
    When A tries to use "slash"
    Then the action is illegal citing "C 9-2-1"

  @clause:C-9-2-3 @card:NA-06-yukihi-O-S-3
  Scenario: Soft Heart (NA-06-yukihi-O-S-3) is a full-power enhancement charged with 7 crystals
    Given a duel in A's main phase with a full-power action
    And A's umbrella is closed
    And A has the unused trump "Soft Heart" (NA-06-yukihi-O-S-3)
    And A has flare 3, aura 5
    And the dust is 2
    When A uses "Soft Heart"
    And A charges 2 from dust
    Then "Soft Heart" has 7 crystals
    And A has flare 0, aura 0

  @clause:C-10-3 @clause:A-4-2 @card:NA-06-yukihi-A1-N-2
  Scenario: Cooperate (NA-06-yukihi-A1-N-2) closed gets +0/+1 while her enhancements carry 4 crystals
    Given the test cards:
      | id   | type        | charge |
      | ward | enhancement | 2      |
    And A's umbrella is closed
    And A has "ward" deployed with 4 crystals
    And A has "Cooperate" (NA-06-yukihi-A1-N-2) in hand
    And the distance is 3
    And B has aura 3, life 10
    When A uses "Cooperate"
    And B takes the damage on life
    Then B has aura 3, life 8

  @clause:C-10-3 @clause:A-4-2 @card:NA-06-yukihi-A1-N-2
  Scenario: Cooperate (NA-06-yukihi-A1-N-2) closed is a plain 2/1 with only 3 crystals on her enhancements
    Given the test cards:
      | id   | type        | charge |
      | ward | enhancement | 2      |
    And A's umbrella is closed
    And A has "ward" deployed with 3 crystals
    And A has "Cooperate" (NA-06-yukihi-A1-N-2) in hand
    And the distance is 5
    And B has aura 3, life 10
    When A uses "Cooperate"
    And B takes the damage on life
    Then B has aura 3, life 9

  @clause:C-10-3 @clause:A-4-2 @card:NA-06-yukihi-A1-N-2
  Scenario: Coerce (NA-06-yukihi-A1-N-2) open is 1/2 at distance 1 to 2 and gets +1/+0 with 4 crystals on her enhancements
    Given the test cards:
      | id   | type        | charge |
      | ward | enhancement | 2      |
      | pin  | enhancement | 2      |
    And A's umbrella is open
    And A has "ward" deployed with 2 crystals
    And A has "pin" deployed with 2 crystals
    And A has "Cooperate" (NA-06-yukihi-A1-N-2) in hand
    And the distance is 2
    And B has aura 3, life 10
    When A uses "Cooperate"
    And B takes the damage on aura
    Then B has aura 1, life 10

  @clause:A-4-3 @clause:C-10-1 @card:NA-06-yukihi-O-N-5
  Scenario: Wield (NA-06-yukihi-O-N-5) turns the umbrella, then wraps a crystal from the dust
    Given A's umbrella is open
    And A has "Wield" (NA-06-yukihi-O-N-5) in hand
    And A has aura 2
    And the dust is 2
    When A uses "Wield"
    Then A's umbrella is closed
    And A has aura 3
    And the dust is 1

  @clause:C-9-1-1-2 @clause:A-4-3 @card:NA-06-yukihi-O-N-5 @card:NA-06-yukihi-O-S-4
  Scenario: Wield (NA-06-yukihi-O-N-5) in hand may be revealed when its holder turns her umbrella, for one more crystal
    Given A's umbrella is closed
    And A has "Wield" (NA-06-yukihi-O-N-5) in hand
    And A has the unused trump "Abrupt Transformation" (NA-06-yukihi-O-S-4)
    And A has flare 1, aura 2
    And the dust is 3
    When A uses "Abrupt Transformation"
    Then A must decide may
    When A accepts
    Then A's umbrella is open
    And A has aura 4
    And "Wield" is in A's hand
    And the ruling cites in order "C 9-1-1-2", "C 10-1"

  @clause:C-9-1-1-2 @card:NA-06-yukihi-O-N-5 @card:NA-06-yukihi-O-N-2
  Scenario: Wield (NA-06-yukihi-O-N-5) in hand answers only its own holder's umbrella
    Given A's umbrella is closed
    And B's umbrella is closed
    And B has "Wield" (NA-06-yukihi-O-N-5) in hand
    And A has "Preparation" (NA-06-yukihi-O-N-2) in hand
    And the distance is 6
    And the dust is 3
    And B has aura 3, life 10
    When A uses "Preparation"
    And B does not react
    And B takes the damage on life
    Then A's umbrella is open
    And B has aura 3, life 9
    And A must decide main_action

  @clause:C-9-4 @clause:A-4-2 @card:NA-06-yukihi-O-S-1
  Scenario: Gentle Snow (NA-06-yukihi-O-S-1) closed is a 3/1 at distance 4 to 5 that gives 1 concentration
    Given A's umbrella is closed
    And A has the unused trump "Gentle Snow" (NA-06-yukihi-O-S-1)
    And A has flare 2, concentration 0
    And the distance is 5
    And B has aura 3, life 10
    When A uses "Gentle Snow"
    And B takes the damage on aura
    Then B has aura 0, life 10
    And A has concentration 1, flare 0
    And "Gentle Snow" is a used trump

  @clause:C-10-8 @clause:A-4-3 @card:NA-06-yukihi-O-S-1 @card:NA-06-yukihi-O-N-5
  Scenario: Gentle Snow (NA-06-yukihi-O-S-1) used comes back unused when its holder closes her open umbrella
    Given A's umbrella is open
    And A has the used trump "Gentle Snow" (NA-06-yukihi-O-S-1)
    And A has "Wield" (NA-06-yukihi-O-N-5) in hand
    And the dust is 1
    When A uses "Wield"
    Then A's umbrella is closed
    And "Gentle Snow" is an unused trump
    And the ruling cites in order "A 4-3", "C 10-8"

  @clause:C-10-8 @clause:A-4-3 @card:NA-06-yukihi-O-S-1 @card:NA-06-yukihi-O-N-5
  Scenario: Gentle Snow (NA-06-yukihi-O-S-1) stays used when the umbrella opens, its closed side having no resurgence
    Our reading of A 4-2 with an effect set off by the toggle: the card is read as it was when the
    umbrella turned, so only a toggle from open sets off the open side's immediate resurgence.
    Given A's umbrella is closed
    And A has the used trump "Gentle Snow" (NA-06-yukihi-O-S-1)
    And A has "Wield" (NA-06-yukihi-O-N-5) in hand
    And the dust is 1
    When A uses "Wield"
    Then A's umbrella is open
    And "Gentle Snow" is a used trump

  @clause:C-10-15 @clause:A-4-2 @card:NA-06-yukihi-A1-S-2
  Scenario: Graceful Weave (NA-06-yukihi-A1-S-2) closed pays the first use of another goddess's normal card in her turn
    Given the test cards:
      | id   | type   | user   |
      | step | action | yurina |
      | hop  | action | yurina |
    And A's umbrella is closed
    And A has "Graceful Weave" (NA-06-yukihi-A1-S-2) deployed with 1 crystal
    And A holds step, hop in hand
    And A has concentration 0
    And the dust is 4
    When A uses "step"
    Then A must decide may
    When A accepts
    Then A has concentration 1
    And "Graceful Weave" has 4 crystals
    And the dust is 1
    When A uses "hop"
    Then A has concentration 1
    And "Graceful Weave" has 4 crystals

  @clause:C-10-15 @card:NA-06-yukihi-A1-S-2
  Scenario: Graceful Weave (NA-06-yukihi-A1-S-2) closed ignores Yukihi's own cards
    Given the test cards:
      | id   | type   | user   |
      | step | action | yukihi |
    And A's umbrella is closed
    And A has "Graceful Weave" (NA-06-yukihi-A1-S-2) deployed with 1 crystal
    And A holds step in hand
    And the dust is 4
    When A uses "step"
    Then A has concentration 0
    And "Graceful Weave" has 1 crystal

  @clause:C-8-1-2 @clause:C-10-5 @clause:A-4-2 @card:NA-06-yukihi-A1-S-2
  Scenario: Graceful Weave (NA-06-yukihi-A1-S-2) open attacks 0-5 2/2 at the start of its holder's start phase
    Given a duel at the start of turn 3 with A active
    And A's umbrella is open
    And A has "Graceful Weave" (NA-06-yukihi-A1-S-2) deployed with 2 crystals
    And the distance is 5
    And B has aura 3, life 10
    When the position is submitted
    Then B must decide damage
    When B takes the damage on life
    Then B has aura 3, life 8

  @clause:C-8-1-2 @card:NA-06-yukihi-A1-S-2
  Scenario: Graceful Weave (NA-06-yukihi-A1-S-2) open does not attack in the opponent's start phase
    Given a duel at the start of turn 3 with B active
    And A's umbrella is open
    And A has "Graceful Weave" (NA-06-yukihi-A1-S-2) deployed with 2 crystals
    And the distance is 5
    When the position is submitted
    Then B must decide reshuffle

  @clause:C-10-1 @clause:A-4-2 @card:NA-06-yukihi-O-N-3
  Scenario: Hidden Power (NA-06-yukihi-O-N-3) closed lets its user move a crystal either way between the dust and the distance
    Given A's umbrella is closed
    And A has "Hidden Power" (NA-06-yukihi-O-N-3) in hand
    And the distance is 4
    And the dust is 2
    And B has aura 3, life 10
    When A uses "Hidden Power"
    And B takes the damage on aura
    Then A must decide choose
    And the options are exactly choose forward, choose backward
    When A chooses "backward"
    Then the distance is 3
    And the dust is 4

  @clause:C-10-1 @clause:A-4-2 @card:NA-06-yukihi-O-N-3
  Scenario: Chain Reel (NA-06-yukihi-O-N-3) open is a 1/1 at distance 0 to 2 that moves two crystals from the distance to the dust
    Given A's umbrella is open
    And A has "Hidden Power" (NA-06-yukihi-O-N-3) in hand
    And the distance is 2
    And the dust is 0
    And B has aura 3, life 10
    When A uses "Hidden Power"
    And B takes the damage on life
    Then B has aura 3, life 9
    And the distance is 0
    And the dust is 2

  @clause:C-9-2-3 @clause:C-9-5 @card:NA-06-yukihi-O-N-7
  Scenario: Bind (NA-06-yukihi-O-N-7) with the umbrella closed takes a crystal from the distance when deployed and gives it back when destroyed
    Given a duel at the start of turn 3 with A active
    And A's umbrella is closed
    And A has "Bind" (NA-06-yukihi-O-N-7) deployed with 1 crystal
    And the distance is 4
    And the dust is 0
    When the position is submitted
    Then the distance is 5
    And "Bind" is in A's discard pile

  @clause:C-10-2 @clause:C-9-2-3 @card:NA-06-yukihi-O-N-7
  Scenario: Bind (NA-06-yukihi-O-N-7) with the umbrella open runs its arrow the other way: deployed, a crystal from the dust to the distance
    Given A's umbrella is open
    And A has "Bind" (NA-06-yukihi-O-N-7) in hand
    And A has aura 3
    And the distance is 4
    And the dust is 3
    When A uses "Bind"
    And A charges 2 from dust
    Then the distance is 5
    And the dust is 0
    And "Bind" has 2 crystals
    And the ruling cites "C 10-2"

  @clause:C-10-4 @clause:C-10-15 @clause:A-4-2 @card:NA-06-yukihi-A1-N-4
  Scenario: Weft (NA-06-yukihi-A1-N-4) closed widens the next attack of another goddess by 1 each way, and goes to the deck bottom
    Given the test cards:
      | id    | range | damage | user   |
      | slash | 3     | 2/1    | yurina |
    And A's umbrella is closed
    And A has "Weft" (NA-06-yukihi-A1-N-4) in hand
    And A holds slash in hand
    And the distance is 4
    And B has aura 5, life 10
    When A uses "Weft"
    And B takes the damage on aura
    Then "Weft" is at the bottom of A's deck
    When A uses "slash"
    And B takes the damage on aura
    Then B has aura 2, life 10

  @clause:C-10-15 @card:NA-06-yukihi-A1-N-4
  Scenario: Weft (NA-06-yukihi-A1-N-4) closed does not widen an attack of Yukihi's own
    Given the test cards:
      | id    | range | damage | user   |
      | slash | 3     | 2/1    | yukihi |
    And A's umbrella is closed
    And A has "Weft" (NA-06-yukihi-A1-N-4) in hand
    And A holds slash in hand
    And the distance is 4
    And B has aura 5, life 10
    When A uses "Weft"
    And B takes the damage on aura
    And A tries to use "slash"
    Then the action is illegal citing "C 9-2-1"

  @clause:C-9-2 @clause:C-10-15 @clause:A-4-2 @card:NA-06-yukihi-A1-N-4
  Scenario: Warp (NA-06-yukihi-A1-N-4) open, as the first card of the turn, uses a card of another goddess from the discard pile
    Given the test cards:
      | id   | type   | user   |
      | step | action | yurina |
    And "step" has the effect "on_use: move dust -> self.aura 1"
    And A's umbrella is open
    And A has "Weft" (NA-06-yukihi-A1-N-4) in hand
    And A's discard pile holds step
    And A has aura 2
    And the dust is 1
    And the distance is 3
    And B has aura 3, life 10
    When A uses "Weft"
    And B takes the damage on aura
    Then A must decide use_card
    When A uses "step"
    Then A has aura 3
    And "step" is in A's discard pile

  @clause:C-9-2 @card:NA-06-yukihi-A1-N-4
  Scenario: Warp (NA-06-yukihi-A1-N-4) open uses nothing once another card was used this turn
    Given the test cards:
      | id   | type   | user   |
      | step | action | yurina |
    And A's umbrella is open
    And A has "Weft" (NA-06-yukihi-A1-N-4) in hand
    And A's discard pile holds step
    And A has used 1 card this turn
    And the distance is 3
    And B has aura 3, life 10
    When A uses "Weft"
    And B takes the damage on aura
    Then A must decide main_action
