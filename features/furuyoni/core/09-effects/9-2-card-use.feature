Feature: C 9-2 Using cards, and the illegal uses
  A card is used by the player's choice in the main phase (the basic method), as a reaction to an
  attack, or by an effect. A use is illegal, and the card goes back untouched and counts as not
  used, when a card without the Reaction subtype is used as a reaction, when a Full-power card is
  used by the basic method in a standard action, or when an attack card is used while its user
  cannot attack. After a card with 終端 (terminal) resolves, its user may neither use another card
  nor take a basic action for the rest of that turn (C 9-2). "Terminal" has no definition in the
  text; the suite reads it from this clause alone (AMBIGUITIES #7).

  A card used by an effect is resolved nested inside that effect (C 9-2, 9-8). An effect that chooses
  a card and uses it may choose one whose use will be illegal (the official FAQ on Oboro's Shadow
  Cloning): the card is chosen, its use is illegal, nothing happens, the card stays where it was and
  counts as not used. Using a card that needs a special condition (such as a distance) while the
  condition is unmet is illegal too (C 9-2). In the short form, "use_card [type]" lets the
  effect's player use a card from hand (of that type only, when one is named), and the card-table
  column "use if" gives a card its special use condition.

  @clause:C-9-2
  Rule: only a card with the Reaction subtype can be used as a reaction

    Background:
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And the test cards:
        | id    | type   | subtype  | range | damage |
        | slash | attack |          | 3-4   | -/1    |
        | guard | action | reaction |       |        |
      And "guard" has the effect "on_use: gain_concentration self 1"
      And A holds slash in hand
      And B holds slash, guard in hand

    @clause:C-9-2
    Scenario: the defender is offered the reaction card but not the plain attack card
      When A uses "slash"
      Then B must decide reaction
      And the options include use guard
      And the options do not include use slash

    @clause:C-9-2
    Scenario: answering an attack with a card that is not a reaction is illegal
      When A uses "slash"
      And B tries to react with "slash"
      Then the action is illegal citing "C 9-2"

    @clause:C-9-2
    Scenario: answering with the reaction card is legal
      When A uses "slash"
      And B reacts with "guard"
      Then B has concentration 1, life 9

    @clause:C-9-2
    Scenario: with real cards, the defender is offered Cut Down, a reaction, but not Brandish
      Given a duel in B's main phase with a standard action
      And the distance is 4
      And B holds "Slash" (NA-01-yurina-O-N-1) in hand
      And A holds "Cut Down" (NA-02-saine-O-N-2), "Brandish" (NA-01-yurina-O-N-2) in hand
      When B uses "Slash"
      Then A must decide reaction
      And the options include use Cut Down
      And the options do not include use Brandish
      When A tries to react with "Brandish"
      Then the action is illegal citing "C 9-2"

  @clause:C-9-2
  Rule: a Full-power card cannot be used by the basic method in a standard action

    @clause:C-9-2
    Scenario: in a standard action the full-power card is illegal and stays in hand
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And the test cards:
        | id    | type   | subtype    | range | damage |
        | storm | attack | full-power | 3-4   | -/2    |
      And A holds storm in hand
      When A tries to use "storm"
      Then the action is illegal citing "C 9-2"

    @clause:C-9-2
    Scenario: in a full-power action the same card may be used
      Given a duel in A's main phase with a full-power action
      And the distance is 4
      And the test cards:
        | id    | type   | subtype    | range | damage |
        | storm | attack | full-power | 3-4   | -/2    |
      And A holds storm in hand
      When A uses "storm"
      Then B has life 8

  @clause:C-9-2
  Rule: an attack card cannot be used while its user is under "cannot attack"

    Background:
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And the test cards:
        | id      | type   | subtype  | range | damage |
        | slash   | attack |          | 3-4   | -/1    |
        | guard   | action | reaction |       |        |
        | riposte | attack | reaction | 0-10  | -/1    |
        | oath    | action |          |       |        |
        | hex     | action |          |       |        |
        | rest    | action |          |       |        |
      And "guard" has the effect "on_use: gain_concentration self 1"
      And "oath" has the effect "on_use: cannot_attack self"
      And "hex" has the effect "on_use: cannot_attack opponent"
      And "rest" has the effect "on_use: gain_concentration self 1"

    @clause:C-9-2
    Scenario: after "I cannot attack this turn", using an attack card is illegal
      Given A holds oath, slash in hand
      When A uses "oath"
      And A tries to use "slash"
      Then the action is illegal citing "C 9-2"

    @clause:C-9-2
    Scenario: without that effect the same attack card may be used
      Given A holds rest, slash in hand
      When A uses "rest"
      And A uses "slash"
      Then B has life 9

    @clause:C-9-2
    Scenario: cards that are not attack cards stay usable under "cannot attack"
      Given A has concentration 0
      And A holds oath, rest in hand
      When A uses "oath"
      And A uses "rest"
      Then A has concentration 1

    @clause:C-9-2
    Scenario: the defender under "cannot attack" cannot react with an attack card, but may with another reaction
      Given A holds hex, slash in hand
      And B holds riposte, guard in hand
      When A uses "hex"
      And A uses "slash"
      Then B must decide reaction
      And the options include use guard
      And the options do not include use riposte
      When B tries to react with "riposte"
      Then the action is illegal citing "C 9-2"

    @clause:C-9-2
    Scenario: with real cards, after Chilling Tranquility's "cannot attack" Slash is illegal, but Backstep, no attack, is not
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And A has the unused trump "Chilling Tranquility" (NA-02-saine-A1-S-2)
      And A has flare 2
      And A holds "Slash" (NA-01-yurina-O-N-1), "Backstep" (NA-03-himika-O-N-5) in hand
      And A's deck is "Brandish" (NA-01-yurina-O-N-2) from the top
      When A uses "Chilling Tranquility"
      And A tries to use "Slash"
      Then the action is illegal citing "C 9-2"
      When A uses "Backstep"
      Then "Brandish" is in A's hand

  @clause:C-9-2
  Rule: after a terminal card resolves, its user uses no more cards and takes no basic actions this turn

    Background:
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And the test cards:
        | id       | type   | subtype  | range | damage | keywords |
        | slash    | attack |          | 3-4   | -/1    |          |
        | cut      | attack |          | 3-4   | -/1    |          |
        | guard    | action | reaction |       |        |          |
        | rest     | action |          |       |        |          |
        | finale   | action |          |       |        | terminal |
        | lastword | action | reaction |       |        | terminal |
      And "guard" has the effect "on_use: gain_concentration self 1"
      And "rest" has the effect "on_use: gain_concentration self 1"
      And "finale" has the effect "on_use: gain_concentration self 1"
      And "lastword" has the effect "on_use: gain_concentration self 1"

    @clause:C-9-2
    Scenario: the terminal card itself resolves completely
      Given A has concentration 0
      And A holds finale, slash in hand
      When A uses "finale"
      Then A has concentration 1
      And "finale" is in A's discard pile

    @clause:C-9-2
    Scenario: after a terminal card another card cannot be used
      Given A holds finale, slash in hand
      When A uses "finale"
      And A tries to use "slash"
      Then the action is illegal citing "C 9-2"

    @clause:C-9-2
    Scenario: after a terminal card a basic action cannot be taken
      Given A has concentration 1
      And A holds finale, slash in hand
      When A uses "finale"
      And A tries to perform advance paying concentration
      Then the action is illegal citing "C 9-2"

    @clause:C-9-2
    Scenario: after a terminal card the main phase can still be ended
      Given A holds finale, slash in hand
      When A uses "finale"
      And A ends the main phase
      Then the action is legal

    @clause:C-9-2
    Scenario: after a card without terminal the player goes on using cards
      Given A holds rest, slash in hand
      When A uses "rest"
      And A uses "slash"
      Then B has life 9

    @clause:C-9-2
    Scenario: a terminal reaction binds the defender who used it, for the rest of the attacker's turn
      Given A holds slash, cut in hand
      And B holds lastword, guard in hand
      When A uses "slash"
      And B reacts with "lastword"
      Then B has life 9
      When A uses "cut"
      And B tries to react with "guard"
      Then the action is illegal citing "C 9-2"

    @clause:C-9-2
    Scenario: with real cards, after Sunny Stage, a terminal card, its user can use no other card
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And A has aura 3, concentration 0
      And A holds "Sunny Stage" (NA-04-tokoyo-O-N-7), "Slash" (NA-01-yurina-O-N-1) in hand
      When A uses "Sunny Stage"
      Then A has concentration 2
      When A tries to use "Slash"
      Then the action is illegal citing "C 9-2"

  @clause:C-9-2
  Rule: a card used by an effect resolves nested, before the rest of the effect's card

    Background:
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And the test cards:
        | id      | type   | subtype    | range | damage |
        | summon  | action |            |       |        |
        | spark   | action |            |       |        |
        | slash   | attack |            | 3-4   | -/1    |
        | storm   | attack | full-power | 3-4   | -/2    |
        | reach   | attack |            | 1     | -/1    |
        | blank   | action |            |       |        |
      And "summon" has the effect "on_use: use_card"
      And "summon" has the effect "on_use: move self.flare -> dust 1"
      And "spark" has the effect "on_use: move self.aura -> self.flare 1"
      And A has aura 3, flare 0
      And the dust is 0

    @clause:C-9-2 @clause:C-9-8
    Scenario: the card used by the effect resolves before the effect's card goes on
      Given A holds summon, spark in hand
      When A uses "summon"
      Then A must decide use_card
      And "summon" is in A's in-use zone
      When A uses "spark"
      Then A has aura 2, flare 0
      And the dust is 1
      And "spark" is in A's discard pile
      And "summon" is in A's discard pile
      And the ruling cites "C 9-8"

    @clause:C-9-2
    Scenario: the player may decline to use a card, and the effect's card goes on
      Given A holds summon, spark in hand
      When A uses "summon"
      And A declines
      Then A has aura 3, flare 0
      And "spark" is in A's hand
      And "summon" is in A's discard pile

    @clause:C-9-2 @clause:C-9-8
    Scenario: an attack card used by an effect is attacked with at once, and the defender may react
      Given B holds spark in hand
      And A holds summon, slash in hand
      When A uses "summon"
      And A uses "slash"
      Then B must decide reaction
      And "summon" is in A's in-use zone
      When B does not react
      Then B has life 9
      And "summon" is in A's discard pile

    @clause:C-9-2
    Scenario: every card of the hand may be chosen, those whose use would be illegal too
      The choice comes before the use: an attack out of range and a card of undefined type are
      offered with the rest (as the FAQ rules for Oboro's Shadow Cloning).
      Given the test cards:
        | id    | type      |
        | husk  | undefined |
      And A holds summon, spark, reach, husk in hand
      When A uses "summon"
      Then A must decide use_card
      And the options are exactly use spark, use reach, use husk, decline

    @clause:C-9-2 @clause:C-9-2-1
    Scenario: an attack card out of range chosen by the effect is not used, and the effect goes on
      Its use is illegal at the range check (C 9-2-1 i): nothing happens, the card stays in hand and
      counts as not used; the rest of the effect's card resolves.
      Given A holds summon, reach in hand
      And A has flare 1
      When A uses "summon"
      And A uses "reach"
      Then the action is legal
      And the ruling cites "C 9-2-1"
      And "reach" is in A's hand
      And A has used 1 card this turn
      And B has life 10
      And A has flare 0
      And the dust is 1

    @clause:C-9-2 @clause:C-6-2-1-5
    Scenario: a card of undefined type chosen by the effect is not used
      Given the test cards:
        | id    | type      |
        | husk  | undefined |
      And A holds summon, husk in hand
      When A uses "summon"
      And A uses "husk"
      Then the ruling cites "C 6-2-1-5"
      And "husk" is in A's hand
      And A has used 1 card this turn

    @clause:C-9-2
    Scenario: a Full-power card may be used by an effect in a standard action, not being used by the basic method
      Given A holds summon, storm in hand
      When A uses "summon"
      Then the options include use storm
      When A uses "storm"
      Then B has life 8

    @clause:C-9-2
    Scenario: an effect naming a card type offers only cards of that type
      Given "blank" has the effect "on_use: use_card attack"
      And A holds blank, spark, slash in hand
      When A uses "blank"
      Then A must decide use_card
      And the options are exactly use slash, decline

    @clause:C-9-2 @clause:C-9-8
    Scenario: cards used by effects nest several levels deep and unwind in order
      Given "blank" has the effect "on_use: use_card"
      And "blank" has the effect "on_use: move self.flare -> dust 1"
      And A holds summon, blank, spark in hand
      When A uses "summon"
      And A uses "blank"
      And A uses "spark"
      Then A has aura 2, flare 0
      And the dust is 1
      And "summon" is in A's discard pile
      And "blank" is in A's discard pile

  @clause:C-9-2
  Rule: a card whose special use condition is unmet cannot be used

    Background:
      Given a duel in A's main phase with a standard action
      And the test cards:
        | id     | type   | subtype  | range | damage | use if        |
        | vault  | action |          |       |        | distance >= 5 |
        | lunge  | attack |          | 0-10  | -/1    | distance >= 5 |
        | parry  | action | reaction |       |        | self.aura <= 1 |
        | summon | action |          |       |        |               |
        | slash  | attack |          | 0-10  | -/1    |               |
      And "vault" has the effect "on_use: gain_concentration self 1"
      And "parry" has the effect "on_use: move dust -> self.aura 1"
      And "summon" has the effect "on_use: use_card"
      And A has concentration 0
      And the dust is 2

    @clause:C-9-2
    Scenario: at distance 4 the card needing distance 5 or more is illegal and stays in hand
      Given the distance is 4
      And A holds vault in hand
      When A tries to use "vault"
      Then the action is illegal citing "C 9-2"
      And "vault" is in A's hand

    @clause:C-9-2
    Scenario: at distance 5 the condition holds and the card is used
      Given the distance is 5
      And A holds vault in hand
      When A uses "vault"
      Then A has concentration 1
      And "vault" is in A's discard pile

    @clause:C-9-2
    Scenario: the card with the unmet condition is not offered in the main phase; an effect may choose it, and its use does nothing
      Given the distance is 4
      And A holds vault, lunge, summon in hand
      When the position is submitted
      Then the options include use summon
      And the options do not include use vault, use lunge
      When A uses "summon"
      Then the options are exactly use vault, use lunge, decline
      When A uses "vault"
      Then the action is legal
      And the ruling cites "C 9-2"
      And "vault" is in A's hand
      And A has concentration 0

    @clause:C-9-2
    Scenario: a reaction whose condition is unmet is not offered, and trying it is illegal
      Given the distance is 4
      And B has aura 2
      And B holds parry in hand
      And A holds slash in hand
      When A uses "slash"
      Then B must decide reaction
      And the options do not include use parry
      When B tries to react with "parry"
      Then the action is illegal citing "C 9-2"

    @clause:C-9-2
    Scenario: the same reaction is offered when its condition holds
      Given the distance is 4
      And B has aura 1
      And B holds parry in hand
      And A holds slash in hand
      When A uses "slash"
      And B reacts with "parry"
      Then B has aura 2

    @clause:C-9-2
    Scenario Outline: with real cards, Yurina's Final Blow can be used only while its user's life is 3 or less
      Given a duel in A's main phase with a full-power action
      And the distance is 4
      And A has the unused trump "Yurina's Final Blow" (NA-01-yurina-O-S-4)
      And A has flare 5, life <life>
      When A tries to use "Yurina's Final Blow"
      Then the action is <verdict>

      Examples:
        | life | verdict               |
        | 4    | illegal citing "C 9-2" |
        | 3    | legal                  |
