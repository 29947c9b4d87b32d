Feature: C 9-4 Attack resolution
  A legal attack counts as performed and resolves in steps: (i) unless the attack is itself
  reacting, the defender may use one Reaction card from hand or an unused trump, resolved nested;
  (ii) a nullified attack fails and is removed; (iii) an unavoidable attack succeeds, any other
  is range-checked against the current distance and fails if it misses; (iv) if its damage is
  nullified, skip to vi; (v) the defender receives the damage; (vi) if its after-attack effects are
  nullified, skip to viii; (vii) its after-attack effects resolve in printed order; (viii) it is
  removed. Under "cannot attack" a legal attack is removed without resolving (C 9-4).
  Decision taken by the suite (AMBIGUITIES #12): an attack created by the effect of a reaction card
  is itself reacting, as the 2018 text said. "Unavoidable" and "nullify" are read from the cards
  that carry them (AMBIGUITIES #7).

  Background:
    Given a duel in A's main phase with a standard action
    And the distance is 4
    And the test cards:
      | id       | type   | category | subtype  | range | damage | cost | keywords    |
      | slash    | attack |          |          | 3-4   | -/1    |      |             |
      | strike   | attack |          |          | 3-4   | -/1    |      |             |
      | lunge    | attack |          |          | 3-4   | -/1    |      | unavoidable |
      | combo    | attack |          |          | 3-4   | -/1    |      |             |
      | guard    | action |          | reaction |       |        |      |             |
      | parry    | action |          | reaction |       |        |      |             |
      | ward     | action | trump    | reaction |       |        | 0    |             |
      | spent    | action | trump    | reaction |       |        | 0    |             |
      | riposte  | attack |          | reaction | 0-10  | -/1    |      |             |
      | hook     | action |          | reaction |       |        |      |             |
      | veil     | action |          | reaction |       |        |      |             |
      | numb     | action |          | reaction |       |        |      |             |
      | hush     | action |          | reaction |       |        |      |             |
      | backstep | action |          | reaction |       |        |      |             |
      | edict    | action |          |          |       |        |      |             |
      | volley   | action |          |          |       |        |      |             |
    And "strike" has the effect "after_attack: gain_concentration self 1"
    And "combo" has the effect "after_attack: move dust -> self.aura 2"
    And "combo" has the effect "after_attack: move self.aura -> self.flare 3"
    And "guard" has the effect "on_use: gain_concentration self 1"
    And "parry" has the effect "on_use: gain_concentration self 1"
    And "ward" has the effect "on_use: gain_concentration self 1"
    And "spent" has the effect "on_use: gain_concentration self 1"
    And "hook" has the effect "on_use: perform_attack 0-10 -/1"
    And "veil" has the effect "on_use: nullify_attack"
    And "numb" has the effect "on_use: nullify_damage"
    And "hush" has the effect "on_use: nullify_after_attack"
    And "backstep" has the effect "on_use: move self.aura -> distance 2"
    And "edict" has the effect "on_use: cannot_attack self"
    And "edict" has the effect "on_use: perform_attack 0-10 -/1"
    And "volley" has the effect "on_use: perform_attack 0-10 -/1"
    And A has concentration 0
    And B has concentration 0

  @clause:C-9-4
  Rule: i — the defender may react once, with a Reaction card from hand or an unused trump

    @clause:C-9-4
    Scenario: the defender's reaction choices are the hand's reaction cards and the unused reaction trump
      Given A holds slash in hand
      And B holds guard, slash in hand
      And B has the unused trump "ward"
      And B has the used trump "spent"
      When A uses "slash"
      Then B must decide reaction
      And the options are exactly decline, use guard, use ward

    @clause:C-9-4
    Scenario: a used trump cannot react
      Given A holds slash in hand
      And B holds guard in hand
      And B has the used trump "spent"
      When A uses "slash"
      And B tries to react with "spent"
      Then the action is illegal citing "C 9-4 i"

    @clause:C-9-4
    Scenario: an unused reaction trump reacts and becomes used
      Given A holds slash in hand
      And B has the unused trump "ward"
      When A uses "slash"
      And B reacts with "ward"
      Then B has concentration 1, life 9
      And "B:ward" is a used trump

    @clause:C-9-4
    Scenario: after one reaction the defender is not asked again for the same attack
      Given A holds slash in hand
      And B holds guard, parry in hand
      When A uses "slash"
      And B reacts with "guard"
      Then B is not asked to react
      And B has concentration 1, life 9
      And B has 1 card in hand

    @clause:C-9-4
    Scenario: an attack that is itself a reaction cannot be reacted to
      Given A holds slash, guard in hand
      And B holds riposte in hand
      When A uses "slash"
      And B reacts with "riposte"
      Then A is not asked to react
      And A has life 9
      And B has life 9

    @clause:C-9-4
    Scenario: an attack created by a reaction card's effect is reacting too, so it cannot be reacted to
      Given A holds slash, guard in hand
      And B holds hook in hand
      When A uses "slash"
      And B reacts with "hook"
      Then A is not asked to react
      And A has life 9
      And B has life 9

    @clause:C-9-4
    Scenario: an attack created by an effect of a card used in the main phase can be reacted to
      Given A holds volley in hand
      And B holds guard in hand
      When A uses "volley"
      Then B must decide reaction
      And the options include use guard

    @clause:C-9-4
    Scenario: with real cards, Cut Down answering Slash is itself a reaction, so it cannot be reacted to
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And A holds "Slash" (NA-01-yurina-O-N-1), "Hilt Slam" (NA-02-saine-O-N-3) in hand
      And B holds "Cut Down" (NA-02-saine-O-N-2) in hand
      And A has aura 5
      When A uses "Slash"
      And B reacts with "Cut Down"
      Then A is not asked to react
      And A must decide damage

    @clause:C-9-4
    Scenario: with real cards, after one reaction the defender is not asked again for the same attack
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And A holds "Slash" (NA-01-yurina-O-N-1) in hand
      And B holds "Song and Dance" (NA-04-tokoyo-O-N-4), "Cut Down" (NA-02-saine-O-N-2) in hand
      And B has aura 3, flare 1
      When A uses "Slash"
      And B reacts with "Song and Dance"
      And B chooses "1"
      Then B is not asked to react
      And B must decide damage

  @clause:C-9-4
  Rule: ii — a nullified attack fails and nothing more of it resolves

    @clause:C-9-4
    Scenario: the nullified attack deals no damage and its after-attack effect does not resolve
      Given A holds strike in hand
      And B holds veil in hand
      When A uses "strike"
      And B reacts with "veil"
      Then B has life 10
      And A has concentration 0
      And the ruling cites "C 9-4 ii"
      And "strike" is in A's discard pile

    @clause:C-9-4
    Scenario: with real cards, Slash nullified by Polite Return deals no damage
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And A holds "Slash" (NA-01-yurina-O-N-1) in hand
      And A has aura 5
      And B holds "Polite Return" (NA-04-tokoyo-O-N-2) in hand
      And B has aura 3, life 10, concentration 2
      When A uses "Slash"
      And B reacts with "Polite Return"
      And A takes the damage on aura
      Then B has aura 3, life 10
      And "Slash" is in A's discard pile

  @clause:C-9-4 @clause:C-9-4-1
  Rule: iii — the range check happens after the reaction, unless the attack is unavoidable

    @clause:C-9-4 @clause:C-9-4-1
    Scenario: a reaction moves the distance out of range, so the attack fails its check
      Given A holds strike in hand
      And B holds backstep in hand
      When A uses "strike"
      And B reacts with "backstep"
      Then the distance is 6
      And B has life 10
      And A has concentration 0
      And the ruling cites "C 9-4 iii"

    @clause:C-9-4
    Scenario: an unavoidable attack skips the range check and hits at the new distance
      Given A holds lunge in hand
      And B holds backstep in hand
      When A uses "lunge"
      And B reacts with "backstep"
      Then the distance is 6
      And B has life 9
      And the ruling does not cite "C 9-4-1"

    @clause:C-9-4 @clause:C-9-4-1
    Scenario: with real cards, Song and Dance moves the distance out of Slash's range, so Slash fails its check
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And A holds "Slash" (NA-01-yurina-O-N-1) in hand
      And B holds "Song and Dance" (NA-04-tokoyo-O-N-4) in hand
      And B has aura 3, life 10
      When A uses "Slash"
      And B reacts with "Song and Dance"
      And B chooses "2"
      Then the distance is 5
      And B has aura 2, life 10
      And the ruling cites "C 9-4-1"

    @clause:C-9-4 @clause:C-9-4-1
    Scenario: with real cards, when Song and Dance leaves the distance in range, Slash hits
      Given a duel in A's main phase with a standard action
      And the distance is 3
      And A holds "Slash" (NA-01-yurina-O-N-1) in hand
      And B holds "Song and Dance" (NA-04-tokoyo-O-N-4) in hand
      And B has aura 5, life 10
      When A uses "Slash"
      And B reacts with "Song and Dance"
      And B chooses "2"
      Then the distance is 4
      And B must decide damage

  @clause:C-9-4
  Rule: iv and vi — a nullified damage or a nullified after-attack skips only its own step

    @clause:C-9-4
    Scenario: with its damage nullified the attack still resolves its after-attack effect
      Given A holds strike in hand
      And B holds numb in hand
      When A uses "strike"
      And B reacts with "numb"
      Then B has life 10
      And A has concentration 1
      And the ruling cites "C 9-4 iv"

    @clause:C-9-4
    Scenario: with its after-attack effects nullified the attack still deals its damage
      Given A holds strike in hand
      And B holds hush in hand
      When A uses "strike"
      And B reacts with "hush"
      Then B has life 9
      And A has concentration 0
      And the ruling cites "C 9-4 vi"

    @clause:C-9-4
    Scenario: without any nullification both damage and after-attack effect resolve
      Given A holds strike in hand
      And B holds guard in hand
      When A uses "strike"
      And B reacts with "guard"
      Then B has life 9
      And A has concentration 1

  @clause:C-9-4
  Rule: vii — after-attack effects resolve in the order printed on the card

    @clause:C-9-4
    Scenario: the first printed effect fills the aura before the second moves three to the flare
      Given A has aura 4, flare 0
      And the dust is 2
      And A holds combo in hand
      When A uses "combo"
      Then A has aura 2, flare 3
      And the dust is 1
      And the ruling cites "C 9-4 vii"

  @clause:C-9-4
  Rule: an attack performed under "cannot attack" is removed without resolving

    @clause:C-9-4
    Scenario: the attack made by the card's own later effect neither asks for a reaction nor deals damage
      Given A holds edict in hand
      And B holds guard in hand
      When A uses "edict"
      Then B is not asked to react
      And B has life 10

    @clause:C-9-4
    Scenario: without "cannot attack" the same kind of effect attack resolves
      Given A holds volley in hand
      When A uses "volley"
      Then B has life 9

  @clause:C-9-4
  Rule: v — a card whose text deals something else instead of damage resolves that text at step v

    @clause:C-9-4
    Scenario: while its condition holds, the attack deals no damage and its replacing text resolves
      Given the test cards:
        | id    | type   | range | damage |
        | parley | attack | 3-4  | 3/1    |
      And "parley" has the effect "constant: replace_damage gain_concentration self 1 if opponent.life >= 5"
      And A holds parley in hand
      And A has concentration 0
      When A uses "parley"
      Then B has aura 3, life 10
      And A has concentration 1
      And the ruling cites "C 9-4 v"

    @clause:C-9-4
    Scenario: when its condition does not hold, the attack deals its damage as usual
      Given the test cards:
        | id    | type   | range | damage |
        | parley | attack | 3-4  | 3/1    |
      And "parley" has the effect "constant: replace_damage gain_concentration self 1 if opponent.life >= 5"
      And A holds parley in hand
      And A has concentration 0
      And B has aura 3, life 4
      When A uses "parley"
      And B takes the damage on aura
      Then B has aura 0, life 4
      And A has concentration 0

    @clause:C-9-4
    Scenario: with real cards, Argue deals no damage while the opponent's deck holds two cards or more
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And A holds "Argue" (NA-07-shinra-O-N-1) in hand
      And B's deck is "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2) from the top
      And B has aura 5, life 10
      When A uses "Argue"
      Then B has aura 5, life 10
