Feature: C 5-6 Order of numeric modifications
  When several effects modify one number (here: an attack's aura or life damage), they apply by
  class, not in the order they came into play: substitution, then swapping, then multiplication,
  then division (rounded up or down as the effect says), then addition and subtraction, and last
  normalisation to the bounds the rules set (C 5-6 i-vi). All modifications of one class apply at
  the same moment, except substitution: when several substitute the same number, only those coming
  from objects held by the active player count, and of these the smallest value is used.
  Decision (see the clause index, AMBIGUITIES #11): when none of the substitutions comes from an
  object of the active player, those of the non-active player apply, again the smallest value.

  Background:
    Given a duel in A's main phase with a standard action
    And the distance is 4
    And the test cards:
      | id      | type        | range | damage | charge | subtype  |
      | poke    | attack      | 4     | -/1    |        |          |
      | thrust  | attack      | 4     | -/3    |        |          |
      | lunge   | attack      | 4     | -/4    |        |          |
      | slash   | attack      | 4     | 3/1    |        |          |
      | cleave  | attack      | 4     | 4/1    |        |          |
      | counter | attack      | 4     | -/3    |        | reaction |
      | charm   | enhancement |       |        | 1      |          |
      | sigil   | enhancement |       |        | 1      |          |
      | totem   | enhancement |       |        | 1      |          |
      | boost   | action      |       |        |        |          |
      | twice   | action      |       |        |        |          |
    And A holds poke, thrust, lunge, slash, cleave in hand

  @clause:C-5-6
  Rule: multiplication comes before addition, whatever the order the effects arrived in

    @clause:C-5-6
    Scenario Outline: a x2 and a +1 deployed in either order give (x*2)+1
      Given "charm" has the effect "while_deployed: modify own_attacks multiply 1/2"
      And "sigil" has the effect "while_deployed: modify own_attacks add 0/1"
      And A has "<first>" deployed with 1 crystal
      And A has "<second>" deployed with 1 crystal
      When A uses "poke"
      Then B has life 7, flare 3

      Examples:
        | first | second |
        | charm | sigil  |
        | sigil | charm  |

    @clause:C-5-6
    Scenario Outline: a x2 and a +1 created this turn in either order give (x*2)+1
      Given "twice" has the effect "on_use: modify own_attacks multiply 1/2"
      And "boost" has the effect "on_use: modify own_attacks add 0/1"
      And A holds twice, boost in hand
      When A uses "<first>"
      And A uses "<second>"
      And A uses "poke"
      Then B has life 7, flare 3

      Examples:
        | first | second |
        | twice | boost  |
        | boost | twice  |

  @clause:C-5-6
  Rule: substitution comes first

    @clause:C-5-6
    Scenario: a substituted value is then raised by an addition
      Given "charm" has the effect "while_deployed: modify own_attacks add 0/1"
      And "sigil" has the effect "while_deployed: modify own_attacks substitute -/4"
      And A has "charm" deployed with 1 crystal
      And A has "sigil" deployed with 1 crystal
      When A uses "poke"
      Then B has life 5, flare 5

    @clause:C-5-6
    Scenario: a substituted value is then multiplied
      Given "charm" has the effect "while_deployed: modify own_attacks multiply 1/2"
      And "sigil" has the effect "while_deployed: modify own_attacks substitute -/3"
      And A has "charm" deployed with 1 crystal
      And A has "sigil" deployed with 1 crystal
      When A uses "poke"
      Then B has life 4, flare 6

  @clause:C-5-6
  Rule: several substitutions: only the active player's objects count, and the smallest value wins

    @clause:C-5-6
    Scenario: of two substitutions from the active player's objects the smaller applies
      Given "charm" has the effect "while_deployed: modify own_attacks substitute -/4"
      And "sigil" has the effect "while_deployed: modify own_attacks substitute -/2"
      And A has "charm" deployed with 1 crystal
      And A has "sigil" deployed with 1 crystal
      When A uses "poke"
      Then B has life 8, flare 2

    @clause:C-5-6
    Scenario: a smaller substitution from the non-active player's object is ignored
      Given "charm" has the effect "while_deployed: modify own_attacks substitute -/4"
      And "sigil" has the effect "while_deployed: modify opponent_attacks substitute -/1"
      And A has "charm" deployed with 1 crystal
      And B has "sigil" deployed with 1 crystal
      When A uses "poke"
      Then B has life 6, flare 4

    @clause:C-5-6
    Scenario: on the non-active player's reacting attack the active player's substitution still wins
      Given "charm" has the effect "while_deployed: modify opponent_attacks substitute -/4"
      And "sigil" has the effect "while_deployed: modify own_attacks substitute -/2"
      And A has "charm" deployed with 1 crystal
      And B has "sigil" deployed with 1 crystal
      And B holds counter in hand
      When A uses "poke"
      And B reacts with "counter"
      Then A has life 6, flare 4
      And B has life 9, flare 1

    @clause:C-5-6
    Scenario: a lone substitution from the non-active player's object applies (our reading of C 5-6 i)
      Given "sigil" has the effect "while_deployed: modify opponent_attacks substitute -/3"
      And B has "sigil" deployed with 1 crystal
      When A uses "poke"
      Then B has life 7, flare 3

    @clause:C-5-6
    Scenario: several substitutions from the non-active player's objects only: the smallest (our reading)
      Given "sigil" has the effect "while_deployed: modify opponent_attacks substitute -/3"
      And "totem" has the effect "while_deployed: modify opponent_attacks substitute -/2"
      And B has "sigil" deployed with 1 crystal
      And B has "totem" deployed with 1 crystal
      When A uses "poke"
      Then B has life 8, flare 2

  @clause:C-5-6
  Rule: swapping comes after substitution and before multiplication and addition

    @clause:C-5-6
    Scenario: swapped values are multiplied afterwards
      Given "charm" has the effect "while_deployed: modify own_attacks multiply 2/1"
      And "sigil" has the effect "while_deployed: modify own_attacks swap"
      And A has "charm" deployed with 1 crystal
      And A has "sigil" deployed with 1 crystal
      When A uses "slash"
      Then B must decide damage
      And the options are exactly aura damage, life damage
      When B takes the damage on life
      Then B has life 7, aura 3

    @clause:C-5-6
    Scenario: swapped values receive the addition afterwards
      Given "charm" has the effect "while_deployed: modify own_attacks add 1/0"
      And "sigil" has the effect "while_deployed: modify own_attacks swap"
      And A has "charm" deployed with 1 crystal
      And A has "sigil" deployed with 1 crystal
      When A uses "slash"
      And B takes the damage on life
      Then B has life 7, aura 3

    @clause:C-5-6
    Scenario: with real cards, Treachery's swap comes before Tenshu Keep's +0/+1, so 3/1 becomes 1/4
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And A has "Tenshu Keep" (NA-18-mizuki-O-S-1) deployed with 3 crystals
      And A holds "Treachery" (NA-02-saine-A2-N-2) in hand
      And B has aura 1, life 10
      When A uses "Treachery"
      Then B must decide damage
      When B takes the damage on life
      Then B has aura 1, life 6

    @clause:C-5-6
    Scenario: with real cards, Treachery alone swaps 3/1 into 1/3
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And A holds "Treachery" (NA-02-saine-A2-N-2) in hand
      And B has aura 1, life 10
      When A uses "Treachery"
      And B takes the damage on life
      Then B has aura 1, life 7

  @clause:C-5-6
  Rule: multiplication, then division with the rounding the effect states, then addition

    @clause:C-5-6
    Scenario: multiplication comes before division
      Given "charm" has the effect "while_deployed: modify own_attacks divide 1/2"
      And "sigil" has the effect "while_deployed: modify own_attacks multiply 1/3"
      And A has "charm" deployed with 1 crystal
      And A has "sigil" deployed with 1 crystal
      When A uses "thrust"
      Then B has life 6, flare 4

    @clause:C-5-6
    Scenario: division comes before addition
      Given "charm" has the effect "while_deployed: modify own_attacks add 0/1"
      And "sigil" has the effect "while_deployed: modify own_attacks divide 1/2"
      And A has "charm" deployed with 1 crystal
      And A has "sigil" deployed with 1 crystal
      When A uses "lunge"
      Then B has life 7, flare 3

    @clause:C-5-6
    Scenario: a division that says to round down drops the fraction
      Given "charm" has the effect "while_deployed: modify own_attacks divide 1/2"
      And A has "charm" deployed with 1 crystal
      When A uses "thrust"
      Then B has life 9, flare 1

    @clause:C-5-6
    Scenario: a division that says to round up keeps the fraction as one more
      Given "charm" has the effect "while_deployed: modify own_attacks divide 1/2 up"
      And A has "charm" deployed with 1 crystal
      When A uses "thrust"
      Then B has life 8, flare 2

  @clause:C-5-6
  Rule: additions and subtractions apply together, and normalisation comes last

    @clause:C-5-6 @clause:C-6-4-1-5
    Scenario: a -3 and a +2 on a life damage of 1 apply together and leave 0, not 2
      Given "charm" has the effect "while_deployed: modify own_attacks add 0/-3"
      And "sigil" has the effect "while_deployed: modify own_attacks add 0/2"
      And A has "charm" deployed with 1 crystal
      And A has "sigil" deployed with 1 crystal
      When A uses "poke"
      Then B has life 10, flare 0

    @clause:C-5-6 @clause:C-6-4-1-4
    Scenario: the aura cap of 5 is applied to the final value, not between classes
      Given "charm" has the effect "while_deployed: modify own_attacks multiply 2/1"
      And "sigil" has the effect "while_deployed: modify own_attacks add -3/0"
      And A has "charm" deployed with 1 crystal
      And A has "sigil" deployed with 1 crystal
      And B has aura 5
      When A uses "cleave"
      Then B must decide damage
      When B takes the damage on aura
      Then B has aura 0, life 10
      And the dust is 5
