@goddess:thallya
Feature: A 9-3 TransForm cards
  To TransForm is to move a TransForm card of one's 〈Extra〉 to one's 〈Machine〉, where it stays. Its
  on-transform effect resolves as it arrives (A 9-3-1-5); while it lies in the 〈Machine〉 its extra basic
  action may be chosen as a basic action (A 9-3-1-7), paid for like one in a standard action (C 9-6 ii).
  Julia's BlackBox TransForms its user's Machine when it holds no artificial crystal.

  @clause:A-9-3 @clause:A-9-3-1-5 @card:NA-11-thallya-O-S-4
  Scenario: Julia's BlackBox with an empty Machine: the chosen TransForm card moves there and its on-transform effect resolves
    Given a duel in A's main phase with a full-power action
    And A has flare 2
    And B has flare 5
    And the dust is 0
    And A has 0 artificial crystals in the Machine
    And A has 5 burned artificial crystals
    And A has the unused trump "Julia's BlackBox" (NA-11-thallya-O-S-4)
    And A's extra zone holds "NAGA" (TransForm Card 02), "GARUDA" (TransForm Card 03)
    When A uses "Julia's BlackBox"
    Then A must decide choose
    When A chooses "NAGA"
    Then "NAGA" is in A's Machine
    And "GARUDA" is in A's extra zone
    And B has flare 2
    And the dust is 5
    And the ruling cites "A 9-3-1-5"
    And A now has 2 artificial crystals in the Machine
    And A now has 3 burned artificial crystals
    And "Julia's BlackBox" is a used trump

  @clause:A-9-3 @card:NA-11-thallya-O-S-4
  Scenario: Julia's BlackBox with crystals in the Machine does not TransForm and becomes unused again
    Given a duel in A's main phase with a full-power action
    And A has flare 2
    And A has 1 artificial crystals in the Machine
    And A has 4 burned artificial crystals
    And A has the unused trump "Julia's BlackBox" (NA-11-thallya-O-S-4)
    And A's extra zone holds "NAGA" (TransForm Card 02)
    When A uses "Julia's BlackBox"
    Then "NAGA" is in A's extra zone
    And A's Machine holds no TransForm card
    And "Julia's BlackBox" is an unused trump
    And A has flare 0
    And A now has 4 burned artificial crystals

  @clause:A-9-3-1-5 @card:NA-11-thallya-O-S-4
  Scenario: Form: GARUDA on transform draws two cards; A's end phase keeps all three in hand
    Given a duel in A's main phase with a full-power action
    And the test cards:
      | id    | type   |
      | card  | action |
      | card2 | action |
      | card3 | action |
    And A has flare 2
    And A has 0 artificial crystals in the Machine
    And A has 5 burned artificial crystals
    And A has the unused trump "Julia's BlackBox" (NA-11-thallya-O-S-4)
    And A holds card in hand
    And A's deck is card2, card3 from the top
    And A's extra zone holds "GARUDA" (TransForm Card 03)
    When A uses "Julia's BlackBox"
    Then "GARUDA" is in A's Machine
    And the ruling cites "A 9-3-1-5"
    And B must decide reshuffle
    And A has 3 cards in hand

  @clause:A-9-3-1-7 @clause:C-9-6
  Scenario: while Form: NAGA is in the Machine, Gamma-Ray can be chosen as a basic action
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id   | type   |
      | card | action |
    And A has concentration 1
    And A's Machine holds "NAGA" (TransForm Card 02)
    And B's deck is card from the top
    Then the options include gamma_ray by concentration
    When A performs the extra basic action "gamma_ray" paying concentration
    Then A has concentration 0
    And "B:card" is in B's discard pile
    And the ruling cites "A 9-3-1-7"

  @clause:A-9-3-1-7
  Scenario: a TransForm card in 〈Extra〉 gives no extra basic action
    Given a duel in A's main phase with a standard action
    And A has concentration 1
    And A's extra zone holds "NAGA" (TransForm Card 02)
    Then the options do not include gamma_ray by concentration
    When A tries to perform the extra basic action "gamma_ray" paying concentration
    Then the action is illegal citing "C 9-6"

  @clause:A-9-3-1-7
  Scenario: Delta-Wing moves a dust crystal to 〈Distance〉 only at a distance of 7 or less
    Given a duel in A's main phase with a standard action
    And A has concentration 2
    And the distance is 7
    And the dust is 3
    And A's Machine holds "GARUDA" (TransForm Card 03)
    When A performs the extra basic action "delta_wing" paying concentration
    Then the distance is 8
    And the dust is 2
    When A performs the extra basic action "delta_wing" paying concentration
    Then the distance is 8
    And the dust is 2
    And A has concentration 0

  @clause:A-9-4 @clause:A-9-3-1-1
  Scenario: only TransForm cards lie in the Machine
    Given a duel in A's main phase with a standard action
    And A's Machine holds "Stunt" (NA-11-thallya-O-N-5)
    When the position is submitted
    Then the position is refused citing "A 9-4"

  @clause:A-9-3-1-5 @card:NA-11-thallya-O-S-4
  Scenario: Form: YAKSHA on transform flinches the opponent (who gains no concentration at the start phase) and limits their draw to one card
    Given a duel in A's main phase with a full-power action
    And the test cards:
      | id    | type   |
      | card1 | action |
      | card2 | action |
    And A has flare 2
    And A has 0 artificial crystals in the Machine
    And A has 5 burned artificial crystals
    And A has the unused trump "Julia's BlackBox" (NA-11-thallya-O-S-4)
    And A's extra zone holds "YAKSHA" (TransForm Card 01)
    And B's deck is card1, card2 from the top
    And B has concentration 0
    When A uses "Julia's BlackBox"
    Then "YAKSHA" is in A's Machine
    And the ruling cites "C 5-1-4"
    And B has concentration 0
    When B does not reshuffle
    Then B has 1 card in hand
    And "B:card2" is on top of B's deck

  @clause:A-9-3-1-5 @card:NA-11-thallya-O-S-4
  Scenario: FAQ (Thallya, Form: YAKSHA): the one-card limit counts every draw of that start phase, not only the default draw
    B's spring draws a card as B's start phase begins (C 8-1-2); that is B's one card, so the default
    draw of C 8-1-3 iv draws nothing more.
    Given a duel in A's main phase with a full-power action
    And the test cards:
      | id     | type        | charge |
      | card1  | action      |        |
      | card2  | action      |        |
      | card3  | action      |        |
      | spring | enhancement | 2      |
    And "spring" has the effect "while_deployed@start_phase: draw self 1"
    And A has flare 2
    And A has 0 artificial crystals in the Machine
    And A has 5 burned artificial crystals
    And A has the unused trump "Julia's BlackBox" (NA-11-thallya-O-S-4)
    And A's extra zone holds "YAKSHA" (TransForm Card 01)
    And B has "spring" deployed with 2 crystals
    And B's deck is card1, card2, card3 from the top
    When A uses "Julia's BlackBox"
    And B does not reshuffle
    Then B has 1 card in hand
    And "B:card1" is in B's hand
    And "B:card2" is on top of B's deck

  @clause:A-9-3-1-6
  Scenario: Form: YAKSHA's constant effect: with no artificial crystal in the Machine, no basic actions
    Given a duel in A's main phase with a standard action
    And A has concentration 1
    And A has 0 artificial crystals in the Machine
    And A's Machine holds "YAKSHA" (TransForm Card 01)
    Then the options do not include retreat by concentration
    When A tries to perform the extra basic action "beta_edge" paying concentration
    Then the action is illegal citing "A 9-3-1-6"

  @clause:A-9-3-1-6
  Scenario: Form: YAKSHA's constant effect also bars a basic action an effect performs
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id     | type   |
      | gather | action |
    And "gather" has the effect "on_use: basic_action wrap"
    And A has aura 2
    And the dust is 3
    And A has 0 artificial crystals in the Machine
    And A's Machine holds "YAKSHA" (TransForm Card 01)
    And A holds gather in hand
    When A uses "gather"
    Then A has aura 2
    And the dust is 3
    And the ruling cites "A 9-3-1-6"

  @clause:A-9-3-1-6 @clause:A-9-3-1-7 @clause:A-9-9
  Scenario: Beta-Edge, YAKSHA's extra basic action, attacks at 2, 4, 6 or 8 and maneuvers after it
    Given a duel in A's main phase with a standard action
    And A has concentration 1
    And the distance is 4
    And B has aura 5
    And A has 1 artificial crystals in the Machine
    And A's Machine holds "YAKSHA" (TransForm Card 01)
    Then the options include retreat by concentration
    When A performs the extra basic action "beta_edge" paying concentration
    And B takes the damage on aura
    Then B has aura 3
    When A chooses "forward"
    Then A now has 1 -1 tokens in distance
    And A now has 0 artificial crystals in the Machine

  @clause:A-9-3-1-5 @card:NA-11-thallya-O-S-4
  Scenario: Form: KINNARI on transform puts the opponent's whole deck face-down
    Given a duel in A's main phase with a full-power action
    And the test cards:
      | id    | type   |
      | card1 | action |
      | card2 | action |
    And A has flare 2
    And A has 0 artificial crystals in the Machine
    And A has 5 burned artificial crystals
    And A has the unused trump "Julia's BlackBox" (NA-11-thallya-O-S-4)
    And A's extra zone holds "KINNARI" (TransForm Card A1-01)
    And B's deck is card1, card2 from the top
    When A uses "Julia's BlackBox"
    Then "KINNARI" is in A's Machine
    And B has 0 cards in deck
    And "B:card1" is in B's face-down pile

  @clause:A-9-3-1-6
  Scenario: Form: KINNARI's Zeta-Voice: once the opponent has reshuffled, its holder may attack 2, 4, 6 for 2/2
    Given a duel at the start of turn 4 with B active
    And the test cards:
      | id    | type   |
      | card1 | action |
    And the distance is 4
    And B has aura 5
    And B has life 10
    And A's Machine holds "KINNARI" (TransForm Card A1-01)
    And B's discard pile holds card1
    When the position is submitted
    And B reshuffles
    Then A must decide may
    When A accepts
    And B takes the damage on life
    Then B has life 7

  @clause:A-9-3-1-5 @card:NA-11-thallya-O-S-4
  Scenario: Form: ASURA on transform: twice the opponent sends a card of their choice from face-down to discard
    Given a duel in A's main phase with a full-power action
    And the test cards:
      | id    | type   |
      | card1 | action |
      | card2 | action |
      | card3 | action |
    And A has flare 2
    And A has 0 artificial crystals in the Machine
    And A has 5 burned artificial crystals
    And A has the unused trump "Julia's BlackBox" (NA-11-thallya-O-S-4)
    And A's extra zone holds "ASURA" (TransForm Card A1-03)
    And B's face-down pile holds card1, card2, card3
    When A uses "Julia's BlackBox"
    Then B must decide choose
    When B chooses "card3"
    And B chooses "card1"
    Then "B:card3" is in B's discard pile
    And "B:card1" is in B's discard pile
    And "B:card2" is in B's face-down pile

  @clause:A-9-3-1-7
  Scenario: Sigma-Drive, ASURA's extra basic action, attacks 3 or 5 for 3/2, flinches its attacker, and is once a turn
    Given a duel in A's main phase with a standard action
    And A has concentration 2
    And the distance is 5
    And B has aura 5
    And A's Machine holds "ASURA" (TransForm Card A1-03)
    When A performs the extra basic action "sigma_drive" paying concentration
    And B takes the damage on aura
    Then B has aura 2
    And A has flinched
    And the options do not include sigma_drive by concentration

  @clause:A-9-3-1-5 @card:NA-11-thallya-O-S-4
  Scenario: Form: DEVA on transform recovers two burned crystals and wraps twice
    Given a duel in A's main phase with a full-power action
    And A has flare 2
    And A has aura 3
    And the dust is 2
    And A has 0 artificial crystals in the Machine
    And A has 5 burned artificial crystals
    And A has the unused trump "Julia's BlackBox" (NA-11-thallya-O-S-4)
    And A's extra zone holds "DEVA" (TransForm Card A1-04)
    When A uses "Julia's BlackBox"
    Then "DEVA" is in A's Machine
    And A has aura 5
    And the dust is 2
    And A now has 4 artificial crystals in the Machine
    And A now has 1 burned artificial crystals

  @clause:A-9-3-1-6
  Scenario: Form: DEVA's Phi-Cycle: each time the opponent's discard pile comes to a nonzero even count, its holder gains 1 concentration
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id    | type   |
      | card1 | action |
      | card2 | action |
      | card3 | action |
      | card4 | action |
    And A has concentration 0
    And A's Machine holds "DEVA" (TransForm Card A1-04)
    And B's discard pile holds card1
    And B holds card2, card3, card4 in hand
    When B uses "card2"
    Then A has concentration 1
    When B uses "card3"
    Then A has concentration 1
    When B uses "card4"
    Then A has concentration 2

  @clause:A-9-3-1-6 @card:NA-11-thallya-A1-N-5
  Scenario: under a deployed Quick Change, a sealed Form: DEVA's Phi-Cycle is in force
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id    | type   |
      | card1 | action |
      | card2 | action |
    And A has concentration 0
    And A has "Quick Change" (NA-11-thallya-A1-N-5) deployed with 2 crystals
    And A's "Quick Change" seals "DEVA" (TransForm Card A1-04)
    And B's discard pile holds card1
    And B holds card2 in hand
    When B uses "card2"
    Then A has concentration 1

  @clause:A-9-3-1-6
  Scenario: a sealed Form: DEVA under no Quick Change has no effect in force
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id     | type        | charge |
      | card1  | action      |        |
      | card2  | action      |        |
      | holder | enhancement | 2      |
    And A has concentration 0
    And A has "holder" deployed with 2 crystals
    And A's "holder" seals "DEVA" (TransForm Card A1-04)
    And B's discard pile holds card1
    And B holds card2 in hand
    When B uses "card2"
    Then A has concentration 0
