Feature: C 10-12 Omitted zone owner
  When an effect refers to a zone that belongs to a player but its text does not say whose, it means
  the zone of the player linked to the zone where the effect's object lies — or that player's
  opponent's, when the effect is one that has the opponent refer to the zone (C 10-12). So a player
  who uses a card that picks "a card of the discard pile" picks from their own discard pile, never
  from the other player's (the rules' own example), and a card deployed in a player's enhancement
  zone means that player's zones, whoever holds the card. Likewise a player the text does not name
  is the player linked to the zone where the object lies. Test cards write such a zone without its
  "self." or "opponent." prefix ("aura", "discard"), such a player as "unnamed"; "by opponent" makes
  the opponent choose.

  Background:
    Given the test cards:
      | id     | type        | range | damage | charge |
      | gift   | action      |       |        |        |
      | purge  | action      |       |        |        |
      | demand | action      |       |        |        |
      | tithe  | enhancement |       |        | 1      |
      | slash  | attack      | 3-5   | -/1    |        |
      | leaf   | action      |       |        |        |
    And "gift" has the effect "on_use: move dust -> aura 1"
    And "purge" has the effect "on_use: remove_from_game discard"
    And "demand" has the effect "on_use: remove_from_game discard by opponent"
    And "tithe" has the effect "on_destroy: move dust -> aura 2"
    And "tithe" has the effect "on_destroy: move dust -> self.flare 1"
    And "tithe" has the effect "on_destroy: gain_concentration unnamed 1"

  @clause:C-10-12
  Rule: an unnamed zone of a card being used is its user's

    Background:
      Given a duel in A's main phase with a standard action
      And A's discard pile holds leaf
      And B's discard pile holds slash

    @clause:C-10-12
    Scenario: an arrow to the aura of no named player fills the user's aura
      Given the dust is 1
      And A has aura 2
      And B has aura 2
      And A holds gift in hand
      When A uses "gift"
      Then A has aura 3
      And B has aura 2

    @clause:C-10-12
    Scenario: a card picked from the discard pile of no named player comes from the user's own
      Given A holds purge in hand
      When A uses "purge"
      Then A must decide choose
      And the options are exactly choose leaf

    @clause:C-10-12
    Scenario: when the effect has the opponent pick, the zone is the opponent's
      Given A holds demand in hand
      When A uses "demand"
      Then B must decide choose
      And the options are exactly choose slash

    @clause:C-10-12
    Scenario: with real cards, Break Point picks from "the discard or face-down pile" of its user, not of the opponent
      Given a duel in A's main phase with a full-power action
      And A has "Break Point" (NA-04-tokoyo-O-N-5) in hand
      And A's discard pile holds "Slash" (NA-01-yurina-O-N-1)
      And B's discard pile holds "Shoot" (NA-03-himika-O-N-1)
      When A uses "Break Point"
      Then the options include choose Slash
      And the options do not include choose Shoot

  @clause:C-10-12
  Rule: an unnamed zone of a deployed card is the owner of that enhancement zone's, not its holder's

    @clause:C-10-12
    Scenario: B's card deployed in A's enhancement zone, destroyed, fills A's aura
      Given a duel at the start of turn 3 with A active
      And the dust is 3
      And A has aura 1
      And B has aura 1, flare 0
      And A has "B:tithe" deployed with 1 crystal
      When the position is submitted
      Then A has aura 3
      And B has aura 1, flare 1
      And "tithe" is in B's discard pile

    @clause:C-10-12
    Scenario: B's card deployed in A's enhancement zone, destroyed, gives the unnamed player's concentration to A
      Given a duel at the start of turn 3 with A active
      And A has concentration 0
      And B has concentration 0
      And A has "B:tithe" deployed with 1 crystal
      When the position is submitted
      Then A has concentration 2
      And B has concentration 0
