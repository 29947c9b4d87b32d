@goddess:oboro
Feature: Oboro (No. 05) and her another versions — her cards as printed
  Each scenario names a real card of season na-s9-2 by its English name (or its Japanese name where the
  data has no English one) and rules id, and exercises what is distinctive about it. Many of Oboro's
  cards work on the face-down pile (C 7-1-8).

  Background:
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id    | type   | subtype  | range | damage |
      | jab   | attack |          | 0-10  | 1/1    |
      | poke  | attack |          | 0-10  | 1/1    |
      | blow  | attack |          | 0-10  | 2/2    |
      | ward  | action |          |       |        |
      | parry | action | reaction |       |        |
    And "ward" has the effect "on_use: nullify_damage"
    And "parry" has the effect "on_use: nullify_attack"

  # --- Rush of Blades -------------------------------------------------------------------------------

  @clause:C-9-2-1 @clause:C-10-3 @card:NA-05-oboro-O-N-3
  Scenario: Rush of Blades (NA-05-oboro-O-N-3) gets +1/+1 once the opponent has taken aura damage this turn
    Given a duel in A's main phase with a full-power action
    And A has "Rush of Blades" (NA-05-oboro-O-N-3) in hand
    And the distance is 3
    And B has aura 5, life 10
    And B has taken 1 aura damage this turn
    When A uses "Rush of Blades"
    And B takes the damage on aura
    Then B has aura 1, life 10

  @clause:C-9-2-1 @card:NA-05-oboro-O-N-3
  Scenario: Rush of Blades (NA-05-oboro-O-N-3) is 3/2 while the opponent has taken no aura damage this turn
    Given a duel in A's main phase with a full-power action
    And A has "Rush of Blades" (NA-05-oboro-O-N-3) in hand
    And the distance is 3
    And B has aura 5, life 10
    When A uses "Rush of Blades"
    And B takes the damage on aura
    Then B has aura 2, life 10

  @clause:C-5-8-3-1 @card:NA-05-oboro-O-N-3
  Scenario: Rush of Blades (NA-05-oboro-O-N-3) reads aura damage taken earlier in the turn, which the turn's end forgets
    Given A holds jab in hand
    And the distance is 3
    And B has aura 5, life 10
    When A uses "jab"
    And B takes the damage on aura
    Then B has taken 1 aura damage this turn
    When A ends the main phase
    Then B has taken 0 aura damage this turn

  @clause:C-5-8 @clause:C-10-3 @card:NA-05-oboro-O-N-3 @card:NA-10-kururu-O-N-2
  Scenario: FAQ (Oboro, Rush of Blades): an aura damage of 0 earlier in the turn is aura damage taken, so it gets +1/+1
    A 0/0 attack taken on the aura deals an aura damage of 0: that is damage. Acceler then uses Rush
    of Blades from hand in the same standard action.
    Given the test cards:
      | id   | type        | range | damage | charge |
      | nil  | attack      | 0-10  | 0/0    |        |
      | act1 | action      |       |        |        |
      | act2 | action      |       |        |        |
      | enh1 | enhancement |       |        | 1      |
    And A has "Acceler" (NA-10-kururu-O-N-2), "Rush of Blades" (NA-05-oboro-O-N-3) in hand
    And A holds nil in hand
    And A's discard pile holds act1, act2
    And A has "enh1" deployed with 1 crystal
    And the distance is 3
    And B has aura 5, life 10
    When A uses "nil"
    And B takes the damage on aura
    Then B has aura 5, life 10
    And B has taken 1 aura damage this turn
    When A uses "Acceler"
    And A uses "Rush of Blades"
    And B takes the damage on aura
    Then B has aura 1, life 10

  # --- Ninpo-Walk -----------------------------------------------------------------------------------

  @clause:C-10-1 @clause:C-9-2-2 @card:NA-05-oboro-O-N-4
  Scenario: Ninpo-Walk (NA-05-oboro-O-N-4) used from hand only moves a crystal from the dust to the distance
    Given A has "Ninpo-Walk" (NA-05-oboro-O-N-4) in hand
    And A's face-down pile holds "Steel Strings" (NA-05-oboro-O-N-1)
    And the distance is 3
    And the dust is 1
    When A uses "Ninpo-Walk"
    Then the distance is 4
    And the dust is 0
    And A must decide main_action
    And "Steel Strings" is in A's face-down pile

  @clause:A-3-3 @clause:C-9-2 @card:NA-05-oboro-O-N-4 @card:NA-05-oboro-O-N-1
  Scenario: Ninpo-Walk (NA-05-oboro-O-N-4) used from the face-down pile lets Steel Strings be used from there too
    Given a duel at the start of turn 3 with A active
    And A harbors "oboro" and "yurina"
    And A's face-down pile holds "Ninpo-Walk" (NA-05-oboro-O-N-4), "Steel Strings" (NA-05-oboro-O-N-1)
    And the distance is 3
    And the dust is 1
    And B has aura 3, life 10
    When A reshuffles
    And A uses "Ninpo-Walk"
    Then the distance is 4
    And A must decide use_card
    And the options are exactly use Steel Strings, decline
    When A uses "Steel Strings"
    And B takes the damage on life
    Then B has aura 3, life 8
    And A has life 9

  # --- Shadow Cloning -------------------------------------------------------------------------------

  @clause:C-9-2 @clause:C-10-22 @card:NA-05-oboro-O-N-6
  Scenario: Shadow Cloning (NA-05-oboro-O-N-6) uses a face-down attack twice, and neither can be reacted to
    Given a duel in A's main phase with a full-power action
    And A has "Shadow Cloning" (NA-05-oboro-O-N-6) in hand
    And A's face-down pile holds jab
    And B holds parry in hand
    And the distance is 3
    And B has aura 3, life 10
    When A uses "Shadow Cloning"
    And A uses "jab"
    Then B is not asked to react
    When B takes the damage on aura
    Then B is not asked to react
    When B takes the damage on aura
    Then B has aura 1, life 10
    And "jab" is in A's discard pile

  @clause:C-9-2 @card:NA-05-oboro-O-N-6
  Scenario: Shadow Cloning (NA-05-oboro-O-N-6) cannot pick a full-power card
    Given a duel in A's main phase with a full-power action
    And A has "Shadow Cloning" (NA-05-oboro-O-N-6) in hand
    And A's face-down pile holds "Rush of Blades" (NA-05-oboro-O-N-3), jab
    And the distance is 3
    When A uses "Shadow Cloning"
    Then A must decide use_card
    And the options are exactly use jab

  @clause:C-9-2 @clause:C-9-2-1 @card:NA-05-oboro-O-N-6
  Scenario: FAQ (Oboro, Shadow Cloning): an attack card out of range may be chosen; its use is illegal, so nothing happens and it is not used
    Choosing the card is the effect's own step; the use that follows is checked as any use is (C 9-2-1 i
    range check) and, illegal, leaves the card where it was, counted as not used. It is not in the
    discard pile, so it is not used again either.
    Given a duel in A's main phase with a full-power action
    And the test cards:
      | id    | type   | range | damage |
      | reach | attack | 1     | 1/1    |
    And A has "Shadow Cloning" (NA-05-oboro-O-N-6) in hand
    And A's face-down pile holds reach
    And the distance is 3
    And B has aura 3, life 10
    When A uses "Shadow Cloning"
    Then A must decide use_card
    And the options are exactly use reach
    When A uses "reach"
    Then the action is legal
    And the ruling cites "C 9-2-1"
    And "reach" is in A's face-down pile
    And "Shadow Cloning" is in A's discard pile
    And A has used 1 card this game
    And B has aura 3, life 10

  @clause:C-9-2 @clause:C-1-4 @card:NA-05-oboro-O-N-6 @card:NA-09-chikage-O-P-3
  Scenario: FAQ (Oboro, Shadow Cloning): under Muscle Relaxant an attack card may still be chosen; its use is illegal and nothing happens
    Given a duel in A's main phase with a full-power action
    And A has "Muscle Relaxant" (NA-09-chikage-O-P-3) deployed with 3 crystals
    And A has "Shadow Cloning" (NA-05-oboro-O-N-6) in hand
    And A's face-down pile holds jab
    And the distance is 3
    And B has aura 3, life 10
    When A uses "Shadow Cloning"
    Then A must decide use_card
    And the options are exactly use jab
    When A uses "jab"
    Then the action is legal
    And "jab" is in A's face-down pile
    And A has used 1 card this game
    And B has aura 3, life 10

  # --- Kuma-Suke ------------------------------------------------------------------------------------

  @clause:C-10-5 @clause:C-9-4 @card:NA-05-oboro-O-S-1
  Scenario: Kuma-Suke (NA-05-oboro-O-S-1) attacks again once per card of its user's face-down pile
    Given a duel in A's main phase with a full-power action
    And A has the unused trump "Kuma-Suke" (NA-05-oboro-O-S-1)
    And A has flare 4
    And A's face-down pile holds jab, poke
    And the distance is 3
    And B has aura 0, life 10
    When A uses "Kuma-Suke"
    Then B has aura 0, life 4
    And A has flare 0
    And "Kuma-Suke" is a used trump

  # --- Tobi-Kage ------------------------------------------------------------------------------------

  @clause:C-9-4 @clause:C-9-2 @card:NA-05-oboro-O-S-2
  Scenario: Tobi-Kage (NA-05-oboro-O-S-2) lets a face-down action answer the attack it reacts to
    Given a duel in B's main phase with a standard action
    And B holds blow in hand
    And A has the unused trump "Tobi-Kage" (NA-05-oboro-O-S-2)
    And A has flare 4
    And A's face-down pile holds ward
    And the distance is 3
    And A has aura 3, life 10
    When B uses "blow"
    Then A must decide reaction
    When A reacts with "Tobi-Kage"
    Then A must decide use_card
    And the options are exactly use ward, decline
    When A uses "ward"
    Then A has aura 3, life 10
    And "ward" is in A's discard pile
    And the ruling cites "C 9-4 iv"

  @clause:C-9-2 @clause:C-9-4 @card:NA-05-oboro-O-S-2 @card:NA-07-shinra-A1-N-2
  Scenario: FAQ (Oboro, Tobi-Kage): Mantra used through Tobi-Kage was used by an effect, so its stratagem does not execute
    Tobi-Kage treats the card it uses as answering the attack, but the card is used by Tobi-Kage's
    effect, not by the reaction method: Mantra's "if used as a reaction" does not hold.
    Given a duel in B's main phase with a standard action
    And A has Shinra with the divine stratagem
    And B holds blow in hand
    And A has the unused trump "Tobi-Kage" (NA-05-oboro-O-S-2)
    And A has flare 4
    And A's face-down pile holds "Mantra" (NA-07-shinra-A1-N-2)
    And B's deck is ward, parry, jab from the top
    And the distance is 3
    And A has aura 3, life 10
    And B has life 10
    When B uses "blow"
    And A reacts with "Tobi-Kage"
    And A uses "Mantra"
    Then B has life 10
    And A's stratagem is divine, prepared
    And A must decide damage

  @clause:C-9-2 @clause:C-9-4 @card:NA-05-oboro-O-S-2 @card:NA-10-kururu-O-N-3
  Scenario: FAQ (Oboro, Tobi-Kage): a card usable only as a reaction (Kururu~n) cannot be used through Tobi-Kage
    Tobi-Kage uses the card by its effect, not by the reaction method. Kururu~n may be chosen (a card
    is chosen whether or not its use will be legal), but its use is illegal: nothing happens.
    Given a duel in B's main phase with a standard action
    And B holds blow in hand
    And A has the unused trump "Tobi-Kage" (NA-05-oboro-O-S-2)
    And A has flare 4
    And A's face-down pile holds "Kururu~n" (NA-10-kururu-O-N-3), ward
    And A's deck is parry from the top
    And the distance is 3
    When B uses "blow"
    And A reacts with "Tobi-Kage"
    Then A must decide use_card
    And the options are exactly use Kururu~n, use ward, decline
    When A uses "Kururu~n"
    Then the action is legal
    And "Kururu~n" is in A's face-down pile
    And "parry" is in A's deck
    And A must decide damage

  @clause:C-9-4 @clause:C-10-1 @card:NA-05-oboro-O-S-2 @card:NA-15-korunu-O-N-2
  Scenario: FAQ (Oboro, Tobi-Kage): Cyclone Blade's "after the reacting card resolves" comes twice, after the card Tobi-Kage uses and after Tobi-Kage
    Each card treated as answering the attack is a reaction made to it: Cyclone Blade's two-way arrow
    resolves once the face-down card has resolved, and again once Tobi-Kage has.
    Given a duel in B's main phase with a standard action
    And B has "Cyclone Blade" (NA-15-korunu-O-N-2) in hand
    And A has the unused trump "Tobi-Kage" (NA-05-oboro-O-S-2)
    And A has flare 4
    And A's face-down pile holds ward
    And the distance is 3
    And A has aura 3, life 10
    When B uses "Cyclone Blade"
    And A reacts with "Tobi-Kage"
    And A uses "ward"
    Then B must decide choose
    When B chooses "forward"
    Then the distance is 1
    And B must decide choose
    When B chooses "forward"
    Then the distance is 0
    And A has aura 3, life 10
    And B must decide main_action

  # --- Shuriken (『第三章』) -------------------------------------------------------------------------

  @clause:C-8-3-1 @card:NA-05-oboro-A1-N-2
  Scenario: Shuriken (NA-05-oboro-A1-N-2) may return to hand at its holder's end phase when the face-down piles hold 5
    Given a duel in A's end phase
    And A's discard pile holds "Shuriken" (NA-05-oboro-A1-N-2)
    And A's face-down pile holds jab, poke, blow
    And B's face-down pile holds B:jab, B:poke
    When the position is submitted
    Then A must decide may
    When A accepts
    Then "Shuriken" is in A's hand

  @clause:C-8-3-1 @card:NA-05-oboro-A1-N-2
  Scenario: Shuriken (NA-05-oboro-A1-N-2) stays in the discard pile when the face-down piles hold only 4
    Given a duel in A's end phase
    And A's discard pile holds "Shuriken" (NA-05-oboro-A1-N-2)
    And A's face-down pile holds jab, poke
    And B's face-down pile holds B:jab, B:poke
    When the position is submitted
    Then A is not asked to react
    And "Shuriken" is in A's discard pile
    And the duel is at start_phase of turn 4 with B active

  # --- Sneak Attack (『第三章』) ---------------------------------------------------------------------

  @clause:C-10-3 @clause:C-10-22 @card:NA-05-oboro-A1-N-3
  Scenario: Sneak Attack (NA-05-oboro-A1-N-3) loses 1/1 per card of the opponent's face-down pile, and normal cards cannot answer it
    Given a duel in A's main phase with a full-power action
    And A has "Sneak Attack" (NA-05-oboro-A1-N-3) in hand
    And B's face-down pile holds B:jab, B:poke
    And B holds parry in hand
    And the distance is 2
    And B has aura 5, life 10
    When A uses "Sneak Attack"
    Then B must decide reaction
    And the options are exactly decline
    When B declines
    And B takes the damage on aura
    Then B has aura 3, life 10

  # --- Caltrops -------------------------------------------------------------------------------------

  @clause:A-3-3 @clause:C-10-22 @clause:C-9-4 @card:NA-05-oboro-O-N-2
  Scenario: Caltrops (NA-05-oboro-O-N-2) used from the face-down pile puts a card of the opponent's hand face-down
    Given a duel at the start of turn 3 with A active
    And A harbors "oboro" and "yurina"
    And A's face-down pile holds "Caltrops" (NA-05-oboro-O-N-2)
    And B holds parry, poke in hand
    And the distance is 2
    And B has aura 3, life 10
    When A reshuffles
    And A uses "Caltrops"
    Then B is not asked to react
    When B takes the damage on aura
    Then A must decide face_down
    And the options are exactly face-down B:parry, face-down B:poke
    When A puts "B:parry" face-down
    Then "B:parry" is in B's face-down pile
    And "B:poke" is in B's hand
    And B has aura 1, life 10

  @clause:C-9-4 @card:NA-05-oboro-O-N-2
  Scenario: Caltrops (NA-05-oboro-O-N-2) used from hand leaves the opponent's hand alone
    Given A has "Caltrops" (NA-05-oboro-O-N-2) in hand
    And B holds parry in hand
    And the distance is 2
    And B has aura 3, life 10
    When A uses "Caltrops"
    And B takes the damage on life
    Then B has aura 3, life 9
    And "B:parry" is in B's hand
    And A must decide main_action

  # --- Twig of the Sacred Sakura and The Final Petal (『第三章』) -------------------------------------

  @clause:C-7-1-16 @clause:C-10-18 @clause:C-7-1-12 @card:NA-05-oboro-A1-S-4 @card:NA-05-oboro-A1-S-4-Ex1
  Scenario: Twig of the Sacred Sakura (NA-05-oboro-A1-S-4) brings crystals from out of the game, leaves the game and fetches The Final Petal
    Given a duel in A's main phase with a full-power action
    And A has the unused trump "Twig of the Sacred Sakura" (NA-05-oboro-A1-S-4)
    And A's extra zone holds "The Final Petal" (NA-05-oboro-A1-S-4-Ex1)
    And A has aura 3, flare 0
    When A uses "Twig of the Sacred Sakura"
    Then A has aura 4, flare 1
    And "Twig of the Sacred Sakura" is in A's out-of-game zone
    And "The Final Petal" is an unused trump

  @clause:C-9-2 @card:NA-05-oboro-A1-S-4-Ex1
  Scenario: The Final Petal (NA-05-oboro-A1-S-4-Ex1) cannot be used in the main phase
    Given A has the unused trump "The Final Petal" (NA-05-oboro-A1-S-4-Ex1)
    And A has flare 5
    When A tries to use "The Final Petal"
    Then the action is illegal citing "C 9-2"

  @clause:C-9-1-3-1 @clause:C-4-2 @card:NA-05-oboro-A1-S-4-Ex1
  Scenario: The Final Petal (NA-05-oboro-A1-S-4-Ex1) is used instead of its holder's defeat
    Given a duel in B's main phase with a standard action
    And B holds blow in hand
    And A has the unused trump "The Final Petal" (NA-05-oboro-A1-S-4-Ex1)
    And A holds jab in hand
    And A has aura 0, life 1, flare 3
    And the distance is 3
    When B uses "blow"
    And A does not react
    Then A must decide may
    And A has life 0
    And the ruling cites "C 9-1-3-1"
    When A accepts
    Then A must decide face_down
    When A puts "jab" face-down
    Then A has life 1, flare 1
    And "jab" is in A's face-down pile
    And "The Final Petal" is a used trump
    And the duel goes on

  @clause:C-9-1-3-1 @clause:C-4-2 @card:NA-05-oboro-A1-S-4-Ex1
  Scenario: The Final Petal (NA-05-oboro-A1-S-4-Ex1) may be declined, and the defeat stands
    Given a duel in B's main phase with a standard action
    And B holds blow in hand
    And A has the unused trump "The Final Petal" (NA-05-oboro-A1-S-4-Ex1)
    And A has aura 0, life 1, flare 3
    And the distance is 3
    When B uses "blow"
    And A does not react
    Then A must decide may
    When A declines
    Then B wins

  @clause:C-9-1-3-1 @clause:C-4-2 @card:NA-05-oboro-A1-S-4-Ex1
  Scenario: The Final Petal (NA-05-oboro-A1-S-4-Ex1) cannot replace the defeat when its cost cannot be paid
    Given a duel in B's main phase with a standard action
    And B holds blow in hand
    And A has the unused trump "The Final Petal" (NA-05-oboro-A1-S-4-Ex1)
    And A has aura 0, life 1, flare 1
    And the distance is 3
    When B uses "blow"
    And A does not react
    Then B wins

  # --- Induce ---------------------------------------------------------------------------------------

  @clause:C-10-1 @clause:C-9-4 @card:NA-05-oboro-O-N-5
  Scenario: Induce (NA-05-oboro-O-N-5) answers an attack by moving a crystal from the distance to the attacker's aura
    Given a duel in B's main phase with a standard action
    And B holds blow in hand
    And A has "Induce" (NA-05-oboro-O-N-5) in hand
    And the distance is 4
    And B has aura 2, flare 0
    When B uses "blow"
    And A reacts with "Induce"
    Then A must decide choose
    And the options are exactly choose 1, choose 2
    When A chooses "1"
    Then the distance is 3
    And B has aura 3, flare 0
    And A must decide damage

  @clause:C-10-1 @clause:C-9-4 @card:NA-05-oboro-O-N-5
  Scenario: Induce (NA-05-oboro-O-N-5) may instead move a crystal from the attacker's aura to her flare
    Given a duel in B's main phase with a standard action
    And B holds blow in hand
    And A has "Induce" (NA-05-oboro-O-N-5) in hand
    And the distance is 4
    And B has aura 2, flare 0
    When B uses "blow"
    And A reacts with "Induce"
    And A chooses "2"
    Then the distance is 4
    And B has aura 1, flare 1

  # --- Revitalize -----------------------------------------------------------------------------------

  @clause:C-9-5 @clause:C-10-17 @card:NA-05-oboro-O-N-7
  Scenario: Revitalize (NA-05-oboro-O-N-7) destroyed returns a used trump of its holder to unused
    Given a duel at the start of turn 3 with A active
    And A has "Revitalize" (NA-05-oboro-O-N-7) deployed with 1 crystal
    And A has the used trump "Kuma-Suke" (NA-05-oboro-O-S-1)
    When the position is submitted
    Then A must decide choose
    And the options are exactly choose Kuma-Suke
    When A chooses "Kuma-Suke"
    Then "Kuma-Suke" is an unused trump
    And "Revitalize" is in A's discard pile

  @clause:C-10-6 @card:NA-05-oboro-O-N-7
  Scenario: Revitalize (NA-05-oboro-O-N-7) has 隙: its holder's life damage turns it face-down, and no trump returns
    Given a duel in B's main phase with a standard action
    And B holds blow in hand
    And A has "Revitalize" (NA-05-oboro-O-N-7) deployed with 3 crystals
    And A has the used trump "Kuma-Suke" (NA-05-oboro-O-S-1)
    And A has aura 0, life 10
    And the distance is 3
    When B uses "blow"
    Then "Revitalize" is in A's face-down pile
    And "Kuma-Suke" is a used trump
    And A has life 8

  # --- Uro-Uo ---------------------------------------------------------------------------------------

  @clause:C-9-2-3 @clause:C-7-1-8 @card:NA-05-oboro-O-S-3
  Scenario: Uro-Uo (NA-05-oboro-O-S-3) deployed puts as many discarded cards face-down as its user likes
    Given A has the unused trump "Uro-Uo" (NA-05-oboro-O-S-3)
    And A has flare 2, aura 3
    And A's discard pile holds jab, poke
    When A uses "Uro-Uo"
    And A charges 2 from dust
    Then A must decide choose
    And the options are exactly choose jab, choose poke, choose done
    When A chooses "jab"
    And A chooses "done"
    Then "jab" is in A's face-down pile
    And "poke" is in A's discard pile
    And "Uro-Uo" has 3 crystals
    And "Uro-Uo" is in A's enhancement zone

  @clause:A-3-3 @clause:C-10-1 @card:NA-05-oboro-O-S-3 @card:NA-05-oboro-O-N-4
  Scenario: Uro-Uo (NA-05-oboro-O-S-3) deployed makes the arrows of a card used from the face-down pile two-way
    Given a duel at the start of turn 3 with A active
    And A harbors "oboro" and "yurina"
    And A has "Uro-Uo" (NA-05-oboro-O-S-3) deployed with 3 crystals
    And A's face-down pile holds "Ninpo-Walk" (NA-05-oboro-O-N-4)
    And the distance is 3
    And the dust is 1
    When A reshuffles
    And A chooses "installation"
    And A uses "Ninpo-Walk"
    Then A must decide choose
    And the options are exactly choose forward, choose backward
    When A chooses "backward"
    Then the distance is 2
    And the dust is 3

  @clause:A-3-3 @clause:C-5-1-1 @card:NA-05-oboro-O-S-3 @card:NA-05-oboro-O-N-1 @card:NA-05-oboro-O-N-4
  Scenario: Uro-Uo (NA-05-oboro-O-S-3) deployed lets one more installation card, not an attack, be used before the reshuffle
    Given a duel at the start of turn 3 with A active
    And A harbors "oboro" and "yurina"
    And A has "Uro-Uo" (NA-05-oboro-O-S-3) deployed with 3 crystals
    And A's face-down pile holds "Steel Strings" (NA-05-oboro-O-N-1), "Ninpo-Walk" (NA-05-oboro-O-N-4), "Caltrops" (NA-05-oboro-O-N-2)
    And the distance is 3
    And B has aura 3, life 10
    When A reshuffles
    Then the options are exactly choose installation, choose uro-uo
    When A chooses "installation"
    And A uses "Steel Strings"
    And B takes the damage on life
    Then A must decide use_card
    And the options are exactly use Ninpo-Walk, decline
    When A uses "Ninpo-Walk"
    And A chooses "forward"
    Then the distance is 4

  @clause:A-3-3 @clause:C-5-1-1 @card:NA-05-oboro-O-S-3 @card:NA-05-oboro-O-N-1 @card:NA-05-oboro-O-N-4
  Scenario: FAQ (Oboro, Uro-Uo): Uro-Uo's extra installation may be used before the rule's own
    The rule's use and Uro-Uo's are due at the same moment and may come in either order: here the
    non-attack Ninpo-Walk goes first by Uro-Uo (its own offer of one more installation card is
    declined), and the rule's use then still takes the attack Steel Strings.
    Given a duel at the start of turn 3 with A active
    And A harbors "oboro" and "yurina"
    And A has "Uro-Uo" (NA-05-oboro-O-S-3) deployed with 3 crystals
    And A's face-down pile holds "Steel Strings" (NA-05-oboro-O-N-1), "Ninpo-Walk" (NA-05-oboro-O-N-4), "Caltrops" (NA-05-oboro-O-N-2)
    And the distance is 3
    And B has aura 3, life 10
    When A reshuffles
    And A chooses "uro-uo"
    Then A must decide use_card
    And the options are exactly use Ninpo-Walk, decline
    When A uses "Ninpo-Walk"
    And A chooses "forward"
    Then the distance is 4
    When A declines
    Then A must decide use_card
    And the options include use Steel Strings
    When A uses "Steel Strings"
    And B takes the damage on life
    Then B has life 8
    And "Steel Strings" is in A's deck

  # --- Mi-Kazura ------------------------------------------------------------------------------------

  @clause:C-10-1 @clause:C-9-4 @card:NA-05-oboro-O-S-4
  Scenario: Mi-Kazura (NA-05-oboro-O-S-4) moves a crystal from the dust to its user's flare after the attack
    Given A has the unused trump "Mi-Kazura" (NA-05-oboro-O-S-4)
    And A has flare 0
    And the distance is 5
    And the dust is 1
    And B has aura 3, life 10
    When A uses "Mi-Kazura"
    And B takes the damage on aura
    Then A has flare 1
    And the dust is 1
    And "Mi-Kazura" is a used trump

  @clause:C-10-7 @card:NA-05-oboro-O-S-4
  Scenario: Mi-Kazura (NA-05-oboro-O-S-4) resurges at its holder's end phase while her flare is empty
    Given a duel in A's end phase
    And A has the used trump "Mi-Kazura" (NA-05-oboro-O-S-4)
    And A has flare 0
    When the position is submitted
    Then "Mi-Kazura" is an unused trump

  @clause:C-10-7 @card:NA-05-oboro-O-S-4
  Scenario: Mi-Kazura (NA-05-oboro-O-S-4) stays used while its holder has flare
    Given a duel in A's end phase
    And A has the used trump "Mi-Kazura" (NA-05-oboro-O-S-4)
    And A has flare 1
    When the position is submitted
    Then "Mi-Kazura" is a used trump

  # --- 『消失』 ---------------------------------------------------------------------------------------

  @clause:C-9-2-1 @card:NA-05-oboro-A2-N-1
  Scenario: Holo-Kunai (NA-05-oboro-A2-N-1), once used, may go to the face-down pile instead of the discard pile
    Given A has "Holo-Kunai" (NA-05-oboro-A2-N-1) in hand
    And A's unassembled parts are "Main Part X" (NA-05-oboro-A2-MP-1)
    And the distance is 5
    And B has aura 3, life 10
    When A uses "Holo-Kunai"
    And B takes the damage on life
    And A chooses "Main Part X"
    Then A must decide may
    When A accepts
    Then "Holo-Kunai" is in A's face-down pile
    And "Main Part X" is assembled

  @clause:C-9-2-1 @card:NA-05-oboro-A2-N-1
  Scenario: Holo-Kunai (NA-05-oboro-A2-N-1) goes to the discard pile when its user declines
    Given A has "Holo-Kunai" (NA-05-oboro-A2-N-1) in hand
    And the distance is 1
    And B has aura 3, life 10
    When A uses "Holo-Kunai"
    And B takes the damage on life
    And A declines
    Then "Holo-Kunai" is in A's discard pile

  @clause:C-9-3-1 @clause:C-10-5 @card:NA-05-oboro-A2-S-1
  Scenario: Giga-Suke (NA-05-oboro-A2-S-1) costs 16 less the face-down cards and assembled parts, and attacks three more times
    Given A has the unused trump "Giga-Suke" (NA-05-oboro-A2-S-1)
    And A's face-down pile holds jab, poke, blow, ward, parry
    And A's assembled parts are "Main Part X" (NA-05-oboro-A2-MP-1), "Main Part Y" (NA-05-oboro-A2-MP-2), "Custom Part A" (NA-05-oboro-A2-CP-1), "Custom Part B" (NA-05-oboro-A2-CP-2), "Custom Part C" (NA-05-oboro-A2-CP-3)
    And A has flare 6
    And the distance is 3
    And B has aura 0, life 10
    When A uses "Giga-Suke"
    Then A has flare 0
    And B has aura 0, life 6
    And "Giga-Suke" is a used trump

  @clause:C-9-3-1 @card:NA-05-oboro-A2-S-1
  Scenario: Giga-Suke (NA-05-oboro-A2-S-1) cannot be used when its lowered cost is still above its user's flare
    Given A has the unused trump "Giga-Suke" (NA-05-oboro-A2-S-1)
    And A's face-down pile holds jab, poke, blow, ward, parry
    And A's assembled parts are "Main Part X" (NA-05-oboro-A2-MP-1), "Main Part Y" (NA-05-oboro-A2-MP-2), "Custom Part A" (NA-05-oboro-A2-CP-1), "Custom Part B" (NA-05-oboro-A2-CP-2), "Custom Part C" (NA-05-oboro-A2-CP-3)
    And A has flare 5
    And the distance is 3
    When A tries to use "Giga-Suke"
    Then the action is illegal citing "C 9-3-1"

  @clause:A-3-7 @clause:C-9-6 @card:NA-05-oboro-A2-S-3
  Scenario: Electronic Shinsho (NA-05-oboro-A2-S-3) assembles a part, then allows one free basic action
    Given a duel in A's main phase with a full-power action
    And A has the unused trump "Electronic Shinsho" (NA-05-oboro-A2-S-3)
    And A's unassembled parts are "Main Part X" (NA-05-oboro-A2-MP-1)
    And A has aura 3, concentration 0
    And the distance is 5
    When A uses "Electronic Shinsho"
    And A chooses "Main Part X"
    Then A must decide basic_action
    And the options include advance by concentration, decline
    When A performs advance paying concentration
    Then the distance is 4
    And A has aura 4, concentration 0
    And "Main Part X" is assembled
    And "Electronic Shinsho" is a used trump
