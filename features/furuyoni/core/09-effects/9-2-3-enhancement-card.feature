Feature: C 9-2-3 Using an enhancement card
  Using an enhancement card: (i) reveal it and pay its costs, illegal if they cannot be paid;
  (ii) it counts as used and moves to the user's In-use zone, a trump in the in-use state;
  (iii) charge it: take as many crystals as its charge value from the dust and/or the user's own
  aura, split between the two as the user chooses, and link them to the card; (iv) resolve its
  on-deploy effects; (v) move it to the enhancement zone (C 9-2-3).

  Background:
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id     | type        | category | charge | cost |
      | ward   | enhancement |          | 2      |      |
      | beacon | enhancement |          | 1      |      |
      | idol   | enhancement | trump    | 2      | 2    |
    And "beacon" has the effect "on_deploy: may gain_concentration self 1"

  @clause:C-9-2-3
  Rule: iii — the charge comes from the dust and/or the user's aura, as the user chooses

    @clause:C-9-2-3
    Scenario: with crystals in both places the user chooses the split
      Given the dust is 1
      And A has aura 3
      And A holds ward in hand
      When A uses "ward"
      Then A must decide charge
      And the options are exactly charge 0 from dust, charge 1 from dust

    @clause:C-9-2-3
    Scenario: taking one from the dust and one from the aura
      Given the dust is 1
      And A has aura 3
      And A holds ward in hand
      When A uses "ward"
      And A charges 1 from dust
      Then "ward" has 2 crystals
      And "ward" is in A's enhancement zone
      And A has aura 2
      And the dust is 0

    @clause:C-9-2-3
    Scenario: taking both from the aura although the dust holds one
      Given the dust is 1
      And A has aura 3
      And A holds ward in hand
      When A uses "ward"
      And A charges 0 from dust
      Then "ward" has 2 crystals
      And A has aura 1
      And the dust is 1

    @clause:C-9-2-3
    Scenario: with an empty dust the whole charge comes from the aura, without a choice
      Given the dust is 0
      And A has aura 3
      And A holds ward in hand
      When A uses "ward"
      Then A must decide main_action
      And "ward" has 2 crystals
      And A has aura 1

    @clause:C-9-2-3
    Scenario: with an empty aura the whole charge comes from the dust, without a choice
      Given the dust is 3
      And A has aura 0
      And A holds ward in hand
      When A uses "ward"
      Then A must decide main_action
      And "ward" has 2 crystals
      And the dust is 1
      And A has aura 0

    @clause:C-9-2-3
    Scenario: the opponent's aura is never charged from
      Given the dust is 0
      And A has aura 0
      And B has aura 3
      And A holds beacon in hand
      When A uses "beacon"
      Then B has aura 3

    @clause:C-9-2-3
    Scenario: with real cards, Smoke's charge is split between dust and aura as its user chooses
      Given a duel in A's main phase with a standard action
      And the dust is 1
      And A has aura 3
      And A has "Smoke" (NA-03-himika-O-N-7) in hand
      When A uses "Smoke"
      Then A must decide charge
      And the options are exactly charge 0 from dust, charge 1 from dust
      When A charges 1 from dust
      Then "Smoke" has 3 crystals
      And "Smoke" is in A's enhancement zone
      And A has aura 1
      And the dust is 0

  @clause:C-9-2-3
  Rule: i before iii — the trump cost is paid first, so the paid crystals can be charged

    @clause:C-9-2-3
    Scenario: a trump enhancement paid from flare charges the same crystals from the dust
      Given the dust is 0
      And A has aura 0, flare 2
      And A has the unused trump "idol"
      When A uses "idol"
      Then "idol" has 2 crystals
      And "idol" is in A's enhancement zone
      And A has flare 0
      And the dust is 0

    @clause:C-9-2-3
    Scenario: a trump enhancement whose cost cannot be paid is illegal
      Given the dust is 2
      And A has aura 3, flare 1
      And A has the unused trump "idol"
      When A tries to use "idol"
      Then the action is illegal citing "C 9-2-3"

    @clause:C-9-2-3
    Scenario: with real cards, Thallya's Masterpiece paid from flare charges the same crystals from the dust
      Given a duel in A's main phase with a standard action
      And A has the unused trump "Thallya's Masterpiece" (NA-11-thallya-O-S-3)
      And A has aura 0, flare 2
      And the dust is 1
      When A uses "Thallya's Masterpiece"
      Then "Thallya's Masterpiece" has 3 crystals
      And A has flare 0
      And the dust is 0

  @clause:C-9-2-3
  Rule: iv then v — on-deploy effects resolve while the charged card is still in In-use

    @clause:C-9-2-3
    Scenario: during its on-deploy effect the card is in use, already charged
      Given the dust is 0
      And A has aura 3, concentration 0
      And A holds beacon in hand
      When A uses "beacon"
      Then A must decide may
      And "beacon" is in A's in-use zone
      And "beacon" has 1 crystal
      And A has aura 2
      When A accepts
      Then A has concentration 1
      And "beacon" is in A's enhancement zone
