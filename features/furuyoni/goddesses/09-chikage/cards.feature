@goddess:chikage
Feature: Chikage (No. 09) and Fourth Chapter Chikage (A1) — their cards as printed
  Each scenario names a real card of season na-s9-2 by its English name and rules id and exercises what
  is distinctive about it. Her poisons (A 7) start in her poison bag; the cards that hand them out move
  them into the opponent's zones, where the opponent holds them (A 7-4). A card that started in A's bag
  is named "A's" card wherever it went.

  Background:
    Given a duel in A's main phase with a standard action

  @clause:C-9-2-1 @card:NA-09-chikage-O-N-1
  Scenario: Kunai Throw (NA-09-chikage-O-N-1) hits for 2/2 at distance 5, its range 4-5
    Given A has "Kunai Throw" (NA-09-chikage-O-N-1) in hand
    And the distance is 5
    When A uses "Kunai Throw"
    And B takes the damage on aura
    Then B has aura 1, life 10

  @clause:C-9-2-1 @card:NA-09-chikage-O-N-1
  Scenario: Kunai Throw (NA-09-chikage-O-N-1) cannot be used at distance 3
    Given A has "Kunai Throw" (NA-09-chikage-O-N-1) in hand
    And the distance is 3
    When A tries to use "Kunai Throw"
    Then the action is illegal citing "C 9-2-1"

  @clause:A-7-4 @card:NA-09-chikage-O-N-2
  Scenario: Poison Needle (NA-09-chikage-O-N-2) puts a lesser poison of A's choice on top of B's deck, which B then holds
    Fading Light Toxin is not among the choices: only Numbing Agent, Hallucinogen and Muscle Relaxant.
    Given A has "Poison Needle" (NA-09-chikage-O-N-2) in hand
    And A's poison bag holds "Numbing Agent" (NA-09-chikage-O-P-1), "Hallucinogen" (NA-09-chikage-O-P-2), "Muscle Relaxant" (NA-09-chikage-O-P-3), "Fading Light Toxin" (NA-09-chikage-O-P-4), "Fading Light Toxin" (NA-09-chikage-O-P-4)
    And the distance is 4
    When A uses "Poison Needle"
    And B takes the damage on life
    Then the options are exactly choose Numbing Agent, choose Hallucinogen, choose Muscle Relaxant
    When A chooses "Hallucinogen"
    Then A's "Hallucinogen" is on top of B's deck, held by B
    And A's poison bag holds 4 cards
    And B has life 9
    And the ruling cites "A 7-4"

  @clause:A-7-4 @card:NA-09-chikage-O-N-2
  Scenario: Poison Needle (NA-09-chikage-O-N-2) moves nothing when no lesser poison is left in the bag
    Given A has "Poison Needle" (NA-09-chikage-O-N-2) in hand
    And A's poison bag holds "Fading Light Toxin" (NA-09-chikage-O-P-4)
    And the distance is 4
    When A uses "Poison Needle"
    And B takes the damage on aura
    Then A's poison bag holds 1 card
    And B has 0 cards in deck

  @clause:C-10-1 @clause:C-9-6 @card:NA-09-chikage-O-N-3
  Scenario: Concealment (NA-09-chikage-O-N-3) as a reaction pushes the distance out by two and keeps the attacker from advancing this turn
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id   | type   | range | damage |
      | stab | attack | 1-5   | 1/1    |
    And A has "Concealment" (NA-09-chikage-O-N-3) in hand
    And B holds stab in hand
    And the distance is 3
    And the dust is 2
    And B has concentration 1
    When B uses "stab"
    And A reacts with "Concealment"
    Then the distance is 5
    And A has aura 2
    And B has aura 2
    When A takes the damage on aura
    And B tries to perform advance paying concentration
    Then the action is illegal citing "C 1-4"

  @clause:C-9-6 @card:NA-09-chikage-O-N-3
  Scenario: Concealment (NA-09-chikage-O-N-3) forbids only advancing: the attacker may still retreat
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id   | type   | range | damage |
      | stab | attack | 1-5   | 1/1    |
    And A has "Concealment" (NA-09-chikage-O-N-3) in hand
    And B holds stab in hand
    And the distance is 3
    And B has concentration 1
    When B uses "stab"
    And A reacts with "Concealment"
    And A takes the damage on aura
    And B performs retreat paying concentration
    Then the action is legal
    And the distance is 6

  @clause:C-9-1-2 @card:NA-09-chikage-O-N-4
  Scenario: Concealed Weapon (NA-09-chikage-O-N-4) by a full-power action is +1/+2, hands B a poison of B's choice, and then A wraps
    Given a duel in A's main phase with a full-power action
    And A has "Concealed Weapon" (NA-09-chikage-O-N-4) in hand
    And A's poison bag holds "Numbing Agent" (NA-09-chikage-O-P-1), "Fading Light Toxin" (NA-09-chikage-O-P-4)
    And the distance is 3
    And the dust is 1
    And A has aura 2
    When A uses "Concealed Weapon"
    And B takes the damage on life
    Then B has life 7
    And the options are exactly choose A:Numbing Agent, choose A:Fading Light Toxin
    When B chooses "A:Fading Light Toxin"
    Then A's "Fading Light Toxin" is in B's hand, held by B
    And A has aura 3
    And the dust is 0

  @clause:C-9-1-2 @card:NA-09-chikage-O-N-4
  Scenario: Concealed Weapon (NA-09-chikage-O-N-4) in a standard action deals 1/1, hands out nothing, and wraps only if B already holds a poison
    Given A has "Concealed Weapon" (NA-09-chikage-O-N-4) in hand
    And A's poison bag holds "Numbing Agent" (NA-09-chikage-O-P-1)
    And B has "Hallucinogen" (NA-09-chikage-O-P-2) in hand
    And the distance is 3
    And the dust is 1
    And A has aura 2
    When A uses "Concealed Weapon"
    And B does not react
    And B takes the damage on life
    Then B has life 9
    And A's poison bag holds 1 card
    And A has aura 3

  @clause:C-9-1-2 @card:NA-09-chikage-O-N-4
  Scenario: Concealed Weapon (NA-09-chikage-O-N-4) does not wrap when B has no poison in hand
    Given A has "Concealed Weapon" (NA-09-chikage-O-N-4) in hand
    And the test cards:
      | id   | type   |
      | card | action |
    And B holds card in hand
    And the distance is 3
    And the dust is 1
    And A has aura 2
    When A uses "Concealed Weapon"
    And B does not react
    And B takes the damage on life
    Then A has aura 2
    And the dust is 1

  @clause:A-7-4 @card:NA-09-chikage-O-N-5
  Scenario: Miasma (NA-09-chikage-O-N-5) puts a lesser poison of A's choice into B's hand
    Given A has "Miasma" (NA-09-chikage-O-N-5) in hand
    And A's poison bag holds "Muscle Relaxant" (NA-09-chikage-O-P-3), "Fading Light Toxin" (NA-09-chikage-O-P-4)
    When A uses "Miasma"
    Then A's "Muscle Relaxant" is in B's hand, held by B
    And A's poison bag holds 1 card

  @clause:A-7-4 @card:NA-09-chikage-O-N-5
  Scenario: Miasma (NA-09-chikage-O-N-5) cannot hand out a Fading Light Toxin
    Given A has "Miasma" (NA-09-chikage-O-N-5) in hand
    And A's poison bag holds "Fading Light Toxin" (NA-09-chikage-O-P-4)
    When A uses "Miasma"
    Then A's poison bag holds 1 card
    And B has 0 cards in hand

  @clause:C-5-2-1 @clause:C-10-6 @card:NA-09-chikage-O-N-6
  Scenario: Silent Approach (NA-09-chikage-O-N-6) makes the current distance 2 smaller while deployed
    Distance 6 with its four crystals on the card becomes 4: Kunai Throw (range 4-5) now reaches.
    Given A has "Silent Approach" (NA-09-chikage-O-N-6) deployed with 4 crystals
    And A has "Kunai Throw" (NA-09-chikage-O-N-1) in hand
    And the distance is 6
    When A uses "Kunai Throw"
    And B takes the damage on aura
    Then B has aura 1

  @clause:C-5-2-1 @card:NA-09-chikage-O-N-6
  Scenario: Silent Approach (NA-09-chikage-O-N-6) does not bring the distance below 0
    Given the test cards:
      | id  | type   | range | damage |
      | tap | attack | 0     | 1/1    |
    And A has "Silent Approach" (NA-09-chikage-O-N-6) deployed with 4 crystals
    And A holds tap in hand
    And the distance is 1
    When A uses "tap"
    And B takes the damage on aura
    Then B has aura 2

  @clause:C-10-6 @card:NA-09-chikage-O-N-6
  Scenario: Silent Approach (NA-09-chikage-O-N-6) has 隙: life damage to A turns it face-down and the distance is whole again
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id   | type   | range | damage |
      | stab | attack | 4     | 1/1    |
    And A has "Silent Approach" (NA-09-chikage-O-N-6) deployed with 4 crystals
    And B holds stab in hand
    And the distance is 6
    When B uses "stab"
    And A takes the damage on life
    Then "Silent Approach" is in A's face-down pile
    And the distance is 6

  @clause:C-9-6 @card:NA-09-chikage-O-N-7
  Scenario: Quagmire (NA-09-chikage-O-N-7) keeps the opponent from retreating and withdrawing while deployed
    Given a duel in B's main phase with a standard action
    And A has "Quagmire" (NA-09-chikage-O-N-7) deployed with 2 crystals
    And B has concentration 2
    And the distance is 2
    And the dust is 3
    When B tries to perform retreat paying concentration
    Then the action is illegal citing "C 1-4"
    When B tries to perform withdraw paying concentration
    Then the action is illegal citing "C 1-4"
    When B performs wrap paying concentration
    Then the action is legal

  @clause:A-7-4 @card:NA-09-chikage-O-S-1
  Scenario: Ruinous Soultoxin (NA-09-chikage-O-S-1) puts a Fading Light Toxin on top of B's deck
    Given A has the unused trump "Ruinous Soultoxin" (NA-09-chikage-O-S-1)
    And A's poison bag holds "Numbing Agent" (NA-09-chikage-O-P-1), "Fading Light Toxin" (NA-09-chikage-O-P-4)
    And the test cards:
      | id   | type   |
      | card | action |
    And B's deck is card from the top
    And A has flare 3
    When A uses "Ruinous Soultoxin"
    Then A's "Fading Light Toxin" is on top of B's deck, held by B
    And A's poison bag holds 1 card
    And A has flare 0

  @clause:C-9-4 @card:NA-09-chikage-O-S-2
  Scenario: Treacherous Spiritquell (NA-09-chikage-O-S-2) nullifies the opponent's attack with a 「-」 damage, the one it answers too
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id   | type   | range | damage |
      | jolt | attack | 0-10  | 3/-    |
      | stab | attack | 0-10  | 1/1    |
    And A has the unused trump "Treacherous Spiritquell" (NA-09-chikage-O-S-2)
    And B holds jolt, stab in hand
    And A has flare 2, aura 3
    And the dust is 5
    When B uses "jolt"
    And A reacts with "Treacherous Spiritquell"
    And A charges 5 from dust
    Then A has aura 3, life 10
    And the ruling cites "C 9-4 ii"
    When B uses "stab"
    And A takes the damage on aura
    Then A has aura 2

  @clause:C-10-7 @card:NA-09-chikage-O-S-3
  Scenario: Amorphous Mistbane (NA-09-chikage-O-S-3) becomes unused again in A's end phase while B has 2 cards in hand
    Given a duel in A's end phase
    And the test cards:
      | id   | type   |
      | card | action |
      | more | action |
    And A has the used trump "Amorphous Mistbane" (NA-09-chikage-O-S-3)
    And B holds card, more in hand
    When the position is submitted
    Then "Amorphous Mistbane" is an unused trump

  @clause:C-10-7 @card:NA-09-chikage-O-S-3
  Scenario: Amorphous Mistbane (NA-09-chikage-O-S-3) stays used while B has only 1 card in hand
    Given a duel in A's end phase
    And the test cards:
      | id   | type   |
      | card | action |
    And A has the used trump "Amorphous Mistbane" (NA-09-chikage-O-S-3)
    And B holds card in hand
    When the position is submitted
    Then "Amorphous Mistbane" is a used trump

  @clause:C-10-17 @card:NA-09-chikage-O-S-4
  Scenario: Chikage's Grim Path (NA-09-chikage-O-S-4) returns unused when A takes life damage, its crystals to the dust, and A does not win
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id   | type   | range | damage |
      | stab | attack | 0-10  | 1/1    |
    And A has "Chikage's Grim Path" (NA-09-chikage-O-S-4) deployed with 3 crystals
    And A has the used trump "Ruinous Soultoxin" (NA-09-chikage-O-S-1)
    And B holds stab in hand
    When B uses "stab"
    And A takes the damage on life
    Then "Chikage's Grim Path" is an unused trump
    And "Chikage's Grim Path" has 0 crystals
    And the dust is 3
    And the duel goes on

  @clause:C-9-7 @card:NA-09-chikage-O-S-4
  Scenario: Chikage's Grim Path (NA-09-chikage-O-S-4) returns unused on a reshuffle's life damage too
    The start phase first takes one crystal off it (C 8-1-2), then the reshuffle's damage sends the two
    left to the dust.
    Given a duel at the start of turn 4 with A active
    And the test cards:
      | id    | type   |
      | card  | action |
      | card2 | action |
    And A has "Chikage's Grim Path" (NA-09-chikage-O-S-4) deployed with 3 crystals
    And A's discard pile holds card, card2
    When the position is submitted
    And A reshuffles
    Then A has life 9
    And "Chikage's Grim Path" is an unused trump
    And the dust is 3

  @clause:C-9-5 @clause:C-10-20 @card:NA-09-chikage-O-S-4
  Scenario: Chikage's Grim Path (NA-09-chikage-O-S-4) destroyed with all A's other trumps used: A wins
    Given a duel at the start of turn 4 with A active
    And A has "Chikage's Grim Path" (NA-09-chikage-O-S-4) deployed with 1 crystal
    And A has the used trump "Ruinous Soultoxin" (NA-09-chikage-O-S-1)
    And A has the used trump "Amorphous Mistbane" (NA-09-chikage-O-S-3)
    And the test cards:
      | id    | type   |
      | card  | action |
      | card2 | action |
    And A's deck is card, card2 from the top
    When the position is submitted
    Then A wins

  @clause:C-9-5 @clause:C-10-20 @card:NA-09-chikage-O-S-4
  Scenario: Chikage's Grim Path (NA-09-chikage-O-S-4) destroyed while another of A's trumps is unused: nobody wins
    Given a duel at the start of turn 4 with A active
    And A has "Chikage's Grim Path" (NA-09-chikage-O-S-4) deployed with 1 crystal
    And A has the used trump "Ruinous Soultoxin" (NA-09-chikage-O-S-1)
    And A has the unused trump "Amorphous Mistbane" (NA-09-chikage-O-S-3)
    And the test cards:
      | id    | type   |
      | card  | action |
      | card2 | action |
    And A's deck is card, card2 from the top
    When the position is submitted
    Then the duel goes on
    And "Chikage's Grim Path" is a used trump

  @clause:C-10-4 @clause:C-9-4 @card:NA-09-chikage-A1-N-5
  Scenario: Disguised Blade (NA-09-chikage-A1-N-5) reaches distance 6 while B has 2 cards in hand
    Given the test cards:
      | id   | type   |
      | card | action |
      | more | action |
    And A has "Disguised Blade" (NA-09-chikage-A1-N-5) in hand
    And B holds card, more in hand
    And the distance is 6
    When A uses "Disguised Blade"
    And B does not react
    And B takes the damage on aura
    Then B has aura 1

  @clause:C-10-4 @card:NA-09-chikage-A1-N-5
  Scenario: Disguised Blade (NA-09-chikage-A1-N-5) keeps its range 4 while B has 1 card in hand
    Given the test cards:
      | id   | type   |
      | card | action |
    And A has "Disguised Blade" (NA-09-chikage-A1-N-5) in hand
    And B holds card in hand
    And the distance is 6
    When A tries to use "Disguised Blade"
    Then the action is illegal citing "C 9-2-1"

  @clause:C-10-4 @clause:C-9-2-1 @card:NA-09-chikage-A1-N-5 @card:NA-07-shinra-O-N-4
  Scenario: FAQ (Chikage, Disguised Blade): used through Replicate, it counts the hand of its user's opponent
    "Your opponent" in its text is the opponent of the player who uses it: A uses B's card through
    Replicate, so B's hand (2 cards once the blade has left it) widens the range to 2-6. A's own hand
    is empty by then.
    Given the test cards:
      | id   | type   |
      | card | action |
      | more | action |
    And A has "Replicate" (NA-07-shinra-O-N-4) in hand
    And B has "Disguised Blade" (NA-09-chikage-A1-N-5) in hand
    And B holds card, more in hand
    And the distance is 6
    And B has aura 3, life 10
    When A uses "Replicate"
    And A uses "B:Disguised Blade"
    And B does not react
    And B takes the damage on aura
    Then B has aura 1, life 10
    And "Disguised Blade" is in B's discard pile

  @clause:C-10-1 @card:NA-09-chikage-A1-N-6
  Scenario: Surge of Vitality (NA-09-chikage-A1-N-6) gives 1 concentration while B has 2 cards in hand, then a two-way arrow
    Given the test cards:
      | id   | type   |
      | card | action |
      | more | action |
    And A has "Surge of Vitality" (NA-09-chikage-A1-N-6) in hand
    And B holds card, more in hand
    And the distance is 5
    And the dust is 2
    And A has concentration 0
    When A uses "Surge of Vitality"
    Then the options are exactly choose forward, choose backward
    When A chooses "backward"
    Then A has concentration 1
    And the distance is 6
    And the dust is 1

  @clause:C-10-1 @card:NA-09-chikage-A1-N-6
  Scenario: Surge of Vitality (NA-09-chikage-A1-N-6) gives no concentration while B has 1 card in hand
    Given the test cards:
      | id   | type   |
      | card | action |
    And A has "Surge of Vitality" (NA-09-chikage-A1-N-6) in hand
    And B holds card in hand
    And the distance is 5
    And A has concentration 0
    When A uses "Surge of Vitality"
    And A chooses "forward"
    Then A has concentration 0
    And the distance is 4
    And the dust is 1

  @clause:C-10-22 @card:NA-09-chikage-A1-S-4
  Scenario: Vestigial Bondrot (NA-09-chikage-A1-S-4) deals life damage twice B's hand and normal cards cannot answer it
    B's aura of 3 cannot take the aura damage 4, so B takes the life damage, X = 2 x 2 cards = 4.
    Given the test cards:
      | id    | type   | subtype  |
      | parry | action | reaction |
      | card  | action |          |
    And A has the unused trump "Vestigial Bondrot" (NA-09-chikage-A1-S-4)
    And B holds parry, card in hand
    And A has flare 4
    And the distance is 1
    When A uses "Vestigial Bondrot"
    Then the options are exactly decline
    When B does not react
    Then B has life 6, aura 3

  @clause:A-7-2-1 @card:NA-09-chikage-O-P-1
  Scenario: Numbing Agent (NA-09-chikage-O-P-1) used from B's hand goes back to A's poison bag and ends B's main phase
    Given a duel in B's main phase with a standard action
    And A harbors "chikage" and "hagane"
    And B harbors "yurina" and "saine"
    And B has "Numbing Agent" (NA-09-chikage-O-P-1) in hand
    When B uses "Numbing Agent"
    Then B's "Numbing Agent" is in A's poison bag, held by A
    And the ruling cites "C 10-13"
    And the duel is at start_phase of turn 4 with A active

  @clause:A-7-2-1 @card:NA-09-chikage-O-P-1
  Scenario: Numbing Agent (NA-09-chikage-O-P-1) cannot be used once B performed a basic action this turn
    Given a duel in B's main phase with a standard action
    And B has "Numbing Agent" (NA-09-chikage-O-P-1) in hand
    And B has concentration 1
    When B performs focus paying concentration
    Then B has performed 1 basic action this turn
    When B tries to use "Numbing Agent"
    Then the action is illegal citing "C 9-2"

  @clause:A-7-4 @card:NA-09-chikage-O-P-2
  Scenario: Hallucinogen (NA-09-chikage-O-P-2) goes back to A's bag, and still costs its user B two flare
    "Your flare" is read for the player who used it: the change of holder does not affect the card's
    own resolution (A 7-4).
    Given a duel in B's main phase with a standard action
    And B has "Hallucinogen" (NA-09-chikage-O-P-2) in hand
    And B has flare 3
    And A has flare 3
    When B uses "Hallucinogen"
    Then B's "Hallucinogen" is in A's poison bag, held by A
    And B has flare 1
    And A has flare 3

  @clause:A-7-2-1 @card:NA-09-chikage-O-P-3
  Scenario: Muscle Relaxant (NA-09-chikage-O-P-3) deployed keeps its holder from using attack cards, and goes back to the bag when destroyed
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id   | type   | range | damage |
      | stab | attack | 0-10  | 1/1    |
    And B has "Muscle Relaxant" (NA-09-chikage-O-P-3) in hand
    And B holds stab in hand
    And the dust is 3
    When B uses "Muscle Relaxant"
    And B charges 3 from dust
    Then "Muscle Relaxant" is in B's enhancement zone
    When B tries to use "stab"
    Then the action is illegal citing "C 9-2"

  @clause:A-7-4 @card:NA-09-chikage-O-P-3
  Scenario: Muscle Relaxant (NA-09-chikage-O-P-3) destroyed goes back to A's poison bag instead of B's discard pile
    Given a duel at the start of turn 4 with B active
    And B has "Muscle Relaxant" (NA-09-chikage-O-P-3) deployed with 1 crystal
    And the test cards:
      | id    | type   |
      | card  | action |
      | card2 | action |
    And B's deck is card, card2 from the top
    When the position is submitted
    Then B's "Muscle Relaxant" is in A's poison bag, held by A
    And B has 0 cards in discard pile

  @clause:A-7-2-1 @card:NA-09-chikage-O-P-4
  Scenario: Fading Light Toxin (NA-09-chikage-O-P-4) costs its user three aura and stays in B's discard pile
    Given a duel in B's main phase with a standard action
    And B has "Fading Light Toxin" (NA-09-chikage-O-P-4) in hand
    And B has aura 4
    When B uses "Fading Light Toxin"
    Then B has aura 1
    And the dust is 3
    And "Fading Light Toxin" is in B's discard pile
