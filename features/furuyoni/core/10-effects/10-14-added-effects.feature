Feature: C 10-14 Added effects
  When an effect adds an effect to a card, the added effect comes after the effects the card
  already has, unless the text says otherwise; when several effects are added to a card at once,
  the active player decides their order (C 10-14). Test cards write "add_effect [<zone>] <timing>:
  <op…> [; <timing>: <op…>]": the effects are added to this card, or to a card chosen from the zone.
  Our reading of how long an added effect lasts, which the clause does not say: it stays while the
  card is in use and then deployed, and is lost when the card goes to any other zone.

  Every scenario destroys an enhancement whose printed on-destruction effect moves a crystal from
  the dust to its holder's aura and whose added one moves a crystal from that aura to the flare:
  printed first, the crystal ends in the flare; added first, the aura is still empty when the added
  effect resolves and the crystal stays in the aura.

  Background:
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id         | type        | charge |
      | bless      | enhancement | 1      |
      | anoint     | enhancement | 1      |
      | relic      | enhancement | 1      |
      | consecrate | action      |        |
    And "bless" has the effect "on_destroy: move dust -> self.aura 1"
    And "bless" has the effect "on_deploy: add_effect on_destroy: move self.aura -> self.flare 1"
    And "bless" has the effect "on_deploy: move this -> dust 1"
    And "anoint" has the effect "on_deploy: add_effect on_destroy: move dust -> self.aura 1 ; on_destroy: move self.aura -> self.flare 1"
    And "anoint" has the effect "on_deploy: move this -> dust 1"
    And "relic" has the effect "on_destroy: move dust -> self.aura 1"
    And "relic" has the effect "while_deployed@main_end: move this -> dust 1"
    And "consecrate" has the effect "on_use: add_effect self.enhancements on_destroy: move self.aura -> self.flare 1"
    And A has aura 0, flare 0
    And the dust is 1

  @clause:C-10-14
  Rule: an added effect comes after the card's own effects

    @clause:C-10-14
    Scenario: the card's printed on-destruction effect resolves before the one added to it
      Given A holds bless in hand
      When A uses "bless"
      Then "bless" is in A's discard pile
      And A has aura 0, flare 1
      And the ruling cites "C 10-14"

    @clause:C-10-14
    Scenario: an effect added to a chosen deployed card resolves after its printed one
      Given the dust is 0
      And A has "relic" deployed with 1 crystal
      And A holds consecrate in hand
      When A uses "consecrate"
      And A chooses "relic"
      And A ends the main phase
      Then "relic" is in A's discard pile
      And A has aura 0, flare 1

    @clause:C-10-14 @clause:A-17-6
    Scenario: with real cards, after Flail the next enhancement of another goddess gets growth 2 added to its text
      Given a duel in A's main phase with a standard action
      And A harbors Megumi with soil 2 ungerminated and 3 germinated
      And A has aura 3
      And the distance is 4
      And the dust is 0
      And A has "Flail" (NA-19-megumi-O-N-3), "Smoke" (NA-03-himika-O-N-7) in hand
      And B has aura 5, life 10
      When A uses "Flail"
      And B takes the damage on aura
      And A uses "Smoke"
      Then the ruling cites "A 17-6"
      When A chooses "0"
      And A charges 0 from dust
      And A chooses "2"
      Then "Smoke" has 5 crystals of which 2 are seeds
      And A has aura 0

  @clause:C-10-14
  Rule: the active player orders several effects added at once

    @clause:C-10-14
    Scenario: two effects added at once wait for the active player's order
      Given A holds anoint in hand
      When A uses "anoint"
      Then A must decide order

    @clause:C-10-14
    Scenario: put in the printed order, the crystal ends in the flare
      Given A holds anoint in hand
      When A uses "anoint"
      And A resolves "added1" first
      Then A has aura 0, flare 1

    @clause:C-10-14
    Scenario: put in the other order, the crystal stays in the aura
      Given A holds anoint in hand
      When A uses "anoint"
      And A resolves "added2" first
      Then A has aura 1, flare 0
