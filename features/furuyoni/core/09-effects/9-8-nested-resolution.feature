Feature: C 9-8 Nested resolution
  State-triggered effects, card uses by reaction, card uses by effects and attacks created by
  effects are resolved nested: what is resolving is suspended, the requested resolution runs to its
  end, then the suspended one resumes where it stopped. Nesting can go several levels deep (C 9-8).

  Background:
    Given a duel in A's main phase with a standard action
    And the distance is 4
    And the test cards:
      | id     | type   | subtype  | range | damage |
      | slash  | attack |          | 3-4   | 2/1    |
      | brace  | action | reaction |       |        |
      | guard  | action | reaction |       |        |
      | hook   | action | reaction |       |        |
      | volley | action |          |       |        |
    And "brace" has the effect "on_use: move dust -> self.aura 2"
    And "guard" has the effect "on_use: gain_concentration self 1"
    And "hook" has the effect "on_use: perform_attack 0-10 -/1"
    And "volley" has the effect "on_use: perform_attack 0-10 -/1"
    And "volley" has the effect "on_use: gain_concentration self 1"
    And A has concentration 0

  @clause:C-9-8
  Rule: a reaction resolves inside the attack it answers, before the attack goes on

    @clause:C-9-8
    Scenario: the reaction's aura arrives before the damage, so the defender may take it on aura
      Given the dust is 2
      And B has aura 0, life 10
      And A holds slash in hand
      And B holds brace in hand
      When A uses "slash"
      And B reacts with "brace"
      Then B must decide damage
      And the options are exactly aura damage, life damage
      And the ruling cites in order C 9-8, C 9-2-2, C 9-8
      When B takes the damage on aura
      Then B has aura 0, life 10

    @clause:C-9-8
    Scenario: without the reaction the aura is empty and the life side is forced
      Given the dust is 2
      And B has aura 0, life 10
      And A holds slash in hand
      And B holds brace in hand
      When A uses "slash"
      And B does not react
      Then B has aura 0, life 9

    @clause:C-9-8
    Scenario: with real cards, Song and Dance's flare crystal arrives in the aura before Slash's damage, so the defender may take it on aura
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And A holds "Slash" (NA-01-yurina-O-N-1) in hand
      And B holds "Song and Dance" (NA-04-tokoyo-O-N-4) in hand
      And B has aura 2, flare 1, life 10
      When A uses "Slash"
      And B reacts with "Song and Dance"
      And B chooses "1"
      Then B must decide damage
      And the options are exactly aura damage, life damage

    @clause:C-9-8
    Scenario: with real cards, without the reaction the aura of 2 is short and Slash's life side is forced
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And A holds "Slash" (NA-01-yurina-O-N-1) in hand
      And B holds "Song and Dance" (NA-04-tokoyo-O-N-4) in hand
      And B has aura 2, flare 1, life 10
      When A uses "Slash"
      And B does not react
      Then B has aura 2, life 9

  @clause:C-9-8
  Rule: an attack created by an effect resolves inside the card's use, before the card's next effect

    @clause:C-9-8
    Scenario: while the defender decides on a reaction to the effect's attack, the card is still in use and its next effect waits
      Given A holds volley in hand
      And B holds guard in hand
      When A uses "volley"
      Then B must decide reaction
      And "volley" is in A's in-use zone
      And A has concentration 0
      When B does not react
      Then B has life 9
      And A has concentration 1
      And "volley" is in A's discard pile

  @clause:C-9-8
  Rule: nesting goes several levels deep and unwinds in order

    @clause:C-9-8
    Scenario: card use, its attack, the reaction, the reaction's own attack: each finishes before the level below resumes
      Given A holds volley in hand
      And B holds hook in hand
      When A uses "volley"
      And B reacts with "hook"
      Then A has life 9
      And B has life 9
      And A has concentration 1
      And "volley" is in A's discard pile
      And "B:hook" is in B's discard pile
      And the ruling cites in order C 9-8, C 9-2, C 10-5, C 9-4, C 9-8, C 9-4-1
