@goddess:thallya
Feature: A 9-8 Burn (燃焼) and A 9-5 the 〈Burned〉 zone
  A card with 燃焼 costs, besides its own cost, burning one artificial crystal: moving it from its
  user's 〈Machine〉 to her 〈Burned〉. Burning is a payment (A 9-5): a card whose burn cannot be paid
  cannot be used (C 5-9). While Thallya's Masterpiece is deployed, burning runs the other way, from
  〈Burned〉 back to the 〈Machine〉.

  Background:
    Given a duel in A's main phase with a standard action
    And the distance is 6

  @clause:A-9-8 @clause:A-9-5 @card:NA-11-thallya-O-N-7
  Scenario: using a card with 燃焼 burns one artificial crystal
    Given A has 2 artificial crystals in the Machine
    And A has 3 burned artificial crystals
    And A has "Turbo Switch" (NA-11-thallya-O-N-7) in hand
    When A uses "Turbo Switch"
    Then the ruling cites "A 9-8"
    And A now has 1 artificial crystals in the Machine
    And A now has 4 burned artificial crystals

  @clause:A-9-8 @clause:A-9-5 @card:NA-11-thallya-O-N-7
  Scenario: with no artificial crystal in the Machine a card with 燃焼 cannot be used
    Given A has 0 artificial crystals in the Machine
    And A has 5 burned artificial crystals
    And A has "Turbo Switch" (NA-11-thallya-O-N-7) in hand
    When A tries to use "Turbo Switch"
    Then the action is illegal citing "A 9-8"
    And A now has 5 burned artificial crystals

  @clause:A-9-8 @clause:A-9-5 @card:NA-11-thallya-O-S-3 @card:NA-11-thallya-O-N-7
  Scenario: while Thallya's Masterpiece is deployed, burning moves a crystal from 〈Burned〉 to the Machine
    Given A has 2 artificial crystals in the Machine
    And A has 3 burned artificial crystals
    And A has "Thallya's Masterpiece" (NA-11-thallya-O-S-3) deployed with 2 crystals
    And A has "Turbo Switch" (NA-11-thallya-O-N-7) in hand
    When A uses "Turbo Switch"
    Then A now has 3 artificial crystals in the Machine
    And A now has 2 burned artificial crystals
    When A chooses "back"
    Then A now has 2 artificial crystals in the Machine
    And A now has 1 +1 tokens in distance

  @clause:A-9-8 @clause:A-9-5 @card:NA-11-thallya-O-S-3 @card:NA-11-thallya-O-N-7
  Scenario: while Thallya's Masterpiece is deployed, a player with no burned crystal cannot burn
    Given A has 5 artificial crystals in the Machine
    And A has 0 burned artificial crystals
    And A has "Thallya's Masterpiece" (NA-11-thallya-O-S-3) deployed with 2 crystals
    And A has "Turbo Switch" (NA-11-thallya-O-N-7) in hand
    When A tries to use "Turbo Switch"
    Then the action is illegal citing "A 9-8"
