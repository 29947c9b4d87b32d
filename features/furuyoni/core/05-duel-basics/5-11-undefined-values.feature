Feature: C 5-11 Undefined values
  When an effect refers to a number that is not defined, that number counts as 0 (C 5-11). Two such
  cases arise with the test cards: an effect that reads the damage of "the attack" when there is no
  attack to read (the card was not used against one, nor does it belong to one), and an effect
  that reads a damage side printed as 「-」, which is not a number (C 5-8-1, 6-4-1-4/5).

  In the short form of a test-card effect, an amount written as attack.aura_damage or
  attack.life_damage is read from the attack the effect belongs to or answers, when it resolves.

  Background:
    Given a duel in A's main phase with a standard action
    And the distance is 4
    And the dust is 5
    And the test cards:
      | id     | type   | subtype  | range | damage |
      | slash  | attack |          | 3-4   | 2/1    |
      | poke   | attack |          | 3-4   | -/2    |
      | tap    | attack |          | 3-4   | 2/-    |
      | siphon | action | reaction |       |        |
      | drink  | action | reaction |       |        |
      | gauge  | action |          |       |        |
      | probe  | action | reaction |       |        |
    And "siphon" has the effect "on_use: move dust -> self.aura attack.aura_damage"
    And "drink" has the effect "on_use: move dust -> self.aura attack.life_damage"

  @clause:C-5-11
  Rule: with no attack to read, an attack's damage reads as 0

    @clause:C-5-11
    Scenario: the reading card used in the main phase has no attack, so nothing moves
      Given A has aura 1
      And A holds siphon in hand
      When A uses "siphon"
      Then A has aura 1
      And the dust is 5
      And the ruling cites "C 5-11"

    @clause:C-5-11
    Scenario: the same card used as a reaction reads the aura damage of the attack it answers
      Given B has aura 1
      And A holds slash in hand
      And B holds siphon in hand
      When A uses "slash"
      And B reacts with "siphon"
      Then B has aura 3
      And the ruling does not cite "C 5-11"

    @clause:C-5-11
    Scenario: a condition on an attack's damage, with no attack, compares 0
      Given "gauge" has the effect "on_use: gain_concentration self 1 if attack.aura_damage == 0"
      And A has concentration 0
      And A holds gauge in hand
      When A uses "gauge"
      Then A has concentration 1

    @clause:C-5-11
    Scenario: the same condition, answering an attack of aura damage 2, does not hold
      Given "probe" has the effect "on_use: gain_concentration self 1 if attack.aura_damage == 0"
      And B has concentration 0
      And A holds slash in hand
      And B holds probe in hand
      When A uses "slash"
      And B reacts with "probe"
      Then B has concentration 0

    @clause:C-5-11
    Scenario: a damage whose amount is an attack's damage, with no attack, deals 0
      Given "gauge" has the effect "on_use: damage opponent.life attack.life_damage"
      And A holds gauge in hand
      When A uses "gauge"
      Then B has life 10, flare 0
      And the ruling cites "C 5-11"

  @clause:C-5-11
  Rule: a damage side printed as 「-」 reads as 0

    @clause:C-5-11
    Scenario: reading the 「-」 aura damage of the attack answered moves nothing
      Given B has aura 1
      And A holds poke in hand
      And B holds siphon in hand
      When A uses "poke"
      And B reacts with "siphon"
      Then B has aura 1, life 8
      And the ruling cites "C 5-11"

    @clause:C-5-11
    Scenario: reading the numeric life damage of the same attack moves that many
      Given B has aura 1
      And A holds poke in hand
      And B holds drink in hand
      When A uses "poke"
      And B reacts with "drink"
      Then B has aura 3, life 8
      And the ruling does not cite "C 5-11"

    @clause:C-5-11
    Scenario: reading the 「-」 life damage of an attack moves nothing
      Given B has aura 1
      And A holds tap in hand
      And B holds drink in hand
      When A uses "tap"
      And B reacts with "drink"
      Then the ruling cites "C 5-11"
      And B has aura 0, life 10
      And the dust is 6

    @clause:C-5-11
    Scenario: an after-attack effect reading its own attack's 「-」 aura damage moves nothing
      Given "poke" has the effect "after_attack: move dust -> self.aura attack.aura_damage"
      And A has aura 1
      And A holds poke in hand
      When A uses "poke"
      Then B has life 8
      And A has aura 1
      And the dust is 5
      And the ruling cites "C 5-11"

    @clause:C-5-11
    Scenario: with real cards, Redact reads the 「-」 aura damage of Glancing Strike as 0, under 3, and takes 1 off its life damage
      Given a duel in B's main phase with a standard action
      And the distance is 4
      And the dust is 2
      And B has aura 0, concentration 1
      And A has aura 5, life 10
      And B holds "Glancing Strike" (NA-04-tokoyo-O-N-1) in hand
      And A has "Redact" (NA-22-renri-O-N-3) in hand
      When B performs wrap paying concentration
      And B uses "Glancing Strike"
      And A reacts with "Redact"
      And B takes the damage on aura
      Then A has aura 5, life 10
      And B has aura 0, life 10
