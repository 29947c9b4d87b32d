Feature: C 9-5 Enhancement destruction
  An enhancement left with no linked crystal is destroyed through the state-triggered rules. While
  that happens its while-deployed effects are gone; (i) its on-destruction effects resolve from the
  top down; (ii) if it still has no crystal, a normal card goes to its holder's discard pile and a
  trump returns to the trump zone as used. If the card leaves the enhancement zone midway, the
  rest is skipped (C 9-5). The scenarios empty the enhancement with the start-phase step that takes
  one crystal from each of the active player's enhancements (C 8-1-3 ii); after the destruction the
  start phase goes on to the reshuffle question.

  Background:
    Given a duel at the start of turn 3 with A active
    And the distance is 10
    And the test cards:
      | id    | type        | category | charge | cost |
      | husk  | enhancement |          | 1      |      |
      | relic | enhancement | trump    | 1      | 0    |
      | pyre  | enhancement |          | 1      |      |
      | oath  | enhancement |          | 1      |      |
    And "pyre" has the effect "on_destroy: move dust -> self.aura 2"
    And "pyre" has the effect "on_destroy: move self.aura -> self.flare 3"
    And "oath" has the effect "while_deployed: modify own_attacks add 0/1"
    And "oath" has the effect "on_destroy: perform_attack 0-10 -/1"

  @clause:C-9-5
  Rule: ii — the emptied card leaves the enhancement zone: a normal card to the discard pile, a trump as used

    @clause:C-9-5
    Scenario: a normal enhancement that loses its last crystal goes to the discard pile
      Given A has "husk" deployed with 1 crystal
      And the dust is 0
      When the position is submitted
      Then A must decide reshuffle
      And "husk" is in A's discard pile
      And A has 0 cards in enhancement zone
      And the dust is 1

    @clause:C-9-5
    Scenario: a trump enhancement that loses its last crystal returns as a used trump
      Given A has "relic" deployed with 1 crystal
      When the position is submitted
      Then A must decide reshuffle
      And "relic" is a used trump

    @clause:C-9-5
    Scenario: an enhancement that keeps a crystal is not destroyed
      Given A has "husk" deployed with 2 crystals
      When the position is submitted
      Then "husk" is in A's enhancement zone
      And "husk" has 1 crystal

    @clause:C-9-5
    Scenario: with real cards, Overawe losing its last crystal resolves its on-destruction attack, then goes to the discard pile
      Given a duel in B's main phase with a standard action
      And the distance is 4
      And A has "Overawe" (NA-01-yurina-O-N-6) deployed with 1 crystal
      And B has aura 5, life 10
      When B ends the main phase
      Then B has aura 2, life 10
      And "Overawe" is in A's discard pile
      And A must decide reshuffle

    @clause:C-9-5
    Scenario: with real cards, Overawe keeping a crystal is not destroyed and does not attack
      Given a duel in B's main phase with a standard action
      And the distance is 4
      And A has "Overawe" (NA-01-yurina-O-N-6) deployed with 2 crystals
      And B has aura 5, life 10
      When B ends the main phase
      Then B has aura 5, life 10
      And "Overawe" has 1 crystal
      And A must decide reshuffle

  @clause:C-9-5
  Rule: i — on-destruction effects resolve from the top down

    @clause:C-9-5
    Scenario: the upper effect fills the aura before the lower one moves three crystals to the flare
      Given A has aura 4, flare 0
      And the dust is 1
      And A has "pyre" deployed with 1 crystal
      When the position is submitted
      Then A has aura 2, flare 3
      And the dust is 1
      And "pyre" is in A's discard pile

  @clause:C-9-5 @clause:C-9-1-1-6
  Rule: during the destruction the card's while-deployed effects no longer work

    @clause:C-9-5 @clause:C-9-1-1-6
    Scenario: an attack made by the on-destruction effect does not get the card's own +0/+1
      Given A has "oath" deployed with 1 crystal
      When the position is submitted
      Then B has life 9

  @clause:C-9-5
  Rule: the destruction stops when the card has left the enhancement zone during its on-destruction effects

    @clause:C-9-5 @clause:C-6-2-1-7
    Scenario: a card that returns itself to hand stays in hand; its later on-destruction effect still resolves
      Given the test cards:
        | id     | type        | charge |
        | homing | enhancement | 1      |
      And "homing" has the effect "on_destroy: return_to_hand"
      And "homing" has the effect "on_destroy: move dust -> self.aura 1"
      And A has aura 2
      And A has "homing" deployed with 1 crystal
      When the position is submitted
      Then A must decide reshuffle
      And "homing" is in A's hand
      And A has 0 cards in discard pile
      And A has 0 cards in enhancement zone
      And A has aura 3

  @clause:C-9-5
  Rule: a card that has crystals linked to it again during its on-destruction effects stays deployed

    Background:
      Given the test cards:
        | id     | type        | charge |
        | phoenix | enhancement | 1     |
        | ember   | enhancement | 1     |
      And "phoenix" has the effect "on_destroy: move dust -> this 1"
      And "ember" has the effect "on_destroy: move self.aura -> this 1"

    @clause:C-9-5
    Scenario: the on-destruction effect links the crystal back, so the card is not discarded
      Given A has "phoenix" deployed with 1 crystal
      And the dust is 0
      When the position is submitted
      Then A must decide reshuffle
      And "phoenix" is in A's enhancement zone
      And "phoenix" has 1 crystal
      And the dust is 0
      And A has 0 cards in discard pile

    @clause:C-9-5
    Scenario: when the effect finds no crystal to link, the card is discarded as usual
      Given A has aura 0
      And A has "ember" deployed with 1 crystal
      When the position is submitted
      Then A must decide reshuffle
      And "ember" is in A's discard pile
      And A has 0 cards in enhancement zone

    @clause:C-9-5
    Scenario: with a crystal in the aura to link, the same card stays deployed
      Given A has aura 2
      And A has "ember" deployed with 1 crystal
      When the position is submitted
      Then A must decide reshuffle
      And "ember" is in A's enhancement zone
      And "ember" has 1 crystal
      And A has aura 1

  @clause:C-9-5
  Rule: an effect answering the destruction of another enhancement of its zone resolves once it is destroyed

    @clause:C-9-5
    Scenario: the other enhancement's destruction sets off the effect; the card's own destruction does not
      Given the test cards:
        | id      | type        | charge |
        | witness | enhancement | 3      |
        | fuse    | enhancement | 1      |
      And "witness" has the effect "while_deployed@enhancement_destroyed: damage opponent.life 1"
      And A has "witness" deployed with 3 crystals
      And A has "fuse" deployed with 1 crystal
      And B has "fuse" deployed with 2 crystals
      And B has life 10
      When the position is submitted
      Then B has life 9
      And "fuse" is in A's discard pile
      And "witness" has 2 crystals
