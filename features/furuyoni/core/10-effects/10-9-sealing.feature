Feature: C 10-9 Sealing under a card
  "Seal it under this card" moves the card the effect names to 〈Sealed〉 and links it to the card
  that has the effect: the named card is then "sealed under" that card (C 10-9). In 〈Sealed〉 its
  effects are not in force, and it stays linked to the sealing card wherever that card goes
  (C 7-1-13). Test cards write "seal <zone>": the effect's player picks the card from that zone.
  "unseal" sends the cards sealed under this card to their holders' discard piles (C 7-1-13).

  Background:
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id      | type        | range | damage | charge |
      | shackle | action      |       |        |        |
      | snare   | enhancement |       |        | 1      |
      | slash   | attack      | 3-5   | -/1    |        |
      | leaf    | action      |       |        |        |
    And "shackle" has the effect "on_use: seal opponent.discard"
    And "snare" has the effect "on_destroy: unseal"

  @clause:C-10-9
  Rule: the chosen card goes to the sealed zone, linked to the card with the effect

    @clause:C-10-9
    Scenario: the user picks among the cards of the named zone
      Given A holds shackle in hand
      And B's discard pile holds slash, leaf
      When A uses "shackle"
      Then A must decide choose
      And the options are exactly choose B:slash, choose B:leaf

    @clause:C-10-9
    Scenario: the chosen card is sealed under the card that sealed it, which goes on to the discard pile
      Given A holds shackle in hand
      And B's discard pile holds slash, leaf
      When A uses "shackle"
      And A chooses "B:slash"
      Then "B:slash" is sealed under "shackle"
      And B has 1 card in discard pile
      And "shackle" is in A's discard pile
      And the ruling cites "C 10-9"

    @clause:C-10-9
    Scenario: with no card in the named zone nothing is sealed and nothing is asked
      Given A holds shackle in hand
      When A uses "shackle"
      Then nothing is sealed under "shackle"
      And "shackle" is in A's discard pile

    @clause:C-10-9
    Scenario: with real cards, Confuse deployed seals the card its user picks from the opponent's discard pile under itself
      Given a duel in A's main phase with a standard action
      And A has "Confuse" (NA-07-shinra-O-N-7) in hand
      And A has aura 4
      And B's discard pile holds "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2)
      When A uses "Confuse"
      Then A must decide choose
      When A chooses "B:Brandish"
      Then "B:Brandish" is sealed under "Confuse"
      And B has 1 card in discard pile
      And "Confuse" is in A's enhancement zone

  @clause:C-10-9
  Rule: the sealed card stays linked to its sealer until an effect releases it

    @clause:C-10-9
    Scenario: the sealer's on-destruction effect sends the sealed card to its holder's discard pile
      Given a duel at the start of turn 3 with A active
      And A has "snare" deployed with 1 crystal
      And "B:slash" is sealed under A's "snare"
      When the position is submitted
      Then "slash" is in B's discard pile
      And nothing is sealed under "snare"

    @clause:C-10-9
    Scenario: with real cards, Confuse destroyed sends the card sealed under it to its holder's discard pile
      Given a duel in B's main phase with a standard action
      And A has "Confuse" (NA-07-shinra-O-N-7) deployed with 1 crystal
      And "B:NA-01-yurina-O-N-1" is sealed under A's "Confuse"
      When B ends the main phase
      Then "Confuse" is in A's discard pile
      And "B:NA-01-yurina-O-N-1" is in B's discard pile
      And nothing is sealed under "Confuse"
