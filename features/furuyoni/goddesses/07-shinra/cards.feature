@goddess:shinra
Feature: Shinra (No. 07) — her cards as printed
  Each scenario names a real card of season na-s9-2 by its English name and rules id and exercises what
  is distinctive about it. Cards with stratagem texts resolve the text of the stratagem their user
  holds (A 5-2); the rules of the stratagem itself are exemplified in A-5-stratagem.feature.

  Background:
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id    | type        | range | damage | charge |
      | slash | attack      | 3-4   | 3/1    |        |
      | jab   | attack      | 3-4   | 2/1    |        |
      | boost | enhancement |       |        | 2      |
      | f1    | action      |       |        |        |
      | f2    | action      |       |        |        |
      | f3    | action      |       |        |        |
      | f4    | action      |       |        |        |
    And the test cards:
      | id    | type   | category | subtype    | range | damage | cost |
      | heavy | attack |          | full_power | 3-4   | 3/1    |      |
      | trick | attack | trump    |            | 3-4   | 4/1    | 0    |
    And "boost" has the effect "while_deployed: modify own_attacks add +1/+0"
    And the distance is 4

  @clause:C-9-4 @clause:A-5-2 @card:NA-07-shinra-A1-N-2
  Scenario: Mantra (NA-07-shinra-A1-N-2) as a reaction, divine: 1 damage to the attacker's life while their deck holds 3 or more
    Given B has Shinra with the divine stratagem
    And B has "Mantra" (NA-07-shinra-A1-N-2) in hand
    And A holds slash in hand
    And A's deck is f1, f2, f3 from the top
    And A has life 10
    When A uses "slash"
    And B reacts with "Mantra"
    Then A has life 9, flare 1
    And B must decide stratagem
    When B prepares the devious stratagem
    Then B must decide damage

  @clause:C-9-4 @clause:A-5-2 @card:NA-07-shinra-A1-N-2
  Scenario: Mantra (NA-07-shinra-A1-N-2) as a reaction, devious: 2 damage to the attacker's aura while their deck holds 3 or fewer
    Given B has Shinra with the devious stratagem
    And B has "Mantra" (NA-07-shinra-A1-N-2) in hand
    And A holds slash in hand
    And A's deck is f1, f2 from the top
    And A has aura 3, life 10
    When A uses "slash"
    And B reacts with "Mantra"
    Then A has aura 1, life 10

  @clause:C-9-4 @clause:A-5-2 @card:NA-07-shinra-A1-N-2
  Scenario: Mantra (NA-07-shinra-A1-N-2) as a reaction, divine: no damage when the attacker's deck holds fewer than 3
    Given B has Shinra with the divine stratagem
    And B has "Mantra" (NA-07-shinra-A1-N-2) in hand
    And A holds slash in hand
    And A's deck is f1, f2 from the top
    And A has life 10
    When A uses "slash"
    And B reacts with "Mantra"
    Then A has life 10
    And B's stratagem is divine, revealed

  @clause:C-9-2-2 @clause:A-5-2 @card:NA-07-shinra-A1-N-2
  Scenario: Mantra (NA-07-shinra-A1-N-2) used in the main phase executes nothing
    Given A has Shinra with the divine stratagem
    And A has "Mantra" (NA-07-shinra-A1-N-2) in hand
    And B's deck is f1, f2, f3 from the top
    And B has life 10
    When A uses "Mantra"
    Then B has life 10
    And A's stratagem is divine, prepared
    And A must decide main_action

  @clause:C-5-6 @card:NA-07-shinra-O-S-3
  Scenario: Refute the World (NA-07-shinra-O-S-3) swaps its owner's attack damage before the +1/+0
    Given A has "Refute the World" (NA-07-shinra-O-S-3) deployed with 5 crystals
    And A has "boost" deployed with 2 crystals
    And A holds slash in hand
    And B has aura 5, life 10
    When A uses "slash"
    And B takes the damage on aura
    Then B has aura 3, life 10

  @clause:C-5-6 @card:NA-07-shinra-O-S-3
  Scenario: Refute the World (NA-07-shinra-O-S-3) does not touch the opponent's attacks
    Given B has "Refute the World" (NA-07-shinra-O-S-3) deployed with 5 crystals
    And A holds slash in hand
    And B has aura 5, life 10
    When A uses "slash"
    And B takes the damage on aura
    Then B has aura 2, life 10

  @clause:C-9-4 @card:NA-07-shinra-O-N-1
  Scenario: Argue (NA-07-shinra-O-N-1) puts the top 2 cards of the opponent's deck face-down instead of dealing damage
    Given A has "Argue" (NA-07-shinra-O-N-1) in hand
    And B's deck is f1, f2, f3 from the top
    And B has aura 3, life 10
    When A uses "Argue"
    Then B has aura 3, life 10
    And "B:f1" is in B's face-down pile
    And "B:f2" is in B's face-down pile
    And "f3" is on top of B's deck
    And the ruling cites "C 9-4 v"

  @clause:C-9-4 @clause:A-7-2-1 @card:NA-07-shinra-O-N-1 @card:NA-09-chikage-O-P-1
  Scenario: FAQ (Shinra, Argue): a poison on top of the deck stays there and covers the card under it
    The poison cannot go face-down (A 7-2-1), so it stays on top; the card under it is not one of the
    top cards Argue reaches, and Argue still deals no damage.
    Given A has "Argue" (NA-07-shinra-O-N-1) in hand
    And B's deck is "Numbing Agent" (NA-09-chikage-O-P-1), f1, f2 from the top
    And B has aura 3, life 10
    When A uses "Argue"
    Then B has aura 3, life 10
    And B has 0 cards in face-down pile
    And "Numbing Agent" is on top of B's deck
    And B has 3 cards in deck
    And the ruling cites "A 7-2-1"

  @clause:C-9-4 @clause:A-7-2-1 @card:NA-07-shinra-O-N-1 @card:NA-09-chikage-O-P-1
  Scenario: Argue (NA-07-shinra-O-N-1) with a poison second from the top puts the top card face-down and stops at the poison
    Given A has "Argue" (NA-07-shinra-O-N-1) in hand
    And B's deck is f1, "Numbing Agent" (NA-09-chikage-O-P-1), f2 from the top
    And B has aura 3, life 10
    When A uses "Argue"
    Then "B:f1" is in B's face-down pile
    And B has 1 card in face-down pile
    And "Numbing Agent" is on top of B's deck
    And B has 2 cards in deck

  @clause:C-9-4 @card:NA-07-shinra-O-N-1
  Scenario: Argue (NA-07-shinra-O-N-1) deals its damage when the opponent's deck holds fewer than 2 cards
    Given A has "Argue" (NA-07-shinra-O-N-1) in hand
    And B's deck is f1 from the top
    And B has aura 3, life 10
    When A uses "Argue"
    Then B has aura 1, life 10
    And B has 1 card in deck

  @clause:C-9-4 @card:NA-07-shinra-O-N-2
  Scenario: Protest (NA-07-shinra-O-N-2) nullifies the damage of a normal attack dealing 3 or more to the aura, and the attacker draws
    Given B has "Protest" (NA-07-shinra-O-N-2) in hand
    And A holds slash in hand
    And A's deck is f1 from the top
    And A has aura 3, life 10
    And B has aura 3, life 10
    When A uses "slash"
    And B reacts with "Protest"
    Then A has aura 2
    And "A:f1" is in A's hand
    And B has aura 3, life 10
    And the ruling cites "C 9-4 iv"

  @clause:C-9-4 @card:NA-07-shinra-O-N-2
  Scenario: Protest (NA-07-shinra-O-N-2) leaves the damage of an attack dealing less than 3 to the aura
    Given B has "Protest" (NA-07-shinra-O-N-2) in hand
    And A holds jab in hand
    And A has aura 3, life 10
    And B has aura 3, life 10
    When A uses "jab"
    And B reacts with "Protest"
    And A takes the damage on aura
    And B takes the damage on aura
    Then B has aura 1, life 10

  @clause:C-9-4 @card:NA-07-shinra-O-N-2
  Scenario: Protest (NA-07-shinra-O-N-2) leaves the damage of a trump attack
    Given B has "Protest" (NA-07-shinra-O-N-2) in hand
    And A has the unused trump "trick"
    And A has aura 3, life 10
    And B has aura 5, life 10
    When A uses "trick"
    And B reacts with "Protest"
    And A takes the damage on aura
    And B takes the damage on aura
    Then B has aura 1, life 10

  @clause:A-5-2 @card:NA-07-shinra-O-N-3
  Scenario: Sophism (NA-07-shinra-O-N-3), divine: the top 3 cards of the opponent's deck go face-down after the attack
    Given a duel in A's main phase with a full-power action
    And the distance is 4
    And A has Shinra with the divine stratagem
    And A has "Sophism" (NA-07-shinra-O-N-3) in hand
    And B's deck is f1, f2, f3, f4 from the top
    And B has life 10
    When A uses "Sophism"
    Then B has life 9
    And B has 3 cards in face-down pile
    And "f4" is on top of B's deck
    And A must decide stratagem

  @clause:A-5-2 @card:NA-07-shinra-O-N-3
  Scenario: Sophism (NA-07-shinra-O-N-3), devious: a card of the opponent's discard pile is used, and returns there
    Given a duel in A's main phase with a full-power action
    And A has Shinra with the devious stratagem
    And A has "Sophism" (NA-07-shinra-O-N-3) in hand
    And B's discard pile holds "Agitate" (NA-07-shinra-O-N-5)
    And the distance is 5
    And B has aura 3, life 10
    When A uses "Sophism"
    Then A must decide use_card
    And the options are exactly use B:Agitate, decline
    When A uses "B:Agitate"
    Then the distance is 4
    And B has aura 4
    And A must decide stratagem
    When A prepares the divine stratagem
    And A prepares the devious stratagem
    Then "Agitate" is in B's discard pile
    And A's stratagem is devious, prepared

  @clause:A-5-2 @card:NA-07-shinra-O-N-3
  Scenario: Sophism (NA-07-shinra-O-N-3) used through Sophism executes the same devious stratagem, not yet replaced
    Given a duel in A's main phase with a full-power action
    And A has Shinra with the devious stratagem
    And A has "Sophism" (NA-07-shinra-O-N-3) in hand
    And B's discard pile holds "Sophism" (NA-07-shinra-O-N-3), "Agitate" (NA-07-shinra-O-N-5)
    And the distance is 4
    And B has aura 3, life 10
    When A uses "Sophism"
    And A uses "B:Sophism"
    Then A's stratagem is devious, revealed
    And A must decide use_card
    And the options are exactly use B:Agitate, decline
    When A uses "B:Agitate"
    Then the distance is 3
    And B has aura 4
    When A prepares the divine stratagem
    Then A must decide stratagem
    When A prepares the devious stratagem
    Then A must decide stratagem
    When A prepares the divine stratagem
    Then A's stratagem is divine, prepared
    And B has life 8
    And "Sophism" is in B's discard pile
    And "Sophism" is in A's discard pile

  @clause:C-9-2-2 @card:NA-07-shinra-O-N-4
  Scenario: Replicate (NA-07-shinra-O-N-4) uses an attack card of the opponent's hand against them
    Given A has "Replicate" (NA-07-shinra-O-N-4) in hand
    And B holds slash, f1 in hand
    And B has aura 3, life 10
    When A uses "Replicate"
    Then A must decide use_card
    And the options are exactly use B:slash, face-down B:slash, decline
    When A uses "B:slash"
    And B does not react
    And B takes the damage on aura
    Then B has aura 0, life 10
    And "slash" is in B's discard pile
    And A must decide main_action

  @clause:C-10-13 @card:NA-07-shinra-O-N-4
  Scenario: Replicate (NA-07-shinra-O-N-4) puts a full-power attack face-down, and the main phase ends
    Given A has "Replicate" (NA-07-shinra-O-N-4) in hand
    And B holds heavy in hand
    When A uses "Replicate"
    And A puts "B:heavy" face-down
    Then "heavy" is in B's face-down pile
    And the ruling cites "C 10-13"
    And B must decide reshuffle

  @clause:C-9-5 @clause:A-5-2 @card:NA-07-shinra-O-N-6
  Scenario: Eloquence (NA-07-shinra-O-N-6), divine: destroyed, it gives 1 concentration and goes back on top of the deck
    Given a duel at the start of turn 3 with A active
    And A has Shinra with the divine stratagem
    And A has concentration 0
    And A has "Eloquence" (NA-07-shinra-O-N-6) deployed with 1 crystal
    And A's deck is f1 from the top
    When the position is submitted
    Then A must decide stratagem
    And A has concentration 2
    And "Eloquence" is on top of A's deck
    When A prepares the devious stratagem
    And A declines
    Then "Eloquence" is in A's hand
    And "f1" is in A's hand

  @clause:C-9-5 @clause:A-5-2 @card:NA-07-shinra-O-N-6
  Scenario: Eloquence (NA-07-shinra-O-N-6), devious: an opponent short of cards is flinched, draws 3 and discards 2 of their choice
    Given a duel at the start of turn 3 with A active
    And A has Shinra with the devious stratagem
    And A has "Eloquence" (NA-07-shinra-O-N-6) deployed with 1 crystal
    And B holds f4 in hand
    And B's deck is f1, f2, f3 from the top
    When the position is submitted
    Then B must decide choose
    When B chooses "f1"
    And B chooses "f4"
    Then B has flinched
    And "B:f1" is in B's discard pile
    And "B:f4" is in B's discard pile
    And B has 2 cards in hand
    And A must decide stratagem

  @clause:C-9-5 @clause:A-5-2 @card:NA-07-shinra-O-N-6
  Scenario: Eloquence (NA-07-shinra-O-N-6), devious: nothing happens to an opponent holding 2 cards
    Given a duel at the start of turn 3 with A active
    And A has Shinra with the devious stratagem
    And A has "Eloquence" (NA-07-shinra-O-N-6) deployed with 1 crystal
    And B holds f3, f4 in hand
    And B's deck is f1, f2 from the top
    When the position is submitted
    Then A must decide stratagem
    And B has not flinched
    And B has 2 cards in hand

  @clause:C-9-2 @clause:A-5-2 @card:NA-07-shinra-O-S-2
  Scenario: Infer the Totality (NA-07-shinra-O-S-2), divine: an enhancement of the own discard pile is used again, free
    Given A has Shinra with the divine stratagem
    And A has the unused trump "Infer the Totality" (NA-07-shinra-O-S-2)
    And A has flare 2
    And A's discard pile holds boost
    And A has aura 3
    When A uses "Infer the Totality"
    Then A must decide use_card
    And the options are exactly use boost, decline
    When A uses "boost"
    And A charges 2 from dust
    Then "boost" is in A's enhancement zone
    And A has aura 3, flare 0
    And A must decide stratagem

  @clause:C-10-13 @clause:A-5-2 @clause:A-5-3 @card:NA-07-shinra-O-S-2 @card:NA-07-shinra-O-S-3
  Scenario: Infer the Totality (NA-07-shinra-O-S-2), divine: a used full-power trump is deployed without its cost and the phase ends before the next stratagem
    Given A has Shinra with the divine stratagem
    And A has the unused trump "Infer the Totality" (NA-07-shinra-O-S-2)
    And A has the used trump "Refute the World" (NA-07-shinra-O-S-3)
    And A has flare 2
    And A has aura 5
    When A uses "Infer the Totality"
    And A uses "Refute the World"
    And A charges 2 from dust
    Then "Refute the World" is in A's enhancement zone
    And A has aura 2
    And A has flare 0
    And the ruling cites "C 10-13"
    And A must decide stratagem
    And the ruling cites "A 5-3"

  @clause:A-5-2 @card:NA-07-shinra-O-S-2
  Scenario: Infer the Totality (NA-07-shinra-O-S-2), devious: the crystals of an opponent's normal enhancement go to the dust
    Given A has Shinra with the devious stratagem
    And A has the unused trump "Infer the Totality" (NA-07-shinra-O-S-2)
    And A has flare 2
    And B has "boost" deployed with 2 crystals
    And B has "Refute the World" (NA-07-shinra-O-S-3) deployed with 3 crystals
    And the dust is 0
    When A uses "Infer the Totality"
    Then the options are exactly choose B:boost
    When A chooses "B:boost"
    Then "boost" is in B's discard pile
    And the dust is 4
    And A must decide stratagem

  @clause:C-9-2-3 @card:NA-07-shinra-O-S-4
  Scenario: Prove the Nature (NA-07-shinra-O-S-4) moves 2 crystals from the dust to its owner's life when deployed
    Given A has the unused trump "Prove the Nature" (NA-07-shinra-O-S-4)
    And A has flare 6, life 5
    And the dust is 8
    When A uses "Prove the Nature"
    And A charges 6 from dust
    Then A has life 7, flare 0
    And the dust is 6
    And "Prove the Nature" is in A's enhancement zone

  @clause:C-9-5 @card:NA-07-shinra-O-S-4
  Scenario: Prove the Nature (NA-07-shinra-O-S-4) deals 1 to the opponent's life when another own enhancement is destroyed
    Given a duel at the start of turn 3 with A active
    And A has "Prove the Nature" (NA-07-shinra-O-S-4) deployed with 3 crystals
    And A has "boost" deployed with 1 crystal
    And B has "boost" deployed with 2 crystals
    And B has life 10
    When the position is submitted
    Then B has life 9
    And "boost" is in A's discard pile
    And "Prove the Nature" has 2 crystals

  @clause:C-9-5 @card:NA-07-shinra-O-S-4
  Scenario: Prove the Nature (NA-07-shinra-O-S-4) destroyed makes its owner lose
    Given a duel at the start of turn 3 with A active
    And A has "Prove the Nature" (NA-07-shinra-O-S-4) deployed with 1 crystal
    When the position is submitted
    Then B wins

  @clause:C-10-5 @clause:A-5-2 @card:NA-07-shinra-A1-N-7
  Scenario: Apostle (NA-07-shinra-A1-N-7): paying 1 concentration prepares first, then devious attacks at an even distance and mills
    Given a duel in A's main phase with a full-power action
    And A has Shinra with the divine stratagem
    And A has "Apostle" (NA-07-shinra-A1-N-7) in hand
    And A has concentration 1, aura 3
    And the distance is 4
    And B's deck is f1, f2, f3 from the top
    And B has aura 3, life 10
    When A uses "Apostle"
    And A accepts
    Then A has concentration 0
    When A prepares the devious stratagem
    And B takes the damage on life
    Then B has aura 3, life 8
    And "B:f1" is in B's discard pile
    And "B:f2" is in B's face-down pile
    And A must decide stratagem
    When A prepares the divine stratagem
    Then "Apostle" is in A's enhancement zone

  @clause:C-10-5 @clause:A-5-2 @card:NA-07-shinra-A1-N-7
  Scenario: Apostle (NA-07-shinra-A1-N-7), divine: an attack at an odd distance, then the opponent puts a hand card at the deck bottom
    Given a duel in A's main phase with a full-power action
    And A has Shinra with the divine stratagem
    And A has "Apostle" (NA-07-shinra-A1-N-7) in hand
    And A has concentration 0, aura 3
    And the distance is 3
    And B holds f4 in hand
    And B's deck is f1 from the top
    And B has aura 3, life 10
    When A uses "Apostle"
    And A declines
    And B does not react
    And B takes the damage on aura
    Then B must decide choose
    When B chooses "f4"
    Then "f4" is at the bottom of B's deck
    And B has aura 1, life 10

  @clause:C-9-5 @clause:A-5-2 @card:NA-07-shinra-A1-N-7
  Scenario: Apostle (NA-07-shinra-A1-N-7) executes the stratagem again when destroyed
    Given a duel at the start of turn 3 with A active
    And A has Shinra with the devious stratagem
    And A has "Apostle" (NA-07-shinra-A1-N-7) deployed with 1 crystal
    And the distance is 2
    And B's deck is f1, f2 from the top
    And B has aura 3, life 10
    When the position is submitted
    And B takes the damage on aura
    Then B has aura 1, life 10
    And "B:f1" is in B's discard pile
    And A must decide stratagem

  @clause:C-10-22 @clause:A-5-2 @card:NA-07-shinra-A1-S-3
  Scenario: Interpret the Scripture (NA-07-shinra-A1-S-3) discards from hand, executes the stratagems of chosen discarded cards with one stratagem, then prepares once
    Given a duel in A's main phase with a full-power action
    And A has Shinra with the divine stratagem
    And A has the unused trump "Interpret the Scripture" (NA-07-shinra-A1-S-3)
    And A has flare 4
    And A has "Agitate" (NA-07-shinra-O-N-5) in hand
    And A's discard pile holds "Mantra" (NA-07-shinra-A1-N-2)
    And B holds f4 in hand
    And B's deck is f1, f2, f3 from the top
    And the distance is 4
    And the dust is 3
    And B has aura 3, life 10
    When A uses "Interpret the Scripture"
    Then B is not asked to react
    When B takes the damage on aura
    Then the options are exactly choose Agitate, decline
    When A chooses "Agitate"
    Then the options are exactly choose Agitate, choose Mantra, decline
    When A chooses "Agitate"
    Then the distance is 5
    When A chooses "Mantra"
    Then B has life 9
    And A must decide stratagem
    And A's stratagem is divine, revealed

  @clause:C-10-9 @card:NA-07-shinra-O-N-7
  Scenario: Confuse (NA-07-shinra-O-N-7) seals a card of the opponent's discard pile under itself when deployed
    Given A has "Confuse" (NA-07-shinra-O-N-7) in hand
    And A has aura 5
    And the dust is 0
    And B's discard pile holds slash, jab
    When A uses "Confuse"
    Then the options are exactly choose B:slash, choose B:jab
    When A chooses "B:slash"
    Then "B:slash" is sealed under "Confuse"
    And "Confuse" has 4 crystals
    And B has 1 card in discard pile

  @clause:C-7-1-13 @card:NA-07-shinra-O-N-7
  Scenario: Confuse (NA-07-shinra-O-N-7) destroyed gives the sealed card back to the opponent's discard pile
    Given a duel at the start of turn 3 with A active
    And A has "Confuse" (NA-07-shinra-O-N-7) deployed with 1 crystal
    And B's discard pile holds jab
    And "B:slash" is sealed under A's "Confuse"
    When the position is submitted
    Then "slash" is in B's discard pile
    And nothing is sealed under "Confuse"
    And "Confuse" is in A's discard pile

  @clause:C-10-9 @card:NA-07-shinra-O-S-1
  Scenario: Shake the Mind (NA-07-shinra-O-S-1) seals a card of the opponent's discard pile for good
    Given A has the unused trump "Shake the Mind" (NA-07-shinra-O-S-1)
    And A has flare 2
    And B's discard pile holds slash
    When A uses "Shake the Mind"
    And A chooses "B:slash"
    Then "B:slash" is sealed under "Shake the Mind"
    And "Shake the Mind" is a used trump
    And B has 0 cards in discard pile
