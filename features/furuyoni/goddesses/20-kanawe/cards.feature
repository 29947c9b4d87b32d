@goddess:kanawe
Feature: Kanawe (No. 20) — her cards as printed
  Each scenario names a real card of season na-s9-2 by its English name and rules id and exercises what
  is distinctive about it.

  @clause:C-9-4 @card:NA-20-kanawe-O-S-3
  Rule: Better Part of Valor (NA-20-kanawe-O-S-3) turns away the non-trump attack it answers

    Background:
      Given a duel in B's main phase with a standard action
      And the test cards:
        | id     | type   | category | cost | range | damage |
        | strike | attack |          |      | 4     | 3/2    |
        | bolt   | attack | trump    | 0    | 4     | 3/2    |
      And A has the unused trump "Better Part of Valor" (NA-20-kanawe-O-S-3)
      And the distance is 4
      And A has flare 4, aura 3, life 10
      And B has aura 0, life 10

    @clause:C-9-4 @card:NA-20-kanawe-O-S-3
    Scenario: Better Part of Valor (NA-20-kanawe-O-S-3) hits, nullifies the normal attack and puts its card on top of its holder's deck
      Given B holds strike in hand
      When B uses "strike"
      And A reacts with "Better Part of Valor"
      Then B has life 9
      And A has aura 3, life 10, flare 0
      And "strike" is on top of B's deck
      And the ruling cites "C 9-4 ii"

    @clause:C-9-4 @card:NA-20-kanawe-O-S-3
    Scenario: Better Part of Valor (NA-20-kanawe-O-S-3) does not nullify a trump's attack
      Given B has the unused trump "bolt"
      When B uses "bolt"
      And A reacts with "Better Part of Valor"
      Then B has life 9
      And A must decide damage

  @clause:C-10-18 @clause:C-7-1-16 @card:NA-20-kanawe-O-S-4
  Scenario: The World's a Stage (NA-20-kanawe-O-S-4) swaps a hand card for a left-out normal card and itself for a left-out trump
    A normal card removed from the game earlier lies face up: it was not left out at deck construction
    and is not offered.
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id   | type   | category | cost |
      | act1 | action |          |      |
      | spn1 | action |          |      |
      | spn2 | action |          |      |
      | gone | action |          |      |
      | str1 | action | trump    | 3    |
    And A has the unused trump "The World's a Stage" (NA-20-kanawe-O-S-4)
    And A has flare 2
    And A holds act1 in hand
    And A's out-of-game zone holds spn1, spn2, str1, gone
    And "gone" is face up in A's out-of-game zone
    When A uses "The World's a Stage"
    Then A must decide choose
    When A chooses "act1"
    Then the options are exactly choose spn1, choose spn2
    When A chooses "spn1"
    Then "spn1" is in A's hand
    And "act1" is face up in A's out-of-game zone
    And "The World's a Stage" is face up in A's out-of-game zone
    And "str1" is in A's trump zone
    And "str1" is an unused trump
    And "spn2" is face down in A's out-of-game zone
    And "gone" is face up in A's out-of-game zone
    And A has flare 0

  @clause:C-10-18 @card:NA-20-kanawe-O-S-4
  Scenario: The World's a Stage (NA-20-kanawe-O-S-4) may keep the hand; it still leaves the game for a left-out trump
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id   | type   | category | cost |
      | act1 | action |          |      |
      | spn1 | action |          |      |
      | str1 | action | trump    | 3    |
    And A has the unused trump "The World's a Stage" (NA-20-kanawe-O-S-4)
    And A has flare 2
    And A holds act1 in hand
    And A's out-of-game zone holds spn1, str1
    When A uses "The World's a Stage"
    And A declines
    Then "act1" is in A's hand
    And "spn1" is face down in A's out-of-game zone
    And "str1" is in A's trump zone
    And "The World's a Stage" is face up in A's out-of-game zone

  @clause:C-10-1 @card:NA-20-kanawe-O-N-1
  Rule: Conception (NA-20-kanawe-O-N-1) deals X/1, X half the act number rounded up; on an even act a two-way arrow links the distance and the dust

    Background:
      Given a duel in A's main phase with a standard action
      And A holds "Conception" (NA-20-kanawe-O-N-1) in hand
      And the distance is 5
      And the dust is 0
      And B has aura 5, life 10

    @card:NA-20-kanawe-O-N-1 @clause:A-18-3-2
    Scenario: on act 3D (number 5) it deals 3 aura damage and, the number odd, leaves the distance alone
      Given A harbors Kanawe with the mask on act "3D"
      When A uses "Conception"
      And B takes the damage on aura
      Then B has aura 2
      And the distance is 5
      And the dust is 3

    @card:NA-20-kanawe-O-N-1 @clause:A-18-3-2
    Scenario: on act 2B (number 4) it deals 2 and moves a crystal between the distance and the dust
      Given A harbors Kanawe with the mask on act "2B"
      When A uses "Conception"
      And B takes the damage on aura
      Then B has aura 3
      And the options are exactly choose forward, choose backward
      When A chooses "forward"
      Then the distance is 4
      And the dust is 3

    @card:NA-20-kanawe-O-N-1 @clause:A-18-3-2 @clause:A-18-3-1
    Scenario: for a player not harboring Kanawe the act number is 0: X is 0, and 0 is even
      When A uses "Conception"
      And B takes the damage on aura
      And A chooses "forward"
      Then B has aura 5
      And the distance is 4
      And the dust is 1

  @clause:A-18-7 @card:NA-20-kanawe-O-N-2
  Scenario: Composition (NA-20-kanawe-O-N-2) may prepare a plan from 〈Extra〉 after its attack
    Given a duel in A's main phase with a standard action
    And A harbors Kanawe with the mask on act "O"
    And A's extra zone holds "Beat" (NA-20-kanawe-O-P-3)
    And A holds "Composition" (NA-20-kanawe-O-N-2) in hand
    And the distance is 5
    And the dust is 0
    When A uses "Composition"
    And B takes the damage on aura
    Then the options are exactly choose Beat, decline
    When A chooses "Beat"
    And A chooses "front"
    Then A's prepared plan is "Beat" on its front side
    And A's plan crystal is in box 1
    And A has aura 2

  @clause:C-10-40 @card:NA-20-kanawe-O-N-2
  Scenario: Composition (NA-20-kanawe-O-N-2) in her discard pile may go to the bottom of her deck at her end phase; her opponent gains 1 concentration
    Entering B's turn, B gains 1 concentration by the start phase as well.
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id   | type   |
      | leaf | action |
    And A harbors Kanawe with the mask on act "O"
    And A's discard pile holds "Composition" (NA-20-kanawe-O-N-2)
    And A's deck is leaf from the top
    And B's deck is leaf, leaf from the top
    And B has concentration 0
    When A ends the main phase
    Then A must decide may
    When A accepts
    Then "Composition" is at the bottom of A's deck
    And B has concentration 2

  @clause:C-10-40 @card:NA-20-kanawe-O-N-2
  Scenario: Composition (NA-20-kanawe-O-N-2) may stay in the discard pile
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id   | type   |
      | leaf | action |
    And A harbors Kanawe with the mask on act "O"
    And A's discard pile holds "Composition" (NA-20-kanawe-O-N-2)
    And B's deck is leaf, leaf from the top
    And B has concentration 0
    When A ends the main phase
    And A declines
    Then "Composition" is in A's discard pile
    And B has concentration 1

  @clause:A-18-5 @clause:C-10-3 @card:NA-20-kanawe-O-N-3
  Rule: Staging (NA-20-kanawe-O-N-3) gets +0/+1 in a purple act; after it her plans cannot progress this turn

    Background:
      Given a duel in A's main phase with a standard action
      And the test cards:
        | id   | type   |
        | leaf | action |
      And A holds "Staging" (NA-20-kanawe-O-N-3) in hand
      And B's deck is leaf, leaf from the top
      And the distance is 3
      And B has aura 5, life 10

    @card:NA-20-kanawe-O-N-3
    Scenario: in the purple act 2B it deals 2/2
      Given A harbors Kanawe with the mask on act "2B"
      When A uses "Staging"
      And B takes the damage on life
      Then B has life 8

    @card:NA-20-kanawe-O-N-3
    Scenario: in another act it deals 2/1, and the life change it made does not advance her plan
      Given A harbors Kanawe with the mask on act "O"
      And A's prepared plan is "Beat" (NA-20-kanawe-O-P-3) on its front side with its crystal in box 1
      When A uses "Staging"
      And B takes the damage on life
      And A ends the main phase
      Then B has life 9
      And A's plan crystal is in box 1
      And the ruling does not cite "A 18-5"

  @clause:C-9-6 @card:NA-20-kanawe-O-N-4
  Scenario: Performance (NA-20-kanawe-O-N-4) wraps, then offers a basic action other than wrap
    Given a duel in A's main phase with a standard action
    And A holds "Performance" (NA-20-kanawe-O-N-4) in hand
    And A has aura 2
    And the dust is 2
    And the distance is 5
    When A uses "Performance"
    Then the options are exactly wrap, decline
    When A performs wrap by the effect
    Then A has aura 3
    And the options do not include wrap
    When A performs advance by the effect
    Then the distance is 4

  @clause:A-18-3-1 @card:NA-20-kanawe-O-N-5
  Rule: Afterglow (NA-20-kanawe-O-N-5) in a purple or green act sends a card of the opponent's hand to the bottom of their deck; they gain 1 concentration

    Background:
      Given a duel in A's main phase with a standard action
      And the test cards:
        | id    | type   |
        | leaf  | action |
        | stone | action |
      And A holds "Afterglow" (NA-20-kanawe-O-N-5) in hand
      And B holds leaf, stone in hand
      And B has concentration 0

    @card:NA-20-kanawe-O-N-5
    Scenario: in the green act 1B she picks one of the opponent's hand
      Given A harbors Kanawe with the mask on act "1B"
      When A uses "Afterglow"
      Then the options are exactly choose B:leaf, choose B:stone
      When A chooses "B:stone"
      Then "stone" is at the bottom of B's deck
      And B has 1 card in hand
      And B has concentration 1

    @card:NA-20-kanawe-O-N-5
    Scenario: in a red act the hand is left alone; the concentration is still gained
      Given A harbors Kanawe with the mask on act "1A"
      When A uses "Afterglow"
      Then B has 2 cards in hand
      And B has concentration 1

  @clause:C-9-4 @clause:C-9-8 @card:NA-20-kanawe-O-N-6
  Rule: Improvise (NA-20-kanawe-O-N-6) uses another goddess's attack card from hand as an answer to the same attack

    Background:
      Given a duel in B's main phase with a standard action
      And the test cards:
        | id     | type   | subtype  | range | damage |
        | strike | attack |          | 0-10  | 1/1    |
        | guard  | action | reaction |       |        |
      And A holds "Improvise" (NA-20-kanawe-O-N-6), "Slash" (NA-01-yurina-O-N-1), "Conception" (NA-20-kanawe-O-N-1) in hand
      And B holds strike, guard in hand
      And the distance is 3
      And A has aura 3, life 10
      And B has aura 0, life 10

    @card:NA-20-kanawe-O-N-6 @card:NA-01-yurina-O-N-1
    Scenario: in a green act the Slash it used answers B's attack, cannot itself be answered, and returns to her hand
      Given A harbors Kanawe with the mask on act "1B"
      When B uses "strike"
      And A reacts with "Improvise"
      Then the options are exactly use Slash, decline
      When A uses "Slash"
      Then B has life 9
      And "Slash" is in A's hand
      And "Improvise" is in A's discard pile
      And A must decide damage

    @card:NA-20-kanawe-O-N-6 @card:NA-01-yurina-O-N-1
    Scenario: in another act the Slash stays in her discard pile
      Given A harbors Kanawe with the mask on act "O"
      When B uses "strike"
      And A reacts with "Improvise"
      And A uses "Slash"
      Then B has life 9
      And "Slash" is in A's discard pile

  @clause:C-9-2 @card:NA-20-kanawe-O-N-7
  Rule: Censor (NA-20-kanawe-O-N-7) declares a card name; in her opponent's turn trumps of that name cannot be used, nor normal cards of it in a red act

    Background:
      Given a duel in B's main phase with a standard action
      And the test cards:
        | id     | type   | category | cost | range | damage |
        | strike | attack |          |      | 0-10  | 1/1    |
        | bolt   | attack | trump    | 0    | 0-10  | 1/1    |
      And B holds strike in hand
      And B has the unused trump "bolt"
      And B has aura 0, life 10
      And A has aura 0, life 10

    @card:NA-20-kanawe-O-N-7
    Scenario: the declared trump cannot be used in her opponent's turn
      Given A harbors Kanawe with the mask on act "O"
      And A has "Censor" (NA-20-kanawe-O-N-7) deployed with 2 crystals
      And A's "Censor" declared the name of "bolt"
      When B tries to use "bolt"
      Then the action is illegal citing "C 9-2"

    @card:NA-20-kanawe-O-N-7
    Scenario: outside a red act a normal card of the declared name may be used
      Given A harbors Kanawe with the mask on act "O"
      And A has "Censor" (NA-20-kanawe-O-N-7) deployed with 2 crystals
      And A's "Censor" declared the name of "strike"
      When B uses "strike"
      Then A has life 9

    @card:NA-20-kanawe-O-N-7
    Scenario: in a red act a normal card of the declared name cannot be used either
      Given A harbors Kanawe with the mask on act "1A"
      And A has "Censor" (NA-20-kanawe-O-N-7) deployed with 2 crystals
      And A's "Censor" declared the name of "strike"
      When B tries to use "strike"
      Then the action is illegal citing "C 9-2"

  @clause:C-9-2-3 @card:NA-20-kanawe-O-N-7
  Scenario: Censor (NA-20-kanawe-O-N-7), deployed, has its user declare one of her opponent's card names
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id     | type   | category | cost | range | damage |
      | strike | attack |          |      | 0-10  | 1/1    |
      | bolt   | attack | trump    | 0    | 0-10  | 1/1    |
    And B holds strike in hand
    And B has the unused trump "bolt"
    And A harbors Kanawe with the mask on act "O"
    And A holds "Censor" (NA-20-kanawe-O-N-7) in hand
    And A has concentration 0
    And the dust is 3
    When A uses "Censor"
    And A charges 3 from dust
    Then the options are exactly choose bolt, choose strike
    When A chooses "bolt"
    Then "Censor" has 3 crystals
    And A's "Censor" has declared the name of "bolt"

  @clause:C-9-5 @card:NA-20-kanawe-O-N-7
  Scenario: Censor (NA-20-kanawe-O-N-7) losing its last crystal at her start phase gives her 1 concentration
    Given a duel at the start of turn 3 with A active
    And the test cards:
      | id   | type   |
      | leaf | action |
    And A harbors Kanawe with the mask on act "O"
    And A has "Censor" (NA-20-kanawe-O-N-7) deployed with 1 crystal
    And A's deck is leaf, leaf from the top
    And A has concentration 0
    When the position is submitted
    Then "Censor" is in A's discard pile
    And A has concentration 2

  @clause:C-10-17 @card:NA-20-kanawe-O-S-1
  Rule: Action to the Word (NA-20-kanawe-O-S-1), used, comes back unused at her opponent's start phase unless she progressed a plan in her turn

    Background:
      Given a duel at the start of turn 4 with B active
      And the test cards:
        | id   | type   |
        | leaf | action |
      And B's deck is leaf, leaf from the top
      And B has concentration 0
      And A has the used trump "Action to the Word" (NA-20-kanawe-O-S-1)

    @card:NA-20-kanawe-O-S-1
    Scenario: no plan progressed: it is unused again and her opponent gains 1 concentration
      Given A harbors Kanawe with the mask on act "O"
      When the position is submitted
      Then "Action to the Word" is an unused trump
      And B has concentration 2

    @card:NA-20-kanawe-O-S-1
    Scenario: a plan progressed in her turn: it stays used
      Given A harbors Kanawe with the mask on act "O"
      And A progressed a plan last turn
      When the position is submitted
      Then "Action to the Word" is a used trump
      And B has concentration 1

  @clause:A-18-3-1 @clause:C-10-8 @card:NA-20-kanawe-O-S-2
  Rule: Master of Fates (NA-20-kanawe-O-S-2) costs the act number and resolves a green, red or purple act's effect; it is unused again as her mask moves on

    Background:
      Given a duel in A's main phase with a standard action
      And the test cards:
        | id     | type   | range | damage |
        | strike | attack | 0-10  | 1/1    |
        | leaf   | action |       |        |
      And A has the unused trump "Master of Fates" (NA-20-kanawe-O-S-2)
      And B has aura 0, life 10

    @card:NA-20-kanawe-O-S-2
    Scenario: in the red act 2C it costs 3 and deals 1 damage to the opponent's life
      Given A harbors Kanawe with the mask on act "2C"
      And A has flare 3
      When A uses "Master of Fates"
      Then A has flare 0
      And B has life 9

    @card:NA-20-kanawe-O-S-2
    Scenario: in the purple act 3D it costs 5: with 4 flare it cannot be used
      Given A harbors Kanawe with the mask on act "3D"
      And A has flare 4
      When A tries to use "Master of Fates"
      Then the action is illegal citing "C 5-9"

    @card:NA-20-kanawe-O-S-2 @card:NA-20-kanawe-O-P-3
    Scenario: used, it is unused again as soon as her plan's achievement moves the mask to the next act
      Given A harbors Kanawe with the mask on act "2A"
      And A has the used trump "Master of Fates" (NA-20-kanawe-O-S-2)
      And A's prepared plan is "Beat" (NA-20-kanawe-O-P-3) on its front side with its crystal in box 2
      And A holds strike in hand
      And B's deck is leaf, leaf from the top
      When A uses "strike"
      And A ends the main phase
      Then A's mask is on act "3A"
      And "Master of Fates" is an unused trump
      And the ruling cites "C 10-8"

  @clause:A-20-6-1 @card:NA-20-kanawe-O-S-3 @card:NA-22-renri-O-N-2 @goddess:renri
  Scenario: Better Part of Valor (NA-20-kanawe-O-S-3) against a perjury: the face-down card goes on top of the deck and is a perjury card no more
    Given a duel in B's main phase with a standard action
    And B harbors "renri" and "yurina"
    And A has the unused trump "Better Part of Valor" (NA-20-kanawe-O-S-3)
    And the distance is 4
    And A has flare 4, aura 3, life 10
    And B has aura 0, life 10
    And B has "Slash" (NA-01-yurina-O-N-1) in hand
    When B uses "Slash" as "NA-22-renri-O-N-2"
    And A declines
    And A reacts with "Better Part of Valor"
    Then B has life 9
    And "Slash" is on top of B's deck
    When B ends the main phase
    Then the duel goes on
