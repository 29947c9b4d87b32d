@goddess:kururu
Feature: Kururu (No. 10), Explorer Kururu (A1) and Adagami Kururu (A2) — their cards as printed
  Each scenario names a real card of season na-s9-2 by its English name and rules id and exercises what
  is distinctive about it. Gadgets (機巧) are completed with inline test cards in the discard pile, the
  enhancement zone or among the used trumps; the rule itself has its own feature (A-8-2-gadgets.feature).

  Background:
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id     | type        | subtype    | category | cost | range | damage | charge | user   |
      | act1   | action      |            |          |      |       |        |        |        |
      | act2   | action      |            |          |      |       |        |        |        |
      | act3   | action      |            |          |      |       |        |        |        |
      | hit1   | attack      |            |          |      | 0-10  | 1/1    |        |        |
      | hit2   | attack      |            |          |      | 0-10  | 1/1    |        |        |
      | enh1   | enhancement |            |          |      |       |        | 1      |        |
      | enh2   | enhancement |            |          |      |       |        | 1      |        |
      | fp1    | action      | full_power |          |      |       |        |        |        |
      | fp2    | action      | full_power |          |      |       |        |        |        |
      | parry  | action      | reaction   |          |      |       |        |        |        |
      | yact   | action      |            |          |      |       |        |        | yurina |
      | yparry | action      | reaction   |          |      |       |        |        | yurina |
      | yenh   | enhancement |            |          |      |       |        | 1      | yurina |
      | kenh   | enhancement |            |          |      |       |        | 1      | kururu |
    And "fp1" has the effect "on_use: draw self 1"

  @clause:A-8-2 @clause:A-8-3 @card:NA-10-kururu-O-N-4
  Scenario: Tornaydo (NA-10-kururu-O-N-4) with only its attack gadget complete deals 5 to the aura and nothing to the life
    Given a duel in A's main phase with a full-power action
    And A has "Tornaydo" (NA-10-kururu-O-N-4) in hand
    And A's discard pile holds hit1, hit2
    And B has aura 5, life 10
    When A uses "Tornaydo"
    Then B has aura 0, life 10

  @clause:A-8-2 @clause:A-8-3 @card:NA-10-kururu-O-N-4
  Scenario: Tornaydo (NA-10-kururu-O-N-4) with only its enhancement gadget complete deals 1 to the life and nothing to the aura
    Given a duel in A's main phase with a full-power action
    And A has "Tornaydo" (NA-10-kururu-O-N-4) in hand
    And A has "enh1" deployed with 1 crystal
    And A has "enh2" deployed with 1 crystal
    And A's discard pile holds hit1
    And B has aura 5, life 10
    When A uses "Tornaydo"
    Then B has aura 5, life 9

  @clause:A-8-2 @clause:C-9-2 @clause:C-9-8 @card:NA-10-kururu-O-N-2
  Scenario: Acceler (NA-10-kururu-O-N-2) with its gadget complete uses a full-power card from hand in a standard action, and the phase goes on
    Given A has "Acceler" (NA-10-kururu-O-N-2) in hand
    And A holds fp1, act3 in hand
    And A's deck is act1 from the top
    And A's discard pile holds act2, yact
    And A has "enh1" deployed with 1 crystal
    When A uses "Acceler"
    Then A must decide use_card
    And the options include use fp1
    And the options do not include use act3
    When A uses "fp1"
    Then "fp1" is in A's discard pile
    And "act1" is in A's hand
    And the duel is at main_action of turn 3 with A active

  @clause:A-8-2 @card:NA-10-kururu-O-N-2
  Scenario: Acceler (NA-10-kururu-O-N-2) without its enhancement icon met offers nothing
    Given A has "Acceler" (NA-10-kururu-O-N-2) in hand
    And A holds fp1 in hand
    And A's discard pile holds act2, yact
    When A uses "Acceler"
    Then A must decide main_action
    And "fp1" is in A's hand
    And "Acceler" is in A's discard pile

  @clause:C-9-2 @clause:C-9-4 @card:NA-10-kururu-O-N-3
  Scenario: Kururu~n (NA-10-kururu-O-N-3) cannot be used in the main phase
    Given A has "Kururu~n" (NA-10-kururu-O-N-3) in hand
    When A tries to use "Kururu~n"
    Then the action is illegal citing "C 9-2"

  @clause:C-9-4 @card:NA-10-kururu-O-N-3
  Scenario: Kururu~n (NA-10-kururu-O-N-3) as a reaction: two different options, in the order chosen
    Given a duel in B's main phase with a standard action
    And B holds hit1 in hand
    And A has "Kururu~n" (NA-10-kururu-O-N-3) in hand
    And A's deck is act1 from the top
    And A's face-down pile holds act2
    And B holds act3 in hand
    And the distance is 3
    When B uses "hit1"
    And A reacts with "Kururu~n"
    Then A must decide choose
    And the options are exactly choose draw, choose bottom, choose discard, decline
    When A chooses "bottom"
    And A chooses "act2"
    Then A must decide choose
    And the options are exactly choose draw, choose discard, decline
    When A chooses "discard"
    Then B must decide choose
    When B chooses "act3"
    Then "act2" is at the bottom of A's deck
    And "act3" is in B's discard pile
    And "act1" is in A's deck

  @clause:C-9-4 @card:NA-10-kururu-O-N-3
  Scenario: Kururu~n (NA-10-kururu-O-N-3) may stop after one option
    Given a duel in B's main phase with a standard action
    And B holds hit1 in hand
    And A has "Kururu~n" (NA-10-kururu-O-N-3) in hand
    And A's deck is act1 from the top
    And the distance is 3
    When B uses "hit1"
    And A reacts with "Kururu~n"
    And A chooses "draw"
    And A declines
    Then "act1" is in A's hand
    And A must decide damage

  @clause:C-9-6 @card:NA-10-kururu-O-N-6
  Scenario: Mozule (NA-10-kururu-O-N-6) gives a free basic action after each action card, none after an attack
    Given A has "Mozule" (NA-10-kururu-O-N-6) deployed with 3 crystals
    And A holds act1, hit1 in hand
    And the distance is 5
    And A has aura 3
    When A uses "act1"
    Then A must decide basic_action
    When A performs advance by the effect
    Then the distance is 4
    And A has aura 4
    When A uses "hit1"
    And B takes the damage on aura
    Then A must decide main_action

  @clause:C-9-2 @clause:C-9-6 @card:NA-10-kururu-O-N-6 @card:NA-18-mizuki-O-N-5
  Scenario: FAQ (Kururu, Mozule): a Terminal card blocks the basic action Mozule grants
    Mozule's basic action comes after the action card has resolved; a card with 終端 has by then
    barred its user from every further basic action this turn, one an effect grants free of cost too.
    Given a duel in B's main phase with a standard action
    And A has "Mozule" (NA-10-kururu-O-N-6) deployed with 3 crystals
    And A has "Bulwark" (NA-18-mizuki-O-N-5) in hand
    And B holds hit1 in hand
    And the distance is 5
    And A has aura 3
    When B uses "hit1"
    And A reacts with "Bulwark"
    Then A is not asked to react
    And B must decide main_action
    And A has aura 3
    And the distance is 5

  @clause:C-9-2 @clause:C-9-6 @card:NA-10-kururu-O-N-6
  Scenario: Mozule (NA-10-kururu-O-N-6) gives its basic action after a reaction card without Terminal
    Given a duel in B's main phase with a standard action
    And A has "Mozule" (NA-10-kururu-O-N-6) deployed with 3 crystals
    And A holds parry in hand
    And B holds hit1 in hand
    And the distance is 5
    And A has aura 3
    When B uses "hit1"
    And A reacts with "parry"
    Then A must decide basic_action
    When A performs advance by the effect
    Then the distance is 4
    And A has aura 4

  @clause:A-8-2 @clause:C-8-3 @clause:C-9-7 @card:NA-10-kururu-O-S-2
  Scenario: Big Golem (NA-10-kururu-O-S-2), used with its gadget complete, may deal 1 life damage at its holder's end phase, then she reshuffles
    Given a duel in A's end phase
    And A has the used trump "Big Golem" (NA-10-kururu-O-S-2)
    And A's discard pile holds parry, fp1, fp2
    And A's deck is act1 from the top
    And B has life 10
    When the position is submitted
    Then A must decide may
    When A accepts
    Then B has life 9
    And A has 0 cards in discard pile
    And A has 4 cards in deck

  @clause:C-10-40 @clause:C-1-4 @card:NA-10-kururu-O-S-2 @card:NA-13-utsuro-A1-S-1-Ex1
  Scenario: FAQ (Kururu, Big Golem): under желание the opponent takes no damage, so Big Golem's "if you do" reshuffle does not happen
    Damage that cannot be taken was not done: what depends on doing it does not follow (C 10-40).
    Given a duel in A's end phase
    And A has the used trump "Big Golem" (NA-10-kururu-O-S-2)
    And B has the used trump "желание" (NA-13-utsuro-A1-S-1-Ex1)
    And A's discard pile holds parry, fp1, fp2
    And A's deck is act1 from the top
    And B has life 10
    When the position is submitted
    Then A must decide may
    When A accepts
    Then B has life 10
    And A has 3 cards in discard pile
    And A has 1 card in deck

  @clause:A-8-2 @card:NA-10-kururu-O-S-2
  Scenario: Big Golem (NA-10-kururu-O-S-2) with one full-power card short offers nothing at the end phase
    Given a duel in A's end phase
    And A has the used trump "Big Golem" (NA-10-kururu-O-S-2)
    And A's discard pile holds parry, fp1
    And B has life 10
    When the position is submitted
    Then B has life 10
    And A has 2 cards in discard pile
    And the duel is at start_phase of turn 4 with B active

  @clause:C-8-3 @card:NA-10-kururu-O-S-2
  Scenario: Big Golem (NA-10-kururu-O-S-2) does nothing at the opponent's end phase
    Given a duel in B's end phase
    And A has the used trump "Big Golem" (NA-10-kururu-O-S-2)
    And A's discard pile holds parry, fp1, fp2
    And B has life 10
    When the position is submitted
    Then B has life 10
    And A has 3 cards in discard pile
    And the duel is at start_phase of turn 4 with A active

  @clause:C-9-6 @card:NA-10-kururu-O-S-2
  Scenario: Big Golem (NA-10-kururu-O-S-2), used, gives a free basic action after a full-power card
    Given a duel in A's main phase with a full-power action
    And A has the used trump "Big Golem" (NA-10-kururu-O-S-2)
    And A holds fp2 in hand
    And the distance is 5
    When A uses "fp2"
    Then A must decide basic_action
    When A performs retreat by the effect
    Then the distance is 6

  @clause:C-9-2 @clause:C-9-6 @card:NA-10-kururu-O-S-2
  Scenario: FAQ (Kururu, Big Golem): a full-power card with Terminal leaves no basic action for Big Golem to grant
    Given a duel in A's main phase with a full-power action
    And the test cards:
      | id     | type   | subtype    | keywords |
      | fplast | action | full_power | terminal |
    And A has the used trump "Big Golem" (NA-10-kururu-O-S-2)
    And A holds fplast in hand
    And the distance is 5
    When A uses "fplast"
    Then A is not asked to react
    And the distance is 5
    And the duel is at start_phase of turn 4 with B active

  @clause:C-9-6 @clause:C-9-2 @card:NA-10-kururu-O-S-2 @card:NA-18-mizuki-O-S-4
  Scenario: FAQ (Kururu, Big Golem): under Mizuki's Roaring Warcry a normal card printed 《全力》 has lost it, so Big Golem's text is not set off
    Big Golem reads the card's subtype as it is now. (The card has gained 終端 instead, which bars a
    basic action anyway, C 9-2: Big Golem does not even offer one.)
    Given A has the used trump "Big Golem" (NA-10-kururu-O-S-2)
    And A has "Mizuki's Roaring Warcry" (NA-18-mizuki-O-S-4) deployed with 5 crystals
    And A holds fp1 in hand
    And A's deck is act1 from the top
    When A uses "fp1"
    Then "act1" is in A's hand
    And the ruling does not cite "C 9-6"
    And A must decide main_action

  @clause:A-8-3 @card:NA-10-kururu-O-S-2 @card:NA-18-mizuki-O-S-4
  Scenario: Big Golem's (NA-10-kururu-O-S-2) 《全力》 icons do not count normal cards that lost 《全力》 under Mizuki's Roaring Warcry
    Only the Warcry itself, a trump, keeps 《全力》: one of the two the gadget needs (the FAQ reading of
    Big Golem: 《全力》 as the card has it now).
    Given a duel in A's end phase
    And A has the used trump "Big Golem" (NA-10-kururu-O-S-2)
    And A has "Mizuki's Roaring Warcry" (NA-18-mizuki-O-S-4) deployed with 5 crystals
    And A's discard pile holds parry, fp1, fp2
    And B has life 10
    When the position is submitted
    Then B has life 10
    And A has 3 cards in discard pile
    And the duel is at start_phase of turn 4 with B active

  @clause:C-9-2 @card:NA-10-kururu-O-N-2 @card:NA-18-mizuki-O-S-4
  Scenario: Acceler (NA-10-kururu-O-N-2) cannot choose a normal card that lost 《全力》 under Mizuki's Roaring Warcry
    The FAQ reading of Big Golem: a card is 《全力》 as it is now.
    Given A has "Acceler" (NA-10-kururu-O-N-2) in hand
    And A has "Mizuki's Roaring Warcry" (NA-18-mizuki-O-S-4) deployed with 5 crystals
    And A holds fp1 in hand
    And A's discard pile holds act2, yact
    When A uses "Acceler"
    Then A must decide use_card
    And the options are exactly decline

  @clause:C-9-6 @card:NA-10-kururu-O-S-2
  Scenario: Big Golem (NA-10-kururu-O-S-2), used, gives nothing after a card that is not full-power
    Given A has the used trump "Big Golem" (NA-10-kururu-O-S-2)
    And A holds act3 in hand
    When A uses "act3"
    Then A must decide main_action

  @clause:A-8-2 @clause:A-8-3 @clause:C-10-15 @clause:C-10-5 @card:NA-10-kururu-A2-N-1
  Scenario: Blaster (NA-10-kururu-A2-N-1) built with another goddess's cards attacks again, 0-6 1/1, after its attack
    Its enhancement gadget is complete with Yurina's enhancement; its action-and-reaction gadget is
    not: the reaction in the discard pile is Kururu's.
    Given A has "Blaster" (NA-10-kururu-A2-N-1) in hand
    And A has "yenh" deployed with 1 crystal
    And A's discard pile holds yact, parry
    And the distance is 3
    And B has aura 3, life 10
    When A uses "Blaster"
    And B takes the damage on aura
    Then B must decide damage
    When B takes the damage on life
    Then B has aura 3, life 9
    And A must decide main_action

  @clause:A-8-3 @clause:C-10-15 @card:NA-10-kururu-A2-N-1
  Scenario: Blaster (NA-10-kururu-A2-N-1) with both gadgets built from other goddesses' cards attacks twice more
    Given A has "Blaster" (NA-10-kururu-A2-N-1) in hand
    And A has "yenh" deployed with 1 crystal
    And A's discard pile holds yact, yparry
    And the distance is 3
    And B has aura 3, life 10
    When A uses "Blaster"
    And B takes the damage on aura
    And B takes the damage on life
    And B takes the damage on life
    Then B has aura 3, life 8

  @clause:A-8-3 @clause:C-10-15 @card:NA-10-kururu-A2-N-1
  Scenario: Blaster (NA-10-kururu-A2-N-1): Kururu's own cards do not build its gadgets
    Given A has "Blaster" (NA-10-kururu-A2-N-1) in hand
    And A has "kenh" deployed with 1 crystal
    And A's discard pile holds act1, parry
    And the distance is 3
    And B has aura 3, life 10
    When A uses "Blaster"
    And B takes the damage on aura
    Then A must decide main_action
    And B has aura 3, life 10

  @clause:C-10-22 @card:NA-10-kururu-A2-N-1
  Scenario: Blaster (NA-10-kururu-A2-N-1) cannot be answered by a normal card
    Given A has "Blaster" (NA-10-kururu-A2-N-1) in hand
    And B holds parry in hand
    And the distance is 3
    When A uses "Blaster"
    Then B must decide reaction
    And the options do not include use parry

  @clause:A-8-2 @clause:A-8-6 @clause:C-9-4 @card:NA-10-kururu-A2-N-2
  Scenario: Railgun (NA-10-kururu-A2-N-2) with its attack gadget complete is +2/+0 and not terminal
    Given A has "Railgun" (NA-10-kururu-A2-N-2) in hand
    And A holds act3 in hand
    And A's discard pile holds hit1, hit2
    And the distance is 3
    And B has aura 5, life 10
    When A uses "Railgun"
    And B takes the damage on aura
    Then B has aura 2, life 10
    When A uses "act3"
    Then "act3" is in A's discard pile

  @clause:A-8-2 @clause:C-9-2 @clause:C-10-23 @card:NA-10-kururu-A2-N-2
  Scenario: Railgun (NA-10-kururu-A2-N-2) with its full-power gadget complete is +0/+1, cannot be nullified, and is terminal
    Given A has "Railgun" (NA-10-kururu-A2-N-2) in hand
    And A holds act3 in hand
    And A's discard pile holds fp1
    And the distance is 3
    And B has aura 5, life 10
    And B holds parry in hand
    And "parry" has the effect "on_use: nullify_attack"
    When A uses "Railgun"
    And B reacts with "parry"
    And B takes the damage on life
    Then B has aura 5, life 8
    When A tries to use "act3"
    Then the action is illegal citing "C 9-2"

  @clause:A-8-2 @card:NA-10-kururu-A2-N-2
  Scenario: Railgun (NA-10-kururu-A2-N-2) with no gadget complete is a plain 1/1 and can be nullified
    Given A has "Railgun" (NA-10-kururu-A2-N-2) in hand
    And A holds act3 in hand
    And A's discard pile holds hit1
    And the distance is 3
    And B has aura 5, life 10
    And B holds parry in hand
    And "parry" has the effect "on_use: nullify_attack"
    When A uses "Railgun"
    And B reacts with "parry"
    Then B has aura 5, life 10
    When A uses "act3"
    Then "act3" is in A's discard pile

  @clause:C-10-9 @clause:C-7-1-12 @card:NA-10-kururu-O-S-3
  Scenario: Industria (NA-10-kururu-O-S-3) seals a card that is not an enhancement from the discard pile and puts a Dupligear under the deck
    Given A has the unused trump "Industria" (NA-10-kururu-O-S-3)
    And A has flare 1
    And A's discard pile holds hit1, enh1
    And A holds act3 in hand
    And A's extra zone holds "Dupligear" (NA-10-kururu-O-S-3-Ex1)
    When A uses "Industria"
    Then A must decide choose
    And the options include choose hit1, choose act3
    And the options do not include choose enh1
    When A chooses "hit1"
    Then "hit1" is sealed under "Industria"
    And "Dupligear" is at the bottom of A's deck
    And A has 0 cards in extra zone
    And "Industria" is a used trump

  @clause:C-10-9 @card:NA-10-kururu-O-S-3
  Scenario: Industria (NA-10-kururu-O-S-3) seals nothing more when a card is already sealed under it
    Given A has the unused trump "Industria" (NA-10-kururu-O-S-3)
    And A has flare 1
    And "hit2" is sealed under A's "Industria"
    And A's discard pile holds hit1
    And A's extra zone holds "Dupligear" (NA-10-kururu-O-S-3-Ex1)
    When A uses "Industria"
    Then "hit1" is in A's discard pile
    And "hit2" is sealed under "Industria"
    And "Dupligear" is at the bottom of A's deck

  @clause:C-10-8 @clause:C-9-7 @card:NA-10-kururu-O-S-3
  Scenario: Industria (NA-10-kururu-O-S-3) becomes unused as soon as its holder has reshuffled
    Given A has the used trump "Industria" (NA-10-kururu-O-S-3)
    And A holds act3 in hand
    And "act3" has the effect "on_use: reshuffle self"
    When A uses "act3"
    Then "Industria" is an unused trump
    And the ruling cites "C 10-8"

  @clause:C-10-8 @card:NA-10-kururu-O-S-3
  Scenario: Industria (NA-10-kururu-O-S-3) stays used when the opponent reshuffles
    Given A has the used trump "Industria" (NA-10-kururu-O-S-3)
    And A holds act3 in hand
    And "act3" has the effect "on_use: reshuffle opponent"
    When A uses "act3"
    Then "Industria" is a used trump

  @clause:C-10-16 @card:NA-10-kururu-O-S-3-Ex1
  Scenario: Dupligear (NA-10-kururu-O-S-3-Ex1) is a copy of the card sealed under its holder's used Industria
    Given A has the used trump "Industria" (NA-10-kururu-O-S-3)
    And "hit1" is sealed under A's "Industria"
    And A has "Dupligear" (NA-10-kururu-O-S-3-Ex1) in hand
    And the distance is 3
    And B has aura 3, life 10
    When A uses "Dupligear"
    And B takes the damage on life
    Then B has aura 3, life 9
    And "Dupligear" is in A's discard pile

  @clause:C-10-16 @clause:C-6-2-1-5 @card:NA-10-kururu-O-S-3-Ex1
  Scenario: Dupligear (NA-10-kururu-O-S-3-Ex1) copies nothing while Industria is unused, and a card of undefined type cannot be used
    Given A has the unused trump "Industria" (NA-10-kururu-O-S-3)
    And "hit1" is sealed under A's "Industria"
    And A has "Dupligear" (NA-10-kururu-O-S-3-Ex1) in hand
    And the distance is 3
    When A tries to use "Dupligear"
    Then the action is illegal citing "C 6-2-1-5"

  @clause:A-8-2 @clause:C-9-2-3 @card:NA-10-kururu-O-N-7
  Scenario: Reflecta (NA-10-kururu-O-N-7) with its gadget complete is deployed with 4 crystals from the dust
    Given A has "Reflecta" (NA-10-kururu-O-N-7) in hand
    And A's discard pile holds hit1, parry
    And the dust is 5
    When A uses "Reflecta"
    Then "Reflecta" is in A's enhancement zone
    And "Reflecta" has 4 crystals
    And the dust is 1

  @clause:A-8-2 @clause:C-5-5 @card:NA-10-kururu-O-N-7
  Scenario: Reflecta (NA-10-kururu-O-N-7) without its gadget gets no crystal and is destroyed at once
    Given A has "Reflecta" (NA-10-kururu-O-N-7) in hand
    And A's discard pile holds hit1
    And the dust is 5
    When A uses "Reflecta"
    Then "Reflecta" is in A's discard pile
    And the dust is 5

  @clause:C-9-4 @card:NA-10-kururu-O-N-7
  Scenario: Reflecta (NA-10-kururu-O-N-7) nullifies the opponent's second attack of the turn, not the first nor the third
    Given a duel in B's main phase with a standard action
    And A has "Reflecta" (NA-10-kururu-O-N-7) deployed with 4 crystals
    And B holds hit1, hit2, act3 in hand
    And "act3" has the effect "on_use: perform_attack 0-10 1/1"
    And the distance is 3
    And A has aura 5, life 10
    When B uses "hit1"
    And A takes the damage on aura
    Then A has aura 4
    When B uses "hit2"
    Then A has aura 4, life 10
    And the ruling cites "C 9-4 ii"
    When B uses "act3"
    And A takes the damage on aura
    Then A has aura 3

  @clause:C-9-4 @clause:C-10-23 @card:NA-10-kururu-O-N-7 @card:NA-10-kururu-A2-N-2
  Scenario: Reflecta (NA-10-kururu-O-N-7) cannot nullify a second attack that cannot be nullified
    Given a duel in B's main phase with a standard action
    And A has "Reflecta" (NA-10-kururu-O-N-7) deployed with 4 crystals
    And B holds hit1 in hand
    And B has "Railgun" (NA-10-kururu-A2-N-2) in hand
    And B's discard pile holds fp1
    And the distance is 3
    And A has aura 5, life 10
    When B uses "hit1"
    And A takes the damage on aura
    And B uses "Railgun"
    And A takes the damage on life
    Then A has aura 4, life 8

  @clause:C-9-4 @clause:C-10-1 @card:NA-10-kururu-O-S-1
  Scenario: Drain Devil (NA-10-kururu-O-S-1) answers an attack and takes a crystal of the opponent's aura
    Given a duel in B's main phase with a standard action
    And B holds hit1 in hand
    And A has the unused trump "Drain Devil" (NA-10-kururu-O-S-1)
    And A has flare 2, aura 3
    And B has aura 3
    And the distance is 3
    When B uses "hit1"
    And A reacts with "Drain Devil"
    Then A has flare 0, aura 4
    And B has aura 2
    And "Drain Devil" is a used trump

  @clause:C-10-8 @clause:C-10-17 @clause:C-9-8 @card:NA-10-kururu-O-S-1 @card:NA-10-kururu-O-S-3
  Scenario: Drain Devil (NA-10-kururu-O-S-1), used, may be used again for free when another used trump of its holder's becomes unused
    Industria becomes unused as its holder reshuffles (its 即再起), which sets Drain Devil off.
    Given A has the used trump "Drain Devil" (NA-10-kururu-O-S-1)
    And A has the used trump "Industria" (NA-10-kururu-O-S-3)
    And A holds act3 in hand
    And "act3" has the effect "on_use: reshuffle self"
    And A has flare 0, aura 3
    And B has aura 3
    When A uses "act3"
    Then A must decide may
    When A accepts
    Then A has flare 0, aura 4
    And B has aura 2
    And "Industria" is an unused trump
    And "Drain Devil" is a used trump

  @clause:C-10-40 @card:NA-10-kururu-O-S-1
  Scenario: Drain Devil (NA-10-kururu-O-S-1), used, may be left alone when another trump becomes unused
    Given A has the used trump "Drain Devil" (NA-10-kururu-O-S-1)
    And A has the used trump "Industria" (NA-10-kururu-O-S-3)
    And A holds act3 in hand
    And "act3" has the effect "on_use: reshuffle self"
    And A has aura 3
    And B has aura 3
    When A uses "act3"
    And A declines
    Then A has aura 3
    And B has aura 3
    And A must decide main_action

  @clause:A-8-2 @clause:C-10-15 @clause:C-10-35 @clause:C-9-8 @card:NA-10-kururu-O-N-5
  Scenario: Regainah (NA-10-kururu-O-N-5) uses another goddess's attack from the discard pile, one damage 1 higher
    Given a duel in A's main phase with a full-power action
    And the test cards:
      | id     | type   | subtype    | category | cost | range | damage | user   |
      | yhit   | attack |            |          |      | 3-4   | 1/1    | yurina |
      | yfp    | attack | full_power |          |      | 0-10  | 1/1    | yurina |
      | ytrump | attack |            | trump    | 1    | 0-10  | 1/1    | yurina |
    And A has "Regainah" (NA-10-kururu-O-N-5) in hand
    And A has "enh1" deployed with 1 crystal
    And A's discard pile holds parry, yhit, yfp, hit1
    And A has the unused trump "ytrump"
    And the distance is 3
    And B has aura 5, life 10
    When A uses "Regainah"
    Then A must decide use_card
    And the options are exactly use yhit, decline
    When A uses "yhit"
    Then A must decide choose
    And the options are exactly choose none, choose range+1, choose range-1, choose aura+1, choose aura-1, choose life+1, choose life-1
    When A chooses "aura+1"
    And B takes the damage on aura
    Then B has aura 3, life 10
    And "yhit" is in A's discard pile

  @clause:C-9-2 @clause:C-9-2-1 @clause:C-10-35 @card:NA-10-kururu-O-N-5
  Scenario: Regainah (NA-10-kururu-O-N-5) may choose an adjustment that makes the use illegal; the use then does nothing
    The card and its adjustment are chosen before the use is checked (FAQ, Oboro's Shadow Cloning, the
    same reading): range 3-4 shifted to 4-5 misses distance 3, so the use is illegal and the card
    stays in the discard pile, not used.
    Given a duel in A's main phase with a full-power action
    And the test cards:
      | id     | type   | range | damage | user   |
      | yhit   | attack | 3-4   | 1/1    | yurina |
    And A has "Regainah" (NA-10-kururu-O-N-5) in hand
    And A has "enh1" deployed with 1 crystal
    And A's discard pile holds parry, yhit
    And the distance is 3
    And B has aura 5, life 10
    When A uses "Regainah"
    And A uses "yhit"
    And A chooses "range+1"
    Then the ruling cites "C 9-2-1"
    And "yhit" is in A's discard pile
    And A has used 1 card this game
    And B has aura 5, life 10

  @clause:C-9-3 @clause:A-9-8 @card:NA-10-kururu-O-N-5 @card:NA-11-thallya-O-N-2
  Scenario: FAQ (Kururu, Regainah): a card with 燃焼 (Combust) used by Regainah, ignoring its costs, burns no artificial crystal
    Regainah uses the card ignoring its costs: the additional cost of 燃焼 (A 9-8) is a cost too.
    Given a duel in A's main phase with a full-power action
    And A has "Regainah" (NA-10-kururu-O-N-5) in hand
    And A has "enh1" deployed with 1 crystal
    And A's discard pile holds parry, "Waving Edge" (NA-11-thallya-O-N-2)
    And A has 5 artificial crystals in the Machine
    And the distance is 4
    And B has aura 5, life 10
    When A uses "Regainah"
    And A uses "Waving Edge"
    And A chooses "none"
    Then A now has 5 artificial crystals in the Machine
    And A now has 0 burned artificial crystals
    And B must decide damage

  @clause:C-9-3 @clause:A-9-8 @clause:C-5-9 @card:NA-10-kururu-O-N-5 @card:NA-11-thallya-O-N-2
  Scenario: FAQ (Kururu, Regainah): with no artificial crystal to burn, the 燃焼 card can still be used by Regainah
    A cost that is ignored need not be payable (C 5-9 does not apply to it).
    Given a duel in A's main phase with a full-power action
    And A has "Regainah" (NA-10-kururu-O-N-5) in hand
    And A has "enh1" deployed with 1 crystal
    And A's discard pile holds parry, "Waving Edge" (NA-11-thallya-O-N-2)
    And A has 0 artificial crystals in the Machine
    And the distance is 4
    And B has aura 5, life 10
    When A uses "Regainah"
    And A uses "Waving Edge"
    And A chooses "none"
    Then B must decide damage
    And A now has 0 burned artificial crystals
    And "Waving Edge" is in A's in-use zone

  @clause:C-10-35 @clause:C-10-35-2 @card:NA-10-kururu-O-N-5
  Scenario: Regainah (NA-10-kururu-O-N-5) used from the face-down pile deploys another goddess's enhancement with its charge 1 higher
    Given a duel in A's main phase with a full-power action
    And A's face-down pile holds "Regainah" (NA-10-kururu-O-N-5), yenh
    And A has "enh1" deployed with 1 crystal
    And A's discard pile holds parry
    And the dust is 5
    When A uses "Regainah"
    And A uses "yenh"
    And A chooses "charge+1"
    And A charges 2 from dust
    Then "yenh" has 2 crystals
    And the dust is 3
    And "Regainah" is in A's discard pile

  @clause:A-8-2 @card:NA-10-kururu-O-N-5
  Scenario: Regainah (NA-10-kururu-O-N-5) without its gadget complete uses nothing
    Given a duel in A's main phase with a full-power action
    And A has "Regainah" (NA-10-kururu-O-N-5) in hand
    And A's discard pile holds parry, yact
    When A uses "Regainah"
    Then "yact" is in A's discard pile
    And the duel is at start_phase of turn 4 with B active

  @clause:A-8-2 @clause:C-7-1-11 @clause:C-9-8 @clause:C-10-18 @card:NA-10-kururu-O-S-4
  Scenario: Godly Intervention Simulator (NA-10-kururu-O-S-4) turns an opponent's trump used, uses one of their used trumps for free, and leaves the game
    Given the test cards:
      | id    | type   | subtype    | category | cost |
      | bgift | action |            | trump    | 2    |
      | bfull | action | full_power | trump    | 5    |
    And "bgift" has the effect "on_use: move dust -> self.aura 2"
    And "bfull" has the effect "on_use: draw self 1"
    And A has the unused trump "Godly Intervention Simulator" (NA-10-kururu-O-S-4)
    And A has flare 3, aura 3
    And A's discard pile holds hit1, hit2, act1, act2, act3
    And A has "enh1" deployed with 1 crystal
    And A has "enh2" deployed with 1 crystal
    And B has the unused trump "bgift"
    And B has the unused trump "bfull"
    And B has flare 0
    And the dust is 5
    When A uses "Godly Intervention Simulator"
    Then A must decide choose
    And the options are exactly choose B:bgift, choose B:bfull, decline
    When A chooses "B:bgift"
    Then A must decide use_card
    And the options are exactly use B:bgift, decline
    When A uses "B:bgift"
    Then A has flare 0, aura 5
    And "B:bgift" is a used trump
    And "B:bgift" is in B's trump zone
    And "Godly Intervention Simulator" is face up in A's out-of-game zone

  @clause:A-8-2 @clause:C-10-18 @card:NA-10-kururu-O-S-4
  Scenario: Godly Intervention Simulator (NA-10-kururu-O-S-4) without its gadget still uses a used trump of the opponent's, even a full-power one
    Given the test cards:
      | id    | type   | subtype    | category | cost |
      | bfull | action | full_power | trump    | 5    |
    And "bfull" has the effect "on_use: move dust -> self.aura 2"
    And A has the unused trump "Godly Intervention Simulator" (NA-10-kururu-O-S-4)
    And A has flare 3, aura 3
    And B has the used trump "bfull"
    And the dust is 5
    When A uses "Godly Intervention Simulator"
    Then A must decide use_card
    When A uses "B:bfull"
    Then A has aura 5
    And "B:bfull" is a used trump
    And "Godly Intervention Simulator" is face up in A's out-of-game zone
    And A must decide main_action

  @clause:A-8-2 @card:NA-10-kururu-A1-N-1
  Scenario: Analyze (NA-10-kururu-A1-N-1) discards an attack card of its user's face-down pile and deals 1 damage to the opponent's life
    Given A has "Analyze" (NA-10-kururu-A1-N-1) in hand
    And A has "enh1" deployed with 1 crystal
    And A's discard pile holds hit2, parry
    And A's face-down pile holds hit1, act1
    And B's face-down pile holds act3
    And B has life 10
    When A uses "Analyze"
    Then A must decide choose
    And the options are exactly choose hit1, choose act1, choose opponent
    When A chooses "hit1"
    Then "hit1" is in A's discard pile
    And B has life 9

  @clause:A-8-2 @clause:C-7-1-8 @card:NA-10-kururu-A1-N-1
  Scenario: Analyze (NA-10-kururu-A1-N-1) picks the opponent's face-down card at random; not an attack, the opponent puts a card of their hand face-down
    Given A has "Analyze" (NA-10-kururu-A1-N-1) in hand
    And A has "enh1" deployed with 1 crystal
    And A's discard pile holds hit2, parry
    And B's face-down pile holds act3
    And B holds act1, act2 in hand
    And B has life 10
    When A uses "Analyze"
    And A chooses "opponent"
    Then "B:act3" is in B's discard pile
    And B must decide face_down
    When B puts "act2" face-down
    Then "B:act2" is in B's face-down pile
    And B has life 10

  @clause:A-8-2 @card:NA-10-kururu-A1-N-1
  Scenario: Analyze (NA-10-kururu-A1-N-1) without its gadget does nothing
    Given A has "Analyze" (NA-10-kururu-A1-N-1) in hand
    And A's discard pile holds hit2, parry
    And A's face-down pile holds hit1
    When A uses "Analyze"
    Then "hit1" is in A's face-down pile
    And A must decide main_action

  @clause:A-8-2 @clause:A-8-3 @clause:C-9-8 @card:NA-10-kururu-A1-N-3
  Scenario: Dowsing (NA-10-kururu-A1-N-3) mills the opponent's top card and uses a card of their discard pile when its X-attack-Y gadget is complete
    The chosen card is an action with the reaction subtype: the gadget reads action, attack, reaction.
    Given the test cards:
      | id     | type   | subtype  |
      | bparry | action | reaction |
    And "bparry" has the effect "on_use: move dust -> self.aura 2"
    And A has "Dowsing" (NA-10-kururu-A1-N-3) in hand
    And A's discard pile holds act1, hit1, parry
    And B's deck is bparry, act2 from the top
    And A has aura 3
    And the dust is 5
    When A uses "Dowsing"
    Then "B:bparry" is in B's discard pile
    And A must decide choose
    When A chooses "B:bparry"
    Then A has aura 5
    And "B:bparry" is in B's discard pile

  @clause:A-8-2 @clause:A-8-3 @card:NA-10-kururu-A1-N-3
  Scenario: Dowsing (NA-10-kururu-A1-N-3) does not use the chosen card when its gadget falls short
    Given the test cards:
      | id     | type   | subtype  |
      | bparry | action | reaction |
    And "bparry" has the effect "on_use: move dust -> self.aura 2"
    And A has "Dowsing" (NA-10-kururu-A1-N-3) in hand
    And A's discard pile holds act1, hit1
    And B's deck is bparry, act2 from the top
    And A has aura 3
    And the dust is 5
    When A uses "Dowsing"
    And A chooses "B:bparry"
    Then A has aura 3
    And the ruling cites "A 8-3"

  @clause:A-8-2 @clause:C-7-1-16 @card:NA-10-kururu-A1-S-3
  Scenario: Last Research (NA-10-kururu-A1-S-3) fills the opponent's empty face-down pile, and a right guess puts a crystal from out of the game on it
    Given A has the unused trump "Last Research" (NA-10-kururu-A1-S-3)
    And A has flare 2
    And A's discard pile holds hit1
    And B's deck is act1, act2 from the top
    When A uses "Last Research"
    Then "B:act1" is in B's face-down pile
    And B must decide choose
    When B chooses "act1"
    Then A must decide choose
    And the options include choose act1, choose act2, choose hit1
    When A chooses "act1"
    Then "B:act1" is in B's discard pile
    And "Last Research" has 1 crystal
    And "Last Research" is a used trump
    And the dust is 2

  @clause:A-8-2 @card:NA-10-kururu-A1-S-3
  Scenario: Last Research (NA-10-kururu-A1-S-3): a wrong guess still discards the card the opponent chose, and puts no crystal
    Given A has the unused trump "Last Research" (NA-10-kururu-A1-S-3)
    And A has flare 2
    And A's discard pile holds hit1
    And B's face-down pile holds act1, act2
    When A uses "Last Research"
    And B chooses "act2"
    And A chooses "act1"
    Then "B:act2" is in B's discard pile
    And "B:act1" is in B's face-down pile
    And "Last Research" has 0 crystals

  @clause:A-8-4 @clause:C-9-7 @clause:C-9-1-3-4 @clause:C-10-18 @card:NA-10-kururu-A1-S-3 @card:NA-10-kururu-A1-S-3-Ex1
  Scenario: Last Research (NA-10-kururu-A1-S-3) is used again at the end phase after a reshuffle; a second right guess makes the great discovery
    Its attack gadget is met by a used attack trump, which the reshuffle leaves in place. At the
    great discovery A takes B's trumps left out at deck construction (face down out of the game),
    and obtains Grand Gulliver unused; Last Research leaves the game.
    Given the test cards:
      | id    | type   | category | cost | range | damage |
      | bolt  | attack | trump    | 1    | 0-10  | 1/1    |
      | btr1  | action | trump    | 2    |       |        |
      | btr2  | attack | trump    | 3    | 0-10  | 2/2    |
    And A has the unused trump "Last Research" (NA-10-kururu-A1-S-3)
    And A has the used trump "bolt"
    And A's extra zone holds "Grand Gulliver" (NA-10-kururu-A1-S-3-Ex1)
    And A has flare 2
    And A holds act3 in hand
    And "act3" has the effect "on_use: reshuffle self"
    And B's deck is act1, act2 from the top
    And B's out-of-game zone holds btr1, btr2
    When A uses "Last Research"
    And B chooses "act1"
    And A chooses "act1"
    Then "Last Research" has 1 crystal
    When A uses "act3"
    And A ends the main phase
    Then A must decide may
    When A accepts
    And B chooses "act2"
    And A chooses "act2"
    Then A must decide choose
    And the options are exactly choose self, choose opponent
    And the ruling cites "A 8-4"
    When A chooses "opponent"
    Then "B:btr1" is in A's trump zone
    And "B:btr2" is in A's trump zone
    And "B:btr1" is an unused trump
    And "Grand Gulliver" is in A's trump zone
    And "Grand Gulliver" is an unused trump
    And "Last Research" is face up in A's out-of-game zone
    And A has flare 0

  @clause:C-9-3-1 @clause:C-6-2-1-12 @card:NA-10-kururu-A1-S-3-Ex1
  Scenario: Grand Gulliver (NA-10-kururu-A1-S-3-Ex1) costs all its user's flare; used, it makes their trumps cost nothing
    Given the test cards:
      | id   | type   | category | cost |
      | tcst | action | trump    | 2    |
    And "tcst" has the effect "on_use: draw self 1"
    And A has the unused trump "Grand Gulliver" (NA-10-kururu-A1-S-3-Ex1)
    And A has the unused trump "tcst"
    And A's deck is act1 from the top
    And A has flare 3
    When A uses "Grand Gulliver"
    Then A has flare 0
    And the dust is 3
    When A uses "tcst"
    Then "act1" is in A's hand
    And A has flare 0

  @clause:A-8-2 @clause:A-8-3 @clause:C-10-15 @card:NA-10-kururu-A2-S-4
  Scenario: Connecdive (NA-10-kururu-A2-S-4) built with another goddess's cards takes a crystal from the dust as it resolves
    Given A has the unused trump "Connecdive" (NA-10-kururu-A2-S-4)
    And A has flare 1
    And A has "yenh" deployed with 1 crystal
    And A's discard pile holds yact, yparry
    And the dust is 3
    When A uses "Connecdive"
    Then A must decide may
    When A accepts
    And A chooses "1"
    Then "Connecdive" has 1 crystal
    And "Connecdive" is a used trump
    And the dust is 3

  @clause:A-8-3 @clause:C-10-15 @card:NA-10-kururu-A2-S-4
  Scenario: Connecdive (NA-10-kururu-A2-S-4) built with Kururu's own cards gets nothing
    Given A has the unused trump "Connecdive" (NA-10-kururu-A2-S-4)
    And A has flare 1
    And A has "kenh" deployed with 1 crystal
    And A's discard pile holds act1, parry
    When A uses "Connecdive"
    Then "Connecdive" has 0 crystals
    And A must decide main_action

  @clause:A-8-2 @clause:C-8-3 @card:NA-10-kururu-A2-S-4
  Scenario: Connecdive (NA-10-kururu-A2-S-4), used, may take a crystal from its holder's aura at her end phase
    Given a duel in A's end phase
    And A has the used trump "Connecdive" (NA-10-kururu-A2-S-4)
    And A has "yenh" deployed with 1 crystal
    And A's discard pile holds yact, yparry
    And A has aura 3
    When the position is submitted
    Then A must decide may
    When A accepts
    And A chooses "2"
    Then "Connecdive" has 1 crystal
    And A has aura 2

  @clause:A-8-2 @clause:C-10-5 @card:NA-10-kururu-A2-S-4 @card:NA-10-kururu-A2-N-1
  Scenario: Connecdive (NA-10-kururu-A2-S-4), used, spends its crystal to double every number of one gear box
    Blaster's first gear box is doubled into an attack of range 0-12, 2/2; Connecdive has no crystal
    left for the second, which attacks 0-6, 1/1.
    Given A has the unused trump "Connecdive" (NA-10-kururu-A2-S-4)
    And A has "Blaster" (NA-10-kururu-A2-N-1) in hand
    And A has flare 1
    And A has "yenh" deployed with 1 crystal
    And A's discard pile holds yact, yparry
    And the dust is 3
    And the distance is 3
    And B has aura 3, life 10
    When A uses "Connecdive"
    And A accepts
    And A chooses "1"
    And A uses "Blaster"
    And B takes the damage on aura
    Then A must decide may
    When A accepts
    Then "Connecdive" has 0 crystals
    When B takes the damage on life
    Then B has life 8
    When B takes the damage on life
    Then B has life 7
    And A must decide main_action

  @clause:A-8-2 @clause:C-10-40 @card:NA-10-kururu-A2-S-4
  Scenario: Connecdive (NA-10-kururu-A2-S-4): declining keeps the crystal and the gear box as printed
    Given A has the unused trump "Connecdive" (NA-10-kururu-A2-S-4)
    And A has "Elekiter" (NA-10-kururu-O-N-1) in hand
    And A has flare 1
    And A has "yenh" deployed with 1 crystal
    And A's discard pile holds yact, yparry, act1, parry
    And B has life 10
    When A uses "Connecdive"
    And A accepts
    And A chooses "1"
    And A uses "Elekiter"
    Then A must decide may
    When A declines
    Then B has life 9
    And "Connecdive" has 1 crystal

  @clause:A-8-2 @card:NA-10-kururu-A2-S-4 @card:NA-10-kururu-O-N-1
  Scenario: Connecdive (NA-10-kururu-A2-S-4) doubles Elekiter's damage to 2
    Given A has the unused trump "Connecdive" (NA-10-kururu-A2-S-4)
    And A has "Elekiter" (NA-10-kururu-O-N-1) in hand
    And A has flare 1
    And A has "yenh" deployed with 1 crystal
    And A's discard pile holds yact, yparry, act1, parry
    And B has life 10
    When A uses "Connecdive"
    And A accepts
    And A chooses "1"
    And A uses "Elekiter"
    And A accepts
    Then B has life 8
    And "Connecdive" has 0 crystals

  @clause:A-8-2 @clause:A-8-6 @clause:C-9-4 @card:NA-10-kururu-A2-S-4 @card:NA-10-kururu-A2-N-2
  Scenario: Connecdive (NA-10-kururu-A2-S-4) doubles Railgun's gear box as the attack is performed: +4/+0
    Given A has the unused trump "Connecdive" (NA-10-kururu-A2-S-4)
    And A has "Railgun" (NA-10-kururu-A2-N-2) in hand
    And A has flare 1
    And A has "yenh" deployed with 1 crystal
    And A's discard pile holds yact, yparry, hit1, hit2
    And the distance is 3
    And B has aura 5, life 10
    When A uses "Connecdive"
    And A accepts
    And A chooses "1"
    And A uses "Railgun"
    Then A must decide may
    When A accepts
    And B takes the damage on aura
    Then B has aura 0, life 10
    And the dust is 6

  @clause:A-8-2 @clause:C-10-35 @card:NA-10-kururu-A2-S-4 @card:NA-10-kururu-O-N-5
  Scenario: Connecdive (NA-10-kururu-A2-S-4) doubles Regainah's gear box: up to two cards, each adjusted by up to 2
    Given a duel in A's main phase with a full-power action
    And the test cards:
      | id   | type   | range | damage | user   |
      | yhit | attack | 0-10  | 1/1    | yurina |
    And A has the used trump "Connecdive" (NA-10-kururu-A2-S-4)
    And "Connecdive" of A holds 1 crystal
    And A has "Regainah" (NA-10-kururu-O-N-5) in hand
    And A has "enh1" deployed with 1 crystal
    And A's discard pile holds parry, yhit, yact
    And B has aura 5, life 10
    And the distance is 3
    When A uses "Regainah"
    Then A must decide may
    When A accepts
    And A uses "yhit"
    Then the options include choose aura+2, choose range-2
    When A chooses "aura+2"
    And B takes the damage on aura
    Then B has aura 2
    And A must decide use_card
    And the options include use yact


  @clause:A-8-4 @card:NA-10-kururu-A1-S-3 @card:NA-10-kururu-A1-S-3-Ex1
  Scenario: with real cards only, Last Research (NA-10-kururu-A1-S-3) holding a crystal guesses right again and makes the great discovery
    Given a duel in A's main phase with a standard action
    And A has the unused trump "Last Research" (NA-10-kururu-A1-S-3)
    And "Last Research" of A holds 1 crystal
    And A's extra zone holds "Grand Gulliver" (NA-10-kururu-A1-S-3-Ex1)
    And A has flare 2
    And A's discard pile holds "Slash" (NA-01-yurina-O-N-1)
    And B's face-down pile holds "Shoot" (NA-03-himika-O-N-1), "Magnum" (NA-03-himika-O-N-3)
    And B's out-of-game zone holds "Red Bullet" (NA-03-himika-O-S-1), "Crimson Zero" (NA-03-himika-O-S-2)
    When A uses "Last Research"
    And B chooses "Magnum"
    And A chooses "Magnum"
    Then A must decide choose
    And the options are exactly choose self, choose opponent
    And the ruling cites "A 8-4"
    When A chooses "opponent"
    Then "B:Red Bullet" is in A's trump zone
    And "B:Crimson Zero" is in A's trump zone
    And "B:Red Bullet" is an unused trump
    And "Grand Gulliver" is an unused trump
    And "Last Research" is face up in A's out-of-game zone
