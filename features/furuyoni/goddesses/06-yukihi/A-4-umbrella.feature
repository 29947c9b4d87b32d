@goddess:yukihi
Feature: Yukihi's umbrella (A 4) — her additional rules
  A player who harbors Yukihi has an umbrella, open or closed, that everyone sees. Her cards with
  umbrella icons read their range and text, and their damages, from the side that matches their
  holder's umbrella; turning the umbrella changes them all at once. These rules win over the core
  rules where the two disagree (A 2-1).

  @clause:A-4-1-1
  Rule: A 4-1-1 — the umbrella is closed when the duel starts, and only Yukihi's player has one

    Scenario: the player who harbors Yukihi starts with the umbrella closed; the other has none
      Given A chooses the goddesses "yukihi" and "yurina" with the test deck
      And B chooses the goddesses "saine" and "himika" with the test deck
      When the duel is set up with seed 1
      Then A's umbrella is closed
      And B still has no umbrella

    Scenario: her another version 『社交界』 brings the umbrella too
      Given A chooses the goddesses "yukihi-a1" and "yurina" with the test deck
      And B chooses the goddesses "saine" and "himika" with the test deck
      When the duel is set up with seed 1
      Then A's umbrella is closed

    Scenario: a position giving an umbrella to a player without Yukihi is refused
      Given a duel in A's main phase with a standard action
      And B harbors "saine" and "himika"
      And B's umbrella is open
      When the position is submitted
      Then the position is refused citing "A 4-1-1"

    Scenario: a position leaving Yukihi's player without an umbrella is refused
      Given a duel in A's main phase with a standard action
      And A harbors "yukihi" and "yurina"
      And A has no umbrella
      When the position is submitted
      Then the position is refused citing "A 4-1-1"

  @clause:A-4-2
  Rule: A 4-2 — an umbrella-icon card has the side of its holder's umbrella

    @card:NA-06-yukihi-O-N-1
    Scenario: Hidden Needles (NA-06-yukihi-O-N-1) is usable only in the range of the side its holder's umbrella shows
      Given a duel in A's main phase with a standard action
      And A's umbrella is open
      And A has "Hidden Needles" (NA-06-yukihi-O-N-1) in hand
      And the distance is 5
      When A tries to use "Hidden Needles"
      Then the action is illegal citing "C 9-2-1"

    @card:NA-06-yukihi-O-N-2
    Scenario: Preparation (NA-06-yukihi-O-N-2) turns the umbrella, so the same card comes back with its other side
      Given a duel in A's main phase with a standard action
      And A's umbrella is closed
      And A has "Preparation" (NA-06-yukihi-O-N-2) in hand
      And the distance is 5
      And B has aura 5, life 10
      When A uses "Preparation"
      And B takes the damage on aura
      Then A's umbrella is open
      And "Preparation" is in A's hand
      When A tries to use "Preparation"
      Then the action is illegal citing "C 9-2-1"

    @card:NA-06-yukihi-O-N-6
    Scenario: Pull Back (NA-06-yukihi-O-N-6) has no text for a holder without an umbrella
      Given a duel in A's main phase with a standard action
      And A has no umbrella
      And A has "Pull Back" (NA-06-yukihi-O-N-6) in hand
      And the distance is 5
      And the dust is 2
      When A uses "Pull Back"
      Then the distance is 5
      And the dust is 2
      And "Pull Back" is in A's discard pile

    @card:NA-06-yukihi-O-N-1 @clause:A-2-1
    Scenario: Hidden Needles (NA-06-yukihi-O-N-1) has no range at all for a holder without an umbrella, whatever is printed
      The core rules give a card the range printed on it (C 6-2-1-8); the additional rule gives a
      holder without an umbrella an empty range instead, and the additional rule wins (A 2-1): at
      distance 5, inside the printed closed range 4-6, the card cannot be used.
      Given a duel in A's main phase with a standard action
      And A has no umbrella
      And A has "Hidden Needles" (NA-06-yukihi-O-N-1) in hand
      And the distance is 5
      When A tries to use "Hidden Needles"
      Then the action is illegal citing "C 9-2-1"

  @clause:A-4-3
  Rule: A 4-3 — toggling turns the umbrella to its other state; without one, nothing happens

    Background:
      Given a duel in A's main phase with a standard action
      And the test cards:
        | id    | type   |
        | twirl | action |
      And "twirl" has the effect "on_use: toggle_umbrella self"

    Scenario: a closed umbrella opens
      Given A's umbrella is closed
      And A holds twirl in hand
      When A uses "twirl"
      Then A's umbrella is open
      And the ruling cites "A 4-3"

    Scenario: an open umbrella closes
      Given A's umbrella is open
      And A holds twirl in hand
      When A uses "twirl"
      Then A's umbrella is closed
      And the ruling cites "A 4-3"

    Scenario: a player without an umbrella toggles nothing
      Given A has no umbrella
      And A holds twirl in hand
      When A uses "twirl"
      Then A still has no umbrella
      And the ruling cites "A 4-3"

  @clause:A-4-4
  Rule: A 4-4 — in her own end phase, Yukihi's player may turn her umbrella

    Scenario: she may open it
      Given a duel in A's end phase
      And A's umbrella is closed
      When the position is submitted
      Then A must decide may
      When A accepts
      Then A's umbrella is open
      And the ruling cites in order "A 4-4", "A 4-3"

    Scenario: she may leave it as it is
      Given a duel in A's end phase
      And A's umbrella is open
      When A declines
      Then A's umbrella is open
      And B must decide reshuffle

    Scenario: not in the opponent's end phase
      Given a duel in B's end phase
      And A's umbrella is closed
      When the position is submitted
      Then A must decide reshuffle
      And the duel is at start_phase of turn 4 with A active
      And A's umbrella is closed

    Scenario: a player without an umbrella is not asked
      Given a duel in A's end phase
      And A has no umbrella
      When the position is submitted
      Then B must decide reshuffle
