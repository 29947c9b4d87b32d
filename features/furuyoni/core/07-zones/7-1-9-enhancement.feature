Feature: C 7-1-9 The enhancement zone
  Each player's enhancement zone holds face-up cards and sakura crystals, and every crystal there is
  linked to one particular enhancement and lies on it (C 7-1-9). The crystals are counted card by
  card: removing one from each card, or a card running out of its own crystals, is decided by that
  card's crystals alone, whatever the other enhancements hold; crystals that leave a card go to the
  dust.

  @clause:C-7-1-9
  Rule: deploying puts the charge on the deployed card only

    @clause:C-7-1-9 @clause:C-9-2-3
    Scenario: deploying an enhancement puts its charge on that card
      Given a duel in A's main phase with a standard action
      And the test cards:
        | id     | type        | charge |
        | ward   | enhancement | 2      |
        | shield | enhancement | 1      |
      And A has aura 3
      And A has "shield" deployed with 3 crystals
      And A holds ward in hand
      When A uses "ward"
      Then "ward" is in A's enhancement zone
      And "ward" has 2 crystals
      And "shield" has 3 crystals
      And A has aura 1

    @clause:C-7-1-9 @clause:C-9-2-3
    Scenario: with real cards, deploying Smoke puts its charge of 3 on Smoke only
      Given a duel in A's main phase with a standard action
      And A has aura 3
      And A has "Windy Stage" (NA-04-tokoyo-O-N-6) deployed with 1 crystal
      And A has "Smoke" (NA-03-himika-O-N-7) in hand
      When A uses "Smoke"
      Then "Smoke" is in A's enhancement zone
      And "Smoke" has 3 crystals
      And "Windy Stage" has 1 crystal
      And A has aura 0

  @clause:C-7-1-9
  Rule: each enhancement loses its own crystals

    Background:
      Given a duel at the start of turn 3 with A active
      And the test cards:
        | id     | type        | charge |
        | ward   | enhancement | 2      |
        | shield | enhancement | 1      |
        | leaf   | action      |        |
        | stone  | action      |        |
      And A's deck is leaf, stone from the top

    @clause:C-7-1-9 @clause:C-8-1-3
    Scenario: each enhancement loses a crystal of its own, and only the one left with none is destroyed
      Given A has "ward" deployed with 3 crystals
      And A has "shield" deployed with 1 crystal
      When the position is submitted
      Then "ward" has 2 crystals
      And "ward" is in A's enhancement zone
      And "shield" is in A's discard pile
      And the dust is 2

    @clause:C-7-1-9 @clause:C-8-1-3
    Scenario: crystals taken off enhancements go to the dust
      Given the dust is 1
      And A has "ward" deployed with 2 crystals
      And A has "shield" deployed with 2 crystals
      When the position is submitted
      Then "ward" has 1 crystal
      And "shield" has 1 crystal
      And the dust is 3
      And A has aura 3

    @clause:C-7-1-9 @clause:C-8-1-3
    Scenario: with real cards, Smoke and Silent Wall each lose a crystal of their own, and only the one left with none is destroyed
      Given a duel at the start of turn 3 with A active
      And A's deck is "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2) from the top
      And A has "Smoke" (NA-03-himika-O-N-7) deployed with 3 crystals
      And A has "Silent Wall" (NA-02-saine-O-N-7) deployed with 1 crystal
      When the position is submitted
      Then "Smoke" has 2 crystals
      And "Smoke" is in A's enhancement zone
      And "Silent Wall" is in A's discard pile
      And the dust is 2

  @clause:C-7-1-9
  Rule: crystals left without a card to be linked to go to the dust at once

    @clause:C-7-1-9
    Scenario: an enhancement leaving the zone for the hand leaves its crystals to the dust
      Given a duel at the start of turn 3 with A active
      And the test cards:
        | id    | type        | charge |
        | drift | enhancement | 1      |
        | leaf  | action      |        |
        | stone | action      |        |
      And "drift" has the effect "while_deployed@start_phase: return_to_hand"
      And A's deck is leaf, stone from the top
      And A has "drift" deployed with 2 crystals
      When the position is submitted
      Then "drift" is in A's hand
      And A has 0 cards in enhancement zone
      And the dust is 2
      And A has aura 3

    @clause:C-7-1-9
    Scenario: the unlinked crystals go to the dust, not back to their owner's aura
      Given a duel in B's main phase with a standard action
      And the test cards:
        | id    | type        | charge |
        | drift | enhancement | 1      |
      And "drift" has the effect "while_deployed@start_phase: return_to_hand"
      And A has aura 2
      And A has "drift" deployed with 3 crystals
      When B ends the main phase
      Then "drift" is in A's hand
      And the dust is 3
      And A has aura 2
      And the ruling cites "C 7-1-9"
