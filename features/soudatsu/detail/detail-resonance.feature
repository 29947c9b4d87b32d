Feature: SD-detail-resonance Resonance cards
  Light-blue cards are resonances (SD-detail-resonance-1). One is used by placing it face down during its
  owner's own turn (SD-detail-resonance-2), where it waits until it is used (SD-detail-resonance-3). It
  takes effect when turned face up, which its owner may do at any moment except during the opponent's turn
  that comes right after it was set (SD-detail-resonance-4). Our readings: in its owner's turn a reveal is
  an action of the turn, the turn it was set included; in the opponent's later turns the engine offers
  it when an attack has been declared, before its damage, and after a card the opponent cast has
  resolved; once its effect has resolved the card is used up.

  Background:
    Given the cards:
      | id      | kind      | mark    | attack | health |
      | pikeman | soldier   | recycle | 2      | 2      |
      | militia | soldier   | recycle | 1      | 2      |
      | ward    | resonance | skull   |        |        |
      | ambush  | resonance | recycle |        |        |
    And "ward" does "gain 3 life"
    And "ambush" does "damage 2 to an enemy soldier"
    And a game in A's turn 3

  @clause:SD-detail-resonance-2
  Rule: a resonance is set face down in its owner's turn

    @clause:SD-detail-resonance-2
    Scenario: setting puts the resonance face down
      Given A holds ward in hand
      When A sets "ward"
      Then A's "ward" is face down
      And A's hand holds 0 cards
      And the ruling cites "SD-detail-resonance-2"

    @clause:SD-detail-resonance-2
    Scenario: a resonance is set, not cast
      Given A holds ward in hand
      When A tries to cast "ward"
      Then the action is illegal citing "SD-detail-resonance-2"

    @clause:SD-detail-resonance-2
    Scenario: only a resonance is set face down
      Given A holds pikeman in hand
      When A tries to set "pikeman"
      Then the action is illegal citing "SD-detail-resonance-2"

    @clause:SD-detail-resonance-2
    Scenario: nothing is set in the opponent's turn
      Given B holds ward in hand
      When B tries to set "ward"
      Then the action is illegal citing "SD-detail-resonance-2"

  @clause:SD-detail-resonance-3
  Rule: a set resonance waits until it is used

    @clause:SD-detail-resonance-3
    Scenario: the resonance is still face down turns later
      Given A has "ward" set face down since turn 3
      And A's deck is pikeman from the top
      And B's deck is pikeman from the top
      When A ends the turn
      And B ends the turn
      Then A's "ward" is face down
      And the options include reveal A:ward

    @clause:SD-detail-resonance-3
    Scenario: the end of the turn does not use it
      Given A holds ward in hand
      And B's deck is pikeman from the top
      When A sets "ward"
      And A ends the turn
      Then A's "ward" is face down
      And A has life 20

  @clause:SD-detail-resonance-4
  Rule: revealing it at any moment but the opponent's very next turn

    @clause:SD-detail-resonance-4
    Scenario: revealed in its owner's turn, it takes effect and is used up
      Given A has "ward" set face down since turn 1
      When A reveals "ward"
      Then A has life 23
      And A's "ward" is in the graveyard
      And the ruling cites "SD-detail-resonance-4"

    @clause:SD-detail-resonance-4
    Scenario: its owner may reveal it in the turn it was set
      Given A holds ward in hand
      When A sets "ward"
      And A reveals "ward"
      Then A has life 23

    @clause:SD-detail-resonance-4
    Scenario: in the opponent's turn right after the setting there is no moment to reveal it
      Given a game in B's turn 4
      And A has "ambush" set face down since turn 3
      And B has "pikeman" in play
      And A has "militia" in play
      When B attacks "militia" with "pikeman"
      Then B must decide "main"
      And A's "militia" is in the recursion zone
      And A's "ambush" is face down

    @clause:SD-detail-resonance-4
    Scenario: nor can its owner reveal it of their own accord then
      Given a game in B's turn 4
      And A has "ward" set face down since turn 3
      When A tries to reveal "ward"
      Then the action is illegal citing "SD-detail-resonance-4"

    @clause:SD-detail-resonance-4
    Scenario: in a later turn of the opponent, a declared attack gives the moment
      Given a game in B's turn 6
      And A has "ambush" set face down since turn 3
      And B has "pikeman" in play
      And A has "militia" in play
      When B attacks "militia" with "pikeman"
      Then A must decide "respond"
      And the options include reveal A:ambush
      And the options include pass

    @clause:SD-detail-resonance-4
    Scenario: revealed before the damage, it can stop the attack
      Given a game in B's turn 6
      And A has "ambush" set face down since turn 3
      And B has "pikeman" in play
      And A has "militia" in play
      When B attacks "militia" with "pikeman"
      And A reveals "ambush"
      And A chooses "pikeman"
      Then B's "pikeman" is in the recursion zone
      And A's "militia" has 0 damage
      And A's "ambush" is in the recursion zone
      And B must decide "main"

    @clause:SD-detail-resonance-4
    Scenario: letting the moment pass, the attack goes on
      Given a game in B's turn 6
      And A has "ambush" set face down since turn 3
      And B has "pikeman" in play
      When B attacks the opponent with "pikeman"
      And A passes
      Then A has life 18
      And A's "ambush" is face down

    @clause:SD-detail-resonance-4
    Scenario: a card the opponent cast gives a moment once it has resolved
      Given a game in B's turn 6
      And A has "ward" set face down since turn 3
      And B holds pikeman in hand
      When B casts "pikeman"
      Then A must decide "respond"
      And B's "pikeman" is in play
