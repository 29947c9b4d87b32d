@goddess:yurina
Feature: Yurina (No. 01) — her cards as printed
  Each scenario names a real card of season na-s9-2 by its English name and rules id and exercises what
  is distinctive about it.

  Background:
    Given a duel in A's main phase with a standard action

  @clause:C-9-2-1 @card:NA-01-yurina-O-N-1
  Scenario: Slash (NA-01-yurina-O-N-1) deals its printed 3/1 at distance 4
    Given A has "Slash" (NA-01-yurina-O-N-1) in hand
    And the distance is 4
    And B has aura 3, life 10
    When A uses "Slash"
    And B takes the damage on aura
    Then B has aura 0, life 10
    And "Slash" is in A's discard pile

  # 決死 (Resolve): Yurina's cards read her own life, 3 or less. On a card's constant text the
  # modification is in force while the condition holds (C 5-5-4, C 10-3).

  @clause:C-9-2-1 @clause:C-10-3 @card:NA-01-yurina-O-N-2
  Scenario: Brandish (NA-01-yurina-O-N-2) deals 3/2 while Yurina's life is 3 or less
    Given A has "Brandish" (NA-01-yurina-O-N-2) in hand
    And the distance is 3
    And A has life 3
    And B has aura 5, life 10
    When A uses "Brandish"
    And B takes the damage on aura
    Then B has aura 2, life 10

  @clause:C-9-2-1 @clause:C-10-3 @card:NA-01-yurina-O-N-2
  Scenario: Brandish (NA-01-yurina-O-N-2) keeps its printed 2/2 at life 4
    Given A has "Brandish" (NA-01-yurina-O-N-2) in hand
    And the distance is 3
    And A has life 4
    And B has aura 5, life 10
    When A uses "Brandish"
    And B takes the damage on aura
    Then B has aura 3, life 10

  @clause:C-9-2-1 @clause:C-10-3 @card:NA-01-yurina-O-N-4
  Scenario: Art of Drawing (NA-01-yurina-O-N-4) loses 1/1 at distance 2
    Given a duel in A's main phase with a full-power action
    And A has "Art of Drawing" (NA-01-yurina-O-N-4) in hand
    And the distance is 2
    And B has aura 5, life 10
    When A uses "Art of Drawing"
    And B takes the damage on life
    Then B has aura 5, life 8

  @clause:C-9-2-1 @clause:C-8-2-2 @card:NA-01-yurina-O-N-4
  Scenario: Art of Drawing (NA-01-yurina-O-N-4) is full-power and deals its full 4/3 at distance 3
    Given A has "Art of Drawing" (NA-01-yurina-O-N-4) in hand
    And the distance is 3
    When A tries to use "Art of Drawing"
    Then the action is illegal citing "C 8-2-2"
    Given a duel in A's main phase with a full-power action
    And A has "Art of Drawing" (NA-01-yurina-O-N-4) in hand
    And the distance is 3
    And B has aura 5, life 10
    When A uses "Art of Drawing"
    And B takes the damage on life
    Then B has aura 5, life 7

  @clause:C-9-2-1 @clause:C-9-3-1 @card:NA-01-yurina-O-S-1
  Scenario: Tsukikage Crush (NA-01-yurina-O-S-1) costs 7 flare and deals 4/4
    Given A has the unused trump "Tsukikage Crush" (NA-01-yurina-O-S-1)
    And A has flare 7
    And the distance is 4
    And B has aura 5, life 10
    When A uses "Tsukikage Crush"
    And B takes the damage on life
    Then B has aura 5, life 6
    And A has flare 0
    And "Tsukikage Crush" is a used trump

  @clause:C-9-2 @card:NA-01-yurina-O-S-4
  Scenario: Yurina's Final Blow (NA-01-yurina-O-S-4) cannot be used while her life is 4 or more
    Given a duel in A's main phase with a full-power action
    And A has the unused trump "Yurina's Final Blow" (NA-01-yurina-O-S-4)
    And A has flare 5, life 4
    And the distance is 2
    When A tries to use "Yurina's Final Blow"
    Then the action is illegal citing "C 9-2"

  @clause:C-9-2 @clause:C-9-2-1 @card:NA-01-yurina-O-S-4
  Scenario: Yurina's Final Blow (NA-01-yurina-O-S-4) deals 5/5 once her life is 3 or less
    Given a duel in A's main phase with a full-power action
    And A has the unused trump "Yurina's Final Blow" (NA-01-yurina-O-S-4)
    And A has flare 5, life 3
    And the distance is 2
    And B has aura 5, life 10
    When A uses "Yurina's Final Blow"
    And B takes the damage on life
    Then B has aura 5, life 5
    And "Yurina's Final Blow" is a used trump

  @clause:C-10-22 @clause:C-10-3 @card:NA-01-yurina-A1-N-1
  Scenario: Wild Swing (NA-01-yurina-A1-N-1) at life 3 cannot be answered and deals 2/3
    Given A has "Wild Swing" (NA-01-yurina-A1-N-1) in hand
    And B has "Outrage" (NA-01-yurina-A1-N-6) in hand
    And the distance is 2
    And A has life 3
    And B has aura 5, life 10
    When A uses "Wild Swing"
    Then B is not asked to react
    When B takes the damage on life
    Then B has aura 5, life 7

  @clause:C-10-22 @clause:C-9-4 @card:NA-01-yurina-A1-N-1
  Scenario: Wild Swing (NA-01-yurina-A1-N-1) at life 4 can be answered and deals its printed 2/1
    Given A has "Wild Swing" (NA-01-yurina-A1-N-1) in hand
    And B has "Outrage" (NA-01-yurina-A1-N-6) in hand
    And the distance is 2
    And A has life 4
    And B has aura 5, life 10
    When A uses "Wild Swing"
    Then B must decide reaction
    And the options include use Outrage
    When B does not react
    And B takes the damage on life
    Then B has aura 5, life 9

  @clause:C-9-5 @clause:C-10-5 @card:NA-01-yurina-A1-N-6
  Scenario: Outrage (NA-01-yurina-A1-N-6) attacks 1/- with no reaction and flinches when destroyed
    Given a duel in B's main phase with a standard action
    And A has "Outrage" (NA-01-yurina-A1-N-6) deployed with 1 crystal
    And B has "Wild Swing" (NA-01-yurina-A1-N-1) in hand
    And the distance is 4
    And B has aura 3, life 10
    When B ends the main phase
    Then A must decide reshuffle
    And B has aura 2, life 10, flinched
    And "Outrage" is in A's discard pile
    And the ruling cites "C 10-5"

  @clause:C-10-3 @clause:C-9-2-1 @card:NA-01-yurina-O-N-3
  Scenario: Hilt Strike (NA-01-yurina-O-N-3) at life 3 gives Yurina's next attack this turn +1/+0
    Given A has "Hilt Strike" (NA-01-yurina-O-N-3), "Wild Swing" (NA-01-yurina-A1-N-1) in hand
    And the distance is 2
    And A has life 3
    And B has aura 5, life 10
    When A uses "Hilt Strike"
    And B takes the damage on life
    Then B has aura 5, life 9
    When A uses "Wild Swing"
    And B takes the damage on aura
    Then B has aura 2, life 9

  @clause:C-10-3 @card:NA-01-yurina-O-N-3
  Scenario: Hilt Strike (NA-01-yurina-O-N-3) at life 4 gives the next attack nothing
    Given A has "Hilt Strike" (NA-01-yurina-O-N-3), "Wild Swing" (NA-01-yurina-A1-N-1) in hand
    And the distance is 2
    And A has life 4
    And B has aura 5, life 10
    When A uses "Hilt Strike"
    And B takes the damage on life
    And A uses "Wild Swing"
    And B takes the damage on aura
    Then B has aura 3, life 9

  @clause:C-9-4 @clause:C-10-3 @clause:C-9-2 @card:NA-01-yurina-O-S-2
  Scenario: Uranami Storm (NA-01-yurina-O-S-2) answers an attack, takes 2 off its aura damage and ends Yurina's card use for the turn
    Given a duel in B's main phase with a standard action
    And B has "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2) in hand
    And A has the unused trump "Uranami Storm" (NA-01-yurina-O-S-2)
    And A has "Outrage" (NA-01-yurina-A1-N-6) in hand
    And A has flare 3, aura 5, life 10
    And B has aura 5, life 10
    And the distance is 3
    When B uses "Slash"
    And A reacts with "Uranami Storm"
    Then B has aura 3, life 10
    When A takes the damage on aura
    Then A has aura 4, life 10
    And "Uranami Storm" is a used trump
    When B uses "Brandish"
    Then A must decide reaction
    And the options are exactly decline

  @clause:C-9-4 @clause:C-10-3 @card:NA-01-yurina-A1-S-2
  Scenario: Imperfect Uranami Storm (NA-01-yurina-A1-S-2) takes 3 off the aura damage of the attack it answers
    Given a duel in B's main phase with a standard action
    And B has "Slash" (NA-01-yurina-O-N-1) in hand
    And A has the unused trump "Imperfect Uranami Storm" (NA-01-yurina-A1-S-2)
    And A has flare 5, aura 5, life 10
    And B has aura 5, life 10
    And the distance is 4
    When B uses "Slash"
    And A reacts with "Imperfect Uranami Storm"
    Then B has aura 2, life 10
    When A takes the damage on aura
    Then A has aura 5, life 10
    And A has flare 0

  # 体捌き has no English name in the card data; the scenarios call it "Taisabaki".

  @clause:C-10-4-2 @clause:C-9-2-1 @card:NA-01-yurina-O-N-5
  Scenario: Taisabaki (NA-01-yurina-O-N-5) lets Yurina's next attack reach one further, this turn only
    Given A has "Taisabaki" (NA-01-yurina-O-N-5), "Slash" (NA-01-yurina-O-N-1) in hand
    And A has the unused trump "Tsukikage Crush" (NA-01-yurina-O-S-1)
    And A has flare 7
    And the distance is 5
    And A has life 10
    And B has life 10
    When A tries to use "Slash"
    Then the action is illegal citing "C 9-2-1"
    When A uses "Taisabaki"
    Then the options include use Slash, use Tsukikage Crush
    When A uses "Slash"
    And B takes the damage on life
    Then B has life 9
    And the options do not include use Tsukikage Crush

  @clause:C-9-6 @card:NA-01-yurina-O-N-5
  Scenario: Taisabaki (NA-01-yurina-O-N-5) gives up to two free basic actions while Yurina's life is below the opponent's
    Given A has "Taisabaki" (NA-01-yurina-O-N-5) in hand
    And the distance is 5
    And the dust is 2
    And A has life 4, aura 3, flare 0, concentration 0
    And B has life 5
    When A uses "Taisabaki"
    Then A must decide basic_action
    And the options are exactly advance, retreat, wrap, focus, decline
    When A performs advance by the effect
    Then the distance is 4
    And A has aura 4
    When A performs focus by the effect
    Then A has aura 3, flare 1, concentration 0
    And A must decide main_action

  @clause:C-9-6 @card:NA-01-yurina-O-N-5
  Scenario: Taisabaki (NA-01-yurina-O-N-5) gives no basic action when Yurina's life is not below the opponent's
    Given A has "Taisabaki" (NA-01-yurina-O-N-5) in hand
    And the distance is 5
    And A has life 5
    And B has life 5
    When A uses "Taisabaki"
    Then A must decide main_action
    And the ruling does not cite "C 9-6"

  # Appeal: "the opponent chose to take the damage on life" holds whenever the life side was taken,
  # also when the aura side could not be chosen (C 5-8-3-2) — our reading.

  @clause:C-9-4 @clause:C-5-8-3-2 @clause:C-9-6 @card:NA-01-yurina-A2-N-3
  Scenario: Appeal (NA-01-yurina-A2-N-3) taken on life mills three cards face-down, and both players perform Yurina's basic action
    Given A has "Appeal" (NA-01-yurina-A2-N-3) in hand
    And B's deck is "Shoot" (NA-03-himika-O-N-1), "Magnum" (NA-03-himika-O-N-3), "Backstep" (NA-03-himika-O-N-5), "Smoke" (NA-03-himika-O-N-7) from the top
    And the distance is 4
    And A has aura 3
    And B has aura 5, life 10
    When A uses "Appeal"
    And B takes the damage on life
    Then B has aura 5, life 10
    And B has 3 cards in face-down pile
    And "Smoke" is in B's deck
    And A must decide basic_action
    And the options are exactly advance, retreat, focus
    When A performs retreat by the effect
    Then the distance is 6
    And A has aura 2
    And B has aura 4
    And "Appeal" is in A's discard pile

  @clause:C-9-4 @card:NA-01-yurina-A2-N-3
  Scenario: Appeal (NA-01-yurina-A2-N-3) taken on aura does nothing more
    Given A has "Appeal" (NA-01-yurina-A2-N-3) in hand
    And B's deck is "Shoot" (NA-03-himika-O-N-1) from the top
    And the distance is 4
    And B has aura 5, life 10
    When A uses "Appeal"
    And B takes the damage on aura
    Then B has aura 2, life 10
    And B has 0 cards in face-down pile
    And A must decide main_action

  @clause:C-9-6 @card:NA-01-yurina-A2-N-3
  Scenario: Appeal (NA-01-yurina-A2-N-3): the opponent skips a basic action that would move nothing
    Given A has "Appeal" (NA-01-yurina-A2-N-3) in hand
    And the distance is 4
    And the dust is 1
    And A has aura 2
    And B has aura 2, life 10
    When A uses "Appeal"
    And A performs wrap by the effect
    Then A has aura 3
    And B has aura 2, life 10
    And the dust is 0

  @clause:C-10-6 @card:NA-01-yurina-O-N-6
  Scenario: Overawe (NA-01-yurina-O-N-6) goes face-down without attacking when Yurina takes life damage
    Given a duel in B's main phase with a standard action
    And A has "Overawe" (NA-01-yurina-O-N-6) deployed with 2 crystals
    And B has "Slash" (NA-01-yurina-O-N-1) in hand
    And the distance is 3
    And A has aura 3, life 10
    And B has aura 3, life 10
    When B uses "Slash"
    And A takes the damage on life
    Then "Overawe" is in A's face-down pile
    And the dust is 2
    And A has life 9
    And B has aura 3, life 10

  @clause:C-9-5 @clause:C-10-5 @card:NA-01-yurina-O-N-6
  Scenario: Overawe (NA-01-yurina-O-N-6) attacks 3/- when destroyed
    Given a duel in B's main phase with a standard action
    And A has "Overawe" (NA-01-yurina-O-N-6) deployed with 1 crystal
    And the distance is 3
    And B has aura 3, life 10
    When B ends the main phase
    Then A must decide reshuffle
    And B has aura 0, life 10
    And "Overawe" is in A's discard pile

  @clause:C-10-15 @clause:C-10-21 @clause:C-10-3 @card:NA-01-yurina-O-N-7
  Scenario: Spirit of Fire (NA-01-yurina-O-N-7) at life 3 gives the other goddess's attacks +1/+1 and overcome, not Yurina's
    Given the test cards:
      | id    | type   | range | damage | user   |
      | blaze | attack | 4     | 5/1    | himika |
    And A has "Spirit of Fire" (NA-01-yurina-O-N-7) deployed with 4 crystals
    And A holds blaze in hand
    And A has "Slash" (NA-01-yurina-O-N-1) in hand
    And the distance is 4
    And A has life 3
    And B has aura 5, life 10
    When A uses "blaze"
    Then B is not asked to choose the damage
    And B has aura 5, life 8
    When A uses "Slash"
    And B takes the damage on aura
    Then B has aura 2, life 8

  @clause:C-10-15 @card:NA-01-yurina-O-N-7
  Scenario: Spirit of Fire (NA-01-yurina-O-N-7) at life 4 gives nothing
    Given the test cards:
      | id    | type   | range | damage | user   |
      | blaze | attack | 4     | 5/1    | himika |
    And A has "Spirit of Fire" (NA-01-yurina-O-N-7) deployed with 4 crystals
    And A holds blaze in hand
    And the distance is 4
    And A has life 4
    And B has aura 5, life 10
    When A uses "blaze"
    And B takes the damage on life
    Then B has aura 5, life 9

  @clause:C-9-2-3 @clause:C-9-1-2 @card:NA-01-yurina-O-N-7
  Scenario: Spirit of Fire (NA-01-yurina-O-N-7) is a full-power enhancement with a charge of 4
    Given a duel in A's main phase with a full-power action
    And A has "Spirit of Fire" (NA-01-yurina-O-N-7) in hand
    And A has aura 4
    And the dust is 0
    When A uses "Spirit of Fire"
    Then "Spirit of Fire" is in A's enhancement zone
    And "Spirit of Fire" has 4 crystals
    And A has aura 0

  # Ukifune Serene's immediate resurgence needs the life to *become* 3 or less: our reading of the
  # printed condition (the English text adds "from 4 or more"). A life already at 3 or less when the
  # card becomes used does not set it off (C 10-8 with the engine's "becomes" conditions).

  @clause:C-10-8 @clause:C-5-5-6 @card:NA-01-yurina-O-S-3
  Scenario: Ukifune Serene (NA-01-yurina-O-S-3) becomes unused as soon as Yurina's life falls to 3
    Given a duel in B's main phase with a standard action
    And A has the used trump "Ukifune Serene" (NA-01-yurina-O-S-3)
    And B has "Slash" (NA-01-yurina-O-N-1) in hand
    And the distance is 3
    And A has aura 3, life 4
    When B uses "Slash"
    And A takes the damage on life
    Then A has life 3
    And "Ukifune Serene" is an unused trump
    And the ruling cites "C 10-8"

  @clause:C-10-8 @card:NA-01-yurina-O-S-3 @card:NA-03-himika-O-N-3
  Scenario: Ukifune Serene (NA-01-yurina-O-S-3) used at life 3 stays used when the life falls further
    Given A has the unused trump "Ukifune Serene" (NA-01-yurina-O-S-3)
    And A has "Magnum" (NA-03-himika-O-N-3) in hand
    And A has flare 2, aura 0, life 3
    And the dust is 5
    And the distance is 6
    And B has aura 5, life 10
    When A uses "Ukifune Serene"
    And A uses "Magnum"
    And B takes the damage on aura
    Then A has life 2
    And "Ukifune Serene" is a used trump

  @clause:C-9-2-2 @clause:C-10-1 @clause:C-10-8 @card:NA-01-yurina-O-S-3
  Scenario: Ukifune Serene (NA-01-yurina-O-S-3) fills the aura from the dust, and used at life 3 it does not return at once
    Given A has the unused trump "Ukifune Serene" (NA-01-yurina-O-S-3)
    And A has flare 2, aura 0, life 3
    And the dust is 6
    When A uses "Ukifune Serene"
    Then A has aura 5, flare 0
    And the dust is 3
    And "Ukifune Serene" is a used trump

  # Harmony: "the first time each turn" counts the opponent's aura changes by an attack's damage or a
  # basic action from the start of the turn, whether or not Harmony was deployed then (our reading of
  # the literal text); the choice resolves once that attack or basic action has resolved.

  @clause:C-9-1-1-6 @clause:C-10-5 @card:NA-01-yurina-A2-N-7
  Scenario: Harmony (NA-01-yurina-A2-N-7) after Yurina's attack changes the opponent's aura: she may attack 3-5 2/1
    Given A has "Harmony" (NA-01-yurina-A2-N-7) deployed with 3 crystals
    And A has "Slash" (NA-01-yurina-O-N-1) in hand
    And the distance is 4
    And B has aura 5, life 10
    When A uses "Slash"
    And B takes the damage on aura
    Then B has aura 2, life 10
    And A must decide choose
    And the options are exactly choose wrap, choose attack, decline
    When A chooses "attack"
    And B takes the damage on life
    Then B has aura 2, life 9
    And A must decide main_action

  @clause:C-9-1-1-6 @clause:C-9-6 @card:NA-01-yurina-A2-N-7
  Scenario: Harmony (NA-01-yurina-A2-N-7) answers the opponent's first basic action of the turn that changes their aura, once
    Given a duel in B's main phase with a standard action
    And A has "Harmony" (NA-01-yurina-A2-N-7) deployed with 3 crystals
    And the distance is 6
    And the dust is 2
    And A has aura 2, flare 0
    And B has aura 2, concentration 2
    When B performs advance paying concentration
    Then A must decide choose
    When A chooses "wrap"
    Then A has aura 3
    And A must decide basic_action
    And the options are exactly focus, decline
    When A performs focus by the effect
    Then A has aura 2, flare 1
    And B must decide main_action
    When B performs advance paying concentration
    Then B must decide main_action
    And B has aura 4

  @clause:C-9-1-1-6 @card:NA-01-yurina-A2-N-7
  Scenario: Harmony (NA-01-yurina-A2-N-7) is not set off by a damage taken on life
    Given A has "Harmony" (NA-01-yurina-A2-N-7) deployed with 3 crystals
    And A has "Slash" (NA-01-yurina-O-N-1) in hand
    And the distance is 4
    And B has aura 5, life 10
    When A uses "Slash"
    And B takes the damage on life
    Then A must decide main_action

  # Kamukura Legacy: X is read as the cost is paid (all of Yurina's flare) and stays fixed.

  @clause:C-9-3-1 @clause:C-10-17 @clause:C-8-3-2 @card:NA-01-yurina-A2-S-1
  Scenario: Kamukura Legacy (NA-01-yurina-A2-S-1) pays all the flare as X, deals X/2, then gives X wraps or focuses, X trumps back and a hand limit raised by X
    Given a duel in A's main phase with a full-power action
    And A has the unused trump "Kamukura Legacy" (NA-01-yurina-A2-S-1)
    And A has the used trump "Tsukikage Crush" (NA-01-yurina-O-S-1)
    And A has the used trump "Uranami Storm" (NA-01-yurina-O-S-2)
    And A has "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2), "Hilt Strike" (NA-01-yurina-O-N-3), "Appeal" (NA-01-yurina-A2-N-3), "Wild Swing" (NA-01-yurina-A1-N-1) in hand
    And B has "Outrage" (NA-01-yurina-A1-N-6) in hand
    And A has flare 4, aura 1
    And the distance is 3
    And the dust is 0
    And B has aura 5, life 10
    When A uses "Kamukura Legacy"
    Then B is not asked to react
    When B takes the damage on aura
    Then B has aura 1, life 10
    And A has flare 0
    And A must decide basic_action
    And the options are exactly wrap, focus, decline
    When A performs wrap by the effect
    And A performs focus by the effect
    And A declines
    Then A has aura 1, flare 1
    And A must decide choose
    When A chooses "Tsukikage Crush"
    And A chooses "Uranami Storm"
    Then "Tsukikage Crush" is an unused trump
    And "Uranami Storm" is an unused trump
    And "Kamukura Legacy" is a used trump
    And B must decide reshuffle
    And A has 5 cards in hand

  @clause:C-9-3-1 @clause:C-6-2-1-12 @card:NA-01-yurina-A2-S-1 @card:NA-12-raira-O-S-3-Ex2
  Scenario: FAQ (Yurina, Kamukura Legacy): with Windbeast Reincarnation in force and flare 3 she pays 2, and X stays 3 for the damage and the after-attack text
    X is her flare as she pays the cost (3); the reduction lowers what she pays, not X.
    Given a duel in A's main phase with a full-power action
    And A has the unused trump "Kamukura Legacy" (NA-01-yurina-A2-S-1)
    And A has the used trump "Windbeast Reincarnation" (NA-12-raira-O-S-3-Ex2)
    And A has flare 3, aura 0
    And the distance is 3
    And the dust is 0
    And B has aura 5, life 10
    When A uses "Kamukura Legacy"
    And B takes the damage on aura
    Then B has aura 2, life 10
    And A has flare 1
    And the dust is 5
    And A must decide basic_action
    When A performs wrap by the effect
    And A performs wrap by the effect
    And A performs wrap by the effect
    Then A has aura 3, flare 1
    And A must decide choose
