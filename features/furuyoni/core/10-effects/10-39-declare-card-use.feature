Feature: C 10-39 Declaring a card's use
  A card that is "declared" as another card may see its use refused before it starts. The procedure:
  (i) the card is revealed where it is; (ii) the use procedure runs up to and including the payment of
  costs; (iii) whether it may be used in the way the effect says is judged; (iv) if it may, the card
  goes to 〈In-use〉 and the rest of the use proceeds as the declared card; if not, an attack it created
  is removed and the rest of the declaring effect is followed.
  Decision: the judging is the one of the pool's only declaring card — the opponent may refute the
  declaration by revealing a card of the declared name from their hand, face-down pile or discard
  pile. The declared card's information applies from the declaration (C 10-38), so a card of the
  undefined type can be declared though it cannot be used as itself (C 6-2-1-5).

  Background:
    Given a duel in A's main phase with a standard action
    And the distance is 3
    And the test cards:
      | id    | type        | range | damage | charge |
      | slash | attack      | 3-4   | 2/1    |        |
      | fog   | undefined   |       |        |        |
      | toll  | enhancement |       |        | 1      |
    And "fog" has the effect "constant: declare_as slash: discard"
    And "toll" has the effect "while_deployed: additional_cost opponent self.aura -> dust 1"
    And A has aura 3
    And B has aura 5, life 10
    And A holds fog in hand

  @clause:C-10-39
  Scenario: the undefined card can only be declared
    When the position is submitted
    Then the options include use fog as slash
    And the options do not include use fog

  @clause:C-10-39
  Scenario: with nothing to refute it, the declared attack goes on
    When A uses "fog" as "slash"
    Then the ruling cites "C 10-39"
    And B must decide damage
    When B takes the damage on life
    Then B has life 9
    And "fog" is in A's discard pile

  @clause:C-10-39
  Scenario: the opponent may refute by revealing a card of the declared name
    Given B holds slash in hand
    When A uses "fog" as "slash"
    Then B must decide may

  @clause:C-10-39
  Scenario: a refuted declaration removes the attack and follows the rest of the effect
    Given B holds slash in hand
    When A uses "fog" as "slash"
    And B accepts
    Then B has aura 5, life 10
    And "fog" is in A's discard pile
    And the ruling cites "C 10-39"

  @clause:C-10-39
  Scenario: a refutation not made lets the declared attack go on
    Given B's discard pile holds slash
    When A uses "fog" as "slash"
    And B declines
    Then B must decide damage

  @clause:C-10-39 @clause:C-10-31
  Scenario: costs are paid before the judging, so a refused use has still paid them
    Given B holds slash in hand
    And B has "toll" deployed with 1 crystal
    When A uses "fog" as "slash"
    And B accepts
    Then A has aura 2
    And "fog" is in A's discard pile

  @clause:C-10-39
  Scenario: with real cards, Fog of Deception declared as Slash attacks as Slash when nobody refutes it
    Given a duel in A's main phase with a standard action
    And B harbors "yurina" and "saine"
    And A has "Fog of Deception" (NA-22-renri-A1-N-2) in hand
    And the distance is 3
    And B has aura 5, life 10
    When A uses "Fog of Deception" as "NA-01-yurina-O-N-1"
    And B takes the damage on life
    Then B has aura 5, life 9
    And "Fog of Deception" is in A's discard pile

  @clause:C-10-39
  Scenario: with real cards, Fog of Deception declared as Slash is refuted by a revealed Slash and goes to the discard pile unused
    Given a duel in A's main phase with a standard action
    And B harbors "yurina" and "saine"
    And A has "Fog of Deception" (NA-22-renri-A1-N-2) in hand
    And B has "Slash" (NA-01-yurina-O-N-1) in hand
    And the distance is 3
    And B has aura 5, life 10
    When A uses "Fog of Deception" as "NA-01-yurina-O-N-1"
    And B accepts
    Then B has aura 5, life 10
    And "Fog of Deception" is in A's discard pile
    And the ruling cites "C 10-39"
