Feature: C 10-5 Performing an attack by an effect
  An effect that says "attack with …" resolves in three steps (the rules print them as bullets and
  then refer to "3"; we number them 1-3 in printed order, see the clause index): 1, an attack is
  created in the player's 〈Attacking〉 with the range, damage and text the effect gives and the user
  of the card that generated the effect; 2, its range is checked against the current distance
  (C 9-4-1): on failure the effect is illegal and the attack is removed; 3, the attack resolves
  (C 9-4), nested in the effect (C 9-8).
  Our reading: step 2 checks every created attack, an unavoidable one too, as a card's attack is
  checked when the card is used (C 9-2-1 i); being unavoidable spares an attack only the range check
  of C 9-4 iii, after the reaction. An illegal "attack with" effect does nothing more; the card's
  other effects still resolve, and no attack counts as performed.

  Background:
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id       | type        | subtype  | charge |
      | volley   | action      |          |        |
      | lunge    | action      |          |        |
      | echo     | action      |          |        |
      | stretch  | enhancement |          | 1      |
      | backstep | action      | reaction |        |
    And "volley" has the effect "on_use: perform_attack 3-5 2/1"
    And "volley" has the effect "on_use: gain_concentration self 1"
    And "lunge" has the effect "on_use: perform_attack 3-4 -/2 unavoidable"
    And "echo" has the effect "on_use: perform_attack 3-5 -/1 after: move dust -> self.aura 2"
    And "stretch" has the effect "while_deployed: modify own_attacks range expand_far 2"
    And "backstep" has the effect "on_use: move self.aura -> distance 3"
    And A has concentration 0
    And B has aura 3, life 10

  @clause:C-10-5
  Rule: the created attack has the range and damage the effect gives, and resolves

    @clause:C-10-5
    Scenario: within the range, the created attack deals its damage
      Given the distance is 4
      And A holds volley in hand
      When A uses "volley"
      Then the ruling cites in order C 10-5, C 9-4, C 9-4-1, C 9-4 v
      When B takes the damage on life
      Then B has aura 3, life 9
      And A has attacked this turn

    @clause:C-10-5
    Scenario: the created attack's after-attack text is the one the effect gives
      Given the distance is 4
      And the dust is 2
      And A has aura 1
      And A holds echo in hand
      When A uses "echo"
      Then B has life 9
      And A has aura 3

    @clause:C-10-5
    Scenario: range modifications apply to the created attack before its range check
      Given A has "stretch" deployed with 1 crystal
      And the distance is 7
      And A holds volley in hand
      When A uses "volley"
      And B takes the damage on life
      Then B has life 9

    @clause:C-10-5
    Scenario: with real cards, the first attack Rhythmic Arc creates deals its 1/1 within its range 3-4
      Given a duel in A's main phase with a standard action
      And the distance is 3
      And A has the unused trump "Rhythmic Arc" (NA-02-saine-O-S-1)
      And A has flare 6
      And B has aura 5, life 10
      When A uses "Rhythmic Arc"
      And B takes the damage on life
      Then B has aura 5, life 9

  @clause:C-10-5
  Rule: if the range check fails the effect is illegal and the attack is removed

    @clause:C-10-5
    Scenario: out of range, no attack resolves and the card's next effect still does
      Given the distance is 7
      And A holds volley in hand
      When A uses "volley"
      Then B is not asked to react
      And B has aura 3, life 10
      And A has concentration 1
      And A has not attacked this turn
      And "volley" is in A's discard pile
      And the ruling cites "C 10-5"
      And the ruling does not cite "C 9-4"

    @clause:C-10-5
    Scenario: an unavoidable attack created out of range is illegal too
      Given the distance is 6
      And A holds lunge in hand
      When A uses "lunge"
      Then B has life 10
      And A has not attacked this turn

    @clause:C-10-5
    Scenario: an unavoidable attack created in range still hits after a reaction moves the distance
      Given the distance is 4
      And A holds lunge in hand
      And B holds backstep in hand
      When A uses "lunge"
      And B reacts with "backstep"
      Then the distance is 7
      And B has aura 0, life 8

    @clause:C-10-5
    Scenario: with real cards, at distance 3 Rhythmic Arc's second attack (range 4-5) is removed and its third still comes
      Given a duel in A's main phase with a standard action
      And the distance is 3
      And A has the unused trump "Rhythmic Arc" (NA-02-saine-O-S-1)
      And A has flare 6
      And B has aura 5, life 10
      When A uses "Rhythmic Arc"
      And B takes the damage on life
      Then B has life 9
      And B must decide damage
      When B takes the damage on life
      Then B has aura 5, life 7
      And "Rhythmic Arc" is a used trump

    @clause:C-10-5 @card:NA-19-megumi-O-S-3
    Scenario: with real cards, Fruit of Finality's unavoidable attack of range 5, created at distance 4, is removed unresolved
      Given a duel in B's end phase
      And A harbors Megumi with soil 0 ungerminated and 0 germinated
      And the distance is 4
      And the dust is 0
      And B has aura 0, life 10
      And A has "Fruit of Finality" (NA-19-megumi-O-S-3) deployed with 5 crystals of which 5 are seeds
      And the seeds on A's "Fruit of Finality" have come to 5 this turn
      When the position is submitted
      Then B has aura 0, life 10

    @clause:C-10-5 @card:NA-19-megumi-O-S-3
    Scenario: with real cards, Fruit of Finality's unavoidable attack created at distance 5 hits
      Given a duel in B's end phase
      And A harbors Megumi with soil 0 ungerminated and 0 germinated
      And the distance is 5
      And the dust is 0
      And B has aura 0, life 10
      And A has "Fruit of Finality" (NA-19-megumi-O-S-3) deployed with 5 crystals of which 5 are seeds
      And the seeds on A's "Fruit of Finality" have come to 5 this turn
      When the position is submitted
      Then B has aura 0, life 5
