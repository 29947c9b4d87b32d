@goddess:mizuki
Feature: Mizuki's Ōte Gate "Tatenashi" and Roaring Warcry
  Ōte Gate puts Divinity of War (from 〈Extra〉) and a card of her hand into her barracks, conscripted,
  and conscripts once; used, attack cards she uses from the barracks get +1/+0 and reaction cards she
  uses from there lose 終端. Roaring Warcry, deployed, takes 終端 from her normal cards and soldiers that
  print it, and turns her normal cards' printed 《全力》 into 終端.

  Background:
    Given a duel in A's main phase with a standard action
    And A harbors "mizuki" and "yurina"
    And the test cards:
      | id    | type   | subtype    |
      | leaf  | action |            |
      | twig  | action |            |
      | burst | action | full_power |
    And "burst" has the effect "on_use: gain_concentration self 1"

  @card:NA-18-mizuki-O-S-3 @clause:A-16-4 @clause:A-16-5
  Scenario: Ōte Gate (NA-18-mizuki-O-S-3) puts Divinity of War and a chosen hand card in the barracks, conscripted, then conscripts
    Given A has flare 3
    And A has the unused trump "Ōte Gate" (NA-18-mizuki-O-S-3)
    And A's extra zone holds "Divinity of War" (NA-18-mizuki-O-S-3-Ex1)
    And A's barracks holds "Spearman" (NA-18-mizuki-O-T-1)
    And A holds leaf, twig in hand
    When A uses "Ōte Gate"
    Then A must decide choose
    When A chooses "leaf"
    Then A's barracks holds exactly Spearman, Divinity of War, leaf
    And A's conscripted cards are exactly Spearman, Divinity of War, leaf
    And A has flare 0

  @card:NA-18-mizuki-O-S-3 @clause:A-16-4
  Scenario: Ōte Gate (NA-18-mizuki-O-S-3) used: an attack card from the barracks gets +1/+0
    Given the distance is 2
    And the turn-start distance was 2
    And B has aura 5, life 10
    And A has the used trump "Ōte Gate" (NA-18-mizuki-O-S-3)
    And A's barracks holds "Divinity of War" (NA-18-mizuki-O-S-3-Ex1), conscripted
    When A uses "Divinity of War"
    And B takes the damage on aura
    Then B has aura 2, life 10
    And "Divinity of War" is in A's extra zone

  @card:NA-18-mizuki-O-S-3 @clause:C-9-2
  Scenario: Ōte Gate (NA-18-mizuki-O-S-3) used: a reaction card used from the barracks has no 終端
    Given A has the used trump "Ōte Gate" (NA-18-mizuki-O-S-3)
    And A's barracks holds "Shieldbearer" (NA-18-mizuki-O-T-2), conscripted
    And A holds leaf in hand
    When A uses "Shieldbearer"
    Then the options include use leaf

  @card:NA-18-mizuki-O-S-4 @clause:C-9-2
  Scenario: Roaring Warcry (NA-18-mizuki-O-S-4) deployed: a printed 《全力》 normal card may be used in a standard action and ends her card use
    Given A has "Mizuki's Roaring Warcry" (NA-18-mizuki-O-S-4) deployed with 5 crystals
    And A has concentration 0
    And A holds burst, leaf in hand
    Then the options include use burst
    When A uses "burst"
    Then A has concentration 1
    And the options do not include use leaf

  @card:NA-18-mizuki-O-S-4 @clause:C-9-2
  Scenario: Roaring Warcry (NA-18-mizuki-O-S-4) deployed: a normal card printed with 終端 loses it
    Given A has "Mizuki's Roaring Warcry" (NA-18-mizuki-O-S-4) deployed with 5 crystals
    And A has "Bulwark" (NA-18-mizuki-O-N-5) in hand
    And A holds leaf in hand
    When A uses "Bulwark"
    Then the options include use leaf

  @card:NA-18-mizuki-O-S-4 @clause:C-9-2
  Scenario: without Roaring Warcry, Bulwark (NA-18-mizuki-O-N-5) ends her card use and a 《全力》 card waits for a full-power action
    Given A has "Bulwark" (NA-18-mizuki-O-N-5) in hand
    And A holds burst, leaf in hand
    Then the options do not include use burst
    When A uses "Bulwark"
    Then the options do not include use leaf
