@goddess:tokoyo
Feature: Tokoyo (No. 04) — her cards as printed
  Each scenario names a real card of season na-s9-2 by its English name and rules id and exercises what
  is distinctive about it. Her 境地 texts ask whether her holder's concentration is 2 when the effect
  resolves.

  Background:
    Given a duel in A's main phase with a standard action

  @clause:C-10-1 @card:NA-04-tokoyo-O-N-3
  Scenario: Rabbit Step (NA-04-tokoyo-O-N-3) moves two dust crystals to the distance when the distance is 3
    Given A has "Rabbit Step" (NA-04-tokoyo-O-N-3) in hand
    And the distance is 3
    And the dust is 3
    When A uses "Rabbit Step"
    Then the distance is 5
    And the dust is 1

  @clause:C-10-1 @card:NA-04-tokoyo-O-N-3
  Scenario: Rabbit Step (NA-04-tokoyo-O-N-3) does nothing when the distance is 4
    Given A has "Rabbit Step" (NA-04-tokoyo-O-N-3) in hand
    And the distance is 4
    And the dust is 3
    When A uses "Rabbit Step"
    Then the distance is 4
    And the dust is 3
    And "Rabbit Step" is in A's discard pile

  @clause:C-9-2-3 @clause:C-10-1 @card:NA-04-tokoyo-O-N-6
  Scenario: Windy Stage (NA-04-tokoyo-O-N-6) brings two distance crystals to the aura when deployed
    Given A has "Windy Stage" (NA-04-tokoyo-O-N-6) in hand
    And the distance is 10
    And A has aura 3
    When A uses "Windy Stage"
    Then "Windy Stage" has 2 crystals
    And A has aura 3
    And the distance is 8

  @clause:C-9-5 @clause:C-10-1 @card:NA-04-tokoyo-O-N-6
  Scenario: Windy Stage (NA-04-tokoyo-O-N-6) gives two aura crystals back to the distance when destroyed
    Given a duel at the start of turn 3 with A active
    And the test cards:
      | id   | type   |
      | leaf | action |
    And A's deck is leaf, leaf from the top
    And A has "Windy Stage" (NA-04-tokoyo-O-N-6) deployed with 1 crystal
    And the distance is 6
    And A has aura 4
    When the position is submitted
    Then "Windy Stage" is in A's discard pile
    And A has aura 2
    And the distance is 8

  @clause:C-9-7 @clause:C-9-2-1 @card:NA-04-tokoyo-O-S-2
  Scenario: Eternal Migrant (NA-04-tokoyo-O-S-2) reshuffles its holder's deck after the attack, with no life damage
    Given the test cards:
      | id   | type   |
      | leaf | action |
    And A has the unused trump "Eternal Migrant" (NA-04-tokoyo-O-S-2)
    And A's discard pile holds leaf
    And A has flare 2, life 10
    And the distance is 3
    And B has aura 3, life 10
    When A uses "Eternal Migrant"
    And B takes the damage on life
    Then B has life 8
    And A has life 10
    And "leaf" is in A's deck
    And A has 0 cards in discard pile
    And "Eternal Migrant" is a used trump
    And the ruling cites "C 9-7"

  @clause:C-9-2-1 @clause:C-7-1-6 @card:NA-04-tokoyo-O-N-1
  Scenario: Glancing Strike (NA-04-tokoyo-O-N-1) goes back on top of the deck under concentration 2
    Given the test cards:
      | id   | type   |
      | leaf | action |
    And A has "Glancing Strike" (NA-04-tokoyo-O-N-1) in hand
    And A's deck is leaf from the top
    And A has concentration 2
    And the distance is 4
    And B has aura 3, life 10
    When A uses "Glancing Strike"
    Then B has life 9
    And "Glancing Strike" is on top of A's deck
    And A has 2 cards in deck

  @clause:C-9-2-1 @card:NA-04-tokoyo-O-N-1
  Scenario: Glancing Strike (NA-04-tokoyo-O-N-1) is discarded as usual under concentration 1
    Given A has "Glancing Strike" (NA-04-tokoyo-O-N-1) in hand
    And A has concentration 1
    And the distance is 4
    When A uses "Glancing Strike"
    Then "Glancing Strike" is in A's discard pile

  @clause:C-9-2-3 @clause:C-5-1-2 @card:NA-04-tokoyo-O-N-7
  Scenario: Sunny Stage (NA-04-tokoyo-O-N-7) sets its holder's concentration to 2 and, being terminal, ends their card use
    Given the test cards:
      | id   | type   |
      | leaf | action |
    And A has "Sunny Stage" (NA-04-tokoyo-O-N-7) in hand
    And A holds leaf in hand
    And A has concentration 0, aura 3
    When A uses "Sunny Stage"
    Then A has concentration 2, aura 1
    And "Sunny Stage" has 2 crystals
    And the options are exactly end phase

  @clause:C-9-5 @clause:C-10-5 @card:NA-04-tokoyo-O-N-7
  Scenario: Sunny Stage (NA-04-tokoyo-O-N-7) attacks with 3-6, -/1 when destroyed
    Given a duel at the start of turn 3 with A active
    And the test cards:
      | id   | type   |
      | leaf | action |
    And A's deck is leaf, leaf from the top
    And A has "Sunny Stage" (NA-04-tokoyo-O-N-7) deployed with 1 crystal
    And the distance is 6
    And B has aura 3, life 10
    When the position is submitted
    Then "Sunny Stage" is in A's discard pile
    And B has aura 3, life 9

  @clause:C-9-4 @card:NA-04-tokoyo-O-S-1
  Scenario: Immortal Flower (NA-04-tokoyo-O-S-1) answers an attack, hits -/1 and nullifies it
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id     | type   | range | damage |
      | strike | attack | 4     | 3/2    |
    And B holds strike in hand
    And A has the unused trump "Immortal Flower" (NA-04-tokoyo-O-S-1)
    And A has flare 5, aura 3, life 10
    And B has life 10
    And the distance is 4
    When B uses "strike"
    And A reacts with "Immortal Flower"
    Then B has life 9
    And A has aura 3, life 10, flare 0
    And the ruling cites "C 9-4 ii"

  @clause:C-5-1-2 @clause:C-5-1-4 @card:NA-04-tokoyo-O-S-4
  Scenario: Eternal Moon (NA-04-tokoyo-O-S-4) sets the concentrations to 2 and 0 and flinches the opponent
    Given A has the unused trump "Eternal Moon" (NA-04-tokoyo-O-S-4)
    And A has flare 2, concentration 0
    And B has concentration 2, not flinched
    When A uses "Eternal Moon"
    Then A has concentration 2
    And B has concentration 0, flinched

  @clause:C-5-1-4 @card:NA-04-tokoyo-O-S-4
  Scenario: Eternal Moon (NA-04-tokoyo-O-S-4) sets a flinched holder's concentration to 2, which is no gain, so the flinch stays
    Given A has the unused trump "Eternal Moon" (NA-04-tokoyo-O-S-4)
    And A has flare 2, concentration 0, flinched
    When A uses "Eternal Moon"
    Then A has concentration 2, flinched

  @clause:C-5-8-3-2 @card:NA-04-tokoyo-A2-N-2
  Scenario: Awestrike (NA-04-tokoyo-A2-N-2) lets its attacker choose the damage when the opponent has no concentration
    Given A has "Awestrike" (NA-04-tokoyo-A2-N-2) in hand
    And the distance is 3
    And B has aura 5, life 10, concentration 0
    When A uses "Awestrike"
    Then A must decide damage
    When A chooses life damage for the opponent
    Then B has aura 5, life 9

  @clause:C-5-8-3-2 @card:NA-04-tokoyo-A2-N-2
  Scenario: Awestrike (NA-04-tokoyo-A2-N-2) leaves the choice to the opponent who has concentration
    Given A has "Awestrike" (NA-04-tokoyo-A2-N-2) in hand
    And the distance is 3
    And B has aura 5, life 10, concentration 1
    When A uses "Awestrike"
    Then B must decide damage

  @clause:C-10-3 @clause:C-9-4 @card:NA-04-tokoyo-A2-N-2
  Scenario: Awestrike (NA-04-tokoyo-A2-N-2) under concentration 2 takes what it dealt off the attack it answers
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id     | type   | range | damage |
      | strike | attack | 3     | 3/2    |
    And B holds strike in hand
    And A has "Awestrike" (NA-04-tokoyo-A2-N-2) in hand
    And A has aura 3, life 10, concentration 2
    And B has aura 5, life 10, concentration 1
    And the distance is 3
    When B uses "strike"
    And A reacts with "Awestrike"
    And B takes the damage on aura
    Then B has aura 3
    When A takes the damage on aura
    Then A has aura 2, life 10

  @clause:C-9-6-3 @clause:C-10-1 @card:NA-04-tokoyo-A2-S-3
  Scenario: Hollow Blossoms (NA-04-tokoyo-A2-S-3) wraps five times, as far as the aura cap of 5 lets it
    Given A has the unused trump "Hollow Blossoms" (NA-04-tokoyo-A2-S-3)
    And A has flare 4, aura 1
    And the dust is 6
    When A uses "Hollow Blossoms"
    Then A has aura 5, flare 0
    And the dust is 6
    And "Hollow Blossoms" is a used trump

  @clause:C-7-1-3-1 @clause:C-10-1 @card:NA-04-tokoyo-A2-S-3
  Scenario: Hollow Blossoms (NA-04-tokoyo-A2-S-3), used, lets its holder's arrows fill the aura up to 8
    Given the test cards:
      | id   | type   |
      | gust | action |
    And "gust" has the effect "on_use: move dust -> self.aura 4"
    And A has the used trump "Hollow Blossoms" (NA-04-tokoyo-A2-S-3)
    And A holds gust in hand
    And A has aura 5
    And the dust is 4
    When A uses "gust"
    Then A has aura 8
    And the dust is 1

  @clause:C-8-1-2 @clause:C-10-5 @card:NA-04-tokoyo-A2-S-3
  Scenario: Hollow Blossoms (NA-04-tokoyo-A2-S-3), used, attacks at the start of the start phase when the aura holds 6
    Given a duel at the start of turn 3 with A active
    And the test cards:
      | id   | type   |
      | leaf | action |
    And A's deck is leaf, leaf from the top
    And A has the used trump "Hollow Blossoms" (NA-04-tokoyo-A2-S-3)
    And A has aura 6
    And the distance is 8
    And B has aura 3, life 10
    When the position is submitted
    Then B has aura 3, life 9

  @clause:C-5-1-2 @clause:C-10-1 @card:NA-04-tokoyo-O-N-4
  Scenario: Song and Dance (NA-04-tokoyo-O-N-4) gains 1 concentration, then its user picks one of its two arrows
    Given A has "Song and Dance" (NA-04-tokoyo-O-N-4) in hand
    And A has concentration 0, aura 3, flare 2
    And the distance is 5
    When A uses "Song and Dance"
    Then A has concentration 1
    And the options are exactly choose 1, choose 2
    When A chooses "2"
    Then A has aura 2, flare 2
    And the distance is 6

  @clause:C-9-4 @card:NA-04-tokoyo-O-N-4
  Scenario: Song and Dance (NA-04-tokoyo-O-N-4) answers an attack, its flare arrow filling the aura first
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id     | type   | range | damage |
      | strike | attack | 5     | 3/1    |
    And B holds strike in hand
    And A has "Song and Dance" (NA-04-tokoyo-O-N-4) in hand
    And A has concentration 0, aura 2, flare 1, life 10
    And the distance is 5
    When B uses "strike"
    And A reacts with "Song and Dance"
    And A chooses "1"
    And A takes the damage on aura
    Then A has aura 0, flare 0, concentration 1, life 10

  @clause:C-7-1-6 @clause:C-10-1 @card:NA-04-tokoyo-O-N-5
  Scenario: Break Point (NA-04-tokoyo-O-N-5) puts two cards of the discard and face-down piles under the deck in the chosen order
    Given a duel in A's main phase with a full-power action
    And the test cards:
      | id    | type   |
      | leaf  | action |
      | stone | action |
      | moss  | action |
    And A has "Break Point" (NA-04-tokoyo-O-N-5) in hand
    And A's deck is moss from the top
    And A's discard pile holds leaf
    And A's face-down pile holds stone
    And A has aura 1
    And the dust is 3
    When A uses "Break Point"
    And A chooses "stone"
    And A chooses "leaf"
    Then A's deck is moss, stone, leaf from the top
    And A has aura 3
    And the dust is 1
    And "Break Point" is in A's discard pile

  @clause:C-7-1-6 @card:NA-04-tokoyo-O-N-5
  Scenario: Break Point (NA-04-tokoyo-O-N-5) may put back fewer cards than two
    Given a duel in A's main phase with a full-power action
    And the test cards:
      | id    | type   |
      | leaf  | action |
      | stone | action |
    And A has "Break Point" (NA-04-tokoyo-O-N-5) in hand
    And A's discard pile holds leaf, stone
    When A uses "Break Point"
    And A chooses "leaf"
    And A chooses "done"
    Then A's deck is leaf from the top
    And "stone" is in A's discard pile

  @clause:C-10-22 @clause:C-9-4 @card:NA-04-tokoyo-O-S-3
  Scenario: Perpetual Wind (NA-04-tokoyo-O-S-3) cannot be answered, and the opponent discards a card that is not an attack
    Given the test cards:
      | id    | type   | range | damage | subtype  |
      | guard | action |       |        | reaction |
      | slash | attack | 3     | 1/1    |          |
    And A has the unused trump "Perpetual Wind" (NA-04-tokoyo-O-S-3)
    And A has flare 1
    And B holds guard, slash in hand
    And B has aura 0, life 10
    And the distance is 4
    When A uses "Perpetual Wind"
    Then B has life 9
    And B must decide choose
    And the options are exactly choose guard
    When B chooses "guard"
    Then "guard" is in B's discard pile
    And "slash" is in B's hand

  @clause:C-10-24 @card:NA-04-tokoyo-O-S-3
  Scenario: Perpetual Wind (NA-04-tokoyo-O-S-3) makes an opponent holding only attack cards reveal the hand
    Given the test cards:
      | id    | type   | range | damage |
      | slash | attack | 3     | 1/1    |
    And A has the unused trump "Perpetual Wind" (NA-04-tokoyo-O-S-3)
    And A has flare 1
    And B holds slash in hand
    And B has aura 0, life 10
    And the distance is 4
    When A uses "Perpetual Wind"
    Then B has life 9
    And the ruling cites "C 10-24"
    And "slash" is in B's hand

  @clause:C-10-7 @card:NA-04-tokoyo-O-S-3
  Scenario: Perpetual Wind (NA-04-tokoyo-O-S-3) becomes unused in its holder's end phase under concentration 2
    Given a duel in A's end phase
    And A has the used trump "Perpetual Wind" (NA-04-tokoyo-O-S-3)
    And A has concentration 2
    When the position is submitted
    Then "Perpetual Wind" is an unused trump

  @clause:C-10-22 @clause:C-10-20 @card:NA-04-tokoyo-A1-N-1
  Scenario: Entrancing Strike (NA-04-tokoyo-A1-N-1) cannot be answered while a Tokoyo trump is used
    Given the test cards:
      | id    | type   | subtype  |
      | guard | action | reaction |
    And A has "Entrancing Strike" (NA-04-tokoyo-A1-N-1) in hand
    And A has the used trump "Eternal Moon" (NA-04-tokoyo-O-S-4)
    And B holds guard in hand
    And B has aura 3, life 10
    And the distance is 5
    When A uses "Entrancing Strike"
    Then B has life 9
    And "Entrancing Strike" is in A's discard pile

  @clause:C-9-4 @card:NA-04-tokoyo-A1-N-1
  Scenario: Entrancing Strike (NA-04-tokoyo-A1-N-1) can be answered with no Tokoyo trump used
    Given the test cards:
      | id    | type   | subtype  |
      | guard | action | reaction |
    And A has "Entrancing Strike" (NA-04-tokoyo-A1-N-1) in hand
    And B holds guard in hand
    And the distance is 5
    When A uses "Entrancing Strike"
    Then B must decide reaction
    And the options include use guard

  @clause:C-7-1-6 @clause:C-10-15 @card:NA-04-tokoyo-A1-N-1
  Scenario: Entrancing Strike (NA-04-tokoyo-A1-N-1) with another goddess's trump used goes to the top or the bottom of the deck, as its holder chooses
    Given the test cards:
      | id    | type   | category | cost | user   |
      | relic | action | trump    | 0    | yurina |
      | leaf  | action |          |      |        |
    And A has "Entrancing Strike" (NA-04-tokoyo-A1-N-1) in hand
    And A has the used trump "relic"
    And A's deck is leaf from the top
    And A has concentration 0
    And B has aura 3, life 10
    And the distance is 5
    When A uses "Entrancing Strike"
    Then the options are exactly choose top, choose bottom
    When A chooses "bottom"
    Then "Entrancing Strike" is at the bottom of A's deck

  @clause:C-6-2-1-12 @clause:C-5-9 @card:NA-04-tokoyo-A1-S-2
  Scenario: Duet: Radiant Luminosity (NA-04-tokoyo-A1-S-2) costs nothing under concentration 2, and then concentration cannot be paid this turn
    Given A has the unused trump "Radiant Luminosity" (NA-04-tokoyo-A1-S-2)
    And A has flare 0, concentration 2
    And the distance is 5
    When A uses "Radiant Luminosity"
    And A tries to perform advance paying concentration
    Then the action is illegal citing "C 5-9"

  @clause:C-10-15 @clause:C-9-4 @card:NA-04-tokoyo-A1-S-2
  Scenario: Duet: Radiant Luminosity (NA-04-tokoyo-A1-S-2), used: a reaction with another goddess's card may bring a discarded card under the deck
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id     | type   | range | damage | subtype  | user   |
      | strike | attack | 4     | 1/1    |          |        |
      | ward   | action |       |        | reaction | yurina |
      | leaf   | action |       |        |          |        |
    And B holds strike in hand
    And A holds ward in hand
    And A has the used trump "Radiant Luminosity" (NA-04-tokoyo-A1-S-2)
    And A's discard pile holds leaf
    And the distance is 4
    When B uses "strike"
    And A reacts with "ward"
    Then A must decide choose
    When A chooses "leaf"
    Then A's deck is leaf from the top

  @clause:C-10-15 @card:NA-04-tokoyo-A1-S-2
  Scenario: Duet: Radiant Luminosity (NA-04-tokoyo-A1-S-2), used: a reaction with a Tokoyo card sets nothing off
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id     | type   | range | damage | subtype  | user   |
      | strike | attack | 4     | 1/1    |          |        |
      | ward   | action |       |        | reaction | tokoyo |
      | leaf   | action |       |        |          |        |
    And B holds strike in hand
    And A holds ward in hand
    And A has the used trump "Radiant Luminosity" (NA-04-tokoyo-A1-S-2)
    And A's discard pile holds leaf
    And A has aura 3
    And the distance is 4
    When B uses "strike"
    And A reacts with "ward"
    Then A must decide damage

  @clause:C-10-15 @clause:C-5-5 @clause:C-9-8 @card:NA-04-tokoyo-A1-S-2 @card:NA-02/04-saine/tokoyo-A1-N-1/4
  Scenario: FAQ (Saine/Tokoyo, Ensemble): reacting with Ensemble, a card of Saine's too, sets off Radiant Luminosity, which resolves before Ensemble's attack
    A card of two goddesses is each goddess's card, so for Tokoyo's Duet it is another goddess's
    (Saine's) card. What the reaction set off resolves as soon as the card is used, nested, before the
    card itself resolves (C 5-5, 9-8).
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id     | type   | range | damage |
      | strike | attack | 3     | 1/1    |
      | leaf   | action |       |        |
    And B holds strike in hand
    And A has "Ensemble" (NA-02/04-saine/tokoyo-A1-N-1/4) in hand
    And A has the used trump "Radiant Luminosity" (NA-04-tokoyo-A1-S-2)
    And A's discard pile holds leaf
    And A has aura 3, concentration 0
    And B has aura 5, life 10
    And the distance is 3
    When B uses "strike"
    And A reacts with "Ensemble"
    Then A must decide choose
    And B has aura 5, life 10
    When A chooses "leaf"
    Then A's deck is leaf from the top
    And B must decide damage

  @clause:C-10-8 @card:NA-04-tokoyo-A1-S-2
  Scenario: Duet: Radiant Luminosity (NA-04-tokoyo-A1-S-2) becomes unused as soon as an attack deals its holder life damage
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id     | type   | range | damage |
      | strike | attack | 4     | 1/1    |
    And B holds strike in hand
    And A has the used trump "Radiant Luminosity" (NA-04-tokoyo-A1-S-2)
    And A has aura 3, life 10
    And the distance is 4
    When B uses "strike"
    And A takes the damage on life
    Then "Radiant Luminosity" is an unused trump

  @clause:C-9-4 @clause:C-10-1 @card:NA-04-tokoyo-A2-S-2
  Scenario: Endless Snow (NA-04-tokoyo-A2-S-2) takes a crystal of the opponent's flare to its holder's aura when the aura damage was taken
    Given A has the unused trump "Endless Snow" (NA-04-tokoyo-A2-S-2)
    And A has flare 1, aura 2
    And B has aura 3, life 10, flare 2
    And the distance is 4
    When A uses "Endless Snow"
    And B takes the damage on aura
    Then A has aura 3
    And B has aura 2, flare 1

  @clause:C-9-4 @card:NA-04-tokoyo-A2-S-2
  Scenario: Endless Snow (NA-04-tokoyo-A2-S-2) takes nothing when the life damage was taken
    Given A has the unused trump "Endless Snow" (NA-04-tokoyo-A2-S-2)
    And A has flare 1, aura 2
    And B has aura 3, life 10, flare 2
    And the distance is 4
    When A uses "Endless Snow"
    And B takes the damage on life
    Then A has aura 2
    And B has life 9, flare 3

  @clause:C-10-7 @card:NA-04-tokoyo-A2-S-2
  Scenario: Endless Snow (NA-04-tokoyo-A2-S-2) becomes unused in its holder's end phase when the opponent's concentration is 1
    Given a duel in A's end phase
    And A has the used trump "Endless Snow" (NA-04-tokoyo-A2-S-2)
    And B has concentration 1
    When the position is submitted
    Then "Endless Snow" is an unused trump

  @clause:C-9-4 @card:NA-04-tokoyo-O-N-2
  Rule: Polite Return (NA-04-tokoyo-O-N-2) nullifies the non-trump attack it answers under concentration 2

    Background:
      Given a duel in B's main phase with a standard action
      And the test cards:
        | id     | type   | category | cost | range | damage |
        | strike | attack |          |      | 4     | 2/1    |
        | bolt   | attack | trump    | 0    | 4     | 2/1    |
      And A has "Polite Return" (NA-04-tokoyo-O-N-2) in hand
      And the distance is 4
      And A has aura 3, life 10, concentration 2
      And B has aura 0, life 10

    @clause:C-9-4 @card:NA-04-tokoyo-O-N-2
    Scenario: Polite Return (NA-04-tokoyo-O-N-2) hits and the normal attack it answers is nullified
      Given B holds strike in hand
      When B uses "strike"
      And A reacts with "Polite Return"
      Then B has life 9
      And A has aura 3, life 10
      And the ruling cites "C 9-4 ii"

    @clause:C-9-4 @card:NA-04-tokoyo-O-N-2
    Scenario: Polite Return (NA-04-tokoyo-O-N-2) does not nullify a trump's attack
      Given B has the unused trump "bolt"
      When B uses "bolt"
      And A reacts with "Polite Return"
      Then B has life 9
      And A must decide damage

    @clause:C-9-4 @card:NA-04-tokoyo-O-N-2
    Scenario: Polite Return (NA-04-tokoyo-O-N-2) does not nullify under concentration 1
      Given B holds strike in hand
      And A has concentration 1
      When B uses "strike"
      And A reacts with "Polite Return"
      Then B has life 9
      And A must decide damage
