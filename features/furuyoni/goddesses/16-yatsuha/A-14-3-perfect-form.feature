@goddess:yatsuha
Feature: A 14-3 making a card perfect (完全態)
  "Make it perfect" exchanges a card of Yatsuha's table for its perfect form, which waits in the
  player's 〈Extra〉 (C 10-25): the perfect form takes the card's place, the card goes to 〈Extra〉.
  Our reading: a card whose perfect form is not in the player's 〈Extra〉 cannot be exchanged, so it is
  not offered.

  Background:
    Given a duel in A's main phase with a standard action
    And A has flare 1
    And the distance is 4

  @clause:A-14-3 @clause:C-10-25 @card:NA-16-yatsuha-A1-S-4
  Scenario: Naughtbloom of the Eight Mirrors (NA-16-yatsuha-A1-S-4) makes a card of the hand perfect, then its user flinches
    Grim Edict is not offered: its perfect form, Maw of the Abyss, is not in A's extra zone.
    Given A has the unused trump "Naughtbloom of the Eight Mirrors" (NA-16-yatsuha-A1-S-4)
    And A has "Astral Claw" (NA-16-yatsuha-O-N-1) in hand
    And A's discard pile holds "Devil of the Mirror" (NA-16-yatsuha-O-N-3), "Grim Edict" (NA-16-yatsuha-O-N-2)
    And A's extra zone holds "Celestial Talon" (NA-16-yatsuha-A1-N-1-Ex1), "The Real Monster" (NA-16-yatsuha-A1-N-3-Ex1)
    When A uses "Naughtbloom of the Eight Mirrors"
    Then A must decide choose
    And the options are exactly choose Astral Claw, choose Devil of the Mirror, decline
    When A chooses "Astral Claw"
    Then "Celestial Talon" is in A's hand
    And "Astral Claw" is in A's extra zone
    And "The Real Monster" is in A's extra zone
    And "Devil of the Mirror" is in A's discard pile
    And A has flinched
    And "Naughtbloom of the Eight Mirrors" is a used trump
    And the ruling cites "A 14-3"
    And the ruling cites "C 10-25"

  @clause:A-14-3 @clause:C-10-25 @card:NA-16-yatsuha-A1-S-4
  Scenario: A card of the discard pile made perfect: its perfect form lands in the discard pile
    Given A has the unused trump "Naughtbloom of the Eight Mirrors" (NA-16-yatsuha-A1-S-4)
    And A's discard pile holds "Devil of the Mirror" (NA-16-yatsuha-O-N-3)
    And A's extra zone holds "The Real Monster" (NA-16-yatsuha-A1-N-3-Ex1)
    When A uses "Naughtbloom of the Eight Mirrors"
    And A chooses "Devil of the Mirror"
    Then "The Real Monster" is in A's discard pile
    And "Devil of the Mirror" is in A's extra zone

  @clause:A-14-3 @clause:C-10-40 @card:NA-16-yatsuha-A1-S-4
  Scenario: Declining makes nothing perfect, and its user does not flinch
    Given A has the unused trump "Naughtbloom of the Eight Mirrors" (NA-16-yatsuha-A1-S-4)
    And A has "Astral Claw" (NA-16-yatsuha-O-N-1) in hand
    And A's extra zone holds "Celestial Talon" (NA-16-yatsuha-A1-N-1-Ex1)
    When A uses "Naughtbloom of the Eight Mirrors"
    And A declines
    Then "Astral Claw" is in A's hand
    And "Celestial Talon" is in A's extra zone
    And A has not flinched

  @clause:A-14-3 @clause:C-10-37 @card:NA-16-yatsuha-A1-S-4
  Scenario: Naughtbloom of the Eight Mirrors cannot be used at distance 8 (間合制限 0-7)
    Given A has the unused trump "Naughtbloom of the Eight Mirrors" (NA-16-yatsuha-A1-S-4)
    And the distance is 8
    When A tries to use "Naughtbloom of the Eight Mirrors"
    Then the action is illegal citing "C 10-37"

  @clause:A-14-3 @clause:C-9-7 @card:NA-16-yatsuha-A1-S-4
  Scenario: Used, Naughtbloom of the Eight Mirrors offers a perfect form just before its holder reshuffles
    The card made perfect in the discard pile is then shuffled into the deck as the perfect form.
    Given a duel at the start of turn 3 with A active
    And A has the used trump "Naughtbloom of the Eight Mirrors" (NA-16-yatsuha-A1-S-4)
    And A's discard pile holds "Devil of the Mirror" (NA-16-yatsuha-O-N-3)
    And A's extra zone holds "The Real Monster" (NA-16-yatsuha-A1-N-3-Ex1)
    And A has life 10
    When A reshuffles
    Then A must decide choose
    And the options are exactly choose Devil of the Mirror, decline
    When A chooses "Devil of the Mirror"
    Then "Devil of the Mirror" is in A's extra zone
    And A has life 9
    And A has 0 cards in discard pile

  @clause:A-14-3 @clause:C-10-25 @card:NA-16-yatsuha-A1-S-4
  Scenario Outline: The exchange table: <before> becomes <after>
    Given A has the unused trump "Naughtbloom of the Eight Mirrors" (NA-16-yatsuha-A1-S-4)
    And A has "<before>" (<before id>) in hand
    And A's extra zone holds "Celestial Talon" (NA-16-yatsuha-A1-N-1-Ex1), "Maw of the Abyss" (NA-16-yatsuha-A1-N-2-Ex1), "The Real Monster" (NA-16-yatsuha-A1-N-3-Ex1), "Phantom Confluence" (NA-16-yatsuha-A1-N-4-Ex1), "Conviction" (NA-16-yatsuha-A1-N-5-Ex1), "Covenant of Glass" (NA-16-yatsuha-A1-N-6-Ex1), "Naughtbloom Harvest" (NA-16-yatsuha-A1-N-7-Ex1)
    When A uses "Naughtbloom of the Eight Mirrors"
    And A chooses "<before>"
    Then "<after>" is in A's hand
    And A has 1 card in hand
    And "<before>" is in A's extra zone
    And A has 7 cards in extra zone

    Examples:
      | before               | before id            | after               |
      | Astral Claw          | NA-16-yatsuha-O-N-1  | Celestial Talon     |
      | Grim Edict           | NA-16-yatsuha-O-N-2  | Maw of the Abyss    |
      | Devil of the Mirror  | NA-16-yatsuha-O-N-3  | The Real Monster    |
      | Phantom Stride       | NA-16-yatsuha-O-N-4  | Phantom Confluence  |
      | Determination        | NA-16-yatsuha-O-N-5  | Conviction          |
      | Pact of Glass        | NA-16-yatsuha-O-N-6  | Covenant of Glass   |
      | Flower Harvest       | NA-16-yatsuha-O-N-7  | Naughtbloom Harvest |
