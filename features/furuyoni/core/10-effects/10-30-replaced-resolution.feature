Feature: C 10-30 Replacing a card's resolution
  Some effects make a card resolve something else instead of itself. When one applies, the card's use
  stops after the card has been put in use: the attack step (9-2-1 iv), the on-use effects (9-2-2 iii)
  or the charge and deployment (9-2-3 iii onwards) do not happen; an attack the card created is
  removed from 〈Attacking〉; the replacing effect resolves instead.
  Decision: the rules do not say where the card goes afterwards. Every such card in the pool puts it
  where its use would have ended (a normal card to the discard pile, a trump used), so the replacing
  primitive does that.

  Background:
    Given a duel in A's main phase with a standard action
    And the distance is 3
    And the test cards:
      | id      | type        | category | subtype  | range | damage | cost | charge |
      | dawn    | attack      |          |          | 0-10  | 4/2    |      |        |
      | guard   | action      |          | reaction |       |        |      |        |
      | ward    | action      | trump    | reaction |       |        | 0    |        |
      | counter | attack      |          | reaction | 0-10  | -/1    |      |        |
      | beacon  | enhancement |          |          |       |        |      | 1      |
      | plan    | action      |          |          |       |        |      |        |
      | vow     | action      | trump    |          |       |        | 0    |        |
      | tent    | enhancement |          |          |       |        |      | 2      |
    And "dawn" has the effect "constant: replace_use opponent normal this_attack: modify this_attack add -1/+0"
    And "guard" has the effect "on_use: gain_concentration self 1"
    And "ward" has the effect "on_use: gain_concentration self 1"
    And "beacon" has the effect "while_deployed: replace_use opponent: gain_concentration self 1"
    And "plan" has the effect "on_use: move dust -> self.aura 1"
    And "vow" has the effect "on_use: move dust -> self.aura 1"
    And the dust is 5
    And A has aura 0, life 10, concentration 0
    And B has aura 5, life 10, concentration 0

  @clause:C-10-30
  Rule: a reaction replaced by the attack's own text

    @clause:C-10-30
    Scenario: the normal reaction does not resolve and the replacing effect modifies the attack
      Given A holds dawn in hand
      And B holds guard in hand
      When A uses "dawn"
      And B reacts with "guard"
      Then the ruling cites "C 10-30"
      And B has concentration 0
      And "guard" is in B's discard pile
      When B takes the damage on aura
      Then B has aura 2

    @clause:C-10-30
    Scenario: a reaction the effect does not name resolves as usual
      Given A holds dawn in hand
      And B has the unused trump "ward"
      When A uses "dawn"
      And B reacts with "ward"
      Then B has concentration 1
      When B takes the damage on aura
      Then B has aura 1

    @clause:C-10-30
    Scenario: a replaced reaction attack card's attack is removed unresolved
      Given A holds dawn in hand
      And B holds counter in hand
      When A uses "dawn"
      And B reacts with "counter"
      Then A has life 10
      And "counter" is in B's discard pile

  @clause:C-10-30
  Rule: an effect of the opponent replaces a card used in the main phase

    Background:
      Given B has "beacon" deployed with 1 crystal

    @clause:C-10-30
    Scenario: the action card does not resolve; the replacing effect resolves for its own holder
      Given A holds plan in hand
      When A uses "plan"
      Then A has aura 0
      And B has concentration 1
      And "plan" is in A's discard pile
      And the ruling cites "C 10-30"

    @clause:C-10-30
    Scenario: a replaced trump is used all the same
      Given A has the unused trump "vow"
      When A uses "vow"
      Then A has aura 0
      And "vow" is a used trump

    @clause:C-10-30
    Scenario: a replaced enhancement takes no charge and is not deployed
      Given A holds tent in hand
      When A uses "tent"
      Then the dust is 5
      And "tent" is in A's discard pile
      And A has 0 cards in enhancement zone

    @clause:C-10-30
    Scenario: with real cards, used Phaneritic Lighthouse replaces the opponent's Backstep, which goes to the discard pile unresolved
      Given a duel in B's main phase with a standard action
      And A has the used trump "Phaneritic Lighthouse" (NA-17-hatsumi-O-S-3)
      And B holds "Backstep" (NA-03-himika-O-N-5) in hand
      And B's deck is "Slash" (NA-01-yurina-O-N-1) from the top
      And the distance is 4
      And the dust is 2
      When B uses "Backstep"
      Then "B:Backstep" is in B's discard pile
      And B has 0 cards in hand
      And the distance is 4
      And "Phaneritic Lighthouse" is an unused trump
      And the ruling cites "C 10-30"
