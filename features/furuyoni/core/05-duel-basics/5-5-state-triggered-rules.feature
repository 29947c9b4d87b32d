Feature: C 5-5 State-triggered rules
  Some conditions of the board call for an effect by themselves: damage that occurs, an enhancement
  left without crystals, a draw from an empty deck, and conditional constant / while-deployed /
  while-used effects whose condition becomes true (C 5-5-1 to 5-5-6). Such an effect resolves as
  soon as its condition holds; if another effect is resolving at that moment, it cuts in under the
  nested-resolution rule (C 9-8) and the interrupted effect then finishes. When several are due at
  the same time, the active player decides the order (C 5-5).

  @clause:C-5-5
  Rule: the active player orders state-triggered effects that are due at the same time

    Background:
      Given a duel in B's main phase with a standard action
      And the test cards:
        | id     | type        | charge |
        | ward   | enhancement | 1      |
        | shield | enhancement | 1      |

    @clause:C-5-5 @clause:C-5-5-2
    Scenario: two enhancements losing their last crystal together are ordered by the active player
      Given A has "ward" deployed with 1 crystal
      And A has "shield" deployed with 1 crystal
      When B ends the main phase
      Then A must decide order
      And the options are exactly first ward, first shield
      When A resolves "shield" first
      Then "ward" is in A's discard pile
      And "shield" is in A's discard pile
      And A must decide reshuffle

    @clause:C-5-5 @clause:C-5-5-2
    Scenario: the chosen order decides the outcome of two destruction effects (ward first)
      Given "ward" has the effect "on_destroy: move dust -> self.aura 2"
      And "shield" has the effect "on_destroy: move self.aura -> self.flare 2"
      And A has aura 4
      And A has "ward" deployed with 1 crystal
      And A has "shield" deployed with 1 crystal
      When B ends the main phase
      Then A must decide order
      When A resolves "ward" first
      Then A has aura 3, flare 2
      And the dust is 1
      And "ward" is in A's discard pile
      And "shield" is in A's discard pile
      And A must decide reshuffle

    @clause:C-5-5 @clause:C-5-5-2
    Scenario: the chosen order decides the outcome of two destruction effects (shield first)
      Given "ward" has the effect "on_destroy: move dust -> self.aura 2"
      And "shield" has the effect "on_destroy: move self.aura -> self.flare 2"
      And A has aura 4
      And A has "ward" deployed with 1 crystal
      And A has "shield" deployed with 1 crystal
      When B ends the main phase
      Then A must decide order
      When A resolves "shield" first
      Then A has aura 4, flare 2
      And the dust is 0
      And "ward" is in A's discard pile
      And "shield" is in A's discard pile
      And A must decide reshuffle

    @clause:C-5-5 @clause:C-5-5-2
    Scenario: a single due destruction is not put to the active player as a choice
      Given A has "ward" deployed with 1 crystal
      And A has "shield" deployed with 2 crystals
      When B ends the main phase
      Then A must decide reshuffle
      And "ward" is in A's discard pile
      And "shield" has 1 crystal

    @clause:C-5-5 @clause:C-5-5-2
    Scenario Outline: with real cards, the order the active player picks for Windy Stage and Compass, destroyed together, decides the aura
      Given A has aura 5
      And the distance is 4
      And A has "Windy Stage" (NA-04-tokoyo-O-N-6) deployed with 1 crystal
      And A has "Compass" (NA-17-hatsumi-O-N-6) deployed with 1 crystal
      When B ends the main phase
      Then A must decide order
      When A resolves "<first>" first
      Then A has aura <aura>
      And the dust is <dust>
      And the distance is 6
      And "Windy Stage" is in A's discard pile
      And "Compass" is in A's discard pile
      And A must decide reshuffle

      Examples:
        | first       | aura | dust |
        | Windy Stage | 4    | 1    |
        | Compass     | 3    | 2    |

  @clause:C-5-5
  Rule: a state-triggered effect that becomes due mid-resolution cuts in, then the interrupted effect finishes

    Background:
      Given a duel in A's main phase with a standard action
      And the test cards:
        | id    | type   |
        | study | action |
        | blast | action |

    @clause:C-5-5 @clause:C-5-5-3
    Scenario: fatigue from an empty-deck draw resolves before the card's next effect
      Given "study" has the effect "on_use: draw self 1"
      And "study" has the effect "on_use: move self.aura -> self.flare 1"
      And A has aura 1, life 10, flare 0
      And A holds study in hand
      When A uses "study"
      Then the ruling cites "C 5-5-3"
      And A must decide damage
      And A has aura 1, flare 0
      When A takes the damage on aura
      Then A has aura 0, life 10, flare 0
      And the dust is 1

    @clause:C-5-5 @clause:C-5-5-1
    Scenario: the receiver's damage choice is made before the card's next effect resolves
      Given "blast" has the effect "on_use: damage opponent 1/1"
      And "blast" has the effect "on_use: move self.aura -> self.flare 1"
      And A holds blast in hand
      When A uses "blast"
      Then B must decide damage
      And A has aura 3, flare 0
      When B takes the damage on aura
      Then B has aura 2, life 10
      And A has aura 2, flare 1

    @clause:C-5-5 @clause:C-5-5-3
    Scenario: with real cards, Backstep's draw from an empty deck brings fatigue before its arrow moves the distance
      Given A has "Backstep" (NA-03-himika-O-N-5) in hand
      And A has aura 1, life 10, flare 0
      And the dust is 1
      And the distance is 4
      When A uses "Backstep"
      Then the ruling cites "C 5-5-3"
      And A must decide damage
      And the distance is 4
      When A takes the damage on aura
      Then A has aura 0, life 10, flare 0
      And the distance is 5
      And the dust is 1

  @clause:C-5-5-1
  Rule: damage that occurs is resolved at once under C 5-8-3

    Background:
      Given a duel in A's main phase with a standard action
      And the test cards:
        | id    | type   |
        | drain | action |

    @clause:C-5-5-1
    Scenario: flare damage from an effect sends crystals to the dust before the next effect looks there
      Given "drain" has the effect "on_use: damage opponent.flare 2"
      And "drain" has the effect "on_use: move dust -> self.aura 2"
      And B has flare 2
      And the dust is 0
      And A holds drain in hand
      When A uses "drain"
      Then B has flare 0
      And A has aura 5
      And the dust is 0
      And the ruling cites "C 5-8-3-1"

    @clause:C-5-5-1
    Scenario: life damage from an effect moves the crystals to the receiver's own flare
      Given "drain" has the effect "on_use: damage opponent.life 2"
      And A holds drain in hand
      When A uses "drain"
      Then B has life 8, flare 2, aura 3
      And the dust is 0
      And the ruling cites "C 5-8-3-1"

    @clause:C-5-5-1
    Scenario: with real cards, the life damage Prove the Nature deals as an enhancement is destroyed goes to the receiver's flare at once
      Given a duel in B's main phase with a standard action
      And A has "Prove the Nature" (NA-07-shinra-O-S-4) deployed with 3 crystals
      And A has "Smoke" (NA-03-himika-O-N-7) deployed with 1 crystal
      When B ends the main phase
      Then "Smoke" is in A's discard pile
      And B has life 9, flare 1
      And the ruling cites "C 5-8-3-1"

  @clause:C-5-5-2
  Rule: an enhancement with no linked crystal is destroyed (C 9-5)

    Background:
      Given a duel in B's main phase with a standard action
      And the test cards:
        | id    | type        | category | charge | cost |
        | ward  | enhancement | normal   | 1      |      |
        | aegis | enhancement | trump    | 1      | 0    |
        | husk  | enhancement | normal   | 0      |      |

    @clause:C-5-5-2
    Scenario: the start-phase tick that removes the last crystal destroys the enhancement
      Given A has "ward" deployed with 1 crystal
      When B ends the main phase
      Then "ward" is in A's discard pile
      And A has 0 cards in enhancement zone
      And the dust is 1
      And the ruling cites "C 9-5"

    @clause:C-5-5-2
    Scenario: an enhancement keeping a crystal after the tick stays deployed
      Given A has "ward" deployed with 2 crystals
      When B ends the main phase
      Then "ward" is in A's enhancement zone
      And "ward" has 1 crystal
      And the ruling does not cite "C 9-5"

    @clause:C-5-5-2
    Scenario: a destroyed trump enhancement returns to the trump zone as used
      Given A has "aegis" deployed with 1 crystal
      When B ends the main phase
      Then "aegis" is a used trump
      And the ruling cites "C 9-5"

    @clause:C-5-5-2 @clause:C-6-2-1-11
    Scenario: an enhancement deployed with charge 0 has no crystal and is destroyed at once
      Given B holds husk in hand
      When B uses "husk"
      Then "husk" is in B's discard pile
      And B has 0 cards in enhancement zone
      And the ruling cites "C 9-5"

    @clause:C-5-5-2
    Scenario: the destruction effect of the enhancement resolves once, then the card is discarded
      Given "ward" has the effect "on_destroy: move dust -> self.aura 2"
      And A has aura 2
      And A has "ward" deployed with 1 crystal
      When B ends the main phase
      Then A has aura 3
      And the dust is 0
      And "ward" is in A's discard pile
      And A must decide reshuffle

    @clause:C-5-5-2
    Scenario: with real cards, the start-phase tick that takes Smoke's last crystal destroys it
      Given A has "Smoke" (NA-03-himika-O-N-7) deployed with 1 crystal
      When B ends the main phase
      Then "Smoke" is in A's discard pile
      And A has 0 cards in enhancement zone
      And the dust is 1
      And the ruling cites "C 9-5"

    @clause:C-5-5-2
    Scenario: with real cards, Smoke keeping a crystal after the tick stays deployed
      Given A has "Smoke" (NA-03-himika-O-N-7) deployed with 2 crystals
      When B ends the main phase
      Then "Smoke" is in A's enhancement zone
      And "Smoke" has 1 crystal
      And the ruling does not cite "C 9-5"

    @clause:C-5-5-2
    Scenario: with real cards, a destroyed trump enhancement, Thallya's Masterpiece, returns to the trump zone as used
      Given A has "Thallya's Masterpiece" (NA-11-thallya-O-S-3) deployed with 1 crystal
      When B ends the main phase
      Then "Thallya's Masterpiece" is a used trump
      And the ruling cites "C 9-5"

    @clause:C-5-5-2 @clause:C-6-2-1-11
    Scenario: with real cards, Reflecta, with no charge and its gadget unmet, is deployed with no crystal and destroyed at once
      Given B has "Reflecta" (NA-10-kururu-O-N-7) in hand
      When B uses "Reflecta"
      Then "Reflecta" is in B's discard pile
      And B has 0 cards in enhancement zone
      And the ruling cites "C 9-5"

  @clause:C-5-5-3
  Rule: a draw from an empty deck causes fatigue (C 10-10) instead

    Background:
      Given a duel in A's main phase with a standard action
      And the test cards:
        | id    | type   |
        | study | action |
        | note  | action |

    @clause:C-5-5-3
    Scenario: drawing from an empty deck inflicts fatigue
      Given "study" has the effect "on_use: draw self 1"
      And A has aura 0, life 10, flare 0
      And A holds study in hand
      When A uses "study"
      Then A has life 9, flare 1
      And A has 0 cards in hand
      And the ruling cites "C 5-5-3"
      And the ruling cites "C 10-10"

    @clause:C-5-5-3
    Scenario: a draw from a deck that still holds a card causes no fatigue
      Given "study" has the effect "on_use: draw self 1"
      And A has aura 0, life 10, flare 0
      And A holds study in hand
      And A's deck is note from the top
      When A uses "study"
      Then "note" is in A's hand
      And A has life 10, flare 0
      And the ruling does not cite "C 10-10"

    @clause:C-5-5-3
    Scenario: drawing two with one card left draws it and then suffers fatigue once
      Given "study" has the effect "on_use: draw self 2"
      And A has aura 0, life 10, flare 0
      And A holds study in hand
      And A's deck is note from the top
      When A uses "study"
      Then "note" is in A's hand
      And A has 0 cards in deck
      And A has life 9, flare 1
      And the ruling cites "C 5-5-3"

    @clause:C-5-5-3
    Scenario: with real cards, Backstep's draw from an empty deck inflicts fatigue
      Given A has "Backstep" (NA-03-himika-O-N-5) in hand
      And A has aura 0, life 10, flare 0
      When A uses "Backstep"
      Then A has life 9, flare 1
      And A has 0 cards in hand
      And the ruling cites "C 5-5-3"
      And the ruling cites "C 10-10"

    @clause:C-5-5-3
    Scenario: with real cards, Backstep's draw from a deck that still holds a card causes no fatigue
      Given A has "Backstep" (NA-03-himika-O-N-5) in hand
      And A has aura 0, life 10, flare 0
      And A's deck is "Slash" (NA-01-yurina-O-N-1) from the top
      When A uses "Backstep"
      Then "Slash" is in A's hand
      And A has life 10, flare 0
      And the ruling does not cite "C 10-10"

  @clause:C-10-10
  Rule: fatigue is 1/1 damage and the player suffering it picks the side, as for any two-valued damage

    @clause:C-10-10 @clause:C-5-5-3
    Scenario: with aura to spare, fatigue may be taken on the aura
      Given a duel in A's main phase with a standard action
      And the test cards:
        | id    | type   |
        | study | action |
      And "study" has the effect "on_use: draw self 1"
      And A has aura 2, life 10, flare 0
      And A holds study in hand
      When A uses "study"
      Then the ruling cites "C 10-10"
      And A must decide damage
      And the options are exactly aura damage, life damage
      When A takes the damage on aura
      Then A has aura 1, life 10, flare 0
      And the dust is 1

    @clause:C-10-10 @clause:C-5-5-3
    Scenario: with no aura, fatigue falls on the life
      Given a duel in A's main phase with a standard action
      And the test cards:
        | id    | type   |
        | study | action |
      And "study" has the effect "on_use: draw self 1"
      And A has aura 0, life 10, flare 0
      And A holds study in hand
      When A uses "study"
      Then A is not asked to choose the damage
      And A has aura 0, life 9, flare 1

    @clause:C-10-10 @clause:C-5-5-3
    Scenario: with real cards, with aura to spare, the fatigue of Backstep's draw may be taken on the aura
      Given a duel in A's main phase with a standard action
      And A has "Backstep" (NA-03-himika-O-N-5) in hand
      And A has aura 2, life 10, flare 0
      When A uses "Backstep"
      Then the ruling cites "C 10-10"
      And A must decide damage
      And the options are exactly aura damage, life damage
      When A takes the damage on aura
      Then A has aura 1, life 10, flare 0
