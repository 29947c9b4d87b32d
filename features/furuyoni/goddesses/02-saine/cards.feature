@goddess:saine
Feature: Saine (No. 02) — her cards as printed
  Each scenario names a real card of season na-s9-2 by its English name and rules id and exercises what
  is distinctive about it. Her 八相 texts ask whether her holder's aura holds 1 crystal or fewer when
  the effect resolves.

  Background:
    Given a duel in A's main phase with a standard action

  @clause:C-10-5 @clause:C-9-4 @card:NA-02-saine-O-N-1
  Scenario: Swing Rush (NA-02-saine-O-N-1) attacks a second time when its holder's aura is 1 or less
    Given A has "Swing Rush" (NA-02-saine-O-N-1) in hand
    And the distance is 4
    And A has aura 1
    And B has aura 5, life 10
    When A uses "Swing Rush"
    And B takes the damage on aura
    Then the ruling cites "C 10-5"
    When B takes the damage on aura
    Then B has aura 1, life 10
    And "Swing Rush" is in A's discard pile

  @clause:C-10-5 @card:NA-02-saine-O-N-1
  Scenario: Swing Rush (NA-02-saine-O-N-1) attacks only once when its holder's aura is 2
    Given A has "Swing Rush" (NA-02-saine-O-N-1) in hand
    And the distance is 4
    And A has aura 2
    And B has aura 5, life 10
    When A uses "Swing Rush"
    And B takes the damage on aura
    Then B has aura 3, life 10
    And the ruling does not cite "C 10-5"

  @clause:C-9-4 @card:NA-02-saine-O-N-2
  Scenario: Cut Down (NA-02-saine-O-N-2) answers an attack at distance 4 and hits first
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id     | type   | range | damage |
      | strike | attack | 4     | 1/1    |
    And B holds strike in hand
    And A has "Cut Down" (NA-02-saine-O-N-2) in hand
    And the distance is 4
    And A has aura 3, life 10
    And B has aura 3, life 10
    When B uses "strike"
    And A reacts with "Cut Down"
    And B takes the damage on aura
    Then B has aura 0
    And A must decide damage

  @clause:C-10-1 @card:NA-02-saine-O-N-3
  Scenario: Hilt Slam (NA-02-saine-O-N-3) sends a dust crystal to the distance when its holder's aura is 1 or less
    Given A has "Hilt Slam" (NA-02-saine-O-N-3) in hand
    And the distance is 3
    And the dust is 2
    And A has aura 0
    And B has aura 0, life 10
    When A uses "Hilt Slam"
    Then B has life 9
    And the distance is 4
    And the dust is 1

  @clause:C-10-1 @card:NA-02-saine-O-N-3
  Scenario: Hilt Slam (NA-02-saine-O-N-3) leaves the distance alone when its holder's aura is 2
    Given A has "Hilt Slam" (NA-02-saine-O-N-3) in hand
    And the distance is 3
    And the dust is 2
    And A has aura 2
    And B has aura 0, life 10
    When A uses "Hilt Slam"
    Then B has life 9
    And the distance is 3
    And the dust is 2

  @clause:C-5-2-2 @clause:C-9-6-5 @card:NA-02-saine-O-N-5
  Scenario: Space for Master (NA-02-saine-O-N-5) makes the master distance 3, so withdrawing works at distance 3
    Given A has "Space for Master" (NA-02-saine-O-N-5) deployed with 2 crystals
    And the distance is 3
    And the dust is 2
    And A has concentration 1
    When A performs withdraw paying concentration
    Then the distance is 4
    And the dust is 1

  @clause:C-5-2-2 @clause:C-9-6-1 @card:NA-02-saine-O-N-5
  Scenario: Space for Master (NA-02-saine-O-N-5) makes the master distance 3, so advancing from distance 3 moves nothing
    Given A has "Space for Master" (NA-02-saine-O-N-5) deployed with 2 crystals
    And the distance is 3
    And A has concentration 1
    When A tries to perform advance paying concentration
    Then the action is illegal citing "C 9-6-1"

  @clause:C-6-3 @clause:C-8-1-3 @card:NA-02-saine-O-N-5
  Scenario: Space for Master (NA-02-saine-O-N-5) loses its start-phase crystal to the distance, not the dust
    Given a duel at the start of turn 3 with A active
    And the test cards:
      | id   | type   |
      | leaf | action |
    And A's deck is leaf, leaf from the top
    And A has "Space for Master" (NA-02-saine-O-N-5) deployed with 2 crystals
    And the distance is 5
    And the dust is 0
    When the position is submitted
    Then "Space for Master" has 1 crystal
    And the distance is 6
    And the dust is 0

  @clause:C-10-1 @card:NA-02-saine-O-N-4
  Scenario: Outclass (NA-02-saine-O-N-4) moves one crystal either way between the distance and the dust
    Given A has "Outclass" (NA-02-saine-O-N-4) in hand
    And the distance is 5
    And the dust is 1
    When A uses "Outclass"
    Then A must decide choose
    When A chooses "backward"
    Then the distance is 6
    And the dust is 0

  @clause:C-9-4 @clause:C-9-2 @card:NA-02-saine-O-N-4
  Scenario: Outclass (NA-02-saine-O-N-4) answers an attack as if it were a reaction when its holder's aura is 1
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id     | type   | range | damage |
      | strike | attack | 4-5   | 2/1    |
    And B holds strike in hand
    And A has "Outclass" (NA-02-saine-O-N-4) in hand
    And A has aura 1, life 10
    And the distance is 5
    And the dust is 1
    When B uses "strike"
    Then the options include use Outclass
    When A reacts with "Outclass"
    And A chooses "forward"
    Then the distance is 4
    And A has aura 1, life 9

  @clause:C-9-4 @clause:C-9-2 @card:NA-02-saine-O-N-4
  Scenario: Outclass (NA-02-saine-O-N-4) cannot answer an attack when its holder's aura is 2
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id     | type   | range | damage |
      | strike | attack | 4-5   | 2/1    |
    And B holds strike in hand
    And A has "Outclass" (NA-02-saine-O-N-4) in hand
    And A has aura 2
    And the distance is 5
    When B uses "strike"
    Then A must decide reaction
    And the options do not include use Outclass

  @clause:C-5-8-3-2 @clause:C-5-8-3-1 @card:NA-02-saine-O-N-7
  Scenario: Silent Wall (NA-02-saine-O-N-7) lets an empty aura choose the aura damage, paid from the wall
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id     | type   | range | damage |
      | strike | attack | 4     | 2/1    |
    And B holds strike in hand
    And A has "Silent Wall" (NA-02-saine-O-N-7) deployed with 3 crystals
    And A has aura 0, life 10
    And the distance is 4
    And the dust is 0
    When B uses "strike"
    And A takes the damage on aura
    Then A has aura 0, life 10
    And "Silent Wall" has 1 crystal
    And the dust is 2

  @clause:C-5-8-3-1 @card:NA-02-saine-O-N-7
  Scenario: Silent Wall (NA-02-saine-O-N-7): the receiver picks, crystal by crystal, the aura or the wall
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id     | type   | range | damage |
      | strike | attack | 4     | 2/1    |
    And B holds strike in hand
    And A has "Silent Wall" (NA-02-saine-O-N-7) deployed with 1 crystal
    And A has aura 2, life 10
    And the distance is 4
    When B uses "strike"
    And A takes the damage on aura
    Then the options are exactly choose aura, choose Silent Wall
    When A chooses "Silent Wall"
    Then "Silent Wall" is in A's discard pile
    And A has aura 1, life 10

  @clause:C-9-2-3 @clause:C-10-3 @card:NA-02-saine-O-N-6
  Scenario: Wavering Crystal (NA-02-saine-O-N-6) deployed as a reaction takes 1 off the aura damage of the attack
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id     | type   | range | damage |
      | strike | attack | 4     | 2/1    |
    And B holds strike in hand
    And A has "Wavering Crystal" (NA-02-saine-O-N-6) in hand
    And the distance is 4
    And A has aura 3, life 10
    When B uses "strike"
    And A reacts with "Wavering Crystal"
    And A takes the damage on aura
    Then A has aura 1, life 10
    And "Wavering Crystal" has 1 crystal
    And "Wavering Crystal" is in A's enhancement zone

  @clause:C-9-5 @clause:C-10-5 @card:NA-02-saine-O-N-6
  Scenario: Wavering Crystal (NA-02-saine-O-N-6) attacks without reaction when destroyed, then moves a dust crystal to the distance
    Given a duel at the start of turn 3 with A active
    And the test cards:
      | id   | type   |
      | leaf | action |
    And A's deck is leaf, leaf from the top
    And A has "Wavering Crystal" (NA-02-saine-O-N-6) deployed with 1 crystal
    And B holds leaf in hand
    And the distance is 5
    And B has aura 3, life 10
    When the position is submitted
    Then "Wavering Crystal" is in A's discard pile
    And B has aura 2, life 10
    And the distance is 6
    And the dust is 1

  @clause:C-10-5 @card:NA-02-saine-O-S-1
  Scenario: Rhythmic Arc (NA-02-saine-O-S-1) makes three attacks in order at distance 4
    Given A has the unused trump "Rhythmic Arc" (NA-02-saine-O-S-1)
    And A has flare 6
    And the distance is 4
    And B has aura 5, life 10
    When A uses "Rhythmic Arc"
    And B takes the damage on life
    And B takes the damage on life
    And B takes the damage on life
    Then B has aura 5, life 6
    And "Rhythmic Arc" is a used trump

  @clause:C-10-5 @card:NA-02-saine-O-S-1
  Scenario: Rhythmic Arc (NA-02-saine-O-S-1) at distance 5: the first attack is out of range, the other two hit
    Given A has the unused trump "Rhythmic Arc" (NA-02-saine-O-S-1)
    And A has flare 6
    And the distance is 5
    And B has aura 5, life 10
    When A uses "Rhythmic Arc"
    And B takes the damage on life
    And B takes the damage on life
    Then B has aura 5, life 7
    And the duel is at main_action of turn 3 with A active

  @clause:C-6-2-1-12 @clause:C-9-3-1 @card:NA-02-saine-O-S-2
  Scenario: Resonant Beat (NA-02-saine-O-S-2) costs 1 less per crystal on the opponent's aura
    Given A has the unused trump "Resonant Beat" (NA-02-saine-O-S-2)
    And A has flare 5
    And the distance is 4
    And B has aura 3
    When A uses "Resonant Beat"
    Then A has flare 0
    And B has aura 1
    And the distance is 6
    And the ruling cites "C 6-2-1-12"

  @clause:C-6-2-1-12 @clause:C-5-9 @card:NA-02-saine-O-S-2
  Scenario: Resonant Beat (NA-02-saine-O-S-2) cannot be paid for when the opponent's aura is too small
    Given A has the unused trump "Resonant Beat" (NA-02-saine-O-S-2)
    And A has flare 5
    And B has aura 2
    When A tries to use "Resonant Beat"
    Then the action is illegal citing "C 5-9"

  @clause:C-10-3 @clause:C-9-4 @card:NA-02-saine-O-S-3
  Scenario: Silent Icebreaker (NA-02-saine-O-S-3) takes 1/1 off the attack it answers
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id     | type   | range | damage |
      | strike | attack | 3     | 3/2    |
    And B holds strike in hand
    And A has the unused trump "Silent Icebreaker" (NA-02-saine-O-S-3)
    And A has flare 2, aura 3, life 10
    And B has aura 3, life 10
    And the distance is 3
    When B uses "strike"
    And A reacts with "Silent Icebreaker"
    And B takes the damage on aura
    And A takes the damage on aura
    Then A has aura 1, life 10
    And B has aura 2

  @clause:C-10-7 @card:NA-02-saine-O-S-3
  Scenario: Silent Icebreaker (NA-02-saine-O-S-3) becomes unused in its holder's end phase when their aura is 1
    Given a duel in A's end phase
    And A has the used trump "Silent Icebreaker" (NA-02-saine-O-S-3)
    And A has aura 1
    When the position is submitted
    Then "Silent Icebreaker" is an unused trump

  @clause:C-10-7 @card:NA-02-saine-O-S-3
  Scenario: Silent Icebreaker (NA-02-saine-O-S-3) stays used when its holder's aura is 2 in their end phase
    Given a duel in A's end phase
    And A has the used trump "Silent Icebreaker" (NA-02-saine-O-S-3)
    And A has aura 2
    When the position is submitted
    Then "Silent Icebreaker" is a used trump

  @clause:C-9-3-1 @clause:C-6-2-1-12 @card:NA-02-saine-A1-N-6
  Scenario: Accompaniment (NA-02-saine-A1-N-6) deployed while a Saine trump is used makes its holder's trumps 1 cheaper this turn
    Given A has "Accompaniment" (NA-02-saine-A1-N-6) in hand
    And A has the used trump "Rhythmic Arc" (NA-02-saine-O-S-1)
    And A has the unused trump "Silent Icebreaker" (NA-02-saine-O-S-3)
    And A has aura 3, flare 1
    And the distance is 3
    When A uses "Accompaniment"
    And A uses "Silent Icebreaker"
    And B takes the damage on aura
    Then A has flare 0
    And "Silent Icebreaker" is a used trump

  @clause:C-5-9 @card:NA-02-saine-A1-N-6
  Scenario: Accompaniment (NA-02-saine-A1-N-6) deployed with no Saine trump used changes no cost
    Given A has "Accompaniment" (NA-02-saine-A1-N-6) in hand
    And A has the unused trump "Silent Icebreaker" (NA-02-saine-O-S-3)
    And A has aura 3, flare 1
    And the distance is 3
    When A uses "Accompaniment"
    And A tries to use "Silent Icebreaker"
    Then the action is illegal citing "C 5-9"

  @clause:C-10-15 @clause:C-10-20 @clause:C-9-2-1 @card:NA-02-saine-A1-S-2
  Scenario: Duet: Chilling Tranquility (NA-02-saine-A1-S-2), used, gives its holder's attacks of another goddess +0/+1
    Given the test cards:
      | id     | type   | range | damage | user   |
      | spear  | attack | 4     | 1/1    | yurina |
      | chant  | attack | 4     | 1/1    | saine  |
    And A has the used trump "Chilling Tranquility" (NA-02-saine-A1-S-2)
    And A holds spear, chant in hand
    And the distance is 4
    And B has aura 0, life 10
    When A uses "spear"
    Then B has life 8
    When A uses "chant"
    Then B has life 7

  @clause:C-6-2-1-12 @clause:C-9-2 @card:NA-02-saine-A1-S-2
  Scenario: Duet: Chilling Tranquility (NA-02-saine-A1-S-2) costs 1 under 八相, and then its holder cannot attack this turn
    Given the test cards:
      | id    | type   | range | damage |
      | spear | attack | 4     | 1/1    |
    And A has the unused trump "Chilling Tranquility" (NA-02-saine-A1-S-2)
    And A holds spear in hand
    And A has flare 1, aura 1
    And the distance is 4
    When A uses "Chilling Tranquility"
    Then A has flare 0
    When A tries to use "spear"
    Then the action is illegal citing "C 9-2"

  @clause:C-10-8 @clause:C-10-19 @card:NA-02-saine-A1-S-2
  Scenario: Duet: Chilling Tranquility (NA-02-saine-A1-S-2) becomes unused as soon as an attack deals its holder life damage
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id     | type   | range | damage |
      | strike | attack | 4     | 1/1    |
    And B holds strike in hand
    And A has the used trump "Chilling Tranquility" (NA-02-saine-A1-S-2)
    And A has aura 3, life 10
    And the distance is 4
    When B uses "strike"
    And A takes the damage on life
    Then "Chilling Tranquility" is an unused trump

  @clause:C-10-8 @card:NA-02-saine-A1-S-2
  Scenario: Duet: Chilling Tranquility (NA-02-saine-A1-S-2) stays used when the attack's damage is taken on aura
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id     | type   | range | damage |
      | strike | attack | 4     | 1/1    |
    And B holds strike in hand
    And A has the used trump "Chilling Tranquility" (NA-02-saine-A1-S-2)
    And A has aura 3, life 10
    And the distance is 4
    When B uses "strike"
    And A takes the damage on aura
    Then "Chilling Tranquility" is a used trump

  @clause:C-9-5 @clause:C-10-5 @card:NA-02-saine-A2-N-7
  Scenario: Reverberant Wall (NA-02-saine-A2-N-7) destroyed in its holder's turn under 八相 attacks, hits the aura for 2 and readies +0/+1
    Given a duel at the start of turn 3 with A active
    And the test cards:
      | id   | type   |
      | leaf | action |
    And A's deck is leaf, leaf from the top
    And A has "Reverberant Wall" (NA-02-saine-A2-N-7) deployed with 1 crystal
    And A has aura 1
    And the distance is 4
    And B has aura 3, life 10
    When the position is submitted
    Then B must decide damage
    When B takes the damage on life
    Then B has aura 1, life 10
    And "Reverberant Wall" is in A's discard pile

  @clause:C-9-5 @card:NA-02-saine-A2-N-7
  Scenario: Reverberant Wall (NA-02-saine-A2-N-7) emptied by damage in the opponent's turn does not attack
    Given a duel in B's main phase with a standard action
    And the test cards:
      | id     | type   | range | damage |
      | strike | attack | 4     | 1/1    |
    And B holds strike in hand
    And A has "Reverberant Wall" (NA-02-saine-A2-N-7) deployed with 1 crystal
    And A has aura 0, life 10
    And B has aura 3, life 10
    And the distance is 4
    When B uses "strike"
    And A takes the damage on aura
    Then "Reverberant Wall" is in A's discard pile
    And B has aura 3, life 10
    And the ruling does not cite "C 10-5"

  @clause:C-9-4 @clause:C-10-20 @card:NA-02/04-saine/tokoyo-A1-N-1/4
  Scenario: Ensemble (NA-02/04-saine/tokoyo-A1-N-1/4) with a Saine trump used and its holder's aura at 1 strips an aura crystal and widens the distance
    Given A has "Ensemble" (NA-02/04-saine/tokoyo-A1-N-1/4) in hand
    And A has the used trump "Rhythmic Arc" (NA-02-saine-O-S-1)
    And A has aura 1, concentration 0
    And the distance is 3
    And the dust is 1
    And B has aura 5, life 10
    When A uses "Ensemble"
    And B takes the damage on life
    Then B has aura 4, life 10
    And the distance is 4
    And A has aura 1

  @clause:C-9-4 @clause:C-10-20 @card:NA-02/04-saine/tokoyo-A1-N-1/4
  Scenario: Ensemble (NA-02/04-saine/tokoyo-A1-N-1/4) with a Tokoyo trump used and concentration 2 widens the distance and gathers a dust crystal
    Given A has "Ensemble" (NA-02/04-saine/tokoyo-A1-N-1/4) in hand
    And A has the used trump "Eternal Moon" (NA-04-tokoyo-O-S-4)
    And A has aura 3, concentration 2
    And the distance is 3
    And the dust is 2
    And B has aura 5, life 10
    When A uses "Ensemble"
    And B takes the damage on life
    Then B has aura 5, life 10
    And the distance is 4
    And A has aura 4
    And the dust is 0

  @clause:C-10-15 @clause:C-10-3 @card:NA-02-saine-A1-S-2 @card:NA-02/04-saine/tokoyo-A1-N-1/4
  Scenario: FAQ (Saine/Tokoyo, Ensemble): with Duet: Chilling Tranquility used, Ensemble is an attack of another goddess and gets +0/+1
    A card of two goddesses is each goddess's card: for Saine's Duet, Ensemble is Tokoyo's card too,
    so its attack is another goddess's. (Ensemble's own text strips an aura crystal: a Saine trump is used.)
    Given A has "Ensemble" (NA-02/04-saine/tokoyo-A1-N-1/4) in hand
    And A has the used trump "Duet: Chilling Tranquility" (NA-02-saine-A1-S-2)
    And A has aura 3, concentration 0
    And the distance is 3
    And B has aura 5, life 10
    When A uses "Ensemble"
    And B takes the damage on life
    Then B has aura 4, life 9

  @clause:C-9-2 @card:NA-02-saine-O-S-4
  Scenario: Saine's Final Stage (NA-02-saine-O-S-4) cannot be used in its holder's main phase
    Given A has the unused trump "Saine's Final Stage" (NA-02-saine-O-S-4)
    And A has flare 5
    And the distance is 3
    When A tries to use "Saine's Final Stage"
    Then the action is illegal citing "C 9-2"

  @clause:C-9-2 @clause:C-9-4 @card:NA-02-saine-O-S-4
  Rule: Saine's Final Stage (NA-02-saine-O-S-4) answers only the attack of a trump

    Background:
      Given a duel in B's main phase with a standard action
      And the test cards:
        | id     | type   | category | cost | range | damage |
        | strike | attack |          |      | 3     | 1/1    |
        | bolt   | attack | trump    | 0    | 3     | 1/1    |
      And A has the unused trump "Saine's Final Stage" (NA-02-saine-O-S-4)
      And A has flare 5
      And the distance is 3
      And B has aura 5, life 10

    @clause:C-9-2 @card:NA-02-saine-O-S-4
    Scenario: Saine's Final Stage (NA-02-saine-O-S-4) is offered against a trump's attack and hits 5/5
      Given B has the unused trump "bolt"
      When B uses "bolt"
      Then the options include use Saine's Final Stage
      When A reacts with "Saine's Final Stage"
      And B takes the damage on aura
      Then B has aura 0, life 10

    @clause:C-9-2 @card:NA-02-saine-O-S-4
    Scenario: Saine's Final Stage (NA-02-saine-O-S-4) is not offered against a normal card's attack
      Given B holds strike in hand
      When B uses "strike"
      Then A must decide reaction
      And the options do not include use Saine's Final Stage

  @clause:C-10-22 @clause:C-5-6 @card:NA-02-saine-A2-N-2
  Rule: Treachery (NA-02-saine-A2-N-2) swaps its damage when the opponent's aura is 1 or less as it is performed

    Background:
      Given the test cards:
        | id    | type   | subtype  |
        | brace | action | reaction |
      And "brace" has the effect "on_use: move dust -> self.aura 2"
      And A has "Treachery" (NA-02-saine-A2-N-2) in hand
      And the distance is 4
      And the dust is 2
      And B has aura 1, life 10

    @clause:C-5-6 @card:NA-02-saine-A2-N-2
    Scenario: Treachery (NA-02-saine-A2-N-2) against an aura of 1 deals 1/3, so the aura can take it
      When A uses "Treachery"
      Then B must decide damage
      When B takes the damage on aura
      Then B has aura 0, life 10

    @clause:C-5-6 @card:NA-02-saine-A2-N-2
    Scenario: Treachery (NA-02-saine-A2-N-2) keeps the swap though a reaction then raises the aura
      Given B holds brace in hand
      When A uses "Treachery"
      And B reacts with "brace"
      And B takes the damage on aura
      Then B has aura 2, life 10

    @clause:C-5-6 @card:NA-02-saine-A2-N-2
    Scenario: Treachery (NA-02-saine-A2-N-2) deals its printed 3/1 against an aura of 2
      Given B has aura 2
      When A uses "Treachery"
      Then B has aura 2, life 9

  @clause:C-10-22 @card:NA-02-saine-A2-N-2
  Scenario: Treachery (NA-02-saine-A2-N-2) cannot be answered by a trump
    Given the test cards:
      | id    | type   | subtype  | category | cost | range | damage |
      | parry | attack | reaction | trump    | 0    | 4     | 1/1    |
      | guard | action | reaction |          |      |       |        |
    And A has "Treachery" (NA-02-saine-A2-N-2) in hand
    And B has the unused trump "parry"
    And B holds guard in hand
    And the distance is 4
    When A uses "Treachery"
    Then B must decide reaction
    And the options include use guard
    And the options do not include use parry

  @clause:C-9-2 @clause:C-10-13 @clause:C-9-1-3-4 @card:NA-02-saine-A2-S-3
  Rule: Withering Fragment (NA-02-saine-A2-S-3) ends the phase once the attack it answered took its holder's last aura

    Background:
      Given a duel in B's main phase with a standard action
      And the test cards:
        | id      | type   | range | damage |
        | strike  | attack | 4     | 2/1    |
        | strike2 | attack | 4     | 2/1    |
      And B holds strike, strike2 in hand
      And A has the unused trump "Withering Fragment" (NA-02-saine-A2-S-3)
      And A has flare 1, aura 2, life 10
      And B has aura 3, life 10
      And the distance is 4

    @clause:C-10-13 @card:NA-02-saine-A2-S-3
    Scenario: Withering Fragment (NA-02-saine-A2-S-3): the aura damage is taken to 0 and B's main phase ends
      When B uses "strike"
      And A reacts with "Withering Fragment"
      And A takes the damage on aura
      Then the ruling cites "C 10-13"
      And A has aura 0
      And B has aura 1
      And "strike2" is in B's hand
      And "Withering Fragment" is a used trump

    @clause:C-10-13 @card:NA-02-saine-A2-S-3
    Scenario: Withering Fragment (NA-02-saine-A2-S-3): the life damage taken leaves the phase going on
      When B uses "strike"
      And A reacts with "Withering Fragment"
      And A takes the damage on life
      Then the ruling does not cite "C 10-13"
      And A has aura 2, life 9
      And B must decide main_action

  @clause:C-10-22 @clause:C-9-4 @card:NA-02-saine-A1-N-6
  Rule: Accompaniment (NA-02-saine-A1-N-6) strips the opponent's first attack of each turn of 対応不可 and 1 aura damage

    Background:
      Given a duel in B's main phase with a standard action
      And the test cards:
        | id    | type   | category | cost | range | damage | user   | subtype  | keywords    |
        | lance | attack |          |      | 4     | 3/1    |        |          | no_reaction |
        | guard | action |          |      |       |        |        | reaction |             |
        | relic | action | trump    | 0    |       |        | yurina |          |             |
      And B holds lance in hand
      And A holds guard in hand
      And A has "Accompaniment" (NA-02-saine-A1-N-6) deployed with 3 crystals
      And the distance is 4

    @clause:C-10-15 @card:NA-02-saine-A1-N-6
    Scenario: Accompaniment (NA-02-saine-A1-N-6) with another goddess's trump used: the first attack can be answered and deals 2/1
      Given A has the used trump "relic"
      And A has aura 2, life 10
      When B uses "lance"
      Then A must decide reaction
      And the options include use guard
      When A declines
      And A takes the damage on aura
      Then A has aura 0, life 10

    @clause:C-10-22 @card:NA-02-saine-A1-N-6
    Scenario: Accompaniment (NA-02-saine-A1-N-6) leaves an attack alone when it is not the opponent's first of the turn
      Given A has aura 1, life 10
      And B has already attacked this turn
      When B uses "lance"
      Then A has aura 1, life 9

    @clause:C-10-22 @card:NA-02-saine-A1-N-6
    Scenario: Accompaniment (NA-02-saine-A1-N-6) leaves the first attack alone when its holder's aura is 2 and no other goddess's trump is used
      Given A has aura 2, life 10
      When B uses "lance"
      Then A has aura 2, life 9
