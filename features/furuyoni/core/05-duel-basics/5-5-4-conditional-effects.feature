Feature: C 5-5-4 to 5-5-6 Conditional constant, while-deployed and while-used effects
  A constant, while-deployed or while-used effect that carries a condition is looked up and resolved
  through the state-triggered rules (C 5-5-4, 5-5-5, 5-5-6; C 9-1-1-2, 9-1-1-6, 9-1-1-8). For a
  lasting effect — an attack modification, "cannot lose" — that means it is in force exactly while
  its condition holds, checked again whenever it matters. For a one-shot effect — move crystals,
  gain concentration, draw — it means the effect resolves once when its condition comes to hold,
  not again for as long as the condition keeps holding, and once more after the condition stopped
  holding and then holds anew. Like every state-triggered effect it cuts into whatever is resolving
  (C 5-5, 9-8), and when several are due at once the active player picks the order (C 5-5).

  In the short form of a test-card effect, "<effect> if <quantity> <compare> <value>" is such a
  condition; self is the card's holder.

  @clause:C-5-5-5
  Rule: a conditional while-deployed modification applies only while its condition holds

    Background:
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And the test cards:
        | id     | type        | range | damage | charge |
        | slash  | attack      | 3-4   | -/1    |        |
        | banner | enhancement |       |        | 2      |
        | cut    | action      |       |        |        |
        | mend   | action      |       |        |        |
      And "banner" has the effect "while_deployed: modify own_attacks add 0/1 if self.life <= 5"
      And "cut" has the effect "on_use: damage self.life 1"
      And "mend" has the effect "on_use: move self.flare -> self.life 1"
      And A has "banner" deployed with 2 crystals

    @clause:C-5-5-5 @clause:C-9-1-1-6
    Scenario: at life 5 the holder's attack gets +0/+1
      Given A has life 5
      And A holds slash in hand
      When A uses "slash"
      Then B has life 8

    @clause:C-5-5-5 @clause:C-9-1-1-6
    Scenario: at life 6 the same deployed card gives nothing
      Given A has life 6
      And A holds slash in hand
      When A uses "slash"
      Then B has life 9

    @clause:C-5-5-5
    Scenario: the modification starts to apply as soon as the condition has come to hold
      Given A has life 6, flare 0
      And A holds cut, slash in hand
      When A uses "cut"
      Then A has life 5
      When A uses "slash"
      Then B has life 8

    @clause:C-5-5-5
    Scenario: the modification stops applying once the condition no longer holds
      Given A has life 5, flare 1
      And A holds mend, slash in hand
      When A uses "mend"
      Then A has life 6
      When A uses "slash"
      Then B has life 9

    @clause:C-5-5-5 @clause:C-9-1-1-6
    Scenario Outline: with real cards, Spirit of Fire gives her other goddess's attack +1/+1 only at life 3 or less
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And A has "Spirit of Fire" (NA-01-yurina-O-N-7) deployed with 4 crystals
      And A holds "Cut Down" (NA-02-saine-O-N-2) in hand
      And A has life <life>
      And B has aura 5, life 10
      When A uses "Cut Down"
      And B takes the damage on life
      Then B has life <after>

      Examples:
        | life | after |
        | 3    | 8     |
        | 4    | 9     |

  @clause:C-5-5-4
  Rule: a conditional constant modification applies only while its condition holds

    Background:
      Given a duel in A's main phase with a standard action
      And the test cards:
        | id    | type   | range | damage |
        | slash | attack | 3-4   | -/1    |
        | charm | action |       |        |
      And "charm" has the effect "constant: modify own_attacks add 0/1 if distance <= 3"
      And A holds slash, charm in hand

    @clause:C-5-5-4 @clause:C-9-1-1-2
    Scenario: at distance 3 the constant effect in the hand boosts the attack
      Given the distance is 3
      When A uses "slash"
      Then B has life 8

    @clause:C-5-5-4 @clause:C-9-1-1-2
    Scenario: at distance 4 the condition fails and the attack is not boosted
      Given the distance is 4
      When A uses "slash"
      Then B has life 9

    @clause:C-5-5-4 @clause:C-9-1-1-2
    Scenario Outline: with real cards, Brandish's own constant +1/+0 applies only at its user's life 3 or less
      Given a duel in A's main phase with a standard action
      And the distance is 3
      And A holds "Brandish" (NA-01-yurina-O-N-2) in hand
      And A has life <life>
      And B has aura 5, life 10
      When A uses "Brandish"
      And B takes the damage on aura
      Then B has aura <aura>, life 10

      Examples:
        | life | aura |
        | 3    | 2    |
        | 4    | 3    |

  @clause:C-5-5-6
  Rule: a conditional while-used "cannot lose" protects only while its condition holds

    Background:
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And the test cards:
        | id    | type   | category | range | damage | cost |
        | slash | attack |          | 3-4   | -/1    |      |
        | sap   | action |          |       |        |      |
        | haven | action | trump    |       |        | 0    |
      And "haven" has the effect "while_used: cannot_lose self if self.concentration >= 1"
      And "sap" has the effect "on_use: lose_concentration opponent 1"
      And B has life 1
      And B has the used trump "haven"

    @clause:C-5-5-6 @clause:C-4-2
    Scenario: with the condition holding, life 0 does not make the holder lose
      Given B has concentration 1
      And A holds slash in hand
      When A uses "slash"
      Then B has life 0
      And the duel goes on

    @clause:C-5-5-6 @clause:C-4-2
    Scenario: with the condition failing, the same used trump does not protect
      Given B has concentration 0
      And A holds slash in hand
      When A uses "slash"
      Then A wins

    @clause:C-5-5-6 @clause:C-4-2
    Scenario: the protection ends the moment its condition stops holding, and the holder at life 0 loses
      Given B has concentration 1
      And A holds slash, sap in hand
      When A uses "slash"
      Then the duel goes on
      When A uses "sap"
      Then B has concentration 0
      And A wins

    @clause:C-5-5-6 @clause:C-10-8
    Scenario Outline: with real cards, used Ukifune Serene becomes unused the moment its holder's life falls to 3
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And B has the used trump "Ukifune Serene" (NA-01-yurina-O-S-3)
      And A holds "Slash" (NA-01-yurina-O-N-1) in hand
      And B has life <life>, aura 3
      When A uses "Slash"
      And B takes the damage on life
      Then "B:Ukifune Serene" is <state> trump

      Examples:
        | life | state      |
        | 4    | an unused  |
        | 5    | a used     |

  @clause:C-5-5-5
  Rule: a conditional one-shot while-deployed effect resolves once each time its condition comes to hold

    Background:
      Given a duel in A's main phase with a standard action
      And the test cards:
        | id    | type        | charge |
        | vigil | enhancement | 2      |
        | cut   | action      |        |
        | nick  | action      |        |
        | mend  | action      |        |
      And "vigil" has the effect "while_deployed: gain_concentration self 1 if self.life <= 5"
      And "cut" has the effect "on_use: damage self.life 1"
      And "nick" has the effect "on_use: damage self.life 1"
      And "mend" has the effect "on_use: move self.flare -> self.life 1"
      And A has "vigil" deployed with 2 crystals
      And A has concentration 0

    @clause:C-5-5-5 @clause:C-5-5
    Scenario: the effect resolves when the condition comes to hold
      Given A has life 6
      And A holds cut in hand
      When A uses "cut"
      Then A has life 5, concentration 1
      And the ruling cites "C 5-5"

    @clause:C-5-5-5
    Scenario: nothing resolves while the condition has not come to hold
      Given A has life 7
      And A holds cut in hand
      When A uses "cut"
      Then A has life 6, concentration 0
      And the ruling does not cite "C 5-5"

    @clause:C-5-5-5
    Scenario: the effect does not resolve again while the condition keeps holding
      Given A has life 6
      And A holds cut, nick in hand
      When A uses "cut"
      Then A has concentration 1
      When A uses "nick"
      Then A has life 4, concentration 1
      And the ruling does not cite "C 5-5"

    @clause:C-5-5-5
    Scenario: after the condition stopped holding, holding anew resolves the effect again
      Given A has life 6, flare 0
      And A holds cut, mend, nick in hand
      When A uses "cut"
      Then A has life 5, concentration 1
      When A uses "mend"
      Then A has life 6, concentration 1
      When A uses "nick"
      Then A has life 5, concentration 2
      And the ruling cites "C 5-5"

  @clause:C-5-5-5
  Rule: a one-shot while-deployed effect with a condition on the card's own crystals

    Background:
      Given a duel at the start of turn 3 with A active
      And the test cards:
        | id   | type        | charge |
        | tide | enhancement | 3      |
        | leaf | action      |        |
        | twig | action      |        |
      And "tide" has the effect "while_deployed: draw self 1 if this.crystals <= 1"
      And A's deck is leaf, twig from the top

    @clause:C-5-5-5
    Scenario: the start-phase tick takes the card down to one crystal and the draw resolves at once
      Given A has "tide" deployed with 2 crystals
      When the position is submitted
      Then A must decide reshuffle
      And "tide" has 1 crystal
      And "leaf" is in A's hand

    @clause:C-5-5-5
    Scenario: the tick leaving two crystals triggers nothing
      Given A has "tide" deployed with 3 crystals
      When the position is submitted
      Then A must decide reshuffle
      And "tide" has 2 crystals
      And A has 0 cards in hand

  @clause:C-5-5-5
  Rule: an effect that comes into force while its condition already holds resolves then

    @clause:C-5-5-5 @clause:C-9-2-3
    Scenario: deploying the card at life 5 resolves its conditional effect once it is deployed
      Given a duel in A's main phase with a standard action
      And the test cards:
        | id    | type        | charge |
        | vigil | enhancement | 1      |
      And "vigil" has the effect "while_deployed: gain_concentration self 1 if self.life <= 5"
      And A has life 5, concentration 0
      And A holds vigil in hand
      When A uses "vigil"
      Then "vigil" is in A's enhancement zone
      And A has concentration 1
      And the ruling cites in order C 9-2-3, C 5-5

    @clause:C-5-5-5 @clause:C-9-1-1-6
    Scenario: the same card held in hand at life 5 resolves nothing
      Given a duel in A's main phase with a standard action
      And the test cards:
        | id    | type        | charge |
        | vigil | enhancement | 1      |
        | cut   | action      |        |
      And "vigil" has the effect "while_deployed: gain_concentration self 1 if self.life <= 5"
      And "cut" has the effect "on_use: damage self.life 1"
      And A has life 6, concentration 0
      And A holds vigil, cut in hand
      When A uses "cut"
      Then A has life 5, concentration 0

  @clause:C-5-5-4
  Rule: a conditional one-shot constant effect resolves when its condition comes to hold, cutting into an attack

    Background:
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And the test cards:
        | id    | type   | range | damage |
        | gash  | attack | 3-4   | -/2    |
        | graze | attack | 3-4   | -/1    |
        | omen  | action |       |        |
      And "omen" has the effect "constant: move self.aura -> dust 2 if self.life <= 8"
      And "gash" has the effect "after_attack: move dust -> self.aura 2"
      And "graze" has the effect "after_attack: move dust -> self.aura 2"
      And B's discard pile holds omen
      And A has aura 3
      And B has aura 3, life 10
      And the dust is 0

    @clause:C-5-5-4 @clause:C-5-5 @clause:C-9-8
    Scenario: the defender's effect resolves right after the damage, before the attack's after-attack effect
      Given A holds gash in hand
      When A uses "gash"
      Then B has life 8, aura 1
      And A has aura 5
      And the dust is 0
      And the ruling cites in order C 9-4 v, C 5-5, C 9-4 vii

    @clause:C-5-5-4
    Scenario: damage that leaves the condition unmet triggers nothing
      Given A holds graze in hand
      When A uses "graze"
      Then B has life 9, aura 3
      And A has aura 3
      And the ruling does not cite "C 5-5"

  @clause:C-5-5-4
  Rule: a condition that comes to hold by a rule process, such as the start-phase draw, also triggers at once

    @clause:C-5-5-4 @clause:C-5-5
    Scenario: the draw of the start phase fills the hand to two and the constant effect resolves before the main phase
      Given a duel at the start of turn 3 with A active
      And the test cards:
        | id    | type   |
        | tally | action |
        | leaf  | action |
        | twig  | action |
      And "tally" has the effect "constant: move dust -> self.aura 1 if self.hand >= 2"
      And A's discard pile holds tally
      And A's deck is leaf, twig from the top
      And A has aura 3
      And the dust is 1
      When A does not reshuffle
      Then A has 2 cards in hand
      And A must decide action_kind
      And A has aura 4
      And the dust is 0

  @clause:C-5-5-6
  Rule: a conditional one-shot while-used effect resolves once when its condition comes to hold

    Background:
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And the test cards:
        | id    | type   | category | range | damage | cost |
        | gash  | attack |          | 3-4   | -/2    |      |
        | graze | attack |          | 3-4   | -/1    |      |
        | relic | action | trump    |       |        | 0    |
      And "relic" has the effect "while_used: gain_concentration self 1 if self.life <= 8"
      And B has concentration 0, life 10
      And A holds gash, graze in hand

    @clause:C-5-5-6 @clause:C-9-1-1-8
    Scenario: the used trump's effect resolves when its holder falls to life 8, and not again at life 7
      Given B has the used trump "relic"
      When A uses "gash"
      Then B has life 8, concentration 1
      And the ruling cites "C 5-5"
      When A uses "graze"
      Then B has life 7, concentration 1

    @clause:C-5-5-6 @clause:C-9-1-1-8
    Scenario: the same trump still unused resolves nothing
      Given B has the unused trump "relic"
      When A uses "gash"
      And B does not react
      Then B has life 8, concentration 0

  @clause:C-5-5
  Rule: conditional effects that come due together are ordered by the active player, whoever holds them

    Background:
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And the test cards:
        | id    | type   | category | range | damage | cost |
        | gash  | attack |          | 3-4   | -/2    |      |
        | dawn  | action | trump    |       |        | 0    |
        | dusk  | action | trump    |       |        | 0    |
      And "dawn" has the effect "while_used: move dust -> self.aura 2 if self.life <= 8"
      And "dusk" has the effect "while_used: move self.aura -> self.flare 3 if self.life <= 8"
      And B has the used trump "dawn"
      And B has the used trump "dusk"
      And B has aura 2, life 10, flare 0
      And the dust is 1
      And A holds gash in hand

    @clause:C-5-5 @clause:C-5-5-6
    Scenario: the active player, not the holder, is asked for the order
      When A uses "gash"
      Then A must decide order
      And the options are exactly first B:dawn, first B:dusk

    @clause:C-5-5 @clause:C-5-5-6
    Scenario: dawn first: one crystal from the dust, then three to the flare
      When A uses "gash"
      And A resolves "B:dawn" first
      Then B has life 8, aura 0, flare 5
      And the dust is 0

    @clause:C-5-5 @clause:C-5-5-6
    Scenario: dusk first: two to the flare, then one crystal from the dust
      When A uses "gash"
      And A resolves "B:dusk" first
      Then B has life 8, aura 1, flare 4
      And the dust is 0
